//===- CudaBackend.h - mesh devices on NVIDIA GPUs ------------------------===//
//
// Mesh device i runs on GPU i mod G (G = the GPUs the driver sees), in that
// GPU's primary context, on a stream of its own: a mesh with more devices
// than GPUs is a *virtual GPU mesh*, its devices sharing GPUs with their own
// buffers and streams. A mixed mesh (dtc_mesh_create_mixed) also has CPU
// devices: host threads with host memory and no GPU state; its GPU devices
// take GPUs 0, 1, ... in mesh order, and every collective whose group has a
// CPU device is staged (below), the CPU members meeting on their own
// buffers. Everything a device does (kernels, cuBLAS, copies)
// is ordered on its stream, so the host never waits between kernels; it
// waits where data must reach the host (copies out, collectives, the end
// of the device function).
//
// A collective takes one of three paths, by where its group's members are:
//   all on one GPU (a virtual GPU mesh): the shared-memory backend's
//     algorithms (the same semantics, checks and failure handling as CPU
//     meshes) on the device buffers themselves, with device copies and
//     NVRTC-compiled reduction kernels on the members' streams (CudaMover);
//   all on different GPUs, in a mesh with at most one device per GPU:
//     NCCL (NcclCollectives), one communicator per group, everything
//     queued on the members' streams;
//   otherwise (a virtual mesh over several GPUs): staged through pinned
//     host memory (each member copies its input out, the group meets on
//     host copies, each copies its output back), correct at PCIe speed.
// Where NVRTC (for reductions) or NCCL cannot be loaded, the collectives
// that need them are staged too, said once on stderr.
//
// A mesh split over the processes of a job (ClientMap) runs only this
// process's devices, on the GPUs after those of the processes on its
// machine before it; its host side is a clients backend (staged groups
// meet over MPI across processes), NCCL communicators span the processes,
// and the processes agree at start on which paths the collectives take.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_CUDABACKEND_H
#define DTC_RUNTIME_CUDABACKEND_H

#include "Backend.h"
#include "CudaDriver.h"

#include <memory>

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

/// Loads cuBLAS (cuda::blas) or NCCL (cuda::nccl), or fails with a message.
using BlasLoader = const cuda::Blas *(*)(std::string & error);
using NcclLoader = const cuda::Nccl *(*)(std::string & error);

/// What one mesh device has on its GPU (Backend::gpuState).
struct GpuDevice {
  const cuda::Driver *driver = nullptr;
  /// cuBLAS, for the programs' products (GpuEntryPoints.cpp).
  BlasLoader loadBlas = nullptr;
  cuda::CUdevice gpu = 0;
  cuda::CUcontext context = nullptr;
  cuda::CUstream stream = nullptr;
  /// Recorded on the stream when the device's inputs to a collective are
  /// complete (ready) and when its moves are queued (done); the other
  /// members' streams wait for them (CudaMover).
  cuda::CUevent ready = nullptr, done = nullptr;
  /// Recorded after an NCCL call between processes, which the host waits
  /// for under the watchdog (NcclCollectives::settle).
  cuda::CUevent settled = nullptr;
  /// Every NCCL call of the device runs on `comm`, after what `stream` had
  /// queued (toComm), and `stream` waits for it (fromComm) unless the call
  /// is a started collective, whose own event (from `startedEvents`, made
  /// as needed) the wait makes `stream` wait for (NcclCollectives::onComm).
  cuda::CUstream comm = nullptr;
  cuda::CUevent toComm = nullptr, fromComm = nullptr;
  std::vector<cuda::CUevent> startedEvents, allStartedEvents;
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

/// createCudaBackend on a given driver with `numGpus` GPUs, cuBLAS and
/// NCCL coming from `loadBlas` and `loadNccl` (the tests' fake GPUs).
std::unique_ptr<Backend> createCudaBackend(const MeshShape &shape,
                                           const ClientMap &clients,
                                           const cuda::Driver &driver,
                                           int numGpus, BlasLoader loadBlas,
                                           NcclLoader loadNccl);

} // namespace dtc::runtime

#endif // DTC_RUNTIME_CUDABACKEND_H
