//===- FoldTransposesIntoProducts.cpp - read matmul operands transposed ---===//
//
// A 2-D linalg.transpose that feeds a linalg.matmul is a copy of the whole
// matrix (one more kernel on a GPU, one more pass over memory on a CPU),
// while BLAS reads either operand transposed for free. The product takes the
// transpose's input instead, with that operand's indexing map swapped
// (`(m, k)` becomes `(k, m)`); dtc-linalg-to-blas turns the swapped maps into
// the gemm's transpose flags. A transpose left without users is erased.
//
//===----------------------------------------------------------------------===//
#include "dtc/Lowering/Passes.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace dtc {
#define GEN_PASS_DEF_FOLDTRANSPOSESINTOPRODUCTS
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

struct FoldTransposeIntoMatmul : OpRewritePattern<linalg::MatmulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::MatmulOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return failure();
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    bool changed = false;
    SmallVector<Value> inputs = op.getDpsInputs();
    for (unsigned i = 0; i < 2; ++i) {
      auto transpose = inputs[i].getDefiningOp<linalg::TransposeOp>();
      if (!transpose || !transpose.hasPureTensorSemantics() ||
          transpose.getPermutation() != ArrayRef<int64_t>{1, 0} ||
          maps[i].getNumResults() != 2)
        continue;
      inputs[i] = transpose.getInput();
      maps[i] = AffineMap::get(maps[i].getNumDims(), 0,
                               {maps[i].getResult(1), maps[i].getResult(0)},
                               op.getContext());
      changed = true;
    }
    if (!changed)
      return failure();
    SmallVector<Attribute> mapAttrs;
    for (AffineMap m : maps)
      mapAttrs.push_back(AffineMapAttr::get(m));
    rewriter.modifyOpInPlace(op, [&] {
      op->setOperands(0, 2, inputs);
      op.setIndexingMapsAttr(rewriter.getArrayAttr(mapAttrs));
    });
    return success();
  }
};

struct FoldTransposesIntoProductsPass
    : public dtc::impl::FoldTransposesIntoProductsBase<
          FoldTransposesIntoProductsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FoldTransposeIntoMatmul>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
