#!/bin/bash
B=/work/main/build-bench/bench/suite
for r in 1 2 3 4 5; do
 for us in 100 20; do for mech in ping ping-flag; do for v in old fifo; do
  bin=$B/suite-hb; [ $v = fifo ] && bin=/tmp/fx/suite-hb-fifo
  t=$(HB_HEARTBEAT_US=$us HB_HEARTBEAT_MECHANISM=$mech HB_NUM_WORKERS=2 $bin --kernel plus-reduce-array --size default --workers 2 --reps 3 --warmup 1 --stats-out /tmp/fx/st_$v.json | python3 -c "import sys,json,statistics; l=sys.stdin.read(); d=json.loads(l[l.index('{'):]); print(statistics.median(d['times_s']))")
  dr=$(python3 -c "import json; d=json.load(open('/tmp/fx/st_$v.json')); print(round(d['detection_rate'],3))")
  echo "$r $us $mech $v $t $dr"
 done; done; done
done
