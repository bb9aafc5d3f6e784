//===- PollyStub.cpp - what a static LLVM link lacks ----------------------===//
//
// Debian's LLVM links Polly into libLLVM.so, and its LTO backend (which
// lld's ELF driver brings in) registers Polly's passes through
// getPollyPluginInfo. The static libraries have no Polly: linked
// statically (DTC_STATIC_LLVM), dtc defines it as a plugin without passes.
// dtc never runs LTO: it links one object it compiled itself.
//
//===----------------------------------------------------------------------===//
#include "llvm/Config/llvm-config.h"
#include "llvm/Plugins/PassPlugin.h"

llvm::PassPluginLibraryInfo getPollyPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "Polly (not linked)", LLVM_VERSION_STRING,
          [](llvm::PassBuilder &) {}};
}
