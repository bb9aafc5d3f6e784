//===- CheckpointZarr.h - a checkpoint as a Zarr v3 hierarchy -------------===//
//
// The metadata that makes a dtc checkpoint a Zarr v3 store (Zarr's core
// specification, version 3.0): the root group's zarr.json carries dtc's
// index, each variable is the array at its name, each distinct shard one
// chunk of a regular grid whose chunk shape is the layout's block, stored
// as little-endian bytes with the crc32c codec's 4-byte checksum after
// them. Readers of Zarr v3 (zarr-python 3, TensorStore) read a checkpoint
// as global arrays without dtc.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_IO_CHECKPOINTZARR_H
#define DTC_RUNTIME_IO_CHECKPOINTZARR_H

#include "dtc/Checkpoint.h"

#include <string>

namespace dtc::checkpoint::zarr {

/// The root group's zarr.json: dtc's index text in attributes.dtc.index.
std::string rootGroup(const Index &index, const std::string &indexText);

/// A group between the root and a variable ("model" of "model/w").
std::string group();

/// The array of variable `v`.
std::string array(const Variable &v);

/// The key of `v`'s shard of mesh position `position`, under the array's
/// directory: "c/I/J" (default chunk key encoding, '/' separated).
std::string chunkKey(const Variable &v, int64_t position);

/// The index text that the root group's zarr.json `json` carries.
bool indexText(const std::string &json, std::string &text, std::string &error);

} // namespace dtc::checkpoint::zarr

#endif // DTC_RUNTIME_IO_CHECKPOINTZARR_H
