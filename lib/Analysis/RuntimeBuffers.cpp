//===- RuntimeBuffers.cpp - the buffers a runtime call is handed
//-----------===//
#include "dtc/Analysis/RuntimeBuffers.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;

Value dtc::bufferOfPointer(Value v) {
  for (int depth = 0; depth < 16; ++depth) {
    Operation *def = v.getDefiningOp();
    if (!def)
      return {};
    if (auto extract = dyn_cast<memref::ExtractAlignedPointerAsIndexOp>(def))
      return extract.getSource();
    if (auto cast = dyn_cast<LLVM::IntToPtrOp>(def)) {
      v = cast.getArg();
    } else if (auto cast = dyn_cast<arith::IndexCastOp>(def)) {
      v = cast.getIn();
    } else if (auto add = dyn_cast<arith::AddIOp>(def)) {
      // A base and an offset: the side that traces to a buffer.
      Value lhs = bufferOfPointer(add.getLhs()),
            rhs = bufferOfPointer(add.getRhs());
      return lhs && !rhs ? lhs : rhs && !lhs ? rhs : Value();
    } else {
      return {};
    }
  }
  return {};
}

bool dtc::isConstantGlobal(Value buffer) {
  auto get = buffer.getDefiningOp<memref::GetGlobalOp>();
  if (!get)
    return false;
  auto global = SymbolTable::lookupNearestSymbolFrom<memref::GlobalOp>(
      get, get.getNameAttr());
  return global && global.getConstant();
}

namespace {
/// The runtime's functions (its ABI table) and whether each returns a pointer.
struct Import {
  const char *name;
  bool returnsPointer;
};
constexpr bool isPointerType(const char *c) {
  for (; *c; ++c)
    if (*c == '*')
      return true;
  return false;
}
constexpr Import kImports[] = {
#define DTC_IMPORT(EMITTER, RESULT, NAME, PARAMETERS)                          \
  {#NAME, isPointerType(#RESULT)},
#include "dtc/imports.def"
#undef DTC_IMPORT
};
} // namespace

bool dtc::isRuntimeObject(Value pointer) {
  auto call = pointer.getDefiningOp<func::CallOp>();
  return call && isa<LLVM::LLVMPointerType>(pointer.getType()) &&
         llvm::any_of(kImports, [&](const Import &i) {
           return i.returnsPointer && call.getCallee() == i.name;
         });
}

bool dtc::writesOnly(Operation *scope, function_ref<bool(CallOpInterface)> call,
                     function_ref<bool(Value)> allowed) {
  WalkResult walk = scope->walk([&](Operation *op) {
    if (auto callOp = dyn_cast<CallOpInterface>(op))
      return call(callOp) ? WalkResult::advance() : WalkResult::interrupt();
    // Ops with recursive effects (scf.if, linalg's bodies) are walked into;
    // their own effects (a linalg op's writes of its outputs) count too.
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effects)
      return op->hasTrait<OpTrait::HasRecursiveMemoryEffects>()
                 ? WalkResult::advance()
                 : WalkResult::interrupt();
    SmallVector<MemoryEffects::EffectInstance> list;
    effects.getEffects(list);
    for (const MemoryEffects::EffectInstance &effect : list) {
      if (!isa<MemoryEffects::Write, MemoryEffects::Free>(effect.getEffect()))
        continue;
      Value target = effect.getValue();
      if (!target || !allowed(target))
        return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return !walk.wasInterrupted();
}
