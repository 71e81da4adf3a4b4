#!/bin/bash
# Before (0aee23b) and after (9e23aef and later: first-run and long loops answer a work
# request) the runtime change, both with the aligned bench targets, alternated per round:
# suite kernels (heartbeat variant) at 1 and 2 workers over each build's own suite-seq.
# Usage: ab.sh OLD_BUILD NEW_BUILD ROUNDS kernels...
old=$1 new=$2 rounds=$3; shift 3
med() { python3 -c 'import sys,json,statistics; d=json.loads(sys.stdin.read().split("RESULT",1)[1]); print("%.4f"%statistics.median(d["times_s"]))'; }
run() { "$1/bench/suite/$2" --kernel $3 --variant $5 --size default --workers $4 --reps 5 --warmup 1 | grep RESULT | med; }
for r in $(seq 1 $rounds); do
  for k in "$@"; do
    line="round $r $k"
    for b in old new; do d=$old; [ $b = new ] && d=$new
      s=$(run $d suite-seq $k 1 seq); t1=$(run $d suite-hb $k 1 hb); t2=$(run $d suite-hb $k 2 hb)
      line="$line | $b seq=$s 1w/seq=$(python3 -c "print('%.3f'%($t1/$s))") speedup2=$(python3 -c "print('%.2f'%($s/$t2))")"
    done; echo "$line"
  done
done
