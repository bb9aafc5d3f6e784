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

/// Marks the loops over blocks of rows that dtc-tile-row-chains makes, for
/// dtc-prefetch-host-loops after bufferization (which removes the mark).
inline constexpr llvm::StringLiteral kRowBlocksAttrName = "dtc.row_blocks";

/// Math on f16, bf16 and the 8-bit floats as math on f32, extended and
/// rounded back (upstream's math-extend-to-supported-types patterns), under
/// `root`: what dtc-prepare-host-vectorization does to host code first, for
/// other host loops (the emulated GPU kernels), so that the rounding back is
/// an arith.truncf that roundBf16InIntegers rounds, not LLVM's.
mlir::LogicalResult extendNarrowMath(mlir::Operation *root);

/// bf16 arithmetic in f32, and every rounding to bf16 as integer operations
/// on the f32's bits (to nearest even, subnormals kept, NaN quiet), in the
/// scalar and vector ops under `root`: what dtc-prepare-host-vectorization
/// does to host code, for host loops that other passes make (the emulated
/// GPU kernels). LLVM's own rounding is AVX-512's vcvtneps2bf16 where the
/// CPU has it, which flushes subnormals.
mlir::LogicalResult roundBf16InIntegers(mlir::Operation *root);

#define GEN_PASS_DECL
#include "dtc/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "dtc/Transforms/Passes.h.inc"

} // namespace dtc

#endif // DTC_TRANSFORMS_PASSES_H
