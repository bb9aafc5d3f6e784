//===- Checkpoint.cpp - sharded, atomic checkpoints of a job's variables --===//
//
// The format and the protocol are in dtc/Checkpoint.h. Every file is
// written and fsynced before the directory holding it is renamed, and the
// directory is fsynced after each rename, so that what CURRENT names is
// complete on disk whenever CURRENT exists.
//
//===----------------------------------------------------------------------===//
#include "dtc/Checkpoint.h"

#include "DType.h"
#include "Layout.h"
#include "Npy.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <memory>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace dtc::checkpoint {

namespace {

const char kIndexMagic[] = "dtc-checkpoint";
constexpr int kIndexVersion = 2;
/// An index larger than this is not one a save wrote (a line per shard:
/// millions of shards).
constexpr int64_t kMaxIndexBytes = int64_t(256) << 20;

int64_t product(const std::vector<int64_t> &v) {
  int64_t n = 1;
  for (int64_t d : v)
    n *= d;
  return n;
}

std::string systemError(const std::string &what) {
  return what + ": " + std::strerror(errno);
}

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

bool fsyncPath(const std::string &path, std::string &error) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    error = systemError("cannot open " + path);
    return false;
  }
  bool ok = ::fsync(fd) == 0;
  if (!ok)
    error = systemError("cannot fsync " + path);
  ::close(fd);
  return ok;
}

/// Writes `parts` into a new file at `path` and fsyncs it. What was at
/// `path` (a crashed save's file, or a link someone put there) is removed
/// first, and the new file is created, never opened through a link.
bool writeFile(const std::string &path,
               std::initializer_list<std::pair<const void *, int64_t>> parts,
               std::string &error) {
  ::unlink(path.c_str());
  int fd = ::open(path.c_str(),
                  O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0) {
    error = systemError("cannot create " + path);
    return false;
  }
  for (auto [data, bytes] : parts) {
    const char *p = static_cast<const char *>(data);
    while (bytes > 0) {
      ssize_t n = ::write(fd, p, size_t(std::min<int64_t>(bytes, 1 << 30)));
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0) {
        error = systemError("cannot write " + path);
        ::close(fd);
        return false;
      }
      p += n;
      bytes -= n;
    }
  }
  if (::fsync(fd) != 0) {
    error = systemError("cannot fsync " + path);
    ::close(fd);
    return false;
  }
  ::close(fd);
  return true;
}

/// Removes a checkpoint directory's files and the directory (not recursive
/// beyond one level: checkpoints have no subdirectories). A link where the
/// directory should be is removed itself: nothing it names is touched.
void removeDirectory(const std::string &path) {
  int fd =
      ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) {
    struct stat info;
    if (::lstat(path.c_str(), &info) == 0 && !S_ISDIR(info.st_mode))
      ::unlink(path.c_str());
    return;
  }
  if (DIR *d = ::fdopendir(fd)) {
    while (dirent *e = ::readdir(d))
      if (std::strcmp(e->d_name, ".") && std::strcmp(e->d_name, ".."))
        ::unlinkat(fd, e->d_name, 0); // a link goes, not what it names
    ::closedir(d);                    // and fd with it
  } else {
    ::close(fd);
  }
  ::rmdir(path.c_str());
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

/// Reads the small regular file `file` (at most `limit` bytes): a link, a
/// FIFO or device, or a larger file is an error, never followed, waited
/// for or read whole.
bool readSmallFile(const std::string &file, int64_t limit, std::string &into,
                   std::string &error) {
  int fd = ::open(file.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    error = systemError("cannot read " + file);
    return false;
  }
  struct stat info;
  if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode) ||
      info.st_size > limit) {
    error = file + ": " +
            (S_ISREG(info.st_mode)
                 ? "larger than " + std::to_string(limit) + " bytes"
                 : std::string("not a regular file"));
    ::close(fd);
    return false;
  }
  into.assign(size_t(info.st_size), '\0');
  for (size_t done = 0; done < into.size();) {
    ssize_t n = ::pread(fd, &into[done], into.size() - done, off_t(done));
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0) {
      error = systemError("cannot read " + file);
      ::close(fd);
      return false;
    }
    done += size_t(n);
  }
  ::close(fd);
  return true;
}

bool isDirectory(const std::string &path) {
  struct stat info;
  return ::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode);
}

std::vector<int64_t> coordinates(const std::vector<int64_t> &meshShape,
                                 int64_t position) {
  std::vector<int64_t> coords(meshShape.size());
  for (size_t a = meshShape.size(); a-- > 0;) {
    coords[a] = position % meshShape[a];
    position /= meshShape[a];
  }
  return coords;
}

/// The shape of a variable's shard (every saved shard is a full block).
std::vector<int64_t> blockShape(const Variable &v) {
  std::vector<int64_t> shape = v.shape;
  if (v.singleDevice >= 0)
    return shape;
  const int32_t *axes = v.dimAxes.data();
  for (size_t d = 0; d < shape.size(); ++d)
    for (int32_t i = 0; i < v.dimNumAxes[d]; ++i)
      shape[d] /= v.meshShape[*axes++];
  return shape;
}

dtc_dtype dtypeNamed(const std::string &name, bool &ok) {
  for (int t = DTC_F32; runtime::isValidDType(dtc_dtype(t)); ++t)
    if (name == dtc_dtype_name(dtc_dtype(t)))
      return dtc_dtype(t);
  ok = false;
  return DTC_F32;
}

std::string formatIndex(const Index &index) {
  std::ostringstream os;
  os << kIndexMagic << " " << kIndexVersion << "\nprogram " << index.program
     << " " << std::hex << index.fingerprint << std::dec << "\nstep "
     << index.step << "\n";
  auto list = [&](const auto &values) {
    os << " " << values.size();
    for (auto v : values)
      os << " " << v;
  };
  for (const Variable &v : index.variables) {
    os << "variable " << v.name << " dtype " << dtc_dtype_name(v.dtype)
       << " stored " << (v.bf16 ? "bf16" : dtc_dtype_name(v.dtype)) << " shape";
    list(v.shape);
    os << " mesh";
    list(v.meshShape);
    os << " ids";
    list(v.deviceIds);
    os << " layout " << v.dimNumAxes.size();
    const int32_t *axes = v.dimAxes.data();
    for (int32_t n : v.dimNumAxes) {
      os << " " << n;
      for (int32_t i = 0; i < n; ++i)
        os << " " << *axes++;
    }
    os << " device " << v.singleDevice << " shards " << v.shards.size();
    for (const Variable::Shard &s : v.shards)
      os << "\n  shard " << s.position << " " << std::hex << s.crc << std::dec;
    os << "\n";
  }
  os << "end\n";
  // Everything above, checksummed: an index edited by hand (its step, a
  // layout, two shards swapped with their CRCs) is refused as corrupt.
  std::string text = os.str();
  std::ostringstream sum;
  sum << "crc32c " << std::hex << crc32c(text.data(), int64_t(text.size()))
      << "\n";
  return text + sum.str();
}

/// Axis sizes of at least 1 and at most 2^20 devices in all, so that
/// products of them cannot overflow.
bool meshFits(const std::vector<int64_t> &shape) {
  int64_t devices = 1;
  for (int64_t d : shape) {
    if (d < 1 || d > (1 << 20) || (devices *= d) > (1 << 20))
      return false;
  }
  return shape.size() <= DTC_MAX_RANK;
}

bool parseIndex(const std::string &whole, Index &index, std::string &error) {
  // The last line checksums the rest.
  const std::string mark = "crc32c ";
  size_t at = whole.rfind("\n" + mark);
  uint32_t sum = 0;
  {
    std::istringstream last(at == std::string::npos
                                ? std::string()
                                : whole.substr(at + 1 + mark.size()));
    std::string rest;
    if (at == std::string::npos || !(last >> std::hex >> sum) ||
        (last >> rest)) {
      error = whole.compare(0, 17, "dtc-checkpoint 1\n") == 0
                  ? "saved by an older dtc (index version 1, not checksummed): "
                    "save it "
                    "again with this one"
                  : "not a dtc checkpoint index (or another version of one)";
      return false;
    }
  }
  const std::string text = whole.substr(0, at + 1);
  if (crc32c(text.data(), int64_t(text.size())) != sum) {
    error =
        "the index's checksum does not match it (it was edited or is corrupt)";
    return false;
  }
  std::istringstream in(text);
  auto word = [&](const char *expected) {
    std::string w;
    return (in >> w) && w == expected;
  };
  auto list = [&](auto &values) {
    size_t n;
    if (!(in >> n) || n > (1u << 20))
      return false;
    values.resize(n);
    for (auto &v : values)
      if (!(in >> v))
        return false;
    return true;
  };
  int version = 0;
  if (!word(kIndexMagic) || !(in >> version) || version != kIndexVersion ||
      !word("program") || !(in >> index.program) ||
      !(in >> std::hex >> index.fingerprint >> std::dec) || !word("step") ||
      !(in >> index.step)) {
    error = "not a dtc checkpoint index (or another version of one)";
    return false;
  }
  if (index.step < 0) {
    error = "step " + std::to_string(index.step) + " is not a step";
    return false;
  }
  std::string w;
  while ((in >> w) && w == "variable") {
    Variable v;
    std::string dtype, stored;
    size_t ndims, nshards;
    bool ok = bool(in >> v.name) && word("dtype") && (in >> dtype) &&
              word("stored") && (in >> stored) && word("shape") &&
              list(v.shape) && word("mesh") && list(v.meshShape) &&
              meshFits(v.meshShape) && word("ids") && list(v.deviceIds) &&
              word("layout") && (in >> ndims) &&
              (ndims == v.shape.size() || ndims == 0);
    for (size_t d = 0; ok && d < ndims; ++d) {
      std::vector<int32_t> axes;
      ok = list(axes);
      for (int32_t a : axes)
        ok &= a >= 0 && size_t(a) < v.meshShape.size();
      v.dimNumAxes.push_back(int32_t(axes.size()));
      v.dimAxes.insert(v.dimAxes.end(), axes.begin(), axes.end());
    }
    ok = ok && word("device") && (in >> v.singleDevice) && word("shards") &&
         (in >> nshards) && nshards <= size_t(product(v.meshShape));
    for (size_t s = 0; ok && s < nshards; ++s) {
      Variable::Shard shard;
      ok = word("shard") && (in >> shard.position) &&
           (in >> std::hex >> shard.crc >> std::dec) && shard.position >= 0 &&
           shard.position < product(v.meshShape);
      v.shards.push_back(shard);
    }
    if (ok)
      v.dtype = dtypeNamed(dtype, ok);
    // Narrowed to bf16 for storage (--save-bf16): an f32 variable stored
    // as bf16; a bf16 variable is stored as it is.
    v.bf16 = stored == "bf16" && dtype != "bf16";
    // A single-device layout has no dimension entries, any other one each.
    ok = ok && (v.singleDevice >= 0 ? ndims == 0 : ndims == v.shape.size());
    ok = ok && (v.bf16 ? v.dtype == DTC_F32 : stored == dtype) &&
         v.deviceIds.size() == size_t(product(v.meshShape));
    for (int64_t d : v.shape)
      ok &= d >= 0;
    ok = ok && v.shape.size() <= DTC_MAX_RANK && v.singleDevice >= -1 &&
         v.singleDevice < product(v.meshShape);
    if (!ok) {
      error = "variable entry " + std::to_string(index.variables.size()) +
              (v.name.empty() ? "" : " (\"" + v.name + "\")") + " is malformed";
      return false;
    }
    index.variables.push_back(std::move(v));
  }
  if (w != "end") {
    error = "expected 'variable' or 'end', got '" + w + "'";
    return false;
  }
  return true;
}

} // namespace

dtc_layout Variable::layout() const {
  dtc_layout l;
  l.num_dims = int32_t(dimNumAxes.size());
  l.dim_num_axes = dimNumAxes.data();
  l.dim_axes = dimAxes.data();
  l.num_partial_axes = 0;
  l.partial_axes = nullptr;
  l.partial_reduction = DTC_SUM;
  l.single_device = singleDevice;
  return l;
}

std::string Variable::fileOf(int64_t position) const {
  std::string file = name;
  for (char &c : file)
    if (c == '/')
      c = '~';
  return file + "." + std::to_string(position) + ".npy";
}

const Variable *Index::find(const std::string &name) const {
  for (const Variable &v : variables)
    if (v.name == name)
      return &v;
  return nullptr;
}

void chooseShards(Variable &v) {
  v.shards.clear();
  std::vector<bool> used(v.meshShape.size(), false);
  for (int32_t a : v.dimAxes)
    used[a] = true;
  for (int64_t p = 0; p < product(v.meshShape); ++p) {
    bool read = v.singleDevice >= 0 ? p == v.singleDevice : true;
    std::vector<int64_t> coords = coordinates(v.meshShape, p);
    for (size_t a = 0; v.singleDevice < 0 && a < coords.size(); ++a)
      read &= used[a] || coords[a] == 0;
    if (read)
      v.shards.push_back({p, 0});
  }
}

namespace {

/// CRC-32C in software, a byte at a time (machines without SSE4.2).
uint32_t crc32cSoftware(uint32_t c, const unsigned char *p, int64_t bytes) {
  static const auto table = [] {
    std::array<uint32_t, 256> t{};
    for (uint32_t i = 0; i < 256; ++i) {
      uint32_t v = i;
      for (int k = 0; k < 8; ++k)
        v = v & 1 ? 0x82F63B78u ^ (v >> 1) : v >> 1;
      t[i] = v;
    }
    return t;
  }();
  for (int64_t i = 0; i < bytes; ++i)
    c = table[(c ^ p[i]) & 0xFF] ^ (c >> 8);
  return c;
}

#if defined(__x86_64__)
/// CRC-32C with SSE4.2's crc32 instruction, 8 bytes at a time.
__attribute__((target("sse4.2"))) uint32_t
crc32cHardware(uint32_t c, const unsigned char *p, int64_t bytes) {
  uint64_t wide = c;
  for (; bytes >= 8; p += 8, bytes -= 8) {
    uint64_t word;
    std::memcpy(&word, p, 8);
    wide = __builtin_ia32_crc32di(wide, word);
  }
  c = uint32_t(wide);
  for (; bytes > 0; ++p, --bytes)
    c = __builtin_ia32_crc32qi(c, *p);
  return c;
}
#endif

} // namespace

uint32_t crc32c(const void *data, int64_t bytes) {
  const auto *p = static_cast<const unsigned char *>(data);
#if defined(__x86_64__)
  static const bool hardware = __builtin_cpu_supports("sse4.2");
  if (hardware)
    return ~crc32cHardware(~0u, p, bytes);
#endif
  return ~crc32cSoftware(~0u, p, bytes);
}

uint16_t toBF16(float value) { return runtime::floatToBf16(value); }

float fromBF16(uint16_t bits) { return runtime::bf16ToFloat(bits); }

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
  removeDirectory(partial); // a crashed save's
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
    std::vector<int64_t> shape = blockShape(v);
    int64_t count = product(shape);
    std::string header =
        v.bf16 ? runtime::formatNpyHeader("<u2", int32_t(shape.size()),
                                          shape.data())
               : runtime::formatNpyHeader(v.dtype, int32_t(shape.size()),
                                          shape.data());
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
      if (!writeFile(partial + "/" + v.fileOf(s.position),
                     {{header.data(), int64_t(header.size())}, {bytes, size}},
                     error))
        return false;
      savePoint();
    }
  }
  return true;
}

bool commitSave(const std::string &dir, const Index &index,
                std::string &error) {
  std::string name = "ckpt-" + std::to_string(index.step);
  std::string partial = partialDir(dir, index.step);
  std::string final = dir + "/" + name;
  auto abandon = [&] {
    removeDirectory(partial);
    return false;
  };
  std::string text = formatIndex(index);
  if (!writeFile(partial + "/index", {{text.data(), int64_t(text.size())}},
                 error) ||
      !fsyncPath(partial, error))
    return abandon();
  savePoint();
  removeDirectory(final); // a crashed save's, renamed but never current
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
      removeDirectory(path);
  }
  return true;
}

void abandonSave(const std::string &dir, int64_t step) {
  removeDirectory(partialDir(dir, step));
}

bool save(const std::string &dir, Index &index, const ShardData &data,
          std::string &error) {
  if (!beginSave(dir, index.step, error))
    return false;
  if (!writeShards(dir, index, data, error)) {
    abandonSave(dir, index.step);
    return false;
  }
  return commitSave(dir, index, error);
}

bool saveJob(const std::string &dir, Index &index, const ShardData &data,
             std::string &error) {
  if (dtc_num_clients() == 1)
    return save(dir, index, data, error);
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
  if (!readSmallFile(pointer, 4096, name, error))
    return false;
  while (!name.empty() && (name.back() == '\n' || name.back() == ' '))
    name.pop_back();
  // Only a name a save gives: never ".", "..", a path or a link's way out.
  if (!checkpointName(name)) {
    error = pointer + ": does not name a checkpoint (ckpt-STEP)";
    return false;
  }
  path = dir + "/" + name;
  std::string file = path + "/index";
  if (!readSmallFile(file, kMaxIndexBytes, text, error))
    return false;
  if (!parseIndex(text, index, error)) {
    error = file + ": " + error;
    return false;
  }
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

/// Reads shard `i` of `v` (checking its dtype, shape and checksum) into
/// `block`; a bfloat16 shard is widened into `widened`. Returns the data.
const void *readShard(const std::string &path, const Variable &v, size_t i,
                      std::string &block, std::vector<float> &widened,
                      std::string &error) {
  std::vector<int64_t> shape = blockShape(v);
  dtc_dtype stored = v.bf16 ? DTC_BF16 : v.dtype;
  const Variable::Shard &s = v.shards[i];
  std::string file = path + "/" + v.fileOf(s.position);
  std::string what = "variable \"" + v.name + "\": shard " + file;
  dtc_npy_header header;
  if (runtime::readNpy(file.c_str(), v.bf16, header, block,
                       /*noFollow=*/true) != DTC_OK) {
    error = what + ": " + dtc_last_error();
    return nullptr;
  }
  std::vector<int64_t> have(header.shape, header.shape + header.rank);
  if (header.dtype != stored || have != shape) {
    auto text = [](const char *dtype, const std::vector<int64_t> &dims) {
      std::string out = std::string(dtype) + "[";
      for (size_t d = 0; d < dims.size(); ++d)
        out += (d ? "x" : "") + std::to_string(dims[d]);
      return out + "]";
    };
    error =
        what + " holds " +
        text(header.dtype == DTC_BF16 && v.bf16 ? "bf16"
                                                : dtc_dtype_name(header.dtype),
             have) +
        ", the index says " +
        text(v.bf16 ? "bf16" : dtc_dtype_name(v.dtype), shape);
    return nullptr;
  }
  if (crc32c(block.data(), int64_t(block.size())) != s.crc) {
    error = what + ": wrong checksum (the file is corrupt)";
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
  std::vector<int64_t> block = blockShape(v);
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
        run = b - c % b;
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

} // namespace dtc::checkpoint
