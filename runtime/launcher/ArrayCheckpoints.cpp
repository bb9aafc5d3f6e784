//===- ArrayCheckpoints.cpp - a process's arrays saved and restored ------===//
//
// Arrays saved by name as a checkpoint (dtc/Checkpoint.h's format) and
// restored by name onto any mesh and layout (Session.h: saveArrays,
// restoreArrays), for the Python package's checkpoints.
//
//===----------------------------------------------------------------------===//
#include "Session.h"

#include "dtc/Checkpoint.h"

namespace dtc::launcher {

bool saveArrays(const std::string &dir, const std::string &program,
                int64_t step, const std::vector<NamedArray> &arrays,
                std::string &error) {
  checkpoint::Index index;
  index.program = program;
  index.step = step;
  checkpoint::ShardData data;
  for (const NamedArray &named : arrays) {
    const Array &a = *named.array;
    const TensorSpec &t = a.spec();
    if (!t.partialAxes.empty()) {
      error = "\"" + named.name +
              "\" has a partial layout, which a checkpoint cannot hold";
      return false;
    }
    if (index.find(named.name)) {
      error = "two values are named \"" + named.name + "\"";
      return false;
    }
    checkpoint::Variable v;
    v.name = named.name;
    v.dtype = t.dtype;
    v.bf16 = named.bf16 && t.dtype == DTC_F32;
    v.shape = t.globalShape;
    v.meshShape = a.mesh().shape;
    v.deviceIds = a.mesh().deviceIds;
    v.dimNumAxes = t.dimNumAxes;
    v.dimAxes = t.dimAxes;
    v.singleDevice = t.singleDevice;
    checkpoint::chooseShards(v);
    // By mesh position (device index); another process's are null.
    std::vector<const void *> shards;
    for (const Array::Shard &shard : a.shards)
      shards.push_back(shard.data);
    data.push_back(std::move(shards));
    index.variables.push_back(std::move(v));
  }
  return checkpoint::saveJob(dir, index, data, error);
}

bool restoreArrays(const std::string &dir,
                   const std::vector<RestoreRequest> &requests,
                   std::vector<std::shared_ptr<Array>> &arrays, int64_t &step,
                   std::string &error) {
  checkpoint::Index index;
  std::string path;
  if (!checkpoint::exists(dir)) {
    error = "no checkpoint in " + dir + " (it has no CURRENT)";
    return false;
  }
  if (!checkpoint::readIndex(dir, index, path, error))
    return false;
  arrays.clear();
  for (const RestoreRequest &r : requests) {
    const checkpoint::Variable *v = index.find(r.name);
    if (!v) {
      error = "checkpoint " + path + " has no variable \"" + r.name + "\"";
      return false;
    }
    if (v->dtype != r.spec.dtype || v->shape != r.spec.globalShape) {
      error = "checkpoint " + path + ": variable \"" + r.name + "\" is " +
              describe(v->dtype, v->shape) + " there, not " +
              describe(r.spec.dtype, r.spec.globalShape);
      return false;
    }
    if (!r.spec.partialAxes.empty()) {
      error = "\"" + r.name +
              "\": a checkpoint restores values, not a partial layout";
      return false;
    }
    auto array = std::make_shared<Array>();
    if (!(array->info = ArrayInfo::make(r.mesh, r.spec, error)))
      return false;
    dtc_mesh *g = geometryMesh(r.mesh, error);
    if (!g)
      return false;
    const int64_t n = r.mesh.numDevices();
    if (!r.local.empty() && int64_t(r.local.size()) != n) {
      error = "the local devices do not match the mesh";
      return false;
    }
    array->shards.resize(size_t(n));
    // One buffer per set of replicas, filled once.
    std::vector<void *> fill(size_t(n), nullptr);
    std::unordered_map<int64_t, size_t> byFirst;
    dtc_layout layout = r.spec.layout();
    for (int64_t d = 0; d < n; ++d) {
      if ((r.spec.singleDevice >= 0 && r.spec.singleDevice != d) ||
          (!r.local.empty() && !r.local[size_t(d)]))
        continue;
      int64_t first = d;
      if (dtc_layout_first_replica(g, &layout, r.spec.rank(),
                                   r.spec.globalShape.data(), d,
                                   &first) != DTC_OK) {
        error = dtc_last_error();
        return false;
      }
      Array::Shard &shard = array->shards[size_t(d)];
      if (auto it = byFirst.find(first); it != byFirst.end()) {
        shard = array->shards[it->second];
        continue;
      }
      shard.storage = Storage::allocate(array->shardBytes(size_t(d)));
      if (!shard.storage) {
        error = "out of memory for the shards";
        return false;
      }
      shard.data = shard.storage->data();
      byFirst.emplace(first, size_t(d));
      fill[size_t(d)] = shard.data;
    }
    if (!checkpoint::restoreShards(path, *v, g, &layout, fill.data(), error))
      return false;
    // Written once, read by every call after (as a packed array's).
    for (auto &[first, d] : byFirst)
      array->shards[d].storage->declareConstant(array->shards[d].data,
                                                array->shardBytes(d));
    arrays.push_back(std::move(array));
  }
  step = index.step;
  return true;
}

} // namespace dtc::launcher
