#!/bin/bash
# Per kernel: seq (g++), hb at 1 and 2 workers, the kernel's best OpenMP schedule of the
# committed run (bench/results/default-2core) at 2 threads; paired rounds. ttv and ttm ran
# with one more configuration, gomp1=suite-gomp:omp-outer:1:OMP_SCHEDULE=static.
cd "$(dirname "$0")/../../../.."
B=build/bench/suite
out=${OUT:-bench/results/s31-baseline/best}
mkdir -p $out
while read k cfg; do
  case $cfg in
    gomp-nested) bin=suite-gomp; var=omp-nested; sch=static;;
    gomp-*) bin=suite-gomp; var=omp-outer; sch=${cfg#gomp-};;
    lomp-*) bin=suite-lomp; var=omp-outer; sch=${cfg#lomp-};;
  esac
  timeout 900 python3 bench/paired.py --kernels $k --rounds ${ROUNDS:-5} --reps 2 \
    --config seq=$B/suite-seq:seq:1 --config hb1=$B/suite-hb:hb:1 --config hb=$B/suite-hb:hb:2 \
    --config $cfg=$B/$bin:$var:2:OMP_SCHEDULE=$sch --ref seq --out $out/$k.json 2>&1 | tail -1
done <<'LIST'
spmv-arrowhead lomp-guided
spmv-powerlaw gomp-guided
spmv-random lomp-static
mandelbrot-tpal lomp-guided
mandelbrot-hbc lomp-dynamic
mandelbulb lomp-dynamic
plus-reduce-array gomp-static
floyd-warshall gomp-guided
kmeans lomp-guided
srad gomp-guided
cg lomp-static
bfs gomp-nested
cc lomp-guided
pagerank lomp-guided
pagerank-delta lomp-guided
sssp gomp-guided
cf lomp-guided
ttv gomp-guided
ttm lomp-static
LIST
