#!/usr/bin/env bash
# The suite's scaling run on the lent 16-core machine (after scripts/device-bundle.sh here).
#
#   bash scripts/device-suite.sh BUDGET_S RESULTS_NAME ITEM...
#
# Each ITEM is a kernel or mech:KERNEL, run in the order given, results appended to
# bench/results/RESULTS_NAME (and copied to $OUT, set on the device):
#   KERNEL       one bench/run.py call: sequential, heartbeat at every count of WORKERS, and
#                the variants PEERS at PEER_WORKERS only. Recursive kernels run
#                sequential and heartbeat only (their OpenMP task variants take minutes at
#                16 threads, and fib has none).
#   mech:KERNEL  the delivery mechanisms MECHS (HB_HEARTBEAT_MECHANISM) at the largest
#                worker count, at MECH_US microseconds (docs/bench.md, issue 13).
# An item starts only while BUDGET_S seconds have not run out, and is killed when they do, so a
# device call that must end inside its limit keeps every item it finished.
# Environment (defaults): WORKERS (1,2,4,8,16), PEERS (gomp-static,lomp-guided,hb-static,hb-heartbeat),
# PEER_WORKERS (the largest of WORKERS), MECHS (poll,timer,ping,ping-flag), MECH_US (100,20),
# REPS (5), SIZE (default), PYTHON (python3). $OUT gets results.tgz (the whole folder) and
# the tables, within the device's limit of 8 files.
set -u
cd "$(dirname "$0")/.."
budget=$1 name=$2
shift 2
res=bench/results/$name
start=$SECONDS
py=${PYTHON:-python3}
out=${OUT:-$res}
workers=${WORKERS:-1,2,4,8,16}
pmax=${workers##*,}
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
common=(--no-build --build-dir .devbundle/build --no-stats --no-plots --reps "${REPS:-5}" --size "${SIZE:-default}"
        --out "$res" --append)
for item in "$@"; do
  if [ "$(left)" -lt 20 ]; then
    echo "budget spent: $item and later not run" | tee -a "$res/skipped.txt"
    break
  fi
  case $item in
    mech:*)
      k=${item#mech:}
      timeout "$(left)" "$py" bench/run.py "${common[@]}" --kernels "$k" --workers "$pmax" \
        --mechanisms "${MECHS:-poll,timer,ping,ping-flag}" --mechanism-us "${MECH_US:-100,20}" \
        --mechanism-workers "$pmax" >>"$res/log.txt" 2>&1 ;;
    fib|knapsack|nqueens|mergesort*)
      timeout "$(left)" "$py" bench/run.py "${common[@]}" --kernels "$item" --workers "$workers" \
        --variants seq,hb --one-worker-variants hb >>"$res/log.txt" 2>&1 ;;
    *)
      timeout "$(left)" "$py" bench/run.py "${common[@]}" --kernels "$item" --workers "$workers" \
        --variants "seq,hb,${PEERS:-gomp-static,lomp-guided,hb-static,hb-heartbeat}" --peer-workers "${PEER_WORKERS:-$pmax}" \
        --one-worker-variants hb >>"$res/log.txt" 2>&1 ;;
  esac
  echo "$item: rc $? at $((SECONDS - start)) s" | tee -a "$res/progress.txt"
done
if [ "$out" != "$res" ]; then
  tar czf "$out/results.tgz" -C bench/results "$name"
  for f in table.txt mechanisms.md progress.txt skipped.txt; do
    [ -f "$res/$f" ] && cp "$res/$f" "$out/"
  done
fi
exit 0
