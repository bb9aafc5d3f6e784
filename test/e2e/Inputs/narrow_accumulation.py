"""Inputs for 16-bit contractions and reductions, and a check that their
sums were carried in f32 and rounded once (test/e2e/numerics/narrow-accumulation.mlir).

    narrow_accumulation.py DIR
        writes DIR/x.npy (64 x 512), DIR/w.npy (512 x 32), DIR/r.npy
        (8 x 4096, values near 1: a bf16 running sum stalls at 256) and
        DIR/a.npy, DIR/b.npy (4 x 16 x 256, 4 x 256 x 16), f32
    narrow_accumulation.py DIR --check
        DIR/p.npy: x and w rounded to bf16, their product rounded to bf16
        (then f32); DIR/s.npy: r rounded to bf16, its row sums rounded to
        bf16; DIR/h.npy: a and b rounded to f16, their batched product, an
        f16; DIR/q.npy: the bf16 softmax of r's rows (each step rounded to
        bf16 as the program's ops do: x - max, exp, the f32 sum, the
        quotient). How many are the exact result correctly rounded to the 16-bit
        type, and how far the others are from it in its units in the last
        place (summing in f32 in another order may round the other way near
        a tie: one)
"""
import sys

import numpy as np

from bf16 import rounded as bf16


def make(out):
    rng = np.random.default_rng(7)
    arrays = {
        "x": rng.standard_normal((64, 512)),
        "w": rng.standard_normal((512, 32)),
        "r": 1 + rng.random((8, 4096)) / 8,
        "a": rng.standard_normal((4, 16, 256)),
        "b": rng.standard_normal((4, 256, 16)),
    }
    for name, value in arrays.items():
        np.save(f"{out}/{name}.npy", value.astype(np.float32))


def ulps(got, rounded, spacing):
    """|got - rounded| in units of `spacing` at rounded's magnitude."""
    return np.abs(got.astype(np.float64) - rounded.astype(np.float64)) / spacing(rounded)


def check(out):
    load = lambda name: np.load(f"{out}/{name}.npy")
    x, w, r, a, b = (load(n) for n in "xwrab")
    bf_spacing = lambda v: np.spacing(np.abs(v).astype(np.float32)) * 2.0**16
    f16_spacing = lambda v: np.spacing(np.abs(v).astype(np.float16)).astype(np.float64)
    cases = {
        "p": (bf16(x).astype(np.float64) @ bf16(w).astype(np.float64), bf16, bf_spacing),
        "s": (bf16(r).astype(np.float64).sum(axis=1), bf16, bf_spacing),
        "h": (a.astype(np.float16).astype(np.float64) @ b.astype(np.float16).astype(np.float64),
              lambda v: v.astype(np.float16), f16_spacing),
    }
    rb = bf16(r).astype(np.float64)
    e = bf16(np.exp(bf16(rb - rb.max(axis=1, keepdims=True))).astype(np.float64))
    total = bf16(e.sum(axis=1, keepdims=True)).astype(np.float64)
    cases["q"] = (e / total, bf16, bf_spacing)
    for name, (exact, round16, spacing) in cases.items():
        got = load(name)
        rounded = round16(exact)
        if got.dtype != rounded.dtype or got.shape != rounded.shape:
            sys.exit(f"{name}: got {got.dtype} {got.shape}, expected {rounded.dtype} {rounded.shape}")
        off = ulps(got, rounded, spacing)
        same = int((got == rounded).sum())
        print(f"{name}: {got.size} elements, {same} correctly rounded, "
              f"at most {off.max():.0f} ulp from it")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[2] == "--check":
        check(sys.argv[1])
    else:
        make(sys.argv[1])
