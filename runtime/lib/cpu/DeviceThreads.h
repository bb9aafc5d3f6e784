//===- DeviceThreads.h - a thread per device, kept between runs -----------===//
//
// A mesh's devices run on threads started with the mesh (or, if that
// failed, by its first run, which then reports why) and kept until the mesh
// is destroyed. Each run wakes them instead of starting a thread
// per device: starting and joining 8 threads cost 100-200 us a run on the
// 2-core machine, the floor under every small program and every training
// step. Between runs the threads sleep on a futex (after a short spin when
// every device has a core), and a device's thread-local state (OpenBLAS's
// buffers, a GPU context made current) stays with it. With at least as
// many devices as the CPUs the process may use, each thread is pinned to
// one of them, consecutive devices together (DTC_PIN_DEVICES=0: not
// pinned): the 4-layer MLP on 2x4 devices and 2 cores ran 3-4% faster.
// On host meshes the thread that calls run() runs device 0 itself rather
// than sleeping while the others work: one thread less to wake and to
// wait for (a trivial program on 4 devices: 52 -> 37 us a run).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_DEVICETHREADS_H
#define DTC_RUNTIME_DEVICETHREADS_H

#include <atomic>
#include <cstdint>
#include <functional>
#include <pthread.h>
#include <vector>

namespace dtc::runtime {

class DeviceThreads {
public:
  /// `count` devices, each on a thread of its own but for device 0 when
  /// `callerRunsFirst` (then run()'s caller runs it); waits spin `spin`
  /// times before they yield and sleep.
  DeviceThreads(int64_t count, int spin, bool callerRunsFirst = false)
      : count(count), spin(spin), first(callerRunsFirst ? 1 : 0) {}
  /// Stops and joins the threads (not during a run).
  ~DeviceThreads();

  /// Starts the threads (run() does when they are not): DTC_OK, or an
  /// error when they cannot be started.
  int start();

  /// Runs body(i) on thread i for every device i (device 0 on the calling
  /// thread when the caller runs it) and returns when all have returned: DTC_OK, or an error when the threads cannot be started (on
  /// the first run; nothing has run then). One run at a time.
  int run(const std::function<void(int64_t)> &body);

private:
  struct Start {
    DeviceThreads *self;
    int64_t device;
    uint32_t generation; ///< the last one before the thread started
  };
  static void *threadMain(void *start);
  /// Pins `device`'s thread (made with `attr`) to one of `cpus`.
  void place(pthread_attr_t &attr, int64_t device,
             const std::vector<int> &cpus) const;
  void serve(int64_t device, uint32_t seen);
  /// Wakes the threads for the next run (or to stop).
  void publish();
  void stop();

  const int64_t count;
  const int spin;
  const int64_t first; ///< the first device with a thread of its own
  bool started = false;
  std::vector<pthread_t> threads;
  std::vector<Start> starts;
  const std::function<void(int64_t)> *job = nullptr;
  bool stopping = false;
  /// Bumped by each run (the threads sleep on it); devices yet to finish
  /// the run (the caller sleeps on it).
  alignas(64) std::atomic<uint32_t> generation{0};
  alignas(64) std::atomic<uint32_t> running{0};
};

} // namespace dtc::runtime

#endif // DTC_RUNTIME_DEVICETHREADS_H
