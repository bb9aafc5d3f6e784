//===- Pipelines.h - dtc's compilation, stage by stage --------------------===//
//
// What `dtc` runs, as pass pipelines built in C++ and registered under names
// dtc-opt knows, so that every stage can be replayed:
//
//   import, propagate, partition, optimize   dtc-global-to-local
//   entries                                  dtc-name-entries
//   runtime                                  dtc-convert-dtensor-to-runtime
//   lower                                    dtc-cpu-lowering /
//   dtc-gpu-lowering
//
// `dtc compile --dump-after STAGE` prints the IR after a stage with the
// dtc-opt pipeline that produces it from the IR of the stage before.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_PIPELINES_PIPELINES_H
#define DTC_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace dtc {

struct GlobalToLocalOptions
    : public mlir::PassPipelineOptions<GlobalToLocalOptions> {
  Option<bool> commReport{
      *this, "comm-report",
      llvm::cl::desc("Print each function's collectives with their bytes "
                     "(dtensor-comm-report) after the optimizations"),
      llvm::cl::init(false)};
  Option<bool> overlapCollectives{
      *this, "overlap-collectives",
      llvm::cl::desc("Split all_reduces into start/wait pairs with compute "
                     "scheduled between them (dtensor-overlap-collectives), "
                     "last"),
      llvm::cl::init(true)};
};

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

struct GPULoweringOptions
    : public mlir::PassPipelineOptions<GPULoweringOptions> {
  Option<std::string> chip{*this, "chip",
                           llvm::cl::desc("GPU architecture of the kernels"),
                           llvm::cl::init("sm_90")};
  Option<std::string> features{
      *this, "features",
      llvm::cl::desc("PTX features (LLVM 22 defaults to PTX 6.0, too old "
                     "for sm_90)"),
      llvm::cl::init("+ptx80")};
  Option<std::string> format{
      *this, "format",
      llvm::cl::desc("What the kernels become: fatbin (ptxas, embedded), "
                     "bin (cubin), isa (PTX text, no ptxas needed) or offload "
                     "(LLVM IR)"),
      llvm::cl::init("fatbin")};
  Option<std::string> toolkit{
      *this, "toolkit",
      llvm::cl::desc("CUDA toolkit (libdevice); ptxas is found on PATH"),
      llvm::cl::init("/usr/local/cuda")};
  Option<bool> emulate{
      *this, "emulate",
      llvm::cl::desc("Form the kernels, then run them as host loops (CBLAS "
                     "products, host memory): checks the kernel formation "
                     "on a CPU"),
      llvm::cl::init(false)};
};

/// A stage of the global-to-local pipeline.
struct Stage {
  llvm::StringLiteral name;
  void (*build)(mlir::OpPassManager &pm, const GlobalToLocalOptions &options);
};

/// import (TF layout strings), propagate, partition, optimize (the
/// collective optimizations, then the comm report if asked), in order.
llvm::ArrayRef<Stage> globalToLocalStages();

/// All of globalToLocalStages(), registered as `dtc-global-to-local`.
void buildGlobalToLocalPipeline(mlir::OpPassManager &pm,
                                const GlobalToLocalOptions &options);

/// `dtc-cpu-lowering`: a local-view program on tensors down to the LLVM
/// dialect (elementwise ops to linalg, bufferization with deallocation,
/// CBLAS products, loops, LLVM).
void buildCPULoweringPipeline(mlir::OpPassManager &pm,
                              const CPULoweringOptions &options);

/// `dtc-gpu-lowering`: the same program for NVIDIA GPUs (fused elementwise
/// kernels, cuBLAS products, NVVM and a fatbin embedded in the host module;
/// the host calls dtc's CUDA runtime).
void buildGPULoweringPipeline(mlir::OpPassManager &pm,
                              const GPULoweringOptions &options);

/// Registers the three pipelines above under their names.
void registerPipelines();

} // namespace dtc

#endif // DTC_PIPELINES_PIPELINES_H
