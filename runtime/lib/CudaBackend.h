//===- CudaBackend.h - mesh devices on NVIDIA GPUs ------------------------===//
//
// Mesh device i runs on GPU i mod G (G = the GPUs the driver sees), in that
// GPU's primary context, on a stream of its own: a mesh with more devices
// than GPUs is a *virtual GPU mesh*, its devices sharing GPUs with their own
// buffers and streams. Everything a device does (kernels, cuBLAS, copies)
// is ordered on its stream, so the host never waits between kernels; it
// waits where data must reach the host (copies out, collectives, the end
// of the device function).
//
// Collectives: each member waits for its stream, copies its input to
// pinned host memory, meets the group on the shared-memory backend (the
// same semantics, checks and failure handling as CPU meshes) and copies its
// output back. Correct for every collective and group, at PCIe speed; device-
// to-device copies, reduction kernels and NCCL across physical GPUs are the
// next steps.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_CUDABACKEND_H
#define DTC_RUNTIME_CUDABACKEND_H

#include "CudaDriver.h"
#include "dtc/runtime/Backend.h"

#include <map>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace dtc::runtime {

/// A program's kernels (one gpu.binary), loaded into each context that
/// asks for them (mgpuModuleLoad / mgpuModuleGetFunction).
struct GpuModule {
  const void *image;
  std::mutex mutex;
  std::map<cuda::CUcontext, cuda::CUmodule> loaded;
};

/// What one mesh device has on its GPU (Backend::gpuState).
struct GpuDevice {
  const cuda::Driver *driver = nullptr;
  cuda::CUdevice gpu = 0;
  cuda::CUcontext context = nullptr;
  cuda::CUstream stream = nullptr;
  cuda::cublasHandle_t blas = nullptr;
  /// Kernels by module and name (the name is the program's constant).
  std::map<std::pair<GpuModule *, const char *>, cuda::CUfunction> functions;
  /// Freed blocks by exact size, reused in stream order; sizes of live ones.
  std::unordered_map<size_t, std::vector<cuda::CUdeviceptr>> freeBlocks;
  std::unordered_map<cuda::CUdeviceptr, size_t> sizes;
  /// Pinned host buffers that collectives stage through.
  void *stageIn = nullptr, *stageOut = nullptr;
  size_t stageInBytes = 0, stageOutBytes = 0;
};

/// The function of `module` named `name` on `device`'s context, or null
/// with dtc_last_error set.
cuda::CUfunction gpuFunction(GpuDevice &device, GpuModule &module,
                             const char *name);

} // namespace dtc::runtime

#endif // DTC_RUNTIME_CUDABACKEND_H
