#!/bin/sh
# Builds tests/make with CC=hbc, checks the output against a build without OpenMP, checks
# that the dependency files name the user's sources, and that a rebuild is a no-op.
set -e
HBC="$1"
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$here/Makefile" "$here/src" "$work/"
cd "$work"
make -s CC="$HBC" >/dev/null
got=$(HB_FORCE_PROMOTION=1 HB_NUM_WORKERS=2 ./prog)
got1=$(./prog)
make -s clean
make -s CC=gcc CFLAGS="-O2 -w" >/dev/null
want=$(./prog)
[ "$got" = "$want" ] && [ "$got1" = "$want" ] || { echo "FAIL: hbc '$got' '$got1' vs gcc '$want'"; exit 1; }
make -s clean
make -s CC="$HBC" >/dev/null
grep -q "src/vec.c" vec.d || { echo "FAIL: vec.d does not name src/vec.c"; cat vec.d; exit 1; }
# a folder made by the driver's mkdtemp (hbc-XXXXXXXX), not any path that contains "hbc-"
if grep -Eq "/hbc-[A-Za-z0-9_]{8}/" vec.d; then echo "FAIL: vec.d names a temporary file"; cat vec.d; exit 1; fi
[ -z "$(make -q CC="$HBC" prog || echo stale)" ] || { echo "FAIL: rebuild is not a no-op"; exit 1; }
echo "ok   make: $got"
