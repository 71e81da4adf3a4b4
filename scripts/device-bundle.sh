#!/usr/bin/env bash
# Packs the benchmark binaries built here into .devbundle/ so that they run on a machine that
# has none of their libraries (the lent 16-core `device` machine: no TBB, no libomp, possibly
# another glibc). Each binary runs through the dynamic loader and libraries copied from this
# machine, so what runs there is exactly what was built and tested here.
#
#   bash scripts/device-bundle.sh [BUILD_DIR]      # default build-bench (bench/run.py's)
#   PREV_HB=/path/to/suite-hb bash scripts/device-bundle.sh   # also ships an older suite-hb
#                                                  # as suite-hb-prev, for paired A/B runs
#
# Then, on the device, from the repository root:
#   python3 bench/run.py --no-build --build-dir .devbundle/build ...
#   .devbundle/build/bench/micro/hb-micro ...      .devbundle/rust/hb-peers ...
# .devbundle/ is ignored by git (listed in .gitignore); `run`'s carry takes it along.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-bench}
out=.devbundle
rm -rf "$out"
mkdir -p "$out/lib" "$out/real" "$out/build/bench/suite" "$out/build/bench/micro" "$out/rust"

wrap() {  # wrap BINARY WRAPPER_PATH: copy the binary and its libraries, write a launcher
  local bin=$1 dst=$2 name
  name=$(basename "$bin")
  cp "$bin" "$out/real/$name"
  ldd "$bin" | awk '/=> \//{print $3} /^\t\/lib64/{print $1}' | while read -r lib; do
    cp -L "$lib" "$out/lib/" 2>/dev/null || true
  done
  # The launcher finds the bundle relative to itself, so the tree can sit anywhere.
  cat >"$dst" <<EOF
#!/bin/sh
b=\$(cd "\$(dirname "\$0")" && pwd)
while [ ! -d "\$b/lib" ] || [ ! -d "\$b/real" ]; do b=\$(dirname "\$b"); done
exec "\$b/lib/ld-linux-x86-64.so.2" --library-path "\$b/lib" "\$b/real/$name" "\$@"
EOF
  chmod +x "$dst"
}

for s in suite-seq suite-hb suite-tbb suite-gomp suite-lomp suite-hbc-rf; do
  [ -x "$build/bench/suite/$s" ] && wrap "$build/bench/suite/$s" "$out/build/bench/suite/$s"
done
if [ -n "${PREV_HB:-}" ]; then
  mkdir -p "$out/prev"
  cp "$PREV_HB" "$out/prev/suite-hb-prev"
  wrap "$out/prev/suite-hb-prev" "$out/build/bench/suite/suite-hb-prev"
fi
for m in hb-micro stencil-load; do
  [ -x "$build/bench/micro/$m" ] && wrap "$build/bench/micro/$m" "$out/build/bench/micro/$m"
done
if [ -x bench/rust/target/release/hb-peers ]; then
  wrap bench/rust/target/release/hb-peers "$out/rust/hb-peers"
fi
cp -L /lib64/ld-linux-x86-64.so.2 "$out/lib/"
git rev-parse HEAD >"$out/commit" 2>/dev/null || true
du -sh "$out"
