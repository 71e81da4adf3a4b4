#!/bin/bash
# Join depth (session 47): one suite-hb binary, HB_JOIN_HELP=nested (the default) against
# HB_JOIN_HELP=any (the old helping), alternated per round, 2 workers, default sizes.
# usage: ab.sh BUILD_DIR ROUNDS KERNEL...
b=$1; rounds=$2; shift 2
for k in "$@"; do
  for r in $(seq "$rounds"); do
    for mode in nested any; do
      t=$(HB_JOIN_HELP=$mode "$b/bench/suite/suite-hb" --kernel "$k" --size default --workers 2 --reps 3 --warmup 1 \
          | sed -n 's/.*"times_s":\[\([^]]*\)\].*/\1/p' | tr ',' '\n' | sort -g | head -1)
      echo "$k $mode $r $t"
    done
  done
done
