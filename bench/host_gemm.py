"""dtc's f32 products on a host device against OpenBLAS, one thread.

    bash scripts/build.sh && /usr/bin/python3 bench/host_gemm.py [--repeat 5] [--isa native|avx2]

The products of sharded MLPs on virtual CPU devices (a shard of activations
times a shard of weights), each timed over a loop through distinct weight
matrices (16 MiB of them at most), so that the weights come from memory or
L3 as in the MLP, where several devices share a core ("cold"), and over
one weight matrix that stays in cache ("hot"); and the per-device products
of the GPT-2-small block at 2x2 (1024 rows), which dtc_host_sgemm hands to
OpenBLAS with B in place (m*n*k above 2^26) and runs on its kernels over
a packed B. Both sides are called through ctypes on the same numpy arrays:
the runtime's libdtc_host_gemm.so and Debian's OpenBLAS with one thread, on
the kernels OpenBLAS picks for the CPU (openblas_kernels.py). Each result
is checked against numpy first. Prints per product and case: microseconds
a call and GFLOP/s for both, and the ratio dtc / OpenBLAS of the times.

--isa avx2: both sides held to AVX2 (DTC_HOST_ISA=avx2 for dtc's kernels,
OPENBLAS_CORETYPE=Haswell for OpenBLAS), as on a CPU without AVX-512.
"""
import argparse
import ctypes
import glob
import os

import sys

import openblas_kernels

openblas_kernels.use_own()  # before numpy loads OpenBLAS
AVX2 = "--isa" in sys.argv and sys.argv[sys.argv.index("--isa") + 1] == "avx2"
if AVX2:
    os.environ.update(DTC_HOST_ISA="avx2", OPENBLAS_CORETYPE="Haswell")
OPENBLAS_KERNELS = os.environ.get("OPENBLAS_CORETYPE", "its own choice")
import numpy as np  # noqa: E402

from cpu_backend import best_time

SHAPES = [  # m, n, k: activations m x k, weights k x n
    (64, 256, 256),   # 2x4 MLP (x 128x256, hidden 1024)
    (32, 128, 256),   # 4x8
    (32, 256, 128),
    (16, 128, 256),   # 8x8
    (16, 256, 128),
    (128, 512, 256),
    (1024, 1152, 768),  # GPT-2-small block at 2x2: attention's QKV
    (1024, 768, 384),   # its output projection
    (1024, 1536, 768),  # the MLP's first product
    (1024, 768, 1536),  # and second
]
ROW_MAJOR, NO_TRANS = 101, 111


def load(build):
    dtc = ctypes.CDLL(os.path.join(build, "lib", "libdtc_host_gemm.so"))
    blas_path = sorted(glob.glob("/usr/lib/*/libopenblas.so*") + glob.glob("/usr/lib/libopenblas.so*"))[0]
    blas = ctypes.CDLL(blas_path)
    blas.openblas_set_num_threads(1)
    sig = [ctypes.c_int] * 6 + [ctypes.c_float, ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p,
                                ctypes.c_int, ctypes.c_float, ctypes.c_void_p, ctypes.c_int]
    dtc.dtc_host_sgemm.argtypes = sig
    blas.cblas_sgemm.argtypes = sig
    dtc.dtc_host_sgemm_pack.argtypes = [ctypes.c_int] * 3 + [ctypes.c_void_p, ctypes.c_int]
    dtc.dtc_host_sgemm_pack.restype = ctypes.c_void_p
    dtc.dtc_host_sgemm_packed.argtypes = (
        [ctypes.c_int] * 4 + [ctypes.c_float, ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p,
                              ctypes.c_int, ctypes.c_void_p, ctypes.c_float, ctypes.c_void_p,
                              ctypes.c_int])
    dtc.dtc_host_sgemm_release.argtypes = [ctypes.c_void_p]
    return dtc, blas.cblas_sgemm


def packed_sgemm(lib, packs):
    """dtc_host_sgemm_packed with the packed copy of each B (by address)."""
    def call(order, ta, tb, m, n, k, alpha, pa, lda, pb, ldb, beta, pc, ldc):
        lib.dtc_host_sgemm_packed(ta, m, n, k, alpha, pa, lda, pb, ldb, packs[pb], beta, pc, ldc)
    return call


def per_call(fn, a, bs, c, m, n, k, repeat):
    pa, pc = a.ctypes.data, c.ctypes.data
    pbs = [b.ctypes.data for b in bs]

    def loop():
        for pb in pbs:
            fn(ROW_MAJOR, NO_TRANS, NO_TRANS, m, n, k, 1.0, pa, k, pb, n, 0.0, pc, n)
    return best_time(loop, repeat) / len(pbs)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--build", default=os.path.join(os.path.dirname(__file__), "..", "build"))
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--isa", choices=("native", "avx2"), default="native")
    a = p.parse_args()
    print(f"ISA: {a.isa} (dtc's kernels: DTC_HOST_ISA={os.environ.get('DTC_HOST_ISA', 'native')}; "
          f"OpenBLAS: {OPENBLAS_KERNELS})")
    lib, blas = load(a.build)
    dtc = lib.dtc_host_sgemm
    rng = np.random.default_rng(0)
    print("| product (m x k by k x n) | weights | OpenBLAS, 1 thread | dtc_host_sgemm "
          "| dtc / OpenBLAS | B packed (dtc_host_sgemm_packed) | packed / OpenBLAS |")
    print("|---|---|---|---|---|---|---|")
    for m, n, k in SHAPES:
        count = max(2, min(64, (16 << 20) // (4 * k * n)))
        x = rng.standard_normal((m, k), dtype=np.float32)
        ws = [rng.standard_normal((k, n), dtype=np.float32) for _ in range(count)]
        packs = {w.ctypes.data: lib.dtc_host_sgemm_pack(m, n, k, w.ctypes.data, n) for w in ws}
        assert all(packs.values()), "dtc_host_sgemm_pack packed nothing (no AVX2?)"
        packed = packed_sgemm(lib, packs)
        for fn in (dtc, blas, packed):
            c = np.full((m, n), np.nan, dtype=np.float32)
            fn(ROW_MAJOR, NO_TRANS, NO_TRANS, m, n, k, 1.0, x.ctypes.data, k,
               ws[-1].ctypes.data, n, 0.0, c.ctypes.data, n)
            assert np.allclose(c, x @ ws[-1], rtol=1e-4, atol=1e-3), (m, n, k)
        c = np.empty((m, n), dtype=np.float32)
        flops = 2.0 * m * n * k
        for case, weights in (("cold", ws), ("hot", ws[:1] * count)):
            times = [per_call(fn, x, weights, c, m, n, k, a.repeat) for fn in (blas, dtc, packed)]
            cells = [f"{t * 1e6:.1f} us ({flops / t / 1e9:.0f} GFLOP/s)" for t in times]
            print(f"| {m}x{k} by {k}x{n} | {case} | {cells[0]} | {cells[1]} "
                  f"| {times[1] / times[0]:.2f} | {cells[2]} | {times[2] / times[0]:.2f} |")
        for w in ws:
            lib.dtc_host_sgemm_release(packs[w.ctypes.data])


if __name__ == "__main__":
    main()
