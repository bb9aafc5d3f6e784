//===- CallSiteVersions.cpp - one callee version per call-site layouts ----===//
#include "CallSiteVersions.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

/// Gives every call site of a function called more than once its own copy,
/// so that each site can get the layouts its operands have. Returns the
/// copies with their originals. Recursive functions keep one body.
SmallVector<std::pair<func::FuncOp, func::FuncOp>>
dtc::specializeCallSites(ModuleOp module) {
  constexpr unsigned kMaxCopies = 1024; // beyond: sites share the callee
  SmallVector<std::pair<func::FuncOp, func::FuncOp>> copies;
  SymbolTable symbols(module);
  bool changed = true;
  while (changed && copies.size() < kMaxCopies) {
    changed = false;
    llvm::MapVector<func::FuncOp, SmallVector<func::CallOp>> sites;
    module.walk([&](func::CallOp call) {
      auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
      if (callee && !callee.isDeclaration())
        sites[callee].push_back(call);
    });
    for (auto &[callee, calls] : sites) {
      bool recursive = llvm::any_of(calls, [&](func::CallOp c) {
        return c->getParentOfType<func::FuncOp>() == callee;
      });
      if (recursive || calls.size() < 2)
        continue;
      for (func::CallOp call : llvm::drop_begin(calls)) {
        if (copies.size() >= kMaxCopies)
          break;
        func::FuncOp copy = callee.clone();
        copy.setPrivate();
        symbols.insert(copy, std::next(Block::iterator(callee))); // unique name
        call.setCallee(copy.getSymName());
        func::FuncOp original = callee;
        for (auto &[c, o] : copies)
          if (c == callee)
            original = o;
        copies.push_back({copy, original});
        changed = true;
      }
    }
  }
  return copies;
}

/// Merges copies whose layouts came out the same as an earlier version's.
void dtc::mergeIdenticalCopies(
    ModuleOp module, ArrayRef<std::pair<func::FuncOp, func::FuncOp>> copies) {
  auto body = [](func::FuncOp f, StringAttr name) {
    StringAttr own = f.getSymNameAttr();
    f.setSymNameAttr(name);
    std::string text;
    llvm::raw_string_ostream os(text);
    f->print(os, OpPrintingFlags().printGenericOpForm().useLocalScope());
    f.setSymNameAttr(own);
    return text;
  };
  DenseMap<func::FuncOp, SmallVector<func::FuncOp>> versions;
  for (auto [copy, original] : copies) {
    std::string text = body(copy, original.getSymNameAttr());
    func::FuncOp same;
    if (body(original, original.getSymNameAttr()) == text)
      same = original;
    for (func::FuncOp v : versions[original])
      if (!same && body(v, original.getSymNameAttr()) == text)
        same = v;
    if (!same) {
      versions[original].push_back(copy);
      continue;
    }
    if (failed(SymbolTable::replaceAllSymbolUses(copy, same.getSymNameAttr(),
                                                 module)))
      continue;
    copy.erase();
  }
}
