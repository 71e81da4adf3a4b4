#!/bin/bash
# Compares the benchmark suite's OpenMP sources compiled by hbc++ (variant omp-nested: every
# DOALL loop a `parallel for`, reductions as parallel regions with a critical combine, forks
# as task/taskwait) with the hand-written heartbeat variant (hb), at 1 and 2 workers.
#   tools/hbc/bench/compare_suite.sh BUILD_DIR OUT_DIR [size] [kernels...]
# BUILD_DIR is a build with -DHB_BUILD_HBC=ON; writes OUT_DIR/results.txt and prints the
# Markdown table (median of 5 repetitions, seconds).
set -e
build=$(cd "$1" && pwd); out=$2; size=${3:-default}; shift 3 || shift $#
root=$(cd "$(dirname "$0")/../../.." && pwd)
mkdir -p "$out/refs"
opt="-std=c++20 -O3 -march=native -DNDEBUG"
"$build/tools/hbc/hbc++" $opt -DHB_SUITE_BACKEND_OMP -fopenmp "$root/bench/suite/main.cpp" -o "$out/suite-hbc"
g++ $opt -DHB_SUITE_BACKEND_HB -I"$root/include" "$root/bench/suite/main.cpp" "$build/libheartbeat.a" -lpthread -o "$out/suite-hb"
kernels=${*:-$("$out/suite-hb" --list | awk '{print $1}')}
: > "$out/results.txt"
for k in $kernels; do
  for w in 1 2; do
    a=$(HB_NUM_WORKERS=$w "$out/suite-hb" --kernel $k --variant hb --size $size --workers $w --reps 5 --ref-dir "$out/refs" | grep RESULT)
    b=$(HB_NUM_WORKERS=$w "$out/suite-hbc" --kernel $k --variant omp-nested --size $size --workers $w --reps 5 --ref-dir "$out/refs" | grep RESULT)
    echo "$k $w HB $a" >> "$out/results.txt"
    echo "$k $w HBC $b" >> "$out/results.txt"
  done
done
python3 "$(dirname "$0")/table.py" "$out/results.txt"
