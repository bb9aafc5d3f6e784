//===- HostGemmTest.cpp - dtc_host_sgemm against a double reference ------===//
//
// Every path of the kernel: tiles of 1 to 13 rows (B read in place by one
// tile, copied strip by strip for several) and blocks of rows past
// 256, strips narrower than 32 columns, blocks of K past 256, A and B read
// transposed, leading dimensions wider than the matrices, alpha and beta.
// Each product is compared with a double-precision one, within a bound of
// K roundings of the magnitudes summed; the elements between a row's end and
// the next row (the leading dimension's padding) must stay untouched.
//
//===----------------------------------------------------------------------===//
#include "HostGemm.h"
#include "HostIsa.h"
#include "dtc/imports.h"

#include <gtest/gtest.h>

#include <malloc.h>
#include <sys/resource.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <thread>
#include <vector>

namespace {

constexpr int kRowMajor = 101, kNoTrans = 111, kTrans = 112;

struct Case {
  int m, n, k;
  bool transA = false, transB = false;
  float alpha = 1.0f, beta = 0.0f;
  int pad = 0; // extra elements in each leading dimension
};

/// How check() calls the kernel: dtc_host_sgemm, or through a packed B
/// (dtc_host_sgemm_pack, then dtc_host_sgemm_packed twice: the first
/// product fills the copy from B; B is then overwritten with NaNs, so that
/// a second product that read it instead of the copy fails).
enum class Via { Sgemm, Packed };

/// Runs one product through dtc_host_sgemm and checks every element.
void check(const Case &c, Via via = Via::Sgemm) {
  SCOPED_TRACE(::testing::Message()
               << c.m << "x" << c.n << "x" << c.k << " transA " << c.transA
               << " transB " << c.transB << " alpha " << c.alpha << " beta "
               << c.beta << " pad " << c.pad
               << (via == Via::Packed ? " packed" : ""));
  std::mt19937 rng(c.m * 1000003 + c.n * 1009 + c.k);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  // op(A) is m x k, op(B) k x n; stored transposed where asked.
  const int aRows = c.transA ? c.k : c.m, aCols = c.transA ? c.m : c.k;
  const int bRows = c.transB ? c.n : c.k, bCols = c.transB ? c.k : c.n;
  const int lda = aCols + c.pad, ldb = bCols + c.pad, ldc = c.n + c.pad;
  std::vector<float> a((size_t)aRows * lda), b((size_t)bRows * ldb),
      out((size_t)c.m * ldc);
  for (float &x : a)
    x = uniform(rng);
  for (float &x : b)
    x = uniform(rng);
  const float sentinel = 12345.0f;
  for (float &x : out)
    x = c.beta == 0.0f ? std::numeric_limits<float>::quiet_NaN() : uniform(rng);
  for (int i = 0; i < c.m; ++i)
    for (int j = c.n; j < ldc; ++j)
      out[(size_t)i * ldc + j] = sentinel;
  const std::vector<float> before = out;
  auto opA = [&](int i, int p) {
    return c.transA ? a[(size_t)p * lda + i] : a[(size_t)i * lda + p];
  };
  auto opB = [&](int p, int j) {
    return c.transB ? b[(size_t)j * ldb + p] : b[(size_t)p * ldb + j];
  };
  auto verify = [&] {
    int wrong = 0;
    for (int i = 0; i < c.m && wrong < 5; ++i) {
      for (int j = 0; j < ldc && wrong < 5; ++j) {
        const float got = out[(size_t)i * ldc + j];
        if (j >= c.n) {
          EXPECT_EQ(got, sentinel) << "padding at (" << i << ", " << j << ")";
          wrong += got != sentinel;
          continue;
        }
        double sum = 0, magnitude = 0;
        for (int p = 0; p < c.k; ++p) {
          sum += (double)opA(i, p) * opB(p, j);
          magnitude += std::fabs((double)opA(i, p) * opB(p, j));
        }
        // beta = 0: C (NaN here) is not read.
        const double old =
            c.beta == 0.0f ? 0.0 : c.beta * before[(size_t)i * ldc + j];
        const double want = c.alpha * sum + old;
        const double bound =
            (c.k + 2) * 1.2e-7 *
                (std::fabs(c.alpha) * magnitude + std::fabs(old)) +
            1e-30;
        EXPECT_NEAR(got, want, bound) << "at (" << i << ", " << j << ")";
        wrong += !(std::fabs(got - want) <= bound);
      }
    }
  };
  if (via == Via::Sgemm) {
    dtc_host_sgemm(kRowMajor, c.transA ? kTrans : kNoTrans,
                   c.transB ? kTrans : kNoTrans, c.m, c.n, c.k, c.alpha,
                   a.data(), lda, b.data(), ldb, c.beta, out.data(), ldc);
    verify();
    return;
  }
  void *packed = dtc_host_sgemm_pack(c.m, c.n, c.k, b.data(), ldb);
  ASSERT_EQ(packed != nullptr, dtc::runtime::hostGemmAvailable());
  auto product = [&] {
    dtc_host_sgemm_packed(c.transA ? kTrans : kNoTrans, c.m, c.n, c.k, c.alpha,
                          a.data(), lda, b.data(), ldb, packed, c.beta,
                          out.data(), ldc);
  };
  {
    SCOPED_TRACE("the first product (filling the copy)");
    product();
    verify();
  }
  if (packed) {
    SCOPED_TRACE("a second product, B overwritten");
    const std::vector<float> original = b;
    std::fill(b.begin(), b.end(), std::numeric_limits<float>::quiet_NaN());
    out = before;
    product();
    b = original; // what verify() compares with
    verify();
  }
  dtc_host_sgemm_release(packed);
}

TEST(HostGemmTest, EveryRowCountAndStripWidth) {
  // The kernels are generated per shape: rows 1-40 and strips of 1 to 128
  // columns, one strip or several (the last one narrower).
  for (int m = 1; m <= 40; m += 3)
    for (int n : {1, 7, 16, 17, 31, 33, 127, 128, 129, 300})
      check({m, n, 19});
}

TEST(HostGemmTest, BlocksOfK) {
  check({64, 256, 256});
  check({5, 40, 513});   // a second block of K of one element
  check({30, 33, 1100}); // three blocks of K
  check({300, 45, 70});
  check({513, 130, 600, false, false, 1.0f, 1.0f});
  for (bool ta : {false, true})
    check({16, 129, 1025, ta, false, 0.5f, 1.0f, 3});
}

TEST(HostGemmTest, LargeProductsCopyEachStrip) {
  // Past m*n*k = 2^26 each strip of B is copied before its kernel reads it.
  check({1024, 300, 600});
  check({700, 260, 530, true, false, 1.0f, 1.0f, 2});
}

TEST(HostGemmTest, Transposes) {
  for (bool ta : {false, true})
    for (bool tb : {false, true}) {
      check({1, 9, 5, ta, tb});
      check({13, 32, 64, ta, tb});
      check({29, 50, 300, ta, tb, 1.0f, 0.0f, 3});
    }
}

TEST(HostGemmTest, AlphaBetaAndLeadingDimensions) {
  check({20, 40, 30, false, false, 2.5f, 0.0f, 5});
  check({20, 40, 30, false, false, 1.0f, 1.0f, 1});
  check({20, 40, 300, true, false, -0.5f, 0.75f, 7});
  check({14, 3, 1, false, true, 1.0f, -2.0f, 2});
}

TEST(HostGemmTest, EmptyProductsScaleC) {
  // k = 0 or alpha = 0: C = beta * C, and beta = 0 writes zeros over NaNs.
  std::vector<float> c = {1, 2, 3, 4, 5, 6};
  float a = 0, b = 0;
  dtc_host_sgemm(kRowMajor, kNoTrans, kNoTrans, 2, 3, 0, 1.0f, &a, 1, &b, 3,
                 0.5f, c.data(), 3);
  EXPECT_EQ(c, (std::vector<float>{0.5f, 1, 1.5f, 2, 2.5f, 3}));
  std::vector<float> nans(6, std::numeric_limits<float>::quiet_NaN());
  std::vector<float> x(6, 1.0f);
  dtc_host_sgemm(kRowMajor, kNoTrans, kNoTrans, 2, 3, 2, 0.0f, x.data(), 2,
                 x.data(), 3, 0.0f, nans.data(), 3);
  EXPECT_EQ(nans, std::vector<float>(6, 0.0f));
  // m = 0 or n = 0 touch nothing.
  dtc_host_sgemm(kRowMajor, kNoTrans, kNoTrans, 0, 3, 2, 1.0f, x.data(), 2,
                 x.data(), 3, 0.0f, nullptr, 3);
}

TEST(HostGemmTest, PackedWeights) {
  // Rows 1 to 64, strips of 128 columns and narrower, blocks of K past 512
  // (the last one short), A transposed, alpha and beta, leading dimensions
  // wider than the matrices.
  for (int m : {1, 5, 13, 14, 16, 26, 27, 40, 64})
    for (int n : {1, 17, 33, 128, 129, 300})
      check({m, n, 19}, Via::Packed);
  for (bool ta : {false, true}) {
    check({16, 128, 256, ta}, Via::Packed);
    check({64, 256, 256, ta, false, 0.5f, 1.0f, 3}, Via::Packed);
    check({29, 50, 300, ta, false, 1.0f, 0.0f, 2}, Via::Packed);
    check({7, 40, 600, ta, false, -1.5f, 0.25f}, Via::Packed);
    check({33, 260, 1100, ta, false, 1.0f, 1.0f, 1}, Via::Packed);
  }
  check({300, 45, 70}, Via::Packed);
}

TEST(HostGemmTest, PackedWeightsOnlyWhereTheKernelTakesTheProduct) {
  std::vector<float> b(2048 * 2048, 1.0f);
  // m * n * k past 2^34 is OpenBLAS's, and a copy of B past 16 MiB would
  // add too much memory: nothing to pack (m unknown: 0). The copy is filled
  // by the first product: packing reads nothing.
  EXPECT_EQ(dtc_host_sgemm_pack(8192, 2048, 2048, b.data(), 2048), nullptr);
  EXPECT_EQ(dtc_host_sgemm_pack(64, 4096, 1025, b.data(), 4096), nullptr);
  EXPECT_EQ(dtc_host_sgemm_pack(1, 0, 16, b.data(), 1), nullptr);
  void *small = dtc_host_sgemm_pack(0, 32, 16, b.data(), 32);
  EXPECT_EQ(small != nullptr, dtc::runtime::hostGemmAvailable());
  dtc_host_sgemm_release(small);
  dtc_host_sgemm_release(nullptr);
  // A product too large for the kernel takes B even when given a packing.
  if (small) {
    std::vector<float> a(4096 * 16, 1.0f), c(4096 * 1024, -1.0f);
    void *packed = dtc_host_sgemm_pack(0, 1024, 16, b.data(), 1024);
    ASSERT_NE(packed, nullptr);
    dtc_host_sgemm_packed(kNoTrans, 4096, 1024, 16, 1.0f, a.data(), 16,
                          b.data(), 1024, packed, 0.0f, c.data(), 1024);
    dtc_host_sgemm_release(packed);
    EXPECT_EQ(c.front(), 16.0f);
    EXPECT_EQ(c.back(), 16.0f);
  }
}

TEST(HostGemmTest, PackedCopiesAreSharedByTheirSource) {
  if (!dtc::runtime::hostGemmAvailable())
    GTEST_SKIP() << "no AVX2 (or DTC_HOST_GEMM=openblas): nothing is packed";
  const int m = 16, n = 64, k = 96;
  std::vector<float> b((size_t)k * n), a((size_t)m * k);
  for (size_t i = 0; i < b.size(); ++i)
    b[i] = float(i % 7) - 3.0f;
  for (size_t i = 0; i < a.size(); ++i)
    a[i] = float(i % 5) * 0.5f;
  std::vector<float> want((size_t)m * n, 0.0f);
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j)
      for (int p = 0; p < k; ++p)
        want[(size_t)i * n + j] += a[(size_t)i * k + p] * b[(size_t)p * n + j];
  // Devices whose B is the same memory (an input's replicas) share a copy;
  // another shape of the same memory is another copy.
  void *first = dtc_host_sgemm_pack(m, n, k, b.data(), n);
  void *second = dtc_host_sgemm_pack(m, n, k, b.data(), n);
  void *other = dtc_host_sgemm_pack(m, n / 2, k, b.data(), n);
  EXPECT_EQ(first, second);
  EXPECT_NE(first, other);
  dtc_host_sgemm_release(other);
  // Eight threads' first products race to fill the copy: one fills it,
  // the others read B in place or the finished copy; all are right.
  std::vector<std::vector<float>> c(8, std::vector<float>((size_t)m * n));
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t)
    threads.emplace_back([&, t] {
      for (int rep = 0; rep < 20; ++rep)
        dtc_host_sgemm_packed(kNoTrans, m, n, k, 1.0f, a.data(), k, b.data(), n,
                              first, 0.0f, c[t].data(), n);
    });
  for (std::thread &t : threads)
    t.join();
  for (int t = 0; t < 8; ++t)
    EXPECT_EQ(c[t], want) << "thread " << t;
  // Released once, the copy still serves the other holder.
  dtc_host_sgemm_release(first);
  std::fill(b.begin(), b.end(), std::numeric_limits<float>::quiet_NaN());
  std::vector<float> again((size_t)m * n);
  dtc_host_sgemm_packed(kNoTrans, m, n, k, 1.0f, a.data(), k, b.data(), n,
                        second, 0.0f, again.data(), n);
  EXPECT_EQ(again, want);
  dtc_host_sgemm_release(second);
}

TEST(HostGemmTest, ReleasedCopiesLendTheirMemoryToTheNextPack) {
  if (!dtc::runtime::hostGemmAvailable())
    GTEST_SKIP() << "no AVX2 (or DTC_HOST_GEMM=openblas): nothing is packed";
  // A shape no other test packs, so that the spare memory is this test's.
  const int m = 8, n = 96, k = 40;
  std::vector<float> a((size_t)m * k), b1((size_t)k * n), b2((size_t)k * n);
  for (size_t i = 0; i < a.size(); ++i)
    a[i] = float(i % 5) - 2.0f;
  for (size_t i = 0; i < b1.size(); ++i) {
    b1[i] = float(i % 7) - 3.0f;
    b2[i] = float(i % 3) + 0.5f;
  }
  auto productOf = [&](const std::vector<float> &b, void *packed) {
    std::vector<float> c((size_t)m * n, -7.0f);
    dtc_host_sgemm_packed(kNoTrans, m, n, k, 1.0f, a.data(), k, b.data(), n,
                          packed, 0.0f, c.data(), n);
    return c;
  };
  auto reference = [&](const std::vector<float> &b) {
    std::vector<float> c((size_t)m * n, 0.0f);
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j)
        for (int p = 0; p < k; ++p)
          c[(size_t)i * n + j] += a[(size_t)i * k + p] * b[(size_t)p * n + j];
    return c;
  };
  // A loop's copy of b1, filled and released after the loop; the next
  // loop packs b2 (another source, the same shape): it gets the same
  // memory, refilled from b2 by its first product, never b1's strips.
  void *first = dtc_host_sgemm_pack(m, n, k, b1.data(), n);
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(productOf(b1, first), reference(b1));
  EXPECT_EQ(productOf(b1, first), reference(b1));
  dtc_host_sgemm_release(first);
  void *second = dtc_host_sgemm_pack(m, n, k, b2.data(), n);
  EXPECT_EQ(second, first);
  EXPECT_EQ(productOf(b2, second), reference(b2));
  EXPECT_EQ(productOf(b2, second), reference(b2));
  // While `second` is held, a pack of b1 gets memory of its own.
  void *third = dtc_host_sgemm_pack(m, n, k, b1.data(), n);
  EXPECT_NE(third, second);
  EXPECT_EQ(productOf(b1, third), reference(b1));
  dtc_host_sgemm_release(third);
  dtc_host_sgemm_release(second);
}

/// The minor page faults of this process so far.
static long minorFaults() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_minflt;
}

TEST(HostGemmTest, ARepackedLoopDoesNotFaultItsCopyInAgain) {
  if (!dtc::runtime::hostGemmAvailable())
    GTEST_SKIP() << "no AVX2 (or DTC_HOST_GEMM=openblas): nothing is packed";
  // 2 MiB of weights (512 pages): what a training step's loop, or an
  // executable's next call, packs again. Its second copy reuses the
  // first's memory, whose pages are already the process's. The first copy
  // must fault its pages in: the cache starts empty (earlier tests, or an
  // earlier repeat of this one, leave memory it would reuse), and malloc
  // gives the pages of its free memory back (it may serve the copy from a
  // block an earlier test freed).
  dtc::runtime::freeKeptPackedCopies();
  malloc_trim(0);
  const int m = 16, n = 1024, k = 512;
  std::vector<float> a((size_t)m * k, 0.5f), b((size_t)k * n, 2.0f),
      c((size_t)m * n);
  auto loop = [&] {
    void *packed = dtc_host_sgemm_pack(m, n, k, b.data(), n);
    EXPECT_NE(packed, nullptr);
    for (int pass = 0; pass < 2; ++pass)
      dtc_host_sgemm_packed(kNoTrans, m, n, k, 1.0f, a.data(), k, b.data(), n,
                            packed, 0.0f, c.data(), n);
    dtc_host_sgemm_release(packed);
  };
  const long before = minorFaults();
  loop();
  const long firstLoop = minorFaults() - before;
  loop();
  const long secondLoop = minorFaults() - before - firstLoop;
  EXPECT_GE(firstLoop, 256) << "the first copy's pages fault as it is filled";
  EXPECT_LT(secondLoop, 16) << "the second copy faulted in afresh";
  EXPECT_EQ(c.front(), 512.0f);
  EXPECT_EQ(c.back(), 512.0f);
  // A smaller B (3/4 of the columns) takes the same memory, and gives it
  // back with its whole size: the larger B's next copy reuses it again.
  const int narrower = n * 3 / 4;
  std::vector<float> small((size_t)k * narrower, 1.0f);
  const long beforeSmall = minorFaults();
  void *packed = dtc_host_sgemm_pack(m, narrower, k, small.data(), narrower);
  ASSERT_NE(packed, nullptr);
  dtc_host_sgemm_packed(kNoTrans, m, narrower, k, 1.0f, a.data(), k,
                        small.data(), narrower, packed, 0.0f, c.data(),
                        narrower);
  dtc_host_sgemm_release(packed);
  EXPECT_EQ(c.front(), 256.0f);
  loop();
  EXPECT_LT(minorFaults() - beforeSmall, 16) << "a copy faulted in afresh";
  EXPECT_EQ(c.front(), 512.0f);
}

TEST(HostGemmTest, CopiesOfConstantMemoryAreKeptAsTheyAre) {
  if (!dtc::runtime::hostGemmAvailable())
    GTEST_SKIP() << "no AVX2 (or DTC_HOST_GEMM=openblas): nothing is packed";
  // A loop that packs b and multiplies once: c = a b, a all ones, so each
  // element of c is the sum of a column of b, whatever b the copy holds.
  const int m = 4, n = 40, k = 24;
  std::vector<float> a((size_t)m * k, 1.0f), b((size_t)k * n);
  auto fillB = [&](float value) { std::fill(b.begin(), b.end(), value); };
  auto loop = [&](const float *source) {
    std::vector<float> c((size_t)m * n, -1.0f);
    void *packed = dtc_host_sgemm_pack(m, n, k, source, n);
    EXPECT_NE(packed, nullptr);
    dtc_host_sgemm_packed(kNoTrans, m, n, k, 1.0f, a.data(), k, source, n,
                          packed, 0.0f, c.data(), n);
    dtc_host_sgemm_release(packed);
    return c.back() / k; // the value b held for the copy
  };
  // Undeclared memory: every loop fills its copy from b.
  fillB(1.0f);
  EXPECT_EQ(loop(b.data()), 1.0f);
  fillB(2.0f);
  EXPECT_EQ(loop(b.data()), 2.0f);
  // Declared constant: the second loop takes the first's copy as it is.
  // (Writing declared memory breaks the promise; it is how this test sees
  // that nothing was copied.)
  dtc_constant_begin(b.data(), (int64_t)b.size() * 4);
  fillB(3.0f);
  EXPECT_EQ(loop(b.data()), 3.0f);
  fillB(4.0f);
  EXPECT_EQ(loop(b.data()), 3.0f) << "the kept copy was filled again";
  // Declared again (new values written): filled again, then kept.
  dtc_constant_begin(b.data(), (int64_t)b.size() * 4);
  EXPECT_EQ(loop(b.data()), 4.0f);
  fillB(5.0f);
  EXPECT_EQ(loop(b.data()), 4.0f);
  // Ended: the kept copy goes; the next loop fills from b.
  dtc_constant_end(b.data());
  EXPECT_EQ(loop(b.data()), 5.0f);
  fillB(6.0f);
  EXPECT_EQ(loop(b.data()), 6.0f);
  // A declaration that does not hold all of B (its last row) keeps nothing.
  dtc_constant_begin(b.data(), (int64_t)(b.size() - n) * 4);
  EXPECT_EQ(loop(b.data()), 6.0f);
  fillB(7.0f);
  EXPECT_EQ(loop(b.data()), 7.0f);
  dtc_constant_end(b.data());
  // One inside a larger declared region (a shard at an offset) is kept.
  std::vector<float> region((size_t)k * n * 3, 8.0f);
  const float *inside = region.data() + (size_t)k * n;
  dtc_constant_begin(region.data(), (int64_t)region.size() * 4);
  EXPECT_EQ(loop(inside), 8.0f);
  std::fill(region.begin(), region.end(), 9.0f);
  EXPECT_EQ(loop(inside), 8.0f);
  dtc_constant_end(region.data());
  EXPECT_EQ(loop(inside), 9.0f);
  dtc_constant_end(region.data()); // nothing declared there: nothing happens
}

TEST(HostGemmTest, KeptCopiesAreBoundedOldestDroppedFirst) {
  if (!dtc::runtime::hostGemmAvailable())
    GTEST_SKIP() << "no AVX2 (or DTC_HOST_GEMM=openblas): nothing is packed";
  // Five 2048 x 2048 B (16 MiB copies, the largest packed), all declared
  // constant: at most 64 MiB of released copies are kept, so the first
  // loop's copy is dropped and the last one's kept.
  const int m = 1, n = 2048, k = 2048;
  std::vector<std::vector<float>> bs(5,
                                     std::vector<float>((size_t)k * n, 1.0f));
  std::vector<float> a(k, 1.0f), c(n);
  auto loop = [&](std::vector<float> &b) {
    void *packed = dtc_host_sgemm_pack(m, n, k, b.data(), n);
    EXPECT_NE(packed, nullptr);
    dtc_host_sgemm_packed(kNoTrans, m, n, k, 1.0f, a.data(), k, b.data(), n,
                          packed, 0.0f, c.data(), n);
    dtc_host_sgemm_release(packed);
    return c.back() / k;
  };
  for (auto &b : bs) {
    dtc_constant_begin(b.data(), (int64_t)b.size() * 4);
    EXPECT_EQ(loop(b), 1.0f);
  }
  // (Written while declared, to see which copies were kept.)
  std::fill(bs.front().begin(), bs.front().end(), 2.0f);
  std::fill(bs.back().begin(), bs.back().end(), 2.0f);
  EXPECT_EQ(loop(bs.back()), 1.0f) << "the newest copy was not kept";
  EXPECT_EQ(loop(bs.front()), 2.0f)
      << "the oldest copy was kept past the bound";
  for (auto &b : bs)
    dtc_constant_end(b.data());
}

TEST(HostGemmTest, RunsTheKernelsWhereTheCpuHasAvx2) {
  // Where it does not, the products above were OpenBLAS's: say so.
  if (!dtc::runtime::hostGemmAvailable())
    GTEST_SKIP() << "no AVX2 (or DTC_HOST_GEMM=openblas): OpenBLAS computed "
                    "the products";
  SUCCEED();
}

TEST(HostGemmTest, TheEnvironmentsChoicesAreChecked) {
  using dtc::runtime::parseHostChoices;
  auto native = parseHostChoices(nullptr, nullptr, true, true);
  EXPECT_TRUE(native.avx512 && native.kernels && native.packing);
  EXPECT_EQ(native.error, "");
  auto avx2 = parseHostChoices("avx2", "unpacked", true, true);
  EXPECT_TRUE(!avx2.avx512 && avx2.kernels && !avx2.packing);
  EXPECT_EQ(avx2.error, "");
  auto blas = parseHostChoices("native", "openblas", true, true);
  EXPECT_TRUE(blas.avx512 && !blas.kernels && !blas.packing);
  // A CPU without AVX2 runs OpenBLAS, and cannot be asked for AVX2.
  auto old = parseHostChoices(nullptr, "kernels", false, false);
  EXPECT_TRUE(!old.avx512 && !old.kernels && old.error.empty());
  EXPECT_EQ(parseHostChoices("avx2", nullptr, false, false).error,
            "DTC_HOST_ISA=avx2 on a CPU without AVX2 and FMA");
  EXPECT_EQ(parseHostChoices("avx512", nullptr, true, true).error,
            "DTC_HOST_ISA='avx512' is not one of native, avx2");
  EXPECT_EQ(parseHostChoices(nullptr, "mkl", true, true).error,
            "DTC_HOST_GEMM='mkl' is not one of kernels, unpacked, openblas");
}

} // namespace
