//===- CommonPipeline.cpp - what every lowering pipeline runs -------------===//
#include "dtc/Lowering/CommonPipeline.h"
#include "dtc/Lowering/Passes.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace dtc::lowering {

void addTensorPrologue(OpPassManager &pm) {
  OpPassManager &func = pm.nest<func::FuncOp>();
  func.addPass(createLowerFrontEndOps());
  func.addPass(createDecomposeAggregates());
  // The sums aggregates are made of (a bf16 softmax's) in f32 too.
  func.addPass(createWidenNarrowAccumulators());
  func.addPass(createFoldTransposesIntoProducts());
  func.addPass(createConvertElementwiseToLinalgPass());
  func.addPass(createGeneralizeElementwiseOps());
  func.addPass(createDefineUndefinedOps());
  func.addPass(createFuseElementwiseOps());
  func.addPass(createSpecializeGenericOps());
}

void addBufferize(OpPassManager &pm, bool runtime) {
  bufferization::OneShotBufferizePassOptions options;
  options.bufferizeFunctionBoundaries = true;
  options.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  options.allowReturnAllocsFromLoops = true;
  pm.addPass(bufferization::createOneShotBufferizePass(options));
  pm.addPass(createElideLoopInitCopies());
  pm.addPass(createAllReduceInPlace());
  pm.addNestedPass<func::FuncOp>(bufferization::createBufferLoopHoistingPass());
  if (!runtime) {
    bufferization::buildBufferDeallocationPipeline(pm);
  } else {
    pm.addPass(bufferization::createOwnershipBasedBufferDeallocationPass());
    pm.addPass(createCanonicalizerPass());
    pm.addPass(bufferization::createBufferDeallocationSimplificationPass());
    pm.addPass(createLowerDeallocations());
    pm.addPass(createCSEPass());
    pm.addPass(createCanonicalizerPass());
  }
  pm.addPass(createConvertBufferizationToMemRefPass());
}

void addBlas(OpPassManager &pm, BlasLibrary library) {
  LinalgToBlasOptions options;
  options.library = library;
  pm.addPass(createLinalgToBlas(options));
}

void addMemRefToLLVM(OpPassManager &pm, bool runtimeAllocator) {
  FinalizeMemRefToLLVMConversionPassOptions options;
  options.useGenericFunctions = runtimeAllocator;
  pm.addPass(createFinalizeMemRefToLLVMConversionPass(options));
}

void addLoopsToCF(OpPassManager &pm) {
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
}

void addHostToLLVM(OpPassManager &pm) {
  pm.addPass(createConvertComplexToStandardPass());
  pm.addPass(dtc::createHostMathToLibm());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createConvertComplexToLLVMPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
}

void addHostLoopsToLLVM(OpPassManager &pm, bool runtimeAllocator) {
  pm.addPass(createConvertLinalgToLoopsPass());
  addLoopsToCF(pm);
  addMemRefToLLVM(pm, runtimeAllocator);
  addHostToLLVM(pm);
  pm.addPass(createReconcileUnrealizedCastsPass());
}

} // namespace dtc::lowering
