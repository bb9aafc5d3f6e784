//===- Checkpoint.h - sharded, atomic checkpoints of a job's variables ----===//
//
// TF DTensor's DTensorCheckpoint / sharded_save for dtc executables and
// the Python package (docs/training.md). A checkpoint directory holds:
//
//   CURRENT                  the name of the current checkpoint ("ckpt-12")
//   ckpt-12/                 a Zarr v3 hierarchy (format 3):
//     zarr.json              the root group; attributes.dtc.index is dtc's
//                            index (below), its one source of truth
//     <var>/zarr.json        each variable, the array at its name ('/' in a
//                            name: groups, each with its zarr.json)
//     <var>/c/I/J            one chunk per distinct shard of the variable:
//                            the layout's block, a regular chunk grid, the
//                            elements' little-endian bytes and the crc32c
//                            codec's 4-byte checksum of them
//
// zarr-python 3 and TensorStore read it as global arrays without dtc
// (bfloat16, which Zarr's core types lack, as "uint16" with
// attributes.dtc.stored "bf16"). Checkpoints of format 2 (dtc before it:
// ckpt-12/index and a .npy file per shard) restore too, and
// `dtc checkpoint DIR --convert NEW` rewrites one as format 3.
//
// A new checkpoint is written beside the current one (`ckpt-N.partial`),
// every file and directory fsynced, the directory renamed to `ckpt-N`, then
// CURRENT replaced by a rename: a process killed at any point leaves the
// previous checkpoint current and intact. Older checkpoints are removed
// after.
//
// Index (text, whitespace-separated):
//   "dtc-checkpoint" FORMAT
//   "program" NAME FINGERPRINT        the entry and a hash of its signature
//   "step" N                          N >= 0
//   ( "variable" NAME "dtype" DTYPE "stored" DTYPE "shape" RANK DIM*
//     "mesh" RANK SIZE* "ids" N ID* "layout" NDIMS (NAXES AXIS*)*
//     "device" INDEX "shards" N ("shard" POSITION CRC32C)* )*
//   "end"
//   "crc32c" CRC32C                    of every byte before this line
// DTYPE is dtc_dtype_name's ("f32"); "stored" is the shards' dtype, "bf16"
// for an f32 variable saved as bfloat16 (the 16-bit patterns); a bf16
// variable ("dtype bf16 stored bf16") is saved as it is. CRC32C (hex) is
// over each shard's data bytes: the chunk's own checksum, which a restore
// checks against the index too (a chunk of another save is refused).
//
// Variable names are Zarr node paths: '/'-separated components of letters,
// digits, '_', '.' and '-', none empty, "." or "..", none starting with
// "__" (Zarr's) or named "zarr.json", and no name the group of another
// ("a" and "a/b").
//
//===----------------------------------------------------------------------===//
#ifndef DTC_CHECKPOINT_H
#define DTC_CHECKPOINT_H

#include "dtc/runtime.h"

#include <cstdint>
#include <string>
#include <vector>

namespace dtc::checkpoint {

/// A variable in a checkpoint: its global array, the mesh and layout it
/// was saved from, and its distinct shards (the devices dtc_unpack reads).
struct Variable {
  std::string name;
  dtc_dtype dtype = DTC_F32;
  bool bf16 = false; // an f32 variable stored as bfloat16 (--save-bf16)
  std::vector<int64_t> shape;
  std::vector<int64_t> meshShape, deviceIds;
  std::vector<int32_t> dimNumAxes, dimAxes;
  int64_t singleDevice = -1;
  /// The format of the checkpoint it was read from (a save writes 3).
  int format = 3;
  struct Shard {
    int64_t position;
    uint32_t crc;
  };
  std::vector<Shard> shards;

  dtc_layout layout() const;
  /// The shape of each saved shard (the layout's block: ceil(n/k) of a
  /// dimension of n over k shards; the last shards' tails are padding).
  std::vector<int64_t> block() const;
  /// Per dimension, the index of the block of mesh position `position`.
  std::vector<int64_t> blockOf(int64_t position) const;
  /// The file of the shard of mesh position `position`, relative to the
  /// checkpoint's directory (format 3: "<name>/c/I/J").
  std::string fileOf(int64_t position) const;
};

struct Index {
  std::string program;
  uint64_t fingerprint = 0;
  int64_t step = 0;
  std::vector<Variable> variables;
  /// The format of the checkpoint it was read from (a save writes 3), and
  /// the file it was read from (ckpt-N/zarr.json).
  int format = 3;
  std::string source;

  const Variable *find(const std::string &name) const;
};

/// The data of each variable to save, in `index.variables`' order: per
/// mesh position (of the variable's mesh) the shard's buffer, NULL where
/// the position holds no distinct shard.
using ShardData = std::vector<std::vector<const void *>>;

/// Fills `v.shards` with the positions whose shard must be saved: those
/// dtc_unpack reads (coordinate 0 on every axis the layout does not use;
/// the owner of a single-device layout), but not the empty shards of an
/// uneven layout (blocks past the end: the chunks Zarr's grid lacks).
void chooseShards(Variable &v);

/// Whether the variables' names are ones a checkpoint holds (the rule
/// above); else `error` names the first that is not, and why.
bool checkNames(const Index &index, std::string &error);

/// Writes a checkpoint of `index` into `dir` (created if missing) and makes
/// it current. Fills in the shards' checksums. On failure returns false
/// with `error` set and leaves the current checkpoint as it was.
bool save(const std::string &dir, Index &index, const ShardData &data,
          std::string &error);

/// save() in phases, for a job of several processes that share `dir`: one
/// process begins (creates `dir` and the step's partial directory), every
/// process writes its shards (those whose data is not NULL; their
/// checksums are filled in), and once all have, one process commits with
/// every checksum (writes the index and makes the checkpoint current).
/// Until the commit the current checkpoint is the previous one.
bool beginSave(const std::string &dir, int64_t step, std::string &error);
bool writeShards(const std::string &dir, Index &index, const ShardData &data,
                 std::string &error);
bool commitSave(const std::string &dir, const Index &index, std::string &error);
/// Removes what a failed save left.
void abandonSave(const std::string &dir, int64_t step);

/// save() by every process of the job (one process: save() itself), each
/// with the same `index` and its own devices' shards in `data`: client 0
/// begins, every process writes its shards, client 0 gathers their
/// checksums and commits, and every process returns once the checkpoint is
/// current. A process that fails returns false (the job ends), and the
/// previous checkpoint stays current.
bool saveJob(const std::string &dir, Index &index, const ShardData &data,
             std::string &error);

/// Whether `dir` has a current checkpoint.
bool exists(const std::string &dir);

/// Reads the current checkpoint's index; `path` is set to its directory.
bool readIndex(const std::string &dir, Index &index, std::string &path,
               std::string &error);

/// Reads `v`'s shards from the checkpoint at `path`, checks their dtypes,
/// shapes and checksums, and assembles the global array into `global`
/// (`v.dtype`, bfloat16 widened to f32). Errors name the file and variable.
bool assemble(const std::string &path, const Variable &v, void *global,
              std::string &error);

/// Fills the shards of `v` that are not NULL, laid out by `layout` on
/// `mesh` (dtc_pack's shards, by mesh position), from the checkpoint at
/// `path`, reading only the saved shards they overlap (each checked as
/// assemble() checks it). The saved mesh and layout may differ from these.
bool restoreShards(const std::string &path, const Variable &v,
                   const dtc_mesh *mesh, const dtc_layout *layout,
                   void *const *shards, std::string &error);

/// Writes the current checkpoint of `from` (format 2 or 3) into `to` as a
/// checkpoint of format 3 with the same program, step, variables and
/// values, every shard's checksum checked on the way.
bool convert(const std::string &from, const std::string &to,
             std::string &error);

/// bfloat16 of an f32, rounded to nearest even (NaN stays NaN), and back.
uint16_t toBF16(float value);
float fromBF16(uint16_t bits);

/// The CRC-32C (Castagnoli, as iSCSI and ext4 use it) of `bytes`:
/// SSE4.2's instruction where the CPU has it.
uint32_t crc32c(const void *data, int64_t bytes);

} // namespace dtc::checkpoint

#endif // DTC_CHECKPOINT_H
