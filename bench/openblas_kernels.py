"""OpenBLAS on the kernels it picks for this CPU, in the benchmarks.

OpenBLAS reads OPENBLAS_CORETYPE (which kernels) and OPENBLAS_L2_SIZE (its
blocking) when it is loaded. An environment may set them to slower choices
than the machine's: the 2-core AVX-512 machine's environment sets
OPENBLAS_CORETYPE=Haswell (AVX2 kernels), where a 2048^3 sgemm ran at 249
GFLOP/s, and at 482 on OpenBLAS's own choice (its Cooperlake kernels). A
GEMM peak or an OpenBLAS peer measured on the slower kernels would flatter
dtc; the benchmarks measure OpenBLAS on its own choice (and the GEMM peak
on both, the higher counting).
"""
import os

VARIABLES = ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE")


def own_environment():
    """This process's environment without the variables above."""
    return {k: v for k, v in os.environ.items() if k not in VARIABLES}


def use_own():
    """Drops the variables above from this process's environment (and its
    children's): call it before numpy, or OpenBLAS, is loaded."""
    for k in VARIABLES:
        os.environ.pop(k, None)
