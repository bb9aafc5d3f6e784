//===- UncollapseBatchProducts.cpp - products over their own dimensions ---===//
//
// IREE's input conversion writes a dot with several batch dimensions (an
// attention's batch and heads) or several free dimensions as a
// `linalg.batch_matmul` between `tensor.collapse_shape`s that merge them,
// followed by a `tensor.expand_shape` of its result. Merged, a batch sharded
// over x and heads sharded over y make one dimension whose shards are not
// blocks, so the partitioner gathered the heads and every device computed
// the attention of all of them. Here such a product becomes the
// `linalg.generic` contraction it means, over the dimensions before the
// merge; the partitioner then keeps every factor where its layout puts it,
// and dtc-linalg-to-blas still makes each device's product a batched gemm.
//
//===----------------------------------------------------------------------===//
#include "dtc/Transforms/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace dtc {
#define GEN_PASS_DEF_UNCOLLAPSEBATCHPRODUCTS
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

/// The sizes of each group of a 3-D operand: those its collapse merged, or
/// its own where it is not a collapse of static dimensions.
std::optional<std::array<SmallVector<int64_t>, 3>> groupSizes(Value v) {
  auto type = cast<RankedTensorType>(v.getType());
  std::array<SmallVector<int64_t>, 3> sizes;
  auto collapse = v.getDefiningOp<tensor::CollapseShapeOp>();
  if (!collapse) {
    for (int i = 0; i < 3; ++i)
      sizes[i] = {type.getDimSize(i)};
    return sizes;
  }
  ArrayRef<int64_t> source = collapse.getSrcType().getShape();
  SmallVector<ReassociationIndices> groups = collapse.getReassociationIndices();
  if (groups.size() != 3 || !collapse.getSrcType().hasStaticShape())
    return std::nullopt;
  for (int i = 0; i < 3; ++i)
    for (int64_t d : groups[i])
      sizes[i].push_back(source[d]);
  return sizes;
}

/// The operand before its collapse (or itself).
Value uncollapsed(Value v) {
  if (auto collapse = v.getDefiningOp<tensor::CollapseShapeOp>())
    return collapse.getSrc();
  return v;
}

struct Uncollapse : OpRewritePattern<linalg::BatchMatmulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::BatchMatmulOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || !op->hasOneUse() ||
        op.getIndexingMapsArray() !=
            linalg::BatchMatmulOp::getDefaultIndexingMaps(op.getContext()))
      return rewriter.notifyMatchFailure(op, "not a plain batch product");
    auto expand = dyn_cast<tensor::ExpandShapeOp>(*op->getUsers().begin());
    Value a = op.getDpsInputs()[0], b = op.getDpsInputs()[1];
    Type element = getElementTypeOrSelf(op.getResult(0).getType());
    if (!expand || !isa<FloatType>(element) ||
        getElementTypeOrSelf(a.getType()) != element ||
        getElementTypeOrSelf(b.getType()) != element ||
        (!a.getDefiningOp<tensor::CollapseShapeOp>() &&
         !b.getDefiningOp<tensor::CollapseShapeOp>()))
      return rewriter.notifyMatchFailure(op, "no merged dimensions");
    auto ga = groupSizes(a), gb = groupSizes(b);
    SmallVector<ReassociationIndices> groups = expand.getReassociationIndices();
    if (!ga || !gb || groups.size() != 3 ||
        !expand.getResultType().hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic or unusual shapes");
    std::array<SmallVector<int64_t>, 3> gc;
    for (int i = 0; i < 3; ++i)
      for (int64_t d : groups[i])
        gc[i].push_back(expand.getResultType().getDimSize(d));
    // A: batch, M, K; B: batch, K, N; C: batch, M, N, each group the same
    // dimensions wherever it appears.
    if ((*ga)[0] != (*gb)[0] || (*ga)[0] != gc[0] || (*ga)[1] != gc[1] ||
        (*ga)[2] != (*gb)[1] || (*gb)[2] != gc[2])
      return rewriter.notifyMatchFailure(op, "groups that do not match");
    const int64_t nb = gc[0].size(), nm = gc[1].size(), nn = gc[2].size(),
                  nk = (*ga)[2].size();
    if (nb + nm + nn + nk == 4)
      return rewriter.notifyMatchFailure(op, "nothing merged");
    // Loops: batch, M, N (parallel), then K (reduction).
    MLIRContext *ctx = op.getContext();
    auto dims = [&](int64_t first, int64_t count) {
      SmallVector<AffineExpr> exprs;
      for (int64_t i = 0; i < count; ++i)
        exprs.push_back(getAffineDimExpr(first + i, ctx));
      return exprs;
    };
    const int64_t loops = nb + nm + nn + nk;
    auto map = [&](ArrayRef<SmallVector<AffineExpr>> parts) {
      SmallVector<AffineExpr> exprs;
      for (const auto &p : parts)
        exprs.append(p.begin(), p.end());
      return AffineMap::get(loops, 0, exprs, ctx);
    };
    SmallVector<AffineExpr> batch = dims(0, nb), m = dims(nb, nm),
                            n = dims(nb + nm, nn), k = dims(nb + nm + nn, nk);
    SmallVector<AffineMap> maps = {map({batch, m, k}), map({batch, k, n}),
                                   map({batch, m, n})};
    SmallVector<utils::IteratorType> iterators(loops,
                                               utils::IteratorType::parallel);
    for (int64_t i = nb + nm + nn; i < loops; ++i)
      iterators[i] = utils::IteratorType::reduction;
    Location loc = op.getLoc();
    rewriter.setInsertionPoint(expand);
    Value init = tensor::ExpandShapeOp::create(
        rewriter, loc, expand.getResultType(), op.getDpsInits()[0], groups);
    auto product = linalg::GenericOp::create(
        rewriter, loc, expand.getResultType(),
        ValueRange{uncollapsed(a), uncollapsed(b)}, ValueRange{init}, maps,
        iterators, [&](OpBuilder &nested, Location at, ValueRange args) {
          Value mul = arith::MulFOp::create(nested, at, args[0], args[1]);
          Value sum = arith::AddFOp::create(nested, at, args[2], mul);
          linalg::YieldOp::create(nested, at, sum);
        });
    rewriter.replaceOp(expand, product.getResults());
    rewriter.eraseOp(op);
    return success();
  }
};

struct UncollapseBatchProducts
    : public dtc::impl::UncollapseBatchProductsBase<UncollapseBatchProducts> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<Uncollapse>(&getContext());
    // The collapses left unused, and expands of fills and of empty tensors
    // (the products' inits), fold away.
    tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns,
                                                         &getContext());
    tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, &getContext());
    linalg::FillOp::getCanonicalizationPatterns(patterns, &getContext());
    tensor::populateFoldTensorEmptyPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
