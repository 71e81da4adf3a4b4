#!/usr/bin/env python3
"""Paired, interleaved runs of a few suite configurations per kernel (docs/bench.md,
"Paired runs"). Each round runs every configuration once, as its own process, in an order
rotated per round, so slow drift of the shared machine hits all of them alike; the table
gives per-configuration medians and the median of the per-round ratios to a reference.

    bench/paired.py --kernels floyd-warshall,kmeans --rounds 5 --out results.json \
        --config seq=build/bench/suite/suite-seq:seq:1 \
        --config hb=build/bench/suite/suite-hb:hb:2 \
        --config hb-heartbeat=build/bench/suite/suite-hb:hb:2:HB_LOOP_SCHEDULE=heartbeat \
        --config gomp-guided=build/bench/suite/suite-gomp:omp-outer:2:OMP_SCHEDULE=guided

A configuration is name=binary:variant:workers[:VAR=value,...]; a kernel NAME@PARAM runs
with --param PARAM (uforall@4096: loops of 4096 iterations). Every run verifies its
output against the sequential reference (--ref-dir); a wrong result aborts. A process past
--timeout counts as an infinite time (DNF, printed "inf") and the rounds go on.

--capacity adds, to every round, two copies of the reference configuration run at once:
the CPUs the machine gave that round (alone time / pair time, summed over the pair; 2.0 on
two free cores). A shared VM's host can take part of the second core away for seconds at a
time (docs/bench-history-forkjoin.md, "Session 27"), which 2-worker ratios cannot show by themselves.
"""
import argparse
import concurrent.futures
import json
import os
import statistics
import subprocess
import sys
import tempfile


def parse_config(s):
    name, rest = s.split("=", 1)
    parts = rest.split(":")
    env = {}
    if len(parts) > 3 and parts[3]:
        for kv in parts[3].split(","):
            k, v = kv.split("=", 1)
            env[k] = v
    return {"name": name, "binary": parts[0], "variant": parts[1], "workers": int(parts[2]), "env": env}


def run_one(cfg, kernel, size, reps, warmup, ref_dir, timeout):
    name, _, param = kernel.partition("@")  # NAME@PARAM passes --param (uforall@4096)
    cmd = [cfg["binary"], "--kernel", name, "--variant", cfg["variant"], "--size", size,
           "--workers", str(cfg["workers"]), "--reps", str(reps), "--warmup", str(warmup),
           "--ref-dir", ref_dir] + (["--param", param] if param else [])
    env = dict(os.environ)
    env.update({"OMP_NUM_THREADS": str(cfg["workers"]), "HB_NUM_WORKERS": str(cfg["workers"])})
    env.update(cfg["env"])
    try:
        p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return float("inf")  # did not finish (DNF): past --timeout, as run.py's peers
    for line in p.stdout.splitlines():
        if line.startswith("RESULT "):
            rec = json.loads(line[7:])
            if not rec.get("verified", False):
                sys.exit(f"wrong result: {' '.join(cmd)}")
            return statistics.median(rec["times_s"])
    sys.exit(f"no result from {' '.join(cmd)}:\n{p.stdout}\n{p.stderr}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kernels", required=True)
    ap.add_argument("--config", action="append", required=True)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--reps", type=int, default=1, help="timed repetitions per process (median taken)")
    ap.add_argument("--warmup", type=int, default=1)
    ap.add_argument("--size", default="default")
    ap.add_argument("--ref", default="", help="configuration the ratios are relative to (default: the first)")
    ap.add_argument("--ref-dir", default=os.path.join(tempfile.gettempdir(), "hb-paired-ref"))
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--out", default="")
    ap.add_argument("--capacity", action="store_true",
                    help="each round, also run the reference configuration twice at once (CPUs available)")
    a = ap.parse_args()
    cfgs = [parse_config(c) for c in a.config]
    ref = a.ref or cfgs[0]["name"]
    os.makedirs(a.ref_dir, exist_ok=True)
    out = {}
    if a.out and os.path.exists(a.out):
        with open(a.out) as f:
            out = json.load(f)
    capacity = {}
    for kernel in a.kernels.split(","):
        times = {c["name"]: [] for c in cfgs}
        for r in range(a.rounds):
            order = cfgs[r % len(cfgs):] + cfgs[:r % len(cfgs)]
            for c in order:
                times[c["name"]].append(run_one(c, kernel, a.size, a.reps, a.warmup, a.ref_dir, a.timeout))
            if a.capacity:
                ref_cfg = next(c for c in cfgs if c["name"] == ref)
                with concurrent.futures.ThreadPoolExecutor(2) as pool:
                    pair = list(pool.map(lambda _: run_one(ref_cfg, kernel, a.size, a.reps, a.warmup, a.ref_dir,
                                                           a.timeout), range(2)))
                capacity.setdefault(kernel, []).append(sum(times[ref][-1] / t for t in pair))
        out[kernel] = times
        if a.capacity:
            out.setdefault("capacity", {})[kernel] = capacity[kernel]
        cells = []
        for c in cfgs:
            ratios = [t_ref / t for t_ref, t in zip(times[ref], times[c["name"]])]
            cells.append(f"{c['name']} {statistics.median(times[c['name']]):.4f}s ({ref}/x {statistics.median(ratios):.2f})")
        if a.capacity:
            cap = capacity[kernel]
            cells.append(f"CPUs {statistics.median(cap):.2f} ({min(cap):.2f}-{max(cap):.2f})")
        print(f"{kernel:18s} " + " | ".join(cells), flush=True)
        if a.out:
            with open(a.out, "w") as f:
                json.dump(out, f, indent=1)


if __name__ == "__main__":
    main()
