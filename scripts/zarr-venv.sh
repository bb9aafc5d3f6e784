#!/usr/bin/env bash
# Creates build/zarr-venv with zarr-python 3 from PyPI, pinned by
# test/zarr-requirements.txt (once; again when the pins change): the test
# that reads dtc's checkpoints as Zarr v3 stores without dtc runs with it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${DTC_BUILD_DIR:-$root/build}
venv=$build/zarr-venv
pins=$root/test/zarr-requirements.txt
# The copy of the pins is written last: a venv without it is incomplete.
if cmp -s "$pins" "$venv/requirements.txt"; then
  exit 0
fi
rm -rf "$venv"
/usr/bin/python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps -r "$pins"
cp "$pins" "$venv/requirements.txt"
