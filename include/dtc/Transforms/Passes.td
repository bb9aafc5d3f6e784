//===- Passes.td - dtc's transformation passes -------------*- tablegen -*-===//
//
// The global-to-local pipeline, stage by stage (lib/Transforms/<stage>/, one
// file of passes each). The lowering's passes are in dtc/Lowering.
// Pass names: `dtensor-` for passes on layouts and collectives (the
// global-to-local stages and their reports), `dtc-` for all others.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_TRANSFORMS_PASSES_TD
#define DTC_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

include "ImportPasses.td"
include "PropagationPasses.td"
include "PartitionPasses.td"
include "OptimizationPasses.td"

#endif // DTC_TRANSFORMS_PASSES_TD
