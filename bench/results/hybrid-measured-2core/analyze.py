import json,glob,statistics as st,math,sys
rows=[]
for f in sorted(glob.glob(sys.argv[1]+'/*.json')):
    d=json.load(open(f))
    for k,c in d.items():
        seq=c['seq']; old=c['old-2w']; new=c['new-2w']; om=c['lomp-guided']
        r_no=st.median([o/n for o,n in zip(old,new)])
        print(f"{k:18} seq {st.median(seq):.3f} | speedup old {st.median([s/o for s,o in zip(seq,old)]):.2f} new {st.median([s/n for s,n in zip(seq,new)]):.2f} | new speed/old {r_no:.2f} | lomp-guided/new {st.median([o/n for o,n in zip(om,new)]):.2f} lomp-guided/old {st.median([o/x for o,x in zip(om,old)]):.2f} | n={len(new)}")
        rows.append(r_no)
print('geomean new speed/old %.3f'%math.exp(sum(map(math.log,rows))/len(rows)))
