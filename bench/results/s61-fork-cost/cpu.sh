#!/bin/bash
# usage: cpu.sh kernel rounds ; prints per-config median task-clock ms (1 worker)
B=/work/main/build-bench/bench/suite
k=$1; R=$2; mkdir -p /tmp/fx/ref
declare -A bins=([seq]="$B/suite-seq seq" [cur]="$B/suite-hb hb" [nocheck]="/tmp/fx/suite-hb-A hb" [C]="/tmp/fx/suite-hb-C hb" [D]="/tmp/fx/suite-hb-D hb" [E]="/tmp/fx/suite-hb-E hb" [F]="/tmp/fx/suite-hb-F hb" [B]="/tmp/fx/suite-hb-B hb")
order="seq cur nocheck B C D E F"
for r in $(seq $R); do
  for c in $order; do set -- ${bins[$c]}
    t=$(HB_NUM_WORKERS=1 perf stat -x, -e task-clock $1 --kernel $k --variant $2 --workers 1 --size default --reps 3 --warmup 1 --ref-dir /tmp/fx/ref 2>&1 >/dev/null | grep task-clock | cut -d, -f1)
    echo "$c $t"
  done
  order="$(echo $order | awk '{for(i=2;i<=NF;i++) printf $i" "; print $1}')"
done | python3 -c "
import sys,statistics as st
d={}
for l in sys.stdin:
  c,t=l.split(); d.setdefault(c,[]).append(float(t))
s=st.median(d['seq'])
print('$k', ' '.join(f'{c}:{st.median(v):.0f}ms({st.median(v)/s:.3f})' for c,v in d.items()))
"
