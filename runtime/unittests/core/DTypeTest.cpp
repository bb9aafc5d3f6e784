//===- DTypeTest.cpp - dtype sizes, names, 16-bit conversions, identities ===//
#include "DType.h"
#include "TestUtil.h"

using namespace dtc::test;
using namespace dtc::runtime;

namespace {

TEST(DTypeTest, SizesAndNames) {
  EXPECT_EQ(dtc_dtype_size(DTC_F32), 4);
  EXPECT_EQ(dtc_dtype_size(DTC_F64), 8);
  EXPECT_EQ(dtc_dtype_size(DTC_F16), 2);
  EXPECT_EQ(dtc_dtype_size(DTC_I8), 1);
  EXPECT_EQ(dtc_dtype_size(DTC_I32), 4);
  EXPECT_EQ(dtc_dtype_size(DTC_I64), 8);
  EXPECT_EQ(dtc_dtype_size(DTC_BOOL), 1);
  EXPECT_EQ(dtc_dtype_size(DTC_BF16), 2);
  EXPECT_EQ(dtc_dtype_size(static_cast<dtc_dtype>(99)), -1);
  EXPECT_STREQ(dtc_dtype_name(DTC_BOOL), "bool");
  EXPECT_STREQ(dtc_dtype_name(DTC_BF16), "bf16");
  EXPECT_EQ(dtc_dtype_size(DTC_U8), 1);
  EXPECT_EQ(dtc_dtype_size(DTC_U32), 4);
  EXPECT_EQ(dtc_dtype_size(DTC_U64), 8);
  EXPECT_STREQ(dtc_dtype_name(DTC_U8), "u8");
  EXPECT_STREQ(dtc_dtype_name(DTC_U64), "u64");
  EXPECT_EQ(dtc_dtype_size(DTC_C64), 8);
  EXPECT_STREQ(dtc_dtype_name(DTC_C64), "c64");
  EXPECT_STREQ(dtc_dtype_name(static_cast<dtc_dtype>(12)), "?");
  EXPECT_STREQ(dtc_dtype_name(static_cast<dtc_dtype>(-1)), "?");
}

TEST(DTypeTest, HalfToFloatIsExactForEveryHalf) {
  for (uint32_t bits = 0; bits < 0x10000; ++bits) {
    float expected = fromHalf(static_cast<uint16_t>(bits));
    float actual = halfToFloat(static_cast<uint16_t>(bits));
    if (std::isnan(expected)) {
      EXPECT_TRUE(std::isnan(actual)) << bits;
      continue;
    }
    ASSERT_EQ(floatBits(expected), floatBits(actual)) << "half " << bits;
  }
}

TEST(DTypeTest, FloatToHalfRoundsToNearestEven) {
  // Every half, the midpoints between neighbours, and random floats.
  std::vector<float> values;
  for (uint32_t bits = 0; bits < 0x7C00; ++bits) {
    float a = fromHalf(static_cast<uint16_t>(bits));
    float b = fromHalf(static_cast<uint16_t>(bits + 1));
    values.insert(values.end(), {a, -a, (a + b) / 2, -(a + b) / 2,
                                 std::nextafter((a + b) / 2, 0.0f)});
  }
  std::mt19937 rng(1);
  for (int i = 0; i < 200000; ++i)
    values.push_back(floatFromBits(rng()));
  values.insert(values.end(), {65504.0f, 65520.0f, 65519.0f, 1e9f, -1e9f,
                               std::numeric_limits<float>::infinity(),
                               std::numeric_limits<float>::denorm_min()});
  for (float f : values) {
    if (std::isnan(f)) {
      EXPECT_EQ(floatToHalf(f) & 0x7C00, 0x7C00);
      EXPECT_NE(floatToHalf(f) & 0x3FF, 0);
      continue;
    }
    ASSERT_EQ(floatToHalf(f), toHalf(f)) << "float " << f;
  }
}

TEST(DTypeTest, FloatToBf16RoundsToNearestEven) {
  // Every bf16 and the midpoints between neighbours (ties: to the even
  // pattern), their neighbours, subnormals among them, and random floats,
  // against the test's own rounding (the nearer of the two candidates).
  std::vector<float> values;
  for (uint32_t bits = 0; bits < 0x7F80; ++bits) {
    float a = bf16ToFloat(static_cast<uint16_t>(bits));
    float mid = floatFromBits((bits << 16) | 0x8000u);
    values.insert(values.end(), {a, -a, mid, -mid, std::nextafter(mid, 0.0f),
                                 std::nextafter(mid, INFINITY)});
  }
  std::mt19937 rng(2);
  for (int i = 0; i < 200000; ++i)
    values.push_back(floatFromBits(rng()));
  values.insert(values.end(),
                {3.4e38f, -3.4e38f, std::numeric_limits<float>::max(),
                 std::numeric_limits<float>::infinity(),
                 -std::numeric_limits<float>::infinity(),
                 std::numeric_limits<float>::denorm_min()});
  for (float f : values) {
    if (std::isnan(f)) {
      EXPECT_EQ(floatToBf16(f) & 0x7F80, 0x7F80);
      EXPECT_NE(floatToBf16(f) & 0x7F, 0) << floatBits(f); // still a NaN
      continue;
    }
    ASSERT_EQ(floatToBf16(f), toBf16(f))
        << "float " << f << " bits " << floatBits(f);
    ASSERT_EQ(floatBits(bf16ToFloat(floatToBf16(f))),
              floatBits(fromBf16(toBf16(f))));
  }
  // A NaN whose payload sits in the low half only stays a NaN.
  EXPECT_TRUE(std::isnan(bf16ToFloat(floatToBf16(floatFromBits(0x7F800001u)))));
}

TEST(DTypeTest, Identities) {
  float f[2];
  fillIdentity(f, 2, DTC_F32, DTC_MAX);
  EXPECT_EQ(f[1], -std::numeric_limits<float>::infinity());
  fillIdentity(f, 2, DTC_F32, DTC_MIN);
  EXPECT_EQ(f[0], std::numeric_limits<float>::infinity());
  fillIdentity(f, 2, DTC_F32, DTC_SUM);
  EXPECT_EQ(f[0], 0.0f);
  int32_t i[2];
  fillIdentity(i, 2, DTC_I32, DTC_MAX);
  EXPECT_EQ(i[1], INT32_MIN);
  fillIdentity(i, 2, DTC_I32, DTC_MIN);
  EXPECT_EQ(i[1], INT32_MAX);
  uint16_t h;
  fillIdentity(&h, 1, DTC_F16, DTC_MAX);
  EXPECT_EQ(fromHalf(h), -std::numeric_limits<float>::infinity());
  fillIdentity(&h, 1, DTC_BF16, DTC_MAX);
  EXPECT_EQ(bf16ToFloat(h), -std::numeric_limits<float>::infinity());
  fillIdentity(&h, 1, DTC_BF16, DTC_MIN);
  EXPECT_EQ(bf16ToFloat(h), std::numeric_limits<float>::infinity());
  uint8_t b;
  fillIdentity(&b, 1, DTC_BOOL, DTC_MIN);
  EXPECT_EQ(b, 1);
  fillIdentity(&b, 1, DTC_BOOL, DTC_MAX);
  EXPECT_EQ(b, 0);
}

} // namespace
