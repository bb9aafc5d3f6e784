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

#include "dtc/Lowering/CPUPipeline.h"
#include "dtc/Lowering/GPUPipeline.h"
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
  Option<int64_t> clients{
      *this, "clients",
      llvm::cl::desc("Compile for a job of this many client processes: "
                     "meshes that name no clients are split over them "
                     "(dtensor-set-clients), once TF's meshes are symbols"),
      llvm::cl::init(1)};
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

/// Registers dtc-global-to-local, dtc-cpu-lowering and dtc-gpu-lowering
/// under their names.
void registerPipelines();

} // namespace dtc

#endif // DTC_PIPELINES_PIPELINES_H
