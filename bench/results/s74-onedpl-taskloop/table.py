"""Medians over the rounds of run.sh's outputs (each already a median of 3 in-process runs)."""
import glob
import re
import statistics
import sys

out = sys.argv[1]
cfgs = ["hbc_w1", "hbc_w2", "old_w2", "gomp_t2"]
data = {}
for c in cfgs:
    for f in sorted(glob.glob("%s/%s_*.txt" % (out, c))):
        for line in open(f):
            m = re.match(r"(\S+)\s+median\s+([\d.]+) ms", line)
            if m:
                data.setdefault(m.group(1), {}).setdefault(c, []).append(float(m.group(2)))
print("%-24s" % "ms (median of 5)" + "".join("%9s" % c for c in cfgs) + "  hbc2/gomp2  hbc2/old2  hbc1/hbc2")
for alg, d in data.items():
    med = {c: statistics.median(d[c]) for c in cfgs}
    print("%-24s" % alg + "".join("%9.1f" % med[c] for c in cfgs) +
          "  %10.2f %10.2f %10.2f" % (med["hbc_w2"] / med["gomp_t2"], med["hbc_w2"] / med["old_w2"], med["hbc_w1"] / med["hbc_w2"]))
