//===- Checkpoint.cpp - sharded, atomic checkpoints of a job's variables --===//
//
// The format and the protocol are in dtc/Checkpoint.h. Every file and
// directory is written and fsynced before the directory holding them is
// renamed, and the checkpoints' directory is fsynced after each rename, so
// that what CURRENT names is complete on disk whenever CURRENT exists.
//
//===----------------------------------------------------------------------===//
#include "dtc/Checkpoint.h"

#include "CheckpointFiles.h"
#include "CheckpointIndex.h"
#include "CheckpointZarr.h"
#include "DType.h"
#include "Layout.h"
#include "Npy.h"

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <memory>
#include <set>
#include <sys/stat.h>
#include <unistd.h>

namespace dtc::checkpoint {

using files::fsyncPath;
using files::isDirectory;
using files::removeTree;
using files::systemError;
using files::writeFile;

namespace {

/// An index larger than this is not one a save wrote (a line per shard:
/// millions of shards).
constexpr int64_t kMaxIndexBytes = int64_t(256) << 20;

/// Fault injection for the crash tests, where enabled
/// (dtc_enable_fault_injection): DTC_TEST_KILL_DURING_SAVE=N kills the
/// process (SIGKILL, as `kill -9`) at the N-th step of a save; in a job of
/// several processes, only client DTC_TEST_FAULT_CLIENT (if set).
void savePoint() {
  if (!dtc_fault_injection_enabled())
    return;
  static int counter = 0;
  static const char *at = std::getenv("DTC_TEST_KILL_DURING_SAVE");
  static const char *client = std::getenv("DTC_TEST_FAULT_CLIENT");
  if (client && std::atoi(client) != dtc_client_id())
    return;
  if (at && ++counter == std::atoi(at))
    std::raise(SIGKILL);
}

/// Whether `name` is one a save gives a checkpoint: "ckpt-" and a step.
bool checkpointName(const std::string &name) {
  const std::string prefix = "ckpt-";
  if (name.size() <= prefix.size() || name.size() > prefix.size() + 19 ||
      name.compare(0, prefix.size(), prefix) != 0)
    return false;
  return std::all_of(name.begin() + long(prefix.size()), name.end(),
                     [](char c) { return c >= '0' && c <= '9'; });
}

} // namespace

bool exists(const std::string &dir) {
  return ::access((dir + "/CURRENT").c_str(), F_OK) == 0;
}

namespace {

std::string partialDir(const std::string &dir, int64_t step) {
  return dir + "/ckpt-" + std::to_string(step) + ".partial";
}

} // namespace

bool beginSave(const std::string &dir, int64_t step, std::string &error) {
  if (!isDirectory(dir) && ::mkdir(dir.c_str(), 0755) != 0) {
    error = systemError("cannot create the checkpoint directory " + dir);
    return false;
  }
  Index old;
  std::string oldPath, ignored;
  if (exists(dir) && readIndex(dir, old, oldPath, ignored) &&
      oldPath == dir + "/ckpt-" + std::to_string(step)) {
    error = "the checkpoint of step " + std::to_string(step) +
            " is current already";
    return false;
  }
  std::string partial = partialDir(dir, step);
  removeTree(partial); // a crashed save's
  if (::mkdir(partial.c_str(), 0755) != 0) {
    error = systemError("cannot create " + partial);
    return false;
  }
  return true;
}

bool writeShards(const std::string &dir, Index &index, const ShardData &data,
                 std::string &error) {
  std::string partial = partialDir(dir, index.step);
  for (size_t i = 0; i < index.variables.size(); ++i) {
    Variable &v = index.variables[i];
    v.format = kFormat;
    int64_t count = product(v.block());
    std::vector<uint16_t> narrowed;
    for (Variable::Shard &s : v.shards) {
      const void *bytes = data[i][s.position];
      if (!bytes) // another process's
        continue;
      int64_t size = count * dtc_dtype_size(v.dtype);
      if (v.bf16) {
        narrowed.resize(size_t(count));
        for (int64_t e = 0; e < count; ++e)
          narrowed[e] = toBF16(static_cast<const float *>(bytes)[e]);
        bytes = narrowed.data();
        size = count * 2;
      }
      s.crc = crc32c(bytes, size);
      if (count == 0) // an empty array has no chunks
        continue;
      // The chunk: the bytes, then the crc32c codec's checksum (little
      // endian).
      unsigned char trailer[4];
      for (int k = 0; k < 4; ++k)
        trailer[k] = static_cast<unsigned char>(s.crc >> (8 * k));
      std::string file = v.fileOf(s.position);
      if (!files::makeDirectories(partial, file.substr(0, file.rfind('/')),
                                  error) ||
          !writeFile(partial + "/" + file, {{bytes, size}, {trailer, 4}},
                     error))
        return false;
      savePoint();
    }
  }
  return true;
}

namespace {

/// Writes the Zarr hierarchy's metadata of `index` into the checkpoint
/// directory `partial`: each variable's array, the groups between them
/// and the root, and the root group carrying the index.
bool writeMetadata(const std::string &partial, const Index &index,
                   std::string &error) {
  std::set<std::string> groups;
  for (const Variable &v : index.variables) {
    for (size_t at = v.name.find('/'); at != std::string::npos;
         at = v.name.find('/', at + 1))
      groups.insert(v.name.substr(0, at));
    std::string json = zarr::array(v);
    if (!files::makeDirectories(partial, v.name, error) ||
        !writeFile(partial + "/" + v.name + "/zarr.json",
                   {{json.data(), int64_t(json.size())}}, error))
      return false;
  }
  savePoint();
  std::string json = zarr::group();
  for (const std::string &g : groups)
    if (!writeFile(partial + "/" + g + "/zarr.json",
                   {{json.data(), int64_t(json.size())}}, error))
      return false;
  json = zarr::rootGroup(index, formatIndex(index));
  return writeFile(partial + "/zarr.json",
                   {{json.data(), int64_t(json.size())}}, error);
}

} // namespace

bool commitSave(const std::string &dir, const Index &index,
                std::string &error) {
  std::string name = "ckpt-" + std::to_string(index.step);
  std::string partial = partialDir(dir, index.step);
  std::string final = dir + "/" + name;
  auto abandon = [&] {
    removeTree(partial);
    return false;
  };
  if (!writeMetadata(partial, index, error) ||
      !files::fsyncDirectories(partial, error))
    return abandon();
  savePoint();
  removeTree(final); // a crashed save's, renamed but never current
  if (::rename(partial.c_str(), final.c_str()) != 0) {
    error = systemError("cannot rename " + partial + " to " + final);
    return abandon();
  }
  if (!fsyncPath(dir, error))
    return false;
  savePoint();
  std::string pointer = name + "\n";
  std::string temp = dir + "/CURRENT.partial";
  if (!writeFile(temp, {{pointer.data(), int64_t(pointer.size())}}, error))
    return false;
  savePoint();
  if (::rename(temp.c_str(), (dir + "/CURRENT").c_str()) != 0) {
    error = systemError("cannot rename " + temp);
    return false;
  }
  if (!fsyncPath(dir, error))
    return false;
  savePoint();
  // The previous checkpoint, and whatever killed saves left (ckpt-N and
  // ckpt-N.partial other than the new one): only names a save gives, and
  // never through a link. Other files of the directory stay.
  if (DIR *d = ::opendir(dir.c_str())) {
    std::vector<std::string> stale;
    while (dirent *e = ::readdir(d)) {
      std::string entry = e->d_name;
      std::string base = entry.size() > 8 && entry.compare(entry.size() - 8, 8,
                                                           ".partial") == 0
                             ? entry.substr(0, entry.size() - 8)
                             : entry;
      if (entry != name && checkpointName(base))
        stale.push_back(dir + "/" + entry);
    }
    ::closedir(d);
    for (const std::string &path : stale)
      removeTree(path);
  }
  return true;
}

void abandonSave(const std::string &dir, int64_t step) {
  removeTree(partialDir(dir, step));
}

bool save(const std::string &dir, Index &index, const ShardData &data,
          std::string &error) {
  if (!checkNames(index, error) || !beginSave(dir, index.step, error))
    return false;
  if (!writeShards(dir, index, data, error)) {
    abandonSave(dir, index.step);
    return false;
  }
  return commitSave(dir, index, error);
}

bool saveJob(const std::string &dir, Index &index, const ShardData &data,
             std::string &error) {
  if (dtc_num_clients() == 1 || !checkNames(index, error))
    return dtc_num_clients() == 1 && save(dir, index, data, error);
  const int32_t me = dtc_client_id();
  auto runtimeFailed = [&] {
    error = dtc_last_error();
    return false;
  };
  if (me == 0 && !beginSave(dir, index.step, error))
    return false;
  if (dtc_clients_barrier() != DTC_OK)
    return runtimeFailed();
  if (!writeShards(dir, index, data, error))
    return false;
  // Each shard is written by one process; the others leave its checksum 0.
  std::vector<uint32_t> crcs, theirs;
  for (const Variable &v : index.variables)
    for (const Variable::Shard &s : v.shards)
      crcs.push_back(s.crc);
  theirs.resize(crcs.size());
  int64_t bytes = int64_t(crcs.size() * sizeof(uint32_t));
  const int32_t tag = DTC_CLIENTS_BARRIER_TAG - 1;
  if (me != 0) {
    if (dtc_client_send(0, crcs.data(), bytes, tag) != DTC_OK)
      return runtimeFailed();
  } else {
    for (int32_t c = 1; c < dtc_num_clients(); ++c) {
      if (dtc_client_recv(c, theirs.data(), bytes, tag) != DTC_OK)
        return runtimeFailed();
      for (size_t k = 0; k < crcs.size(); ++k)
        crcs[k] |= theirs[k];
    }
    size_t k = 0;
    for (Variable &v : index.variables)
      for (Variable::Shard &s : v.shards)
        s.crc = crcs[k++];
    if (!commitSave(dir, index, error))
      return false;
  }
  if (dtc_clients_barrier() != DTC_OK)
    return runtimeFailed();
  return true;
}

bool readIndex(const std::string &dir, Index &index, std::string &path,
               std::string &error) {
  std::string pointer = dir + "/CURRENT", text;
  std::string name;
  if (!files::readFile(pointer, 4096, name, error))
    return false;
  while (!name.empty() && (name.back() == '\n' || name.back() == ' '))
    name.pop_back();
  // Only a name a save gives: never ".", "..", a path or a link's way out.
  if (!checkpointName(name)) {
    error = pointer + ": does not name a checkpoint (ckpt-STEP)";
    return false;
  }
  path = dir + "/" + name;
  // Format 3: the root group's zarr.json carries the index; format 2 had
  // it in a file of its own.
  int format = kFormat;
  std::string file = path + "/zarr.json";
  if (::access(file.c_str(), F_OK) != 0 &&
      ::access((path + "/index").c_str(), F_OK) == 0) {
    format = 2;
    file = path + "/index";
  }
  if (!files::readFile(file, kMaxIndexBytes, text, error))
    return false;
  std::string indexText = text;
  if ((format == kFormat && !zarr::indexText(text, indexText, error)) ||
      !parseIndex(indexText, format, index, error)) {
    error = file + ": " + error;
    return false;
  }
  index.format = format;
  index.source = file;
  return true;
}

namespace {

/// The mesh `v` was saved from, after checking its layout and that the
/// index lists exactly the shards dtc_unpack reads (else null, `error` set).
std::unique_ptr<dtc_mesh, void (*)(dtc_mesh *)> savedMesh(const Variable &v,
                                                          std::string &error) {
  std::unique_ptr<dtc_mesh, void (*)(dtc_mesh *)> mesh(
      dtc_mesh_create(int32_t(v.meshShape.size()), v.meshShape.data(),
                      v.deviceIds.data()),
      dtc_mesh_destroy);
  dtc_layout layout = v.layout();
  if (!mesh || dtc_layout_check(mesh.get(), &layout, int32_t(v.shape.size()),
                                v.shape.data()) != DTC_OK) {
    error = "variable \"" + v.name +
            "\": the index's mesh or layout is "
            "invalid: " +
            dtc_last_error();
    mesh.reset();
    return mesh;
  }
  // The shards dtc_unpack reads, exactly: an index listing others is not
  // one dtc wrote.
  Variable expected = v;
  chooseShards(expected);
  bool same = expected.shards.size() == v.shards.size();
  for (size_t i = 0; same && i < v.shards.size(); ++i)
    same = expected.shards[i].position == v.shards[i].position;
  if (!same) {
    error = "variable \"" + v.name + "\": the index lists " +
            std::to_string(v.shards.size()) + " shards, its layout has " +
            std::to_string(expected.shards.size());
    mesh.reset();
  }
  return mesh;
}

std::string shapeText(const char *dtype, const std::vector<int64_t> &dims) {
  std::string out = std::string(dtype) + "[";
  for (size_t d = 0; d < dims.size(); ++d)
    out += (d ? "x" : "") + std::to_string(dims[d]);
  return out + "]";
}

/// Reads a shard of format 2 (a .npy file) into `block`, checking its dtype
/// and shape.
bool readNpyShard(const std::string &file, const Variable &v,
                  std::string &block, std::string &error) {
  std::vector<int64_t> shape = v.block();
  dtc_dtype stored = v.bf16 ? DTC_BF16 : v.dtype;
  dtc_npy_header header;
  if (runtime::readNpy(file.c_str(), v.bf16, header, block,
                       /*noFollow=*/true) != DTC_OK) {
    error = dtc_last_error();
    return false;
  }
  std::vector<int64_t> have(header.shape, header.shape + header.rank);
  if (header.dtype != stored || have != shape) {
    error = "holds " +
            shapeText(header.dtype == DTC_BF16 && v.bf16
                          ? "bf16"
                          : dtc_dtype_name(header.dtype),
                      have) +
            ", the index says " +
            shapeText(v.bf16 ? "bf16" : dtc_dtype_name(v.dtype), shape);
    return false;
  }
  return true;
}

/// Reads a chunk of format 3 into `block`: its size must be the block's
/// and its trailer the crc32c of its bytes.
bool readChunk(const std::string &path, const std::string &chunk,
               const Variable &v, std::string &block, std::string &error) {
  dtc_dtype stored = v.bf16 ? DTC_BF16 : v.dtype;
  int64_t bytes = product(v.block()) * dtc_dtype_size(stored);
  if (bytes == 0) { // an empty array has no chunks
    block.clear();
    return true;
  }
  if (!files::readFileBelow(path, chunk, bytes + 4, block, error)) {
    // (readFileBelow names the file; the caller does.)
    error =
        error.substr(std::min(error.size(), path.size() + chunk.size() + 3));
    return false;
  }
  if (int64_t(block.size()) != bytes + 4) {
    error = "holds " + std::to_string(block.size()) +
            " bytes, the index says " +
            shapeText(dtc_dtype_name(stored), v.block()) + ": " +
            std::to_string(bytes) + " bytes and a 4-byte checksum";
    return false;
  }
  uint32_t trailer = 0;
  for (int k = 3; k >= 0; --k)
    trailer = trailer << 8 | uint8_t(block[size_t(bytes + k)]);
  block.resize(size_t(bytes));
  if (crc32c(block.data(), bytes) != trailer) {
    error = "wrong checksum (the file is corrupt)";
    return false;
  }
  return true;
}

/// Reads shard `i` of `v` (checking its dtype, shape and checksum) into
/// `block`; a bfloat16 shard is widened into `widened`. Returns the data.
const void *readShard(const std::string &path, const Variable &v, size_t i,
                      std::string &block, std::vector<float> &widened,
                      std::string &error) {
  std::vector<int64_t> shape = v.block();
  const Variable::Shard &s = v.shards[i];
  std::string file = path + "/" + v.fileOf(s.position);
  if (!(v.format >= 3 ? readChunk(path, v.fileOf(s.position), v, block, error)
                      : readNpyShard(file, v, block, error))) {
    error = "variable \"" + v.name + "\": shard " + file + ": " + error;
    return nullptr;
  }
  // The index's checksum too: a chunk of another save (whose own checksum
  // holds) in this one's place is refused.
  if (crc32c(block.data(), int64_t(block.size())) != s.crc) {
    error = "variable \"" + v.name + "\": shard " + file +
            (v.format >= 3 ? ": not the one the index lists (its checksum "
                             "differs: a chunk of another save?)"
                           : ": wrong checksum (the file is corrupt)");
    return nullptr;
  }
  if (!v.bf16)
    return block.data();
  int64_t count = product(shape);
  widened.resize(size_t(count));
  const auto *bits = reinterpret_cast<const uint16_t *>(block.data());
  for (int64_t e = 0; e < count; ++e)
    widened[size_t(e)] = fromBF16(bits[e]);
  return widened.data();
}

} // namespace

bool assemble(const std::string &path, const Variable &v, void *global,
              std::string &error) {
  auto mesh = savedMesh(v, error);
  if (!mesh)
    return false;
  dtc_layout layout = v.layout();
  std::vector<std::string> blocks(v.shards.size());
  std::vector<std::vector<float>> widened(v.shards.size());
  std::vector<const void *> shards(size_t(product(v.meshShape)), nullptr);
  for (size_t i = 0; i < v.shards.size(); ++i)
    if (!(shards[size_t(v.shards[i].position)] =
              readShard(path, v, i, blocks[i], widened[i], error)))
      return false;
  if (dtc_unpack(mesh.get(), &layout, v.dtype, int32_t(v.shape.size()),
                 v.shape.data(), shards.data(), global) != DTC_OK) {
    error = "variable \"" + v.name + "\": " + dtc_last_error();
    return false;
  }
  return true;
}

bool restoreShards(const std::string &path, const Variable &v,
                   const dtc_mesh *mesh, const dtc_layout *layout,
                   void *const *shards, std::string &error) {
  if (!savedMesh(v, error))
    return false;
  const int32_t rank = int32_t(v.shape.size());
  runtime::LayoutPlan plan;
  if (runtime::planLayout(mesh, layout, rank, v.shape.data(), "restore",
                          plan) != DTC_OK) {
    error = "variable \"" + v.name + "\": " + dtc_last_error();
    return false;
  }
  // Where the saved shards lie: the block shape, the axes of each
  // dimension, and per mesh position the index of its shard in v.shards.
  std::vector<int64_t> block = v.block();
  std::vector<int64_t> shardAt(size_t(product(v.meshShape)), -1);
  for (size_t i = 0; i < v.shards.size(); ++i)
    shardAt[size_t(v.shards[i].position)] = int64_t(i);
  // (A single-device layout lists no dimensions: its one shard is whole.)
  std::vector<std::vector<int32_t>> dimAxes(static_cast<size_t>(rank));
  for (int32_t d = 0, k = 0; v.singleDevice < 0 && d < rank; ++d)
    for (int32_t i = 0; i < v.dimNumAxes[size_t(d)]; ++i)
      dimAxes[size_t(d)].push_back(v.dimAxes[size_t(k++)]);
  // The saved shard that holds global element `offset` (-1: none), the
  // element's offset in it, and how many elements from there on it holds
  // in a row (to the end of its block's row).
  std::vector<int64_t> coord(v.meshShape.size());
  auto locate = [&](int64_t offset, int64_t &within, int64_t &run) {
    std::fill(coord.begin(), coord.end(), 0);
    int64_t stride = 1;
    within = 0;
    run = 1;
    for (int32_t d = rank - 1; d >= 0; --d) {
      int64_t size = v.shape[size_t(d)], b = block[size_t(d)];
      int64_t c = offset % size;
      offset /= size;
      within += (c % b) * stride;
      stride *= b;
      if (d == rank - 1)
        run = std::min(b - c % b, size - c); // a short last block too
      // The block index spread over the dimension's axes, major to minor.
      int64_t k = c / b;
      for (auto a = dimAxes[size_t(d)].rbegin(); a != dimAxes[size_t(d)].rend();
           ++a) {
        coord[size_t(*a)] = k % v.meshShape[size_t(*a)];
        k /= v.meshShape[size_t(*a)];
      }
    }
    int64_t position = 0;
    for (size_t a = 0; a < v.meshShape.size(); ++a)
      position = position * v.meshShape[a] + coord[a];
    if (v.singleDevice >= 0)
      position = v.singleDevice;
    return shardAt[size_t(position)];
  };
  // Calls `piece(shard, within, count)` for each piece of a global run.
  auto split = [&](int64_t offset, int64_t count, const auto &piece) {
    while (count > 0) {
      int64_t within, run;
      int64_t i = locate(offset, within, run);
      int64_t n = std::min(run, count);
      if (i < 0 || !piece(size_t(i), within, n))
        return false;
      offset += n;
      count -= n;
    }
    return true;
  };
  const int64_t devices = dtc_mesh_num_devices(mesh);
  // First the saved shards the given shards need; only those are read.
  std::vector<bool> needed(v.shards.size(), false);
  runtime::GlobalReader mark = [&](void *, int64_t offset, int64_t count) {
    return split(offset, count, [&](size_t i, int64_t, int64_t) {
      needed[i] = true;
      return true;
    });
  };
  for (int64_t d = 0; d < devices; ++d)
    if (shards[d] && !runtime::packShard(plan, d, v.dtype, shards[d], mark)) {
      error = "variable \"" + v.name + "\": the index's shards do not cover it";
      return false;
    }
  std::vector<std::string> blocks(v.shards.size());
  std::vector<std::vector<float>> widened(v.shards.size());
  std::vector<const char *> data(v.shards.size(), nullptr);
  for (size_t i = 0; i < v.shards.size(); ++i)
    if (needed[i] && !(data[i] = static_cast<const char *>(readShard(
                           path, v, i, blocks[i], widened[i], error))))
      return false;
  const int64_t es = dtc_dtype_size(v.dtype);
  for (int64_t d = 0; d < devices; ++d) {
    if (!shards[d])
      continue;
    runtime::GlobalReader copy = [&](void *dst, int64_t offset, int64_t count) {
      char *to = static_cast<char *>(dst);
      return split(offset, count, [&](size_t i, int64_t within, int64_t n) {
        std::memcpy(to, data[i] + within * es, size_t(n * es));
        to += n * es;
        return true;
      });
    };
    runtime::packShard(plan, d, v.dtype, shards[d], copy);
  }
  return true;
}

bool convert(const std::string &from, const std::string &to,
             std::string &error) {
  Index index;
  std::string path;
  if (!readIndex(from, index, path, error))
    return false;
  if (exists(to)) {
    error = to + " has a checkpoint already: convert into a new directory";
    return false;
  }
  // Every shard read and checked as a restore reads it, then saved as a
  // checkpoint of this format (bfloat16 widened and narrowed back: exact).
  std::vector<std::vector<std::string>> blocks;
  std::vector<std::vector<std::vector<float>>> widened;
  ShardData data;
  for (const Variable &v : index.variables) {
    if (!savedMesh(v, error))
      return false;
    blocks.emplace_back(v.shards.size());
    widened.emplace_back(v.shards.size());
    data.emplace_back(size_t(product(v.meshShape)), nullptr);
    for (size_t i = 0; i < v.shards.size(); ++i)
      if (!(data.back()[size_t(v.shards[i].position)] = readShard(
                path, v, i, blocks.back()[i], widened.back()[i], error)))
        return false;
  }
  return save(to, index, data, error);
}

} // namespace dtc::checkpoint
