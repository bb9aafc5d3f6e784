//===- CheckpointFiles.h - the file operations checkpoints are made of ----===//
//
// Checkpoint directories are untrusted input (docs/training.md): every
// operation here refuses or removes links instead of following them, reads
// only regular files of a bounded size, and fsyncs what it writes, so that
// a checkpoint renamed into place is complete on disk.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_IO_CHECKPOINTFILES_H
#define DTC_RUNTIME_IO_CHECKPOINTFILES_H

#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>

namespace dtc::checkpoint::files {

/// `what`: strerror(errno).
std::string systemError(const std::string &what);

/// Writes `parts` into a new file at `path` and fsyncs it. What was at
/// `path` (a crashed save's file, or a link someone put there) is removed
/// first, and the new file is created, never opened through a link.
bool writeFile(const std::string &path,
               std::initializer_list<std::pair<const void *, int64_t>> parts,
               std::string &error);

/// Reads the regular file `file` of at most `limit` bytes: a link, a FIFO
/// or device, or a larger file is an error, never followed, waited for or
/// read whole. Errors start with the file's name.
bool readFile(const std::string &file, int64_t limit, std::string &into,
              std::string &error);

/// readFile() of `root`/`relative`, where no component of `relative` may
/// be a link: what a checkpoint holds is read from its directory only.
bool readFileBelow(const std::string &root, const std::string &relative,
                   int64_t limit, std::string &into, std::string &error);

/// Creates the directories of `relative` ('/'-separated) under `root`, as
/// `mkdir -p` would; one that exists must be a directory, not a link.
bool makeDirectories(const std::string &root, const std::string &relative,
                     std::string &error);

/// fsyncs `path` (a file or directory).
bool fsyncPath(const std::string &path, std::string &error);

/// fsyncs every directory of the tree at `path` (its files were fsynced
/// when written), so that their entries are on disk.
bool fsyncDirectories(const std::string &path, std::string &error);

/// Removes the tree at `path`. A link, there or inside, is removed itself:
/// nothing it names is touched.
void removeTree(const std::string &path);

bool isDirectory(const std::string &path);

} // namespace dtc::checkpoint::files

#endif // DTC_RUNTIME_IO_CHECKPOINTFILES_H
