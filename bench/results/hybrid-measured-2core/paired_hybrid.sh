#!/bin/bash
# old (HEAD's idle-based backoff) vs new (measured choice), 2 workers, paired rounds.
cd /work/main
N=build-bench/bench/suite; O=/work/scratch/s7; OUT=$O/paired; mkdir -p $OUT
CFG="--config seq=$N/suite-seq:seq:1 --config old-2w=$O/suite-hb-old:hb:2 --config new-2w=$N/suite-hb:hb:2 --config lomp-guided=$N/suite-lomp:omp-outer:2:OMP_SCHEDULE=guided"
date -u > $OUT/when.txt; uptime >> $OUT/when.txt
for k in floyd-warshall srad kmeans ttm mandelbrot-tpal spmv-arrowhead pagerank plus-reduce-array; do
  /work/bin/hb-cpu bench python3 bench/paired.py --kernels $k --rounds 5 --reps 2 --warmup 1 --timeout 120 --out $OUT/$k.json $CFG > $OUT/$k.txt 2>&1
  uptime >> $OUT/when.txt
done
# the stencil with one co-running CPU-bound process (issue 10's load case)
for i in 1; do
  mkdir -p $O/sl-old/bench/micro; cp $O/stencil-load-old $O/sl-old/bench/micro/stencil-load
  /work/bin/hb-cpu bench bash bench/micro/stencil_load.sh $O/sl-old 5 > $OUT/stencil-old.txt 2>&1
  /work/bin/hb-cpu bench bash bench/micro/stencil_load.sh build-bench 5 > $OUT/stencil-new.txt 2>&1
done
date -u >> $OUT/when.txt; echo done >> $OUT/when.txt
