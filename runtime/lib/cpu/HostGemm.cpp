//===- HostGemm.cpp - dtc's f32 matrix product on host devices -----------===//
//
// dtc_host_sgemm: CBLAS's sgemm (row-major), what compiled CPU programs call
// for f32 products. A host device runs on one thread and its products are
// small: a shard of activations (tens to a thousand rows) times a shard of
// weights, the same weights at every call. OpenBLAS packs the weights afresh
// at every call (a quarter of the time of the MLPs' per-device products);
// dtc's products run on kernels that LIBXSMM generates at run time for the
// exact shape and for the CPU the process runs on (AVX2 or AVX-512: one
// path, no kernel written per ISA here; DTC_HOST_ISA=avx2 holds it to AVX2,
// HostIsa.h), blocked so that a block of weights stays in L2:
//
//   for each block of K (512 rows):
//     for each strip of 128 columns of B (kc x 128 floats, 256 KiB):
//       LIBXSMM's kernel: every row of op(A) times the strip, added to C
//
// In LIBXSMM's column-major terms the strip is the first operand (128 x kc),
// op(A)'s rows the second (kc x m; A transposed is its TRANS_B flag), C's
// rows x 128 block the result. bench/host_gemm.py chose the blocking among
// others on both ISAs (bench/README.md).
//
// A B that a loop's products share (weights; dtc-linalg-to-blas decides)
// is packed once: dtc_host_sgemm_pack makes a copy laid out strip after
// strip (each strip contiguous: the kernel streams one run of memory), which
// the loop's first product fills as it goes, and dtc_host_sgemm_packed runs
// the same blocks over the copy. The copies are shared by the devices whose
// B is the same memory, and a copy of constant memory (dtc_constant_begin)
// outlives its loop for the next (PackedCache).
//
// A product past m*n*k = 2^26 with B in place copies each strip before
// its kernel reads it (each serves hundreds of rows). OpenBLAS takes the
// rest: B transposed (LIBXSMM 1.17 generates no kernel for it), products
// past 2^34, CPUs without AVX2 and FMA, and every product under
// DTC_HOST_GEMM=openblas.
//
//===----------------------------------------------------------------------===//
#include "HostGemm.h"

#include "HostIsa.h"
#include "dtc/imports.h"

#include <libxsmm.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <new>
#include <unordered_map>
#include <vector>

extern "C" void cblas_sgemm(int, int, int, int, int, int, float, const float *,
                            int, const float *, int, float, float *, int);

namespace dtc::runtime {
namespace {

constexpr int kRowMajor = 101, kNoTrans = 111, kTrans = 112;
/// m * n * k up to which a product with B in place reads B's rows; larger
/// ones copy each strip first (contiguous, as a packed B), which pays once
/// the strip serves hundreds of rows (host_gemm.py's rows of 1024).
constexpr int64_t kInPlaceWork = int64_t(1) << 26;
/// m * n * k up to which products run on the kernels, B packed or not
/// (past it, OpenBLAS's).
constexpr int64_t kPackedWork = int64_t(1) << 34;
/// The largest B that dtc_host_sgemm_pack copies (a 2048x2048 f32 matrix).
constexpr int64_t kMaxPacked = int64_t(16) << 20;
constexpr int kBlockK = 512; // rows of B in a block
constexpr int kStrip = 128;  // columns of B in a strip

/// A packed B (dtc_host_sgemm_pack): a header, then for each block of K
/// (kBlockK rows; the last kc = k - p0) its strips of kStrip columns in
/// order (the last one n - j wide), each kc x width floats, row by row.
/// Block p0 starts p0 * n floats in, its strip j kc * j floats into it.
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

static float *packedData(PackedHeader *h) {
  return reinterpret_cast<float *>(h + 1);
}

/// The bytes of a packed k x n B's memory (a multiple of 64).
static size_t allocationBytes(int k, int n) {
  const size_t bytes = sizeof(PackedHeader) + sizeof(float) * (size_t)k * n;
  return (bytes + 63) / 64 * 64;
}

/// LIBXSMM's kernels, set up once for the ISA HostIsa.h allows.
static bool kernelsReady() {
  static const bool ready = [] {
    const HostChoices &choices = hostChoices();
    if (!choices.kernels || !choices.error.empty())
      return false;
    libxsmm_init();
    // "hsw": AVX2 and FMA; otherwise LIBXSMM's own choice for this CPU.
    if (!choices.avx512)
      libxsmm_set_target_arch("hsw");
    return true;
  }();
  return ready;
}

/// C[0:m, 0:width] (row stride ldc) = op(A)[0:m, 0:kc] * S + beta * C, where
/// S is a kc x width block of B at `strip` (row stride lds), beta 0 or 1,
/// through LIBXSMM's kernel for exactly this shape (OpenBLAS if it has none).
static void block(bool transA, int m, int width, int kc, const float *a,
                  int lda, const float *strip, int lds, float beta, float *c,
                  int ldc) {
  const float one = 1.0f;
  const int flags = transA ? LIBXSMM_GEMM_FLAG_TRANS_B : 0;
  // Column-major: S is width x kc, op(A)'s rows kc x m, C's block width x m.
  if (libxsmm_smmfunction kernel = libxsmm_smmdispatch(
          width, m, kc, &lds, &lda, &ldc, &one, &beta, &flags, nullptr)) {
    kernel(strip, a, c);
    return;
  }
  cblas_sgemm(kRowMajor, transA ? kTrans : kNoTrans, kNoTrans, m, width, kc,
              1.0f, a, lda, strip, lds, beta, c, ldc);
}

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

/// C = alpha * op(A) * B + beta * C over the blocks of K and strips of B:
/// B read in place (`packed` and `stripCopy` null), from a packed copy,
/// which `fill` (the copy's first product: B's rows, ldb apart) first fills
/// strip by strip, or each strip copied into `stripCopy` (kBlockK x kStrip
/// floats) right before its kernel reads it.
static void product(bool transA, int m, int n, int k, float alpha,
                    const float *a, int lda, const float *b, int ldb,
                    float *packed, bool fill, float beta, float *c, int ldc,
                    float *stripCopy = nullptr) {
  // The kernels compute op(A) * B and add it (beta 1) or store it (beta 0).
  // Any other beta scales C first, by beta / alpha where alpha is not 1
  // (dtc emits only alpha 1), and C is scaled by alpha after.
  if (alpha == 0.0f) {
    scale(m, n, beta, c, ldc);
    return;
  }
  if (beta != 0.0f && beta != alpha) {
    scale(m, n, beta / alpha, c, ldc);
    beta = 1.0f;
  } else if (beta != 0.0f) {
    beta = 1.0f;
  }
  for (int p0 = 0; p0 < k; p0 += kBlockK) {
    const int kc = std::min(kBlockK, k - p0);
    // Blocks of K after the first add to what the first wrote.
    const float blockBeta = p0 == 0 ? beta : 1.0f;
    const float *rows = transA ? a + (long)p0 * lda : a + p0;
    for (int j = 0; j < n; j += kStrip) {
      const int width = std::min(kStrip, n - j);
      const float *strip = b + (long)p0 * ldb + j;
      int lds = ldb;
      if (packed || stripCopy) {
        float *copy = packed ? packed + (long)p0 * n + (long)kc * j : stripCopy;
        if (fill || !packed)
          for (int p = 0; p < kc; ++p)
            std::memcpy(copy + (long)p * width, strip + (long)p * ldb,
                        sizeof(float) * width);
        strip = copy;
        lds = width;
      }
      block(transA, m, width, kc, rows, lda, strip, lds, blockBeta, c + j, ldc);
    }
  }
  if (alpha != 1.0f)
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j)
        c[(long)i * ldc + j] *= alpha;
}

} // namespace

bool hostGemmAvailable() { return kernelsReady(); }

void freeKeptPackedCopies() {
  PackedCache &cache = packedCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  cache.trim(0);
}

} // namespace dtc::runtime

using namespace dtc::runtime;

void dtc_host_sgemm(int order, int transA, int transB, int m, int n, int k,
                    float alpha, const float *a, int lda, const float *b,
                    int ldb, float beta, float *c, int ldc) {
  const int64_t work = (int64_t)m * n * k;
  const bool kernels =
      order == kRowMajor && (transA == kNoTrans || transA == kTrans) &&
      transB == kNoTrans && work <= kPackedWork && hostGemmAvailable();
  if (!kernels) {
    cblas_sgemm(order, transA, transB, m, n, k, alpha, a, lda, b, ldb, beta, c,
                ldc);
    return;
  }
  if (m <= 0 || n <= 0)
    return;
  if (k <= 0) {
    scale(m, n, beta, c, ldc);
    return;
  }
  float *stripCopy = nullptr;
  if (work > kInPlaceWork) {
    // One strip's copy per thread, made at its first large product.
    static thread_local std::unique_ptr<float[]> copy;
    if (!copy)
      copy.reset(new (std::align_val_t(64)) float[kBlockK * kStrip]);
    stripCopy = copy.get();
  }
  product(transA == kTrans, m, n, k, alpha, a, lda, b, ldb, nullptr, false,
          beta, c, ldc, stripCopy);
}

void *dtc_host_sgemm_pack(int m, int n, int k, const float *b, int ldb) {
  // Only where the products run on the kernels (m unknown where 0: decided
  // again at each call), and weights of at most kMaxPacked bytes: the packed
  // copy adds to their memory.
  const int64_t rows = std::max(m, 1);
  if (n <= 0 || k <= 0 || rows * n * k > kPackedWork ||
      (int64_t)k * n * 4 > kMaxPacked || !hostGemmAvailable() ||
      !hostChoices().packing)
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
  cache.bySource[b].push_back(header);
  return header;
}

void dtc_host_sgemm_packed(int transA, int m, int n, int k, float alpha,
                           const float *a, int lda, const float *b, int ldb,
                           const void *packed, float beta, float *c, int ldc) {
  auto *header = static_cast<PackedHeader *>(const_cast<void *>(packed));
  if (header && (transA == kNoTrans || transA == kTrans) && m > 0 &&
      (int64_t)m * n * k <= kPackedWork) {
    if (header->magic != kPackedMagic || header->k != k || header->n != n ||
        header->source != b || header->ldb != ldb) {
      std::fprintf(
          stderr,
          "dtc: internal error: a product of %dx%d weights was given weights "
          "packed from other ones (%dx%d)\n",
          k, n, header->k, header->n);
      std::abort();
    }
    float *data = packedData(header);
    int state = header->state.load(std::memory_order_acquire);
    if (state == kReady) {
      product(transA == kTrans, m, n, k, alpha, a, lda, b, ldb, data, false,
              beta, c, ldc);
      return;
    }
    if (state == kEmpty && header->state.compare_exchange_strong(
                               state, kFilling, std::memory_order_acquire)) {
      product(transA == kTrans, m, n, k, alpha, a, lda, b, ldb, data, true,
              beta, c, ldc);
      header->state.store(kReady, std::memory_order_release);
      return;
    }
    // Another thread is filling it: B in place, below.
  }
  dtc_host_sgemm(kRowMajor, transA, kNoTrans, m, n, k, alpha, a, lda, b, ldb,
                 beta, c, ldc);
}

void dtc_host_sgemm_release(void *packed) {
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
}

void dtc_constant_begin(const void *data, int64_t bytes) {
  if (!data || bytes <= 0)
    return;
  PackedCache &cache = packedCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  // A new declaration (new values): the copies kept from the previous
  // one no longer match it (their id is not its).
  const uintptr_t begin = reinterpret_cast<uintptr_t>(data);
  cache.constants[begin] = {begin + (uintptr_t)bytes, ++cache.lastConstant};
}

void dtc_constant_end(const void *data) {
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
}
