//===- Debug.h - dtc's debug traces, in every build -------------*- C++ -*-===//
//
// LLVM_DEBUG for dtc's passes: `dtc-opt -debug-only=dtensor-propagate-layouts`
// says why propagation chose each layout. LLVM_DEBUG itself is compiled out
// of a release build (NDEBUG), and Debian's LLVM, built without assertions,
// registers no -debug-only: DTC_DEBUG is compiled into every build and costs
// one test of a flag until -debug or -debug-only turns it on.
//
// In a file: #define DEBUG_TYPE "name", then DTC_DEBUG(llvm::dbgs() << ...).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_SUPPORT_DEBUG_H
#define DTC_SUPPORT_DEBUG_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Debug.h"

namespace dtc {

/// Whether -debug, or a -debug-only list naming `type`, asked for traces.
bool isDebugTraceEnabled(llvm::StringRef type);

/// Registers -debug and -debug-only with llvm::cl, unless LLVM (built with
/// assertions) did: then LLVM's options drive DTC_DEBUG too. Call before
/// the command line is parsed.
void registerDebugOptions();

} // namespace dtc

#define DTC_DEBUG(...)                                                         \
  do {                                                                         \
    if (::dtc::isDebugTraceEnabled(DEBUG_TYPE)) {                              \
      __VA_ARGS__;                                                             \
    }                                                                          \
  } while (false)

#endif // DTC_SUPPORT_DEBUG_H
