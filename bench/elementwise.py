#!/usr/bin/env python3
"""Elementwise and reduction chains on the CPU against a memcpy of their bytes.

Issue 18's goal 3: the non-GEMM ops of a model (GELU with bias and
residual, SiLU, softmax, layer norm, RMS norm) written the way front ends emit
them (one linalg.generic per operation, broadcasts materialized, as JAX
exported through IREE's input conversion writes them), compiled by dtc for
one CPU device, each over a float32 matrix of `--rows` x `--cols`. Reports
per chain:

- dtc's time per application: the chain applied `--steps` times in a row
  (an scf.for, each result the next input, so buffers are reused as in a
  model's steps), called 3 times in one run of the executable (`--steps 3`
  of the launcher), the fastest call's compute phase (`--timing`) divided
  by the steps, best of `--repeat` runs: warm, as the memcpy below is (its
  destination is written before it is timed). Inputs read and results
  written are not in it. The first call's figure, whose fresh buffers fault
  in page by page, is printed beside it;
- the bytes the chain cannot avoid: its inputs read once and its output
  written once;
- the time a memcpy of those bytes takes (numpy copying half of them into
  a second buffer: as many bytes read and written), best of `--repeat`, in
  this script;
- the ratio memcpy time / dtc time (goal >= 0.8: the chain runs at memory
  speed, fused into as few passes as it needs).

Every result is checked against numpy before it is timed. `--isa avx2`
compiles the chains for x86-64-v3 (AVX2 and FMA: the vectors, polynomials
and divisions LLVM emits for a CPU without AVX-512) and holds the runtime
to AVX2 (DTC_HOST_ISA=avx2); the first line says which ran.

  bash scripts/build.sh && /usr/bin/python3 bench/elementwise.py [--rows 4096] [--cols 1024]
                                                                [--steps 10] [--repeat 5]
                                                                [--isa native|avx2]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

import numpy as np

MAP2 = "affine_map<(d0, d1) -> (d0, d1)>"
ROW = "affine_map<(d0, d1) -> (d0)>"
COL = "affine_map<(d0, d1) -> (d1)>"


class Program:
    """A function body of one linalg.generic per operation."""

    def __init__(self, rows, cols):
        self.r, self.c = rows, cols
        self.lines = []
        self.n = 0

    def t(self, kind):
        return {"m": f"tensor<{self.r}x{self.c}xf32>", "r": f"tensor<{self.r}xf32>",
                "c": f"tensor<{self.c}xf32>"}[kind]

    def fresh(self):
        self.n += 1
        return f"%v{self.n}"

    def const(self, value):
        name = self.fresh()
        text = "0xFF800000" if value == "-inf" else f"{float(value):e}"
        self.lines.append(f"{name} = arith.constant {text} : f32")
        return name

    def generic(self, ins, body, out_kind="m", reduce_init=None):
        """`ins`: (value, kind) with kind m (matrix), r (per row), c (per
        column), or s (a scalar constant, used in the body only). `body`
        maps the block arguments' names to lines and a yielded value."""
        tensors = [(v, k) for v, k in ins if k != "s"]
        maps = [{"m": MAP2, "r": ROW, "c": COL}[k] for _, k in tensors]
        maps.append(MAP2 if out_kind == "m" else ROW)
        iters = '"parallel", "parallel"' if out_kind == "m" else '"parallel", "reduction"'
        empty = self.fresh()
        self.lines.append(f"{empty} = tensor.empty() : {self.t(out_kind)}")
        init = empty
        if reduce_init is not None:
            init = self.fresh()
            self.lines.append(f"{init} = linalg.fill ins({self.const(reduce_init)} : f32) "
                              f"outs({empty} : {self.t(out_kind)}) -> {self.t(out_kind)}")
        args = [f"%in{i}" for i in range(len(tensors))]
        scalars = {v: v for v, k in ins if k == "s"}
        body_lines, result = body(args, scalars)
        out = self.fresh()
        self.lines.append(
            f"{out} = linalg.generic {{indexing_maps = [{', '.join(maps)}], iterator_types = [{iters}]}} "
            f"ins({', '.join(v for v, _ in tensors)} : {', '.join(self.t(k) for _, k in tensors)}) "
            f"outs({init} : {self.t(out_kind)}) {{")
        self.lines.append("^bb0(" + ", ".join(f"{a}: f32" for a in args) + ", %acc: f32):")
        self.lines += ["  " + l for l in body_lines]
        self.lines.append(f"  linalg.yield {result} : f32")
        self.lines.append(f"}} -> {self.t(out_kind)}")
        return out

    def unary(self, x, op):
        return self.generic([(x, "m")], lambda a, s: ([f"%y = {op} {a[0]} : f32"], "%y"))

    def binary(self, x, kx, y, ky, op):
        return self.generic([(x, kx), (y, ky)],
                            lambda a, s: ([f"%y = {op} {a[0]}, {a[1]} : f32"], "%y"))

    def scalar(self, x, op, value, scalar_first=False):
        c = self.const(value)
        operands = f"{c}, {{}}" if scalar_first else f"{{}}, {c}"
        return self.generic([(x, "m"), (c, "s")],
                            lambda a, s: ([f"%y = {op} " + operands.format(a[0]) + " : f32"], "%y"))

    def reduce(self, x, op, init):
        return self.generic([(x, "m")], lambda a, s: ([f"%y = {op} %acc, {a[0]} : f32"], "%y"),
                            out_kind="r", reduce_init=init)

    def text(self, name, args, result, steps, prelude=()):
        """@main applies the chain `steps` times, its result the next x."""
        sig = ", ".join(f"{'%x0' if a == '%x' else a}: {self.t(k)}" for a, k in args)
        m = self.t("m")
        body = "\n      ".join(list(prelude) + self.lines)
        return (f"module @{name} {{\n  func.func @main({sig}) -> {m} {{\n"
                f"    %c0 = arith.constant 0 : index\n    %c1 = arith.constant 1 : index\n"
                f"    %steps = arith.constant {steps} : index\n"
                f"    %r = scf.for %i = %c0 to %steps step %c1 iter_args(%x = %x0) -> ({m}) {{\n"
                f"      {body}\n      scf.yield {result} : {m}\n    }}\n"
                f"    func.return %r : {m}\n  }}\n}}\n")


NORM_CONSTANTS = ("%inv = arith.constant {inv:e} : f32", "%eps = arith.constant 1.0e-05 : f32")


def gelu_bias_residual(r, c, steps):
    """y = gelu_tanh(x + b) + res."""
    p = Program(r, c)
    h = p.binary("%x", "m", "%b", "c", "arith.addf")
    cube = p.binary(h, "m", p.binary(h, "m", h, "m", "arith.mulf"), "m", "arith.mulf")
    inner = p.binary(h, "m", p.scalar(cube, "arith.mulf", 0.044715), "m", "arith.addf")
    th = p.unary(p.scalar(inner, "arith.mulf", 0.7978845608028654), "math.tanh")
    half = p.scalar(p.scalar(th, "arith.addf", 1.0), "arith.mulf", 0.5)
    g = p.binary(h, "m", half, "m", "arith.mulf")
    y = p.binary(g, "m", "%res", "m", "arith.addf")
    return p.text("gelu_bias_residual", [("%x", "m"), ("%b", "c"), ("%res", "m")], y, steps)


def softmax(r, c, steps):
    p = Program(r, c)
    mx = p.reduce("%x", "arith.maximumf", "-inf")
    e = p.unary(p.binary("%x", "m", mx, "r", "arith.subf"), "math.exp")
    s = p.reduce(e, "arith.addf", 0.0)
    y = p.binary(e, "m", s, "r", "arith.divf")
    return p.text("softmax", [("%x", "m")], y, steps)


def layer_norm(r, c, steps):
    p = Program(r, c)
    mean = p.generic([(p.reduce("%x", "arith.addf", 0.0), "r")],
                     lambda a, s: ([f"%y = arith.mulf {a[0]}, %inv : f32"], "%y"), out_kind="m")
    d = p.binary("%x", "m", mean, "m", "arith.subf")
    var = p.reduce(p.binary(d, "m", d, "m", "arith.mulf"), "arith.addf", 0.0)
    rs = p.generic([(var, "r")], lambda a, s: ([f"%v = arith.mulf {a[0]}, %inv : f32",
                                                 "%e = arith.addf %v, %eps : f32",
                                                 "%y = math.rsqrt %e : f32"], "%y"), out_kind="m")
    n = p.binary(d, "m", rs, "m", "arith.mulf")
    y = p.binary(p.binary(n, "m", "%g", "c", "arith.mulf"), "m", "%beta", "c", "arith.addf")
    return p.text("layer_norm", [("%x", "m"), ("%g", "c"), ("%beta", "c")], y, steps,
                  [line.format(inv=1.0 / c) for line in NORM_CONSTANTS])


def rms_norm(r, c, steps):
    p = Program(r, c)
    ms = p.reduce(p.binary("%x", "m", "%x", "m", "arith.mulf"), "arith.addf", 0.0)
    rs = p.generic([(ms, "r")], lambda a, s: ([f"%v = arith.mulf {a[0]}, %inv : f32",
                                                "%e = arith.addf %v, %eps : f32",
                                                "%y = math.rsqrt %e : f32"], "%y"), out_kind="m")
    y = p.binary(p.binary("%x", "m", rs, "m", "arith.mulf"), "m", "%g", "c", "arith.mulf")
    return p.text("rms_norm", [("%x", "m"), ("%g", "c")], y, steps,
                  [line.format(inv=1.0 / c) for line in NORM_CONSTANTS])


def silu(r, c, steps):
    """y = x * sigmoid(x), sigmoid as 1 / (1 + exp(-x)) (jax.nn.silu's)."""
    p = Program(r, c)
    e = p.unary(p.unary("%x", "arith.negf"), "math.exp")
    sig = p.scalar(p.scalar(e, "arith.addf", 1.0), "arith.divf", 1.0, scalar_first=True)
    y = p.binary("%x", "m", sig, "m", "arith.mulf")
    return p.text("silu", [("%x", "m")], y, steps)


def oracles(r, c, rng):
    x = rng.standard_normal((r, c)).astype(np.float32)
    b = rng.standard_normal(c).astype(np.float32)
    res = rng.standard_normal((r, c)).astype(np.float32)
    g = (1 + 0.1 * rng.standard_normal(c)).astype(np.float32)
    beta = (0.1 * rng.standard_normal(c)).astype(np.float32)

    def gelu(x, b, res):
        h = x + b
        return 0.5 * h * (1 + np.tanh(0.7978845608028654 * (h + 0.044715 * h ** 3))) + res

    def sm(x):
        e = np.exp(x - x.max(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True)

    def ln(x, g, beta):
        m = x.mean(axis=1, keepdims=True)
        return (x - m) / np.sqrt(((x - m) ** 2).mean(axis=1, keepdims=True) + 1e-5) * g + beta

    def rms(x, g):
        return x / np.sqrt((x * x).mean(axis=1, keepdims=True) + 1e-5) * g

    def sl(x):
        return x / (1 + np.exp(-x))

    return [("gelu(x + b) + residual", gelu_bias_residual, [x, b, res], gelu),
            ("silu", silu, [x], sl),
            ("softmax", softmax, [x], sm),
            ("layer norm", layer_norm, [x, g, beta], ln),
            ("RMS norm", rms_norm, [x, g], rms)]


def memcpy_time(nbytes, repeat):
    """Best time of copying nbytes / 2 into another buffer (nbytes moved)."""
    src = np.ones(nbytes // 8, dtype=np.float32)
    dst = np.empty_like(src)
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        np.copyto(dst, src)
        best = min(best, time.perf_counter() - t)
    return best


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--build", default=os.path.join(os.path.dirname(__file__), "..", "build"))
    p.add_argument("--rows", type=int, default=4096)
    p.add_argument("--cols", type=int, default=1024)
    p.add_argument("--steps", type=int, default=10)
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--isa", choices=("native", "avx2"), default="native")
    a = p.parse_args()
    dtc = os.path.join(a.build, "bin", "dtc")
    flags = ["--host-cpu", "x86-64-v3"] if a.isa == "avx2" else []
    if a.isa == "avx2":
        os.environ["DTC_HOST_ISA"] = "avx2"
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo")
                if line.startswith("model name")), "?")
    print(f"host: {cpu}; code for {'x86-64-v3 (AVX2)' if flags else 'this CPU (native)'}")
    rng = np.random.default_rng(0)
    print(f"{a.rows}x{a.cols} f32 on one CPU device, {a.steps} applications a run; "
          f"memcpy and dtc best of {a.repeat}")
    print("| chain | bytes moved (at least) | dtc | memcpy of those bytes | memcpy / dtc | dtc GB/s "
          "| dtc's first call (memcpy / it) |")
    print("|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as work:
        for name, build, args, oracle in oracles(a.rows, a.cols, rng):
            src = os.path.join(work, "p.mlir")
            exe = os.path.join(work, "p")
            with open(src, "w") as f:
                f.write(build(a.rows, a.cols, a.steps))
            subprocess.run([dtc, "compile", src, "-o", exe] + flags, check=True)
            cmd = [exe]
            for i, arr in enumerate(args):
                path = os.path.join(work, f"a{i}.npy")
                np.save(path, arr)
                cmd += ["--input", path]
            out = os.path.join(work, "out.npy")
            cmd += ["--output", out, "--timing", "--steps", "3", "--log-every", "0"]
            best = first = float("inf")
            for _ in range(a.repeat):
                run = subprocess.run(cmd, check=True, capture_output=True, text=True)
                calls = re.search(r"fastest of 3 steps: compute ([0-9.e-]+) s \(the first: ([0-9.e-]+) s\)",
                                  run.stderr)
                best = min(best, float(calls.group(1)))
                first = min(first, float(calls.group(2)))
            best /= a.steps
            first /= a.steps
            want = args[0]
            for _ in range(a.steps):
                want = oracle(want, *args[1:])
            if not np.allclose(np.load(out), want, rtol=1e-4, atol=1e-5):
                sys.exit(f"{name}: dtc's result differs from numpy's")
            nbytes = sum(x.nbytes for x in args) + want.astype(np.float32).nbytes
            copy = memcpy_time(nbytes, a.repeat)
            print(f"| {name} | {nbytes / 2**20:.0f} MiB | {best * 1e3:.2f} ms | {copy * 1e3:.2f} ms "
                  f"| {copy / best:.2f} | {nbytes / best / 1e9:.1f} "
                  f"| {first * 1e3:.2f} ms ({copy / first:.2f}) |")


if __name__ == "__main__":
    main()
