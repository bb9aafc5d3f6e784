//===- CudaDriver.h - the CUDA driver, cuBLAS and NCCL, loaded at run time ===//
//
// dtc's runtime never links CUDA: an executable whose mesh is CPU runs on a
// machine without it, and one whose mesh is GPU says clearly what is
// missing. The few driver, cuBLAS and NCCL entry points the runtime uses
// are resolved with dlopen/dlsym into these tables, declared here with the
// libraries' C ABI (handles are opaque pointers, device pointers 64-bit
// integers, results and enumerations ints), so building needs no CUDA
// headers either.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_CUDADRIVER_H
#define DTC_RUNTIME_CUDADRIVER_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace dtc::runtime::cuda {

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = struct CUctx_st *;
using CUstream = struct CUstream_st *;
using CUmodule = struct CUmod_st *;
using CUfunction = struct CUfunc_st *;
using CUevent = struct CUevent_st *;
using cublasHandle_t = struct cublasContext *;
using cublasStatus_t = int;

constexpr CUresult CUDA_SUCCESS = 0;
constexpr CUresult CUDA_ERROR_INVALID_VALUE = 1;
constexpr CUresult CUDA_ERROR_INVALID_PITCH_VALUE = 12;
constexpr CUresult CUDA_ERROR_NOT_READY = 600;
constexpr int CUBLAS_OP_N = 0;
constexpr int CUBLAS_OP_T = 1;
constexpr unsigned CU_STREAM_NON_BLOCKING = 1;
constexpr unsigned CU_EVENT_DISABLE_TIMING = 2;

/// CUDA_MEMCPY2D (cuda.h), for unified (UVA) pointers on both sides.
constexpr int CU_MEMORYTYPE_UNIFIED = 4;
struct Memcpy2D {
  size_t srcXInBytes, srcY;
  int srcMemoryType;
  const void *srcHost;
  CUdeviceptr srcDevice;
  void *srcArray;
  size_t srcPitch;
  size_t dstXInBytes, dstY;
  int dstMemoryType;
  void *dstHost;
  CUdeviceptr dstDevice;
  void *dstArray;
  size_t dstPitch;
  size_t WidthInBytes, Height;
};

/// The driver API entry points the runtime uses: X(field, symbol, result,
/// parameters), the symbol what cuda.h maps the name to (the 64-bit `_v2`
/// API). One list for the table below and its loading (CudaDriver.cpp).
/// cuEventQuery answers CUDA_SUCCESS when the work before the event's
/// record is done, CUDA_ERROR_NOT_READY while it is not.
// clang-format off
#define DTC_CUDA_DRIVER_SYMBOLS(X)                                             \
  X(cuInit, "cuInit", CUresult, (unsigned))                                    \
  X(cuDeviceGetCount, "cuDeviceGetCount", CUresult, (int *))                   \
  X(cuDeviceGet, "cuDeviceGet", CUresult, (CUdevice *, int))                   \
  X(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain", CUresult,            \
    (CUcontext *, CUdevice))                                                   \
  X(cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2", CUresult,       \
    (CUdevice))                                                                \
  X(cuCtxSetCurrent, "cuCtxSetCurrent", CUresult, (CUcontext))                 \
  X(cuStreamCreate, "cuStreamCreate", CUresult, (CUstream *, unsigned))        \
  X(cuStreamDestroy, "cuStreamDestroy_v2", CUresult, (CUstream))               \
  X(cuStreamSynchronize, "cuStreamSynchronize", CUresult, (CUstream))          \
  X(cuEventCreate, "cuEventCreate", CUresult, (CUevent *, unsigned))           \
  X(cuEventDestroy, "cuEventDestroy_v2", CUresult, (CUevent))                  \
  X(cuEventRecord, "cuEventRecord", CUresult, (CUevent, CUstream))             \
  X(cuEventQuery, "cuEventQuery", CUresult, (CUevent))                         \
  X(cuStreamWaitEvent, "cuStreamWaitEvent", CUresult,                          \
    (CUstream, CUevent, unsigned))                                             \
  X(cuMemAlloc, "cuMemAlloc_v2", CUresult, (CUdeviceptr *, size_t))           \
  X(cuMemFree, "cuMemFree_v2", CUresult, (CUdeviceptr))                        \
  X(cuMemAllocHost, "cuMemAllocHost_v2", CUresult, (void **, size_t))          \
  X(cuMemFreeHost, "cuMemFreeHost", CUresult, (void *))                        \
  X(cuMemcpyAsync, "cuMemcpyAsync", CUresult,                                  \
    (CUdeviceptr, CUdeviceptr, size_t, CUstream))                              \
  X(cuMemcpy2DAsync, "cuMemcpy2DAsync_v2", CUresult,                           \
    (const Memcpy2D *, CUstream))                                              \
  X(cuModuleLoadData, "cuModuleLoadData", CUresult,                            \
    (CUmodule *, const void *))                                                \
  X(cuModuleGetFunction, "cuModuleGetFunction", CUresult,                      \
    (CUfunction *, CUmodule, const char *))                                    \
  X(cuLaunchKernel, "cuLaunchKernel", CUresult,                                \
    (CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,   \
     unsigned, CUstream, void **, void **))                                    \
  X(cuGetErrorString, "cuGetErrorString", CUresult, (CUresult, const char **))
// clang-format on

/// A table field for an entry of the lists above and below.
#define DTC_API_FIELD(field, symbol, result, parameters)                       \
  result(*field) parameters;

/// The driver API, as loaded; every pointer is set once load() succeeds.
struct Driver {
  DTC_CUDA_DRIVER_SYMBOLS(DTC_API_FIELD)

  /// A message for a failed call: "NAME failed: the driver's text (code)".
  std::string describe(const char *call, CUresult result) const;
};

/// cuBLAS's entry points (their `_v2` symbols, as cublas_v2.h maps them).
/// cublasGemmEx is the mixed-precision product: data types (cudaDataType)
/// per operand, a compute type and an algorithm.
// clang-format off
#define DTC_CUBLAS_SYMBOLS(X)                                                  \
  X(cublasCreate, "cublasCreate_v2", cublasStatus_t, (cublasHandle_t *))       \
  X(cublasDestroy, "cublasDestroy_v2", cublasStatus_t, (cublasHandle_t))       \
  X(cublasSetStream, "cublasSetStream_v2", cublasStatus_t,                     \
    (cublasHandle_t, CUstream))                                                \
  X(cublasSgemm, "cublasSgemm_v2", cublasStatus_t,                             \
    (cublasHandle_t, int, int, int, int, int, const float *, const float *,    \
     int, const float *, int, const float *, float *, int))                    \
  X(cublasDgemm, "cublasDgemm_v2", cublasStatus_t,                             \
    (cublasHandle_t, int, int, int, int, int, const double *, const double *,  \
     int, const double *, int, const double *, double *, int))                 \
  X(cublasGemmEx, "cublasGemmEx", cublasStatus_t,                              \
    (cublasHandle_t, int, int, int, int, int, const void *, const void *, int, \
     int, const void *, int, int, const void *, void *, int, int, int, int))
// clang-format on

/// cuBLAS, loaded on first use (only programs with products need it).
struct Blas {
  DTC_CUBLAS_SYMBOLS(DTC_API_FIELD)
};

/// NCCL (nccl.h), loaded on first use: only groups whose members are on
/// different GPUs need it.
using ncclResult_t = int;
using ncclComm_t = struct ncclComm *;
struct ncclUniqueId {
  char internal[128];
};
/// ncclDataType_t and ncclRedOp_t values.
enum NcclType : int {
  ncclInt8 = 0,
  ncclUint8 = 1,
  ncclInt32 = 2,
  ncclInt64 = 4,
  ncclFloat16 = 6,
  ncclFloat32 = 7,
  ncclFloat64 = 8,
};
enum NcclOp : int { ncclSum = 0, ncclProd = 1, ncclMax = 2, ncclMin = 3 };
constexpr ncclResult_t ncclSuccess = 0;

/// NCCL's entry points, each under its own name.
// clang-format off
#define DTC_NCCL_SYMBOLS(X)                                                    \
  X(ncclGetUniqueId, "ncclGetUniqueId", ncclResult_t, (ncclUniqueId *))        \
  X(ncclCommInitRank, "ncclCommInitRank", ncclResult_t,                        \
    (ncclComm_t *, int, ncclUniqueId, int))                                    \
  X(ncclCommDestroy, "ncclCommDestroy", ncclResult_t, (ncclComm_t))            \
  X(ncclCommAbort, "ncclCommAbort", ncclResult_t, (ncclComm_t))                \
  X(ncclAllReduce, "ncclAllReduce", ncclResult_t,                              \
    (const void *, void *, size_t, int, int, ncclComm_t, CUstream))            \
  X(ncclReduceScatter, "ncclReduceScatter", ncclResult_t,                      \
    (const void *, void *, size_t, int, int, ncclComm_t, CUstream))            \
  X(ncclAllGather, "ncclAllGather", ncclResult_t,                              \
    (const void *, void *, size_t, int, ncclComm_t, CUstream))                 \
  X(ncclBroadcast, "ncclBroadcast", ncclResult_t,                              \
    (const void *, void *, size_t, int, int, ncclComm_t, CUstream))            \
  X(ncclSend, "ncclSend", ncclResult_t,                                        \
    (const void *, size_t, int, int, ncclComm_t, CUstream))                    \
  X(ncclRecv, "ncclRecv", ncclResult_t,                                        \
    (void *, size_t, int, int, ncclComm_t, CUstream))                          \
  X(ncclGroupStart, "ncclGroupStart", ncclResult_t, ())                        \
  X(ncclGroupEnd, "ncclGroupEnd", ncclResult_t, ())                            \
  X(ncclGetErrorString, "ncclGetErrorString", const char *, (ncclResult_t))
// clang-format on

struct Nccl {
  DTC_NCCL_SYMBOLS(DTC_API_FIELD)

  /// A message for a failed call: "NAME failed: NCCL's text (code)".
  std::string describe(const char *call, ncclResult_t result) const;
};

/// The process's driver, loaded and initialized once (cuInit), with the
/// number of GPUs; null with `error` set when there is no usable driver or
/// no GPU.
const Driver *driver(int &numGpus, std::string &error);
/// The process's cuBLAS; null with `error` set when it cannot be loaded.
const Blas *blas(std::string &error);
/// The process's NCCL (libnccl.so.2, by name); null
/// with `error` set when it cannot be loaded.
const Nccl *nccl(std::string &error);

} // namespace dtc::runtime::cuda

#endif // DTC_RUNTIME_CUDADRIVER_H
