"""Element types: numpy's dtypes, the runtime's codes (dtc_dtype) and MLIR's
spelling of each."""

import numpy as np

# runtime.h's dtc_dtype codes.
_CODES = {
    np.dtype(np.float32): 0,
    np.dtype(np.float64): 1,
    np.dtype(np.float16): 2,
    np.dtype(np.int8): 3,
    np.dtype(np.int32): 4,
    np.dtype(np.int64): 5,
    np.dtype(np.bool_): 6,
    np.dtype(np.uint8): 8,
    np.dtype(np.uint32): 9,
    np.dtype(np.uint64): 10,
    np.dtype(np.complex64): 11,
}
# MLIR's element type, and whether the argument is marked dtensor.unsigned.
_MLIR = {0: ("f32", False), 1: ("f64", False), 2: ("f16", False), 3: ("i8", False),
         4: ("i32", False), 5: ("i64", False), 6: ("i1", False), 7: ("bf16", False),
         8: ("i8", True), 9: ("i32", True), 10: ("i64", True), 11: ("complex<f32>", False)}

try:  # bfloat16 in numpy, where ml_dtypes is installed (JAX brings it)
    import ml_dtypes

    _CODES[np.dtype(ml_dtypes.bfloat16)] = 7
except ImportError:  # pragma: no cover - optional
    pass

_DTYPES = {code: dtype for dtype, code in _CODES.items()}


def code_of(dtype):
    """The runtime's code of a numpy dtype; ValueError for one dtc lacks."""
    dtype = np.dtype(dtype)
    try:
        return _CODES[dtype]
    except KeyError:
        raise ValueError(
            f"dtc has no element type {dtype} (it takes "
            f"{', '.join(str(d) for d in _CODES)})") from None


def dtype_of(code):
    """The numpy dtype of a runtime code."""
    try:
        return _DTYPES[code]
    except KeyError:
        raise ValueError(
            f"element type code {code} has no numpy dtype here"
            + (" (bfloat16 needs the ml_dtypes package)" if code == 7 else "")) from None


def mlir_type(code):
    """(MLIR element type, unsigned) of a runtime code."""
    return _MLIR[code]
