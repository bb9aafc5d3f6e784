//===- BindVariables.cpp - assigned results take their variable's layout --===//
//
// A result that assigns a variable is stored into the variable's shards
// after each step, so its layout is the variable's. The value assigned
// keeps the layout its producers give it, as TF DTensor computes it, and
// the assignment relayouts it (a `dtensor.relayout` before the return:
// DVariable's assign of a value of another layout), so that a
// `check_layout` of the value sees its own layout, not the variable's.
//
//===----------------------------------------------------------------------===//
#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace dtc {
#define GEN_PASS_DEF_BINDVARIABLES
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

/// The mesh a variable without a layout is replicated on: the function's
/// default mesh, else the module's only mesh; null without either.
FlatSymbolRefAttr meshOf(func::FuncOp func) {
  for (Operation *op = func; op; op = op->getParentOp())
    if (auto mesh = op->getAttrOfType<FlatSymbolRefAttr>(
            DTensorDialect::kDefaultMeshAttrName))
      return mesh;
  auto meshes = func->getParentOfType<ModuleOp>().getOps<MeshOp>();
  if (llvm::range_size(meshes) != 1)
    return {};
  return FlatSymbolRefAttr::get((*meshes.begin()).getSymNameAttr());
}

/// Each return of `func` gives result `r` through a relayout to `layout`
/// (one that is already such a relayout stays).
void relayoutReturned(func::FuncOp func, unsigned r, LayoutAttr layout) {
  func.walk([&](func::ReturnOp ret) {
    Value v = ret.getOperand(r);
    if (auto relayout = v.getDefiningOp<RelayoutOp>();
        relayout && relayout.getLayout() == layout)
      return;
    OpBuilder b(ret);
    ret.setOperand(r, RelayoutOp::create(b, ret.getLoc(), v, layout));
  });
}

struct BindVariables : dtc::impl::BindVariablesBase<BindVariables> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isDeclaration() ||
          func->hasAttr(DTensorDialect::kLocalViewAttrName))
        continue;
      for (unsigned a = 0; a < func.getNumArguments(); ++a) {
        auto name = func.getArgAttrOfType<StringAttr>(
            a, DTensorDialect::kVariableAttrName);
        if (!name)
          continue;
        Attribute layout = func.getArgAttr(a, DTensorDialect::kLayoutAttrName);
        if (!layout) {
          FlatSymbolRefAttr mesh = meshOf(func);
          if (!mesh) {
            if (!getOperation().getOps<MeshOp>().empty()) {
              func.emitError() << "variable \"" << name.getValue()
                               << "\" needs a layout: the module has several "
                                  "meshes and the function no default mesh";
              return signalPassFailure();
            }
            continue;
          }
          auto type = cast<RankedTensorType>(func.getArgumentTypes()[a]);
          layout = LayoutAttr::getReplicated(mesh, type.getRank());
          func.setArgAttr(a, DTensorDialect::kLayoutAttrName, layout);
        }
        for (unsigned r = 0; r < func.getNumResults(); ++r)
          if (func.getResultAttr(r, DTensorDialect::kAssignAttrName) == name) {
            func.setResultAttr(r, DTensorDialect::kLayoutAttrName, layout);
            relayoutReturned(func, r, cast<LayoutAttr>(layout));
          }
      }
    }
  }
};

} // namespace
