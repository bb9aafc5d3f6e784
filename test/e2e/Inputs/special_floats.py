"""Inputs with every kind of float, and a bit-for-bit check of results.

    special_floats.py DIR ROWS COLS
        writes DIR/x.npy (ROWS x COLS f32: special values, subnormals, random
        bit patterns, normals, and in the rows of MIDPOINT_DIVISORS floats
        whose quotient is a midpoint between subnormals) and DIR/s.npy
        (ROWS f32: one divisor a row, special ones among them)
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


# Divisors S * 2^e (S odd, e >= 1) by which some floats divide to exactly a
# midpoint between two subnormals, (2k + 1) * 2^-150, where a product with
# the divisor's reciprocal in f64 lands just off it and rounds the tie the
# wrong way for nearly half of them (found by search; 6 or 10 never do).
MIDPOINT_DIVISORS = [98.0, 246.0, 234.0, 1006.0, -246.0, 1910.0, 98.0 * 2**20, 6.0]


def midpoint_dividends(s, count):
    """`count` floats x (fewer if there are not so many) with x / s exactly
    a subnormal midpoint, spread over the odd numbers 2k + 1 below 2^16."""
    odd = np.arange(1, 2**16, 2, dtype=np.int64)
    x = odd * 2.0**-150 * float(s)
    x32 = x.astype(np.float32)
    x32 = x32[(x32.astype(np.float64) == x) & (np.abs(x / float(s)) < 2.0**-126)]
    return x32[np.linspace(0, len(x32) - 1, min(count, len(x32))).astype(np.int64)]


def make(out, rows, cols):
    rng = np.random.default_rng(11)
    x = rng.integers(0, 2**32, size=(rows, cols), dtype=np.uint64).astype(np.uint32).view(np.float32)
    x[:, :len(SPECIAL)] = SPECIAL
    x[:, len(SPECIAL):2 * len(SPECIAL)] = rng.standard_normal((rows, len(SPECIAL)))
    s = np.concatenate([SPECIAL, MIDPOINT_DIVISORS, rng.standard_normal(rows)])[:rows].astype(np.float32)
    # The rows of those divisors: midpoint quotients after the specials.
    for row in range(len(SPECIAL), min(rows, len(SPECIAL) + len(MIDPOINT_DIVISORS))):
        mid = midpoint_dividends(s[row], cols - len(SPECIAL))
        x[row, len(SPECIAL):len(SPECIAL) + len(mid)] = mid
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
