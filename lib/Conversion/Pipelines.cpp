//===- Pipelines.cpp - the CPU and GPU lowering pipelines -----------------===//
#include "dtc/Conversion/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

namespace {
struct CPULoweringOptions : public PassPipelineOptions<CPULoweringOptions> {
  Option<bool> runtimeAllocator{
      *this, "runtime-allocator",
      llvm::cl::desc("Allocate buffers through dtc's runtime (its caching "
                     "allocator) instead of malloc/free; dtc executables do"),
      llvm::cl::init(false)};
};

struct GPULoweringOptions : public PassPipelineOptions<GPULoweringOptions> {
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

/// Elementwise ops become linalg ops, fused where they chain, before
/// bufferization; aggregates are expanded first, and products read
/// transposed operands in place.
constexpr llvm::StringLiteral kTensorPrologue =
    "func.func(dtc-decompose-aggregates,"
    "dtc-fold-transposes-into-products,"
    "convert-elementwise-to-linalg,";
/// Bufferization with ownership-based deallocation (clones become copies).
constexpr llvm::StringLiteral kBufferize =
    "one-shot-bufferize{bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map "
    "allow-return-allocs-from-loops},"
    "buffer-deallocation-pipeline,"
    "convert-bufferization-to-memref,";
/// The host's scalar code down to LLVM (memref allocation through dtc's
/// runtime, whose allocator a GPU build makes device memory).
constexpr llvm::StringLiteral kHostToLLVM =
    "convert-math-to-llvm,"
    "convert-math-to-libm,"
    "convert-arith-to-llvm,"
    "convert-func-to-llvm,"
    "convert-cf-to-llvm,";

/// From loops on buffers down to LLVM, on the host.
std::string hostLoopsToLLVM(bool runtimeAllocator) {
  return (Twine("convert-linalg-to-loops,"
                "convert-scf-to-cf,"
                "expand-strided-metadata,"
                "lower-affine,") +
          (runtimeAllocator ? "finalize-memref-to-llvm{use-generic-functions},"
                            : "finalize-memref-to-llvm,") +
          kHostToLLVM + "reconcile-unrealized-casts")
      .str();
}

// The GPU recipe: products to cuBLAS, reductions along their innermost loop
// one block per output element, transposes through shared-memory tiles,
// every other loop nest a kernel
// (ParallelLoopsToGPU), outlined, lowered to NVVM and serialized with the
// toolkit's ptxas; the host side calls the mgpu* functions of dtc's runtime.
// With `emulate`, the kernels become host loops again and products go to
// CBLAS: the kernel formation runs on a CPU mesh.
std::string gpuPipelineText(const GPULoweringOptions &o) {
  std::string kernels =
      (Twine(kTensorPrologue) + "linalg-fuse-elementwise-ops,"
       "linalg-specialize-generic-ops)," + kBufferize +
       "dtc-linalg-to-blas{library=" + (o.emulate ? "cblas" : "cublas") +
       "},"
       "dtc-linalg-reductions-to-gpu,"
       "dtc-tile-transposes-for-gpu,"
       "convert-linalg-to-parallel-loops,"
       "dtc-parallel-loops-to-gpu,")
          .str();
  if (o.emulate)
    return kernels + "dtc-emulate-gpu-launches," +
           hostLoopsToLLVM(/*runtimeAllocator=*/true);
  // Constants and index math sink into the kernels (not parameters).
  return (Twine(kernels) + "gpu-launch-sink-index-computations,"
          "gpu-kernel-outlining,"
          "convert-scf-to-cf,"
          "expand-strided-metadata,"
          "lower-affine,"
          "nvvm-attach-target{chip=" + o.chip.getValue() +
          " features=" + o.features.getValue() +
          " O=3},"
          "gpu.module(convert-gpu-to-nvvm,canonicalize,cse,"
          "reconcile-unrealized-casts),"
          // Before gpu-to-llvm, whose own memref patterns would call malloc.
          "finalize-memref-to-llvm{use-generic-functions},"
          "gpu-to-llvm," +
          kHostToLLVM +
          "gpu-module-to-binary{format=" + o.format.getValue() +
          " toolkit=" + o.toolkit.getValue() +
          "},"
          "reconcile-unrealized-casts")
      .str();
}

// The recipe (checked on LLVM/MLIR 22.1.8): elementwise arith/math on
// tensors become linalg ops (which bufferize), ownership-based deallocation
// frees every buffer (its clones become copies), and BLAS products (CBLAS on
// CPUs, dtc's cuBLAS wrappers on GPUs) are swapped in right after
// bufferization.
std::string pipelineText(bool runtimeAllocator) {
  return (Twine(kTensorPrologue) + "linalg-specialize-generic-ops)," +
          kBufferize + "dtc-linalg-to-blas," +
          hostLoopsToLLVM(runtimeAllocator))
      .str();
}
} // namespace

void dtc::registerCPULoweringPipeline() {
  PassPipelineRegistration<CPULoweringOptions>(
      "dtc-cpu-lowering",
      "Lowers a local-view program on tensors to the LLVM dialect: "
      "elementwise ops to linalg, bufferization with deallocation, CBLAS "
      "matrix products, loops, LLVM",
      [](OpPassManager &pm, const CPULoweringOptions &options) {
        if (failed(parsePassPipeline(pipelineText(options.runtimeAllocator),
                                     pm)))
          llvm::report_fatal_error("dtc-cpu-lowering: bad pipeline text");
      });
}

void dtc::registerGPULoweringPipeline() {
  PassPipelineRegistration<GPULoweringOptions>(
      "dtc-gpu-lowering",
      "Lowers a local-view program on tensors for NVIDIA GPUs: fused "
      "elementwise kernels, cuBLAS products, NVVM, a fatbin embedded in the "
      "host module, host code calling dtc's CUDA runtime",
      [](OpPassManager &pm, const GPULoweringOptions &options) {
        if (failed(parsePassPipeline(gpuPipelineText(options), pm)))
          llvm::report_fatal_error("dtc-gpu-lowering: bad pipeline text");
      });
}
