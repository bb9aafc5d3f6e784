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
#include "dtc/imports.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

namespace {

constexpr int kRowMajor = 101, kNoTrans = 111, kTrans = 112;

struct Case {
  int m, n, k;
  bool transA = false, transB = false;
  float alpha = 1.0f, beta = 0.0f;
  int pad = 0; // extra elements in each leading dimension
};

/// Runs one product through dtc_host_sgemm and checks every element.
void check(const Case &c) {
  SCOPED_TRACE(::testing::Message()
               << c.m << "x" << c.n << "x" << c.k << " transA " << c.transA
               << " transB " << c.transB << " alpha " << c.alpha << " beta "
               << c.beta << " pad " << c.pad);
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
  dtc_host_sgemm(kRowMajor, c.transA ? kTrans : kNoTrans,
                 c.transB ? kTrans : kNoTrans, c.m, c.n, c.k, c.alpha, a.data(),
                 lda, b.data(), ldb, c.beta, out.data(), ldc);
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
      const double old = c.beta == 0.0f ? 0.0 : c.beta * before[(size_t)i * ldc + j];
      const double want = c.alpha * sum + old;
      const double bound =
          (c.k + 2) * 1.2e-7 * (std::fabs(c.alpha) * magnitude + std::fabs(old)) +
          1e-30;
      EXPECT_NEAR(got, want, bound) << "at (" << i << ", " << j << ")";
      wrong += !(std::fabs(got - want) <= bound);
    }
  }
}

TEST(HostGemmTest, EveryTileHeightAndStripWidth) {
  // Rows 1-40 cover tiles of 1 to 13 rows (one tile read in place, several
  // from the copied strip); columns 1-70 cover strips of 1 to 32 columns.
  for (int m = 1; m <= 40; m += 3)
    for (int n : {1, 7, 16, 17, 31, 32, 33, 48, 70})
      check({m, n, 19});
}

TEST(HostGemmTest, NarrowTilesOfFourteenToSixteenRows) {
  // 14-16 rows take one tile of 16 columns with B read in place.
  for (int m : {14, 15, 16})
    for (int n : {1, 15, 16, 17, 33, 128})
      for (bool ta : {false, true}) {
        check({m, n, 19, ta});
        check({m, n, 257, ta, false, 0.5f, 1.0f, 3});
      }
  check({270, 40, 30}); // a last block of 14 rows
}

TEST(HostGemmTest, BlocksOfKAndOfRows) {
  check({64, 256, 256});
  check({5, 40, 257});  // a second block of K of one element
  check({30, 33, 600}); // three blocks of K
  check({300, 45, 70}); // two blocks of rows
  check({513, 20, 300, false, false, 1.0f, 1.0f});
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

TEST(HostGemmTest, RunsItsOwnKernelWhereTheCpuHasAvx512) {
  // Where it does not, the products above were OpenBLAS's: say so.
  if (!dtc::runtime::hostGemmAvailable())
    GTEST_SKIP() << "no AVX-512 (or DTC_HOST_GEMM=openblas): OpenBLAS computed "
                    "the products";
  SUCCEED();
}

} // namespace
