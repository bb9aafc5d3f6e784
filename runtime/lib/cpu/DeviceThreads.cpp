//===- DeviceThreads.cpp - a thread per device, kept between runs ---------===//
#include "DeviceThreads.h"

#include "Error.h"
#include "Futex.h"

#include <cstring>

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
  if (threads.empty())
    return;
  stopping = true;
  publish();
  for (pthread_t thread : threads)
    pthread_join(thread, nullptr);
  threads.clear();
}

int DeviceThreads::start() {
  if (!threads.empty())
    return DTC_OK;
  // pthreads rather than std::thread: a failure to start is a status, not
  // an exception (the runtime builds without exceptions).
  starts.resize(size_t(count));
  threads.reserve(size_t(count));
  for (int64_t i = 0; i < count; ++i) {
    starts[size_t(i)] = {this, i, generation.load(std::memory_order_relaxed)};
    pthread_t thread;
    if (int error = pthread_create(&thread, nullptr, threadMain, &starts[size_t(i)])) {
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
  for (uint32_t left; (left = running.load(std::memory_order_acquire)) != 0;)
    futex::waitForChange(running, left, spin);
  job = nullptr;
  return DTC_OK;
}

} // namespace dtc::runtime
