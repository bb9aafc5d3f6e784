#!/usr/bin/env bash
# The main job: a global-view MLP with a handful of layouts, on a 2x4 mesh of
# virtual CPU devices: the layouts dtc propagates, the collectives it
# inserts, the compile phases, then a run on random global inputs compared
# with numpy; then the same program from Python, in process (TF DTensor's
# API: a mesh, layouts, a compiled function on tensors that stay on the
# mesh, a relayout).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${DTC_BUILD_DIR:-$root/build}

"$root/scripts/setup.sh"
"$root/scripts/build.sh" dtc dtc-opt dtc_launcher dtc_runtime dtc-python

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
example=$root/examples/mlp_global_2x4.mlir

echo "== $example =="
grep -v '^ *//' "$example" | sed '/^$/d'
echo
echo "== layouts after dtensor-propagate-layouts =="
"$build/bin/dtc-opt" --dtensor-propagate-layouts --dtensor-print-layouts "$example" -o /dev/null |
  sed -n '1,/total communication/p'
echo
echo "== dtc compile: the collectives of the SPMD program, and the phases =="
"$build/bin/dtc" compile --timing --comm-report "$example" -o "$work/mlp" 2> "$work/timing.txt"
# The top-level phases (nested lines are the passes of a phase).
grep -E 'Total Execution|%\)  [A-Za-z]' "$work/timing.txt" || true
echo
echo "== run on 8 virtual devices =="
/usr/bin/python3 - "$work" <<'PY'
import sys, numpy as np
rng = np.random.default_rng(0)
for name, shape in [("x", (16, 32)), ("w1", (32, 64)), ("w2", (64, 32))]:
    np.save(f"{sys.argv[1]}/{name}.npy", rng.standard_normal(shape).astype(np.float32))
PY
"$work/mlp" --input "$work/x.npy" --input "$work/w1.npy" --input "$work/w2.npy" \
  --output "$work/out.npy" --timing
/usr/bin/python3 - "$work" <<'PY'
import sys, numpy as np
d = sys.argv[1]
x, w1, w2, out = (np.load(f"{d}/{n}.npy") for n in ("x", "w1", "w2", "out"))
ref = np.maximum(x @ w1, 0) @ w2
err = float(np.abs(out - ref).max())
ok = np.allclose(out, ref, rtol=1e-4, atol=1e-4)
print(f"result {out.dtype}{list(out.shape)}: max |dtc - numpy| = {err:.2e}:",
      "MATCHES the numpy reference" if ok else "DOES NOT MATCH the numpy reference")
sys.exit(0 if ok else 1)
PY
echo
echo "== from Python, in process (docs/python.md) =="
XDG_CACHE_HOME=$work/cache PYTHONPATH=$build/python /usr/bin/python3 "$root/examples/python/mlp.py"
