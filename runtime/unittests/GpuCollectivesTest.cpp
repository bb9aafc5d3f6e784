//===- GpuCollectivesTest.cpp - a virtual GPU mesh against a CPU mesh -----===//
//
// Where there is a CUDA driver and a GPU: every collective on a mesh of 8
// devices sharing the GPU(s), on device buffers, against the same call on
// a CPU mesh, bit for bit. On one GPU this is CudaMover with the real
// driver and the NVRTC kernels; groups spanning GPUs take the host-staged
// path. Without a GPU the "GPU mesh" is a CPU mesh whose collectives move
// data through CudaMover on the fake, host-run driver (FakeGpuMover.h): the
// same cases then check that data movement and this test itself.
//
//===----------------------------------------------------------------------===//
#include "FakeGpuMover.h"
#include "TestUtil.h"

#include <functional>

using namespace dtc::test;

namespace {

/// A mesh of 8 devices of `type`, or null.
dtc_mesh *mesh8(dtc_device_type type) {
  const int64_t sizes[] = {2, 4};
  return dtc_mesh_create_typed(2, sizes, nullptr, type);
}

/// Runs `call(device, in, out)` on every device of `mesh` with `in[d]` as
/// its input and returns the outputs (`outBytes` each); on a GPU mesh the
/// buffers are device memory, copied in and out.
std::vector<Bytes>
runCollective(dtc_mesh *mesh, const std::vector<Bytes> &in, size_t outBytes,
              const std::function<int(dtc_device *, const void *, void *)>
                  &call) {
  bool gpu = dtc_mesh_device_type(mesh) == DTC_DEVICE_GPU;
  std::vector<Bytes> out(in.size(), Bytes(outBytes, 0xCD));
  int status = runOn(mesh, [&](dtc_device *device) {
    int64_t d = dtc_device_index(device);
    const void *src = in[d].data();
    void *dst = out[d].data();
    void *dIn = nullptr, *dOut = nullptr;
    if (gpu) {
      dIn = dtc_device_alloc(device, int64_t(in[d].size()) + 1);
      dOut = dtc_device_alloc(device, int64_t(outBytes) + 1);
      ASSERT_NE(dIn, nullptr) << dtc_last_error();
      ASSERT_NE(dOut, nullptr) << dtc_last_error();
      ASSERT_EQ(dtc_device_copy_to_device(device, dIn, src, in[d].size()),
                DTC_OK);
      ASSERT_EQ(dtc_device_copy_to_device(device, dOut, dst, outBytes),
                DTC_OK);
      src = dIn;
      dst = dOut;
    }
    EXPECT_EQ(call(device, src, dst), DTC_OK) << dtc_last_error();
    if (gpu) {
      EXPECT_EQ(dtc_device_copy_to_host(device, out[d].data(), dOut, outBytes),
                DTC_OK);
      dtc_device_free(device, dIn);
      dtc_device_free(device, dOut);
    }
  });
  EXPECT_EQ(status, DTC_OK) << dtc_last_error();
  return out;
}

class GpuCollectivesTest : public ::testing::Test {
protected:
  void SetUp() override {
    gpu = mesh8(DTC_DEVICE_GPU);
    if (!gpu) {
      std::string why;
      if (!fakeGpuMoverAvailable(why))
        GTEST_SKIP() << "no GPU, and no fake one: " << why;
      useFakeGpuMover(true);
      gpu = mesh8(DTC_DEVICE_CPU);
      useFakeGpuMover(false);
    }
    cpu = mesh8(DTC_DEVICE_CPU);
    ASSERT_NE(cpu, nullptr);
  }
  void TearDown() override {
    if (gpu)
      dtc_mesh_destroy(gpu);
    if (cpu)
      dtc_mesh_destroy(cpu);
  }
  /// The same call on both meshes: equal outputs on every device.
  void expectSame(const std::vector<Bytes> &in, size_t outBytes,
                  const std::function<int(dtc_device *, const void *, void *)>
                      &call,
                  const std::string &what) {
    int64_t movesBefore = fakeGpuMoves();
    std::vector<Bytes> want = runCollective(cpu, in, outBytes, call);
    std::vector<Bytes> got = runCollective(gpu, in, outBytes, call);
    if (dtc_mesh_device_type(gpu) == DTC_DEVICE_CPU) {
      EXPECT_GT(fakeGpuMoves(), movesBefore) << what << ": not on the fake GPU";
    }
    for (size_t d = 0; d < in.size(); ++d)
      EXPECT_EQ(got[d], want[d]) << what << ", device " << d;
  }
  std::vector<Bytes> inputs(dtc_dtype dtype, int64_t count, uint64_t seed) {
    std::vector<Bytes> in;
    for (int64_t d = 0; d < 8; ++d)
      in.push_back(randomData(dtype, count, seed * 100 + d));
    return in;
  }

  dtc_mesh *gpu = nullptr, *cpu = nullptr;
};

// Both axes, each axis, and the reversed order: groups of 8, 2 and 4.
const std::vector<std::vector<int32_t>> kAxes = {{0, 1}, {0}, {1}, {1, 0}};

TEST_F(GpuCollectivesTest, AllReduceEveryDTypeAndReduction) {
  uint64_t seed = 1;
  for (const std::vector<int32_t> &axes : kAxes)
    for (dtc_dtype dtype : allDTypes())
      for (dtc_reduction reduction : allReductions()) {
        if (!applies(dtype, reduction))
          continue;
        const int64_t count = 10007;
        expectSame(inputs(dtype, count, seed++),
                   size_t(count * dtc_dtype_size(dtype)),
                   [&](dtc_device *device, const void *in, void *out) {
                     return dtc_all_reduce(device, axes.data(),
                                           int32_t(axes.size()), in, out,
                                           count, dtype, reduction);
                   },
                   "all_reduce");
      }
}

TEST_F(GpuCollectivesTest, GatherScatterAllToAll) {
  uint64_t seed = 1000;
  const int64_t shape[] = {8, 24, 5};
  const int64_t count = 8 * 24 * 5;
  for (const std::vector<int32_t> &axes : kAxes) {
    int64_t group = 1;
    for (int32_t a : axes)
      group *= a == 0 ? 2 : 4;
    int32_t n = int32_t(axes.size());
    for (int32_t dim = 0; dim < 3; ++dim) {
      expectSame(inputs(DTC_F32, count, seed++), size_t(count * 4 * group),
                 [&](dtc_device *device, const void *in, void *out) {
                   return dtc_all_gather(device, axes.data(), n, in, out, 3,
                                         shape, DTC_F32, dim);
                 },
                 "all_gather dim " + std::to_string(dim));
      if (shape[dim] % group)
        continue;
      expectSame(inputs(DTC_F32, count, seed++), size_t(count * 4 / group),
                 [&](dtc_device *device, const void *in, void *out) {
                   return dtc_reduce_scatter(device, axes.data(), n, in, out,
                                             3, shape, DTC_F32, dim, DTC_SUM);
                 },
                 "reduce_scatter dim " + std::to_string(dim));
      for (int32_t concat = 0; concat < 3; ++concat)
        expectSame(inputs(DTC_I32, count, seed++), size_t(count * 4),
                   [&](dtc_device *device, const void *in, void *out) {
                     return dtc_all_to_all(device, axes.data(), n, in, out, 3,
                                           shape, DTC_I32, dim, concat);
                   },
                   "all_to_all");
    }
  }
}

TEST_F(GpuCollectivesTest, PermuteAndBroadcast) {
  const int32_t axes[] = {0, 1};
  const int64_t perm[] = {3, 0, 7, 1, 2, 6, 4, 5};
  expectSame(inputs(DTC_F64, 999, 7), 999 * 8,
             [&](dtc_device *device, const void *in, void *out) {
               return dtc_collective_permute(device, axes, 2, in, out,
                                             999 * 8, perm);
             },
             "collective_permute");
  expectSame(inputs(DTC_I8, 4096, 8), 4096,
             [&](dtc_device *device, const void *in, void *out) {
               return dtc_broadcast(device, axes, 2, in, out, 4096, 5);
             },
             "broadcast");
}

} // namespace
