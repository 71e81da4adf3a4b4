#!/bin/bash
# Compares the benchmark suite's OpenMP sources compiled by hbc++ (variant omp-nested: every
# DOALL loop a `parallel for`, reductions as parallel regions with a critical combine, forks
# as task/taskwait) with the hand-written heartbeat variant (hb), at 1 and 2 workers.
#   tools/hbc/bench/compare_suite.sh BUILD_DIR OUT_DIR [size] [rounds] [kernels...]
# BUILD_DIR is a build with -DHB_BUILD_HBC=ON. Each kernel runs hb and hbc back to back
# `rounds` times (default 6) and reports the median of the paired ratios (compare.py);
# writes OUT_DIR/results.jsonl and prints the Markdown table.
set -e
build=$(cd "$1" && pwd); out=$2; size=${3:-default}; rounds=${4:-6}; shift 4 || shift $#
root=$(cd "$(dirname "$0")/../../.." && pwd)
mkdir -p "$out"
opt="-std=c++20 -O3 -march=native -DNDEBUG"
"$build/tools/hbc/hbc++" $opt -DHB_SUITE_BACKEND_OMP -fopenmp "$root/bench/suite/main.cpp" -o "$out/suite-hbc"
g++ $opt -DHB_SUITE_BACKEND_HB -I"$root/include" "$root/bench/suite/main.cpp" "$build/libheartbeat.a" -lpthread -o "$out/suite-hb"
kernels=${*:-$("$out/suite-hb" --list | awk '{print $1}')}
python3 "$(dirname "$0")/compare.py" "$out/suite-hb" "$out/suite-hbc" "$out" "$size" "$rounds" $kernels
