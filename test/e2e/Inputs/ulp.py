"""Errors in units in the last place, shared by the approximation checks."""
import numpy as np


def ulp_errors(got, exact, dtype):
    """|got - exact| (exact: f64) in units in the last place of exact rounded
    to `dtype`: np.spacing of the rounded value, the smallest subnormal
    below the smallest normal."""
    want = exact.astype(dtype)
    ulp = np.maximum(np.spacing(np.abs(want)).astype(np.float64),
                     float(np.finfo(dtype).smallest_subnormal))
    return np.abs(got.astype(np.float64) - exact) / ulp
