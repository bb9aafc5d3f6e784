//===- Pipelines.cpp - dtc's compilation, stage by stage ------------------===//
#include "dtc/Pipelines/Pipelines.h"
#include "dtc/Conversion/Passes.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace dtc;

namespace {

/// TF's spellings and strategies become dtc's; 16-bit sums are carried in
/// f32 before partitioning, so that a partitioned contraction's partial
/// sums and their all_reduce are f32 too.
void addImport(OpPassManager &pm, const GlobalToLocalOptions &) {
  pm.addPass(createImportTFLayouts());
  pm.addPass(createApplyStrategy());
  pm.addPass(createBindVariables());
  pm.addPass(createSplitOptimizationBarriers());
  pm.addNestedPass<func::FuncOp>(createWidenNarrowAccumulators());
}

void addPropagate(OpPassManager &pm, const GlobalToLocalOptions &) {
  pm.addPass(createPropagateLayouts());
}

void addPartition(OpPassManager &pm, const GlobalToLocalOptions &) {
  pm.addPass(createPartition());
}

/// Collective optimizations, each undoing a pattern partitioning leaves;
/// then all_reduces overlap the compute that does not need them.
void addOptimize(OpPassManager &pm, const GlobalToLocalOptions &options) {
  pm.addPass(createFoldGatherSlice());
  pm.addPass(createSinkAllReduce());
  pm.addPass(createAllReduceToReduceScatter());
  CombineAllReducesOptions combine;
  combine.keepOverlap = options.overlapCollectives;
  pm.addPass(createCombineAllReduces(combine));
  if (options.commReport)
    pm.addPass(createCommReport());
  if (options.overlapCollectives)
    pm.addPass(createOverlapCollectives());
}

constexpr Stage kStages[] = {
    {"import", addImport},
    {"propagate", addPropagate},
    {"partition", addPartition},
    {"optimize", addOptimize},
};

/// Elementwise ops become linalg ops (fused where they chain) before
/// bufferization; aggregates are expanded first, and products read
/// transposed operands in place. Then generic ops that are named ops become
/// them, for the BLAS rewrite.
void addTensorPrologue(OpPassManager &pm) {
  OpPassManager &func = pm.nest<func::FuncOp>();
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

/// Bufferization with ownership-based deallocation (clones become copies);
/// right after it, loops start from the buffers they only read
/// (dtc-elide-loop-init-copies) and all_reduces reduce into the buffers
/// nothing reads after them (dtc-all-reduce-in-place).
/// Buffers whose size does not change in a loop and that no iteration hands
/// to the next are allocated once before it (upstream's
/// buffer-loop-hoisting): a row-tiled softmax allocated and freed its
/// block's temporaries 512 times a call. With `runtime` (the program links
/// dtc's runtime), the deallocations of several buffers call the runtime's
/// helper: upstream's buffer-deallocation-pipeline with dtc-lower-deallocations
/// in place of its bufferization-lower-deallocations.
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

void addBlas(OpPassManager &pm, llvm::StringRef library) {
  LinalgToBlasOptions options;
  options.library = library.str();
  pm.addPass(createLinalgToBlas(options));
}

void addMemRefToLLVM(OpPassManager &pm, bool runtimeAllocator) {
  FinalizeMemRefToLLVMConversionPassOptions options;
  options.useGenericFunctions = runtimeAllocator;
  pm.addPass(createFinalizeMemRefToLLVMConversionPass(options));
}

/// Loops and strided views become branches and plain pointer arithmetic.
void addLoopsToCF(OpPassManager &pm) {
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
}

/// The host's scalar code down to LLVM. Complex arithmetic first becomes
/// arith and math on the parts (exp, abs, division: their math then goes
/// the way of the program's own), and a complex number an LLVM struct of
/// its parts, as numpy's complex64 lays it out.
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

/// From loops on buffers down to LLVM, on the host (memref allocation
/// through dtc's runtime when `runtimeAllocator`).
void addHostLoopsToLLVM(OpPassManager &pm, bool runtimeAllocator) {
  pm.addPass(createConvertLinalgToLoopsPass());
  addLoopsToCF(pm);
  addMemRefToLLVM(pm, runtimeAllocator);
  addHostToLLVM(pm);
  pm.addPass(createReconcileUnrealizedCastsPass());
}

} // namespace

ArrayRef<Stage> dtc::globalToLocalStages() { return kStages; }

void dtc::buildGlobalToLocalPipeline(OpPassManager &pm,
                                     const GlobalToLocalOptions &options) {
  for (const Stage &stage : kStages)
    stage.build(pm, options);
}

// The recipe (checked on LLVM/MLIR 22.1.8): elementwise arith/math on
// tensors become fused linalg ops (which bufferize; producers read by
// several generics fused into each, dtc-fuse-elementwise-chains) whose math
// and reductions vectorize (dtc-prepare-host-vectorization), chains through
// row reductions run by blocks of rows (dtc-tile-row-chains), ownership-based
// deallocation frees every buffer (its clones become copies), each block
// prefetches the next and large elementwise loops prefetch ahead
// (dtc-prefetch-host-loops), and CBLAS products are
// swapped in right after bufferization.
void dtc::buildCPULoweringPipeline(OpPassManager &pm,
                                   const CPULoweringOptions &options) {
  addTensorPrologue(pm);
  pm.addNestedPass<func::FuncOp>(createFuseElementwiseChains());
  pm.addNestedPass<func::FuncOp>(createConvolutionsAsProducts());
  PrepareHostVectorizationOptions vectorization;
  vectorization.fma = options.fma;
  vectorization.scalef = options.scalef;
  pm.addNestedPass<func::FuncOp>(createPrepareHostVectorization(vectorization));
  pm.addNestedPass<func::FuncOp>(createTileRowChains());
  addBufferize(pm, options.runtimeAllocator);
  pm.addNestedPass<func::FuncOp>(createPrefetchHostLoops());
  addBlas(pm, "cblas");
  addHostLoopsToLLVM(pm, options.runtimeAllocator);
}

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
  addBlas(pm, options.emulate ? "cblas" : "cublas");
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

void dtc::registerPipelines() {
  PassPipelineRegistration<GlobalToLocalOptions>(
      "dtc-global-to-local",
      "From a global-view program with layouts to its SPMD program, as dtc "
      "runs it: TF layout strings imported, layouts propagated, functions "
      "partitioned, collectives optimized",
      buildGlobalToLocalPipeline);
  PassPipelineRegistration<CPULoweringOptions>(
      "dtc-cpu-lowering",
      "Lowers a local-view program on tensors to the LLVM dialect: "
      "elementwise ops to fused linalg ops with vectorizable math, "
      "bufferization with deallocation, CBLAS matrix products, loops, LLVM",
      buildCPULoweringPipeline);
  PassPipelineRegistration<GPULoweringOptions>(
      "dtc-gpu-lowering",
      "Lowers a local-view program on tensors for NVIDIA GPUs: fused "
      "elementwise kernels, cuBLAS products, NVVM, a fatbin embedded in the "
      "host module, host code calling dtc's CUDA runtime",
      buildGPULoweringPipeline);
}
