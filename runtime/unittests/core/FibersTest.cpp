//===- FibersTest.cpp - devices as fibers on fewer threads ---------------===//
//
// A host mesh with more devices than CPUs runs them as fibers on one thread
// per CPU (cpu/DeviceThreads.cpp): what a fiber keeps across the waits of
// its collectives, the order in which a thread starts its devices
// (dtc_mesh_set_run_order), and all_reduces whose members are all fibers
// of one thread, done by their last member (cpu/SharedMemoryBackend.h);
// runs too short to share, on the caller's thread alone (RunModes).
//
//===----------------------------------------------------------------------===//
#include "DeviceThreads.h"
#include "TestUtil.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

using namespace dtc::test;
using dtc::runtime::RunModes;

namespace {

TEST(FibersTest, DevicesRunAsFibersOnFewerThreads) {
  // 8 devices as fibers on 2 threads (the caller's and one more), over 200
  // runs: every device once a run, on at most 2 threads; each keeps its own
  // dtc_current_device and error message across the waits of 3 collectives
  // in which the others run on its thread; a deep stack works.
  FibersSetting twoThreads("2");
  Mesh mesh({2, 4});
  const int32_t x = 0, y = 1;
  for (int run = 0; run < 200; ++run) {
    std::vector<std::thread::id> ids(8);
    std::atomic<int> ran{0};
    ASSERT_EQ(runOn(mesh.mesh,
                    [&](dtc_device *device) {
                      int64_t i = dtc_device_index(device);
                      ids[i] = std::this_thread::get_id();
                      ++ran;
                      // An error of this device's own (that does not
                      // abort the run), before the collectives.
                      const int32_t numAxes[] = {0};
                      const int64_t shape[] = {8};
                      dtc_layout replicated{1,       numAxes, nullptr, 0,
                                            nullptr, DTC_SUM, -1};
                      int64_t first;
                      EXPECT_NE(dtc_layout_first_replica(mesh.mesh, &replicated,
                                                         1, shape, 100 + i,
                                                         &first),
                                DTC_OK);
                      std::string mine = dtc_last_error();
                      EXPECT_NE(mine.find(std::to_string(100 + i)),
                                std::string::npos);
                      int32_t value = int32_t(i) + run;
                      ASSERT_EQ(dtc_all_reduce(device, &y, 1, &value, &value, 1,
                                               DTC_I32, DTC_SUM),
                                DTC_OK)
                          << dtc_last_error();
                      EXPECT_EQ(value, int32_t(4 * (i / 4 * 4) + 6 + 4 * run));
                      ASSERT_EQ(dtc_all_reduce(device, &x, 1, &value, &value, 1,
                                               DTC_I32, DTC_SUM),
                                DTC_OK);
                      EXPECT_EQ(value, int32_t(28 + 8 * run));
                      EXPECT_EQ(dtc_current_device(), device);
                      ASSERT_EQ(dtc_barrier(device), DTC_OK);
                      EXPECT_EQ(dtc_current_device(), device);
                      EXPECT_EQ(std::string(dtc_last_error()), mine);
                      if (run == 0 && i == 5) {
                        // 1 MiB of this fiber's stack, written and read.
                        volatile char deep[1 << 20];
                        for (size_t k = 0; k < sizeof deep; k += 4096)
                          deep[k] = char(k >> 12);
                        EXPECT_EQ(deep[8192], 2);
                      }
                    }),
              DTC_OK)
        << dtc_last_error();
    EXPECT_EQ(ran.load(), 8);
    std::vector<std::thread::id> distinct = ids;
    std::sort(distinct.begin(), distinct.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()),
                   distinct.end());
    EXPECT_LE(distinct.size(), 2u) << "run " << run;
    EXPECT_NE(std::find(ids.begin(), ids.end(), std::this_thread::get_id()),
              ids.end())
        << "run " << run << ": the caller ran no device";
  }
  EXPECT_EQ(dtc_current_device(), nullptr);
}

TEST(FibersTest, RunOrderHintOrdersTheFibersOfEachThread) {
  // 8 devices as fibers on one thread: by default they start in device
  // order; with dtc_mesh_set_run_order keyed by y (the devices that would
  // share the MLP's weights, sharded over y), the devices of one y start one
  // after another. Their all_reduce over y (each waits for the devices of
  // its x) still adds the right values.
  FibersSetting oneThread("1");
  Mesh mesh({2, 4});
  const int32_t y = 1;
  auto startOrder = [&] {
    std::vector<int64_t> order;
    std::mutex mutex;
    EXPECT_EQ(runOn(mesh.mesh,
                    [&](dtc_device *device) {
                      int64_t i = dtc_device_index(device);
                      {
                        std::lock_guard<std::mutex> lock(mutex);
                        order.push_back(i);
                      }
                      int32_t value = int32_t(i);
                      ASSERT_EQ(dtc_all_reduce(device, &y, 1, &value, &value, 1,
                                               DTC_I32, DTC_SUM),
                                DTC_OK)
                          << dtc_last_error();
                      EXPECT_EQ(value, int32_t(4 * (i / 4 * 4) + 6));
                    }),
              DTC_OK)
        << dtc_last_error();
    return order;
  };
  EXPECT_EQ(startOrder(), (std::vector<int64_t>{0, 1, 2, 3, 4, 5, 6, 7}));
  const int64_t byY[] = {0, 1, 2, 3, 0, 1, 2, 3};
  dtc_mesh_set_run_order(mesh.mesh, byY);
  for (int run = 0; run < 3; ++run)
    EXPECT_EQ(startOrder(), (std::vector<int64_t>{0, 4, 1, 5, 2, 6, 3, 7}))
        << "run " << run;
  // Keys that change nothing (one per device, in order) restore device order.
  const int64_t inOrder[] = {0, 1, 2, 3, 4, 5, 6, 7};
  dtc_mesh_set_run_order(mesh.mesh, inOrder);
  EXPECT_EQ(startOrder(), (std::vector<int64_t>{0, 1, 2, 3, 4, 5, 6, 7}));
}

/// Spins for `micros` microseconds (a device's work that takes time).
void busy(int64_t micros) {
  auto until =
      std::chrono::steady_clock::now() + std::chrono::microseconds(micros);
  while (std::chrono::steady_clock::now() < until) {
  }
}

TEST(FibersTest, RunOrderHintKeepsEachThreadsDevices) {
  // Two threads of fibers: the hint orders devices inside each thread's
  // block (0-3 and 4-7), never moves one to the other thread's. Each
  // device works long enough that every run is shared.
  FibersSetting twoThreads("2");
  Mesh mesh({8});
  // Ordered over the whole mesh, these keys would give one thread the even
  // devices and the other the odd ones.
  const int64_t alternate[] = {1, 0, 1, 0, 1, 0, 1, 0};
  dtc_mesh_set_run_order(mesh.mesh, alternate);
  for (int run = 0; run < 20; ++run) {
    std::vector<std::thread::id> ids(8);
    ASSERT_EQ(runOn(mesh.mesh,
                    [&](dtc_device *device) {
                      ids[size_t(dtc_device_index(device))] =
                          std::this_thread::get_id();
                      busy(80);
                      ASSERT_EQ(dtc_barrier(device), DTC_OK)
                          << dtc_last_error();
                    }),
              DTC_OK)
        << dtc_last_error();
    // All 8 meet in the barrier, so no thread finished its own block early
    // and took the other's devices.
    for (int d = 1; d < 4; ++d) {
      EXPECT_EQ(ids[d], ids[0]) << "run " << run;
      EXPECT_EQ(ids[4 + d], ids[4]) << "run " << run;
    }
    EXPECT_NE(ids[0], ids[4]) << "run " << run;
  }
}

TEST(FibersTest, RunModesFollowTheFasterWay) {
  // The first run is shared; a short one makes the next a try alone.
  RunModes m;
  EXPECT_FALSE(m.nextAlone());
  m.record(false, 12000);
  EXPECT_TRUE(m.nextAlone());
  m.record(true, 4000);
  // Alone is faster: runs stay alone, but for one shared try every
  // kProbeEvery runs.
  int shared = 0;
  for (uint32_t i = 0; i < 3 * RunModes::kProbeEvery; ++i) {
    bool alone = m.nextAlone();
    shared += !alone;
    m.record(alone, alone ? 4000 : 12000);
  }
  EXPECT_EQ(shared, 3);
  // Shared grows faster (the runs grew): runs are shared, alone tried.
  for (int i = 0; i < 40; ++i)
    m.record(true, 30000);
  int alone = 0;
  for (uint32_t i = 0; i < 2 * RunModes::kProbeEvery; ++i) {
    bool a = m.nextAlone();
    alone += a;
    m.record(a, a ? 30000 : 12000);
  }
  EXPECT_EQ(alone, 2);
  // Long runs are always shared.
  RunModes longRuns;
  longRuns.record(false, RunModes::kAloneBelow + 1);
  for (uint32_t i = 0; i < 2 * RunModes::kProbeEvery; ++i)
    EXPECT_FALSE(longRuns.nextAlone());
}

TEST(FibersTest, RunsAloneOrSharedComputeTheSame) {
  // Short runs (an all_reduce, nothing else) run alone on the caller's
  // thread or shared, as RunModes picks: every run's sums are the same.
  FibersSetting twoThreads("2");
  Mesh mesh({8});
  for (int run = 0; run < 200; ++run) {
    std::vector<int64_t> sums(8, 0);
    ASSERT_EQ(runOn(mesh.mesh,
                    [&](dtc_device *device) {
                      int64_t index = dtc_device_index(device);
                      int64_t in = index + 1;
                      const int32_t axis = 0;
                      ASSERT_EQ(dtc_all_reduce(device, &axis, 1, &in,
                                               &sums[size_t(index)], 1, DTC_I64,
                                               DTC_SUM),
                                DTC_OK)
                          << dtc_last_error();
                    }),
              DTC_OK)
        << dtc_last_error();
    EXPECT_EQ(sums, std::vector<int64_t>(8, 36)) << "run " << run;
  }
}

TEST(FibersTest, TheLastMemberCompletesAnAllReduceOfOneThreadsFibers) {
  // 8 devices as fibers on one thread, an all_reduce over y (groups 0-3 and
  // 4-7, each on the thread): its last member (3, then 7) reduces every
  // output before the others resume, and returns first. f32 inputs whose
  // sum depends on their order: the member order's sum, bit for bit.
  FibersSetting oneThread("1");
  Mesh mesh({2, 4});
  const int32_t y = 1;
  const float values[4] = {1e8f, 1.0f, -1e8f, 1.0f}; // in order: 1, not 2
  for (bool started : {false, true}) {
    std::vector<std::array<float, 3>> outs(8, {0.0f, 0.0f, 0.0f});
    std::vector<int64_t> returned;
    std::vector<int> completeAtReturn(8, 0);
    ASSERT_EQ(
        runOn(mesh.mesh,
              [&](dtc_device *device) {
                const int64_t i = dtc_device_index(device);
                std::array<float, 3> in;
                in.fill(values[i % 4]);
                if (started) {
                  dtc_request *request =
                      dtc_all_reduce_start(device, &y, 1, in.data(),
                                           outs[i].data(), 3, DTC_F32, DTC_SUM);
                  ASSERT_NE(request, nullptr) << dtc_last_error();
                  // The last to start completes it for all.
                  for (int64_t j = i / 4 * 4; j < i / 4 * 4 + 4; ++j)
                    completeAtReturn[i] += outs[j][2] == 1.0f;
                  ASSERT_EQ(dtc_wait(device, request, in.data()), DTC_OK)
                      << dtc_last_error();
                } else {
                  ASSERT_EQ(dtc_all_reduce(device, &y, 1, in.data(),
                                           outs[i].data(), 3, DTC_F32, DTC_SUM),
                            DTC_OK)
                      << dtc_last_error();
                  for (int64_t j = i / 4 * 4; j < i / 4 * 4 + 4; ++j)
                    completeAtReturn[i] += outs[j][2] == 1.0f;
                }
                returned.push_back(i); // one thread: no race
              }),
        DTC_OK)
        << dtc_last_error();
    for (int64_t i = 0; i < 8; ++i)
      EXPECT_EQ(outs[i], (std::array<float, 3>{1.0f, 1.0f, 1.0f}))
          << "device " << i;
    EXPECT_EQ(completeAtReturn[3], 4) << (started ? "started" : "sync");
    EXPECT_EQ(completeAtReturn[7], 4) << (started ? "started" : "sync");
    if (!started) {
      ASSERT_EQ(returned.size(), 8u);
      EXPECT_EQ(returned[0], 3) << "the last member waited for the others";
      EXPECT_EQ(returned[1], 7);
    }
  }
}

TEST(FibersTest, AnAllReduceOfOneThreadsFibersStillReportsDisagreement) {
  // The last member completes nothing when the calls differ: every member
  // reports the mismatch, as in the shared algorithm.
  FibersSetting oneThread("1");
  Mesh mesh({4});
  const int32_t x = 0;
  std::vector<int> status(4, DTC_OK);
  EXPECT_NE(runOn(mesh.mesh,
                  [&](dtc_device *device) {
                    const int64_t i = dtc_device_index(device);
                    float in[2] = {1.0f, 2.0f}, out[2] = {0.0f, 0.0f};
                    status[i] =
                        dtc_all_reduce(device, &x, 1, in, out, i == 2 ? 2 : 1,
                                       DTC_F32, DTC_SUM);
                  }),
            DTC_OK);
  for (int64_t i = 0; i < 4; ++i)
    EXPECT_EQ(status[i], DTC_ERROR_MISMATCH) << "device " << i;
}

TEST(FibersTest, AnAllReduceAcrossFiberThreadsSharesItsWork) {
  // Two threads of fibers (devices 0-3 and 4-7), groups over x (0 and 4, 1
  // and 5, ...): every member does its share, the values are the sums.
  FibersSetting twoThreads("2");
  Mesh mesh({2, 4});
  const int32_t x = 0;
  for (int run = 0; run < 20; ++run)
    ASSERT_EQ(runOn(mesh.mesh,
                    [&](dtc_device *device) {
                      const int64_t i = dtc_device_index(device);
                      std::vector<float> in(100, float(i)), out(100, -1.0f);
                      ASSERT_EQ(dtc_all_reduce(device, &x, 1, in.data(),
                                               out.data(), 100, DTC_F32,
                                               DTC_SUM),
                                DTC_OK)
                          << dtc_last_error();
                      const float want = float(i % 4 + i % 4 + 4);
                      for (float v : out)
                        ASSERT_EQ(v, want) << "device " << i;
                    }),
              DTC_OK)
        << dtc_last_error();
}

TEST(FibersTest, FibersSurviveBackToBackRuns) {
  // Short runs one after another, as a training loop's steps and a
  // checkpoint's copies are: a fiber that finished a run must be off its
  // stack before the next run may start it again on another thread (the
  // last device to finish once signalled the caller from its own stack, and
  // the caller's next run reset that stack under it).
  FibersSetting twoThreads("2");
  Mesh mesh({6});
  std::vector<int64_t> counts(6, 0);
  for (int run = 0; run < 20000; ++run) {
    ASSERT_EQ(runOn(mesh.mesh,
                    [&](dtc_device *device) {
                      int64_t i = dtc_device_index(device);
                      ++counts[size_t(i)];
                      // A few microseconds of work, varied, so that both
                      // threads run devices and either may finish last.
                      volatile int64_t sink = 0;
                      for (int64_t k = 0; k < 200 * ((run + i) % 4); ++k)
                        sink = sink + k;
                      EXPECT_EQ(dtc_current_device(), device);
                    }),
              DTC_OK)
        << dtc_last_error();
  }
  for (int64_t c : counts)
    EXPECT_EQ(c, 20000);
}

} // namespace
