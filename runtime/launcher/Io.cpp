//===- Io.cpp - reading inputs and writing outputs ------------------------===//
#include "Io.h"

#include "Error.h"
#include "Invocation.h"
#include "Options.h"

#include <cstdio>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace dtc::launcher {

namespace {

std::string shardPath(const std::string &dir, const char *kind, size_t i,
                      int64_t id) {
  return dir + "/" + kind + std::to_string(i) + ".dev" + std::to_string(id) +
         ".npy";
}

int64_t numElements(const std::vector<int64_t> &shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

/// Writes `data` to a temporary next to `path`; records it for the rename.
bool writeTemp(const std::string &path, const void *data, dtc_dtype dtype,
               const std::vector<int64_t> &shape,
               std::vector<std::pair<std::string, std::string>> &renames) {
  std::string temp = path + ".dtc-partial";
  if (dtc_npy_write(temp.c_str(), data, dtype, int32_t(shape.size()),
                    shape.data()) != DTC_OK)
    return false;
  renames.emplace_back(temp, path);
  return true;
}

} // namespace

int loadInputs(Run &run, const Options &o) {
  const EntrySpec &e = *run.entry;
  run.argShards.resize(e.args.size());
  run.argDescs.resize(e.args.size());
  for (size_t a = 0; a < e.args.size(); ++a) {
    const TensorSpec &t = e.args[a];
    int64_t elemBytes = dtc_dtype_size(t.dtype);
    dtc_layout layout = t.layout();
    Buffer global;
    if (o.inputShards.empty()) {
      if (!global.allocate(numElements(t.globalShape) * elemBytes))
        return fail("out of memory reading " + o.inputs[a]);
      if (dtc_npy_read(o.inputs[a].c_str(), t.dtype, t.rank(),
                       t.globalShape.data(), global.data) != DTC_OK)
        return fail("input #" + std::to_string(a) + " (" + o.inputs[a] +
                    "): " + dtc_last_error());
    }
    std::vector<void *> shards(run.numDevices);
    for (int64_t d = 0; d < run.numDevices; ++d) {
      std::vector<int64_t> shape;
      std::string error;
      if (!localShape(run, t, d, shape, error))
        return fail("argument #" + std::to_string(a) + ": " + error);
      auto buffer = std::make_unique<Buffer>();
      if (!buffer->allocate(numElements(shape) * elemBytes, run.mesh))
        return fail("out of memory for argument shards");
      int64_t position = positionOf(run, t, d);
      bool owns = t.singleDevice < 0 || t.singleDevice == position;
      if (!o.inputShards.empty() && owns) {
        std::string path = shardPath(o.inputShards, "arg", a, e.deviceIds[d]);
        if (dtc_npy_read(path.c_str(), t.dtype, t.rank(), shape.data(),
                         buffer->data) != DTC_OK)
          return fail("argument #" + std::to_string(a) + " shard (" + path +
                      "): " + dtc_last_error());
      }
      shards[position] = owns ? buffer->data : nullptr;
      run.argDescs[a].push_back(makeDescriptor(buffer->data, shape));
      run.argShards[a].push_back(std::move(buffer));
    }
    if (o.inputShards.empty() &&
        dtc_pack(run.geometry[t.view], &layout, t.dtype, t.rank(), t.globalShape.data(),
                 global.data, shards.data()) != DTC_OK)
      return fail("argument #" + std::to_string(a) + ": " + dtc_last_error());
  }
  return 0;
}

int storeOutputs(Run &run, const Options &o) {
  const EntrySpec &e = *run.entry;
  std::vector<std::pair<std::string, std::string>> renames;
  auto abandon = [&](const std::string &message) {
    for (auto &r : renames)
      std::remove(r.first.c_str());
    return fail(message);
  };
  for (size_t r = 0; r < e.results.size(); ++r) {
    const TensorSpec &t = e.results[r];
    dtc_layout layout = t.layout();
    std::vector<const void *> shards(run.numDevices);
    for (int64_t d = 0; d < run.numDevices; ++d) {
      const int64_t *desc = resultDescriptor(run, d, r);
      const char *aligned = reinterpret_cast<const char *>(desc[1]);
      int64_t position = positionOf(run, t, d);
      shards[position] = aligned + desc[2] * dtc_dtype_size(t.dtype);
      if (!o.outputShards.empty() &&
          (t.singleDevice < 0 || t.singleDevice == position)) {
        std::vector<int64_t> shape(desc + 3, desc + 3 + t.rank());
        if (!writeTemp(shardPath(o.outputShards, "result", r, e.deviceIds[d]),
                       shards[position], t.dtype, shape, renames))
          return abandon(std::string("writing a result shard: ") +
                         dtc_last_error());
      }
    }
    if (!o.outputShards.empty())
      continue;
    Buffer global;
    if (!global.allocate(numElements(t.globalShape) * dtc_dtype_size(t.dtype)))
      return abandon("out of memory for result #" + std::to_string(r));
    if (dtc_unpack(run.geometry[t.view], &layout, t.dtype, t.rank(), t.globalShape.data(),
                   shards.data(), global.data) != DTC_OK)
      return abandon("result #" + std::to_string(r) + ": " + dtc_last_error());
    if (!writeTemp(o.outputs[r], global.data, t.dtype, t.globalShape, renames))
      return abandon("result #" + std::to_string(r) + " (" + o.outputs[r] +
                     "): " + dtc_last_error());
  }
  for (auto &rn : renames)
    if (std::rename(rn.first.c_str(), rn.second.c_str()) != 0)
      return abandon("cannot rename " + rn.first + " to " + rn.second);
  return 0;
}

} // namespace dtc::launcher
