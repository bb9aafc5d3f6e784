"""TF DTensor's API on dtc, in one Python process: the global-view MLP of
examples/mlp_global_2x4.mlir compiled once and called on tensors that stay
on a 2x4 mesh of virtual CPU devices, then relaid out, unpacked and
checked against numpy.

    PYTHONPATH=build/python /usr/bin/python3 examples/python/mlp.py
"""
import os
import time

import numpy as np

import dtc

here = os.path.dirname(os.path.abspath(__file__))
mesh = dtc.create_mesh([("x", 2), ("y", 4)])
print("mesh:", mesh.dim_names, mesh.shape(), mesh.device_type())

mlp = dtc.function(os.path.join(here, "..", "mlp_global_2x4.mlir"), mesh=mesh)
start = time.perf_counter()
layouts = mlp.in_layouts  # compiles (or finds in dtc's cache) and loads the program
print(f"compiled and loaded in {1e3 * (time.perf_counter() - start):.0f} ms")
rng = np.random.default_rng(0)
x, w1, w2 = (rng.standard_normal(s).astype(np.float32) for s in [(16, 32), (32, 64), (64, 32)])
# The arguments placed once, in the program's layouts: they stay on the mesh.
args = [dtc.copy_to_mesh(a, layout) for a, layout in zip((x, w1, w2), layouts)]
for a in args:
    print(f"  {a.shape} {a.layout.sharding_specs}: {len(dtc.unpack(a))} shards of "
          f"{dtc.unpack(a)[0].shape}")

out = mlp(*args)
print("out:", out.shape, out.dtype, out.layout.sharding_specs, "on the mesh")
start = time.perf_counter()
for _ in range(1000):
    out = mlp(*args)
print(f"then {1e6 * (time.perf_counter() - start) / 1000:.1f} us a call, in process")

dtc.check_layout(out, dtc.Layout(["x", dtc.UNSHARDED], mesh))
cols = dtc.relayout(out, dtc.Layout([dtc.UNSHARDED, "y"], mesh))
print("relayout to", dtc.fetch_layout(cols).sharding_specs, "- shard 0:", dtc.unpack(cols)[0].shape)

ref = np.maximum(x @ w1, 0) @ w2
err = float(np.abs(cols.numpy() - ref).max())
ok = np.allclose(cols.numpy(), ref, rtol=1e-4, atol=1e-4)
print(f"result {out.dtype}{list(out.shape)}: max |dtc - numpy| = {err:.2e}:",
      "MATCHES the numpy reference" if ok else "DOES NOT MATCH the numpy reference")
raise SystemExit(0 if ok else 1)
