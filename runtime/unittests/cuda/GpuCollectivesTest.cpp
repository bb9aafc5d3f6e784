//===- GpuCollectivesTest.cpp - a virtual GPU mesh against a CPU mesh -----===//
//
// Every collective on a mesh of 8 GPU devices, on device buffers, against
// the same call on a CPU mesh, bit for bit, on three kinds of GPU mesh:
//   Real: where there is a CUDA driver and a GPU, the devices share the
//     GPU(s). On one GPU this is CudaMover with the real driver and the
//     NVRTC kernels; on several, groups on different GPUs use NCCL (whose
//     float sums and products are compared to a relative 1e-5 there).
//     Without a GPU it is a CPU mesh whose collectives move data through
//     CudaMover on the fake, host-run driver (FakeCudaDriver.h).
//   OneFakeGpu, FourFakeGpus, EightFakeGpus: the CUDA backend itself on
//     that many fake GPUs (streams that run late, at random) with fake NCCL
//     (FakeNccl.h). On 1 (the virtual mesh of a one-GPU machine), every
//     group shares the GPU (CudaMover, ordered by events). On 8, every
//     group is on different GPUs (NCCL). On 4 (a virtual mesh over several
//     GPUs, where NCCL is not used: communicators sharing GPUs could
//     deadlock), groups along axis 0 share a GPU and the others are staged
//     through the host. Each case checks that NCCL was used exactly when
//     expected.
//   MixedOnFourFakeGpus, MixedOnEightFakeGpus: a mixed mesh whose devices
//     2 and 5 are CPU devices (host threads and buffers, a parameter device
//     beside GPU replicas) and the other 6 GPU devices on that many fake
//     GPUs: groups with a CPU member are staged through the host, the
//     others take the paths above.
//   TwoProcesses*: the mesh split over the 2 processes of a job (run under
//     `mpirun -np 2`; skipped otherwise), each process with its 4 devices,
//     compared with the one-process CPU mesh on the devices it runs.
//     OnEightFakeGpus: process 0's devices take GPUs 0-3 and process 1's
//     GPUs 4-7, so every group has NCCL communicators, spanning the
//     processes where the group does (their ids sent over MPI).
//     InterleavedOnEightFakeGpus: the same with the clients holding the
//     even and the odd devices, so groups interleave the processes.
//     OnTwoFakeGpus: 8 devices on 2 GPUs of one machine: groups on one GPU
//     use its device buffers, the others stage through host memory and,
//     across processes, MPI.
//
//===----------------------------------------------------------------------===//
#include "Clients.h"
#include "CudaDriver.h"
#include "FakeCudaDriver.h"
#include "FakeNccl.h"
#include "TestUtil.h"

#include <chrono>
#include <cstdlib>
#include <functional>
#include <thread>

using namespace dtc::test;

namespace {

/// A mesh of 8 devices of `type`, or null.
dtc_mesh *mesh8(dtc_device_type type) {
  const int64_t sizes[] = {2, 4};
  return dtc_mesh_create_typed(2, sizes, nullptr, type);
}

/// The devices of the mixed meshes that are CPU devices.
constexpr int64_t kHostDevices[] = {2, 5};

/// A mesh of 8 devices, GPUs but for kHostDevices, or null.
dtc_mesh *mixedMesh8() {
  const int64_t sizes[] = {2, 4};
  std::vector<dtc_device_type> types(8, DTC_DEVICE_GPU);
  for (int64_t d : kHostDevices)
    types[size_t(d)] = DTC_DEVICE_CPU;
  return dtc_mesh_create_mixed(2, sizes, nullptr, types.data());
}

/// Runs `call(device, in, out)` on every device of `mesh` with `in[d]` as
/// its input and returns the outputs (`outBytes` each); on a GPU device
/// the buffers are device memory, copied in and out.
std::vector<Bytes> runCollective(
    dtc_mesh *mesh, const std::vector<Bytes> &in, size_t outBytes,
    const std::function<int(dtc_device *, const void *, void *)> &call) {
  std::vector<Bytes> out(in.size(), Bytes(outBytes, 0xCD));
  int status = runOn(mesh, [&](dtc_device *device) {
    bool gpu = dtc_device_get_type(device) == DTC_DEVICE_GPU;
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
      ASSERT_EQ(dtc_device_copy_to_device(device, dOut, dst, outBytes), DTC_OK);
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

/// Whether a and b (arrays of f32 or f64) agree to a relative 1e-5.
bool nearlyEqual(const Bytes &a, const Bytes &b, dtc_dtype dtype) {
  if (a.size() != b.size())
    return false;
  size_t step = size_t(dtc_dtype_size(dtype));
  for (size_t i = 0; i < a.size(); i += step) {
    double x = dtype == DTC_F32 ? loadAs<float>(&a[i]) : loadAs<double>(&a[i]);
    double y = dtype == DTC_F32 ? loadAs<float>(&b[i]) : loadAs<double>(&b[i]);
    if (x != y && !(std::fabs(x - y) <= 1e-5 * std::fabs(y)))
      return false;
  }
  return true;
}

/// A mesh of 8 GPU devices split over the 2 clients of the job, client 0
/// holding devices 0-3, or with `interleaved` the even ones; null when this
/// process is not in a job of 2 (joins it on first use).
dtc_mesh *clientsMesh8(bool interleaved) {
  if (dtc_clients_launched() != 2)
    return nullptr;
  if (!dtc::runtime::clients::joined()) {
    if (dtc_clients_init(2, 0x6770755f636c6e74) != DTC_OK)
      return nullptr;
    std::atexit([] { dtc_clients_finalize(); }); // mpirun wants MPI_Finalize
  }
  const int64_t sizes[] = {2, 4}, held[] = {0, 2, 4, 6, 1, 3, 5, 7};
  std::vector<dtc_device_type> types(8, DTC_DEVICE_GPU);
  return dtc_mesh_create_clients(2, sizes, nullptr, 2,
                                 interleaved ? held : nullptr, types.data());
}

/// The number of fake GPUs the mesh is on (0: the real GPU mesh; negative:
/// mixed; 1000 + n: split over two processes, 2000 + n: interleaved).
class GpuCollectivesTest : public ::testing::TestWithParam<int> {
protected:
  void SetUp() override {
    fakeGpus = std::abs(GetParam()) % 1000;
    mixed = GetParam() < 0;
    processes = GetParam() >= 1000;
    std::string why;
    if (processes && dtc_clients_launched() != 2)
      GTEST_SKIP() << "runs in a job of 2 processes (mpirun -np 2)";
    if (fakeGpus > 0) {
      if (!fakeCudaDriverAvailable(why))
        GTEST_SKIP() << "no fake GPUs: " << why;
      useFakeGpus(fakeGpus);
      gpu = processes ? clientsMesh8(GetParam() >= 2000)
            : mixed   ? mixedMesh8()
                      : mesh8(DTC_DEVICE_GPU);
      useFakeGpus(0);
      ASSERT_NE(gpu, nullptr) << dtc_last_error();
    } else if ((gpu = mesh8(DTC_DEVICE_GPU))) {
      dtc::runtime::cuda::driver(realGpus, why);
    } else {
      if (!fakeCudaDriverAvailable(why))
        GTEST_SKIP() << "no GPU, and no fake one: " << why;
      moveThroughFakeCudaDriver(true);
      gpu = mesh8(DTC_DEVICE_CPU);
      moveThroughFakeCudaDriver(false);
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
  /// The same call on both meshes: equal outputs on every device (floats
  /// of `inexact` calls nearly equal where NCCL sums them).
  void
  expectSame(const std::vector<Bytes> &in, size_t outBytes,
             const std::function<int(dtc_device *, const void *, void *)> &call,
             const std::string &what, dtc_dtype inexact = DTC_BOOL) {
    int64_t movesBefore = fakeDriverOperations(), ncclBefore = fakeNcclCalls();
    std::vector<Bytes> want = runCollective(cpu, in, outBytes, call);
    std::vector<Bytes> got = runCollective(gpu, in, outBytes, call);
    if (dtc_mesh_device_type(gpu) == DTC_DEVICE_CPU) {
      EXPECT_GT(fakeDriverOperations(), movesBefore)
          << what << ": not on the fake GPU";
    }
    if (fakeGpus > 0 && !mixed) {
      // NCCL exactly where every device has a GPU of its own (8 of them).
      EXPECT_EQ(fakeNcclCalls() > ncclBefore, fakeGpus >= 8)
          << what << ": NCCL used where it should not be, or not used";
    }
    bool approximate = realGpus > 1 && inexact != DTC_BOOL;
    for (size_t d = 0; d < in.size(); ++d) {
      if (dtc_mesh_device_client(gpu, int64_t(d)) != dtc_client_id())
        continue; // another process's
      if (approximate)
        EXPECT_TRUE(nearlyEqual(got[d], want[d], inexact))
            << what << ", device " << d;
      else
        EXPECT_EQ(got[d], want[d]) << what << ", device " << d;
    }
  }
  std::vector<Bytes> inputs(dtc_dtype dtype, int64_t count, uint64_t seed) {
    std::vector<Bytes> in;
    for (int64_t d = 0; d < 8; ++d)
      in.push_back(randomData(dtype, count, seed * 100 + d));
    return in;
  }

  dtc_mesh *gpu = nullptr, *cpu = nullptr;
  int fakeGpus = 0, realGpus = 0;
  bool mixed = false, processes = false;
};

// Both axes, each axis, and the reversed order: groups of 8, 2 and 4.
const std::vector<std::vector<int32_t>> kAxes = {{0, 1}, {0}, {1}, {1, 0}};

TEST_P(GpuCollectivesTest, AllReduceEveryDTypeAndReduction) {
  uint64_t seed = 1;
  for (const std::vector<int32_t> &axes : kAxes)
    for (dtc_dtype dtype : allDTypes())
      for (dtc_reduction reduction : allReductions()) {
        if (!applies(dtype, reduction))
          continue;
        const int64_t count = 10007;
        bool ncclSums = (dtype == DTC_F32 || dtype == DTC_F64) &&
                        (reduction == DTC_SUM || reduction == DTC_PROD);
        expectSame(
            inputs(dtype, count, seed++), size_t(count * dtc_dtype_size(dtype)),
            [&](dtc_device *device, const void *in, void *out) {
              return dtc_all_reduce(device, axes.data(), int32_t(axes.size()),
                                    in, out, count, dtype, reduction);
            },
            "all_reduce", ncclSums ? dtype : DTC_BOOL);
      }
}

TEST_P(GpuCollectivesTest, StartedAllReduces) {
  // A started all_reduce with synchronous collectives of the same group
  // (its communicator) and another group before its wait: over NCCL they
  // all run on the communication stream in program order while the
  // device's stream would run kernels; elsewhere the start completes it.
  uint64_t seed = 500;
  for (const std::vector<int32_t> &axes : kAxes)
    for (dtc_dtype dtype : {DTC_F32, DTC_I32, DTC_F16}) {
      const int64_t count = 4099;
      const int64_t bytes = count * dtc_dtype_size(dtype);
      const int32_t minor[] = {1};
      expectSame(
          inputs(dtype, count, seed++), size_t(bytes),
          [&](dtc_device *device, const void *in, void *out) {
            void *scratch = dtc_device_alloc(device, 2 * bytes);
            if (!scratch)
              return int(DTC_ERROR_OUT_OF_MEMORY);
            char *other = static_cast<char *>(scratch);
            dtc_request *request =
                dtc_all_reduce_start(device, axes.data(), int32_t(axes.size()),
                                     in, out, count, dtype, DTC_SUM);
            int a = dtc_all_reduce(device, axes.data(), int32_t(axes.size()),
                                   in, other, count, dtype, DTC_MAX);
            int b = dtc_all_reduce(device, minor, 1, in, other + bytes, count,
                                   dtype, DTC_MIN);
            int w = dtc_wait(device, request, in);
            dtc_device_free(device, scratch);
            return !request ? int(DTC_ERROR_ABORTED) : a ? a : b ? b : w;
          },
          "started all_reduce", dtype == DTC_F32 ? dtype : DTC_BOOL);
    }
}

TEST_P(GpuCollectivesTest, StartedAllReduceLeavesTheStreamFree) {
  // Over NCCL the started all_reduce runs on the communication stream:
  // device 0 starts, then copies from its stream to the host before the
  // others have even started (they wait for that copy). Were the NCCL call
  // on device 0's stream, the copy would wait for the others: no progress
  // until their deadline. (A first run makes the communicators, which
  // meets the group on the host.)
  if (fakeGpus < 8 || mixed || processes)
    GTEST_SKIP() << "needs NCCL between 8 fake GPUs";
  const int64_t count = 1024;
  const int32_t all[] = {0, 1};
  std::atomic<bool> copied{false}, inTime{true};
  std::vector<Bytes> in = inputs(DTC_F32, count, 77);
  std::vector<Bytes> want =
      runCollective(cpu, in, size_t(count * 4),
                    [&](dtc_device *device, const void *src, void *dst) {
                      return dtc_all_reduce(device, all, 2, src, dst, count,
                                            DTC_F32, DTC_SUM);
                    });
  EXPECT_EQ(runCollective(gpu, in, size_t(count * 4),
                          [&](dtc_device *device, const void *src, void *dst) {
                            return dtc_all_reduce(device, all, 2, src, dst,
                                                  count, DTC_F32, DTC_SUM);
                          })
                .size(),
            size_t(8));
  std::vector<Bytes> got = runCollective(
      gpu, in, size_t(count * 4),
      [&](dtc_device *device, const void *src, void *dst) {
        bool first = dtc_device_index(device) == 0;
        if (!first) {
          auto deadline =
              std::chrono::steady_clock::now() + std::chrono::seconds(10);
          while (!copied && std::chrono::steady_clock::now() < deadline)
            std::this_thread::yield();
          if (!copied)
            inTime = false;
        }
        dtc_request *request = dtc_all_reduce_start(device, all, 2, src, dst,
                                                    count, DTC_F32, DTC_SUM);
        if (first) {
          float head[4];
          int status = dtc_device_copy_to_host(device, head, src, sizeof head);
          copied = true;
          if (status)
            return status;
        }
        return request ? dtc_wait(device, request, src)
                       : int(DTC_ERROR_ABORTED);
      });
  EXPECT_TRUE(inTime.load())
      << "device 0's stream waited for the started all_reduce";
  for (size_t d = 0; d < 8; ++d)
    EXPECT_TRUE(nearlyEqual(got[d], want[d], DTC_F32)) << "device " << d;
}

TEST_P(GpuCollectivesTest, GatherScatterAllToAll) {
  uint64_t seed = 1000;
  const int64_t shape[] = {8, 24, 5};
  const int64_t count = 8 * 24 * 5;
  for (const std::vector<int32_t> &axes : kAxes) {
    int64_t group = 1;
    for (int32_t a : axes)
      group *= a == 0 ? 2 : 4;
    int32_t n = int32_t(axes.size());
    for (int32_t dim = 0; dim < 3; ++dim) {
      expectSame(
          inputs(DTC_F32, count, seed++), size_t(count * 4 * group),
          [&](dtc_device *device, const void *in, void *out) {
            return dtc_all_gather(device, axes.data(), n, in, out, 3, shape,
                                  DTC_F32, dim);
          },
          "all_gather dim " + std::to_string(dim));
      if (shape[dim] % group)
        continue;
      expectSame(
          inputs(DTC_F32, count, seed++), size_t(count * 4 / group),
          [&](dtc_device *device, const void *in, void *out) {
            return dtc_reduce_scatter(device, axes.data(), n, in, out, 3, shape,
                                      DTC_F32, dim, DTC_SUM);
          },
          "reduce_scatter dim " + std::to_string(dim), DTC_F32);
      // A reduction NCCL does not have as dtc does (NaN-propagating max):
      // the blocks are exchanged and reduced by the runtime's kernels.
      expectSame(
          inputs(DTC_F32, count, seed++), size_t(count * 4 / group),
          [&](dtc_device *device, const void *in, void *out) {
            return dtc_reduce_scatter(device, axes.data(), n, in, out, 3, shape,
                                      DTC_F32, dim, DTC_MAX);
          },
          "reduce_scatter max dim " + std::to_string(dim));
      for (int32_t concat = 0; concat < 3; ++concat)
        expectSame(
            inputs(DTC_I32, count, seed++), size_t(count * 4),
            [&](dtc_device *device, const void *in, void *out) {
              return dtc_all_to_all(device, axes.data(), n, in, out, 3, shape,
                                    DTC_I32, dim, concat);
            },
            "all_to_all");
    }
  }
}

TEST_P(GpuCollectivesTest, PermuteAndBroadcast) {
  const std::vector<int32_t> all = {0, 1}, minor = {1};
  const int64_t perm[] = {3, 0, 7, 1, 2, 6, 4, 5}, perm4[] = {2, 3, 1, 0};
  expectSame(
      inputs(DTC_F64, 999, 7), 999 * 8,
      [&](dtc_device *device, const void *in, void *out) {
        return dtc_collective_permute(device, all.data(), 2, in, out, 999 * 8,
                                      perm);
      },
      "collective_permute");
  expectSame(
      inputs(DTC_F64, 999, 9), 999 * 8,
      [&](dtc_device *device, const void *in, void *out) {
        return dtc_collective_permute(device, minor.data(), 1, in, out, 999 * 8,
                                      perm4);
      },
      "collective_permute over axis 1");
  expectSame(
      inputs(DTC_I8, 4096, 8), 4096,
      [&](dtc_device *device, const void *in, void *out) {
        return dtc_broadcast(device, all.data(), 2, in, out, 4096, 5);
      },
      "broadcast");
  expectSame(
      inputs(DTC_I8, 4096, 10), 4096,
      [&](dtc_device *device, const void *in, void *out) {
        return dtc_broadcast(device, minor.data(), 1, in, out, 4096, 2);
      },
      "broadcast over axis 1");
}

// Collectives that feed each other within one run, in place or into
// buffers the next one reads: on a GPU mesh only the streams' events order
// them (the host does not wait between them). The fake GPUs' streams run
// their work late, at random, so a missing wait gives wrong values here
// (and each chain runs four times, with new inputs).
TEST_P(GpuCollectivesTest, ChainsOfCollectivesKeepTheirOrder) {
  const int64_t n = 4096, twoN = 2 * n;
  const int32_t all[] = {0, 1}, major[] = {0}, minor[] = {1};
  const int64_t perm[] = {3, 0, 7, 1, 2, 6, 4, 5};
  auto chain = [&](dtc_device *device, const void *x, void *out) {
    // out: a (n i32), b (2n), c (2n / 8).
    char *a = static_cast<char *>(out), *b = a + n * 4, *c = b + twoN * 4;
    int s = dtc_all_reduce(device, minor, 1, x, a, n, DTC_I32, DTC_SUM);
    if (!s)
      s = dtc_all_gather(device, major, 1, a, b, 1, &n, DTC_I32, 0);
    if (!s)
      s = dtc_reduce_scatter(device, all, 2, b, c, 1, &twoN, DTC_I32, 0,
                             DTC_MAX);
    if (!s)
      s = dtc_all_reduce(device, major, 1, c, c, twoN / 8, DTC_I32, DTC_SUM);
    if (!s)
      s = dtc_collective_permute(device, all, 2, c, a, twoN / 8 * 4, perm);
    if (!s)
      s = dtc_broadcast(device, minor, 1, a, a, n * 4, 1);
    if (!s)
      s = dtc_all_to_all(device, minor, 1, a, b, 1, &n, DTC_I32, 0, 0);
    if (!s)
      s = dtc_all_reduce(device, all, 2, b, a, n, DTC_I32, DTC_MIN);
    return s;
  };
  for (uint64_t seed = 1; seed <= 4; ++seed)
    expectSame(inputs(DTC_I32, n, 5000 + seed), size_t(n + twoN + twoN / 8) * 4,
               chain, "chain " + std::to_string(seed));
}

INSTANTIATE_TEST_SUITE_P(Meshes, GpuCollectivesTest,
                         ::testing::Values(0, 1, 4, 8, -4, -8, 1008, 2008,
                                           1002),
                         [](const ::testing::TestParamInfo<int> &info) {
                           switch (info.param) {
                           case 1008:
                             return std::string("TwoProcessesOnEightFakeGpus");
                           case 2008:
                             return std::string(
                                 "TwoProcessesInterleavedOnEightFakeGpus");
                           case 1002:
                             return std::string("TwoProcessesOnTwoFakeGpus");
                           case 0:
                             return std::string("Real");
                           case 1:
                             return std::string("OneFakeGpu");
                           case 4:
                             return std::string("FourFakeGpus");
                           case -4:
                             return std::string("MixedOnFourFakeGpus");
                           case -8:
                             return std::string("MixedOnEightFakeGpus");
                           default:
                             return std::string("EightFakeGpus");
                           }
                         });

/// A 2x4 GPU mesh on `gpus` fake GPUs with fake NCCL, destroyed at scope
/// exit; null when the fake GPU's kernels cannot be had.
struct FakeGpuMesh {
  explicit FakeGpuMesh(int gpus) {
    std::string why;
    if (!fakeCudaDriverAvailable(why))
      return;
    useFakeGpus(gpus);
    mesh = mesh8(DTC_DEVICE_GPU);
    useFakeGpus(0);
  }
  ~FakeGpuMesh() {
    if (mesh)
      dtc_mesh_destroy(mesh);
  }
  dtc_mesh *mesh = nullptr;
};

/// An all_reduce of 64 floats over both axes where device `skip` does
/// `instead` rather than take part; the run's status. The fake GPUs' memory
/// is host memory, so host buffers serve.
int allReduceWithout(dtc_mesh *mesh, int64_t skip,
                     const std::function<void(dtc_device *)> &instead,
                     std::vector<std::vector<float>> &out) {
  const int32_t axes[] = {0, 1};
  out.assign(8, std::vector<float>(64, 0.0f));
  std::vector<std::vector<float>> in(8);
  for (int64_t d = 0; d < 8; ++d)
    in[d].assign(64, float(d));
  return runOn(mesh, [&](dtc_device *device) {
    int64_t d = dtc_device_index(device);
    if (d == skip)
      return instead(device);
    dtc_all_reduce(device, axes, 2, in[d].data(), out[d].data(), 64, DTC_F32,
                   DTC_SUM);
  });
}

TEST(NcclPathTest, CommunicatorsAreMadeOnceAndNaNsPropagate) {
  FakeGpuMesh gpu(8);
  if (!gpu.mesh)
    GTEST_SKIP() << "no fake GPUs";
  std::vector<std::vector<float>> out;
  int64_t made = fakeNcclCommsMade(), calls = fakeNcclCalls();
  ASSERT_EQ(allReduceWithout(gpu.mesh, -1, nullptr, out), DTC_OK)
      << dtc_last_error();
  EXPECT_EQ(out[5], std::vector<float>(64, 28.0f));
  EXPECT_EQ(fakeNcclCommsMade() - made, 8); // one per device
  EXPECT_EQ(fakeNcclCalls() - calls, 8);    // one ncclAllReduce each
  ASSERT_EQ(allReduceWithout(gpu.mesh, -1, nullptr, out), DTC_OK)
      << dtc_last_error();
  EXPECT_EQ(fakeNcclCommsMade() - made, 8); // reused by the second run

  // NCCL's float max drops NaN; dtc's propagates it (gather, then reduce).
  const int32_t axis = 1;
  calls = fakeNcclCalls();
  std::vector<std::vector<float>> in(8, std::vector<float>(16, 1.0f));
  in[2][3] = std::nanf("");
  in[6][7] = 9.0f;
  out.assign(8, std::vector<float>(16, 0.0f));
  ASSERT_EQ(runOn(gpu.mesh,
                  [&](dtc_device *device) {
                    int64_t d = dtc_device_index(device);
                    dtc_all_reduce(device, &axis, 1, in[d].data(),
                                   out[d].data(), 16, DTC_F32, DTC_MAX);
                  }),
            DTC_OK)
      << dtc_last_error();
  for (int64_t d = 0; d < 8; ++d) {
    EXPECT_EQ(std::isnan(out[d][3]), d < 4) << "device " << d;
    EXPECT_EQ(out[d][7], d < 4 ? 1.0f : 9.0f) << "device " << d;
  }
  EXPECT_EQ(fakeNcclCalls() - calls, 8); // one ncclAllGather each
}

TEST(NcclPathTest, AnAbortWakesTheGroupAndTheNextRunWorks) {
  FakeGpuMesh gpu(8);
  if (!gpu.mesh)
    GTEST_SKIP() << "no fake GPUs";
  std::vector<std::vector<float>> out;
  auto giveUp = [](dtc_device *device) {
    dtc_device_abort(device, "device 3 gives up");
  };
  // Before the communicators exist: the others wait in the host meeting.
  EXPECT_EQ(allReduceWithout(gpu.mesh, 3, giveUp, out), DTC_ERROR_ABORTED);
  EXPECT_NE(std::string(dtc_last_error()).find("device 3 gives up"),
            std::string::npos)
      << dtc_last_error();
  ASSERT_EQ(allReduceWithout(gpu.mesh, -1, nullptr, out), DTC_OK)
      << dtc_last_error();
  EXPECT_EQ(out[0], std::vector<float>(64, 28.0f));
  // With them: the others wait inside NCCL until the abort ends it; the
  // next run makes new communicators.
  EXPECT_EQ(allReduceWithout(gpu.mesh, 3, giveUp, out), DTC_ERROR_ABORTED);
  int64_t made = fakeNcclCommsMade();
  ASSERT_EQ(allReduceWithout(gpu.mesh, -1, nullptr, out), DTC_OK)
      << dtc_last_error();
  EXPECT_EQ(out[7], std::vector<float>(64, 28.0f));
  EXPECT_EQ(fakeNcclCommsMade() - made, 8);
}

TEST(NcclPathTest, InPlaceCallsReadTheirInputsFirst) {
  FakeGpuMesh gpu(8);
  if (!gpu.mesh)
    GTEST_SKIP() << "no fake GPUs";
  const int32_t axes[] = {0, 1};
  const int64_t perm[] = {3, 0, 7, 1, 2, 6, 4, 5};
  std::vector<std::vector<double>> data(8);
  for (int64_t d = 0; d < 8; ++d)
    data[d].assign(100, double(d + 1));
  int64_t calls = fakeNcclCalls();
  ASSERT_EQ(
      runOn(
          gpu.mesh,
          [&](dtc_device *device) {
            int64_t d = dtc_device_index(device);
            double *x = data[d].data();
            EXPECT_EQ(dtc_collective_permute(device, axes, 2, x, x, 800, perm),
                      DTC_OK);
            EXPECT_EQ(
                dtc_all_reduce(device, axes, 2, x, x, 100, DTC_F64, DTC_MAX),
                DTC_OK);
            // x[0] differs now (the stream's copies order it after
            // the all_reduce); the root's wins.
            double first = 0;
            EXPECT_EQ(dtc_device_copy_to_host(device, &first, x, 8), DTC_OK);
            first += double(d);
            EXPECT_EQ(dtc_device_copy_to_device(device, x, &first, 8), DTC_OK);
            EXPECT_EQ(dtc_broadcast(device, axes, 2, x, x, 800, 6), DTC_OK);
          }),
      DTC_OK)
      << dtc_last_error();
  EXPECT_EQ(fakeNcclCalls() - calls, 3 * 8);
  for (int64_t d = 0; d < 8; ++d) {
    EXPECT_EQ(data[d][0], 8.0 + 6.0) << "device " << d;
    EXPECT_EQ(data[d][99], 8.0) << "device " << d;
  }
  // The permute alone: member i's data reaches member perm[i].
  for (int64_t d = 0; d < 8; ++d)
    data[d].assign(100, double(d + 1));
  ASSERT_EQ(runOn(gpu.mesh,
                  [&](dtc_device *device) {
                    double *x = data[dtc_device_index(device)].data();
                    dtc_collective_permute(device, axes, 2, x, x, 800, perm);
                  }),
            DTC_OK)
      << dtc_last_error();
  for (int64_t i = 0; i < 8; ++i)
    EXPECT_EQ(data[perm[i]][50], double(i + 1)) << "member " << i;
}

TEST(NcclPathTest, ADeviceThatReturnsFailsTheMeeting) {
  FakeGpuMesh gpu(8);
  if (!gpu.mesh)
    GTEST_SKIP() << "no fake GPUs";
  std::vector<std::vector<float>> out;
  EXPECT_EQ(allReduceWithout(
                gpu.mesh, 0, [](dtc_device *) {}, out),
            DTC_ERROR_ABORTED);
  EXPECT_NE(std::string(dtc_last_error()).find("returned from the program"),
            std::string::npos)
      << dtc_last_error();
}

// A process that stops taking part, before the NCCL communicator of a
// group across processes is made (DTC_TEST_STUCK_PEER=meeting) or after
// (=collective): the other process's watchdog aborts the job, naming what
// waited and the process that never came. Runs only when asked (it ends
// the job), under mpirun -np 2 with a short DTC_COLLECTIVE_TIMEOUT.
TEST(NcclAcrossProcessesTest, AStuckPeerAbortsTheJob) {
  const char *mode = std::getenv("DTC_TEST_STUCK_PEER");
  if (!mode)
    GTEST_SKIP() << "ends the job: runs when DTC_TEST_STUCK_PEER is set";
  std::string why;
  if (!fakeCudaDriverAvailable(why))
    GTEST_SKIP() << "no fake GPUs: " << why;
  useFakeGpus(8);
  dtc_mesh *mesh = clientsMesh8(false);
  useFakeGpus(0);
  ASSERT_NE(mesh, nullptr) << dtc_last_error();
  const int32_t axis = 0; // devices d and d + 4: one in each process
  std::vector<std::vector<float>> in(8, std::vector<float>(64, 1.0f)),
      out(8, std::vector<float>(64, 0.0f));
  auto allReduce = [&](dtc_device *device) {
    int64_t d = dtc_device_index(device);
    return dtc_all_reduce(device, &axis, 1, in[d].data(), out[d].data(), 64,
                          DTC_F32, DTC_SUM);
  };
  if (std::string(mode) == "collective") {
    ASSERT_EQ(runOn(mesh,
                    [&](dtc_device *device) {
                      EXPECT_EQ(allReduce(device), DTC_OK) << dtc_last_error();
                    }),
              DTC_OK);
    EXPECT_EQ(out[size_t(4 * dtc_client_id())][0], 2.0f);
  }
  int status = runOn(mesh, [&](dtc_device *device) {
    if (dtc_client_id() == 1)
      std::this_thread::sleep_for(std::chrono::seconds(60)); // stuck
    else
      allReduce(device);
  });
  ADD_FAILURE() << "the watchdog did not fire (status " << status << ")";
}

} // namespace
