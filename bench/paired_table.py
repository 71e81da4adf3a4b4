#!/usr/bin/env python3
"""The issue-10 table of a paired.py run over the loop kernels (docs/bench.md, "Paired loop
kernels"): per-configuration medians over the rounds (one process each), then speedups over
`seq`, 1 worker / sequential from `hb1`, and best OpenMP / hb (> 1: heartbeat faster) against
the fastest OpenMP configuration by median.

    bench/paired_table.py results.json
"""
import json
import math
import statistics
import sys

from run import OMP_VARIANTS  # the configuration names are run.py's variant names


def geomean(v):
    return math.exp(sum(map(math.log, v)) / len(v))


def main():
    data = json.load(open(sys.argv[1]))
    print("| kernel | seq (s) | hb 1w / seq | hb speedup | hb-static | hb-heartbeat |"
          " best OpenMP speedup (schedule) | best OpenMP / hb |")
    print("|---|---:|---:|---:|---:|---:|---|---:|")
    sums = {"1 worker / seq": [], "hb speedup": [], "hb-static speedup": [],
            "hb-heartbeat speedup": [], "best OpenMP / hb": []}
    for kernel, times in data.items():
        if kernel == "capacity":
            continue
        m = {c: statistics.median(v) for c, v in times.items()}
        seq = m["seq"]
        best = min((c for c in OMP_VARIANTS if c in m), key=lambda c: m[c])
        row = {"1 worker / seq": m["hb1"] / seq, "hb speedup": seq / m["hb"],
               "hb-static speedup": seq / m["hb-static"], "hb-heartbeat speedup": seq / m["hb-heartbeat"],
               "best OpenMP / hb": m[best] / m["hb"]}
        for k, v in row.items():
            sums[k].append(v)
        print(f"| {kernel} | {seq:.3f} | {row['1 worker / seq']:.2f} | {row['hb speedup']:.2f} |"
              f" {row['hb-static speedup']:.2f} | {row['hb-heartbeat speedup']:.2f} |"
              f" {seq / m[best]:.2f} ({best}) | {row['best OpenMP / hb']:.2f} |")
    print()
    for k, v in sums.items():
        below = f", {sum(x < 0.9 for x in v)} below 0.90" if k == "best OpenMP / hb" else ""
        print(f"- geomean {k}: {geomean(v):.3f}{below}")


if __name__ == "__main__":
    main()
