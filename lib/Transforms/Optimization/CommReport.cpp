//===- CommReport.cpp - the collectives of a local-view program -----------===//
#include "dtc/Analysis/RelayoutPlan.h"
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <set>

namespace dtc {
#define GEN_PASS_DEF_COMMREPORT
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

std::optional<RelayoutStepKind> stepKind(Operation *op) {
  return llvm::TypeSwitch<Operation *, std::optional<RelayoutStepKind>>(op)
      .Case([](AllReduceOp) { return RelayoutStepKind::AllReduce; })
      .Case([](ReduceScatterOp) { return RelayoutStepKind::ReduceScatter; })
      .Case([](AllToAllOp) { return RelayoutStepKind::AllToAll; })
      .Case([](AllGatherOp) { return RelayoutStepKind::AllGather; })
      .Case([](CollectivePermuteOp) { return RelayoutStepKind::Permute; })
      .Case([](BroadcastOp) { return RelayoutStepKind::Broadcast; })
      .Default([](Operation *) { return std::nullopt; });
}

/// What crosses between processes when `op` runs over `axes` of `mesh` on
/// `input` bytes per device: the most processes one group spans, and the
/// bytes that leave the busiest process, summed over the groups it takes
/// part in.
std::pair<int64_t, int64_t> acrossProcesses(MeshAttr mesh,
                                            ArrayRef<StringAttr> axes,
                                            RelayoutStepKind kind,
                                            int64_t input) {
  if (mesh.getNumClients() == 1)
    return {1, 0};
  llvm::DenseMap<int64_t, int64_t> clientOf;
  SmallVector<int64_t> held = mesh.getClientDeviceIds();
  int64_t width = mesh.getNumDevices() / mesh.getNumClients();
  for (auto [k, id] : llvm::enumerate(held))
    clientOf[id] = int64_t(k) / width;
  // Groups by the coordinates off `axes`: the clients of each.
  ArrayRef<int64_t> sizes = mesh.getAxisSizes();
  SmallVector<bool> inGroup(sizes.size(), false);
  for (StringAttr axis : axes)
    if (std::optional<unsigned> i = mesh.getAxisIndex(axis.getValue()))
      inGroup[*i] = true;
  std::map<int64_t, std::set<int64_t>> clients;
  SmallVector<int64_t> ids = mesh.getDeviceIds();
  for (int64_t p = 0; p < mesh.getNumDevices(); ++p) {
    int64_t key = 0, rest = p;
    for (int64_t a = int64_t(sizes.size()) - 1, stride = 1; a >= 0; --a) {
      int64_t coord = rest % sizes[a];
      rest /= sizes[a];
      if (!inGroup[a]) {
        key += coord * stride;
        stride *= sizes[a];
      }
    }
    clients[key].insert(clientOf[ids[p]]);
  }
  int64_t most = 1, g = mesh.getGroupSize(axes);
  std::vector<int64_t> leaving(size_t(mesh.getNumClients()), 0);
  for (auto &[key, set] : clients) {
    int64_t k = int64_t(set.size());
    most = std::max(most, k);
    for (int64_t client : set)
      leaving[size_t(client)] += crossProcessBytes(kind, input, g, k);
  }
  return {most, *llvm::max_element(leaving)};
}

struct CommReportPass : public dtc::impl::CommReportBase<CommReportPass> {
  void runOnOperation() override {
    llvm::raw_ostream &os = llvm::outs();
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      std::string lines;
      llvm::raw_string_ostream body(lines);
      int64_t total = 0, count = 0, across = 0;
      bool clients = false;
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
        SmallVector<StringAttr> axisNames = getAxisNames(axes);
        int64_t g = mesh->getGroupSize(axisNames);
        std::optional<RelayoutStepKind> kind = stepKind(op);
        int64_t input =
            tensorBytes(cast<RankedTensorType>(op->getOperand(0).getType()));
        int64_t bytes = collectiveBytes(*kind, input, g);
        auto [k, leaving] = acrossProcesses(*mesh, axisNames, *kind, input);
        clients |= mesh->getNumClients() > 1;
        total += bytes;
        across += leaving;
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
             << bytes << " B";
        if (k > 1)
          body << "  (" << k << " processes: " << leaving << " B leave each)";
        body << "\n";
      });
      if (!count)
        continue;
      os << "func @" << func.getSymName() << ": " << count
         << (count == 1 ? " collective, " : " collectives, ") << total
         << " B per device";
      if (clients)
        os << ", " << across << " B leave each process";
      os << "\n" << lines;
    }
  }
};

} // namespace
