#!/bin/sh
# hbc's OpenMP environment and process set-up against what libgomp does: variables read
# before the program's first-priority constructor, given anew to each child process,
# OMP_STACKSIZE for the runtime's threads only, and user threads whose teams are short
# (docs/hbc.md, "Environment variables" and "Limitations"; helper-111).
set -e
HBC="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
for p in ctor_priority child_threads stack_size threads_nested foreign_thread_max_threads; do
  "$HBC" -O2 -fopenmp "$here/$p.c" -o "$p" -lpthread || { echo "FAIL: building $p.c"; exit 1; }
done
check() {  # want, then the command
  want="$1"; shift
  got=$(env -u HB_NUM_WORKERS -u HBC_WORKERS_FROM_OMP "$@" | tr '\n' ' ')
  [ "$got" = "$want " ] || { echo "FAIL: '$*' printed '$got', want '$want'"; exit 1; }
}
check "3 3 3" OMP_NUM_THREADS=3 ./ctor_priority
check "1 1 3 3" OMP_NUM_THREADS=2 ./child_threads
check "1 1 3 3" ./child_threads
# HB_NUM_WORKERS set by the user still wins, in the children too (documented)
check "2 2 2 2" HB_NUM_WORKERS=2 OMP_NUM_THREADS=4 ./child_threads
check "3000 1 0 0" OMP_NUM_THREADS=3 OMP_STACKSIZE=1M ./stack_size
check "3000 1 0 0" OMP_NUM_THREADS=2 OMP_STACKSIZE=1024 HB_FORCE_PROMOTION=1 ./stack_size
for s in "HB_NUM_WORKERS=1" "HB_NUM_WORKERS=2" "HB_NUM_WORKERS=3 HB_FORCE_PROMOTION=1"; do
  check "1 1" $s ./threads_nested
done
# a user thread's teams are as large as omp_get_max_threads() says, and its thread numbers
# stay below it (session 79, helper-136)
for s in "HB_NUM_WORKERS=1" "HB_NUM_WORKERS=2" "HB_NUM_WORKERS=2 HB_HEARTBEAT_US=1" "HB_NUM_WORKERS=3 HB_FORCE_PROMOTION=1"; do
  check "111 111 111 111" $s ./foreign_thread_max_threads
done
echo "ok   environment"
