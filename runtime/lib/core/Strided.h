//===- Strided.h - walking a box of one row-major array into another -----===//
//
// Collectives and pack/unpack all move boxes (sub-arrays) between row-major
// arrays of different shapes. forEachRun yields the box as contiguous runs,
// merging the trailing dimensions both arrays hold whole, so that the common
// cases (a block of rows, a whole array) are a single run.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_STRIDED_H
#define DTC_RUNTIME_STRIDED_H

#include "dtc/runtime.h"

#include <cstdint>
#include <cstring>

namespace dtc::runtime {

/// memmove that accepts null pointers for empty copies and skips copies onto
/// themselves.
inline void copyBytes(void *dst, const void *src, int64_t bytes) {
  if (bytes > 0 && dst != src)
    std::memmove(dst, src, static_cast<size_t>(bytes));
}

/// Copies a `rank`-dimensional box of `sizes` elements of `elemSize` bytes
/// from `src` to `dst`, each array walked by its own strides (in elements),
/// as a memref descriptor gives them.
inline void copyStrided(int64_t elemSize, int64_t rank, const char *src,
                        const int64_t *sizes, const int64_t *srcStrides,
                        char *dst, const int64_t *dstStrides) {
  if (rank == 0) {
    std::memcpy(dst, src, size_t(elemSize));
    return;
  }
  for (int64_t i = 0; i < sizes[0]; ++i)
    copyStrided(elemSize, rank - 1, src + i * srcStrides[0] * elemSize,
                sizes + 1, srcStrides + 1, dst + i * dstStrides[0] * elemSize,
                dstStrides + 1);
}

/// Calls fn(dstOffset, srcOffset, length), in elements, for each contiguous
/// run of the `box`-shaped region at `srcOrigin` of a row-major `srcShape`
/// array and at `dstOrigin` of a `dstShape` array, in row-major order of the
/// box. A null origin is all zeros. Nothing is called for an empty box.
template <typename Fn>
void forEachRun(int32_t rank, const int64_t *box, const int64_t *srcShape,
                const int64_t *srcOrigin, const int64_t *dstShape,
                const int64_t *dstOrigin, Fn fn) {
  int64_t srcStride[DTC_MAX_RANK], dstStride[DTC_MAX_RANK];
  int64_t srcBase = 0, dstBase = 0, s = 1, t = 1;
  for (int32_t d = rank - 1; d >= 0; --d) {
    if (box[d] == 0)
      return;
    srcStride[d] = s;
    dstStride[d] = t;
    srcBase += (srcOrigin ? srcOrigin[d] : 0) * s;
    dstBase += (dstOrigin ? dstOrigin[d] : 0) * t;
    s *= srcShape[d];
    t *= dstShape[d];
  }
  // The run: the trailing dimensions both arrays hold whole, plus one more.
  int32_t outer = rank;
  int64_t run = 1;
  while (outer > 0) {
    --outer;
    run *= box[outer];
    if (box[outer] != srcShape[outer] || box[outer] != dstShape[outer])
      break;
  }
  int64_t index[DTC_MAX_RANK] = {};
  int64_t srcOffset = srcBase, dstOffset = dstBase;
  for (;;) {
    fn(dstOffset, srcOffset, run);
    // Advance the odometer over dimensions [0, outer).
    int32_t d = outer - 1;
    for (; d >= 0; --d) {
      srcOffset += srcStride[d];
      dstOffset += dstStride[d];
      if (++index[d] < box[d])
        break;
      srcOffset -= box[d] * srcStride[d];
      dstOffset -= box[d] * dstStride[d];
      index[d] = 0;
    }
    if (d < 0)
      return;
  }
}

/// forEachRun's runs grouped into rows: consecutive runs of equal length at
/// constant strides on both sides come as one call fn(dstOffset, dstPitch,
/// srcOffset, srcPitch, length, rows), in elements (pitches at least
/// `length`; 0 when rows is 1).
template <typename Fn>
void forEachRows(int32_t rank, const int64_t *box, const int64_t *srcShape,
                 const int64_t *srcOrigin, const int64_t *dstShape,
                 const int64_t *dstOrigin, Fn fn) {
  int64_t dst = 0, src = 0, length = 0, dstPitch = 0, srcPitch = 0, rows = 0;
  forEachRun(
      rank, box, srcShape, srcOrigin, dstShape, dstOrigin,
      [&](int64_t dstOffset, int64_t srcOffset, int64_t n) {
        int64_t dstStep = dstOffset - dst - (rows - 1) * dstPitch;
        int64_t srcStep = srcOffset - src - (rows - 1) * srcPitch;
        if (rows > 0 && n == length && dstStep >= n && srcStep >= n &&
            (rows == 1 || (dstStep == dstPitch && srcStep == srcPitch))) {
          if (rows == 1) {
            dstPitch = dstStep;
            srcPitch = srcStep;
          }
          ++rows;
          return;
        }
        if (rows > 0)
          fn(dst, dstPitch, src, srcPitch, length, rows);
        dst = dstOffset;
        src = srcOffset;
        length = n;
        dstPitch = srcPitch = 0;
        rows = 1;
      });
  if (rows > 0)
    fn(dst, dstPitch, src, srcPitch, length, rows);
}

} // namespace dtc::runtime

#endif // DTC_RUNTIME_STRIDED_H
