#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine and runs every test:
#   1. Release build: unit tests (normal and forced-promotion modes, 1/2/4 workers),
#      hbc golden and end-to-end tests, the benchmark suite on tiny inputs (verifies results);
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

if [ -f bench/run.py ]; then
  step "Benchmark suite, tiny inputs (checks every variant's output)"
  .venv/bin/python bench/run.py --size tiny --reps 1 --build-dir build --out build/bench-tiny
fi

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
