#!/usr/bin/env python3
"""Paired comparison of two suite binaries: hb (hand-written heartbeat variant) and hbc (the
OpenMP sources compiled by hbc++), at 1 and 2 workers.

  compare.py HB_BIN HBC_BIN OUT_DIR SIZE ROUNDS kernel...

For each kernel and worker count, runs hb then hbc back to back ROUNDS times (each run
--reps 2, keeping its faster repetition) and takes the median of the per-round ratios
hbc/hb: adjacent runs see the same machine conditions, which on a shared VM drift by tens of
percent over seconds. Writes OUT_DIR/results.jsonl and prints a Markdown table."""
import json, os, statistics, subprocess, sys

hb, hbc, out, size, rounds = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
kernels = sys.argv[6:]
os.makedirs(os.path.join(out, "refs"), exist_ok=True)


def run(binary, variant, kernel, workers):
    cmd = [binary, "--kernel", kernel, "--variant", variant, "--size", size, "--workers", str(workers),
           "--reps", "2", "--ref-dir", os.path.join(out, "refs")]
    env = dict(os.environ, HB_NUM_WORKERS=str(workers))
    p = subprocess.run(cmd, env=env, capture_output=True, text=True)
    line = next((l for l in p.stdout.splitlines() if "RESULT" in l), None)
    if p.returncode != 0 or line is None:
        sys.exit("failed: %s\n%s" % (" ".join(cmd), p.stderr))
    j = json.loads(line[line.index("{"):])
    if not j["verified"]:
        sys.exit("result not verified: " + " ".join(cmd))
    return min(j["times_s"])


rows = []
with open(os.path.join(out, "results.jsonl"), "w") as f:
    for k in kernels:
        row = {"kernel": k}
        for w in (1, 2):
            a, b = [], []
            for _ in range(rounds):
                a.append(run(hb, "hb", k, w))
                b.append(run(hbc, "omp-nested", k, w))
            r = sorted(y / x for x, y in zip(a, b))
            q = statistics.quantiles(r, n=4) if len(r) > 1 else [r[0]] * 3
            row[w] = {"hb": a, "hbc": b, "ratio_median": statistics.median(r), "ratio_q1": q[0], "ratio_q3": q[2]}
        f.write(json.dumps(row) + "\n")
        f.flush()
        rows.append(row)
        print("%s: 1w %.3f  2w %.3f" % (k, row[1]["ratio_median"], row[2]["ratio_median"]), file=sys.stderr)

print("| kernel | hb 1w (s) | hbc 1w (s) | hbc/hb 1w | hb 2w (s) | hbc 2w (s) | hbc/hb 2w |")
print("|---|---|---|---|---|---|---|")
for row in rows:
    cells = [row["kernel"]]
    for w in (1, 2):
        x = row[w]
        cells += ["%.4f" % statistics.median(x["hb"]), "%.4f" % statistics.median(x["hbc"]),
                  "%.2f (%.2f-%.2f)" % (x["ratio_median"], x["ratio_q1"], x["ratio_q3"])]
    print("| " + " | ".join(cells) + " |")
