import collections,statistics,sys
d=collections.defaultdict(dict)
for l in open(sys.argv[1]):
    p=l.split()
    if len(p)<4: continue
    k,m,r,t=p[0],p[1],int(p[2]),float(p[3])
    d[k].setdefault(r,{})[m]=t
for k,rs in d.items():
    ratios=[v['nested']/v['any'] for v in rs.values() if 'nested' in v and 'any' in v]
    if not ratios: continue
    n=statistics.median([v['nested'] for v in rs.values() if 'nested' in v]); a=statistics.median([v['any'] for v in rs.values() if 'any' in v])
    print(f"| {k} | {len(ratios)} | {n:.3f} | {a:.3f} | {statistics.median(ratios):.3f} ({min(ratios):.2f}-{max(ratios):.2f}) |")
