#!/usr/bin/env python3
"""Runs the papers' benchmark suite (bench/suite) against OpenMP, oneTBB and the Rust peers.

    .venv/bin/python bench/run.py                        # default size, all kernels and the Rust peers, 1 and N workers
    .venv/bin/python bench/run.py --size tiny --reps 1   # what CI runs (a few minutes, verifies)
    .venv/bin/python bench/run.py --kernels spmv-arrowhead,fib --variants seq,hb,gomp-static
    .venv/bin/python bench/run.py --kernels fib --rust   # a selection plus the Rust-peer comparison
    .venv/bin/python bench/run.py --kernels plus-reduce-array --mechanisms poll,timer,ping,ping-flag
                                                         # heartbeat delivery mechanisms compared

Builds the suite (cmake, -j2, nice), runs every (kernel, variant, workers) as its own process
(warm-up + --reps timed repetitions inside it, the binary times the kernel alone and checks
every repetition against the sequential output), keeps every sample, and writes
bench/results/<name>/{results.json, samples.csv, table.txt, *.png, *.svg}. A verification
failure makes the exit status non-zero. docs/bench.md describes variants and inputs.
"""
from __future__ import annotations

import argparse
import csv
import datetime as dt
import gzip
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from stats_files import read_stats

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"

# Variant name -> (binary, --variant, extra environment). gomp = g++/libgomp, lomp =
# clang++-14/libomp. "outer" variants parallelise only the loops the original authors did.
VARIANTS: dict[str, tuple[str, str, dict[str, str]]] = {
    "seq": ("suite-seq", "seq", {}),
    "hb": ("suite-hb", "hb", {}),
    "tbb": ("suite-tbb", "tbb", {}),
}
for _cc in ("gomp", "lomp"):
    for _sched in ("static", "dynamic", "guided"):
        VARIANTS[f"{_cc}-{_sched}"] = (f"suite-{_cc}", "omp-outer", {"OMP_SCHEDULE": _sched})
    VARIANTS[f"{_cc}-nested"] = (f"suite-{_cc}", "omp-nested", {"OMP_SCHEDULE": "static"})
OMP_VARIANTS = [v for v in VARIANTS if v.startswith(("gomp", "lomp"))]
# Heartbeat with its loop schedule forced (HB_LOOP_SCHEDULE, docs/tunables.md): opt-in
# variants, run only when named in --variants.
VARIANTS["hb-static"] = ("suite-hb", "hb", {"HB_LOOP_SCHEDULE": "static"})
VARIANTS["hb-heartbeat"] = ("suite-hb", "hb", {"HB_LOOP_SCHEDULE": "heartbeat"})
# The suite's OpenMP sources through hbc++ --hbc-rollforward (scripts/build-suite-hbc-rf.sh):
# the variant that can run HB_HEARTBEAT_MECHANISM=rollforward (--mechanism-variant hbc-rf).
VARIANTS["hbc-rf"] = ("suite-hbc-rf", "omp-nested", {})
# The same sources built by clang++-14 (bench/suite/CMakeLists.txt): with lomp, a comparison
# on one compiler. Their speedups in the table are still over the g++ sequential build.
VARIANTS["seq-clang"] = ("suite-seq-clang", "seq", {})
VARIANTS["hb-clang"] = ("suite-hb-clang", "hb", {})
OPT_IN_VARIANTS = ["hb-static", "hb-heartbeat", "hbc-rf", "seq-clang", "hb-clang"]
# Variants of this project's runtime or sequential baseline (the rest are peers).
OWN_VARIANTS = [v for v in VARIANTS if v != "tbb" and v not in OMP_VARIANTS]
# At --size tiny (the ctest check) our own variants take milliseconds, and one past --timeout
# is a failure: it hung. A peer past this many seconds is only reported DNF: libgomp's nested
# teams can spin for minutes on 2 cores (spmv-arrowhead's past 20 s at tiny), and each DNF
# costs the CI check this long with both cores spinning.
TINY_PEER_TIMEOUT_S = 3

GROUPS = {
    "loops": ["spmv-arrowhead", "spmv-powerlaw", "spmv-random", "mandelbrot-tpal",
              "mandelbrot-hbc", "mandelbulb", "floyd-warshall", "kmeans", "plus-reduce-array",
              "srad", "cg"],
    "graph": ["bfs", "cc", "pagerank", "pagerank-delta", "sssp", "cf"],
    "tensor": ["ttv", "ttm"],
    "recursive": ["fib", "knapsack", "mergesort", "mergesort-exp", "mergesort-tasks", "nqueens"],
}
DEFAULT_KERNELS = [k for g in ("loops", "graph", "tensor", "recursive") for k in GROUPS[g]]
# uforall: loop sizes swept (the body vectorises: ~0.25 ns per iteration, so ~5 ns .. ~1 ms
# per loop).
UFORALL_M = [1, 4, 16, 64, 256, 1024, 4096, 16384, 65536, 262144, 1048576, 4194304]
UFORALL_VARIANTS = ["seq", "hb", "hb-static", "tbb", "gomp-static", "gomp-dynamic", "lomp-static"]
# Rust-peer counterparts: (label, kernel, param), as in shared/peer-baselines.md.
PEER_CASES = [
    ("fib(30), fork at every call", "fib", 30),
    ("tree sum, 2^20 nodes", "tree-sum", 20),
    ("tree sum, 1023 nodes", "tree-sum", 10),
    ("range sum 1e8, split to 1 element", "range-sum-split", 100_000_000),
    ("range sum 1e8, loop reduction", "range-sum-reduce", 100_000_000),
]


def log(msg: str) -> None:
    print(msg, flush=True)


def sh(cmd: list[str], **kw) -> str:
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=60, **kw).stdout.strip()
    except Exception:  # noqa: BLE001 - machine info is best effort
        return ""


def machine_info() -> dict:
    cpu = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    tbb = ""
    vh = Path("/usr/include/oneapi/tbb/version.h")
    if vh.exists():
        t = vh.read_text()
        m1 = re.search(r"#define TBB_VERSION_MAJOR (\d+)", t)
        m2 = re.search(r"#define TBB_VERSION_MINOR (\d+)", t)
        if m1 and m2:
            tbb = f"{m1.group(1)}.{m2.group(1)}"
    mem = ""
    try:
        mem = Path("/proc/meminfo").read_text().splitlines()[0].split(":")[1].strip()
    except OSError:
        pass
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "memory": mem,
        "os": platform.platform(),
        "gcc": sh(["g++", "--version"]).splitlines()[0] if shutil.which("g++") else "",
        "clang": sh(["clang++-14", "--version"]).splitlines()[0] if shutil.which("clang++-14") else "",
        "rustc": sh(["rustc", "--version"]) if shutil.which("rustc") else "",
        "onetbb": tbb,
        "python": platform.python_version(),
        "git_commit": sh(["git", "-C", str(ROOT), "rev-parse", "HEAD"]),
        "git_dirty": bool(sh(["git", "-C", str(ROOT), "status", "--porcelain", "--", "bench", "src",
                              "include"])),
        "date_utc": dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "loadavg_at_start": os.getloadavg()[0],
    }


def build(build_dir: Path, jobs: int) -> None:
    if not (build_dir / "CMakeCache.txt").exists():
        gen = ["-G", "Ninja"] if shutil.which("ninja") else []
        subprocess.run(["cmake", "-S", str(ROOT), "-B", str(build_dir), *gen,
                        "-DCMAKE_BUILD_TYPE=Release", "-DHB_BUILD_TESTS=OFF"], check=True,
                       stdout=subprocess.DEVNULL)
    targets = ["suite-seq", "suite-hb", "suite-tbb", "suite-gomp", "suite_lomp"]
    log(f"building {', '.join(targets)} in {build_dir} (nice -n 10, -j{jobs}) ...")
    r = subprocess.run(["nice", "-n", "10", "cmake", "--build", str(build_dir), "-j", str(jobs),
                        "--target", *targets], capture_output=True, text=True)
    if r.returncode != 0:
        # A target may be missing (no TBB, no clang): build what exists, one by one.
        for t in targets:
            r2 = subprocess.run(["nice", "-n", "10", "cmake", "--build", str(build_dir), "-j",
                                 str(jobs), "--target", t], capture_output=True, text=True)
            if r2.returncode != 0:
                log(f"  warning: target {t} not built:\n{r2.stdout[-2000:]}{r2.stderr[-2000:]}")


def median(xs):
    return statistics.median(xs) if xs else float("nan")


class Runner:
    def __init__(self, args, bindir: Path, outdir: Path, refdir: str):
        self.a, self.bindir, self.outdir, self.refdir = args, bindir, outdir, refdir
        self.records: list[dict] = []
        self.failures: list[str] = []
        self.count = 0

    def available(self, variant: str) -> bool:
        return (self.bindir / VARIANTS[variant][0]).exists()

    def run(self, kernel: str, variant: str, workers: int, *, param: int = 0, reps=None,
            warmup=None, stats: bool = False, extra_env=None, tag: str = "",
            timeout: float | None = None) -> dict | None:
        binary, v, env_extra = VARIANTS[variant]
        reps = self.a.reps if reps is None else reps
        warmup = self.a.warmup if warmup is None else warmup
        cmd = [str(self.bindir / binary), "--kernel", kernel, "--variant", v, "--size",
               self.a.size, "--workers", str(workers), "--reps", str(reps), "--warmup",
               str(warmup), "--ref-dir", self.refdir]
        if param:
            cmd += ["--param", str(param)]
        stats_file = None
        if stats:
            stats_file = self.outdir / "hbstats" / f"{kernel}{'-' + str(param) if param else ''}-p{workers}{tag}.json"
            stats_file.parent.mkdir(parents=True, exist_ok=True)
            if v == "hb":
                cmd += ["--stats-out", str(stats_file)]
        env = dict(os.environ)
        env.update(env_extra)
        if stats_file and v != "hb":
            # An OpenMP source built by hbc cannot call hb::stats_json: the runtime writes
            # its statistics at exit instead, for the whole process (input generation and
            # the one repetition).
            env.update({"HB_STATS": "1", "HB_STATS_FILE": str(stats_file)})
        env.update({"OMP_NUM_THREADS": str(workers), "HB_NUM_WORKERS": str(workers)})
        if self.a.heartbeat_us:
            env["HB_HEARTBEAT_US"] = str(self.a.heartbeat_us)
        env.update(extra_env or {})
        self.count += 1
        label = f"{kernel}{'(' + str(param) + ')' if param else ''} {variant} P={workers}{tag}"
        t0 = time.time()
        rec = {"kernel": kernel, "variant": variant, "workers": workers, "param": param,
               "size": self.a.size, "tag": tag, "env": {**env_extra, **(extra_env or {})},
               "command": " ".join(cmd)}
        timeout = self.a.timeout if timeout is None else timeout
        own = variant in OWN_VARIANTS
        if self.a.size == "tiny":
            timeout = self.a.timeout if own else min(timeout, TINY_PEER_TIMEOUT_S)
        try:
            p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            rec.update(status="timeout", times_s=[], timeout_s=round(timeout, 1))
            log(f"  [{self.count}] {label:<48} DNF (> {timeout:.0f} s)")
            if own and self.a.size == "tiny":
                self.failures.append(f"{label}: no result within {timeout:.0f} s (hung?)")
            self.records.append(rec)
            return rec
        res = None
        for line in p.stdout.splitlines():
            if line.startswith("RESULT "):
                res = json.loads(line[7:])
        if res is None:
            rec.update(status="error", times_s=[], stderr=p.stderr[-2000:], rc=p.returncode)
            self.failures.append(f"{label}: exit {p.returncode}: {p.stderr.strip()[-300:]}")
            log(f"  [{self.count}] {label:<48} ERROR rc={p.returncode} {p.stderr.strip()[-200:]}")
            self.records.append(rec)
            return rec
        rec.update(res)
        rec["kernel"], rec["variant"] = kernel, variant
        rec["status"] = "ok" if res.get("verified") and p.returncode == 0 else "mismatch"
        if rec["status"] != "ok":
            self.failures.append(f"{label}: {res.get('error', p.stderr.strip()[-300:])}")
        if stats_file and stats_file.exists():
            rec["hbstats_file"] = str(shrink_stats(stats_file).relative_to(self.outdir))
        med = median(res["times_s"]) / max(1, res.get("units", 1))
        spread = (max(res["times_s"]) - min(res["times_s"])) / max(1, res.get("units", 1))
        log(f"  [{self.count}] {label:<48} median {fmt_t(med)}  spread {fmt_t(spread)}  "
            f"{'ok' if rec['status'] == 'ok' else 'MISMATCH'}  ({time.time() - t0:.1f} s)")
        self.records.append(rec)
        return rec


def shrink_stats(path: Path, keep: int = 20000) -> Path:
    """Keeps the chunk trace of a stats file to at most `keep` entries (evenly thinned) and
    gzips it (committed results stay small enough to travel to the device machine). Returns
    the path written."""
    try:
        d = json.loads(path.read_text())
    except (OSError, json.JSONDecodeError):
        return path
    tr = d.get("chunk_trace") or []
    if len(tr) > keep:
        step = len(tr) / keep
        d["chunk_trace"] = [tr[int(i * step)] for i in range(keep)]
        d["chunk_trace_thinned_from"] = len(tr)
    gz = path.with_name(path.name + ".gz")
    gz.write_bytes(gzip.compress(json.dumps(d).encode(), mtime=0))
    path.unlink()
    return gz


def fmt_t(s: float) -> str:
    if s != s:
        return "   n/a"
    if s >= 1:
        return f"{s:6.3f} s"
    if s >= 1e-3:
        return f"{s * 1e3:6.2f} ms"
    if s >= 1e-6:
        return f"{s * 1e6:6.2f} us"
    return f"{s * 1e9:6.1f} ns"


def ok_median(records, kernel, variant, workers, param=0, tag=""):
    for r in records:
        if (r["kernel"], r["variant"], r["workers"], r.get("param", 0), r.get("tag", "")) == (
                kernel, variant, workers, param, tag) and r["status"] == "ok" and r["times_s"]:
            return median(r["times_s"]) / max(1, r.get("units", 1))
    return float("nan")


def table(records, kernels, variants, pmax) -> str:
    """Per kernel: sequential median, hb 1-worker overhead, speedup over sequential at pmax
    for each system, and hb time vs the best OpenMP variant (> 1: heartbeat faster)."""
    systems = [v for v in variants if v != "seq"]
    wd = {v: max(7, len(v)) for v in systems}
    head = (f"{'kernel':<18} {'seq':>9} {'hb1/seq':>7} | " +
            " ".join(f"{v:>{wd[v]}}" for v in systems) + f" | {'OMP/hb':>6} best OpenMP")
    title = (f"seq: sequential median; hb1/seq: heartbeat 1-worker overhead; then speedup over "
             f"sequential at P={pmax}; OMP/hb: best OpenMP time / heartbeat time (> 1: hb faster)")
    if "hb-clang" in systems:
        head += " | OMP/(hb or hb-clang)"
        title += "; last column: best OpenMP / the faster of hb (g++) and hb-clang"
    lines = [title, head, "-" * len(head)]
    for k in kernels:
        seq = ok_median(records, k, "seq", 1)
        if seq != seq:
            continue
        hb1 = ok_median(records, k, "hb", 1)
        cells = []
        for v in systems:
            t = ok_median(records, k, v, pmax)
            dnf = any(r["kernel"] == k and r["variant"] == v and r["workers"] == pmax and
                      r["status"] == "timeout" for r in records)
            w = wd[v]
            cells.append(f"{'DNF':>{w}}" if dnf else f"{seq / t:{w}.2f}" if t == t else f"{'-':>{w}}")
        omp = [(ok_median(records, k, v, pmax), v) for v in systems if v in OMP_VARIANTS]
        omp = [(t, v) for t, v in omp if t == t]
        hbp = ok_median(records, k, "hb", pmax)
        bt, bv = min(omp) if omp else (float("nan"), "")
        if omp and hbp == hbp:
            ratio = f"{bt / hbp:6.2f} {bv}"
        else:
            ratio = f"{'-':>6}"
        if "hb-clang" in systems:  # either compiler: best OpenMP over the faster heartbeat build
            hbc = ok_median(records, k, "hb-clang", pmax)
            best_hb = min(t for t in (hbp, hbc) if t == t) if (hbp == hbp or hbc == hbc) else float("nan")
            ratio += f" | {bt / best_hb:6.2f}" if bt == bt and best_hb == best_hb else f" | {'-':>6}"
        lines.append(f"{k:<18} {fmt_t(seq):>9} {hb1 / seq if hb1 == hb1 else float('nan'):7.2f} | "
                     + " ".join(cells) + f" | {ratio}")
    return "\n".join(lines)


def run_rust(args, runner: Runner, pmax: int) -> list[dict]:
    """Builds and runs bench/rust (rayon, chili) and the C++ counterparts (hb, seq)."""
    crate = BENCH / "rust"
    out: list[dict] = []
    if not shutil.which("cargo"):
        log("cargo not found: skipping the Rust peers")
    else:
        log("building bench/rust (cargo build --release) ...")
        r = subprocess.run(["nice", "-n", "10", "cargo", "build", "--release", "-j", str(args.jobs)],
                           cwd=crate, capture_output=True, text=True)
        if r.returncode != 0:
            log(f"  cargo build failed:\n{r.stderr[-3000:]}")
        else:
            for p in sorted({1, pmax}):
                cmd = [str(crate / "target" / "release" / "hb-peers"), "--threads", str(p),
                       "--reps", str(args.reps), "--size", args.size]
                log(f"  running {' '.join(cmd)}")
                rr = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout * 4)
                for line in rr.stdout.splitlines():
                    if line.startswith("RESULT "):
                        d = json.loads(line[7:])
                        d["workers"] = p
                        out.append(d)
                        log(f"    {d['case']:<36} {d['system']:<14} P={p} median "
                            f"{fmt_t(median(d['times_s']))}")
                if rr.returncode != 0:
                    runner.failures.append(f"hb-peers: exit {rr.returncode}: {rr.stderr[-300:]}")
    # C++ counterparts.
    for label, kernel, param in PEER_CASES:
        prm = param if args.size != "tiny" else min(param, 1_000_000) if kernel.startswith("range") else (
            min(param, 14) if kernel == "tree-sum" else min(param, 25))
        for v in ("seq", "hb"):
            for p in ([1] if v == "seq" else sorted({1, pmax})):
                rec = runner.run(kernel, v, p, param=prm, tag="-peer")
                if rec and rec["status"] == "ok":
                    out.append({"case": label, "system": f"heartbeat-{v}" if v == "hb" else "c++-seq",
                                "workers": p, "times_s": [t / max(1, rec.get("units", 1)) for t in rec["times_s"]]})
    return out


def peer_table(rows: list[dict], pmax: int) -> str:
    cases = []
    for r in rows:
        if r["case"] not in cases:
            cases.append(r["case"])

    def med(case, system, p):
        for r in rows:
            if r["case"] == case and r["system"] == system and r["workers"] == p:
                return median(r["times_s"])
        return float("nan")

    systems = [("heartbeat-hb", "c++-seq"), ("rayon", "rust-seq"), ("rayon-par-iter", "rust-seq"),
               ("chili", "rust-seq-rf")]
    head = f"{'case':<36} " + " ".join(f"{s:>15}" for s, _ in systems)
    # The ratio's denominators differ by language: g++ inlines a recursive C++ walk into
    # itself several levels deep, which no fork with a run-time test allows (docs/bench.md,
    # "Rust peers"), so the absolute times are printed too.
    lines = ["1 worker / sequential (same visiting order), then times at 1 worker, of the",
             "sequential walk it is divided by, and at P=" + str(pmax),
             head, "-" * len(head)]
    for c in cases:
        cells1, cellst1, cellsb, cellsp = [], [], [], []
        for s, base in systems:
            t1, tb, tp = med(c, s, 1), med(c, base, 1), med(c, s, pmax)
            if tb != tb:
                tb = med(c, "rust-seq", 1)  # no right-first walk for this case
            cells1.append(f"{t1 / tb:14.2f}x" if t1 == t1 and tb == tb else f"{'-':>15}")
            cellst1.append(f"{fmt_t(t1):>15}" if t1 == t1 else f"{'-':>15}")
            cellsb.append(f"{fmt_t(tb):>15}" if t1 == t1 and tb == tb else f"{'-':>15}")
            cellsp.append(f"{fmt_t(tp):>15}" if tp == tp else f"{'-':>15}")
        lines.append(f"{c:<36} " + " ".join(cells1))
        lines.append(f"{'   time at 1 worker':<36} " + " ".join(cellst1))
        lines.append(f"{'   its sequential':<36} " + " ".join(cellsb))
        lines.append(f"{'   time at P=' + str(pmax):<36} " + " ".join(cellsp))
    return "\n".join(lines)


MECHANISMS = ["poll", "timer", "ping", "ping-flag", "rollforward"]


def run_mechanisms(args, runner: Runner, kernels: list[str], mechs: list[str],
                   us_list: list[int], pmax: int, save) -> list[dict]:
    """HB_HEARTBEAT_MECHANISM compared (docs/bench.md): per kernel, interval and mechanism,
    hb at 1 worker over sequential, speedup at pmax, heartbeats detected / due and delivered
    per second (from one more run at pmax with statistics). Rollforward needs code built by
    hbc --hbc-rollforward: only --mechanism-variant hbc-rf runs it; otherwise its rows say so."""
    mech_workers = [int(w) for w in args.mechanism_workers.split(",") if w] or [1, pmax]
    rows = []
    var = args.mechanism_variant
    for i, k in enumerate(kernels, 1):
        log(f"[{i}/{len(kernels)}] {k}: mechanisms {','.join(mechs)} at {us_list} us")
        seq = runner.run(k, "seq", 1)
        t_seq = ok_median(runner.records, k, "seq", 1)
        tmo = None
        if seq and seq.get("status") == "ok":
            tmo = min(args.timeout, 10 + args.slowdown * median(seq["times_s"]) *
                      (args.reps + args.warmup + 1) + 2 * seq.get("gen_s", 0))
        for us in us_list:
            for m in mechs:
                row = {"kernel": k, "heartbeat_us": us, "mechanism": m, "seq_s": t_seq}
                rows.append(row)
                row["variant"] = var
                if m == "rollforward" and var != "hbc-rf":
                    row["status"] = "unavailable (needs hbc --hbc-rollforward code)"
                    continue
                env = {"HB_HEARTBEAT_MECHANISM": m, "HB_HEARTBEAT_US": str(us)}
                tag = f"-{m}-{us}us"
                for p in sorted(set(mech_workers)):
                    runner.run(k, var, p, extra_env=env, tag=tag, timeout=tmo)
                    row[f"t{p}_s"] = ok_median(runner.records, k, var, p, tag=tag)
                rs = runner.run(k, var, pmax, reps=1, warmup=0, stats=True, extra_env=env,
                                tag=tag + "-stats", timeout=tmo)
                row["status"] = "ok"
                if rs and rs.get("hbstats_file"):
                    st = read_stats(runner.outdir / rs["hbstats_file"])
                    row["detection_rate"] = st.get("detection_rate")
                    row["heartbeats_due"] = st.get("heartbeats_due")
                    row["heartbeats_detected"] = st.get("heartbeats_detected")
                    win = st.get("stats_window_us") or 0
                    row["delivered_per_s"] = (st.get("heartbeats_delivered", 0) / win * 1e6
                                              if win and m != "poll" else None)
                    row["detected_per_s"] = (st.get("heartbeats_detected", 0) / win * 1e6
                                             if win else None)
                    row["redirects_per_s"] = (st.get("rollforward_redirects", 0) / win * 1e6
                                              if win and m == "rollforward" else None)
                # after every row: a run stopped by a budget (scripts/device-suite.sh) keeps
                # what it measured (session 60 lost spmv-random's 100 us rows so)
                save([r for r in rows if "status" in r])
    return rows


def mechanism_table(rows: list[dict], pmax: int) -> str:
    def f(x, fmt):
        return "n/a" if x is None or x != x else format(x, fmt)
    out = [f"| kernel | beat | mechanism | hb1/seq | speedup P={pmax} | detected / due | "
           f"delivered / s | detected / s | PCs redirected / s |", "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if r.get("status") != "ok":
            out.append(f"| {r['kernel']} | {r['heartbeat_us']} us | {r['mechanism']} | "
                       f"{r.get('status')} | | | | | |")
            continue
        seq, t1, tp = r["seq_s"], r.get("t1_s"), r.get(f"t{pmax}_s")
        out.append(f"| {r['kernel']} | {r['heartbeat_us']} us | {r['mechanism']} | "
                   f"{f(t1 / seq if t1 and seq else None, '.3f')} | "
                   f"{f(seq / tp if tp and seq else None, '.2f')} | "
                   f"{f(r.get('detection_rate'), '.3f')} | "
                   f"{f(r.get('delivered_per_s'), ',.0f') if r['mechanism'] != 'poll' else '(clock)'} | "
                   f"{f(r.get('detected_per_s'), ',.0f')} | "
                   f"{f(r.get('redirects_per_s'), ',.0f') if r['mechanism'] == 'rollforward' else ''} |")
    return "\n".join(out)


def mechanism_plot(rows: list[dict], pmax: int, outdir: Path) -> list[Path]:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    ok = [r for r in rows if r.get("status") == "ok"]
    kernels = list(dict.fromkeys(r["kernel"] for r in ok))
    uss = sorted({r["heartbeat_us"] for r in ok}, reverse=True)
    mechs = list(dict.fromkeys(r["mechanism"] for r in ok))
    fig, axes = plt.subplots(len(uss), 3, figsize=(13, 3.2 * len(uss)), squeeze=False)
    width = 0.8 / max(1, len(mechs))
    for row_i, us in enumerate(uss):
        for col, (title, fn) in enumerate([
                ("hb 1 worker / sequential", lambda r: r["t1_s"] / r["seq_s"]),
                (f"speedup at {pmax} workers", lambda r: r["seq_s"] / r[f"t{pmax}_s"]),
                ("heartbeats detected / due", lambda r: r.get("detection_rate"))]):
            ax = axes[row_i][col]
            for j, m in enumerate(mechs):
                ys = []
                for k in kernels:
                    r = next((x for x in ok if x["kernel"] == k and x["mechanism"] == m and
                              x["heartbeat_us"] == us), None)
                    try:
                        y = fn(r) if r else None
                    except (TypeError, ZeroDivisionError, KeyError):
                        y = None
                    ys.append(float("nan") if y is None else y)
                ax.bar([i + j * width for i in range(len(kernels))], ys, width, label=m)
            ax.set_xticks([i + width * (len(mechs) - 1) / 2 for i in range(len(kernels))])
            ax.set_xticklabels(kernels, rotation=20, fontsize=8)
            ax.set_title(f"{title}, beat {us} us", fontsize=9)
            if row_i == 0 and col == 0:
                ax.legend(fontsize=7)
    fig.tight_layout()
    paths = []
    for ext in ("png", "svg"):
        p = outdir / f"mechanisms.{ext}"
        fig.savefig(p, dpi=110)
        paths.append(p)
    plt.close(fig)
    return paths


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kernels", default="", help="comma list of kernels or groups "
                    f"({', '.join(GROUPS)}, uforall); default: all groups + uforall")
    ap.add_argument("--variants", default="", help="comma list; default: " + ",".join(VARIANTS))
    ap.add_argument("--size", default="default", choices=["tiny", "default", "paper"])
    ap.add_argument("--workers", default="", help="comma list (default: 1 and the core count)")
    ap.add_argument("--reps", type=int, default=5, help="timed repetitions per run (default 5)")
    ap.add_argument("--warmup", type=int, default=1, help="untimed warm-up repetitions (default 1)")
    ap.add_argument("--heartbeat-us", type=int, default=0, help="HB_HEARTBEAT_US for heartbeat runs")
    ap.add_argument("--timeout", type=int, default=0, help="seconds per process before DNF "
                    "(default 30 tiny, 60 otherwise; at tiny, peers get "
                    f"{TINY_PEER_TIMEOUT_S} s and our own variants fail instead of DNF)")
    ap.add_argument("--slowdown", type=float, default=5.0, help="a run slower than this many "
                    "times the sequential run (plus 10 s) is stopped and reported DNF (default 5)")
    ap.add_argument("--peer-workers", default="", help="worker counts (above 1) at which "
                    "variants other than seq and hb run; default: --workers. Saves time on a "
                    "scaling sweep: hb's curve at every count, the others at the top")
    ap.add_argument("--one-worker-variants", default="hb,tbb,gomp-static,lomp-static",
                    help="variants also run at 1 worker (for the overhead figure); 'all' for all")
    ap.add_argument("--name", default="", help="results folder name (default: <size>-<date>)")
    ap.add_argument("--out", default="", help="results folder (default: bench/results/<name>)")
    ap.add_argument("--build-dir", default=str(ROOT / "build-bench"))
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--rust", action="store_true", help="also run the Rust-peer comparison")
    ap.add_argument("--rust-only", action="store_true", help="only the Rust-peer comparison")
    ap.add_argument("--no-stats", action="store_true", help="skip the hb statistics runs")
    ap.add_argument("--poll-targets", default="", help="also sweep HB_POLL_TARGET, e.g. 1,4,16")
    ap.add_argument("--mechanisms", default="", help="compare heartbeat delivery mechanisms "
                    "(comma list of " + ",".join(MECHANISMS) + ") on --kernels (default: the "
                    "loop kernels) at --mechanism-us; only seq and hb run")
    ap.add_argument("--mechanism-us", default="100,20", help="heartbeat intervals for --mechanisms")
    ap.add_argument("--mechanism-workers", default="", help="worker counts for --mechanisms "
                    "(default: 1 and the largest of --workers)")
    ap.add_argument("--mechanism-variant", default="hb", choices=["hb", "hbc-rf"],
                    help="binary for --mechanisms: hb (hand-written) or hbc-rf (the OpenMP sources "
                    "through hbc++ --hbc-rollforward; the one that runs rollforward)")
    ap.add_argument("--no-plots", action="store_true")
    ap.add_argument("--append", action="store_true", help="add to an existing results folder "
                    "(--name/--out): records of the same kernel, variant and workers are replaced")
    args = ap.parse_args()
    args.rust = args.rust or args.rust_only
    if not args.timeout:
        args.timeout = 30 if args.size == "tiny" else 60

    cores = os.cpu_count() or 1
    workers = [int(w) for w in args.workers.split(",") if w] or sorted({1, cores})
    pmax = max(workers)
    peer_workers = [int(w) for w in args.peer_workers.split(",") if w] or workers
    variants = [v for v in args.variants.split(",") if v] or [v for v in VARIANTS if v not in OPT_IN_VARIANTS]
    for v in variants:
        if v not in VARIANTS:
            ap.error(f"unknown variant {v}; known: {', '.join(VARIANTS)}")
    if "seq" not in variants:
        variants.insert(0, "seq")
    sel = [k for k in args.kernels.split(",") if k]
    if args.rust_only:
        kernels, do_uforall = [], False
    elif not sel:  # the main job: every kernel, uforall, and the Rust peers unless tiny (CI)
        kernels, do_uforall = list(DEFAULT_KERNELS), True
        args.rust = args.rust or args.size != "tiny"
    else:
        kernels, do_uforall = [], False
        for k in sel:
            if k == "uforall":
                do_uforall = True
            elif k == "rust":
                args.rust = True
            else:
                kernels += GROUPS.get(k, [k])

    build_dir = Path(args.build_dir)
    if not args.no_build:
        build(build_dir, args.jobs)
    bindir = build_dir / "bench" / "suite"
    name = args.name or f"{args.size}-{dt.datetime.now(dt.timezone.utc):%Y%m%d-%H%M%S}"
    outdir = Path(args.out).resolve() if args.out else BENCH / "results" / name
    outdir.mkdir(parents=True, exist_ok=True)
    info = machine_info()
    log(f"machine: {info['cpu']}, {info['cores']} cores; {info['gcc']}; {info['clang']}; "
        f"oneTBB {info['onetbb']}; commit {info['git_commit'][:10]}")
    known = set()
    if (bindir / "suite-seq").exists():
        known = {l.split()[0] for l in sh([str(bindir / "suite-seq"), "--list"]).splitlines() if l}
    missing = [k for k in kernels if k not in known]
    if missing:
        log(f"warning: kernels not in this build, skipped: {', '.join(missing)}")
        kernels = [k for k in kernels if k in known]
    variants = [v for v in variants if (bindir / VARIANTS[v][0]).exists() or
                log(f"warning: {VARIANTS[v][0]} not built; variant {v} skipped")]

    one_w = set(args.one_worker_variants.split(","))
    prior = None
    if args.append and (outdir / "results.json").exists():
        prior = json.loads((outdir / "results.json").read_text())
    refdir = tempfile.mkdtemp(prefix="hb-suite-ref-")
    runner = Runner(args, bindir, outdir, refdir)
    t_start = time.time()
    done: list[str] = []
    peers: list[dict] = []

    def save(final: bool):
        """Writes results.json and samples.csv (after every kernel, so that an interrupted
        run keeps what it measured); the final call also writes the table and the plots."""
        records, ks, vs, pr = list(runner.records), list(done), list(variants), list(peers)
        failures = list(runner.failures)
        if prior:
            keys = {(r["kernel"], r["variant"], r["workers"], r.get("param", 0), r.get("tag", ""))
                    for r in records}
            records[:0] = [r for r in prior["records"] if (
                r["kernel"], r["variant"], r["workers"], r.get("param", 0), r.get("tag", ""))
                not in keys]
            ks = [k for k in prior["config"]["kernels"] if k not in ks] + ks
            vs = list(dict.fromkeys(prior["config"]["variants"] + vs))
            cases = {r["case"] for r in pr}
            pr = [r for r in prior.get("peers", []) if r["case"] not in cases] + pr
            failures[:0] = prior.get("failures", [])
        result = {"machine": info, "config": {
            "size": args.size, "reps": args.reps, "warmup": args.warmup, "workers": workers,
            "variants": vs, "kernels": ks, "heartbeat_us": args.heartbeat_us or 100,
            "command": " ".join([Path(sys.executable).name, "bench/run.py", *sys.argv[1:]]),
            "elapsed_s": round(time.time() - t_start, 1), "complete": final},
            "earlier_parts": (prior.get("earlier_parts", []) + [
                {"machine": prior["machine"], "config": prior["config"]}]) if prior else [],
            "records": records, "peers": pr, "failures": failures}
        (outdir / "results.json").write_text(json.dumps(result, indent=1))
        with open(outdir / "samples.csv", "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["kernel", "param", "variant", "workers", "size", "status", "rep",
                        "time_s", "units", "time_per_unit_s"])
            for r in records:
                u = max(1, r.get("units", 1))
                if not r.get("times_s"):
                    w.writerow([r["kernel"], r.get("param", 0), r["variant"], r["workers"],
                                r["size"], r["status"], "", "", "", ""])
                for i, t in enumerate(r.get("times_s", [])):
                    w.writerow([r["kernel"], r.get("param", 0), r["variant"], r["workers"],
                                r["size"], r["status"], i, t, u, t / u])
            for r in pr:
                for i, t in enumerate(r["times_s"]):
                    w.writerow([r["case"], "", r["system"], r["workers"], args.size, "ok", i, t,
                                1, t])
        if not final:
            return
        txt = table(records, ks, vs, pmax) if ks else ""
        if pr:
            txt += "\n\nRust peers\n" + peer_table(pr, pmax)
        (outdir / "table.txt").write_text(txt + "\n")
        log("\n" + txt)
        if not args.no_plots:
            try:
                sys.path.insert(0, str(BENCH))
                import plot  # noqa: E402

                paths = plot.plot_all(outdir)
                log("\nplots:")
                for p in paths:
                    log(f"  {p}")
            except ImportError as e:
                log(f"plots skipped ({e}); install matplotlib into .venv")
        log(f"\nresults: {outdir / 'results.json'}, {outdir / 'samples.csv'}, "
            f"{outdir / 'table.txt'}")
        runner.failures[:] = failures

    if args.mechanisms:
        mechs = [m for m in args.mechanisms.split(",") if m]
        for m in mechs:
            if m not in MECHANISMS:
                ap.error(f"unknown mechanism {m}; known: {', '.join(MECHANISMS)}")
        ks = kernels if sel else [k for k in GROUPS["loops"] if k in known or not known]
        us_list = [int(x) for x in args.mechanism_us.split(",") if x]
        prior = {}
        if args.append and (outdir / "mechanisms.json").exists():
            prior = json.loads((outdir / "mechanisms.json").read_text())

        def save_rows(new_rows):
            keys = {(r["kernel"], r["heartbeat_us"], r["mechanism"]) for r in new_rows}
            all_rows = [r for r in prior.get("rows", []) if (
                r["kernel"], r["heartbeat_us"], r["mechanism"]) not in keys] + new_rows
            runs = prior.get("runs", []) + [{"machine": info, "config": {
                "size": args.size, "reps": args.reps, "warmup": args.warmup, "workers": workers,
                "kernels": ks, "command": " ".join([Path(sys.executable).name, "bench/run.py",
                                                   *sys.argv[1:]])}}]
            (outdir / "mechanisms.json").write_text(json.dumps(
                {"runs": runs, "rows": all_rows,
                 "records": prior.get("records", []) + runner.records,
                 "failures": prior.get("failures", []) + runner.failures}, indent=1))
            return all_rows

        try:
            rows = save_rows(run_mechanisms(args, runner, ks, mechs, us_list, pmax, save_rows))
        finally:
            shutil.rmtree(refdir, ignore_errors=True)
        txt = mechanism_table(rows, pmax)
        (outdir / "mechanisms.md").write_text(txt + "\n")
        log("\n" + txt)
        if not args.no_plots:
            try:
                for p in mechanism_plot(rows, pmax, outdir):
                    log(f"  {p}")
            except ImportError as e:
                log(f"plots skipped ({e}); install matplotlib into .venv")
        for f in runner.failures:
            log(f"FAILURE: {f}")
        return 1 if runner.failures else 0

    try:
        if args.rust:  # first: short, and independent of the kernels below
            peers.extend(run_rust(args, runner, pmax))
            save(False)
        n = len(kernels)
        for i, k in enumerate(kernels, 1):
            log(f"[{i}/{n}] {k}  (elapsed {time.time() - t_start:.0f} s)")
            tmo = None
            for v in variants:
                for p in ([1] if v == "seq" else workers):
                    if v not in ("seq", "hb") and p > 1 and p not in peer_workers:
                        continue
                    if p == 1 and v != "seq" and p != pmax and not (
                            args.one_worker_variants == "all" or v in one_w):
                        continue
                    rec = runner.run(k, v, p, timeout=tmo)
                    if v == "seq" and rec and rec.get("status") == "ok":
                        # DNF: a process slower than ~slowdown x sequential (plus start-up).
                        sm = median(rec["times_s"]) * (args.reps + args.warmup + 1)
                        tmo = min(args.timeout, 10 + args.slowdown * sm + 2 * rec.get("gen_s", 0))
            if "hb" in variants and not args.no_stats:
                runner.run(k, "hb", pmax, reps=1, warmup=0, stats=True, tag="-stats")
                for pt in [int(x) for x in args.poll_targets.split(",") if x]:
                    runner.run(k, "hb", pmax, reps=1, warmup=0, stats=True, tag=f"-poll{pt}",
                               extra_env={"HB_POLL_TARGET": str(pt)})
            done.append(k)
            save(False)
        if do_uforall:
            log(f"uforall sweep (elapsed {time.time() - t_start:.0f} s)")
            for m in UFORALL_M:
                for v in [u for u in UFORALL_VARIANTS if u in variants]:
                    for p in ([1] if v == "seq" else [pmax]):
                        runner.run("uforall", v, p, param=m)
    finally:
        shutil.rmtree(refdir, ignore_errors=True)
    save(True)
    if runner.failures:
        log("\nFAILURES:")
        for f in runner.failures:
            log(f"  {f}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
