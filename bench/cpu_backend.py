#!/usr/bin/python3
"""CPU backend benchmarks: dtc executables against peers measured here.

  1. a 2048x2048x2048 f32 matmul in a dtc executable vs numpy's matmul
     (GFLOP/s; goal: >= 0.9x numpy);
  2. all_reduce SUM of 64 MiB of f32 over 8 virtual devices: algorithm
     bandwidth (64 MiB / time) vs a 64 MiB memcpy (numpy copyto), and vs a
     copy of all the bytes the reduction must touch (8 inputs read, 8 outputs
     written: 8 memcpys of 64 MiB);
  3. `dtc compile` time of examples/mlp_local_2x4.mlir, by phase.

OpenBLAS (numpy's, and the dtc executable's for the 2048^3 product) runs on
the kernels it picks for the CPU, whatever the environment names
(openblas_kernels.py).

Run from a build: bench/cpu_backend.py [--build build] [--repeat 5]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

import openblas_kernels

openblas_kernels.use_own()  # before numpy loads OpenBLAS
import numpy as np  # noqa: E402

# `iterations` products in a loop, as numpy is timed: the output buffer of
# one iteration is recycled for the next (no fresh pages to fault in).
MATMUL = """
func.func @main(%a: tensor<{n}x{n}xf32>, %b: tensor<{n}x{n}xf32>) -> tensor<{n}x{n}xf32> {{
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %iters = arith.constant {iterations} : index
  %init = tensor.empty() : tensor<{n}x{n}xf32>
  %r = scf.for %i = %c0 to %iters step %c1 iter_args(%prev = %init) -> tensor<{n}x{n}xf32> {{
    %e = tensor.empty() : tensor<{n}x{n}xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<{n}x{n}xf32>) -> tensor<{n}x{n}xf32>
    %p = linalg.matmul ins(%a, %b : tensor<{n}x{n}xf32>, tensor<{n}x{n}xf32>)
                       outs(%z : tensor<{n}x{n}xf32>) -> tensor<{n}x{n}xf32>
    scf.yield %p : tensor<{n}x{n}xf32>
  }}
  return %r : tensor<{n}x{n}xf32>
}}
"""

# `iterations` all_reduces in a row: the per-iteration time is the steady
# state (buffers recycled by the runtime's allocator, pages already mapped).
ALL_REDUCE = """
dtensor.mesh @m <[d = {devices}], cpu>
func.func @main(%a: tensor<{count}xf32> {{dtensor.layout = #dtensor.layout<@m, [unsharded]>}})
    -> (tensor<{count}xf32> {{dtensor.layout = #dtensor.layout<@m, [unsharded]>}})
    attributes {{dtensor.local_view}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant {iterations} : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> tensor<{count}xf32> {{
    %s = dtensor.all_reduce sum %acc on @m[d] : tensor<{count}xf32>
    scf.yield %s : tensor<{count}xf32>
  }}
  return %r : tensor<{count}xf32>
}}
"""


def compile_program(dtc, text, work, name, timing=False):
    src = os.path.join(work, name + ".mlir")
    with open(src, "w") as f:
        f.write(text)
    exe = os.path.join(work, name)
    cmd = [dtc, "compile", src, "-o", exe] + (["--timing"] if timing else [])
    out = subprocess.run(cmd, check=True, capture_output=True, text=True)
    return exe, out.stderr


def run_compute_seconds(exe, args, repeat):
    """The fastest call of `exe`'s entry: each run calls it 3 times
    (`--steps 3`, warm after the first, as numpy's repeated calls are:
    a first call faults in its fresh buffers, 512 MiB for the all_reduce's
    8 devices), best of `repeat` runs."""
    best = float("inf")
    for _ in range(repeat):
        out = subprocess.run([exe, "--timing", "--steps", "3"] + args, check=True,
                             capture_output=True, text=True)
        m = re.search(r"fastest of 3 steps: compute ([0-9.e-]+) s", out.stderr)
        best = min(best, float(m.group(1)))
    return best


def best_time(fn, repeat):
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--build", default=os.path.join(os.path.dirname(__file__), "..", "build"))
    p.add_argument("--repeat", type=int, default=5)
    a = p.parse_args()
    dtc = os.path.join(a.build, "bin", "dtc")
    rng = np.random.default_rng(0)
    with tempfile.TemporaryDirectory() as work:
        # 1. matmul
        n, iterations = 2048, 5
        exe, _ = compile_program(dtc, MATMUL.format(n=n, iterations=iterations), work, "matmul")
        A = rng.standard_normal((n, n)).astype(np.float32)
        B = rng.standard_normal((n, n)).astype(np.float32)
        np.save(f"{work}/a.npy", A)
        np.save(f"{work}/b.npy", B)
        t_dtc = run_compute_seconds(exe, ["--input", f"{work}/a.npy", "--input", f"{work}/b.npy",
                                          "--output", f"{work}/c.npy"], a.repeat) / iterations
        t_np = best_time(lambda: A @ B, a.repeat)
        C = np.load(f"{work}/c.npy")
        assert np.allclose(C, A @ B, rtol=1e-3, atol=1e-2), "matmul result differs from numpy"
        flops = 2.0 * n ** 3
        print(f"matmul {n}^3 f32: dtc {flops / t_dtc / 1e9:7.1f} GFLOP/s ({t_dtc * 1e3:.1f} ms), "
              f"numpy {flops / t_np / 1e9:7.1f} GFLOP/s ({t_np * 1e3:.1f} ms), "
              f"ratio {t_np / t_dtc:.2f}x")

        # 2. all_reduce
        devices, count, iterations = 8, (64 << 20) // 4, 10
        exe, _ = compile_program(dtc, ALL_REDUCE.format(devices=devices, count=count,
                                                        iterations=iterations), work, "allreduce")
        X = rng.standard_normal(count).astype(np.float32)
        np.save(f"{work}/x.npy", X)
        t_ar = run_compute_seconds(exe, ["--input", f"{work}/x.npy", "--output", f"{work}/y.npy"],
                                   a.repeat) / iterations
        assert np.allclose(np.load(f"{work}/y.npy"), X * float(devices) ** iterations,
                           rtol=1e-4), "all_reduce result wrong"
        dst = np.empty_like(X)
        t_cp = best_time(lambda: np.copyto(dst, X), a.repeat)
        srcs = [X.copy() for _ in range(devices)]
        dsts = [np.empty_like(X) for _ in range(devices)]
        t_cp8 = best_time(lambda: [np.copyto(d, s) for d, s in zip(dsts, srcs)], a.repeat)
        mib = 64.0
        print(f"all_reduce sum 64 MiB f32 over {devices} virtual devices: {t_ar * 1e3:.1f} ms per call "
              f"(mean of {iterations} in a loop), "
              f"algorithm bandwidth {mib / 1024 / t_ar:.2f} GiB/s; "
              f"memcpy 64 MiB {t_cp * 1e3:.1f} ms ({mib / 1024 / t_cp:.2f} GiB/s): ratio {t_cp / t_ar:.2f}x; "
              f"{devices} memcpys of 64 MiB (the bytes all_reduce must move) {t_cp8 * 1e3:.1f} ms: "
              f"ratio {t_cp8 / t_ar:.2f}x")

        # 3. compile time of the MLP, by phase
        mlp = os.path.join(os.path.dirname(__file__), "..", "examples", "mlp_local_2x4.mlir")
        out = subprocess.run([dtc, "compile", "--timing", mlp, "-o", f"{work}/mlp"],
                             check=True, capture_output=True, text=True)
        print("dtc compile examples/mlp_local_2x4.mlir (wall seconds by phase):")
        # MLIR's timing report: one column (wall) on one thread, or user
        # and wall; the phases are the entries indented by two spaces.
        for line in out.stderr.splitlines():
            m = re.match(r"\s+(?:[0-9.]+ \(\s*[0-9.]+%\)\s+)?([0-9.]+) \(\s*[0-9.]+%\)  (\S.*)$", line)
            if m:
                print(f"  {m.group(2):28s} {float(m.group(1)) * 1e3:8.1f} ms")


if __name__ == "__main__":
    sys.exit(main())
