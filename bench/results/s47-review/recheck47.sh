#!/bin/bash
# The review rerun's outliers again, old (5f00b6d, /tmp/wt47) and new alternated per round:
# hb-micro at 2 workers (its 1w and Pw columns), and suite fib/knapsack at 1 and 2 workers.
old=${1:-/tmp/wt47/build} new=${2:-/work/main/build}
med() { python3 -c 'import sys,json,statistics; d=json.loads(sys.stdin.read().split("RESULT",1)[1]); print("%.4f"%statistics.median(d["times_s"]))'; }
for r in 1 2 3; do
  for b in old new; do d=$old; [ $b = new ] && d=$new
    echo "round $r $b"; "$d/bench/micro/hb-micro" --reps 5 --workers 2 | grep -E "fib-30|nqueens|spawn"
  done
  for k in fib knapsack; do for w in 1 2; do
    o=$("$old/bench/suite/suite-hb" --kernel $k --size default --workers $w --reps 5 --warmup 1 | grep RESULT | med)
    n=$("$new/bench/suite/suite-hb" --kernel $k --size default --workers $w --reps 5 --warmup 1 | grep RESULT | med)
    echo "round $r $k w$w old=$o new=$n new/old=$(python3 -c "print('%.3f'%($n/$o))")"
  done; done
done
