//===- ParseCrashGuard.cpp - a parser crash ends the tool as a failed parse
//===//
#include "dtc/Support/ParseCrashGuard.h"

#include <cstring>
#include <unistd.h>

using namespace dtc;

namespace {

// SIGABRT: LLVM's fatal errors during a parse ("out of memory" for a
// value number like %x#2147483648) end it the same way.
constexpr int kSignals[] = {SIGSEGV, SIGBUS, SIGABRT};
// Read by the handler: set before the handlers are, cleared after.
const char *guardTool = nullptr;
const std::string *guardCaptured = nullptr;

void writeAll(const char *data, size_t size) {
  while (size > 0) {
    ssize_t n = ::write(2, data, size);
    if (n <= 0)
      return;
    data += n;
    size -= size_t(n);
  }
}

void crashed(int) {
  if (guardCaptured)
    writeAll(guardCaptured->data(), guardCaptured->size());
  if (guardTool)
    writeAll(guardTool, std::strlen(guardTool));
  static const char message[] =
      ": error: the program does not parse (MLIR's parser failed on it "
      "after the errors above)\n";
  writeAll(message, sizeof message - 1);
  ::_exit(1);
}

} // namespace

ParseCrashGuard::ParseCrashGuard(const char *tool,
                                 const std::string *captured) {
  guardTool = tool;
  guardCaptured = captured;
  struct sigaction action = {};
  action.sa_handler = &crashed;
  sigemptyset(&action.sa_mask);
  for (size_t i = 0; i < std::size(kSignals); ++i)
    sigaction(kSignals[i], &action, &saved[i]);
}

ParseCrashGuard::~ParseCrashGuard() {
  for (size_t i = 0; i < std::size(kSignals); ++i)
    sigaction(kSignals[i], &saved[i], nullptr);
  guardTool = nullptr;
  guardCaptured = nullptr;
}
