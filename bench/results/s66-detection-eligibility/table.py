#!/usr/bin/env python3
"""table.md from paired.json: per-kernel medians of before/after at 1 and 2 workers and lomp-guided (python3 table.py paired.json)."""
import json,math,statistics as st,sys
d=json.load(open(sys.argv[1]))
def med(k,c): return st.median(d[k][c])
g=lambda xs: math.exp(sum(math.log(x) for x in xs)/len(xs))
rows=[]
for k in d:
    s=med(k,'seq')
    rows.append((k,med(k,'old1')/s,med(k,'new1')/s,s/med(k,'old2'),s/med(k,'new2'),med(k,'lomp-guided')/med(k,'old2'),med(k,'lomp-guided')/med(k,'new2')))
print("| kernel | 1w/seq before | 1w/seq after | speedup before | speedup after | lomp-guided/hb before | after |")
print("|---|---:|---:|---:|---:|---:|---:|")
for r in rows: print("| %s | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f |"%r)
print("| geomean | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f |"%tuple(g([r[i] for r in rows]) for i in range(1,7)))
