//===- ProgramImage.cpp - the program a dtc executable carries ------------===//
#include "ProgramImage.h"

#include "dtc/executable.h"
#include "dtc/runtime.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace dtc::launcher {

namespace {

/// Closes a descriptor on every path out.
struct Fd {
  int fd = -1;
  ~Fd() {
    if (fd >= 0)
      ::close(fd);
  }
};

/// Copies `size` bytes at `offset` of `from` to the start of `to`.
bool copyBytes(int from, uint64_t offset, uint64_t size, int to,
               std::string &error) {
  std::string buffer(1 << 16, '\0');
  for (uint64_t done = 0; done < size;) {
    size_t want = size_t(std::min<uint64_t>(buffer.size(), size - done));
    ssize_t got = ::pread(from, buffer.data(), want, off_t(offset + done));
    if (got <= 0) {
      if (got < 0 && errno == EINTR)
        continue;
      error = std::string("cannot read the program: ") +
              (got < 0 ? std::strerror(errno) : "the file ends early");
      return false;
    }
    for (ssize_t put = 0; put < got;) {
      ssize_t n = ::write(to, buffer.data() + put, size_t(got - put));
      if (n < 0) {
        if (errno == EINTR)
          continue;
        error =
            std::string("cannot write the program: ") + std::strerror(errno);
        return false;
      }
      put += n;
    }
    done += uint64_t(got);
  }
  return true;
}

} // namespace

bool holdsProgram(const char *path) {
  Fd exe;
  exe.fd = ::open(path, O_RDONLY | O_CLOEXEC);
  struct stat st;
  dtc_executable_trailer trailer;
  return exe.fd >= 0 && ::fstat(exe.fd, &st) == 0 &&
         uint64_t(st.st_size) >= sizeof trailer &&
         ::pread(exe.fd, &trailer, sizeof trailer,
                 off_t(uint64_t(st.st_size) - sizeof trailer)) ==
             ssize_t(sizeof trailer) &&
         std::memcmp(trailer.magic, DTC_EXECUTABLE_MAGIC,
                     sizeof trailer.magic) == 0;
}

bool loadProgramImage(const char *path, ProgramImage &image, std::string &error,
                      bool programFile) {
  Fd exe;
  exe.fd = ::open(path, O_RDONLY | O_CLOEXEC);
  struct stat st;
  if (exe.fd < 0 || ::fstat(exe.fd, &st) != 0) {
    error = std::string("cannot open this executable (") + path +
            "): " + std::strerror(errno);
    return false;
  }
  dtc_executable_trailer trailer;
  const uint64_t fileSize = uint64_t(st.st_size);
  if (fileSize < sizeof trailer ||
      ::pread(exe.fd, &trailer, sizeof trailer,
              off_t(fileSize - sizeof trailer)) != ssize_t(sizeof trailer) ||
      std::memcmp(trailer.magic, DTC_EXECUTABLE_MAGIC, sizeof trailer.magic) !=
          0 ||
      trailer.size == 0 || trailer.offset > fileSize - sizeof trailer ||
      trailer.size != fileSize - sizeof trailer - trailer.offset) {
    error =
        "this executable holds no dtc program at its end (was it stripped or "
        "truncated?): compile it again with dtc compile";
    return false;
  }
  // The program as a file dlopen can read: one the user names, or memory.
  std::string soPath;
  Fd so;
  if (const char *file =
          programFile ? std::getenv("DTC_PROGRAM_FILE") : nullptr;
      file && *file) {
    // Never through a link: the file is the program's, not what a link
    // (put there by anyone) names.
    so.fd = ::open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW,
                   0644);
    soPath = file;
  } else {
    so.fd = ::memfd_create("dtc-program", MFD_CLOEXEC);
    soPath = "/proc/self/fd/" + std::to_string(so.fd);
  }
  if (so.fd < 0) {
    error = "cannot make a file for the program (" + soPath +
            "): " + std::strerror(errno);
    return false;
  }
  if (!copyBytes(exe.fd, trailer.offset, trailer.size, so.fd, error))
    return false;
  // RTLD_NOW: a reference the launcher does not export is an error here,
  // not a crash in the middle of a run.
  void *handle = ::dlopen(soPath.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    error = std::string("cannot load the program: ") + ::dlerror();
    return false;
  }
  // The memory file stays open as long as the program stays loaded (for the
  // process): dlopen knows a loaded object by its path, and a later
  // program's memfd must not get this one's descriptor number, hence path.
  if (soPath.rfind("/proc/self/fd/", 0) == 0)
    so.fd = -1;
  image.descriptor =
      static_cast<const char *>(::dlsym(handle, DTC_PROGRAM_SYMBOL));
  image.entries =
      static_cast<void *const *>(::dlsym(handle, DTC_ENTRIES_SYMBOL));
  image.hostEntries =
      static_cast<void *const *>(::dlsym(handle, DTC_HOST_ENTRIES_SYMBOL));
  if (!image.descriptor || !image.entries || !image.hostEntries) {
    error = "the program in this executable has no descriptor or entry table";
    return false;
  }
  // Compiled for the crash tests: the process obeys their DTC_TEST_*
  // variables from now on.
  if (::dlsym(handle, DTC_FAULT_INJECTION_SYMBOL))
    dtc_enable_fault_injection();
  return true;
}

} // namespace dtc::launcher
