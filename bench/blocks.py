#!/usr/bin/env python3
"""Transformer blocks at real sizes: dtc against jax.jit (issue 52, goal 3).

Two blocks, forward and backward, each on 4 virtual CPU devices as 2x2
(data parallel over x, Megatron-style tensor parallel over y: the
attention's heads and the MLP's hidden units) and as 4x1 (data parallel
over 4):

- GPT-2 small: layer norm, causal attention (12 heads), a GELU MLP of
  3072; d 768, batch 8, sequence 256.
- Llama-style: RMS norm, rotary embeddings, grouped-query causal attention
  (16 heads, 4 KV heads, head 64), a SwiGLU MLP of 2816; d 1024, batch 4,
  sequence 512.

Backward is the gradient of sum(block(x)^2) with respect to every weight
(each weight's gradient in its weight's layout). Each program is exported
with dtc_jax (tools/jax-import), compiled with `dtc compile`, and run as an
executable: the `--timing` compute phase, the fastest of --steps calls in
one process (warm, as JAX's). JAX: jax.jit with NamedShardings on the same
mesh, the best of --repeat warm calls. dtc's outputs are checked against
JAX's first. Also: GFLOP/s (XLA's count of the program's flops) against
the GEMM peak (numpy's 2048^3 sgemm on every core, in a process of its
own, on OpenBLAS's own kernels), and compile times (dtc compile, wall,
against jax's lower + compile).

--isa avx2: dtc compiled for x86-64-v3 with the runtime held to AVX2
(DTC_HOST_ISA=avx2), XLA limited to AVX2 (--xla_cpu_max_isa=AVX2), the
GEMM peak on OpenBLAS's Haswell kernels. The first line says which ran.

  tools/jax-import/dtc-jax python bench/blocks.py [--build build]
      [--isa native|avx2] [--blocks gpt2,llama] [--meshes 2x2,4x1]
      [--directions fwd,bwd] [--repeat 5] [--steps 3]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

AVX2 = "--isa" in sys.argv and sys.argv[sys.argv.index("--isa") + 1] == "avx2"
os.environ["XLA_FLAGS"] = ("--xla_force_host_platform_device_count=4" +
                           (" --xla_cpu_max_isa=AVX2" if AVX2 else ""))
if AVX2:
    os.environ["DTC_HOST_ISA"] = "avx2"
here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
sys.path.insert(0, os.path.join(here, "..", "tools", "jax-import"))
import openblas_kernels  # noqa: E402

openblas_kernels.use_own()
if AVX2:
    os.environ["OPENBLAS_CORETYPE"] = "Haswell"
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

import dtc_jax  # noqa: E402

R = P()


# -- GPT-2 small -------------------------------------------------------------

def layer_norm(t, g, b):
    m = t.mean(-1, keepdims=True)
    v = ((t - m) ** 2).mean(-1, keepdims=True)
    return (t - m) / jnp.sqrt(v + 1e-5) * g + b


def gpt2_block(x, ln1g, ln1b, wq, wk, wv, wo, ln2g, ln2b, w1, w2, heads=12):
    b, s, d = x.shape
    hd = d // heads
    h = layer_norm(x, ln1g, ln1b)
    split = lambda t: t.reshape(b, s, heads, hd)
    q, k, v = split(h @ wq), split(h @ wk), split(h @ wv)
    att = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.float32(np.sqrt(hd))
    mask = jnp.tril(jnp.ones((s, s), bool))
    att = jax.nn.softmax(jnp.where(mask, att, np.float32(-1e9)), axis=-1)
    o = jnp.einsum("bhqk,bkhd->bqhd", att, v).reshape(b, s, d)
    x = x + o @ wo
    return x + jax.nn.gelu(layer_norm(x, ln2g, ln2b) @ w1) @ w2


def gpt2_args(rng):
    d, f = 768, 3072
    n = lambda *shape, scale=0.02: (rng.standard_normal(shape) * scale).astype(np.float32)
    return [n(8, 256, d, scale=1.0), 1 + n(d), n(d), n(d, d), n(d, d), n(d, d), n(d, d),
            1 + n(d), n(d), n(d, f), n(f, d)]


def gpt2_specs(mesh):
    if mesh == "4x1":
        return [P("x")] + [R] * 10, P("x")
    col, row = P(None, "y"), P("y")
    return [P("x"), R, R, col, col, col, row, R, R, col, row], P("x")


# -- Llama-style -------------------------------------------------------------

def rms_norm(t, g):
    return t * jax.lax.rsqrt((t * t).mean(-1, keepdims=True) + 1e-6) * g


def rope(t, cos, sin):
    # t: b s h d; cos, sin: s d/2 (rotate-half form).
    t1, t2 = jnp.split(t, 2, axis=-1)
    c, s = cos[None, :, None, :], sin[None, :, None, :]
    return jnp.concatenate([t1 * c - t2 * s, t2 * c + t1 * s], axis=-1)


def llama_block(x, cos, sin, g1, wq, wk, wv, wo, g2, wg, wu, wd, heads=16, kv_heads=4):
    b, s, d = x.shape
    hd = d // heads
    group = heads // kv_heads
    h = rms_norm(x, g1)
    q = rope((h @ wq).reshape(b, s, heads, hd), cos, sin)
    k = rope((h @ wk).reshape(b, s, kv_heads, hd), cos, sin)
    v = (h @ wv).reshape(b, s, kv_heads, hd)
    # Grouped-query attention: each KV head serves `group` query heads.
    q = q.reshape(b, s, kv_heads, group, hd)
    att = jnp.einsum("bqkgd,btkd->bkgqt", q, k) / np.float32(np.sqrt(hd))
    mask = jnp.tril(jnp.ones((s, s), bool))
    att = jax.nn.softmax(jnp.where(mask, att, np.float32(-1e9)), axis=-1)
    o = jnp.einsum("bkgqt,btkd->bqkgd", att, v).reshape(b, s, d)
    x = x + o @ wo
    h = rms_norm(x, g2)
    return x + (jax.nn.silu(h @ wg) * (h @ wu)) @ wd


def llama_args(rng):
    d, f, hd, s = 1024, 2816, 64, 512
    n = lambda *shape, scale=0.02: (rng.standard_normal(shape) * scale).astype(np.float32)
    inv = 1.0 / (10000 ** (np.arange(0, hd, 2) / hd))
    angles = np.arange(s)[:, None] * inv[None, :]
    return [n(4, s, d, scale=1.0), np.cos(angles).astype(np.float32),
            np.sin(angles).astype(np.float32), 1 + n(d), n(d, d), n(d, d // 4), n(d, d // 4),
            n(d, d), 1 + n(d), n(d, f), n(d, f), n(f, d)]


def llama_specs(mesh):
    if mesh == "4x1":
        return [P("x")] + [R] * 11, P("x")
    col, row = P(None, "y"), P("y")
    return [P("x"), R, R, R, col, col, col, row, R, col, col, row], P("x")


BLOCKS = {"gpt2": (gpt2_block, gpt2_args, gpt2_specs, 1),
          "llama": (llama_block, llama_args, llama_specs, 3)}


def program(block, direction, mesh):
    """(function, args, in_specs, out_specs) of one benchmark."""
    f, make_args, specs, first_weight = BLOCKS[block]
    args = make_args(np.random.default_rng(0))
    in_specs, out_spec = specs(mesh)
    if direction == "fwd":
        return f, args, in_specs, [out_spec]
    # The weights after the first_weight non-trainable arguments (x, tables).
    n_in = first_weight

    def grad(*a):
        loss = lambda ws: jnp.sum(f(*a[:n_in], *ws) ** 2)
        return jax.grad(loss)(tuple(a[n_in:]))
    return grad, args, in_specs, list(in_specs[n_in:])


# -- measurement --------------------------------------------------------------

def gemm_peak_apart():
    """mlp_vs_jax.gemm_peak (numpy's 2048^3 sgemm on every core) in a process
    of its own, in this environment (OpenBLAS's kernels as chosen above):
    OpenBLAS's threads spin after their last product and would take a core
    from the next run."""
    code = f"import sys; sys.path.insert(0, {here!r}); import mlp_vs_jax; " \
           "print(mlp_vs_jax.gemm_peak(5))"
    return float(subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                                text=True).stdout.split()[-1])


def jax_run(f, args, mesh_sizes, in_specs, out_specs, repeat):
    devices = np.array(jax.devices()[:4]).reshape(mesh_sizes)
    mesh = Mesh(devices, ("x", "y"))
    placed = [jax.device_put(a, NamedSharding(mesh, s)) for a, s in zip(args, in_specs)]
    jitted = jax.jit(f, out_shardings=tuple(NamedSharding(mesh, s) for s in out_specs)
                     if len(out_specs) > 1 else NamedSharding(mesh, out_specs[0]))
    start = time.perf_counter()
    compiled = jitted.lower(*placed).compile()
    compile_s = time.perf_counter() - start
    # The global program's flops: XLA's count of it lowered for one device.
    cost = jax.jit(f).lower(*args).cost_analysis()
    cost = cost[0] if isinstance(cost, (list, tuple)) else cost
    flops = (cost or {}).get("flops", float("nan"))
    outs = jax.block_until_ready(compiled(*placed))
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        jax.block_until_ready(compiled(*placed))
        best = min(best, time.perf_counter() - start)
    outs = outs if isinstance(outs, (tuple, list)) else [outs]
    return compile_s, best, flops, [np.asarray(o) for o in outs]


def dtc_run(dtc, work, f, args, mesh_sizes, in_specs, out_specs, steps):
    src = os.path.join(work, "prog.mlir")
    dtc_jax.export(f, args, src, mesh={"x": mesh_sizes[0], "y": mesh_sizes[1]},
                   in_specs=in_specs, out_specs=out_specs, dtc=dtc)
    exe = os.path.join(work, "prog")
    flags = ["--host-cpu", "x86-64-v3"] if AVX2 else []
    start = time.perf_counter()
    subprocess.run([dtc, "compile", src, "-o", exe] + flags, check=True, capture_output=True)
    compile_s = time.perf_counter() - start
    cmd = [exe]
    for i, a in enumerate(args):
        path = os.path.join(work, f"a{i}.npy")
        np.save(path, a)
        cmd += ["--input", path]
    outs = [os.path.join(work, f"r{i}.npy") for i in range(len(out_specs))]
    for o in outs:
        cmd += ["--output", o]
    r = subprocess.run(cmd + ["--timing", "--steps", str(steps), "--log-every", "0"],
                       check=True, capture_output=True, text=True)
    m = re.search(r"fastest of \d+ steps: compute ([0-9.e-]+) s \(the first: ([0-9.e-]+) s",
                  r.stderr)
    return compile_s, float(m.group(1)), float(m.group(2)), [np.load(o) for o in outs]


def check(got, want, what):
    for i, (g, w) in enumerate(zip(got, want)):
        scale = float(np.max(np.abs(w))) or 1.0
        err = float(np.max(np.abs(g.astype(np.float64) - w))) / scale
        if g.shape != w.shape or not err <= 2e-3:
            raise SystemExit(f"{what}: result {i} differs from JAX's "
                             f"(shape {g.shape} vs {w.shape}, max error {err:.2e} of the largest)")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--build", default=os.path.join(here, "..", "build"))
    p.add_argument("--isa", choices=("native", "avx2"), default="native")
    p.add_argument("--blocks", default="gpt2,llama")
    p.add_argument("--meshes", default="2x2,4x1")
    p.add_argument("--directions", default="fwd,bwd")
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--steps", type=int, default=3)
    a = p.parse_args()
    dtc = os.path.join(a.build, "bin", "dtc")
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo")
                if line.startswith("model name")), "?")
    host_isa = "AVX-512" if " avx512f" in open("/proc/cpuinfo").read() else "AVX2"
    peak = gemm_peak_apart()
    print(f"host: {cpu}, {os.cpu_count()} cores, {host_isa}; ISA: "
          f"{'AVX2 (x86-64-v3, DTC_HOST_ISA=avx2, XLA max AVX2, OpenBLAS Haswell)' if AVX2 else 'native'}"
          f"; GEMM peak {peak:.0f} GFLOP/s")
    print("| block | pass | mesh | GFLOP | dtc | jax.jit | dtc / jax | dtc GFLOP/s (of peak) "
          "| jax GFLOP/s | dtc's first call | dtc compile | jax lower+compile | ratio |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for block in a.blocks.split(","):
        for direction in a.directions.split(","):
            for mesh in a.meshes.split(","):
                sizes = tuple(int(n) for n in mesh.split("x"))
                f, args, in_specs, out_specs = program(block, direction, mesh)
                # dtc first: XLA's threads keep spinning for a while after
                # its calls, and took a core from dtc's first call.
                with tempfile.TemporaryDirectory() as work:
                    dc, dt, first, got = dtc_run(dtc, work, f, args, sizes, in_specs, out_specs,
                                                 a.steps)
                jc, jt, flops, want = jax_run(f, args, sizes, in_specs, out_specs, a.repeat)
                check(got, want, f"{block} {direction} {mesh}")
                gf = flops / 1e9
                print(f"| {block} | {direction} | {mesh} | {gf:.1f} | {dt * 1e3:.1f} ms "
                      f"| {jt * 1e3:.1f} ms | {dt / jt:.2f} | {gf / dt:.0f} ({gf / dt / peak:.0%}) "
                      f"| {gf / jt:.0f} | {first * 1e3:.1f} ms | {dc * 1e3:.0f} ms "
                      f"| {jc * 1e3:.0f} ms | {dc / jc:.2f} |", flush=True)


if __name__ == "__main__":
    main()
