//===- ShardingRuleDetail.h - what the rules' files share ----------------===//
#ifndef DTC_LIB_ANALYSIS_SHARDINGRULEDETAIL_H
#define DTC_LIB_ANALYSIS_SHARDINGRULEDETAIL_H

#include "dtc/Analysis/ShardingRule.h"

namespace dtc::sharding {

/// Records which operands and results of `op` are tensors.
void indexTensors(mlir::Operation *op, ShardingRule &rule);

/// The rules of the front end's ops (dtensor.sort, top_k, scan, scatter;
/// FrontEndRules.cpp).
mlir::FailureOr<ShardingRule> frontEndRule(mlir::Operation *op);

/// A barrier of one value is that value, unchanged (import splits one of
/// several values: their factors are independent, which one rule cannot
/// say).
bool isBarrierOfOneValue(mlir::Operation *op);

/// Fills ShardingRule::unevenOk of `op`'s rule (UnevenShards.cpp).
void markUneven(mlir::Operation *op, ShardingRule &rule);

/// Keeps the padding of the reduction factors `local` shards unevenly out
/// of its reductions (UnevenShards.cpp); an error where it cannot.
mlir::LogicalResult maskUnevenReductions(const ShardingRule &rule,
                                         const LocalOp &local);

} // namespace dtc::sharding

#endif // DTC_LIB_ANALYSIS_SHARDINGRULEDETAIL_H
