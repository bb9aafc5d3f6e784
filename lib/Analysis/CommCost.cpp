//===- CommCost.cpp - bytes of communication a layout change costs --------===//
#include "dtc/Analysis/CommCost.h"

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

int64_t dtc::localBytes(LayoutAttr layout, MeshAttr mesh,
                        RankedTensorType global) {
  int64_t bytes = std::max<int64_t>(global.getElementTypeBitWidth() / 8, 1);
  for (auto [i, size] : llvm::enumerate(global.getShape())) {
    int64_t shards = layout.isSingleDevice() || i >= layout.getDims().size()
                         ? 1
                         : mesh.getGroupSize(layout.getDims()[i].getAxes());
    bytes *= size / std::max<int64_t>(shards, 1);
  }
  return bytes;
}

namespace {
/// Where an axis is in a layout: the dimension it shards, kPartial, or kNone.
constexpr int64_t kNone = -1, kPartial = -2;
int64_t placeOf(LayoutAttr layout, StringAttr axis) {
  for (auto [i, dim] : llvm::enumerate(layout.getDims()))
    if (llvm::is_contained(dim.getAxes(), axis))
      return i;
  return llvm::is_contained(layout.getPartialAxes(), axis) ? kPartial : kNone;
}
} // namespace

int64_t dtc::relayoutBytes(LayoutAttr from, LayoutAttr to, MeshAttr mesh,
                           RankedTensorType global) {
  int64_t local = localBytes(from, mesh, global);
  int64_t bytes = 0;
  for (auto [axis, size] : llvm::zip(mesh.getAxisNames(), mesh.getAxisSizes())) {
    int64_t a = placeOf(from, axis), b = placeOf(to, axis);
    if (a == b || size == 1 || a == kNone)
      continue; // unchanged, trivial, or a local slice
    if (a == kPartial)
      bytes += (b == kNone ? 2 : 1) * (size - 1) * local / size;
    else if (b == kNone || b == kPartial)
      bytes += (size - 1) * local; // all_gather
    else
      bytes += (size - 1) * local / size; // all_to_all
  }
  return bytes;
}

int64_t dtc::unshardBytes(LayoutAttr layout, unsigned dim, MeshAttr mesh,
                          RankedTensorType global) {
  if (layout.isSingleDevice() || dim >= layout.getDims().size() ||
      layout.getDims()[dim].getAxes().empty())
    return 0;
  int64_t local = localBytes(layout, mesh, global);
  int64_t bytes = 0;
  for (StringAttr axis : layout.getDims()[dim].getAxes()) {
    int64_t size = mesh.getGroupSize({axis});
    bytes += (size - 1) * local;
  }
  return bytes;
}
