//===- LauncherGpuTest.cpp - training steps on fake GPUs ------------------===//
//
// The launcher's step loop on a mesh of 2 fake GPUs (FakeCudaDriver.h) with
// a hand-written entry standing in for compiled code: a variable stays in
// the devices' memory across steps, its assignment happens there, and the
// host sees its value after the steps; on a mixed mesh a CPU device runs
// the host code beside them.
//
//===----------------------------------------------------------------------===//
#include "FakeCudaDriver.h"
#include "FakeNccl.h"
#include "Invocation.h"
#include "Options.h"
#include "Program.h"
#include "RunArrays.h"
#include "Steps.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <unistd.h>
#include <vector>

extern "C" void *_mlir_memref_to_llvm_alloc(size_t size);

using namespace dtc;
using namespace dtc::launcher;

namespace {

constexpr int64_t kN = 4;
/// Per device and step: the address the entry got for the variable.
std::vector<std::vector<const void *>> seen;

const float *data(const int64_t *desc) {
  return reinterpret_cast<const float *>(desc[1]) + desc[2];
}

void record(const int64_t *w) {
  seen[size_t(dtc_device_index(dtc_current_device()))].push_back(data(w));
}

/// w' = w + x into a new buffer of the program's allocator (device memory).
extern "C" void freshStep(int64_t *result, int64_t *w, int64_t *x) {
  record(w);
  auto *out =
      static_cast<float *>(_mlir_memref_to_llvm_alloc(kN * sizeof(float)));
  for (int64_t i = 0; i < kN; ++i)
    out[i] = data(w)[i] + data(x)[i];
  int64_t desc[] = {int64_t(reinterpret_cast<intptr_t>(out)),
                    int64_t(reinterpret_cast<intptr_t>(out)), 0, kN, 1};
  std::copy(std::begin(desc), std::end(desc), result);
}

/// w += x in place, returning the variable's own buffer.
extern "C" void inPlaceStep(int64_t *result, int64_t *w, int64_t *x) {
  record(w);
  auto *v = const_cast<float *>(data(w));
  for (int64_t i = 0; i < kN; ++i)
    v[i] += data(x)[i];
  std::copy(w, w + 5, result);
}

/// Runs the steps of `o` on `mesh` (`numDevices` devices) through the
/// launcher, as its main does, and frees the results.
void runJob(launcher::Run &run, const EntrySpec &entry, dtc_mesh *mesh,
            int64_t numDevices, const Options &o) {
  run.entry = &entry;
  run.mesh = mesh;
  run.numDevices = numDevices;
  ASSERT_EQ(addViews(run), 0);
  ASSERT_EQ(loadInputs(run, o), 0);
  ASSERT_EQ(planSteps(run, o), 0);
  for (int64_t d = 0; d < run.numDevices; ++d)
    run.resultStructs.emplace_back(5, 0);
  run.hostResults.resize(size_t(numDevices));
  run.gpuCopySeconds.assign(size_t(numDevices), 0.0);
  seen.assign(size_t(numDevices), {});
  double compute = 0;
  ASSERT_EQ(runSteps(run, o, compute), 0);
  freeResults(run);
}

const char *kProgram = R"(dtc-program 6
cpu x86-64 needs 0
entry step mesh 1 2 axes 1 d ids 2 0 1 type 1 host 0 clients 1 held 0
 views 0
 args 2
 tensor 0 1 4 layout 1 0 partial 0 0 device -1 view 0 role variable w
 tensor 0 1 4 layout 1 0 partial 0 0 device -1 view 0 role input
 results 1
 tensor 0 1 4 layout 1 0 partial 0 0 device -1 view 0 role assign w
end
)";

class LauncherGpuTest : public ::testing::TestWithParam<bool> {
protected:
  void SetUp() override {
    std::string why;
    if (!test::fakeCudaDriverAvailable(why))
      GTEST_SKIP() << why;
    const int64_t sizes[] = {2};
    test::useFakeGpus(2);
    mesh = dtc_mesh_create_typed(1, sizes, nullptr, DTC_DEVICE_GPU);
    test::useFakeGpus(0);
    ASSERT_NE(mesh, nullptr) << dtc_last_error();
    dir = "/tmp/dtc-launcher-gpu-" + std::to_string(getpid());
    ASSERT_EQ(system(("mkdir -p " + dir).c_str()), 0);
  }
  void TearDown() override {
    if (mesh)
      dtc_mesh_destroy(mesh);
    if (!dir.empty())
      (void)system(("rm -rf " + dir).c_str());
  }
  std::string save(const std::string &name, const std::vector<float> &v) {
    std::string path = dir + "/" + name + ".npy";
    const int64_t shape[] = {kN};
    EXPECT_EQ(dtc_npy_write(path.c_str(), v.data(), DTC_F32, 1, shape), DTC_OK);
    return path;
  }

  dtc_mesh *mesh = nullptr;
  std::string dir;
};

TEST_P(LauncherGpuTest, VariablesStayOnTheDevices) {
  bool inPlace = GetParam();
  void *functions[] = {
      reinterpret_cast<void *>(inPlace ? &inPlaceStep : &freshStep)};
  CpuSpec cpu;
  std::vector<EntrySpec> entries;
  std::string error;
  ASSERT_TRUE(parseProgram(kProgram, functions, functions, cpu, entries, error))
      << error;
  Options o;
  o.variables = {{"w", save("w", {1, 2, 3, 4})}};
  o.inputs = {save("x", {10, 20, 30, 40})};
  o.steps = 3;
  o.logEvery = 0;
  launcher::Run run;
  runJob(run, entries[0], mesh, 2, o);
  ASSERT_FALSE(HasFatalFailure());
  for (int64_t d = 0; d < 2; ++d) {
    // Each step copied x to the GPU, timed apart from the program.
    EXPECT_GT(run.gpuCopySeconds[size_t(d)], 0.0) << "device " << d;
    // Every step ran on the variable's device buffer...
    ASSERT_EQ(seen[size_t(d)].size(), 3u);
    for (const void *p : seen[size_t(d)])
      EXPECT_EQ(p, run.resident[0][size_t(d)]);
    EXPECT_NE(run.resident[0][size_t(d)], run.argShards[0][size_t(d)]->data);
    // ...and the host has its value after the steps: w + 3x.
    const float *w =
        static_cast<const float *>(run.argShards[0][size_t(d)]->data);
    EXPECT_EQ(std::vector<float>(w, w + kN),
              (std::vector<float>{31, 62, 93, 124}));
  }
  EXPECT_FALSE(run.residentAhead);
  // Result shards on disk hold the assigned value (the variable's).
  o.outputShards = dir;
  ASSERT_EQ(storeOutputs(run, o), 0);
  for (int64_t id : {0, 1}) {
    std::vector<float> shard(kN);
    const int64_t shape[] = {kN};
    std::string path = dir + "/result0.dev" + std::to_string(id) + ".npy";
    ASSERT_EQ(dtc_npy_read(path.c_str(), DTC_F32, 1, shape, shard.data()),
              DTC_OK)
        << dtc_last_error();
    EXPECT_EQ(shard, (std::vector<float>{31, 62, 93, 124}));
  }
  releaseVariables(run);
  for (int64_t d = 0; d < 2; ++d)
    EXPECT_EQ(run.resident[0][size_t(d)], nullptr);
}

INSTANTIATE_TEST_SUITE_P(Results, LauncherGpuTest, ::testing::Bool(),
                         [](const auto &info) {
                           return info.param ? "InPlace" : "Fresh";
                         });

} // namespace

/// The host code of freshStep: the same computation, on a CPU device.
std::vector<int64_t> hostCalls;
extern "C" void hostStep(int64_t *result, int64_t *w, int64_t *x) {
  hostCalls.push_back(dtc_device_index(dtc_current_device()));
  freshStep(result, w, x);
}

// A mixed mesh (2 fake GPUs and CPU device 7, a parameter device beside GPU
// replicas): the CPU device runs the entry's host code on host buffers and
// its variable is assigned in host memory; the GPUs' stays resident.
TEST(LauncherMixedTest, CpuDevicesRunTheHostCode) {
  std::string why;
  if (!test::fakeCudaDriverAvailable(why))
    GTEST_SKIP() << why;
  // kProgram's entry on devices 0, 1 (GPUs) and 7 (a CPU).
  std::string program = kProgram;
  const std::string twoGpus =
      "mesh 1 2 axes 1 d ids 2 0 1 type 1 host 0 clients 1 held 0";
  ASSERT_NE(program.find(twoGpus), std::string::npos);
  program.replace(
      program.find(twoGpus), twoGpus.size(),
      "mesh 1 3 axes 1 d ids 3 0 1 7 type 1 host 1 7 clients 1 held 0");
  void *functions[] = {reinterpret_cast<void *>(&freshStep)};
  void *hostFunctions[] = {reinterpret_cast<void *>(&hostStep)};
  CpuSpec cpu;
  std::vector<EntrySpec> entries;
  std::string error;
  ASSERT_TRUE(parseProgram(program.c_str(), functions, hostFunctions, cpu,
                           entries, error))
      << error;
  std::vector<dtc_device_type> types = entries[0].deviceTypes();
  ASSERT_EQ(types, (std::vector<dtc_device_type>{DTC_DEVICE_GPU, DTC_DEVICE_GPU,
                                                 DTC_DEVICE_CPU}));
  const int64_t sizes[] = {3}, ids[] = {0, 1, 7};
  test::useFakeGpus(2);
  dtc_mesh *mesh = dtc_mesh_create_mixed(1, sizes, ids, types.data());
  test::useFakeGpus(0);
  ASSERT_NE(mesh, nullptr) << dtc_last_error();
  EXPECT_EQ(dtc_mesh_device_type(mesh), DTC_DEVICE_GPU);
  std::string dir = "/tmp/dtc-launcher-mixed-" + std::to_string(getpid());
  ASSERT_EQ(system(("mkdir -p " + dir).c_str()), 0);
  const int64_t shape[] = {kN};
  std::vector<float> w0 = {1, 2, 3, 4}, x = {10, 20, 30, 40};
  ASSERT_EQ(
      dtc_npy_write((dir + "/w.npy").c_str(), w0.data(), DTC_F32, 1, shape),
      DTC_OK);
  ASSERT_EQ(
      dtc_npy_write((dir + "/x.npy").c_str(), x.data(), DTC_F32, 1, shape),
      DTC_OK);
  Options o;
  o.variables = {{"w", dir + "/w.npy"}};
  o.inputs = {dir + "/x.npy"};
  o.steps = 2;
  o.logEvery = 0;
  {
    launcher::Run run;
    hostCalls.clear();
    runJob(run, entries[0], mesh, 3, o);
    ASSERT_FALSE(HasFatalFailure());
    EXPECT_EQ(hostCalls, (std::vector<int64_t>{2, 2}));
    // The GPUs ran on their resident copies, the CPU device on the host shard.
    for (int64_t d = 0; d < 2; ++d)
      EXPECT_NE(run.resident[0][size_t(d)], nullptr);
    EXPECT_EQ(run.resident[0][2], nullptr);
    for (const void *p : seen[2])
      EXPECT_EQ(p, run.argShards[0][2]->data);
    for (int64_t d = 0; d < 3; ++d) {
      const float *w =
          static_cast<const float *>(run.argShards[0][size_t(d)]->data);
      EXPECT_EQ(std::vector<float>(w, w + kN),
                (std::vector<float>{21, 42, 63, 84}))
          << "device " << d;
    }
    releaseVariables(run);
  }
  dtc_mesh_destroy(mesh);
  (void)system(("rm -rf " + dir).c_str());
}
