//===- Pipelines.cpp - the CPU lowering pipeline --------------------------===//
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

// The recipe checked on LLVM/MLIR 22 (../shared/TOOLCHAIN-NOTES.md):
// elementwise arith/math on tensors become linalg ops (which bufferize),
// ownership-based deallocation frees every buffer (its clones become
// copies), and CBLAS products are swapped in right after bufferization.
std::string pipelineText(bool runtimeAllocator) {
  return std::string("func.func(dtc-decompose-aggregates,"
                     "convert-elementwise-to-linalg,"
                     "linalg-specialize-generic-ops),"
                     "one-shot-bufferize{bufferize-function-boundaries "
                     "function-boundary-type-conversion=identity-layout-map "
                     "allow-return-allocs-from-loops},"
                     "buffer-deallocation-pipeline,"
                     "convert-bufferization-to-memref,"
                     "dtc-linalg-to-blas,"
                     "convert-linalg-to-loops,"
                     "convert-scf-to-cf,"
                     "expand-strided-metadata,"
                     "lower-affine,") +
         (runtimeAllocator ? "finalize-memref-to-llvm{use-generic-functions},"
                           : "finalize-memref-to-llvm,") +
         "convert-math-to-llvm,"
         "convert-math-to-libm,"
         "convert-arith-to-llvm,"
         "convert-func-to-llvm,"
         "convert-cf-to-llvm,"
         "reconcile-unrealized-casts";
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
