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

/// The driver API, as loaded; every pointer is set once load() succeeds.
struct Driver {
  CUresult (*cuInit)(unsigned);
  CUresult (*cuDeviceGetCount)(int *);
  CUresult (*cuDeviceGet)(CUdevice *, int);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
  CUresult (*cuDevicePrimaryCtxRelease)(CUdevice);
  CUresult (*cuCtxSetCurrent)(CUcontext);
  CUresult (*cuStreamCreate)(CUstream *, unsigned);
  CUresult (*cuStreamDestroy)(CUstream);
  CUresult (*cuStreamSynchronize)(CUstream);
  CUresult (*cuEventCreate)(CUevent *, unsigned);
  CUresult (*cuEventDestroy)(CUevent);
  CUresult (*cuEventRecord)(CUevent, CUstream);
  /// CUDA_SUCCESS when the work before the event's record is done,
  /// CUDA_ERROR_NOT_READY while it is not.
  CUresult (*cuEventQuery)(CUevent);
  CUresult (*cuStreamWaitEvent)(CUstream, CUevent, unsigned);
  CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
  CUresult (*cuMemFree)(CUdeviceptr);
  CUresult (*cuMemAllocHost)(void **, size_t);
  CUresult (*cuMemFreeHost)(void *);
  CUresult (*cuMemcpyAsync)(CUdeviceptr, CUdeviceptr, size_t, CUstream);
  CUresult (*cuMemcpy2DAsync)(const Memcpy2D *, CUstream);
  CUresult (*cuModuleLoadData)(CUmodule *, const void *);
  CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned,
                             unsigned, unsigned, unsigned, CUstream, void **,
                             void **);
  CUresult (*cuGetErrorString)(CUresult, const char **);

  /// A message for a failed call: "NAME failed: the driver's text (code)".
  std::string describe(const char *call, CUresult result) const;
};

/// cuBLAS, loaded on first use (only programs with products need it).
struct Blas {
  cublasStatus_t (*cublasCreate)(cublasHandle_t *);
  cublasStatus_t (*cublasDestroy)(cublasHandle_t);
  cublasStatus_t (*cublasSetStream)(cublasHandle_t, CUstream);
  cublasStatus_t (*cublasSgemm)(cublasHandle_t, int, int, int, int, int,
                                const float *, const float *, int,
                                const float *, int, const float *, float *,
                                int);
  cublasStatus_t (*cublasDgemm)(cublasHandle_t, int, int, int, int, int,
                                const double *, const double *, int,
                                const double *, int, const double *, double *,
                                int);
  /// Mixed precision: data types (cudaDataType) per operand, a compute
  /// type and an algorithm (cublasGemmEx).
  cublasStatus_t (*cublasGemmEx)(cublasHandle_t, int, int, int, int, int,
                                 const void *, const void *, int, int,
                                 const void *, int, int, const void *, void *,
                                 int, int, int, int);
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

struct Nccl {
  ncclResult_t (*ncclGetUniqueId)(ncclUniqueId *);
  ncclResult_t (*ncclCommInitRank)(ncclComm_t *, int, ncclUniqueId, int);
  ncclResult_t (*ncclCommDestroy)(ncclComm_t);
  ncclResult_t (*ncclCommAbort)(ncclComm_t);
  ncclResult_t (*ncclAllReduce)(const void *, void *, size_t, int, int,
                                ncclComm_t, CUstream);
  ncclResult_t (*ncclReduceScatter)(const void *, void *, size_t, int, int,
                                    ncclComm_t, CUstream);
  ncclResult_t (*ncclAllGather)(const void *, void *, size_t, int, ncclComm_t,
                                CUstream);
  ncclResult_t (*ncclBroadcast)(const void *, void *, size_t, int, int,
                                ncclComm_t, CUstream);
  ncclResult_t (*ncclSend)(const void *, size_t, int, int, ncclComm_t,
                           CUstream);
  ncclResult_t (*ncclRecv)(void *, size_t, int, int, ncclComm_t, CUstream);
  ncclResult_t (*ncclGroupStart)();
  ncclResult_t (*ncclGroupEnd)();
  const char *(*ncclGetErrorString)(ncclResult_t);

  /// A message for a failed call: "NAME failed: NCCL's text (code)".
  std::string describe(const char *call, ncclResult_t result) const;
};

/// The process's driver, loaded and initialized once (cuInit), with the
/// number of GPUs; null with `error` set when there is no usable driver or
/// no GPU.
const Driver *driver(int &numGpus, std::string &error);
/// The process's cuBLAS; null with `error` set when it cannot be loaded.
const Blas *blas(std::string &error);
/// The process's NCCL ($DTC_NCCL_LIBRARY if set, else libnccl.so.2); null
/// with `error` set when it cannot be loaded.
const Nccl *nccl(std::string &error);

} // namespace dtc::runtime::cuda

#endif // DTC_RUNTIME_CUDADRIVER_H
