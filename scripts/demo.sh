#!/usr/bin/env bash
# The main job: an example program before and after dtc's passes.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${DTC_BUILD_DIR:-$root/build}

"$root/scripts/setup.sh"
"$root/scripts/build.sh" dtc-opt

example=$root/examples/mlp_tf_layouts.mlir
echo "== $example, as written (TF DTensor layout strings) =="
cat "$example"
echo
echo "== after dtc-opt --dtensor-import-tf-layouts (typed layouts on mesh symbols) =="
"$build/bin/dtc-opt" --dtensor-import-tf-layouts "$example"
