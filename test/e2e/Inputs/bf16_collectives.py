"""bfloat16 arrays in and out of an executable, as JAX saves them (ml_dtypes:
'<V2' .npy files), for test/e2e/collectives/bf16-collectives.mlir.

    bf16_collectives.py DIR
        writes DIR/x.npy: 8 x 16 bf16 values (with -0, +0, infinities and
        subnormals among them), '|V2' as numpy saves two raw bytes
    bf16_collectives.py DIR --check
        DIR/g.npy must be x itself, DIR/m.npy the maximum of each row of x
        (IEEE 754's: -0 below +0), DIR/t.npy x transposed, DIR/s.npy the
        row sums of x in f32 rounded once to bf16, each a '<V2' file,
        bit for bit
"""
import sys

import numpy as np

from bf16 import load as bits, to_bits as to_bf16, to_f32 as as_f32


def make(out):
    rng = np.random.default_rng(5)
    x = to_bf16(rng.standard_normal((8, 16)).astype(np.float32) * 4)
    x[0, :] = 0x8000                            # a row of -0
    x[0, 9] = 0                                 # and one +0 on the other half
    x[1, 3] = 0x7F80                            # +inf
    x[2, :] = 0xFF80                            # -inf everywhere
    x[3, 5] = 0x0001                            # the smallest subnormal
    np.save(f"{out}/x.npy", x.view("V2"))


def check(out):
    x = bits(f"{out}/x.npy")
    xf = as_f32(x)
    want = {"g": x, "m": to_bf16(np.maximum.reduce(xf, axis=1)),
            "t": x.T.copy(), "s": to_bf16(xf.astype(np.float64).sum(axis=1))}
    # np.maximum of -0 and +0 keeps the first: the row of zeros wants +0.
    want["m"][0] = 0
    for name, w in want.items():
        got = bits(f"{out}/{name}.npy")
        if got.shape != w.shape or not np.array_equal(got, w):
            sys.exit(f"{name}: got {got.shape} {got.ravel()[:8]}, expected {w.shape} {w.ravel()[:8]}")
        print(f"{name}: {got.size} bf16 values bit for bit")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[2] == "--check":
        check(sys.argv[1])
    else:
        make(sys.argv[1])
