//===- AllReduceToReduceScatter.cpp - all_reduce + all_slice fusion -------===//
#include "dtc/Transforms/Passes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace dtc {
#define GEN_PASS_DEF_ALLREDUCETOREDUCESCATTER
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc::dtensor;

namespace {

struct FuseSlice : OpRewritePattern<AllSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AllSliceOp slice,
                                PatternRewriter &rewriter) const override {
    auto reduce = slice.getInput().getDefiningOp<AllReduceOp>();
    if (!reduce || !reduce->hasOneUse() || reduce.getMesh() != slice.getMesh())
      return failure();
    SmallVector<Attribute> rest;
    for (Attribute a : reduce.getAxes())
      if (!llvm::is_contained(slice.getAxes(), a))
        rest.push_back(a);
    if (reduce.getAxes().size() - rest.size() != slice.getAxes().size())
      return failure(); // the slice uses an axis the reduction does not
    Value input = reduce.getInput();
    Location loc = slice.getLoc();
    Value scattered = ReduceScatterOp::create(
        rewriter, loc, slice.getType(), reduce.getKindAttr(), input,
        slice.getMeshAttr(), slice.getAxes(), slice.getDimAttr());
    if (!rest.empty())
      scattered = AllReduceOp::create(
          rewriter, loc, scattered.getType(), reduce.getKindAttr(), scattered,
          reduce.getMeshAttr(), rewriter.getArrayAttr(rest));
    rewriter.replaceOp(slice, scattered);
    rewriter.eraseOp(reduce);
    return success();
  }
};

struct AllReduceToReduceScatterPass
    : public dtc::impl::AllReduceToReduceScatterBase<
          AllReduceToReduceScatterPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FuseSlice>(&getContext());
    // One walk: each rewrite is local and needs no fixed point.
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace
