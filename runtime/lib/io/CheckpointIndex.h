//===- CheckpointIndex.h - what a checkpoint holds, as text ---------------===//
#ifndef DTC_RUNTIME_IO_CHECKPOINTINDEX_H
#define DTC_RUNTIME_IO_CHECKPOINTINDEX_H

#include "dtc/Checkpoint.h"

#include <string>
#include <vector>

namespace dtc::checkpoint {

/// The format a save writes; readIndex reads format 2 too (.npy shards).
constexpr int kFormat = 3;

inline int64_t product(const std::vector<int64_t> &v) {
  int64_t n = 1;
  for (int64_t d : v)
    n *= d;
  return n;
}

/// The index's text (format kFormat), its checksum line last.
std::string formatIndex(const Index &index);

/// Parses an index of format `format`.
bool parseIndex(const std::string &whole, int format, Index &index,
                std::string &error);

} // namespace dtc::checkpoint

#endif // DTC_RUNTIME_IO_CHECKPOINTINDEX_H
