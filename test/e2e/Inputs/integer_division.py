"""Integer division inputs with zero divisors and INT_MIN / -1, and a check
of the quotients and remainders against XLA's definitions.

    integer_division.py DIR
        writes DIR/a.npy and DIR/b.npy (int32, 64): special pairs first
        (7 / 0, -7 / 0, 0 / 0, INT_MIN / -1, INT_MIN / 0, -1 / 0), then random
        ones, a tenth of their divisors zero
    integer_division.py DIR --check
        DIR/{divsi,remsi,divui,remui,floordivsi,ceildivsi}.npy against XLA's
        results (what JAX 0.10.2's lax.div and lax.rem gave for the special
        pairs: x / 0 = -1, all bits set, unsigned too; x % 0 = x;
        INT_MIN / -1 = INT_MIN; INT_MIN % -1 = 0), floor and ceiling
        division by zero -1 as the quotient; prints the special pairs'
"""
import sys

import numpy as np

MIN = np.iinfo(np.int32).min
SPECIAL = [(7, 0), (-7, 0), (0, 0), (MIN, -1), (MIN, 0), (-1, 0)]


def make(out):
    rng = np.random.default_rng(5)
    a = rng.integers(-1000, 1000, 64).astype(np.int32)
    b = rng.integers(-9, 10, 64).astype(np.int32)
    for i, (x, y) in enumerate(SPECIAL):
        a[i], b[i] = x, y
    np.save(f"{out}/a.npy", a)
    np.save(f"{out}/b.npy", b)


def expected(a, b):
    a64, b64 = a.astype(np.int64), b.astype(np.int64)
    zero, wraps = b64 == 0, (a64 == MIN) & (b64 == -1)
    safe = np.where(zero | wraps, 1, b64)
    trunc = np.trunc(a64 / safe).astype(np.int64)
    # a64 / safe in f64 is exact enough for |a| < 2^31: the truncation is
    # the integer quotient.
    ua, ub = a.view(np.uint32).astype(np.int64), b.view(np.uint32).astype(np.int64)
    usafe = np.where(ub == 0, 1, ub)
    wrap32 = lambda v: v.astype(np.int64).astype(np.uint64).astype(np.uint32).view(np.int32)
    return {
        "divsi": wrap32(np.where(zero, -1, trunc)),
        "remsi": wrap32(np.where(zero, a64, a64 - trunc * safe)),
        "divui": wrap32(np.where(ub == 0, 2**32 - 1, ua // usafe)),
        "remui": wrap32(np.where(ub == 0, ua, ua % usafe)),
        "floordivsi": wrap32(np.where(zero, -1, np.floor_divide(a64, safe))),
        "ceildivsi": wrap32(np.where(zero, -1, -np.floor_divide(-a64, safe))),
    }


def check(out):
    a, b = np.load(f"{out}/a.npy"), np.load(f"{out}/b.npy")
    for name, want in expected(a, b).items():
        got = np.load(f"{out}/{name}.npy")
        if got.dtype != np.int32 or got.shape != a.shape:
            sys.exit(f"{name}: got {got.dtype}{list(got.shape)}, expected int32{list(a.shape)}")
        if (got != want).any():
            i = int(np.argmax(got != want))
            sys.exit(f"{name}: {int((got != want).sum())} elements differ, first {a[i]}, {b[i]}: "
                     f"got {got[i]}, expected {want[i]}")
        unsigned = name.endswith("ui")
        shown = [f"{int(x)},{int(y)}: {int(g.view(np.uint32)) if unsigned else int(g)}"
                 for x, y, g in zip(a[:len(SPECIAL)], b[:len(SPECIAL)], got[:len(SPECIAL)])]
        print(f"{name}: {got.size} as XLA's; " + "; ".join(shown))


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[2] == "--check":
        check(sys.argv[1])
    else:
        make(sys.argv[1])
