//===- ProgramImage.h - the program a dtc executable carries --------------===//
//
// Finds the compiled program at the end of this executable (dtc/executable.h)
// and loads it: the descriptor and the entries' wrapper tables the compiler
// emitted (Program.h parses them).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_LAUNCHER_PROGRAMIMAGE_H
#define DTC_RUNTIME_LAUNCHER_PROGRAMIMAGE_H

#include <string>

namespace dtc::launcher {

struct ProgramImage {
  const char *descriptor = nullptr;   ///< DTC_PROGRAM_SYMBOL
  void *const *entries = nullptr;     ///< DTC_ENTRIES_SYMBOL
  void *const *hostEntries = nullptr; ///< DTC_HOST_ENTRIES_SYMBOL
};

/// Loads the program of the executable at `path` (this process's own:
/// /proc/self/exe) into the process, for as long as it runs: in memory (a
/// memfd), or, in an executable (`programFile`), from the file
/// DTC_PROGRAM_FILE names, which it writes first (for profilers and
/// debuggers, which then see the program's symbols). False with `error`
/// set when the file holds no program or it does not load.
bool loadProgramImage(const char *path, ProgramImage &image, std::string &error,
                      bool programFile = true);

/// Whether the executable at `path` ends with a program (dtc/executable.h's
/// trailer): a compiled executable, not the launcher alone.
bool holdsProgram(const char *path);

} // namespace dtc::launcher

#endif // DTC_RUNTIME_LAUNCHER_PROGRAMIMAGE_H
