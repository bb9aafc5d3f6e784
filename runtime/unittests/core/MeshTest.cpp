//===- MeshTest.cpp - meshes, devices, runs and failed runs --------------===//
#include "TestUtil.h"

#include <cstring>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <mutex>
#include <thread>

using namespace dtc::test;

namespace {

TEST(MeshTest, Geometry) {
  const int64_t ids[] = {7, 6, 5, 4, 3, 2, 1, 0};
  Mesh mesh({2, 4}, ids);
  ASSERT_NE(mesh.mesh, nullptr);
  EXPECT_EQ(dtc_mesh_rank(mesh.mesh), 2);
  EXPECT_EQ(dtc_mesh_num_devices(mesh.mesh), 8);
  EXPECT_EQ(dtc_mesh_axis_size(mesh.mesh, 1), 4);
  EXPECT_EQ(dtc_mesh_axis_size(mesh.mesh, 2), -1);
  EXPECT_EQ(dtc_mesh_device_id(mesh.mesh, 2), 5);
  EXPECT_EQ(dtc_mesh_device_id(mesh.mesh, 8), -1);
  EXPECT_EQ(dtc_mesh_device_index(mesh.mesh, 5), 2);
  EXPECT_EQ(dtc_mesh_device_index(mesh.mesh, 9), -1);

  std::vector<std::array<int64_t, 4>> seen(8);
  ASSERT_EQ(runOn(mesh.mesh,
                  [&](dtc_device *device) {
                    int64_t i = dtc_device_index(device);
                    seen[i] = {dtc_device_id(device),
                               dtc_device_coord(device, 0),
                               dtc_device_coord(device, 1),
                               dtc_device_coord(device, 2)};
                    EXPECT_EQ(dtc_device_mesh(device), mesh.mesh);
                  }),
            DTC_OK);
  for (int64_t i = 0; i < 8; ++i) {
    EXPECT_EQ(seen[i][0], 7 - i);
    EXPECT_EQ(seen[i][1], i / 4); // row-major: the last axis varies fastest
    EXPECT_EQ(seen[i][2], i % 4);
    EXPECT_EQ(seen[i][3], -1);
  }
}

TEST(MeshTest, RankZeroIsOneDevice) {
  const int64_t id = 5;
  dtc_mesh *mesh = dtc_mesh_create(0, nullptr, &id);
  ASSERT_NE(mesh, nullptr);
  EXPECT_EQ(dtc_mesh_num_devices(mesh), 1);
  int64_t seenId = -1;
  ASSERT_EQ(runOn(mesh,
                  [&](dtc_device *device) {
                    seenId = dtc_device_id(device);
                    int64_t value = 3;
                    EXPECT_EQ(dtc_all_reduce(device, nullptr, 0, &value, &value,
                                             1, DTC_I64, DTC_SUM),
                              DTC_OK);
                    EXPECT_EQ(value, 3);
                    EXPECT_EQ(dtc_barrier(device), DTC_OK);
                  }),
            DTC_OK);
  EXPECT_EQ(seenId, 5);
  dtc_mesh_destroy(mesh);
}

TEST(MeshTest, BadMeshes) {
  const int64_t zero[] = {2, 0};
  EXPECT_EQ(dtc_mesh_create(2, zero, nullptr), nullptr);
  EXPECT_NE(std::string(dtc_last_error()).find("positive"), std::string::npos);
  const int64_t sizes[] = {2, 2};
  const int64_t repeated[] = {0, 1, 1, 2};
  EXPECT_EQ(dtc_mesh_create(2, sizes, repeated), nullptr);
  EXPECT_NE(std::string(dtc_last_error()).find("repeated"), std::string::npos);
  const int64_t negative[] = {0, 1, -2, 3};
  EXPECT_EQ(dtc_mesh_create(2, sizes, negative), nullptr);
  EXPECT_EQ(dtc_mesh_create(-1, sizes, nullptr), nullptr);
  EXPECT_EQ(dtc_mesh_create(2, nullptr, nullptr), nullptr);
  const int64_t huge[] = {int64_t(1) << 40, int64_t(1) << 40};
  EXPECT_EQ(dtc_mesh_create(2, huge, nullptr), nullptr);
  EXPECT_EQ(dtc_mesh_run(nullptr, nullptr, nullptr),
            DTC_ERROR_INVALID_ARGUMENT);
}

TEST(MeshTest, RunsAgainAfterAFailedRun) {
  Mesh mesh({4});
  const int32_t axis = 0;
  for (int attempt = 0; attempt < 3; ++attempt) {
    bool fail = attempt == 1;
    int status = runOn(mesh.mesh, [&](dtc_device *device) {
      if (fail && dtc_device_index(device) == 2) {
        dtc_device_abort(device, "device 2 gives up");
        return;
      }
      int32_t value = 1;
      int s =
          dtc_all_reduce(device, &axis, 1, &value, &value, 1, DTC_I32, DTC_SUM);
      if (!fail) {
        EXPECT_EQ(s, DTC_OK) << dtc_last_error();
        EXPECT_EQ(value, 4);
      } else {
        EXPECT_EQ(s, DTC_ERROR_ABORTED);
      }
    });
    if (fail) {
      EXPECT_EQ(status, DTC_ERROR_ABORTED);
      EXPECT_NE(std::string(dtc_last_error()).find("device 2 gives up"),
                std::string::npos)
          << dtc_last_error();
    } else {
      EXPECT_EQ(status, DTC_OK) << dtc_last_error();
    }
  }
}

TEST(MeshTest, DeviceThreadsAreKeptBetweenRuns) {
  // Each device runs on one thread of its own, the same in every run (the
  // threads are started once and woken per run; device 0's is the caller's),
  // and every run sees every device exactly once.
  FibersSetting threadsOnly("0");
  Mesh mesh({2, 4});
  const int32_t y = 1;
  std::vector<std::thread::id> threads(8);
  for (int run = 0; run < 200; ++run) {
    std::vector<std::thread::id> now(8);
    std::atomic<int> ran{0};
    ASSERT_EQ(runOn(mesh.mesh,
                    [&](dtc_device *device) {
                      int64_t i = dtc_device_index(device);
                      now[i] = std::this_thread::get_id();
                      ++ran;
                      int32_t value = int32_t(i) + run;
                      ASSERT_EQ(dtc_all_reduce(device, &y, 1, &value, &value, 1,
                                               DTC_I32, DTC_SUM),
                                DTC_OK)
                          << dtc_last_error();
                      int64_t row = i / 4 * 4;
                      EXPECT_EQ(value, int32_t(4 * row + 6 + 4 * run));
                    }),
              DTC_OK)
        << dtc_last_error();
    EXPECT_EQ(ran.load(), 8);
    if (run == 0)
      threads = now;
    EXPECT_EQ(now, threads) << "run " << run;
  }
  EXPECT_EQ(threads[0], std::this_thread::get_id());
  for (int a = 0; a < 8; ++a) {
    if (a > 0) {
      EXPECT_NE(threads[a], std::this_thread::get_id());
    }
    for (int b = a + 1; b < 8; ++b)
      EXPECT_NE(threads[a], threads[b]);
  }
}

TEST(MeshTest, DeviceThatReturnsEarlyDoesNotHangItsGroup) {
  Mesh mesh({2, 4});
  const int32_t y = 1;
  std::atomic<int> aborted{0}, ok{0};
  int status = runOn(mesh.mesh, [&](dtc_device *device) {
    // Device 5 (row 1) leaves without joining; row 0 is not affected.
    if (dtc_device_index(device) == 5)
      return;
    float value = 1;
    int s = dtc_all_reduce(device, &y, 1, &value, &value, 1, DTC_F32, DTC_SUM);
    (s == DTC_OK ? ok : aborted)++;
  });
  EXPECT_EQ(status, DTC_ERROR_ABORTED);
  EXPECT_NE(std::string(dtc_last_error()).find("device 5 returned"),
            std::string::npos)
      << dtc_last_error();
  // Row 1's three others fail; row 0 may complete before the abort.
  EXPECT_GE(aborted.load(), 3);
  EXPECT_EQ(aborted.load() + ok.load(), 7);
}

TEST(MeshTest, StartedAllReduceLetsTheDeviceGoOn) {
  // Device 1 starts, then tells device 0, which starts only once told: a
  // start that waited for the group would never return. Threads, so that
  // device 0 may wait without switching fibers.
  FibersSetting threadsOnly("0");
  Mesh mesh({2});
  const int32_t x = 0;
  std::atomic<bool> started{false}, toldInTime{true};
  float in[2][3] = {{1, 2, 3}, {10, 20, 30}}, out[2][3] = {};
  ASSERT_EQ(runOn(mesh.mesh,
                  [&](dtc_device *device) {
                    int64_t d = dtc_device_index(device);
                    if (d == 0) {
                      auto deadline = std::chrono::steady_clock::now() +
                                      std::chrono::seconds(10);
                      while (!started.load() &&
                             std::chrono::steady_clock::now() < deadline)
                        std::this_thread::yield();
                      toldInTime = started.load();
                    }
                    dtc_request *request = dtc_all_reduce_start(
                        device, &x, 1, in[d], out[d], 3, DTC_F32, DTC_SUM);
                    ASSERT_NE(request, nullptr) << dtc_last_error();
                    if (d == 1)
                      started = true;
                    EXPECT_EQ(dtc_wait(device, request, in[d]), DTC_OK)
                        << dtc_last_error();
                  }),
            DTC_OK)
      << dtc_last_error();
  EXPECT_TRUE(toldInTime.load());
  for (int d = 0; d < 2; ++d)
    EXPECT_EQ(std::vector<float>(out[d], out[d] + 3),
              (std::vector<float>{11, 22, 33}));
}

TEST(MeshTest, StartedAllReducesOnAGroupNamedTwoWays) {
  // [x, y] and [y, x] are one group (one slot table) in two orders: their
  // started collectives in flight together must not take one Meeting.
  Mesh mesh({2, 2});
  const int32_t xy[] = {0, 1}, yx[] = {1, 0};
  std::vector<float> sums(4 * 200), maxes(4 * 200);
  ASSERT_EQ(
      runOn(mesh.mesh,
            [&](dtc_device *device) {
              int64_t d = dtc_device_index(device);
              for (int i = 0; i < 200; ++i) {
                float a = float(d + i), b = float(10 * d - i);
                dtc_request *first = dtc_all_reduce_start(
                    device, xy, 2, &a, &sums[4 * i + d], 1, DTC_F32, DTC_SUM);
                dtc_request *second = dtc_all_reduce_start(
                    device, yx, 2, &b, &maxes[4 * i + d], 1, DTC_F32, DTC_MAX);
                ASSERT_EQ(
                    dtc_wait(device, i % 2 ? first : second, i % 2 ? &a : &b),
                    DTC_OK)
                    << dtc_last_error();
                ASSERT_EQ(
                    dtc_wait(device, i % 2 ? second : first, i % 2 ? &b : &a),
                    DTC_OK)
                    << dtc_last_error();
              }
            }),
      DTC_OK)
      << dtc_last_error();
  for (int i = 0; i < 200; ++i)
    for (int d = 0; d < 4; ++d) {
      EXPECT_EQ(sums[4 * i + d], float(6 + 4 * i)) << i;
      EXPECT_EQ(maxes[4 * i + d], float(30 - i)) << i;
    }
}

TEST(MeshTest, StartedAllReduceErrors) {
  Mesh mesh({4});
  const int32_t x = 0;
  auto expectFailure = [&](int status, int expected, const char *message) {
    EXPECT_EQ(status, expected) << dtc_last_error();
    EXPECT_NE(std::string(dtc_last_error()).find(message), std::string::npos)
        << dtc_last_error();
  };
  // More than DTC_MAX_STARTED in flight: the next start fails; the waits
  // still complete the others (and report the failed run).
  expectFailure(
      runOn(mesh.mesh,
            [&](dtc_device *device) {
              float values[DTC_MAX_STARTED + 1] = {};
              std::vector<dtc_request *> requests;
              for (int i = 0; i <= DTC_MAX_STARTED; ++i)
                requests.push_back(dtc_all_reduce_start(device, &x, 1,
                                                        &values[i], &values[i],
                                                        1, DTC_F32, DTC_SUM));
              EXPECT_EQ(requests.back(), nullptr);
              for (int i = 0; i < DTC_MAX_STARTED; ++i)
                EXPECT_EQ(dtc_wait(device, requests[i], &values[i]),
                          DTC_ERROR_ABORTED);
              EXPECT_EQ(dtc_wait(device, nullptr, nullptr), DTC_ERROR_ABORTED);
            }),
      DTC_ERROR_INVALID_ARGUMENT, "collectives in flight already");
  // A wait with another input, and a second wait of one request.
  expectFailure(runOn(mesh.mesh,
                      [&](dtc_device *device) {
                        float a = 1, b = 0, other = 0;
                        dtc_request *request = dtc_all_reduce_start(
                            device, &x, 1, &a, &b, 1, DTC_F32, DTC_SUM);
                        bool bad = dtc_device_index(device) == 2;
                        int status =
                            dtc_wait(device, request, bad ? &other : &a);
                        // The others complete, or see the failed run.
                        EXPECT_TRUE(bad ? status == DTC_ERROR_INVALID_ARGUMENT
                                        : status != DTC_ERROR_INVALID_ARGUMENT);
                      }),
                DTC_ERROR_INVALID_ARGUMENT, "is not the buffer");
  expectFailure(runOn(mesh.mesh,
                      [&](dtc_device *device) {
                        float a = 1, b = 0;
                        dtc_request *request = dtc_all_reduce_start(
                            device, &x, 1, &a, &b, 1, DTC_F32, DTC_SUM);
                        EXPECT_NE(dtc_wait(device, request, &a),
                                  DTC_ERROR_INVALID_ARGUMENT);
                        if (dtc_device_index(device) == 1) {
                          EXPECT_EQ(dtc_wait(device, request, &a),
                                    DTC_ERROR_INVALID_ARGUMENT);
                        }
                      }),
                DTC_ERROR_INVALID_ARGUMENT, "has not waited for");
  // Different calls: every member's wait reports it.
  expectFailure(
      runOn(mesh.mesh,
            [&](dtc_device *device) {
              float values[8] = {};
              int64_t count = dtc_device_index(device) == 3 ? 8 : 4;
              dtc_request *request = dtc_all_reduce_start(
                  device, &x, 1, values, values, count, DTC_F32, DTC_SUM);
              EXPECT_EQ(dtc_wait(device, request, values), DTC_ERROR_MISMATCH);
            }),
      DTC_ERROR_MISMATCH, "called different collectives");
  // A device that never starts and returns: the others' waits fail.
  expectFailure(runOn(mesh.mesh,
                      [&](dtc_device *device) {
                        if (dtc_device_index(device) == 0)
                          return;
                        float a = 1, b = 0;
                        dtc_request *request = dtc_all_reduce_start(
                            device, &x, 1, &a, &b, 1, DTC_F32, DTC_SUM);
                        EXPECT_EQ(dtc_wait(device, request, &a),
                                  DTC_ERROR_ABORTED);
                      }),
                DTC_ERROR_ABORTED, "device 0 returned");
  // A device that starts and returns without waiting: it completes its part
  // on the way out (the others may read its buffers) and the run fails.
  float kept[4] = {1, 2, 3, 4}, sums[4] = {};
  expectFailure(runOn(mesh.mesh,
                      [&](dtc_device *device) {
                        int64_t d = dtc_device_index(device);
                        dtc_request *request =
                            dtc_all_reduce_start(device, &x, 1, &kept[d],
                                                 &sums[d], 1, DTC_F32, DTC_SUM);
                        if (d != 1)
                          dtc_wait(device, request, &kept[d]);
                      }),
                DTC_ERROR_INVALID_ARGUMENT,
                "returned with 1 started collective(s) it did not wait for");
  EXPECT_EQ(std::vector<float>(sums, sums + 4),
            (std::vector<float>{10, 10, 10, 10}));
  // The mesh runs again.
  EXPECT_EQ(runOn(mesh.mesh,
                  [&](dtc_device *device) {
                    float a = 1, b = 0;
                    dtc_request *request = dtc_all_reduce_start(
                        device, &x, 1, &a, &b, 1, DTC_F32, DTC_SUM);
                    EXPECT_EQ(dtc_wait(device, request, &a), DTC_OK);
                    EXPECT_EQ(b, 4);
                  }),
            DTC_OK)
      << dtc_last_error();
}

TEST(MeshTest, BarrierWaitsForEveryDevice) {
  Mesh mesh({8});
  std::atomic<int> arrived{0};
  std::atomic<bool> early{false};
  ASSERT_EQ(runOn(mesh.mesh,
                  [&](dtc_device *device) {
                    if (dtc_device_index(device) == 3)
                      std::this_thread::sleep_for(
                          std::chrono::milliseconds(20));
                    arrived++;
                    ASSERT_EQ(dtc_barrier(device), DTC_OK);
                    if (arrived.load() != 8)
                      early = true;
                  }),
            DTC_OK);
  EXPECT_FALSE(early.load());
}

TEST(MeshTest, BarrierFailsWhenADeviceHasReturned) {
  Mesh mesh({4});
  int status = runOn(mesh.mesh, [&](dtc_device *device) {
    if (dtc_device_index(device) == 0)
      return;
    EXPECT_EQ(dtc_barrier(device), DTC_ERROR_ABORTED);
  });
  EXPECT_EQ(status, DTC_ERROR_ABORTED);
}

TEST(MeshTest, BadArgumentsFailTheRunWithoutHanging) {
  Mesh mesh({2, 2});
  struct Bad {
    std::vector<int32_t> axes;
    const char *message;
  };
  for (const Bad &bad : {Bad{{2}, "out of range"}, Bad{{0, 0}, "twice"},
                         Bad{{-1}, "out of range"}}) {
    int status = runOn(mesh.mesh, [&](dtc_device *device) {
      // Only device 0 passes bad axes; the others wait for it in a good
      // call over the whole mesh.
      const int32_t good[] = {0, 1};
      bool isBad = dtc_device_index(device) == 0;
      float value = 0;
      int s = dtc_all_reduce(device, isBad ? bad.axes.data() : good,
                             isBad ? bad.axes.size() : 2, &value, &value, 1,
                             DTC_F32, DTC_SUM);
      EXPECT_NE(s, DTC_OK);
    });
    EXPECT_EQ(status, DTC_ERROR_INVALID_ARGUMENT);
    EXPECT_NE(std::string(dtc_last_error()).find(bad.message),
              std::string::npos)
        << dtc_last_error();
  }
}

TEST(MeshTest, MismatchedCallsAreReported) {
  Mesh mesh({4});
  const int32_t axis = 0;
  int status = runOn(mesh.mesh, [&](dtc_device *device) {
    float values[8] = {};
    int64_t count = dtc_device_index(device) == 2 ? 8 : 4;
    EXPECT_EQ(dtc_all_reduce(device, &axis, 1, values, values, count, DTC_F32,
                             DTC_SUM),
              DTC_ERROR_MISMATCH);
  });
  EXPECT_EQ(status, DTC_ERROR_MISMATCH);
  EXPECT_NE(std::string(dtc_last_error()).find("called different collectives"),
            std::string::npos)
      << dtc_last_error();

  status = runOn(mesh.mesh, [&](dtc_device *device) {
    float values[4] = {};
    int64_t shape[] = {4};
    if (dtc_device_index(device) == 1)
      dtc_all_gather(device, &axis, 1, values, values, 1, shape, DTC_F32, 0);
    else
      dtc_all_reduce(device, &axis, 1, values, values, 4, DTC_F32, DTC_SUM);
  });
  EXPECT_EQ(status, DTC_ERROR_MISMATCH);
  EXPECT_NE(std::string(dtc_last_error()).find("all_gather"), std::string::npos)
      << dtc_last_error();
}

TEST(MeshTest, ArgumentChecks) {
  Mesh mesh({2});
  const int32_t axis = 0;
  struct Check {
    std::function<int(dtc_device *)> call;
    const char *message;
  };
  float buffer[16] = {};
  const int64_t shape3[] = {3};
  const int64_t shape4[] = {4};
  const int64_t badPerm[] = {0, 0};
  std::vector<Check> checks = {
      {[&](dtc_device *d) {
         return dtc_all_reduce(d, &axis, 1, buffer, buffer, 4, DTC_F32,
                               DTC_AND);
       },
       "and does not apply to f32"},
      {[&](dtc_device *d) {
         return dtc_all_reduce(d, &axis, 1, buffer, buffer, 4, DTC_BOOL,
                               DTC_MEAN);
       },
       "mean does not apply to bool"},
      {[&](dtc_device *d) {
         return dtc_all_reduce(d, &axis, 1, nullptr, buffer, 4, DTC_F32,
                               DTC_SUM);
       },
       "in is NULL"},
      {[&](dtc_device *d) {
         return dtc_all_reduce(d, &axis, 1, buffer, buffer, 4,
                               static_cast<dtc_dtype>(42), DTC_SUM);
       },
       "unknown dtype"},
      {[&](dtc_device *d) {
         return dtc_reduce_scatter(d, &axis, 1, buffer, buffer, 1, shape3,
                                   DTC_F32, 0, DTC_SUM);
       },
       "not divisible by the group size 2"},
      {[&](dtc_device *d) {
         return dtc_all_gather(d, &axis, 1, buffer, buffer, 1, shape4, DTC_F32,
                               1);
       },
       "dim 1 is not a dimension"},
      {[&](dtc_device *d) {
         return dtc_all_to_all(d, &axis, 1, buffer, buffer, 1, shape3, DTC_F32,
                               0, 0);
       },
       "split_dim 0 of size 3"},
      {[&](dtc_device *d) {
         return dtc_collective_permute(d, &axis, 1, buffer, buffer, 4, badPerm);
       },
       "is not a permutation"},
      {[&](dtc_device *d) {
         return dtc_broadcast(d, &axis, 1, buffer, buffer, 4, 2);
       },
       "root 2 is not in a group of 2"},
  };
  for (const Check &check : checks) {
    int status = runOn(mesh.mesh, [&](dtc_device *device) {
      EXPECT_NE(check.call(device), DTC_OK);
    });
    EXPECT_EQ(status, DTC_ERROR_INVALID_ARGUMENT) << check.message;
    EXPECT_NE(std::string(dtc_last_error()).find(check.message),
              std::string::npos)
        << dtc_last_error();
  }
  EXPECT_EQ(
      dtc_all_reduce(nullptr, &axis, 1, buffer, buffer, 1, DTC_F32, DTC_SUM),
      DTC_ERROR_INVALID_ARGUMENT);
}

TEST(MeshTest, GroupsRunConcurrently) {
  // Row and column groups overlap and interleave; each meets on its own.
  Mesh mesh({4, 2});
  const int32_t x = 0, y = 1;
  std::vector<int64_t> rowSums(8), colSums(8);
  ASSERT_EQ(runOn(mesh.mesh,
                  [&](dtc_device *device) {
                    int64_t d = dtc_device_index(device);
                    int64_t v = d;
                    for (int i = 0; i < 50; ++i) {
                      ASSERT_EQ(dtc_all_reduce(device, &y, 1, &d, &rowSums[d],
                                               1, DTC_I64, DTC_SUM),
                                DTC_OK);
                      ASSERT_EQ(dtc_all_reduce(device, &x, 1, &v, &colSums[d],
                                               1, DTC_I64, DTC_SUM),
                                DTC_OK);
                    }
                  }),
            DTC_OK);
  for (int64_t d = 0; d < 8; ++d) {
    EXPECT_EQ(rowSums[d], (d / 2) * 4 + 1);  // 2x + (2x + 1)
    EXPECT_EQ(colSums[d], (d % 2) * 4 + 12); // sum over x of 2x + y
  }
}

TEST(MeshTest, DeviceMemory) {
  Mesh mesh({2});
  ASSERT_EQ(runOn(mesh.mesh,
                  [&](dtc_device *device) {
                    void *p = dtc_device_alloc(device, 1000);
                    ASSERT_NE(p, nullptr);
                    EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % 64, 0u);
                    std::memset(p, 1, 1000);
                    dtc_device_free(device, p);
                    EXPECT_EQ(dtc_device_alloc(device, 0), nullptr);
                  }),
            DTC_OK);
}

} // namespace

namespace {

// A 2x4 mesh with ids 0..7, viewed as a 4x2 mesh of the same devices in
// another order and as a 2-device mesh of ids 6 and 1: view devices have the
// view's index, coordinates and groups, and collectives on a view run among
// its members only.
TEST(MeshTest, Views) {
  Mesh mesh({2, 4});
  ASSERT_NE(mesh.mesh, nullptr);
  const int64_t sizes[] = {4, 2}, ids[] = {7, 6, 5, 4, 3, 2, 1, 0};
  const int64_t pairSize[] = {2}, pairIds[] = {6, 1};
  EXPECT_EQ(dtc_mesh_add_view(mesh.mesh, 2, sizes, ids), 1);
  EXPECT_EQ(dtc_mesh_add_view(mesh.mesh, 1, pairSize, pairIds), 2);
  const int64_t stranger[] = {9, 1};
  EXPECT_EQ(dtc_mesh_add_view(mesh.mesh, 1, pairSize, stranger), -1);
  EXPECT_NE(
      std::string(dtc_last_error()).find("device id 9 is not in the mesh"),
      std::string::npos);
  std::vector<std::array<int64_t, 5>> seen(8);
  std::vector<int64_t> pairSum(8, -1);
  ASSERT_EQ(runOn(mesh.mesh,
                  [&](dtc_device *device) {
                    int64_t i = dtc_device_index(device);
                    EXPECT_EQ(dtc_device_view(device, 0), device);
                    EXPECT_EQ(dtc_device_view(device, 3), nullptr);
                    dtc_device *v = dtc_device_view(device, 1);
                    ASSERT_NE(v, nullptr);
                    EXPECT_EQ(dtc_device_view(v, 0), device);
                    // Gather the mesh indices along the view's axis 0.
                    const int32_t axis = 0;
                    int64_t mine = i, all[4] = {};
                    const int64_t one = 1;
                    EXPECT_EQ(dtc_all_gather(v, &axis, 1, &mine, all, 1, &one,
                                             DTC_I64, 0),
                              DTC_OK);
                    seen[i] = {dtc_device_index(v), dtc_device_coord(v, 0),
                               dtc_device_coord(v, 1), all[0], all[3]};
                    dtc_device *p = dtc_device_view(device, 2);
                    EXPECT_EQ(p != nullptr, i == 6 || i == 1);
                    if (p) {
                      int64_t value = i, sum = 0;
                      EXPECT_EQ(dtc_all_reduce(p, &axis, 1, &value, &sum, 1,
                                               DTC_I64, DTC_SUM),
                                DTC_OK);
                      pairSum[i] = sum;
                    }
                  }),
            DTC_OK);
  for (int64_t i = 0; i < 8; ++i) {
    int64_t position = 7 - i; // ids are reversed in view 1
    EXPECT_EQ(seen[i][0], position);
    EXPECT_EQ(seen[i][1], position / 2);
    EXPECT_EQ(seen[i][2], position % 2);
    // Column position % 2 of the 4x2 view holds positions c, c+2, c+4, c+6,
    // that is mesh indices 7-c, 5-c, 3-c, 1-c.
    EXPECT_EQ(seen[i][3], 7 - position % 2);
    EXPECT_EQ(seen[i][4], 1 - position % 2);
    EXPECT_EQ(pairSum[i], i == 6 || i == 1 ? 7 : -1);
  }
}

} // namespace

// A GPU mesh loads the CUDA driver at run time: without one (or without a
// GPU) it is refused with the reason, and a CPU mesh never needs it.
TEST(MeshTest, GpuMeshNeedsTheDriver) {
  const int64_t sizes[] = {2, 4};
  dtc_mesh *mesh = dtc_mesh_create_typed(2, sizes, nullptr, DTC_DEVICE_GPU);
  if (mesh) {
    EXPECT_EQ(dtc_mesh_device_type(mesh), DTC_DEVICE_GPU);
    dtc_mesh_destroy(mesh);
    GTEST_SKIP() << "this machine has a CUDA driver and a GPU";
  }
  EXPECT_NE(std::string(dtc_last_error()).find("mesh has GPU devices, but"),
            std::string::npos)
      << dtc_last_error();
  dtc_mesh *cpu = dtc_mesh_create_typed(2, sizes, nullptr, DTC_DEVICE_CPU);
  ASSERT_NE(cpu, nullptr);
  EXPECT_EQ(dtc_mesh_device_type(cpu), DTC_DEVICE_CPU);
  dtc_mesh_destroy(cpu);
  EXPECT_EQ(dtc_mesh_create_typed(2, sizes, nullptr, dtc_device_type(7)),
            nullptr);
}

// Staging memory for copies to and from devices: aligned heap memory on a
// CPU mesh (pinned on a GPU mesh), null for nothing.
TEST(MeshTest, HostStagingMemory) {
  const int64_t sizes[] = {2};
  dtc_mesh *mesh = dtc_mesh_create(1, sizes, nullptr);
  ASSERT_NE(mesh, nullptr);
  void *p = dtc_mesh_host_alloc(mesh, 1000);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % 64, 0u);
  std::memset(p, 0x5A, 1000);
  dtc_mesh_host_free(mesh, p);
  EXPECT_EQ(dtc_mesh_host_alloc(mesh, 0), nullptr);
  dtc_mesh_host_free(mesh, nullptr);
  dtc_mesh_destroy(mesh);
}

// On a CPU mesh, device memory is host memory: the copies are plain copies.
TEST(MeshTest, HostCopiesOnCpuMesh) {
  dtc_mesh *mesh = dtc_mesh_create(0, nullptr, nullptr);
  ASSERT_NE(mesh, nullptr);
  ASSERT_EQ(
      dtc_mesh_run(
          mesh,
          [](dtc_device *device, void *) {
            int src[4] = {1, 2, 3, 4}, dst[4] = {0, 0, 0, 0};
            void *buffer = dtc_device_alloc(device, sizeof(src));
            if (dtc_device_copy_to_device(device, buffer, src, sizeof(src)) ||
                dtc_device_copy_to_host(device, dst, buffer, sizeof(dst)) ||
                dst[3] != 4)
              dtc_device_abort(device, "copies differ");
            dtc_device_free(device, buffer);
            if (dtc_device_copy_to_host(device, nullptr, src, 4) !=
                DTC_ERROR_INVALID_ARGUMENT)
              dtc_device_abort(device, "a NULL copy was accepted");
          },
          nullptr),
      DTC_OK)
      << dtc_last_error();
  dtc_mesh_destroy(mesh);
}
