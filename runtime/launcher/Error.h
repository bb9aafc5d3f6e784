//===- Error.h - how the launcher reports a failure -----------------------===//
//
// Every check of the launcher (options, the program, the mesh, inputs,
// outputs) fails the same way: one `error: ...` line on stderr and exit
// status 1.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_LAUNCHER_ERROR_H
#define DTC_RUNTIME_LAUNCHER_ERROR_H

#include <cstdio>
#include <string>

namespace dtc::launcher {

/// Prints `error: MESSAGE` to stderr; returns the exit status, 1.
inline int fail(const std::string &message) {
  std::fprintf(stderr, "error: %s\n", message.c_str());
  return 1;
}

} // namespace dtc::launcher

#endif // DTC_RUNTIME_LAUNCHER_ERROR_H
