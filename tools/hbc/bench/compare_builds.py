#!/usr/bin/env python3
"""Paired comparison of two hbc++ builds on the suite's OpenMP sources (variant omp-nested):
for each kernel and 1 and 2 workers, runs OLD and NEW back to back ROUNDS times (alternating
which goes first; each run --reps 2, its faster repetition) and reports the median of the
per-round ratios new/old with their quartiles. Writes OUT_DIR/results.jsonl, prints a table.

  compare_builds.py OLD_BIN NEW_BIN OUT_DIR SIZE ROUNDS kernel...

OLD_BIN/NEW_BIN: bench/suite/main.cpp built by each hbc++ as tools/hbc/bench/compare_suite.sh
builds suite-hbc (-std=c++20 -O3 -march=native -DNDEBUG -DHB_SUITE_BACKEND_OMP -fopenmp)."""
import json, os, statistics, subprocess, sys
old, new, out, size, rounds = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
kernels = sys.argv[6:]
os.makedirs(os.path.join(out, "refs"), exist_ok=True)
def run(b, k, w):
    cmd = [b, "--kernel", k, "--variant", "omp-nested", "--size", size, "--workers", str(w), "--reps", "2", "--ref-dir", os.path.join(out, "refs")]
    p = subprocess.run(cmd, env=dict(os.environ, HB_NUM_WORKERS=str(w)), capture_output=True, text=True)
    line = next((l for l in p.stdout.splitlines() if "RESULT" in l), None)
    if p.returncode != 0 or line is None: sys.exit("failed: " + " ".join(cmd) + "\n" + p.stderr)
    j = json.loads(line[line.index("{"):])
    if not j["verified"]: sys.exit("not verified: " + " ".join(cmd))
    return min(j["times_s"])
with open(os.path.join(out, "results.jsonl"), "w") as f:
    print("| kernel | old 1w (s) | new/old 1w | old 2w (s) | new/old 2w |\n|---|---|---|---|---|")
    for k in kernels:
        row = {"kernel": k}
        cells = [k]
        for w in (1, 2):
            a, b = [], []
            for i in range(rounds):
                if i % 2 == 0: a.append(run(old, k, w)); b.append(run(new, k, w))
                else: b.append(run(new, k, w)); a.append(run(old, k, w))
            r = sorted(y / x for x, y in zip(a, b))
            q = statistics.quantiles(r, n=4)
            row[w] = {"old": a, "new": b, "ratio_median": statistics.median(r), "q1": q[0], "q3": q[2]}
            cells += ["%.4f" % statistics.median(a), "%.3f (%.3f-%.3f)" % (statistics.median(r), q[0], q[2])]
        f.write(json.dumps(row) + "\n"); f.flush()
        print("| " + " | ".join(cells) + " |", flush=True)
