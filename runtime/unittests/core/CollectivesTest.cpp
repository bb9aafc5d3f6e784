//===- CollectivesTest.cpp - every collective against a reference --------===//
//
// Each collective runs on meshes of 1, 2, 4 and 8 devices, on 2x2, 2x4, 4x2
// and 2x2x2, over every ordered subset of the axes, and its output on every
// device is compared bit for bit with a single-threaded reference. The
// *_GpuMover instances run the same cases through CudaMover on a fake,
// host-run driver (FakeCudaDriver.cpp): a virtual GPU mesh's data movement.
//
//===----------------------------------------------------------------------===//
#include "FakeCudaDriver.h"
#include "TestUtil.h"

#include <atomic>
#include <memory>
#include <numeric>

using namespace dtc::test;

namespace {

struct Config {
  std::vector<int64_t> sizes;
  std::vector<int32_t> axes;
  bool gpuMover = false;
};

std::vector<Config> allConfigs() {
  std::vector<std::vector<int64_t>> meshes = {
      {1}, {2}, {4}, {8}, {2, 2}, {2, 4}, {4, 2}, {2, 2, 2}};
  std::vector<Config> configs;
  for (auto &sizes : meshes) {
    int32_t rank = sizes.size();
    // Every non-empty subset, in every order.
    for (uint32_t mask = 1; mask < (1u << rank); ++mask) {
      std::vector<int32_t> axes;
      for (int32_t a = 0; a < rank; ++a)
        if (mask & (1u << a))
          axes.push_back(a);
      do
        configs.push_back({sizes, axes});
      while (std::next_permutation(axes.begin(), axes.end()));
    }
  }
  configs.push_back({{2, 4}, {}}); // a group of one
  // Through the fake GPU's mover: one and two axes, a group of one.
  for (Config c : std::vector<Config>{
           {{4}, {0}}, {{2, 4}, {1, 0}}, {{2, 2, 2}, {2}}, {{2, 4}, {}}}) {
    c.gpuMover = true;
    configs.push_back(c);
  }
  return configs;
}

std::string configName(const ::testing::TestParamInfo<Config> &info) {
  std::string name = "Mesh";
  for (size_t i = 0; i < info.param.sizes.size(); ++i)
    name += (i ? "x" : "") + std::to_string(info.param.sizes[i]);
  name += "_Axes";
  for (int32_t axis : info.param.axes)
    name += std::to_string(axis);
  if (info.param.axes.empty())
    name += "None";
  if (info.param.gpuMover)
    name += "_GpuMover";
  return name;
}

class CollectiveTest : public ::testing::TestWithParam<Config> {
protected:
  void SetUp() override {
    std::string why;
    if (GetParam().gpuMover && !fakeCudaDriverAvailable(why))
      GTEST_SKIP() << why;
    moveThroughFakeCudaDriver(GetParam().gpuMover);
    mesh = std::make_unique<Mesh>(GetParam().sizes);
    moveThroughFakeCudaDriver(false);
    ASSERT_NE(mesh->mesh, nullptr) << dtc_last_error();
    axes = GetParam().axes;
    groupSize = 1;
    for (int32_t axis : axes)
      groupSize *= mesh->sizes[axis];
    numDevices = mesh->numDevices;
  }

  int32_t numAxes() const { return static_cast<int32_t>(axes.size()); }
  std::vector<int64_t> members(int64_t device) const {
    return groupOf(*mesh, device, axes);
  }

  /// Whether device d's `out` is the `reduction` of its group's `in`
  /// (per mesh device, `count` elements of `dtype`), bit for bit.
  ::testing::AssertionResult reducedOnEveryDevice(const std::vector<Bytes> &in,
                                                  const std::vector<Bytes> &out,
                                                  dtc_dtype dtype,
                                                  dtc_reduction reduction,
                                                  int64_t count) const {
    for (int64_t d = 0; d < numDevices; ++d) {
      std::vector<const uint8_t *> inputs;
      for (int64_t m : members(d))
        inputs.push_back(in[m].data());
      Bytes expected(out[d].size());
      referenceReduce(dtype, reduction, inputs, expected.data(), count);
      if (!sameBytes(dtype, expected, out[d]))
        return ::testing::AssertionFailure() << "on device " << d;
    }
    return ::testing::AssertionSuccess();
  }

  /// Runs `body` on every device and checks that the run succeeded.
  void run(const std::function<void(dtc_device *, int64_t)> &body) {
    int status = runOn(mesh->mesh, [&](dtc_device *device) {
      body(device, dtc_device_index(device));
    });
    ASSERT_EQ(status, DTC_OK) << dtc_last_error();
  }

  std::unique_ptr<Mesh> mesh;
  std::vector<int32_t> axes;
  int64_t groupSize = 1, numDevices = 1;
};

uint64_t seedOf(int64_t a, int64_t b, int64_t c = 0) {
  return static_cast<uint64_t>(a) * 1000003 + b * 101 + c;
}

TEST_P(CollectiveTest, GroupGeometry) {
  run([&](dtc_device *device, int64_t index) {
    std::vector<int64_t> group = members(index);
    EXPECT_EQ(dtc_device_group_size(device, axes.data(), numAxes()),
              static_cast<int64_t>(group.size()));
    EXPECT_EQ(dtc_device_group_index(device, axes.data(), numAxes()),
              indexIn(group, index));
  });
}

TEST_P(CollectiveTest, AllReduce) {
  struct Case {
    dtc_dtype dtype;
    dtc_reduction reduction;
    int64_t count;
    bool inPlace;
  };
  std::vector<Case> cases;
  for (dtc_dtype dtype : allDTypes()) {
    for (dtc_reduction reduction : allReductions())
      if (applies(dtype, reduction))
        cases.push_back({dtype, reduction, 37, false});
    // In place: one tile, several tiles, chunks that are not multiples of
    // the group.
    cases.push_back({dtype, DTC_SUM, 37, true});
    if (applies(dtype, DTC_MAX))
      cases.push_back({dtype, DTC_MAX, 100, true});
    cases.push_back({dtype, DTC_SUM, 9001, false});
    cases.push_back({dtype, DTC_SUM, 9001, true});
  }
  cases.push_back({DTC_F32, DTC_SUM, 0, false});
  cases.push_back({DTC_F32, DTC_SUM, 1, false});

  std::vector<std::vector<Bytes>> in(cases.size()), out(cases.size());
  for (size_t c = 0; c < cases.size(); ++c) {
    for (int64_t d = 0; d < numDevices; ++d) {
      in[c].push_back(randomData(cases[c].dtype, cases[c].count, seedOf(c, d)));
      out[c].push_back(Bytes(in[c][d].size(), 0xCD));
    }
  }
  run([&](dtc_device *device, int64_t d) {
    for (size_t c = 0; c < cases.size(); ++c) {
      const Case &k = cases[c];
      const void *src = in[c][d].data();
      if (k.inPlace) {
        out[c][d] = in[c][d];
        src = out[c][d].data();
      }
      EXPECT_EQ(dtc_all_reduce(device, axes.data(), numAxes(), src,
                               out[c][d].data(), k.count, k.dtype, k.reduction),
                DTC_OK)
          << dtc_last_error();
    }
  });
  for (size_t c = 0; c < cases.size(); ++c) {
    const Case &k = cases[c];
    EXPECT_TRUE(
        reducedOnEveryDevice(in[c], out[c], k.dtype, k.reduction, k.count))
        << dtc_dtype_name(k.dtype) << " reduction " << k.reduction << " count "
        << k.count << (k.inPlace ? " in place" : "");
  }
}

TEST_P(CollectiveTest, StartedAllReduces) {
  // Started all_reduces in flight on one group, several at once (up to the
  // limit), waited for out of their start order, with synchronous
  // collectives of the same group between: each Meeting is reused many
  // times. Some in place (`in` is `out`). The *_GpuMover configurations
  // complete them at the start.
  struct Case {
    dtc_dtype dtype;
    dtc_reduction reduction;
    int64_t count;
    bool inPlace;
  };
  const std::vector<Case> shapes = {
      {DTC_F32, DTC_SUM, 37, false},   {DTC_I32, DTC_MAX, 100, false},
      {DTC_F64, DTC_SUM, 9001, false}, {DTC_F32, DTC_SUM, 37, true},
      {DTC_F32, DTC_MIN, 1, false},    {DTC_F64, DTC_SUM, 9001, true}};
  // Rounds of 1 to DTC_MAX_STARTED in flight.
  std::vector<int> inFlight;
  for (int round = 0; round < 12; ++round)
    inFlight.push_back(1 + round % 4);
  inFlight.push_back(DTC_MAX_STARTED);
  std::vector<Case> cases;
  for (int n : inFlight)
    for (int i = 0; i < n; ++i)
      cases.push_back(shapes[(cases.size() + i) % shapes.size()]);
  std::vector<std::vector<Bytes>> in(cases.size()), out(cases.size());
  for (size_t c = 0; c < cases.size(); ++c)
    for (int64_t d = 0; d < numDevices; ++d) {
      in[c].push_back(randomData(cases[c].dtype, cases[c].count, seedOf(c, d)));
      out[c].push_back(Bytes(in[c][d].size(), 0xCD));
    }
  std::vector<std::vector<float>> between(inFlight.size());
  run([&](dtc_device *device, int64_t d) {
    size_t first = 0;
    for (size_t round = 0; round < inFlight.size(); ++round) {
      std::vector<dtc_request *> requests;
      std::vector<const void *> sources;
      for (int i = 0; i < inFlight[round]; ++i) {
        const Case &k = cases[first + i];
        sources.push_back(in[first + i][d].data());
        if (k.inPlace) {
          out[first + i][d] = in[first + i][d];
          sources.back() = out[first + i][d].data();
        }
        requests.push_back(dtc_all_reduce_start(
            device, axes.data(), numAxes(), sources.back(),
            out[first + i][d].data(), k.count, k.dtype, k.reduction));
        ASSERT_NE(requests.back(), nullptr) << dtc_last_error();
      }
      // A synchronous all_reduce of the same group while they are in flight.
      float one = 1, count = 0;
      EXPECT_EQ(dtc_all_reduce(device, axes.data(), numAxes(), &one, &count, 1,
                               DTC_F32, DTC_SUM),
                DTC_OK)
          << dtc_last_error();
      if (d == 0)
        between[round].push_back(count);
      // Every other one first (last to first), then the rest.
      for (int pass = 0; pass < 2; ++pass)
        for (int i = inFlight[round] - 1; i >= 0; --i) {
          if (i % 2 != pass)
            continue;
          EXPECT_EQ(dtc_wait(device, requests[i], sources[i]), DTC_OK)
              << dtc_last_error();
        }
      first += inFlight[round];
    }
  });
  for (const std::vector<float> &counts : between)
    EXPECT_EQ(counts, std::vector<float>{float(groupSize)});
  for (size_t c = 0; c < cases.size(); ++c)
    EXPECT_TRUE(reducedOnEveryDevice(in[c], out[c], cases[c].dtype,
                                     cases[c].reduction, cases[c].count))
        << "started all_reduce " << c << (cases[c].inPlace ? " in place" : "");
}

TEST_P(CollectiveTest, AllGather) {
  struct Case {
    dtc_dtype dtype;
    std::vector<int64_t> shape;
    int32_t dim;
  };
  std::vector<Case> cases;
  for (dtc_dtype dtype : {DTC_F32, DTC_I8, DTC_F16, DTC_F64})
    for (int32_t dim = 0; dim < 3; ++dim)
      cases.push_back({dtype, {3, 2, 5}, dim});
  cases.push_back({DTC_I32, {7}, 0});
  cases.push_back({DTC_I64, {4, 0}, 0}); // empty

  std::vector<std::vector<Bytes>> in(cases.size()), out(cases.size());
  for (size_t c = 0; c < cases.size(); ++c) {
    for (int64_t d = 0; d < numDevices; ++d) {
      in[c].push_back(
          randomData(cases[c].dtype, product(cases[c].shape), seedOf(c, d)));
      out[c].push_back(Bytes(in[c][d].size() * groupSize, 0xCD));
    }
  }
  run([&](dtc_device *device, int64_t d) {
    for (size_t c = 0; c < cases.size(); ++c) {
      const Case &k = cases[c];
      EXPECT_EQ(dtc_all_gather(device, axes.data(), numAxes(), in[c][d].data(),
                               out[c][d].data(), k.shape.size(), k.shape.data(),
                               k.dtype, k.dim),
                DTC_OK)
          << dtc_last_error();
    }
  });
  for (size_t c = 0; c < cases.size(); ++c) {
    const Case &k = cases[c];
    const int64_t es = dtc_dtype_size(k.dtype);
    std::vector<int64_t> outShape = k.shape;
    outShape[k.dim] *= groupSize;
    for (int64_t d = 0; d < numDevices; ++d) {
      std::vector<int64_t> group = members(d);
      Bytes expected(out[c][d].size());
      forEachIndex(outShape, [&](const std::vector<int64_t> &o) {
        std::vector<int64_t> i = o;
        int64_t member = group[o[k.dim] / k.shape[k.dim]];
        i[k.dim] = o[k.dim] % k.shape[k.dim];
        std::memcpy(&expected[offsetOf(o, outShape) * es],
                    &in[c][member][offsetOf(i, k.shape) * es], es);
      });
      EXPECT_TRUE(sameBytes(k.dtype, expected, out[c][d]))
          << "case " << c << " on device " << d;
    }
  }
}

TEST_P(CollectiveTest, ReduceScatter) {
  struct Case {
    dtc_dtype dtype;
    dtc_reduction reduction;
    int32_t dim;
  };
  const std::vector<int64_t> shape = {2 * groupSize, groupSize, 3 * groupSize};
  std::vector<Case> cases;
  for (dtc_dtype dtype : allDTypes())
    for (dtc_reduction reduction : allReductions())
      if (applies(dtype, reduction))
        cases.push_back({dtype, reduction, 0});
  for (int32_t dim : {1, 2}) {
    cases.push_back({DTC_F32, DTC_SUM, dim});
    cases.push_back({DTC_I32, DTC_MAX, dim});
    cases.push_back({DTC_F16, DTC_MEAN, dim});
    cases.push_back({DTC_BOOL, DTC_OR, dim});
  }
  const int64_t count = product(shape);
  std::vector<std::vector<Bytes>> in(cases.size()), out(cases.size());
  for (size_t c = 0; c < cases.size(); ++c) {
    for (int64_t d = 0; d < numDevices; ++d) {
      in[c].push_back(randomData(cases[c].dtype, count, seedOf(c, d, 7)));
      out[c].push_back(Bytes(in[c][d].size() / groupSize, 0xCD));
    }
  }
  run([&](dtc_device *device, int64_t d) {
    for (size_t c = 0; c < cases.size(); ++c) {
      const Case &k = cases[c];
      EXPECT_EQ(dtc_reduce_scatter(device, axes.data(), numAxes(),
                                   in[c][d].data(), out[c][d].data(),
                                   shape.size(), shape.data(), k.dtype, k.dim,
                                   k.reduction),
                DTC_OK)
          << dtc_last_error();
    }
  });
  for (size_t c = 0; c < cases.size(); ++c) {
    const Case &k = cases[c];
    const int64_t es = dtc_dtype_size(k.dtype);
    std::vector<int64_t> outShape = shape;
    outShape[k.dim] /= groupSize;
    for (int64_t d = 0; d < numDevices; ++d) {
      std::vector<int64_t> group = members(d);
      int64_t me = indexIn(group, d);
      Bytes expected(out[c][d].size());
      forEachIndex(outShape, [&](const std::vector<int64_t> &o) {
        std::vector<int64_t> i = o;
        i[k.dim] += me * outShape[k.dim];
        std::vector<const uint8_t *> inputs;
        for (int64_t m : group)
          inputs.push_back(&in[c][m][offsetOf(i, shape) * es]);
        referenceReduce(k.dtype, k.reduction, inputs,
                        &expected[offsetOf(o, outShape) * es], 1);
      });
      EXPECT_TRUE(sameBytes(k.dtype, expected, out[c][d]))
          << dtc_dtype_name(k.dtype) << " reduction " << k.reduction << " dim "
          << k.dim << " on device " << d;
    }
  }
}

TEST_P(CollectiveTest, AllToAll) {
  struct Case {
    dtc_dtype dtype;
    int32_t split, concat;
  };
  const std::vector<int64_t> shape = {2 * groupSize, groupSize, 3 * groupSize};
  std::vector<Case> cases;
  for (int32_t split = 0; split < 3; ++split)
    for (int32_t concat = 0; concat < 3; ++concat)
      for (dtc_dtype dtype : {DTC_F32, DTC_I8})
        cases.push_back({dtype, split, concat});
  const int64_t count = product(shape);
  std::vector<std::vector<Bytes>> in(cases.size()), out(cases.size());
  for (size_t c = 0; c < cases.size(); ++c) {
    for (int64_t d = 0; d < numDevices; ++d) {
      in[c].push_back(randomData(cases[c].dtype, count, seedOf(c, d, 3)));
      out[c].push_back(Bytes(in[c][d].size(), 0xCD));
    }
  }
  run([&](dtc_device *device, int64_t d) {
    for (size_t c = 0; c < cases.size(); ++c) {
      const Case &k = cases[c];
      EXPECT_EQ(dtc_all_to_all(device, axes.data(), numAxes(), in[c][d].data(),
                               out[c][d].data(), shape.size(), shape.data(),
                               k.dtype, k.split, k.concat),
                DTC_OK)
          << dtc_last_error();
    }
  });
  for (size_t c = 0; c < cases.size(); ++c) {
    const Case &k = cases[c];
    const int64_t es = dtc_dtype_size(k.dtype);
    std::vector<int64_t> box = shape;
    box[k.split] /= groupSize;
    std::vector<int64_t> outShape = box;
    outShape[k.concat] *= groupSize;
    for (int64_t d = 0; d < numDevices; ++d) {
      std::vector<int64_t> group = members(d);
      int64_t me = indexIn(group, d);
      Bytes expected(out[c][d].size());
      forEachIndex(outShape, [&](const std::vector<int64_t> &o) {
        // Element o came from member j's block `me` along split.
        int64_t j = o[k.concat] / box[k.concat];
        std::vector<int64_t> i = o;
        i[k.concat] = o[k.concat] % box[k.concat];
        i[k.split] += me * box[k.split];
        std::memcpy(&expected[offsetOf(o, outShape) * es],
                    &in[c][group[j]][offsetOf(i, shape) * es], es);
      });
      EXPECT_TRUE(sameBytes(k.dtype, expected, out[c][d]))
          << "split " << k.split << " concat " << k.concat << " "
          << dtc_dtype_name(k.dtype) << " on device " << d;
    }
  }
}

TEST_P(CollectiveTest, CollectivePermute) {
  std::vector<std::vector<int64_t>> perms;
  std::vector<int64_t> perm(groupSize);
  std::iota(perm.begin(), perm.end(), 0);
  perms.push_back(perm); // identity
  for (int64_t i = 0; i < groupSize; ++i)
    perm[i] = (i + 1) % groupSize; // shift
  perms.push_back(perm);
  for (int64_t i = 0; i < groupSize; ++i)
    perm[i] = groupSize - 1 - i; // reverse
  perms.push_back(perm);
  std::shuffle(perm.begin(), perm.end(), std::mt19937(groupSize));
  perms.push_back(perm);

  const int64_t bytes = 1003;
  struct Case {
    size_t perm;
    bool inPlace;
  };
  std::vector<Case> cases;
  for (size_t p = 0; p < perms.size(); ++p)
    for (bool inPlace : {false, true})
      cases.push_back({p, inPlace});
  std::vector<std::vector<Bytes>> in(cases.size()), out(cases.size());
  for (size_t c = 0; c < cases.size(); ++c)
    for (int64_t d = 0; d < numDevices; ++d) {
      in[c].push_back(randomData(DTC_I8, bytes, seedOf(c, d, 5)));
      out[c].push_back(Bytes(bytes, 0xCD));
    }
  run([&](dtc_device *device, int64_t d) {
    for (size_t c = 0; c < cases.size(); ++c) {
      const void *src = in[c][d].data();
      if (cases[c].inPlace) {
        out[c][d] = in[c][d];
        src = out[c][d].data();
      }
      EXPECT_EQ(dtc_collective_permute(device, axes.data(), numAxes(), src,
                                       out[c][d].data(), bytes,
                                       perms[cases[c].perm].data()),
                DTC_OK)
          << dtc_last_error();
    }
  });
  for (size_t c = 0; c < cases.size(); ++c) {
    const std::vector<int64_t> &p = perms[cases[c].perm];
    for (int64_t d = 0; d < numDevices; ++d) {
      std::vector<int64_t> group = members(d);
      int64_t me = indexIn(group, d);
      int64_t source = std::find(p.begin(), p.end(), me) - p.begin();
      EXPECT_EQ(out[c][d], in[c][group[source]])
          << "perm " << cases[c].perm << (cases[c].inPlace ? " in place" : "")
          << " on device " << d;
    }
  }
}

TEST_P(CollectiveTest, Broadcast) {
  const int64_t bytes = 517;
  struct Case {
    int64_t root;
    bool inPlace;
  };
  std::vector<Case> cases;
  for (int64_t root = 0; root < groupSize; ++root)
    for (bool inPlace : {false, true})
      cases.push_back({root, inPlace});
  std::vector<std::vector<Bytes>> in(cases.size()), out(cases.size());
  for (size_t c = 0; c < cases.size(); ++c)
    for (int64_t d = 0; d < numDevices; ++d) {
      in[c].push_back(randomData(DTC_I8, bytes, seedOf(c, d, 9)));
      out[c].push_back(Bytes(bytes, 0xCD));
    }
  run([&](dtc_device *device, int64_t d) {
    for (size_t c = 0; c < cases.size(); ++c) {
      bool isRoot = indexIn(members(d), d) == cases[c].root;
      const void *src = isRoot ? in[c][d].data() : nullptr; // only read there
      if (cases[c].inPlace) {
        out[c][d] = in[c][d];
        src = out[c][d].data();
      }
      EXPECT_EQ(dtc_broadcast(device, axes.data(), numAxes(), src,
                              out[c][d].data(), bytes, cases[c].root),
                DTC_OK)
          << dtc_last_error();
    }
  });
  for (size_t c = 0; c < cases.size(); ++c)
    for (int64_t d = 0; d < numDevices; ++d)
      EXPECT_EQ(out[c][d], in[c][members(d)[cases[c].root]])
          << "root " << cases[c].root << " on device " << d;
}

TEST_P(CollectiveTest, ManySmallCallsInARow) {
  // Barrier reuse under load: a long chain where each result feeds the next.
  const int iterations = 300;
  std::vector<int64_t> result(numDevices);
  run([&](dtc_device *device, int64_t d) {
    int64_t value = d;
    for (int i = 0; i < iterations; ++i) {
      int64_t sum = 0;
      ASSERT_EQ(dtc_all_reduce(device, axes.data(), numAxes(), &value, &sum, 1,
                               DTC_I64, DTC_SUM),
                DTC_OK)
          << dtc_last_error();
      value = sum % 1000003 + d;
    }
    result[d] = value;
  });
  std::vector<int64_t> expected(numDevices);
  for (int64_t d = 0; d < numDevices; ++d)
    expected[d] = d;
  for (int i = 0; i < iterations; ++i) {
    std::vector<int64_t> next(numDevices);
    for (int64_t d = 0; d < numDevices; ++d) {
      int64_t sum = 0;
      for (int64_t m : members(d))
        sum += expected[m];
      next[d] = sum % 1000003 + d;
    }
    expected = next;
  }
  EXPECT_EQ(result, expected);
}

TEST_P(CollectiveTest, TrafficIsWhatDevicesReceive) {
  // One call of each collective on 64 f32 per device (whole cache lines per
  // all_reduce chunk on groups up to 4): the count, per call the most any
  // device received from the others, is the planner's price of that call.
  const int64_t count = 64, bytes = count * 4;
  std::vector<int64_t> shape = {count};
  std::vector<std::vector<float>> in(numDevices, std::vector<float>(count, 1)),
      out(numDevices, std::vector<float>(count * groupSize));
  std::vector<int64_t> shift(groupSize);
  for (int64_t i = 0; i < groupSize; ++i)
    shift[i] = (i + 1) % groupSize;
  run([&](dtc_device *device, int64_t d) {
    void *o = out[d].data();
    const void *i = in[d].data();
    const int32_t *a = axes.data();
    EXPECT_EQ(
        dtc_all_gather(device, a, numAxes(), i, o, 1, shape.data(), DTC_F32, 0),
        DTC_OK);
    EXPECT_EQ(
        dtc_all_reduce(device, a, numAxes(), i, o, count, DTC_F32, DTC_SUM),
        DTC_OK);
    EXPECT_EQ(dtc_reduce_scatter(device, a, numAxes(), i, o, 1, shape.data(),
                                 DTC_F32, 0, DTC_SUM),
              DTC_OK);
    EXPECT_EQ(dtc_all_to_all(device, a, numAxes(), i, o, 1, shape.data(),
                             DTC_F32, 0, 0),
              DTC_OK);
    EXPECT_EQ(
        dtc_collective_permute(device, a, numAxes(), i, o, bytes, shift.data()),
        DTC_OK);
    EXPECT_EQ(dtc_broadcast(device, a, numAxes(), i, o, bytes, 0), DTC_OK);
  });
  const int64_t g = groupSize;
  // all_gather, reduce_scatter, all_to_all, permute, broadcast.
  int64_t others =
      (g - 1) * bytes + 2 * ((g - 1) * bytes / g) + (g > 1 ? 2 * bytes : 0);
  int64_t allReduce = 2 * (g - 1) * bytes / g;
  int64_t calls = 0;
  int64_t counted = dtc_mesh_traffic_bytes(mesh->mesh, &calls);
  EXPECT_EQ(calls, 6);
  if (count % (16 * g) == 0)
    EXPECT_EQ(counted, others + allReduce);
  else // all_reduce chunks are whole cache lines: more than the share
    EXPECT_GT(counted, others + allReduce);
}

INSTANTIATE_TEST_SUITE_P(Meshes, CollectiveTest,
                         ::testing::ValuesIn(allConfigs()), configName);

} // namespace
