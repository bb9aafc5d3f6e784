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
2. **A training loop written in Python**: SGD steps (params, batch) ->
   (params, loss) of JAX functions compiled by `dtc.function`, data
   parallel on 4 devices, one call a step with Python logic between steps
   (a schedule read, an early-stopping test on the loss every 100 steps),
   against the same program in one executable with `--steps` (the
   parameters dtensor.variables, assigned each step): steps/s of both, for
   the corpus's sgd_step size (a few microseconds a step) and an MLP.

JAX is a peer only: run with the environment of `tools/jax-import/dtc-jax
setup`:

  tools/jax-import/dtc-jax python bench/python_api.py [--build build] [--avx2]

--avx2 compiles dtc's code for x86-64-v3 and limits XLA to AVX2 (an AVX2
host's code on an AVX-512 one).
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

AVX2 = "--avx2" in sys.argv
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8" +
                      (" --xla_cpu_max_isa=AVX2" if AVX2 else ""))
HOST_CPU = "x86-64-v3" if AVX2 else None
if AVX2:  # the runtime's kernels as on a CPU without AVX-512
    os.environ["DTC_HOST_ISA"] = "avx2"
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
    subprocess.run([dtc, "compile", src, "-o", exe, *(["--host-cpu", HOST_CPU] if HOST_CPU else [])],
                   check=True, capture_output=True)
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
    rows = []
    for name in PROGRAMS:
        f, _, variants = corpus.PROGRAMS[name]
        v = variant_on(variants)
        if v is None:
            continue
        d = os.path.join(a.corpus, name)
        inputs = inputs_of(d)
        src = os.path.join(d, v + ".mlir")
        fn = dtc.function(src, host_cpu=HOST_CPU)
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
        rows.append((name, v, f, inputs, variants[v], dtc_med, step, fastest))
    # JAX after every dtc figure: XLA's threads keep spinning after its calls.
    print(f"{'program':16} {'variant':8} {'dtc call':>9} {'exe step':>9} {'(fastest)':>9} "
          f"{'over':>7} {'jax call':>9} {'dtc/jax':>8}")
    ratios = []
    for name, v, f, inputs, (mesh, in_specs, _), dtc_med, step, fastest in rows:
        jax_med, _ = timed(jax_call(f, [np.load(x) for x in inputs], mesh, in_specs),
                           a.calls, a.repeat)
        ratios.append(dtc_med / jax_med)
        print(f"{name:16} {v:8} {dtc_med * 1e6:7.1f}us {step * 1e6:7.1f}us {fastest * 1e6:7.1f}us"
              f" {(dtc_med - step) * 1e6:+6.1f}us {jax_med * 1e6:7.1f}us {dtc_med / jax_med:8.2f}")
    gm = math.exp(sum(map(math.log, ratios)) / len(ratios))
    print(f"geometric mean of dtc.function / jax.jit per call: {gm:.2f} ({len(ratios)} programs)")


def _as_job(text, variables):
    """The step's program with its leading arguments variables and the
    results that update them assigning them (`variables`: their names)."""
    import re as _re
    start = text.index("func.func @main(")
    end = text.index("{\n", start)
    before, head, body = text[:start], text[start:end], text[end:]
    for i, name in enumerate(variables):
        head, n = _re.subn(rf"(%arg{i}: tensor<[^>]*> \{{)", rf'\1dtensor.variable = "{name}", ',
                           head, count=1)
        assert n == 1, f"no argument {i}"
    results = head[head.index("->"):]
    for name in variables:
        results = results.replace("> {dtensor.layout", f'> {{dtensor.assign = "{name}", dtensor.layout', 1)
    return before + head[:head.index("->")] + results + body


def training_loop(dtc_bin, a, work, name, step, params, batch, steps):
    """Steps/s of `step` (params..., batch...) -> (params..., loss) called
    from a Python loop, and of the same step in one executable."""
    import dtc
    fn = step.lower(*params, *batch) if hasattr(step, "lower") else step
    n = len(params)
    placed_batch = [dtc.copy_to_mesh(b, l) for b, l in zip(batch, fn.in_layouts[n:])]

    def loop():
        state = [dtc.copy_to_mesh(p, l) for p, l in zip(params, fn.in_layouts[:n])]
        schedule = [0.1 * 0.5 ** (i // 1000) for i in range(steps)]
        losses = []
        for i in range(steps):
            _ = schedule[i]  # Python logic between steps
            *state, loss = fn(*state, *placed_batch)
            if i % 100 == 99:  # early stopping on the loss
                losses.append(float(np.asarray(loss)))
                if not np.isfinite(losses[-1]):
                    break
        return state

    loop()
    rates = []
    for _ in range(a.repeat):
        start = time.perf_counter()
        state = loop()
        rates.append(steps / (time.perf_counter() - start))
    names = [f"p{i}" for i in range(n)]
    job = os.path.join(work, name + "_job.mlir")
    with open(job, "w") as out:
        out.write(_as_job(fn._text, names))
    exe = os.path.join(work, name + "_job")
    subprocess.run([dtc_bin, "compile", job, "-o", exe,
                    *(["--host-cpu", HOST_CPU] if HOST_CPU else [])], check=True,
                   capture_output=True)
    args = []
    for i, p in enumerate(params):
        np.save(os.path.join(work, f"p{i}.npy"), p)
        args += ["--variable", f"p{i}={os.path.join(work, f'p{i}.npy')}",
                 "--variable-out", f"p{i}={os.path.join(work, f'out_p{i}.npy')}"]
    for i, b in enumerate(batch):
        np.save(os.path.join(work, f"b{i}.npy"), b)
        args += ["--input", os.path.join(work, f"b{i}.npy")]
    exe_rates = []
    for _ in range(a.repeat):
        r = subprocess.run([exe, *args, "--output", os.path.join(work, "loss.npy"),
                            "--steps", str(steps), "--log-every", "0", "--timing"],
                           check=True, capture_output=True, text=True)
        compute = float(re.search(r"compute ([0-9.]+) s", r.stderr).group(1))
        exe_rates.append(steps / compute)
    for i, p in enumerate(state):
        np.testing.assert_allclose(np.asarray(p), np.load(os.path.join(work, f"out_p{i}.npy")),
                                   rtol=1e-4, atol=1e-5)
    py, ex = statistics.median(rates), statistics.median(exe_rates)
    print(f"training loop {name}, {steps} steps: Python loop {py:,.0f} steps/s "
          f"({1e6 / py:.1f} us a step), executable --steps {ex:,.0f} steps/s "
          f"({1e6 / ex:.1f} us): {py / ex:.2f}x")


def training_loops(dtc_bin, a, work):
    import dtc
    import jax
    import jax.numpy as jnp
    mesh = dtc.create_mesh([("x", 4)])
    rng = np.random.default_rng(0)
    rows = dtc.Layout(["x", dtc.UNSHARDED], mesh)
    rep = dtc.Layout.replicated(mesh, 2)

    def sgd(w, x, y):
        loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
        return w - 0.1 * g, loss

    def mlp_sgd(w1, w2, x, y):
        def mse(w1, w2):
            return jnp.mean((jax.nn.relu(x @ w1) @ w2 - y) ** 2)
        loss, (g1, g2) = jax.value_and_grad(mse, argnums=(0, 1))(w1, w2)
        return w1 - 0.01 * g1, w2 - 0.01 * g2, loss

    small = dtc.function(sgd, mesh=mesh, in_layouts=[rep, rows, rows], host_cpu=HOST_CPU,
                         out_layouts=[rep, dtc.Layout([], mesh)])
    training_loop(dtc_bin, a, work, "sgd 32x8 (corpus sgd_step's size)", small,
                  [rng.standard_normal((32, 8)).astype(np.float32)],
                  [rng.standard_normal((16, 32)).astype(np.float32),
                   rng.standard_normal((16, 8)).astype(np.float32)], a.train_steps)
    mlp = dtc.function(mlp_sgd, mesh=mesh, in_layouts=[rep, rep, rows, rows], host_cpu=HOST_CPU,
                       out_layouts=[rep, rep, dtc.Layout([], mesh)])
    training_loop(dtc_bin, a, work, "MLP 256-512-256, batch 256", mlp,
                  [rng.standard_normal((256, 512)).astype(np.float32) * 0.05,
                   rng.standard_normal((512, 256)).astype(np.float32) * 0.05],
                  [rng.standard_normal((256, 256)).astype(np.float32),
                   rng.standard_normal((256, 256)).astype(np.float32)], a.train_steps // 10)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--build", default=os.path.join(here, "..", "build"))
    p.add_argument("--corpus", default=os.path.join(here, "..", "test", "corpus"))
    p.add_argument("--calls", type=int, default=200)
    p.add_argument("--repeat", type=int, default=7)
    p.add_argument("--train-steps", type=int, default=2000)
    p.add_argument("--avx2", action="store_true", help="(read before JAX starts)")
    a = p.parse_args()
    sys.path.insert(0, os.path.join(a.build, "python"))
    dtc_bin = os.path.join(a.build, "bin", "dtc")
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo")
                if l.startswith("model name")), "?")
    isa = "AVX-512" if " avx512f" in open("/proc/cpuinfo").read() else "AVX2"
    print(f"host: {cpu}, {os.cpu_count()} cores, {isa}; code for "
          f"{'x86-64-v3 (AVX2), XLA at AVX2' if AVX2 else 'this host'}")
    with tempfile.TemporaryDirectory() as work:
        os.environ["XDG_CACHE_HOME"] = work
        training_loops(dtc_bin, a, work)
        per_call(dtc_bin, a, work)


if __name__ == "__main__":
    main()
