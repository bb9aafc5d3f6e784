//===- Link.cpp - link a program's object with the runtime, in process ----===//
//
// An executable is the program's object, the launcher (its main) and the
// runtime, linked as the system C++ compiler would link them (its start
// files, library paths and libraries, captured at configure time by
// cmake/HostLinkLine.cmake), but by lld's ELF driver inside dtc: no
// compiler driver, collect2 or GNU ld to start, which took most of a
// compilation's time.
//
//===----------------------------------------------------------------------===//
#include "dtc/Driver/Driver.h"

#include "lld/Common/Driver.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

LLD_HAS_DRIVER(elf)

#ifndef DTC_RUNTIME_LIB_DIR
#error "DTC_RUNTIME_LIB_DIR must name the directory of the runtime libraries"
#endif

namespace {

/// The host's link line; "@DTC_INPUTS@" stands for the program's inputs.
const char *const kHostLinkLine[] = {
#include "HostLinkLine.inc"
};

} // namespace

llvm::Error dtc::linkExecutable(llvm::StringRef object, llvm::StringRef output) {
  // A name of its own: concurrent `dtc run`s may link one cache entry.
  llvm::SmallString<128> tempName;
  int fd;
  if (std::error_code ec = llvm::sys::fs::createUniqueFile(
          output + ".%%%%%%.dtc-link", fd, tempName))
    return llvm::createStringError("cannot write " + output + ": " + ec.message());
  llvm::sys::Process::SafelyCloseFileDescriptor(fd);
  std::string temp = tempName.str().str();
  std::string objectPath = object.str();
  llvm::SmallVector<const char *> args = {"ld.lld"};
#ifdef DTC_LINK_STUBS_DIR
  // Stubs of libstdc++ and OpenBLAS (cmake/LinkStubs.cmake), found before
  // the real libraries: lld reads their few symbols instead of thousands.
  args.push_back("-L" DTC_LINK_STUBS_DIR);
#endif
  for (const char *arg : kHostLinkLine) {
    if (llvm::StringRef(arg) != "@DTC_INPUTS@") {
      args.push_back(arg);
      continue;
    }
    args.append({objectPath.c_str(), DTC_RUNTIME_LIB_DIR "/libdtc_launcher.a",
                 DTC_RUNTIME_LIB_DIR "/libdtc_runtime.a", "-lopenblas",
                 "-lpthread", "-ldl", "-lm"});
  }
  // lld's worker threads cost more to start than they save on one object.
  args.append({"--threads=1", "-o", temp.c_str()});
  std::string messages;
  llvm::raw_string_ostream diagnostics(messages);
  lld::Result result = lld::lldMain(args, llvm::nulls(), diagnostics,
                                    {{lld::Gnu, &lld::elf::link}});
  if (result.retCode != 0) {
    llvm::sys::fs::remove(temp);
    llvm::StringRef text = llvm::StringRef(messages).trim();
    return llvm::createStringError("linking failed" +
                                   (text.empty() ? "" : ": " + text.str()));
  }
  if (std::error_code ec = llvm::sys::fs::rename(temp, output)) {
    llvm::sys::fs::remove(temp);
    return llvm::createStringError("cannot write " + output + ": " + ec.message());
  }
  return llvm::Error::success();
}
