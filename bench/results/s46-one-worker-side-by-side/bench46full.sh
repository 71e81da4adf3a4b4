#!/bin/bash
# Review rerun: every suite kernel (loops and recursive) and hb-micro, old = 6244299
# (/tmp/wt46) against new = session 46's HEAD (/work/main/build), back to back; medians of 5.
med() { python3 -c 'import sys,json,statistics; d=json.loads(sys.stdin.read().split("RESULT",1)[1]); print("%.4f"%statistics.median(d["times_s"]))'; }
for k in $(/work/main/build/bench/suite/suite-hb --list | awk '{print $1}'); do
  s=$(/work/main/build/bench/suite/suite-hb --kernel $k --variant seq --size default --workers 1 --reps 5 --warmup 1 2>/dev/null | grep RESULT | med)
  for w in 1 2; do
    o=$(/tmp/wt46/build/bench/suite/suite-hb --kernel $k --variant hb --size default --workers $w --reps 5 --warmup 1 2>/dev/null | grep RESULT | med)
    n=$(/work/main/build/bench/suite/suite-hb --kernel $k --variant hb --size default --workers $w --reps 5 --warmup 1 2>/dev/null | grep RESULT | med)
    echo "$k w$w seq=$s old=$o new=$n new/old=$(python3 -c "print('%.3f'%($n/$o))") old/seq=$(python3 -c "print('%.3f'%($o/$s))") new/seq=$(python3 -c "print('%.3f'%($n/$s))")"
  done
done
for w in 1 2; do
  echo "hb-micro old workers=$w"; /tmp/wt46/build/bench/micro/hb-micro --reps 5 --workers $w
  echo "hb-micro new workers=$w"; /work/main/build/bench/micro/hb-micro --reps 5 --workers $w
done
