//===- PrefetchRowBlocks.cpp - the next block of rows, while this one runs ===//
//
// A loop of dtc-tile-row-chains reads each block of rows from memory once
// and then computes from cache. On one core nothing overlaps that read: the
// block's first reduction waits on memory while the arithmetic units idle,
// then the chain's math runs while memory idles. Prefetching the next
// block's lines during the current block's most expensive loop overlaps the
// two. Prefetches change no value.
//
//===----------------------------------------------------------------------===//
#include "dtc/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"

namespace dtc {
#define GEN_PASS_DEF_PREFETCHROWBLOCKS
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

constexpr int64_t kLineBytes = 64;
/// Prefetches of one stream in one strip, at most: a stream far larger than
/// the carrier's iterations is prefetched in part rather than in bursts.
constexpr int64_t kMaxLinesPerStrip = 8;

/// Whole rows of a buffer that a block reads or writes: `subview
/// %source[%iv, 0, ...] [step, dims...] [1, ...]` of an identity-layout
/// buffer of static shape defined outside the loop.
struct Stream {
  Value source;
  bool written = false;
  int64_t blockElements = 0; // step x the elements of a row
  int64_t elementBytes = 0;
};

bool coversWholeRows(memref::SubViewOp view, scf::ForOp loop, int64_t step) {
  MemRefType type = view.getSourceType();
  if (!type.hasStaticShape() || !type.getLayout().isIdentity() ||
      !loop.isDefinedOutsideOfLoop(view.getSource()) ||
      !type.getElementType().isIntOrFloat() ||
      type.getElementTypeBitWidth() % 8 != 0)
    return false;
  SmallVector<OpFoldResult> offsets = view.getMixedOffsets();
  SmallVector<OpFoldResult> sizes = view.getMixedSizes();
  SmallVector<OpFoldResult> strides = view.getMixedStrides();
  if (offsets.empty() || dyn_cast<Value>(offsets[0]) != loop.getInductionVar() ||
      getConstantIntValue(sizes[0]) != step)
    return false;
  for (auto [d, dim] : llvm::enumerate(type.getShape())) {
    if (getConstantIntValue(strides[d]) != 1)
      return false;
    if (d > 0 && (getConstantIntValue(offsets[d]) != 0 ||
                  getConstantIntValue(sizes[d]) != dim))
      return false;
  }
  return true;
}

bool writes(Value view) {
  for (OpOperand &use : view.getUses()) {
    if (auto op = dyn_cast<DestinationStyleOpInterface>(use.getOwner()))
      if (op.isDpsInit(&use))
        return true;
    if (isa<memref::StoreOp>(use.getOwner()) ||
        (isa<memref::CopyOp>(use.getOwner()) && use.getOperandNumber() == 1))
      return true;
  }
  return false;
}

SmallVector<Stream> findStreams(scf::ForOp loop, int64_t step) {
  SmallVector<Stream> streams;
  for (auto view : loop.getBody()->getOps<memref::SubViewOp>()) {
    if (!coversWholeRows(view, loop, step))
      continue;
    MemRefType type = view.getSourceType();
    auto known = llvm::find_if(streams, [&](const Stream &s) {
      return s.source == view.getSource();
    });
    if (known == streams.end()) {
      Stream stream;
      stream.source = view.getSource();
      stream.blockElements = type.getNumElements() / type.getDimSize(0) * step;
      stream.elementBytes = type.getElementTypeBitWidth() / 8;
      streams.push_back(stream);
      known = std::prev(streams.end());
    }
    known->written |= writes(view.getResult());
  }
  return streams;
}

/// The block's most expensive elementwise generic: every loop parallel,
/// static ranges, the most ops in its body (the first of equals).
linalg::GenericOp findCarrier(scf::ForOp loop) {
  linalg::GenericOp best;
  size_t bestOps = 0;
  for (auto op : loop.getBody()->getOps<linalg::GenericOp>()) {
    if (!op.hasPureBufferSemantics() || op.getNumLoops() == 0 ||
        op.getNumLoops() != op.getNumParallelLoops() ||
        llvm::any_of(op.getStaticLoopRanges(), ShapedType::isDynamic))
      continue;
    size_t ops = op.getBody()->getOperations().size();
    if (!best || ops > bestOps) {
      best = op;
      bestOps = ops;
    }
  }
  return best;
}

/// Iterations per strip of the carrier's innermost loop: one cache line and
/// one 512-bit vector of f32 (LLVM vectorizes the inner loop into one
/// iteration). Short strips spread the prefetches evenly: a softmax's
/// 4096x1024 f32 ran 3.4 -> 2.4 ms with strips of 16 (one line of each
/// stream per strip), 2.7 ms with 64 and 3.0 ms with 256.
constexpr int64_t kStrip = 16;

/// The buffer `view` is a view of (through subviews, casts, collapses).
Value rootBuffer(Value view) {
  while (auto viewLike = view.getDefiningOp<ViewLikeOpInterface>())
    view = viewLike.getViewSource();
  return view;
}

/// Moves what the strips of a row compute once per row out of the strip
/// loops `inner` and `outer`: ops without memory effects, and loads from a
/// fresh allocation that nothing in the loops writes (a norm's per-row
/// statistics), once their operands are defined outside. Along the whole
/// row, LLVM hoisted these out of the vectorized loop behind its runtime
/// alias check; out of a loop of strips it cannot, and an RMS norm's
/// per-row square root and division ran once per 16 elements.
void hoistRowInvariants(scf::ForOp outer, scf::ForOp inner) {
  SmallVector<Value> written;
  bool unknownWrites = false;
  outer->walk([&](Operation *op) {
    if (auto store = dyn_cast<memref::StoreOp>(op))
      written.push_back(rootBuffer(store.getMemRef()));
    else if (!isa<memref::PrefetchOp>(op) && !isMemoryEffectFree(op) &&
             !isa<memref::LoadOp, scf::ForOp, scf::YieldOp>(op))
      unknownWrites = true;
  });
  auto hoistable = [&](Operation *op, Region *) {
    auto load = dyn_cast<memref::LoadOp>(op);
    if (!load)
      return isPure(op);
    Value root = rootBuffer(load.getMemRef());
    return !unknownWrites &&
           isa_and_nonnull<memref::AllocOp, memref::AllocaOp>(root.getDefiningOp()) &&
           !llvm::is_contained(written, root);
  };
  for (scf::ForOp loop : {inner, outer})
    moveLoopInvariantCode(
        {&loop.getRegion()},
        [&](Value value, Region *) { return loop.isDefinedOutsideOfLoop(value); },
        hoistable, [&](Operation *op, Region *) { loop.moveOutOfLoop(op); });
}

struct PrefetchRowBlocks
    : public dtc::impl::PrefetchRowBlocksBase<PrefetchRowBlocks> {
  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    getOperation()->walk([&](scf::ForOp loop) {
      if (loop->hasAttr(dtc::kRowBlocksAttrName))
        loops.push_back(loop);
    });
    IRRewriter rewriter(&getContext());
    for (scf::ForOp loop : loops) {
      prefetchNextBlock(rewriter, loop);
      loop->removeAttr(dtc::kRowBlocksAttrName);
    }
  }

  void prefetchNextBlock(IRRewriter &rewriter, scf::ForOp loop) {
    std::optional<int64_t> lower = getConstantIntValue(loop.getLowerBound());
    std::optional<int64_t> upper = getConstantIntValue(loop.getUpperBound());
    std::optional<int64_t> step = getConstantIntValue(loop.getStep());
    if (!lower || !upper || !step || *step <= 0 || *upper - *lower < 2 * *step ||
        (*upper - *lower) % *step != 0)
      return;
    SmallVector<Stream> streams = findStreams(loop, *step);
    linalg::GenericOp carrier = findCarrier(loop);
    if (streams.empty() || !carrier)
      return;
    SmallVector<int64_t> ranges = carrier.getStaticLoopRanges();
    int64_t strip = kStrip;
    if (ranges.back() % strip != 0)
      return;
    int64_t iterations = 1;
    for (int64_t range : ranges)
      iterations *= range;
    int64_t strips = iterations / strip;

    Location loc = carrier.getLoc();
    rewriter.setInsertionPoint(carrier);
    FailureOr<linalg::LinalgLoops> nest = linalg::linalgOpToLoops(rewriter, carrier);
    if (failed(nest))
      return;
    rewriter.eraseOp(carrier);
    auto innermost = cast<scf::ForOp>(nest->back());
    // linalgOpToLoops counts each loop from 0 by 1 over its static range.
    for (Operation *op : *nest) {
      auto nestLoop = cast<scf::ForOp>(op);
      assert(getConstantIntValue(nestLoop.getLowerBound()) == 0 &&
             getConstantIntValue(nestLoop.getStep()) == 1 &&
             "a generic's loops count from 0 by 1");
      (void)nestLoop;
    }

    rewriter.setInsertionPoint(nest->front());
    auto constant = [&](int64_t value) -> Value {
      return arith::ConstantIndexOp::create(rewriter, loc, value);
    };
    // The next block's first row; the last block's own for the last block.
    Value next = rewriter.createOrFold<arith::MinSIOp>(
        loc, rewriter.createOrFold<arith::AddIOp>(loc, loop.getInductionVar(), constant(*step)),
        constant(*upper - *step));
    // Each stream as one dimension, and the next block's first element.
    SmallVector<Value> flat, starts;
    for (const Stream &stream : streams) {
      auto type = cast<MemRefType>(stream.source.getType());
      Value view = stream.source;
      if (type.getRank() > 1) {
        ReassociationIndices all;
        for (int64_t d = 0; d < type.getRank(); ++d)
          all.push_back(d);
        view = memref::CollapseShapeOp::create(rewriter, loc, view,
                                               ArrayRef<ReassociationIndices>{all});
      }
      flat.push_back(view);
      int64_t rowElements = stream.blockElements / *step;
      starts.push_back(rewriter.createOrFold<arith::MulIOp>(loc, next, constant(rowElements)));
    }

    // Strip-mine the innermost loop: for %o = 0 to N step S { prefetches;
    // for %i = 0 to S { body(%o + %i) } }.
    rewriter.setInsertionPoint(innermost);
    auto outer = scf::ForOp::create(rewriter, loc, innermost.getLowerBound(),
                                    innermost.getUpperBound(), constant(strip));
    rewriter.setInsertionPointToStart(outer.getBody());
    auto inner = scf::ForOp::create(rewriter, loc, constant(0), constant(strip),
                                    constant(1));
    rewriter.setInsertionPointToStart(inner.getBody());
    Value index = rewriter.createOrFold<arith::AddIOp>(loc, outer.getInductionVar(),
                                        inner.getInductionVar());
    Block *body = innermost.getBody();
    rewriter.eraseOp(body->getTerminator());
    rewriter.inlineBlockBefore(body, inner.getBody()->getTerminator(), {index});
    rewriter.eraseOp(innermost);
    hoistRowInvariants(outer, inner);

    // The strip's number among all the carrier's strips: the enclosing
    // loops' indices in row-major order, then this strip's in its row.
    rewriter.setInsertionPointToStart(outer.getBody());
    Value stripIndex = constant(0);
    for (auto [k, op] : llvm::enumerate(ArrayRef<Operation *>(*nest).drop_back())) {
      Value scaled = rewriter.createOrFold<arith::MulIOp>(loc, stripIndex, constant(ranges[k]));
      stripIndex = rewriter.createOrFold<arith::AddIOp>(loc, scaled,
                                         cast<scf::ForOp>(op).getInductionVar());
    }
    stripIndex = rewriter.createOrFold<arith::AddIOp>(
        loc,
        rewriter.createOrFold<arith::MulIOp>(loc, stripIndex, constant(ranges.back() / strip)),
        rewriter.createOrFold<arith::DivUIOp>(loc, outer.getInductionVar(), constant(strip)));

    for (auto [stream, view, start] : llvm::zip(streams, flat, starts)) {
      int64_t bytes = stream.blockElements * stream.elementBytes;
      int64_t lines = (bytes + kLineBytes - 1) / kLineBytes;
      int64_t perStrip = std::min((lines + strips - 1) / strips, kMaxLinesPerStrip);
      int64_t lineElements = std::max<int64_t>(1, kLineBytes / stream.elementBytes);
      Value first = rewriter.createOrFold<arith::MulIOp>(loc, stripIndex, constant(perStrip));
      for (int64_t t = 0; t < perStrip; ++t) {
        Value line = rewriter.createOrFold<arith::MinUIOp>(
            loc, rewriter.createOrFold<arith::AddIOp>(loc, first, constant(t)),
            constant(lines - 1));
        Value element = rewriter.createOrFold<arith::AddIOp>(
            loc, start,
            rewriter.createOrFold<arith::MulIOp>(loc, line, constant(lineElements)));
        memref::PrefetchOp::create(rewriter, loc, view, ValueRange{element},
                                   /*isWrite=*/stream.written, /*localityHint=*/3,
                                   /*isDataCache=*/true);
      }
    }
  }
};

} // namespace
