//===- Error.h - how the launcher reports a failure -----------------------===//
//
// Every check of the launcher (options, the program, the mesh, inputs,
// outputs) fails the same way: the message is kept for the caller
// (failureMessage()) and, in an executable, printed as one `error: ...`
// line on stderr; the function returns 1, the executable's exit status.
// In process (Session.h) nothing is printed: the session hands the message
// to its caller.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_LAUNCHER_ERROR_H
#define DTC_RUNTIME_LAUNCHER_ERROR_H

#include <cstdio>
#include <string>

namespace dtc::launcher {

/// The last failure reported on this thread.
inline std::string &failureMessage() {
  static thread_local std::string message;
  return message;
}

/// Whether failures are printed (an executable's) or only kept (in process).
inline bool &printFailures() {
  static bool print = true;
  return print;
}

/// Keeps (and in an executable prints `error: MESSAGE` to stderr) the
/// failure; returns the exit status, 1.
inline int fail(const std::string &message) {
  failureMessage() = message;
  if (printFailures())
    std::fprintf(stderr, "error: %s\n", message.c_str());
  return 1;
}

} // namespace dtc::launcher

#endif // DTC_RUNTIME_LAUNCHER_ERROR_H
