//===- ParseCrashGuard.h - a parser crash ends the tool as a failed parse -===//
//
// Upstream's parsers of some attributes (linalg.transpose's permutation,
// linalg.broadcast's dimensions in MLIR 22) store the null attribute a
// failed parse returns and crash on it, after reporting the error; a use of
// a result number like `%x#2147483648` makes the parser allocate that many
// (LLVM's out-of-memory abort). While a guard is alive, such a crash
// (SIGSEGV, SIGBUS, SIGABRT) ends the process as a failed parse does: what
// `captured` holds (diagnostics kept back, if any), then "TOOL: error: the
// program does not parse ...", exit status 1.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_SUPPORT_PARSECRASHGUARD_H
#define DTC_SUPPORT_PARSECRASHGUARD_H

#include <csignal>
#include <string>

namespace dtc {

class ParseCrashGuard {
public:
  /// `tool` names the tool in the message; `captured`, if given, is
  /// written first (it must outlive the guard).
  explicit ParseCrashGuard(const char *tool,
                           const std::string *captured = nullptr);
  ~ParseCrashGuard();
  ParseCrashGuard(const ParseCrashGuard &) = delete;
  ParseCrashGuard &operator=(const ParseCrashGuard &) = delete;

private:
  struct sigaction saved[3];
};

} // namespace dtc

#endif // DTC_SUPPORT_PARSECRASHGUARD_H
