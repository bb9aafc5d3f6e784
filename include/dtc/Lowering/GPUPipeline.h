//===- GPUPipeline.h - dtc-gpu-lowering ----------------------------------===//
//
// The lowering for NVIDIA GPUs (lib/Lowering/GPU/GPUPipeline.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_LOWERING_GPUPIPELINE_H
#define DTC_LOWERING_GPUPIPELINE_H

#include "dtc/Target/Target.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace dtc {

struct GPULoweringOptions
    : public mlir::PassPipelineOptions<GPULoweringOptions> {
  Option<std::string> chip{*this, "chip",
                           llvm::cl::desc("GPU architecture of the kernels"),
                           llvm::cl::init(GpuTarget::kDefaultChip.str())};
  Option<std::string> features{
      *this, "features",
      llvm::cl::desc("PTX features (LLVM 22 defaults to PTX 6.0, too old "
                     "for sm_90)"),
      llvm::cl::init(GpuTarget::ptxFeaturesFor(GpuTarget::kDefaultChip))};
  Option<std::string> format{
      *this, "format",
      llvm::cl::desc("What the kernels become: fatbin (ptxas, embedded), "
                     "bin (cubin), isa (PTX text, no ptxas needed) or offload "
                     "(LLVM IR)"),
      llvm::cl::init("fatbin")};
  Option<std::string> toolkit{
      *this, "toolkit",
      llvm::cl::desc("CUDA toolkit (libdevice); ptxas is found on PATH"),
      llvm::cl::init(GpuTarget::defaultToolkit().str())};
  Option<bool> emulate{
      *this, "emulate",
      llvm::cl::desc("Form the kernels, then run them as host loops (CBLAS "
                     "products, host memory): checks the kernel formation "
                     "on a CPU"),
      llvm::cl::init(false)};
};

/// `dtc-gpu-lowering`: the same program for NVIDIA GPUs (fused elementwise
/// kernels, cuBLAS products, NVVM and a fatbin embedded in the host module;
/// the host calls dtc's CUDA runtime).
void buildGPULoweringPipeline(mlir::OpPassManager &pm,
                              const GPULoweringOptions &options);

} // namespace dtc

#endif // DTC_LOWERING_GPUPIPELINE_H
