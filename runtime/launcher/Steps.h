//===- Steps.h - running the entry as a training job's step function ------===//
//
// A training job (docs/training.md) runs its entry once per step: each
// dataset argument gets the step's batch, each result that assigns a
// variable is stored into the variable's shards on their devices (it has
// the variable's layout, so no unpacking), outputs are collected, and a
// progress line shows the step, the rate and the scalar outputs.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_LAUNCHER_STEPS_H
#define DTC_RUNTIME_LAUNCHER_STEPS_H

#include <cstdint>

namespace dtc::launcher {

struct Options;
struct Run;

/// The number of steps: --steps, else one pass over the datasets (all of
/// which must hold the same number of batches), else 1. Returns 0, or 1
/// after reporting why the datasets cannot be used.
int planSteps(Run &run, const Options &o);

/// Runs every step; the last step's results stay for storeOutputs (the
/// caller frees them). Returns 0, or 1 after reporting the failure.
int runSteps(Run &run, const Options &o, double &compute);

} // namespace dtc::launcher

#endif // DTC_RUNTIME_LAUNCHER_STEPS_H
