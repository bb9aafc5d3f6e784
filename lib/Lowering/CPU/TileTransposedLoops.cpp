//===- TileTransposedLoops.cpp - strided operands by 16x16 tiles ----------===//
//
// A generic or transpose whose innermost loop walks one operand along its
// innermost dimension and another across it (a transpose, or an elementwise op
// fused with one: attention's softmax between its two batched products) reads
// or writes the second with a stride of a whole row: every element its own
// cache line, and for an operand larger than the cache every line comes
// from memory once per element it holds (16 times for f32). Here such a
// generic is tiled by 16 along its innermost loop and along the loop that
// is that operand's innermost dimension (and by 1 along the loops between
// them), so that each tile touches 16 lines of the operand, every one of
// them whole, while they are in L1. A reduction across such an operand (a
// softmax's max and sum over the rows of a transposed matrix) instead has
// the operand's innermost loop, a parallel one, moved innermost: the
// reduction then runs over vectors of that dimension, each line read once.
//
//===----------------------------------------------------------------------===//
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"
#include "dtc/Lowering/Passes.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/IR/PatternMatch.h"

namespace dtc {
#define GEN_PASS_DEF_TILETRANSPOSEDLOOPS
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

/// A tile's extent along the two loops: 16 f32 lines of 64 bytes each way.
constexpr int64_t kTile = 16;
/// Operands smaller than this stay in L2 whatever the order (a 512 KiB L2
/// is the smallest of the hosts dtc runs on).
constexpr int64_t kMinBytes = 256 * 1024;

/// The loop that is the innermost dimension of the largest operand that
/// the innermost loop walks across (not along, not broadcast), or -1.
int64_t stridedLoop(linalg::LinalgOp op) {
  const int64_t inner = op.getNumLoops() - 1;
  int64_t best = -1, bestBytes = 0;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<RankedTensorType>(operand.get().getType());
    if (!type || type.getRank() < 2 || !type.hasStaticShape())
      continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    auto last = dyn_cast<AffineDimExpr>(map.getResults().back());
    if (!last || last.getPosition() == inner || !map.isFunctionOfDim(inner))
      continue;
    int64_t bytes = dtc::dtensor::elementBytes(type.getElementType()) *
                    type.getNumElements();
    if (bytes >= kMinBytes && bytes > bestBytes) {
      best = last.getPosition();
      bestBytes = bytes;
    }
  }
  return best;
}

struct TileTransposedLoops
    : public dtc::impl::TileTransposedLoopsBase<TileTransposedLoops> {
  void runOnOperation() override {
    // Generics and transposes (the other named ops are products, fills,
    // reductions along rows, or made generic before this pass).
    SmallVector<linalg::LinalgOp> candidates;
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (isa<linalg::GenericOp, linalg::TransposeOp>(op.getOperation()) &&
          op.hasPureTensorSemantics() && op.getNumLoops() >= 2 &&
          !linalg::isaContractionOpInterface(op) &&
          !llvm::any_of(op.getStaticLoopRanges(), ShapedType::isDynamic))
        candidates.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : candidates) {
      const int64_t across = stridedLoop(op);
      const int64_t inner = op.getNumLoops() - 1;
      SmallVector<int64_t> ranges = op.getStaticLoopRanges();
      if (across < 0 || (ranges[across] <= kTile && ranges[inner] <= kTile))
        continue;
      if (op.getNumReductionLoops() > 0) {
        // Reductions: the operand's innermost loop (parallel) goes
        // innermost; the reduction's order for each result is unchanged.
        // (Not a loop shorter than a vector: it would run scalar.)
        if (op.getIteratorTypesArray()[across] !=
                utils::IteratorType::parallel ||
            ranges[across] < kTile)
          continue;
        SmallVector<unsigned> order;
        for (int64_t d = 0; d <= inner; ++d)
          if (d != across)
            order.push_back(d);
        order.push_back(across);
        rewriter.setInsertionPoint(op);
        if (failed(linalg::interchangeGenericOp(
                rewriter, cast<linalg::GenericOp>(op.getOperation()), order))) {
          op.emitError("dtc-tile-transposed-loops: cannot reorder this loop "
                       "nest");
          return signalPassFailure();
        }
        continue;
      }
      // 16 along both loops, 1 along those nested between them (so that a
      // tile's 16x16 block is not spread over their whole extent); the
      // loops outside `across` stay whole inside each tile.
      SmallVector<OpFoldResult> sizes(op.getNumLoops(),
                                      rewriter.getIndexAttr(0));
      for (int64_t d = across + 1; d < inner; ++d)
        sizes[d] = rewriter.getIndexAttr(1);
      sizes[across] = rewriter.getIndexAttr(kTile);
      sizes[inner] = rewriter.getIndexAttr(kTile);
      scf::SCFTilingOptions options;
      options.setTileSizes(sizes);
      rewriter.setInsertionPoint(op);
      FailureOr<scf::SCFTilingResult> tiled = scf::tileUsingSCF(
          rewriter, cast<TilingInterface>(op.getOperation()), options);
      if (failed(tiled)) {
        op.emitError("dtc-tile-transposed-loops: cannot tile this loop nest");
        return signalPassFailure();
      }
      rewriter.replaceOp(op, tiled->replacements);
    }
  }
};

} // namespace
