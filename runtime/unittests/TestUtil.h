//===- TestUtil.h - meshes, data and plain references for the tests ------===//
//
// The references here are written from the definitions in dtc/runtime.h and
// docs/design.md, single-threaded and without any of the runtime's code, so
// that the runtime is checked against an independent reading of the spec.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_UNITTESTS_TESTUTIL_H
#define DTC_RUNTIME_UNITTESTS_TESTUTIL_H

#include "dtc/runtime.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <gtest/gtest.h>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace dtc::test {

using Bytes = std::vector<uint8_t>;

/// Sets DTC_DEVICE_FIBERS (0: a thread per device; N: fibers on N threads)
/// for the meshes made in its scope.
struct FibersSetting {
  explicit FibersSetting(const char *value) {
    setenv("DTC_DEVICE_FIBERS", value, 1);
  }
  ~FibersSetting() { unsetenv("DTC_DEVICE_FIBERS"); }
};

/// A mesh that is destroyed at scope exit.
struct Mesh {
  explicit Mesh(std::vector<int64_t> sizes, const int64_t *ids = nullptr)
      : sizes(std::move(sizes)) {
    mesh = dtc_mesh_create(static_cast<int32_t>(this->sizes.size()),
                           this->sizes.data(), ids);
    numDevices = 1;
    for (int64_t size : this->sizes)
      numDevices *= size;
  }
  ~Mesh() { dtc_mesh_destroy(mesh); }
  Mesh(const Mesh &) = delete;
  Mesh &operator=(const Mesh &) = delete;

  int64_t coord(int64_t index, size_t axis) const {
    int64_t stride = 1;
    for (size_t a = sizes.size(); a-- > axis + 1;)
      stride *= sizes[a];
    return index / stride % sizes[axis];
  }
  int64_t indexOf(const std::vector<int64_t> &coords) const {
    int64_t index = 0;
    for (size_t a = 0; a < sizes.size(); ++a)
      index = index * sizes[a] + coords[a];
    return index;
  }

  dtc_mesh *mesh;
  std::vector<int64_t> sizes;
  int64_t numDevices;
};

/// Runs `body` on every device of the mesh; returns dtc_mesh_run's status.
inline int runOn(dtc_mesh *mesh,
                 const std::function<void(dtc_device *)> &body) {
  return dtc_mesh_run(
      mesh,
      [](dtc_device *device, void *arg) {
        (*static_cast<const std::function<void(dtc_device *)> *>(arg))(device);
      },
      const_cast<std::function<void(dtc_device *)> *>(&body));
}

/// The members of `device`'s group over `axes`, in group order (brute
/// force: every device that agrees on the other axes, ordered by the
/// mixed-radix number of its coordinates on `axes`).
inline std::vector<int64_t> groupOf(const Mesh &mesh, int64_t device,
                                    const std::vector<int32_t> &axes) {
  std::vector<std::pair<int64_t, int64_t>> keyed;
  for (int64_t other = 0; other < mesh.numDevices; ++other) {
    bool same = true;
    for (size_t a = 0; a < mesh.sizes.size(); ++a) {
      bool listed = false;
      for (int32_t axis : axes)
        listed |= static_cast<size_t>(axis) == a;
      if (!listed && mesh.coord(other, a) != mesh.coord(device, a))
        same = false;
    }
    if (!same)
      continue;
    int64_t key = 0;
    for (int32_t axis : axes)
      key = key * mesh.sizes[axis] + mesh.coord(other, axis);
    keyed.push_back({key, other});
  }
  std::sort(keyed.begin(), keyed.end());
  std::vector<int64_t> members;
  for (auto &entry : keyed)
    members.push_back(entry.second);
  return members;
}

inline int64_t indexIn(const std::vector<int64_t> &members, int64_t device) {
  return std::find(members.begin(), members.end(), device) - members.begin();
}

inline const std::vector<dtc_dtype> &allDTypes() {
  static const std::vector<dtc_dtype> all = {
      DTC_F32,  DTC_F64,  DTC_F16, DTC_I8,  DTC_I32, DTC_I64,
      DTC_BOOL, DTC_BF16, DTC_U8,  DTC_U32, DTC_U64, DTC_C64};
  return all;
}

inline const std::vector<dtc_reduction> &allReductions() {
  static const std::vector<dtc_reduction> all = {
      DTC_SUM, DTC_PROD, DTC_MIN, DTC_MAX, DTC_MEAN, DTC_AND, DTC_OR};
  return all;
}

inline bool applies(dtc_dtype dtype, dtc_reduction reduction) {
  if (dtype == DTC_C64)
    return reduction == DTC_SUM || reduction == DTC_MEAN;
  bool isFloat = dtype == DTC_F32 || dtype == DTC_F64 || dtype == DTC_F16 ||
                 dtype == DTC_BF16;
  if (reduction == DTC_AND || reduction == DTC_OR)
    return !isFloat;
  return !(reduction == DTC_MEAN && dtype == DTC_BOOL);
}

inline uint16_t toHalf(float f) {
  _Float16 h = static_cast<_Float16>(f);
  uint16_t bits;
  std::memcpy(&bits, &h, 2);
  return bits;
}
/// f rounded to bfloat16 (to nearest, ties to the even pattern), worked
/// out apart from the runtime's bit arithmetic: the two bf16 values around
/// f, and the nearer in double arithmetic. NaN stays NaN.
inline uint16_t toBf16(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  if (std::isnan(f))
    return uint16_t((bits >> 16) | 0x0040);
  if (std::isinf(f))
    return uint16_t(bits >> 16);
  auto value = [](uint32_t upper) {
    uint32_t wide = upper << 16;
    float v;
    std::memcpy(&v, &wide, 4);
    return double(v);
  };
  uint32_t down = bits >> 16, up = down + 1; // toward and away from zero
  // Past the largest finite bf16, infinity counts as 2^128 (IEEE 754's
  // rounding as if the exponent had no bound).
  double upValue = std::isinf(value(up)) && !std::isinf(f)
                       ? std::copysign(std::ldexp(1.0, 128), double(f))
                       : value(up);
  double below = std::fabs(value(down) - f), above = std::fabs(upValue - f);
  if (below < above || (below == above && (down & 1) == 0))
    return uint16_t(down);
  return uint16_t(up);
}
inline float fromBf16(uint16_t bits) {
  uint32_t wide = uint32_t(bits) << 16;
  float v;
  std::memcpy(&v, &wide, 4);
  return v;
}
inline float fromHalf(uint16_t bits) {
  _Float16 h;
  std::memcpy(&h, &bits, 2);
  return static_cast<float>(h);
}

/// Deterministic data: full-mantissa floats in [-4, 4) (halves in
/// [-2, 2)), integers over their whole range, bools 0/1.
inline Bytes randomData(dtc_dtype dtype, int64_t count, uint64_t seed) {
  std::mt19937_64 rng(seed * 0x9E3779B97F4A7C15ull + 12345);
  Bytes data(count * dtc_dtype_size(dtype));
  for (int64_t i = 0; i < count; ++i) {
    uint64_t bits = rng();
    double unit = (bits >> 11) * 0x1.0p-53; // [0, 1)
    uint8_t *at = data.data() + i * dtc_dtype_size(dtype);
    switch (dtype) {
    case DTC_F32: {
      float v = static_cast<float>(unit * 8 - 4);
      std::memcpy(at, &v, 4);
      break;
    }
    case DTC_F64: {
      double v = unit * 8 - 4;
      std::memcpy(at, &v, 8);
      break;
    }
    case DTC_F16: {
      uint16_t v = toHalf(static_cast<float>(unit * 4 - 2));
      std::memcpy(at, &v, 2);
      break;
    }
    case DTC_BF16: {
      uint16_t v = toBf16(static_cast<float>(unit * 4 - 2));
      std::memcpy(at, &v, 2);
      break;
    }
    case DTC_BOOL:
      *at = bits & 1;
      break;
    case DTC_C64: { // both parts in [-4, 4)
      float parts[2] = {
          static_cast<float>(unit * 8 - 4),
          static_cast<float>(((bits & 0x7ff) * 0x1.0p-11) * 8 - 4)};
      std::memcpy(at, parts, 8);
      break;
    }
    default:
      std::memcpy(at, &bits, dtc_dtype_size(dtype));
      break;
    }
  }
  return data;
}

template <typename T> T loadAs(const uint8_t *p) {
  T v;
  std::memcpy(&v, p, sizeof v);
  return v;
}
template <typename T> void storeAs(uint8_t *p, T v) {
  std::memcpy(p, &v, sizeof v);
}

template <typename F> F refMin(F a, F b) {
  if (std::isnan(a) || std::isnan(b))
    return std::isnan(a) ? a : b;
  return b < a ? b : a;
}
template <typename F> F refMax(F a, F b) {
  if (std::isnan(a) || std::isnan(b))
    return std::isnan(a) ? a : b;
  return b > a ? b : a;
}

template <typename F>
F refFloat(dtc_reduction reduction, const std::vector<F> &values) {
  F acc = values[0];
  for (size_t j = 1; j < values.size(); ++j) {
    F v = values[j];
    switch (reduction) {
    case DTC_SUM:
    case DTC_MEAN:
      acc = acc + v;
      break;
    case DTC_PROD:
      acc = acc * v;
      break;
    case DTC_MIN:
      acc = refMin(acc, v);
      break;
    case DTC_MAX:
      acc = refMax(acc, v);
      break;
    default:
      ADD_FAILURE() << "bad float reduction";
    }
  }
  if (reduction == DTC_MEAN)
    acc = acc / static_cast<F>(values.size());
  return acc;
}

template <typename T>
T refInt(dtc_reduction reduction, const std::vector<T> &values) {
  __extension__ typedef __int128 Wide;
  uint64_t wrap = static_cast<uint64_t>(values[0]);
  Wide sum = values[0];
  T acc = values[0];
  for (size_t j = 1; j < values.size(); ++j) {
    T v = values[j];
    sum += v;
    switch (reduction) {
    case DTC_SUM:
      wrap += static_cast<uint64_t>(v);
      break;
    case DTC_PROD:
      wrap *= static_cast<uint64_t>(v);
      break;
    case DTC_MIN:
      acc = std::min(acc, v);
      break;
    case DTC_MAX:
      acc = std::max(acc, v);
      break;
    case DTC_AND:
      acc = acc & v;
      break;
    case DTC_OR:
      acc = acc | v;
      break;
    default:
      break;
    }
  }
  if (reduction == DTC_SUM || reduction == DTC_PROD)
    return static_cast<T>(wrap); // modulo 2^bits
  if (reduction == DTC_MEAN)
    return static_cast<T>(sum / static_cast<Wide>(values.size()));
  return acc;
}

/// Element i reduced over `inputs` in their order.
inline void referenceReduce(dtc_dtype dtype, dtc_reduction reduction,
                            const std::vector<const uint8_t *> &inputs,
                            uint8_t *out, int64_t count) {
  const int64_t es = dtc_dtype_size(dtype);
  for (int64_t i = 0; i < count; ++i) {
    uint8_t *o = out + i * es;
    auto gather = [&](auto tag) {
      using T = decltype(tag);
      std::vector<T> values;
      for (const uint8_t *in : inputs)
        values.push_back(loadAs<T>(in + i * es));
      return values;
    };
    switch (dtype) {
    case DTC_F32:
      storeAs(o, refFloat(reduction, gather(float())));
      break;
    case DTC_F64:
      storeAs(o, refFloat(reduction, gather(double())));
      break;
    case DTC_F16: {
      std::vector<float> values;
      for (uint16_t h : gather(uint16_t()))
        values.push_back(fromHalf(h));
      storeAs(o, toHalf(refFloat(reduction, values)));
      break;
    }
    case DTC_BF16: {
      std::vector<float> values;
      for (uint16_t h : gather(uint16_t()))
        values.push_back(fromBf16(h));
      storeAs(o, toBf16(refFloat(reduction, values)));
      break;
    }
    case DTC_I8:
      storeAs(o, refInt(reduction, gather(int8_t())));
      break;
    case DTC_I32:
      storeAs(o, refInt(reduction, gather(int32_t())));
      break;
    case DTC_I64:
      storeAs(o, refInt(reduction, gather(int64_t())));
      break;
    case DTC_U8:
      storeAs(o, refInt(reduction, gather(uint8_t())));
      break;
    case DTC_U32:
      storeAs(o, refInt(reduction, gather(uint32_t())));
      break;
    case DTC_U64:
      storeAs(o, refInt(reduction, gather(uint64_t())));
      break;
    case DTC_C64: { // SUM and MEAN: each part alike
      std::vector<float> re, im;
      for (uint64_t bits : gather(uint64_t())) {
        float parts[2];
        std::memcpy(parts, &bits, 8);
        re.push_back(parts[0]);
        im.push_back(parts[1]);
      }
      float parts[2] = {refFloat(reduction, re), refFloat(reduction, im)};
      std::memcpy(o, parts, 8);
      break;
    }
    case DTC_BOOL: {
      bool isAnd =
          reduction == DTC_AND || reduction == DTC_PROD || reduction == DTC_MIN;
      bool acc = isAnd;
      for (uint8_t v : gather(uint8_t()))
        acc = isAnd ? (acc && v) : (acc || v);
      *o = acc;
      break;
    }
    }
  }
}

/// Row-major strides of `shape`.
inline std::vector<int64_t> stridesOf(const std::vector<int64_t> &shape) {
  std::vector<int64_t> strides(shape.size(), 1);
  for (size_t d = shape.size(); d-- > 1;)
    strides[d - 1] = strides[d] * shape[d];
  return strides;
}

inline int64_t product(const std::vector<int64_t> &shape) {
  int64_t n = 1;
  for (int64_t e : shape)
    n *= e;
  return n;
}

/// Calls fn(index) for every multi-index of `shape`, in row-major order.
inline void
forEachIndex(const std::vector<int64_t> &shape,
             const std::function<void(const std::vector<int64_t> &)> &fn) {
  int64_t total = product(shape);
  std::vector<int64_t> index(shape.size(), 0);
  for (int64_t n = 0; n < total; ++n) {
    int64_t rest = n;
    for (size_t d = shape.size(); d-- > 0;) {
      index[d] = rest % shape[d];
      rest /= shape[d];
    }
    fn(index);
  }
}

inline int64_t offsetOf(const std::vector<int64_t> &index,
                        const std::vector<int64_t> &shape) {
  int64_t offset = 0;
  for (size_t d = 0; d < shape.size(); ++d)
    offset = offset * shape[d] + index[d];
  return offset;
}

/// A readable name for a failing comparison.
inline std::string describeBytes(dtc_dtype dtype, const uint8_t *p) {
  switch (dtype) {
  case DTC_F32:
    return std::to_string(loadAs<float>(p));
  case DTC_F64:
    return std::to_string(loadAs<double>(p));
  case DTC_F16:
    return std::to_string(fromHalf(loadAs<uint16_t>(p)));
  case DTC_I8:
    return std::to_string(loadAs<int8_t>(p));
  case DTC_I32:
    return std::to_string(loadAs<int32_t>(p));
  case DTC_I64:
    return std::to_string(loadAs<int64_t>(p));
  default:
    return std::to_string(*p);
  }
}

/// Bitwise equality, with the first difference in the failure message.
inline ::testing::AssertionResult
sameBytes(dtc_dtype dtype, const Bytes &expected, const Bytes &actual) {
  if (expected.size() != actual.size())
    return ::testing::AssertionFailure()
           << "sizes differ: " << expected.size() << " vs " << actual.size();
  const int64_t es = dtc_dtype_size(dtype);
  for (size_t i = 0; i < expected.size(); i += es)
    if (std::memcmp(&expected[i], &actual[i], es) != 0)
      return ::testing::AssertionFailure()
             << "element " << i / es << ": expected "
             << describeBytes(dtype, &expected[i]) << ", got "
             << describeBytes(dtype, &actual[i]);
  return ::testing::AssertionSuccess();
}

} // namespace dtc::test

#endif // DTC_RUNTIME_UNITTESTS_TESTUTIL_H
