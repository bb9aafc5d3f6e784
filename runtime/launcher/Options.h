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

#include <string>
#include <vector>

namespace dtc::launcher {

struct Options {
  std::vector<std::string> inputs, outputs;
  std::string entry = "main", inputShards, outputShards;
  bool timing = false;
};

/// Parses the command line into `o`; `list` is set by --list. --help prints
/// the usage and exits 0; an unknown or incomplete option fails (returns 1,
/// the usage in the message).
int parseOptions(int argc, char **argv, Options &o, bool &list);

/// Prints each entry with its mesh and signature (--list).
void listEntries(const std::vector<EntrySpec> &entries);

} // namespace dtc::launcher

#endif // DTC_RUNTIME_LAUNCHER_OPTIONS_H
