//===- PrintShardingRules.cpp - every op's sharding rule, as remarks ------===//
#include "dtc/Analysis/ShardingRule.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/raw_ostream.h"

namespace dtc {
#define GEN_PASS_DEF_TESTPRINTSHARDINGRULES
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc;

namespace {

bool touchesTensors(Operation *op) {
  auto tensor = llvm::IsaPred<RankedTensorType>;
  return llvm::any_of(op->getOperandTypes(), tensor) ||
         llvm::any_of(op->getResultTypes(), tensor);
}

struct TestPrintShardingRulesPass
    : public dtc::impl::TestPrintShardingRulesBase<TestPrintShardingRulesPass> {
  void runOnOperation() override {
    getOperation().walk([](Operation *op) {
      if (!touchesTensors(op))
        return;
      FailureOr<ShardingRule> rule = getShardingRule(op);
      if (failed(rule)) {
        op->emitRemark() << "no sharding rule";
        return;
      }
      std::string text;
      llvm::raw_string_ostream os(text);
      printShardingRule(os, *rule);
      op->emitRemark() << "sharding rule " << text;
    });
    markAllAnalysesPreserved();
  }
};

} // namespace
