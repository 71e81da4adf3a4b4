#!/bin/bash
# old vs new hb on the stencil with one co-running CPU-bound process, interleaved per round
export HB_NUM_WORKERS=2 OMP_NUM_THREADS=2
O=/work/scratch/s7/stencil-load-old; N=/work/main/build-bench/bench/micro/stencil-load
for r in $(seq 1 ${1:-10}); do
  ( while :; do :; done ) & hog=$!
  for k in 0 1 2 3; do
    case $(( (k + r) % 4 )) in
      0) echo "seq $($N seq)";; 1) echo "old $($O hb)";; 2) echo "new $($N hb)";; 3) echo "omp $($N omp)";;
    esac
  done
  kill $hog; wait $hog 2>/dev/null
done
