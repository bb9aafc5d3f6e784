//===- PropagationSetup.cpp - what propagation reads and prepares first ---===//
#include "PropagationSetup.h"
#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace dtc::dtensor;

LogicalResult dtc::rejectStringLayouts(func::FuncOp func) {
  auto isString = [](DictionaryAttr attrs) {
    return attrs && isa_and_nonnull<StringAttr>(
                        attrs.get(DTensorDialect::kLayoutAttrName));
  };
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    if (isString(func.getArgAttrDict(i)))
      return func.emitError() << "argument #" << i
                              << " has a TF layout string; run "
                                 "dtensor-import-tf-layouts first";
  for (unsigned i = 0; i < func.getNumResults(); ++i)
    if (isString(func.getResultAttrDict(i)))
      return func.emitError() << "result #" << i
                              << " has a TF layout string; run "
                                 "dtensor-import-tf-layouts first";
  return success();
}

Attribute dtc::functionMesh(func::FuncOp func) {
  Attribute found;
  auto note = [&](Attribute a) {
    if (auto l = dyn_cast_or_null<LayoutAttr>(a); l && !found)
      found = l.getMesh();
  };
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    note(func.getArgAttr(i, DTensorDialect::kLayoutAttrName));
  for (unsigned i = 0; i < func.getNumResults(); ++i)
    note(func.getResultAttr(i, DTensorDialect::kLayoutAttrName));
  if (!found) // the body cannot change a found mesh: spare the walk
    func.walk([&](LayoutOpInterface op) {
      if (op.crossesMeshes())
        return;
      SmallVector<StatedLayout> stated;
      op.getStatedLayouts(stated);
      for (const StatedLayout &s : stated)
        note(s.layout);
    });
  for (Operation *op = func; op && !found; op = op->getParentOp())
    found = op->getAttr(DTensorDialect::kDefaultMeshAttrName);
  return found;
}

void dtc::cloneSharedConstants(ModuleOp module) {
  if (llvm::range_size(module.getOps<MeshOp>()) < 2)
    return;
  SmallVector<Operation *> shared;
  module.walk([&](Operation *op) {
    if (isa<arith::ConstantOp, tensor::SplatOp>(op) &&
        op->getNumResults() == 1 &&
        isa<RankedTensorType>(op->getResult(0).getType()) &&
        !op->getResult(0).hasOneUse())
      shared.push_back(op);
  });
  for (Operation *op : shared) {
    SmallVector<Operation *> readers;
    for (Operation *user : op->getResult(0).getUsers())
      if (!llvm::is_contained(readers, user))
        readers.push_back(user);
    OpBuilder b(op->getContext());
    b.setInsertionPointAfter(op);
    for (Operation *reader : llvm::drop_begin(readers)) {
      Operation *copy = b.clone(*op);
      op->getResult(0).replaceUsesWithIf(
          copy->getResult(0),
          [&](OpOperand &use) { return use.getOwner() == reader; });
    }
  }
}
