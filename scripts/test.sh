#!/usr/bin/env bash
# Installs what is missing, builds dtc, and runs every test.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${DTC_BUILD_DIR:-$root/build}

"$root/scripts/setup.sh"
"$root/scripts/build.sh"
"$root/scripts/zarr-venv.sh"
cmake --build "$build" --target check-dtc
