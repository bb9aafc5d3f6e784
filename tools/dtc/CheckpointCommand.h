//===- CheckpointCommand.h - `dtc checkpoint`: list and assemble ----------===//
#ifndef DTC_TOOLS_DTC_CHECKPOINTCOMMAND_H
#define DTC_TOOLS_DTC_CHECKPOINTCOMMAND_H

#include <string>

namespace dtc {

/// `dtc checkpoint DIR [--variable NAME -o FILE.npy]`: lists the checkpoint
/// in `dir`, or (with `variable` and `output`) assembles that variable into
/// `output`; returns the exit status.
/// Lists the current checkpoint of `dir`, assembles `variable` into
/// `output`, or converts it into `convertTo` (when not empty).
int runCheckpointCommand(const std::string &dir, const std::string &variable,
                         const std::string &output,
                         const std::string &convertTo);

} // namespace dtc

#endif // DTC_TOOLS_DTC_CHECKPOINTCOMMAND_H
