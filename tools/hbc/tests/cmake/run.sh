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
# FindOpenMP reads the libraries from hbc's link of a program, hbc's static runtime among them:
# a shared library must still need the one shared runtime, not carry a copy (each copy is a
# worker pool and static TLS; phonopy's modules ran out of it after seven: helper-94, session 52)
readelf -d "$work/libkernshared.so" | grep -q 'NEEDED.*libhbc_runtime' \
  || { echo "FAIL: libkernshared.so does not need libhbc_runtime.so"; readelf -d "$work/libkernshared.so"; exit 1; }
if nm -D --defined-only "$work/libkernshared.so" | grep -Eq ' (hb_|hbc_)'; then
  echo "FAIL: libkernshared.so carries hbc's runtime"; exit 1
fi
# FindOpenMP gives back libgomp and libatomic by their full paths (OpenMP_C_LIB_NAMES); a
# project's --no-as-needed made them NEEDED by a library that calls neither (session 79)
if readelf -d "$work/libkernnoasneeded.so" | grep -Eq 'NEEDED.*(libgomp|libatomic)'; then
  echo "FAIL: libkernnoasneeded.so needs libgomp or libatomic"; readelf -d "$work/libkernnoasneeded.so"; exit 1
fi
echo "ok   cmake: $got"
