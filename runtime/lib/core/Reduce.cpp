//===- Reduce.cpp - elementwise reductions over several arrays -----------===//
//
// One kernel, tiled so that a tile of the accumulator stays in L1 while each
// input streams through it once and each output is written once. The
// accumulator type is where the semantics live: f16 and bf16 reduce in f32,
// integer SUM and PROD wrap in the unsigned type, integer MEAN sums exactly
// in a wider type before the truncating division.
//
//===----------------------------------------------------------------------===//
#include "Reduce.h"

#include "DType.h"
#include "HostIsa.h"

#include <algorithm>
#include <cstring>
#include <type_traits>

#if defined(__x86_64__) || defined(__SSE2__)
#include <emmintrin.h>
#define DTC_HAVE_STREAMING_STORES 1
#endif
#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace dtc::runtime {
namespace {

__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 UInt128;

/// Which variant of the kernel runs: a whole reduction (no carry), or a
/// link of a chained one. A carry holds the accumulators (the reduction's
/// accumulator type, reductionCarrySize bytes each) of the inputs folded so
/// far; folding goes on from it exactly as if its inputs were listed first.
struct Chain {
  const void *carryIn = nullptr; ///< fold on from here instead of ins[0]
  void *carryOut = nullptr;      ///< store the accumulators, not results
  int64_t total = 0;             ///< inputs in the whole chain (MEAN)
  int64_t *carrySize = nullptr;  ///< only report sizeof(accumulator)
};

constexpr int64_t kTileBytes = 16 * 1024;

/// Results larger than this (per output) bypass the caches: they would not
/// stay there anyway, and streaming stores skip reading the lines first.
constexpr int64_t kStreamingBytes = 1 << 20;
constexpr int64_t kMaxStreamedOutputs = 64;

/// Copies with non-temporal stores where the CPU has them; the caller
/// fences (streamFence) before another thread may read `dst`.
void streamCopy(void *dst, const void *src, int64_t bytes) {
#ifdef DTC_HAVE_STREAMING_STORES
  char *d = static_cast<char *>(dst);
  const char *s = static_cast<const char *>(src);
  int64_t head = (16 - reinterpret_cast<uintptr_t>(d) % 16) % 16;
  if (head > bytes)
    head = bytes;
  std::memcpy(d, s, head);
  d += head;
  s += head;
  bytes -= head;
  for (; bytes >= 64; bytes -= 64, d += 64, s += 64) {
    __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(s));
    __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(s + 16));
    __m128i c = _mm_loadu_si128(reinterpret_cast<const __m128i *>(s + 32));
    __m128i e = _mm_loadu_si128(reinterpret_cast<const __m128i *>(s + 48));
    _mm_stream_si128(reinterpret_cast<__m128i *>(d), a);
    _mm_stream_si128(reinterpret_cast<__m128i *>(d + 16), b);
    _mm_stream_si128(reinterpret_cast<__m128i *>(d + 32), c);
    _mm_stream_si128(reinterpret_cast<__m128i *>(d + 48), e);
  }
  std::memcpy(d, s, bytes);
#else
  std::memcpy(dst, src, bytes);
#endif
}

void streamFence() {
#ifdef DTC_HAVE_STREAMING_STORES
  _mm_sfence();
#endif
}

/// T: the element type; Acc: the accumulator; Load/Store convert; Combine
/// is the binary reduction on accumulators.
template <typename T, typename Acc, typename Load, typename Combine,
          typename Store>
void reduceTiled(const Chain &chain, const void *const *ins, int64_t numIns,
                 void *const *outs, int64_t numOuts, int64_t count, Load load,
                 Combine combine, Store store) {
  constexpr int64_t kTile = kTileBytes / sizeof(Acc);
  const Acc *carryIn = static_cast<const Acc *>(chain.carryIn);
  Acc *carryOut = static_cast<Acc *>(chain.carryOut);
  Acc acc[kTile];
  T result[kTile];
  // Large results are streamed past the caches into outputs that are not
  // also inputs; an output that is an input (in place) is already cached
  // from reading it and is written normally.
  bool streamAny = false;
  bool streamed[kMaxStreamedOutputs] = {};
  if (count * static_cast<int64_t>(sizeof(T)) >= kStreamingBytes &&
      numOuts <= kMaxStreamedOutputs) {
    for (int64_t k = 0; k < numOuts; ++k) {
      streamed[k] = std::find(ins, ins + numIns, outs[k]) == ins + numIns;
      streamAny |= streamed[k];
    }
  }
  for (int64_t base = 0; base < count; base += kTile) {
    const int64_t len = std::min(kTile, count - base);
    int64_t next = 0;
    if (carryIn) {
      std::memcpy(acc, carryIn + base, len * sizeof(Acc));
    } else {
      const T *__restrict first = static_cast<const T *>(ins[0]) + base;
      for (int64_t i = 0; i < len; ++i)
        acc[i] = load(first[i]);
      next = 1;
    }
    for (int64_t j = next; j < numIns; ++j) {
      const T *__restrict in = static_cast<const T *>(ins[j]) + base;
      for (int64_t i = 0; i < len; ++i)
        acc[i] = combine(acc[i], load(in[i]));
    }
    if (carryOut) {
      std::memcpy(carryOut + base, acc, len * sizeof(Acc));
      continue;
    }
    if (!streamAny) {
      T *__restrict out = static_cast<T *>(outs[0]) + base;
      for (int64_t i = 0; i < len; ++i)
        out[i] = store(acc[i]);
      for (int64_t k = 1; k < numOuts; ++k)
        std::memcpy(static_cast<T *>(outs[k]) + base, out, len * sizeof(T));
      continue;
    }
    for (int64_t i = 0; i < len; ++i)
      result[i] = store(acc[i]);
    for (int64_t k = 0; k < numOuts; ++k) {
      T *out = static_cast<T *>(outs[k]) + base;
      if (streamed[k])
        streamCopy(out, result, len * sizeof(T));
      else
        std::memcpy(out, result, len * sizeof(T));
    }
  }
  if (streamAny)
    streamFence();
}

struct Add {
  template <typename A> A operator()(A a, A b) const { return a + b; }
};
struct Mul {
  template <typename A> A operator()(A a, A b) const { return a * b; }
};
struct BitAnd {
  template <typename A> A operator()(A a, A b) const { return a & b; }
};
struct BitOr {
  template <typename A> A operator()(A a, A b) const { return a | b; }
};
template <typename A> bool isNaN(A v) {
  if constexpr (std::is_floating_point_v<A>)
    return v != v;
  return false;
}
template <typename A> bool isNegativeZero(A v) {
  if constexpr (std::is_floating_point_v<A>)
    return v == 0 && 1 / v < 0;
  return false;
}
// IEEE 754's minimum and maximum, as arith.minimumf and arith.maximumf (and
// XLA's min and max) compute them: NaN-propagating, and -0 below +0 in
// either order (numpy.maximum returns its second operand for two zeros: a
// sharded max of -0 and +0 would be -0 or +0 by the members' order).
struct Min {
  template <typename A> A operator()(A a, A b) const {
    return (b < a || isNaN(b) || (b == a && isNegativeZero(b))) ? b : a;
  }
};
struct Max {
  template <typename A> A operator()(A a, A b) const {
    return (b > a || isNaN(b) || (b == a && isNegativeZero(a))) ? b : a;
  }
};

template <typename To> struct Cast {
  template <typename From> To operator()(From v) const {
    return static_cast<To>(v);
  }
};

/// The kernel for one element type and reduction. `Load` and `Store` map
/// between T and the accumulator; `divisor` is numIns for MEAN.
template <typename T, typename Acc, typename Load, typename Store>
void reduceWith(const Chain &chain, dtc_reduction reduction,
                const void *const *ins, int64_t numIns, void *const *outs,
                int64_t numOuts, int64_t count, Load load, Store store) {
  if (chain.carrySize) {
    *chain.carrySize = sizeof(Acc);
    return;
  }
  auto run = [&](auto combine, auto finish) {
    reduceTiled<T, Acc>(chain, ins, numIns, outs, numOuts, count, load, combine,
                        [&](Acc a) { return store(finish(a)); });
  };
  auto same = [](Acc a) { return a; };
  switch (reduction) {
  case DTC_SUM:
    return run(Add(), same);
  case DTC_PROD:
    return run(Mul(), same);
  case DTC_MIN:
    return run(Min(), same);
  case DTC_MAX:
    return run(Max(), same);
  case DTC_MEAN: {
    const Acc divisor = static_cast<Acc>(chain.total);
    return run(Add(), [divisor](Acc a) { return a / divisor; });
  }
  case DTC_AND:
    if constexpr (std::is_integral_v<Acc>)
      return run(BitAnd(), same);
    return;
  case DTC_OR:
    if constexpr (std::is_integral_v<Acc>)
      return run(BitOr(), same);
    return;
  }
}

template <typename T> struct Plain {
  static void reduce(const Chain &chain, dtc_reduction reduction,
                     const void *const *ins, int64_t numIns, void *const *outs,
                     int64_t numOuts, int64_t count) {
    reduceWith<T, T>(chain, reduction, ins, numIns, outs, numOuts, count,
                     Cast<T>(), Cast<T>());
  }
};

/// Integers: SUM and PROD wrap (unsigned arithmetic), MEAN sums in `Wide`.
template <typename T, typename Wide> struct Integer {
  static void reduce(const Chain &chain, dtc_reduction reduction,
                     const void *const *ins, int64_t numIns, void *const *outs,
                     int64_t numOuts, int64_t count) {
    using U = std::make_unsigned_t<T>;
    if (reduction == DTC_SUM || reduction == DTC_PROD)
      return reduceWith<T, U>(chain, reduction, ins, numIns, outs, numOuts,
                              count, Cast<U>(), Cast<T>());
    if (reduction == DTC_MEAN)
      return reduceWith<T, Wide>(chain, reduction, ins, numIns, outs, numOuts,
                                 count, Cast<Wide>(), Cast<T>());
    Plain<T>::reduce(chain, reduction, ins, numIns, outs, numOuts, count);
  }
};

void reduceHalf(const Chain &chain, dtc_reduction reduction,
                const void *const *ins, int64_t numIns, void *const *outs,
                int64_t numOuts, int64_t count) {
  reduceWith<uint16_t, float>(
      chain, reduction, ins, numIns, outs, numOuts, count,
      [](uint16_t h) { return halfToFloat(h); },
      [](float f) { return floatToHalf(f); });
}

void reduceBf16(const Chain &chain, dtc_reduction reduction,
                const void *const *ins, int64_t numIns, void *const *outs,
                int64_t numOuts, int64_t count) {
  reduceWith<uint16_t, float>(
      chain, reduction, ins, numIns, outs, numOuts, count,
      [](uint16_t h) { return bf16ToFloat(h); },
      [](float f) { return floatToBf16(f); });
}

/// Bool: SUM and MAX are OR, PROD and MIN are AND; inputs are normalised.
void reduceBool(const Chain &chain, dtc_reduction reduction,
                const void *const *ins, int64_t numIns, void *const *outs,
                int64_t numOuts, int64_t count) {
  bool isAnd =
      reduction == DTC_AND || reduction == DTC_PROD || reduction == DTC_MIN;
  reduceWith<uint8_t, uint8_t>(
      chain, isAnd ? DTC_AND : DTC_OR, ins, numIns, outs, numOuts, count,
      [](uint8_t v) { return static_cast<uint8_t>(v != 0); }, Cast<uint8_t>());
}

#if defined(__x86_64__)
/// f32 SUM on CPUs with AVX-512: each block of 64 elements has its inputs
/// added in their order (the generic kernel's order, so the same bits) in
/// four registers and stored to every output, where the generic kernel,
/// built for any x86-64, adds with SSE through a tile on the stack and
/// copies the first output to the others. The all_reduces of the MLPs of
/// bench/mlp_vs_jax.py (16-64 KiB a device) spent 5-10% of a pass there.
/// An output that is an input must be that input, not overlap it elsewhere
/// (as for the generic kernel): a block reads every input before it writes.
__attribute__((target("avx512f"))) void
sumFloats(const void *const *ins, int64_t numIns, void *const *outs,
          int64_t numOuts, int64_t count) {
  constexpr int64_t kBlock = 64;
  int64_t i = 0;
  for (; i + kBlock <= count; i += kBlock) {
    const float *first = static_cast<const float *>(ins[0]) + i;
    __m512 a0 = _mm512_loadu_ps(first), a1 = _mm512_loadu_ps(first + 16);
    __m512 a2 = _mm512_loadu_ps(first + 32), a3 = _mm512_loadu_ps(first + 48);
    for (int64_t j = 1; j < numIns; ++j) {
      const float *in = static_cast<const float *>(ins[j]) + i;
      a0 = _mm512_add_ps(a0, _mm512_loadu_ps(in));
      a1 = _mm512_add_ps(a1, _mm512_loadu_ps(in + 16));
      a2 = _mm512_add_ps(a2, _mm512_loadu_ps(in + 32));
      a3 = _mm512_add_ps(a3, _mm512_loadu_ps(in + 48));
    }
    for (int64_t k = 0; k < numOuts; ++k) {
      float *out = static_cast<float *>(outs[k]) + i;
      _mm512_storeu_ps(out, a0);
      _mm512_storeu_ps(out + 16, a1);
      _mm512_storeu_ps(out + 32, a2);
      _mm512_storeu_ps(out + 48, a3);
    }
  }
  for (; i < count; i += 16) {
    const int64_t left = std::min<int64_t>(16, count - i);
    const __mmask16 mask = left == 16 ? 0xffff : __mmask16((1u << left) - 1);
    __m512 a =
        _mm512_maskz_loadu_ps(mask, static_cast<const float *>(ins[0]) + i);
    for (int64_t j = 1; j < numIns; ++j)
      a = _mm512_add_ps(a, _mm512_maskz_loadu_ps(
                               mask, static_cast<const float *>(ins[j]) + i));
    for (int64_t k = 0; k < numOuts; ++k)
      _mm512_mask_storeu_ps(static_cast<float *>(outs[k]) + i, mask, a);
  }
}

bool hasAvx512() { return hostChoices().avx512; }
#endif

/// The one dispatch over element types (Chain selects the variant).
void reduceChain(const Chain &chain, dtc_dtype dtype, dtc_reduction reduction,
                 const void *const *ins, int64_t numIns, void *const *outs,
                 int64_t numOuts, int64_t count) {
  switch (dtype) {
  case DTC_F32:
#if defined(__x86_64__)
    if (reduction == DTC_SUM && !chain.carryIn && !chain.carryOut &&
        !chain.carrySize && count * int64_t(sizeof(float)) < kStreamingBytes &&
        hasAvx512())
      return sumFloats(ins, numIns, outs, numOuts, count);
#endif
    return Plain<float>::reduce(chain, reduction, ins, numIns, outs, numOuts,
                                count);
  case DTC_F64:
    return Plain<double>::reduce(chain, reduction, ins, numIns, outs, numOuts,
                                 count);
  case DTC_F16:
    return reduceHalf(chain, reduction, ins, numIns, outs, numOuts, count);
  case DTC_BF16:
    return reduceBf16(chain, reduction, ins, numIns, outs, numOuts, count);
  case DTC_I8:
    return Integer<int8_t, int64_t>::reduce(chain, reduction, ins, numIns, outs,
                                            numOuts, count);
  case DTC_I32:
    return Integer<int32_t, int64_t>::reduce(chain, reduction, ins, numIns,
                                             outs, numOuts, count);
  case DTC_I64:
    return Integer<int64_t, Int128>::reduce(chain, reduction, ins, numIns, outs,
                                            numOuts, count);
  case DTC_BOOL:
    return reduceBool(chain, reduction, ins, numIns, outs, numOuts, count);
  case DTC_U8:
    return Integer<uint8_t, uint64_t>::reduce(chain, reduction, ins, numIns,
                                              outs, numOuts, count);
  case DTC_U32:
    return Integer<uint32_t, uint64_t>::reduce(chain, reduction, ins, numIns,
                                               outs, numOuts, count);
  case DTC_U64:
    return Integer<uint64_t, UInt128>::reduce(chain, reduction, ins, numIns,
                                              outs, numOuts, count);
  case DTC_C64: // SUM and MEAN act on each part alike
    Plain<float>::reduce(chain, reduction, ins, numIns, outs, numOuts,
                         2 * count);
    if (chain.carrySize)
      *chain.carrySize *= 2;
    return;
  }
}

} // namespace

void reduceArrays(dtc_dtype dtype, dtc_reduction reduction,
                  const void *const *ins, int64_t numIns, void *const *outs,
                  int64_t numOuts, int64_t count) {
  if (count <= 0 || numIns <= 0 || numOuts <= 0)
    return;
  Chain chain;
  chain.total = numIns;
  reduceChain(chain, dtype, reduction, ins, numIns, outs, numOuts, count);
}

int64_t reductionCarrySize(dtc_dtype dtype, dtc_reduction reduction) {
  int64_t size = 0;
  Chain chain;
  chain.carrySize = &size;
  reduceChain(chain, dtype, reduction, nullptr, 0, nullptr, 0, 0);
  return size;
}

void reduceStart(dtc_dtype dtype, dtc_reduction reduction, const void *carryIn,
                 const void *const *ins, int64_t numIns, void *carryOut,
                 int64_t count) {
  if (count <= 0 || (numIns <= 0 && !carryIn))
    return;
  Chain chain;
  chain.carryIn = carryIn;
  chain.carryOut = carryOut;
  reduceChain(chain, dtype, reduction, ins, numIns, nullptr, 0, count);
}

void reduceFinish(dtc_dtype dtype, dtc_reduction reduction, const void *carryIn,
                  const void *const *ins, int64_t numIns, int64_t total,
                  void *const *outs, int64_t numOuts, int64_t count) {
  if (count <= 0 || numOuts <= 0 || (numIns <= 0 && !carryIn))
    return;
  Chain chain;
  chain.carryIn = carryIn;
  chain.total = total;
  reduceChain(chain, dtype, reduction, ins, numIns, outs, numOuts, count);
}

} // namespace dtc::runtime
