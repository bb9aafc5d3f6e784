//===- CallSiteVersions.h - one callee version per call-site layouts ------===//
//
// Propagation gives each call site of a function its own copy of the callee
// (so sites with different layouts get different versions) and merges the
// copies that come out identical afterwards.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_TRANSFORMS_CALLSITEVERSIONS_H
#define DTC_TRANSFORMS_CALLSITEVERSIONS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace dtc {

/// Gives every call site of a function called more than once its own copy.
/// Returns the copies with their originals. Recursive functions keep one
/// body; at most 1024 copies are made.
llvm::SmallVector<std::pair<mlir::func::FuncOp, mlir::func::FuncOp>>
specializeCallSites(mlir::ModuleOp module);

/// Merges copies that are identical to their original or to an earlier
/// copy (their calls are redirected).
void mergeIdenticalCopies(
    mlir::ModuleOp module,
    llvm::ArrayRef<std::pair<mlir::func::FuncOp, mlir::func::FuncOp>> copies);

} // namespace dtc

#endif // DTC_TRANSFORMS_CALLSITEVERSIONS_H
