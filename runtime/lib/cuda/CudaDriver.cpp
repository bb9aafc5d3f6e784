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

/// `&& resolve(...)` for one entry of a symbol list, into table `d` (the
/// driver's) or `api`.
#define DTC_RESOLVE(field, symbol, result, parameters)                         \
  &&resolve(h, symbol, d.field, why)
#define DTC_RESOLVE_API(field, symbol, result, parameters)                     \
  &&resolve(h, symbol, api.field, why)

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
  bool ok = true DTC_CUDA_DRIVER_SYMBOLS(DTC_RESOLVE);
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
    bool ok = true DTC_CUBLAS_SYMBOLS(DTC_RESOLVE_API);
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
    // By name, as the CUDA driver and cuBLAS: the system's loader finds it
    // (its cache, or LD_LIBRARY_PATH: a pip wheel's nvidia/nccl/lib).
    void *h = openFirst({"libnccl.so.2", "libnccl.so"}, why);
    if (!h) {
      failure = "collectives between GPUs need NCCL (libnccl.so.2), which "
                "cannot be loaded: " +
                why;
      return false;
    }
    bool ok = true DTC_NCCL_SYMBOLS(DTC_RESOLVE_API);
    if (!ok)
      failure = "NCCL (libnccl.so.2) is too old: " + why;
    return ok;
  });
}

} // namespace dtc::runtime::cuda
