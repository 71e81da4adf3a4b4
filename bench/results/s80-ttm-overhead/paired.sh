#!/usr/bin/env bash
# ttm and cg: where hb's 2-worker figure goes (hybrid choice, 1-worker overhead), paired.
# usage: paired.sh [BUILD_DIR (from the repository root)] [OUT_DIR]; K=kernels R=rounds
set -euo pipefail
b=${1:-build}/bench/suite
cd "$(dirname "$0")/../../.."
.venv/bin/python bench/paired.py --kernels ${K:-ttm,cg} --rounds ${R:-7} --reps 1 --capacity --out "${2:-.}/paired.json" \
  --config seq=$b/suite-seq:seq:1 --config hb1=$b/suite-hb:hb:1 \
  --config hb=$b/suite-hb:hb:2 \
  --config hb-heartbeat=$b/suite-hb:hb:2:HB_LOOP_SCHEDULE=heartbeat \
  --config hb-static=$b/suite-hb:hb:2:HB_LOOP_SCHEDULE=static \
  --config gomp-guided=$b/suite-gomp:omp-outer:2:OMP_SCHEDULE=guided \
  --config gomp-static=$b/suite-gomp:omp-outer:2:OMP_SCHEDULE=static
