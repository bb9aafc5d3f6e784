//===- PropagationSetup.h - what propagation reads and prepares first -----===//
//
// Before layouts propagate through a module: TF's layout strings must have
// become typed layouts, the mesh of values no layout reaches is found, and
// a constant read on several meshes becomes one per reader.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_TRANSFORMS_PROPAGATION_PROPAGATIONSETUP_H
#define DTC_TRANSFORMS_PROPAGATION_PROPAGATIONSETUP_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace dtc {

/// An error on `func` if an argument or result still has a TF layout
/// string (dtensor-import-tf-layouts hoists their meshes into symbols).
mlir::LogicalResult rejectStringLayouts(mlir::func::FuncOp func);

/// The mesh a function's layouts use: the first explicit one, else the
/// default mesh of the function or module. Null when there is none.
mlir::Attribute functionMesh(mlir::func::FuncOp func);

/// A constant that ops on several meshes read is one constant per reader
/// when the module has several meshes (TF copies a constant to each mesh it
/// is used on): otherwise the readers' values would have to share a mesh.
/// Each reader past the first gets a clone, placed after the original (a
/// splat's scalar dominates it there).
void cloneSharedConstants(mlir::ModuleOp module);

} // namespace dtc

#endif // DTC_TRANSFORMS_PROPAGATION_PROPAGATIONSETUP_H
