#!/usr/bin/env bash
# Tasks with depend (session 75): a tiled Cholesky (chol.c) and a KASTORS-style sparse LU
# (slu.c, made here from the probe's h37_kastors_sparselu_depend.c at NB 24, BS 64, timed
# around its factorisation), each built sequentially,
# with gcc -fopenmp, with hbc before the change (OLD_HBC) and with hbc after it (NEW_HBC);
# ROUNDS interleaved rounds, one run of each configuration per round, times in seconds.
# usage: run.sh OLD_HBC NEW_HBC [ROUNDS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
old=$1 new=$2 rounds=${3:-5}
w=$(mktemp -d)
cp "$here/chol.c" "$w/chol.c"
sed -e 's/#define NB 12/#define NB 24/' -e 's/#define BS 16/#define BS 64/' \
    -e 's/#include <string.h>/#include <string.h>\n#include <time.h>/' \
    -e 's/    sparselu_par_call();/    struct timespec t0, t1; clock_gettime(CLOCK_MONOTONIC, \&t0);\n    sparselu_par_call();\n    clock_gettime(CLOCK_MONOTONIC, \&t1);\n    fprintf(stderr, "time %.4f\\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));/' \
    "$here/../../../tools/hbc/tests/probe/h37_kastors_sparselu_depend.c" > "$w/slu.c"
for p in chol slu; do
  gcc -O2 -o "$w/$p-seq" "$w/$p.c" -lm
  gcc -O2 -fopenmp -o "$w/$p-gomp" "$w/$p.c" -lm
  "$old" -fopenmp -O2 -o "$w/$p-old" "$w/$p.c" -lm
  "$new" -fopenmp -O2 -o "$w/$p-new" "$w/$p.c" -lm
done
t() { "$@" 2>&1 >/dev/null | sed -n 's/^time //p'; }
for r in $(seq "$rounds"); do
  for p in chol slu; do
    echo "$r $p seq $(t "$w/$p-seq")"
    echo "$r $p gomp-1t $(OMP_NUM_THREADS=1 t "$w/$p-gomp")"
    echo "$r $p gomp-2t $(OMP_NUM_THREADS=2 t "$w/$p-gomp")"
    echo "$r $p old-hbc-1w $(HB_NUM_WORKERS=1 t "$w/$p-old")"
    echo "$r $p old-hbc-2w $(HB_NUM_WORKERS=2 t "$w/$p-old")"
    echo "$r $p new-hbc-1w $(HB_NUM_WORKERS=1 t "$w/$p-new")"
    echo "$r $p new-hbc-2w $(HB_NUM_WORKERS=2 t "$w/$p-new")"
  done
done
rm -rf "$w"
