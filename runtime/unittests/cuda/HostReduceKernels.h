//===- HostReduceKernels.h - ReduceKernels.cuh compiled for the host ------===//
//
// The GPU reduction kernels' text as host C++: one "thread" walks every
// element (DTC_FIRST 0, DTC_STEP 1). ReduceKernelsTest compares them with
// reduceArrays; the fake driver of FakeCudaDriver.cpp launches them.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_UNITTESTS_HOSTREDUCEKERNELS_H
#define DTC_RUNTIME_UNITTESTS_HOSTREDUCEKERNELS_H

#include "DType.h"

#include <map>
#include <string>

static float dtc_half_to_float(unsigned short h) {
  return dtc::runtime::halfToFloat(h);
}
static unsigned short dtc_float_to_half(float f) {
  return dtc::runtime::floatToHalf(f);
}
static float dtc_bf16_to_float(unsigned short h) {
  return dtc::runtime::bf16ToFloat(h);
}
static unsigned short dtc_float_to_bf16(float f) {
  return dtc::runtime::floatToBf16(f);
}
#define DTC_KERNEL static
#define DTC_DEVICE
#define DTC_FIRST 0
#define DTC_STEP 1
__extension__ typedef __int128 dtc_i128;
__extension__ typedef unsigned __int128 dtc_u128;
#include "ReduceKernels.cuh"

namespace dtc::test {

using HostKernel = void (*)(DtcTables);

/// Every kernel of ReduceKernels.cuh by name.
inline const std::map<std::string, HostKernel> &hostReduceKernels() {
#define K(name)                                                                \
  {                                                                            \
    #name, name                                                                \
  }
  static const std::map<std::string, HostKernel> kernels = {
      K(dtc_reduce_f32_sum),   K(dtc_reduce_f32_prod), K(dtc_reduce_f32_min),
      K(dtc_reduce_f32_max),   K(dtc_reduce_f32_mean), K(dtc_reduce_f64_sum),
      K(dtc_reduce_f64_prod),  K(dtc_reduce_f64_min),  K(dtc_reduce_f64_max),
      K(dtc_reduce_f64_mean),  K(dtc_reduce_f16_sum),  K(dtc_reduce_f16_prod),
      K(dtc_reduce_f16_min),   K(dtc_reduce_f16_max),  K(dtc_reduce_f16_mean),
      K(dtc_reduce_i8_sum),    K(dtc_reduce_i8_prod),  K(dtc_reduce_i8_min),
      K(dtc_reduce_i8_max),    K(dtc_reduce_i8_mean),  K(dtc_reduce_i8_and),
      K(dtc_reduce_i8_or),     K(dtc_reduce_i32_sum),  K(dtc_reduce_i32_prod),
      K(dtc_reduce_i32_min),   K(dtc_reduce_i32_max),  K(dtc_reduce_i32_mean),
      K(dtc_reduce_i32_and),   K(dtc_reduce_i32_or),   K(dtc_reduce_i64_sum),
      K(dtc_reduce_i64_prod),  K(dtc_reduce_i64_min),  K(dtc_reduce_i64_max),
      K(dtc_reduce_i64_mean),  K(dtc_reduce_i64_and),  K(dtc_reduce_i64_or),
      K(dtc_reduce_bool_or),   K(dtc_reduce_bool_and), K(dtc_reduce_bf16_sum),
      K(dtc_reduce_bf16_prod), K(dtc_reduce_bf16_min), K(dtc_reduce_bf16_max),
      K(dtc_reduce_bf16_mean), K(dtc_reduce_u8_sum),   K(dtc_reduce_u8_prod),
      K(dtc_reduce_u8_min),    K(dtc_reduce_u8_max),   K(dtc_reduce_u8_mean),
      K(dtc_reduce_u8_and),    K(dtc_reduce_u8_or),    K(dtc_reduce_u32_sum),
      K(dtc_reduce_u32_prod),  K(dtc_reduce_u32_min),  K(dtc_reduce_u32_max),
      K(dtc_reduce_u32_mean),  K(dtc_reduce_u32_and),  K(dtc_reduce_u32_or),
      K(dtc_reduce_u64_sum),   K(dtc_reduce_u64_prod), K(dtc_reduce_u64_min),
      K(dtc_reduce_u64_max),   K(dtc_reduce_u64_mean), K(dtc_reduce_u64_and),
      K(dtc_reduce_u64_or)};
#undef K
  return kernels;
}

} // namespace dtc::test

#endif // DTC_RUNTIME_UNITTESTS_HOSTREDUCEKERNELS_H
