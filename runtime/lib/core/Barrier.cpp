//===- Barrier.cpp - a reusable barrier that can be aborted --------------===//
#include "Barrier.h"
#include "Futex.h"

namespace dtc::runtime {

void Barrier::reset() {
  arrived.store(0);
  state.store(0);
  sleepers.store(0);
}

uint32_t Barrier::arriveAndWait(int spin, bool abortable) {
  Arrival arrival = arrive(abortable);
  if (arrival.flags)
    return arrival.flags;
  return wait(arrival, spin, abortable);
}

Barrier::Arrival Barrier::arrive(bool abortable, void (*onLast)(void *),
                                 void *context) {
  const uint32_t flagMask = abortable ? kFlags : 0;
  uint32_t s = state.load(std::memory_order_acquire);
  if (s & flagMask)
    return {0, s & flagMask};
  const uint32_t generation = s & kGenerationMask;
  if (arrived.fetch_add(1, std::memory_order_acq_rel) + 1 == count) {
    // Last to arrive: nobody can arrive for the next generation before it
    // is published, so the count can be reset first.
    arrived.store(0, std::memory_order_relaxed);
    if (onLast)
      onLast(context);
    uint32_t next;
    do {
      // Flags raised before the generation is published fail everyone:
      // the waiters then never see the generation change.
      if (s & flagMask)
        return {generation, s & flagMask};
      next = (s & kFlags) | ((generation + 1) & kGenerationMask);
    } while (!state.compare_exchange_weak(s, next, std::memory_order_seq_cst,
                                          std::memory_order_relaxed));
    if (sleepers.load(std::memory_order_seq_cst) != 0)
      futex::wakeAll(state);
    return {generation, 0, true};
  }
  return {generation, 0, false};
}

uint32_t Barrier::wait(Arrival arrival, int spin, bool abortable) {
  const uint32_t flagMask = abortable ? kFlags : 0;
  const uint32_t generation = arrival.generation;
  uint32_t s;
  if (fiber::Scheduler *fibers = fiber::current()) {
    // A fiber never sleeps: its thread runs the others meanwhile.
    for (;;) {
      s = state.load(std::memory_order_acquire);
      if ((s & kGenerationMask) != generation)
        return 0;
      if (s & flagMask)
        return s & flagMask;
      fibers->yieldFiber();
    }
  }
  // Spin, then yield the core a few times (a member that shares it may be
  // what we wait for), then sleep.
  for (int i = 0; i < spin + futex::kYields; ++i) {
    s = state.load(std::memory_order_acquire);
    if ((s & kGenerationMask) != generation)
      return 0;
    if (s & flagMask)
      return s & flagMask;
    if (i < spin)
      futex::relax();
    else
      futex::yield();
  }
  // Announce the sleeper before the last check; the last arriver checks
  // `sleepers` after publishing, so one of the two sees the other.
  sleepers.fetch_add(1, std::memory_order_seq_cst);
  for (;;) {
    s = state.load(std::memory_order_seq_cst);
    if ((s & kGenerationMask) != generation || (s & flagMask))
      break;
    futex::wait(state, s);
  }
  sleepers.fetch_sub(1, std::memory_order_relaxed);
  return (s & kGenerationMask) != generation ? 0 : (s & flagMask);
}

void Barrier::raise(uint32_t flag) {
  state.fetch_or(flag, std::memory_order_seq_cst);
  // As in arrive: a sleeper announces itself before its last check, so
  // either it sees the flag or this sees it (every device that returns
  // raises one on each of its groups' barriers: no system call for each).
  if (sleepers.load(std::memory_order_seq_cst) != 0)
    futex::wakeAll(state);
}

} // namespace dtc::runtime
