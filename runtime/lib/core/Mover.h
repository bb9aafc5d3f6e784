//===- Mover.h - how a collective's bytes move once its group has met ----===//
//
// The shared-memory backend's collectives meet their group, swap buffer
// pointers, and then each member moves its share of the data. Where those
// buffers are decides how: host memory (HostMover: memcpy and the runtime's
// reductions, done on return) or the memory of GPUs in one address space
// (the CUDA backend's mover: device copies and reduction kernels queued on
// the member's stream). A member calls ready() before it meets (its inputs
// are complete, or will be before anyone reads them), met() once the group
// has met, queues its copies and reductions, calls finish() before the
// closing barrier (its moves are done, or will be before anyone touches
// their buffers again) and parted() after it; a failure is kept until
// finish() reports it. Host memory needs none of this; GPU streams order
// themselves with events there, so the host does not wait.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_MOVER_H
#define DTC_RUNTIME_MOVER_H

#include "dtc/runtime.h"

#include <cstdint>
#include <vector>

namespace dtc::runtime {

class Mover {
public:
  virtual ~Mover();

  /// This device's inputs to the next collective are complete.
  virtual int ready(int64_t /*device*/) { return DTC_OK; }
  /// The group (`members`, mesh indices) has met: everyone's ready() came
  /// before.
  virtual void met(int64_t /*device*/,
                   const std::vector<int64_t> & /*members*/) {}
  /// Copies `bytes` from `src` to `dst` (they may overlap).
  virtual void copy(int64_t device, void *dst, const void *src,
                    int64_t bytes) = 0;
  /// Copies `rows` rows of `width` bytes, row i from src + i * srcPitch to
  /// dst + i * dstPitch (pitches at least `width`); row by row by default.
  virtual void copyRows(int64_t device, void *dst, int64_t dstPitch,
                        const void *src, int64_t srcPitch, int64_t width,
                        int64_t rows);
  /// reduceArrays (Reduce.h) on this device's behalf.
  virtual void reduce(int64_t device, dtc_dtype dtype, dtc_reduction reduction,
                      const void *const *ins, int64_t numIns, void *const *outs,
                      int64_t numOuts, int64_t count) = 0;
  /// reduce() on `rows` rows of `width` elements: row i of every input at
  /// i * inPitch elements, of every output at i * outPitch; row by row by
  /// default.
  virtual void reduceRows(int64_t device, dtc_dtype dtype,
                          dtc_reduction reduction, const void *const *ins,
                          int64_t numIns, int64_t inPitch, void *const *outs,
                          int64_t numOuts, int64_t outPitch, int64_t width,
                          int64_t rows);
  /// Waits for this device's queued work; the first failure since the last
  /// call, or DTC_OK.
  virtual int finish(int64_t /*device*/) { return DTC_OK; }
  /// The group has parted: everyone's finish() came before.
  virtual void parted(int64_t /*device*/,
                      const std::vector<int64_t> & /*members*/) {}
  /// A scratch buffer of `bytes` where the collectives' buffers live, or
  /// null with setError's message.
  virtual void *allocate(int64_t device, int64_t bytes) = 0;
  virtual void deallocate(int64_t device, void *ptr) = 0;
};

/// 64-byte aligned heap memory (null for 0 bytes or on failure); std::free
/// releases it.
void *alignedHostAlloc(int64_t bytes);

/// Host memory: copies and reductions done on return.
class HostMover final : public Mover {
public:
  void copy(int64_t device, void *dst, const void *src, int64_t bytes) override;
  void reduce(int64_t device, dtc_dtype dtype, dtc_reduction reduction,
              const void *const *ins, int64_t numIns, void *const *outs,
              int64_t numOuts, int64_t count) override;
  void *allocate(int64_t device, int64_t bytes) override;
  void deallocate(int64_t device, void *ptr) override;
};

} // namespace dtc::runtime

#endif // DTC_RUNTIME_MOVER_H
