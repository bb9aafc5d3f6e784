//===- dtc-opt.cpp - mlir-opt with the dtensor dialect and dtc's passes ---===//
#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "dtc/Lowering/Passes.h"
#include "dtc/Pipelines/Pipelines.h"
#include "dtc/Support/Debug.h"
#include "dtc/Support/ParseCrashGuard.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/ToolUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

namespace {

/// Parses the input (each chunk, with --split-input-file) once before
/// mlir-opt's driver does, under dtc's guard: upstream's parsers crash on
/// some malformed attributes after reporting them, which then ends dtc-opt
/// as a failed parse (the errors, a line, exit status 1) instead. The
/// diagnostics are kept back; the driver reports them as usual.
void parseUnderGuard(llvm::StringRef inputFilename,
                     const mlir::MlirOptMainConfig &config,
                     mlir::DialectRegistry &registry) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> buffer =
      mlir::openInputFile(inputFilename, &error);
  if (!buffer)
    return; // the driver reports it
  (void)mlir::splitAndProcessBuffer(
      std::move(buffer),
      [&](std::unique_ptr<llvm::MemoryBuffer> chunk, llvm::raw_ostream &) {
        mlir::MLIRContext ctx(registry, mlir::MLIRContext::Threading::DISABLED);
        ctx.allowUnregisteredDialects(config.shouldAllowUnregisteredDialects());
        llvm::SourceMgr sourceMgr;
        sourceMgr.AddNewSourceBuffer(std::move(chunk), llvm::SMLoc());
        std::string captured;
        llvm::raw_string_ostream os(captured);
        mlir::SourceMgrDiagnosticHandler diagnostics(sourceMgr, &ctx, os);
        dtc::ParseCrashGuard guard("dtc-opt", &captured);
        (void)mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr,
                                                    mlir::ParserConfig(&ctx));
        return mlir::success();
      },
      llvm::nulls(), config.inputSplitMarker());
}

} // namespace

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  dtc::registerDTCPasses();
  dtc::registerDTCLoweringPasses();
  dtc::registerPipelines();
  dtc::registerDebugOptions();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  registry.insert<dtc::dtensor::DTensorDialect>();
  // gpu-module-to-binary translates kernels to LLVM IR.
  mlir::registerAllGPUToLLVMIRTranslations(registry);

  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv, "dtc optimizer: MLIR with the dtensor dialect\n", registry);
  // Standard input can be read once only: the driver's.
  if (inputFilename != "-")
    parseUnderGuard(inputFilename,
                    mlir::MlirOptMainConfig::createFromCLOptions(), registry);
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
}
