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
// With more devices than CPUs on a host mesh, the devices are fibers
// instead: one thread per CPU (the caller's the first), each running the
// fibers of a block of consecutive devices, switching from one to the next
// where a device waits in a collective (core/Fiber.h) in ~20 ns, where a
// thread's wait meant the kernel's sleep and wake-up, tens of
// microseconds. A thread whose own devices have all returned takes devices
// no thread has started (a small program then often runs whole on the
// caller's thread before the others wake up). Fibers stay on the thread
// that started them. DTC_DEVICE_FIBERS=0: threads as above; =N: N threads
// of fibers (tests).
//
// Runs of fibers so short that sharing them among the threads costs more
// than it saves run on the caller's thread alone: the other threads are
// not woken, and sleep until a run is shared again. Each run is shared or
// alone by which has been faster for this mesh (RunModes). A small
// training step on 4 devices and 2 cores: 11-21 us a step shared, 4-5 us
// alone.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_DEVICETHREADS_H
#define DTC_RUNTIME_DEVICETHREADS_H

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <pthread.h>
#include <vector>

namespace dtc::runtime {

/// Which of a mesh's runs of fibers run on the caller's thread alone:
/// those of a mesh whose runs have been faster alone than shared (moving
/// averages of each; the mode not chosen is tried again every kProbeEvery
/// runs), while shared runs take under kAloneBelow; longer ones are
/// always shared. Pure bookkeeping: DeviceThreads times the runs.
class RunModes {
public:
  /// Whether the next run is the caller's alone.
  bool nextAlone();
  /// Records a run's time (nanoseconds), alone or shared.
  void record(bool alone, int64_t nanos);
  static constexpr int64_t kAloneBelow = 200000;
  static constexpr uint32_t kProbeEvery = 64;

private:
  /// Moving averages (nanoseconds; 0: none yet), and the runs since the
  /// mode not chosen was last tried.
  int64_t sharedNanos = 0, aloneNanos = 0;
  uint32_t sinceProbe = 0;
};

class DeviceThreads {
public:
  /// `count` devices, each on a thread of its own but for device 0 when
  /// `callerRunsFirst` (then run()'s caller runs it); waits spin `spin`
  /// times before they yield and sleep.
  /// With `fibers`, the devices run as fibers on as many threads as the
  /// CPUs this process may use (when they are fewer than the devices,
  /// `callerRunsFirst`, x86-64, and DTC_DEVICE_FIBERS does not say no).
  DeviceThreads(int64_t count, int spin, bool callerRunsFirst = false,
                bool fibers = false);
  /// Stops and joins the threads (not during a run).
  ~DeviceThreads();

  /// Starts the threads (run() does when they are not): DTC_OK, or an
  /// error when they cannot be started.
  int start();

  /// The number of threads that run fibers, or 0 when each device has a
  /// thread of its own.
  int64_t fiberThreads() const { return workers; }
  /// fiberThreads() of DeviceThreads(count, _, callerRunsFirst, fibers).
  static int64_t plannedFiberThreads(int64_t count, bool callerRunsFirst,
                                     bool fibers);

  /// Runs body(i) on thread i for every device i (device 0 on the calling
  /// thread when the caller runs it) and returns when all have returned:
  /// DTC_OK, or an error when the threads cannot be started (on the first run;
  /// nothing has run then). One run at a time.
  int run(const std::function<void(int64_t)> &body);

  /// With fibers, each thread starts the devices of its block in the order
  /// of `keys` (one per device; ties in device order) from the next run on;
  /// without, nothing changes. Not during a run.
  void setOrder(const int64_t *keys);

  /// What every fiber runs first, on its own stack (not for callers).
  [[noreturn]] static void fiberEntry();

private:
  struct Fiber;
  struct Worker;
  struct Start {
    DeviceThreads *self;
    int64_t device;
    uint32_t generation; ///< the last one before the thread started
  };
  static void *threadMain(void *start);
  /// Pins thread `thread` of `threadCount` (made with `attr`) to one of
  /// `cpus`.
  static void place(pthread_attr_t &attr, int64_t thread, int64_t threadCount,
                    const std::vector<int> &cpus);
  void serve(int64_t device, uint32_t seen);
  /// Runs worker `w`'s fibers (and those it takes) of run `run` (the
  /// generation that started it) until it has none left.
  void runFibers(int64_t w, uint32_t run);
  /// A device for worker `w` to start in run `run`, or -1: its own first,
  /// then others' when its own have all returned.
  int64_t claim(int64_t w, bool ownDone, uint32_t run);
  RunModes modes;
  /// Whether this run is the caller's alone (set before its publish, whose
  /// release the threads' wait acquires).
  std::atomic<bool> alone{false};
  /// Claims fiber `d` for run `run` if an earlier run claimed it last.
  bool take(int64_t d, uint32_t run);
  /// Counts a fiber that has returned and switched off its stack out of
  /// the run (waking the caller when it is the last).
  void finishFiber();
  int startFibers();
  /// Gives each worker's fibers, in the order it starts them, the devices
  /// of its block ordered by `orderKeys` (empty: device order).
  void orderFibers();
  /// Starts the next run (or the stop): a new generation, which wakes the
  /// sleeping threads when `wake`; returns it.
  uint32_t publish(bool wake = true);
  void stop();

  const int64_t count;
  const int spin;
  const int64_t first; ///< the first device with a thread of its own
  int64_t workers = 0; ///< threads of fibers (0: a thread per device)
  /// fibers[i] runs device fibers[i]->device: worker w claims the fibers
  /// of its block (w * count / workers onwards) in index order.
  std::vector<std::unique_ptr<Fiber>> fibers;
  std::vector<int64_t> orderKeys; ///< setOrder's, one per device
  std::vector<std::unique_ptr<Worker>> workerStates;
  /// The run (generation) that last claimed each fiber.
  std::unique_ptr<std::atomic<uint32_t>[]> claimed;
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
