//===- CudaMover.h - collectives inside one GPU's memory ------------------===//
//
// On a virtual GPU mesh the members of a group can share one GPU: their
// buffers are in one device memory, so the shared-memory collectives run on
// them directly (no trip through the host): copies are cuMemcpyAsync and
// reductions the NVRTC-compiled kernels of ReduceKernels.cuh, queued on the
// member's stream. The streams order themselves with events, so the host
// never waits: ready() records the member's `ready` event and met() makes
// its stream wait for every member's (their inputs are complete before it
// reads them); finish() records its `done` event and parted() makes its
// stream wait for every member's (nobody reuses a buffer another member
// still reads or writes). The CUDA backend turns this on per call
// (setOnDevice) for groups on one GPU; otherwise (host-staged collectives)
// it moves host memory like HostMover. Staging buffers are pinned host
// memory, which both paths can use.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_CUDAMOVER_H
#define DTC_RUNTIME_CUDAMOVER_H

#include "CudaBackend.h"
#include "Mover.h"

#include <string>
#include <vector>

namespace dtc::runtime {

class CudaMover final : public Mover {
public:
  CudaMover(const cuda::Driver &driver, std::vector<GpuDevice> &devices)
      : driver(driver), devices(devices), state(devices.size()) {}

  /// Whether `device`'s next moves are between device buffers.
  void setOnDevice(int64_t device, bool on) { state[device].onDevice = on; }

  int ready(int64_t device) override;
  void met(int64_t device, const std::vector<int64_t> &members) override;
  void copy(int64_t device, void *dst, const void *src, int64_t bytes) override;
  void copyRows(int64_t device, void *dst, int64_t dstPitch, const void *src,
                int64_t srcPitch, int64_t width, int64_t rows) override;
  void reduce(int64_t device, dtc_dtype dtype, dtc_reduction reduction,
              const void *const *ins, int64_t numIns, void *const *outs,
              int64_t numOuts, int64_t count) override;
  void reduceRows(int64_t device, dtc_dtype dtype, dtc_reduction reduction,
                  const void *const *ins, int64_t numIns, int64_t inPitch,
                  void *const *outs, int64_t numOuts, int64_t outPitch,
                  int64_t width, int64_t rows) override;
  int finish(int64_t device) override;
  void parted(int64_t device, const std::vector<int64_t> &members) override;
  /// The first failure of `device`'s moves queued since the last call (or
  /// finish()), without waiting for them; DTC_OK when there is none.
  int takeFailure(int64_t device);
  void *allocate(int64_t device, int64_t bytes) override;
  void deallocate(int64_t device, void *ptr) override;

private:
  struct DeviceState {
    bool onDevice = false;
    std::string failure; ///< the first failure since finish()
  };
  /// Keeps the first failure of `device`'s queued moves.
  void failed(int64_t device, const std::string &message);
  /// Records `event` on `device`'s stream; the driver's status.
  int record(int64_t device, cuda::CUevent event);
  /// Makes `device`'s stream wait for the `event` of every other member.
  void waitFor(int64_t device, const std::vector<int64_t> &members,
               cuda::CUevent GpuDevice::*event);

  const cuda::Driver &driver;
  std::vector<GpuDevice> &devices;
  std::vector<DeviceState> state;
  HostMover host;
};

} // namespace dtc::runtime

#endif // DTC_RUNTIME_CUDAMOVER_H
