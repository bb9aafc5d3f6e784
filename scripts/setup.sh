#!/usr/bin/env bash
# Installs the Debian packages dtc needs, when missing. Safe to run again.
set -euo pipefail

packages=(
  cmake ninja-build g++ ccache git clang-format-22
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools liblld-22-dev
  libopenblas-dev libxsmm-dev python3-numpy libgtest-dev
  python3-dev python3-pip python3-pytest python3-venv
  libopenmpi-dev openmpi-bin
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "dtc setup: installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
