//===- FakeBlas.cpp - cuBLAS's semantics on the fake GPUs -----------------===//
//
// The CUDA backends of the tests' fake GPUs (FakeNccl.h) get this cuBLAS:
// a gemm is column-major C = alpha op(A) op(B) + beta C, as cuBLAS's
// documentation defines it, computed when the handle's stream reaches it
// (accumulating in float for sgemm and gemmEx's CUBLAS_COMPUTE_32F, in
// double for dgemm). It refuses what cuBLAS refuses (leading dimensions
// too small for the operation, unknown types or compute types) with
// CUBLAS_STATUS_INVALID_VALUE or NOT_SUPPORTED, and fails the test where
// cuBLAS would silently misbehave: a handle used from another GPU's
// context, a stream of another GPU, or no stream (the legacy stream, which
// nothing of the device's work is ordered with).
//
//===----------------------------------------------------------------------===//
#include "FakeBlas.h"
#include "DType.h"
#include "FakeCudaDriver.h"

#include <algorithm>
#include <atomic>
#include <gtest/gtest.h>

using namespace dtc::runtime::cuda;
using namespace dtc::test;

namespace {

constexpr cublasStatus_t kInvalidValue = 7, kNotSupported = 15;
constexpr int kCompute32F = 68; // CUBLAS_COMPUTE_32F

std::atomic<int64_t> gemms{0};

struct FakeHandle {
  CUcontext context;
  CUstream stream = nullptr;
};

FakeHandle *fromHandle(cublasHandle_t handle) {
  return reinterpret_cast<FakeHandle *>(handle);
}

/// One gemm as cuBLAS is asked for it (column-major; op(A) is m x k).
struct Gemm {
  int transA, transB, m, n, k;
  double alpha, beta;
  const void *a;
  int aType, lda;
  const void *b;
  int bType, ldb;
  void *c;
  int cType, ldc;
  bool wide; ///< accumulate in double (dgemm)

  /// cuBLAS's checks of the arguments.
  cublasStatus_t check() const {
    bool ops = transA >= 0 && transA <= 2 && transB >= 0 && transB <= 2;
    if (!ops || m < 0 || n < 0 || k < 0 || lda < std::max(1, transA ? k : m) ||
        ldb < std::max(1, transB ? n : k) || ldc < std::max(1, m))
      return kInvalidValue;
    return 0;
  }
  template <typename Acc> void run() const {
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < m; ++i) {
        Acc sum = 0;
        for (int l = 0; l < k; ++l) {
          int64_t ai = transA ? l + int64_t(i) * lda : i + int64_t(l) * lda;
          int64_t bi = transB ? j + int64_t(l) * ldb : l + int64_t(j) * ldb;
          sum +=
              Acc(loadElement(a, aType, ai)) * Acc(loadElement(b, bType, bi));
        }
        int64_t ci = i + int64_t(j) * ldc;
        // beta = 0: C is not read (it may hold NaN).
        Acc value = Acc(alpha) * sum;
        if (beta != 0)
          value += Acc(beta) * Acc(loadElement(c, cType, ci));
        storeElement(c, cType, ci, double(value));
      }
  }
};

/// Checks `g` and queues it on the handle's stream.
cublasStatus_t enqueue(cublasHandle_t handle, const Gemm &g) {
  FakeHandle *h = fromHandle(handle);
  if (dtc::test::fakeCurrentContext() != h->context)
    ADD_FAILURE() << "a cuBLAS handle used from another GPU's context";
  if (!h->stream)
    ADD_FAILURE() << "a cuBLAS gemm on the legacy stream";
  if (cublasStatus_t status = g.check())
    return status;
  dtc::test::enqueueOnFakeStream(h->stream, [g] {
    if (g.wide)
      g.run<double>();
    else
      g.run<float>();
    ++gemms;
  });
  return 0;
}

cublasStatus_t create(cublasHandle_t *handle) {
  *handle = reinterpret_cast<cublasHandle_t>(
      new FakeHandle{dtc::test::fakeCurrentContext()});
  return 0;
}

cublasStatus_t destroy(cublasHandle_t handle) {
  delete fromHandle(handle);
  return 0;
}

cublasStatus_t setStream(cublasHandle_t handle, CUstream stream) {
  if (dtc::test::fakeStreamContext(stream) != fromHandle(handle)->context)
    ADD_FAILURE() << "a cuBLAS handle given a stream of another GPU";
  fromHandle(handle)->stream = stream;
  return 0;
}

/// cublasSgemm (T float) and cublasDgemm (T double).
template <typename T>
cublasStatus_t gemm(cublasHandle_t handle, int transA, int transB, int m, int n,
                    int k, const T *alpha, const T *a, int lda, const T *b,
                    int ldb, const T *beta, T *c, int ldc) {
  constexpr bool wide = sizeof(T) == 8;
  constexpr int type = wide ? kR64F : kR32F;
  return enqueue(handle, {transA, transB, m, n, k, *alpha, *beta, a, type, lda,
                          b, type, ldb, c, type, ldc, wide});
}

cublasStatus_t gemmEx(cublasHandle_t handle, int transA, int transB, int m,
                      int n, int k, const void *alpha, const void *a, int aType,
                      int lda, const void *b, int bType, int ldb,
                      const void *beta, void *c, int cType, int ldc,
                      int computeType, int algo) {
  // What dtc asks for: 16-bit operands of one type, an f32 or same-type
  // result, f32 compute (whose alpha and beta are floats).
  bool half = aType == kR16F || aType == kR16BF;
  if (!half || bType != aType || (cType != kR32F && cType != aType) ||
      computeType != kCompute32F || algo != -1)
    return kNotSupported;
  return enqueue(handle,
                 {transA, transB, m, n, k, *static_cast<const float *>(alpha),
                  *static_cast<const float *>(beta), a, aType, lda, b, bType,
                  ldb, c, cType, ldc, false});
}

} // namespace

namespace dtc::test {

const Blas *loadFakeBlas(std::string &) {
  static const Blas table = [] {
    Blas b{};
    b.cublasCreate = create;
    b.cublasDestroy = destroy;
    b.cublasSetStream = setStream;
    b.cublasSgemm = gemm<float>;
    b.cublasDgemm = gemm<double>;
    b.cublasGemmEx = gemmEx;
    return b;
  }();
  return &table;
}

int64_t fakeGemms() { return gemms; }

double loadElement(const void *data, int type, int64_t i) {
  switch (type) {
  case kR32F:
    return static_cast<const float *>(data)[i];
  case kR64F:
    return static_cast<const double *>(data)[i];
  case kR16F:
    return runtime::halfToFloat(static_cast<const uint16_t *>(data)[i]);
  default:
    return bf16ToFloat(static_cast<const uint16_t *>(data)[i]);
  }
}

void storeElement(void *data, int type, int64_t i, double value) {
  switch (type) {
  case kR32F:
    static_cast<float *>(data)[i] = float(value);
    break;
  case kR64F:
    static_cast<double *>(data)[i] = value;
    break;
  case kR16F:
    static_cast<uint16_t *>(data)[i] = runtime::floatToHalf(float(value));
    break;
  default:
    static_cast<uint16_t *>(data)[i] = floatToBf16(float(value));
  }
}

} // namespace dtc::test
