//===- Passes.h - dtc's lowering passes ----------------------------------===//
#ifndef DTC_CONVERSION_PASSES_H
#define DTC_CONVERSION_PASSES_H

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

#define GEN_PASS_DECL
#include "dtc/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "dtc/Conversion/Passes.h.inc"

/// Whether `fn` is an entry dtc-name-entries prepared for the launcher
/// (public, with a C-interface wrapper): its arguments are the launcher's
/// buffers, which bufferization was told not to write, so the program never
/// writes or frees them.
bool isLauncherEntry(mlir::func::FuncOp fn);

} // namespace dtc

#endif // DTC_CONVERSION_PASSES_H
