// ReduceKernels.cuh - reduceArrays (Reduce.h) as CUDA kernels.
//
// The CUDA backend compiles this file with NVRTC at run time (the text is
// embedded in the runtime) for the collectives of virtual GPU meshes, whose
// members' buffers are all in one GPU's memory. It has exactly the host
// reductions' semantics, element by element: the inputs folded in order in
// an accumulator type (f16 in f32; integer SUM and PROD wrapping in the
// unsigned type; integer MEAN in a wider type, truncated toward zero;
// NaN-propagating MIN and MAX; bool normalised, SUM/MAX as OR, PROD/MIN as
// AND). The same text also compiles as host C++ (the runtime's unit tests
// check it against reduceArrays): the including file defines
//   DTC_KERNEL           extern "C" __global__   | static
//   DTC_DEVICE           __device__              | inline
//   DTC_FIRST, DTC_STEP  the grid-stride loop's start and step
//   dtc_half_to_float, dtc_float_to_half   (cvt instructions | DType.h)
//   dtc_i128             __int128 (host compilers want __extension__)
// No header is included: NVRTC needs none.

#define DTC_MAX_TABLE 64

// A kernel's buffers: up to DTC_MAX_TABLE inputs and outputs, by value.
struct DtcTables {
  const void *ins[DTC_MAX_TABLE];
  void *outs[DTC_MAX_TABLE];
  long long numIns, numOuts, count;
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
// NaN-propagating, like numpy.minimum and numpy.maximum (b != b: NaN).
struct DtcMin {
  template <typename A> DTC_DEVICE A operator()(A a, A b) const {
    return (b < a || b != b) ? b : a;
  }
};
struct DtcMax {
  template <typename A> DTC_DEVICE A operator()(A a, A b) const {
    return (b > a || b != b) ? b : a;
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
struct DtcBoolLoad {
  DTC_DEVICE dtc_u8 operator()(dtc_u8 v) const { return v != 0; }
};

// outs[k][i] = finish(in[0][i] op ... op in[n-1][i]), element type T,
// accumulator Acc.
template <typename T, typename Acc, typename Load, typename Combine,
          typename Finish, typename Store>
DTC_DEVICE void dtcReduce(const DtcTables &t, Load load, Combine combine,
                          Finish finish, Store store) {
  for (long long i = DTC_FIRST; i < t.count; i += DTC_STEP) {
    Acc a = load(static_cast<const T *>(t.ins[0])[i]);
    for (long long j = 1; j < t.numIns; ++j)
      a = combine(a, load(static_cast<const T *>(t.ins[j])[i]));
    T v = store(finish(a));
    for (long long k = 0; k < t.numOuts; ++k)
      static_cast<T *>(t.outs[k])[i] = v;
  }
}

// Floats: the type itself accumulates.
#define DTC_FLOAT_KERNELS(NAME, T)                                             \
  DTC_KERNEL void dtc_reduce_##NAME##_sum(DtcTables t) {                       \
    dtcReduce<T, T>(t, DtcCast<T>(), DtcAdd(), DtcSame(), DtcCast<T>());       \
  }                                                                            \
  DTC_KERNEL void dtc_reduce_##NAME##_prod(DtcTables t) {                      \
    dtcReduce<T, T>(t, DtcCast<T>(), DtcMul(), DtcSame(), DtcCast<T>());       \
  }                                                                            \
  DTC_KERNEL void dtc_reduce_##NAME##_min(DtcTables t) {                       \
    dtcReduce<T, T>(t, DtcCast<T>(), DtcMin(), DtcSame(), DtcCast<T>());       \
  }                                                                            \
  DTC_KERNEL void dtc_reduce_##NAME##_max(DtcTables t) {                       \
    dtcReduce<T, T>(t, DtcCast<T>(), DtcMax(), DtcSame(), DtcCast<T>());       \
  }                                                                            \
  DTC_KERNEL void dtc_reduce_##NAME##_mean(DtcTables t) {                      \
    dtcReduce<T, T>(t, DtcCast<T>(), DtcAdd(),                                 \
                    DtcDivide<T>{static_cast<T>(t.numIns)}, DtcCast<T>());     \
  }

DTC_FLOAT_KERNELS(f32, float)
DTC_FLOAT_KERNELS(f64, double)

// f16: accumulated in f32, rounded once at the end.
#define DTC_HALF_KERNEL(RED, COMBINE, FINISH)                                  \
  DTC_KERNEL void dtc_reduce_f16_##RED(DtcTables t) {                          \
    dtcReduce<dtc_u16, float>(t, DtcHalfLoad(), COMBINE, FINISH,               \
                              DtcHalfStore());                                 \
  }
DTC_HALF_KERNEL(sum, DtcAdd(), DtcSame())
DTC_HALF_KERNEL(prod, DtcMul(), DtcSame())
DTC_HALF_KERNEL(min, DtcMin(), DtcSame())
DTC_HALF_KERNEL(max, DtcMax(), DtcSame())
DTC_HALF_KERNEL(mean, DtcAdd(), DtcDivide<float>{static_cast<float>(t.numIns)})

// Integers: SUM and PROD wrap (unsigned U), MEAN sums in Wide.
#define DTC_INT_KERNELS(NAME, T, U, Wide)                                      \
  DTC_KERNEL void dtc_reduce_##NAME##_sum(DtcTables t) {                       \
    dtcReduce<T, U>(t, DtcCast<U>(), DtcAdd(), DtcSame(), DtcCast<T>());       \
  }                                                                            \
  DTC_KERNEL void dtc_reduce_##NAME##_prod(DtcTables t) {                      \
    dtcReduce<T, U>(t, DtcCast<U>(), DtcMul(), DtcSame(), DtcCast<T>());       \
  }                                                                            \
  DTC_KERNEL void dtc_reduce_##NAME##_min(DtcTables t) {                       \
    dtcReduce<T, T>(t, DtcCast<T>(), DtcMin(), DtcSame(), DtcCast<T>());       \
  }                                                                            \
  DTC_KERNEL void dtc_reduce_##NAME##_max(DtcTables t) {                       \
    dtcReduce<T, T>(t, DtcCast<T>(), DtcMax(), DtcSame(), DtcCast<T>());       \
  }                                                                            \
  DTC_KERNEL void dtc_reduce_##NAME##_and(DtcTables t) {                       \
    dtcReduce<T, T>(t, DtcCast<T>(), DtcAnd(), DtcSame(), DtcCast<T>());       \
  }                                                                            \
  DTC_KERNEL void dtc_reduce_##NAME##_or(DtcTables t) {                        \
    dtcReduce<T, T>(t, DtcCast<T>(), DtcOr(), DtcSame(), DtcCast<T>());        \
  }                                                                            \
  DTC_KERNEL void dtc_reduce_##NAME##_mean(DtcTables t) {                      \
    dtcReduce<T, Wide>(t, DtcCast<Wide>(), DtcAdd(),                           \
                       DtcDivide<Wide>{static_cast<Wide>(t.numIns)},           \
                       DtcCast<T>());                                          \
  }

DTC_INT_KERNELS(i8, dtc_i8, dtc_u8, long long)
DTC_INT_KERNELS(i32, int, dtc_u32, long long)
DTC_INT_KERNELS(i64, long long, dtc_u64, dtc_i128)

// Bool: inputs normalised; SUM and MAX are OR, PROD and MIN are AND.
DTC_KERNEL void dtc_reduce_bool_or(DtcTables t) {
  dtcReduce<dtc_u8, dtc_u8>(t, DtcBoolLoad(), DtcOr(), DtcSame(),
                            DtcCast<dtc_u8>());
}
DTC_KERNEL void dtc_reduce_bool_and(DtcTables t) {
  dtcReduce<dtc_u8, dtc_u8>(t, DtcBoolLoad(), DtcAnd(), DtcSame(),
                            DtcCast<dtc_u8>());
}
