//===- ElideLoopInitCopies.cpp - loops start from their inputs' buffers ---===//
//
// One-shot bufferization takes every tensor iter_arg of an scf.for to be
// written by the loop, so a loop whose first value is a buffer it may not
// write (an entry's argument: the launcher's input) starts from a fresh
// allocation and a copy of it, even when the loop only reads each value and
// yields a new buffer. A chain applied 10 times to a 16 MiB input copied the
// 16 MiB once per call: a tenth of a memcpy per application. This pass
// proves the loop never writes the value it starts from and gives it the
// source buffer itself.
//
//===----------------------------------------------------------------------===//
#include "dtc/Analysis/RuntimeBuffers.h"
#include "dtc/Lowering/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace dtc {
#define GEN_PASS_DEF_ELIDELOOPINITCOPIES
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

/// Adds to `roots` the allocations `value` may view: through view-like ops,
/// scf.for results and iter_args (their inits and yielded values) and
/// scf.if results. False if it may view anything else (a function's
/// argument, a call's result, a global).
bool collectRoots(Value value, SmallPtrSetImpl<Operation *> &roots,
                  DenseSet<Value> &visited) {
  if (!visited.insert(value).second)
    return true;
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    auto loop = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
    if (!loop || arg.getArgNumber() == 0)
      return false;
    return collectRoots(loop.getTiedLoopInit(arg)->get(), roots, visited) &&
           collectRoots(loop.getTiedLoopYieldedValue(arg)->get(), roots,
                        visited);
  }
  Operation *def = value.getDefiningOp();
  if (isa<memref::AllocOp, memref::AllocaOp>(def)) {
    roots.insert(def);
    return true;
  }
  if (auto view = dyn_cast<ViewLikeOpInterface>(def))
    return collectRoots(view.getViewSource(), roots, visited);
  unsigned number = cast<OpResult>(value).getResultNumber();
  if (auto loop = dyn_cast<scf::ForOp>(def))
    return collectRoots(loop.getInitArgs()[number], roots, visited) &&
           collectRoots(loop.getYieldedValues()[number], roots, visited);
  if (auto branch = dyn_cast<scf::IfOp>(def))
    return branch.elseBlock() &&
           collectRoots(branch.thenYield().getOperand(number), roots,
                        visited) &&
           collectRoots(branch.elseYield().getOperand(number), roots, visited);
  return false;
}

/// Whether a write to `value` provably misses every allocation of
/// `protectedRoots` and whatever is not an allocation: all it may view are
/// other allocations.
bool writeMisses(Value value,
                 const SmallPtrSetImpl<Operation *> &protectedRoots) {
  SmallPtrSet<Operation *, 4> roots;
  DenseSet<Value> visited;
  if (!collectRoots(value, roots, visited))
    return false;
  return llvm::none_of(
      roots, [&](Operation *root) { return protectedRoots.contains(root); });
}

/// Whether a call to a declaration (dtc's runtime: collectives, products)
/// writes only allocations that are not `protectedRoots`: it may write any
/// buffer it is passed, as a memref or as the address of one, except a
/// constant global's; a runtime object (a device, a request) is no buffer
/// of the program's; a pointer from anywhere else may be anything.
bool callWritesOnlyOthers(Operation *call,
                          const SmallPtrSetImpl<Operation *> &protectedRoots) {
  for (Value operand : call->getOperands()) {
    Value buffer = operand;
    if (isa<LLVM::LLVMPointerType>(operand.getType())) {
      if (dtc::isRuntimeObject(operand))
        continue;
      buffer = dtc::bufferOfPointer(operand);
      if (!buffer)
        return false;
    } else if (!isa<BaseMemRefType>(operand.getType())) {
      continue;
    }
    if (!dtc::isConstantGlobal(buffer) && !writeMisses(buffer, protectedRoots))
      return false;
  }
  return true;
}

/// Whether `op` (its nested ops included) writes only allocations that are
/// not `protectedRoots`. A call to a declaration may write the buffers it is
/// passed (callWritesOnlyOthers); any other call, and any op whose effects
/// are unknown, may write anything.
bool writesOnlyOthers(Operation *op,
                      const SmallPtrSetImpl<Operation *> &protectedRoots) {
  return dtc::writesOnly(
      op,
      [&](CallOpInterface call) {
        auto callee = dyn_cast_or_null<func::FuncOp>(call.resolveCallable());
        return callee && callee.isDeclaration() &&
               callWritesOnlyOthers(call, protectedRoots);
      },
      [&](Value target) { return writeMisses(target, protectedRoots); });
}

/// For `copy %source, %fresh` with `%fresh = memref.alloc` used only by the
/// copy and as one init of an scf.for after it in the same block, gives the
/// loop `%source` instead, if that cannot be observed: the types match; the
/// loop runs a constant number of times, at least once, and yields for that
/// iter_arg only allocations of its own (so its result is never
/// `%source`); and neither the loop nor the ops between the copy and it
/// write `%fresh`, `%source` or anything that may alias them.
LogicalResult elide(memref::CopyOp copy) {
  Value fresh = copy.getTarget();
  auto alloc = fresh.getDefiningOp<memref::AllocOp>();
  if (!alloc || alloc->getBlock() != copy->getBlock() ||
      copy.getSource().getType() != fresh.getType() || !fresh.hasNUses(2))
    return failure();
  OpOperand *init = nullptr;
  for (OpOperand &use : fresh.getUses())
    if (use.getOwner() != copy)
      init = &use;
  auto loop = dyn_cast<scf::ForOp>(init->getOwner());
  if (!loop || loop->getBlock() != copy->getBlock() ||
      !copy->isBeforeInBlock(loop) ||
      init->getOperandNumber() < loop.getNumControlOperands())
    return failure();
  std::optional<APInt> trips = loop.getStaticTripCount();
  if (!trips || trips->isZero())
    return failure();
  BlockArgument iterArg = loop.getTiedLoopRegionIterArg(init);

  // What the loop yields for the iter_arg: allocations of its own (the
  // iter_arg itself leads to the fresh buffer, outside the loop).
  SmallPtrSet<Operation *, 4> yielded;
  DenseSet<Value> visited;
  if (!collectRoots(loop.getTiedLoopYieldedValue(iterArg)->get(), yielded,
                    visited) ||
      llvm::any_of(yielded, [&](Operation *root) {
        return !loop->isProperAncestor(root);
      }))
    return failure();

  // Nothing writes the buffer the loop would start from. Allocations are
  // fresh memory: a write that may only view other allocations misses it.
  SmallPtrSet<Operation *, 4> protectedRoots{alloc};
  DenseSet<Value> sourceVisited;
  (void)collectRoots(copy.getSource(), protectedRoots, sourceVisited);
  for (Operation *op = copy->getNextNode(); op != loop; op = op->getNextNode())
    if (!writesOnlyOthers(op, protectedRoots))
      return failure();
  if (!writesOnlyOthers(loop, protectedRoots))
    return failure();

  init->set(copy.getSource());
  copy.erase();
  alloc.erase();
  return success();
}

struct ElideLoopInitCopiesPass
    : public dtc::impl::ElideLoopInitCopiesBase<ElideLoopInitCopiesPass> {
  void runOnOperation() override {
    SmallVector<memref::CopyOp> copies;
    getOperation()->walk([&](memref::CopyOp copy) { copies.push_back(copy); });
    for (memref::CopyOp copy : copies)
      (void)elide(copy);
  }
};

} // namespace
