//===- BindVariables.cpp - assigned results take their variable's layout --===//
//
// A result that assigns a variable is stored into the variable's shards
// after each step, so its layout is the variable's: propagation then works
// toward it and partitioning relayouts the returned value if it has
// another (DVariable's assign of a value of another layout).
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
          if (func.getResultAttr(r, DTensorDialect::kAssignAttrName) == name)
            func.setResultAttr(r, DTensorDialect::kLayoutAttrName, layout);
      }
    }
  }
};

} // namespace
