#!/usr/bin/env bash
# ttm alone, 9 rounds, seven configurations (the rest of run.sh's), after run.sh's 5 rounds
# showed it noisy. usage: run_ttm.sh BUILD_DIR OUT_DIR
set -euo pipefail
b=$1/bench/suite out=$2
py=$(dirname "$0")/../../../.venv/bin/python
[ -x "$py" ] || py=python3
"$py" "$(dirname "$0")/../../paired.py" --kernels ttm --rounds 9 --reps 1 --out "$out/ttm-9.json" \
  --config seq=$b/suite-seq:seq:1 --config hb1=$b/suite-hb:hb:1 --config hb-clang1=$b/suite-hb-clang:hb:1 \
  --config hb=$b/suite-hb:hb:2 --config hb-clang=$b/suite-hb-clang:hb:2 \
  --config lomp-guided=$b/suite-lomp:omp-outer:2:OMP_SCHEDULE=guided \
  --config gomp-guided=$b/suite-gomp:omp-outer:2:OMP_SCHEDULE=guided > "$out/ttm-9.txt"
