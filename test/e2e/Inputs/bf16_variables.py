"""Inputs and checks for test/e2e/training/bf16-variables.mlir.

    bf16_variables.py DIR
        writes DIR/X.npy (32 x 4 f32: four batches of 8) and DIR/w0.npy
        (4 x 2 bf16, '<V2' as JAX saves it)
    bf16_variables.py DIR --check
        w6b.npy (resumed from the step-3 checkpoint) and wck.npy (assembled
        from the checkpoint) against w6.npy bit for bit; loss.npy and w6.npy
        against numpy's six steps
"""
import sys

import numpy as np

from bf16 import load as bits, to_bits as to_bf16, to_f32 as as_f32


def make(out):
    rng = np.random.default_rng(1)
    np.save(f"{out}/X.npy", rng.standard_normal((32, 4)).astype(np.float32))
    np.save(f"{out}/w0.npy", to_bf16(rng.standard_normal((4, 2))).view("V2"))


def check(out):
    w6 = bits(f"{out}/w6.npy")
    for name, path in (("resumed", "w6b.npy"), ("assembled", "wck.npy")):
        if not np.array_equal(bits(f"{out}/{path}"), w6):
            sys.exit(f"{name}: {bits(f'{out}/{path}')} against {w6}")
        print(f"{name}: bit for bit")
    x = np.load(f"{out}/X.npy")
    w = bits(f"{out}/w0.npy")
    losses = []
    for step in range(6):
        xb = x[(step % 4) * 8:(step % 4) * 8 + 8].astype(np.float64)
        p = xb @ as_f32(w).astype(np.float64)
        losses.append((p * p).sum())
        w = to_bf16(as_f32(w) - np.float32(0.01) * (xb.T @ p).astype(np.float32))
    loss = np.load(f"{out}/loss.npy")
    if loss.shape != (6,) or not np.allclose(loss, losses, rtol=1e-5):
        sys.exit(f"loss: {loss} against {losses}")
    print("loss: 6 steps match numpy")
    apart = np.abs(w6.astype(np.int32) - w.astype(np.int32))
    if apart.max() > 1:
        sys.exit(f"w: {as_f32(w6)} against {as_f32(w)}")
    print(f"w: {w6.size} bf16 values within 1 ulp of numpy's, {int((apart == 0).sum())} equal")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[2] == "--check":
        check(sys.argv[1])
    else:
        make(sys.argv[1])
