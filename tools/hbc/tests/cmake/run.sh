#!/bin/sh
# Configures and builds tests/cmake with CC=hbc CXX=hbc++ and runs the program.
set -e
HBC="$1"
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
CC="$HBC" CXX="$(dirname "$HBC")/hbc++" cmake -S "$here" -B "$work" -DCMAKE_BUILD_TYPE=Release >"$work/log" 2>&1 \
  || { cat "$work/log"; exit 1; }
cmake --build "$work" >>"$work/log" 2>&1 || { cat "$work/log"; exit 1; }
got=$(HB_FORCE_PROMOTION=1 HB_NUM_WORKERS=2 "$work/app")
[ "$got" = "14995 1 0" ] || { echo "FAIL: got '$got'"; exit 1; }
echo "ok   cmake: $got"
