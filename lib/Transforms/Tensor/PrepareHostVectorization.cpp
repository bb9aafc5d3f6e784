//===- PrepareHostVectorization.cpp - vectorizable host loops -------------===//
//
// Elementwise and reduction chains lower to scalar loops that LLVM's loop
// vectorizer must widen: it cannot when a loop calls libm (tanh, exp, ...)
// or when a float reduction must keep its sequential order. Transcendental
// f32 functions become MLIR's polynomial approximations (plain arithmetic),
// and the accumulating operations of linalg reductions may reassociate.
//
//===----------------------------------------------------------------------===//
#include "dtc/Transforms/Passes.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace dtc {
#define GEN_PASS_DEF_PREPAREHOSTVECTORIZATION
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

/// The functions rewritten into polynomials (by operation name).
bool approximated(StringRef name) {
  return llvm::is_contained(
      {math::TanhOp::getOperationName(), math::ExpOp::getOperationName(),
       math::ExpM1Op::getOperationName(), math::LogOp::getOperationName(),
       math::Log1pOp::getOperationName(), math::Log2Op::getOperationName(),
       math::ErfOp::getOperationName(), math::AtanOp::getOperationName(),
       math::SinOp::getOperationName(), math::CosOp::getOperationName()},
      name);
}

/// Marks the float operations of `op`'s body that fold into a reduction
/// accumulator (an output block argument, whose update is yielded) as
/// reassociable.
void reassociateReductions(linalg::GenericOp op) {
  if (op.getNumReductionLoops() == 0)
    return;
  Block &body = op.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  for (OpOperand &init : op.getDpsInitsMutable()) {
    BlockArgument acc = op.getMatchingBlockArgument(&init);
    Value yielded = yield.getOperand(init.getOperandNumber() - op.getNumDpsInputs());
    auto update = yielded.getDefiningOp<arith::ArithFastMathInterface>();
    if (!update || update->getBlock() != &body ||
        !llvm::is_contained(update->getOperands(), acc) ||
        !isa<arith::AddFOp, arith::MulFOp, arith::MaximumFOp, arith::MinimumFOp,
             arith::MaxNumFOp, arith::MinNumFOp>(update))
      continue;
    arith::FastMathFlags flags = arith::FastMathFlags::reassoc;
    if (arith::FastMathFlagsAttr old = update.getFastMathFlagsAttr())
      flags = flags | old.getValue();
    update->setAttr(update.getFastMathAttrName(),
                    arith::FastMathFlagsAttr::get(op.getContext(), flags));
  }
}

struct PrepareHostVectorization
    : dtc::impl::PrepareHostVectorizationBase<PrepareHostVectorization> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateMathPolynomialApproximationPatterns(patterns, approximated);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
    getOperation()->walk(reassociateReductions);
  }
};

} // namespace
