#!/bin/bash
# old = d5da5ce (/tmp/wt45, the commit before session 45), new = HEAD of session 45 (/work/main/build); medians of 5 per run
med() { python3 -c 'import sys,json,statistics; d=json.loads(sys.stdin.read().split("RESULT",1)[1]); print("%.4f"%statistics.median(d["times_s"]))'; }
for k in fib knapsack nqueens tree-sum mergesort plus-reduce-array spmv-random srad mandelbrot-hbc kmeans; do
  for w in 1 2; do
    o=$(/tmp/wt45/build/bench/suite/suite-hb --kernel $k --variant hb --size default --workers $w --reps 5 --warmup 1 2>/dev/null | grep RESULT | med)
    n=$(/work/main/build/bench/suite/suite-hb --kernel $k --variant hb --size default --workers $w --reps 5 --warmup 1 2>/dev/null | grep RESULT | med)
    echo "$k w$w old=$o new=$n ratio=$(python3 -c "print('%.3f'%($n/$o))")"
  done
done
for r in 1 2; do
  echo "hb-micro old round $r"; /tmp/wt45/build/bench/micro/hb-micro --reps 5 --workers 2
  echo "hb-micro new round $r"; /work/main/build/bench/micro/hb-micro --reps 5 --workers 2
done
