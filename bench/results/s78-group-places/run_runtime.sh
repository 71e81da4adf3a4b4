#!/usr/bin/env bash
# Session 78: task groups give their latent place back when their last task starts.
# OLD: a worktree of 515f1e7 (the runtime before) built Release with HB_BUILD_HBC=OFF; NEW: this
# checkout's build. hb-micro old, new, old, new (--reps 5 --workers 2); then the suite's
# recursive kernels and two loop kernels, seq and old/new at 1 and 2 workers, interleaved.
# usage: run_runtime.sh OLD_BUILD NEW_BUILD
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
old=$1 new=$2
py=${PY:-$here/../../../.venv/bin/python}
for r in 1 2; do
  "$old/bench/micro/hb-micro" --reps 5 --workers 2 --json "$here/hb-micro-old$r.json" > "$here/hb-micro-old$r.txt"
  "$new/bench/micro/hb-micro" --reps 5 --workers 2 --json "$here/hb-micro-new$r.json" > "$here/hb-micro-new$r.txt"
done
"$py" "$here/../../paired.py" --kernels nqueens,mergesort-tasks,tree-sum,fib,knapsack,mergesort,spmv-random,kmeans \
  --rounds 5 --reps 1 --out "$here/paired.json" \
  --config seq="$new/bench/suite/suite-seq:seq:1" \
  --config old1="$old/bench/suite/suite-hb:hb:1" --config new1="$new/bench/suite/suite-hb:hb:1" \
  --config old2="$old/bench/suite/suite-hb:hb:2" --config new2="$new/bench/suite/suite-hb:hb:2" > "$here/paired.txt"
