//===- DType.h - element types: sizes, 16-bit conversions, identities ----===//
#ifndef DTC_RUNTIME_DTYPE_H
#define DTC_RUNTIME_DTYPE_H

#include "dtc/runtime.h"

#include <cmath>
#include <cstdint>
#include <cstring>

namespace dtc::runtime {

inline bool isValidDType(dtc_dtype dtype) {
  return static_cast<uint32_t>(dtype) <= DTC_C64;
}
inline bool isFloatDType(dtc_dtype dtype) {
  return dtype == DTC_F32 || dtype == DTC_F64 || dtype == DTC_F16 ||
         dtype == DTC_BF16;
}
/// The real dtype whose elements hold a `dtype` element's parts, and how
/// many (C64: 2 F32); `dtype` itself and 1 for real dtypes.
inline dtc_dtype partsDType(dtc_dtype dtype, int64_t *parts) {
  *parts = dtype == DTC_C64 ? 2 : 1;
  return dtype == DTC_C64 ? DTC_F32 : dtype;
}
inline bool isValidReduction(dtc_reduction reduction) {
  return static_cast<uint32_t>(reduction) <= DTC_OR;
}
const char *reductionName(dtc_reduction reduction);

/// Whether `reduction` is defined on `dtype` (AND/OR: integers and bool;
/// MEAN: not bool; complex: SUM and MEAN only).
bool reductionApplies(dtc_dtype dtype, dtc_reduction reduction);

inline uint32_t floatBits(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof bits);
  return bits;
}
inline float floatFromBits(uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

// IEEE binary16 <-> binary32 without hardware support, by float arithmetic
// (the method of Marat Dukhan's FP16 library): exact for every half, and
// round-to-nearest-even for floats, with subnormals, infinities and NaNs.
inline float halfToFloat(uint16_t h) {
  const uint32_t w = static_cast<uint32_t>(h) << 16;
  const uint32_t sign = w & 0x80000000u;
  const uint32_t twoW = w + w;
  // Normal numbers: rebias the exponent by scaling by 2^-112.
  const float normalized =
      floatFromBits((twoW >> 4) + (0xE0u << 23)) * 0x1.0p-112f;
  // Subnormals: place the mantissa under a 0.5 magic number and subtract it.
  const float denormalized = floatFromBits((twoW >> 17) | (126u << 23)) - 0.5f;
  const uint32_t bits =
      twoW < (1u << 27) ? floatBits(denormalized) : floatBits(normalized);
  return floatFromBits(sign | bits);
}

inline uint16_t floatToHalf(float f) {
  // Scaling up then down rounds the mantissa at the half's precision and
  // overflows to infinity where the half would.
  float base = (std::fabs(f) * 0x1.0p+112f) * 0x1.0p-110f;
  const uint32_t w = floatBits(f);
  const uint32_t shl1W = w + w;
  const uint32_t sign = w & 0x80000000u;
  uint32_t bias = shl1W & 0xFF000000u;
  if (bias < 0x71000000u)
    bias = 0x71000000u;
  base = floatFromBits((bias >> 1) + 0x07800000u) + base;
  const uint32_t bits = floatBits(base);
  const uint32_t expBits = (bits >> 13) & 0x00007C00u;
  const uint32_t mantissaBits = bits & 0x00000FFFu;
  const uint32_t nonSign = expBits + mantissaBits;
  return static_cast<uint16_t>((sign >> 16) |
                               (shl1W > 0xFF000000u ? 0x7E00u : nonSign));
}

// bfloat16 <-> binary32: a bf16 is an f32's upper half. Rounding to
// nearest even on the bits (subnormals kept, as JAX does; a NaN stays a
// NaN, quieted).
inline float bf16ToFloat(uint16_t bits) {
  return floatFromBits(uint32_t(bits) << 16);
}

inline uint16_t floatToBf16(float f) {
  uint32_t bits = floatBits(f);
  if ((bits & 0x7F800000u) == 0x7F800000u && (bits & 0x007FFFFFu))
    return uint16_t((bits >> 16) | 0x0040u);
  bits += 0x7FFFu + ((bits >> 16) & 1u);
  return uint16_t(bits >> 16);
}

/// Fills `count` elements with the identity of `reduction` (SUM, MAX or
/// MIN): 0; -inf or the lowest value; +inf or the largest value.
void fillIdentity(void *dst, int64_t count, dtc_dtype dtype,
                  dtc_reduction reduction);

/// `a * b` into `*out`, false on overflow (for sizes and element counts).
inline bool mulOverflows(int64_t a, int64_t b, int64_t *out) {
  return __builtin_mul_overflow(a, b, out);
}

/// The number of elements of `shape`, or -1 when the byte size of the
/// tensor would not fit in an int64 (or an extent is negative).
int64_t numElements(const int64_t *shape, int32_t rank, dtc_dtype dtype);

} // namespace dtc::runtime

#endif // DTC_RUNTIME_DTYPE_H
