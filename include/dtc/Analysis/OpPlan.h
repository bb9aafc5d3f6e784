//===- OpPlan.h - how to compute one op on shards -------------------------===//
//
// Given an op's rule, the layouts its operands have and the layouts its
// results must end in, the cheapest way to compute it: which layouts the
// operands are brought to, which layouts the op computes, and the bytes of
// communication that costs (before and after the op). Partitioning follows
// the plan; the layout report prices it.
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
};

/// Two candidates: compute the wanted result layouts directly (dropping
/// what the op cannot shard), or, when the operands shard a reduction
/// dimension, compute partial results there and reduce them afterwards.
OpPlan planOp(const ShardingRule &rule,
              llvm::ArrayRef<dtensor::LayoutAttr> operandLayouts,
              llvm::ArrayRef<mlir::RankedTensorType> operandTypes,
              llvm::ArrayRef<dtensor::LayoutAttr> wantedResults,
              llvm::ArrayRef<mlir::RankedTensorType> resultTypes,
              dtensor::MeshAttr mesh);

} // namespace dtc

#endif // DTC_ANALYSIS_OPPLAN_H
