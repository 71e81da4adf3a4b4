#!/usr/bin/env bash
# C tasks whose bodies create tasks (session 77): before, hbc ran the outer task in place.
# PROGRAM (tree_nested_tasks.c or items_nested_tasks.c) with argument ARG, built sequentially
# (gcc without -fopenmp, omp_get_wtime from libgomp), with gcc -fopenmp, with OLD_HBC and
# NEW_HBC; ROUNDS interleaved rounds, one run of each configuration per round.
# usage: run.sh OLD_HBC NEW_HBC PROGRAM ARG [ROUNDS] > raw.txt
#        python3 ../s76-c-task-atomics/table.py raw.txt
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
old=$1 new=$2 prog=$here/$3 arg=$4 rounds=${5:-7}
w=$(mktemp -d)
gcc -O2 -Wno-unknown-pragmas "$prog" -o "$w/seq" -lgomp
gcc -O2 -fopenmp "$prog" -o "$w/gomp"
"$old" -O2 -fopenmp "$prog" -o "$w/old"
"$new" -O2 -fopenmp "$prog" -o "$w/new"
for b in seq gomp old new; do "$w/$b" "$arg" 2>/dev/null; done | sort -u | wc -l | grep -qx 1 ||
  { echo "the builds disagree" >&2; exit 1; }
for r in $(seq "$rounds"); do
  for c in "seq X=1" "gomp OMP_NUM_THREADS=1" "gomp OMP_NUM_THREADS=2" "old HB_NUM_WORKERS=1" \
           "old HB_NUM_WORKERS=2" "new HB_NUM_WORKERS=1" "new HB_NUM_WORKERS=2"; do
    set -- $c
    echo "$r $1 $2 $(env "$2" "$w/$1" "$arg" 2>&1 >/dev/null | sed -n 's/time //p')"
  done
done
rm -rf "$w"
