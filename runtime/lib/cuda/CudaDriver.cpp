//===- CudaDriver.cpp - dlopen the CUDA driver, cuBLAS and NCCL ----------===//
#include "CudaDriver.h"

#include <cstdlib>
#include <dlfcn.h>
#include <mutex>

namespace dtc::runtime::cuda {

namespace {

/// Opens the first of `names` that loads; `error` gets dlerror's text of the
/// first otherwise.
void *openFirst(std::initializer_list<const char *> names, std::string &error) {
  std::string first;
  for (const char *name : names) {
    if (!name)
      continue;
    if (void *handle = dlopen(name, RTLD_NOW | RTLD_LOCAL))
      return handle;
    if (first.empty())
      if (const char *message = dlerror())
        first = message;
  }
  error = first;
  return nullptr;
}

/// Resolves `name` into `slot`; false (with `error`) when it is missing.
template <typename F>
bool resolve(void *handle, const char *name, F &slot, std::string &error) {
  slot = reinterpret_cast<F>(dlsym(handle, name));
  if (!slot)
    error = std::string("missing symbol ") + name;
  return slot != nullptr;
}

struct Loaded {
  Driver api{};
  int numGpus = 0;
  std::string error;
  bool ok = false;
};

Loaded loadDriver() {
  Loaded l;
  std::string why;
  void *h = openFirst({"libcuda.so.1", "libcuda.so"}, why);
  if (!h) {
    l.error = "this program's mesh has GPU devices, but the CUDA driver "
              "(libcuda.so.1) cannot be loaded: " +
              why;
    return l;
  }
  Driver &d = l.api;
  // The _v2 names are what cuda.h maps the 64-bit API to.
  bool ok =
      resolve(h, "cuInit", d.cuInit, why) &&
      resolve(h, "cuDeviceGetCount", d.cuDeviceGetCount, why) &&
      resolve(h, "cuDeviceGet", d.cuDeviceGet, why) &&
      resolve(h, "cuDevicePrimaryCtxRetain", d.cuDevicePrimaryCtxRetain, why) &&
      resolve(h, "cuDevicePrimaryCtxRelease_v2", d.cuDevicePrimaryCtxRelease,
              why) &&
      resolve(h, "cuCtxSetCurrent", d.cuCtxSetCurrent, why) &&
      resolve(h, "cuStreamCreate", d.cuStreamCreate, why) &&
      resolve(h, "cuStreamDestroy_v2", d.cuStreamDestroy, why) &&
      resolve(h, "cuStreamSynchronize", d.cuStreamSynchronize, why) &&
      resolve(h, "cuEventCreate", d.cuEventCreate, why) &&
      resolve(h, "cuEventDestroy_v2", d.cuEventDestroy, why) &&
      resolve(h, "cuEventRecord", d.cuEventRecord, why) &&
      resolve(h, "cuEventQuery", d.cuEventQuery, why) &&
      resolve(h, "cuStreamWaitEvent", d.cuStreamWaitEvent, why) &&
      resolve(h, "cuMemAlloc_v2", d.cuMemAlloc, why) &&
      resolve(h, "cuMemFree_v2", d.cuMemFree, why) &&
      resolve(h, "cuMemAllocHost_v2", d.cuMemAllocHost, why) &&
      resolve(h, "cuMemFreeHost", d.cuMemFreeHost, why) &&
      resolve(h, "cuMemcpyAsync", d.cuMemcpyAsync, why) &&
      resolve(h, "cuMemcpy2DAsync_v2", d.cuMemcpy2DAsync, why) &&
      resolve(h, "cuModuleLoadData", d.cuModuleLoadData, why) &&
      resolve(h, "cuModuleGetFunction", d.cuModuleGetFunction, why) &&
      resolve(h, "cuLaunchKernel", d.cuLaunchKernel, why) &&
      resolve(h, "cuGetErrorString", d.cuGetErrorString, why);
  if (!ok) {
    l.error = "the CUDA driver (libcuda.so.1) is too old: " + why;
    return l;
  }
  if (CUresult r = d.cuInit(0)) {
    // A stub library or a machine without a GPU ends here.
    l.error = "this program's mesh has GPU devices, but the CUDA driver "
              "cannot start: " +
              d.describe("cuInit", r);
    return l;
  }
  if (CUresult r = d.cuDeviceGetCount(&l.numGpus)) {
    l.error = d.describe("cuDeviceGetCount", r);
    return l;
  }
  if (l.numGpus < 1) {
    l.error = "this program's mesh has GPU devices, but there is no GPU";
    return l;
  }
  l.ok = true;
  return l;
}

/// An API table loaded once by `load` (which fills it, or says why not in
/// its second argument); the table, or null with `error` set.
template <typename Api>
const Api *loadOnce(std::string &error, bool (*load)(Api &, std::string &)) {
  static std::once_flag once;
  static Api api{};
  static std::string failure;
  static bool ok = false;
  std::call_once(once, [&] { ok = load(api, failure); });
  error = failure;
  return ok ? &api : nullptr;
}

} // namespace

std::string Driver::describe(const char *call, CUresult result) const {
  const char *text = nullptr;
  if (!cuGetErrorString || cuGetErrorString(result, &text) != CUDA_SUCCESS)
    text = nullptr;
  // What a machine without a working driver answers (cuda.h's codes), where
  // the driver cannot say it itself.
  if (!text && result == 34)
    text = "the CUDA driver library is a stub (no driver is installed)";
  if (!text && result == 100)
    text = "no CUDA-capable device is detected";
  return std::string(call) + " failed: " + (text ? text : "unknown error") +
         " (" + std::to_string(result) + ")";
}

const Driver *driver(int &numGpus, std::string &error) {
  static const Loaded loaded = loadDriver();
  numGpus = loaded.numGpus;
  error = loaded.error;
  return loaded.ok ? &loaded.api : nullptr;
}

const Blas *blas(std::string &error) {
  return loadOnce<Blas>(error, [](Blas &api, std::string &failure) {
    std::string why;
    void *h =
        openFirst({"libcublas.so.13", "libcublas.so.12", "libcublas.so"}, why);
    if (!h) {
      failure = "matrix products on GPUs need cuBLAS (libcublas.so), which "
                "cannot be loaded: " +
                why;
      return false;
    }
    bool ok = resolve(h, "cublasCreate_v2", api.cublasCreate, why) &&
              resolve(h, "cublasDestroy_v2", api.cublasDestroy, why) &&
              resolve(h, "cublasSetStream_v2", api.cublasSetStream, why) &&
              resolve(h, "cublasSgemm_v2", api.cublasSgemm, why) &&
              resolve(h, "cublasDgemm_v2", api.cublasDgemm, why) &&
              resolve(h, "cublasGemmEx", api.cublasGemmEx, why);
    if (!ok)
      failure = "cuBLAS (libcublas.so) is too old: " + why;
    return ok;
  });
}

std::string Nccl::describe(const char *call, ncclResult_t result) const {
  const char *text = ncclGetErrorString ? ncclGetErrorString(result) : nullptr;
  return std::string(call) + " failed: " + (text ? text : "unknown error") +
         " (" + std::to_string(result) + ")";
}

const Nccl *nccl(std::string &error) {
  return loadOnce<Nccl>(error, [](Nccl &api, std::string &failure) {
    std::string why;
    void *h = openFirst(
        {std::getenv("DTC_NCCL_LIBRARY"), "libnccl.so.2", "libnccl.so"}, why);
    if (!h) {
      failure = "collectives between GPUs need NCCL (libnccl.so.2, or the "
                "library DTC_NCCL_LIBRARY names), which cannot be loaded: " +
                why;
      return false;
    }
    bool ok = resolve(h, "ncclGetUniqueId", api.ncclGetUniqueId, why) &&
              resolve(h, "ncclCommInitRank", api.ncclCommInitRank, why) &&
              resolve(h, "ncclCommDestroy", api.ncclCommDestroy, why) &&
              resolve(h, "ncclCommAbort", api.ncclCommAbort, why) &&
              resolve(h, "ncclAllReduce", api.ncclAllReduce, why) &&
              resolve(h, "ncclReduceScatter", api.ncclReduceScatter, why) &&
              resolve(h, "ncclAllGather", api.ncclAllGather, why) &&
              resolve(h, "ncclBroadcast", api.ncclBroadcast, why) &&
              resolve(h, "ncclSend", api.ncclSend, why) &&
              resolve(h, "ncclRecv", api.ncclRecv, why) &&
              resolve(h, "ncclGroupStart", api.ncclGroupStart, why) &&
              resolve(h, "ncclGroupEnd", api.ncclGroupEnd, why) &&
              resolve(h, "ncclGetErrorString", api.ncclGetErrorString, why);
    if (!ok)
      failure = "NCCL (libnccl.so.2) is too old: " + why;
    return ok;
  });
}

} // namespace dtc::runtime::cuda
