//===- Session.cpp - programs, meshes and arrays that live in a process ---===//
#include "Session.h"

#include "Error.h"
#include "dtc/Checkpoint.h"

#include <algorithm>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <sys/sysinfo.h>
#include <unordered_map>
#include <utility>

extern "C" {
// The allocator of compiled code (runtime/lib/core/Allocator.cpp): results are
// freed with it.
void _mlir_memref_to_llvm_free(void *);
// OpenBLAS, which the runtime's large products call.
void openblas_set_num_threads(int);
int openblas_get_num_threads(void);
}

namespace dtc::launcher {

namespace {

int64_t numElements(const std::vector<int64_t> &shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

/// A mesh of `g`'s geometry for pack and unpack (no device runs on it),
/// made once per geometry and kept for the process.
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

bool sameLayout(const TensorSpec &a, const TensorSpec &b) {
  return a.dimNumAxes == b.dimNumAxes && a.dimAxes == b.dimAxes &&
         a.partialAxes == b.partialAxes &&
         (a.partialAxes.empty() || a.partialReduction == b.partialReduction) &&
         a.singleDevice == b.singleDevice;
}

/// OpenBLAS's thread count set to one while a mesh of several devices runs
/// (each device a thread already), then put back.
class SingleBlasThread {
public:
  explicit SingleBlasThread(bool apply)
      : saved(apply ? openblas_get_num_threads() : 0) {
    if (saved > 1)
      openblas_set_num_threads(1);
  }
  ~SingleBlasThread() {
    if (saved > 1)
      openblas_set_num_threads(saved);
  }

private:
  int saved;
};

} // namespace

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

std::shared_ptr<LoadedProgram> LoadedProgram::load(const std::string &path,
                                                   std::string &error,
                                                   bool programFile) {
  std::shared_ptr<LoadedProgram> p(new LoadedProgram);
  if (!loadProgramImage(path.c_str(), p->image, error, programFile))
    return nullptr;
  p->text = p->image.descriptor;
  return p->parse(error) ? p : nullptr;
}

std::shared_ptr<LoadedProgram>
LoadedProgram::describe(const std::string &descriptor, std::string &error) {
  std::shared_ptr<LoadedProgram> p(new LoadedProgram);
  p->text = descriptor;
  return p->parse(error) ? p : nullptr;
}

bool LoadedProgram::loadImage(const std::string &path, std::string &error) {
  std::vector<EntrySpec> bound;
  CpuSpec cpu;
  if (!loadProgramImage(path.c_str(), image, error))
    return false;
  if (text != image.descriptor ||
      !parseProgram(image.descriptor, image.entries, image.hostEntries, cpu,
                    bound, error) ||
      bound.size() != entries_.size()) {
    error = "internal error: the program of " + path +
            " is not the one described to this run" +
            (error.empty() ? "" : ": " + error);
    return false;
  }
  // Bound in place: entries bound to meshes already see their functions.
  for (size_t i = 0; i < entries_.size(); ++i) {
    entries_[i].function = bound[i].function;
    entries_[i].hostFunction = bound[i].hostFunction;
  }
  return true;
}

bool LoadedProgram::parse(std::string &error) {
  if (!parseProgram(text.c_str(), image.entries, image.hostEntries, cpu_,
                    entries_, error))
    return false;
  if (std::vector<std::string> missing = missingCpuFeatures(cpu_);
      !missing.empty()) {
    std::string names;
    for (const std::string &f : missing)
      names += (names.empty() ? "" : ", ") + f;
    error =
        "this program was compiled for CPU '" + cpu_.name +
        "', and this CPU lacks " + names +
        " (compile it for a CPU this one is: `dtc compile --host-cpu CPU`, or "
        "dtc.function(..., host_cpu=CPU) in Python; e.g. x86-64-v2 or "
        "x86-64-v3)";
    return false;
  }
  return true;
}

BoundEntry::~BoundEntry() = default;

std::shared_ptr<DeviceMesh> DeviceMesh::of(const EntrySpec &entry,
                                           std::string &error) {
  // The mesh's identity: everything its creation and its views depend on.
  std::string key;
  auto add = [&](const char *what, const std::vector<int64_t> &values) {
    key += what;
    for (int64_t v : values)
      key += " " + std::to_string(v);
    key += ";";
  };
  std::vector<int64_t> types;
  for (dtc_device_type t : entry.deviceTypes())
    types.push_back(int64_t(t));
  add("shape", entry.meshShape);
  add("ids", entry.deviceIds);
  add("types", types);
  add("clients", {entry.numClients});
  add("held", entry.heldIds);
  for (const ViewSpec &v : entry.views) {
    add("view", v.shape);
    add("at", v.deviceIds);
  }
  static std::mutex lock;
  static std::map<std::string, std::weak_ptr<DeviceMesh>> meshes;
  std::lock_guard<std::mutex> guard(lock);
  if (std::shared_ptr<DeviceMesh> existing = meshes[key].lock())
    return existing;
  auto made = std::make_shared<DeviceMesh>();
  made->mesh.reset(createEntryMesh(entry));
  if (!made->mesh) {
    error = std::string("mesh: ") + dtc_last_error();
    return nullptr;
  }
  // The order createEntryMesh set, if any.
  if (std::vector<int64_t> keys = entry.runOrderKeys();
      entry.numClients == 1 &&
      int64_t(keys.size()) == dtc_mesh_num_devices(made->mesh.get()))
    made->order = std::move(keys);
  for (const ViewSpec &v : entry.views)
    if (v.shape.size() > DTC_MAX_RANK ||
        dtc_mesh_add_view(made->mesh.get(), int32_t(v.shape.size()),
                          v.shape.data(), v.deviceIds.data()) < 0) {
      error = std::string("mesh view: ") + dtc_last_error();
      return nullptr;
    }
  meshes[key] = made;
  return made;
}

std::unique_ptr<BoundEntry>
BoundEntry::create(std::shared_ptr<LoadedProgram> program,
                   const std::string &name, std::string &error, Use use) {
  const EntrySpec *entry = nullptr;
  for (const EntrySpec &e : program->entries())
    if (e.name == name)
      entry = &e;
  if (!entry) {
    error = "the program has no entry function named '" + name + "'";
    return nullptr;
  }
  // What no machine of this size holds: the arguments and results of one
  // call, at least their global arrays spread over the job's processes,
  // larger than its memory (RAM and swap). Caught here with the sizes
  // rather than by the kernel's OOM killer once the pages are touched.
  {
    int64_t bytes = 0;
    for (const auto *tensors : {&entry->args, &entry->results})
      for (const TensorSpec &t : *tensors) {
        int64_t n = std::max<int64_t>(dtc_dtype_size(t.dtype), 0);
        for (int64_t d : t.globalShape)
          if (__builtin_mul_overflow(n, d, &n)) {
            n = INT64_MAX;
            break;
          }
        if (__builtin_add_overflow(bytes, n, &bytes))
          bytes = INT64_MAX;
      }
    bytes /= std::max<int32_t>(dtc_num_clients(), 1);
    struct sysinfo info{};
    if (::sysinfo(&info) == 0) {
      const double memory =
          (double(info.totalram) + double(info.totalswap)) * info.mem_unit;
      if (double(bytes) > memory) {
        char text[512];
        std::snprintf(
            text, sizeof text,
            "entry '%s' needs at least %.1f GiB for its arguments and results, "
            "more than this machine's %.1f GiB of memory (RAM and swap)",
            name.c_str(), double(bytes) / double(1 << 30),
            memory / double(1 << 30));
        error = text;
        return nullptr;
      }
    }
  }
  // A call takes every argument as it is given, whatever its role: a
  // variable (whose assigned value comes back as a result: the caller keeps
  // the variable, dtc.DVariable), a dataset's batch and its mask (the
  // caller iterates the dataset: dtc.distribute).
  if ((entry->results.empty() ? 0 : 1) + entry->args.size() >
      DTC_MAX_ENTRY_POINTERS) {
    error = "entry '" + name + "' has more than " +
            std::to_string(DTC_MAX_ENTRY_POINTERS - 1) + " arguments";
    return nullptr;
  }
  if (entry->numClients != dtc_num_clients()) {
    error = "the mesh of '" + name + "' has " +
            std::to_string(entry->numClients) + " client(s) but this job has " +
            std::to_string(dtc_num_clients()) + " (run it with mpirun -np " +
            std::to_string(entry->numClients) +
            " after initialize_multi_client())";
    return nullptr;
  }
  std::unique_ptr<BoundEntry> b(new BoundEntry(std::move(program)));
  b->use = use;
  Run &run = b->state;
  run.entry = entry;
  if (!(b->devices = DeviceMesh::of(*entry, error)))
    return nullptr;
  run.mesh = b->devices->mesh.get();
  run.numDevices = dtc_mesh_num_devices(run.mesh);
  if (entry->numClients == 1)
    b->order = entry->runOrderKeys();
  if (int64_t(b->order.size()) != run.numDevices)
    b->order.clear();
  if (addViews(run, /*toMesh=*/false)) {
    error = failureMessage();
    return nullptr;
  }
  if (use == Use::Steps)
    return b; // the launcher fills the run (RunArrays.h, Steps.h)
  // Everything a call does not change, made once: each argument's shard
  // on each device (its descriptor's shape, a buffer of another process's
  // device or of one outside the argument's mesh), and where each
  // result's shards go.
  const size_t nargs = entry->args.size();
  run.argShards.resize(nargs);
  run.absent.resize(nargs);
  run.resident.assign(nargs, {});
  run.argDescs.resize(nargs);
  b->argSlots.resize(nargs);
  for (size_t a = 0; a < nargs; ++a) {
    const TensorSpec &t = entry->args[a];
    b->argMeshes.push_back(b->meshOf(t));
    for (int64_t d = 0; d < run.numDevices; ++d) {
      std::vector<int64_t> shape;
      if (!localShape(run, t, d, shape, error))
        return nullptr;
      int64_t position = positionOf(run, t, d);
      bool holds =
          position >= 0 && (t.singleDevice < 0 || t.singleDevice == position);
      if (!run.isLocal(d)) {
        run.argDescs[a].push_back(makeDescriptor(nullptr, shape));
        run.argShards[a].emplace_back();
        b->argSlots[a].push_back(-2);
        continue;
      }
      if (!holds) {
        // Read by no op: partitioning guards the ops of other meshes, and
        // only a single-device layout's device reads its value.
        if (!run.absent[a]) {
          run.absent[a] = std::make_unique<Buffer>();
          if (!run.absent[a]->allocate(
                  numElements(shape) * dtc_dtype_size(t.dtype), run.mesh)) {
            error = "out of memory for argument shards";
            return nullptr;
          }
        }
        run.argDescs[a].push_back(makeDescriptor(run.absent[a]->data, shape));
        run.argShards[a].emplace_back();
        b->argSlots[a].push_back(-1);
        continue;
      }
      run.argDescs[a].push_back(makeDescriptor(nullptr, shape));
      run.argShards[a].push_back(std::make_unique<Buffer>());
      run.argShards[a].back()->borrowed = true;
      b->argSlots[a].push_back(position);
    }
  }
  for (const TensorSpec &t : entry->results) {
    b->resultInfos.push_back(ArrayInfo::make(b->meshOf(t), t, error));
    if (!b->resultInfos.back())
      return nullptr;
    std::vector<int64_t> positions;
    for (int64_t d = 0; d < run.numDevices; ++d) {
      int64_t position = positionOf(run, t, d);
      bool keep = position >= 0 && run.isLocal(d) &&
                  (t.singleDevice < 0 || t.singleDevice == position);
      positions.push_back(keep ? position : -1);
    }
    b->resultSlots.push_back(std::move(positions));
  }
  for (int64_t d = 0; d < run.numDevices; ++d) {
    size_t words = 0;
    for (const TensorSpec &t : entry->results)
      words += 3 + 2 * size_t(t.rank());
    run.resultStructs.emplace_back(words, 0);
  }
  run.hostResults.resize(size_t(run.numDevices));
  run.gpuCopySeconds.assign(size_t(run.numDevices), 0.0);
  return b;
}

MeshGeometry BoundEntry::meshOf(const TensorSpec &t) const {
  const EntrySpec &e = *state.entry;
  if (t.view == 0)
    return {e.meshShape, e.deviceIds, e.axisNames};
  const ViewSpec &v = e.views[size_t(t.view - 1)];
  return {v.shape, v.deviceIds, v.axisNames};
}

bool BoundEntry::accepts(size_t a, const Array &array, std::string &why) const {
  const TensorSpec &t = state.entry->args[a];
  const TensorSpec &spec = array.spec();
  if (spec.dtype != t.dtype || spec.globalShape != t.globalShape) {
    why = "it is " + describe(spec.dtype, spec.globalShape) +
          ", the entry takes " + describe(t.dtype, t.globalShape);
    return false;
  }
  if (!(array.mesh() == argMeshes[a])) {
    why = "it lives on mesh " + array.mesh().describe() +
          ", the entry takes it on mesh " + argMeshes[a].describe();
    return false;
  }
  if (!sameLayout(spec, t)) {
    why = "its layout differs from the entry's";
    return false;
  }
  return true;
}

bool BoundEntry::call(const std::vector<const Array *> &args,
                      std::vector<std::shared_ptr<Array>> &results,
                      std::string &error) {
  std::lock_guard<std::mutex> guard(devices->running);
  Run &run = state;
  const EntrySpec &e = *run.entry;
  if (use != Use::Calls) {
    error = "entry '" + e.name + "' is bound for an executable's steps";
    return false;
  }
  if (args.size() != e.args.size()) {
    error = "entry '" + e.name + "' takes " + std::to_string(e.args.size()) +
            " arguments, " + std::to_string(args.size()) + " given";
    return false;
  }
  // The storage of each argument pointer: a result that returns (part of)
  // an argument shares it.
  std::vector<std::pair<const void *, std::shared_ptr<Storage>>> owners;
  for (size_t a = 0; a < args.size(); ++a) {
    std::string why;
    if (!accepts(a, *args[a], why)) {
      error = "argument #" + std::to_string(a) + ": " + why;
      return false;
    }
    for (int64_t d = 0; d < run.numDevices; ++d) {
      int64_t position = argSlots[a][size_t(d)];
      if (position < 0)
        continue;
      const Array::Shard &shard = args[a]->shards[size_t(position)];
      if (!shard.data) {
        error = "argument #" + std::to_string(a) +
                ": this process holds no shard of device " + "index " +
                std::to_string(position) + " of its mesh";
        return false;
      }
      std::vector<int64_t> &desc = run.argDescs[a][size_t(d)];
      desc[0] = desc[1] = int64_t(reinterpret_cast<intptr_t>(shard.data));
      run.argShards[a][size_t(d)]->data = shard.data;
      if (owners.empty() || owners.back().first != shard.data)
        owners.emplace_back(shard.data, shard.storage);
    }
  }
  auto ownerOf = [&](const void *p) -> std::shared_ptr<Storage> * {
    for (auto &o : owners)
      if (o.first == p)
        return &o.second;
    return nullptr;
  };
  for (auto &copies : run.hostResults)
    copies.clear();
  if (!order.empty() && devices->order != order) {
    dtc_mesh_set_run_order(run.mesh, order.data());
    devices->order = order;
  }
  int status;
  {
    SingleBlasThread blas(run.numDevices > 1);
    status = dtc_mesh_run(run.mesh, runDevice, &run);
  }
  lastTraffic = dtc_mesh_traffic_bytes(run.mesh, nullptr);
  if (status != DTC_OK) {
    error = dtc_last_error();
    freeResults(run);
    return false;
  }
  // A GPU mesh's results were copied into host buffers of the run.
  std::vector<std::pair<const void *, std::pair<size_t, size_t>>> hostCopies;
  for (size_t d = 0; d < run.hostResults.size(); ++d)
    for (size_t i = 0; i < run.hostResults[d].size(); ++i)
      hostCopies.push_back({run.hostResults[d][i]->data, {d, i}});
  auto hostCopyOf = [&](const void *p) -> const std::pair<size_t, size_t> * {
    for (auto &h : hostCopies)
      if (h.first == p)
        return &h.second;
    return nullptr;
  };
  std::vector<void *> programMemory; // every result allocation, once
  for (int64_t d = 0; d < run.numDevices; ++d)
    for (size_t r = 0; r < e.results.size(); ++r) {
      void *allocated =
          reinterpret_cast<void *>(resultDescriptor(run, d, r)[0]);
      if (allocated && std::find(programMemory.begin(), programMemory.end(),
                                 allocated) == programMemory.end())
        programMemory.push_back(allocated);
    }
  bool ok = true;
  std::vector<std::shared_ptr<Array>> made;
  std::vector<std::pair<const void *, std::shared_ptr<Storage>>> taken;
  for (size_t r = 0; r < e.results.size() && ok; ++r) {
    const TensorSpec &t = e.results[r];
    auto array = std::make_shared<Array>();
    array->info = resultInfos[r];
    array->shards.resize(array->info->shardShapes.size());
    const int64_t elemBytes = dtc_dtype_size(t.dtype);
    for (int64_t d = 0; d < run.numDevices && ok; ++d) {
      int64_t position = resultSlots[r][size_t(d)];
      if (position < 0)
        continue;
      const int64_t *desc = resultDescriptor(run, d, r);
      void *allocated = reinterpret_cast<void *>(desc[0]);
      Array::Shard &shard = array->shards[size_t(position)];
      if (!std::equal(desc + 3, desc + 3 + t.rank(),
                      array->shardShape(size_t(position)).begin())) {
        error = "internal error: result #" + std::to_string(r) + " of device " +
                std::to_string(d) + " is not of its layout's shape";
        ok = false;
        break;
      }
      if (!isContiguous(desc, t.rank())) {
        shard.storage = Storage::allocate(array->shardBytes(size_t(position)));
        if (!shard.storage) {
          error = "out of memory for the results";
          ok = false;
          break;
        }
        shard.data = shard.storage->data();
        copyToContiguous(desc, t.rank(), elemBytes, shard.data);
        continue;
      }
      shard.data = reinterpret_cast<char *>(desc[1]) + desc[2] * elemBytes;
      if (std::shared_ptr<Storage> *owner = ownerOf(allocated)) {
        shard.storage = *owner;
        continue;
      }
      auto it = std::find_if(taken.begin(), taken.end(), [&](const auto &o) {
        return o.first == allocated;
      });
      if (it == taken.end()) {
        std::shared_ptr<Storage> storage;
        if (const auto *host = hostCopyOf(allocated))
          storage = Storage::adopt(
              std::move(run.hostResults[host->first][host->second]));
        else
          storage = Storage::adoptProgramMemory(allocated);
        taken.emplace_back(allocated, std::move(storage));
        it = taken.end() - 1;
      }
      shard.storage = it->second;
    }
    made.push_back(std::move(array));
  }
  // What no array took: freed, never an argument's memory.
  for (void *allocated : programMemory)
    if (!ownerOf(allocated) && !hostCopyOf(allocated) &&
        std::find_if(taken.begin(), taken.end(), [&](const auto &o) {
          return o.first == allocated;
        }) == taken.end())
      _mlir_memref_to_llvm_free(allocated);
  for (auto &copies : run.hostResults)
    copies.clear();
  if (!ok)
    return false;
  results = std::move(made);
  return true;
}

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
