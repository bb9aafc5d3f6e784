"""Inputs spanning f32 exp's whole domain, and an ulp check of its results.

    exp_inputs.py DIR
        writes DIR/x.npy (f32, 1024 columns): the special values and the
        thresholds of exp (overflow, the smallest normal and subnormal
        results), then every 1031st float from -105 to 90 (about a million:
        every binade, the subnormal results' range included)
    exp_inputs.py DIR --check OUT MAX_ULP
        DIR/OUT.npy against exp in f64 rounded to f32: NaN where exp is NaN,
        infinities and zeros exactly, every other element within MAX_ULP
        units in the last place of the rounded result (2^-149 for a
        subnormal one); prints the worst error and how many results are
        subnormal
"""
import sys

import numpy as np

from ulp import ulp_errors

F32 = np.finfo(np.float32)
SPECIAL = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, F32.max, -F32.max, F32.tiny, -F32.tiny,
                    np.float32(1e-45), np.float32(-1e-45), 1.0, -1.0,
                    # e^x overflows from 88.7228394 on; 88.7228317 is the largest
                    # finite result's input
                    88.72283172607421875, 88.72283935546875, 88.8, 89.0, 89.5, 100.0,
                    # the smallest normal result near -87.3365; the smallest
                    # subnormal near -103.2789, rounding to 0 from -103.9721
                    -87.33654, -87.33655, -103.278931, -103.972076, -103.972084,
                    -104.0, -104.5, -1e30, 1e30], dtype=np.float32)


def make(out):
    def span(lo, hi):
        bits = np.arange(np.float32(lo).view(np.uint32), np.float32(hi).view(np.uint32), 1031,
                         dtype=np.uint64)
        return bits.astype(np.uint32).view(np.float32)
    x = np.concatenate([SPECIAL, span(0.0, 90.0), -span(0.0, 105.0)])
    x = np.concatenate([x, np.zeros(-len(x) % 1024, np.float32)])
    np.save(f"{out}/x.npy", x.reshape(-1, 1024))


def check(out, name, max_ulp):
    x = np.load(f"{out}/x.npy")
    got = np.load(f"{out}/{name}.npy")
    if got.shape != x.shape or got.dtype != np.float32:
        sys.exit(f"{name}: got {got.dtype}{list(got.shape)}, expected float32{list(x.shape)}")
    with np.errstate(all="ignore"):
        exact = np.exp(x.astype(np.float64))
        want = exact.astype(np.float32)
    subnormal = int(((got != 0) & (np.abs(got) < F32.tiny)).sum())
    nan = np.isnan(want)
    if (np.isnan(got) != nan).any():
        i = np.argwhere(np.isnan(got) != nan)[0]
        sys.exit(f"{name}: NaN mismatch at x={x[tuple(i)]!r}: got {got[tuple(i)]!r}")
    special = ~nan & (np.isinf(want) | (want == 0))
    if (got[special] != want[special]).any():
        i = np.argwhere(special & (got != want))[0]
        sys.exit(f"{name}: at x={x[tuple(i)]!r} got {got[tuple(i)]!r}, expected {want[tuple(i)]!r}")
    rest = ~nan & ~special
    w = want[rest]
    err = ulp_errors(got[rest], exact[rest], np.float32)
    worst = int(np.argmax(err))
    if err[worst] > max_ulp:
        sys.exit(f"{name}: {int((err > max_ulp).sum())} results more than {max_ulp} ulp away, "
                 f"the worst {err[worst]:.2f} ulp at x={x[rest][worst]!r} "
                 f"(got {got[rest][worst]!r}, expected {w[worst]!r})")
    print(f"{name}: {x.size} elements, within {max_ulp} ulp (worst {err[worst]:.2f}); "
          f"{subnormal} subnormal results")


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[2] == "--check":
        check(sys.argv[1], sys.argv[3], float(sys.argv[4]))
    else:
        make(sys.argv[1])
