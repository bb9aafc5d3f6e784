//===- SplitOptimizationBarriers.cpp - one barrier per value --------------===//
#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/IR/Builders.h"

namespace dtc {
#define GEN_PASS_DEF_SPLITOPTIMIZATIONBARRIERS
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

struct SplitOptimizationBarriers
    : dtc::impl::SplitOptimizationBarriersBase<SplitOptimizationBarriers> {
  void runOnOperation() override {
    SmallVector<OptimizationBarrierOp> several;
    getOperation().walk([&](OptimizationBarrierOp op) {
      if (op.getNumOperands() > 1)
        several.push_back(op);
    });
    for (OptimizationBarrierOp op : several) {
      OpBuilder b(op);
      for (auto [input, result] : llvm::zip(op.getInputs(), op.getResults())) {
        auto one =
            OptimizationBarrierOp::create(b, op.getLoc(), ValueRange{input});
        one->setDiscardableAttrs(op->getDiscardableAttrDictionary());
        result.replaceAllUsesWith(one.getResult(0));
      }
      op->erase();
    }
  }
};

} // namespace
