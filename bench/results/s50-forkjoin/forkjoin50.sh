#!/bin/bash
# Issue 11's fork-join rows at HEAD: per round and kernel, the sequential variant, then heartbeat
# at 1 and 2 workers, back to back; medians of 5 repetitions after a warm-up.
b=${1:-/work/main/build}/bench/suite rounds=${ROUNDS:-3}
med() { python3 -c 'import sys,json,statistics; d=json.loads(sys.stdin.read().split("RESULT",1)[1]); print("%.4f"%statistics.median(d["times_s"]))'; }
run() { "$b/suite-hb" --kernel "$1" --variant "$2" --size default --workers "$3" --reps 5 --warmup 1 2>/dev/null | grep RESULT | med; }
for r in $(seq 1 $rounds); do
  for k in fib knapsack tree-sum range-sum-split nqueens mergesort-tasks; do
    s=$(run $k seq 1); h1=$(run $k hb 1); h2=$(run $k hb 2)
    python3 -c "print('round $r $k seq=$s hb1=$h1 hb2=$h2 hb1/seq=%.3f seq/hb2=%.3f load=$(cut -d' ' -f1 /proc/loadavg)'%($h1/$s,$s/$h2))"
  done
done
