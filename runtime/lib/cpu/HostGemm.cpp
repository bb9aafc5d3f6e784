//===- HostGemm.cpp - dtc's f32 matrix product on host devices -----------===//
//
// dtc_host_sgemm: CBLAS's sgemm (row-major), what compiled CPU programs call
// for f32 products. A host device runs on one thread and its products are
// small: a shard of activations (tens of rows) times a shard of weights.
// There OpenBLAS spends a quarter of its time packing the weights into its
// panels, afresh on every call, since they leave the cache between calls
// when several devices share a core. This kernel reads B in place where one
// tile of rows reads it, and otherwise copies one strip of 32 columns at a
// time, which every tile of rows then reads from L1 (two tiles reading B in
// place, at 16 rows, ran 30% slower in the 8x8 MLP than with the copy):
//
//   for each block of K (256) and of rows (256):
//     for each strip of 32 columns of B:
//       copy it (if more than one tile of rows reads it)
//       for each tile of R <= 13 rows (the block split evenly):
//         R x 32 accumulators in 2R zmm registers; per k, two loads of B
//         and R broadcasts of op(A) feed 2R FMAs; the first two tiles
//         prefetch the next strip into L2
//
// A block of 14 to 16 rows instead runs one tile of 16 columns at a time
// over B in place (R accumulators, one load of B per k).
//
// On this project's machines (AVX-512, 2 FMA units, one thread) a 64x256 by
// 256x256 product takes 60 us against OpenBLAS's 74 us, 32x128 by 128x256
// 18 us against 22 us; from 512x512x512 on OpenBLAS is faster. So it takes
// products up to m*n*k = 2^26 with B not transposed; the others, CPUs
// without AVX-512, and every product under DTC_HOST_GEMM=openblas go to
// OpenBLAS's cblas_sgemm.
//
//===----------------------------------------------------------------------===//
#include "HostGemm.h"

#include "dtc/imports.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#if defined(__x86_64__)
#include <immintrin.h>
#define DTC_HOST_GEMM_AVX512 1
#endif

extern "C" void cblas_sgemm(int, int, int, int, int, int, float, const float *,
                            int, const float *, int, float, float *, int);

namespace dtc::runtime {
namespace {

constexpr int kRowMajor = 101, kNoTrans = 111, kTrans = 112;
/// m * n * k up to which the kernel beats OpenBLAS (e.g. 256x256x1024).
constexpr int64_t kOwnKernelWork = int64_t(1) << 26;

#if DTC_HOST_GEMM_AVX512
constexpr int kStrip = 32;     // columns of a strip: two zmm registers
constexpr int kTileRows = 13;  // rows of a tile at most: 26 accumulators
constexpr int kBlockK = 256;   // a strip of kBlockK x 32 floats is 32 KiB
constexpr int kBlockRows = 256;

/// One operand as strides: element (i, p) of op(X) is x[i * rows + p * cols].
struct Strided {
  const float *x;
  long rows, cols;
};

/// C[0:R, 0:32] = alpha * A[0:R, 0:kc] * B[0:kc, 0:32] + beta * C, the
/// columns past the strip's width masked off (m0, m1: the two halves).
/// Also asks for the first Lines (0 to 2) cache lines of the kc rows at
/// `next` (stride ldNext) to come into L2: the strip of B the next tiles read.
template <int R, int Lines>
__attribute__((target("avx512f"))) static inline void
tile(int kc, Strided a, const float *b, long ldb, float *c, long ldc,
     __mmask16 m0, __mmask16 m1, float alpha, float beta, const float *next,
     long ldNext) {
  __m512 lo[R], hi[R];
#pragma GCC unroll 16
  for (int r = 0; r < R; ++r) {
    lo[r] = _mm512_setzero_ps();
    hi[r] = _mm512_setzero_ps();
  }
  for (int p = 0; p < kc; ++p) {
#pragma GCC unroll 2
    for (int line = 0; line < Lines; ++line)
      _mm_prefetch(reinterpret_cast<const char *>(next + p * ldNext + 16 * line), _MM_HINT_T1);
    __m512 b0 = _mm512_maskz_loadu_ps(m0, b + p * ldb);
    __m512 b1 = _mm512_maskz_loadu_ps(m1, b + p * ldb + 16);
    const float *ap = a.x + p * a.cols;
#pragma GCC unroll 16
    for (int r = 0; r < R; ++r) {
      __m512 av = _mm512_set1_ps(ap[r * a.rows]);
      lo[r] = _mm512_fmadd_ps(av, b0, lo[r]);
      hi[r] = _mm512_fmadd_ps(av, b1, hi[r]);
    }
  }
  __m512 va = _mm512_set1_ps(alpha), vb = _mm512_set1_ps(beta);
#pragma GCC unroll 16
  for (int r = 0; r < R; ++r) {
    float *cr = c + r * ldc;
    __m512 x = _mm512_mul_ps(va, lo[r]), y = _mm512_mul_ps(va, hi[r]);
    if (beta != 0.0f) {
      // beta == 0 never reads C (CBLAS's rule: C may hold NaNs).
      x = _mm512_fmadd_ps(vb, _mm512_maskz_loadu_ps(m0, cr), x);
      y = _mm512_fmadd_ps(vb, _mm512_maskz_loadu_ps(m1, cr + 16), y);
    }
    _mm512_mask_storeu_ps(cr, m0, x);
    _mm512_mask_storeu_ps(cr + 16, m1, y);
  }
}

/// C[0:R, 0:16] = alpha * A[0:R, 0:kc] * B[0:kc, 0:16] + beta * C for
/// 14 to 16 rows, B read in place: R accumulators, per k one load of B and R
/// broadcasts of op(A) for R FMAs. Prefetches the next 16 columns' line of
/// each row of B into L2 (`next`, if not null).
template <int R>
__attribute__((target("avx512f"))) static void
narrowTile(int kc, Strided a, const float *b, long ldb, float *c, long ldc,
           __mmask16 m0, float alpha, float beta, const float *next) {
  __m512 acc[R];
#pragma GCC unroll 16
  for (int r = 0; r < R; ++r)
    acc[r] = _mm512_setzero_ps();
  const float *pf = next ? next : b;
  for (int p = 0; p < kc; ++p) {
    _mm_prefetch(reinterpret_cast<const char *>(pf + p * ldb), _MM_HINT_T1);
    __m512 b0 = _mm512_maskz_loadu_ps(m0, b + p * ldb);
    const float *ap = a.x + p * a.cols;
#pragma GCC unroll 16
    for (int r = 0; r < R; ++r)
      acc[r] = _mm512_fmadd_ps(_mm512_set1_ps(ap[r * a.rows]), b0, acc[r]);
  }
  __m512 va = _mm512_set1_ps(alpha), vb = _mm512_set1_ps(beta);
#pragma GCC unroll 16
  for (int r = 0; r < R; ++r) {
    __m512 x = _mm512_mul_ps(va, acc[r]);
    if (beta != 0.0f)
      x = _mm512_fmadd_ps(vb, _mm512_maskz_loadu_ps(m0, c + r * ldc), x);
    _mm512_mask_storeu_ps(c + r * ldc, m0, x);
  }
}

using TileFn = void (*)(int, Strided, const float *, long, float *, long,
                        __mmask16, __mmask16, float, float, const float *, long);

/// tiles[L][R]: the kernel for tiles of R rows that prefetch L lines a row.
template <int P>
static constexpr TileFn kTilesOf[kTileRows + 1] = {
    nullptr,      &tile<1, P>,  &tile<2, P>,  &tile<3, P>, &tile<4, P>,
    &tile<5, P>,  &tile<6, P>,  &tile<7, P>,  &tile<8, P>, &tile<9, P>,
    &tile<10, P>, &tile<11, P>, &tile<12, P>, &tile<13, P>};
static const TileFn *const tiles[3] = {kTilesOf<0>, kTilesOf<1>, kTilesOf<2>};

static __mmask16 laneMask(int width) {
  return width >= 16 ? 0xffff : width <= 0 ? 0 : (__mmask16)((1u << width) - 1);
}

/// strip[p][0:32] = src[p * ld + 0:width] for p < kc, zero past width.
__attribute__((target("avx512f"))) static void
copyStrip(int kc, const float *src, long ld, int width, float *strip) {
  if (width == kStrip) {
    // Four rows' loads before their stores: more misses in flight.
    int p = 0;
    for (; p + 4 <= kc; p += 4) {
      __m512 v[8];
#pragma GCC unroll 4
      for (int q = 0; q < 4; ++q) {
        v[2 * q] = _mm512_loadu_ps(src + (p + q) * ld);
        v[2 * q + 1] = _mm512_loadu_ps(src + (p + q) * ld + 16);
      }
#pragma GCC unroll 8
      for (int q = 0; q < 8; ++q)
        _mm512_store_ps(strip + p * kStrip + 16 * q, v[q]);
    }
    for (; p < kc; ++p) {
      _mm512_store_ps(strip + p * kStrip, _mm512_loadu_ps(src + p * ld));
      _mm512_store_ps(strip + p * kStrip + 16, _mm512_loadu_ps(src + p * ld + 16));
    }
    return;
  }
  const __mmask16 m0 = laneMask(width), m1 = laneMask(width - 16);
  for (int p = 0; p < kc; ++p) {
    _mm512_store_ps(strip + p * kStrip, _mm512_maskz_loadu_ps(m0, src + p * ld));
    _mm512_store_ps(strip + p * kStrip + 16, _mm512_maskz_loadu_ps(m1, src + p * ld + 16));
  }
}

__attribute__((target("avx512f"))) static void
product(bool transA, int m, int n, int k, float alpha,
        const float *a, int lda, const float *b, int ldb, float beta, float *c,
        int ldc) {
  alignas(64) static thread_local float strip[kBlockK * kStrip];
  for (int p0 = 0; p0 < k; p0 += kBlockK) {
    const int kc = std::min(kBlockK, k - p0);
    // Blocks of K after the first add to what the first wrote.
    const float blockBeta = p0 == 0 ? beta : 1.0f;
    for (int i0 = 0; i0 < m; i0 += kBlockRows) {
      const int mc = std::min(kBlockRows, m - i0);
      Strided rows = transA ? Strided{a + (long)p0 * lda + i0, 1, lda}
                            : Strided{a + (long)i0 * lda + p0, lda, 1};
      if (mc > kTileRows && mc <= 16) {
        // 14-16 rows (a device's shard of activations on a large mesh):
        // one tile of 16 columns, B read in place, where two tiles of 32
        // shared a copied strip (20% slower with weights in cache).
        void (*narrow)(int, Strided, const float *, long, float *, long, __mmask16, float,
                       float, const float *) = mc == 14   ? &narrowTile<14>
                                               : mc == 15 ? &narrowTile<15>
                                                          : &narrowTile<16>;
        for (int j = 0; j < n; j += 16)
          narrow(kc, rows, b + (long)p0 * ldb + j, ldb, c + (long)i0 * ldc + j, ldc,
                 laneMask(n - j), alpha, blockBeta,
                 j + 16 < n ? b + (long)p0 * ldb + j + 16 : nullptr);
        continue;
      }
      const int tilesOfRows = (mc + kTileRows - 1) / kTileRows;
      for (int j = 0; j < n; j += kStrip) {
        const int width = std::min(kStrip, n - j);
        const __mmask16 m0 = laneMask(width), m1 = laneMask(width - 16);
        const float *panel;
        long ldPanel;
        if (tilesOfRows <= 1) {
          panel = b + (long)p0 * ldb + j;
          ldPanel = ldb;
        } else {
          copyStrip(kc, b + (long)p0 * ldb + j, ldb, width, strip);
          panel = strip;
          ldPanel = kStrip;
        }
        // The weights of a product on a device that shares its core with
        // others come from L3 or memory, in rows 1 KiB or more apart:
        // copying the strips was a fifth of the 2x4 MLP's samples. The
        // first two tiles ask for the next strip's two lines of each row
        // while they compute (the only tile for both); bench/host_gemm.py
        // has what it gains.
        const float *next = j + kStrip < n ? b + (long)p0 * ldb + j + kStrip : nullptr;
        for (int t = 0; t < tilesOfRows; ++t) {
          const int r0 = i0 + (int)((long)mc * t / tilesOfRows);
          const int r1 = i0 + (int)((long)mc * (t + 1) / tilesOfRows);
          Strided at = transA ? Strided{a + (long)p0 * lda + r0, 1, lda}
                              : Strided{a + (long)r0 * lda + p0, lda, 1};
          const int lines = !next || t > 1 ? 0 : tilesOfRows == 1 ? 2 : 1;
          tiles[lines][r1 - r0](kc, at, panel, ldPanel, c + (long)r0 * ldc + j, ldc, m0,
                                m1, alpha, blockBeta, lines ? next + 16 * t : nullptr, ldb);
        }
      }
    }
  }
}
#endif

/// C = beta * C (no product to add: k or alpha is zero).
static void scale(int m, int n, float beta, float *c, int ldc) {
  for (int i = 0; i < m; ++i) {
    float *row = c + (long)i * ldc;
    if (beta == 0.0f)
      std::memset(row, 0, sizeof(float) * n);
    else
      for (int j = 0; j < n; ++j)
        row[j] *= beta;
  }
}

} // namespace

bool hostGemmAvailable() {
#if DTC_HOST_GEMM_AVX512
  static const bool available = [] {
    const char *choice = std::getenv("DTC_HOST_GEMM");
    if (choice && std::strcmp(choice, "openblas") == 0)
      return false;
    return __builtin_cpu_supports("avx512f") != 0;
  }();
  return available;
#else
  return false;
#endif
}

} // namespace dtc::runtime

using namespace dtc::runtime;

void dtc_host_sgemm(int order, int transA, int transB, int m, int n, int k,
                    float alpha, const float *a, int lda, const float *b,
                    int ldb, float beta, float *c, int ldc) {
  // Larger products amortize OpenBLAS's packing and run faster there; a
  // transposed B would need a transposing copy, which costs what OpenBLAS's
  // packing does.
  const bool ownKernel = order == kRowMajor &&
                         (transA == kNoTrans || transA == kTrans) &&
                         transB == kNoTrans &&
                         (int64_t)m * n * k <= kOwnKernelWork &&
                         hostGemmAvailable();
  if (!ownKernel) {
    cblas_sgemm(order, transA, transB, m, n, k, alpha, a, lda, b, ldb, beta,
                c, ldc);
    return;
  }
  if (m <= 0 || n <= 0)
    return;
  if (k <= 0 || alpha == 0.0f) {
    scale(m, n, beta, c, ldc);
    return;
  }
#if DTC_HOST_GEMM_AVX512
  product(transA == kTrans, m, n, k, alpha, a, lda, b, ldb,
          beta, c, ldc);
#endif
}
