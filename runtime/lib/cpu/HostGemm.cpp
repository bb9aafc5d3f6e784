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
//         and R broadcasts of op(A) feed 2R FMAs
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
template <int R>
__attribute__((target("avx512f"))) static inline void
tile(int kc, Strided a, const float *b, long ldb, float *c, long ldc,
     __mmask16 m0, __mmask16 m1, float alpha, float beta) {
  __m512 lo[R], hi[R];
#pragma GCC unroll 16
  for (int r = 0; r < R; ++r) {
    lo[r] = _mm512_setzero_ps();
    hi[r] = _mm512_setzero_ps();
  }
  for (int p = 0; p < kc; ++p) {
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

using TileFn = void (*)(int, Strided, const float *, long, float *, long,
                        __mmask16, __mmask16, float, float);

/// tiles[R]: the kernel for tiles of R rows.
static const TileFn tiles[kTileRows + 1] = {
    nullptr,   &tile<1>,  &tile<2>,  &tile<3>, &tile<4>,
    &tile<5>,  &tile<6>,  &tile<7>,  &tile<8>, &tile<9>,
    &tile<10>, &tile<11>, &tile<12>, &tile<13>};

static __mmask16 laneMask(int width) {
  return width >= 16 ? 0xffff : width <= 0 ? 0 : (__mmask16)((1u << width) - 1);
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
          for (int p = 0; p < kc; ++p) {
            const float *src = b + (long)(p0 + p) * ldb + j;
            _mm512_store_ps(strip + p * kStrip, _mm512_maskz_loadu_ps(m0, src));
            _mm512_store_ps(strip + p * kStrip + 16,
                            _mm512_maskz_loadu_ps(m1, src + 16));
          }
          panel = strip;
          ldPanel = kStrip;
        }
        for (int t = 0; t < tilesOfRows; ++t) {
          const int r0 = i0 + (int)((long)mc * t / tilesOfRows);
          const int r1 = i0 + (int)((long)mc * (t + 1) / tilesOfRows);
          Strided at = transA ? Strided{a + (long)p0 * lda + r0, 1, lda}
                              : Strided{a + (long)r0 * lda + p0, lda, 1};
          tiles[r1 - r0](kc, at, panel, ldPanel, c + (long)r0 * ldc + j, ldc,
                         m0, m1, alpha, blockBeta);
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
