"""Per-device inputs for test/e2e/collectives/overlap.mlir, and the numpy check.

  overlap_inputs.py DIR            writes DIR/in/arg{0,1}.dev{0..3}.npy
  overlap_inputs.py DIR --check    compares DIR/out/result*.dev*.npy
"""
import sys

import numpy as np

d = sys.argv[1]
devices = range(4)  # x = 4
rng = np.random.default_rng(11)
g = [rng.uniform(-1, 1, (32, 32)).astype(np.float32) for _ in devices]
w = [rng.uniform(-1, 1, (32, 32)).astype(np.float32) for _ in devices]
if "--check" not in sys.argv:
    for i in devices:
        np.save(f"{d}/in/arg0.dev{i}.npy", g[i])
        np.save(f"{d}/in/arg1.dev{i}.npy", w[i])
    sys.exit(0)

g2 = [2 * x for x in g]
h = [2 * g2[i] + w[i] for i in devices]
p = [h[i] @ w[i] for i in devices]
acc = list(w)
for _ in range(3):
    total = sum(acc)
    acc = [np.float32(0.25) * total + np.float32(0.5) * a for a in acc]
failures = 0
for i in devices:
    want = [sum(g2), h[i], np.max(p, axis=0), acc[i]]
    for r, x in enumerate(want):
        got = np.load(f"{d}/out/result{r}.dev{i}.npy")
        if got.shape != x.shape or not np.allclose(got, x, rtol=1e-5, atol=1e-4):
            failures += 1
            print(f"result {r} on device {i}: max abs diff "
                  f"{np.max(np.abs(got - x)) if got.shape == x.shape else got.shape}")
print(f"overlap: 4 results on 4 devices {'match numpy' if not failures else 'DIFFER'}")
sys.exit(1 if failures else 0)
