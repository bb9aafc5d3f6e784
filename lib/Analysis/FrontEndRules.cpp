//===- FrontEndRules.cpp - sharding rules of sort, top_k, scan, scatter --===//
#include "ShardingRuleDetail.h"
#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace dtc;
using sharding::indexTensors;

namespace {

/// Sorts, top-k and scans: lines along `dimension` are independent, so
/// every other dimension is a factor of its own (the input's size); a
/// tensor one rank lower (a scan's init and accumulator) is the input
/// without `dimension`. Along `dimension` nothing shards.
FailureOr<ShardingRule> lineRule(Operation *op, RankedTensorType input,
                                 int64_t dimension) {
  ShardingRule rule;
  indexTensors(op, rule);
  int64_t rank = input.getRank();
  rule.factorSizes = llvm::to_vector(input.getShape());
  rule.isReduction.assign(rank, false);
  auto dims = [&](Type t) {
    int64_t r = cast<RankedTensorType>(t).getRank();
    SmallVector<int64_t> out;
    for (int64_t i = 0; i < r; ++i) {
      int64_t f = r == rank ? i : i + (i >= dimension);
      out.push_back(f == dimension ? -1 : f);
    }
    return out;
  };
  for (unsigned i : rule.operandIndices)
    rule.operandDims.push_back(dims(op->getOperand(i).getType()));
  for (unsigned i : rule.resultIndices)
    rule.resultDims.push_back(dims(op->getResult(i).getType()));
  return rule;
}

/// A scatter: a dimension of the original that no offset indexes and that
/// every window covers whole shards, with the windows' dimension over it;
/// the windows' count, the indices and the other dimensions stay whole.
FailureOr<ShardingRule> scatterRule(dtensor::ScatterOp op) {
  auto original = cast<RankedTensorType>(op.getOriginal().getType());
  auto updates = cast<RankedTensorType>(op.getUpdates().getType());
  auto indices = cast<RankedTensorType>(op.getIndices().getType());
  int64_t rank = original.getRank(), windowRank = updates.getRank() - 1;
  ShardingRule rule;
  indexTensors(op, rule);
  rule.factorSizes = llvm::to_vector(original.getShape());
  rule.isReduction.assign(rank, false);
  SmallVector<int64_t> originalDims(rank, -1),
      updateDims(updates.getRank(), -1);
  for (int64_t w = 0; w < windowRank; ++w) {
    int64_t d = rank - windowRank + w;
    if (!llvm::is_contained(op.getDimensionMap(), d) &&
        updates.getDimSize(w + 1) == original.getDimSize(d)) {
      originalDims[d] = d;
      updateDims[w + 1] = d;
    }
  }
  rule.operandDims = {updateDims, SmallVector<int64_t>(indices.getRank(), -1),
                      originalDims};
  rule.resultDims = {originalDims};
  return rule;
}

} // namespace

FailureOr<ShardingRule> dtc::sharding::frontEndRule(Operation *op) {
  if (auto sort = dyn_cast<dtensor::SortOp>(op))
    return lineRule(op, cast<RankedTensorType>(sort.getInputs()[0].getType()),
                    sort.getDimension());
  if (auto topK = dyn_cast<dtensor::TopKOp>(op))
    return lineRule(op, topK.getInput().getType(), topK.getDimension());
  if (auto scan = dyn_cast<dtensor::ScanOp>(op))
    return lineRule(op, scan.getInput().getType(), scan.getDimension());
  if (auto scatter = dyn_cast<dtensor::ScatterOp>(op))
    return scatterRule(scatter);
  return failure();
}
