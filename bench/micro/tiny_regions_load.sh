#!/bin/bash
# Tiny team regions with and without load (issue 10): each round runs hb and libgomp (active
# and passive wait policy) on 2 workers, quiet, then beside one CPU-bound process (a busy
# loop), in rotated order; prints one line per run: load mode seconds checksum.
#   bench/micro/tiny_regions_load.sh BUILD_DIR [rounds=5] [regions=200000]
bin=$1/bench/micro/tiny-regions-load
rounds=${2:-5}
regions=${3:-200000}
export HB_NUM_WORKERS=2 OMP_NUM_THREADS=2
run() {  # load mode
    local m=$2 env=()
    [ "$m" = omp-passive ] && env=(OMP_WAIT_POLICY=passive) && m=omp
    echo "$1 $2 $(env "${env[@]}" "$bin" "$m" "$regions" | cut -d' ' -f2-)"
}
for r in $(seq 1 "$rounds"); do
    modes=(hb omp omp-passive)
    for k in 0 1 2; do run quiet "${modes[$(( (k + r) % 3 ))]}"; done
    ( while :; do :; done ) &
    hog=$!
    for k in 0 1 2; do run hog "${modes[$(( (k + r) % 3 ))]}"; done
    kill "$hog"
    wait "$hog" 2>/dev/null
done
