//===- SinkAllReduce.cpp - sums past linear elementwise ops ---------------===//
#include "dtc/Transforms/Passes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace dtc {
#define GEN_PASS_DEF_SINKALLREDUCE
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc::dtensor;

namespace {

AllReduceOp sumOnlyUse(Value v) {
  auto reduce = v.getDefiningOp<AllReduceOp>();
  return reduce && reduce->hasOneUse() && reduce.getKind() == ReductionKind::sum
             ? reduce
             : AllReduceOp();
}

/// add/sub of two sums over the same axes: one sum of the add/sub.
template <typename BinOp> struct SinkBinary : OpRewritePattern<BinOp> {
  using OpRewritePattern<BinOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(BinOp op,
                                PatternRewriter &rewriter) const override {
    AllReduceOp lhs = sumOnlyUse(op.getLhs()), rhs = sumOnlyUse(op.getRhs());
    if (!lhs || !rhs || lhs == rhs || lhs.getMesh() != rhs.getMesh() ||
        lhs.getAxes() != rhs.getAxes())
      return failure();
    Value local =
        BinOp::create(rewriter, op.getLoc(), lhs.getInput(), rhs.getInput());
    rewriter.replaceOpWithNewOp<AllReduceOp>(op, op.getType(),
                                             lhs.getKindAttr(), local,
                                             lhs.getMeshAttr(), lhs.getAxes());
    rewriter.eraseOp(lhs);
    rewriter.eraseOp(rhs);
    return success();
  }
};

struct SinkNegation : OpRewritePattern<arith::NegFOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(arith::NegFOp op,
                                PatternRewriter &rewriter) const override {
    AllReduceOp reduce = sumOnlyUse(op.getOperand());
    if (!reduce)
      return failure();
    Value local =
        arith::NegFOp::create(rewriter, op.getLoc(), reduce.getInput());
    rewriter.replaceOpWithNewOp<AllReduceOp>(
        op, op.getType(), reduce.getKindAttr(), local, reduce.getMeshAttr(),
        reduce.getAxes());
    rewriter.eraseOp(reduce);
    return success();
  }
};

struct SinkAllReducePass
    : public dtc::impl::SinkAllReduceBase<SinkAllReducePass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<SinkBinary<arith::AddFOp>, SinkBinary<arith::SubFOp>,
                 SinkBinary<arith::AddIOp>, SinkBinary<arith::SubIOp>,
                 SinkNegation>(&getContext());
    // One walk: each rewrite is local and needs no fixed point.
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace
