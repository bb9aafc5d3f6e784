//===- OverlapCollectives.cpp - compute between an all_reduce's halves ----===//
//
// Each all_reduce becomes a start and a wait, then its block is list
// scheduled: starts as soon as they are ready, waits only when nothing else
// is. The schedule is a function of the IR alone, so every device of the
// SPMD program runs the same order of collectives.
//
//===----------------------------------------------------------------------===//
#include "dtc/Transforms/Passes.h"
#include "dtc/runtime.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

#include <set>

namespace dtc {
#define GEN_PASS_DEF_OVERLAPCOLLECTIVES
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc::dtensor;

namespace {

/// Replaces `reduce` by a start and a wait at its place.
WaitOp split(AllReduceOp reduce) {
  OpBuilder b(reduce);
  auto start = AllReduceStartOp::create(
      b, reduce.getLoc(), FutureType::get(b.getContext(), reduce.getType()),
      reduce.getKindAttr(), reduce.getInput(), reduce.getMeshAttr(),
      reduce.getAxes());
  auto wait =
      WaitOp::create(b, reduce.getLoc(), reduce.getType(), start.getResult());
  reduce.getResult().replaceAllUsesWith(wait.getResult());
  reduce.erase();
  return wait;
}

/// Ops that cost nothing to run: they do not make a start worth its wait.
bool isFree(Operation *op) {
  return isa<tensor::EmptyOp, AllReduceStartOp, WaitOp>(op) ||
         op->hasTrait<OpTrait::ConstantLike>();
}

enum class Kind { Start, Other, Wait };

Kind kindOf(Operation *op) {
  if (isa<AllReduceStartOp>(op))
    return Kind::Start;
  if (isa<WaitOp>(op))
    return Kind::Wait;
  return Kind::Other;
}

/// Reorders the ops of `block` (its terminator stays last) by the list
/// schedule the pass describes.
void schedule(Block &block, unsigned maxInFlight) {
  SmallVector<Operation *> ops;
  DenseMap<Operation *, unsigned> index;
  for (Operation &op : block.without_terminator()) {
    index[&op] = ops.size();
    ops.push_back(&op);
  }
  const unsigned n = ops.size();
  std::vector<SmallVector<unsigned, 4>> users(n);
  std::vector<unsigned> waitingFor(n, 0);
  auto addEdge = [&](unsigned from, unsigned to) {
    users[from].push_back(to);
    ++waitingFor[to];
  };
  // Data: every operand of the op or of an op nested in it that an earlier
  // op of this block defines. Order: ops with side effects, other than the
  // starts and waits, keep their order.
  std::optional<unsigned> lastEffect;
  for (unsigned i = 0; i < n; ++i) {
    Operation *op = ops[i];
    llvm::SmallDenseSet<unsigned, 8> seen;
    op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands()) {
        Operation *def = operand.getDefiningOp();
        if (!def)
          continue;
        Operation *ancestor = block.findAncestorOpInBlock(*def);
        if (!ancestor || ancestor == op)
          continue;
        auto it = index.find(ancestor);
        if (it != index.end() && seen.insert(it->second).second)
          addEdge(it->second, i);
      }
    });
    if (kindOf(op) == Kind::Other && !isMemoryEffectFree(op)) {
      if (lastEffect && !seen.contains(*lastEffect))
        addEdge(*lastEffect, i);
      lastEffect = i;
    }
  }

  // Ready ops by kind, in original order.
  std::set<unsigned> ready[3];
  auto release = [&](unsigned i) {
    ready[static_cast<int>(kindOf(ops[i]))].insert(i);
  };
  for (unsigned i = 0; i < n; ++i)
    if (waitingFor[i] == 0)
      release(i);
  std::set<unsigned> &starts = ready[0], &others = ready[1], &waits = ready[2];
  unsigned inFlight = 0;
  Operation *terminator = block.getTerminator();
  for (unsigned done = 0; done < n; ++done) {
    // A start if one may start; with too many in flight, the oldest wait
    // (a pending start's wait is always ready); else any other op; a wait
    // when nothing else is left.
    std::set<unsigned> *from = &waits;
    if (!starts.empty() && inFlight < maxInFlight)
      from = &starts;
    else if (starts.empty() && !others.empty())
      from = &others;
    unsigned i = *from->begin();
    from->erase(from->begin());
    Operation *op = ops[i];
    if (kindOf(op) == Kind::Start)
      ++inFlight;
    else if (kindOf(op) == Kind::Wait)
      --inFlight;
    op->moveBefore(terminator);
    for (unsigned user : users[i])
      if (--waitingFor[user] == 0)
        release(user);
  }
}

/// Joins the pairs that have no work between them back into all_reduces.
void joinIdlePairs(Block &block) {
  for (auto wait : llvm::make_early_inc_range(block.getOps<WaitOp>())) {
    auto start = wait.getFuture().getDefiningOp<AllReduceStartOp>();
    bool idle = true;
    for (Operation *op = start->getNextNode(); op != wait && idle;
         op = op->getNextNode())
      idle = isFree(op);
    if (!idle)
      continue;
    OpBuilder b(wait);
    auto reduce = AllReduceOp::create(b, start.getLoc(), wait.getType(),
                                      start.getKindAttr(), start.getInput(),
                                      start.getMeshAttr(), start.getAxes());
    wait.getResult().replaceAllUsesWith(reduce.getResult());
    wait.erase();
    start.erase();
  }
}

struct OverlapCollectivesPass
    : public dtc::impl::OverlapCollectivesBase<OverlapCollectivesPass> {
  using OverlapCollectivesBase::OverlapCollectivesBase;

  void runOnOperation() override {
    unsigned limit = maxInFlight;
    if (limit < 1 || limit > DTC_MAX_STARTED) {
      getOperation()->emitError()
          << "dtensor-overlap-collectives: max-in-flight must be 1 to "
          << DTC_MAX_STARTED << ", got " << limit;
      return signalPassFailure();
    }
    llvm::SetVector<Block *> blocks;
    getOperation()->walk([&](AllReduceOp reduce) {
      // A block without a terminator cannot be reordered before it.
      Block *block = reduce->getBlock();
      if (block->mightHaveTerminator())
        blocks.insert(block);
    });
    for (Block *block : blocks) {
      for (auto reduce :
           llvm::make_early_inc_range(block->getOps<AllReduceOp>()))
        split(reduce);
      schedule(*block, limit);
      joinIdlePairs(*block);
    }
  }
};

} // namespace
