"""Inputs over the math functions' whole domain, and an ulp check of results.

    math_accuracy.py DIR
        writes DIR/x.npy (f32, 256 x 1024: every 16411th bit pattern, NaNs
        and infinities among them, then 32768 floats from -10 to 10 and
        8192 from -1000 to 1000) and DIR/xd.npy (the same values in f64)
    math_accuracy.py DIR --check OUT FUNCTION MAX_ULP [OUT FUNCTION MAX_ULP]...
        DIR/OUT.npy against FUNCTION of x (of xd for an f64 result) computed
        in f64 (numpy; math.erf) and rounded to the result's type: NaN
        exactly where that is NaN, infinities exactly, every other element
        within MAX_ULP units in the last place of the rounded result (2^-149
        or 2^-1074 for a subnormal one); prints the worst error of each
"""
import math
import sys

import numpy as np

from ulp import ulp_errors

REFERENCE = {"tanh": np.tanh, "expm1": np.expm1, "log": np.log, "log1p": np.log1p,
             "log2": np.log2, "erf": np.vectorize(math.erf, otypes=[np.float64]),
             "atan": np.arctan, "sin": np.sin, "cos": np.cos}


def make(out):
    bits = (np.arange(256 * 1024, dtype=np.uint64) * 16411 % 2**32).astype(np.uint32)
    x = bits.view(np.float32).copy()
    x[:32768] = np.linspace(-10, 10, 32768, dtype=np.float32)
    x[32768:40960] = np.linspace(-1000, 1000, 8192, dtype=np.float32)
    np.save(f"{out}/x.npy", x.reshape(256, 1024))
    with np.errstate(invalid="ignore"):  # signaling NaNs, quieted
        np.save(f"{out}/xd.npy", x.astype(np.float64).reshape(256, 1024))


def check(out, name, function, max_ulp):
    got = np.load(f"{out}/{name}.npy")
    x = np.load(f"{out}/{'xd' if got.dtype == np.float64 else 'x'}.npy").astype(np.float64)
    if got.shape != x.shape:
        sys.exit(f"{name}: got shape {list(got.shape)}, expected {list(x.shape)}")
    with np.errstate(all="ignore"):
        exact = REFERENCE[function](x)
    want = exact.astype(got.dtype)
    got, want = got.ravel(), want.ravel()
    exact = exact.ravel()
    nan = np.isnan(want)
    if (np.isnan(got) != nan).any():
        i = np.argmax(np.isnan(got) != nan)
        sys.exit(f"{name}: {function}({x.ravel()[i]!r}) is {got[i]!r}, expected {want[i]!r}")
    inf = ~nan & (np.isinf(want) | np.isinf(got))
    if (got[inf] != want[inf]).any():
        i = np.flatnonzero(inf)[np.argmax(got[inf] != want[inf])]
        sys.exit(f"{name}: {function}({x.ravel()[i]!r}) is {got[i]!r}, expected {want[i]!r}")
    finite = ~nan & ~inf
    err = ulp_errors(got[finite], exact[finite], got.dtype)
    worst = int(np.argmax(err))
    if err[worst] > max_ulp:
        i = np.flatnonzero(finite)[worst]
        sys.exit(f"{name}: {int((err > max_ulp).sum())} results more than {max_ulp} ulp away, "
                 f"worst {function}({x.ravel()[i]!r}) = {got[i]!r}, expected {exact[i]!r} "
                 f"({err[worst]:.3g} ulp)")
    print(f"{name}: {function} within {max_ulp} ulp (worst {err[worst]:.2f})")


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[2] == "--check":
        args = sys.argv[3:]
        for i in range(0, len(args), 3):
            check(sys.argv[1], args[i], args[i + 1], float(args[i + 2]))
    else:
        make(sys.argv[1])
