#!/bin/bash
# ttm at 1 and 2 workers, old vs new, alternating, ROUNDS rounds, medians of 5
old=$1 new=$2; k=${K:-ttm}
med() { python3 -c 'import sys,json,statistics; d=json.loads(sys.stdin.read().split("RESULT",1)[1]); print("%.4f"%statistics.median(d["times_s"]))'; }
run() { "$1/bench/suite/$2" --kernel $k --variant $4 --size default --workers $3 --reps 5 --warmup 1 | grep RESULT | med; }
for r in $(seq 1 ${ROUNDS:-3}); do
  s=$(run $new suite-seq 1 seq)
  for w in ${WS:-2}; do
    o=$(run $old suite-hb $w hb); n=$(run $new suite-hb $w hb)
    echo "round $r $k w$w seq=$s old=$o new=$n new/old=$(python3 -c "print('%.3f'%($n/$o))") load=$(cut -d' ' -f1 /proc/loadavg)"
  done
done
