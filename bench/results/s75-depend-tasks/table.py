#!/usr/bin/env python3
"""Medians of run.sh's output (stdin or a file): time per configuration, speedup over the
sequential build, and libgomp's time over each configuration's (above 1: faster than libgomp)."""
import statistics
import sys
from collections import defaultdict

times = defaultdict(list)
for line in (open(sys.argv[1]) if len(sys.argv) > 1 else sys.stdin):
    f = line.split()
    if len(f) == 4 and f[3]:
        times[(f[1], f[2])].append(float(f[3]))
configs = ["seq", "gomp-1t", "gomp-2t", "old-hbc-1w", "old-hbc-2w", "new-hbc-1w", "new-hbc-2w"]
print("| program | configuration | median s (n) | speedup over seq | gomp-2t / this |")
print("|---|---|---:|---:|---:|")
for p in sorted({k[0] for k in times}):
    seq = statistics.median(times[(p, "seq")])
    gomp = statistics.median(times[(p, "gomp-2t")])
    for c in configs:
        v = times.get((p, c))
        if not v:
            continue
        m = statistics.median(v)
        print(f"| {p} | {c} | {m:.4f} ({len(v)}) | {seq / m:.2f} | {gomp / m:.2f} |")
