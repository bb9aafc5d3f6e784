//===- ImportedLayouts.h - an imported program's mesh and layouts --------===//
#ifndef DTC_TRANSFORMS_IMPORT_IMPORTEDLAYOUTS_H
#define DTC_TRANSFORMS_IMPORT_IMPORTEDLAYOUTS_H

#include "mlir/IR/BuiltinOps.h"
#include <string>
#include <vector>

namespace dtc {

/// What dtensor-import-iree's options say of the program's layouts.
struct ImportedLayoutOptions {
  /// `x=2,y=2`, or empty.
  std::string mesh;
  std::string deviceType;
  std::string entry;
  /// Per argument and result of the entry: `[x, unsharded]`; empty: none
  /// given.
  std::vector<std::string> inLayouts, outLayouts;
};

/// Puts back what the JAX importer recorded in the module's `dtc.jax`
/// attribute (shard_maps, their collectives, constraints, jax.jit's
/// shardings), then gives the program its mesh and its entry's layouts
/// (ImportPasses.td). Errors are emitted at the ops they concern.
mlir::LogicalResult layOutImportedProgram(mlir::ModuleOp module,
                                          const ImportedLayoutOptions &options);

} // namespace dtc

#endif // DTC_TRANSFORMS_IMPORT_IMPORTEDLAYOUTS_H
