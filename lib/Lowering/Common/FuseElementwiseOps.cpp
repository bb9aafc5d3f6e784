//===- FuseElementwiseOps.cpp - elementwise fusion that spares products ---===//
//
// Upstream's linalg-fuse-elementwise-ops, with one rule of dtc's: a producer
// is not fused into a contraction (FusionControl.h).
//
//===----------------------------------------------------------------------===//
#include "FusionControl.h"
#include "dtc/Lowering/Passes.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace dtc {
#define GEN_PASS_DEF_FUSEELEMENTWISEOPS
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

struct FuseElementwiseOpsPass
    : public dtc::impl::FuseElementwiseOpsBase<FuseElementwiseOpsPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    // Upstream's rule (a producer with one use) and dtc's.
    linalg::ControlFusionFn control = [](OpOperand *operand) {
      Operation *producer = operand->get().getDefiningOp();
      return producer && producer->hasOneUse() && dtc::fusesInto(operand);
    };
    RewritePatternSet patterns(context);
    linalg::populateElementwiseOpsFusionPatterns(patterns, control);
    linalg::populateFoldReshapeOpsByExpansionPatterns(patterns, control);
    tensor::populateBubbleUpExpandShapePatterns(patterns);
    affine::AffineApplyOp::getCanonicalizationPatterns(patterns, context);
    linalg::GenericOp::getCanonicalizationPatterns(patterns, context);
    tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, context);
    tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, context);
    context->getLoadedDialect<linalg::LinalgDialect>()
        ->getCanonicalizationPatterns(patterns);
    linalg::populateConstantFoldLinalgOperations(patterns, control);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
