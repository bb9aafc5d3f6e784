//===- CheckpointCommand.h - `dtc checkpoint`: list and assemble ----------===//
#ifndef DTC_TOOLS_DTC_CHECKPOINTCOMMAND_H
#define DTC_TOOLS_DTC_CHECKPOINTCOMMAND_H

#include <string>
#include <vector>

namespace dtc {

/// `dtc checkpoint DIR [--variable NAME -o FILE.npy]`, with the arguments
/// after `checkpoint`; returns the exit status.
int runCheckpointCommand(const std::vector<std::string> &args);

} // namespace dtc

#endif // DTC_TOOLS_DTC_CHECKPOINTCOMMAND_H
