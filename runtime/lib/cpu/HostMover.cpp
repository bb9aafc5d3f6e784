//===- HostMover.cpp - collectives' data movement in host memory ---------===//
#include "Mover.h"
#include "Reduce.h"
#include "Strided.h"

#include <cstdlib>
#include <vector>

namespace dtc::runtime {

Mover::~Mover() = default;

void Mover::copyRows(int64_t device, void *dst, int64_t dstPitch,
                     const void *src, int64_t srcPitch, int64_t width,
                     int64_t rows) {
  for (int64_t i = 0; i < rows; ++i)
    copy(device, static_cast<char *>(dst) + i * dstPitch,
         static_cast<const char *>(src) + i * srcPitch, width);
}

void Mover::reduceRows(int64_t device, dtc_dtype dtype, dtc_reduction reduction,
                       const void *const *ins, int64_t numIns, int64_t inPitch,
                       void *const *outs, int64_t numOuts, int64_t outPitch,
                       int64_t width, int64_t rows) {
  const int64_t size = dtc_dtype_size(dtype);
  std::vector<const void *> rowIns(numIns);
  std::vector<void *> rowOuts(numOuts);
  for (int64_t i = 0; i < rows; ++i) {
    for (int64_t j = 0; j < numIns; ++j)
      rowIns[j] = static_cast<const char *>(ins[j]) + i * inPitch * size;
    for (int64_t k = 0; k < numOuts; ++k)
      rowOuts[k] = static_cast<char *>(outs[k]) + i * outPitch * size;
    reduce(device, dtype, reduction, rowIns.data(), numIns, rowOuts.data(),
           numOuts, width);
  }
}

void HostMover::copy(int64_t, void *dst, const void *src, int64_t bytes) {
  copyBytes(dst, src, bytes);
}

void HostMover::reduce(int64_t, dtc_dtype dtype, dtc_reduction reduction,
                       const void *const *ins, int64_t numIns,
                       void *const *outs, int64_t numOuts, int64_t count) {
  reduceArrays(dtype, reduction, ins, numIns, outs, numOuts, count);
}

void *alignedHostAlloc(int64_t bytes) {
  void *ptr = nullptr;
  if (bytes <= 0 || posix_memalign(&ptr, 64, static_cast<size_t>(bytes)) != 0)
    return nullptr;
  return ptr;
}

void *HostMover::allocate(int64_t, int64_t bytes) {
  return alignedHostAlloc(bytes);
}

void HostMover::deallocate(int64_t, void *ptr) { std::free(ptr); }

} // namespace dtc::runtime
