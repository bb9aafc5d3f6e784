//===- Debug.cpp - dtc's debug traces, in every build ---------------------===//
#include "dtc/Support/Debug.h"
#include "llvm/Support/CommandLine.h"
#include <atomic>
#include <memory>
#include <string>
#include <vector>

using namespace llvm;

namespace {
/// Set once, while the command line is parsed; read by every trace.
std::atomic<bool> everything{false}, anything{false};
std::vector<std::string> &types() {
  static std::vector<std::string> list;
  return list;
}
bool llvmOwnsOptions = false;
} // namespace

bool dtc::isDebugTraceEnabled(StringRef type) {
  if (llvmOwnsOptions) {
#ifdef NDEBUG
    // LLVM has -debug-only, but this file cannot ask it (its query is
    // compiled out here): DebugFlag alone says whether traces are on.
    return DebugFlag;
#else
    return DebugFlag && isCurrentDebugType(type.str().c_str());
#endif
  }
  if (!anything.load(std::memory_order_relaxed))
    return false;
  if (everything.load(std::memory_order_relaxed))
    return true;
  for (const std::string &t : types())
    if (t == type)
      return true;
  return false;
}

void dtc::registerDebugOptions() {
  auto &options = cl::getRegisteredOptions();
  if (options.count("debug-only")) {
    llvmOwnsOptions = true;
    return;
  }
  // -debug where LLVM has none (one with assertions registers both).
  static std::unique_ptr<cl::opt<bool>> debug;
  if (!options.count("debug"))
    debug = std::make_unique<cl::opt<bool>>(
        "debug", cl::desc("Print every debug trace of dtc's passes"),
        cl::Hidden, cl::sub(cl::SubCommand::getAll()),
        cl::callback([](const bool &on) {
          everything = on;
          anything = on || !types().empty();
        }));
  static cl::list<std::string> only(
      "debug-only",
      cl::desc("Print the debug traces of these passes (their DEBUG_TYPE: "
               "dtensor-propagate-layouts, dtensor-op-plan, "
               "dtensor-partition)"),
      cl::Hidden, cl::CommaSeparated, cl::sub(cl::SubCommand::getAll()),
      cl::callback([](const std::string &t) {
        types().push_back(t);
        anything = true;
      }));
}
