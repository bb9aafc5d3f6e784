//===- Barrier.cpp - a reusable barrier that can be aborted --------------===//
#include "Barrier.h"

#include <thread>

#ifdef __linux__
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace dtc::runtime {

static_assert(sizeof(std::atomic<uint32_t>) == sizeof(uint32_t) &&
                  std::atomic<uint32_t>::is_always_lock_free,
              "futexes need a plain 32-bit atomic word");

/// How often a waiter yields its core before it sleeps.
static constexpr int kYields = 64;

static void cpuRelax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  asm volatile("yield");
#endif
}

/// Sleeps while `*word == expected` (or until woken).
static void waitOn(std::atomic<uint32_t> &word, uint32_t expected) {
#ifdef __linux__
  syscall(SYS_futex, reinterpret_cast<uint32_t *>(&word), FUTEX_WAIT_PRIVATE,
          expected, nullptr, nullptr, 0);
#else
  (void)word;
  (void)expected;
  std::this_thread::yield();
#endif
}

static void wakeAll(std::atomic<uint32_t> &word) {
#ifdef __linux__
  syscall(SYS_futex, reinterpret_cast<uint32_t *>(&word), FUTEX_WAKE_PRIVATE,
          INT32_MAX, nullptr, nullptr, 0);
#else
  (void)word;
#endif
}

void Barrier::reset() {
  arrived.store(0);
  state.store(0);
  sleepers.store(0);
}

uint32_t Barrier::arriveAndWait(int spin, bool abortable) {
  const uint32_t flagMask = abortable ? kFlags : 0;
  uint32_t s = state.load(std::memory_order_acquire);
  if (s & flagMask)
    return s & flagMask;
  const uint32_t generation = s & kGenerationMask;
  if (arrived.fetch_add(1, std::memory_order_acq_rel) + 1 == count) {
    // Last to arrive: nobody can arrive for the next generation before it
    // is published, so the count can be reset first.
    arrived.store(0, std::memory_order_relaxed);
    uint32_t next;
    do {
      // Flags raised before the generation is published fail everyone:
      // the waiters then never see the generation change.
      if (s & flagMask)
        return s & flagMask;
      next = (s & kFlags) | ((generation + 1) & kGenerationMask);
    } while (!state.compare_exchange_weak(s, next, std::memory_order_seq_cst,
                                          std::memory_order_relaxed));
    if (sleepers.load(std::memory_order_seq_cst) != 0)
      wakeAll(state);
    return 0;
  }
  // Spin, then yield the core a few times (a member that shares it may be
  // what we wait for), then sleep.
  for (int i = 0; i < spin + kYields; ++i) {
    s = state.load(std::memory_order_acquire);
    if ((s & kGenerationMask) != generation)
      return 0;
    if (s & flagMask)
      return s & flagMask;
    if (i < spin)
      cpuRelax();
    else
      std::this_thread::yield();
  }
  // Announce the sleeper before the last check; the last arriver checks
  // `sleepers` after publishing, so one of the two sees the other.
  sleepers.fetch_add(1, std::memory_order_seq_cst);
  for (;;) {
    s = state.load(std::memory_order_seq_cst);
    if ((s & kGenerationMask) != generation || (s & flagMask))
      break;
    waitOn(state, s);
  }
  sleepers.fetch_sub(1, std::memory_order_relaxed);
  return (s & kGenerationMask) != generation ? 0 : (s & flagMask);
}

void Barrier::raise(uint32_t flag) {
  state.fetch_or(flag, std::memory_order_seq_cst);
  wakeAll(state);
}

} // namespace dtc::runtime
