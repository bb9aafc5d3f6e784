//===- ReduceKernels.cpp - reduction kernels compiled with NVRTC ----------===//
#include "ReduceKernels.h"
#include "CudaDriver.h"

#include <dlfcn.h>
#include <mutex>
#include <vector>

namespace dtc::runtime {

namespace {

/// How the kernels' text compiles for the device.
constexpr const char *kDevicePrelude = R"dtc(
#define DTC_KERNEL extern "C" __global__
#define DTC_DEVICE __device__
#define DTC_FIRST (blockIdx.x * (long long)blockDim.x + threadIdx.x)
#define DTC_STEP ((long long)gridDim.x * blockDim.x)
typedef __int128 dtc_i128;
typedef unsigned __int128 dtc_u128;
__device__ float dtc_half_to_float(unsigned short h) {
  float f;
  asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(h));
  return f;
}
__device__ unsigned short dtc_float_to_half(float f) {
  unsigned short h;
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(f));
  return h;
}
// A bf16 is an f32's upper half; rounded to nearest even on the bits, a
// NaN kept a (quiet) NaN, as DType.h's floatToBf16.
__device__ float dtc_bf16_to_float(unsigned short h) {
  return __uint_as_float((unsigned)h << 16);
}
__device__ unsigned short dtc_float_to_bf16(float f) {
  unsigned b = __float_as_uint(f);
  if ((b & 0x7F800000u) == 0x7F800000u && (b & 0x007FFFFFu))
    return (unsigned short)((b >> 16) | 0x0040u);
  b += 0x7FFFu + ((b >> 16) & 1u);
  return (unsigned short)(b >> 16);
}
)dtc";

/// ReduceKernels.cuh, embedded by the build.
constexpr const char *kKernels =
#include "ReduceKernelsSource.inc"
    ;

// The NVRTC entry points dtc uses (nvrtc.h), by their C signatures:
// X(field, symbol, result, parameters), for the table and its loading.
using nvrtcProgram = void *;
// clang-format off
#define DTC_NVRTC_SYMBOLS(X)                                                   \
  X(createProgram, "nvrtcCreateProgram", int,                                  \
    (nvrtcProgram *, const char *, const char *, int, const char *const *,     \
     const char *const *))                                                     \
  X(compileProgram, "nvrtcCompileProgram", int,                                \
    (nvrtcProgram, int, const char *const *))                                  \
  X(getPTXSize, "nvrtcGetPTXSize", int, (nvrtcProgram, size_t *))              \
  X(getPTX, "nvrtcGetPTX", int, (nvrtcProgram, char *))                        \
  X(getProgramLogSize, "nvrtcGetProgramLogSize", int, (nvrtcProgram, size_t *))\
  X(getProgramLog, "nvrtcGetProgramLog", int, (nvrtcProgram, char *))          \
  X(destroyProgram, "nvrtcDestroyProgram", int, (nvrtcProgram *))
// clang-format on
struct Nvrtc {
  DTC_NVRTC_SYMBOLS(DTC_API_FIELD)
};

template <typename F> bool resolve(void *h, const char *name, F &fn) {
  fn = reinterpret_cast<F>(dlsym(h, name));
  return fn != nullptr;
}

/// NVRTC from the loader's path, or the CUDA toolkit's usual place.
bool loadNvrtc(Nvrtc &api, std::string &error) {
  void *h = nullptr;
  for (const char *name : {"libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so",
                           "/usr/local/cuda/lib64/libnvrtc.so.13",
                           "/usr/local/cuda/lib64/libnvrtc.so.12",
                           "/usr/local/cuda/lib64/libnvrtc.so"})
    if ((h = dlopen(name, RTLD_NOW | RTLD_LOCAL)))
      break;
  if (!h) {
    error = "NVRTC (libnvrtc.so) cannot be loaded";
    return false;
  }
#define DTC_RESOLVE_NVRTC(field, symbol, result, parameters)                   \
  &&resolve(h, symbol, api.field)
  if (true DTC_NVRTC_SYMBOLS(DTC_RESOLVE_NVRTC))
    return true;
  error = "NVRTC (libnvrtc.so) lacks a function dtc needs";
  return false;
}

std::string compile(std::string &error) {
  Nvrtc api;
  if (!loadNvrtc(api, error))
    return {};
  nvrtcProgram program = nullptr;
  if (api.createProgram(&program, reduceKernelSource(), "dtc_reduce.cu", 0,
                        nullptr, nullptr)) {
    error = "nvrtcCreateProgram failed";
    return {};
  }
  // PTX for the oldest architecture dtc compiles for; the driver compiles
  // it for the GPU it runs on.
  const char *options[] = {"--gpu-architecture=compute_75", "-std=c++17",
                           "--device-int128"};
  int status = api.compileProgram(program, 3, options);
  std::string ptx;
  size_t size = 0;
  if (status == 0 && api.getPTXSize(program, &size) == 0) {
    ptx.resize(size);
    if (api.getPTX(program, ptx.data()))
      ptx.clear();
  } else if (api.getProgramLogSize(program, &size) == 0) {
    std::vector<char> log(size + 1, 0);
    api.getProgramLog(program, log.data());
    error = std::string("NVRTC cannot compile the reduction kernels: ") +
            log.data();
  }
  api.destroyProgram(&program);
  if (ptx.empty() && error.empty())
    error = "NVRTC returned no PTX for the reduction kernels";
  return ptx;
}

} // namespace

const char *reduceKernelSource() {
  static const std::string source = std::string(kDevicePrelude) + kKernels;
  return source.c_str();
}

std::string reduceKernelName(dtc_dtype dtype, dtc_reduction reduction) {
  static const char *const dtypes[] = {"f32", "f64", "f16",  "i8",
                                       "i32", "i64", "bool", "bf16",
                                       "u8",  "u32", "u64"};
  static const char *const reductions[] = {"sum",  "prod", "min", "max",
                                           "mean", "and",  "or"};
  if (dtype == DTC_BOOL) {
    bool isAnd =
        reduction == DTC_AND || reduction == DTC_PROD || reduction == DTC_MIN;
    return isAnd ? "dtc_reduce_bool_and" : "dtc_reduce_bool_or";
  }
  return std::string("dtc_reduce_") + dtypes[dtype] + "_" +
         reductions[reduction];
}

const std::string &reduceKernelPtx(std::string &error) {
  static std::once_flag once;
  static std::string ptx, failure;
  std::call_once(once, [] { ptx = compile(failure); });
  error = failure;
  return ptx;
}

} // namespace dtc::runtime
