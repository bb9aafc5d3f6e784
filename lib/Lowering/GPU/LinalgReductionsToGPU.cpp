//===- LinalgReductionsToGPU.cpp - reductions as GPU kernels --------------===//
//
// A reduction whose innermost loop is a reduction loop (a row sum, a full
// sum, a softmax's max) reads its input along the reduced dimensions: as one
// thread per output element it would be a serial loop, and a full reduction
// a single thread. Such a reduction gets a block per output element: its
// threads stride over the flattened reduced iterations (consecutive threads,
// consecutive elements), fold them into a register from the combiner's
// identity, and `gpu.all_reduce` (upstream's shuffles and shared memory)
// combines the block's partials; thread 0 folds the total into the output.
// Every other single-output reduction (a column sum: the innermost loop is
// parallel, so one thread per output element coalesces; short rows; any
// combiner) gets one thread per output element, which folds the reduced
// iterations into a register that starts from the output's value: one load
// and one store of the output per thread, not one per iteration.
//
//===----------------------------------------------------------------------===//
#include "KernelLaunch.h"
#include "dtc/Lowering/Passes.h"
#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "llvm/ADT/TypeSwitch.h"

namespace dtc {
#define GEN_PASS_DEF_LINALGREDUCTIONSTOGPU
#include "dtc/Lowering/Passes.h.inc"
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
      .Case<arith::AddFOp, arith::AddIOp>(
          [](auto) { return AllReduceOperation::ADD; })
      .Case<arith::MulFOp, arith::MulIOp>(
          [](auto) { return AllReduceOperation::MUL; })
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

/// A reduction this pass handles: one output, indexed by parallel loops
/// only. `combiner` is set when the body yields `combiner(acc, x)` with the
/// accumulator used nowhere else and a combiner gpu.all_reduce knows (on a
/// 32- or 64-bit scalar): then a block may reduce an element together.
struct Reduction {
  linalg::LinalgOp op;
  BlockArgument acc;
  Operation *combiner = nullptr;
  AllReduceOperation kind = AllReduceOperation::ADD;
  TypedAttr identity;
};

std::optional<Reduction> match(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumReductionLoops() == 0)
    return std::nullopt;
  AffineMap outMap = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (AffineExpr e : outMap.getResults()) {
    auto dim = dyn_cast<AffineDimExpr>(e);
    if (!dim || iterators[dim.getPosition()] != utils::IteratorType::parallel)
      return std::nullopt;
  }
  Reduction r{op, op.getMatchingBlockArgument(op.getDpsInitOperand(0))};
  Block *body = op.getBlock();
  Operation *combiner = body->getTerminator()->getOperand(0).getDefiningOp();
  Type type = r.acc.getType();
  if (!combiner || combiner->getBlock() != body || !r.acc.hasOneUse() ||
      r.acc.getUses().begin()->getOwner() != combiner ||
      combiner->getNumOperands() != 2 || !combiner->getResult(0).hasOneUse() ||
      !type.isIntOrFloat() ||
      (type.getIntOrFloatBitWidth() != 32 &&
       type.getIntOrFloatBitWidth() != 64))
    return r;
  std::optional<AllReduceOperation> kind = kindOf(combiner);
  std::optional<TypedAttr> identity = arith::getNeutralElement(combiner);
  if (kind && identity) {
    r.combiner = combiner;
    r.kind = *kind;
    r.identity = *identity;
  }
  return r;
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

/// The body at loop indices `ivs` with `acc` as the accumulator: what it
/// yields.
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
  map.map(r.acc, acc);
  for (Operation &bodyOp : op.getBlock()->without_terminator()) {
    if (auto index = dyn_cast<linalg::IndexOp>(bodyOp))
      map.map(index.getResult(), ivs[index.getDim()]);
    else
      b.clone(bodyOp, map);
  }
  return map.lookupOrDefault(op.getBlock()->getTerminator()->getOperand(0));
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

/// A reduction's loops: their sizes, which are parallel and which reduced,
/// and the products (output elements, reduced iterations per element).
struct LoopSpace {
  SmallVector<Value> sizes;
  SmallVector<int64_t> parallel, reduced;
  Value outputs, perOutput;

  LoopSpace(OpBuilder &b, Location loc, linalg::LinalgOp op) {
    for (Range range : op.createLoopRanges(b, loc))
      sizes.push_back(getValueOrCreateConstantIndexOp(b, loc, range.size));
    outputs = perOutput = arith::ConstantIndexOp::create(b, loc, 1);
    for (auto [d, it] : llvm::enumerate(op.getIteratorTypesArray())) {
      bool isReduced = it == utils::IteratorType::reduction;
      (isReduced ? reduced : parallel).push_back(d);
      Value &count = isReduced ? perOutput : outputs;
      count = b.createOrFold<arith::MulIOp>(loc, count, sizes[d]);
    }
  }
};

/// Whether a block per output element suits `r`: a known combiner, the
/// innermost loop reduced, and enough iterations per element to occupy a
/// block (or a single element).
bool blockPerOutput(const Reduction &r, const LoopSpace &space) {
  linalg::LinalgOp op = r.op;
  if (!r.combiner ||
      op.getIteratorTypesArray().back() != utils::IteratorType::reduction)
    return false;
  std::optional<int64_t> perOutput = getConstantIntValue(space.perOutput);
  return !perOutput || *perOutput >= kMinReducedPerBlock ||
         getConstantIntValue(space.outputs) == 1;
}

/// The output element at `ivs` (reduced loops at 0).
SmallVector<Value> outputIndex(OpBuilder &b, Location loc, const Reduction &r,
                               const LoopSpace &space, SmallVector<Value> ivs) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  for (int64_t d : space.reduced)
    ivs[d] = zero;
  linalg::LinalgOp op = r.op;
  return at(b, loc, op.getMatchingIndexingMap(op.getDpsInitOperand(0)), ivs);
}

/// In a kernel: each thread folds the iterations first, first + step, ...
/// below `end` (`element(k, acc)`) into a register from the combiner's
/// identity; the block's total (gpu.all_reduce) is returned.
Value blockFold(OpBuilder &b, Location loc, const Reduction &r, Value first,
                Value end, Value step,
                function_ref<Value(OpBuilder &, Value, Value)> element) {
  Value identity = arith::ConstantOp::create(b, loc, r.identity);
  auto strided =
      scf::ForOp::create(b, loc, first, end, step, ValueRange{identity});
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(strided.getBody());
    scf::YieldOp::create(
        b, loc,
        element(b, strided.getInductionVar(), strided.getRegionIterArg(0)));
  }
  return gpu::AllReduceOp::create(
      b, loc, strided.getResult(0),
      gpu::AllReduceOperationAttr::get(b.getContext(), r.kind),
      /*uniform=*/true);
}

/// Ends a kernel body with `then` done by thread 0 alone.
void inThreadZero(OpBuilder &b, Location loc, gpu::LaunchOp launch,
                  function_ref<void(OpBuilder &)> then) {
  Value first = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq, launch.getThreadIds().x,
      arith::ConstantIndexOp::create(b, loc, 0));
  auto branch = scf::IfOp::create(b, loc, first, /*withElse=*/false);
  gpu::TerminatorOp::create(b, loc);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&branch.getThenRegion().front());
  then(b);
}

/// The threads a block gets for `n` iterations: a warp multiple, at most
/// `maxThreads`.
int64_t threadsFor(Value n, int64_t maxThreads) {
  std::optional<int64_t> count = getConstantIntValue(n);
  return count ? std::clamp<int64_t>(llvm::alignTo(*count, 32), 32, maxThreads)
               : maxThreads;
}

/// One element's reduced iterations from `k` (their linear index), folded.
Value reducedElement(OpBuilder &b, Location loc, const Reduction &r,
                     const LoopSpace &space, ArrayRef<Value> ivs, Value k,
                     Value acc) {
  SmallVector<Value> iterIvs(ivs);
  delinearize(b, loc, k, space.reduced, space.sizes, iterIvs);
  return bodyAt(b, loc, r, iterIvs, acc);
}

/// A whole-tensor reduction of at least this many iterations runs in two
/// launches: many blocks' partials, then one block over those.
constexpr int64_t kSplitAt = 1 << 16;
constexpr int64_t kElementsPerThread = 16;
constexpr int64_t kMaxPartials = 1024;

/// The single output element of `r` as two launches: `blocks` blocks fold
/// strided slices of the iterations into partials (a device buffer), one
/// block folds those into the output.
void toSplitKernels(const Reduction &r, const LoopSpace &space, OpBuilder &b,
                    Location loc, int64_t total, int64_t maxThreads) {
  int64_t blocks = std::clamp<int64_t>(
      llvm::divideCeil(total, maxThreads * kElementsPerThread), 2,
      kMaxPartials);
  Type accType = r.acc.getType();
  Value partials =
      memref::AllocOp::create(b, loc, MemRefType::get({blocks}, accType));
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  SmallVector<Value> ivs(space.sizes.size(), zero); // every parallel size 1
  {
    OpBuilder::InsertionGuard guard(b);
    gpu::LaunchOp launch = dtc::launchBlocks(
        b, loc, arith::ConstantIndexOp::create(b, loc, blocks), maxThreads);
    Value threads = arith::ConstantIndexOp::create(b, loc, maxThreads);
    Value first = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, launch.getBlockIds().x, threads),
        launch.getThreadIds().x);
    Value step = arith::ConstantIndexOp::create(b, loc, blocks * maxThreads);
    Value part =
        blockFold(b, loc, r, first, space.perOutput, step,
                  [&](OpBuilder &nb, Value k, Value acc) {
                    return reducedElement(nb, loc, r, space, ivs, k, acc);
                  });
    inThreadZero(b, loc, launch, [&](OpBuilder &nb) {
      memref::StoreOp::create(nb, loc, part, partials, launch.getBlockIds().x);
    });
  }
  {
    OpBuilder::InsertionGuard guard(b);
    int64_t threads =
        threadsFor(arith::ConstantIndexOp::create(b, loc, blocks), maxThreads);
    gpu::LaunchOp launch = dtc::launchBlocks(
        b, loc, arith::ConstantIndexOp::create(b, loc, 1), threads);
    Value all = blockFold(b, loc, r, launch.getThreadIds().x,
                          arith::ConstantIndexOp::create(b, loc, blocks),
                          arith::ConstantIndexOp::create(b, loc, threads),
                          [&](OpBuilder &nb, Value k, Value acc) {
                            return combine(
                                nb, r, acc,
                                memref::LoadOp::create(nb, loc, partials, k));
                          });
    inThreadZero(b, loc, launch, [&](OpBuilder &nb) {
      linalg::LinalgOp op = r.op;
      Value out = op.getDpsInits()[0];
      SmallVector<Value> outIdx = outputIndex(nb, loc, r, space, ivs);
      Value old = memref::LoadOp::create(nb, loc, out, outIdx);
      memref::StoreOp::create(nb, loc, combine(nb, r, old, all), out, outIdx);
    });
  }
  memref::DeallocOp::create(b, loc, partials);
}

/// Replaces the reduction by a launch of one block per output element (or,
/// for one large element, two launches: toSplitKernels).
void toBlockKernel(const Reduction &r, const LoopSpace &space, OpBuilder &b,
                   int64_t maxThreads) {
  linalg::LinalgOp op = r.op;
  Location loc = op.getLoc();
  std::optional<int64_t> staticOutputs = getConstantIntValue(space.outputs);
  std::optional<int64_t> staticPerOutput = getConstantIntValue(space.perOutput);
  if (staticOutputs == 1 && staticPerOutput && *staticPerOutput >= kSplitAt) {
    toSplitKernels(r, space, b, loc, *staticPerOutput, maxThreads);
    op->erase();
    return;
  }
  if (!dtc::enterIfNonEmpty(b, loc, space.outputs)) {
    op->erase();
    return;
  }
  int64_t threads = threadsFor(space.perOutput, maxThreads);
  gpu::LaunchOp launch = dtc::launchBlocks(b, loc, space.outputs, threads);
  SmallVector<Value> ivs(space.sizes.size());
  delinearize(b, loc, launch.getBlockIds().x, space.parallel, space.sizes, ivs);
  // Each thread folds iterations tid, tid + threads, ...; then the block.
  Value total =
      blockFold(b, loc, r, launch.getThreadIds().x, space.perOutput,
                arith::ConstantIndexOp::create(b, loc, threads),
                [&](OpBuilder &nb, Value k, Value acc) {
                  return reducedElement(nb, loc, r, space, ivs, k, acc);
                });
  // Thread 0 folds the block's total into the output element.
  inThreadZero(b, loc, launch, [&](OpBuilder &nb) {
    Value out = op.getDpsInits()[0];
    SmallVector<Value> outIdx = outputIndex(nb, loc, r, space, ivs);
    Value old = memref::LoadOp::create(nb, loc, out, outIdx);
    memref::StoreOp::create(nb, loc, combine(nb, r, old, total), out, outIdx);
  });
  op->erase();
}

/// Replaces the reduction by a launch of one thread per output element,
/// accumulating in a register from the element's value.
void toThreadKernel(const Reduction &r, const LoopSpace &space, OpBuilder &b,
                    int64_t maxThreads) {
  linalg::LinalgOp op = r.op;
  Location loc = op.getLoc();
  dtc::LinearLaunch kernel =
      dtc::buildLinearLaunch(b, loc, space.outputs, maxThreads);
  if (kernel.launch) {
    SmallVector<Value> ivs(space.sizes.size());
    delinearize(b, loc, kernel.linear, space.parallel, space.sizes, ivs);
    Value out = op.getDpsInits()[0];
    SmallVector<Value> outIdx = outputIndex(b, loc, r, space, ivs);
    Value init = memref::LoadOp::create(b, loc, out, outIdx);
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    SmallVector<Value> lbs(space.reduced.size(), zero),
        steps(space.reduced.size(), one), ubs;
    for (int64_t d : space.reduced)
      ubs.push_back(space.sizes[d]);
    scf::LoopNest nest = scf::buildLoopNest(
        b, loc, lbs, ubs, steps, ValueRange{init},
        [&](OpBuilder &nb, Location nloc, ValueRange loopIvs,
            ValueRange acc) -> scf::ValueVector {
          SmallVector<Value> iterIvs = ivs;
          for (auto [d, iv] : llvm::zip(space.reduced, loopIvs))
            iterIvs[d] = iv;
          return {bodyAt(nb, nloc, r, iterIvs, acc.front())};
        });
    memref::StoreOp::create(b, loc, nest.results.front(), out, outIdx);
  }
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
      if (std::optional<Reduction> r = match(op))
        reductions.push_back(*r);
    });
    for (const Reduction &r : reductions) {
      linalg::LinalgOp op = r.op;
      OpBuilder b(op);
      LoopSpace space(b, op.getLoc(), op);
      if (blockPerOutput(r, space))
        toBlockKernel(r, space, b, threadsPerBlock);
      else
        toThreadKernel(r, space, b, threadsPerBlock);
    }
  }
};

} // namespace
