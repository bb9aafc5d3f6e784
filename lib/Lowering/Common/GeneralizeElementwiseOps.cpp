//===- GeneralizeElementwiseOps.cpp - elementwise named ops as generics ---===//
//
// linalg.map and the named elementwise ops (linalg.add, linalg.max, ...)
// become linalg.generic ops before elementwise fusion, which only sees
// generics: a constant fill they read then folds into a scalar, and their
// chains fuse.
//
//===----------------------------------------------------------------------===//
#include "dtc/Lowering/Passes.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/IR/PatternMatch.h"

namespace dtc {
#define GEN_PASS_DEF_GENERALIZEELEMENTWISEOPS
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

/// An elementwise linalg op on tensors that computes: not a generic already,
/// nor a fill, copy, transpose or broadcast (data movement, whose names
/// bufferization, the transpose folding and the BLAS rewrite know).
bool generalizable(linalg::LinalgOp op) {
  if (isa<linalg::GenericOp, linalg::FillOp, linalg::CopyOp,
          linalg::TransposeOp, linalg::BroadcastOp>(op))
    return false;
  return op.hasPureTensorSemantics() &&
         op.getNumLoops() == op.getNumParallelLoops() &&
         linalg::isElementwise(op);
}

struct GeneralizeElementwiseOpsPass
    : public dtc::impl::GeneralizeElementwiseOpsBase<
          GeneralizeElementwiseOpsPass> {
  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> ops;
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (generalizable(op))
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : ops) {
      rewriter.setInsertionPoint(op);
      if (failed(linalg::generalizeNamedOp(rewriter, op))) {
        op->emitOpError()
            << "is elementwise but cannot be written as a linalg.generic";
        return signalPassFailure();
      }
    }
  }
};

} // namespace
