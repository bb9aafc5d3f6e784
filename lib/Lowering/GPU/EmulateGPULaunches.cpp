//===- EmulateGPULaunches.cpp - kernels as host loops, for checking -------===//
//
// The GPU pipeline's kernel formation (ParallelLoopsToGPU,
// LinalgReductionsToGPU) decides every index a thread computes. This pass
// lets that logic run, and be compared with numpy, on a machine without a
// GPU: each gpu.launch becomes host loops over its blocks and threads, with
// the same block and thread ids. A block-wide `gpu.all_reduce` or a
// `gpu.barrier` at the top of the kernel body splits it into phases: every
// thread of the block runs one phase before any runs the next (values of
// earlier phases that a phase uses are recomputed, so they must not write
// memory). At an all_reduce each thread leaves its operand in a scratch
// buffer, which is folded with the reduction's combiner for the next phase.
// Workgroup (shared) memory is a host buffer that the blocks reuse in turn.
// gpu.memcpy becomes memref.copy, and the gpu.wait ops that order copies
// go (the host is synchronous), and bf16 is rounded on the bits, as a GPU
// rounds it. What the real GPU lowering adds (NVVM, shuffles, ptxas) is
// upstream's and is not emulated.
//
//===----------------------------------------------------------------------===//
#include "dtc/Lowering/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace dtc {
#define GEN_PASS_DEF_EMULATEGPULAUNCHES
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

/// Builds `for z, y, x in [0, sizes)` at `b` and leaves `b` in the innermost
/// body; returns the induction variables as (x, y, z).
SmallVector<Value> loopNest(OpBuilder &b, Location loc, gpu::KernelDim3 sizes) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  SmallVector<Value> bounds = {sizes.x, sizes.y, sizes.z}, ivs(3);
  for (int i = 2; i >= 0; --i) {
    auto loop = scf::ForOp::create(b, loc, zero, bounds[i], one);
    ivs[i] = loop.getInductionVar();
    b.setInsertionPointToStart(loop.getBody());
  }
  return ivs;
}

/// Whether `root` or an op nested in it may write or free memory (ops that
/// say nothing about their effects may).
bool mayWrite(Operation *root) {
  return root
      ->walk([](Operation *op) {
        if (op->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
          return WalkResult::advance();
        auto effects = dyn_cast<MemoryEffectOpInterface>(op);
        if (!effects || effects.hasEffect<MemoryEffects::Write>() ||
            effects.hasEffect<MemoryEffects::Free>())
          return WalkResult::interrupt();
        return WalkResult::advance();
      })
      .wasInterrupted();
}

/// The ops of `phase` and, from earlier phases, those whose results it uses
/// (transitively), in program order. Fails on a recomputed op that writes.
FailureOr<SmallVector<Operation *>> opsToRun(ArrayRef<Operation *> earlier,
                                             ArrayRef<Operation *> phase) {
  llvm::SmallPtrSet<Operation *, 16> inEarlier(earlier.begin(), earlier.end());
  llvm::SmallPtrSet<Operation *, 16> needed;
  SmallVector<Operation *> worklist(phase.begin(), phase.end());
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    op->walk([&](Operation *nested) {
      for (Value v : nested->getOperands()) {
        Operation *def = v.getDefiningOp();
        if (def && inEarlier.contains(def) && needed.insert(def).second)
          worklist.push_back(def);
      }
    });
  }
  SmallVector<Operation *> ops;
  for (Operation *op : earlier) {
    if (!needed.contains(op))
      continue;
    if (mayWrite(op))
      return op->emitError()
             << "cannot emulate: this op runs before a gpu.all_reduce or "
                "gpu.barrier, its result is used after it, and it has side "
                "effects";
    ops.push_back(op);
  }
  ops.append(phase.begin(), phase.end());
  return ops;
}

/// Replaces `launch` by host loops (see the file comment).
LogicalResult emulate(gpu::LaunchOp launch) {
  if (launch.getAsyncToken() || launch.hasClusterSize() ||
      launch.getDynamicSharedMemorySize() || launch.getNumPrivateAttributions())
    return launch.emitError()
           << "cannot emulate an asynchronous, clustered, dynamic "
              "shared-memory or private-memory launch";
  Block &body = launch.getBody().front();
  // The body's top-level ops, split into phases at block-wide reductions
  // and barriers (a null reduction).
  SmallVector<SmallVector<Operation *>> phases(1);
  SmallVector<gpu::AllReduceOp> reductions;
  for (Operation &op : body.without_terminator()) {
    if (isa<gpu::BarrierOp>(op)) {
      reductions.push_back(nullptr);
      phases.emplace_back();
      continue;
    }
    if (auto reduce = dyn_cast<gpu::AllReduceOp>(op)) {
      if (!reduce.getOp() || !reduce.getUniform())
        return reduce.emitError() << "cannot emulate an all_reduce with a "
                                     "region or without `uniform`";
      reductions.push_back(reduce);
      phases.emplace_back();
      continue;
    }
    Operation *gpuOp = nullptr;
    op.walk([&](Operation *nested) {
      if (isa<gpu::GPUDialect>(nested->getDialect()))
        gpuOp = nested;
    });
    if (gpuOp)
      return gpuOp->emitError()
             << "cannot emulate '" << gpuOp->getName()
             << "' in a kernel: only a uniform gpu.all_reduce or a "
                "gpu.barrier at the top level of its body";
    phases.back().push_back(&op);
  }

  OpBuilder b(launch);
  Location loc = launch.getLoc();
  gpu::KernelDim3 grid = launch.getGridSizeOperandValues();
  gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
  Value threads = b.createOrFold<arith::MulIOp>(
      loc, b.createOrFold<arith::MulIOp>(loc, block.x, block.y), block.z);
  // One scratch buffer per reduction, and one per workgroup buffer,
  // allocated around the launch (not in its loops, where stack allocations
  // would pile up).
  SmallVector<Value> scratch, buffers;
  for (gpu::AllReduceOp reduce : reductions)
    scratch.push_back(
        reduce ? memref::AllocOp::create(
                     b, loc,
                     MemRefType::get({ShapedType::kDynamic}, reduce.getType()),
                     ValueRange{threads})
               : Value());
  IRMapping blockMap;
  for (BlockArgument shared : launch.getWorkgroupAttributions()) {
    auto type = cast<MemRefType>(shared.getType());
    Value buffer = memref::AllocOp::create(
        b, loc, MemRefType::get(type.getShape(), type.getElementType()));
    blockMap.map(shared, buffer);
    buffers.push_back(buffer);
  }
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointAfter(launch);
    for (Value buffer : llvm::concat<Value>(scratch, buffers))
      if (buffer)
        memref::DeallocOp::create(b, loc, buffer);
  }
  SmallVector<Value> blockIds = loopNest(b, loc, grid);
  OpBuilder::InsertPoint inBlock = b.saveInsertionPoint();

  for (auto [arg, v] : llvm::zip(
           SmallVector<Value>{launch.getGridSize().x, launch.getGridSize().y,
                              launch.getGridSize().z, launch.getBlockSize().x,
                              launch.getBlockSize().y, launch.getBlockSize().z,
                              launch.getBlockIds().x, launch.getBlockIds().y,
                              launch.getBlockIds().z},
           SmallVector<Value>{grid.x, grid.y, grid.z, block.x, block.y, block.z,
                              blockIds[0], blockIds[1], blockIds[2]}))
    blockMap.map(arg, v);

  SmallVector<Operation *> earlier;
  for (auto [p, phase] : llvm::enumerate(phases)) {
    FailureOr<SmallVector<Operation *>> ops = opsToRun(earlier, phase);
    if (failed(ops))
      return failure();
    gpu::AllReduceOp reduce = p < reductions.size() ? reductions[p] : nullptr;
    b.restoreInsertionPoint(inBlock);
    SmallVector<Value> tids = loopNest(b, loc, block);
    IRMapping map = blockMap;
    for (auto [arg, v] : llvm::zip(SmallVector<Value>{launch.getThreadIds().x,
                                                      launch.getThreadIds().y,
                                                      launch.getThreadIds().z},
                                   tids))
      map.map(arg, v);
    for (Operation *op : *ops)
      b.clone(*op, map);
    if (reduce) {
      // Thread (x, y, z) leaves its value at x + X * (y + Y * z).
      Value linear = b.createOrFold<arith::AddIOp>(
          loc, tids[0],
          b.createOrFold<arith::MulIOp>(
              loc, block.x,
              b.createOrFold<arith::AddIOp>(
                  loc, tids[1],
                  b.createOrFold<arith::MulIOp>(loc, block.y, tids[2]))));
      memref::StoreOp::create(b, loc, map.lookup(reduce.getValue()), scratch[p],
                              linear);
      // Fold the block's values after the thread loops, in thread order.
      b.restoreInsertionPoint(inBlock);
      Value zero = arith::ConstantIndexOp::create(b, loc, 0);
      Value one = arith::ConstantIndexOp::create(b, loc, 1);
      Value first = memref::LoadOp::create(b, loc, scratch[p], zero);
      auto fold = scf::ForOp::create(b, loc, one, threads, one, first);
      {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(fold.getBody());
        Value next =
            memref::LoadOp::create(b, loc, scratch[p], fold.getInductionVar());
        auto kind = vector::symbolizeCombiningKind(
            gpu::stringifyAllReduceOperation(*reduce.getOp()));
        Value acc = vector::makeArithReduction(b, loc, *kind,
                                               fold.getRegionIterArg(0), next);
        scf::YieldOp::create(b, loc, acc);
      }
      blockMap.map(reduce.getResult(), fold.getResult(0));
      inBlock = b.saveInsertionPoint();
    }
    earlier.append(phase.begin(), phase.end());
  }
  launch.erase();
  return success();
}

struct EmulateGPULaunchesPass
    : public dtc::impl::EmulateGPULaunchesBase<EmulateGPULaunchesPass> {
  void runOnOperation() override {
    SmallVector<gpu::LaunchOp> launches;
    getOperation()->walk([&](gpu::LaunchOp l) { launches.push_back(l); });
    for (gpu::LaunchOp launch : launches)
      if (failed(emulate(launch)))
        return signalPassFailure();
    // Copies (and the waits that order them) are synchronous on the host.
    SmallVector<Operation *> sync;
    WalkResult result = getOperation()->walk([&](Operation *op) {
      if (auto copy = dyn_cast<gpu::MemcpyOp>(op)) {
        OpBuilder b(copy);
        memref::CopyOp::create(b, copy.getLoc(), copy.getSrc(), copy.getDst());
        sync.push_back(copy);
        return WalkResult::skip();
      }
      if (isa<gpu::WaitOp>(op)) {
        sync.push_back(op);
        return WalkResult::skip();
      }
      if (isa<gpu::GPUDialect>(op->getDialect())) {
        op->emitError() << "cannot emulate this GPU op on the host";
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    for (Operation *op : sync)
      op->dropAllUses();
    for (Operation *op : sync)
      op->erase();
    if (result.wasInterrupted())
      return signalPassFailure();
    // 16-bit math in f32 and bf16 rounded as a GPU's cvt.rn.bf16.f32 does
    // (subnormals kept), not by the host's vcvtneps2bf16 (flushed: 99,028
    // of bf16-rounding.mlir's 262,144 roundings differed).
    if (failed(dtc::extendNarrowMath(getOperation())) ||
        failed(dtc::roundBf16InIntegers(getOperation())))
      signalPassFailure();
  }
};

} // namespace
