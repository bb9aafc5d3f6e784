//===- CommCost.cpp - bytes of communication a layout change costs --------===//
#include "dtc/Analysis/CommCost.h"
#include "dtc/Analysis/RelayoutPlan.h"
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

int64_t dtc::localBytes(LayoutAttr layout, MeshAttr mesh,
                        RankedTensorType global) {
  int64_t bytes = elementBytes(global.getElementType());
  for (auto [i, size] : llvm::enumerate(global.getShape())) {
    int64_t shards = layout.isSingleDevice() || i >= layout.getDims().size()
                         ? 1
                         : mesh.getGroupSize(layout.getDims()[i].getAxes());
    bytes *= llvm::divideCeil(size, std::max<int64_t>(shards, 1));
  }
  return bytes;
}

int64_t dtc::relayoutBytes(LayoutAttr from, LayoutAttr to, MeshAttr mesh,
                           RankedTensorType global) {
  return planRelayout(from, to, global, mesh).bytes();
}

int64_t dtc::unshardBytes(LayoutAttr layout, unsigned dim, MeshAttr mesh,
                          RankedTensorType global) {
  if (layout.isSingleDevice() || dim >= layout.getDims().size() ||
      layout.getDims()[dim].getAxes().empty())
    return 0;
  SmallVector<DimShardingAttr> dims = llvm::to_vector(layout.getDims());
  dims[dim] = DimShardingAttr::get(layout.getContext(), {}, false);
  auto unsharded = LayoutAttr::get(layout.getContext(), layout.getMesh(), dims,
                                   layout.getPartialAxes(),
                                   layout.getPartialKind(), std::nullopt);
  return relayoutBytes(layout, unsharded, mesh, global);
}
