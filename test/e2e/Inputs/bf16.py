"""bfloat16 in numpy (which has no bf16 dtype), shared by the bf16 checks:
16-bit patterns as uint16, rounded to nearest even on an f32's bits."""
import sys

import numpy as np


def to_bits(f):
    """f (as f32) rounded to bf16 to nearest even: the bits plus 0x7FFF and
    the kept bit's parity, cut; the 16-bit patterns (uint16). A NaN may
    round to an infinity's pattern: callers that keep NaNs use rounded()."""
    u = np.asarray(f, np.float32).view(np.uint32).astype(np.uint64)
    return ((u + np.uint64(0x7FFF) + ((u >> np.uint64(16)) & np.uint64(1)))
            >> np.uint64(16)).astype(np.uint16)


def to_f32(bits):
    """bf16 patterns as the f32 values they are."""
    return (np.asarray(bits, np.uint16).astype(np.uint32) << 16).view(np.float32)


def rounded(f):
    """f rounded to bf16, as f32; a NaN stays a NaN."""
    f = np.asarray(f, np.float32)
    return np.where(np.isnan(f), np.float32(np.nan), to_f32(to_bits(f)))


def load(path):
    """A bf16 .npy file as JAX saves it (ml_dtypes: two raw bytes, '<V2'),
    as its 16-bit patterns."""
    a = np.load(path)
    if a.dtype.kind != "V" or a.dtype.itemsize != 2:
        sys.exit(f"{path}: dtype {a.dtype.str}, expected bf16 ('<V2')")
    return a.view("<u2")
