//===- FoldGatherSlice.cpp - cancelling all_gather/all_slice pairs --------===//
#include "dtc/Transforms/Passes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace dtc {
#define GEN_PASS_DEF_FOLDGATHERSLICE
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc::dtensor;

namespace {

/// `Outer(Inner(x))` on the same mesh, axes and dimension is `x`.
template <typename Outer, typename Inner>
struct Cancel : OpRewritePattern<Outer> {
  using OpRewritePattern<Outer>::OpRewritePattern;
  LogicalResult matchAndRewrite(Outer outer,
                                PatternRewriter &rewriter) const override {
    auto inner = outer.getInput().template getDefiningOp<Inner>();
    if (!inner || inner.getMesh() != outer.getMesh() ||
        inner.getAxes() != outer.getAxes() ||
        inner.getDim() != outer.getDim() ||
        inner.getInput().getType() != outer.getType())
      return failure();
    rewriter.replaceOp(outer, inner.getInput());
    if (inner->use_empty())
      rewriter.eraseOp(inner); // the walk driver removes no dead code
    return success();
  }
};

struct FoldGatherSlicePass
    : public dtc::impl::FoldGatherSliceBase<FoldGatherSlicePass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns
        .add<Cancel<AllSliceOp, AllGatherOp>, Cancel<AllGatherOp, AllSliceOp>>(
            &getContext());
    // One walk: each rewrite is local and needs no fixed point.
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace
