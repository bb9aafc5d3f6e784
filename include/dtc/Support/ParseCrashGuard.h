//===- ParseCrashGuard.h - a parser crash ends the tool as a failed parse -===//
//
// Upstream's parsers of some attributes (linalg.transpose's permutation,
// linalg.broadcast's dimensions in MLIR 22) store the null attribute a
// failed parse returns and crash on it, after reporting the error. While a
// guard is alive, such a crash (SIGSEGV, SIGBUS) ends the process as a
// failed parse does: what `captured` holds (diagnostics kept back, if any),
// then "TOOL: error: the program does not parse ...", exit status 1.
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
  struct sigaction saved[2];
};

} // namespace dtc

#endif // DTC_SUPPORT_PARSECRASHGUARD_H
