//===- PrefetchHostLoops.cpp - what host loops read and write next --------===//
//
// A loop of dtc-tile-row-chains reads each block of rows from memory once
// and then computes from cache. On one core nothing overlaps that read: the
// block's first reduction waits on memory while the arithmetic units idle,
// then the chain's math runs while memory idles. Prefetching the next
// block's lines during the current block's elementwise loops (each its
// share) overlaps the two. A large elementwise loop streams its operands;
// prefetching them a little ahead keeps it from waiting where the hardware
// prefetcher starts over (each 4 KiB page). Prefetches change no value.
//
//===----------------------------------------------------------------------===//
#include "dtc/Lowering/Passes.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"

namespace dtc {
#define GEN_PASS_DEF_PREFETCHHOSTLOOPS
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

constexpr int64_t kLineBytes = 64;
/// Prefetches of one stream in one strip, at most: a stream far larger than
/// the carrier's iterations is prefetched in part rather than in bursts.
constexpr int64_t kMaxLinesPerStrip = 8;

/// A buffer a loop reads or writes in order. For a row block: whole rows,
/// `subview %source[%iv, 0, ...] [step, dims...] [1, ...]` of an
/// identity-layout buffer of static shape defined outside the loop; for a
/// large elementwise loop: a whole contiguous operand.
struct Stream {
  Value source;
  bool written = false;
  int64_t blockElements = 0; // a block's (step x a row's), or the operand's
  int64_t elementBytes = 0;
};

/// Whether `view` covers whole rows of its source at `loop`'s index, one
/// block of `step` rows (see Stream).

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
  if (offsets.empty() ||
      dyn_cast<Value>(offsets[0]) != loop.getInductionVar() ||
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

/// Whether an op writes through `view`.
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

/// The buffers a row block reads or writes by whole rows.
SmallVector<Stream> findStreams(scf::ForOp loop, int64_t step) {
  SmallVector<Stream> streams;
  for (auto view : loop.getBody()->getOps<memref::SubViewOp>()) {
    if (!coversWholeRows(view, loop, step))
      continue;
    MemRefType type = view.getSourceType();
    auto known = llvm::find_if(
        streams, [&](const Stream &s) { return s.source == view.getSource(); });
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

/// An elementwise generic on buffers: every loop parallel, static ranges.
bool isStaticElementwise(linalg::GenericOp op) {
  return op.hasPureBufferSemantics() && op.getNumLoops() > 0 &&
         op.getNumLoops() == op.getNumParallelLoops() &&
         !llvm::any_of(op.getStaticLoopRanges(), ShapedType::isDynamic);
}

/// Iterations per strip of a carrier's innermost loop: one cache line and
/// one 512-bit vector of f32 (LLVM vectorizes the inner loop into one
/// iteration). Short strips spread the prefetches evenly: a softmax's
/// 4096x1024 f32 ran 3.4 -> 2.4 ms with strips of 16 (one line of each
/// stream per strip), 2.7 ms with 64 and 3.0 ms with 256.
constexpr int64_t kStrip = 16;

/// Iterations per strip of the block's other elementwise loops: their
/// bodies are cheap, and a strip of 16 cost them LLVM's unrolling (a
/// softmax's division loop carrying a share in strips of 16: the softmax
/// 7% slower, with blocks of 32 KiB; with blocks of 8 KiB, in strips of
/// 64 / 128 / 256, 4% / 4.7% / 5.5% faster than with the exponentials'
/// loop alone carrying every line).
constexpr int64_t kWideStrip = 256;

/// A generic that carries part of a block's prefetches, and the weight of
/// its share: the ops of its body (the arithmetic memory can overlap).
struct Carrier {
  linalg::GenericOp op;
  int64_t strip; // iterations per strip of its innermost loop
  int64_t weight;
};

/// The block's elementwise generics (every loop parallel, static ranges)
/// that can carry its prefetches, in order: the most expensive one (the
/// most ops in its body, the first of equals) by strips of kStrip, each
/// other by strips of kWideStrip (where its innermost range divides). The
/// reductions cannot: strip-mined, each strip would reduce to a scalar.
SmallVector<Carrier> findCarriers(scf::ForOp loop) {
  linalg::GenericOp heaviest;
  size_t heaviestOps = 0;
  for (auto op : loop.getBody()->getOps<linalg::GenericOp>()) {
    if (!isStaticElementwise(op))
      continue;
    size_t ops = op.getBody()->getOperations().size();
    if (!heaviest || ops > heaviestOps) {
      heaviest = op;
      heaviestOps = ops;
    }
  }
  SmallVector<Carrier> carriers;
  for (auto op : loop.getBody()->getOps<linalg::GenericOp>()) {
    const int64_t strip = op == heaviest ? kStrip : kWideStrip;
    if (isStaticElementwise(op) && op.getStaticLoopRanges().back() % strip == 0)
      carriers.push_back(
          {op, strip, int64_t(op.getBody()->getOperations().size())});
  }
  return carriers;
}

/// Index constants at a builder's insertion point: `constant(16)`.
struct IndexConstants {
  OpBuilder &builder;
  Location loc;
  Value operator()(int64_t value) const {
    return arith::ConstantIndexOp::create(builder, loc, value);
  }
};

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
           isa_and_nonnull<memref::AllocOp, memref::AllocaOp>(
               root.getDefiningOp()) &&
           !llvm::is_contained(written, root);
  };
  for (scf::ForOp loop : {inner, outer})
    moveLoopInvariantCode(
        {&loop.getRegion()},
        [&](Value value, Region *) {
          return loop.isDefinedOutsideOfLoop(value);
        },
        hoistable, [&](Operation *op, Region *) { loop.moveOutOfLoop(op); });
}

/// A view of all of `buffer` in one dimension (a contiguous buffer).
Value flatten(IRRewriter &rewriter, Location loc, Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  if (type.getRank() <= 1)
    return buffer;
  ReassociationIndices all;
  for (int64_t d = 0; d < type.getRank(); ++d)
    all.push_back(d);
  return memref::CollapseShapeOp::create(rewriter, loc, buffer,
                                         ArrayRef<ReassociationIndices>{all});
}

/// A generic as loops whose innermost loop is strip-mined: `strips` runs
/// over the innermost range by strips, `inner` over one strip.
struct StripLoops {
  SmallVector<scf::ForOp> rows; // the loops around the innermost one
  scf::ForOp strips, inner;
  SmallVector<int64_t> ranges;
  Operation *outermost() {
    return rows.empty() ? strips.getOperation() : rows.front().getOperation();
  }
};

/// Lowers `carrier` (static ranges, innermost one divisible by `strip`) to
/// loops and strip-mines its innermost loop: for %o = 0 to N step strip {
/// for %i = 0 to strip { body(%o + %i) } }.
FailureOr<StripLoops> stripMine(IRRewriter &rewriter, linalg::GenericOp carrier,
                                int64_t strip = kStrip) {
  StripLoops loops;
  loops.ranges = carrier.getStaticLoopRanges();
  Location loc = carrier.getLoc();
  rewriter.setInsertionPoint(carrier);
  FailureOr<linalg::LinalgLoops> nest =
      linalg::linalgOpToLoops(rewriter, carrier);
  if (failed(nest))
    return failure();
  rewriter.eraseOp(carrier);
  for (Operation *op : *nest) {
    auto loop = cast<scf::ForOp>(op);
    // linalgOpToLoops counts each loop from 0 by 1 over its static range.
    assert(getConstantIntValue(loop.getLowerBound()) == 0 &&
           getConstantIntValue(loop.getStep()) == 1 &&
           "a generic's loops count from 0 by 1");
    loops.rows.push_back(loop);
  }
  scf::ForOp innermost = loops.rows.pop_back_val();
  IndexConstants constant{rewriter, loc};
  rewriter.setInsertionPoint(innermost);
  loops.strips = scf::ForOp::create(rewriter, loc, innermost.getLowerBound(),
                                    innermost.getUpperBound(), constant(strip));
  rewriter.setInsertionPointToStart(loops.strips.getBody());
  loops.inner = scf::ForOp::create(rewriter, loc, constant(0), constant(strip),
                                   constant(1));
  rewriter.setInsertionPointToStart(loops.inner.getBody());
  Value index = rewriter.createOrFold<arith::AddIOp>(
      loc, loops.strips.getInductionVar(), loops.inner.getInductionVar());
  Block *body = innermost.getBody();
  rewriter.eraseOp(body->getTerminator());
  rewriter.inlineBlockBefore(body, loops.inner.getBody()->getTerminator(),
                             {index});
  rewriter.eraseOp(innermost);
  hoistRowInvariants(loops.strips, loops.inner);
  return loops;
}

/// At the start of a strip: its number among all the carrier's strips (the
/// enclosing loops' indices in row-major order, then the strip's in its
/// row). Times `strip`, it is the linear index of the strip's first
/// iteration.
Value stripNumber(IRRewriter &rewriter, Location loc, StripLoops loops,
                  int64_t strip = kStrip) {
  IndexConstants constant{rewriter, loc};
  rewriter.setInsertionPointToStart(loops.strips.getBody());
  Value number = constant(0);
  for (auto [k, loop] : llvm::enumerate(loops.rows))
    number = rewriter.createOrFold<arith::AddIOp>(
        loc,
        rewriter.createOrFold<arith::MulIOp>(loc, number,
                                             constant(loops.ranges[k])),
        loop.getInductionVar());
  return rewriter.createOrFold<arith::AddIOp>(
      loc,
      rewriter.createOrFold<arith::MulIOp>(
          loc, number, constant(loops.ranges.back() / strip)),
      rewriter.createOrFold<arith::DivUIOp>(loc, loops.strips.getInductionVar(),
                                            constant(strip)));
}

/// Bytes ahead of a large elementwise loop's position at which it
/// prefetches each of its streams, and the least bytes its streams must
/// move for it to prefetch (smaller ones are the caches' business).
/// Measured on a C loop of 4M f32 elements with ~10 FMAs each: 2.2 ms, 1.7
/// ms with prefetches 512 or 1024 bytes ahead, 2.0 with 2048.
constexpr int64_t kAheadBytes = 1024;
constexpr int64_t kMinStreamBytes = 8 << 20;

struct PrefetchHostLoops
    : public dtc::impl::PrefetchHostLoopsBase<PrefetchHostLoops> {
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
    // The generics left (the blocks' carriers are loops now).
    SmallVector<linalg::GenericOp> elementwise;
    getOperation()->walk(
        [&](linalg::GenericOp op) { elementwise.push_back(op); });
    for (linalg::GenericOp op : elementwise)
      prefetchAhead(rewriter, op);
  }

  /// A large elementwise generic outside row blocks: each operand it reads
  /// or writes in order (identity indexing map, contiguous buffer) is
  /// prefetched kAheadBytes ahead of the loop's position.
  void prefetchAhead(IRRewriter &rewriter, linalg::GenericOp op) {
    if (!isStaticElementwise(op) ||
        op.getStaticLoopRanges().back() % kStrip != 0)
      return;
    SmallVector<Stream> streams;
    int64_t totalBytes = 0;
    for (OpOperand &operand : op->getOpOperands()) {
      auto type = dyn_cast<MemRefType>(operand.get().getType());
      if (!type || !op.getMatchingIndexingMap(&operand).isIdentity() ||
          !memref::isStaticShapeAndContiguousRowMajor(type) ||
          !type.getElementType().isIntOrFloat() ||
          type.getElementTypeBitWidth() % 8 != 0)
        continue;
      auto known = llvm::find_if(
          streams, [&](const Stream &s) { return s.source == operand.get(); });
      if (known == streams.end()) {
        Stream stream;
        stream.source = operand.get();
        stream.blockElements = type.getNumElements();
        stream.elementBytes = type.getElementTypeBitWidth() / 8;
        totalBytes += stream.blockElements * stream.elementBytes;
        streams.push_back(stream);
        known = std::prev(streams.end());
      }
      known->written |= op.isDpsInit(&operand);
    }
    if (streams.empty() || totalBytes < kMinStreamBytes)
      return;
    Location loc = op.getLoc();
    FailureOr<StripLoops> loops = stripMine(rewriter, op);
    if (failed(loops))
      return;
    rewriter.setInsertionPoint(loops->outermost());
    SmallVector<Value> flat;
    for (const Stream &stream : streams)
      flat.push_back(flatten(rewriter, loc, stream.source));
    IndexConstants constant{rewriter, loc};
    Value number =
        stripNumber(rewriter, loc, *loops); // sets the insertion point
    Value first =
        rewriter.createOrFold<arith::MulIOp>(loc, number, constant(kStrip));
    for (auto [stream, view] : llvm::zip(streams, flat)) {
      int64_t lineElements =
          std::max<int64_t>(1, kLineBytes / stream.elementBytes);
      int64_t ahead = kAheadBytes / stream.elementBytes;
      // The lines of the strip's elements, ahead.
      for (int64_t t = 0; t < kStrip; t += lineElements) {
        Value element = rewriter.createOrFold<arith::MinUIOp>(
            loc,
            rewriter.createOrFold<arith::AddIOp>(loc, first,
                                                 constant(ahead + t)),
            constant(stream.blockElements - 1));
        memref::PrefetchOp::create(rewriter, loc, view, ValueRange{element},
                                   /*isWrite=*/stream.written,
                                   /*localityHint=*/3,
                                   /*isDataCache=*/true);
      }
    }
  }

  /// Prefetches the block after `loop`'s current one (the last block
  /// itself): each stream's lines are split between the block's carriers in
  /// proportion to their weight, in order (the first carrier the first
  /// lines), and each carrier asks for its share evenly over its strips, so
  /// that memory streams while every elementwise loop of the block computes.
  void prefetchNextBlock(IRRewriter &rewriter, scf::ForOp loop) {
    std::optional<int64_t> lower = getConstantIntValue(loop.getLowerBound());
    std::optional<int64_t> upper = getConstantIntValue(loop.getUpperBound());
    std::optional<int64_t> step = getConstantIntValue(loop.getStep());
    if (!lower || !upper || !step || *step <= 0 ||
        *upper - *lower < 2 * *step || (*upper - *lower) % *step != 0)
      return;
    SmallVector<Stream> streams = findStreams(loop, *step);
    SmallVector<Carrier> carriers = findCarriers(loop);
    if (streams.empty() || carriers.empty())
      return;
    int64_t totalWeight = 0;
    for (const Carrier &carrier : carriers)
      totalWeight += carrier.weight;
    // Before the first carrier: the next block's first row (the last
    // block's own for the last block), each stream as one dimension and the
    // next block's first element in it.
    Location loc = carriers.front().op.getLoc();
    IndexConstants constant{rewriter, loc};
    rewriter.setInsertionPoint(carriers.front().op);
    Value next = rewriter.createOrFold<arith::MinSIOp>(
        loc,
        rewriter.createOrFold<arith::AddIOp>(loc, loop.getInductionVar(),
                                             constant(*step)),
        constant(*upper - *step));
    SmallVector<Value> flat, starts;
    for (const Stream &stream : streams) {
      flat.push_back(flatten(rewriter, loc, stream.source));
      int64_t rowElements = stream.blockElements / *step;
      starts.push_back(rewriter.createOrFold<arith::MulIOp>(
          loc, next, constant(rowElements)));
    }
    int64_t weightBefore = 0;
    for (Carrier carrier : carriers) {
      int64_t iterations = 1;
      for (int64_t range : carrier.op.getStaticLoopRanges())
        iterations *= range;
      const int64_t strips = iterations / carrier.strip;
      FailureOr<StripLoops> loops =
          stripMine(rewriter, carrier.op, carrier.strip);
      if (failed(loops))
        return;
      Value number = stripNumber(rewriter, loc, *loops,
                                 carrier.strip); // sets the insertion point
      for (auto [stream, view, start] : llvm::zip(streams, flat, starts)) {
        int64_t bytes = stream.blockElements * stream.elementBytes;
        int64_t lines = (bytes + kLineBytes - 1) / kLineBytes;
        // This carrier's lines of the stream: [begin, end).
        int64_t begin = lines * weightBefore / totalWeight;
        int64_t end = lines * (weightBefore + carrier.weight) / totalWeight;
        if (end <= begin)
          continue;
        int64_t perStrip =
            std::min((end - begin + strips - 1) / strips, kMaxLinesPerStrip);
        int64_t lineElements =
            std::max<int64_t>(1, kLineBytes / stream.elementBytes);
        Value first = rewriter.createOrFold<arith::MulIOp>(loc, number,
                                                           constant(perStrip));
        for (int64_t t = 0; t < perStrip; ++t) {
          Value line = rewriter.createOrFold<arith::AddIOp>(
              loc,
              rewriter.createOrFold<arith::MinUIOp>(
                  loc,
                  rewriter.createOrFold<arith::AddIOp>(loc, first, constant(t)),
                  constant(end - begin - 1)),
              constant(begin));
          Value element = rewriter.createOrFold<arith::AddIOp>(
              loc, start,
              rewriter.createOrFold<arith::MulIOp>(loc, line,
                                                   constant(lineElements)));
          memref::PrefetchOp::create(rewriter, loc, view, ValueRange{element},
                                     /*isWrite=*/stream.written,
                                     /*localityHint=*/3,
                                     /*isDataCache=*/true);
        }
      }
      weightBefore += carrier.weight;
    }
  }
};

} // namespace
