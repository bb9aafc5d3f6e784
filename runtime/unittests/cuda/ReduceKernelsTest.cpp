//===- ReduceKernelsTest.cpp - the GPU reduction kernels' text ------------===//
//
// ReduceKernels.cuh compiled as host code (one thread walks every element)
// must give reduceArrays' results bit for bit, for every dtype and
// reduction; and the same text, with its device prelude, must compile with
// NVRTC to PTX that the toolkit's ptxas accepts (where NVRTC and ptxas are
// installed: no GPU is needed for either).
//
//===----------------------------------------------------------------------===//
#include "ReduceKernels.h"
#include "DType.h"
#include "HostReduceKernels.h"
#include "Reduce.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <string>
#include <vector>

namespace {

using dtc::runtime::reduceArrays;
using dtc::runtime::reduceKernelName;
using dtc::runtime::reductionApplies;
using dtc::test::hostReduceKernels;

const dtc_dtype kDTypes[] = {DTC_F32, DTC_F64, DTC_F16,  DTC_I8,
                             DTC_I32, DTC_I64, DTC_BOOL, DTC_BF16};
const dtc_reduction kReductions[] = {DTC_SUM,  DTC_PROD, DTC_MIN, DTC_MAX,
                                     DTC_MEAN, DTC_AND,  DTC_OR};

/// `count` elements of `dtype`, random, with the awkward values (NaN,
/// infinities, -0 beside +0, extreme integers, bools other than 0 and 1)
/// among them.
std::vector<unsigned char> randomArray(dtc_dtype dtype, int64_t count,
                                       std::mt19937_64 &rng) {
  int64_t size = dtc_dtype_size(dtype);
  std::vector<unsigned char> bytes(count * size);
  for (int64_t i = 0; i < count; ++i) {
    unsigned char *at = bytes.data() + i * size;
    uint64_t r = rng();
    double x = double(int64_t(r % 2000) - 1000) / 64;
    bool odd = r % 17 == 0;
    // One float in five a zero, half of them -0: MIN and MAX of zeros alone
    // are frequent enough to tell -0 from +0.
    bool zero = r % 5 == 1;
    float signedZero = (r >> 32) % 2 ? -0.0f : 0.0f;
    switch (dtype) {
    case DTC_F32: {
      float v = odd ? (r % 2 ? NAN : INFINITY) : zero ? signedZero : float(x);
      std::memcpy(at, &v, size);
      break;
    }
    case DTC_F64: {
      double v = odd ? (r % 2 ? NAN : -INFINITY) : zero ? signedZero : x;
      std::memcpy(at, &v, size);
      break;
    }
    case DTC_F16: {
      uint16_t v = dtc::runtime::floatToHalf(odd ? NAN : float(x));
      std::memcpy(at, &v, size);
      break;
    }
    case DTC_BF16: {
      float v = odd    ? (r % 2 ? NAN : -INFINITY)
                : zero ? signedZero
                       : float(x) / 3;
      uint16_t bits = dtc::runtime::floatToBf16(v);
      std::memcpy(at, &bits, size);
      break;
    }
    case DTC_BOOL:
      *at = static_cast<unsigned char>(r % 3); // 2 is a true bool too
      break;
    default: // integers: full-range bits wrap in SUM and PROD
      std::memcpy(at, &r, size);
      break;
    }
  }
  return bytes;
}

/// Whether `got` and `want` (arrays of `dtype`) hold the same values bit for
/// bit, where any NaN matches any NaN: which NaN a product of two NaNs (or
/// of 0 and an infinity with a NaN) keeps is the operand order's, which the
/// kernels do not promise.
bool sameValues(dtc_dtype dtype, const std::vector<unsigned char> &got,
                const std::vector<unsigned char> &want) {
  if (got.size() != want.size())
    return false;
  const size_t size = dtc_dtype_size(dtype);
  for (size_t at = 0; at < got.size(); at += size) {
    if (std::memcmp(&got[at], &want[at], size) == 0)
      continue;
    double a, b;
    if (dtype == DTC_F32) {
      float x, y;
      std::memcpy(&x, &got[at], size);
      std::memcpy(&y, &want[at], size);
      a = x, b = y;
    } else if (dtype == DTC_F64) {
      std::memcpy(&a, &got[at], size);
      std::memcpy(&b, &want[at], size);
    } else if (dtype == DTC_F16) {
      uint16_t x, y;
      std::memcpy(&x, &got[at], size);
      std::memcpy(&y, &want[at], size);
      a = dtc::runtime::halfToFloat(x), b = dtc::runtime::halfToFloat(y);
    } else if (dtype == DTC_BF16) {
      uint16_t x, y;
      std::memcpy(&x, &got[at], size);
      std::memcpy(&y, &want[at], size);
      a = dtc::runtime::bf16ToFloat(x), b = dtc::runtime::bf16ToFloat(y);
    } else {
      return false;
    }
    if (!(std::isnan(a) && std::isnan(b)))
      return false;
  }
  return true;
}

TEST(ReduceKernelsTest, HostCompiledKernelsMatchReduceArrays) {
  std::mt19937_64 rng(7);
  const int64_t count = 257;
  int checked = 0;
  for (dtc_dtype dtype : kDTypes)
    for (dtc_reduction reduction : kReductions) {
      if (!reductionApplies(dtype, reduction))
        continue;
      std::string name = reduceKernelName(dtype, reduction);
      ASSERT_TRUE(hostReduceKernels().count(name)) << name;
      for (int64_t numIns : {1, 2, 3, 8}) {
        std::vector<std::vector<unsigned char>> ins;
        DtcTables t{};
        std::vector<const void *> inPtrs;
        for (int64_t j = 0; j < numIns; ++j) {
          ins.push_back(randomArray(dtype, count, rng));
          inPtrs.push_back(ins.back().data());
          t.ins[j] = ins.back().data();
        }
        int64_t bytes = count * dtc_dtype_size(dtype);
        std::vector<unsigned char> want(bytes), got1(bytes), got2(bytes);
        void *wantPtr = want.data();
        reduceArrays(dtype, reduction, inPtrs.data(), numIns, &wantPtr, 1,
                     count);
        t.outs[0] = got1.data();
        t.outs[1] = got2.data();
        t.numIns = numIns;
        t.numOuts = 2;
        t.count = t.width = t.inPitch = t.outPitch = count;
        hostReduceKernels().at(name)(t);
        EXPECT_TRUE(sameValues(dtype, got1, want))
            << name << " with " << numIns << " inputs";
        EXPECT_TRUE(sameValues(dtype, got2, want))
            << name << " (second output)";
        ++checked;
      }
    }
  // f32, f64, f16, bf16: 5 reductions; i8, i32, i64: 7; bool: all but MEAN.
  EXPECT_EQ(checked, (4 * 5 + 3 * 7 + 6) * 4);
}

TEST(ReduceKernelsTest, HostTablesHaveTheKernelsLayout) {
  using dtc::runtime::ReduceTables;
  static_assert(sizeof(ReduceTables) == sizeof(DtcTables));
  static_assert(dtc::runtime::kMaxReduceTable == DTC_MAX_TABLE);
  EXPECT_EQ(offsetof(ReduceTables, numIns), offsetof(DtcTables, numIns));
  EXPECT_EQ(offsetof(ReduceTables, count), offsetof(DtcTables, count));
  EXPECT_EQ(offsetof(ReduceTables, outPitch), offsetof(DtcTables, outPitch));
}

TEST(ReduceKernelsTest, InPlaceOutputReadsBeforeWriting) {
  std::vector<float> a = {1, 2, 3}, b = {10, 20, 30};
  DtcTables t{};
  t.ins[0] = a.data();
  t.ins[1] = b.data();
  t.outs[0] = b.data();
  t.numIns = 2;
  t.numOuts = 1;
  t.count = t.width = t.inPitch = t.outPitch = 3;
  dtc_reduce_f32_sum(t);
  EXPECT_EQ(b, (std::vector<float>{11, 22, 33}));
}

// Rows: 3 rows of 2 elements, inputs 5 apart, the output 4 apart; what lies
// between rows is left alone.
TEST(ReduceKernelsTest, RowsWithPitches) {
  std::vector<int> a(15), b(15), out(12, -1);
  for (int i = 0; i < 15; ++i) {
    a[i] = i;
    b[i] = 100 * i;
  }
  DtcTables t{};
  t.ins[0] = a.data();
  t.ins[1] = b.data();
  t.outs[0] = out.data();
  t.numIns = 2;
  t.numOuts = 1;
  t.count = 6;
  t.width = 2;
  t.inPitch = 5;
  t.outPitch = 4;
  dtc_reduce_i32_sum(t);
  EXPECT_EQ(out, (std::vector<int>{0, 101, -1, -1, 505, 606, -1, -1, 1010, 1111,
                                   -1, -1}));
}

/// ptxas from the CUDA toolkit, or empty.
std::string findPtxas() {
  std::vector<std::string> candidates;
  if (const char *home = std::getenv("CUDA_HOME"))
    candidates.push_back(std::string(home) + "/bin/ptxas");
  candidates.push_back("/usr/local/cuda/bin/ptxas");
  for (const std::string &c : candidates)
    if (std::ifstream(c).good())
      return c;
  return {};
}

TEST(ReduceKernelsTest, CompilesWithNvrtcAndPtxas) {
  std::string error;
  const std::string &ptx = dtc::runtime::reduceKernelPtx(error);
  if (ptx.empty() && error.find("cannot be loaded") != std::string::npos)
    GTEST_SKIP() << error;
  ASSERT_FALSE(ptx.empty()) << error;
  for (dtc_dtype dtype : kDTypes)
    for (dtc_reduction reduction : kReductions) {
      if (!reductionApplies(dtype, reduction))
        continue;
      std::string name = reduceKernelName(dtype, reduction);
      EXPECT_NE(ptx.find(".entry " + name), std::string::npos) << name;
    }
  std::string ptxas = findPtxas();
  if (ptxas.empty())
    GTEST_SKIP() << "no ptxas to assemble the PTX";
  char path[] = "/tmp/dtc-reduce-XXXXXX";
  int fd = mkstemp(path);
  ASSERT_GE(fd, 0);
  FILE *f = fdopen(fd, "w");
  std::fwrite(ptx.data(), 1, std::strlen(ptx.c_str()), f);
  std::fclose(f);
  std::string cmd = ptxas + " -arch=sm_90 " + path + " -o /dev/null";
  int rc = std::system(cmd.c_str());
  std::remove(path);
  EXPECT_EQ(rc, 0) << cmd;
}

} // namespace
