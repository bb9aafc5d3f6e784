//===- CheckpointCommand.cpp - `dtc checkpoint`: list and assemble --------===//
//
// Reads a checkpoint that a dtc executable saved (dtc/Checkpoint.h): lists
// its step and variables with their global shapes, dtypes, meshes, layouts
// and shards, assembles one variable into a global .npy (checking every
// shard's checksum; bfloat16 widened to f32), or converts it to the current
// format.
//
//===----------------------------------------------------------------------===//
#include "CheckpointCommand.h"

#include "dtc/Checkpoint.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

namespace {

std::string listOf(const std::vector<int64_t> &values, const char *sep) {
  std::string out;
  for (size_t i = 0; i < values.size(); ++i)
    out += (i ? sep : "") + std::to_string(values[i]);
  return out;
}

std::string layoutText(const dtc::checkpoint::Variable &v) {
  if (v.singleDevice >= 0)
    return "device " + std::to_string(v.deviceIds[v.singleDevice]);
  std::string out = "[";
  const int32_t *axes = v.dimAxes.data();
  for (size_t d = 0; d < v.dimNumAxes.size(); ++d) {
    out += d ? ", " : "";
    if (v.dimNumAxes[d] == 0)
      out += "unsharded";
    for (int32_t i = 0; i < v.dimNumAxes[d]; ++i)
      out += (i ? "+axis" : "axis") + std::to_string(*axes++);
  }
  return out + "]";
}

} // namespace

int dtc::runCheckpointCommand(const std::string &dir,
                              const std::string &variable,
                              const std::string &output,
                              const std::string &convertTo) {
  checkpoint::Index index;
  std::string path, error;
  if (!convertTo.empty()) {
    if (!checkpoint::convert(dir, convertTo, error)) {
      llvm::errs() << "dtc: error: " << error << "\n";
      return 1;
    }
    return runCheckpointCommand(convertTo, "", "", "");
  }
  if (!checkpoint::readIndex(dir, index, path, error)) {
    llvm::errs() << "dtc: error: " << error << "\n";
    return 1;
  }
  if (variable.empty()) {
    llvm::outs() << "checkpoint " << path << ": program '" << index.program
                 << "', step " << index.step << ", format " << index.format
                 << "\n";
    for (const checkpoint::Variable &v : index.variables)
      llvm::outs() << "  " << v.name << ": " << dtc_dtype_name(v.dtype) << "["
                   << listOf(v.shape, "x") << "]"
                   << (v.bf16 ? " stored as bf16" : "") << ", mesh ["
                   << listOf(v.meshShape, "x") << "] ids "
                   << listOf(v.deviceIds, ",") << ", layout " << layoutText(v)
                   << ", " << v.shards.size() << " shard"
                   << (v.shards.size() == 1 ? "" : "s") << "\n";
    return 0;
  }
  const checkpoint::Variable *v = index.find(variable);
  if (!v) {
    llvm::errs() << "dtc: error: " << index.source << " has no variable \""
                 << variable << "\"\n";
    return 1;
  }
  int64_t bytes = dtc_dtype_size(v->dtype);
  for (int64_t d : v->shape)
    if (__builtin_mul_overflow(bytes, d, &bytes) ||
        bytes > (int64_t(1) << 40)) {
      llvm::errs() << "dtc: error: " << index.source << ": variable \""
                   << variable << "\" is too large to assemble\n";
      return 1;
    }
  std::unique_ptr<char[]> global(new char[std::max<int64_t>(bytes, 1)]);
  if (!checkpoint::assemble(path, *v, global.get(), error)) {
    llvm::errs() << "dtc: error: " << error << "\n";
    return 1;
  }
  if (dtc_npy_write(output.c_str(), global.get(), v->dtype,
                    int32_t(v->shape.size()), v->shape.data()) != DTC_OK) {
    llvm::errs() << "dtc: error: " << dtc_last_error() << "\n";
    return 1;
  }
  return 0;
}
