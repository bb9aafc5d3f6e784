//===- DType.cpp - element types: sizes, names, identities ---------------===//
#include "DType.h"

#include <cstdint>
#include <limits>

namespace dtc::runtime {

const char *reductionName(dtc_reduction reduction) {
  switch (reduction) {
  case DTC_SUM:
    return "sum";
  case DTC_PROD:
    return "prod";
  case DTC_MIN:
    return "min";
  case DTC_MAX:
    return "max";
  case DTC_MEAN:
    return "mean";
  case DTC_AND:
    return "and";
  case DTC_OR:
    return "or";
  }
  return "?";
}

bool reductionApplies(dtc_dtype dtype, dtc_reduction reduction) {
  if (!isValidDType(dtype) || !isValidReduction(reduction))
    return false;
  if (dtype == DTC_C64)
    return reduction == DTC_SUM || reduction == DTC_MEAN;
  if (reduction == DTC_AND || reduction == DTC_OR)
    return !isFloatDType(dtype);
  if (reduction == DTC_MEAN)
    return dtype != DTC_BOOL;
  return true;
}

template <typename T> static void fill(void *dst, int64_t count, T value) {
  T *out = static_cast<T *>(dst);
  for (int64_t i = 0; i < count; ++i)
    out[i] = value;
}

template <typename T>
static void fillIdentityOf(void *dst, int64_t count, dtc_reduction reduction) {
  using Limits = std::numeric_limits<T>;
  if (reduction == DTC_SUM)
    return fill<T>(dst, count, T(0));
  bool isMax = reduction == DTC_MAX;
  if constexpr (Limits::has_infinity)
    fill<T>(dst, count, isMax ? -Limits::infinity() : Limits::infinity());
  else
    fill<T>(dst, count, isMax ? Limits::lowest() : Limits::max());
}

void fillIdentity(void *dst, int64_t count, dtc_dtype dtype,
                  dtc_reduction reduction) {
  switch (dtype) {
  case DTC_F32:
    return fillIdentityOf<float>(dst, count, reduction);
  case DTC_F64:
    return fillIdentityOf<double>(dst, count, reduction);
  case DTC_F16:
    return fill<uint16_t>(dst, count,
                          reduction == DTC_SUM   ? 0x0000
                          : reduction == DTC_MAX ? 0xFC00 // -inf
                                                 : 0x7C00);
  case DTC_BF16:
    return fill<uint16_t>(dst, count,
                          reduction == DTC_SUM   ? 0x0000
                          : reduction == DTC_MAX ? 0xFF80 // -inf
                                                 : 0x7F80);
  case DTC_I8:
    return fillIdentityOf<int8_t>(dst, count, reduction);
  case DTC_I32:
    return fillIdentityOf<int32_t>(dst, count, reduction);
  case DTC_I64:
    return fillIdentityOf<int64_t>(dst, count, reduction);
  case DTC_BOOL: // sum and max are OR (identity false), min is AND (true)
    return fill<uint8_t>(dst, count, reduction == DTC_MIN ? 1 : 0);
  case DTC_U8:
    return fillIdentityOf<uint8_t>(dst, count, reduction);
  case DTC_U32:
    return fillIdentityOf<uint32_t>(dst, count, reduction);
  case DTC_U64:
    return fillIdentityOf<uint64_t>(dst, count, reduction);
  case DTC_C64: // SUM's: both parts 0
    return fill<float>(dst, 2 * count, 0.0f);
  }
}

int64_t numElements(const int64_t *shape, int32_t rank, dtc_dtype dtype) {
  int64_t count = 1;
  for (int32_t d = 0; d < rank; ++d) {
    if (shape[d] < 0 || mulOverflows(count, shape[d], &count))
      return -1;
  }
  int64_t bytes;
  if (mulOverflows(count, dtc_dtype_size(dtype), &bytes))
    return -1;
  return count;
}

} // namespace dtc::runtime

using namespace dtc::runtime;

extern "C" int64_t dtc_dtype_size(dtc_dtype dtype) {
  switch (dtype) {
  case DTC_F32:
  case DTC_I32:
  case DTC_U32:
    return 4;
  case DTC_F64:
  case DTC_I64:
  case DTC_U64:
  case DTC_C64:
    return 8;
  case DTC_F16:
  case DTC_BF16:
    return 2;
  case DTC_I8:
  case DTC_BOOL:
  case DTC_U8:
    return 1;
  }
  return -1;
}

extern "C" const char *dtc_dtype_name(dtc_dtype dtype) {
  static const char *const names[] = {"f32", "f64", "f16",  "i8",
                                      "i32", "i64", "bool", "bf16",
                                      "u8",  "u32", "u64",  "c64"};
  return isValidDType(dtype) ? names[dtype] : "?";
}
