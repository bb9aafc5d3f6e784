//===- PackUnpackTest.cpp - layouts: shards, round trips, bad layouts ----===//
#include "TestUtil.h"

using namespace dtc::test;

namespace {

/// A layout in a form that is easy to write down; layout() points into it.
struct Spec {
  std::vector<std::vector<int32_t>> dims;
  std::vector<int32_t> partial = {};
  dtc_reduction reduction = DTC_SUM;
  int64_t single = -1;

  dtc_layout layout() {
    counts.clear();
    flat.clear();
    for (auto &axes : dims) {
      counts.push_back(axes.size());
      flat.insert(flat.end(), axes.begin(), axes.end());
    }
    return dtc_layout{static_cast<int32_t>(dims.size()),
                      counts.data(),
                      flat.data(),
                      static_cast<int32_t>(partial.size()),
                      partial.data(),
                      reduction,
                      single};
  }
  std::vector<int32_t> counts = {}, flat = {};
};

/// The reference: where device `d`'s element `local` comes from, by the
/// definitions of docs/design.md.
std::vector<int64_t> globalIndex(const Mesh &mesh, const Spec &spec,
                                 const std::vector<int64_t> &localShape,
                                 int64_t d, std::vector<int64_t> local) {
  for (size_t dim = 0; dim < spec.dims.size(); ++dim) {
    int64_t block = 0;
    for (int32_t axis : spec.dims[dim])
      block = block * mesh.sizes[axis] + mesh.coord(d, axis);
    local[dim] += block * localShape[dim];
  }
  return local;
}

/// Blocks of ceil(n/k) (docs/uneven.md).
std::vector<int64_t> localShapeOf(const Mesh &mesh, const Spec &spec,
                                  std::vector<int64_t> shape) {
  for (size_t dim = 0; dim < spec.dims.size(); ++dim) {
    int64_t shards = 1;
    for (int32_t axis : spec.dims[dim])
      shards *= mesh.sizes[axis];
    shape[dim] = (shape[dim] + shards - 1) / shards;
  }
  return shape;
}

int64_t partialIndex(const Mesh &mesh, const Spec &spec, int64_t d) {
  int64_t index = 0;
  for (int32_t axis : spec.partial)
    index = index * mesh.sizes[axis] + mesh.coord(d, axis);
  return index;
}

Bytes identityOf(dtc_dtype dtype, dtc_reduction reduction) {
  Bytes value(dtc_dtype_size(dtype), 0);
  if (reduction == DTC_SUM)
    return value;
  bool max = reduction == DTC_MAX;
  switch (dtype) {
  case DTC_F32:
    storeAs(value.data(), max ? -INFINITY : INFINITY);
    break;
  case DTC_F64:
    storeAs(value.data(), max ? -double(INFINITY) : double(INFINITY));
    break;
  case DTC_F16:
    storeAs(value.data(), toHalf(max ? -INFINITY : INFINITY));
    break;
  case DTC_BF16:
    storeAs(value.data(), toBf16(max ? -INFINITY : INFINITY));
    break;
  case DTC_I8:
    storeAs<int8_t>(value.data(), max ? INT8_MIN : INT8_MAX);
    break;
  case DTC_I32:
    storeAs<int32_t>(value.data(), max ? INT32_MIN : INT32_MAX);
    break;
  case DTC_I64:
    storeAs<int64_t>(value.data(), max ? INT64_MIN : INT64_MAX);
    break;
  case DTC_BOOL:
    value[0] = max ? 0 : 1;
    break;
  case DTC_U8:
    storeAs<uint8_t>(value.data(), max ? 0 : UINT8_MAX);
    break;
  case DTC_U32:
    storeAs<uint32_t>(value.data(), max ? 0 : UINT32_MAX);
    break;
  case DTC_U64:
    storeAs<uint64_t>(value.data(), max ? 0 : UINT64_MAX);
    break;
  case DTC_C64: // only SUM applies (above)
    break;
  }
  return value;
}

struct LayoutCase {
  std::vector<int64_t> mesh;
  Spec spec;
  std::vector<int64_t> shape;
  const char *name;
};

std::vector<LayoutCase> layoutCases() {
  return {
      {{2, 2}, {{{0}, {}}}, {4, 4}, "[x, unsharded]"},
      {{2, 2}, {{{0}, {1}}}, {4, 4}, "[x, y]"},
      {{2, 2}, {{{}, {}}}, {4, 4}, "replicated"},
      {{2, 2}, {{{0, 1}, {}}}, {4, 4}, "[{x, y}, unsharded]"},
      {{2, 2}, {{{1, 0}, {}}}, {4, 4}, "[{y, x}, unsharded]"},
      {{2, 2}, {{}, {}, DTC_SUM, 3}, {4, 4}, "device = 3"},
      {{2, 2}, {{{}, {1}}, {0}, DTC_SUM}, {4, 4}, "partial sum[x]"},
      {{2, 2}, {{{}, {1}}, {0}, DTC_MAX}, {4, 4}, "partial max[x]"},
      {{2, 2}, {{{}, {}}, {1, 0}, DTC_MIN}, {4, 4}, "partial min[y, x]"},
      {{2, 4}, {{{1}, {0}}}, {8, 6}, "[y, x] on 2x4"},
      {{4, 2}, {{{}, {1, 0}, {}}}, {3, 16, 5}, "[_, {y, x}, _] on 4x2"},
      {{2, 2, 2},
       {{{2, 0}, {}, {1}}},
       {8, 3, 4},
       "[{z, x}, unsharded, y] on 2x2x2"},
      {{2, 2, 2},
       {{{2}, {}}, {0, 1}, DTC_SUM},
       {4, 2},
       "[z, unsharded], partial sum[x, y]"},
      {{8}, {{{0}}}, {16}, "[x] on 8"},
      {{2, 2}, {{}}, {}, "a replicated scalar"},
      {{2, 2}, {{}, {0}, DTC_MAX}, {}, "a partial scalar"},
      {{2, 2}, {{}, {}, DTC_SUM, 0}, {}, "a scalar on device 0"},
      {{2, 2}, {{{0}, {1}}}, {0, 4}, "empty"},
      // Uneven: blocks of ceil(n/k), the last shards shorter or empty, their
      // tails zeros.
      {{2, 2}, {{{0}, {}}}, {7, 4}, "7 over x"},
      {{2, 2}, {{{0, 1}, {}}}, {6, 3}, "6 over {x, y}: 2, 2, 2, 0"},
      {{2, 2}, {{{0}, {1}}}, {5, 3}, "5 over x and 3 over y"},
      {{2, 4}, {{{}, {1}}, {0}, DTC_MAX}, {3, 5}, "partial max, 5 over y"},
      {{4}, {{{0}}}, {2}, "more shards than elements"},
      {{2, 2}, {{{1}, {0}}}, {1, 3}, "1 over y, 3 over x"},
  };
}

class PackUnpackTest : public ::testing::TestWithParam<LayoutCase> {};

TEST_P(PackUnpackTest, MatchesTheReferenceAndRoundTrips) {
  LayoutCase c = GetParam();
  Mesh mesh(c.mesh);
  ASSERT_NE(mesh.mesh, nullptr);
  dtc_layout layout = c.spec.layout();
  const int32_t rank = c.shape.size();
  ASSERT_EQ(dtc_layout_check(mesh.mesh, &layout, rank, c.shape.data()), DTC_OK)
      << dtc_last_error();
  std::vector<int64_t> local =
      c.spec.single >= 0 ? c.shape : localShapeOf(mesh, c.spec, c.shape);
  for (dtc_dtype dtype : allDTypes()) {
    SCOPED_TRACE(std::string(c.name) + " " + dtc_dtype_name(dtype));
    const int64_t es = dtc_dtype_size(dtype);
    Bytes global = randomData(dtype, product(c.shape), 42 + dtype);
    // A partial layout whose reduction the dtype lacks (MAX of complex
    // numbers) is refused, by pack and unpack alike.
    if (!c.spec.partial.empty() && !applies(dtype, c.spec.reduction)) {
      std::vector<void *> none(mesh.numDevices, nullptr);
      EXPECT_EQ(dtc_pack(mesh.mesh, &layout, dtype, rank, c.shape.data(),
                         global.data(), none.data()),
                DTC_ERROR_INVALID_ARGUMENT);
      EXPECT_NE(std::string(dtc_last_error()).find("does not apply to"),
                std::string::npos);
      continue;
    }
    std::vector<Bytes> shards(mesh.numDevices);
    std::vector<void *> shardPtrs(mesh.numDevices);
    for (int64_t d = 0; d < mesh.numDevices; ++d) {
      std::vector<int64_t> shape(rank);
      ASSERT_EQ(dtc_layout_local_shape(mesh.mesh, &layout, rank, c.shape.data(),
                                       d, shape.data()),
                DTC_OK);
      bool holds = c.spec.single < 0 || d == c.spec.single;
      EXPECT_EQ(shape, holds ? local : std::vector<int64_t>(rank, 0));
      // The elements it holds: the block, cut at the global shape.
      std::vector<int64_t> valid(rank), want(rank, 0);
      ASSERT_EQ(dtc_layout_valid_shape(mesh.mesh, &layout, rank, c.shape.data(),
                                       d, valid.data()),
                DTC_OK);
      std::vector<int64_t> origin =
          globalIndex(mesh, c.spec, local, d, std::vector<int64_t>(rank, 0));
      for (int32_t k = 0; holds && k < rank; ++k)
        want[k] =
            std::max<int64_t>(0, std::min(local[k], c.shape[k] - origin[k]));
      EXPECT_EQ(valid, want) << "device " << d;
      shards[d].assign(product(shape) * es, 0xCD);
      shardPtrs[d] = holds ? shards[d].data() : nullptr;
    }
    ASSERT_EQ(dtc_pack(mesh.mesh, &layout, dtype, rank, c.shape.data(),
                       global.data(), shardPtrs.data()),
              DTC_OK)
        << dtc_last_error();
    for (int64_t d = 0; d < mesh.numDevices; ++d) {
      if (c.spec.single >= 0) {
        if (d == c.spec.single) {
          EXPECT_EQ(shards[d], global);
        }
        continue;
      }
      Bytes expected(shards[d].size());
      Bytes identity = identityOf(dtype, c.spec.reduction);
      forEachIndex(local, [&](const std::vector<int64_t> &l) {
        uint8_t *at = &expected[offsetOf(l, local) * es];
        std::vector<int64_t> g = globalIndex(mesh, c.spec, local, d, l);
        bool padding = false;
        for (size_t k = 0; k < g.size(); ++k)
          padding |= g[k] >= c.shape[k];
        if (partialIndex(mesh, c.spec, d) != 0)
          std::memcpy(at, identity.data(), es);
        else if (padding)
          std::memset(at, 0, es);
        else
          std::memcpy(at,
                      &global[offsetOf(globalIndex(mesh, c.spec, local, d, l),
                                       c.shape) *
                              es],
                      es);
      });
      EXPECT_TRUE(sameBytes(dtype, expected, shards[d])) << "device " << d;
    }
    // Devices with the same first replica hold equal shards (the launcher
    // gives them one buffer), and the first replica is one of them.
    for (int64_t d = 0; d < mesh.numDevices; ++d) {
      int64_t first = -1;
      ASSERT_EQ(dtc_layout_first_replica(mesh.mesh, &layout, rank,
                                         c.shape.data(), d, &first),
                DTC_OK)
          << dtc_last_error();
      ASSERT_GE(first, 0);
      ASSERT_LE(first, d);
      EXPECT_EQ(dtc_layout_first_replica(mesh.mesh, &layout, rank,
                                         c.shape.data(), first, &first),
                DTC_OK);
      if (c.spec.single < 0) {
        EXPECT_TRUE(sameBytes(dtype, shards[first], shards[d]))
            << "device " << d << ", first replica " << first;
      } else {
        EXPECT_EQ(first, d);
      }
    }
    // The same shards read straight from a .npy of the global array; the
    // odd devices belong to another process (NULL) and are not read.
    std::string path = ::testing::TempDir() + "/read_shards.npy";
    ASSERT_EQ(
        dtc_npy_write(path.c_str(), global.data(), dtype, rank, c.shape.data()),
        DTC_OK)
        << dtc_last_error();
    std::vector<Bytes> read(mesh.numDevices);
    std::vector<void *> readInto(mesh.numDevices, nullptr);
    for (int64_t d = 0; d < mesh.numDevices; d += 2) {
      read[d].assign(shards[d].size(), 0xEE);
      readInto[d] = shardPtrs[d] ? read[d].data() : nullptr;
    }
    ASSERT_EQ(dtc_npy_read_shards(path.c_str(), mesh.mesh, &layout, dtype, rank,
                                  c.shape.data(), readInto.data()),
              DTC_OK)
        << dtc_last_error();
    for (int64_t d = 0; d < mesh.numDevices; d += 2) {
      if (readInto[d]) {
        EXPECT_EQ(read[d], shards[d])
            << "device " << d << " read from the file";
      }
    }
    Bytes back(global.size(), 0xCD);
    std::vector<const void *> readPtrs(shardPtrs.begin(), shardPtrs.end());
    ASSERT_EQ(dtc_unpack(mesh.mesh, &layout, dtype, rank, c.shape.data(),
                         readPtrs.data(), back.data()),
              DTC_OK)
        << dtc_last_error();
    EXPECT_TRUE(sameBytes(dtype, global, back));
  }
}

class PartialUnpackTest : public PackUnpackTest {};

TEST_P(PartialUnpackTest, ReducesPartialValues) {
  LayoutCase c = GetParam();
  Mesh mesh(c.mesh);
  dtc_layout layout = c.spec.layout();
  const int32_t rank = c.shape.size();
  std::vector<int64_t> local = localShapeOf(mesh, c.spec, c.shape);
  for (dtc_dtype dtype : allDTypes()) {
    SCOPED_TRACE(dtc_dtype_name(dtype));
    const int64_t es = dtc_dtype_size(dtype);
    std::vector<Bytes> shards;
    std::vector<const void *> ptrs;
    for (int64_t d = 0; d < mesh.numDevices; ++d)
      shards.push_back(randomData(dtype, product(local), d * 7 + dtype));
    for (const Bytes &shard : shards)
      ptrs.push_back(shard.data());
    Bytes global(product(c.shape) * es);
    if (!applies(dtype, c.spec.reduction)) {
      EXPECT_EQ(dtc_unpack(mesh.mesh, &layout, dtype, rank, c.shape.data(),
                           ptrs.data(), global.data()),
                DTC_ERROR_INVALID_ARGUMENT);
      continue;
    }
    ASSERT_EQ(dtc_unpack(mesh.mesh, &layout, dtype, rank, c.shape.data(),
                         ptrs.data(), global.data()),
              DTC_OK)
        << dtc_last_error();
    // Every device with coordinate 0 on the replicated axes contributes its
    // element; the partial group is reduced in partial-index order.
    Bytes expected(global.size());
    for (int64_t d = 0; d < mesh.numDevices; ++d) {
      bool firstReplica = true;
      for (size_t axis = 0; axis < mesh.sizes.size(); ++axis) {
        bool used =
            std::count(c.spec.partial.begin(), c.spec.partial.end(), axis) > 0;
        for (auto &axes : c.spec.dims)
          used |= std::count(axes.begin(), axes.end(), axis) > 0;
        firstReplica &= used || mesh.coord(d, axis) == 0;
      }
      if (!firstReplica || partialIndex(mesh, c.spec, d) != 0)
        continue;
      std::vector<int64_t> group = groupOf(mesh, d, c.spec.partial);
      forEachIndex(local, [&](const std::vector<int64_t> &l) {
        std::vector<int64_t> g = globalIndex(mesh, c.spec, local, d, l);
        for (size_t k = 0; k < g.size(); ++k)
          if (g[k] >= c.shape[k])
            return; // padding
        std::vector<const uint8_t *> inputs;
        for (int64_t m : group)
          inputs.push_back(&shards[m][offsetOf(l, local) * es]);
        referenceReduce(
            dtype, c.spec.reduction, inputs,
            &expected[offsetOf(globalIndex(mesh, c.spec, local, d, l),
                               c.shape) *
                      es],
            1);
      });
    }
    EXPECT_TRUE(sameBytes(dtype, expected, global));
  }
}

std::vector<LayoutCase> partialCases() {
  std::vector<LayoutCase> partial;
  for (const LayoutCase &c : layoutCases())
    if (!c.spec.partial.empty())
      partial.push_back(c);
  return partial;
}

std::string caseName(const ::testing::TestParamInfo<LayoutCase> &info) {
  std::string name;
  for (const char *c = info.param.name; *c; ++c)
    if (std::isalnum(static_cast<unsigned char>(*c)))
      name += *c;
    else if (!name.empty() && name.back() != '_')
      name += '_';
  return std::to_string(info.index) + "_" + name;
}

INSTANTIATE_TEST_SUITE_P(Layouts, PackUnpackTest,
                         ::testing::ValuesIn(layoutCases()), caseName);
INSTANTIATE_TEST_SUITE_P(Layouts, PartialUnpackTest,
                         ::testing::ValuesIn(partialCases()), caseName);

TEST(PackTest, ShardsMatchTheDesignPictures) {
  // docs/design.md: a 4x4 tensor A on <[x = 2, y = 2]>.
  Mesh mesh({2, 2});
  std::vector<int32_t> a(16);
  for (int i = 0; i < 16; ++i)
    a[i] = i; // A[r][c] = 4r + c
  const int64_t shape[] = {4, 4};
  auto pack = [&](Spec spec, int64_t rows, int64_t cols) {
    std::vector<std::vector<int32_t>> shards(4,
                                             std::vector<int32_t>(rows * cols));
    std::vector<void *> ptrs;
    for (auto &s : shards)
      ptrs.push_back(s.data());
    dtc_layout layout = spec.layout();
    EXPECT_EQ(
        dtc_pack(mesh.mesh, &layout, DTC_I32, 2, shape, a.data(), ptrs.data()),
        DTC_OK)
        << dtc_last_error();
    return shards;
  };
  // [{y, x}, unsharded]: row 1 is on d2, row 2 on d1.
  auto yx = pack(Spec{{{1, 0}, {}}}, 1, 4);
  EXPECT_EQ(yx[2], (std::vector<int32_t>{4, 5, 6, 7}));
  EXPECT_EQ(yx[1], (std::vector<int32_t>{8, 9, 10, 11}));
  // [x, y]: d1 holds rows 0-1, columns 2-3.
  auto xy = pack(Spec{{{0}, {1}}}, 2, 2);
  EXPECT_EQ(xy[1], (std::vector<int32_t>{2, 3, 6, 7}));
  EXPECT_EQ(xy[2], (std::vector<int32_t>{8, 9, 12, 13}));
  // [x, unsharded]: d1 is a copy of d0.
  auto x = pack(Spec{{{0}, {}}}, 2, 4);
  EXPECT_EQ(x[0], x[1]);
  EXPECT_EQ(x[3], (std::vector<int32_t>{8, 9, 10, 11, 12, 13, 14, 15}));
}

TEST(PackTest, FirstReplicas) {
  // 2x4 mesh (x, y): [x, unsharded] is replicated over y, so each device's
  // first replica is the device of its row with y = 0; a partial axis is
  // not a replica (its members hold the value or the identity).
  Mesh mesh({2, 4});
  const int64_t shape[] = {4, 4};
  auto firstOf = [&](Spec spec, int64_t d) {
    dtc_layout layout = spec.layout();
    int64_t first = -1;
    EXPECT_EQ(dtc_layout_first_replica(mesh.mesh, &layout, 2, shape, d, &first),
              DTC_OK)
        << dtc_last_error();
    return first;
  };
  for (int64_t d = 0; d < 8; ++d) {
    EXPECT_EQ(firstOf({{{0}, {}}}, d), d / 4 * 4) << d;
    EXPECT_EQ(firstOf({{{}, {1}}}, d), d % 4) << d;
    EXPECT_EQ(firstOf({{{}, {}}}, d), 0) << d;
    EXPECT_EQ(firstOf({{{}, {}}, {1}, DTC_SUM}, d), d % 4) << d;
  }
  Spec rows{{{0}, {}}};
  dtc_layout layout = rows.layout();
  int64_t first;
  EXPECT_EQ(dtc_layout_first_replica(mesh.mesh, &layout, 2, shape, 8, &first),
            DTC_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(dtc_last_error()).find("device index 8"),
            std::string::npos);
  EXPECT_EQ(dtc_layout_first_replica(mesh.mesh, &layout, 2, shape, 0, nullptr),
            DTC_ERROR_INVALID_ARGUMENT);
}

TEST(PackTest, BadLayouts) {
  Mesh mesh({2, 2});
  struct Bad {
    Spec spec;
    std::vector<int64_t> shape;
    const char *message;
  };
  std::vector<Bad> bads = {
      {Spec{{{2}, {}}}, {4, 4}, "axis 2 of dimension 0 is out of range"},
      {Spec{{{-1}, {}}}, {4, 4}, "out of range"},
      {Spec{{{0, 0}, {}}}, {4, 4}, "axis 0 appears twice"},
      {Spec{{{0}, {0}}}, {4, 4}, "axis 0 appears twice (again in dimension 1)"},
      {Spec{{{0}, {}}, {0}}, {4, 4}, "again in the partial axes"},
      {Spec{{{}, {}}, {1}, DTC_PROD}, {4, 4}, "must be sum, max or min"},
      {Spec{{{0}}}, {4, 4}, "1 dimension entries for a tensor of rank 2"},
      {Spec{{}, {}, DTC_SUM, 4}, {4, 4}, "single device index 4"},
      {Spec{{{}, {}}, {}, DTC_SUM, 1}, {4, 4}, "has no dimension entries"},
      {Spec{{}, {}, DTC_SUM, -2}, {4, 4}, "single device index -2"},
      {Spec{{{}, {}}}, {-1, 4}, "negative extent"},
  };
  for (Bad &bad : bads) {
    dtc_layout layout = bad.spec.layout();
    const int32_t rank = bad.shape.size();
    EXPECT_EQ(dtc_layout_check(mesh.mesh, &layout, rank, bad.shape.data()),
              DTC_ERROR_INVALID_ARGUMENT)
        << bad.message;
    EXPECT_NE(std::string(dtc_last_error()).find(bad.message),
              std::string::npos)
        << dtc_last_error();
    // pack and unpack refuse it too, before touching any buffer.
    std::vector<float> global(64);
    std::vector<void *> shards(4, nullptr);
    EXPECT_EQ(dtc_pack(mesh.mesh, &layout, DTC_F32, rank, bad.shape.data(),
                       global.data(), shards.data()),
              DTC_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(dtc_unpack(mesh.mesh, &layout, DTC_F32, rank, bad.shape.data(),
                         nullptr, global.data()),
              DTC_ERROR_INVALID_ARGUMENT);
  }
}

TEST(PackTest, MissingBuffers) {
  Mesh mesh({2});
  Spec spec{{{0}}};
  dtc_layout layout = spec.layout();
  const int64_t shape[] = {4};
  float global[4] = {}, shard[2] = {};
  std::vector<void *> shards = {shard, nullptr};
  EXPECT_EQ(
      dtc_pack(mesh.mesh, &layout, DTC_F32, 1, shape, global, shards.data()),
      DTC_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(dtc_last_error()).find("shard of device 1 is NULL"),
            std::string::npos);
  EXPECT_EQ(
      dtc_pack(mesh.mesh, &layout, DTC_F32, 1, shape, nullptr, shards.data()),
      DTC_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(dtc_pack(mesh.mesh, &layout, static_cast<dtc_dtype>(9), 1, shape,
                     global, shards.data()),
            DTC_ERROR_INVALID_ARGUMENT);
  // Replicas that unpack does not read may be missing.
  Spec replicated{{{}}};
  layout = replicated.layout();
  std::vector<const void *> first = {global, nullptr};
  EXPECT_EQ(
      dtc_unpack(mesh.mesh, &layout, DTC_F32, 1, shape, first.data(), global),
      DTC_OK)
      << dtc_last_error();
}

} // namespace

namespace {

/// The bytes this process has read so far (Linux: /proc/self/io rchar).
int64_t bytesRead() {
  std::FILE *f = std::fopen("/proc/self/io", "r");
  if (!f)
    return -1;
  long long value = -1;
  char line[128];
  while (std::fgets(line, sizeof line, f))
    if (std::sscanf(line, "rchar: %lld", &value) == 1)
      break;
  std::fclose(f);
  return value;
}

TEST(PackTest, ReadingShardsReadsOnlyTheirBytes) {
  if (bytesRead() < 0)
    GTEST_SKIP() << "no /proc/self/io";
  // 8 MiB of f32, column-sharded over 8 devices: device 3 needs 1 MiB,
  // in rows of 128 B.
  Mesh mesh({8});
  const int64_t shape[] = {2048, 1024};
  std::vector<float> global(2048 * 1024);
  for (size_t i = 0; i < global.size(); ++i)
    global[i] = float(i % 1000);
  std::string path = ::testing::TempDir() + "/columns.npy";
  ASSERT_EQ(dtc_npy_write(path.c_str(), global.data(), DTC_F32, 2, shape),
            DTC_OK);
  Spec columns{{{}, {0}}};
  dtc_layout layout = columns.layout();
  std::vector<float> shard(2048 * 128);
  std::vector<void *> shards(8, nullptr);
  shards[3] = shard.data();
  int64_t before = bytesRead();
  ASSERT_EQ(dtc_npy_read_shards(path.c_str(), mesh.mesh, &layout, DTC_F32, 2,
                                shape, shards.data()),
            DTC_OK)
      << dtc_last_error();
  int64_t read = bytesRead() - before;
  EXPECT_GE(read, int64_t(shard.size() * sizeof(float)));
  EXPECT_LT(read, int64_t(shard.size() * sizeof(float)) + 64 * 1024);
  for (int64_t r = 0; r < 2048; r += 511)
    for (int64_t c = 0; c < 128; c += 37)
      ASSERT_EQ(shard[r * 128 + c], global[r * 1024 + 3 * 128 + c]);
  // A shape that is not the file's is refused, nothing read into shards.
  const int64_t wrong[] = {2048, 512};
  EXPECT_EQ(dtc_npy_read_shards(path.c_str(), mesh.mesh, &layout, DTC_F32, 2,
                                wrong, shards.data()),
            DTC_ERROR_MISMATCH);
  std::remove(path.c_str());
}

TEST(PackTest, ReadingABatchReadsOnlyItsShards) {
  if (bytesRead() < 0)
    GTEST_SKIP() << "no /proc/self/io";
  // A dataset of 4096 examples of 256 f32 (4 MiB); the batch is rows
  // 1024 .. 1279, its rows split over 4 devices: device 2 needs rows
  // 1152 .. 1215 (64 KiB), and nothing else is read.
  Mesh mesh({4});
  const int64_t file[] = {4096, 256}, batch[] = {256, 256};
  std::vector<float> data(4096 * 256);
  for (size_t i = 0; i < data.size(); ++i)
    data[i] = float(i % 4099);
  std::string path = ::testing::TempDir() + "/dataset.npy";
  ASSERT_EQ(dtc_npy_write(path.c_str(), data.data(), DTC_F32, 2, file), DTC_OK);
  Spec rows{{{0}, {}}};
  dtc_layout layout = rows.layout();
  std::vector<float> shard(64 * 256);
  std::vector<void *> shards(4, nullptr);
  shards[2] = shard.data();
  int64_t before = bytesRead();
  ASSERT_EQ(dtc_npy_read_row_shards(path.c_str(), 1024, mesh.mesh, &layout,
                                    DTC_F32, 2, batch, shards.data()),
            DTC_OK)
      << dtc_last_error();
  int64_t read = bytesRead() - before;
  EXPECT_GE(read, int64_t(shard.size() * sizeof(float)));
  EXPECT_LT(read, int64_t(shard.size() * sizeof(float)) + 64 * 1024);
  for (size_t i = 0; i < shard.size(); ++i)
    ASSERT_EQ(shard[i], data[(1024 + 128) * 256 + i]) << i;
  // The last rows, read whole (a partial batch): rows 4090 .. 4095.
  const int64_t tail[] = {6, 256};
  std::vector<float> last(6 * 256);
  ASSERT_EQ(
      dtc_npy_read_rows(path.c_str(), 4090, DTC_F32, 2, tail, last.data()),
      DTC_OK)
      << dtc_last_error();
  EXPECT_TRUE(std::equal(last.begin(), last.end(), data.begin() + 4090 * 256));
  // Past the end, another example shape or dtype: refused, with the file's
  // shape in the message.
  const int64_t beyond[] = {7, 256}, narrow[] = {6, 128};
  EXPECT_EQ(
      dtc_npy_read_rows(path.c_str(), 4090, DTC_F32, 2, beyond, last.data()),
      DTC_ERROR_MISMATCH);
  EXPECT_NE(std::string(dtc_last_error())
                .find("holds f32[4096, 256], expected f32[N, 256] with rows "
                      "4090 .. 4096"),
            std::string::npos)
      << dtc_last_error();
  EXPECT_EQ(dtc_npy_read_rows(path.c_str(), 0, DTC_F32, 2, narrow, last.data()),
            DTC_ERROR_MISMATCH);
  EXPECT_EQ(dtc_npy_read_rows(path.c_str(), 0, DTC_I32, 2, tail, last.data()),
            DTC_ERROR_MISMATCH);
  EXPECT_EQ(dtc_npy_read_row_shards(path.c_str(), 3900, mesh.mesh, &layout,
                                    DTC_F32, 2, batch, shards.data()),
            DTC_ERROR_MISMATCH);
  EXPECT_EQ(dtc_npy_read_rows(path.c_str(), -1, DTC_F32, 2, tail, last.data()),
            DTC_ERROR_INVALID_ARGUMENT);
  std::remove(path.c_str());
}

} // namespace
