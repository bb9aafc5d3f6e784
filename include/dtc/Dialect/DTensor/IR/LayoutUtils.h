//===- LayoutUtils.h - checking layouts against meshes and types ----------===//
//
// The checks that need more than the attribute itself: the mesh a layout
// names and the tensor type it annotates. Verifiers and passes share them.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_DIALECT_DTENSOR_IR_LAYOUTUTILS_H
#define DTC_DIALECT_DTENSOR_IR_LAYOUTUTILS_H

#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "mlir/IR/Diagnostics.h"

namespace dtc::dtensor {

using EmitErrorFn = llvm::function_ref<mlir::InFlightDiagnostic()>;

/// A checked mesh in its canonical form: a client list that is the blocks of
/// the device list is left out (it prints as `clients = K`).
MeshAttr getCheckedMesh(EmitErrorFn emitError, mlir::MLIRContext *ctx,
                        llvm::ArrayRef<mlir::StringAttr> axisNames,
                        llvm::ArrayRef<int64_t> axisSizes, DeviceType type,
                        llvm::ArrayRef<int64_t> deviceIds, int64_t numClients,
                        llvm::ArrayRef<int64_t> clientDeviceIds,
                        mlir::StringAttr name);

/// Finds the mesh a layout refers to, from `from` (an op inside the module).
/// Inline meshes are returned as they are. Emits an error and fails when the
/// symbol names no `dtensor.mesh`.
mlir::FailureOr<MeshAttr>
resolveMesh(mlir::Operation *from, mlir::Attribute mesh, EmitErrorFn emitError,
            mlir::SymbolTableCollection *tables = nullptr);

/// Checks that the axes exist in the mesh, are not empty (unless
/// `allowEmpty`) and do not repeat.
mlir::LogicalResult verifyMeshAxes(MeshAttr mesh,
                                   llvm::ArrayRef<mlir::StringAttr> axes,
                                   EmitErrorFn emitError,
                                   bool allowEmpty = false);

/// Checks `layout` against its (resolved) mesh and the type it annotates:
/// the axes exist, the rank matches, sharded dimensions divide evenly, the
/// device of a single-device layout is in the mesh. `match` entries are an
/// error unless `allowMatch`.
mlir::LogicalResult verifyLayoutFor(LayoutAttr layout, MeshAttr mesh,
                                    mlir::Type type, EmitErrorFn emitError,
                                    bool allowMatch = false);

/// The global type whose shards, laid out by `layout`, have type `local`
/// (each sharded dimension times its shard count). `local` itself when the
/// ranks differ (verifyLayoutFor reports that) or the layout is single-device.
mlir::RankedTensorType getGlobalType(LayoutAttr layout, MeshAttr mesh,
                                     mlir::RankedTensorType local);

/// The shard type of `global` under `layout` (each sharded dimension divided
/// by its shard count; the whole type for a single-device layout).
mlir::RankedTensorType getLocalType(LayoutAttr layout, MeshAttr mesh,
                                    mlir::RankedTensorType global);

/// Bytes one element of type `elementType` takes in memory: a complex
/// number its two parts, i1 one byte, index 8.
int64_t elementBytes(mlir::Type elementType);

/// Axis names as StringAttrs, from an ArrayAttr of StringAttr.
llvm::SmallVector<mlir::StringAttr> getAxisNames(mlir::ArrayAttr axes);

/// Whether `name` can be printed as a bare identifier.
bool isBareIdentifier(llvm::StringRef name);

/// Whether two meshes list the same device ids (in any order): the same
/// devices, arranged alike or not.
bool sameDevices(MeshAttr a, MeshAttr b);

} // namespace dtc::dtensor

#endif // DTC_DIALECT_DTENSOR_IR_LAYOUTUTILS_H
