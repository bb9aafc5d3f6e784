//===- DataFlowEdges.cpp - values control flow passes on ------------------===//
#include "dtc/Analysis/DataFlowEdges.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace dtc;

bool dtc::passesValuesOn(Operation *op) {
  if (!isa<RegionBranchOpInterface>(op))
    return false;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      if (!block.empty() && block.back().hasTrait<OpTrait::IsTerminator>() &&
          !isa<RegionBranchTerminatorOpInterface>(block.back()))
        return false;
  return true;
}

bool dtc::isControlFlow(Operation *op) {
  if (isa<CallOpInterface>(op) || passesValuesOn(op))
    return true;
  if (op->hasTrait<OpTrait::ReturnLike>() &&
      isa_and_nonnull<FunctionOpInterface>(op->getParentOp()))
    return true;
  return isa<RegionBranchTerminatorOpInterface>(op) && op->getParentOp() &&
         passesValuesOn(op->getParentOp());
}

void dtc::forEachDataFlowEdge(Operation *op, EdgeFn fn) {
  SmallVector<RegionSuccessor> successors;
  if (auto branch = dyn_cast<RegionBranchOpInterface>(op);
      branch && passesValuesOn(op)) {
    branch.getSuccessorRegions(RegionBranchPoint::parent(), successors);
    for (const RegionSuccessor &s : successors) {
      OperandRange operands = branch.getEntrySuccessorOperands(s);
      if (operands.empty()) // scf.if, execute_region: nothing handed in
        continue;
      unsigned first = operands.getBeginOperandIndex();
      for (auto [i, target] : llvm::enumerate(s.getSuccessorInputs()))
        if (i < operands.size())
          fn(op->getOpOperand(first + i), target);
    }
    return;
  }
  auto terminator = dyn_cast<RegionBranchTerminatorOpInterface>(op);
  if (!terminator || !op->getParentOp() || !passesValuesOn(op->getParentOp()))
    return;
  SmallVector<Attribute> unknown(op->getNumOperands());
  terminator.getSuccessorRegions(unknown, successors);
  for (const RegionSuccessor &s : successors) {
    MutableOperandRange operands = terminator.getMutableSuccessorOperands(s);
    for (auto [i, target] : llvm::enumerate(s.getSuccessorInputs()))
      if (i < operands.size())
        fn(operands[i], target);
  }
}

void dtc::forEachCallEdge(CallOpInterface call, Operation *callee, EdgeFn fn) {
  auto function = dyn_cast_or_null<FunctionOpInterface>(callee);
  if (!function || function.isExternal())
    return;
  MutableOperandRange operands = call.getArgOperandsMutable();
  for (auto [i, arg] : llvm::enumerate(function.getArguments()))
    if (i < operands.size())
      fn(operands[i], arg);
  function->walk([&](Operation *op) {
    if (op->hasTrait<OpTrait::ReturnLike>() && op->getParentOp() == function)
      for (auto [operand, result] :
           llvm::zip(op->getOpOperands(), call->getResults()))
        fn(operand, result);
  });
}
