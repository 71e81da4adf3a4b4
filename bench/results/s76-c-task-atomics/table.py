#!/usr/bin/env python3
"""Medians per configuration of run.sh's output (round, binary, setting, seconds)."""
import collections
import statistics
import sys

times = collections.defaultdict(list)
for line in open(sys.argv[1]):
    _, binary, setting, t = line.split()
    times[binary + " " + setting].append(float(t))
seq = statistics.median(times["seq X=1"])
print("| configuration | median s | min | max | seq / this |")
print("|---|---:|---:|---:|---:|")
for k, v in times.items():
    m = statistics.median(v)
    print("| %s | %.3f | %.3f | %.3f | %.2f |" % (k, m, min(v), max(v), seq / m))
