//===- LinalgReductionsToGPU.cpp - one block per reduced element ----------===//
//
// A reduction whose innermost loop is a reduction loop (a row sum, a full
// sum, a softmax's max) reads its input along the reduced dimensions: as one
// thread per output element it would be a serial loop, and a full reduction
// a single thread. Here each output element gets a block instead: its
// threads stride over the flattened reduced iterations (consecutive threads,
// consecutive elements), fold them into a register from the combiner's
// identity, and `gpu.all_reduce` (upstream's shuffles and shared memory)
// combines the block's partials; thread 0 folds the total into the output.
// Other reductions (innermost loop parallel: those coalesce with one thread
// per output) are left to ParallelLoopsToGPU.
//
//===----------------------------------------------------------------------===//
#include "dtc/Conversion/Passes.h"
#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "llvm/ADT/TypeSwitch.h"

namespace dtc {
#define GEN_PASS_DEF_LINALGREDUCTIONSTOGPU
#include "dtc/Conversion/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using gpu::AllReduceOperation;

namespace {

/// Reductions with fewer iterations per output than this keep one thread per
/// output element (a block would idle most of its threads).
constexpr int64_t kMinReducedPerBlock = 32;

/// The block-wide reduction that `combiner` (an op of a linalg body) is.
std::optional<AllReduceOperation> kindOf(Operation *combiner) {
  using K = std::optional<AllReduceOperation>;
  return llvm::TypeSwitch<Operation *, K>(combiner)
      .Case<arith::AddFOp, arith::AddIOp>([](auto) { return AllReduceOperation::ADD; })
      .Case<arith::MulFOp, arith::MulIOp>([](auto) { return AllReduceOperation::MUL; })
      .Case([](arith::MaximumFOp) { return AllReduceOperation::MAXIMUMF; })
      .Case([](arith::MinimumFOp) { return AllReduceOperation::MINIMUMF; })
      .Case([](arith::MaxNumFOp) { return AllReduceOperation::MAXNUMF; })
      .Case([](arith::MinNumFOp) { return AllReduceOperation::MINNUMF; })
      .Case([](arith::MaxSIOp) { return AllReduceOperation::MAXSI; })
      .Case([](arith::MinSIOp) { return AllReduceOperation::MINSI; })
      .Case([](arith::MaxUIOp) { return AllReduceOperation::MAXUI; })
      .Case([](arith::MinUIOp) { return AllReduceOperation::MINUI; })
      .Case([](arith::AndIOp) { return AllReduceOperation::AND; })
      .Case([](arith::OrIOp) { return AllReduceOperation::OR; })
      .Case([](arith::XOrIOp) { return AllReduceOperation::XOR; })
      .Default(K());
}

/// A reduction this pass handles: one output, whose body yields
/// `combiner(acc, x)` with the accumulator used nowhere else.
struct Reduction {
  linalg::LinalgOp op;
  Operation *combiner;
  AllReduceOperation kind;
  TypedAttr identity;
  BlockArgument acc;
};

std::optional<Reduction> match(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumReductionLoops() == 0 ||
      op.getIteratorTypesArray().back() != utils::IteratorType::reduction)
    return std::nullopt;
  Block *body = op.getBlock();
  BlockArgument acc = op.getMatchingBlockArgument(op.getDpsInitOperand(0));
  Operation *combiner = body->getTerminator()->getOperand(0).getDefiningOp();
  if (!combiner || combiner->getBlock() != body || !acc.hasOneUse() ||
      acc.getUses().begin()->getOwner() != combiner ||
      combiner->getNumOperands() != 2 || !combiner->getResult(0).hasOneUse())
    return std::nullopt;
  // 32- and 64-bit scalars: what the block reduction's shuffles carry.
  Type type = acc.getType();
  if (!type.isIntOrFloat() || (type.getIntOrFloatBitWidth() != 32 &&
                               type.getIntOrFloatBitWidth() != 64))
    return std::nullopt;
  std::optional<AllReduceOperation> kind = kindOf(combiner);
  std::optional<TypedAttr> identity = arith::getNeutralElement(combiner);
  if (!kind || !identity)
    return std::nullopt;
  // The output must be indexed by parallel loops only.
  AffineMap outMap = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (AffineExpr e : outMap.getResults()) {
    auto dim = dyn_cast<AffineDimExpr>(e);
    if (!dim || iterators[dim.getPosition()] != utils::IteratorType::parallel)
      return std::nullopt;
  }
  return Reduction{op, combiner, *kind, *identity, acc};
}

/// The combiner applied to `acc` (in the accumulator's place) and `x`.
Value combine(OpBuilder &b, const Reduction &r, Value acc, Value x) {
  IRMapping map;
  for (Value operand : r.combiner->getOperands())
    map.map(operand, operand == r.acc ? acc : x);
  return b.clone(*r.combiner, map)->getResult(0);
}

/// Indices of `map` at the loop indices `ivs`.
SmallVector<Value> at(OpBuilder &b, Location loc, AffineMap map,
                      ValueRange ivs) {
  return *affine::expandAffineMap(b, loc, map, ivs);
}

/// The body at loop indices `ivs`, folded into `acc`.
Value bodyAt(OpBuilder &b, Location loc, const Reduction &r, ValueRange ivs,
             Value acc) {
  linalg::LinalgOp op = r.op;
  IRMapping map;
  for (OpOperand *in : op.getDpsInputOperands()) {
    BlockArgument arg = op.getMatchingBlockArgument(in);
    Value v = in->get();
    if (isa<MemRefType>(v.getType()))
      v = memref::LoadOp::create(
          b, loc, v, at(b, loc, op.getMatchingIndexingMap(in), ivs));
    map.map(arg, v);
  }
  for (Operation &bodyOp : op.getBlock()->without_terminator()) {
    if (&bodyOp == r.combiner)
      continue;
    if (auto index = dyn_cast<linalg::IndexOp>(bodyOp))
      map.map(index.getResult(), ivs[index.getDim()]);
    else
      b.clone(bodyOp, map);
  }
  Value x = r.combiner->getOperand(r.combiner->getOperand(0) == r.acc ? 1 : 0);
  return combine(b, r, acc, map.lookupOrDefault(x));
}

/// The index of each loop: `lin` split over the sizes of `dims`.
void delinearize(OpBuilder &b, Location loc, Value lin, ArrayRef<int64_t> dims,
                 ArrayRef<Value> sizes, SmallVectorImpl<Value> &ivs) {
  if (dims.empty())
    return;
  SmallVector<Value> bounds;
  for (int64_t d : dims)
    bounds.push_back(sizes[d]);
  auto split = affine::AffineDelinearizeIndexOp::create(b, loc, lin, bounds,
                                                        /*hasOuterBound=*/true);
  for (auto [d, v] : llvm::zip(dims, split.getResults()))
    ivs[d] = v;
}

/// Replaces the reduction by a launch of one block per output element.
void toKernel(const Reduction &r, int64_t maxThreads) {
  linalg::LinalgOp op = r.op;
  OpBuilder b(op);
  Location loc = op.getLoc();
  SmallVector<Value> sizes;
  for (Range range : op.createLoopRanges(b, loc))
    sizes.push_back(getValueOrCreateConstantIndexOp(b, loc, range.size));
  SmallVector<int64_t> parallel, reduced;
  Value outputs = arith::ConstantIndexOp::create(b, loc, 1);
  Value perOutput = outputs;
  for (auto [d, it] : llvm::enumerate(op.getIteratorTypesArray())) {
    bool isReduced = it == utils::IteratorType::reduction;
    (isReduced ? reduced : parallel).push_back(d);
    Value &count = isReduced ? perOutput : outputs;
    count = b.createOrFold<arith::MulIOp>(loc, count, sizes[d]);
  }
  std::optional<int64_t> staticOutputs = getConstantIntValue(outputs);
  if (staticOutputs && *staticOutputs == 0) {
    op->erase();
    return;
  }
  if (!staticOutputs) {
    // A grid of zero blocks is a launch error: skip empty outputs.
    Value any = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt,
                                      outputs,
                                      arith::ConstantIndexOp::create(b, loc, 0));
    auto guard = scf::IfOp::create(b, loc, any, /*withElse=*/false);
    b.setInsertionPointToStart(&guard.getThenRegion().front());
  }
  int64_t threads = maxThreads;
  if (std::optional<int64_t> n = getConstantIntValue(perOutput))
    threads = std::clamp<int64_t>(llvm::alignTo(*n, 32), 32, maxThreads);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value blockSize = arith::ConstantIndexOp::create(b, loc, threads);
  auto launch = gpu::LaunchOp::create(b, loc, outputs, one, one, blockSize,
                                      one, one);
  b.setInsertionPointToStart(&launch.getBody().front());
  Value tid = launch.getThreadIds().x;
  SmallVector<Value> ivs(sizes.size());
  delinearize(b, loc, launch.getBlockIds().x, parallel, sizes, ivs);

  // Each thread folds iterations tid, tid + threads, ... from the identity.
  Value identity = arith::ConstantOp::create(b, loc, r.identity);
  auto strided = scf::ForOp::create(b, loc, tid, perOutput, blockSize,
                                    ValueRange{identity});
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(strided.getBody());
    SmallVector<Value> iterIvs = ivs;
    delinearize(b, loc, strided.getInductionVar(), reduced, sizes, iterIvs);
    scf::YieldOp::create(
        b, loc, bodyAt(b, loc, r, iterIvs, strided.getRegionIterArg(0)));
  }
  Value total = gpu::AllReduceOp::create(
      b, loc, strided.getResult(0),
      gpu::AllReduceOperationAttr::get(b.getContext(), r.kind),
      /*uniform=*/true);

  // Thread 0 folds the block's total into the output element.
  Value first = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq, tid,
      arith::ConstantIndexOp::create(b, loc, 0));
  auto store = scf::IfOp::create(b, loc, first, /*withElse=*/false);
  gpu::TerminatorOp::create(b, loc);
  b.setInsertionPointToStart(&store.getThenRegion().front());
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  for (int64_t d : reduced)
    ivs[d] = zero;
  OpOperand *init = op.getDpsInitOperand(0);
  SmallVector<Value> outIdx =
      at(b, loc, op.getMatchingIndexingMap(init), ivs);
  Value old = memref::LoadOp::create(b, loc, init->get(), outIdx);
  memref::StoreOp::create(b, loc, combine(b, r, old, total), init->get(),
                          outIdx);
  op->erase();
}

struct LinalgReductionsToGPUPass
    : public dtc::impl::LinalgReductionsToGPUBase<LinalgReductionsToGPUPass> {
  using LinalgReductionsToGPUBase::LinalgReductionsToGPUBase;

  void runOnOperation() override {
    SmallVector<Reduction> reductions;
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (op->getParentOfType<gpu::LaunchOp>())
        return;
      std::optional<Reduction> r = match(op);
      if (!r)
        return;
      // Few iterations per output element: one thread per element is
      // better (unless there is a single element: then one block).
      SmallVector<int64_t> ranges = op.getStaticLoopRanges();
      int64_t perOutput = 1, outputs = 1;
      for (auto [n, it] : llvm::zip(ranges, op.getIteratorTypesArray())) {
        int64_t &count =
            it == utils::IteratorType::reduction ? perOutput : outputs;
        count = ShapedType::isDynamic(n) || ShapedType::isDynamic(count)
                    ? ShapedType::kDynamic
                    : count * n;
      }
      if (!ShapedType::isDynamic(perOutput) && perOutput < kMinReducedPerBlock &&
          outputs != 1)
        return;
      reductions.push_back(*r);
    });
    for (const Reduction &r : reductions)
      toKernel(r, threadsPerBlock);
  }
};

} // namespace
