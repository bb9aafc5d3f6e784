#!/usr/bin/env python3
"""How compile and run costs grow with the mesh: the Megatron MLP of
mlp_vs_jax.py on 8, 64 and 256 virtual CPU devices.

For each mesh (2x4, 8x8, 16x16 by default): `dtc compile`'s wall time and
peak memory (max RSS, from wait4), and the executable's per-pass compute
time and peak memory, each checked against numpy. The peer is the 8-device
mesh itself: every figure is also given per device relative to it, so
linear growth reads as a flat column. Compile time should not grow with
the mesh at all (the program is compiled once, for every device); the
executable's memory grows with the devices' buffers and threads.

  /usr/bin/python3 bench/scale.py [--build build] [--meshes 2x4,8x8,16x16]
"""
import argparse
import os
import re
import subprocess
import tempfile
import time

import numpy as np
from mlp_text import B, D, H, dtc_program, inputs, reference


def run(cmd):
    """Wall seconds and peak RSS (MiB) of a child process, and its stderr."""
    t = time.perf_counter()
    proc = subprocess.Popen(cmd, stderr=subprocess.PIPE, text=True)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t
    err = proc.stderr.read()
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{cmd[0]} failed: {err}")
    return wall, usage.ru_maxrss / 1024, err


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--build", default=os.path.join(os.path.dirname(__file__), "..", "build"))
    p.add_argument("--meshes", default="2x4,8x8,16x16")
    p.add_argument("--layers", type=int, default=4)
    p.add_argument("--steps", type=int, default=10)
    p.add_argument("--repeat", type=int, default=3)
    a = p.parse_args()
    x, ws = inputs(a.layers)
    ref = reference(x, ws, a.steps)
    dtc = os.path.join(a.build, "bin", "dtc")
    rows = []
    with tempfile.TemporaryDirectory() as work:
        args = ["--input", os.path.join(work, "x.npy")]
        np.save(os.path.join(work, "x.npy"), x)
        for i, w in enumerate(ws):
            np.save(os.path.join(work, f"w{i}.npy"), w)
            args += ["--input", os.path.join(work, f"w{i}.npy")]
        for m in a.meshes.split(","):
            shape = tuple(int(n) for n in m.split("x"))
            src, exe = os.path.join(work, f"{m}.mlir"), os.path.join(work, m)
            out = os.path.join(work, f"{m}.npy")
            with open(src, "w") as f:
                f.write(dtc_program(a.layers, a.steps, mesh=shape))
            compiles = [run([dtc, "compile", src, "-o", exe])[:2] for _ in range(a.repeat)]
            runs = []
            for _ in range(a.repeat):
                wall, rss, err = run([exe] + args + ["--output", out, "--timing"])
                runs.append((float(re.search(r"compute ([0-9.e-]+) s", err).group(1)) / a.steps, rss))
            assert np.allclose(np.load(out), ref, rtol=1e-3, atol=1e-4), m
            rows.append((m, shape[0] * shape[1], min(c[0] for c in compiles),
                         max(c[1] for c in compiles), min(r[0] for r in runs),
                         max(r[1] for r in runs)))
    base = rows[0]
    print(f"MLP {a.layers} layers, x {B}x{D}, hidden {H}, {a.steps} passes; best of {a.repeat}")
    print("| mesh | devices | dtc compile | compile RSS | one pass | run RSS | RSS per device over the first mesh's |")
    print("|---|---|---|---|---|---|---|")
    for m, n, ct, cm, rt, rm in rows:
        print(f"| {m} | {n} | {ct * 1e3:.0f} ms | {cm:.0f} MiB | {rt * 1e3:.2f} ms | {rm:.0f} MiB "
              f"| {(rm / n) / (base[5] / base[1]):.2f} |")


if __name__ == "__main__":
    main()
