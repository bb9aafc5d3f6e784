//===- CompileCache.cpp - executables of earlier `dtc run`s, by key -------===//
//
// `dtc run` compiles a program into a cache directory under a name that is
// a hash of everything the executable depends on: the program's text, the
// options that change its code, and this dtc itself (its executable and the
// runtime libraries it links, by path, size and modification time, so that
// a rebuilt dtc never runs an executable an older one made). A second run
// of the same program with the same options finds the executable there and
// skips compilation, as JAX's persistent compilation cache does. Entries
// are written whole (linkExecutable renames a finished file into place), so
// concurrent runs of one program at worst compile it twice. An entry is run
// only if its bytes have the digest recorded when it was written (a
// truncated, altered or replaced file, or a link, is compiled again).
//
//===----------------------------------------------------------------------===//
#include "dtc/Driver/Driver.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include "llvm/TargetParser/Host.h"

#include <chrono>
#include <optional>

#ifndef DTC_RUNTIME_LIB_DIR
#error "DTC_RUNTIME_LIB_DIR must name the directory of the runtime libraries"
#endif

std::string dtc::hostCpuFeatures() {
  std::vector<std::string> features;
  for (auto &f : llvm::sys::getHostCPUFeatures())
    features.push_back((f.second ? "+" : "-") + f.first().str());
  llvm::sort(features);
  return llvm::join(features, ",");
}

namespace {

/// The CPU the host code is compiled for: the one named, or this
/// machine's with its features, so that a cache directory shared by
/// machines of different CPUs keeps their executables apart.
std::string targetCpu(const dtc::CompileOptions &options) {
  if (!options.nativeHostCpu())
    return options.hostCpu;
  return llvm::sys::getHostCPUName().str() + ":" + dtc::hostCpuFeatures();
}

/// Appends `path`'s identity (path, size, modification time) to `key`.
llvm::Error addFileIdentity(std::string &key, const std::string &path) {
  llvm::sys::fs::file_status status;
  if (std::error_code ec = llvm::sys::fs::status(path, status))
    return llvm::createStringError("cannot read " + path + ": " + ec.message());
  key += path + '\0' + std::to_string(status.getSize()) + '\0' +
         std::to_string(
             status.getLastModificationTime().time_since_epoch().count()) +
         '\0';
  return llvm::Error::success();
}

} // namespace

std::string dtc::defaultCompileCacheDir() {
  llvm::SmallString<128> dir;
  if (std::optional<std::string> xdg =
          llvm::sys::Process::GetEnv("XDG_CACHE_HOME");
      xdg && !xdg->empty())
    dir = *xdg;
  else if (!llvm::sys::path::cache_directory(dir))
    return "";
  llvm::sys::path::append(dir, "dtc");
  return dir.str().str();
}

llvm::Expected<std::string>
dtc::compileCacheEntry(const CompileOptions &options, llvm::StringRef dir,
                       const char *argv0, void *mainAddr) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> source =
      llvm::MemoryBuffer::getFile(options.input);
  if (!source)
    return llvm::createStringError("cannot read " + options.input + ": " +
                                   source.getError().message());
  // Everything but the program's text, each field ended by a NUL, then
  // its text.
  std::string key;
  const std::string cpu = targetCpu(options);
  const std::string clientsField =
      options.clients == 1 ? "" : "clients " + std::to_string(options.clients);
  for (llvm::StringRef field :
       {llvm::StringRef("dtc compile cache 3"),
        llvm::StringRef(LLVM_VERSION_STRING), llvm::StringRef(cpu),
        llvm::StringRef(options.gpuArch), llvm::StringRef(options.cudaToolkit),
        llvm::StringRef(options.emulateGpuKernels ? "emulate" : ""),
        llvm::StringRef(options.overlapCollectives ? "" : "no-overlap"),
        llvm::StringRef(options.vectorWidth == 512 ? "" : "vector-width-256"),
        llvm::StringRef(options.faultInjection ? "fault-injection" : ""),
        llvm::StringRef(clientsField)})
    (key += field) += '\0';
  for (const std::string &file :
       {llvm::sys::fs::getMainExecutable(argv0, mainAddr),
        std::string(DTC_RUNTIME_LIB_DIR "/dtc-launcher")})
    if (llvm::Error err = addFileIdentity(key, file))
      return std::move(err);
  key += (*source)->getBuffer();
  llvm::XXH128_hash_t hash =
      llvm::xxh3_128bits(llvm::arrayRefFromStringRef(llvm::StringRef(key)));
  llvm::SmallString<128> path(dir);
  llvm::sys::path::append(
      path, llvm::utohexstr(hash.high64, /*LowerCase=*/true, 16) +
                llvm::utohexstr(hash.low64, /*LowerCase=*/true, 16) + ".exe");
  return path.str().str();
}

namespace {

/// Whether `name` is a cache entry's: 32 hex digits and ".exe".
bool isEntryName(llvm::StringRef name) {
  return name.size() == 36 && name.ends_with(".exe") &&
         llvm::all_of(name.take_front(32), llvm::isHexDigit);
}

} // namespace

namespace {

/// The digest of the file at `path` (xxh3, 128 bits, as hex), or empty
/// when it is not a regular file that can be read.
std::string fileDigest(llvm::StringRef path) {
  llvm::sys::fs::file_status status;
  if (llvm::sys::fs::status(path, status, /*Follow=*/false) ||
      status.type() != llvm::sys::fs::file_type::regular_file)
    return "";
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> bytes =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!bytes)
    return "";
  llvm::XXH128_hash_t hash =
      llvm::xxh3_128bits(llvm::arrayRefFromStringRef((*bytes)->getBuffer()));
  return llvm::utohexstr(hash.high64, /*LowerCase=*/true, 16) +
         llvm::utohexstr(hash.low64, /*LowerCase=*/true, 16);
}

std::string sumPath(llvm::StringRef entry) { return (entry + ".sum").str(); }

} // namespace

void dtc::sealCompileCacheEntry(llvm::StringRef entry) {
  std::string digest = fileDigest(entry);
  if (digest.empty())
    return;
  std::string temp = sumPath(entry) + ".partial";
  {
    std::error_code ec;
    llvm::raw_fd_ostream out(temp, ec);
    if (ec)
      return;
    out << digest << "\n";
  }
  (void)llvm::sys::fs::rename(temp, sumPath(entry));
}

bool dtc::verifyCompileCacheEntry(llvm::StringRef entry) {
  if (!llvm::sys::fs::exists(entry) && !llvm::sys::fs::is_symlink_file(entry))
    return false;
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> sum =
      llvm::MemoryBuffer::getFile(sumPath(entry));
  // No digest yet: another dtc may be between writing the entry and
  // sealing it; it is compiled again (and replaced whole), not removed.
  if (!sum)
    return false;
  std::string digest = fileDigest(entry);
  if (!digest.empty() && (*sum)->getBuffer().trim() == digest)
    return true;
  (void)llvm::sys::fs::remove(entry);
  (void)llvm::sys::fs::remove(sumPath(entry));
  return false;
}

void dtc::touchCompileCacheEntry(llvm::StringRef entry) {
  int fd;
  if (llvm::sys::fs::openFileForRead(entry, fd))
    return;
  (void)llvm::sys::fs::setLastAccessAndModificationTime(
      fd, std::chrono::system_clock::now());
  llvm::sys::Process::SafelyCloseFileDescriptor(fd);
}

void dtc::pruneCompileCache(llvm::StringRef dir, uint64_t maxBytes,
                            llvm::StringRef keep) {
  struct Entry {
    std::string path;
    uint64_t bytes;
    llvm::sys::TimePoint<> used;
  };
  std::vector<Entry> entries;
  uint64_t total = 0;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec;
       it.increment(ec)) {
    if (!isEntryName(llvm::sys::path::filename(it->path())))
      continue;
    llvm::sys::fs::file_status status;
    if (llvm::sys::fs::status(it->path(), status) ||
        status.type() != llvm::sys::fs::file_type::regular_file)
      continue;
    entries.push_back(
        {it->path(), status.getSize(), status.getLastModificationTime()});
    total += status.getSize();
  }
  llvm::sort(entries,
             [](const Entry &a, const Entry &b) { return a.used < b.used; });
  auto inUse = std::chrono::system_clock::now() -
               std::chrono::seconds(kCompileCacheInUseSeconds);
  for (const Entry &e : entries) {
    if (total <= maxBytes || e.used >= inUse)
      break;
    if (llvm::sys::fs::equivalent(e.path, keep))
      continue;
    if (!llvm::sys::fs::remove(e.path, /*IgnoreNonExisting=*/true)) {
      total -= e.bytes;
      (void)llvm::sys::fs::remove(sumPath(e.path));
    }
  }
}
