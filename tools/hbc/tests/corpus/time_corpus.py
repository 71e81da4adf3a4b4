#!/usr/bin/env python3
"""Time the corpus (../shared/omp-corpus) built by hbc against gcc -fopenmp (libgomp).

A benchmark, not a test: for each program of MANIFEST.tsv, builds the sequential reference
(gcc/g++ -O2, no -fopenmp), the libgomp build (-O2 -fopenmp) and the hbc build (-O2
-fopenmp), times the reference once, and for programs whose reference runs at least
--min-seconds (default 0.2) runs the three builds side by side, interleaved, --rounds times
(default 5): libgomp at OMP_NUM_THREADS=N, hbc at HB_NUM_WORKERS=N (N = --workers, default
2). Reported per program: the medians of the wall times, the speedups over the reference,
and the median of the per-round ratios libgomp time / hbc time (above 1: hbc faster); then
the geomean of those ratios. Outputs are not checked here (run_corpus.py does that).

usage: time_corpus.py --hbc build/tools/hbc/hbc --out DIR [--rounds 5] [--workers 2]
       [--min-seconds 0.2] [--shared ../shared] [names...]
writes DIR/results.json and DIR/table.md
"""
import argparse
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import run_corpus  # noqa: E402  (the manifest and its columns)


def timed_run(exe, prog, inputs, env_extra, scratch, timeout):
    wd = tempfile.mkdtemp(dir=scratch, prefix="run-")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HB_", "OMP_"))}
    env.update(env_extra)
    args = [a.replace("@IN@", inputs) for a in prog.args]
    start = time.perf_counter()
    try:
        p = subprocess.run([exe] + args, cwd=wd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, timeout=timeout)
        rc = p.returncode
    except subprocess.TimeoutExpired:
        rc = "timeout"
    elapsed = time.perf_counter() - start
    shutil.rmtree(wd, ignore_errors=True)
    return elapsed if rc == 0 else None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hbc", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--shared", default=run_corpus.SHARED)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--min-seconds", type=float, default=0.2)
    ap.add_argument("names", nargs="*")
    opts = ap.parse_args()
    corpus = os.path.join(opts.shared, "omp-corpus")
    if not os.path.isfile(os.path.join(corpus, "MANIFEST.tsv")):
        sys.exit("time_corpus: no corpus at %s" % corpus)
    hbc = os.path.abspath(opts.hbc)
    progs = run_corpus.manifest_programs(corpus)
    if opts.names:
        progs = [p for p in progs if any(n in p.name for n in opts.names)]
    work = tempfile.mkdtemp(prefix="hbc-time-corpus-")
    inputs = os.path.join(work, "in")
    subprocess.run([sys.executable, os.path.join(corpus, "gen_inputs.py"), inputs], check=True,
                   stdout=subprocess.DEVNULL)
    os.makedirs(opts.out, exist_ok=True)
    n = str(opts.workers)
    results = []
    for prog in progs:
        src = os.path.join(work, prog.name.replace("/", "_"))
        shutil.copytree(prog.folder, src)
        cc = "g++" if prog.lang == "cxx" else "gcc"
        no_gomp = [l for l in prog.libs if l != "-lgomp"]
        builds = {
            "seq": [cc, "-O2"] + prog.cflags + prog.sources + ["-o", "prog.seq"] + prog.libs,
            "gomp": [cc, "-O2", "-fopenmp"] + prog.cflags + prog.sources + ["-o", "prog.gomp"] + prog.libs,
            "hbc": [hbc + ("++" if prog.lang == "cxx" else ""), "-O2", "-fopenmp"] + prog.cflags + prog.sources +
                   ["-o", "prog.hbc"] + no_gomp,
        }
        row = {"name": prog.name}
        for k, cmd in builds.items():
            rc, log = run_corpus.build(cmd, src)
            if rc != 0:
                row["skipped"] = "%s build failed" % k
                break
        if "skipped" not in row:
            seq = timed_run(os.path.join(src, "prog.seq"), prog, inputs, {"OMP_NUM_THREADS": "1"}, work, 120)
            if seq is None:
                row["skipped"] = "reference run failed"
            elif seq < opts.min_seconds:
                row["skipped"] = "reference %.3f s, below %.2f s" % (seq, opts.min_seconds)
        if "skipped" in row:
            print("%-40s %s" % (prog.name, row["skipped"]), flush=True)
            results.append(row)
            shutil.rmtree(src, ignore_errors=True)
            continue
        times = {"seq": [], "gomp": [], "hbc": []}
        envs = {"seq": {"OMP_NUM_THREADS": "1"}, "gomp": {"OMP_NUM_THREADS": n}, "hbc": {"HB_NUM_WORKERS": n}}
        ratios = []
        for r in range(opts.rounds):
            order = ["seq", "gomp", "hbc"] if r % 2 == 0 else ["hbc", "gomp", "seq"]
            t = {k: timed_run(os.path.join(src, "prog." + k), prog, inputs, envs[k], work, 300) for k in order}
            if None in t.values():
                row["skipped"] = "a timed run failed in round %d" % r
                break
            for k in t:
                times[k].append(t[k])
            ratios.append(t["gomp"] / t["hbc"])
        if "skipped" not in row:
            med = {k: statistics.median(v) for k, v in times.items()}
            row.update({"seq_s": med["seq"], "gomp_s": med["gomp"], "hbc_s": med["hbc"],
                        "gomp_speedup": med["seq"] / med["gomp"], "hbc_speedup": med["seq"] / med["hbc"],
                        "gomp_over_hbc": statistics.median(ratios), "ratios": ratios, "times": times})
            print("%-40s seq %.3f s  libgomp x%.2f  hbc x%.2f  libgomp/hbc %.2f" %
                  (prog.name, med["seq"], row["gomp_speedup"], row["hbc_speedup"], row["gomp_over_hbc"]), flush=True)
        else:
            print("%-40s %s" % (prog.name, row["skipped"]), flush=True)
        results.append(row)
        shutil.rmtree(src, ignore_errors=True)
    timed = [r for r in results if "gomp_over_hbc" in r]
    geo = math.exp(sum(math.log(r["gomp_over_hbc"]) for r in timed) / len(timed)) if timed else float("nan")
    meta = {"workers": opts.workers, "rounds": opts.rounds, "min_seconds": opts.min_seconds,
            "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "geomean_gomp_over_hbc": geo}
    with open(os.path.join(opts.out, "results.json"), "w") as f:
        json.dump({"meta": meta, "programs": results}, f, indent=1)
    with open(os.path.join(opts.out, "table.md"), "w") as f:
        f.write("| program | sequential (s) | libgomp speedup | hbc speedup | libgomp time / hbc time |\n")
        f.write("|---|---:|---:|---:|---:|\n")
        for r in timed:
            f.write("| %s | %.3f | %.2f | %.2f | %.2f |\n" % (r["name"], r["seq_s"], r["gomp_speedup"],
                                                          r["hbc_speedup"], r["gomp_over_hbc"]))
        f.write("| geomean (%d programs) | | | | %.2f |\n" % (len(timed), geo))
    print("geomean libgomp time / hbc time over %d programs: %.3f" % (len(timed), geo))
    shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
