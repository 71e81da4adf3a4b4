#!/bin/bash
# The review rerun's outliers again, old and new alternated per round (medians of 5).
old=${1:-/tmp/wt48c/build} new=${2:-/work/main/build}
med() { python3 -c 'import sys,json,statistics; d=json.loads(sys.stdin.read().split("RESULT",1)[1]); print("%.4f"%statistics.median(d["times_s"]))'; }
run() { "$1/bench/suite/suite-hb" --kernel "$2" --variant hb --size default --workers "$3" --reps 5 --warmup 1 2>/dev/null | grep RESULT | med; }
for r in 1 2 3; do for k in spmv-powerlaw ttm ttv range-sum-reduce; do for w in 1 2; do
  o=$(run "$old" $k $w); n=$(run "$new" $k $w)
  echo "round $r $k w$w old=$o new=$n new/old=$(python3 -c "print('%.3f'%($n/$o))")"
done; done; done
