//===- GuardMembers.h - ops of a mesh run on its devices only -------------===//
#ifndef DTC_TRANSFORMS_GUARDMEMBERS_H
#define DTC_TRANSFORMS_GUARDMEMBERS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace dtc {

/// In a partitioned function of a program whose meshes are over different
/// sets of devices (the program runs on all of them), wraps the ops of each
/// mesh that not every device is in (`isPartial`) in
/// `scf.if (dtensor.in_mesh @m)`, consecutive ops of one mesh together, so
/// the other devices skip them. An op's mesh is its collective's, else its
/// results' or operands' layout's (`meshOf`, null for a value without one),
/// else its operands' producers'; an op with regions is guarded whole when
/// all it contains is on one mesh, else its regions are guarded in turn.
///
/// On a device outside the mesh, a guarded value is undefined, except that
/// a collective whose result has its input's type hands its input on (a
/// copy between meshes keeps the value on the devices that hold it). A
/// scalar of such a mesh used by an op that also runs on other devices
/// (control flow decided or carried by it, an op of another mesh) is an
/// error: the devices would disagree on the value or on what runs.
mlir::LogicalResult
guardMeshMembers(mlir::func::FuncOp func,
                 llvm::function_ref<mlir::Attribute(mlir::Value)> meshOf,
                 llvm::function_ref<bool(mlir::Attribute)> isPartial);

} // namespace dtc

#endif // DTC_TRANSFORMS_GUARDMEMBERS_H
