//===- CheckpointFiles.cpp - the file operations checkpoints are made of --===//
#include "CheckpointFiles.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace dtc::checkpoint::files {

namespace {

/// Checkpoints nest a variable's name and its chunk keys: deeper trees are
/// not ones a save made, and are not walked.
constexpr int kMaxDepth = 64;

/// Calls `visit(fd of the directory, entry name, is a directory)` for each
/// entry of the directory open at `fd` (which it closes).
template <typename Visit> void forEachEntry(int fd, const Visit &visit) {
  DIR *d = ::fdopendir(fd);
  if (!d) {
    ::close(fd);
    return;
  }
  while (dirent *e = ::readdir(d)) {
    if (!std::strcmp(e->d_name, ".") || !std::strcmp(e->d_name, ".."))
      continue;
    struct stat info;
    bool directory =
        ::fstatat(fd, e->d_name, &info, AT_SYMLINK_NOFOLLOW) == 0 &&
        S_ISDIR(info.st_mode);
    visit(fd, e->d_name, directory);
  }
  ::closedir(d); // and fd with it
}

void removeEntries(int fd, int depth) {
  forEachEntry(fd, [&](int dir, const char *name, bool directory) {
    if (!directory) {
      ::unlinkat(dir, name, 0); // a link goes, not what it names
      return;
    }
    int sub =
        ::openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (sub >= 0 && depth < kMaxDepth)
      removeEntries(sub, depth + 1);
    else if (sub >= 0)
      ::close(sub);
    ::unlinkat(dir, name, AT_REMOVEDIR);
  });
}

bool fsyncEntries(int fd, const std::string &path, int depth,
                  std::string &error) {
  bool ok = ::fsync(fd) == 0;
  if (!ok)
    error = systemError("cannot fsync " + path);
  forEachEntry(::dup(fd), [&](int dir, const char *name, bool directory) {
    if (!ok || !directory)
      return;
    int sub =
        ::openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (sub < 0 || depth >= kMaxDepth) {
      error = sub < 0 ? systemError("cannot open " + path + "/" + name)
                      : path + ": nested deeper than a checkpoint is";
      ok = false;
    } else {
      ok = fsyncEntries(sub, path + "/" + name, depth + 1, error);
    }
    if (sub >= 0)
      ::close(sub);
  });
  return ok;
}

} // namespace

std::string systemError(const std::string &what) {
  return what + ": " + std::strerror(errno);
}

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

namespace {

/// Reads the file open at `fd` (closing it), named `file` in errors.
bool readOpened(int fd, const std::string &file, int64_t limit,
                std::string &into, std::string &error) {
  if (fd < 0) {
    error = systemError(file + ": cannot open");
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
      error = systemError(file + ": cannot read");
      ::close(fd);
      return false;
    }
    done += size_t(n);
  }
  ::close(fd);
  return true;
}

constexpr int kReadFlags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC;

} // namespace

bool readFile(const std::string &file, int64_t limit, std::string &into,
              std::string &error) {
  return readOpened(::open(file.c_str(), kReadFlags), file, limit, into, error);
}

bool readFileBelow(const std::string &root, const std::string &relative,
                   int64_t limit, std::string &into, std::string &error) {
  int fd = ::open(root.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  size_t start = 0, end = 0;
  int file = -1;
  for (; fd >= 0; start = end + 1) {
    end = relative.find('/', start);
    std::string part = relative.substr(start, end - start);
    int next = ::openat(fd, part.c_str(),
                        end == std::string::npos
                            ? kReadFlags
                            : O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    struct stat info;
    if (next < 0 &&
        ::fstatat(fd, part.c_str(), &info, AT_SYMLINK_NOFOLLOW) == 0 &&
        S_ISLNK(info.st_mode)) {
      error = root + "/" + relative + ": cannot open: " + root + "/" +
              relative.substr(0, end) +
              " is a link (a checkpoint is read from its directory only)";
      ::close(fd);
      return false;
    }
    int saved = errno;
    ::close(fd);
    errno = saved;
    if (end == std::string::npos) {
      file = next;
      break;
    }
    fd = next;
  }
  return readOpened(file, root + "/" + relative, limit, into, error);
}

bool makeDirectories(const std::string &root, const std::string &relative,
                     std::string &error) {
  std::string path = root;
  for (size_t start = 0; start <= relative.size();) {
    size_t end = relative.find('/', start);
    if (end == std::string::npos)
      end = relative.size();
    path += "/" + relative.substr(start, end - start);
    start = end + 1;
    if (::mkdir(path.c_str(), 0755) == 0)
      continue;
    struct stat info;
    if (errno != EEXIST || ::lstat(path.c_str(), &info) != 0 ||
        !S_ISDIR(info.st_mode)) {
      error = errno == EEXIST ? path + ": exists and is not a directory"
                              : systemError("cannot create " + path);
      return false;
    }
  }
  return true;
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

bool fsyncDirectories(const std::string &path, std::string &error) {
  int fd =
      ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) {
    error = systemError("cannot open " + path);
    return false;
  }
  bool ok = fsyncEntries(fd, path, 0, error);
  ::close(fd);
  return ok;
}

void removeTree(const std::string &path) {
  int fd =
      ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) {
    struct stat info;
    if (::lstat(path.c_str(), &info) == 0 && !S_ISDIR(info.st_mode))
      ::unlink(path.c_str());
    return;
  }
  removeEntries(fd, 0);
  ::rmdir(path.c_str());
}

bool isDirectory(const std::string &path) {
  struct stat info;
  return ::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode);
}

} // namespace dtc::checkpoint::files
