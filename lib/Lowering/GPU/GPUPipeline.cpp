//===- GPUPipeline.cpp - dtc-gpu-lowering ---------------------------------===//
#include "dtc/Lowering/GPUPipeline.h"
#include "dtc/Lowering/CommonPipeline.h"
#include "dtc/Lowering/Passes.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace dtc;
using namespace dtc::lowering;

// The GPU recipe: products (2-D convolutions among them, as im2col products)
// to cuBLAS, reductions along their innermost loop
// one block per output element, transposes through shared-memory tiles,
// every other loop nest a kernel (ParallelLoopsToGPU), outlined, lowered to
// NVVM and serialized with the toolkit's ptxas; the host side calls the
// mgpu* functions of dtc's runtime. With `emulate`, the kernels become host
// loops again and products go to CBLAS: the kernel formation runs on a CPU
// mesh.
void dtc::buildGPULoweringPipeline(OpPassManager &pm,
                                   const GPULoweringOptions &options) {
  addTensorPrologue(pm);
  pm.addNestedPass<func::FuncOp>(createConvolutionsAsProducts());
  addBufferize(pm, /*runtime=*/true);
  addBlas(pm, options.emulate ? BlasLibrary::cblas : BlasLibrary::cublas);
  pm.addPass(createLinalgReductionsToGPU());
  pm.addPass(createTileTransposesForGPU());
  pm.addPass(createConvertLinalgToParallelLoopsPass());
  pm.addPass(createParallelLoopsToGPU());
  if (options.emulate) {
    pm.addPass(createEmulateGPULaunches());
    addHostLoopsToLLVM(pm, /*runtimeAllocator=*/true);
    return;
  }
  // Constants and index math sink into the kernels (not parameters).
  pm.addPass(createGpuLaunchSinkIndexComputationsPass());
  pm.addPass(createGpuKernelOutliningPass());
  addLoopsToCF(pm);
  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  target.features = options.features;
  target.optLevel = 3;
  pm.addPass(createGpuNVVMAttachTarget(target));
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  kernels.addPass(createConvertGpuOpsToNVVMOps());
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createCSEPass());
  kernels.addPass(createReconcileUnrealizedCastsPass());
  // Before gpu-to-llvm, whose own memref patterns would call malloc.
  addMemRefToLLVM(pm, /*runtimeAllocator=*/true);
  pm.addPass(createGpuToLLVMConversionPass());
  addHostToLLVM(pm);
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = options.format;
  binary.toolkitPath = options.toolkit;
  pm.addPass(createGpuModuleToBinaryPass(binary));
  pm.addPass(createReconcileUnrealizedCastsPass());
}
