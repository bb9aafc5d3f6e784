//===- dtc-opt.cpp - mlir-opt with the dtensor dialect and dtc's passes ---===//
#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "dtc/Lowering/Passes.h"
#include "dtc/Pipelines/Pipelines.h"
#include "dtc/Support/Debug.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

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

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "dtc optimizer: MLIR with the dtensor dialect\n", registry));
}
