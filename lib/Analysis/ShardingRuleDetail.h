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

} // namespace dtc::sharding

#endif // DTC_LIB_ANALYSIS_SHARDINGRULEDETAIL_H
