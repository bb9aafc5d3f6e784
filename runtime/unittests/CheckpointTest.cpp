//===- CheckpointTest.cpp - checksums, bfloat16, shard choice -------------===//
#include "dtc/Checkpoint.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

using namespace dtc::checkpoint;

namespace {

TEST(Checkpoint, Crc32cKnownValues) {
  // The check value of CRC-32C (RFC 3720's test vectors).
  EXPECT_EQ(crc32c("123456789", 9), 0xE3069283u);
  std::vector<unsigned char> zeros(32, 0), ones(32, 0xFF);
  EXPECT_EQ(crc32c(zeros.data(), 32), 0x8A9136AAu);
  EXPECT_EQ(crc32c(ones.data(), 32), 0x62A8AB43u);
  EXPECT_EQ(crc32c(nullptr, 0), 0u);
  // Unaligned starts and odd tails give the same as whole buffers.
  std::vector<unsigned char> bytes(1000);
  for (size_t i = 0; i < bytes.size(); ++i)
    bytes[i] = static_cast<unsigned char>(i * 7 + 3);
  EXPECT_EQ(crc32c(bytes.data() + 1, 999), crc32c(std::vector<unsigned char>(bytes.begin() + 1, bytes.end()).data(), 999));
  // One flipped bit changes it.
  uint32_t before = crc32c(bytes.data(), 1000);
  bytes[500] ^= 1;
  EXPECT_NE(crc32c(bytes.data(), 1000), before);
}

TEST(Checkpoint, BFloat16RoundsToNearestEven) {
  // TF's enable_save_as_bf16 values.
  EXPECT_EQ(fromBF16(toBF16(1.0f / 3)), 0.333984375f);
  EXPECT_EQ(fromBF16(toBF16(65504.0f)), 65536.0f);
  EXPECT_EQ(fromBF16(toBF16(0.1f)), 0.10009765625f);
  EXPECT_TRUE(std::isinf(fromBF16(toBF16(3.4e38f))));
  // Ties go to even: 1 + 2^-8 is halfway between 1 and 1 + 2^-7.
  EXPECT_EQ(fromBF16(toBF16(1.0f + 1.0f / 256)), 1.0f);
  EXPECT_EQ(fromBF16(toBF16(1.0f + 3.0f / 256)), 1.0f + 4.0f / 256);
  EXPECT_TRUE(std::isnan(fromBF16(toBF16(std::numeric_limits<float>::quiet_NaN()))));
  EXPECT_EQ(fromBF16(toBF16(-0.0f)), -0.0f);
  EXPECT_TRUE(std::signbit(fromBF16(toBF16(-0.0f))));
}

TEST(Checkpoint, ChoosesTheShardsUnpackReads) {
  Variable v;
  v.shape = {4, 6};
  v.meshShape = {2, 3};
  v.deviceIds = {0, 1, 2, 3, 4, 5};
  auto positions = [&] {
    chooseShards(v);
    std::vector<int64_t> p;
    for (auto &s : v.shards)
      p.push_back(s.position);
    return p;
  };
  v.dimNumAxes = {1, 0}; // [x, unsharded]: the y = 0 column
  v.dimAxes = {0};
  EXPECT_EQ(positions(), (std::vector<int64_t>{0, 3}));
  v.dimNumAxes = {1, 1}; // [x, y]: every device
  v.dimAxes = {0, 1};
  EXPECT_EQ(positions(), (std::vector<int64_t>{0, 1, 2, 3, 4, 5}));
  v.dimNumAxes = {0, 0}; // replicated: device 0
  v.dimAxes = {};
  EXPECT_EQ(positions(), (std::vector<int64_t>{0}));
  v.dimNumAxes = {}; // single device: its owner
  v.singleDevice = 4;
  EXPECT_EQ(positions(), (std::vector<int64_t>{4}));
}

} // namespace
