//===- ReduceTest.cpp - the reduction kernel's semantics, case by case ---===//
#include "Reduce.h"
#include "TestUtil.h"

using namespace dtc::test;
using dtc::runtime::reduceArrays;

namespace {

/// Reduces `inputs` (one value each) into one output value.
template <typename T>
T reduceValues(dtc_dtype dtype, dtc_reduction reduction,
               std::vector<T> inputs) {
  std::vector<const void *> ins;
  for (T &v : inputs)
    ins.push_back(&v);
  T out;
  void *outs[] = {&out};
  reduceArrays(dtype, reduction, ins.data(), ins.size(), outs, 1, 1);
  return out;
}

TEST(ReduceTest, FloatsReduceInOrder) {
  // (1e8 + 1) - 1e8 = 0 in f32, not 1: the order is the inputs' order.
  EXPECT_EQ(reduceValues<float>(DTC_F32, DTC_SUM, {1e8f, 1.0f, -1e8f}), 0.0f);
  EXPECT_EQ(reduceValues<float>(DTC_F32, DTC_SUM, {1e8f, -1e8f, 1.0f}), 1.0f);
  EXPECT_EQ(reduceValues<double>(DTC_F64, DTC_MEAN, {1, 2, 4}), 7.0 / 3);
  EXPECT_EQ(reduceValues<double>(DTC_F64, DTC_PROD, {1.5, -2, 4}), -12.0);
}

TEST(ReduceTest, MinMaxPropagateNaN) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_TRUE(std::isnan(reduceValues<float>(DTC_F32, DTC_MIN, {1, nan, 0})));
  EXPECT_TRUE(std::isnan(reduceValues<float>(DTC_F32, DTC_MAX, {nan, 1, 2})));
  EXPECT_TRUE(std::isnan(reduceValues<float>(DTC_F32, DTC_MAX, {1, 2, nan})));
  EXPECT_EQ(reduceValues<float>(DTC_F32, DTC_MIN, {3, -0.5f, 2}), -0.5f);
  const float inf = std::numeric_limits<float>::infinity();
  EXPECT_EQ(reduceValues<float>(DTC_F32, DTC_MAX, {-inf, 2, inf}), inf);
}

TEST(ReduceTest, HalfReducesInFloatAndRoundsOnce) {
  // 2048 + 1 + 1 in f16 steps would stay 2048 (ulp 2 there); in f32 it is
  // 2050, which f16 holds exactly.
  uint16_t big = toHalf(2048), one = toHalf(1);
  EXPECT_EQ(fromHalf(reduceValues<uint16_t>(DTC_F16, DTC_SUM, {big, one, one})),
            2050.0f);
  EXPECT_EQ(fromHalf(reduceValues<uint16_t>(DTC_F16, DTC_MEAN,
                                            {toHalf(1), toHalf(2)})),
            1.5f);
  EXPECT_EQ(fromHalf(reduceValues<uint16_t>(DTC_F16, DTC_MAX,
                                            {toHalf(-3), toHalf(0.25f)})),
            0.25f);
}

TEST(ReduceTest, IntegersWrapAndMeanTruncates) {
  EXPECT_EQ(reduceValues<int8_t>(DTC_I8, DTC_SUM, {100, 100}), int8_t(-56));
  EXPECT_EQ(reduceValues<int8_t>(DTC_I8, DTC_PROD, {16, 16}), int8_t(0));
  EXPECT_EQ(reduceValues<int32_t>(DTC_I32, DTC_SUM, {INT32_MAX, 1}), INT32_MIN);
  EXPECT_EQ(reduceValues<int64_t>(DTC_I64, DTC_SUM, {INT64_MAX, 1}), INT64_MIN);
  // The mean of large values is exact: the sum does not overflow.
  EXPECT_EQ(reduceValues<int8_t>(DTC_I8, DTC_MEAN, {127, 127, 126}), 126);
  EXPECT_EQ(reduceValues<int64_t>(DTC_I64, DTC_MEAN, {INT64_MAX, INT64_MAX}),
            INT64_MAX);
  // Truncation toward zero.
  EXPECT_EQ(reduceValues<int32_t>(DTC_I32, DTC_MEAN, {-7, 0}), -3);
  EXPECT_EQ(reduceValues<int32_t>(DTC_I32, DTC_MEAN, {7, 0}), 3);
  EXPECT_EQ(reduceValues<int32_t>(DTC_I32, DTC_AND, {0b1100, 0b1010}), 0b1000);
  EXPECT_EQ(reduceValues<int32_t>(DTC_I32, DTC_OR, {0b1100, 0b1010}), 0b1110);
  EXPECT_EQ(reduceValues<int8_t>(DTC_I8, DTC_MIN, {-128, 127}), -128);
  EXPECT_EQ(reduceValues<int64_t>(DTC_I64, DTC_MAX, {-5, -9}), -5);
}

TEST(ReduceTest, BoolIsLogical) {
  EXPECT_EQ(reduceValues<uint8_t>(DTC_BOOL, DTC_SUM, {1, 1}), 1);
  EXPECT_EQ(reduceValues<uint8_t>(DTC_BOOL, DTC_OR, {0, 0}), 0);
  EXPECT_EQ(reduceValues<uint8_t>(DTC_BOOL, DTC_PROD, {1, 0}), 0);
  EXPECT_EQ(reduceValues<uint8_t>(DTC_BOOL, DTC_MIN, {1, 1}), 1);
  EXPECT_EQ(reduceValues<uint8_t>(DTC_BOOL, DTC_MAX, {0, 1}), 1);
  EXPECT_EQ(reduceValues<uint8_t>(DTC_BOOL, DTC_AND, {1, 0}), 0);
  // Any non-zero byte is true; the result is 0 or 1.
  EXPECT_EQ(reduceValues<uint8_t>(DTC_BOOL, DTC_AND, {2, 255}), 1);
}

TEST(ReduceTest, ManyInputsAndOutputsAcrossTiles) {
  for (dtc_dtype dtype : allDTypes()) {
    for (dtc_reduction reduction : allReductions()) {
      if (!applies(dtype, reduction))
        continue;
      const int64_t count = 10000, numIns = 5, numOuts = 3;
      std::vector<Bytes> data;
      std::vector<const void *> ins;
      std::vector<const uint8_t *> refIns;
      for (int64_t j = 0; j < numIns; ++j)
        data.push_back(randomData(dtype, count, j + 100 * reduction));
      for (const Bytes &b : data) {
        ins.push_back(b.data());
        refIns.push_back(b.data());
      }
      Bytes expected(count * dtc_dtype_size(dtype));
      referenceReduce(dtype, reduction, refIns, expected.data(), count);
      std::vector<Bytes> outs(numOuts, Bytes(expected.size()));
      // The first output is the first input: in place.
      outs[0] = data[0];
      std::vector<void *> outPtrs = {outs[0].data(), outs[1].data(),
                                     outs[2].data()};
      ins[0] = outs[0].data();
      reduceArrays(dtype, reduction, ins.data(), numIns, outPtrs.data(),
                   numOuts, count);
      for (const Bytes &out : outs)
        EXPECT_TRUE(sameBytes(dtype, expected, out))
            << dtc_dtype_name(dtype) << " reduction " << reduction;
    }
  }
}

} // namespace
