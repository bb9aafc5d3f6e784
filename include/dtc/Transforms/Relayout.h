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
mlir::FailureOr<mlir::Value> emitRelayout(mlir::OpBuilder &b, mlir::Location loc,
                                          mlir::Value shard,
                                          mlir::RankedTensorType global,
                                          dtensor::LayoutAttr from,
                                          dtensor::LayoutAttr to,
                                          dtensor::MeshAttr mesh);

/// A tensor of `type` filled with the identity of `kind` (0 for sum, the
/// lowest value for max, the highest for min).
mlir::Value identityTensor(mlir::OpBuilder &b, mlir::Location loc,
                           mlir::RankedTensorType type,
                           dtensor::ReductionKind kind);

/// `whenTrue` on the devices where `cond` holds, `whenFalse` elsewhere (an
/// scf.if: only the chosen side is computed).
mlir::Value selectTensor(mlir::OpBuilder &b, mlir::Location loc, mlir::Value cond,
                         mlir::Value whenTrue,
                         llvm::function_ref<mlir::Value(mlir::OpBuilder &)> whenFalse);

/// An i1 that is true on the devices whose coordinates on `axes` are all 0.
mlir::Value isGroupLeader(mlir::OpBuilder &b, mlir::Location loc,
                          mlir::FlatSymbolRefAttr mesh,
                          llvm::ArrayRef<mlir::StringAttr> axes);

/// This device's index in its group on `axes` (the mixed-radix number of its
/// coordinates, the axes major to minor), as an index value.
mlir::Value groupIndex(mlir::OpBuilder &b, mlir::Location loc,
                       mlir::FlatSymbolRefAttr meshRef, dtensor::MeshAttr mesh,
                       llvm::ArrayRef<mlir::StringAttr> axes);

} // namespace dtc

#endif // DTC_TRANSFORMS_RELAYOUT_H
