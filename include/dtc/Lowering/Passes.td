//===- Passes.td - dtc's lowering passes -------------------*- tablegen -*-===//
//
// From a local-view program to code, by target: what every target runs
// (lib/Lowering/Common), then each target's own (lib/Lowering/CPU,
// lib/Lowering/GPU). A new target is one more folder and one more file of
// passes here.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_LOWERING_PASSES_TD
#define DTC_LOWERING_PASSES_TD

include "mlir/Pass/PassBase.td"

include "CommonPasses.td"
include "CPUPasses.td"
include "GPUPasses.td"

#endif // DTC_LOWERING_PASSES_TD
