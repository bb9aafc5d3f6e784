"""Inputs and numpy's results for Inputs/iree_ops.mlir (XLA's scatter and
IREE's scan semantics), for jax-import-iree-ops.test.

    iree_ops.py DIR            writes DIR/x, u, idx, w, cols, keys, lkeys,
                               col, ukeys, wide, ints .npy
    iree_ops.py DIR --check    compares DIR/s, acc, m, r, p, ok, ov, tv, ti,
                               lk, lv, lc, uk, wv, wi, iv, ii, hs .npy with
                               numpy's
"""
import sys

import numpy as np


def wide_rows(rng):
    w = rng.standard_normal((3, 3000)).astype(np.float32)
    w[0, ::50] = 2.5
    w[1, 7], w[1, 100] = np.nan, -np.nan
    w[2, 3] = np.inf
    return w


def make(out):
    rng = np.random.default_rng(3)
    arrays = {
        "x": rng.standard_normal((4, 6)).astype(np.float32),
        "u": np.array([9, -9, np.nan, 8, 6], np.float32),
        # (1, 2) twice (the second a NaN, which maximumf keeps), then out
        # of bounds: row 4, column -1, row -3.
        "idx": np.array([[1, 2], [4, 0], [1, 2], [0, -1], [-3, 5]], np.int32),
        "w": np.arange(9, dtype=np.float32).reshape(3, 3) + 100,
        # Column windows of 3 at 1, at 4 (past the end: dropped), at 3.
        "cols": np.array([[1], [4], [3]], np.int32),
        "keys": np.array([[3, 9, 3, -1, 9, 0, 3], [5, 4, 3, 2, 1, 0, -7]], np.int32),
        # Long rows (the bitonic network, padded 300 -> 512): 20 distinct
        # keys, so that every key repeats ~15 times across the row.
        "lkeys": rng.integers(-5, 15, (3, 300)).astype(np.int32),
        # Sorted along its first dimension (100 -> 128), a -0 beside a +0.
        "col": np.concatenate([rng.standard_normal((98, 3)),
                               [[-0.0, 0.0, 1.0], [0.0, -0.0, 1.0]]]).astype(np.float32),
        # Sorted as unsigned, descending: negatives are the largest.
        "ukeys": rng.integers(-2**31, 2**31 - 1, (2, 200)).astype(np.int32),
        # A top 20 of 3000 with ties at the top spread over the row, NaNs
        # of both signs and an infinity; the 5 smallest of 700 ints.
        "wide": wide_rows(rng),
        "ints": rng.integers(-50, 50, (700, 2)).astype(np.int32),
    }
    for name, a in arrays.items():
        np.save(f"{out}/{name}.npy", a)


def check(out):
    x, u, idx, w, cols, keys, lkeys, col, ukeys, wide, ints = (
        np.load(f"{out}/{n}.npy")
        for n in ("x", "u", "idx", "w", "cols", "keys", "lkeys", "col", "ukeys", "wide", "ints"))
    # Exclusive scan from 1 along rows: out[0] = 1, out[j] = out[j-1] + x[j-1];
    # the accumulator is the last one computed.
    s = np.empty_like(x)
    s[0] = 1
    for j in range(1, 4):
        s[j] = s[j - 1] + x[j - 1]
    m = x.copy()
    for (r, c), v in zip(idx, u):
        if 0 <= r < 4 and 0 <= c < 6:
            m[r, c] = np.maximum(m[r, c], v)
    rr = x.copy()
    for (c,), row in zip(cols, w):
        if 0 <= c <= 6 - 3:
            rr[0, c:c + 3] = row
    p = np.cumprod(x[0])
    # A stable sort by descending key; the payload (key + position) moves
    # with it.
    order = np.argsort(-keys, axis=1, kind="stable")
    payload = keys.astype(np.float32) + np.arange(7, dtype=np.float32)
    ok = np.take_along_axis(keys, order, 1)
    ov = np.take_along_axis(payload, order, 1)
    # Top 2 of each row of m by the total order (NaN largest), first
    # occurrences first among equals.
    def total(v):
        b = v.view(np.int32)
        return np.where(b < 0, b ^ 0x7FFFFFFF, b)
    top = np.argsort(-total(m).astype(np.int64), axis=1, kind="stable")[:, :2].astype(np.int32)
    wtop = np.argsort(-total(wide).astype(np.int64), axis=1, kind="stable")[:, :20].astype(np.int32)
    itop = np.argsort(ints, axis=0, kind="stable")[:5].astype(np.int32)
    # The same descending stable sort of long rows, the payload the key
    # plus its position; a column-wise ascending sort (olt: -0 and +0
    # equal, kept in their order).
    lorder = np.argsort(-lkeys, axis=1, kind="stable")
    lpayload = lkeys.astype(np.float32) + np.arange(300, dtype=np.float32)
    corder = np.argsort(col, axis=0, kind="stable")
    want = {"s": s, "acc": s[3], "m": m, "r": rr, "p": p, "ok": ok, "ov": ov,
            "tv": np.take_along_axis(m, top, 1), "ti": top,
            "lk": np.take_along_axis(lkeys, lorder, 1), "lv": np.take_along_axis(lpayload, lorder, 1),
            "lc": np.take_along_axis(col, corder, 0),
            "uk": -np.sort(-ukeys.view(np.uint32).astype(np.int64), axis=1).astype(np.uint32).view(np.int32),
            "wv": None, "wi": wtop, "iv": np.take_along_axis(ints, itop, 0), "ii": itop,
            "hs": np.cumsum(x, axis=1)}
    want["wv"] = np.take_along_axis(wide, wtop, 1)
    for name, value in want.items():
        got = np.load(f"{out}/{name}.npy")
        # Bit for bit where a sort moves values (-0 and +0 apart).
        exact = name in ("lk", "lv", "lc", "uk", "wv", "wi", "iv", "ii")
        if got.shape != value.shape or (
                exact and got.tobytes() != value.tobytes()) or not np.allclose(
                    got, value, rtol=1e-6, atol=1e-6, equal_nan=True):
            sys.exit(f"{name}: got {got}, expected {value}")
        print(f"{name}: matches numpy")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[2] == "--check":
        check(sys.argv[1])
    else:
        make(sys.argv[1])
