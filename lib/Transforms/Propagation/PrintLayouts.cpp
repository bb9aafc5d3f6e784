//===- PrintLayouts.cpp - fetch_layout for a whole program ----------------===//
#include "dtc/Analysis/CommCost.h"
#include "dtc/Analysis/OpPlan.h"
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/AsmState.h"
#include "llvm/Support/raw_ostream.h"

namespace dtc {
#define GEN_PASS_DEF_PRINTLAYOUTS
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

/// "[x, unsharded] partial sum[y]" without the mesh.
std::string describe(LayoutAttr layout) {
  if (!layout)
    return "(none)";
  std::string text;
  llvm::raw_string_ostream os(text);
  if (layout.isSingleDevice()) {
    os << "device " << *layout.getDevice();
    return text;
  }
  os << "[";
  llvm::interleaveComma(layout.getDims(), os, [&](DimShardingAttr d) {
    if (d.isUnsharded())
      os << "unsharded";
    else if (d.getAxes().size() == 1)
      os << d.getAxes().front().getValue();
    else {
      os << "{";
      llvm::interleaveComma(d.getAxes(), os,
                            [&](StringAttr a) { os << a.getValue(); });
      os << "}";
    }
  });
  os << "]";
  if (layout.isPartial()) {
    os << " partial " << stringifyReductionKind(layout.getPartialKind()) << "[";
    llvm::interleaveComma(layout.getPartialAxes(), os,
                          [&](StringAttr a) { os << a.getValue(); });
    os << "]";
  }
  return text;
}

std::string localShape(LayoutAttr layout, MeshAttr mesh, RankedTensorType t) {
  std::string text;
  llvm::raw_string_ostream os(text);
  for (auto [i, size] : llvm::enumerate(t.getShape())) {
    int64_t shards =
        layout && !layout.isSingleDevice() && i < layout.getDims().size()
            ? mesh.getGroupSize(layout.getDims()[i].getAxes())
            : 1;
    os << (i ? "x" : "") << llvm::divideCeil(size, shards);
  }
  return t.getRank() ? text : std::string("scalar");
}

/// Which devices hold block `block` of dimension `dim` (row-major coords).
int64_t blockOf(LayoutAttr layout, MeshAttr mesh, unsigned dim,
                ArrayRef<int64_t> coords) {
  int64_t block = 0;
  for (StringAttr axis : layout.getDims()[dim].getAxes()) {
    unsigned a = *mesh.getAxisIndex(axis.getValue());
    block = block * mesh.getAxisSizes()[a] + coords[a];
  }
  return block;
}

/// A grid of the blocks of a rank-1 or rank-2 value with the device ids
/// holding each.
void picture(llvm::raw_ostream &os, LayoutAttr layout, MeshAttr mesh,
             RankedTensorType t) {
  SmallVector<int64_t> ids = mesh.getDeviceIds();
  if (layout.isSingleDevice()) {
    os << "    all of it on device " << *layout.getDevice() << "\n";
    return;
  }
  int64_t rows =
      t.getRank() >= 1 ? mesh.getGroupSize(layout.getDims()[0].getAxes()) : 1;
  int64_t cols =
      t.getRank() == 2 ? mesh.getGroupSize(layout.getDims()[1].getAxes()) : 1;
  std::vector<std::vector<std::string>> cells(rows,
                                              std::vector<std::string>(cols));
  SmallVector<int64_t> coords(mesh.getAxisSizes().size(), 0);
  for (int64_t index = 0; index < int64_t(ids.size()); ++index) {
    int64_t rest = index;
    for (int64_t a = coords.size() - 1; a >= 0; --a) {
      coords[a] = rest % mesh.getAxisSizes()[a];
      rest /= mesh.getAxisSizes()[a];
    }
    int64_t r = t.getRank() >= 1 ? blockOf(layout, mesh, 0, coords) : 0;
    int64_t c = t.getRank() == 2 ? blockOf(layout, mesh, 1, coords) : 0;
    std::string &cell = cells[r][c];
    cell += (cell.empty() ? "" : " ") + std::to_string(ids[index]);
  }
  size_t width = 4;
  for (auto &row : cells)
    for (auto &cell : row)
      width = std::max(width, cell.size() + 2);
  std::string rule = "    +";
  for (int64_t c = 0; c < cols; ++c)
    rule += std::string(width, '-') + "+";
  os << rule << "\n";
  int64_t rowSize = t.getRank() >= 1 ? t.getDimSize(0) / rows : 1;
  for (int64_t r = 0; r < rows; ++r) {
    os << "    |";
    for (int64_t c = 0; c < cols; ++c) {
      std::string cell = " " + cells[r][c];
      os << cell << std::string(width - cell.size(), ' ') << "|";
    }
    if (t.getRank() >= 1)
      os << "  rows " << r * rowSize << "-" << (r + 1) * rowSize - 1;
    os << "\n" << rule << "\n";
  }
  if (layout.isPartial())
    os << "    (partial: each block is the "
       << stringifyReductionKind(layout.getPartialKind())
       << " of what the devices listed hold)\n";
}

LayoutAttr resultLayout(Operation *op, unsigned i) {
  auto layouts = op->getAttrOfType<ArrayAttr>(DTensorDialect::kLayoutsAttrName);
  return layouts && i < layouts.size() ? dyn_cast<LayoutAttr>(layouts[i])
                                       : LayoutAttr();
}

struct PrintLayoutsPass : public dtc::impl::PrintLayoutsBase<PrintLayoutsPass> {
  void runOnOperation() override {
    llvm::raw_ostream &os = llvm::outs();
    AsmState state(getOperation());
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isDeclaration())
        continue;
      DenseMap<Value, LayoutAttr> layouts;
      Attribute meshRef;
      for (auto [i, arg] : llvm::enumerate(func.getArguments()))
        if (auto l = dyn_cast_or_null<LayoutAttr>(
                func.getArgAttr(i, DTensorDialect::kLayoutAttrName))) {
          layouts[arg] = l;
          meshRef = l.getMesh();
        }
      func.walk([&](Operation *op) {
        for (auto [i, r] : llvm::enumerate(op->getResults()))
          if (LayoutAttr l = resultLayout(op, i)) {
            layouts[r] = l;
            meshRef = meshRef ? meshRef : l.getMesh();
          }
      });
      if (!meshRef)
        continue;
      FailureOr<MeshAttr> mesh =
          resolveMesh(func, meshRef, [&] { return func.emitError(); });
      if (failed(mesh))
        return signalPassFailure();
      os << "func @" << func.getSymName() << " on mesh " << meshRef << " [";
      llvm::interleaveComma(
          llvm::zip(mesh->getAxisNames(), mesh->getAxisSizes()), os,
          [&](auto a) {
            os << std::get<0>(a).getValue() << "=" << std::get<1>(a);
          });
      os << "]\n";
      auto line = [&](Value v, StringRef prefix, int64_t comm) {
        auto t = cast<RankedTensorType>(v.getType());
        LayoutAttr l = layouts.lookup(v);
        os << "  ";
        v.printAsOperand(os, state);
        os << prefix << "  " << t << "  " << describe(l) << "  local "
           << localShape(l, *mesh, t);
        if (comm)
          os << "  comm " << comm << " B";
        os << "\n";
      };
      int64_t total = 0;
      for (BlockArgument arg : func.getArguments())
        if (isa<RankedTensorType>(arg.getType()))
          line(arg, "", 0);
      func.walk([&](Operation *op) {
        if (op->getNumResults() == 0 ||
            llvm::none_of(op->getResultTypes(),
                          llvm::IsaPred<RankedTensorType>))
          return;
        int64_t comm = communication(op, layouts, *mesh, meshRef);
        total += comm;
        for (auto [i, r] : llvm::enumerate(op->getResults()))
          if (isa<RankedTensorType>(r.getType()))
            line(r, (" = " + op->getName().getStringRef()).str(),
                 i == 0 ? comm : 0);
      });
      os << "  total communication: " << total << " B per device\n";
      auto draw = [&](StringRef what, unsigned i, Value v, LayoutAttr l) {
        auto t = dyn_cast<RankedTensorType>(v.getType());
        if (!t || !l || t.getRank() < 1 || t.getRank() > 2)
          return;
        os << what << " #" << i << " " << t << " " << describe(l) << ":\n";
        picture(os, l, *mesh, t);
      };
      for (auto [i, arg] : llvm::enumerate(func.getArguments()))
        draw("argument", i, arg, layouts.lookup(arg));
      func.walk([&](func::ReturnOp ret) {
        for (auto [i, v] : llvm::enumerate(ret.getOperands()))
          draw("result", i, v, layouts.lookup(v));
      });
    }
  }

  /// Bytes per device to bring `op`'s operands to the layouts it needs.
  static int64_t communication(Operation *op,
                               const DenseMap<Value, LayoutAttr> &layouts,
                               MeshAttr mesh, Attribute meshRef) {
    auto cost = [&](Value v, LayoutAttr want) -> int64_t {
      LayoutAttr have = layouts.lookup(v);
      auto t = dyn_cast<RankedTensorType>(v.getType());
      if (!have || !want || !t || have == want)
        return 0;
      return relayoutBytes(have, want, mesh, t);
    };
    if (auto relayout = dyn_cast<RelayoutOp>(op))
      return cost(relayout.getInput(), resultLayout(op, 0));
    if (isa<ConstraintOp, CopyToMeshOp>(op))
      return 0;
    FailureOr<ShardingRule> rule = getShardingRule(op);
    if (failed(rule)) {
      int64_t bytes = 0;
      for (Value v : op->getOperands())
        if (auto t = dyn_cast<RankedTensorType>(v.getType()))
          bytes += cost(v, LayoutAttr::getReplicated(meshRef, t.getRank()));
      return bytes;
    }
    SmallVector<LayoutAttr> have, want;
    SmallVector<RankedTensorType> operandTypes, resultTypes;
    for (unsigned i : rule->operandIndices) {
      have.push_back(layouts.lookup(op->getOperand(i)));
      operandTypes.push_back(
          cast<RankedTensorType>(op->getOperand(i).getType()));
    }
    for (unsigned i : rule->resultIndices) {
      want.push_back(resultLayout(op, i));
      resultTypes.push_back(cast<RankedTensorType>(op->getResult(i).getType()));
    }
    int64_t bytes =
        planOp(*rule, have, operandTypes, want, resultTypes, mesh).bytes;
    return bytes;
  }
};

} // namespace
