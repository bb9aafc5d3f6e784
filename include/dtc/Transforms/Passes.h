//===- Passes.h - dtc's transformation passes -----------------------------===//
#ifndef DTC_TRANSFORMS_PASSES_H
#define DTC_TRANSFORMS_PASSES_H

#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

namespace dtc {

#define GEN_PASS_DECL
#include "dtc/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "dtc/Transforms/Passes.h.inc"

} // namespace dtc

#endif // DTC_TRANSFORMS_PASSES_H
