#!/bin/bash
# The stencil under load (issue 10): each round starts one CPU-bound process (a busy loop),
# runs seq, hb and libgomp on 2 workers in rotated order, stops the hog; prints the times.
#   bench/micro/stencil_load.sh BUILD_DIR [rounds=5]
bin=$1/bench/micro/stencil-load
rounds=${2:-5}
export HB_NUM_WORKERS=2 OMP_NUM_THREADS=2
for r in $(seq 1 "$rounds"); do
    ( while :; do :; done ) &
    hog=$!
    modes=(seq hb omp)
    for k in 0 1 2; do "$bin" "${modes[$(( (k + r) % 3 ))]}"; done
    kill "$hog"
    wait "$hog" 2>/dev/null
done
