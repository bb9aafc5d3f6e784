//===- Io.h - reading inputs and writing outputs --------------------------===//
//
// Inputs are global arrays (--input, packed into per-device shards by the
// arguments' layouts) or per-device shards (--input-shards). Outputs are
// global arrays (unpacked by the results' layouts) or per-device shards;
// each is written to a temporary file, and all are renamed into place only
// when every one has been written.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_LAUNCHER_IO_H
#define DTC_RUNTIME_LAUNCHER_IO_H

namespace dtc::launcher {

struct Options;
struct Run;

/// Reads the entry's arguments into `run`'s shards and descriptors; returns
/// 0, or 1 after reporting the failure.
int loadInputs(Run &run, const Options &o);

/// Writes the entry's results from `run`'s result descriptors; returns 0,
/// or 1 after reporting the failure (no output is left behind then).
int storeOutputs(Run &run, const Options &o);

} // namespace dtc::launcher

#endif // DTC_RUNTIME_LAUNCHER_IO_H
