//===- Import.cpp - `dtc import`: IREE's input conversion as a dtc program ===//
#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "dtc/Driver/Driver.h"
#include "dtc/Support/ParseCrashGuard.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

int dtc::importIREEProgram(llvm::StringRef input, llvm::StringRef output,
                           const ImportIREEOptions &layouts) {
  auto error = [](const llvm::Twine &message) {
    llvm::errs() << "dtc: error: " << message << "\n";
    return 1;
  };
  if (llvm::sys::fs::equivalent(input, output))
    return error("the program would overwrite its source " + input);
  DialectRegistry registry;
  registerAllDialects(registry);
  registry.insert<dtensor::DTensorDialect>();
  MLIRContext ctx(registry, MLIRContext::Threading::DISABLED);
  ctx.printOpOnDiagnostic(false);
  // IREE's own ops arrive in generic form; the import rebuilds each or
  // names it in an error.
  ctx.allowUnregisteredDialects();
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &ctx);
  OwningOpRef<ModuleOp> module;
  {
    ParseCrashGuard guard("dtc");
    module = parseSourceFile<ModuleOp>(input, sourceMgr, ParserConfig(&ctx));
  }
  if (!module)
    return 1;
  PassManager pm(&ctx);
  pm.addPass(createImportIREE(layouts));
  if (failed(pm.run(*module)))
    return 1;
  std::string message;
  // Written through a temporary: a failed write leaves nothing behind.
  std::unique_ptr<llvm::ToolOutputFile> out = openOutputFile(output, &message);
  if (!out)
    return error(message);
  module->print(out->os());
  out->os().flush();
  if (out->os().has_error())
    return error("cannot write " + output);
  out->keep();
  return 0;
}
