#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine, builds everything and runs the main job:
#   1. the runtime microbenchmarks (1-worker overhead and speedup; table);
#   2. the benchmark suite against OpenMP (libgomp, libomp), oneTBB and Rust peers on the
#      default inputs (table, JSON/CSV and plots under bench/results/).
# Extra arguments go to bench/run.py (e.g. --kernels spmv-arrowhead,fib --reps 3).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
ninja -C build -j"$(nproc)"

printf '\n=== Runtime microbenchmarks\n'
mkdir -p bench/results/micro
./build/bench/micro/hb-micro --reps 7 --json bench/results/micro/latest.json

if [ -f bench/run.py ]; then
  printf '\n=== Benchmark suite, default inputs\n'
  .venv/bin/python bench/run.py --size default --build-dir build "$@"
fi
