// ReduceKernels.cuh - reduceArrays (Reduce.h) as CUDA kernels.
//
// The CUDA backend compiles this file with NVRTC at run time (the text is
// embedded in the runtime) for the collectives of virtual GPU meshes, whose
// members' buffers are all in one GPU's memory. It has exactly the host
// reductions' semantics, element by element: the inputs folded in order in
// an accumulator type (f16 and bf16 in f32; integer SUM and PROD wrapping in the
// unsigned type; integer MEAN in a wider type, truncated toward zero;
// NaN-propagating MIN and MAX; bool normalised, SUM/MAX as OR, PROD/MIN as
// AND). The same text also compiles as host C++ (the runtime's unit tests
// check it against reduceArrays): the including file defines
//   DTC_KERNEL           extern "C" __global__   | static
//   DTC_DEVICE           __device__              | inline
//   DTC_FIRST, DTC_STEP  the grid-stride loop's start and step
//   dtc_half_to_float, dtc_float_to_half   (cvt instructions | DType.h)
//   dtc_bf16_to_float, dtc_float_to_bf16   (bit operations | DType.h)
//   dtc_i128, dtc_u128   __int128, unsigned __int128 (host compilers want
//                        __extension__)
// No header is included: NVRTC needs none.

#define DTC_MAX_TABLE 64

// A kernel's buffers: up to DTC_MAX_TABLE inputs and outputs, by value;
// `count` elements in rows of `width`, row r at r * inPitch elements of
// every input and r * outPitch of every output (contiguous: width = count).
struct DtcTables {
  const void *ins[DTC_MAX_TABLE];
  void *outs[DTC_MAX_TABLE];
  long long numIns, numOuts, count, width, inPitch, outPitch;
};

typedef signed char dtc_i8;
typedef unsigned char dtc_u8;
typedef unsigned short dtc_u16;
typedef unsigned int dtc_u32;
typedef unsigned long long dtc_u64;

struct DtcAdd {
  template <typename A> DTC_DEVICE A operator()(A a, A b) const { return a + b; }
};
struct DtcMul {
  template <typename A> DTC_DEVICE A operator()(A a, A b) const { return a * b; }
};
struct DtcAnd {
  template <typename A> DTC_DEVICE A operator()(A a, A b) const { return a & b; }
};
struct DtcOr {
  template <typename A> DTC_DEVICE A operator()(A a, A b) const { return a | b; }
};
// -0 (integers have none; 1 / -0 is -inf).
template <typename A> DTC_DEVICE bool dtcNegativeZero(A) { return false; }
DTC_DEVICE inline bool dtcNegativeZero(float v) { return v == 0 && 1 / v < 0; }
DTC_DEVICE inline bool dtcNegativeZero(double v) { return v == 0 && 1 / v < 0; }
// IEEE 754's minimum and maximum, as the host's reduceArrays: NaN-propagating
// (b != b: NaN), -0 below +0 in either order.
struct DtcMin {
  template <typename A> DTC_DEVICE A operator()(A a, A b) const {
    return (b < a || b != b || (b == a && dtcNegativeZero(b))) ? b : a;
  }
};
struct DtcMax {
  template <typename A> DTC_DEVICE A operator()(A a, A b) const {
    return (b > a || b != b || (b == a && dtcNegativeZero(a))) ? b : a;
  }
};

template <typename To> struct DtcCast {
  template <typename From> DTC_DEVICE To operator()(From v) const {
    return static_cast<To>(v);
  }
};
struct DtcSame {
  template <typename A> DTC_DEVICE A operator()(A a) const { return a; }
};
template <typename A> struct DtcDivide {
  A divisor;
  DTC_DEVICE A operator()(A a) const { return a / divisor; }
};
struct DtcHalfLoad {
  DTC_DEVICE float operator()(dtc_u16 h) const { return dtc_half_to_float(h); }
};
struct DtcHalfStore {
  DTC_DEVICE dtc_u16 operator()(float f) const { return dtc_float_to_half(f); }
};
struct DtcBf16Load {
  DTC_DEVICE float operator()(dtc_u16 h) const { return dtc_bf16_to_float(h); }
};
struct DtcBf16Store {
  DTC_DEVICE dtc_u16 operator()(float f) const { return dtc_float_to_bf16(f); }
};
struct DtcBoolLoad {
  DTC_DEVICE dtc_u8 operator()(dtc_u8 v) const { return v != 0; }
};

// outs[k][i] = finish(in[0][i] op ... op in[n-1][i]), element type T,
// accumulator Acc.
template <typename T, typename Acc, typename Load, typename Combine,
          typename Finish, typename Store>
DTC_DEVICE void dtcReduce(const DtcTables &t, Load load, Combine combine,
                          Finish finish, Store store) {
  for (long long e = DTC_FIRST; e < t.count; e += DTC_STEP) {
    long long row = e / t.width, column = e - row * t.width;
    long long i = row * t.inPitch + column, o = row * t.outPitch + column;
    Acc a = load(static_cast<const T *>(t.ins[0])[i]);
    for (long long j = 1; j < t.numIns; ++j)
      a = combine(a, load(static_cast<const T *>(t.ins[j])[i]));
    T v = store(finish(a));
    for (long long k = 0; k < t.numOuts; ++k)
      static_cast<T *>(t.outs[k])[o] = v;
  }
}

// One kernel: dtc_reduce_NAME over T, accumulating in Acc.
#define DTC_REDUCE(NAME, T, ACC, LOAD, COMBINE, FINISH, STORE)                \
  DTC_KERNEL void dtc_reduce_##NAME(DtcTables t) {                             \
    dtcReduce<T, ACC>(t, LOAD, COMBINE, FINISH, STORE);                        \
  }
// MIN, MAX (and for integers AND, OR) in the type itself.
#define DTC_PLAIN(NAME, T, RED, COMBINE)                                       \
  DTC_REDUCE(NAME##_##RED, T, T, DtcCast<T>(), COMBINE, DtcSame(), DtcCast<T>())

// Floats: the type itself accumulates.
#define DTC_FLOAT_KERNELS(NAME, T)                                             \
  DTC_PLAIN(NAME, T, sum, DtcAdd())                                            \
  DTC_PLAIN(NAME, T, prod, DtcMul())                                           \
  DTC_PLAIN(NAME, T, min, DtcMin())                                            \
  DTC_PLAIN(NAME, T, max, DtcMax())                                            \
  DTC_REDUCE(NAME##_mean, T, T, DtcCast<T>(), DtcAdd(),                        \
             DtcDivide<T>{static_cast<T>(t.numIns)}, DtcCast<T>())
DTC_FLOAT_KERNELS(f32, float)
DTC_FLOAT_KERNELS(f64, double)

// f16 and bf16: accumulated in f32, rounded once at the end.
#define DTC_NARROW_KERNELS(NAME, LOAD, STORE)                                  \
  DTC_REDUCE(NAME##_sum, dtc_u16, float, LOAD(), DtcAdd(), DtcSame(), STORE()) \
  DTC_REDUCE(NAME##_prod, dtc_u16, float, LOAD(), DtcMul(), DtcSame(),         \
             STORE())                                                          \
  DTC_REDUCE(NAME##_min, dtc_u16, float, LOAD(), DtcMin(), DtcSame(), STORE()) \
  DTC_REDUCE(NAME##_max, dtc_u16, float, LOAD(), DtcMax(), DtcSame(), STORE()) \
  DTC_REDUCE(NAME##_mean, dtc_u16, float, LOAD(), DtcAdd(),                    \
             DtcDivide<float>{static_cast<float>(t.numIns)}, STORE())
DTC_NARROW_KERNELS(f16, DtcHalfLoad, DtcHalfStore)
DTC_NARROW_KERNELS(bf16, DtcBf16Load, DtcBf16Store)

// Integers: SUM and PROD wrap (unsigned U), MEAN sums in Wide.
#define DTC_INT_KERNELS(NAME, T, U, WIDE)                                      \
  DTC_REDUCE(NAME##_sum, T, U, DtcCast<U>(), DtcAdd(), DtcSame(), DtcCast<T>()) \
  DTC_REDUCE(NAME##_prod, T, U, DtcCast<U>(), DtcMul(), DtcSame(),             \
             DtcCast<T>())                                                     \
  DTC_PLAIN(NAME, T, min, DtcMin())                                            \
  DTC_PLAIN(NAME, T, max, DtcMax())                                            \
  DTC_PLAIN(NAME, T, and, DtcAnd())                                            \
  DTC_PLAIN(NAME, T, or, DtcOr())                                              \
  DTC_REDUCE(NAME##_mean, T, WIDE, DtcCast<WIDE>(), DtcAdd(),                  \
             DtcDivide<WIDE>{static_cast<WIDE>(t.numIns)}, DtcCast<T>())
DTC_INT_KERNELS(i8, dtc_i8, dtc_u8, long long)
DTC_INT_KERNELS(i32, int, dtc_u32, long long)
DTC_INT_KERNELS(i64, long long, dtc_u64, dtc_i128)
DTC_INT_KERNELS(u8, dtc_u8, dtc_u8, dtc_u64)
DTC_INT_KERNELS(u32, dtc_u32, dtc_u32, dtc_u64)
DTC_INT_KERNELS(u64, dtc_u64, dtc_u64, dtc_u128)

// Bool: inputs normalised; SUM and MAX are OR, PROD and MIN are AND.
DTC_REDUCE(bool_or, dtc_u8, dtc_u8, DtcBoolLoad(), DtcOr(), DtcSame(),
           DtcCast<dtc_u8>())
DTC_REDUCE(bool_and, dtc_u8, dtc_u8, DtcBoolLoad(), DtcAnd(), DtcSame(),
           DtcCast<dtc_u8>())
