//===- Session.cpp - programs loaded into a process, their meshes, entries
//-===//
//
// A program loaded (an executable's own, or one dtc compiled for the Python
// package), the device meshes its entries run on, and entries bound to them
// and called on arrays (Session.h; the arrays are Arrays.cpp's, their
// checkpoints ArrayCheckpoints.cpp's).
//
//===----------------------------------------------------------------------===//
#include "Session.h"

#include "Error.h"

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
// OpenBLAS, which the runtime's large products call.
void openblas_set_num_threads(int);
int openblas_get_num_threads(void);
}

namespace dtc::launcher {

namespace {

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

} // namespace dtc::launcher
