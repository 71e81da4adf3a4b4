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
    """Over the finite, positive ratios: a ratio with a did-not-finish process (recorded as an
    infinite time by paired.py) is 0 or infinite and is left out, and counted by the caller."""
    ok = [x for x in v if 0 < x < math.inf]
    return math.exp(sum(map(math.log, ok)) / len(ok)) if ok else math.nan


def cell(x):
    return f"{x:.2f}" if 0 < x < math.inf else "DNF"


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
        print(f"| {kernel} | {seq:.3f} | {cell(row['1 worker / seq'])} | {cell(row['hb speedup'])} |"
              f" {cell(row['hb-static speedup'])} | {cell(row['hb-heartbeat speedup'])} |"
              f" {cell(seq / m[best])} ({best}) | {cell(row['best OpenMP / hb'])} |")
    print()
    for k, v in sums.items():
        below = f", {sum(x < 0.9 for x in v)} below 0.90" if k == "best OpenMP / hb" else ""
        dnf = sum(not 0 < x < math.inf for x in v)
        left_out = f" (left out: {dnf} with a did-not-finish process)" if dnf else ""
        print(f"- geomean {k}: {geomean(v):.3f}{below}{left_out}")


if __name__ == "__main__":
    main()
