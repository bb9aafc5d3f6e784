//===- Passes.h - dtc's lowering passes, by target -----------------------===//
#ifndef DTC_LOWERING_PASSES_H
#define DTC_LOWERING_PASSES_H

#include "dtc/Target/Target.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/Pass.h"

namespace dtc {

/// The module attribute where dtc-name-entries records each entry's symbol
/// (its original name to the name the launcher knows it by); `dtc compile`
/// reads and removes it.
inline constexpr llvm::StringLiteral kEntriesAttrName = "dtc.entries";

/// The name (a prefix, once made unique) of the host arrays that
/// dtc-dtensor-to-runtime makes of the constants it passes the runtime
/// (group lists, shapes); GPU lowering leaves them on the host.
inline constexpr llvm::StringLiteral kRuntimeConstantPrefix = "__dtc_const";

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
#include "dtc/Lowering/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "dtc/Lowering/Passes.h.inc"

/// Whether `fn` is an entry dtc-name-entries prepared for the launcher
/// (public, with a C-interface wrapper): its arguments are the launcher's
/// buffers, which bufferization was told not to write, so the program never
/// writes or frees them.
bool isLauncherEntry(mlir::func::FuncOp fn);

} // namespace dtc

#endif // DTC_LOWERING_PASSES_H
