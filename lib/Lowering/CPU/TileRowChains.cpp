//===- TileRowChains.cpp - chains through reductions, by blocks of rows ---===//
//
// After fusion a softmax or a layer norm is still one loop nest per row
// reduction and one for its elementwise end, each over the whole tensor:
// where the tensor does not fit in the cache, each nest reads it from
// memory again (a softmax three times). Here the last op of such a chain is
// tiled along its leading (parallel) dimension, in blocks of rows of about
// kBlockBytes per operand, and its producers (the reductions, their fills,
// elementwise generics) are fused into that loop: each block of rows comes
// from memory once and every op of the chain reads it from cache.
//
//===----------------------------------------------------------------------===//
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"
#include "dtc/Lowering/Passes.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace dtc {
#define GEN_PASS_DEF_TILEROWCHAINS
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

/// The bytes of one block of rows of the largest operand: a block's input,
/// its temporaries and its output, and the next block's prefetched lines,
/// stay in a core's L1 (48 KiB here) while the chain's loops run over it.
/// Blocks of 8 KiB against 32 KiB (bench/elementwise.py's 4096x1024 f32,
/// alternated): softmax 20.9 -> 18.6 ms, layer norm 14.0 -> 12.4, RMS norm
/// 12.8 -> 11.9 for 10 applications; softmaxes of 16384x256 and 65536x64
/// 8-10% faster, 512x8192 (a block is one row either way) the same; 4 KiB
/// no faster than 8.
constexpr int64_t kBlockBytes = 8 * 1024;

bool hasReduction(linalg::GenericOp op) {
  return op.getNumReductionLoops() > 0;
}

/// Ops fused into a chain's loop: generics that are not contractions (a
/// product keeps its own call) and fills.
bool fusable(Operation *op) {
  if (isa<linalg::FillOp>(op))
    return true;
  auto generic = dyn_cast<linalg::GenericOp>(op);
  return generic && !linalg::isaContractionOpInterface(generic);
}

/// Whether `op` ends a chain through a reduction: a generic on tensors,
/// parallel in its leading loop, that no generic uses, reading (directly)
/// the result of a reduction generic.
bool endsChain(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumLoops() < 2 ||
      op.getIteratorTypesArray()[0] != utils::IteratorType::parallel ||
      !fusable(op))
    return false;
  for (Operation *user : op->getUsers())
    if (isa<linalg::GenericOp>(user))
      return false;
  for (Value input : op.getDpsInputs())
    if (auto producer = input.getDefiningOp<linalg::GenericOp>())
      if (hasReduction(producer) && fusable(producer))
        return true;
  return false;
}

/// The rows of a block for `op`'s loop nest (static), or 0 when the whole
/// nest fits one block (or its shapes are not static).
int64_t rowsPerBlock(linalg::GenericOp op) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return 0;
  // The widest operand row (the elements of one leading index) in bytes.
  int64_t rowBytes = 1;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<RankedTensorType>(operand.get().getType());
    if (!type || type.getRank() < 1 || !type.hasStaticShape())
      continue;
    int64_t bytes = dtc::dtensor::elementBytes(type.getElementType());
    for (int64_t d : type.getShape().drop_front())
      bytes *= d;
    rowBytes = std::max(rowBytes, bytes);
  }
  int64_t rows = std::max<int64_t>(1, kBlockBytes / rowBytes);
  return rows < ranges[0] ? rows : 0;
}

/// Whether a block reads only part of the producer's result along its
/// leading dimension. A producer read whole by every block (a column sum,
/// a vector broadcast along the rows) would be recomputed whole in each:
/// it stays outside the loop.
bool slicedByBlock(tensor::ExtractSliceOp slice) {
  auto type = slice.getSourceType();
  if (type.getRank() == 0)
    return false;
  std::optional<int64_t> size = getConstantIntValue(slice.getMixedSizes()[0]);
  return size && !type.isDynamicDim(0) && *size < type.getDimSize(0);
}

struct TileRowChains : public dtc::impl::TileRowChainsBase<TileRowChains> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> ends;
    getOperation()->walk([&](linalg::GenericOp op) {
      if (endsChain(op))
        ends.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    SmallVector<Operation *> loops;
    for (linalg::GenericOp op : ends) {
      int64_t rows = rowsPerBlock(op);
      if (rows == 0)
        continue;
      SmallVector<OpFoldResult> sizes(op.getNumLoops(),
                                      rewriter.getIndexAttr(0));
      sizes[0] = rewriter.getIndexAttr(rows);
      scf::SCFTileAndFuseOptions options;
      options.tilingOptions.setTileSizes(sizes);
      options.setFusionControlFn(
          [](tensor::ExtractSliceOp slice, OpResult producer, bool)
              -> std::optional<scf::SCFTileAndFuseOptions::ControlFnResult> {
            if (!fusable(producer.getOwner()) || !slicedByBlock(slice))
              return std::nullopt;
            return scf::SCFTileAndFuseOptions::ControlFnResult{};
          });
      rewriter.setInsertionPoint(op);
      FailureOr<scf::SCFTileAndFuseResult> tiled =
          scf::tileConsumerAndFuseProducersUsingSCF(
              rewriter, cast<TilingInterface>(op.getOperation()), options);
      if (failed(tiled)) {
        op.emitError("dtc-tile-row-chains: cannot tile this chain's end");
        return signalPassFailure();
      }
      // The loop over blocks, for dtc-prefetch-host-loops.
      for (LoopLikeOpInterface loop : tiled->loops) {
        loop->setAttr(dtc::kRowBlocksAttrName, rewriter.getUnitAttr());
        loops.push_back(loop);
      }
      SmallVector<Value> replacements;
      for (OpResult result : op->getResults())
        replacements.push_back(tiled->replacements.lookup(result));
      rewriter.replaceOp(op, replacements);
    }
    if (loops.empty())
      return;
    // A producer read twice in a chain (a softmax's max, by the sum and by
    // the end) was fused twice: one copy is enough. Within the loops only:
    // across the function, CSE would also merge the runtime calls'
    // bufferization.to_buffer of equal tensors (two all_gathers of zero
    // fills), moving a call's read of its input to the other's, before
    // an op that writes the tensor in place (cpu-fused-chain.test: a
    // convolution accumulated into the fill the later all_gather sent).
    DominanceInfo dominance(getOperation());
    for (Operation *loop : loops)
      eliminateCommonSubExpressions(rewriter, dominance, loop);
    // A block's temporaries become tensors of the block's size rather than
    // slices of whole-tensor ones: they stay in cache, never written back.
    {
      RewritePatternSet patterns(&getContext());
      tensor::populateFoldTensorEmptyPatterns(patterns);
      (void)applyPatternsGreedily(getOperation(), std::move(patterns));
    }
    // The fused producers, now unused outside the loops.
    for (bool erased = true; erased;) {
      erased = false;
      SmallVector<Operation *> dead;
      getOperation()->walk([&](Operation *op) {
        if (isa<linalg::GenericOp, linalg::FillOp, tensor::EmptyOp,
                tensor::ExtractSliceOp>(op) &&
            op->use_empty() && isMemoryEffectFree(op))
          dead.push_back(op);
      });
      for (Operation *op : dead)
        rewriter.eraseOp(op);
      erased = !dead.empty();
    }
  }
};

} // namespace
