//===- DeviceThreads.cpp - a thread per device, kept between runs ---------===//
#include "DeviceThreads.h"

#include "Error.h"
#include "Futex.h"

#include "Fiber.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <sched.h>
#include <sys/mman.h>

#if defined(__x86_64__) && defined(__linux__)
#define DTC_DEVICE_FIBERS 1
// Saves the callee-saved registers, MXCSR and the x87 control word on the
// current stack, stores the stack pointer in *save, and resumes the context
// whose stack pointer is `next` (one this function saved, or a new fiber's
// prepared stack).
extern "C" void dtc_fiber_switch(void **save, void *next);
asm(R"(
  .text
  .globl dtc_fiber_switch
  .hidden dtc_fiber_switch
  .type dtc_fiber_switch, @function
dtc_fiber_switch:
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  subq $8, %rsp
  stmxcsr (%rsp)
  fnstcw 4(%rsp)
  movq %rsp, (%rdi)
  movq %rsi, %rsp
  ldmxcsr (%rsp)
  fldcw 4(%rsp)
  addq $8, %rsp
  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  ret
  .size dtc_fiber_switch, .-dtc_fiber_switch
)");
#else
#define DTC_DEVICE_FIBERS 0
#endif

namespace dtc::runtime {

/// A device's fiber: its stack (kept between runs) and, while suspended,
/// its saved stack pointer and device-local state.
struct DeviceThreads::Fiber {
  int64_t device = 0;
  char *stack = nullptr;
  size_t stackBytes = 0;
  void *sp = nullptr;
  bool finished = false;
  fiber::DeviceLocals locals;
  ~Fiber() {
    if (stack)
      ::munmap(stack, stackBytes);
  }
};

/// A thread that runs fibers: its own context while one of them runs.
struct DeviceThreads::Worker final : fiber::Scheduler {
  DeviceThreads *self = nullptr;
  void *sp = nullptr;
  Fiber *running = nullptr;
  std::vector<Fiber *> live;

#if DTC_DEVICE_FIBERS
  void yieldFiber() override {
    Fiber *f = running;
    fiber::swapDeviceLocals(f->locals);
    dtc_fiber_switch(&f->sp, sp);
  }
  /// Runs `f` until it waits or returns.
  void resume(Fiber *f) {
    running = f;
    fiber::swapDeviceLocals(f->locals);
    fiber::setCurrent(this);
    dtc_fiber_switch(&sp, f->sp);
    fiber::setCurrent(nullptr);
    running = nullptr;
  }
#else
  void yieldFiber() override {}
#endif
};

#if DTC_DEVICE_FIBERS
namespace {
constexpr size_t kFiberStack = size_t(8) << 20; // as a thread's
constexpr size_t kGuard = 4096;

/// The worker that starts a fiber (a DeviceThreads::Worker), read by the
/// fiber's first instructions.
thread_local void *startingWorker = nullptr;
} // namespace

/// The first function of every fiber, on its own stack: runs its device's
/// body, then returns to its thread for good.
extern "C" [[noreturn]] void dtcFiberMain();

/// A fresh fiber's stack, as dtc_fiber_switch leaves a suspended one: its
/// return address is dtcFiberMain's entry (with a zero return address
/// above it, the stack aligned as after a call), zero registers, and this
/// thread's MXCSR and x87 control word.
static void *freshContext(char *stack, size_t bytes) {
  auto top = (reinterpret_cast<uintptr_t>(stack + bytes)) & ~uintptr_t(15);
  auto *sp = reinterpret_cast<uint64_t *>(top);
  *--sp = 0;
  *--sp = reinterpret_cast<uint64_t>(&dtcFiberMain);
  for (int i = 0; i < 6; ++i)
    *--sp = 0;
  uint32_t mxcsr;
  uint16_t fpucw;
  asm volatile("stmxcsr %0" : "=m"(mxcsr));
  asm volatile("fnstcw %0" : "=m"(fpucw));
  *--sp = uint64_t(mxcsr) | (uint64_t(fpucw) << 32);
  return sp;
}
#endif

namespace {

/// The CPUs this process may run on, in order.
std::vector<int> allowedCpus() {
  std::vector<int> cpus;
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof set, &set) == 0)
    for (int c = 0; c < CPU_SETSIZE; ++c)
      if (CPU_ISSET(c, &set))
        cpus.push_back(c);
  return cpus;
}

/// Whether device threads are pinned (DTC_PIN_DEVICES=0 says no).
bool pinning() {
  const char *env = std::getenv("DTC_PIN_DEVICES");
  return !env || std::strcmp(env, "0") != 0;
}

} // namespace

DeviceThreads::~DeviceThreads() { stop(); }

void *DeviceThreads::threadMain(void *raw) {
  auto *start = static_cast<Start *>(raw);
  start->self->serve(start->device, start->generation);
  return nullptr;
}

void DeviceThreads::serve(int64_t device, uint32_t seen) {
  for (;;) {
    seen = futex::waitForChange(generation, seen, spin);
    if (stopping)
      return;
    if (workers > 0) { // `device` is the worker's index
      if (!alone.load(std::memory_order_relaxed)) {
        runFibers(device, seen);
        continue;
      }
      // Runs the caller's alone: sleep (spinning would slow the caller)
      // until a run shared again wakes this thread. The generation is read
      // first: a shared run's publish (its wake) follows the store that
      // ended `alone`, so a wait on the generation before it returns.
      for (;;) {
        uint32_t now = generation.load(std::memory_order_acquire);
        if (!alone.load(std::memory_order_relaxed) || stopping)
          break;
        futex::wait(generation, now);
      }
      continue;
    }
    (*job)(device);
    if (running.fetch_sub(1, std::memory_order_acq_rel) == 1)
      futex::wakeAll(running);
  }
}

#if DTC_DEVICE_FIBERS
extern "C" void dtcFiberMain() { DeviceThreads::fiberEntry(); }
#endif

void DeviceThreads::fiberEntry() {
#if DTC_DEVICE_FIBERS
  Worker *w = static_cast<Worker *>(startingWorker);
  Fiber *f = w->running;
  (*w->self->job)(f->device);
  f->finished = true;
  // The run's count drops in the worker (finishFiber), once this fiber is
  // off its stack: the caller's next run may start it again at once, on
  // another thread, from a fresh context at the top of that stack.
  fiber::swapDeviceLocals(f->locals);
  dtc_fiber_switch(&f->sp, w->sp); // never resumed
#endif
  __builtin_unreachable();
}

bool DeviceThreads::take(int64_t d, uint32_t run) {
  // Claimed by an earlier run (generations wrap: compared as a difference).
  uint32_t last = claimed[size_t(d)].load(std::memory_order_relaxed);
  return int32_t(run - last) > 0 && claimed[size_t(d)].compare_exchange_strong(
                                        last, run, std::memory_order_acq_rel);
}

int64_t DeviceThreads::claim(int64_t w, bool ownDone, uint32_t run) {
  const int64_t begin = w * count / workers, end = (w + 1) * count / workers;
  for (int64_t d = begin; d < end; ++d)
    if (take(d, run))
      return d;
  if (!ownDone)
    return -1;
  // The others' devices, from the end of each block (the block's thread
  // starts from its beginning).
  for (int64_t k = 1; k < workers; ++k) {
    int64_t v = (w + k) % workers;
    for (int64_t d = (v + 1) * count / workers - 1; d >= v * count / workers;
         --d)
      if (take(d, run))
        return d;
  }
  return -1;
}

void DeviceThreads::finishFiber() {
  if (running.fetch_sub(1, std::memory_order_acq_rel) == 1)
    futex::wakeAll(running);
}

void DeviceThreads::runFibers(int64_t w, uint32_t run) {
#if DTC_DEVICE_FIBERS
  Worker &me = *workerStates[size_t(w)];
  me.live.clear();
  int idle = 0;
  for (;;) {
    // Alone (the other threads left asleep), the caller takes any device
    // not started, whether or not its own have returned.
    int64_t d = claim(
        w, me.live.empty() || (w == 0 && alone.load(std::memory_order_relaxed)),
        run);
    if (d >= 0) {
      Fiber *f = fibers[size_t(d)].get();
      f->finished = false;
      f->locals = {};
      f->sp = freshContext(f->stack, f->stackBytes);
      startingWorker = &me;
      me.resume(f);
      if (f->finished)
        finishFiber();
      else
        me.live.push_back(f);
      idle = 0;
      continue;
    }
    if (me.live.empty())
      return;
    bool progress = false;
    for (size_t i = 0; i < me.live.size();) {
      me.resume(me.live[i]);
      if (me.live[i]->finished) {
        finishFiber();
        me.live.erase(me.live.begin() + long(i));
        progress = true;
      } else {
        ++i;
      }
    }
    // Every fiber here waits for a device of another thread.
    if (progress)
      idle = 0;
    else if (++idle < 64)
      futex::relax();
    else
      futex::yield();
  }
#else
  (void)w;
#endif
}

uint32_t DeviceThreads::publish(bool wake) {
  const uint32_t next = generation.fetch_add(1, std::memory_order_release) + 1;
  if (wake)
    futex::wakeAll(generation);
  return next;
}

void DeviceThreads::stop() {
  if (!started)
    return;
  started = false;
  stopping = true;
  publish();
  for (pthread_t thread : threads)
    pthread_join(thread, nullptr);
  threads.clear();
}

void DeviceThreads::place(pthread_attr_t &attr, int64_t thread,
                          int64_t threadCount, const std::vector<int> &cpus) {
  // Consecutive devices share a CPU: a group along the minor axis (the
  // usual tensor-parallel one) meets on one core, and each core's devices
  // keep its caches warm, instead of the scheduler moving them around.
  // (Threads of fibers are one per CPU.)
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpus[size_t(thread * int64_t(cpus.size()) / threadCount)], &set);
  pthread_attr_setaffinity_np(&attr, sizeof set, &set);
}

int64_t DeviceThreads::plannedFiberThreads(int64_t count, bool callerRunsFirst,
                                           bool useFibers) {
#if DTC_DEVICE_FIBERS
  if (!useFibers || !callerRunsFirst)
    return 0;
  const char *env = std::getenv("DTC_DEVICE_FIBERS");
  int64_t cpus = int64_t(allowedCpus().size());
  if (env && *env)
    cpus = std::atoll(env); // 0: no fibers
  return cpus >= 1 && count > cpus ? cpus : 0;
#else
  (void)count;
  (void)callerRunsFirst;
  (void)useFibers;
  return 0;
#endif
}

DeviceThreads::DeviceThreads(int64_t count, int spin, bool callerRunsFirst,
                             bool useFibers)
    : count(count), spin(spin), first(callerRunsFirst ? 1 : 0) {
  workers = plannedFiberThreads(count, callerRunsFirst, useFibers);
}

#if DTC_DEVICE_FIBERS
int DeviceThreads::startFibers() {
  fibers.resize(size_t(count));
  for (int64_t d = 0; d < count; ++d) {
    auto f = std::make_unique<Fiber>();
    f->device = d;
    void *stack =
        ::mmap(nullptr, kFiberStack, PROT_READ | PROT_WRITE,
               MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (stack == MAP_FAILED)
      return setError(DTC_ERROR_SYSTEM,
                      "cannot map the stack of device %lld of %lld: %s",
                      (long long)d, (long long)count, std::strerror(errno));
    f->stack = static_cast<char *>(stack);
    f->stackBytes = kFiberStack;
    ::mprotect(stack, kGuard, PROT_NONE); // an overflow faults
    fibers[size_t(d)] = std::move(f);
  }
  orderFibers();
  claimed.reset(new std::atomic<uint32_t>[size_t(count)]);
  for (int64_t d = 0; d < count; ++d) // claimed by the last run, not the next
    claimed[size_t(d)].store(generation.load(std::memory_order_relaxed),
                             std::memory_order_relaxed);
  workerStates.resize(size_t(workers));
  for (auto &w : workerStates) {
    w = std::make_unique<Worker>();
    w->self = this;
  }
  return DTC_OK;
}
#endif

void DeviceThreads::setOrder(const int64_t *keys) {
  orderKeys.assign(keys, keys + count);
#if DTC_DEVICE_FIBERS
  if (!fibers.empty())
    orderFibers();
#endif
}

void DeviceThreads::orderFibers() {
  if (orderKeys.empty() || fibers.empty())
    return;
  for (int64_t w = 0; w < workers; ++w) {
    const int64_t begin = w * count / workers, end = (w + 1) * count / workers;
    std::vector<int64_t> devices;
    for (int64_t d = begin; d < end; ++d)
      devices.push_back(d);
    std::stable_sort(devices.begin(), devices.end(), [&](int64_t a, int64_t b) {
      return orderKeys[size_t(a)] < orderKeys[size_t(b)];
    });
    for (int64_t d = begin; d < end; ++d)
      fibers[size_t(d)]->device = devices[size_t(d - begin)];
  }
}

int DeviceThreads::start() {
  if (started)
    return DTC_OK;
  // Pinned only when there are at least as many devices as CPUs: fewer
  // devices run wherever the scheduler finds room.
  std::vector<int> cpus = allowedCpus();
  bool pin =
      count > 1 && !cpus.empty() && count >= int64_t(cpus.size()) && pinning();
#if DTC_DEVICE_FIBERS
  if (workers > 0) {
    if (int status = startFibers()) {
      fibers.clear(); // the run reports why, as when a thread cannot start
      return status;
    }
  }
#endif
  // With fibers, thread w runs worker w (the caller worker 0).
  const int64_t threadCount = workers > 0 ? workers : count;
  const int64_t firstThread = workers > 0 ? 1 : first;
  // pthreads rather than std::thread: a failure to start is a status, not
  // an exception (the runtime builds without exceptions).
  starts.resize(size_t(threadCount));
  threads.reserve(size_t(threadCount));
  started = true;
  for (int64_t i = firstThread; i < threadCount; ++i) {
    starts[size_t(i)] = {this, i, generation.load(std::memory_order_relaxed)};
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    if (pin)
      place(attr, i, threadCount, cpus);
    pthread_t thread;
    int error = pthread_create(&thread, &attr, threadMain, &starts[size_t(i)]);
    pthread_attr_destroy(&attr);
    if (error) {
      stop();
      stopping = false;
      return setError(DTC_ERROR_SYSTEM,
                      "cannot start the thread of device %lld of %lld: %s",
                      (long long)i, (long long)count, std::strerror(error));
    }
    threads.push_back(thread);
  }
  return DTC_OK;
}

bool RunModes::nextAlone() {
  if (sharedNanos == 0 || sharedNanos >= kAloneBelow)
    return false;
  if (aloneNanos == 0)
    return true;
  const bool faster = aloneNanos < sharedNanos;
  if (++sinceProbe < kProbeEvery)
    return faster;
  sinceProbe = 0;
  return !faster;
}

void RunModes::record(bool alone, int64_t nanos) {
  int64_t &average = alone ? aloneNanos : sharedNanos;
  average = average == 0 ? nanos : average + (nanos - average) / 8;
}

int DeviceThreads::run(const std::function<void(int64_t)> &body) {
  if (int status = start())
    return status;
  job = &body;
  running.store(uint32_t(count), std::memory_order_relaxed);
  // Each thread claims fibers for the generation that woke it (it sees
  // `job`: the publish's release pairs with its wait's acquire), so one
  // still scanning the last run's claims takes none of this one's.
  if (workers > 0) {
    const auto start = std::chrono::steady_clock::now();
    const bool solo = modes.nextAlone();
    alone.store(solo, std::memory_order_relaxed);
    const uint32_t run = publish(/*wake=*/!solo);
    runFibers(0, run);
    for (uint32_t left; (left = running.load(std::memory_order_acquire)) != 0;)
      futex::waitForChange(running, left, spin);
    const int64_t took = std::chrono::duration_cast<std::chrono::nanoseconds>(
                             std::chrono::steady_clock::now() - start)
                             .count();
    modes.record(solo, took);
    job = nullptr;
    return DTC_OK;
  }
  publish();
  if (first == 1) { // device 0 is ours; the last thread to finish wakes us
    body(0);
    running.fetch_sub(1, std::memory_order_acq_rel);
  }
  for (uint32_t left; (left = running.load(std::memory_order_acquire)) != 0;)
    futex::waitForChange(running, left, spin);
  job = nullptr;
  return DTC_OK;
}

} // namespace dtc::runtime
