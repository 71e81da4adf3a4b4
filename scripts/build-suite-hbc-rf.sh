#!/bin/bash
# Builds suite-hbc-rf: the benchmark suite's OpenMP sources (variant omp-nested) through
# `hbc++ --hbc-rollforward`, the only suite binary that can run
# HB_HEARTBEAT_MECHANISM=rollforward (bench/run.py --mechanism-variant hbc-rf).
#   scripts/build-suite-hbc-rf.sh [BUILD_DIR]     (default build-bench; needs -DHB_BUILD_HBC=ON)
# The flags are the suite's own (bench/suite/CMakeLists.txt, SUITE_OPT): without
# -ffp-contract=off the chaotic kernels (mandelbulb) differ from suite-seq's reference.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-$root/build-bench}" && pwd)
hbcxx="$build/tools/hbc/hbc++"
[ -x "$hbcxx" ] || { echo "build-suite-hbc-rf: $hbcxx not found (configure $build with -DHB_BUILD_HBC=ON and build hbc)" >&2; exit 1; }
mkdir -p "$build/bench/suite"
"$hbcxx" -std=c++20 -O3 -march=native -ffp-contract=off -DNDEBUG --hbc-rollforward \
    -DHB_SUITE_BACKEND_OMP -fopenmp "$root/bench/suite/main.cpp" -o "$build/bench/suite/suite-hbc-rf"
echo "built $build/bench/suite/suite-hbc-rf"
