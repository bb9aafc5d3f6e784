#!/usr/bin/env python3
"""The Python API's calls (python/dtc, in process) against jax.jit's warm
calls and against the same program inside one executable.

1. **Per call**: for the corpus's small programs (test/corpus/, from JAX)
   on 4-8 virtual CPU devices (each program's largest variant), a call of
   `dtc.function` on DTensors already on the mesh (results stay there),
   against jax.jit's warm call with NamedShardings on the inputs
   (block_until_ready), and against the program's own compute time in an
   executable (`--steps N --timing`: the mean step, and the fastest). Each
   figure is the median of --repeat batches of --calls calls.
2. **A training loop written in Python**: the corpus's SGD step (w, x, y)
   -> w on 4 devices, one `dtc.function` call a step with Python logic
   between steps (a step counter, a schedule read, an early-stopping test
   every 100 steps), against the same step in one executable with
   `--steps` (w a dtensor.variable, assigned each step): steps/s of both.

JAX is a peer only: run with the environment of `tools/jax-import/dtc-jax
setup`:

  tools/jax-import/dtc-jax python bench/python_api.py [--build build]
"""
import argparse
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "tools", "jax-import"))
import jax  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding  # noqa: E402

import corpus  # noqa: E402

# The corpus's small programs (each runs in under a millisecond).
PROGRAMS = ["mlp_gelu_tanh", "mlp_backward", "layer_norm", "rms_norm", "softmax",
            "mse_loss", "sgd_step", "cross_entropy", "attention", "einsum_batched",
            "embedding", "one_hot"]


def variant_on(variants, low=4, high=8):
    """The variant on the most devices between `low` and `high`."""
    def devices(v):
        mesh = variants[v][0]
        return math.prod(mesh.values()) if mesh else 1
    fitting = [v for v in variants if low <= devices(v) <= high]
    return max(fitting, key=devices) if fitting else None


def inputs_of(d):
    return sorted((os.path.join(d, x) for x in os.listdir(d) if re.fullmatch(r"a\d+\.npy", x)),
                  key=lambda x: int(os.path.basename(x)[1:-4]))


def timed(call, calls, repeat):
    """Median and fastest of `repeat` batches: seconds per call."""
    call()
    per = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(calls):
            call()
        per.append((time.perf_counter() - start) / calls)
    return statistics.median(per), min(per)


def executable_step(dtc, src, inputs, steps, work, extra=()):
    """(mean, fastest) seconds per step of `src` in one executable."""
    exe = os.path.join(work, "prog")
    subprocess.run([dtc, "compile", src, "-o", exe], check=True, capture_output=True)
    outs = []
    n_out = len([f for f in os.listdir(os.path.dirname(src)) if re.fullmatch(r"r\d+\.npy", f)])
    for i in range(n_out):
        outs += ["--output", os.path.join(work, f"out{i}.npy")]
    r = subprocess.run([exe, *sum((["--input", f] for f in inputs), []), *outs, *extra,
                        "--timing", "--steps", str(steps), "--log-every", "0"],
                       check=True, capture_output=True, text=True)
    compute = float(re.search(r"compute ([0-9.]+) s", r.stderr).group(1))
    fastest = float(re.search(r"fastest of \d+ steps: compute ([0-9.]+) s", r.stderr).group(1))
    return compute / steps, fastest


def jax_call(f, args, mesh_sizes, in_specs):
    devices = np.array(jax.devices()[:math.prod(mesh_sizes.values())])
    mesh = Mesh(devices.reshape(tuple(mesh_sizes.values())), tuple(mesh_sizes))
    args = [jax.device_put(a, NamedSharding(mesh, s)) for a, s in zip(args, in_specs)]
    compiled = jax.jit(f).lower(*args).compile()
    return lambda: jax.block_until_ready(compiled(*args))


def per_call(dtc_bin, a, work):
    import dtc
    print(f"{'program':16} {'variant':8} {'dtc call':>9} {'exe step':>9} {'(fastest)':>9} "
          f"{'over':>7} {'jax call':>9} {'dtc/jax':>8}")
    ratios = []
    for name in PROGRAMS:
        f, _, variants = corpus.PROGRAMS[name]
        v = variant_on(variants)
        if v is None:
            continue
        d = os.path.join(a.corpus, name)
        inputs = inputs_of(d)
        src = os.path.join(d, v + ".mlir")
        fn = dtc.function(src)
        placed = [dtc.copy_to_mesh(np.load(x), l) for x, l in zip(inputs, fn.in_layouts)]
        expected = [np.load(os.path.join(d, f"r{i}.npy")) for i in range(8)
                    if os.path.exists(os.path.join(d, f"r{i}.npy"))]
        got = fn(*placed)
        got = got if isinstance(got, tuple) else (got,)
        for g, e in zip(got, expected):
            scale = max(float(np.abs(e.astype(np.float64)).max()), 1.0)
            if np.abs(np.asarray(g).astype(np.float64) - e).max() > 2e-4 * scale:
                raise SystemExit(f"{name}: dtc.function's result differs from JAX's")
        dtc_med, _ = timed(lambda: fn(*placed), a.calls, a.repeat)
        step, fastest = executable_step(dtc_bin, src, inputs, a.calls * a.repeat, work)
        mesh, in_specs, _ = variants[v]
        jax_med, _ = timed(jax_call(f, [np.load(x) for x in inputs], mesh, in_specs),
                           a.calls, a.repeat)
        ratios.append(dtc_med / jax_med)
        print(f"{name:16} {v:8} {dtc_med * 1e6:7.1f}us {step * 1e6:7.1f}us {fastest * 1e6:7.1f}us"
              f" {(dtc_med - step) * 1e6:+6.1f}us {jax_med * 1e6:7.1f}us {dtc_med / jax_med:8.2f}")
    gm = math.exp(sum(map(math.log, ratios)) / len(ratios))
    print(f"geometric mean of dtc.function / jax.jit per call: {gm:.2f} ({len(ratios)} programs)")


def training_loop(dtc_bin, a, work):
    import dtc
    d = os.path.join(a.corpus, "sgd_step")
    src = os.path.join(d, "dp4.mlir")
    inputs = inputs_of(d)
    w0, x, y = (np.load(p) for p in inputs)
    step = dtc.function(src)
    w = dtc.copy_to_mesh(w0, step.in_layouts[0])
    xd, yd = (dtc.copy_to_mesh(v, l) for v, l in zip((x, y), step.in_layouts[1:]))
    steps = a.train_steps

    def loop():
        nonlocal w
        w = dtc.copy_to_mesh(w0, step.in_layouts[0])
        schedule = [0.1 * 0.5 ** (i // 1000) for i in range(steps)]
        taken = 0
        for i in range(steps):
            _ = schedule[i]  # Python logic between steps
            w = step(w, xd, yd)
            taken += 1
            if i % 100 == 99 and not np.isfinite(w.numpy()[0, 0]):
                break
        return taken

    loop()
    py = []
    for _ in range(a.repeat):
        start = time.perf_counter()
        taken = loop()
        py.append(taken / (time.perf_counter() - start))
    # The reference: the same step in one executable, w a variable.
    job = os.path.join(work, "sgd_job.mlir")
    text = open(src).read()
    text = text.replace("%arg0: tensor<32x8xf32> {", '%arg0: tensor<32x8xf32> {dtensor.variable = "w", ', 1)
    text = text.replace("-> (tensor<32x8xf32> {", '-> (tensor<32x8xf32> {dtensor.assign = "w", ', 1)
    with open(job, "w") as out:
        out.write(text)
    exe = os.path.join(work, "sgd_job")
    subprocess.run([dtc_bin, "compile", job, "-o", exe], check=True, capture_output=True)
    np.save(os.path.join(work, "w0.npy"), w0)
    exe_rates = []
    for _ in range(a.repeat):
        r = subprocess.run([exe, "--variable", f"w={os.path.join(work, 'w0.npy')}",
                            "--variable-out", f"w={os.path.join(work, 'w.npy')}",
                            "--input", inputs[1], "--input", inputs[2], "--steps", str(steps),
                            "--log-every", "0", "--timing"], check=True, capture_output=True,
                           text=True)
        compute = float(re.search(r"compute ([0-9.]+) s", r.stderr).group(1))
        exe_rates.append(steps / compute)
    np.testing.assert_allclose(w.numpy(), np.load(os.path.join(work, "w.npy")), rtol=1e-5,
                               atol=1e-6)
    p, e = statistics.median(py), statistics.median(exe_rates)
    print(f"training loop, sgd_step dp4, {steps} steps: Python loop {p:,.0f} steps/s, "
          f"executable --steps {e:,.0f} steps/s: {p / e:.2f}x")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--build", default=os.path.join(here, "..", "build"))
    p.add_argument("--corpus", default=os.path.join(here, "..", "test", "corpus"))
    p.add_argument("--calls", type=int, default=200)
    p.add_argument("--repeat", type=int, default=7)
    p.add_argument("--train-steps", type=int, default=2000)
    a = p.parse_args()
    sys.path.insert(0, os.path.join(a.build, "python"))
    dtc_bin = os.path.join(a.build, "bin", "dtc")
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo")
                if l.startswith("model name")), "?")
    isa = "AVX-512" if " avx512f" in open("/proc/cpuinfo").read() else "AVX2"
    print(f"host: {cpu}, {os.cpu_count()} cores, {isa}")
    with tempfile.TemporaryDirectory() as work:
        os.environ["XDG_CACHE_HOME"] = work
        per_call(dtc_bin, a, work)
        training_loop(dtc_bin, a, work)


if __name__ == "__main__":
    main()
