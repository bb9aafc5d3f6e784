//===- Barrier.h - a reusable barrier that can be aborted ----------------===//
//
// A generation-counting barrier for the members of one group: the last to
// arrive resets the count and bumps the generation; the others spin briefly
// on the generation, yield their core a few times, then sleep on it with a
// futex. Virtual devices may outnumber cores (8 threads on 2 cores): long
// spinning would burn the time slices the late members need, and yielding
// first lets a member on the same core arrive without a futex round trip
// (about 15 us instead of 70 us per all_reduce of 8 devices on 2 cores).
//
// The same 32-bit word carries two sticky flags that end every wait: a
// failed run (kAborted), and a member that returned from the program
// (kMemberFinished), which can never arrive again.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_BARRIER_H
#define DTC_RUNTIME_BARRIER_H

#include <atomic>
#include <cstdint>

namespace dtc::runtime {

class Barrier {
public:
  static constexpr uint32_t kAborted = 1u << 31;
  static constexpr uint32_t kMemberFinished = 1u << 30;
  static constexpr uint32_t kFlags = kAborted | kMemberFinished;

  explicit Barrier(uint32_t count) : count(count) {}

  /// Back to generation 0 with no flags and nobody arrived. Only while no
  /// thread uses the barrier.
  void reset();

  /// Arrives and waits for the other members, spinning `spin` times before
  /// sleeping. Returns 0 when every member arrived, else the flags that
  /// ended the wait. An abortable wait ends for all members alike: either
  /// all return 0 or all return flags. A wait that is not abortable ignores
  /// the flags; it is for members that are sure to arrive (those past the
  /// first barrier of a collective, which may still read each other's
  /// buffers).
  uint32_t arriveAndWait(int spin, bool abortable = true);

  /// arriveAndWait in two halves, for a member that has other work to do
  /// before it needs the others (a collective started, waited for later):
  /// arrive() returns the generation to wait for, or the flags (with
  /// `flags` set) when the barrier failed before this member arrived;
  /// wait() then behaves as arriveAndWait's wait.
  /// `onLast`, if given, runs in the last member's arrive() before the
  /// others are released (what it writes, they see when their wait
  /// returns); `last` says whether it ran.
  struct Arrival {
    uint32_t generation = 0;
    uint32_t flags = 0;
    bool last = false;
  };
  Arrival arrive(bool abortable = true, void (*onLast)(void *) = nullptr,
                 void *context = nullptr);
  uint32_t wait(Arrival arrival, int spin, bool abortable = true);

  /// Sets `flag` (sticky until reset) and wakes every waiter.
  void raise(uint32_t flag);
  /// The flags raised so far.
  uint32_t flags() const {
    return state.load(std::memory_order_acquire) & kFlags;
  }

private:
  static constexpr uint32_t kGenerationMask = ~kFlags;

  alignas(64) std::atomic<uint32_t> arrived{0};
  alignas(64) std::atomic<uint32_t> state{0}; // generation | flags
  std::atomic<uint32_t> sleepers{0};
  const uint32_t count;
};

} // namespace dtc::runtime

#endif // DTC_RUNTIME_BARRIER_H
