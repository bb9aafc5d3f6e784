//===- Relayout.cpp - changing a shard's layout with collectives ----------===//
#include "Relayout.h"
#include "dtc/Analysis/RelayoutPlan.h"
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"
#include "dtc/Dialect/DTensor/IR/LocalViewBuilders.h"
#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

FailureOr<Value> dtc::emitRelayout(OpBuilder &b, Location loc, Value shard,
                                   RankedTensorType global, LayoutAttr from,
                                   LayoutAttr to, MeshAttr mesh) {
  auto meshRef = cast<FlatSymbolRefAttr>(from.getMesh());
  Value v = shard;
  for (const RelayoutStep &step : planRelayout(from, to, global, mesh).steps) {
    ArrayAttr axes = axesAttr(b, step.axes);
    auto dim = [&](int64_t d) { return b.getI64IntegerAttr(d); };
    switch (step.kind) {
    case RelayoutStepKind::Broadcast:
      v = BroadcastOp::create(b, loc, step.result, v, meshRef, axes,
                              dim(step.root));
      break;
    case RelayoutStepKind::AllReduce:
      v = AllReduceOp::create(
          b, loc, step.result,
          ReductionKindAttr::get(b.getContext(), step.reduction), v, meshRef,
          axes);
      break;
    case RelayoutStepKind::ReduceScatter:
      v = ReduceScatterOp::create(
          b, loc, step.result,
          ReductionKindAttr::get(b.getContext(), step.reduction), v, meshRef,
          axes, dim(step.dim));
      break;
    case RelayoutStepKind::AllToAll:
      v = AllToAllOp::create(b, loc, step.result, v, meshRef, axes,
                             dim(step.dim), dim(step.sourceDim));
      break;
    case RelayoutStepKind::Permute:
      v = CollectivePermuteOp::create(b, loc, step.result, v, meshRef, axes,
                                      b.getDenseI64ArrayAttr(step.permutation));
      break;
    case RelayoutStepKind::AllGather:
      v = AllGatherOp::create(b, loc, step.result, v, meshRef, axes,
                              dim(step.dim));
      break;
    case RelayoutStepKind::AllSlice:
      v = AllSliceOp::create(b, loc, step.result, v, meshRef, axes,
                             dim(step.dim));
      break;
    case RelayoutStepKind::KeepOnLeader: {
      Value leader = isGroupLeader(b, loc, meshRef, step.axes);
      v = selectTensor(b, loc, leader, v, [&](OpBuilder &other) {
        return identityTensor(other, loc, step.result, step.reduction);
      });
      break;
    }
    }
  }
  return v;
}
