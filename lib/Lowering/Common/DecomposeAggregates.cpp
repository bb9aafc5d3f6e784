//===- DecomposeAggregates.cpp - softmax and friends into linalg ops ------===//
#include "dtc/Lowering/Passes.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"

namespace dtc {
#define GEN_PASS_DEF_DECOMPOSEAGGREGATES
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {
struct DecomposeAggregatesPass
    : public dtc::impl::DecomposeAggregatesBase<DecomposeAggregatesPass> {
  void runOnOperation() override {
    SmallVector<linalg::AggregatedOpInterface> ops;
    getOperation()->walk(
        [&](linalg::AggregatedOpInterface op) { ops.push_back(op); });
    for (linalg::AggregatedOpInterface op : ops) {
      OpBuilder b(op);
      FailureOr<SmallVector<Value>> parts = op.decomposeOperation(b);
      if (failed(parts)) {
        op->emitOpError() << "cannot be decomposed into linalg ops";
        return signalPassFailure();
      }
      op->replaceAllUsesWith(*parts);
      op->erase();
    }
  }
};
} // namespace
