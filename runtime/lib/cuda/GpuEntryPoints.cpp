//===- GpuEntryPoints.cpp - what compiled GPU programs call ---------------===//
//
// The host side of `dtc-gpu-lowering` calls MLIR's mgpu* functions (from
// gpu-to-llvm and the gpu.binary translation) and dtc_cublas_*gemm (from
// dtc-linalg-to-blas). They run on the calling thread's mesh device
// (dtc_current_device): its context, its stream,
// its cuBLAS handle. A failure aborts the run with the driver's message;
// the program then runs on to its end without effect and the launcher
// reports the failure.
//
//   mgpuModuleLoad         called by a global constructor before main, so
//                          it only records the image; each context loads
//                          it on first use (gpuFunction)
//   mgpuStreamCreate       the device's own stream (no new stream per launch)
//   mgpuStreamSynchronize  nothing: all of a device's work is ordered on
//                          its stream, and the launcher waits for it
//   mgpuMemcpy             returns once the copy is done (a scalar the
//                          host reads next)
//
//===----------------------------------------------------------------------===//
#include "CudaBackend.h"
#include "Error.h"
#include "Mesh.h"
#include "dtc/imports.h"

#include <cstdint>

using namespace dtc::runtime;
using namespace dtc::runtime::cuda;

namespace {

/// The calling device's GPU state, or null (after aborting the run) when
/// the calling thread runs no device of a GPU mesh.
GpuDevice *currentGpu() {
  dtc_device *device = dtc_current_device();
  if (!device)
    return nullptr;
  auto *gpu =
      static_cast<GpuDevice *>(device->mesh->backend->gpuState(device->index));
  if (!gpu)
    dtc_device_abort(device, "GPU code called on a mesh of CPU devices");
  return gpu;
}

void abortRun(const std::string &message) {
  if (dtc_device *device = dtc_current_device())
    dtc_device_abort(device, message.c_str());
}

/// cuBLAS's name for `status` (cublas_api.h), with a hint where one helps.
std::string blasStatus(int status) {
  switch (status) {
  case 1:
    return "CUBLAS_STATUS_NOT_INITIALIZED";
  case 3:
    return "CUBLAS_STATUS_ALLOC_FAILED (out of device memory)";
  case 7:
    return "CUBLAS_STATUS_INVALID_VALUE";
  case 8:
    return "CUBLAS_STATUS_ARCH_MISMATCH (the GPU lacks the feature, e.g. "
           "bf16 products before sm_80)";
  case 13:
    return "CUBLAS_STATUS_EXECUTION_FAILED";
  case 14:
    return "CUBLAS_STATUS_INTERNAL_ERROR";
  case 15:
    return "CUBLAS_STATUS_NOT_SUPPORTED (this type combination on this GPU)";
  default:
    return "status " + std::to_string(status);
  }
}

/// The device's cuBLAS handle, created on first use on its stream.
cublasHandle_t blasHandle(GpuDevice &g, const Blas *&api) {
  std::string error;
  api = g.loadBlas(error);
  if (!api) {
    abortRun(error);
    return nullptr;
  }
  if (!g.blas) {
    cublasHandle_t handle;
    if (int status = api->cublasCreate(&handle)) {
      abortRun("cublasCreate failed: " + blasStatus(status));
      return nullptr;
    }
    if (int status = api->cublasSetStream(handle, g.stream)) {
      api->cublasDestroy(handle);
      abortRun("cublasSetStream failed: " + blasStatus(status));
      return nullptr;
    }
    g.blas = handle;
  }
  return g.blas;
}

constexpr int kCblasTrans = 112;
constexpr int kComputeF32 = 68;  // CUBLAS_COMPUTE_32F
constexpr int kGemmDefault = -1; // CUBLAS_GEMM_DEFAULT

/// Row-major C = op(A) op(B) through column-major cuBLAS: the same memory
/// read column-major is C^T = op(B)^T op(A)^T, so the operands swap. `call`
/// gets the API, the calling device's handle and the column-major
/// operations of B and A, and returns cuBLAS's status.
template <typename Call> void rowMajorGemm(int transA, int transB, Call call) {
  GpuDevice *g = currentGpu();
  const Blas *api;
  if (!g)
    return;
  cublasHandle_t handle = blasHandle(*g, api);
  if (!handle)
    return;
  int opA = transA == kCblasTrans ? CUBLAS_OP_T : CUBLAS_OP_N;
  int opB = transB == kCblasTrans ? CUBLAS_OP_T : CUBLAS_OP_N;
  if (int status = call(*api, handle, opB, opA))
    abortRun("cuBLAS gemm failed: " + blasStatus(status));
}

} // namespace

extern "C" {

void *mgpuModuleLoad(void *image, size_t) {
  return new GpuModule{image, {}, {}};
}

void mgpuModuleUnload(void *) {
  // Runs from a global destructor, when the driver may be gone: modules
  // stay until the process exits.
}

void *mgpuModuleGetFunction(void *module, const char *name) {
  GpuDevice *g = currentGpu();
  if (!g)
    return nullptr;
  if (!module) {
    abortRun(std::string("kernel ") + name +
             ": the program's kernels were never loaded (its module "
             "constructor did not run)");
    return nullptr;
  }
  CUfunction f = gpuFunction(*g, *static_cast<GpuModule *>(module), name);
  if (!f)
    abortRun(lastError());
  return f;
}

void *mgpuStreamCreate() {
  GpuDevice *g = currentGpu();
  return g ? g->stream : nullptr;
}

void mgpuStreamDestroy(void *) {}
void mgpuStreamSynchronize(void *) {}

void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t sharedMemory, void *stream,
                      void **params, void **extra, size_t) {
  GpuDevice *g = currentGpu();
  if (!g || !function)
    return; // the run is aborted already
  if (CUresult r = g->driver->cuLaunchKernel(
          static_cast<CUfunction>(function), unsigned(gridX), unsigned(gridY),
          unsigned(gridZ), unsigned(blockX), unsigned(blockY), unsigned(blockZ),
          unsigned(sharedMemory), static_cast<CUstream>(stream), params, extra))
    abortRun(g->driver->describe("cuLaunchKernel", r));
}

void mgpuMemcpy(void *dst, void *src, size_t bytes, void *stream) {
  GpuDevice *g = currentGpu();
  if (!g)
    return;
  if (CUresult r =
          g->driver->cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                                   reinterpret_cast<CUdeviceptr>(src), bytes,
                                   static_cast<CUstream>(stream)))
    return abortRun(g->driver->describe("cuMemcpyAsync", r));
  // Compiled code copies with gpu.memcpy only to read a scalar on the host
  // (ParallelLoopsToGPU), which it does right after: the copy must be done.
  if (CUresult r =
          g->driver->cuStreamSynchronize(static_cast<CUstream>(stream)))
    abortRun(g->driver->describe("cuStreamSynchronize", r));
}

void dtc_cublas_sgemm(int, int transA, int transB, int m, int n, int k,
                      float alpha, const float *a, int lda, const float *b,
                      int ldb, float beta, float *c, int ldc) {
  rowMajorGemm(transA, transB,
               [&](const Blas &api, cublasHandle_t h, int opB, int opA) {
                 return api.cublasSgemm(h, opB, opA, n, m, k, &alpha, b, ldb, a,
                                        lda, &beta, c, ldc);
               });
}

void dtc_cublas_dgemm(int, int transA, int transB, int m, int n, int k,
                      double alpha, const double *a, int lda, const double *b,
                      int ldb, double beta, double *c, int ldc) {
  rowMajorGemm(transA, transB,
               [&](const Blas &api, cublasHandle_t h, int opB, int opA) {
                 return api.cublasDgemm(h, opB, opA, n, m, k, &alpha, b, ldb, a,
                                        lda, &beta, c, ldc);
               });
}

void dtc_cublas_gemm_ex(int, int transA, int transB, int m, int n, int k,
                        float alpha, const void *a, int aType, int lda,
                        const void *b, int bType, int ldb, float beta, void *c,
                        int cType, int ldc) {
  rowMajorGemm(transA, transB,
               [&](const Blas &api, cublasHandle_t h, int opB, int opA) {
                 return api.cublasGemmEx(h, opB, opA, n, m, k, &alpha, b, bType,
                                         ldb, a, aType, lda, &beta, c, cType,
                                         ldc, kComputeF32, kGemmDefault);
               });
}

} // extern "C"
