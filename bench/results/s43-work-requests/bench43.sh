#!/bin/bash
# side by side: 0aee25d (old) vs HEAD (new), suite fork kernels, interleaved
for round in 1 2; do
 for rev in old new; do
  if [ $rev = old ]; then B=/tmp/wt43/build; else B=/work/main/build; fi
  for k in fib knapsack mergesort; do
   for w in 1 2; do
    t=$($B/bench/suite/suite-hb --kernel $k --variant hb --size default --workers $w --reps 5 --warmup 1 2>/dev/null | grep RESULT | python3 -c 'import sys,json,statistics; d=json.loads(sys.stdin.read().split("RESULT",1)[1]); print("%.4f"%statistics.median(d["times_s"]))')
    echo "$round $rev $k w$w $t"
   done
  done
 done
done
