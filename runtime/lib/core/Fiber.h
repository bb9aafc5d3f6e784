//===- Fiber.h - waits on a thread that runs device fibers ------*- C++ -*-===//
//
// When a host mesh has more devices than CPUs, DeviceThreads runs them as
// fibers, several on each thread (cpu/DeviceThreads.cpp). A wait inside a
// run (a collective's barrier) must then let the thread's other fibers run
// instead of spinning or sleeping: it calls the thread's scheduler, which
// resumes the waiting fiber later to check again.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_FIBER_H
#define DTC_RUNTIME_FIBER_H

#include <string>

struct dtc_device;

namespace dtc::runtime::fiber {

/// The thread-local state that belongs to a device rather than to the
/// thread that runs it (dtc_current_device, the last error's message):
/// a fiber keeps its own here while it is suspended.
struct DeviceLocals {
  dtc_device *currentDevice = nullptr;
  std::string error;
};
/// Exchanges the calling thread's device state with `locals`.
void swapDeviceLocals(DeviceLocals &locals);

class Scheduler {
public:
  virtual ~Scheduler() = default;
  /// Suspends the calling fiber; the scheduler resumes it later.
  virtual void yieldFiber() = 0;
};

/// The scheduler of the fiber the calling thread runs, or null when the
/// caller is not a fiber.
Scheduler *current();
/// Sets it (DeviceThreads, around each fiber it resumes).
void setCurrent(Scheduler *scheduler);

} // namespace dtc::runtime::fiber

#endif // DTC_RUNTIME_FIBER_H
