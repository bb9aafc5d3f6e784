//===- Relayout.h - changing a shard's layout with collectives ------------===//
#ifndef DTC_TRANSFORMS_RELAYOUT_H
#define DTC_TRANSFORMS_RELAYOUT_H

#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "mlir/IR/Builders.h"

namespace dtc {

/// Emits, at the builder's insertion point, the local-view collectives of
/// planRelayout(from, to, global, mesh) (Analysis/RelayoutPlan.h), which
/// turn `shard` (this device's block of a value of type `global` laid out as
/// `from`) into its block under `to`, on the same mesh.
mlir::FailureOr<mlir::Value>
emitRelayout(mlir::OpBuilder &b, mlir::Location loc, mlir::Value shard,
             mlir::RankedTensorType global, dtensor::LayoutAttr from,
             dtensor::LayoutAttr to, dtensor::MeshAttr mesh);

} // namespace dtc

#endif // DTC_TRANSFORMS_RELAYOUT_H
