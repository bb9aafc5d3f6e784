//===- Options.h - the launcher's command line ----------------------------===//
//
// What a dtc executable is asked to do: which entry to run, where its
// inputs come from (global arrays or per-device shards) and where its
// results go, and whether to report timing; or to list its entries.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_LAUNCHER_OPTIONS_H
#define DTC_RUNTIME_LAUNCHER_OPTIONS_H

#include "Program.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace dtc::launcher {

struct Options {
  /// Global arrays for the arguments that are not variables and for the
  /// results that do not assign one, in order.
  std::vector<std::string> inputs, outputs;
  std::string entry = "main", inputShards, outputShards;
  bool timing = false;
  /// Seconds a wait for another process may last (0: the default).
  double collectiveTimeout = 0;
  /// Print the job's clients and this process's devices, and exit.
  bool listDevices = false;
  /// Training jobs (docs/training.md). `steps` < 0: one epoch of the
  /// datasets, or one step without any.
  int64_t steps = -1;
  /// Every `logEvery` steps (and the last) a progress line; 0: none.
  int64_t logEvery = 1;
  /// Outputs hold every step's value, stacked along a new first dimension.
  bool stackOutputs = false;
  /// NAME=FILE.npy: a variable's initial value; a variable's final value.
  std::vector<std::pair<std::string, std::string>> variables, variableOutputs;
  /// Checkpoints: restored from at the start when one exists, saved every
  /// `saveEvery` steps (0: only) at the end; f32 variables as bfloat16.
  std::string checkpoint;
  int64_t saveEvery = 0;
  bool saveBF16 = false;
};

/// Parses the command line into `o`; `list` is set by --list. --help prints
/// the usage and exits 0; an unknown or incomplete option fails (returns 1,
/// the usage in the message).
int parseOptions(int argc, char **argv, Options &o, bool &list);

/// Prints each entry with its mesh and signature (--list).
void listEntries(const std::vector<EntrySpec> &entries);

} // namespace dtc::launcher

#endif // DTC_RUNTIME_LAUNCHER_OPTIONS_H
