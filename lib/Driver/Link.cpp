//===- Link.cpp - an executable: the launcher and the program -------------===//
//
// A dtc executable is the prebuilt launcher (lib/dtc-launcher: main(), the
// runtime, built with dtc) followed by the program's code as a shared
// object and a trailer (dtc/executable.h). Only the program's object is
// linked here, by lld's ELF driver inside dtc: a few symbols, no libraries
// but libmvec where the program calls it, where linking the launcher, the
// runtime and their libraries on every compile took a fifth of a
// compilation.
//
//===----------------------------------------------------------------------===//
#include "dtc/Driver/Driver.h"
#include "dtc/executable.h"

#include "lld/Common/Driver.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

LLD_HAS_DRIVER(elf)

#ifndef DTC_RUNTIME_LIB_DIR
#error "DTC_RUNTIME_LIB_DIR must name the directory of the runtime libraries"
#endif

namespace {

/// A fresh file beside `output` (concurrent `dtc run`s may write one cache
/// entry), removed unless kept.
llvm::Expected<std::string> tempBeside(llvm::StringRef output,
                                       llvm::StringRef kind) {
  llvm::SmallString<128> name;
  int fd;
  if (std::error_code ec =
          llvm::sys::fs::createUniqueFile(output + ".%%%%%%." + kind, fd, name))
    return llvm::createStringError("cannot write " + output + ": " +
                                   ec.message());
  llvm::sys::Process::SafelyCloseFileDescriptor(fd);
  return name.str().str();
}

/// Whether the object at `path` calls a function of glibc's vector math
/// library (LLVM's loop vectorizer names them _ZGV...: _ZGVdN8v_sinf).
llvm::Expected<bool> callsLibmvec(const std::string &path) {
  llvm::Expected<llvm::object::OwningBinary<llvm::object::ObjectFile>> file =
      llvm::object::ObjectFile::createObjectFile(path);
  if (!file)
    return file.takeError();
  for (const llvm::object::SymbolRef &symbol : file->getBinary()->symbols()) {
    llvm::Expected<uint32_t> flags = symbol.getFlags();
    llvm::Expected<llvm::StringRef> name = symbol.getName();
    if (!flags || !name) {
      llvm::consumeError(flags.takeError());
      llvm::consumeError(name.takeError());
      continue;
    }
    if ((*flags & llvm::object::SymbolRef::SF_Undefined) &&
        name->starts_with("_ZGV"))
      return true;
  }
  return false;
}

/// The program's object as a shared object: its undefined symbols are the
/// runtime's (bound to the launcher's exports when it loads), libc's and,
/// where the loop vectorizer called it, libmvec's (then a dependency of the
/// shared object, loaded with it: an executable that calls none does not
/// load it, 0.1 ms warm and 0.75 ms cold).
llvm::Error linkProgram(llvm::StringRef object, const std::string &so) {
  std::string objectPath = object.str();
  // lld's worker threads cost more to start than they save on one object.
  llvm::SmallVector<const char *> args = {
      "ld.lld",  "-shared", "--threads=1", "--hash-style=gnu", "-z",
      "now",     "-z",      "relro",       objectPath.c_str(), "-o",
      so.c_str()};
  llvm::Expected<bool> vectorMath = callsLibmvec(objectPath);
  if (!vectorMath)
    return vectorMath.takeError();
  if (*vectorMath) {
#ifdef DTC_MVEC_LIBRARY
    if (!llvm::sys::fs::exists(DTC_MVEC_LIBRARY))
      return llvm::createStringError(
          "the program calls glibc's vector math library, and " DTC_MVEC_LIBRARY
          " is missing (Debian: apt-get install libc6-dev)");
    args.push_back(DTC_MVEC_LIBRARY);
#else
    return llvm::createStringError("internal error: the program calls libmvec, "
                                   "which this build of dtc does not know");
#endif
  }
  std::string messages;
  llvm::raw_string_ostream diagnostics(messages);
  lld::Result result = lld::lldMain(args, llvm::nulls(), diagnostics,
                                    {{lld::Gnu, &lld::elf::link}});
  if (result.retCode == 0)
    return llvm::Error::success();
  llvm::StringRef text = llvm::StringRef(messages).trim();
  return llvm::createStringError("linking failed" +
                                 (text.empty() ? "" : ": " + text.str()));
}

} // namespace

std::string dtc::launcherPath() { return DTC_RUNTIME_LIB_DIR "/dtc-launcher"; }

llvm::Error dtc::linkExecutable(llvm::StringRef object,
                                llvm::StringRef output) {
  llvm::Expected<std::string> so = tempBeside(output, "dtc-so");
  if (!so)
    return so.takeError();
  llvm::FileRemover removeSo(*so);
  if (llvm::Error err = linkProgram(object, *so))
    return err;

  const std::string launcherPath = dtc::launcherPath();
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> launcher =
      llvm::MemoryBuffer::getFile(launcherPath, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!launcher)
    return llvm::createStringError(std::string("cannot read the launcher ") +
                                   launcherPath + ": " +
                                   launcher.getError().message());
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> program =
      llvm::MemoryBuffer::getFile(*so, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!program)
    return llvm::createStringError("cannot read the linked program: " +
                                   program.getError().message());

  llvm::Expected<std::string> temp = tempBeside(output, "dtc-link");
  if (!temp)
    return temp.takeError();
  llvm::FileRemover removeTemp(*temp);
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(*temp, ec);
    if (ec)
      return llvm::createStringError("cannot write " + output + ": " +
                                     ec.message());
    dtc_executable_trailer trailer;
    std::memcpy(trailer.magic, DTC_EXECUTABLE_MAGIC, sizeof trailer.magic);
    trailer.offset = (*launcher)->getBufferSize();
    trailer.size = (*program)->getBufferSize();
    os << (*launcher)->getBuffer() << (*program)->getBuffer();
    os.write(reinterpret_cast<const char *>(&trailer), sizeof trailer);
    os.close();
    if (os.has_error()) {
      std::string message = os.error().message();
      os.clear_error();
      return llvm::createStringError("cannot write " + output + ": " + message);
    }
  }
  if (std::error_code ec = llvm::sys::fs::setPermissions(
          *temp, llvm::sys::fs::all_read | llvm::sys::fs::all_exe |
                     llvm::sys::fs::owner_write))
    return llvm::createStringError("cannot make " + output +
                                   " executable: " + ec.message());
  if (std::error_code ec = llvm::sys::fs::rename(*temp, output))
    return llvm::createStringError("cannot write " + output + ": " +
                                   ec.message());
  removeTemp.releaseFile();
  return llvm::Error::success();
}
