//===- JobCheckpoints.h - a job's variables to and from checkpoints -------===//
//
// The launcher's side of dtc/Checkpoint.h: which variables of the entry a
// checkpoint holds, from which shards, and the checks before a restore.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_LAUNCHER_JOBCHECKPOINTS_H
#define DTC_RUNTIME_LAUNCHER_JOBCHECKPOINTS_H

#include <cstdint>
#include <string>

namespace dtc::launcher {

struct EntrySpec;
struct Options;
struct Run;

/// A hash of what makes a checkpoint the entry's: its name and each
/// argument's and result's role, variable, dtype and global shape (not the
/// mesh or layouts: a checkpoint restores onto any).
uint64_t fingerprint(const EntrySpec &entry);

/// If --checkpoint names a directory with a checkpoint, checks it against
/// the entry, packs every variable from it (loadInputs left them to it)
/// and sets `run.firstStep`. Returns 0, or 1 after reporting the failure
/// (nothing is written either way).
int restoreCheckpoint(Run &run, const Options &o);

/// Saves the variables after `steps` steps into --checkpoint's directory.
int saveCheckpoint(Run &run, const Options &o, int64_t steps);

} // namespace dtc::launcher

#endif // DTC_RUNTIME_LAUNCHER_JOBCHECKPOINTS_H
