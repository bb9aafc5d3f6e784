"""Inputs and numpy's model for unsigned-io.mlir: unsigned integers at the
executable's boundary (uint32 keys, uint8 pixels, a uint64 counter).

    unsigned_io.py DIR            writes DIR/key.npy (uint32), img.npy
                                  (uint8), big.npy (uint64)
    unsigned_io.py DIR --check    compares DIR's outputs with numpy's
"""
import sys

import numpy as np


def make(out):
    rng = np.random.default_rng(7)
    # Keys above 2^31 (negative as int32), pixels above 127, a counter
    # above 2^63.
    np.save(f"{out}/key.npy", rng.integers(2**31, 2**32, size=(4, 8), dtype=np.uint32))
    np.save(f"{out}/img.npy", rng.integers(0, 256, size=(4, 8), dtype=np.uint8))
    np.save(f"{out}/big.npy", np.array([2**63 + 5, 7, 2**64 - 1, 3], np.uint64))


def mix(k):
    """One step of the programs' hash: (k ^ (k >> 16)) * 0x45d9f3b, then
    divided by 3 and the remainder by 1000 added (unsigned all through)."""
    h = (k ^ (k >> np.uint32(16))) * np.uint32(0x45D9F3B)
    return h // np.uint32(3) + h % np.uint32(1000)


def check(out):
    key, img, big = (np.load(f"{out}/{n}.npy") for n in ("key", "img", "big"))
    want = {
        "h": mix(key),
        # The largest key of each row, compared unsigned, as a sharded max.
        "m": key.max(axis=1),
        "p": (np.minimum(img.astype(np.uint32) * np.uint32(2), np.uint32(255))).astype(np.uint8),
        "b": big // np.uint64(2),
    }
    for name, expected in want.items():
        got = np.load(f"{out}/{name}.npy")
        ok = got.dtype == expected.dtype and got.shape == expected.shape and \
            np.array_equal(got, expected)
        print(f"{name}: {'matches numpy' if ok else f'differs: {got!r} against {expected!r}'}"
              f" ({got.dtype})")
    # Steps of a training job: the key variable hashed each step.
    if "--steps" in sys.argv:
        k = key
        for _ in range(3):
            k = mix(k)
        got = np.load(f"{out}/k3.npy")
        print(f"k3: {'matches numpy' if got.dtype == np.uint32 and np.array_equal(got, k) else 'differs'}")


if __name__ == "__main__":
    (check if "--check" in sys.argv else make)(sys.argv[1])
