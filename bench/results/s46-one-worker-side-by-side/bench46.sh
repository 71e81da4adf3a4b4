#!/bin/bash
# old = 6244299 (/tmp/wt46, session 45's HEAD), new = session 46's build (/work/main/build):
# at one worker a heartbeat no longer promotes. Each line: medians of 5 repetitions of the
# suite's hb variant (and the sequential variant, from the new binary), old and new run back
# to back, 1 and 2 workers.
med() { python3 -c 'import sys,json,statistics; d=json.loads(sys.stdin.read().split("RESULT",1)[1]); print("%.4f"%statistics.median(d["times_s"]))'; }
for k in fib knapsack tree-sum nqueens mergesort plus-reduce-array spmv-random srad mandelbrot-hbc kmeans ttm floyd-warshall; do
  s=$(/work/main/build/bench/suite/suite-hb --kernel $k --variant seq --size default --workers 1 --reps 5 --warmup 1 2>/dev/null | grep RESULT | med)
  for w in 1 2; do
    o=$(/tmp/wt46/build/bench/suite/suite-hb --kernel $k --variant hb --size default --workers $w --reps 5 --warmup 1 2>/dev/null | grep RESULT | med)
    n=$(/work/main/build/bench/suite/suite-hb --kernel $k --variant hb --size default --workers $w --reps 5 --warmup 1 2>/dev/null | grep RESULT | med)
    echo "$k w$w seq=$s old=$o new=$n new/old=$(python3 -c "print('%.3f'%($n/$o))") old/seq=$(python3 -c "print('%.3f'%($o/$s))") new/seq=$(python3 -c "print('%.3f'%($n/$s))")"
  done
done
