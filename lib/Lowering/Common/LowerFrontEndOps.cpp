//===- LowerFrontEndOps.cpp - sort, top_k, scan, scatter to linalg/scf ----===//
//
// Each device's dtensor.sort, top_k, scan and scatter (DTensorFrontEndOps.td)
// becomes linalg, tensor and scf on its shards (FrontEndLowering.h). The
// lowerings keep lines whole and read across them only at the op's own
// positions, so that they are as local as the op was.
//
//===----------------------------------------------------------------------===//
#include "FrontEndLowering.h"
#include "dtc/Lowering/Passes.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/TypeSwitch.h"

namespace dtc {
#define GEN_PASS_DEF_LOWERFRONTENDOPS
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc::dtensor;
using namespace dtc::front_end;

namespace {

struct LowerFrontEndOpsPass
    : public dtc::impl::LowerFrontEndOpsBase<LowerFrontEndOpsPass> {
  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      if (isa<SortOp, TopKOp, ScanOp, ScatterOp>(op))
        ops.push_back(op);
    });
    // Innermost first is not needed: the bodies hold scalars only.
    for (Operation *op : ops) {
      OpBuilder b(op);
      dtc::front_end::Builder h{b, op->getLoc()};
      SmallVector<Value> results =
          llvm::TypeSwitch<Operation *, SmallVector<Value>>(op)
              .Case([&](SortOp o) { return lowerSort(h, o); })
              .Case([&](TopKOp o) { return lowerTopK(h, o); })
              .Case([&](ScanOp o) { return lowerScan(h, o); })
              .Case([&](ScatterOp o) { return lowerScatter(h, o); });
      op->replaceAllUsesWith(results);
      op->erase();
    }
  }
};

} // namespace
