#!/bin/bash
# Review rerun (session 47): every suite kernel (loops and recursive) and hb-micro, old =
# 5f00b6d (the runtime before join depth, built in /tmp/wt47) against new = the session's
# HEAD (/work/main/build), back to back per kernel and worker count; medians of 5 repetitions
# after one warm-up. Same shape as ../s46-one-worker-side-by-side/bench46full.sh.
old=${1:-/tmp/wt47/build} new=${2:-/work/main/build}
med() { python3 -c 'import sys,json,statistics; d=json.loads(sys.stdin.read().split("RESULT",1)[1]); print("%.4f"%statistics.median(d["times_s"]))'; }
run() { "$1/bench/suite/suite-hb" --kernel "$2" --variant "$3" --size default --workers "$4" --reps 5 --warmup 1 2>/dev/null | grep RESULT | med; }
ratio() { python3 -c "print('%.3f'%($1/$2))"; }
for k in $("$new/bench/suite/suite-hb" --list | awk '{print $1}'); do
  s=$(run "$new" "$k" seq 1)
  for w in 1 2; do
    o=$(run "$old" "$k" hb $w); n=$(run "$new" "$k" hb $w)
    echo "$k w$w seq=$s old=$o new=$n new/old=$(ratio $n $o) old/seq=$(ratio $o $s) new/seq=$(ratio $n $s)"
  done
done
for w in 1 2; do
  echo "hb-micro old workers=$w"; "$old/bench/micro/hb-micro" --reps 5 --workers $w
  echo "hb-micro new workers=$w"; "$new/bench/micro/hb-micro" --reps 5 --workers $w
done
