"""Inputs for the integer ops MLIR leaves undefined for some operands, and a
check of their results against XLA's definitions.

    undefined_ops.py DIR
        writes DIR/a.npy and DIR/b.npy (int32, 64): special pairs first
        (7 / 0, -7 / 0, 0 / 0, INT_MIN / -1, INT_MIN / 0, -1 / 0), then random
        ones, a tenth of their divisors zero (b is also the shift amount:
        from -9 to 9, and 32, 40 and -1 among the specials' neighbours), and
        DIR/x.npy (f32, 64): NaN, infinities, floats beyond every integer
        type's range and random ones from -300 to 300
    undefined_ops.py DIR --check
        DIR/{divsi,remsi,divui,remui,floordivsi,ceildivsi}.npy against XLA's
        results (what JAX 0.10.2's lax.div and lax.rem gave for the special
        pairs: x / 0 = -1, all bits set, unsigned too; x % 0 = x;
        INT_MIN / -1 = INT_MIN; INT_MIN % -1 = 0), floor and ceiling
        division by zero -1 as the quotient; DIR/{shli,shrsi,shrui}.npy (by
        the width or more, or a negative amount: 0, the sign, 0, as
        lax.shift_left and the right shifts gave); DIR/{fptosi,fptoui,
        fptosi8,fptosi16}.npy (saturating, NaN 0, as JAX's astype gave;
        the last from x rounded to f16, where 3e9 is an infinity);
        DIR/{gather,slice,update}.npy (x[a] with each index clamped into x,
        as jnp.take(mode="clip"); x[b[7]:b[7] + 32] with the start clamped
        so that the slice fits, as lax.dynamic_slice; x with x[a[3]] = -1,
        the index clamped, as lax.dynamic_update_slice); prints the special
        inputs' results
"""
import sys

import numpy as np

MIN = np.iinfo(np.int32).min
SPECIAL = [(7, 0), (-7, 0), (0, 0), (MIN, -1), (MIN, 0), (-1, 0)]
SHIFTS = [32, 40, -1, 31]
FLOATS = np.array([np.nan, np.inf, -np.inf, 3e9, -3e9, 2.7, -2.7, 200.0, -200.0, 4.5e9],
                  dtype=np.float32)


def make(out):
    rng = np.random.default_rng(5)
    a = rng.integers(-1000, 1000, 64).astype(np.int32)
    b = rng.integers(-9, 10, 64).astype(np.int32)
    for i, (x, y) in enumerate(SPECIAL):
        a[i], b[i] = x, y
    b[len(SPECIAL):len(SPECIAL) + len(SHIFTS)] = SHIFTS
    x = rng.uniform(-300, 300, 64).astype(np.float32)
    x[:len(FLOATS)] = FLOATS
    np.save(f"{out}/a.npy", a)
    np.save(f"{out}/b.npy", b)
    np.save(f"{out}/x.npy", x)


def expected(a, b):
    a64, b64 = a.astype(np.int64), b.astype(np.int64)
    zero, wraps = b64 == 0, (a64 == MIN) & (b64 == -1)
    safe = np.where(zero | wraps, 1, b64)
    trunc = np.trunc(a64 / safe).astype(np.int64)
    # a64 / safe in f64 is within 2^-52 (relative) of the quotient, which is
    # at least 1 / |a| > 2^-31 (relative) from the next integer: truncating
    # it gives the integer quotient.
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


def shifted(a, b):
    a64, b64 = a.astype(np.int64), b.astype(np.int64)
    over = (b64 < 0) | (b64 >= 32)
    safe = np.where(over, 0, b64)
    wrap32 = lambda v: (v & 0xFFFFFFFF).astype(np.uint32).view(np.int32)
    return {
        "shli": wrap32(np.where(over, 0, a64 << safe)),
        "shrsi": np.where(over, np.where(a64 < 0, -1, 0), a64 >> safe).astype(np.int32),
        "shrui": wrap32(np.where(over, 0, (a64 & 0xFFFFFFFF) >> safe)),
    }


def converted(x):
    x64 = x.astype(np.float64)
    nan = np.isnan(x64)
    t = np.trunc(np.where(nan, 0, x64))
    return {
        "fptosi": np.where(nan, 0, np.clip(t, -2**31, 2**31 - 1)).astype(np.int64).astype(np.int32),
        "fptoui": np.where(nan, 0, np.clip(t, 0, 2**32 - 1)).astype(np.uint64).astype(np.uint32).view(np.int32),
        "fptosi8": np.where(nan, 0, np.clip(t, -128, 127)).astype(np.int8),
        "fptosi16": converted16(x),
    }


def converted16(x):
    """x rounded to f16 (3e9 becomes inf), then converted as fptosi."""
    with np.errstate(over="ignore", invalid="ignore"):
        h = x.astype(np.float16).astype(np.float64)
    nan = np.isnan(h)
    t = np.trunc(np.where(nan, 0, h))
    return np.where(nan, 0, np.clip(t, -2**31, 2**31 - 1)).astype(np.int64).astype(np.int32)


def indexed(a, b, x):
    start = int(np.clip(b[7], 0, x.size - 32))
    update = x.copy()
    update[np.clip(a[3], 0, x.size - 1)] = -1
    return {"gather": x[np.clip(a, 0, x.size - 1)], "slice": x[start:start + 32], "update": update}


def check(out):
    a, b, x = (np.load(f"{out}/{n}.npy") for n in "abx")
    # Each model's results, and how many of its leading (special) inputs'
    # results to print.
    models = [(expected(a, b), len(SPECIAL)), (shifted(a, b), len(SPECIAL) + len(SHIFTS)),
              (converted(x), len(FLOATS)), (indexed(a, b, x), 0)]
    shown = {name: count for results, count in models for name in results}
    results = {name: want for model, _ in models for name, want in model.items()}
    for name, want in results.items():
        got = np.load(f"{out}/{name}.npy")
        if got.dtype != want.dtype or got.shape != want.shape:
            sys.exit(f"{name}: got {got.dtype}{list(got.shape)}, expected {want.dtype}{list(want.shape)}")
        differ = (got != want) & ~(np.isnan(got) & np.isnan(want)) if got.dtype.kind == "f" else got != want
        if differ.any():
            i = int(np.argmax(differ))
            operands = f"{x[i]!r}" if name.startswith("fpto") else f"{a[i]}, {b[i]}"
            sys.exit(f"{name}: {int(differ.sum())} elements differ, first {operands}: "
                     f"got {got[i]}, expected {want[i]}")
        unsigned = name.endswith("ui")
        values = got[:shown[name]].view(np.uint32) if unsigned else got[:shown[name]]
        print(f"{name}: {got.size} as XLA's" + "".join(
            ("; " if k == 0 else " ") + str(int(v)) for k, v in enumerate(values)))


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[2] == "--check":
        check(sys.argv[1])
    else:
        make(sys.argv[1])
