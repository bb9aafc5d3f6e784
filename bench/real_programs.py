#!/usr/bin/env python3
"""The corpus of front-end programs (test/corpus/, from JAX): dtc against
jax.jit of the same function with the same shardings on the same number of
virtual CPU devices.

For each program, its largest-mesh variant: run time (dtc: the executable's
in-process compute time of its fastest of STEPS runs of the entry, i.e. a
warm one, from --timing, best of --repeat processes; JAX: one call of the
jitted function with NamedShardings on its inputs, block_until_ready, best
of --repeat after a warm-up) and compile time (dtc compile, wall; JAX:
lower + compile). Prints a table and the geometric means of the ratios.

JAX is a peer only: run with the environment of `tools/jax-import/dtc-jax
setup`, e.g.

  tools/jax-import/dtc-jax python bench/real_programs.py [--build build] [--repeat 20]
"""
import argparse
import math
import os
import re
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools",
                                "jax-import"))
import jax  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding  # noqa: E402

import corpus  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test", "e2e",
                                "Inputs"))
from bundle_run import JAX_TOLERANCE, differs  # noqa: E402


def largest_variant(variants):
    """The variant on the most devices (ties: the first)."""
    def devices(v):
        mesh = variants[v][0]
        return math.prod(mesh.values()) if mesh else 1
    return max(variants, key=devices)


STEPS = 5


def dtc_times(dtc, src, inputs, work, repeat):
    exe = os.path.join(work, "prog")
    start = time.perf_counter()
    subprocess.run([dtc, "compile", src, "-o", exe], check=True, capture_output=True)
    compile_s = time.perf_counter() - start
    # Warm calls, as JAX's are: the fastest of STEPS runs of the entry in
    # one process (the first touches the code and memory for the first time).
    args = [exe] + sum((["--input", f] for f in inputs), []) + [
        "--timing", "--steps", str(STEPS), "--log-every", "0"]
    outs = []
    n_out = len([f for f in os.listdir(os.path.dirname(src)) if re.fullmatch(r"r\d+\.npy", f)])
    for i in range(n_out):
        outs += ["--output", os.path.join(work, f"out{i}.npy")]
    best = first = float("inf")
    for _ in range(repeat):
        r = subprocess.run(args + outs, check=True, capture_output=True, text=True)
        m = re.search(r"fastest of \d+ steps: compute ([0-9.]+) s \(the first: ([0-9.]+) s",
                      r.stderr)
        best, first = min(best, float(m.group(1))), min(first, float(m.group(2)))
    for i in range(n_out):
        why = differs(np.load(os.path.join(work, f"out{i}.npy")),
                      np.load(os.path.join(os.path.dirname(src), f"r{i}.npy")), JAX_TOLERANCE)
        if why:
            raise SystemExit(f"{src}: result {i} differs from JAX's: {why}")
    return compile_s, best, first


def jax_times(f, args, mesh_sizes, in_specs, repeat):
    if mesh_sizes:
        devices = np.array(jax.devices()[:math.prod(mesh_sizes.values())])
        mesh = Mesh(devices.reshape(tuple(mesh_sizes.values())), tuple(mesh_sizes))
        args = [jax.device_put(a, NamedSharding(mesh, s)) for a, s in zip(args, in_specs)]
    start = time.perf_counter()
    compiled = jax.jit(f).lower(*args).compile()
    compile_s = time.perf_counter() - start
    jax.block_until_ready(compiled(*args))
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        jax.block_until_ready(compiled(*args))
        best = min(best, time.perf_counter() - start)
    return compile_s, best


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--build", default=os.path.join(os.path.dirname(__file__), "..", "build"))
    p.add_argument("--corpus", default=os.path.join(os.path.dirname(__file__), "..", "test",
                                                     "corpus"))
    p.add_argument("--repeat", type=int, default=20)
    p.add_argument("names", nargs="*")
    a = p.parse_args()
    dtc = os.path.join(a.build, "bin", "dtc")
    run_ratios, compile_ratios = [], []
    print(f"{'program':24} {'variant':10} {'dtc run':>10} {'(first)':>10} {'jax run':>10}"
          f" {'ratio':>6} {'dtc compile':>12} {'jax compile':>12} {'ratio':>6}")
    with tempfile.TemporaryDirectory() as work:
        for name in a.names or sorted(corpus.PROGRAMS):
            f, _, variants = corpus.PROGRAMS[name]
            v = largest_variant(variants)
            d = os.path.join(a.corpus, name)
            inputs = sorted((os.path.join(d, x) for x in os.listdir(d)
                             if re.fullmatch(r"a\d+\.npy", x)),
                            key=lambda x: int(os.path.basename(x)[1:-4]))
            dc, dr, first = dtc_times(dtc, os.path.join(d, v + ".mlir"), inputs, work, a.repeat)
            mesh, in_specs, _ = variants[v]
            jc, jr = jax_times(f, [np.load(x) for x in inputs], mesh, in_specs, a.repeat)
            run_ratios.append(dr / jr)
            compile_ratios.append(dc / jc)
            print(f"{name:24} {v:10} {dr * 1e6:8.0f}us {first * 1e6:8.0f}us {jr * 1e6:8.0f}us"
                  f" {dr / jr:6.2f}"
                  f" {dc * 1e3:10.0f}ms {jc * 1e3:10.0f}ms {dc / jc:6.2f}")
    gm = lambda xs: math.exp(sum(map(math.log, xs)) / len(xs))
    print(f"geometric mean of dtc/jax: run {gm(run_ratios):.2f}, compile {gm(compile_ratios):.2f}")


if __name__ == "__main__":
    main()
