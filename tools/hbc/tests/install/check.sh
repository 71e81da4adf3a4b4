#!/usr/bin/env bash
# Checks an installed hbc (cmake --install): the prefix is moved to a new place (the drivers
# must find the translator, the headers and the libraries relative to themselves), hbc and
# hbc++ are used from the PATH like any compiler, and the programs' outputs are checked.
# Usage: check.sh PREFIX [BUILD_DIR]   (BUILD_DIR: must not appear in the installed drivers)
set -euo pipefail
prefix=$(cd "$1" && pwd)
build=${2:-}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d /tmp/hbc-install-check.XXXXXX)
trap 'rm -rf "$work"' EXIT
for f in bin/hbc bin/hbc++ bin/hbc-translate include/hbc/omp.h include/hbc/hbc_rt.hpp include/hbc/hbc_error_directive.h lib/libhbc_omp.a; do
  [ -e "$prefix/$f" ] || { echo "install check: $f is not installed" >&2; exit 1; }
done
if [ -n "$build" ] && grep -q "$(cd "$build" && pwd)" "$prefix/bin/hbc"; then
  echo "install check: the installed hbc names the build tree" >&2; exit 1
fi
cp -a "$prefix" "$work/moved"
export PATH="$work/moved/bin:$PATH"
cd "$work"
hbc -O2 -fopenmp "$here/sum.c" -o sum_c
hbc++ -O2 -fopenmp "$here/sum.cpp" -o sum_cpp
for exe in ./sum_c ./sum_cpp; do
  for env in "HB_NUM_WORKERS=1" "HB_NUM_WORKERS=2" "HB_FORCE_PROMOTION=1 HB_NUM_WORKERS=3"; do
    got=$(env $env "$exe")
    [ "$got" = "499999500000 1" ] || { echo "install check: $exe with $env printed '$got'" >&2; exit 1; }
  done
done
echo "install check: hbc and hbc++ from $work/moved/bin ok"
