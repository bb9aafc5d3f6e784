//===- CheckpointTest.cpp - checksums, bfloat16, shards, names, Zarr keys -===//
#include "dtc/Checkpoint.h"

#include "CheckpointZarr.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <memory>
#include <string>
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
  EXPECT_EQ(
      crc32c(bytes.data() + 1, 999),
      crc32c(std::vector<unsigned char>(bytes.begin() + 1, bytes.end()).data(),
             999));
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
  EXPECT_TRUE(
      std::isnan(fromBF16(toBF16(std::numeric_limits<float>::quiet_NaN()))));
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

TEST(Checkpoint, NamesAreZarrNodePaths) {
  auto check = [](std::vector<std::string> names) {
    Index index;
    for (const std::string &n : names)
      index.variables.emplace_back().name = n;
    std::string error;
    return checkNames(index, error) ? std::string() : error;
  };
  EXPECT_EQ(check({"w", "model/dense/kernel", "opt/m.0", "a-b_c"}), "");
  EXPECT_NE(check({"a b"}).find("this one has ' '"), std::string::npos);
  EXPECT_NE(check({"a//b"}).find("has an empty component"), std::string::npos);
  EXPECT_NE(check({"/a"}).find("has an empty component"), std::string::npos);
  EXPECT_NE(check({"a/"}).find("has an empty component"), std::string::npos);
  EXPECT_NE(check({"a/../b"}).find("has a component '..'"), std::string::npos);
  EXPECT_NE(check({"."}).find("has a component '.'"), std::string::npos);
  EXPECT_NE(check({"m/__x"}).find("starting with '__'"), std::string::npos);
  EXPECT_NE(check({"m/zarr.json"}).find("'zarr.json'"), std::string::npos);
  EXPECT_NE(check({""}).find("has an empty component"), std::string::npos);
  EXPECT_EQ(check({"w", "w"}), "two variables are named \"w\"");
  EXPECT_EQ(check({"model/w", "model"}),
            "variable \"model\" is also the group of \"model/w\": a "
            "checkpoint cannot hold both");
  EXPECT_EQ(check({"model/w", "model/b", "modelx"}), "");
}

// A shard's chunk: per dimension, its block index over the dimension's
// axes (major to minor), as dtc_pack places blocks.
TEST(Checkpoint, ChunkKeysFollowTheLayout) {
  Variable v;
  v.name = "w";
  v.shape = {12, 8};
  v.meshShape = {2, 3};
  v.deviceIds = {0, 1, 2, 3, 4, 5};
  v.dimNumAxes = {1, 1}; // [y, x]
  v.dimAxes = {1, 0};
  // Position 5 is x = 1, y = 2: rows block 2, columns block 1.
  EXPECT_EQ(zarr::chunkKey(v, 5), "c/2/1");
  EXPECT_EQ(v.fileOf(1), "w/c/1/0");
  EXPECT_EQ(v.block(), (std::vector<int64_t>{4, 4}));
  v.dimNumAxes = {2, 0}; // [x+y, unsharded]: 6 row blocks
  v.dimAxes = {0, 1};
  EXPECT_EQ(zarr::chunkKey(v, 4), "c/4/0");
  EXPECT_EQ(v.block(), (std::vector<int64_t>{2, 8}));
  v.dimNumAxes = {};
  v.dimAxes = {};
  v.singleDevice = 3;
  EXPECT_EQ(zarr::chunkKey(v, 3), "c/0/0");
  v.shape = {};
  EXPECT_EQ(zarr::chunkKey(v, 3), "c");
  v.format = 2; // before Zarr: a .npy per shard, '/' written '~'
  v.name = "model/w";
  EXPECT_EQ(v.fileOf(3), "model~w.3.npy");
}

// The index travels as a JSON string in the root group's zarr.json, and
// comes back byte for byte, whatever spacing a rewrite gave the file.
TEST(Checkpoint, IndexRoundTripsThroughZarrJson) {
  Index index;
  index.program = "main\"q\\";
  index.step = 7;
  std::string text = "dtc-checkpoint 3\nprogram x 1\tend\ncrc32c 0\n";
  std::string json = zarr::rootGroup(index, text), back, error;
  ASSERT_TRUE(zarr::indexText(json, back, error)) << error;
  EXPECT_EQ(back, text);
  EXPECT_NE(json.find("\"program\": \"main\\\"q\\\\\""), std::string::npos);
  // zarr-python's spacing, and its \u escapes.
  ASSERT_TRUE(zarr::indexText("{\"attributes\":{\"dtc\":{\"index\":"
                              "\"a\\u0041\\u00e9\\n\"}}}",
                              back, error))
      << error;
  EXPECT_EQ(back, "aA\xc3\xa9\n");
  EXPECT_FALSE(zarr::indexText("{\"index\": \"abc", back, error));
  EXPECT_EQ(error, "attributes.dtc.index is not a complete string");
  EXPECT_FALSE(zarr::indexText("{\"index\": 3}", back, error));
  EXPECT_FALSE(zarr::indexText("{\"index\": \"\\uzz12\"}", back, error));
  EXPECT_FALSE(zarr::indexText("{}", back, error));
}

using MeshPtr = std::unique_ptr<dtc_mesh, void (*)(dtc_mesh *)>;

MeshPtr makeMesh(std::vector<int64_t> shape) {
  return MeshPtr(dtc_mesh_create(int32_t(shape.size()), shape.data(), nullptr),
                 dtc_mesh_destroy);
}

/// A layout over `dims` (per tensor dimension, its mesh axes).
struct Layout {
  std::vector<int32_t> counts, axes;
  explicit Layout(std::vector<std::vector<int32_t>> dims) {
    for (auto &d : dims) {
      counts.push_back(int32_t(d.size()));
      axes.insert(axes.end(), d.begin(), d.end());
    }
  }
  dtc_layout get() const {
    return dtc_layout{int32_t(counts.size()),
                      counts.data(),
                      axes.data(),
                      0,
                      nullptr,
                      DTC_SUM,
                      -1};
  }
};

struct Target {
  std::vector<int64_t> mesh;
  std::vector<std::vector<int32_t>> dims;
};

/// Saves `global` (f32, `shape`) from `savedMesh` laid out by `savedDims`
/// into `dir` and checks that it restores onto every target as dtc_pack
/// lays the global array out (an uneven layout's padding zeros). Returns
/// the checkpoint's path and its variable.
void saveAndRestore(const std::string &dir, const std::vector<int64_t> &shape,
                    const std::vector<float> &global,
                    std::vector<int64_t> savedMesh,
                    std::vector<std::vector<int32_t>> savedDims,
                    const std::vector<Target> &targets, std::string &path,
                    Variable &w) {
  std::string cleanup = "rm -rf '" + dir + "'";
  ASSERT_EQ(std::system(cleanup.c_str()), 0);
  MeshPtr saved = makeMesh(savedMesh);
  Layout savedLayout(savedDims);
  dtc_layout sl = savedLayout.get();
  int64_t devices = dtc_mesh_num_devices(saved.get());
  std::vector<int64_t> local(shape.size());
  ASSERT_EQ(dtc_layout_local_shape(saved.get(), &sl, int32_t(shape.size()),
                                   shape.data(), 0, local.data()),
            DTC_OK);
  size_t count = 1;
  for (int64_t e : local)
    count *= size_t(e);
  std::vector<std::vector<float>> blocks(static_cast<size_t>(devices),
                                         std::vector<float>(count));
  std::vector<void *> out;
  for (auto &b : blocks)
    out.push_back(b.data());
  ASSERT_EQ(dtc_pack(saved.get(), &sl, DTC_F32, int32_t(shape.size()),
                     shape.data(), global.data(), out.data()),
            DTC_OK);
  Index index;
  index.program = "main";
  index.step = 3;
  Variable v;
  v.name = "w";
  v.shape = shape;
  v.meshShape = savedMesh;
  for (int64_t d = 0; d < devices; ++d)
    v.deviceIds.push_back(d);
  v.dimNumAxes = savedLayout.counts;
  v.dimAxes = savedLayout.axes;
  chooseShards(v);
  index.variables.push_back(v);
  ShardData data(1);
  for (auto &b : blocks)
    data[0].push_back(b.data());
  std::string error;
  ASSERT_TRUE(save(dir, index, data, error)) << error;
  Index read;
  ASSERT_TRUE(readIndex(dir, read, path, error)) << error;
  w = read.variables.at(0);

  for (const Target &t : targets) {
    MeshPtr mesh = makeMesh(t.mesh);
    Layout layout(t.dims);
    dtc_layout l = layout.get();
    int64_t n = dtc_mesh_num_devices(mesh.get());
    ASSERT_EQ(dtc_layout_local_shape(mesh.get(), &l, int32_t(shape.size()),
                                     shape.data(), 0, local.data()),
              DTC_OK);
    count = 1;
    for (int64_t e : local)
      count *= size_t(e);
    std::vector<std::vector<float>> want(static_cast<size_t>(n),
                                         std::vector<float>(count));
    std::vector<std::vector<float>> got(static_cast<size_t>(n),
                                        std::vector<float>(count, -1.0f));
    std::vector<void *> wantPtrs, gotPtrs;
    for (int64_t d = 0; d < n; ++d) {
      wantPtrs.push_back(want[size_t(d)].data());
      gotPtrs.push_back(got[size_t(d)].data());
    }
    ASSERT_EQ(dtc_pack(mesh.get(), &l, DTC_F32, int32_t(shape.size()),
                       shape.data(), global.data(), wantPtrs.data()),
              DTC_OK);
    ASSERT_TRUE(restoreShards(path, w, mesh.get(), &l, gotPtrs.data(), error))
        << error;
    EXPECT_EQ(got, want) << "onto a mesh of " << n;
  }
}

// A 12x8 variable saved from a 2x3 mesh as [y, x] (every device a distinct
// shard) restores onto other meshes and layouts as dtc_pack lays the global
// array out, reading only the saved shards it needs.
TEST(Checkpoint, RestoresShardsOntoOtherLayouts) {
  const std::vector<int64_t> shape = {12, 8};
  std::vector<float> global(96);
  for (size_t i = 0; i < global.size(); ++i)
    global[i] = float(i) * 0.5f - 7.0f;
  std::string dir = ::testing::TempDir() + "/restore-ckpt", path, error;
  Variable w;
  saveAndRestore(dir, shape, global, {2, 3}, {{1}, {0}},
                 {Target{{4}, {{0}, {}}}, Target{{2, 2}, {{0, 1}, {}}},
                  Target{{2}, {{}, {}}}, Target{{8}, {{}, {0}}},
                  Target{{3, 2}, {{0}, {1}}}, Target{{2, 3}, {{1}, {0}}}},
                 path, w);
  std::string cleanup = "rm -rf '" + dir + "'";

  // Rows 0-2 on 4 devices need only the saved shards of rows 0-3 (y = 0:
  // positions 0 and 3): another shard, corrupt, is not read.
  MeshPtr four = makeMesh({4});
  Layout rows({{0}, {}});
  dtc_layout rl = rows.get();
  std::string other = path + "/" + w.fileOf(5);
  FILE *f = std::fopen(other.c_str(), "r+b");
  ASSERT_NE(f, nullptr);
  std::fseek(f, -4, SEEK_END);
  std::fputs("junk", f);
  std::fclose(f);
  std::vector<float> first(24, -1.0f);
  std::vector<void *> only = {first.data(), nullptr, nullptr, nullptr};
  ASSERT_TRUE(restoreShards(path, w, four.get(), &rl, only.data(), error))
      << error;
  for (size_t i = 0; i < first.size(); ++i)
    ASSERT_EQ(first[i], global[i]) << i;
  // Device 3 (rows 9-11) needs it, and the restore fails naming the file.
  std::vector<float> last(24);
  std::vector<void *> fourth = {nullptr, nullptr, nullptr, last.data()};
  EXPECT_FALSE(restoreShards(path, w, four.get(), &rl, fourth.data(), error));
  EXPECT_NE(error.find(w.fileOf(5) + ": wrong checksum"), std::string::npos)
      << error;
  ASSERT_EQ(std::system(cleanup.c_str()), 0);
}

// Uneven shards (blocks of ceil(n/k)): a 7x5 variable saved from a 2x3 mesh
// as [x, y] (blocks 4x2; the shards of y = 2 hold 1 column, none is
// empty) and a 5x3 one over {x, y} of a 2x3 mesh (blocks of 1 row: the
// 6th shard is empty, and no chunk) restore onto even and uneven layouts.
TEST(Checkpoint, RestoresUnevenShards) {
  std::vector<float> global(35);
  for (size_t i = 0; i < global.size(); ++i)
    global[i] = float(i) + 0.25f;
  std::string dir = ::testing::TempDir() + "/uneven-ckpt", path;
  Variable w;
  saveAndRestore(dir, {7, 5}, global, {2, 3}, {{0}, {1}},
                 {Target{{1}, {{}, {}}}, Target{{7}, {{0}, {}}},
                  Target{{5}, {{}, {0}}}, Target{{4}, {{0}, {}}},
                  Target{{2, 3}, {{1}, {0}}}, Target{{3, 2}, {{0, 1}, {}}}},
                 path, w);
  EXPECT_EQ(w.block(), (std::vector<int64_t>{4, 2}));
  EXPECT_EQ(w.shards.size(), 6u);
  global.resize(15);
  saveAndRestore(
      dir, {5, 3}, global, {2, 3}, {{0, 1}, {}},
      {Target{{1}, {{}, {}}}, Target{{5}, {{0}, {}}}, Target{{2}, {{}, {0}}}},
      path, w);
  EXPECT_EQ(w.shards.size(), 5u); // the 6th block starts past the 5 rows
  std::string cleanup = "rm -rf '" + dir + "'";
  ASSERT_EQ(std::system(cleanup.c_str()), 0);
}

} // namespace
