//===- Futex.h - sleeping on a 32-bit word --------------------------------===//
//
// The waits of the runtime's threads (barriers, the device threads between
// runs): spin briefly, yield the core a few times (a thread that shares it
// may be what we wait for), then sleep on the word with a futex. A device
// fiber (core/Fiber.h) instead lets its thread's other fibers run.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_FUTEX_H
#define DTC_RUNTIME_FUTEX_H

#include "Fiber.h"

#include <atomic>
#include <cstdint>

namespace dtc::runtime::futex {

static_assert(sizeof(std::atomic<uint32_t>) == sizeof(uint32_t) &&
                  std::atomic<uint32_t>::is_always_lock_free,
              "futexes need a plain 32-bit atomic word");

/// How often a waiter yields its core before it sleeps.
constexpr int kYields = 64;

/// A pause in a spin loop.
void relax();
/// Yields this thread's core.
void yield();
/// Sleeps while `word == expected` (or until woken, or spuriously).
void wait(std::atomic<uint32_t> &word, uint32_t expected);
/// Wakes every thread sleeping on `word`.
void wakeAll(std::atomic<uint32_t> &word);

/// Waits until `word` is no longer `value`: spins `spin` times, yields
/// kYields times, then sleeps. Returns the new value.
inline uint32_t waitForChange(std::atomic<uint32_t> &word, uint32_t value,
                              int spin) {
  if (fiber::Scheduler *fibers = fiber::current()) {
    // A fiber never sleeps: its thread runs the others meanwhile.
    for (;;) {
      uint32_t now = word.load(std::memory_order_acquire);
      if (now != value)
        return now;
      fibers->yieldFiber();
    }
  }
  for (int i = 0; i < spin + kYields; ++i) {
    uint32_t now = word.load(std::memory_order_acquire);
    if (now != value)
      return now;
    if (i < spin)
      relax();
    else
      yield();
  }
  for (;;) {
    uint32_t now = word.load(std::memory_order_acquire);
    if (now != value)
      return now;
    wait(word, value);
  }
}

} // namespace dtc::runtime::futex

#endif // DTC_RUNTIME_FUTEX_H
