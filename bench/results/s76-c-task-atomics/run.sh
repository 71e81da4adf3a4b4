#!/usr/bin/env bash
# C tasks whose bodies hold `omp atomic` (session 76): before, hbc ran such tasks in place.
# nqueens_tasks_atomic.c at n=12, built sequentially, with gcc -fopenmp, with OLD_HBC and
# NEW_HBC; ROUNDS interleaved rounds, one run of each configuration per round.
# usage: run.sh OLD_HBC NEW_HBC [ROUNDS] > raw.txt ; python3 table.py raw.txt
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
old=$1 new=$2 rounds=${3:-7}
w=$(mktemp -d)
gcc -O2 -Wno-unknown-pragmas "$here/nqueens_tasks_atomic.c" -o "$w/seq"
gcc -O2 -fopenmp "$here/nqueens_tasks_atomic.c" -o "$w/gomp"
"$old" -O2 -fopenmp "$here/nqueens_tasks_atomic.c" -o "$w/old"
"$new" -O2 -fopenmp "$here/nqueens_tasks_atomic.c" -o "$w/new"
for r in $(seq "$rounds"); do
  for c in "seq X=1" "gomp OMP_NUM_THREADS=1" "gomp OMP_NUM_THREADS=2" "old HB_NUM_WORKERS=1" \
           "old HB_NUM_WORKERS=2" "new HB_NUM_WORKERS=1" "new HB_NUM_WORKERS=2"; do
    set -- $c
    echo "$r $1 $2 $(env "$2" "$w/$1" 12 2>&1 >/dev/null | sed -n 's/time //p')"
  done
done
rm -rf "$w"
