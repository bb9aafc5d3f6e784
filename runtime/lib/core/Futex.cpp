//===- Futex.cpp - sleeping on a 32-bit word ------------------------------===//
#include "Futex.h"

#include <thread>

#ifdef __linux__
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace dtc::runtime {

void futex::relax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  asm volatile("yield");
#endif
}

void futex::yield() { std::this_thread::yield(); }

void futex::wait(std::atomic<uint32_t> &word, uint32_t expected) {
#ifdef __linux__
  syscall(SYS_futex, reinterpret_cast<uint32_t *>(&word), FUTEX_WAIT_PRIVATE,
          expected, nullptr, nullptr, 0);
#else
  (void)word;
  (void)expected;
  std::this_thread::yield();
#endif
}

void futex::wakeAll(std::atomic<uint32_t> &word) {
#ifdef __linux__
  syscall(SYS_futex, reinterpret_cast<uint32_t *>(&word), FUTEX_WAKE_PRIVATE,
          INT32_MAX, nullptr, nullptr, 0);
#else
  (void)word;
#endif
}

} // namespace dtc::runtime
