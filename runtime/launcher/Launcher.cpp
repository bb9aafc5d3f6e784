//===- Launcher.cpp - the main() of every dtc executable ------------------===//
//
// Reads the global input arrays (.npy), packs them into per-device shards by
// the entry's argument layouts, runs the entry on the mesh (one thread per
// virtual device), unpacks the results by the result layouts and writes them
// (.npy). Every check happens before any output is written; outputs are
// written to temporary files and renamed into place only when all succeed.
//
//===----------------------------------------------------------------------===//
#include "Program.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <utility>
#include <vector>

using namespace dtc::launcher;

extern "C" {
// Emitted by the dtc compiler into the program's object file.
extern const char __dtc_program[];
extern void *const __dtc_entries[];
// The allocator of compiled code (Allocator.cpp): results are freed with it.
void _mlir_memref_to_llvm_free(void *);
// OpenBLAS, which executables link for matrix products.
void openblas_set_num_threads(int);
}

namespace {

struct Options {
  std::vector<std::string> inputs, outputs;
  std::string entry = "main", inputShards, outputShards;
  bool timing = false;
};

const char *kUsage =
    "usage: PROGRAM [--entry NAME] (--input FILE.npy)... (--output FILE.npy)...\n"
    "               [--input-shards DIR] [--output-shards DIR] [--timing]\n"
    "\n"
    "Runs the compiled SPMD program on its mesh of virtual devices.\n"
    "  --input FILE      a global array per entry argument, in order\n"
    "  --output FILE     where to write each result (global array), in order\n"
    "  --input-shards D  read per-device shards instead of --input:\n"
    "                    D/arg<i>.dev<id>.npy for argument i and device id\n"
    "  --output-shards D write per-device result shards instead of --output:\n"
    "                    D/result<i>.dev<id>.npy\n"
    "  --entry NAME      the entry function (default: main)\n"
    "  --timing          print transfer-in, compute and transfer-out times,\n"
    "                    and the bytes collectives moved between devices\n"
    "  --list            print the entries and their signatures\n";

int fail(const std::string &message) {
  std::fprintf(stderr, "error: %s\n", message.c_str());
  return 1;
}

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

struct Buffer {
  void *data = nullptr;
  /// Set for a GPU mesh's staging buffers: pinned host memory of the mesh.
  dtc_mesh *pinnedFor = nullptr;
  ~Buffer() {
    if (pinnedFor)
      dtc_mesh_host_free(pinnedFor, data);
    else
      std::free(data);
  }
  /// Zeroed memory for `bytes` (at least one byte); pinned when `mesh` is a
  /// GPU mesh, as shards copied to or from its devices are.
  bool allocate(int64_t bytes, dtc_mesh *mesh = nullptr) {
    size_t size = size_t(std::max<int64_t>(bytes, 1));
    if (mesh && dtc_mesh_device_type(mesh) == DTC_DEVICE_GPU) {
      data = dtc_mesh_host_alloc(mesh, int64_t(size));
      pinnedFor = data ? mesh : nullptr;
    } else {
      data = std::aligned_alloc(64, (size + 63) / 64 * 64);
    }
    if (data)
      std::memset(data, 0, size);
    return data != nullptr;
  }
};

/// A memref descriptor as MLIR's C interface lays it out: allocated and
/// aligned pointers, offset, sizes, strides (all 8 bytes).
std::vector<int64_t> makeDescriptor(void *data,
                                    const std::vector<int64_t> &shape) {
  size_t rank = shape.size();
  std::vector<int64_t> d(3 + 2 * rank);
  d[0] = d[1] = int64_t(reinterpret_cast<intptr_t>(data));
  d[2] = 0;
  int64_t stride = 1;
  for (size_t i = rank; i-- > 0;) {
    d[3 + i] = shape[i];
    d[3 + rank + i] = stride;
    stride *= shape[i];
  }
  return d;
}

// Calls a C-interface function taking N pointers.
template <size_t... I>
void callWith(void *fn, void **p, std::index_sequence<I...>) {
  using Fn = void (*)(decltype((void)I, (void *)nullptr)...);
  reinterpret_cast<Fn>(fn)(p[I]...);
}
template <size_t... N>
constexpr auto makeCallers(std::index_sequence<N...>) {
  return std::array<void (*)(void *, void **), sizeof...(N)>{
      {+[](void *fn, void **p) { callWith(fn, p, std::make_index_sequence<N>{}); }...}};
}
// Callers for 0 .. DTC_MAX_ENTRY_POINTERS pointers.
constexpr auto kCallers =
    makeCallers(std::make_index_sequence<DTC_MAX_ENTRY_POINTERS + 1>{});

struct Run {
  const EntrySpec *entry = nullptr;
  dtc_mesh *mesh = nullptr;
  int64_t numDevices = 0;
  // Per view (0: the mesh itself): a mesh of the view's geometry for
  // pack/unpack, and each mesh device's position in it.
  std::vector<dtc_mesh *> geometry;
  std::vector<std::vector<int64_t>> position;
  std::vector<std::unique_ptr<dtc_mesh, void (*)(dtc_mesh *)>> viewMeshes;
  // [arg][device]
  std::vector<std::vector<std::unique_ptr<Buffer>>> argShards;
  std::vector<std::vector<std::vector<int64_t>>> argDescs;
  // [device]: the packed result descriptors
  std::vector<std::vector<int64_t>> resultStructs;
  // [device][result]: on a GPU mesh, the results copied back to the host
  std::vector<std::vector<std::unique_ptr<Buffer>>> hostResults;
  std::vector<std::vector<int64_t>> localResultShapes;
};

/// Calls the entry on device `index` with one descriptor per argument.
void callEntry(Run &run, int64_t index, std::vector<int64_t *> argDescs) {
  std::vector<void *> pointers;
  if (!run.entry->results.empty())
    pointers.push_back(run.resultStructs[index].data());
  pointers.insert(pointers.end(), argDescs.begin(), argDescs.end());
  kCallers[pointers.size()](run.entry->function, pointers.data());
}

int64_t descriptorBytes(const int64_t *desc, const TensorSpec &t) {
  int64_t n = 1;
  for (int32_t d = 0; d < t.rank(); ++d)
    n *= desc[3 + d];
  return n * dtc_dtype_size(t.dtype);
}

/// On a GPU mesh: the device's argument shards are copied into its memory,
/// the entry runs on descriptors of those copies, and its results are
/// copied back into host buffers that the result descriptors then point to
/// (contiguous, offset 0); the device buffers are freed. A failure aborts
/// the run.
void runOnGpu(Run &run, dtc_device *device, int64_t index) {
  std::vector<std::vector<int64_t>> descs;
  std::vector<void *> owned;
  auto release = [&] {
    for (void *p : owned)
      dtc_device_free(device, p);
  };
  for (size_t a = 0; a < run.argDescs.size(); ++a) {
    descs.push_back(run.argDescs[a][index]);
    int64_t bytes = descriptorBytes(descs.back().data(), run.entry->args[a]);
    void *copy = bytes ? dtc_device_alloc(device, bytes) : nullptr;
    if ((bytes && !copy) ||
        dtc_device_copy_to_device(device, copy, run.argShards[a][index]->data,
                                  bytes) != DTC_OK) {
      release();
      return dtc_device_abort(device, ("argument #" + std::to_string(a) +
                                       " to the GPU: " + dtc_last_error())
                                          .c_str());
    }
    owned.push_back(copy);
    descs.back()[0] = descs.back()[1] = int64_t(reinterpret_cast<intptr_t>(copy));
  }
  std::vector<int64_t *> pointers;
  for (auto &d : descs)
    pointers.push_back(d.data());
  callEntry(run, index, pointers);
  int64_t *desc = run.resultStructs[index].data();
  for (size_t r = 0; r < run.entry->results.size(); ++r) {
    const TensorSpec &t = run.entry->results[r];
    int64_t bytes = descriptorBytes(desc, t);
    auto host = std::make_unique<Buffer>();
    const char *aligned = reinterpret_cast<const char *>(desc[1]);
    if (!host->allocate(bytes, run.mesh) ||
        dtc_device_copy_to_host(device, host->data,
                                aligned + desc[2] * dtc_dtype_size(t.dtype),
                                bytes) != DTC_OK) {
      release();
      return dtc_device_abort(device, ("result #" + std::to_string(r) +
                                       " from the GPU: " + dtc_last_error())
                                          .c_str());
    }
    auto *allocated = reinterpret_cast<void *>(desc[0]);
    if (allocated && std::find(owned.begin(), owned.end(), allocated) == owned.end())
      owned.push_back(allocated);
    std::vector<int64_t> shape(desc + 3, desc + 3 + t.rank());
    std::vector<int64_t> hostDesc = makeDescriptor(host->data, shape);
    std::copy(hostDesc.begin(), hostDesc.end(), desc);
    run.hostResults[index].push_back(std::move(host));
    desc += hostDesc.size();
  }
  release();
}

void runDevice(dtc_device *device, void *arg) {
  auto *run = static_cast<Run *>(arg);
  int64_t index = dtc_device_index(device);
  if (dtc_mesh_device_type(run->mesh) == DTC_DEVICE_GPU)
    return runOnGpu(*run, device, index);
  std::vector<int64_t *> descs;
  for (auto &perDevice : run->argDescs)
    descs.push_back(perDevice[index].data());
  callEntry(*run, index, descs);
}

/// The descriptor of result `r` on device `index` inside the packed struct.
const int64_t *resultDescriptor(const Run &run, int64_t index, size_t r) {
  const int64_t *p = run.resultStructs[index].data();
  for (size_t i = 0; i < r; ++i)
    p += 3 + 2 * run.entry->results[i].rank();
  return p;
}

/// Device `d` of the mesh as a device of `t`'s view: its position there.
int64_t positionOf(const Run &run, const TensorSpec &t, int64_t d) {
  return run.position[t.view][d];
}

bool localShape(const Run &run, const TensorSpec &t, int64_t d,
                std::vector<int64_t> &shape, std::string &error) {
  dtc_layout layout = t.layout();
  shape.assign(t.globalShape.size(), 0);
  if (t.singleDevice >= 0) { // every device runs on a buffer of the shape
    shape = t.globalShape;
    return true;
  }
  if (dtc_layout_local_shape(run.geometry[t.view], &layout, t.rank(),
                             t.globalShape.data(), positionOf(run, t, d),
                             shape.data()) != DTC_OK) {
    error = dtc_last_error();
    return false;
  }
  return true;
}

/// The program's meshes as views of the running mesh (in the descriptor's
/// order, so the numbers match the compiled code's), and their geometry.
int addViews(Run &run) {
  const EntrySpec &e = *run.entry;
  run.geometry.push_back(run.mesh);
  run.position.emplace_back();
  for (int64_t d = 0; d < run.numDevices; ++d)
    run.position[0].push_back(d);
  for (const ViewSpec &v : e.views) {
    if (v.shape.size() > DTC_MAX_RANK ||
        dtc_mesh_add_view(run.mesh, int32_t(v.shape.size()), v.shape.data(),
                          v.deviceIds.data()) < 0)
      return fail(std::string("mesh view: ") + dtc_last_error());
    run.viewMeshes.emplace_back(dtc_mesh_create(int32_t(v.shape.size()),
                                                v.shape.data(), v.deviceIds.data()),
                                dtc_mesh_destroy);
    dtc_mesh *geometry = run.viewMeshes.back().get();
    if (!geometry || dtc_mesh_num_devices(geometry) != run.numDevices)
      return fail("mesh view: not over the mesh's devices");
    run.geometry.push_back(geometry);
    run.position.emplace_back();
    for (int64_t d = 0; d < run.numDevices; ++d)
      run.position.back().push_back(dtc_mesh_device_index(geometry, e.deviceIds[d]));
  }
  for (const auto *tensors : {&e.args, &e.results})
    for (const TensorSpec &t : *tensors)
      if (t.view < 0 || t.view > int64_t(e.views.size()))
        return fail("corrupt program descriptor: view " + std::to_string(t.view));
  return 0;
}

double seconds(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - since)
      .count();
}

int parseOptions(int argc, char **argv, Options &o, bool &list) {
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&](std::string &into) {
      if (i + 1 >= argc)
        return false;
      into = argv[++i];
      return true;
    };
    std::string v;
    if (a == "--help" || a == "-h") {
      std::fputs(kUsage, stdout);
      std::exit(0);
    } else if (a == "--timing") {
      o.timing = true;
    } else if (a == "--list") {
      list = true;
    } else if (a == "--input" && value(v)) {
      o.inputs.push_back(v);
    } else if (a == "--output" && value(v)) {
      o.outputs.push_back(v);
    } else if (a == "--entry" && value(v)) {
      o.entry = v;
    } else if (a == "--input-shards" && value(v)) {
      o.inputShards = v;
    } else if (a == "--output-shards" && value(v)) {
      o.outputShards = v;
    } else {
      return fail("unknown or incomplete option '" + a + "'\n" + kUsage);
    }
  }
  return 0;
}

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

/// Frees what the program returned, once per distinct allocation and never
/// an argument's buffer (a result may alias an argument).
void freeResults(Run &run) {
  std::vector<const void *> freed;
  for (auto &shards : run.argShards)
    for (auto &b : shards)
      freed.push_back(b->data);
  for (auto &copies : run.hostResults) // a GPU mesh's, owned by the Run
    for (auto &b : copies)
      freed.push_back(b->data);
  for (int64_t d = 0; d < run.numDevices; ++d)
    for (size_t r = 0; r < run.entry->results.size(); ++r) {
      void *allocated = reinterpret_cast<void *>(resultDescriptor(run, d, r)[0]);
      if (!allocated || std::find(freed.begin(), freed.end(), allocated) != freed.end())
        continue;
      freed.push_back(allocated);
      _mlir_memref_to_llvm_free(allocated);
    }
}

void listEntries(const std::vector<EntrySpec> &entries) {
  for (const EntrySpec &e : entries) {
    std::printf("%s: mesh [", e.name.c_str());
    for (size_t i = 0; i < e.meshShape.size(); ++i)
      std::printf("%s%lld", i ? "x" : "", (long long)e.meshShape[i]);
    std::printf("] (");
    for (size_t i = 0; i < e.args.size(); ++i)
      std::printf("%s%s", i ? ", " : "",
                  describe(e.args[i].dtype, e.args[i].globalShape).c_str());
    std::printf(") -> (");
    for (size_t i = 0; i < e.results.size(); ++i)
      std::printf("%s%s", i ? ", " : "",
                  describe(e.results[i].dtype, e.results[i].globalShape).c_str());
    std::printf(")\n");
  }
}

} // namespace

/// The device whose SPMD function runs on the calling thread: what compiled
/// collectives pass to the runtime (dtc-convert-dtensor-to-runtime).

int main(int argc, char **argv) {
  Options o;
  bool list = false;
  if (int rc = parseOptions(argc, argv, o, list))
    return rc;
  std::vector<EntrySpec> entries;
  std::string error;
  if (!parseProgram(__dtc_program, __dtc_entries, entries, error))
    return fail(error);
  if (list) {
    listEntries(entries);
    return 0;
  }
  const EntrySpec *entry = nullptr;
  for (const EntrySpec &e : entries)
    if (e.name == o.entry)
      entry = &e;
  if (!entry)
    return fail("no entry function named '" + o.entry + "' (--list shows them)");
  size_t nargs = entry->args.size(), nres = entry->results.size();
  if (o.inputShards.empty() && o.inputs.size() != nargs)
    return fail("entry '" + entry->name + "' takes " + std::to_string(nargs) +
                " inputs, " + std::to_string(o.inputs.size()) + " given (--input)");
  if (!o.inputShards.empty() && !o.inputs.empty())
    return fail("give either --input or --input-shards, not both");
  if (o.outputShards.empty() && o.outputs.size() != nres)
    return fail("entry '" + entry->name + "' returns " + std::to_string(nres) +
                " results, " + std::to_string(o.outputs.size()) +
                " outputs given (--output)");
  if (!o.outputShards.empty() && !o.outputs.empty())
    return fail("give either --output or --output-shards, not both");
  if ((nres ? 1 : 0) + nargs > DTC_MAX_ENTRY_POINTERS)
    return fail("entry has too many arguments for the launcher");
  for (size_t i = 0; i < o.outputs.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (o.outputs[i] == o.outputs[j])
        return fail("output " + o.outputs[i] + " is given twice");

  // The mesh outlives the Run: its buffers may be the mesh's pinned memory.
  std::unique_ptr<dtc_mesh, void (*)(dtc_mesh *)> meshGuard(nullptr,
                                                             dtc_mesh_destroy);
  Run run;
  run.entry = entry;
  run.mesh = dtc_mesh_create_typed(int32_t(entry->meshShape.size()),
                                   entry->meshShape.data(),
                                   entry->deviceIds.data(), entry->deviceType);
  if (!run.mesh)
    return fail(std::string("mesh: ") + dtc_last_error());
  meshGuard.reset(run.mesh);
  run.numDevices = dtc_mesh_num_devices(run.mesh);
  if (int rc = addViews(run))
    return rc;
  // Every device is a thread already: one BLAS thread each, or N devices
  // times OpenBLAS's own threads fight over the cores.
  if (run.numDevices > 1)
    openblas_set_num_threads(1);

  auto start = std::chrono::steady_clock::now();
  if (int rc = loadInputs(run, o))
    return rc;
  double transferIn = seconds(start);

  for (int64_t d = 0; d < run.numDevices; ++d) {
    size_t words = 0;
    for (const TensorSpec &t : entry->results)
      words += 3 + 2 * t.rank();
    run.resultStructs.emplace_back(words, 0);
  }
  run.hostResults.resize(run.numDevices);
  start = std::chrono::steady_clock::now();
  if (dtc_mesh_run(run.mesh, runDevice, &run) != DTC_OK)
    return fail(std::string("run failed: ") + dtc_last_error());
  double compute = seconds(start);

  start = std::chrono::steady_clock::now();
  int rc = storeOutputs(run, o);
  freeResults(run);
  double transferOut = seconds(start);
  if (rc)
    return rc;
  if (o.timing) {
    std::fprintf(stderr,
                 "timing: transfer-in %.6f s, compute %.6f s (of which "
                 "collectives %.6f s on the slowest device), transfer-out "
                 "%.6f s\n",
                 transferIn, compute, dtc_mesh_collective_seconds(run.mesh),
                 transferOut);
    int64_t calls = 0;
    int64_t bytes = dtc_mesh_traffic_bytes(run.mesh, &calls);
    std::fprintf(stderr,
                 "traffic: %lld collectives, %lld B (per collective, the "
                 "most any device received, summed)\n",
                 (long long)calls, (long long)bytes);
  }
  return 0;
}
