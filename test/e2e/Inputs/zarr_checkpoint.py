"""Helpers of checkpoint-zarr.test: dtc's checkpoints read by zarr-python 3.

  zarr_checkpoint.py save DIR      (Debian's python with the dtc package)
      saves DTensors of every dtype dtc has, in sharded, replicated,
      single-device, rank-0 and empty layouts, with nested names, as a
      checkpoint in DIR/ck, and their global values in DIR/expected/
  zarr_checkpoint.py read CKPT EXPECTED
      (the zarr venv's python, without dtc) opens the current checkpoint of
      the directory CKPT with zarr-python and compares every array, its
      dtype and dtc's attributes with EXPECTED/<name>.npy ('/' as '~'); a
      flipped byte of a chunk then fails zarr's crc32c check
"""
import json
import os
import sys

import numpy as np


def save(work):
    import dtc

    mesh = dtc.create_mesh([("x", 2), ("y", 2)])
    rng = np.random.default_rng(11)
    values = {
        "model/dense/kernel": (rng.standard_normal((8, 6)).astype(np.float32), ["x", "y"]),
        "model/dense/bias": (rng.standard_normal(6), [dtc.UNSHARDED]),
        "model/half": (rng.standard_normal((4, 4)).astype(np.float16), [dtc.UNSHARDED, "y"]),
        "ints/i8": (rng.integers(-128, 127, (4, 2), dtype=np.int8), ["x", dtc.UNSHARDED]),
        "ints/i32": (rng.integers(-2**31, 2**31 - 1, (12,), dtype=np.int32), [("x", "y")]),
        "ints/i64": (rng.integers(-2**62, 2**62, (2, 2), dtype=np.int64), ["y", "x"]),
        "ints/u8": (rng.integers(0, 255, (6,), dtype=np.uint8), [dtc.UNSHARDED]),
        "ints/u32": (rng.integers(0, 2**32 - 1, (4,), dtype=np.uint32), ["x"]),
        "ints/u64": (rng.integers(0, 2**63, (4,), dtype=np.uint64), ["y"]),
        "mask": (rng.random((4, 4)) < 0.5, ["x", "y"]),
        "rotary": ((rng.standard_normal((2, 4)) + 1j * rng.standard_normal((2, 4)))
                   .astype(np.complex64), [dtc.UNSHARDED, "x"]),
        "step": (np.int64(42), []),
        "empty": (np.zeros((0, 4), np.float32), [dtc.UNSHARDED, "y"]),
        "narrow": (rng.standard_normal((4, 4)).astype(np.float32), ["x", dtc.UNSHARDED]),
    }
    tensors = {}
    for name, (value, dims) in values.items():
        layout = dtc.Layout(dims, mesh)
        tensors[name] = dtc.DVariable(value, layout=layout, name=name)
    # One on a single device of the mesh (central storage's parameters).
    tensors["on_device_3"] = dtc.DVariable(
        np.arange(6, dtype=np.float32), layout=dtc.Layout.from_device(3, mesh))
    dtc.enable_save_as_bf16([tensors["narrow"]])
    path = dtc.name_based_save(mesh, os.path.join(work, "ck"), tensors)
    expected = os.path.join(work, "expected")
    os.makedirs(expected, exist_ok=True)
    for name, t in tensors.items():
        np.save(os.path.join(expected, name.replace("/", "~") + ".npy"), t.numpy())
    print("saved", path)


def bf16_bits(x):
    """float32 -> bfloat16 bits, rounded to nearest even (as dtc saves)."""
    u = x.astype(np.float32).view(np.uint32).astype(np.uint64)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


def read(ck, expected):
    import zarr

    current = open(os.path.join(ck, "CURRENT")).read().strip()
    root = zarr.open_group(os.path.join(ck, current), mode="r")
    arrays = dict(root.arrays()) | {
        f"{g}/{n}": a for g, group in root.groups() for n, a in _arrays(group)}
    want = sorted(f[:-4].replace("~", "/") for f in os.listdir(expected))
    if sorted(arrays) != want:
        sys.exit(f"the store holds {sorted(arrays)}, dtc saved {want}")
    for name in want:
        a = arrays[name]
        value = np.load(os.path.join(expected, name.replace("/", "~") + ".npy"))
        got = a[...]
        attrs = a.attrs["dtc"]
        if attrs["stored"] == "bf16":
            if got.dtype != np.uint16 or attrs["dtype"] != "f32":
                sys.exit(f"{name}: a bf16 save reads as {got.dtype}, {attrs}")
            value = bf16_bits(value)
        if got.dtype != value.dtype or got.shape != value.shape:
            sys.exit(f"{name}: zarr reads {got.dtype}{got.shape}, dtc saved "
                     f"{value.dtype}{value.shape}")
        if not np.array_equal(got, value):
            sys.exit(f"{name}: zarr reads other values than dtc saved")
    dtc_attrs = root.attrs["dtc"]
    print(f"zarr-python {zarr.__version__} read {len(want)} arrays of step "
          f"{dtc_attrs['step']}: every value, dtype and shape as dtc saved")
    # zarr checks the crc32c codec's checksum: a flipped byte is an error.
    name = [n for n in want if arrays[n].size and arrays[n].ndim][-1]
    chunk = next(os.path.join(d, f[0]) for d, _, f in sorted(
        os.walk(os.path.join(ck, current, name, "c"))) if f)
    data = bytearray(open(chunk, "rb").read())
    data[0] ^= 1
    open(chunk, "wb").write(bytes(data))
    try:
        zarr.open_group(os.path.join(ck, current), mode="r")[name][...]
    except Exception as e:  # zarr's checksum error
        print("a flipped byte:", type(e).__name__, str(e).splitlines()[0][:60])
    else:
        sys.exit("zarr read a corrupt chunk without an error")


def _arrays(group, prefix=""):
    for n, a in group.arrays():
        yield prefix + n, a
    for g, sub in group.groups():
        yield from _arrays(sub, prefix + g + "/")


if __name__ == "__main__":
    if sys.argv[1] == "save":
        save(sys.argv[2])
    elif sys.argv[1] == "read":
        read(sys.argv[2], sys.argv[3])
    else:
        sys.exit("unknown command " + sys.argv[1])
