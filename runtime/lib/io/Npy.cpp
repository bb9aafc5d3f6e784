//===- Npy.cpp - reading and writing .npy files --------------------------===//
#include "Npy.h"
#include "DType.h"
#include "Error.h"
#include "Layout.h"
#include "Mesh.h"

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <new>
#include <sys/stat.h>
#include <unistd.h>

using namespace dtc::runtime;

namespace {

/// An open file descriptor, closed on scope exit.
struct File {
  int fd = -1;
  ~File() {
    if (fd >= 0)
      ::close(fd);
  }
};

/// Reads exactly `length` bytes at `offset`; false on a short read.
bool readAt(int fd, void *buffer, int64_t length, int64_t offset) {
  char *out = static_cast<char *>(buffer);
  while (length > 0) {
    ssize_t n = ::pread(fd, out, std::min<int64_t>(length, 1 << 30), offset);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return false;
    out += n;
    offset += n;
    length -= n;
  }
  return true;
}

bool writeAll(int fd, const void *buffer, int64_t length) {
  const char *in = static_cast<const char *>(buffer);
  while (length > 0) {
    ssize_t n = ::write(fd, in, std::min<int64_t>(length, 1 << 30));
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return false;
    in += n;
    length -= n;
  }
  return true;
}

int formatError(const char *path, const std::string &message) {
  return setError(DTC_ERROR_FORMAT, "'%s': %s", path, message.c_str());
}

/// Opens `path` and reads and checks its header; with `noFollow`, a
/// symbolic link is refused, not followed. A FIFO or device is refused
/// without blocking (opened O_NONBLOCK, then required a regular file).
int openAndReadHeader(const char *path, File &file, dtc_npy_header &header,
                      bool bf16Bits = false, bool noFollow = false) {
  if (!path)
    return setError(DTC_ERROR_INVALID_ARGUMENT, "the .npy path is NULL");
  file.fd = ::open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK |
                             (noFollow ? O_NOFOLLOW : 0));
  if (file.fd < 0)
    return setError(DTC_ERROR_IO, "'%s': cannot open: %s", path,
                    std::strerror(errno));
  struct stat info;
  if (::fstat(file.fd, &info) != 0 || !S_ISREG(info.st_mode))
    return setError(DTC_ERROR_IO, "'%s': not a regular file", path);
  const int64_t fileSize = info.st_size;

  unsigned char prefix[12] = {};
  int64_t have = std::min<int64_t>(fileSize, sizeof prefix);
  if (!readAt(file.fd, prefix, have, 0))
    return setError(DTC_ERROR_IO, "'%s': cannot read: %s", path,
                    std::strerror(errno));
  if (std::memcmp(prefix, kNpyMagic, std::min<int64_t>(have, 6)) != 0)
    return formatError(path, "not a .npy file (bad magic)");
  if (have < 8)
    return formatError(path, "truncated header (" + std::to_string(fileSize) +
                                 " bytes)");
  const int major = prefix[6], minor = prefix[7];
  if ((major != 1 && major != 2 && major != 3) || minor != 0)
    return formatError(path, "unsupported .npy version " +
                                 std::to_string(major) + "." +
                                 std::to_string(minor));
  const int64_t lengthBytes = major == 1 ? 2 : 4;
  if (have < 8 + lengthBytes)
    return formatError(path, "truncated header (" + std::to_string(fileSize) +
                                 " bytes)");
  int64_t headerLength = prefix[8] | prefix[9] << 8;
  if (major > 1)
    headerLength |= int64_t(prefix[10]) << 16 | int64_t(prefix[11]) << 24;
  const int64_t dataOffset = 8 + lengthBytes + headerLength;
  if (dataOffset > fileSize)
    return formatError(path, "truncated header: it declares " +
                                 std::to_string(headerLength) +
                                 " bytes, the file has " +
                                 std::to_string(fileSize - 8 - lengthBytes));
  std::string text(headerLength, '\0');
  if (!readAt(file.fd, &text[0], headerLength, 8 + lengthBytes))
    return setError(DTC_ERROR_IO, "'%s': cannot read the header", path);
  std::string error;
  if (parseNpyHeader(text, header, error, bf16Bits) != DTC_OK)
    return formatError(path, "bad header: " + error);
  int64_t count = numElements(header.shape, header.rank, header.dtype);
  if (count < 0)
    return formatError(path, "the array is too large");
  header.data_offset = dataOffset;
  header.data_bytes = count * dtc_dtype_size(header.dtype);
  const int64_t dataHave = fileSize - dataOffset;
  if (dataHave < header.data_bytes)
    return formatError(
        path, "truncated data: expected " + std::to_string(header.data_bytes) +
                  " bytes, the file has " + std::to_string(dataHave));
  if (dataHave > header.data_bytes)
    return formatError(path, std::to_string(dataHave - header.data_bytes) +
                                 " unexpected bytes after the data");
  return DTC_OK;
}

std::string describe(dtc_dtype dtype, int32_t rank, const int64_t *shape) {
  return std::string(dtc_dtype_name(dtype)) + formatList(shape, rank);
}

/// openAndReadHeader, then a comparison with the expected dtype and shape.
int openAndCheck(const char *path, dtc_dtype dtype, int32_t rank,
                 const int64_t *shape, File &file, dtc_npy_header &header) {
  if (!isValidDType(dtype) || rank < 0 || rank > DTC_MAX_RANK ||
      (rank > 0 && !shape))
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "bad expected dtype or shape for '%s'",
                    path ? path : "(null)");
  if (int status = openAndReadHeader(path, file, header))
    return status;
  bool same = header.dtype == dtype && header.rank == rank;
  for (int32_t d = 0; same && d < rank; ++d)
    same = header.shape[d] == shape[d];
  if (!same)
    return setError(DTC_ERROR_MISMATCH, "'%s' holds %s, expected %s", path,
                    describe(header.dtype, header.rank, header.shape).c_str(),
                    describe(dtype, rank, shape).c_str());
  return DTC_OK;
}

/// openAndReadHeader, then a check that the file's array has `dtype`,
/// `rank`, `shape`'s dimensions after the first, and at least `firstRow +
/// shape[0]` rows (a window of rows, e.g. a dataset's batch). `offset` is
/// where row `firstRow` starts.
int openAndCheckRows(const char *path, int64_t firstRow, dtc_dtype dtype,
                     int32_t rank, const int64_t *shape, File &file,
                     dtc_npy_header &header, int64_t &offset) {
  if (!isValidDType(dtype) || rank < 1 || rank > DTC_MAX_RANK || !shape ||
      firstRow < 0 || shape[0] < 0)
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "bad expected rows, dtype or shape for '%s'",
                    path ? path : "(null)");
  if (int status = openAndReadHeader(path, file, header))
    return status;
  bool same = header.dtype == dtype && header.rank == rank;
  for (int32_t d = 1; same && d < rank; ++d)
    same = header.shape[d] == shape[d];
  if (!same || header.shape[0] < firstRow ||
      header.shape[0] - firstRow < shape[0]) {
    std::string wanted = std::string(dtc_dtype_name(dtype)) + "[N";
    for (int32_t d = 1; d < rank; ++d)
      wanted += ", " + std::to_string(shape[d]);
    return setError(DTC_ERROR_MISMATCH,
                    "'%s' holds %s, expected %s] with rows %lld .. %lld", path,
                    describe(header.dtype, header.rank, header.shape).c_str(),
                    wanted.c_str(), (long long)firstRow,
                    (long long)(firstRow + shape[0] - 1));
  }
  int64_t rowBytes = header.shape[0] ? header.data_bytes / header.shape[0] : 0;
  offset = header.data_offset + firstRow * rowBytes;
  return DTC_OK;
}

/// Arrays up to this size are read at once and packed from memory.
constexpr int64_t kWholeReadBytes = int64_t(256) << 20;

/// Packs the array that starts at byte `offset` of `file` (of
/// `global_shape`) into the shards that are not NULL (dtc_npy_read_shards):
/// from one read of the whole array where the shards are as large (up to
/// kWholeReadBytes), else reading only their bytes.
int readShardsAt(const char *path, const File &file, int64_t offset,
                 const dtc_mesh *mesh, const dtc_layout *layout,
                 dtc_dtype dtype, int32_t rank, const int64_t *global_shape,
                 void *const *shards) {
  LayoutPlan plan;
  if (int status = planLayout(mesh, layout, rank, global_shape,
                              "dtc_npy_read_shards", plan))
    return status;
  if (!shards)
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "dtc_npy_read_shards: shards is NULL");
  const int64_t elementSize = dtc_dtype_size(dtype);
  int64_t bytes = elementSize;
  for (int32_t d = 0; d < rank; ++d)
    bytes *= global_shape[d];
  int64_t shardBytes = 0;
  for (int64_t i = 0; i < mesh->shape.numDevices; ++i)
    if (shards[i])
      shardBytes += plan.localCount * elementSize;
  if (bytes <= kWholeReadBytes && shardBytes >= bytes) {
    // The shards hold the whole array (or more): one read of it, then each
    // shard packed from memory. A shard's runs can be short (a 256x128
    // shard of a 256x1024 array is 256 runs of 512 bytes).
    std::unique_ptr<char[]> data(
        new (std::nothrow) char[bytes > 0 ? bytes : 1]);
    if (!data)
      return setError(DTC_ERROR_IO,
                      "'%s': cannot allocate %lld bytes to read it", path,
                      static_cast<long long>(bytes));
    if (bytes > 0 && !readAt(file.fd, data.get(), bytes, offset))
      return setError(DTC_ERROR_IO, "'%s': cannot read the data", path);
    GlobalReader copy = [&](void *dst, int64_t at, int64_t count) {
      std::memcpy(dst, data.get() + at * elementSize, count * elementSize);
      return true;
    };
    for (int64_t i = 0; i < mesh->shape.numDevices; ++i)
      if (shards[i])
        packShard(plan, i, dtype, shards[i], copy);
    return DTC_OK;
  }
  // Otherwise (some of the shards: another process holds the others, or a
  // batch of a dataset) only their bytes are read; runs that follow each
  // other in the file are read at once.
  struct Pending {
    char *dst = nullptr;
    int64_t offset = 0, count = 0;
  } pending;
  auto flush = [&] {
    bool ok = pending.count == 0 ||
              readAt(file.fd, pending.dst, pending.count * elementSize,
                     offset + pending.offset * elementSize);
    pending.count = 0;
    return ok;
  };
  GlobalReader read = [&](void *dst, int64_t at, int64_t count) {
    char *to = static_cast<char *>(dst);
    if (pending.count > 0 && pending.offset + pending.count == at &&
        pending.dst + pending.count * elementSize == to) {
      pending.count += count;
      return true;
    }
    bool ok = flush();
    pending = {to, at, count};
    return ok;
  };
  for (int64_t i = 0; i < mesh->shape.numDevices; ++i)
    if (shards[i] && (!packShard(plan, i, dtype, shards[i], read) || !flush()))
      return setError(DTC_ERROR_IO, "'%s': cannot read the data", path);
  return DTC_OK;
}

} // namespace

extern "C" int dtc_npy_read_header(const char *path, dtc_npy_header *header) {
  if (!header)
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "dtc_npy_read_header: header is NULL");
  File file;
  return openAndReadHeader(path, file, *header);
}

extern "C" int dtc_npy_check(const char *path, dtc_dtype dtype, int32_t rank,
                             const int64_t *shape) {
  File file;
  dtc_npy_header header;
  return openAndCheck(path, dtype, rank, shape, file, header);
}

extern "C" int dtc_npy_read(const char *path, dtc_dtype dtype, int32_t rank,
                            const int64_t *shape, void *data) {
  File file;
  dtc_npy_header header;
  if (int status = openAndCheck(path, dtype, rank, shape, file, header))
    return status;
  if (header.data_bytes > 0 && !data)
    return setError(DTC_ERROR_INVALID_ARGUMENT, "dtc_npy_read: data is NULL");
  if (!readAt(file.fd, data, header.data_bytes, header.data_offset))
    return setError(DTC_ERROR_IO, "'%s': cannot read the data", path);
  return DTC_OK;
}

extern "C" int dtc_npy_read_shards(const char *path, const dtc_mesh *mesh,
                                   const dtc_layout *layout, dtc_dtype dtype,
                                   int32_t rank, const int64_t *global_shape,
                                   void *const *shards) {
  File file;
  dtc_npy_header header;
  if (int status = openAndCheck(path, dtype, rank, global_shape, file, header))
    return status;
  return readShardsAt(path, file, header.data_offset, mesh, layout, dtype, rank,
                      global_shape, shards);
}

extern "C" int dtc_npy_read_row_shards(const char *path, int64_t first_row,
                                       const dtc_mesh *mesh,
                                       const dtc_layout *layout,
                                       dtc_dtype dtype, int32_t rank,
                                       const int64_t *global_shape,
                                       void *const *shards) {
  File file;
  dtc_npy_header header;
  int64_t offset = 0;
  if (int status = openAndCheckRows(path, first_row, dtype, rank, global_shape,
                                    file, header, offset))
    return status;
  return readShardsAt(path, file, offset, mesh, layout, dtype, rank,
                      global_shape, shards);
}

extern "C" int dtc_npy_read_rows(const char *path, int64_t first_row,
                                 dtc_dtype dtype, int32_t rank,
                                 const int64_t *shape, void *data) {
  File file;
  dtc_npy_header header;
  int64_t offset = 0;
  if (int status = openAndCheckRows(path, first_row, dtype, rank, shape, file,
                                    header, offset))
    return status;
  int64_t bytes = dtc_dtype_size(dtype);
  for (int32_t d = 0; d < rank; ++d)
    bytes *= shape[d];
  if (bytes > 0 && !data)
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "dtc_npy_read_rows: data is NULL");
  if (bytes > 0 && !readAt(file.fd, data, bytes, offset))
    return setError(DTC_ERROR_IO, "'%s': cannot read the data", path);
  return DTC_OK;
}

extern "C" int dtc_npy_load(const char *path, dtc_npy_header *header,
                            void **data) {
  if (!header || !data)
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "dtc_npy_load: header or data is NULL");
  *data = nullptr;
  File file;
  if (int status = openAndReadHeader(path, file, *header))
    return status;
  if (header->data_bytes == 0)
    return DTC_OK;
  void *buffer = std::malloc(static_cast<size_t>(header->data_bytes));
  if (!buffer)
    return setError(DTC_ERROR_OUT_OF_MEMORY, "'%s': cannot allocate %lld bytes",
                    path, (long long)header->data_bytes);
  if (!readAt(file.fd, buffer, header->data_bytes, header->data_offset)) {
    std::free(buffer);
    return setError(DTC_ERROR_IO, "'%s': cannot read the data", path);
  }
  *data = buffer;
  return DTC_OK;
}

extern "C" int dtc_npy_write(const char *path, const void *data,
                             dtc_dtype dtype, int32_t rank,
                             const int64_t *shape) {
  if (!path || !*path)
    return setError(DTC_ERROR_INVALID_ARGUMENT, "dtc_npy_write: no path");
  if (!isValidDType(dtype) || rank < 0 || rank > DTC_MAX_RANK ||
      (rank > 0 && !shape))
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "dtc_npy_write: bad dtype or shape for '%s'", path);
  int64_t count = numElements(shape, rank, dtype);
  if (count < 0)
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "dtc_npy_write: bad shape %s for '%s'",
                    formatList(shape, rank).c_str(), path);
  const int64_t bytes = count * dtc_dtype_size(dtype);
  if (bytes > 0 && !data)
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "dtc_npy_write: data is NULL for '%s'", path);
  std::string target = path;
  if (target.back() == '/')
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "dtc_npy_write: '%s' names a directory", path);

  // A hidden temporary name next to the target, unique in this process and
  // among processes (pid), created exclusively.
  static std::atomic<uint64_t> counter{0};
  size_t slash = target.rfind('/');
  std::string dir =
      slash == std::string::npos ? "" : target.substr(0, slash + 1);
  std::string base = target.substr(dir.size());
  std::string temporary;
  int fd = -1;
  for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
    temporary = dir + "." + base + ".tmp-" + std::to_string(::getpid()) + "-" +
                std::to_string(counter++);
    fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
                0666);
    if (fd < 0 && errno != EEXIST)
      break;
  }
  if (fd < 0)
    return setError(DTC_ERROR_IO, "'%s': cannot create a temporary file: %s",
                    path, std::strerror(errno));
  std::string header = formatNpyHeader(dtype, rank, shape);
  const char *failed = nullptr;
  if (!writeAll(fd, header.data(), header.size()) || !writeAll(fd, data, bytes))
    failed = "cannot write";
  else if (::fsync(fd) != 0)
    failed = "cannot flush";
  int error = errno;
  if (::close(fd) != 0 && !failed) {
    failed = "cannot close";
    error = errno;
  }
  if (!failed && ::rename(temporary.c_str(), path) != 0) {
    failed = "cannot rename the temporary file onto it";
    error = errno;
  }
  if (failed) {
    ::unlink(temporary.c_str());
    return setError(DTC_ERROR_IO, "'%s': %s: %s", path, failed,
                    std::strerror(error));
  }
  return DTC_OK;
}

int dtc::runtime::readNpy(const char *path, bool bf16Bits,
                          dtc_npy_header &header, std::string &data,
                          bool noFollow) {
  File file;
  if (int status = openAndReadHeader(path, file, header, bf16Bits, noFollow))
    return status;
  data.assign(size_t(header.data_bytes), '\0');
  if (header.data_bytes &&
      !readAt(file.fd, &data[0], header.data_bytes, header.data_offset))
    return setError(DTC_ERROR_IO, "'%s': cannot read the data", path);
  return DTC_OK;
}
