//===- Pipelines.cpp - the CPU lowering pipeline --------------------------===//
#include "dtc/Conversion/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

namespace {
// The recipe checked on LLVM/MLIR 22 (../shared/TOOLCHAIN-NOTES.md):
// elementwise arith/math on tensors become linalg ops (which bufferize),
// ownership-based deallocation frees every buffer (its clones become
// copies), and CBLAS products are swapped in right after bufferization.
constexpr const char *kCPULowering =
    "func.func(convert-elementwise-to-linalg),"
    "one-shot-bufferize{bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map},"
    "buffer-deallocation-pipeline,"
    "convert-bufferization-to-memref,"
    "dtc-linalg-to-blas,"
    "convert-linalg-to-loops,"
    "convert-scf-to-cf,"
    "expand-strided-metadata,"
    "lower-affine,"
    "finalize-memref-to-llvm,"
    "convert-math-to-llvm,"
    "convert-arith-to-llvm,"
    "convert-func-to-llvm,"
    "convert-cf-to-llvm,"
    "reconcile-unrealized-casts";
} // namespace

void dtc::registerCPULoweringPipeline() {
  PassPipelineRegistration<>(
      "dtc-cpu-lowering",
      "Lowers a local-view program on tensors to the LLVM dialect: "
      "bufferization, CBLAS matrix products, loops, LLVM",
      [](OpPassManager &pm) {
        if (failed(parsePassPipeline(kCPULowering, pm)))
          llvm::report_fatal_error("dtc-cpu-lowering: bad pipeline text");
      });
}
