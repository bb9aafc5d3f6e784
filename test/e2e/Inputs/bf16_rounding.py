"""f32 inputs for rounding to bf16, and a bit-for-bit check of the results.

    bf16_rounding.py DIR
        writes DIR/x.npy and DIR/y.npy (f32, 512 x 512): every 16411th bit
        pattern (NaNs, infinities, every binade) and in x every pattern of
        the subnormals' bits that rounding carries (0x0000xxxx and
        0x007Fxxxx, 2^-133 to 2^-126), ties among them
    bf16_rounding.py DIR --check
        DIR/r.npy (x rounded to bf16 and back) and DIR/s.npy (x and y rounded
        to bf16, added in f32, the sum rounded to bf16, as JAX computes bf16
        on a CPU): round to nearest even on the bits, subnormals kept, any
        NaN for a NaN; DIR/e.npy (exp of x rounded to bf16, a bf16) and
        DIR/t.npy (tanh of x rounded to f16, an f16): within one unit in the
        last place of their type of the exact function of the rounded
        input, NaN, infinities and zeros exactly
"""
import sys

import numpy as np

from bf16 import rounded as bf16


def make(out):
    n = 512 * 512
    bits = (np.arange(n, dtype=np.uint64) * 16411 % 2**32).astype(np.uint32)
    x, y = bits.copy(), bits[::-1].copy()
    x[:65536] = np.arange(65536, dtype=np.uint32)
    x[65536:131072] = 0x007F0000 + np.arange(65536, dtype=np.uint32)
    np.save(f"{out}/x.npy", x.view(np.float32).reshape(512, 512))
    np.save(f"{out}/y.npy", y.view(np.float32).reshape(512, 512))


def check(out):
    x, y = np.load(f"{out}/x.npy"), np.load(f"{out}/y.npy")
    with np.errstate(all="ignore"):
        want = {"r": bf16(x), "s": bf16(bf16(x) + bf16(y))}
    for name, w in want.items():
        got = np.load(f"{out}/{name}.npy")
        same = (got.view(np.uint32) == w.view(np.uint32)) | (np.isnan(got) & np.isnan(w))
        if not same.all():
            i = np.unravel_index(np.argmax(~same), same.shape)
            sys.exit(f"{name}: {int((~same).sum())} elements differ, first x {x[i]!r}: "
                     f"got {got[i]!r}, expected {w[i]!r}")
        subnormal = int(((np.abs(got) < np.finfo(np.float32).tiny) & (got != 0)).sum())
        print(f"{name}: {got.size} elements bit for bit, {subnormal} subnormal")
    with np.errstate(all="ignore"):
        narrow = {"e": (np.exp(bf16(x).astype(np.float64)), 8, -133),
                  "t": (np.tanh(x.astype(np.float16).astype(np.float64)), 11, -24)}
    for name, (exact, bits, tiniest) in narrow.items():
        got = np.load(f"{out}/{name}.npy").astype(np.float64)
        special = ~np.isfinite(exact) | (exact == 0)
        if not ((got[special] == exact[special]) | (np.isnan(got[special]) & np.isnan(exact[special]))).all():
            sys.exit(f"{name}: a NaN, an infinity or a zero differs")
        # One ulp of the narrow type at the exact value's binade.
        e = np.floor(np.log2(np.abs(np.where(special, 1.0, exact))))
        ulp = np.exp2(np.maximum(e - (bits - 1), tiniest))
        err = np.abs(got - exact) / ulp
        err[special] = 0
        if err.max() > 1:
            i = np.unravel_index(np.argmax(err), err.shape)
            sys.exit(f"{name}: {int((err > 1).sum())} more than 1 ulp away, worst x {x[i]!r}: "
                     f"got {got[i]!r}, exact {exact[i]!r}")
        subnormal = int(((np.abs(got) < np.finfo(np.float32).tiny) & (got != 0)).sum())
        print(f"{name}: {got.size} elements within 1 ulp, {subnormal} subnormal")


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[2] == "--check":
        check(sys.argv[1])
    else:
        make(sys.argv[1])
