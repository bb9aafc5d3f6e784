//===- OpPlan.h - how to compute one op on shards -------------------------===//
//
// Given an op's rule, the layouts its operands have and the layouts its
// results must end in, the cheapest way to compute it: which layouts the
// operands are brought to, which layouts the op computes, and the bytes of
// communication that costs (before and after the op). Partitioning follows
// the plan; the layout report prices it. Plans are compared by their bytes
// plus the work each device does (a plan that leaves a reduction dimension
// whole repeats the op's reduction on every device of the group): one byte
// received is worth kMacsPerByte iterations of the op's loops.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_ANALYSIS_OPPLAN_H
#define DTC_ANALYSIS_OPPLAN_H

#include "dtc/Analysis/ShardingRule.h"

namespace dtc {

struct OpPlan {
  /// Per tensor operand (rule order): the layout the op reads it in.
  llvm::SmallVector<dtensor::LayoutAttr> operands;
  /// Per tensor result (rule order): the layout the op computes.
  llvm::SmallVector<dtensor::LayoutAttr> results;
  /// Bytes per device: operands to `operands`, `results` to the wanted ones.
  int64_t bytes = 0;
  /// Iterations of the op's loop nest one device runs (the factors' sizes
  /// over their shards), 0 when a size is dynamic.
  double work = 0;
};

/// Loop iterations (a product's multiply-adds) a device runs in the time
/// one byte from another device arrives: ~60 G multiply-adds/s of a core's
/// sgemm against the ~8 GB/s a device of a CPU mesh receives at.
constexpr double kMacsPerByte = 8;

/// Two candidates: compute the wanted result layouts directly (dropping
/// what the op cannot shard), or, when the operands shard a reduction
/// dimension, compute partial results there and reduce them afterwards;
/// the one with the lower bytes + work / kMacsPerByte.
OpPlan planOp(const ShardingRule &rule,
              llvm::ArrayRef<dtensor::LayoutAttr> operandLayouts,
              llvm::ArrayRef<mlir::RankedTensorType> operandTypes,
              llvm::ArrayRef<dtensor::LayoutAttr> wantedResults,
              llvm::ArrayRef<mlir::RankedTensorType> resultTypes,
              dtensor::MeshAttr mesh);

} // namespace dtc

#endif // DTC_ANALYSIS_OPPLAN_H
