#!/bin/bash
# Session 50: session 49's single-pass possible 2-worker losses (knapsack, spmv-arrowhead,
# spmv-random), old = 66aaaa1 (/tmp/wt66) against new = HEAD, alternated per round and with the
# order flipped every other round; medians of 5 repetitions after one warm-up. The steal
# column is the guest's stolen CPU time (/proc/stat) during that round, in jiffies.
old=${1:-/tmp/wt66/build} new=${2:-/work/main/build} rounds=${ROUNDS:-5}
med() { python3 -c 'import sys,json,statistics; d=json.loads(sys.stdin.read().split("RESULT",1)[1]); print("%.4f"%statistics.median(d["times_s"]))'; }
run() { "$1/bench/suite/suite-hb" --kernel "$2" --variant "$3" --size default --workers "$4" --reps 5 --warmup 1 2>/dev/null | grep RESULT | med; }
ratio() { python3 -c "print('%.3f'%($1/$2))"; }
steal() { awk '/^cpu /{print $9}' /proc/stat; }
for r in $(seq 1 $rounds); do
  for k in ${KERNELS:-knapsack spmv-arrowhead spmv-random}; do
    s0=$(steal); s=$(run "$new" "$k" seq 1)
    for w in 1 2; do
      if [ $((r % 2)) = 1 ]; then o=$(run "$old" "$k" hb $w); n=$(run "$new" "$k" hb $w)
      else n=$(run "$new" "$k" hb $w); o=$(run "$old" "$k" hb $w); fi
      echo "round $r $k w$w seq=$s old=$o new=$n new/old=$(ratio $n $o) old/seq=$(ratio $o $s) new/seq=$(ratio $n $s) steal=$(( $(steal) - s0 )) load=$(cut -d' ' -f1 /proc/loadavg)"
    done
  done
done
