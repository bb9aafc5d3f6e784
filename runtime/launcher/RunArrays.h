//===- RunArrays.h - a run's inputs read and outputs written ------------===//
//
// Inputs are global arrays (or datasets, read a batch per step) (--input,
// packed into per-device shards by the arguments' layouts) or per-device shards
// (--input-shards). Outputs are global arrays (unpacked by the results'
// layouts) or per-device shards; each is written to a temporary file, and all
// are renamed into place only when every one has been written.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_LAUNCHER_RUNARRAYS_H
#define DTC_RUNTIME_LAUNCHER_RUNARRAYS_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace dtc::launcher {

struct Buffer;
struct Options;
struct Run;

/// Reads the entry's arguments into `run`'s shards and descriptors; returns
/// 0, or 1 after reporting the failure.
int loadInputs(Run &run, const Options &o);

/// The shards of argument `a` by position in its view: this process's
/// buffers; another process's devices get `elsewhere` (a scratch shard)
/// when it is given, else null.
int argumentShards(Run &run, size_t a, Buffer *elsewhere,
                   std::vector<void *> &shards);

/// Packs the global array `global` into argument `a`'s shards.
int packArgument(Run &run, size_t a, const void *global);
/// packArgument of the .npy at `path`, reading only this process's shards
/// (`what` names it in errors).
int readArgument(Run &run, size_t a, const std::string &path,
                 const std::string &what);

/// Packs the batch of `step` (consecutive batches, an epoch after another)
/// into each dataset argument's shards, and the batch mask (1.0 for real
/// rows) into the mask argument's. A partial last batch is split
/// contiguously over the shards of the dataset's first dimension
/// (splitBatch), each part padded with zeros to the shard's rows.
int feedDatasets(Run &run, int64_t step);

/// `rows` split contiguously over `shards`: ceil(rows / shards) each until
/// they run out (8 -> 4|4, 7 -> 4|3, 1 -> 1|0).
std::vector<int64_t> splitBatch(int64_t rows, int64_t shards);

/// Unpacks this step's outputs that are written or shown: all of them with
/// --stack-outputs (into the step's slot), else those of rank 0 and, at
/// the last step, the rest.
int collectOutputs(Run &run, const Options &o, int64_t step);

/// Writes the outputs (the collected global arrays, or the last step's
/// result shards with --output-shards) and the variables of
/// --variable-out; returns 0, or 1 after reporting the failure (no output
/// is left behind then).
int storeOutputs(Run &run, const Options &o);

} // namespace dtc::launcher

#endif // DTC_RUNTIME_LAUNCHER_RUNARRAYS_H
