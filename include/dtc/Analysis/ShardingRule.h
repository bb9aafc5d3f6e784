//===- ShardingRule.h - per-op knowledge of how ops can be sharded --------===//
//
// One place that knows, for every op dtc can shard, how the dimensions of
// its operands and results relate. Propagation chooses layouts by it, and
// partitioning (through per-op plans, OpPlan.h) computes ops on shards by it.
//
// The model (Shardy's "factors"): an op has loop factors; each dimension of
// each tensor operand and result is bound to one factor or to none (it must
// stay unsharded). A factor sharded over mesh axes shards every dimension
// bound to it. A *reduction* factor appears in operands only: sharding it
// makes the results partial over its axes, with the op's combiner.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_ANALYSIS_SHARDINGRULE_H
#define DTC_ANALYSIS_SHARDINGRULE_H

#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "mlir/IR/Operation.h"
#include "llvm/Support/Allocator.h"

namespace dtc {

struct ShardingRule;

/// An op that partitioning has just given shard types: its tensor operands
/// are relaid out to the layouts it reads and its tensor results typed as
/// the shards it computes.
struct LocalOp {
  mlir::Operation *op;
  /// Per tensor operand, then per tensor result (rule order): the layouts
  /// the op reads and computes.
  llvm::ArrayRef<dtensor::LayoutAttr> operands, results;
  /// The mesh of those layouts.
  dtensor::MeshAttr mesh;
};

/// Patches, in place, what shard types alone do not tell an op: shapes kept
/// in attributes, global loop indices read in bodies, inits that partial
/// reductions would count once per device. Builds before or inside the op.
using PartitionHook = mlir::LogicalResult (*)(const ShardingRule &rule,
                                              const LocalOp &local);

struct ShardingRule {
  /// Size of each factor (its loop's trip count).
  llvm::SmallVector<int64_t> factorSizes;
  /// Factors that are reductions (appear in no result).
  llvm::SmallVector<bool> isReduction;
  /// Per tensor operand, then per tensor result: the factor of each
  /// dimension, or -1 when the dimension must stay unsharded. Non-tensor
  /// operands and results have no entry (see operandIndices/resultIndices).
  llvm::SmallVector<llvm::SmallVector<int64_t>> operandDims, resultDims;
  llvm::SmallVector<unsigned> operandIndices, resultIndices;
  /// Per tensor operand read through a window (a convolution's image, a
  /// pad's source): per dimension, the factor of the window's one parallel
  /// loop (the output rows), or -1. Such a dimension binds no factor (the
  /// operand is whole along it), but its rows sharded like that loop are
  /// what partitioning can fetch with halos: propagation lets the operand's
  /// producer decide its layout, and takes its sharding (through a pad, the
  /// pad's source's) as a vote for the loop. Empty for other operands.
  llvm::SmallVector<llvm::SmallVector<int64_t>> windowLoops;
  /// The pending reduction results carry when a reduction factor is sharded,
  /// or std::nullopt when reduction factors cannot be sharded.
  std::optional<dtensor::ReductionKind> combiner;
  /// Per factor: whether it may be sharded over a number of shards that
  /// does not divide it (docs/uneven.md: blocks of ceil(n/k), padded),
  /// with exact results. A parallel factor may when the op computes each
  /// position from the same positions of its operands (every dimension
  /// bound to it as long as the factor, no window): padding only ever
  /// makes padding. A reduction factor may when partitioning can keep the
  /// padding out of the reduction (maskUnevenReductions, UnevenShards.cpp):
  /// linalg.generic (the body skips padded iterations), contractions
  /// (operands' padding zeroed), linalg.reduce (inputs' padding set to
  /// the combiner's identity).
  llvm::SmallVector<bool> unevenOk;
  /// Null when shard types say all the op needs.
  PartitionHook partition = nullptr;

  unsigned numFactors() const { return factorSizes.size(); }
};

/// Writes `rule` as Shardy writes its rules, tensor operands then tensor
/// results, each dimension its factor (`i`, `j`, ... in order; `-` for one
/// that must stay unsharded, `~i` for a window of factor i), then each
/// factor's size, the reduction factors and the combiner, and whether a
/// partition hook patches the op:
///   ([i, j], [j, k]) -> ([i, k]) {i=8, j=16, k=4} reduction={j} combiner=sum
/// A tensor operand or result that is not the op's k-th operand (or result)
/// is written with its position: `#2:[i]`.
void printShardingRule(llvm::raw_ostream &os, const ShardingRule &rule);

/// The rule of `op`, or failure when dtc has none (the op's values are then
/// replicated, with a warning).
mlir::FailureOr<ShardingRule> getShardingRule(mlir::Operation *op);

/// The rules of a module's ops, each derived once, at stable addresses: a
/// map of pointers stays small where a map of rules would move large
/// entries on every growth. Ops with the same signature (see
/// followsSignature in the implementation) share one rule: the thousands of
/// matmuls of a model are derived once. So an op must keep its signature
/// (and stay alive) while the cache is in use: a pass that changes types
/// takes every rule it needs before the first change. Also an analysis:
/// propagation, which changes no type, preserves it for partitioning.
class ShardingRuleCache {
public:
  /// As an analysis of a module; rules are derived on request.
  explicit ShardingRuleCache(mlir::Operation *) {}

  /// The rule of `op`, derived on first request; null when it has none.
  /// Ops without tensor operands or results have nothing to shard and no
  /// rule here.
  const ShardingRule *get(mlir::Operation *op);
  /// The rule of `op` if an earlier get() derived one; never derives.
  const ShardingRule *lookup(mlir::Operation *op) const {
    return rules.lookup(op);
  }

private:
  /// Compares ops by signature: name, attributes and properties, operand
  /// and result types.
  struct SignatureInfo : llvm::DenseMapInfo<mlir::Operation *> {
    static unsigned getHashValue(mlir::Operation *op);
    static bool isEqual(mlir::Operation *a, mlir::Operation *b);
  };

  const ShardingRule *derive(mlir::Operation *op);
  /// The rule of an op whose rule follows from its signature.
  const ShardingRule *shared(mlir::Operation *op);

  llvm::SpecificBumpPtrAllocator<ShardingRule> storage;
  llvm::DenseMap<mlir::Operation *, const ShardingRule *> rules;
  /// The rules shared by signature, keyed by the first op of each: one per
  /// combiner where the signature has reduction factors.
  llvm::DenseMap<mlir::Operation *, llvm::SmallVector<const ShardingRule *, 1>,
                 SignatureInfo>
      bySignature;
};

/// Whether `rule` lets factor `f` be sharded over `shards`: they divide it,
/// or the factor may be sharded unevenly (ShardingRule::unevenOk).
bool factorFits(const ShardingRule &rule, int64_t f, int64_t shards);

/// The layouts the tensor operands of an op with `rule` need for it to
/// produce `resultLayouts` shard by shard: each factor takes the axes of the
/// result dimensions bound to it, a reduction factor the results' partial
/// axes. One entry per tensor operand, on `meshRef`. Where `current` (the
/// operands' layouts, if given) already is the required layout, that very
/// attribute is returned.
llvm::SmallVector<dtensor::LayoutAttr> requiredOperandLayouts(
    const ShardingRule &rule, llvm::ArrayRef<dtensor::LayoutAttr> resultLayouts,
    mlir::Attribute meshRef, llvm::ArrayRef<dtensor::LayoutAttr> current = {});

} // namespace dtc

#endif // DTC_ANALYSIS_SHARDINGRULE_H
