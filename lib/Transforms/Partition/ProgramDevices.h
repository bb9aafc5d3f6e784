//===- ProgramDevices.h - the devices of a program being partitioned ------===//
//
// What partitioning knows of the whole program: its devices (those of all
// its meshes), which meshes cover only some of them, and the meshes it adds
// to move values between meshes over different devices.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_TRANSFORMS_PARTITION_PROGRAMDEVICES_H
#define DTC_TRANSFORMS_PARTITION_PROGRAMDEVICES_H

#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"

namespace dtc {

/// What partitioning knows of the whole program: its devices (those of all
/// its meshes) and the meshes it adds to move values between meshes over
/// different devices.
class ProgramDevices {
public:
  explicit ProgramDevices(mlir::ModuleOp module);

  /// Whether some device of the program is not in `mesh` (its ops are then
  /// guarded); inline meshes are taken as they are.
  bool isPartial(mlir::Attribute mesh);

  /// A device id names one device: checks that no CPU mesh and GPU mesh
  /// share one (a CPU device beside GPUs has an id of its own).
  mlir::LogicalResult checkKinds();

  /// The kind of a mesh for a copy between meshes: GPU if either is (its
  /// CPU devices are those of the CPU meshes, docs/design.md).
  static dtensor::DeviceType kindOfCopy(dtensor::MeshAttr source,
                                        dtensor::MeshAttr target);

  bool anyPartial();

  /// A mesh over `ids` for moving a value from `source` to `target`: by
  /// default one axis `copy` (the sender first); one per pair of meshes,
  /// devices and axes.
  mlir::FlatSymbolRefAttr copyMesh(mlir::Attribute source,
                                   mlir::Attribute target,
                                   llvm::ArrayRef<int64_t> ids,
                                   dtensor::DeviceType type,
                                   llvm::ArrayRef<mlir::StringAttr> axes = {},
                                   llvm::ArrayRef<int64_t> sizes = {});

private:
  mlir::ModuleOp module;
  mlir::SymbolTable symbols;
  llvm::SmallVector<int64_t> all;
  llvm::DenseMap<mlir::Attribute, bool> partial;
  llvm::DenseMap<mlir::Attribute, mlir::FlatSymbolRefAttr> copies;
};

} // namespace dtc

#endif // DTC_TRANSFORMS_PARTITION_PROGRAMDEVICES_H
