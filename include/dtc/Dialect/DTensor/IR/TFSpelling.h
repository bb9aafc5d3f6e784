//===- TFSpelling.h - TF DTensor's text forms of meshes and layouts -------===//
//
// TF DTensor writes meshes and layouts as strings (Mesh.to_string(),
// Layout.to_string()). These functions read them into typed attributes
// (layouts with an inline mesh) and write typed attributes back.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_DIALECT_DTENSOR_IR_TFSPELLING_H
#define DTC_DIALECT_DTENSOR_IR_TFSPELLING_H

#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"

namespace dtc::dtensor {

/// Parses a TF mesh string (`name|x=2,y=2|0,1,2,3|0,1,2,3|<devices>`, the
/// 3-part `|x=2|*CPU` shorthand, or a bare device name for one device).
mlir::FailureOr<MeshAttr> parseTFMesh(mlir::MLIRContext *ctx,
                                      llvm::StringRef text,
                                      EmitErrorFn emitError);

/// Parses a TF layout string (`sharding_specs:...`, `maximal:true, ...`)
/// into a layout whose mesh is inline.
mlir::FailureOr<LayoutAttr> parseTFLayout(mlir::MLIRContext *ctx,
                                          llvm::StringRef text,
                                          EmitErrorFn emitError);

/// Writes a mesh in TF's text form (5-part form with device names).
/// `name` is the mesh's name (may be empty).
std::string printTFMesh(MeshAttr mesh, llvm::StringRef name);

/// Writes a layout in TF's text form. Fails with an error for what TF's form
/// cannot express (several axes on one dimension, partial axes, `match`
/// is written as `match`).
mlir::FailureOr<std::string> printTFLayout(LayoutAttr layout, MeshAttr mesh,
                                           llvm::StringRef meshName,
                                           EmitErrorFn emitError);

} // namespace dtc::dtensor

#endif // DTC_DIALECT_DTENSOR_IR_TFSPELLING_H
