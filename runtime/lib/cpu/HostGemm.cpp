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
// A B that a loop's products share (weights; dtc-linalg-to-blas decides)
// is packed once: dtc_host_sgemm_pack makes a copy laid out strip after
// strip, which the loop's first product fills as it copies its strips, and
// dtc_host_sgemm_packed then runs the same tiles over the copy, no strip
// copied, each tile streaming the next strip into L2. The copies are shared
// by the devices whose B is the same memory, and a copy of constant memory
// (dtc_constant_begin) outlives its loop for the next (PackedCache).
//
// dtc's per-device products are small (a batch's rows by a weight block)
// and reuse their weights across calls: there the kernel beats OpenBLAS,
// which packs the weights afresh on every call, and packed with the
// weights in cache it reaches the core's FMA peak; from about 512x512x512
// on, OpenBLAS's blocking wins (bench/host_gemm.py measures both, on the
// host it runs on). So it takes products up to m*n*k = 2^26 with B not
// transposed; the others, CPUs without AVX-512, and every product under
// DTC_HOST_GEMM=openblas go to OpenBLAS's cblas_sgemm.
//
//===----------------------------------------------------------------------===//
#include "HostGemm.h"

#include "dtc/imports.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <new>
#include <unordered_map>
#include <vector>

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
/// The largest B that dtc_host_sgemm_pack copies (a 2048x2048 f32 matrix).
constexpr int64_t kMaxPacked = int64_t(16) << 20;

#if DTC_HOST_GEMM_AVX512
constexpr int kStrip = 32;    // columns of a strip: two zmm registers
constexpr int kTileRows = 13; // rows of a tile at most: 26 accumulators
constexpr int kBlockK = 256;  // a strip of kBlockK x 32 floats is 32 KiB
constexpr int kBlockRows = 256;

/// One operand as strides: element (i, p) of op(X) is x[i * rows + p * cols].
/// The tiles take it by reference: passed by value (24 bytes, on the stack),
/// the caller's copy loaded 16 bytes that two 8-byte stores had just
/// written, a load the store buffer cannot forward, so it waited for every
/// older store to reach L1, the previous tile's stores of C among them
/// (misses, with the weights streaming through L2), and the product stalled
/// on it.
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
tile(int kc, const Strided &a, const float *b, long ldb, float *c, long ldc,
     __mmask16 m0, __mmask16 m1, float alpha, float beta, const float *next,
     long ldNext) {
  __m512 lo[R], hi[R];
#pragma GCC unroll 16
  for (int r = 0; r < R; ++r) {
    lo[r] = _mm512_setzero_ps();
    hi[r] = _mm512_setzero_ps();
  }
  // A's strides in registers (through the reference GCC reloaded them
  // at every k), the loop unrolled 4 times (its counter and pointer
  // updates are scalar uops that may take the FMA ports), and the rows of
  // A addressed from one base per 5 rows at 0-4 strides (base + index *
  // 1, 2, 4 and a 3-stride register) rather than 13 offsets, which spilled.
  // The 2x4 MLP's 10 passes: 10% faster than one k at a time.
  const float *ax = a.x;
  const long aRows = a.rows, aCols = a.cols;
#pragma GCC unroll 4
  for (int p = 0; p < kc; ++p) {
#pragma GCC unroll 2
    for (int line = 0; line < Lines; ++line)
      _mm_prefetch(
          reinterpret_cast<const char *>(next + p * ldNext + 16 * line),
          _MM_HINT_T1);
    __m512 b0 = _mm512_maskz_loadu_ps(m0, b + p * ldb);
    __m512 b1 = _mm512_maskz_loadu_ps(m1, b + p * ldb + 16);
    const float *ap = ax + p * aCols;
#pragma GCC unroll 16
    for (int r = 0; r < R; ++r) {
      const float *group = ap + (r / 5) * (5 * aRows);
      __m512 av = _mm512_set1_ps(group[(r % 5) * aRows]);
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
narrowTile(int kc, const Strided &a, const float *b, long ldb, float *c,
           long ldc, __mmask16 m0, float alpha, float beta, const float *next) {
  __m512 acc[R];
#pragma GCC unroll 16
  for (int r = 0; r < R; ++r)
    acc[r] = _mm512_setzero_ps();
  const float *pf = next ? next : b;
  // As in tile(): A's strides in registers, k unrolled, A's rows from one
  // base per 5 rows.
  const float *ax = a.x;
  const long aRows = a.rows, aCols = a.cols;
#pragma GCC unroll 4
  for (int p = 0; p < kc; ++p) {
    _mm_prefetch(reinterpret_cast<const char *>(pf + p * ldb), _MM_HINT_T1);
    __m512 b0 = _mm512_maskz_loadu_ps(m0, b + p * ldb);
    const float *ap = ax + p * aCols;
#pragma GCC unroll 16
    for (int r = 0; r < R; ++r) {
      const float *group = ap + (r / 5) * (5 * aRows);
      acc[r] =
          _mm512_fmadd_ps(_mm512_set1_ps(group[(r % 5) * aRows]), b0, acc[r]);
    }
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

using TileFn = void (*)(int, const Strided &, const float *, long, float *,
                        long, __mmask16, __mmask16, float, float, const float *,
                        long);

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
      _mm512_store_ps(strip + p * kStrip + 16,
                      _mm512_loadu_ps(src + p * ld + 16));
    }
    return;
  }
  const __mmask16 m0 = laneMask(width), m1 = laneMask(width - 16);
  for (int p = 0; p < kc; ++p) {
    _mm512_store_ps(strip + p * kStrip,
                    _mm512_maskz_loadu_ps(m0, src + p * ld));
    _mm512_store_ps(strip + p * kStrip + 16,
                    _mm512_maskz_loadu_ps(m1, src + p * ld + 16));
  }
}

__attribute__((target("avx512f"))) static void
product(bool transA, int m, int n, int k, float alpha, const float *a, int lda,
        const float *b, int ldb, float beta, float *c, int ldc) {
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
        void (*narrow)(int, const Strided &, const float *, long, float *, long,
                       __mmask16, float, float, const float *) =
            mc == 14   ? &narrowTile<14>
            : mc == 15 ? &narrowTile<15>
                       : &narrowTile<16>;
        for (int j = 0; j < n; j += 16)
          narrow(kc, rows, b + (long)p0 * ldb + j, ldb, c + (long)i0 * ldc + j,
                 ldc, laneMask(n - j), alpha, blockBeta,
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
        // others come from L3 or memory, in rows 1 KiB or more apart, and
        // copying the strips waits on them. The
        // first two tiles ask for the next strip's two lines of each row
        // while they compute (the only tile for both); bench/host_gemm.py
        // has what it gains.
        const float *next =
            j + kStrip < n ? b + (long)p0 * ldb + j + kStrip : nullptr;
        for (int t = 0; t < tilesOfRows; ++t) {
          const int r0 = i0 + (int)((long)mc * t / tilesOfRows);
          const int r1 = i0 + (int)((long)mc * (t + 1) / tilesOfRows);
          Strided at = transA ? Strided{a + (long)p0 * lda + r0, 1, lda}
                              : Strided{a + (long)r0 * lda + p0, lda, 1};
          const int lines = !next || t > 1 ? 0 : tilesOfRows == 1 ? 2 : 1;
          tiles[lines][r1 - r0](kc, at, panel, ldPanel, c + (long)r0 * ldc + j,
                                ldc, m0, m1, alpha, blockBeta,
                                lines ? next + 16 * t : nullptr, ldb);
        }
      }
    }
  }
}

/// A packed B (dtc_host_sgemm_pack): a header, then for each block of K
/// (kBlockK rows; the last kc = k - p0) its strips of 32 columns in order,
/// each kc x 32 floats, zeros past column n; then one strip of slack, so
/// that the tiles' prefetches of "the next strip" (as long as the current
/// one) stay inside the buffer where the last block is short.
struct alignas(64) PackedHeader {
  uint64_t magic;
  int k, n, ldb;
  const float *source;
  /// The bytes of its memory (a spare one reused may be larger than asked).
  size_t bytes;
  /// The products' loops that hold it (PackedCache's mutex guards it).
  int users;
  /// The declaration of constant memory (dtc_constant_begin) that held B
  /// when the copy was filled from it, or 0: a kept copy (PackedCache)
  /// is reused as it is only while that declaration lasts.
  uint64_t constant;
  /// Its key in PackedCache::kept while it is kept.
  uint64_t keptAs;
  /// kEmpty until a product fills it from `source` (kFilling meanwhile:
  /// products on other threads read B in place), then kReady.
  std::atomic<int> state;
};
enum : int { kEmpty, kFilling, kReady };

/// The most memory of released copies kept for later packs (as much as
/// four copies of the largest B packed, or all the MLPs' weights many times).
constexpr size_t kMaxSpare = size_t(4) * kMaxPacked;

/// The packed copies in use, by the B they were packed from. Devices whose
/// B is the same memory share one copy: the launcher gives an input's
/// replicas one buffer, so at 8x8 the MLP's 64 devices read 8 MiB of packed
/// weights, not 64 (packed for each device, the 4x8 and 8x8 MLPs ran
/// 10-50% slower). A copy is only shared while some loop holds it, and
/// dtc-linalg-to-blas packs only a B that nothing writes while the loop
/// runs; the only memory two devices' programs share is an input's
/// replicas, which nothing writes.
///
/// A released copy's memory is kept (`spare`) for the next pack of as many
/// bytes or a few less: its pages are already the process's, where fresh
/// memory faults on every page as the first product fills it (8 MiB of
/// packed weights at 2x4: 2048 faults, what 10-20 packed passes gained).
/// So a program that packs in a loop it runs again (each call of an
/// executable's entry, each step of a training loop) pays the faults once.
///
/// A released copy of a B in constant memory (dtc_constant_begin: the
/// launcher's input shards, such as an inference's weights) is kept whole
/// (`kept`, still under its source in `bySource`), and the next pack of
/// that B takes it as it is: a call copies weights only when they may have
/// changed. Variables and datasets, which the launcher writes between
/// steps, are not declared, and their copies are refilled at each loop.
/// At most kMaxSpare bytes are kept in all, the oldest spare memory freed
/// first, then the oldest kept copies.
struct PackedCache {
  std::mutex mutex;
  /// The copies in use, and the kept ones (users == 0), by source.
  std::unordered_map<const float *, std::vector<PackedHeader *>> bySource;
  struct Spare {
    void *memory;
    size_t bytes;
  };
  std::vector<Spare> spare;                ///< oldest first
  std::map<uint64_t, PackedHeader *> kept; ///< by when they were kept
  uint64_t lastKept = 0;
  size_t spareBytes = 0, keptBytes = 0;
  /// Constant memory: [begin, end) and the declaration's id, by begin.
  struct Constant {
    uintptr_t end;
    uint64_t id;
  };
  std::map<uintptr_t, Constant> constants;
  uint64_t lastConstant = 0;
  /// Memory of at least `bytes` and at most twice that from `spare`, or
  /// null; `bytes` becomes its size.
  void *reuse(size_t &bytes);
  /// Keeps `memory` (of `bytes`) in `spare`, then trims.
  void keep(void *memory, size_t bytes);
  /// Frees the oldest spare memory, then the oldest kept copies, until
  /// at most `limit` bytes are held.
  void trim(size_t limit = kMaxSpare);
  /// Keeps the released copy `h` as it is, then trims.
  void keepWhole(PackedHeader *h);
  /// Takes the kept copy `h` out of `kept`.
  void unkeep(PackedHeader *h);
  /// Takes `h` out of `bySource`.
  void unlink(PackedHeader *h);
  /// Takes `h` out of `bySource` and keeps its memory as spare.
  void retire(PackedHeader *h);
  /// The id of the declaration that holds a k x n B at `b` (row stride
  /// ldb) whole, or 0.
  uint64_t constantHolding(const float *b, int k, int n, int ldb) const;
};
static PackedCache &packedCache() {
  static PackedCache *cache = new PackedCache; // outlives the device threads
  return *cache;
}
constexpr uint64_t kPackedMagic = 0x6474632d70616b42; // "dtc-pakB"

void *PackedCache::reuse(size_t &bytes) {
  auto best = spare.end();
  for (auto it = spare.begin(); it != spare.end(); ++it)
    if (it->bytes >= bytes && it->bytes <= 2 * bytes &&
        (best == spare.end() || it->bytes < best->bytes))
      best = it;
  if (best == spare.end())
    return nullptr;
  void *memory = best->memory;
  bytes = best->bytes;
  spareBytes -= best->bytes;
  spare.erase(best);
  return memory;
}

void PackedCache::keep(void *memory, size_t bytes) {
  spare.push_back({memory, bytes});
  spareBytes += bytes;
  trim();
}

void PackedCache::trim(size_t limit) {
  while (spareBytes + keptBytes > limit) {
    if (!spare.empty()) {
      spareBytes -= spare.front().bytes;
      std::free(spare.front().memory);
      spare.erase(spare.begin());
      continue;
    }
    PackedHeader *h = kept.begin()->second;
    unkeep(h);
    unlink(h);
    h->~PackedHeader();
    std::free(h);
  }
}

void PackedCache::keepWhole(PackedHeader *h) {
  h->keptAs = ++lastKept;
  kept.emplace(h->keptAs, h);
  keptBytes += h->bytes;
  trim();
}

void PackedCache::unkeep(PackedHeader *h) {
  kept.erase(h->keptAs);
  keptBytes -= h->bytes;
}

void PackedCache::unlink(PackedHeader *h) {
  auto it = bySource.find(h->source);
  it->second.erase(std::find(it->second.begin(), it->second.end(), h));
  if (it->second.empty())
    bySource.erase(it);
}

void PackedCache::retire(PackedHeader *h) {
  unlink(h);
  const size_t bytes = h->bytes;
  h->~PackedHeader();
  keep(h, bytes);
}

uint64_t PackedCache::constantHolding(const float *b, int k, int n,
                                      int ldb) const {
  const uintptr_t begin = reinterpret_cast<uintptr_t>(b);
  const uintptr_t end = begin + sizeof(float) * ((size_t)(k - 1) * ldb + n);
  auto it = constants.upper_bound(begin);
  if (it == constants.begin())
    return 0;
  --it;
  return end <= it->second.end ? it->second.id : 0;
}

static long paddedColumns(int n) {
  return (n + kStrip - 1) / kStrip * (long)kStrip;
}

static float *packedData(PackedHeader *h) {
  return reinterpret_cast<float *>(h + 1);
}

/// The bytes of a packed k x n B's memory (a multiple of 64): the header,
/// the strips, one strip of slack.
static size_t allocationBytes(int k, int n) {
  const size_t bytes =
      sizeof(PackedHeader) +
      sizeof(float) * ((size_t)k * paddedColumns(n) + kBlockK * kStrip);
  return (bytes + 63) / 64 * 64;
}

/// product() over a packed B: every tile reads its strip from the packed
/// buffer (no copy), and the first two tiles of a strip each ask for half
/// of the next strip (contiguous, kc x 32 floats) to come into L2. With
/// `fill` (the copy's first product, which fills it from B at ldb), each
/// strip is first copied from B into its place, and the tiles ask for the
/// next strip of B instead, as product() does.
__attribute__((target("avx512f"))) static void
packedProduct(bool transA, int m, int n, int k, float alpha, const float *a,
              int lda, float *packed, float beta, float *c, int ldc,
              const float *fill, long ldb) {
  const long np = paddedColumns(n);
  for (int p0 = 0; p0 < k; p0 += kBlockK) {
    const int kc = std::min(kBlockK, k - p0);
    const float blockBeta = p0 == 0 ? beta : 1.0f;
    float *block = packed + (long)p0 * np;
    for (int i0 = 0; i0 < m; i0 += kBlockRows) {
      const int mc = std::min(kBlockRows, m - i0);
      const int tilesOfRows = (mc + kTileRows - 1) / kTileRows;
      const bool filling = fill && i0 == 0;
      for (int j = 0; j < n; j += kStrip) {
        const int width = std::min(kStrip, n - j);
        const __mmask16 m0 = laneMask(width), m1 = laneMask(width - 16);
        float *panel = block + (long)(j / kStrip) * kc * kStrip;
        // The next strip, or the next block's first: the buffer is one
        // stream. After the last strip, nothing (prefetching past it read
        // memory nobody needs: 12-25% more traffic on the 8x8 MLP's weights).
        const bool last = j + kStrip >= n && p0 + kc >= k;
        const float *next = last ? nullptr : panel + (long)kc * kStrip;
        if (filling) {
          copyStrip(kc, fill + (long)p0 * ldb + j, ldb, width, panel);
          next = j + kStrip < n ? fill + (long)p0 * ldb + j + kStrip : nullptr;
        }
        for (int t = 0; t < tilesOfRows; ++t) {
          const int r0 = i0 + (int)((long)mc * t / tilesOfRows);
          const int r1 = i0 + (int)((long)mc * (t + 1) / tilesOfRows);
          Strided at = transA ? Strided{a + (long)p0 * lda + r0, 1, lda}
                              : Strided{a + (long)r0 * lda + p0, lda, 1};
          // kc rows of 2 lines: one tile asks for both lines of a row, or
          // two tiles for one line each (of half the packed rows, 16 floats
          // apart; of B's rows: one half of the strip's width each).
          const int lines = !next ? 0 : tilesOfRows == 1 ? 2 : t < 2 ? 1 : 0;
          const float *pf = nullptr;
          long ldpf = 0;
          if (lines && filling) { // B's rows, ldb apart
            pf = tilesOfRows == 1 ? next : next + 16 * t;
            ldpf = ldb;
          } else if (lines) { // the copy's rows, 32 floats apart
            pf = tilesOfRows == 1 ? next : next + (long)t * kc * 16;
            ldpf = tilesOfRows == 1 ? kStrip : 16;
          }
          tiles[lines][r1 - r0](kc, at, panel, kStrip, c + (long)r0 * ldc + j,
                                ldc, m0, m1, alpha, blockBeta, pf, ldpf);
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

void freeKeptPackedCopies() {
#if DTC_HOST_GEMM_AVX512
  PackedCache &cache = packedCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  cache.trim(0);
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
  const bool ownKernel =
      order == kRowMajor && (transA == kNoTrans || transA == kTrans) &&
      transB == kNoTrans && (int64_t)m * n * k <= kOwnKernelWork &&
      hostGemmAvailable();
  if (!ownKernel) {
    cblas_sgemm(order, transA, transB, m, n, k, alpha, a, lda, b, ldb, beta, c,
                ldc);
    return;
  }
  if (m <= 0 || n <= 0)
    return;
  if (k <= 0 || alpha == 0.0f) {
    scale(m, n, beta, c, ldc);
    return;
  }
#if DTC_HOST_GEMM_AVX512
  product(transA == kTrans, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
#endif
}

void *dtc_host_sgemm_pack(int m, int n, int k, const float *b, int ldb) {
#if DTC_HOST_GEMM_AVX512
  // Only where dtc_host_sgemm would compute the product itself (m unknown
  // where 0: the kernel decides again at each call), and weights of at most
  // kMaxPacked bytes: the packed copy adds to their memory.
  // DTC_HOST_GEMM=unpacked: the kernel copies strips of B at each call.
  static const bool packing = [] {
    const char *choice = std::getenv("DTC_HOST_GEMM");
    return !choice || std::strcmp(choice, "unpacked") != 0;
  }();
  const int64_t rows = std::max(m, 1);
  if (n <= 0 || k <= 0 || rows * n * k > kOwnKernelWork ||
      (int64_t)k * paddedColumns(n) * 4 > kMaxPacked || !packing ||
      !hostGemmAvailable())
    return nullptr;
  PackedCache &cache = packedCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  const uint64_t constant = cache.constantHolding(b, k, n, ldb);
  if (auto it = cache.bySource.find(b); it != cache.bySource.end())
    for (PackedHeader *h : it->second)
      if (h->k == k && h->n == n && h->ldb == ldb) {
        if (h->users++ == 0) { // a kept copy
          cache.unkeep(h);
          if (!constant || h->constant != constant) { // B may have changed
            h->state.store(kEmpty, std::memory_order_relaxed);
            h->constant = constant;
          }
        }
        return h;
      }
  size_t bytes = allocationBytes(k, n);
  void *memory = cache.reuse(bytes);
  if (!memory)
    memory = std::aligned_alloc(64, bytes);
  if (!memory)
    return nullptr; // the products read B in place instead
  // The copy is filled by its first product (no pass over B of its own).
  auto *header = new (memory)
      PackedHeader{kPackedMagic, k, n, ldb, b, bytes, 1, constant, 0, {kEmpty}};
  std::memset(packedData(header) + (size_t)k * paddedColumns(n), 0,
              sizeof(float) * kBlockK * kStrip);
  cache.bySource[b].push_back(header);
  return header;
#else
  (void)m, (void)n, (void)k, (void)b, (void)ldb;
  return nullptr;
#endif
}

void dtc_host_sgemm_packed(int transA, int m, int n, int k, float alpha,
                           const float *a, int lda, const float *b, int ldb,
                           const void *packed, float beta, float *c, int ldc) {
#if DTC_HOST_GEMM_AVX512
  auto *header = static_cast<PackedHeader *>(const_cast<void *>(packed));
  if (header && (transA == kNoTrans || transA == kTrans) && m > 0 &&
      (int64_t)m * n * k <= kOwnKernelWork) {
    if (header->magic != kPackedMagic || header->k != k || header->n != n ||
        header->source != b || header->ldb != ldb) {
      std::fprintf(
          stderr,
          "dtc: internal error: a product of %dx%d weights was given weights "
          "packed from other ones (%dx%d)\n",
          k, n, header->k, header->n);
      std::abort();
    }
    if (alpha == 0.0f) {
      scale(m, n, beta, c, ldc);
      return;
    }
    float *data = packedData(header);
    int state = header->state.load(std::memory_order_acquire);
    if (state == kReady) {
      packedProduct(transA == kTrans, m, n, k, alpha, a, lda, data, beta, c,
                    ldc, nullptr, 0);
      return;
    }
    if (state == kEmpty && header->state.compare_exchange_strong(
                               state, kFilling, std::memory_order_acquire)) {
      packedProduct(transA == kTrans, m, n, k, alpha, a, lda, data, beta, c,
                    ldc, b, ldb);
      header->state.store(kReady, std::memory_order_release);
      return;
    }
    // Another thread is filling it: B in place, below.
  }
#endif
  (void)packed;
  dtc_host_sgemm(kRowMajor, transA, kNoTrans, m, n, k, alpha, a, lda, b, ldb,
                 beta, c, ldc);
}

void dtc_host_sgemm_release(void *packed) {
#if DTC_HOST_GEMM_AVX512
  if (!packed)
    return;
  auto *header = static_cast<PackedHeader *>(packed);
  PackedCache &cache = packedCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  if (--header->users > 0)
    return;
  // Filled from memory that is still the same constant: kept as it is.
  if (header->constant &&
      header->state.load(std::memory_order_relaxed) == kReady &&
      header->constant == cache.constantHolding(header->source, header->k,
                                                header->n, header->ldb)) {
    cache.keepWhole(header);
    return;
  }
  cache.retire(header);
#else
  (void)packed;
#endif
}

void dtc_constant_begin(const void *data, int64_t bytes) {
#if DTC_HOST_GEMM_AVX512
  if (!data || bytes <= 0)
    return;
  PackedCache &cache = packedCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  // A new declaration (new values): the copies kept from the previous
  // one no longer match it (their id is not its).
  const uintptr_t begin = reinterpret_cast<uintptr_t>(data);
  cache.constants[begin] = {begin + (uintptr_t)bytes, ++cache.lastConstant};
#else
  (void)data, (void)bytes;
#endif
}

void dtc_constant_end(const void *data) {
#if DTC_HOST_GEMM_AVX512
  PackedCache &cache = packedCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  auto it = cache.constants.find(reinterpret_cast<uintptr_t>(data));
  if (it == cache.constants.end())
    return;
  const uint64_t id = it->second.id;
  cache.constants.erase(it);
  // The memory may now be written or freed, and another B allocated at
  // the same address: its kept copies go (copies in use are not kept
  // when released, their declaration being gone).
  std::vector<PackedHeader *> stale;
  for (auto [when, h] : cache.kept)
    if (h->constant == id)
      stale.push_back(h);
  for (PackedHeader *h : stale) {
    cache.unkeep(h);
    cache.retire(h);
  }
#else
  (void)data;
#endif
}
