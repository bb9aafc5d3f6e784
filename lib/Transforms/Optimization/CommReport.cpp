//===- CommReport.cpp - the collectives of a local-view program -----------===//
#include "dtc/Analysis/RelayoutPlan.h"
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/raw_ostream.h"

namespace dtc {
#define GEN_PASS_DEF_COMMREPORT
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

/// Bytes the device that receives the most takes in during `op`, over a
/// group of `g` (the relayout planner's price of the same step).
int64_t sentBytes(Operation *op, int64_t g) {
  std::optional<RelayoutStepKind> kind =
      llvm::TypeSwitch<Operation *, std::optional<RelayoutStepKind>>(op)
          .Case([](AllReduceOp) { return RelayoutStepKind::AllReduce; })
          .Case([](ReduceScatterOp) { return RelayoutStepKind::ReduceScatter; })
          .Case([](AllToAllOp) { return RelayoutStepKind::AllToAll; })
          .Case([](AllGatherOp) { return RelayoutStepKind::AllGather; })
          .Case([](CollectivePermuteOp) { return RelayoutStepKind::Permute; })
          .Case([](BroadcastOp) { return RelayoutStepKind::Broadcast; })
          .Default([](Operation *) { return std::nullopt; });
  if (!kind)
    return 0;
  return collectiveBytes(*kind, tensorBytes(cast<RankedTensorType>(op->getOperand(0).getType())),
                         g);
}

struct CommReportPass : public dtc::impl::CommReportBase<CommReportPass> {
  void runOnOperation() override {
    llvm::raw_ostream &os = llvm::outs();
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      std::string lines;
      llvm::raw_string_ostream body(lines);
      int64_t total = 0, count = 0;
      func.walk([&](Operation *op) {
        if (!isa<AllGatherOp, AllReduceOp, ReduceScatterOp, AllToAllOp,
                 CollectivePermuteOp, BroadcastOp>(op))
          return;
        auto meshRef = op->getAttrOfType<FlatSymbolRefAttr>("mesh");
        auto axes = op->getAttrOfType<ArrayAttr>("axes");
        FailureOr<MeshAttr> mesh =
            resolveMesh(op, meshRef, [&] { return op->emitError(); });
        if (failed(mesh))
          return;
        int64_t bytes = sentBytes(op, mesh->getGroupSize(getAxisNames(axes)));
        total += bytes;
        ++count;
        body << "  " << op->getName().stripDialect();
        if (auto kind = op->getAttrOfType<ReductionKindAttr>("kind"))
          body << " " << stringifyReductionKind(kind.getValue());
        body << " on " << meshRef << "[";
        llvm::interleaveComma(axes.getAsRange<StringAttr>(), body,
                              [&](StringAttr a) { body << a.getValue(); });
        auto type = cast<RankedTensorType>(op->getOperand(0).getType());
        body << "]  ";
        llvm::interleave(type.getShape(), body, "x");
        body << (type.getRank() ? "x" : "") << type.getElementType() << "  "
             << bytes << " B\n";
      });
      if (!count)
        continue;
      os << "func @" << func.getSymName() << ": " << count
         << (count == 1 ? " collective, " : " collectives, ") << total
         << " B per device\n"
         << lines;
    }
  }
};

} // namespace
