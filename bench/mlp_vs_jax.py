#!/usr/bin/env python3
"""A Megatron-style MLP on 8 virtual CPU devices: dtc against jax.jit.

The same global computation (L layers of relu(x @ w1) @ w2; x's rows over
mesh axis x, w1's columns and w2's rows over y, a 2x4 mesh) compiled by dtc
from a global-view program with those layouts, and by jax.jit with the same
NamedShardings on 8 virtual CPU devices
(XLA_FLAGS=--xla_force_host_platform_device_count=8). Reports compile time
(dtc compile; jit lower+compile) and the steady-state time of one MLP pass
(the MLP is applied `--steps` times in a row, its output feeding the next
pass: inside an scf.for in the dtc program, as consecutive jitted calls for
JAX; best of N runs, divided by the steps), and numpy's time for the same
global computation.

JAX is a benchmark peer only: this script installs it (pip) when missing,
and runs with the python3 first on PATH (not Debian's).

  python3 bench/mlp_vs_jax.py [--build build] [--layers 4] [--repeat 5]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
try:
    import jax
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "jax[cpu]"], check=True)
    import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
from mlp_text import B, D, H, dtc_program, inputs, reference


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--build", default=os.path.join(os.path.dirname(__file__), "..", "build"))
    p.add_argument("--layers", type=int, default=4)
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--steps", type=int, default=10)
    a = p.parse_args()
    x, ws = inputs(a.layers)

    with tempfile.TemporaryDirectory() as work:
        src = os.path.join(work, "mlp.mlir")
        with open(src, "w") as f:
            f.write(dtc_program(a.layers, a.steps))
        t = time.perf_counter()
        subprocess.run([os.path.join(a.build, "bin", "dtc"), "compile", src, "-o",
                        os.path.join(work, "mlp")], check=True)
        dtc_compile = time.perf_counter() - t
        args = ["--input", os.path.join(work, "x.npy")]
        np.save(os.path.join(work, "x.npy"), x)
        for i, w in enumerate(ws):
            np.save(os.path.join(work, f"w{i}.npy"), w)
            args += ["--input", os.path.join(work, f"w{i}.npy")]
        args += ["--output", os.path.join(work, "out.npy"), "--timing"]
        dtc_run = float("inf")
        for _ in range(a.repeat):
            out = subprocess.run([os.path.join(work, "mlp")] + args, check=True,
                                 capture_output=True, text=True)
            dtc_run = min(dtc_run, float(re.search(r"compute ([0-9.e-]+) s", out.stderr).group(1)) / a.steps)
        ref = reference(x, ws, a.steps)
        assert np.allclose(np.load(os.path.join(work, "out.npy")), ref, rtol=1e-3, atol=1e-4)

    mesh = Mesh(np.array(jax.devices()[:8]).reshape(2, 4), ("x", "y"))
    sx = NamedSharding(mesh, P("x", None))
    s1, s2 = NamedSharding(mesh, P(None, "y")), NamedSharding(mesh, P("y", None))
    xj = jax.device_put(x, sx)
    wj = [jax.device_put(w, s1 if i % 2 == 0 else s2) for i, w in enumerate(ws)]

    def mlp(x, *ws):
        for i in range(0, len(ws), 2):
            x = jnp.maximum(x @ ws[i], 0) @ ws[i + 1]
        return x
    jitted = jax.jit(mlp, out_shardings=sx)
    t = time.perf_counter()
    compiled = jitted.lower(xj, *wj).compile()
    jax_compile = time.perf_counter() - t
    jax_run = float("inf")
    def chain():
        y = xj
        for _ in range(a.steps):
            y = compiled(y, *wj)
        return y.block_until_ready()
    chain()  # warm
    for _ in range(a.repeat):
        t = time.perf_counter()
        result = chain()
        jax_run = min(jax_run, (time.perf_counter() - t) / a.steps)
    assert np.allclose(np.asarray(result), ref, rtol=1e-3, atol=1e-4)
    np_run = float("inf")
    for _ in range(a.repeat):
        t = time.perf_counter()
        reference(x, ws, a.steps)
        np_run = min(np_run, (time.perf_counter() - t) / a.steps)

    print(f"MLP {a.layers} layers, x {B}x{D}, hidden {H}, 2x4 mesh of virtual CPU devices")
    print(f"  compile: dtc {dtc_compile * 1e3:8.1f} ms   jax.jit {jax_compile * 1e3:8.1f} ms   ratio {dtc_compile / jax_compile:.2f}")
    print(f"  one pass: dtc {dtc_run * 1e3:8.2f} ms   jax.jit {jax_run * 1e3:8.2f} ms   ratio {dtc_run / jax_run:.2f}")
    print(f"  numpy (one device, global arrays): {np_run * 1e3:.2f} ms per pass")


if __name__ == "__main__":
    main()
