//===- CPUPipeline.h - dtc-cpu-lowering ----------------------------------===//
//
// The lowering for host CPUs (lib/Lowering/CPU/CPUPipeline.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_LOWERING_CPUPIPELINE_H
#define DTC_LOWERING_CPUPIPELINE_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace dtc {

struct CPULoweringOptions
    : public mlir::PassPipelineOptions<CPULoweringOptions> {
  Option<bool> runtimeAllocator{
      *this, "runtime-allocator",
      llvm::cl::desc("Allocate buffers through dtc's runtime (its caching "
                     "allocator) instead of malloc/free; dtc executables do"),
      llvm::cl::init(false)};
  Option<bool> fma{
      *this, "fma",
      llvm::cl::desc("The host CPU has fused multiply-add "
                     "instructions (dtc-prepare-host-vectorization)"),
      llvm::cl::init(true)};
  Option<bool> scalef{
      *this, "scalef",
      llvm::cl::desc("The host CPU has AVX-512's vscalefps: f32 exp "
                     "ends in llvm.intr.ldexp "
                     "(dtc-prepare-host-vectorization)"),
      llvm::cl::init(false)};
};

/// `dtc-cpu-lowering`: a local-view program on tensors down to the LLVM
/// dialect (elementwise ops to linalg, bufferization with deallocation,
/// CBLAS products, loops, LLVM).
void buildCPULoweringPipeline(mlir::OpPassManager &pm,
                              const CPULoweringOptions &options);

} // namespace dtc

#endif // DTC_LOWERING_CPUPIPELINE_H
