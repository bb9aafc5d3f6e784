//===- DTensorInterfaces.h - dtensor op interfaces -------------*- C++ -*-===//
#ifndef DTC_DIALECT_DTENSOR_IR_DTENSORINTERFACES_H
#define DTC_DIALECT_DTENSOR_IR_DTENSORINTERFACES_H

#include "dtc/Dialect/DTensor/IR/DTensorDialect.h"
#include "mlir/IR/OpDefinition.h"

namespace dtc::dtensor {

/// How a layout an op states binds its value.
enum class LayoutBinding {
  /// The value has exactly this layout; propagation never changes it.
  Pinned,
  /// The op reads the value in this layout; the value's producer may decide
  /// another, and partitioning relays it out before the op.
  Requested,
  /// Pinned once each `match` entry takes the input's sharding of that
  /// dimension (a layout without `match` is simply pinned).
  Matched,
  /// Asserted after propagation, imposed on nothing: a mismatch is an
  /// error.
  Checked,
};

/// A layout an op states for one of its values.
struct StatedLayout {
  mlir::Value value;
  LayoutAttr layout;
  LayoutBinding binding;
};

/// What relates a layout op's operand and result.
enum class LayoutFlow {
  /// The result is the operand under another name: layouts flow both ways,
  /// and partitioning puts the operand in the result's layout.
  Rename,
  /// The result is the operand in another layout: nothing flows across, and
  /// partitioning relays the operand out to the result's layout.
  Relayout,
  /// No result: the op only states; partitioning erases it.
  Statement,
  /// The op's own boundary: nothing flows across, and partitioning has a
  /// lowering of its own for it (a copy between meshes, a local-view call).
  Opaque,
};

} // namespace dtc::dtensor

#include "dtc/Dialect/DTensor/IR/DTensorInterfaces.h.inc"

#endif // DTC_DIALECT_DTENSOR_IR_DTENSORINTERFACES_H
