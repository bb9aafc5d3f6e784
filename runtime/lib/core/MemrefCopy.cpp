//===- MemrefCopy.cpp - the strided copy lowered code calls ---------------===//
//
// MLIR lowers a memref.copy between buffers that are not both contiguous to
// a call of `memrefCopy` (provided upstream by libmlir_c_runner_utils). dtc
// executables must not depend on MLIR's libraries, so the runtime provides
// it, with the same ABI (dtc/imports.def).
//
//===----------------------------------------------------------------------===//
#include "dtc/imports.h"

#include "Strided.h"

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
  dtc::runtime::copyStrided(
      elemSize, rank, src->aligned + src->offset * elemSize, sizes, srcStrides,
      dst->aligned + dst->offset * elemSize, dstStrides);
}
