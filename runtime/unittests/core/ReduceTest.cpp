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

TEST(ReduceTest, FloatSumsOfEveryLengthKeepTheInputsOrder) {
  // f32 SUM (a vector kernel of its own where the CPU has AVX-512: blocks
  // of 64, then of 16 under a mask): every length from 1 to 200 and 1 to 4
  // inputs, values whose sum depends on the order of the additions (1e8,
  // then 1 to 5, lost in it, then -1e8); three outputs, the second of them
  // also the third input (in place).
  for (int64_t count = 1; count <= 200; ++count)
    for (int64_t numIns = 1; numIns <= 4; ++numIns) {
      std::vector<std::vector<float>> data(
          static_cast<size_t>(numIns),
          std::vector<float>(static_cast<size_t>(count)));
      for (int64_t j = 0; j < numIns; ++j)
        for (int64_t i = 0; i < count; ++i)
          data[size_t(j)][size_t(i)] = j == 0   ? 1e8f
                                       : j == 1 ? 1.0f + float(i % 5)
                                       : j == 2 ? -1e8f
                                                : 0.5f + float(i % 3);
      std::vector<float> expected(static_cast<size_t>(count));
      for (int64_t i = 0; i < count; ++i) {
        float acc = data[0][size_t(i)];
        for (int64_t j = 1; j < numIns; ++j)
          acc += data[size_t(j)][size_t(i)];
        expected[size_t(i)] = acc;
      }
      std::vector<float> first(static_cast<size_t>(count) + 1, -1.0f);
      std::vector<float> third(static_cast<size_t>(count) + 1, -1.0f);
      std::vector<const void *> ins;
      for (auto &d : data)
        ins.push_back(d.data());
      std::vector<float> &inPlace =
          data[size_t(std::min<int64_t>(2, numIns - 1))];
      void *outs[] = {first.data(), inPlace.data(), third.data()};
      reduceArrays(DTC_F32, DTC_SUM, ins.data(), numIns, outs, 3, count);
      for (int64_t i = 0; i < count; ++i) {
        ASSERT_EQ(first[size_t(i)], expected[size_t(i)])
            << count << " " << numIns << " " << i;
        ASSERT_EQ(inPlace[size_t(i)], expected[size_t(i)])
            << count << " " << numIns << " " << i;
        ASSERT_EQ(third[size_t(i)], expected[size_t(i)])
            << count << " " << numIns << " " << i;
      }
      // Nothing past the end is written.
      ASSERT_EQ(first[size_t(count)], -1.0f) << count;
      ASSERT_EQ(third[size_t(count)], -1.0f) << count;
    }
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

TEST(ReduceTest, MinMaxOrderSignedZeros) {
  // As arith.maximumf and XLA's max: -0 < +0 whichever member holds which.
  for (bool first : {true, false}) {
    std::vector<float> zeros = first ? std::vector<float>{-0.0f, 0.0f}
                                     : std::vector<float>{0.0f, -0.0f};
    EXPECT_FALSE(std::signbit(reduceValues<float>(DTC_F32, DTC_MAX, zeros)));
    EXPECT_TRUE(std::signbit(reduceValues<float>(DTC_F32, DTC_MIN, zeros)));
    std::vector<double> wide(zeros.begin(), zeros.end());
    EXPECT_FALSE(std::signbit(reduceValues<double>(DTC_F64, DTC_MAX, wide)));
    EXPECT_TRUE(std::signbit(reduceValues<double>(DTC_F64, DTC_MIN, wide)));
  }
  EXPECT_EQ(reduceValues<int32_t>(DTC_I32, DTC_MAX, {0, -1, 0}), 0);
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

namespace {

/// A chained reduction (the processes of a job, each folding its inputs on
/// from the carry it received) gives reduceArrays' bits, for every dtype
/// and reduction, at every split of the inputs into links.
TEST(ReduceTest, ChainedEqualsWhole) {
  using dtc::runtime::reduceFinish;
  using dtc::runtime::reduceStart;
  using dtc::runtime::reductionCarrySize;
  const int64_t count = 5000, numIns = 6; // across tiles, odd tail
  struct Kind {
    dtc_dtype dtype;
    std::vector<dtc_reduction> reductions;
  };
  std::vector<Kind> kinds = {
      {DTC_F32, {DTC_SUM, DTC_PROD, DTC_MIN, DTC_MAX, DTC_MEAN}},
      {DTC_F64, {DTC_SUM, DTC_MEAN}},
      {DTC_F16, {DTC_SUM, DTC_MEAN, DTC_MAX}},
      {DTC_I8, {DTC_SUM, DTC_PROD, DTC_MEAN, DTC_AND}},
      {DTC_I32, {DTC_SUM, DTC_MEAN, DTC_OR, DTC_MIN}},
      {DTC_I64, {DTC_SUM, DTC_MEAN}},
      {DTC_BOOL, {DTC_SUM, DTC_PROD}},
      {DTC_BF16, {DTC_SUM, DTC_MEAN, DTC_MIN}},
      {DTC_U8, {DTC_SUM, DTC_MEAN, DTC_MAX}},
      {DTC_U32, {DTC_SUM, DTC_MEAN, DTC_MIN}},
      {DTC_U64, {DTC_MEAN, DTC_MAX}},
      {DTC_C64, {DTC_SUM, DTC_MEAN}}};
  uint32_t seed = 12345;
  auto next = [&] { return seed = seed * 1664525u + 1013904223u; };
  for (const Kind &kind : kinds) {
    int64_t es = dtc_dtype_size(kind.dtype);
    std::vector<std::vector<uint8_t>> inputs(numIns,
                                             std::vector<uint8_t>(count * es));
    for (auto &in : inputs) {
      for (int64_t i = 0; i < count; ++i) {
        uint32_t r = next() >> 8;
        switch (kind.dtype) {
        case DTC_F32:
          reinterpret_cast<float *>(in.data())[i] =
              float(r % 20001) / 1000 - 10;
          break;
        case DTC_F64:
          reinterpret_cast<double *>(in.data())[i] =
              double(r % 20001) / 997 - 10;
          break;
        case DTC_F16:
          reinterpret_cast<uint16_t *>(in.data())[i] =
              toHalf(float(r % 2001) / 100 - 10);
          break;
        case DTC_I8:
          reinterpret_cast<int8_t *>(in.data())[i] = int8_t(r);
          break;
        case DTC_I32:
          reinterpret_cast<int32_t *>(in.data())[i] = int32_t(r * 2654435761u);
          break;
        case DTC_I64:
          reinterpret_cast<int64_t *>(in.data())[i] = int64_t(r) << 37;
          break;
        case DTC_BOOL:
          in[size_t(i)] = uint8_t(r % 3 != 0);
          break;
        case DTC_BF16:
          reinterpret_cast<uint16_t *>(in.data())[i] =
              toBf16(float(r % 2001) / 100 - 10);
          break;
        case DTC_U8:
          reinterpret_cast<uint8_t *>(in.data())[i] = uint8_t(r);
          break;
        case DTC_U32:
          reinterpret_cast<uint32_t *>(in.data())[i] = r * 2654435761u;
          break;
        case DTC_U64:
          reinterpret_cast<uint64_t *>(in.data())[i] = uint64_t(r) << 40;
          break;
        case DTC_C64:
          reinterpret_cast<float *>(in.data())[2 * i] =
              float(r % 20001) / 1000 - 10;
          reinterpret_cast<float *>(in.data())[2 * i + 1] =
              float(r % 3001) / 100 - 15;
          break;
        }
      }
    }
    std::vector<const void *> ins;
    for (auto &in : inputs)
      ins.push_back(in.data());
    for (dtc_reduction reduction : kind.reductions) {
      std::vector<uint8_t> whole(count * es);
      void *wholeOut[] = {whole.data()};
      reduceArrays(kind.dtype, reduction, ins.data(), numIns, wholeOut, 1,
                   count);
      const int64_t cs = reductionCarrySize(kind.dtype, reduction);
      ASSERT_GE(cs, es);
      // Links of 1..numIns-1 inputs, then the rest in a last link; and a
      // first link, a middle one and a last one.
      for (int64_t cut = 1; cut < numIns; ++cut) {
        std::vector<uint8_t> carry(count * cs), chained(count * es, 0xAB);
        int64_t middle = cut < numIns - 1 ? 1 : 0;
        reduceStart(kind.dtype, reduction, nullptr, ins.data(), cut,
                    carry.data(), count);
        if (middle)
          reduceStart(kind.dtype, reduction, carry.data(), ins.data() + cut, 1,
                      carry.data(), count);
        void *out[] = {chained.data()};
        reduceFinish(kind.dtype, reduction, carry.data(),
                     ins.data() + cut + middle, numIns - cut - middle, numIns,
                     out, 1, count);
        EXPECT_EQ(chained, whole) << "dtype " << kind.dtype << ", reduction "
                                  << reduction << ", first link of " << cut;
      }
    }
  }
}

} // namespace
