//===- CombineAllReduces.cpp - one collective for independent all_reduces -===//
#include "dtc/Transforms/Passes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/TypeUtilities.h"

namespace dtc {
#define GEN_PASS_DEF_COMBINEALLREDUCES
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc::dtensor;

namespace {

/// All dimensions of a static tensor as one (rank 0 becomes 1 element).
Value flatten(OpBuilder &b, Location loc, Value v) {
  auto type = cast<RankedTensorType>(v.getType());
  auto flat =
      RankedTensorType::get({type.getNumElements()}, type.getElementType());
  if (type.getRank() == 1)
    return v;
  if (type.getRank() == 0)
    return tensor::ExpandShapeOp::create(b, loc, flat, v,
                                         ArrayRef<ReassociationIndices>{});
  ReassociationIndices all =
      llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
  return tensor::CollapseShapeOp::create(b, loc, flat, v,
                                         ArrayRef<ReassociationIndices>{all});
}

Value unflatten(OpBuilder &b, Location loc, Value flat, RankedTensorType type) {
  if (type.getRank() == 1)
    return flat;
  if (type.getRank() == 0)
    return tensor::CollapseShapeOp::create(b, loc, type, flat,
                                           ArrayRef<ReassociationIndices>{});
  ReassociationIndices all =
      llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
  return tensor::ExpandShapeOp::create(b, loc, type, flat,
                                       ArrayRef<ReassociationIndices>{all});
}

void combine(ArrayRef<AllReduceOp> group) {
  AllReduceOp first = group.front();
  OpBuilder b(first);
  Location loc = first.getLoc();
  SmallVector<Value> pieces;
  int64_t total = 0;
  for (AllReduceOp op : group) {
    pieces.push_back(flatten(b, loc, op.getInput()));
    total += cast<RankedTensorType>(op.getType()).getNumElements();
  }
  Type element = getElementTypeOrSelf(first.getType());
  auto flatType = RankedTensorType::get({total}, element);
  Value joined = tensor::ConcatOp::create(b, loc, flatType, 0, pieces);
  Value reduced =
      AllReduceOp::create(b, loc, flatType, first.getKindAttr(), joined,
                          first.getMeshAttr(), first.getAxes());
  int64_t offset = 0;
  for (AllReduceOp op : group) {
    auto type = cast<RankedTensorType>(op.getType());
    int64_t n = type.getNumElements();
    Value slice = tensor::ExtractSliceOp::create(
        b, loc, RankedTensorType::get({n}, element), reduced,
        ArrayRef<OpFoldResult>{b.getIndexAttr(offset)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(n)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
    op.getResult().replaceAllUsesWith(unflatten(b, loc, slice, type));
    offset += n;
  }
  for (AllReduceOp op : group)
    op.erase();
}

/// Ops worth overlapping an all_reduce with: contractions (a reduction over
/// two or more operands, where a bias gradient's sum has one) and loops.
bool isCompute(Operation &op) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return linalgOp.getNumReductionLoops() > 0 &&
           linalgOp.getNumDpsInputs() >= 2;
  return isa<LoopLikeOpInterface>(op);
}

/// Per op of `block`: how many compute ops come before it.
DenseMap<Operation *, unsigned> computePhases(Block &block) {
  DenseMap<Operation *, unsigned> phase;
  unsigned seen = 0;
  for (Operation &op : block) {
    phase[&op] = seen;
    seen += isCompute(op);
  }
  return phase;
}

/// Splits a block's all_reduces (in block order) into groups that can be
/// combined. Per key, the group being formed: an all_reduce joins it when
/// its operand is defined before the group's first member (so it cannot
/// depend on any member, and the combined op can sit there), and, with
/// `phases`, in the same phase as the group's first operand (no compute
/// op between their definitions).
SmallVector<SmallVector<AllReduceOp>>
groupsOf(ArrayRef<AllReduceOp> reduces,
         const DenseMap<Operation *, unsigned> *phases) {
  auto phaseOf = [&](AllReduceOp reduce) -> unsigned {
    Operation *def = reduce.getInput().getDefiningOp();
    if (!def || def->getBlock() != reduce->getBlock())
      return 0;
    return phases->lookup(def) + isCompute(*def);
  };
  using Key = std::tuple<Attribute, Attribute, Attribute, Type>;
  llvm::MapVector<Key, SmallVector<AllReduceOp>> open;
  SmallVector<SmallVector<AllReduceOp>> groups;
  for (AllReduceOp reduce : reduces) {
    Key key{reduce.getMeshAttr(), reduce.getAxes(), reduce.getKindAttr(),
            getElementTypeOrSelf(reduce.getType())};
    auto &group = open[key];
    Operation *def = reduce.getInput().getDefiningOp();
    bool independent = group.empty() || !def ||
                       def->getBlock() != reduce->getBlock() ||
                       def->isBeforeInBlock(group.front());
    bool together =
        group.empty() || !phases || phaseOf(reduce) == phaseOf(group.front());
    if (!independent || !together) {
      groups.push_back(group);
      group.clear();
    }
    group.push_back(reduce);
  }
  for (auto &entry : open)
    groups.push_back(entry.second);
  return groups;
}

struct CombineAllReducesPass
    : public dtc::impl::CombineAllReducesBase<CombineAllReducesPass> {
  using CombineAllReducesBase::CombineAllReducesBase;

  void runOnOperation() override {
    // One walk finds the candidates, by block (most blocks have none).
    llvm::MapVector<Block *, SmallVector<AllReduceOp>> byBlock;
    getOperation()->walk([&](AllReduceOp reduce) {
      auto type = dyn_cast<RankedTensorType>(reduce.getType());
      if (type && type.hasStaticShape())
        byBlock[reduce->getBlock()].push_back(reduce);
    });
    for (auto &[block, reduces] : byBlock) {
      DenseMap<Operation *, unsigned> phases;
      if (keepOverlap)
        phases = computePhases(*block);
      for (auto &group : groupsOf(reduces, keepOverlap ? &phases : nullptr))
        if (group.size() > 1)
          combine(group);
    }
  }
};

} // namespace
