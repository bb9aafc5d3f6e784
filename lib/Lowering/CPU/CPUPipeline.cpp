//===- CPUPipeline.cpp - dtc-cpu-lowering ---------------------------------===//
#include "dtc/Lowering/CPUPipeline.h"
#include "dtc/Lowering/CommonPipeline.h"
#include "dtc/Lowering/Passes.h"

using namespace mlir;
using namespace dtc;
using namespace dtc::lowering;

// The recipe (checked on LLVM/MLIR 22.1.8): elementwise arith/math on
// tensors become fused linalg ops (which bufferize; producers read by
// several generics fused into each, dtc-fuse-elementwise-chains) whose math
// and reductions vectorize (dtc-prepare-host-vectorization), chains through
// row reductions run by blocks of rows (dtc-tile-row-chains), loops across
// a large operand's rows by 16x16 tiles (dtc-tile-transposed-loops),
// ownership-based deallocation frees every buffer (its clones become copies),
// each block prefetches the next and large elementwise loops prefetch ahead
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
  pm.addNestedPass<func::FuncOp>(createTileTransposedLoops());
  addBufferize(pm, options.runtimeAllocator);
  pm.addNestedPass<func::FuncOp>(createPrefetchHostLoops());
  addBlas(pm, BlasLibrary::cblas);
  addHostLoopsToLLVM(pm, options.runtimeAllocator);
}
