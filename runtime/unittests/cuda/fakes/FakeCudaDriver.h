//===- FakeCudaDriver.h - a CUDA driver that runs on the host
//--------------===//
#ifndef DTC_RUNTIME_UNITTESTS_FAKECUDADRIVER_H
#define DTC_RUNTIME_UNITTESTS_FAKECUDADRIVER_H

#include "CudaDriver.h"

#include <cstdint>
#include <functional>
#include <string>

namespace dtc::test {

/// Whether the fake GPU can run (its kernels' module needs NVRTC to have
/// compiled them); `why` says why not.
bool fakeCudaDriverAvailable(std::string &why);
/// While on, CPU meshes made by the tests move collective data through
/// CudaMover on a fake driver that runs on the host.
void moveThroughFakeCudaDriver(bool on);
/// Copies and kernel launches the fake driver has done so far.
int64_t fakeDriverOperations();
/// Modules it has loaded (cuModuleLoadData) so far. Its kernels are the
/// host compilations of ReduceKernels.cuh, by name, whatever the image.
int64_t fakeModuleLoads();

/// The fake driver: up to 64 GPUs, whose contexts are tokens and whose
/// streams run their work on threads of their own.
const runtime::cuda::Driver &fakeDriver();
/// The calling thread's current context, and the context a stream of the
/// fake driver was made in.
runtime::cuda::CUcontext fakeCurrentContext();
runtime::cuda::CUcontext fakeStreamContext(runtime::cuda::CUstream stream);
/// While on, the fake cuMemcpy2DAsync refuses pitches that are not
/// multiples of 512 bytes, as cuda.h says a driver may.
void refuseUnalignedPitches(bool on);
/// Queues `work` on a stream of the fake driver (the null stream runs it
/// now).
void enqueueOnFakeStream(runtime::cuda::CUstream stream,
                         std::function<void()> work);

} // namespace dtc::test

#endif // DTC_RUNTIME_UNITTESTS_FAKECUDADRIVER_H
