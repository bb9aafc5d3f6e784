//===- FusionControl.h - where dtc fuses elementwise producers ------------===//
#ifndef DTC_TRANSFORMS_TENSOR_FUSIONCONTROL_H
#define DTC_TRANSFORMS_TENSOR_FUSIONCONTROL_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace dtc {

/// Whether an elementwise producer may be fused into the op that reads it
/// through `operand`: not into a contraction (a generic whose body is a
/// product's multiply-add), which would then stay a loop nest rather than a
/// BLAS call, and compute the producer again for every element of the
/// other operand's free dimensions (a layer norm fused into the projection
/// after it: once per output column).
inline bool fusesInto(mlir::OpOperand *operand) {
  auto consumer = llvm::dyn_cast<mlir::linalg::LinalgOp>(operand->getOwner());
  return !consumer || !mlir::linalg::isaContractionOpInterface(consumer);
}

} // namespace dtc

#endif // DTC_TRANSFORMS_TENSOR_FUSIONCONTROL_H
