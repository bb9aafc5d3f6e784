"""Per-device replicas for test/e2e/partitioning/reduce.mlir and
test/e2e/collectives/all-reduce-in-place.mlir, and the numpy checks.

  reduce_inputs.py DIR                     writes DIR/in/arg{0,1}.dev{0..3}.npy
  reduce_inputs.py DIR --check             compares DIR/out/result*.dev*.npy
                                           with reduce.mlir's results
  reduce_inputs.py DIR --check-in-place    ... with all-reduce-in-place.mlir's
"""
import sys

import numpy as np

d = sys.argv[1]
coords = [(0, 0), (0, 1), (1, 0), (1, 1)]  # device ids 0..3 on x=2, y=2
in_place_check = "--check-in-place" in sys.argv
rng = np.random.default_rng(5)
v = [rng.standard_normal((4, 6)).astype(np.float32) for _ in coords]
n = [rng.integers(-9, 10, (4, 6)).astype(np.int32) for _ in coords]
if "--check" not in sys.argv and not in_place_check:
    for i in range(4):
        np.save(f"{d}/in/arg0.dev{i}.npy", v[i])
        np.save(f"{d}/in/arg1.dev{i}.npy", n[i])
    sys.exit(0)


def group(i, axes):
    """Devices sharing device i's coordinates off `axes` (0 = x, 1 = y)."""
    return [j for j, c in enumerate(coords)
            if all(c[a] == coords[i][a] for a in (0, 1) if a not in axes)]


def in_place(i):
    """all-reduce-in-place.mlir's results on device i."""
    s = sum(v[j] * v[j] for j in group(i, (0, 1)))
    t = sum(v[j] + v[j] for j in group(i, (1,)))
    w = np.max([v[j] for j in group(i, (0,))], axis=0)
    c = sum(v[j] - v[j] * v[j] for j in group(i, (0,)))
    rd = sum((v[j] + v[j]) * v[j] for j in group(i, (1,)))
    m = ((v[i] + v[i]) * v[i]) ** 2
    return [s, t, (v[i] + v[i]) - t, v[i] + w, s + sum(s for _ in group(i, (0,))), c, rd - m]


failures = 0
for i in range(4):
    want = in_place(i) if in_place_check else [
        sum(v[j] for j in group(i, (0, 1))),
        sum(v[j] for j in group(i, (1,))) / 2,
        np.mean([v[j] for j in group(i, (0, 1))], axis=(0, 1)),
        np.max([v[j] for j in group(i, (0,))], axis=(0, 2)),
        np.min([v[j] for j in group(i, (0,))], axis=0),
        sum(n[j] for j in group(i, (0, 1))),
    ]
    for r, w in enumerate(want):
        got = np.load(f"{d}/out/result{r}.dev{i}.npy")
        if got.shape != w.shape or not np.allclose(got, w, rtol=1e-5, atol=1e-5):
            failures += 1
            print(f"result {r} on device {i}: got {got}, expected {w}")
name = "in-place" if in_place_check else "reduce"
print(f"{name}: {len(want)} results on 4 devices {'match numpy' if not failures else 'DIFFER'}")
sys.exit(1 if failures else 0)
