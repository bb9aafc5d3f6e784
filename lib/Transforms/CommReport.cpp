//===- CommReport.cpp - the collectives of a local-view program -----------===//
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
using namespace dtc::dtensor;

namespace {

int64_t bytesOf(Type t) {
  auto tensor = cast<RankedTensorType>(t);
  return tensor.getNumElements() *
         std::max<int64_t>(tensor.getElementTypeBitWidth() / 8, 1);
}

/// Bytes one device sends for `op` over a group of `g` (ring estimates).
int64_t sentBytes(Operation *op, int64_t g) {
  int64_t in = bytesOf(op->getOperand(0).getType());
  if (g <= 1)
    return 0;
  return llvm::TypeSwitch<Operation *, int64_t>(op)
      .Case([&](AllReduceOp) { return 2 * (g - 1) * in / g; })
      .Case<ReduceScatterOp, AllToAllOp>([&](auto) { return (g - 1) * in / g; })
      .Case([&](AllGatherOp) { return (g - 1) * in; })
      .Case<CollectivePermuteOp, BroadcastOp>([&](auto) { return in; })
      .Default([](Operation *) { return 0; });
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
