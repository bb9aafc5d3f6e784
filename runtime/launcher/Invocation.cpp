//===- Invocation.cpp - running an entry on every device of the mesh ------===//
//
// Each device's thread calls the entry's C-interface wrapper with one
// pointer per argument descriptor (after the result struct's, when the
// entry returns anything). On a GPU mesh the arguments are copied to the
// device first and the results back to the host after.
//
//===----------------------------------------------------------------------===//
#include "Invocation.h"

#include "Error.h"
#include "Strided.h"

#include <array>
#include <chrono>
#include <sys/mman.h>
#include <utility>

extern "C" {
// The allocator of compiled code (runtime/lib/core/Allocator.cpp): results are
// freed with it.
void _mlir_memref_to_llvm_free(void *);
}

namespace dtc::launcher {

ShardArena::~ShardArena() {
  for (Region &r : regions)
    ::munmap(r.base, r.size);
}

void *ShardArena::allocate(size_t bytes) {
  constexpr size_t kHugePage = size_t(2) << 20, kRegion = size_t(32) << 20;
  bytes = (std::max<size_t>(bytes, 1) + 63) / 64 * 64;
  if (regions.empty() || regions.back().size - regions.back().used < bytes) {
    size_t size =
        std::max(kRegion, (bytes + kHugePage - 1) / kHugePage * kHugePage);
    // Mapped one huge page larger, then trimmed to a huge page's alignment.
    void *raw = ::mmap(nullptr, size + kHugePage, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (raw == MAP_FAILED)
      return nullptr;
    char *start = static_cast<char *>(raw);
    char *base = reinterpret_cast<char *>(
        (reinterpret_cast<uintptr_t>(start) + kHugePage - 1) / kHugePage *
        kHugePage);
    if (base > start)
      ::munmap(start, size_t(base - start));
    if (size_t tail = size_t(start + size + kHugePage - (base + size)))
      ::munmap(base + size, tail);
    regions.push_back({base, size, 0});
  }
  Region &r = regions.back();
  void *p = r.base + r.used;
  r.used += bytes;
#ifdef MADV_POPULATE_WRITE
  // Faulted in with one call instead of a trap per page (Linux 5.14+;
  // advice only: elsewhere the pages fault in as they are written).
  ::madvise(p, bytes, MADV_POPULATE_WRITE);
#endif
  return p;
}

namespace {

// Calls a C-interface function taking N pointers.
template <size_t... I>
void callWith(void *fn, void **p, std::index_sequence<I...>) {
  using Fn = void (*)(decltype((void)I, (void *)nullptr)...);
  reinterpret_cast<Fn>(fn)(p[I]...);
}
template <size_t... N> constexpr auto makeCallers(std::index_sequence<N...>) {
  return std::array<void (*)(void *, void **), sizeof...(N)>{
      {+[](void *fn, void **p) {
        callWith(fn, p, std::make_index_sequence<N>{});
      }...}};
}
// Callers for 0 .. DTC_MAX_ENTRY_POINTERS pointers.
constexpr auto kCallers =
    makeCallers(std::make_index_sequence<DTC_MAX_ENTRY_POINTERS + 1>{});

/// Calls the entry on device `index` with one descriptor per argument.
/// A CPU device of a program with GPU meshes runs the entry's host code.
void callEntry(Run &run, int64_t index, std::vector<int64_t *> argDescs) {
  std::vector<void *> pointers;
  if (!run.entry->results.empty())
    pointers.push_back(run.resultStructs[index].data());
  pointers.insert(pointers.end(), argDescs.begin(), argDescs.end());
  void *function = run.entry->isHost(run.entry->deviceIds[size_t(index)])
                       ? run.entry->hostFunction
                       : run.entry->function;
  kCallers[pointers.size()](function, pointers.data());
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
/// (contiguous, offset 0); the device buffers are freed. Variables stay in
/// the device's memory (`Run::resident`, copied in before their first
/// step): a result that assigns one is copied into it on the device and
/// its descriptor cleared. A failure aborts the run.
void runOnGpu(Run &run, dtc_device *device, int64_t index) {
  std::vector<std::vector<int64_t>> descs;
  std::vector<void *> owned;
  // The copies' time: the arguments' (synchronous copies), then, once the
  // program's queued work is done, the results'.
  auto copiesStart = std::chrono::steady_clock::now();
  auto copied = [&] {
    run.gpuCopySeconds[size_t(index)] +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                      copiesStart)
            .count();
  };
  auto release = [&] {
    for (void *p : owned)
      dtc_device_free(device, p);
  };
  // The program may return a variable's buffer: never freed here.
  auto isResident = [&](const void *p) {
    for (auto &perDevice : run.resident)
      if (!perDevice.empty() && perDevice[index] == p)
        return true;
    return false;
  };
  for (size_t a = 0; a < run.argDescs.size(); ++a) {
    descs.push_back(run.argDescs[a][index]);
    int64_t bytes = descriptorBytes(descs.back().data(), run.entry->args[a]);
    if (run.entry->args[a].role == "variable" && run.argShards[a][index] &&
        bytes) {
      void *&resident = run.resident[a][index];
      if (!resident && (!(resident = dtc_device_alloc(device, bytes)) ||
                        dtc_device_copy_to_device(device, resident,
                                                  run.argShards[a][index]->data,
                                                  bytes) != DTC_OK)) {
        release();
        return dtc_device_abort(device,
                                ("variable \"" + run.entry->args[a].variable +
                                 "\" to the GPU: " + dtc_last_error())
                                    .c_str());
      }
      descs.back()[0] = descs.back()[1] =
          int64_t(reinterpret_cast<intptr_t>(resident));
      continue;
    }
    void *copy = bytes ? dtc_device_alloc(device, bytes) : nullptr;
    const Buffer &shard =
        run.argShards[a][index] ? *run.argShards[a][index] : *run.absent[a];
    if ((bytes && !copy) ||
        dtc_device_copy_to_device(device, copy, shard.data, bytes) != DTC_OK) {
      release();
      return dtc_device_abort(device, ("argument #" + std::to_string(a) +
                                       " to the GPU: " + dtc_last_error())
                                          .c_str());
    }
    owned.push_back(copy);
    descs.back()[0] = descs.back()[1] =
        int64_t(reinterpret_cast<intptr_t>(copy));
  }
  std::vector<int64_t *> pointers;
  for (auto &d : descs)
    pointers.push_back(d.data());
  copied();
  callEntry(run, index, pointers);
  // Failures show in the copies below; the wait only separates the times.
  dtc_device_synchronize(device);
  copiesStart = std::chrono::steady_clock::now();
  int64_t *desc = run.resultStructs[index].data();
  for (size_t r = 0; r < run.entry->results.size(); ++r) {
    const TensorSpec &t = run.entry->results[r];
    int64_t bytes = descriptorBytes(desc, t);
    const char *aligned = reinterpret_cast<const char *>(desc[1]);
    auto *allocated = reinterpret_cast<void *>(desc[0]);
    int64_t variable = assignedArgument(run, t);
    if (variable >= 0 && run.argShards[size_t(variable)][index]) {
      void *resident = run.resident[size_t(variable)][index];
      const char *value = aligned + desc[2] * dtc_dtype_size(t.dtype);
      bool contiguous = isContiguous(desc, t.rank());
      if (bytes &&
          (!contiguous || (value != resident &&
                           dtc_device_copy_to_device(device, resident, value,
                                                     bytes) != DTC_OK))) {
        release();
        return dtc_device_abort(
            device, ("assigning variable \"" + t.variable + "\" on the GPU: " +
                     (contiguous ? std::string(dtc_last_error())
                                 : "the result is not contiguous"))
                        .c_str());
      }
      if (allocated && !isResident(allocated) &&
          std::find(owned.begin(), owned.end(), allocated) == owned.end())
        owned.push_back(allocated);
      size_t words = 3 + 2 * size_t(t.rank());
      std::fill(desc, desc + words, 0);
      desc += words;
      continue;
    }
    auto host = std::make_unique<Buffer>();
    if (!host->allocate(bytes, run.mesh) ||
        dtc_device_copy_to_host(device, host->data,
                                aligned + desc[2] * dtc_dtype_size(t.dtype),
                                bytes) != DTC_OK) {
      release();
      return dtc_device_abort(device, ("result #" + std::to_string(r) +
                                       " from the GPU: " + dtc_last_error())
                                          .c_str());
    }
    if (allocated && !isResident(allocated) &&
        std::find(owned.begin(), owned.end(), allocated) == owned.end())
      owned.push_back(allocated);
    std::vector<int64_t> shape(desc + 3, desc + 3 + t.rank());
    std::vector<int64_t> hostDesc = makeDescriptor(host->data, shape);
    std::copy(hostDesc.begin(), hostDesc.end(), desc);
    run.hostResults[index].push_back(std::move(host));
    desc += hostDesc.size();
  }
  copied();
  release();
}

} // namespace

dtc_mesh *createEntryMesh(const EntrySpec &entry) {
  std::vector<dtc_device_type> types = entry.deviceTypes();
  dtc_mesh *mesh =
      entry.numClients > 1
          ? dtc_mesh_create_clients(
                int32_t(entry.meshShape.size()), entry.meshShape.data(),
                entry.deviceIds.data(), entry.numClients,
                entry.heldIds.empty() ? nullptr : entry.heldIds.data(),
                types.data())
          : dtc_mesh_create_mixed(int32_t(entry.meshShape.size()),
                                  entry.meshShape.data(),
                                  entry.deviceIds.data(), types.data());
  // Devices that hold the same shards of the largest arguments run one
  // after another on their thread (fibers): the MLP's weights stay in a
  // core's cache from one device to the next.
  if (mesh && entry.numClients == 1)
    if (std::vector<int64_t> keys = entry.runOrderKeys();
        int64_t(keys.size()) == dtc_mesh_num_devices(mesh))
      dtc_mesh_set_run_order(mesh, keys.data());
  return mesh;
}

bool isContiguous(const int64_t *desc, int32_t rank) {
  int64_t stride = 1;
  for (int32_t d = rank; d-- > 0;) {
    if (desc[3 + d] != 1 && desc[3 + rank + d] != stride)
      return false;
    stride *= desc[3 + d];
  }
  return true;
}

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

int64_t assignedArgument(const Run &run, const TensorSpec &t) {
  if (t.role != "assign")
    return -1;
  for (size_t a = 0; a < run.entry->args.size(); ++a)
    if (run.entry->args[a].role == "variable" &&
        run.entry->args[a].variable == t.variable)
      return int64_t(a);
  return -1;
}

bool onGpu(const Run &run, int64_t index) {
  return dtc_mesh_device_type(run.mesh) == DTC_DEVICE_GPU &&
         !run.entry->isHost(run.entry->deviceIds[size_t(index)]);
}

int syncVariables(Run &run) {
  if (!run.residentAhead)
    return 0;
  auto copyOut = [](dtc_device *device, void *arg) {
    auto *run = static_cast<Run *>(arg);
    int64_t index = dtc_device_index(device);
    for (size_t a = 0; a < run->resident.size(); ++a) {
      void *resident =
          run->resident[a].empty() ? nullptr : run->resident[a][index];
      if (!resident)
        continue;
      int64_t bytes =
          descriptorBytes(run->argDescs[a][index].data(), run->entry->args[a]);
      if (dtc_device_copy_to_host(device, run->argShards[a][index]->data,
                                  resident, bytes) != DTC_OK)
        return dtc_device_abort(device,
                                ("variable \"" + run->entry->args[a].variable +
                                 "\" from the GPU: " + dtc_last_error())
                                    .c_str());
    }
  };
  if (dtc_mesh_run(run.mesh, copyOut, &run) != DTC_OK)
    return fail(std::string("copying the variables from the GPUs: ") +
                dtc_last_error());
  run.residentAhead = false;
  return 0;
}

bool anyResident(const Run &run) {
  for (auto &perDevice : run.resident)
    for (void *p : perDevice)
      if (p)
        return true;
  return false;
}

void releaseVariables(Run &run) {
  if (!anyResident(run))
    return;
  auto freeAll = [](dtc_device *device, void *arg) {
    auto *run = static_cast<Run *>(arg);
    for (auto &perDevice : run->resident) {
      if (perDevice.empty()) // not a variable
        continue;
      void *&p = perDevice[size_t(dtc_device_index(device))];
      dtc_device_free(device, p);
      p = nullptr;
    }
  };
  (void)dtc_mesh_run(run.mesh, freeAll, &run);
}

void runDevice(dtc_device *device, void *arg) {
  auto *run = static_cast<Run *>(arg);
  int64_t index = dtc_device_index(device);
  if (onGpu(*run, index))
    return runOnGpu(*run, device, index);
  std::vector<int64_t *> descs;
  for (auto &perDevice : run->argDescs)
    descs.push_back(perDevice[index].data());
  callEntry(*run, index, descs);
}

const int64_t *resultDescriptor(const Run &run, int64_t index, size_t r) {
  const int64_t *p = run.resultStructs[index].data();
  for (size_t i = 0; i < r; ++i)
    p += 3 + 2 * run.entry->results[i].rank();
  return p;
}

int64_t positionOf(const Run &run, const TensorSpec &t, int64_t d) {
  return run.position[t.view][d];
}

int64_t viewDevices(const Run &run, const TensorSpec &t) {
  return dtc_mesh_num_devices(run.geometry[t.view]);
}

bool localShape(const Run &run, const TensorSpec &t, int64_t d,
                std::vector<int64_t> &shape, std::string &error) {
  dtc_layout layout = t.layout();
  shape.assign(t.globalShape.size(), 0);
  if (t.singleDevice >= 0) { // every device runs on a buffer of the shape
    shape = t.globalShape;
    return true;
  }
  // Outside the view, the shape of the view's first device (every device
  // of a view has its shard's shape).
  int64_t position = std::max<int64_t>(positionOf(run, t, d), 0);
  if (dtc_layout_local_shape(run.geometry[t.view], &layout, t.rank(),
                             t.globalShape.data(), position,
                             shape.data()) != DTC_OK) {
    error = dtc_last_error();
    return false;
  }
  return true;
}

int addViews(Run &run, bool toMesh) {
  const EntrySpec &e = *run.entry;
  run.geometry.push_back(run.mesh);
  run.position.emplace_back();
  for (int64_t d = 0; d < run.numDevices; ++d)
    run.position[0].push_back(d);
  for (const ViewSpec &v : e.views) {
    if (v.shape.size() > DTC_MAX_RANK ||
        (toMesh && dtc_mesh_add_view(run.mesh, int32_t(v.shape.size()),
                                     v.shape.data(), v.deviceIds.data()) < 0))
      return fail(std::string("mesh view: ") + dtc_last_error());
    run.viewMeshes.emplace_back(dtc_mesh_create(int32_t(v.shape.size()),
                                                v.shape.data(),
                                                v.deviceIds.data()),
                                dtc_mesh_destroy);
    dtc_mesh *geometry = run.viewMeshes.back().get();
    if (!geometry)
      return fail(std::string("mesh view: ") + dtc_last_error());
    run.geometry.push_back(geometry);
    run.position.emplace_back();
    for (int64_t d = 0; d < run.numDevices; ++d)
      run.position.back().push_back(
          dtc_mesh_device_index(geometry, e.deviceIds[d]));
  }
  for (const auto *tensors : {&e.args, &e.results})
    for (const TensorSpec &t : *tensors)
      if (t.view < 0 || t.view > int64_t(e.views.size()))
        return fail("corrupt program descriptor: view " +
                    std::to_string(t.view));
  return 0;
}

void freeResults(Run &run) {
  std::vector<const void *> freed;
  for (auto &shards : run.argShards)
    for (auto &b : shards)
      if (b)
        freed.push_back(b->data);
  for (auto &b : run.absent)
    if (b)
      freed.push_back(b->data);
  for (auto &copies : run.hostResults) // a GPU mesh's, owned by the Run
    for (auto &b : copies)
      freed.push_back(b->data);
  for (int64_t d = 0; d < run.numDevices; ++d)
    for (size_t r = 0; r < run.entry->results.size(); ++r) {
      void *allocated =
          reinterpret_cast<void *>(resultDescriptor(run, d, r)[0]);
      if (!allocated ||
          std::find(freed.begin(), freed.end(), allocated) != freed.end())
        continue;
      freed.push_back(allocated);
      _mlir_memref_to_llvm_free(allocated);
    }
  // The next step (or a failure's clean-up) finds nothing left to free.
  for (auto &words : run.resultStructs)
    std::fill(words.begin(), words.end(), 0);
  for (auto &copies : run.hostResults)
    copies.clear();
}

} // namespace dtc::launcher

void dtc::launcher::copyToContiguous(const int64_t *desc, int32_t rank,
                                     int64_t elemBytes, void *dst) {
  const int64_t *sizes = desc + 3;
  std::vector<int64_t> strides(rank);
  int64_t stride = 1;
  for (int32_t d = rank; d-- > 0;) {
    strides[d] = stride;
    stride *= sizes[d];
  }
  if (stride == 0)
    return;
  const char *src =
      reinterpret_cast<const char *>(desc[1]) + desc[2] * elemBytes;
  if (std::equal(strides.begin(), strides.end(), desc + 3 + rank)) {
    std::memmove(dst, src, size_t(stride * elemBytes));
    return;
  }
  runtime::copyStrided(elemBytes, rank, src, sizes, desc + 3 + rank,
                       static_cast<char *>(dst), strides.data());
}
