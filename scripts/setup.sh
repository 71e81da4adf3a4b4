#!/usr/bin/env bash
# Installs what the build, the tests and the benchmarks need on Debian 12, and creates the
# Python virtual environment .venv (matplotlib for the plots). Safe to run repeatedly.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(build-essential cmake ninja-build pkg-config git python3 python3-venv
          clang-14 libomp-14-dev libclang-14-dev libclang-cpp14-dev llvm-14-dev
          libtbb-dev googletest libgtest-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "setup: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
.venv/bin/python -c "import matplotlib" 2>/dev/null || .venv/bin/pip install -q matplotlib
echo "setup: ok"
