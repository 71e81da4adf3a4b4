#!/bin/bash
# Old (5f00b6d) against new, both built with the bench targets' -falign-functions=64, per
# round back to back: suite kernels at 1 and 2 workers (each build over its own suite-seq),
# then hb-micro at 1 worker. Usage: [ROUNDS=3] [MICRO=1] ab48.sh OLD_BUILD NEW_BUILD [kernels...]
# (MICRO=0 leaves hb-micro out: ../s48-first-run-requests/ab.sh)
old=$1 new=$2; shift 2; kernels=${*:-fib knapsack}
med() { python3 -c 'import sys,json,statistics; d=json.loads(sys.stdin.read().split("RESULT",1)[1]); print("%.4f"%statistics.median(d["times_s"]))'; }
run() { "$1/bench/suite/$2" --kernel $3 --variant $5 --size default --workers $4 --reps 5 --warmup 1 | grep RESULT | med; }
for r in $(seq 1 ${ROUNDS:-3}); do
  for k in $kernels; do
    line="round $r $k"
    for b in old new; do d=$old; [ $b = new ] && d=$new
      s=$(run $d suite-seq $k 1 seq); t1=$(run $d suite-hb $k 1 hb); t2=$(run $d suite-hb $k 2 hb)
      line="$line | $b seq=$s 1w/seq=$(python3 -c "print('%.3f'%($t1/$s))") speedup2=$(python3 -c "print('%.2f'%($s/$t2))")"
    done; echo "$line"
  done
  [ "${MICRO:-1}" = 0 ] && continue
  for b in old new; do d=$old; [ $b = new ] && d=$new
    echo "round $r hb-micro $b (1 worker)"; "$d/bench/micro/hb-micro" --reps 5 --workers 1 | grep -E "fib-30|nqueens"
  done
done
