#!/usr/bin/env bash
# Configures (once) and builds dtc into build/ with ninja; arguments name
# targets (default: everything).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${DTC_BUILD_DIR:-$root/build}

# nanobind (the Python package's bindings), pinned, from PyPI into the
# build tree, where python/CMakeLists.txt finds it: Debian 12 does not
# package it.
nanobind_version=2.9.2
nanobind_dir=$build/_deps/nanobind-$nanobind_version
if [ ! -f "$nanobind_dir/nanobind/cmake/nanobind-config.cmake" ]; then
  rm -rf "$nanobind_dir.partial"
  /usr/bin/python3 -m pip install --quiet --disable-pip-version-check --no-deps \
    --target "$nanobind_dir.partial" "nanobind==$nanobind_version"
  mv "$nanobind_dir.partial" "$nanobind_dir"
fi

if [ ! -f "$build/build.ninja" ]; then
  launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
  cmake -S "$root" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
    -DDTC_WERROR=ON "${launcher[@]}"
fi
if [ $# -gt 0 ]; then
  cmake --build "$build" --target "$@"
else
  cmake --build "$build"
fi
