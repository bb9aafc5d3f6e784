//===- Arrays.cpp - arrays of shards over a mesh, packed and unpacked -----===//
//
// The storage of shards, the geometry of meshes, and the arrays a process
// holds: packed from a global value, assembled from shards, borrowed, and
// unpacked into a global value (Session.h).
//
//===----------------------------------------------------------------------===//
#include "Session.h"

#include <cstring>
#include <map>
#include <mutex>

namespace dtc::launcher {

int64_t numElements(const std::vector<int64_t> &shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

dtc_mesh *geometryMesh(const MeshGeometry &g, std::string &error) {
  static std::mutex lock;
  static std::map<std::pair<std::vector<int64_t>, std::vector<int64_t>>,
                  dtc_mesh *>
      meshes;
  std::lock_guard<std::mutex> guard(lock);
  auto key = std::make_pair(g.shape, g.deviceIds);
  if (auto it = meshes.find(key); it != meshes.end())
    return it->second;
  if (g.shape.size() > DTC_MAX_RANK ||
      (!g.deviceIds.empty() && int64_t(g.deviceIds.size()) != g.numDevices())) {
    error = "mesh " + g.describe() + ": its device ids do not match its shape";
    return nullptr;
  }
  dtc_mesh *mesh =
      dtc_mesh_create(int32_t(g.shape.size()), g.shape.data(),
                      g.deviceIds.empty() ? nullptr : g.deviceIds.data());
  if (!mesh) {
    error = std::string("mesh ") + g.describe() + ": " + dtc_last_error();
    return nullptr;
  }
  meshes.emplace(std::move(key), mesh);
  return mesh;
}

Storage::~Storage() {
  if (constant)
    dtc_constant_end(constant);
  if (release)
    release();
  else if (fromProgram)
    _mlir_memref_to_llvm_free(allocated);
  else if (!buffer)
    std::free(allocated);
}

std::shared_ptr<Storage> Storage::allocate(int64_t bytes) {
  size_t size = (size_t(std::max<int64_t>(bytes, 1)) + 63) / 64 * 64;
  void *data = std::aligned_alloc(64, size);
  if (!data)
    return nullptr;
  std::memset(data, 0, size);
  std::shared_ptr<Storage> s(new Storage);
  s->allocated = data;
  return s;
}

std::shared_ptr<Storage> Storage::adoptProgramMemory(void *allocated) {
  std::shared_ptr<Storage> s(new Storage);
  s->allocated = allocated;
  s->fromProgram = true;
  return s;
}

std::shared_ptr<Storage> Storage::adopt(std::unique_ptr<Buffer> buffer) {
  std::shared_ptr<Storage> s(new Storage);
  s->allocated = buffer->data;
  s->buffer = std::move(buffer);
  return s;
}

std::shared_ptr<Storage> Storage::borrow(const void *data,
                                         std::function<void()> release) {
  std::shared_ptr<Storage> s(new Storage);
  s->allocated = const_cast<void *>(data);
  s->release = std::move(release);
  return s;
}

void Storage::declareConstant(const void *data, int64_t bytes) {
  if (constant || bytes <= 0)
    return;
  dtc_constant_begin(data, bytes);
  constant = data;
}

int64_t MeshGeometry::numDevices() const { return numElements(shape); }

std::string MeshGeometry::describe() const {
  std::string out = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    out += (i ? "x" : "") + std::to_string(shape[i]);
  out += "] ids";
  for (size_t i = 0; i < deviceIds.size(); ++i)
    out += (i ? "," : " ") + std::to_string(deviceIds[i]);
  return out;
}

int64_t Array::shardBytes(size_t d) const {
  return numElements(shardShape(d)) * dtc_dtype_size(spec().dtype);
}

std::shared_ptr<const ArrayInfo>
ArrayInfo::make(const MeshGeometry &mesh, TensorSpec spec, std::string &error) {
  spec.view = 0;
  auto info = std::make_shared<ArrayInfo>();
  if (!launcher::shardShapes(mesh, spec, info->shardShapes, error))
    return nullptr;
  info->mesh = mesh;
  info->spec = std::move(spec);
  return info;
}

bool checkLayout(const MeshGeometry &mesh, const TensorSpec &spec,
                 std::string &error) {
  dtc_mesh *g = geometryMesh(mesh, error);
  if (!g)
    return false;
  if (spec.rank() > DTC_MAX_RANK || dtc_dtype_size(spec.dtype) <= 0) {
    error = "rank or dtype out of range";
    return false;
  }
  dtc_layout layout = spec.layout();
  if (dtc_layout_check(g, &layout, spec.rank(), spec.globalShape.data()) !=
      DTC_OK) {
    error = dtc_last_error();
    return false;
  }
  return true;
}

std::shared_ptr<Array> packArray(const MeshGeometry &mesh,
                                 const TensorSpec &spec, const void *global,
                                 const std::vector<bool> &local,
                                 std::string &error) {
  auto array = std::make_shared<Array>();
  if (!(array->info = ArrayInfo::make(mesh, spec, error)))
    return nullptr;
  dtc_mesh *g = geometryMesh(mesh, error);
  const int64_t n = mesh.numDevices();
  array->shards.resize(size_t(n));
  std::vector<void *> pointers(size_t(n), nullptr);
  if (!local.empty() && int64_t(local.size()) != n) {
    error = "the local devices do not match the mesh";
    return nullptr;
  }
  std::unordered_map<int64_t, size_t> byFirst; // first replica -> device
  dtc_layout layout = spec.layout();
  // Another process's shards: written into one scratch buffer, dropped.
  std::shared_ptr<Storage> scratch;
  for (int64_t d = 0; d < n; ++d) {
    Array::Shard &shard = array->shards[size_t(d)];
    const int64_t bytes = array->shardBytes(size_t(d));
    int64_t first = d;
    if (dtc_layout_first_replica(g, &layout, spec.rank(),
                                 spec.globalShape.data(), d,
                                 &first) != DTC_OK) {
      error = dtc_last_error();
      return nullptr;
    }
    if (spec.singleDevice >= 0 && spec.singleDevice != d)
      continue; // holds nothing
    if (!local.empty() && !local[size_t(d)]) {
      if (!scratch)
        scratch = Storage::allocate(bytes);
      if (!scratch) {
        error = "out of memory for the shards";
        return nullptr;
      }
      pointers[size_t(d)] = scratch->data();
      continue;
    }
    if (auto it = byFirst.find(first); it != byFirst.end()) {
      shard.storage = array->shards[it->second].storage;
      shard.data = array->shards[it->second].data;
    } else {
      shard.storage = Storage::allocate(bytes);
      if (!shard.storage) {
        error = "out of memory for the shards";
        return nullptr;
      }
      shard.data = shard.storage->data();
      byFirst.emplace(first, size_t(d));
    }
    pointers[size_t(d)] = shard.data;
  }
  if (dtc_pack(g, &layout, spec.dtype, spec.rank(), spec.globalShape.data(),
               global, pointers.data()) != DTC_OK) {
    error = dtc_last_error();
    return nullptr;
  }
  // Written once, read by every call after: products keep packed copies.
  for (auto &[first, d] : byFirst)
    array->shards[d].storage->declareConstant(array->shards[d].data,
                                              array->shardBytes(d));
  return array;
}

bool shardShapes(const MeshGeometry &mesh, const TensorSpec &spec,
                 std::vector<std::vector<int64_t>> &shapes,
                 std::string &error) {
  if (!checkLayout(mesh, spec, error))
    return false;
  dtc_mesh *g = geometryMesh(mesh, error);
  dtc_layout layout = spec.layout();
  shapes.assign(size_t(mesh.numDevices()),
                std::vector<int64_t>(spec.globalShape.size()));
  for (int64_t d = 0; d < mesh.numDevices(); ++d)
    if (dtc_layout_local_shape(g, &layout, spec.rank(), spec.globalShape.data(),
                               d, shapes[size_t(d)].data()) != DTC_OK) {
      error = dtc_last_error();
      return false;
    }
  return true;
}

std::shared_ptr<Array> arrayFromShards(const MeshGeometry &mesh,
                                       const TensorSpec &spec,
                                       const std::vector<const void *> &shards,
                                       std::string &error) {
  const int64_t n = mesh.numDevices();
  if (int64_t(shards.size()) != n) {
    error = "a mesh of " + std::to_string(n) + " devices given " +
            std::to_string(shards.size()) + " shards";
    return nullptr;
  }
  auto array = std::make_shared<Array>();
  if (!(array->info = ArrayInfo::make(mesh, spec, error)))
    return nullptr;
  array->shards.resize(size_t(n));
  for (int64_t d = 0; d < n; ++d) {
    Array::Shard &shard = array->shards[size_t(d)];
    if (!shards[size_t(d)] ||
        (spec.singleDevice >= 0 && spec.singleDevice != d))
      continue;
    shard.storage = Storage::allocate(array->shardBytes(size_t(d)));
    if (!shard.storage) {
      error = "out of memory for the shards";
      return nullptr;
    }
    shard.data = shard.storage->data();
    std::memcpy(shard.data, shards[size_t(d)],
                size_t(array->shardBytes(size_t(d))));
    shard.storage->declareConstant(shard.data, array->shardBytes(size_t(d)));
  }
  return array;
}

std::shared_ptr<Array> borrowReplicated(const MeshGeometry &mesh,
                                        const TensorSpec &spec,
                                        const void *global,
                                        std::function<void()> release,
                                        std::string &error) {
  for (int32_t n : spec.dimNumAxes)
    if (n != 0) {
      error = "only a replicated array can be the caller's memory";
      return nullptr;
    }
  if (!spec.partialAxes.empty() || spec.singleDevice >= 0) {
    error = "only a replicated array can be the caller's memory";
    return nullptr;
  }
  auto array = std::make_shared<Array>();
  if (!(array->info = ArrayInfo::make(mesh, spec, error)))
    return nullptr;
  std::shared_ptr<Storage> storage =
      Storage::borrow(global, std::move(release));
  const int64_t bytes = array->shardBytes(0);
  storage->declareConstant(global, bytes);
  array->shards.assign(size_t(mesh.numDevices()),
                       Array::Shard{storage, const_cast<void *>(global)});
  return array;
}

bool unpackArray(const Array &array, void *global, std::string &error) {
  dtc_mesh *g = geometryMesh(array.mesh(), error);
  if (!g)
    return false;
  const TensorSpec &spec = array.spec();
  std::vector<const void *> pointers;
  for (const Array::Shard &s : array.shards)
    pointers.push_back(s.data);
  dtc_layout layout = spec.layout();
  // The shards unpacking reads: one of each set of replicas (its first).
  // Where the first is another process's (a multi-client mesh) and another
  // replica of the set is this process's, that one's data stands in: the
  // replicas hold the same bytes.
  const int64_t n = int64_t(pointers.size());
  std::vector<int64_t> firstOf(size_t(n), -1);
  if (spec.singleDevice < 0)
    for (int64_t d = 0; d < n; ++d)
      if (dtc_layout_first_replica(g, &layout, spec.rank(),
                                   spec.globalShape.data(), d,
                                   &firstOf[size_t(d)]) != DTC_OK)
        firstOf[size_t(d)] = -1;
  for (int64_t d = 0; d < n; ++d) {
    if (spec.singleDevice >= 0 ? spec.singleDevice != d
                               : firstOf[size_t(d)] != d)
      continue;
    for (int64_t e = 0; e < n && !pointers[size_t(d)]; ++e)
      if (firstOf[size_t(e)] == d)
        pointers[size_t(d)] = pointers[size_t(e)];
    if (!pointers[size_t(d)]) {
      error = "the array is not fully addressable here: device index " +
              std::to_string(d) + "'s shard is another process's";
      return false;
    }
  }
  if (dtc_unpack(g, &layout, spec.dtype, spec.rank(), spec.globalShape.data(),
                 pointers.data(), global) != DTC_OK) {
    error = dtc_last_error();
    return false;
  }
  return true;
}

} // namespace dtc::launcher
