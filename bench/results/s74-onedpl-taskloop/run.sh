#!/bin/bash
# Session 74: oneDPL's OpenMP-backend algorithms under hbc (taskloops as heartbeat loops)
# against the hbc of 1098b70 (taskloops in place; oneDPL's headers patched with five clauses,
# which that hbc needed) and libgomp, 5 interleaved rounds each.
# usage: run.sh ONEDPL_INCLUDE PATCHED_INCLUDE NEW_HBC_BIN OLD_HBC_BIN OUT_DIR
set -e
inc=$1 incp=$2 new=$3 old=$4 out=$5
here=$(cd "$(dirname "$0")" && pwd)
flags="-O2 -std=c++17 -DONEDPL_USE_OPENMP_BACKEND=1 -DONEDPL_USE_TBB_BACKEND=0 -D_GLIBCXX_USE_TBB_PAR_BACKEND=0 -DPSTL_USE_PARALLEL_POLICIES=0"
mkdir -p "$out"
# (hbc translates the headers under its root, the directory the source and the -I share below
# the top level: the source is built from a copy beside the include directory)
src=$(dirname "$inc")/s74_onedpl_perf.cpp srcp=$(dirname "$incp")/s74_onedpl_perf.cpp
cp "$here/onedpl_perf.cpp" "$src"
cp "$here/onedpl_perf.cpp" "$srcp"
"$new/hbc++" -fopenmp $flags -I"$inc" "$src" -o "$out/perf_hbc"
"$old/hbc++" -fopenmp $flags -I"$incp" "$srcp" -o "$out/perf_hbc_old"
g++ -fopenmp $flags -I"$inc" "$here/onedpl_perf.cpp" -o "$out/perf_gomp"
for r in 1 2 3 4 5; do
  HB_NUM_WORKERS=1 "$out/perf_hbc" > "$out/hbc_w1_$r.txt"
  HB_NUM_WORKERS=2 "$out/perf_hbc" > "$out/hbc_w2_$r.txt"
  HB_NUM_WORKERS=2 "$out/perf_hbc_old" > "$out/old_w2_$r.txt"
  OMP_NUM_THREADS=2 "$out/perf_gomp" > "$out/gomp_t2_$r.txt"
done
python3 "$here/table.py" "$out"
