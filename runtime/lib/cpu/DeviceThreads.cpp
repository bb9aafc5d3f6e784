//===- DeviceThreads.cpp - a thread per device, kept between runs ---------===//
#include "DeviceThreads.h"

#include "Error.h"
#include "Futex.h"

#include <cstdlib>
#include <cstring>
#include <sched.h>

namespace dtc::runtime {

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
    (*job)(device);
    if (running.fetch_sub(1, std::memory_order_acq_rel) == 1)
      futex::wakeAll(running);
  }
}

void DeviceThreads::publish() {
  generation.fetch_add(1, std::memory_order_release);
  futex::wakeAll(generation);
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

void DeviceThreads::place(pthread_attr_t &attr, int64_t device,
                          const std::vector<int> &cpus) const {
  // Consecutive devices share a CPU: a group along the minor axis (the
  // usual tensor-parallel one) meets on one core, and each core's devices
  // keep its caches warm, instead of the scheduler moving them around.
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpus[size_t(device * int64_t(cpus.size()) / count)], &set);
  pthread_attr_setaffinity_np(&attr, sizeof set, &set);
}

int DeviceThreads::start() {
  if (started)
    return DTC_OK;
  // Pinned only when there are at least as many devices as CPUs: fewer
  // devices run wherever the scheduler finds room.
  std::vector<int> cpus = allowedCpus();
  bool pin = count > 1 && !cpus.empty() && count >= int64_t(cpus.size()) && pinning();
  // pthreads rather than std::thread: a failure to start is a status, not
  // an exception (the runtime builds without exceptions).
  starts.resize(size_t(count));
  threads.reserve(size_t(count));
  started = true;
  for (int64_t i = first; i < count; ++i) {
    starts[size_t(i)] = {this, i, generation.load(std::memory_order_relaxed)};
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    if (pin)
      place(attr, i, cpus);
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

int DeviceThreads::run(const std::function<void(int64_t)> &body) {
  if (int status = start())
    return status;
  job = &body;
  running.store(uint32_t(count), std::memory_order_relaxed);
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
