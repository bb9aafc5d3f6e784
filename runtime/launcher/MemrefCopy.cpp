//===- MemrefCopy.cpp - the strided copy lowered code calls ---------------===//
//
// MLIR lowers a memref.copy between buffers that are not both contiguous to
// a call of `memrefCopy` (provided upstream by libmlir_c_runner_utils). dtc
// executables must not depend on MLIR's libraries, so the launcher provides
// it, with the same ABI.
//
//===----------------------------------------------------------------------===//
#include "dtc/imports.h"

#include "Invocation.h"

#include <cstdint>
#include <cstring>

namespace {
struct UnrankedMemRef {
  int64_t rank;
  void *descriptor;
};

/// {allocated, aligned, offset, sizes[rank], strides[rank]}
struct Descriptor {
  char *allocated;
  char *aligned;
  int64_t offset;
  int64_t sizesAndStrides[1];
};

void copyDim(int64_t elemSize, int64_t rank, int64_t dim, const char *src,
             const int64_t *sizes, const int64_t *srcStrides, char *dst,
             const int64_t *dstStrides) {
  if (dim == rank) {
    std::memcpy(dst, src, size_t(elemSize));
    return;
  }
  for (int64_t i = 0; i < sizes[dim]; ++i)
    copyDim(elemSize, rank, dim + 1, src + i * srcStrides[dim] * elemSize,
            sizes, srcStrides, dst + i * dstStrides[dim] * elemSize,
            dstStrides);
}
} // namespace

extern "C" void memrefCopy(int64_t elemSize, void *srcRaw, void *dstRaw) {
  auto *srcArg = static_cast<UnrankedMemRef *>(srcRaw);
  auto *dstArg = static_cast<UnrankedMemRef *>(dstRaw);
  int64_t rank = srcArg->rank;
  auto *src = static_cast<Descriptor *>(srcArg->descriptor);
  auto *dst = static_cast<Descriptor *>(dstArg->descriptor);
  const int64_t *sizes = src->sizesAndStrides;
  const int64_t *srcStrides = src->sizesAndStrides + rank;
  const int64_t *dstStrides = dst->sizesAndStrides + rank;
  for (int64_t d = 0; d < rank; ++d)
    if (sizes[d] == 0)
      return;
  copyDim(elemSize, rank, 0, src->aligned + src->offset * elemSize, sizes,
          srcStrides, dst->aligned + dst->offset * elemSize, dstStrides);
}

void dtc::launcher::copyToContiguous(const int64_t *desc, int32_t rank,
                                     int64_t elemBytes, void *dst) {
  const int64_t *sizes = desc + 3;
  std::vector<int64_t> strides(rank);
  int64_t stride = 1;
  for (int32_t d = rank; d-- > 0;) {
    strides[d] = stride;
    stride *= sizes[d];
  }
  if (stride == 0)
    return;
  const char *src =
      reinterpret_cast<const char *>(desc[1]) + desc[2] * elemBytes;
  if (std::equal(strides.begin(), strides.end(), desc + 3 + rank)) {
    std::memmove(dst, src, size_t(stride * elemBytes));
    return;
  }
  copyDim(elemBytes, rank, 0, src, sizes, desc + 3 + rank,
          static_cast<char *>(dst), strides.data());
}
