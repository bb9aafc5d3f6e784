//===- ParallelLoopsToGPU.cpp - buffer loops of a host program as kernels -===//
//
// After bufferization and `convert-linalg-to-parallel-loops`, every tensor
// op of a local-view program is an scf.parallel nest over buffers. On a GPU
// mesh those buffers live in device memory, so the host must never touch an
// element: each outermost scf.parallel becomes one gpu.launch over a 1-D grid
// of the loop's flattened iteration space (consecutive threads take
// consecutive innermost indices, so loads and stores coalesce); loops inside
// it (reductions, inner parallel dims) run per thread. memref.copy becomes
// such a loop too, and constants (memref.get_global, host memory) are copied
// to a device buffer first. A loop nest without a parallel loop, or a store
// outside loops, becomes a kernel of one thread. A scalar the host reads (a
// predicate, a dynamic offset) is copied to host memory first. The
// deallocation helper's pointer lists stay host arrays (on the stack). A
// host store left over is an error, not a crash at run time.
//
//===----------------------------------------------------------------------===//
#include "KernelLaunch.h"
#include "dtc/Lowering/Passes.h"
#include "dtc/Lowering/RuntimeImports.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/IRMapping.h"

namespace dtc {
#define GEN_PASS_DEF_PARALLELLOOPSTOGPU
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

/// The lowerings of `bufferization.dealloc` pass lists of pointers and
/// ownership flags, small host arrays, to a helper: the runtime's
/// (dtc-lower-deallocations) or one generated into the program (upstream's).
constexpr llvm::StringLiteral kDeallocHelperPrefix = "dealloc_helper";

bool isDeallocHelper(llvm::StringRef name) {
  return name == dtc::kDeallocHelper || name.starts_with(kDeallocHelperPrefix);
}

/// Whether `memref` is host memory: a stack allocation (through casts) or an
/// argument of the deallocation helper.
bool onHost(Value memref) {
  while (auto cast = memref.getDefiningOp<memref::CastOp>())
    memref = cast.getSource();
  if (memref.getDefiningOp<memref::AllocaOp>())
    return true;
  auto arg = dyn_cast<BlockArgument>(memref);
  auto func = arg ? dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp())
                  : func::FuncOp();
  return func && isDeallocHelper(func.getSymName());
}

Value memrefOf(Operation *access) {
  if (auto load = dyn_cast<memref::LoadOp>(access))
    return load.getMemRef();
  return cast<memref::StoreOp>(access).getMemRef();
}

/// The deallocation helper's lists stay on the host: their allocations
/// (which dtc's allocator would place in device memory) become stack
/// allocations at the entry of the function (static sizes: once per call
/// of it, whatever loops the helper call is in).
LogicalResult deallocListsOnHost(ModuleOp module) {
  SmallVector<func::CallOp> calls;
  module.walk([&](func::CallOp call) {
    if (isDeallocHelper(call.getCallee()))
      calls.push_back(call);
  });
  for (func::CallOp call : calls) {
    Block &entry = call->getParentOfType<func::FuncOp>().getBody().front();
    for (Value operand : call.getOperands()) {
      if (onHost(operand))
        continue;
      Value root = operand;
      if (auto cast = root.getDefiningOp<memref::CastOp>())
        root = cast.getSource();
      auto alloc = root.getDefiningOp<memref::AllocOp>();
      if (!alloc || !alloc.getType().hasStaticShape())
        return call.emitError() << "cannot keep this operand of the "
                                   "deallocation helper in host memory";
      OpBuilder b(&entry, entry.begin());
      auto alloca =
          memref::AllocaOp::create(b, alloc.getLoc(), alloc.getType());
      for (Operation *user : llvm::make_early_inc_range(alloc->getUsers()))
        if (isa<memref::DeallocOp>(user))
          user->erase();
      alloc.replaceAllUsesWith(alloca.getResult());
      alloc.erase();
    }
  }
  return success();
}

Value indexConst(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIndexOp::create(b, loc, v);
}

/// Replaces `copy` by an scf.parallel of loads and stores (any layouts; a
/// rank-0 copy is a one-iteration loop, so it runs on the device too).
void copyAsLoop(memref::CopyOp copy) {
  OpBuilder b(copy);
  Location loc = copy.getLoc();
  int64_t rank = cast<MemRefType>(copy.getSource().getType()).getRank();
  Value zero = indexConst(b, loc, 0), one = indexConst(b, loc, 1);
  SmallVector<Value> lbs(std::max<int64_t>(rank, 1), zero),
      steps(lbs.size(), one), ubs;
  for (int64_t d = 0; d < rank; ++d)
    ubs.push_back(b.createOrFold<memref::DimOp>(loc, copy.getSource(), d));
  if (rank == 0)
    ubs.push_back(one);
  scf::ParallelOp::create(
      b, loc, lbs, ubs, steps,
      [&](OpBuilder &nb, Location nloc, ValueRange ivs) {
        ValueRange at = rank == 0 ? ValueRange() : ivs;
        Value v = memref::LoadOp::create(nb, nloc, copy.getSource(), at);
        memref::StoreOp::create(nb, nloc, v, copy.getTarget(), at);
      });
  copy.erase();
}

/// Copies `src` into `dst` (host or device memory) and waits for it.
/// gpu-to-llvm lowers only asynchronous copies: a stream (the device's),
/// the copy on it, and a wait for it.
void copyAndWait(OpBuilder &b, Location loc, Value dst, Value src) {
  Type token = gpu::AsyncTokenType::get(b.getContext());
  Value stream =
      gpu::WaitOp::create(b, loc, token, ValueRange()).getAsyncToken();
  Value copied =
      gpu::MemcpyOp::create(b, loc, token, ValueRange{stream}, dst, src)
          .getAsyncToken();
  gpu::WaitOp::create(b, loc, Type(), ValueRange{copied});
}

/// Gives a host function's constants device copies: an allocation and a
/// copy where the constant is taken, a dealloc before each return
/// (unless the copy itself is returned).
void constantsToDevice(func::FuncOp func) {
  SmallVector<memref::GetGlobalOp> globals;
  // The runtime's own constant arrays (shapes, axes of collectives) are
  // read by the host and stay there.
  func.walk([&](memref::GetGlobalOp op) {
    if (!op.getName().starts_with(dtc::kRuntimeConstantPrefix))
      globals.push_back(op);
  });
  for (memref::GetGlobalOp global : globals) {
    OpBuilder b(global->getBlock(), std::next(global->getIterator()));
    Location loc = global.getLoc();
    auto type = cast<MemRefType>(global.getType());
    auto deviceType = MemRefType::get(type.getShape(), type.getElementType());
    Value copy = memref::AllocOp::create(b, loc, deviceType);
    global.getResult().replaceAllUsesWith(copy);
    copyAndWait(b, loc, copy, global);
    bool returned =
        llvm::any_of(copy.getUsers(), llvm::IsaPred<func::ReturnOp>);
    if (returned)
      continue;
    func.walk([&](func::ReturnOp ret) {
      OpBuilder rb(ret);
      memref::DeallocOp::create(rb, loc, copy);
    });
  }
}

/// Rewrites scf.parallel nests inside a kernel as sequential loops.
void parallelToFor(scf::ParallelOp loop) {
  OpBuilder b(loop);
  Location loc = loop.getLoc();
  IRMapping map;
  SmallVector<scf::ForOp> fors;
  for (auto [lb, ub, step, iv] :
       llvm::zip(loop.getLowerBound(), loop.getUpperBound(), loop.getStep(),
                 loop.getInductionVars())) {
    auto f = scf::ForOp::create(b, loc, lb, ub, step);
    map.map(iv, f.getInductionVar());
    b.setInsertionPointToStart(f.getBody());
  }
  for (Operation &op : loop.getBody()->without_terminator())
    b.clone(op, map);
  loop.erase();
}

/// One gpu.launch for an outermost scf.parallel without results.
LogicalResult loopToKernel(scf::ParallelOp loop, int64_t threadsPerBlock) {
  if (loop.getNumResults() != 0)
    return loop.emitError()
           << "a parallel loop with reductions cannot run as a GPU kernel yet";
  OpBuilder b(loop);
  Location loc = loop.getLoc();
  // Trip counts, and their product: the kernel's linear iteration space
  // (folded to constants where the bounds are).
  SmallVector<Value> trips;
  Value total = indexConst(b, loc, 1);
  for (auto [lb, ub, step] :
       llvm::zip(loop.getLowerBound(), loop.getUpperBound(), loop.getStep())) {
    Value span = b.createOrFold<arith::SubIOp>(loc, ub, lb);
    Value trip = b.createOrFold<arith::CeilDivSIOp>(loc, span, step);
    trips.push_back(trip);
    total = b.createOrFold<arith::MulIOp>(loc, total, trip);
  }
  dtc::LinearLaunch kernel =
      dtc::buildLinearLaunch(b, loc, total, threadsPerBlock);
  if (!kernel.launch) {
    loop.erase();
    return success();
  }
  gpu::LaunchOp launch = kernel.launch;
  Value linear = kernel.linear;
  auto indices =
      affine::AffineDelinearizeIndexOp::create(b, loc, linear, trips,
                                               /*hasOuterBound=*/true);
  IRMapping map;
  for (auto [i, iv] : llvm::enumerate(loop.getInductionVars())) {
    Value scaled =
        arith::MulIOp::create(b, loc, indices.getResult(i), loop.getStep()[i]);
    map.map(iv, arith::AddIOp::create(b, loc, loop.getLowerBound()[i], scaled));
  }
  for (Operation &op : loop.getBody()->without_terminator())
    b.clone(op, map);
  loop.erase();
  // Nested parallel loops run sequentially in each thread.
  SmallVector<scf::ParallelOp> nested;
  launch.walk([&](scf::ParallelOp p) { nested.push_back(p); });
  for (scf::ParallelOp p : llvm::reverse(nested))
    parallelToFor(p);
  return success();
}

/// Host loop nests that touch buffers but have no parallel loop (e.g. a full
/// reduction with several outputs, which LinalgReductionsToGPU leaves) run
/// as a kernel of one thread: the outermost scf.for around such an access that
/// has no results and no kernel inside.
void serialLoopsToKernels(func::FuncOp func) {
  SetVector<Operation *> nests;
  func.walk([&](Operation *access) {
    if (!isa<memref::LoadOp, memref::StoreOp>(access) ||
        access->getParentOfType<gpu::LaunchOp>() || onHost(memrefOf(access)))
      return;
    Operation *top = nullptr;
    for (Operation *p = access->getParentOp(); p != func;
         p = p->getParentOp()) {
      bool hasKernel = p->walk([](gpu::LaunchOp) {
                          return WalkResult::interrupt();
                        }).wasInterrupted();
      if (!isa<scf::ForOp>(p) || p->getNumResults() != 0 || hasKernel)
        break;
      top = p;
    }
    if (top)
      nests.insert(top);
  });
  for (Operation *nest : nests) {
    OpBuilder b(nest);
    Value one = indexConst(b, nest->getLoc(), 1);
    auto launch =
        gpu::LaunchOp::create(b, nest->getLoc(), one, one, one, one, one, one);
    b.setInsertionPointToStart(&launch.getBody().front());
    gpu::TerminatorOp::create(b, nest->getLoc());
    nest->moveBefore(launch.getBody().front().getTerminator());
  }
}

/// Straight-line stores on the host (a rank-0 linalg op has no loop) run as
/// a kernel of one thread, with the loads and pure ops of the same block
/// that make the stored value; those left without users are erased.
void storesToKernels(func::FuncOp func) {
  SmallVector<memref::StoreOp> stores;
  func.walk([&](memref::StoreOp store) {
    if (!store->getParentOfType<gpu::LaunchOp>() && !onHost(store.getMemRef()))
      stores.push_back(store);
  });
  for (memref::StoreOp store : stores) {
    SetVector<Operation *> slice;
    SmallVector<Value> worklist = {store.getValue()};
    while (!worklist.empty()) {
      Operation *def = worklist.pop_back_val().getDefiningOp();
      if (!def || def->getBlock() != store->getBlock() ||
          def->getNumRegions() != 0 ||
          !(isa<memref::LoadOp>(def) || isPure(def)) ||
          (isa<memref::LoadOp>(def) && onHost(memrefOf(def))) ||
          !slice.insert(def))
        continue;
      llvm::append_range(worklist, def->getOperands());
    }
    SmallVector<Operation *> ordered(slice.begin(), slice.end());
    llvm::sort(ordered, [](Operation *a, Operation *b) {
      return a->isBeforeInBlock(b);
    });
    OpBuilder b(store);
    Location loc = store.getLoc();
    Value one = indexConst(b, loc, 1);
    auto launch = gpu::LaunchOp::create(b, loc, one, one, one, one, one, one);
    b.setInsertionPointToStart(&launch.getBody().front());
    IRMapping map;
    for (Operation *op : ordered)
      b.clone(*op, map);
    b.clone(*store, map);
    gpu::TerminatorOp::create(b, loc);
    store.erase();
    for (Operation *op : llvm::reverse(ordered))
      if (op->use_empty())
        op->erase();
  }
}

/// A scalar the host reads from a tensor (a predicate that steers an scf.if,
/// a dynamic offset): the element is copied by a one-thread kernel into a
/// device scalar, and that to a host scalar (gpu.memcpy, which returns once
/// the copy is done), which the host reads.
void hostLoadsToCopies(func::FuncOp func) {
  SmallVector<memref::LoadOp> loads;
  func->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<gpu::LaunchOp>(op))
      return WalkResult::skip();
    if (auto load = dyn_cast<memref::LoadOp>(op);
        load && !onHost(load.getMemRef()))
      loads.push_back(load);
    return WalkResult::advance();
  });
  for (memref::LoadOp load : loads) {
    OpBuilder b(load);
    Location loc = load.getLoc();
    auto scalar = MemRefType::get({}, load.getType());
    Value device = memref::AllocOp::create(b, loc, scalar);
    Value one = indexConst(b, loc, 1);
    auto launch = gpu::LaunchOp::create(b, loc, one, one, one, one, one, one);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(&launch.getBody().front());
      Value v =
          memref::LoadOp::create(b, loc, load.getMemRef(), load.getIndices());
      memref::StoreOp::create(b, loc, v, device, ValueRange());
      gpu::TerminatorOp::create(b, loc);
    }
    Value host = memref::AllocaOp::create(b, loc, scalar);
    copyAndWait(b, loc, host, device);
    memref::DeallocOp::create(b, loc, device);
    load.replaceAllUsesWith(
        memref::LoadOp::create(b, loc, host, ValueRange()).getResult());
    load.erase();
  }
}

/// A store into a buffer on the host that no kernel took: the buffer is in
/// device memory.
LogicalResult rejectHostStores(func::FuncOp func) {
  WalkResult result = func->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<gpu::LaunchOp>(op))
      return WalkResult::skip();
    auto store = dyn_cast<memref::StoreOp>(op);
    if (!store || onHost(store.getMemRef()))
      return WalkResult::advance();
    op->emitError() << "writes a tensor element on the host; on a GPU mesh "
                       "tensors live in device memory";
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

struct ParallelLoopsToGPUPass
    : public dtc::impl::ParallelLoopsToGPUBase<ParallelLoopsToGPUPass> {
  using ParallelLoopsToGPUBase::ParallelLoopsToGPUBase;

  void runOnOperation() override {
    if (failed(deallocListsOnHost(getOperation())))
      return signalPassFailure();
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isDeclaration() || isDeallocHelper(func.getSymName()))
        continue;
      SmallVector<memref::CopyOp> copies;
      func.walk([&](memref::CopyOp c) { copies.push_back(c); });
      for (memref::CopyOp c : copies)
        copyAsLoop(c);
      constantsToDevice(func);
      SmallVector<scf::ParallelOp> outermost;
      func.walk([&](scf::ParallelOp p) {
        if (!p->getParentOfType<scf::ParallelOp>())
          outermost.push_back(p);
      });
      for (scf::ParallelOp p : outermost)
        if (failed(loopToKernel(p, threadsPerBlock)))
          return signalPassFailure();
      serialLoopsToKernels(func);
      storesToKernels(func);
      hostLoadsToCopies(func);
      if (failed(rejectHostStores(func)))
        return signalPassFailure();
    }
  }
};

} // namespace
