#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine and runs every test:
#   1. Release build: unit tests (normal and forced-promotion modes, 1/2/4 workers),
#      hbc golden and end-to-end tests, the benchmark suite's generator self-test and its
#      tiny run (ctest label `bench`: every variant's output is checked), an install check;
#   2. ThreadSanitizer build: unit tests;
#   3. AddressSanitizer + UBSan build: unit tests.
# Usage: scripts/test.sh [--quick]   (--quick: Release build only)
set -euo pipefail
cd "$(dirname "$0")/.."
quick=0
[ "${1:-}" = "--quick" ] && quick=1

bash scripts/setup.sh
jobs=$(nproc)
step() { printf '\n=== %s (%s)\n' "$1" "$(date +%T)"; }

step "Release build"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DHB_BUILD_HBC=ON >/dev/null
ninja -C build -j"$jobs"
step "Release tests"
(cd build && ctest --output-on-failure -j"$jobs" --timeout 300)

step "Install, then build consumers with find_package and pkg-config"
rm -rf build/install-check && cmake --install build --prefix build/install-check/prefix >/dev/null
cmake -S cmake/install-check -B build/install-check/cmake -G Ninja \
  -DCMAKE_PREFIX_PATH="$PWD/build/install-check/prefix" >/dev/null
ninja -C build/install-check/cmake
build/install-check/cmake/consumer_cxx && build/install-check/cmake/consumer_c
PKG_CONFIG_PATH="$PWD/build/install-check/prefix/lib/pkgconfig" \
  sh -c 'g++ -std=c++17 -O2 cmake/install-check/consumer.cpp $(pkg-config --cflags --libs heartbeat) -o build/install-check/pc'
PKG_CONFIG_PATH="$PWD/build/install-check/prefix/lib/pkgconfig" \
  sh -c 'gcc -std=c99 -O2 cmake/install-check/consumer.c $(pkg-config --cflags --libs heartbeat) -o build/install-check/pc_c'
build/install-check/pc && build/install-check/pc_c
# hbc installed like a compiler: moved prefix, hbc/hbc++ from the PATH
bash tools/hbc/tests/install/check.sh build/install-check/prefix build


if [ "$quick" = 0 ]; then
  for san in thread address; do
    step "Sanitizer build: $san"
    cmake -S . -B "build-$san" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHB_SANITIZE="$san" \
      -DHB_BUILD_BENCH=OFF -DHB_BUILD_HBC=OFF >/dev/null
    ninja -C "build-$san" -j"$jobs"
    step "Sanitizer tests: $san"
    (cd "build-$san" && TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
      ASAN_OPTIONS="detect_leaks=1:abort_on_error=1" UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1" \
      ctest --output-on-failure -j"$jobs" --timeout 900)
  done
fi
step "all tests passed"
