#!/usr/bin/env bash
# The suite's scaling run on the lent 16-core machine (after scripts/device-bundle.sh here).
#
#   bash scripts/device-suite.sh BUDGET_S RESULTS_NAME KERNEL...
#
# Per kernel, two bench/run.py calls appended to bench/results/RESULTS_NAME:
#   1. 1 and 16 workers: heartbeat, oneTBB and the six OpenMP outer-loop schedules (libgomp,
#      libomp), 1-worker runs of hb, gomp-static and lomp-static;
#   2. 2, 4 and 8 workers: heartbeat, gomp-static and lomp-guided (the scaling curves).
# A kernel starts only while BUDGET_S seconds have not run out, so a device call that must end
# inside its limit keeps every kernel it finished. $OUT (set on the device) receives the
# results and the machine description. Environment: V16 (variants of call 1), ONE_W (its
# 1-worker variants), SCALE (workers of call 2, or "none" to skip it).
set -u
cd "$(dirname "$0")/.."
budget=$1 name=$2
shift 2
res=bench/results/$name
start=$SECONDS
py=${PYTHON:-python3}
out=${OUT:-$res}
mkdir -p "$res" "$out"
{
  echo "commit of the binaries: $(cat .devbundle/commit 2>/dev/null)"
  echo "date: $(date -u +%FT%TZ)"
  echo "nproc: $(nproc)"
  uname -a
  lscpu
  free -g
} >"$res/machine.txt" 2>&1

left() { echo $((budget - (SECONDS - start))); }
common=(--no-build --build-dir .devbundle/build --no-stats --no-plots --reps 5 --out "$res" --append)
for k in "$@"; do
  if [ "$(left)" -lt 40 ]; then echo "budget spent: $k and later not run" | tee -a "$res/skipped.txt"; break; fi
  timeout "$(left)" "$py" bench/run.py "${common[@]}" --kernels "$k" --workers 1,16 \
    --variants "${V16:-hb,tbb,gomp-static,gomp-dynamic,gomp-guided,lomp-static,lomp-dynamic,lomp-guided}" \
    --one-worker-variants "${ONE_W:-hb,gomp-static,lomp-static}" >>"$res/log.txt" 2>&1
  [ "${SCALE:-}" = none ] && { echo "$k done at $((SECONDS - start)) s" | tee -a "$res/progress.txt"; continue; }
  if [ "$(left)" -lt 20 ]; then echo "budget spent: $k at 2-8 workers and later not run" | tee -a "$res/skipped.txt"; break; fi
  timeout "$(left)" "$py" bench/run.py "${common[@]}" --kernels "$k" --workers "${SCALE:-2,4,8}" \
    --variants hb,gomp-static,lomp-guided --one-worker-variants none >>"$res/log.txt" 2>&1
  echo "$k done at $((SECONDS - start)) s" | tee -a "$res/progress.txt"
done
[ "$out" != "$res" ] && cp "$res"/* "$out"/ 2>/dev/null
exit 0
