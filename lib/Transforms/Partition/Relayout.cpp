//===- Relayout.cpp - changing a shard's layout with collectives ----------===//
#include "Relayout.h"
#include "dtc/Analysis/RelayoutPlan.h"
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"
#include "dtc/Dialect/DTensor/IR/LocalViewBuilders.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

/// The box of `shape` at the origin, as slices spell it.
struct Box {
  SmallVector<OpFoldResult> offsets, sizes, strides;
  Box(OpBuilder &b, ArrayRef<int64_t> shape)
      : offsets(shape.size(), b.getIndexAttr(0)),
        strides(shape.size(), b.getIndexAttr(1)) {
    for (int64_t size : shape)
      sizes.push_back(b.getIndexAttr(size));
  }
};

/// `v`'s type with dimension `dim` of `extent`.
RankedTensorType withExtent(Value v, int64_t dim, int64_t extent) {
  auto type = cast<RankedTensorType>(v.getType());
  SmallVector<int64_t> shape = llvm::to_vector(type.getShape());
  shape[dim] = extent;
  return type.clone(shape);
}

/// `v` with dimension `dim` grown to `extent` by zeros at its end (an
/// uneven dimension's last block padded before a collective splits it).
Value padTo(OpBuilder &b, Location loc, Value v, int64_t dim, int64_t extent) {
  auto type = cast<RankedTensorType>(v.getType());
  if (type.getDimSize(dim) == extent)
    return v;
  Value zeros =
      identityTensor(b, loc, withExtent(v, dim, extent), ReductionKind::sum);
  Box box(b, type.getShape());
  return tensor::InsertSliceOp::create(b, loc, v, zeros, box.offsets, box.sizes,
                                       box.strides);
}

/// The first `extent` elements of `v` along `dim` (a gathered uneven
/// dimension's padding cut off), contiguous: collectives take whole
/// buffers, and a slice along an inner dimension is a strided view, so it
/// is copied.
Value trimTo(OpBuilder &b, Location loc, Value v, int64_t dim, int64_t extent) {
  auto type = cast<RankedTensorType>(v.getType());
  if (type.getDimSize(dim) == extent)
    return v;
  RankedTensorType trimmed = withExtent(v, dim, extent);
  Box box(b, trimmed.getShape());
  Value slice = tensor::ExtractSliceOp::create(b, loc, trimmed, v, box.offsets,
                                               box.sizes, box.strides);
  if (llvm::all_of(type.getShape().take_front(dim),
                   [](int64_t n) { return n == 1; }))
    return slice;
  Value fresh = tensor::EmptyOp::create(b, loc, trimmed.getShape(),
                                        type.getElementType());
  return linalg::CopyOp::create(b, loc, slice, fresh).getResult(0);
}

} // namespace

FailureOr<Value> dtc::emitRelayout(OpBuilder &b, Location loc, Value shard,
                                   RankedTensorType global, LayoutAttr from,
                                   LayoutAttr to, MeshAttr mesh) {
  auto meshRef = cast<FlatSymbolRefAttr>(from.getMesh());
  Value v = shard;
  for (const RelayoutStep &step : planRelayout(from, to, global, mesh).steps) {
    ArrayAttr axes = axesAttr(b, step.axes);
    auto dim = [&](int64_t d) { return b.getI64IntegerAttr(d); };
    // Uneven dimensions (docs/uneven.md): a collective splits a dimension
    // padded to a whole number of blocks, and a gathered one is cut back to
    // the step's extent (the plan's types are the blocks of ceil(n/k)).
    int64_t g = mesh.getGroupSize(step.axes);
    auto split = [&](int64_t d) {
      v = padTo(b, loc, v, d, g * step.result.getDimSize(d));
    };
    auto natural = [&](int64_t d) {
      SmallVector<int64_t> shape = llvm::to_vector(step.result.getShape());
      shape[d] = g * cast<RankedTensorType>(v.getType()).getDimSize(d);
      return step.result.clone(shape);
    };
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
      split(step.dim);
      v = ReduceScatterOp::create(
          b, loc, step.result,
          ReductionKindAttr::get(b.getContext(), step.reduction), v, meshRef,
          axes, dim(step.dim));
      break;
    case RelayoutStepKind::AllToAll: {
      // (all_to_all's split dimension is step.sourceDim's block count
      // growing: its input is padded; its concat dimension gathers.)
      split(step.dim);
      RankedTensorType whole = natural(step.sourceDim);
      SmallVector<int64_t> shape = llvm::to_vector(whole.getShape());
      shape[step.dim] = step.result.getDimSize(step.dim);
      v = AllToAllOp::create(b, loc, whole.clone(shape), v, meshRef, axes,
                             dim(step.dim), dim(step.sourceDim));
      v = trimTo(b, loc, v, step.sourceDim,
                 step.result.getDimSize(step.sourceDim));
      break;
    }
    case RelayoutStepKind::Permute:
      v = CollectivePermuteOp::create(b, loc, step.result, v, meshRef, axes,
                                      b.getDenseI64ArrayAttr(step.permutation));
      break;
    case RelayoutStepKind::AllGather:
      v = AllGatherOp::create(b, loc, natural(step.dim), v, meshRef, axes,
                              dim(step.dim));
      v = trimTo(b, loc, v, step.dim, step.result.getDimSize(step.dim));
      break;
    case RelayoutStepKind::AllSlice:
      split(step.dim);
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
