#!/bin/bash
# Old (5f00b6d) against new, both built with the bench targets' -falign-functions=64, per
# round back to back: suite kernels at 1 and 2 workers (each build over its own suite-seq),
# then hb-micro at 1 worker. Usage: ab48.sh OLD_BUILD NEW_BUILD [kernels...]
old=$1 new=$2; shift 2; kernels=${*:-fib knapsack}
med() { python3 -c 'import sys,json,statistics; d=json.loads(sys.stdin.read().split("RESULT",1)[1]); print("%.4f"%statistics.median(d["times_s"]))'; }
run() { "$1/bench/suite/$2" --kernel $3 --variant $5 --size default --workers $4 --reps 5 --warmup 1 | grep RESULT | med; }
for r in 1 2 3; do
  for k in $kernels; do
    line="round $r $k"
    for b in old new; do d=$old; [ $b = new ] && d=$new
      s=$(run $d suite-seq $k 1 seq); t1=$(run $d suite-hb $k 1 hb); t2=$(run $d suite-hb $k 2 hb)
      line="$line | $b seq=$s 1w/seq=$(python3 -c "print('%.3f'%($t1/$s))") speedup2=$(python3 -c "print('%.2f'%($s/$t2))")"
    done; echo "$line"
  done
  for b in old new; do d=$old; [ $b = new ] && d=$new
    echo "round $r hb-micro $b (1 worker)"; "$d/bench/micro/hb-micro" --reps 5 --workers 1 | grep -E "fib-30|nqueens"
  done
done
