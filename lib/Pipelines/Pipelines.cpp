//===- Pipelines.cpp - dtc's compilation, stage by stage ------------------===//
#include "dtc/Pipelines/Pipelines.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace dtc;

namespace {

/// TF's spellings and strategies become dtc's; 16-bit sums are carried in
/// f32 before partitioning, so that a partitioned contraction's partial
/// sums and their all_reduce are f32 too; batch products over merged
/// dimensions see each dimension again.
void addImport(OpPassManager &pm, const GlobalToLocalOptions &options) {
  pm.addPass(createImportTFLayouts());
  // (Only for a job of several processes: the replayed pipeline of one is
  // as it was.)
  if (options.clients != 1)
    pm.addPass(createSetClients(SetClientsOptions{options.clients}));
  pm.addPass(createApplyStrategy());
  pm.addPass(createBindVariables());
  pm.addPass(createSplitOptimizationBarriers());
  pm.addNestedPass<func::FuncOp>(createWidenNarrowAccumulators());
  pm.addNestedPass<func::FuncOp>(createUncollapseBatchProducts());
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

} // namespace

ArrayRef<Stage> dtc::globalToLocalStages() { return kStages; }

void dtc::buildGlobalToLocalPipeline(OpPassManager &pm,
                                     const GlobalToLocalOptions &options) {
  for (const Stage &stage : kStages)
    stage.build(pm, options);
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
