//===- NameEntries.cpp - functions named for the launcher -----------------===//
#include "dtc/Lowering/Passes.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

namespace dtc {
#define GEN_PASS_DEF_NAMEENTRIES
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

constexpr llvm::StringLiteral kSymbolPrefix = "dtc_fn_";
constexpr llvm::StringLiteral kReservedPrefix = "__dtc_";

/// `dtc_fn_` and `name` with every character outside [A-Za-z0-9_] as `_`.
std::string sanitized(StringRef name) {
  std::string out = kSymbolPrefix.str();
  for (char c : name)
    out.push_back(llvm::isAlnum(c) || c == '_' ? c : '_');
  return out;
}

struct NameEntriesPass : public dtc::impl::NameEntriesBase<NameEntriesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = module.getContext();
    llvm::StringSet<> taken;
    for (Operation &op : module.getBody()->getOperations())
      if (auto name =
              op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName())) {
        if (name.getValue().starts_with(kReservedPrefix)) {
          op.emitError() << "symbol '" << name.getValue()
                         << "' is reserved by dtc (names starting with '"
                         << kReservedPrefix << "')";
          return signalPassFailure();
        }
        taken.insert(name.getValue());
      }
    unsigned counter = 0;
    auto fresh = [&](StringRef base) {
      std::string name = base.str();
      while (taken.contains(name))
        name = (base + "_" + Twine(counter++)).str();
      taken.insert(name);
      return name;
    };
    auto rename = [&](func::FuncOp func, StringRef name) {
      auto attr = StringAttr::get(ctx, name);
      if (failed(SymbolTable::replaceAllSymbolUses(func, attr, module)))
        return failure();
      func.setSymName(attr);
      return success();
    };
    // Functions first move to temporary names, so a new name never captures
    // the uses of another function that already had it.
    SmallVector<std::pair<func::FuncOp, std::string>> renamed;
    for (auto func : llvm::to_vector(module.getOps<func::FuncOp>())) {
      if (func.isDeclaration())
        continue;
      std::string original = func.getSymName().str();
      if (failed(rename(func, fresh(Twine(kReservedPrefix, "rename").str())))) {
        func.emitError() << "cannot rename '" << original << "'";
        return signalPassFailure();
      }
      renamed.push_back({func, original});
    }
    SmallVector<NamedAttribute> entries;
    for (auto &[func, original] : renamed) {
      // Symbols reach PTX and C: MLIR's others (`.`, `$`, `-`) become `_`.
      std::string name = fresh(sanitized(original));
      if (failed(rename(func, name))) {
        func.emitError() << "cannot rename '" << original << "'";
        return signalPassFailure();
      }
      if (!func.isPublic())
        continue;
      func->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                    UnitAttr::get(ctx));
      // The launcher's buffers: an input or variable lives across the steps
      // of a training job, so the program writes its results elsewhere.
      for (unsigned i = 0; i < func.getNumArguments(); ++i)
        if (isa<TensorType>(func.getArgument(i).getType()))
          func.setArgAttr(
              i, bufferization::BufferizationDialect::kWritableAttrName,
              BoolAttr::get(ctx, false));
      entries.push_back(NamedAttribute(StringAttr::get(ctx, original),
                                       StringAttr::get(ctx, name)));
    }
    module->setAttr(dtc::kEntriesAttrName, DictionaryAttr::get(ctx, entries));
  }
};

} // namespace

bool dtc::isLauncherEntry(func::FuncOp fn) {
  return fn.isPublic() &&
         fn->hasAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName());
}
