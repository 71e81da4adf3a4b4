#!/bin/bash
# The full rerun's outliers again (knapsack, sssp, cg at 1 worker; uforall, pagerank at 2),
# 3 alternating rounds, old (6244299, /tmp/wt46) and new back to back, medians of 5 each.
med() { python3 -c 'import sys,json,statistics; d=json.loads(sys.stdin.read().split("RESULT",1)[1]); print("%.4f"%statistics.median(d["times_s"]))'; }
for r in 1 2 3; do
  for kw in knapsack:1 sssp:1 cg:1 uforall:2 pagerank:2; do
    k=${kw%:*}; w=${kw#*:}
    o=$(/tmp/wt46/build/bench/suite/suite-hb --kernel $k --variant hb --size default --workers $w --reps 5 --warmup 1 2>/dev/null | grep RESULT | med)
    n=$(/work/main/build/bench/suite/suite-hb --kernel $k --variant hb --size default --workers $w --reps 5 --warmup 1 2>/dev/null | grep RESULT | med)
    echo "round $r $k w$w old=$o new=$n new/old=$(python3 -c "print('%.3f'%($n/$o))")"
  done
done
