"""Inputs with every kind of float, and a bit-for-bit check of results.

    special_floats.py DIR ROWS COLS
        writes DIR/x.npy (ROWS x COLS f32: special values, subnormals, random
        bit patterns, normals) and DIR/s.npy (ROWS f32: one divisor a row,
        special ones among them)
    special_floats.py DIR --check OUT EXPR [OUT EXPR]...
        DIR/OUT.npy must equal EXPR (numpy, with x and s) bit for bit, any
        NaN matching any NaN
"""
import sys

import numpy as np

SPECIAL = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 3.0,
                    np.finfo(np.float32).max, -np.finfo(np.float32).max,
                    np.finfo(np.float32).tiny, np.finfo(np.float32).tiny / 2,
                    np.float32(1e-45), 1e-40, 0.1, 1.5], dtype=np.float32)


def make(out, rows, cols):
    rng = np.random.default_rng(11)
    x = rng.integers(0, 2**32, size=(rows, cols), dtype=np.uint64).astype(np.uint32).view(np.float32)
    x[:, :len(SPECIAL)] = SPECIAL
    x[:, len(SPECIAL):2 * len(SPECIAL)] = rng.standard_normal((rows, len(SPECIAL)))
    s = np.concatenate([SPECIAL, rng.standard_normal(rows)])[:rows].astype(np.float32)
    np.save(f"{out}/x.npy", x)
    np.save(f"{out}/s.npy", s)


def check(out, pairs):
    env = {"np": np, "x": np.load(f"{out}/x.npy"), "s": np.load(f"{out}/s.npy")}
    with np.errstate(all="ignore"):
        for name, expr in pairs:
            want = np.asarray(eval(expr, env), dtype=np.float32)
            got = np.load(f"{out}/{name}.npy")
            if got.shape != want.shape or got.dtype != want.dtype:
                sys.exit(f"{name}: got {got.dtype}{list(got.shape)}, expected {want.dtype}{list(want.shape)}")
            nan = np.isnan(got) & np.isnan(want)
            differ = (got.view(np.uint32) != want.view(np.uint32)) & ~nan
            if differ.any():
                i = tuple(np.argwhere(differ)[0])
                sys.exit(f"{name}: {differ.sum()} elements differ, first at {i}: "
                         f"got {got[i]!r}, expected {want[i]!r} (x {env['x'][i]!r}, s {env['s'][i[0]]!r})")
            print(f"{name}: {got.size} elements bit for bit")


if __name__ == "__main__":
    if sys.argv[2] == "--check":
        check(sys.argv[1], list(zip(sys.argv[3::2], sys.argv[4::2])))
    else:
        make(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
