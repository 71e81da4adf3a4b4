#!/usr/bin/env bash
# Issue 10's kernels below 0.90 against the best OpenMP schedule, with both compilers:
# seq and hb built by g++ (suite-seq, suite-hb) and by clang++-14 (suite-seq-clang,
# suite-hb-clang; the runtime library is the g++ build), against the libomp (clang) and
# libgomp (g++) schedule that led in docs/bench.md's run. bench/paired.py, 5 interleaved
# rounds, one process per figure.
# usage: run.sh BUILD_DIR OUT_DIR [ROUNDS]
set -euo pipefail
b=$1/bench/suite out=$2 rounds=${3:-5}
mkdir -p "$out"
py=$(dirname "$0")/../../../.venv/bin/python
[ -x "$py" ] || py=python3
for k in ttm kmeans cg mandelbrot-tpal spmv-random sssp cc pagerank-delta; do
  "$py" "$(dirname "$0")/../../paired.py" --kernels "$k" --rounds "$rounds" --reps 1 --out "$out/$k.json" \
    --config seq=$b/suite-seq:seq:1 \
    --config seq-clang=$b/suite-seq-clang:seq:1 \
    --config hb1=$b/suite-hb:hb:1 \
    --config hb-clang1=$b/suite-hb-clang:hb:1 \
    --config hb=$b/suite-hb:hb:2 \
    --config hb-clang=$b/suite-hb-clang:hb:2 \
    --config lomp-guided=$b/suite-lomp:omp-outer:2:OMP_SCHEDULE=guided \
    --config lomp-static=$b/suite-lomp:omp-outer:2:OMP_SCHEDULE=static \
    --config gomp-static=$b/suite-gomp:omp-outer:2:OMP_SCHEDULE=static \
    --config gomp-guided=$b/suite-gomp:omp-outer:2:OMP_SCHEDULE=guided \
    > "$out/$k.txt"
done
