#!/bin/bash
# How much the host alone moves a sequential run (issue 10, "the slow-process anomaly"): the
# same sequential binary runs a compute-bound kernel and memory-bound ones in turn, one
# process each, with nothing else running in the guest; prints each process's times and the
# guest's CPU-steal ticks (/proc/stat) while it ran.
#   bench/micro/seq_spread.sh BUILD_DIR [rounds=6] [kernels="mandelbrot-tpal kmeans srad"]
bin=$1/bench/suite/suite-seq
rounds=${2:-6}
kernels=${3:-mandelbrot-tpal kmeans srad}
ref=$(mktemp -d)
trap 'rm -rf "$ref"' EXIT
steal() { awk '/^cpu /{print $9}' /proc/stat; }
for r in $(seq 1 "$rounds"); do
    for k in $kernels; do
        s0=$(steal)
        t=$("$bin" --kernel "$k" --variant seq --size default --workers 1 --reps 5 --warmup 1 \
              --ref-dir "$ref" | grep -o '"times_s":\[[^]]*' | cut -d'[' -f2)
        echo "$k round=$r steal_ticks=$(( $(steal) - s0 )) times_s=$t"
    done
done
