#!/bin/bash
# suite fib, 1 worker, four builds alternated per round: old/new x default/align64
med() { python3 -c 'import sys,json,statistics; d=json.loads(sys.stdin.read().split("RESULT",1)[1]); print("%.4f"%statistics.median(d["times_s"]))'; }
declare -A B=([old]=/tmp/wt48/build [new]=/work/main/build [oldA]=/tmp/wt48/build-align [newA]=/tmp/build-align)
k=${1:-fib}; w=${2:-1}
for r in 1 2 3; do
  s=$(/work/main/build/bench/suite/suite-seq --kernel $k --size default --reps 5 --warmup 1 | grep RESULT | med)
  line="round $r seq=$s"
  for b in old new oldA newA; do
    t=$(${B[$b]}/bench/suite/suite-hb --kernel $k --size default --workers $w --reps 5 --warmup 1 | grep RESULT | med)
    line="$line $b=$t($(python3 -c "print('%.2f'%($t/$s))"))"
  done; echo "$line"
done
