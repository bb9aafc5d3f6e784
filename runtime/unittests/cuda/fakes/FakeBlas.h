//===- FakeBlas.h - cuBLAS's semantics on the fake GPUs -------------------===//
#ifndef DTC_RUNTIME_UNITTESTS_FAKEBLAS_H
#define DTC_RUNTIME_UNITTESTS_FAKEBLAS_H

#include "CudaDriver.h"
#include "DType.h"

#include <cstdint>
#include <string>

namespace dtc::test {

/// A cuBLAS whose gemms compute on the fake driver's streams, column-major
/// as cuBLAS's documentation defines them (FakeBlas.cpp).
const runtime::cuda::Blas *loadFakeBlas(std::string &error);

/// gemms the fake cuBLAS has computed so far.
int64_t fakeGemms();

/// cudaDataType values of the types dtc's products use.
enum CudaType : int { kR32F = 0, kR64F = 1, kR16F = 2, kR16BF = 14 };
/// Element i of an array of `type`, as a double, and the reverse (rounded
/// to the type).
double loadElement(const void *data, int type, int64_t i);
void storeElement(void *data, int type, int64_t i, double value);

/// bf16 to and from float (round to nearest even; NaN stays NaN).
inline float bf16ToFloat(uint16_t h) {
  return runtime::floatFromBits(uint32_t(h) << 16);
}
inline uint16_t floatToBf16(float f) {
  uint32_t bits = runtime::floatBits(f);
  if ((bits & 0x7fffffffu) > 0x7f800000u)
    return uint16_t((bits >> 16) | 0x40); // quiet NaN
  bits += 0x7fffu + ((bits >> 16) & 1);
  return uint16_t(bits >> 16);
}

} // namespace dtc::test

#endif // DTC_RUNTIME_UNITTESTS_FAKEBLAS_H
