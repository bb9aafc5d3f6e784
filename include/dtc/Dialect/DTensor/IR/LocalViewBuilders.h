//===- LocalViewBuilders.h - local-view IR that depends on the device -----===//
//
// Small builders of local-view IR: which device this is within a group,
// values chosen per device, and the identities of reductions. Relayouts and
// the partition hooks of op rules (Analysis/ShardingRule.h) build with them;
// the runtime conversion reads the same identities.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_DIALECT_DTENSOR_IR_LOCALVIEWBUILDERS_H
#define DTC_DIALECT_DTENSOR_IR_LOCALVIEWBUILDERS_H

#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "mlir/IR/Builders.h"

namespace dtc {

/// Mesh axes as the array attribute collectives take.
mlir::ArrayAttr axesAttr(mlir::OpBuilder &b,
                         llvm::ArrayRef<mlir::StringAttr> axes);

/// The identity of `kind` for `element` (0 for sum, the lowest value for
/// max, the highest for min).
mlir::TypedAttr identityAttr(mlir::OpBuilder &b, mlir::Type element,
                             dtensor::ReductionKind kind);

/// A tensor of `type` filled with identityAttr.
mlir::Value identityTensor(mlir::OpBuilder &b, mlir::Location loc,
                           mlir::RankedTensorType type,
                           dtensor::ReductionKind kind);

/// `whenTrue` on the devices where `cond` holds, `whenFalse` elsewhere (an
/// scf.if: only the chosen side is computed).
mlir::Value
selectTensor(mlir::OpBuilder &b, mlir::Location loc, mlir::Value cond,
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

#endif // DTC_DIALECT_DTENSOR_IR_LOCALVIEWBUILDERS_H
