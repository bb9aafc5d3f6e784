"""Makes inputs for dtc executables and checks their outputs against numpy.

  npy.py gen DIR NAME=DTYPE:SHAPE... [--seed N]   random arrays DIR/NAME.npy
  npy.py check DIR 'EXPR' OUT [--rtol R]          DIR/OUT.npy == EXPR
  npy.py save FILE DTYPE:SHAPE 'EXPR'             an array from an expression
  npy.py corrupt FILE MODE                        truncate|magic|fortran|dtype

EXPR is numpy code over the arrays of DIR by name (np is numpy). Integers
and booleans must match exactly, floats to the given relative tolerance.
"""
import sys

import numpy as np


def parse_spec(spec):
    dtype, _, shape = spec.partition(":")
    dims = tuple(int(d) for d in shape.split("x")) if shape else ()
    return np.dtype({"bool": "bool", "i1": "bool"}.get(dtype, dtype)), dims


def random_array(rng, dtype, shape):
    if dtype == np.bool_:
        return rng.integers(0, 2, size=shape).astype(np.bool_)
    if np.issubdtype(dtype, np.integer):
        return rng.integers(-5, 6, size=shape).astype(dtype)
    return rng.standard_normal(shape).astype(dtype)


def compare(got, want, rtol, what):
    if got.shape != want.shape or got.dtype != want.dtype:
        sys.exit(f"{what}: got {got.dtype}{list(got.shape)}, "
                 f"expected {want.dtype}{list(want.shape)}")
    if np.issubdtype(got.dtype, np.floating):
        ok = np.allclose(got.astype(np.float64), want.astype(np.float64),
                         rtol=rtol, atol=rtol)
    else:
        ok = np.array_equal(got, want)
    if not ok:
        sys.exit(f"{what}: mismatch\n got {got}\n expected {want}")


def main(argv):
    cmd = argv[1]
    if cmd == "gen":
        seed = 0
        if "--seed" in argv:
            i = argv.index("--seed")
            seed = int(argv[i + 1])
            del argv[i:i + 2]
        rng = np.random.default_rng(seed)
        for item in argv[3:]:
            name, _, spec = item.partition("=")
            dtype, shape = parse_spec(spec)
            np.save(f"{argv[2]}/{name}.npy", random_array(rng, dtype, shape))
    elif cmd == "check":
        rtol = 1e-5
        if "--rtol" in argv:
            i = argv.index("--rtol")
            rtol = float(argv[i + 1])
            del argv[i:i + 2]
        import glob
        import os
        env = {"np": np}
        for path in glob.glob(f"{argv[2]}/*.npy"):
            env[os.path.basename(path)[:-4]] = np.load(path)
        want = np.asarray(eval(argv[3], env))
        got = np.load(f"{argv[2]}/{argv[4]}.npy")
        compare(got, want.astype(got.dtype) if want.dtype != got.dtype and
                np.issubdtype(got.dtype, np.floating) else want, rtol, argv[4])
        print(f"{argv[4]}: matches numpy")
    elif cmd == "save":
        dtype, shape = parse_spec(argv[3])
        np.save(argv[2], np.asarray(eval(argv[4], {"np": np}), dtype=dtype).reshape(shape))
    elif cmd == "corrupt":
        path, mode = argv[2], argv[3]
        data = open(path, "rb").read()
        if mode == "truncate":
            data = data[:len(data) - 4]
        elif mode == "magic":
            data = b"XNUMPY" + data[6:]
        elif mode == "fortran":
            data = data.replace(b"'fortran_order': False", b"'fortran_order': True ")
        elif mode == "dtype":
            data = data.replace(b"'<f4'", b"'<c8'")
        open(path, "wb").write(data)
    else:
        sys.exit(f"unknown command {cmd}")


if __name__ == "__main__":
    main(sys.argv)
