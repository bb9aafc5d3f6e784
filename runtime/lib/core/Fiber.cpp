//===- Fiber.cpp - waits on a thread that runs device fibers -------------===//
#include "Fiber.h"
#include "Error.h"
#include "Mesh.h"

#include <utility>

namespace dtc::runtime::fiber {

static thread_local Scheduler *scheduler = nullptr;

Scheduler *current() { return scheduler; }

void setCurrent(Scheduler *s) { scheduler = s; }

void swapDeviceLocals(DeviceLocals &locals) {
  std::swap(locals.currentDevice, threadCurrentDeviceSlot());
  std::swap(locals.error, threadErrorSlot());
}

} // namespace dtc::runtime::fiber
