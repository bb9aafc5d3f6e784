//===- CudaBackend.cpp - mesh devices on NVIDIA GPUs ----------------------===//
#include "CudaBackend.h"

#include "Clients.h"
#include "CudaMover.h"
#include "DType.h"
#include "Error.h"
#include "NcclCollectives.h"
#include "ReduceKernels.h"
#include "SharedMemoryBackend.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace dtc::runtime {

using namespace cuda;

namespace {

/// `gpu`'s primary context, retained once for the rest of the process, as
/// CUDA's runtime does. Released with the last mesh on it, the context
/// would reset and unload its modules, while the kernels' caches (the
/// programs' GpuModules, the reduction kernels) still hold them: the next
/// mesh's first launch failed with "invalid resource handle".
CUresult primaryContext(const Driver &driver, CUdevice gpu,
                        CUcontext &context) {
  static std::mutex mutex;
  static std::map<std::pair<const Driver *, CUdevice>, CUcontext> retained;
  std::lock_guard<std::mutex> lock(mutex);
  auto key = std::make_pair(&driver, gpu);
  auto it = retained.find(key);
  if (it == retained.end()) {
    if (CUresult r = driver.cuDevicePrimaryCtxRetain(&context, gpu))
      return r;
    it = retained.emplace(key, context).first;
  }
  context = it->second;
  return CUDA_SUCCESS;
}

int64_t numElements(ShapeRef shape) {
  int64_t n = 1;
  for (int32_t d = 0; d < shape.rank; ++d)
    n *= shape[d];
  return n;
}

/// Whether the reduction kernels can be had (NVRTC); says once on stderr
/// when not, as reductions then stage through host memory.
bool reductionKernelsAvailable() {
  static bool available = [] {
    std::string error;
    if (!reduceKernelPtx(error).empty())
      return true;
    std::fprintf(stderr,
                 "dtc: note: %s; reductions between devices that share a "
                 "GPU stage through host memory\n",
                 error.c_str());
    return false;
  }();
  return available;
}

class CudaBackend final : public Backend {
public:
  CudaBackend(const MeshShape &shape, const ClientMap &clients,
              const Driver &driver, int numGpus, BlasLoader loadBlas,
              NcclLoader loadNccl)
      : driver(driver), loadBlas(loadBlas), devices(shape.numDevices),
        numGpus(numGpus), shape(shape), clients(clients),
        me(clients.numClients > 1 ? dtc_client_id() : 0),
        mover(driver, devices),
        host(clients.numClients > 1
                 ? createClientsBackend(shape, clients, &mover)
                 : std::make_unique<SharedMemoryBackend>(shape, &mover)),
        nccl(loadNccl, devices, mover, *this, clients) {}
  ~CudaBackend() override;

  /// Retains the primary context of each GPU this process's devices run
  /// on and gives each of them a stream; across processes, agrees with the
  /// others on which collectives take NCCL.
  int init();

  int launch(const std::function<void(int64_t)> &body) override;
  void abort() override {
    host->abort();
    nccl.abort();
  }
  void deviceFinished(int64_t device) override {
    host->deviceFinished(device);
    nccl.deviceFinished(device);
  }
  TrafficLog &traffic() override { return host->traffic(); }

  void *allocate(int64_t device, int64_t bytes) override;
  void deallocate(int64_t device, void *ptr) override;
  int copyToDevice(int64_t device, void *dst, const void *src,
                   int64_t bytes) override;
  int synchronize(int64_t device) override;
  int copyToHost(int64_t device, void *dst, const void *src,
                 int64_t bytes) override;
  void *allocateHost(int64_t bytes) override;
  void deallocateHost(void *ptr) override;
  void *gpuState(int64_t device) override {
    return isHost(device) ? nullptr : &devices[device];
  }

  int attachGroup(int64_t device, Group &group) override {
    return host->attachGroup(device, group);
  }
  int allGather(int64_t device, Group &group, const void *in, void *out,
                ShapeRef shape, dtc_dtype dtype, int32_t dim) override {
    if (NcclCollectives *n = ncclFor(group, false))
      return n->settle(device, group, "all_gather",
                       n->allGather(device, group, in, out, shape, dtype, dim));
    int64_t bytes = numElements(shape) * dtc_dtype_size(dtype);
    return run(device, group, false, in, bytes, out, bytes * group.size(),
               [&](const void *i, void *o) {
                 return host->allGather(device, group, i, o, shape, dtype, dim);
               });
  }
  int allReduce(int64_t device, Group &group, const void *in, void *out,
                int64_t count, dtc_dtype dtype,
                dtc_reduction reduction) override {
    if (NcclCollectives *n =
            ncclFor(group, !NcclCollectives::native(dtype, reduction)))
      return n->settle(
          device, group, "all_reduce",
          n->allReduce(device, group, in, out, count, dtype, reduction));
    int64_t bytes = count * dtc_dtype_size(dtype);
    return run(device, group, true, in, bytes, out, bytes,
               [&](const void *i, void *o) {
                 return host->allReduce(device, group, i, o, count, dtype,
                                        reduction);
               });
  }
  /// Over NCCL, on the communication stream while the device's stream runs
  /// on (NcclCollectives::allReduceStart); other paths complete it here.
  int allReduceStart(int64_t device, Group &group, const void *in, void *out,
                     int64_t count, dtc_dtype dtype, dtc_reduction reduction,
                     Request &request) override {
    if (NcclCollectives *n = ncclFor(group, false);
        n && n->canStart(group, dtype, reduction))
      return n->allReduceStart(device, group, in, out, count, dtype, reduction,
                               request);
    return Backend::allReduceStart(device, group, in, out, count, dtype,
                                   reduction, request);
  }
  int wait(int64_t device, Request &request) override {
    return request.impl ? nccl.wait(device, request) : DTC_OK;
  }
  int reduceScatter(int64_t device, Group &group, const void *in, void *out,
                    ShapeRef shape, dtc_dtype dtype, int32_t dim,
                    dtc_reduction reduction) override {
    if (NcclCollectives *n =
            ncclFor(group, !NcclCollectives::native(dtype, reduction)))
      return n->settle(device, group, "reduce_scatter",
                       n->reduceScatter(device, group, in, out, shape, dtype,
                                        dim, reduction));
    int64_t bytes = numElements(shape) * dtc_dtype_size(dtype);
    return run(device, group, true, in, bytes, out, bytes / group.size(),
               [&](const void *i, void *o) {
                 return host->reduceScatter(device, group, i, o, shape, dtype,
                                            dim, reduction);
               });
  }
  int allToAll(int64_t device, Group &group, const void *in, void *out,
               ShapeRef shape, dtc_dtype dtype, int32_t splitDim,
               int32_t concatDim) override {
    if (NcclCollectives *n = ncclFor(group, false))
      return n->settle(device, group, "all_to_all",
                       n->allToAll(device, group, in, out, shape, dtype,
                                   splitDim, concatDim));
    int64_t bytes = numElements(shape) * dtc_dtype_size(dtype);
    return run(device, group, false, in, bytes, out, bytes,
               [&](const void *i, void *o) {
                 return host->allToAll(device, group, i, o, shape, dtype,
                                       splitDim, concatDim);
               });
  }
  int collectivePermute(int64_t device, Group &group, const void *in, void *out,
                        int64_t bytes, const int64_t *perm) override {
    if (NcclCollectives *n = ncclFor(group, false))
      return n->settle(
          device, group, "collective_permute",
          n->collectivePermute(device, group, in, out, bytes, perm));
    return run(device, group, false, in, bytes, out, bytes,
               [&](const void *i, void *o) {
                 return host->collectivePermute(device, group, i, o, bytes,
                                                perm);
               });
  }
  int broadcast(int64_t device, Group &group, const void *in, void *out,
                int64_t bytes, int64_t root) override {
    if (NcclCollectives *n = ncclFor(group, false))
      return n->settle(device, group, "broadcast",
                       n->broadcast(device, group, in, out, bytes, root));
    return run(device, group, false, in, bytes, out, bytes,
               [&](const void *i, void *o) {
                 return host->broadcast(device, group, i, o, bytes, root);
               });
  }
  int barrier(int64_t device) override { return host->barrier(device); }

private:
  /// A failed driver call as the calling thread's error.
  int fail(const char *call, CUresult result) {
    return setError(DTC_ERROR_SYSTEM, "%s",
                    driver.describe(call, result).c_str());
  }
  /// The NCCL collectives when the members of `group` are all on different
  /// GPUs and every mesh device has a GPU of its own, or null (then a group
  /// on one GPU runs on its device buffers and any other is staged). Null too
  /// when NCCL cannot be loaded (said once on stderr) or, for a reduction that
  /// needs them, the reduction kernels.
  NcclCollectives *ncclFor(const Group &group, bool needsKernels) {
    // Only where no GPU hosts two mesh devices (device i on GPU i, so every
    // group is on different GPUs): then each GPU's NCCL calls come from one
    // thread in program order, the same on every GPU, which NCCL needs when
    // communicators share GPUs (else it may deadlock). A CPU device is no
    // NCCL rank: its groups are staged. Across processes the answers are
    // the ones every process agreed on at init.
    if (group.size() < 2 || !distinctGpus || hasHostMember(group))
      return nullptr;
    if (needsKernels && !(agreed ? agreedKernels : reductionKernelsAvailable()))
      return nullptr;
    return (agreed ? agreedNccl : nccl.available()) ? &nccl : nullptr;
  }
  /// Whether `device` runs in this process.
  bool isLocal(int64_t device) const {
    return clients.numClients <= 1 || clients.clientOf[size_t(device)] == me;
  }
  /// Makes every process take the same paths: each sends what it can do
  /// (distinct GPUs, NCCL, reduction kernels) to client 0, which sends
  /// back what all can.
  int agree();
  /// Makes room for `in` and `out` bytes in the device's pinned buffers.
  int reserveStage(GpuDevice &g, size_t in, size_t out);
  /// Runs `collective` on the device buffers when the whole group shares
  /// one GPU (and, for a reduction, its kernels can be had), else on
  /// pinned host copies (staged).
  template <typename F>
  int run(int64_t device, const Group &group, bool reduces, const void *in,
          int64_t inBytes, void *out, int64_t outBytes, F collective) {
    if (isHost(device)) // host buffers: the group meets on them as they are
      return collective(in, out);
    // Other processes' devices have ordinals no device here has.
    int gpu = ordinals[size_t(group.members.front())];
    bool oneGpu = std::all_of(
        group.members.begin(), group.members.end(),
        [&](int64_t member) { return ordinals[size_t(member)] == gpu; });
    if (!oneGpu || (reduces && !reductionKernelsAvailable()))
      return staged(device, in, inBytes, out, outBytes, collective);
    mover.setOnDevice(device, true);
    int status = collective(in, out);
    mover.setOnDevice(device, false);
    return status;
  }
  /// Runs a host collective on pinned copies of `in` and `out`.
  template <typename F>
  int staged(int64_t device, const void *in, int64_t inBytes, void *out,
             int64_t outBytes, F collective) {
    GpuDevice &g = devices[device];
    if (int status = reserveStage(g, size_t(inBytes), size_t(outBytes)))
      return status;
    if (int status = copyToHost(device, g.stageIn, in, inBytes))
      return status;
    if (int status = collective(g.stageIn, g.stageOut))
      return status;
    return copyToDevice(device, out, g.stageOut, outBytes);
  }

  /// Whether `device` is a CPU device of a mixed mesh (host threads and
  /// memory, no GPU state).
  bool isHost(int64_t device) const { return shape.isHost(device); }
  bool hasHostMember(const Group &group) const {
    return std::any_of(group.members.begin(), group.members.end(),
                       [&](int64_t member) { return isHost(member); });
  }
  /// The GPU of this process's first device that has one (page-locked
  /// memory belongs to its context).
  GpuDevice &firstGpu() {
    for (size_t i = 0; i < devices.size(); ++i)
      if (!isHost(int64_t(i)) && isLocal(int64_t(i)))
        return devices[i];
    return devices.front();
  }

  const Driver &driver;
  BlasLoader loadBlas;
  std::vector<GpuDevice> devices;
  int numGpus;
  MeshShape shape; ///< its onHost marks the CPU devices
  ClientMap clients;
  int32_t me; ///< this process's client
  /// Per mesh device, its GPU's ordinal: this process's GPU devices in mesh
  /// order take GPUs 0, 1, ... modulo numGpus, after those of the job's
  /// processes on this machine before it (each takes as many); -1 for CPU
  /// devices, -2 - c for devices of client c != me.
  std::vector<int> ordinals;
  /// Whether no GPU runs two mesh devices (here, or, agreed, in any
  /// process of the job).
  bool distinctGpus = true;
  /// Across processes: what every process can do (agree()).
  bool agreed = false, agreedNccl = false, agreedKernels = false;
  /// The collectives' data movement, and the shared-memory collectives
  /// that use it (for the group meetings, checks and failure handling).
  CudaMover mover;
  /// The shared-memory collectives on `mover` (for the group meetings,
  /// checks and failure handling), under a clients backend across
  /// processes.
  std::unique_ptr<Backend> host;
  /// The collectives between GPUs (NCCL loaded when a group first spans
  /// GPUs).
  NcclCollectives nccl;
  std::mutex failureMutex;
  std::string failure; ///< the first failure outside the program's calls
};

int CudaBackend::init() {
  int64_t localGpuDevices = 0;
  for (size_t i = 0; i < devices.size(); ++i)
    localGpuDevices += isLocal(int64_t(i)) && !isHost(int64_t(i));
  int64_t first =
      clients.numClients > 1 ? clients::nodeRank() * localGpuDevices : 0;
  int64_t onThisMachine =
      localGpuDevices * (clients.numClients > 1 ? clients::nodeSize() : 1);
  distinctGpus = onThisMachine <= numGpus;
  int64_t next = 0;
  std::map<int, CUcontext> contexts;
  for (size_t i = 0; i < devices.size(); ++i) {
    if (isHost(int64_t(i)) || !isLocal(int64_t(i))) {
      ordinals.push_back(isHost(int64_t(i)) ? -1 : -2 - clients.clientOf[i]);
      continue;
    }
    int ordinal = int((first + next++) % numGpus);
    ordinals.push_back(ordinal);
    GpuDevice &g = devices[i];
    g.driver = &driver;
    g.loadBlas = loadBlas;
    if (CUresult r = driver.cuDeviceGet(&g.gpu, ordinal))
      return fail("cuDeviceGet", r);
    auto it = contexts.find(ordinal);
    if (it == contexts.end()) {
      CUcontext context;
      if (CUresult r = primaryContext(driver, g.gpu, context))
        return fail("cuDevicePrimaryCtxRetain", r);
      it = contexts.emplace(ordinal, context).first;
    }
    g.context = it->second;
    if (CUresult r = driver.cuCtxSetCurrent(g.context))
      return fail("cuCtxSetCurrent", r);
    for (CUstream *stream : {&g.stream, &g.comm})
      if (CUresult r = driver.cuStreamCreate(stream, CU_STREAM_NON_BLOCKING))
        return fail("cuStreamCreate", r);
    for (CUevent *event :
         {&g.ready, &g.done, &g.settled, &g.toComm, &g.fromComm})
      if (CUresult r = driver.cuEventCreate(event, CU_EVENT_DISABLE_TIMING))
        return fail("cuEventCreate", r);
  }
  return clients.numClients > 1 ? agree() : DTC_OK;
}

int CudaBackend::agree() {
  // Loaded now, not on first use: every process must know before any
  // collective.
  uint8_t can = (distinctGpus ? 1 : 0) | (nccl.available() ? 2 : 0) |
                (reductionKernelsAvailable() ? 4 : 0);
  if (int status = clients::agreeAll(can, DTC_CLIENTS_BARRIER_TAG - 1, [] {
        return std::string("creating a GPU mesh");
      }))
    return status;
  agreed = true;
  distinctGpus = can & 1;
  agreedNccl = can & 2;
  agreedKernels = can & 4;
  return DTC_OK;
}

CudaBackend::~CudaBackend() {
  nccl.destroy(); // the communicators, while the contexts live
  if (!devices.empty() && firstGpu().context)
    driver.cuCtxSetCurrent(firstGpu().context);
  host.reset(); // its pinned staging buffers, likewise
  for (GpuDevice &g : devices) {
    if (!g.context || driver.cuCtxSetCurrent(g.context) != CUDA_SUCCESS)
      continue;
    if (g.stream)
      driver.cuStreamSynchronize(g.stream);
    if (g.blas) {
      std::string ignored;
      if (const Blas *b = loadBlas(ignored))
        b->cublasDestroy(g.blas);
    }
    for (auto &entry : g.freeBlocks)
      for (CUdeviceptr p : entry.second)
        driver.cuMemFree(p);
    for (auto &entry : g.sizes)
      driver.cuMemFree(entry.first);
    if (g.stageIn)
      driver.cuMemFreeHost(g.stageIn);
    if (g.stageOut)
      driver.cuMemFreeHost(g.stageOut);
    for (CUevent event : {g.ready, g.done, g.settled, g.toComm, g.fromComm})
      if (event)
        driver.cuEventDestroy(event);
    for (CUevent event : g.allStartedEvents)
      driver.cuEventDestroy(event);
    for (CUstream stream : {g.stream, g.comm})
      if (stream)
        driver.cuStreamDestroy(stream);
  }
  // The primary contexts stay (primaryContext).
}

int CudaBackend::launch(const std::function<void(int64_t)> &body) {
  failure.clear();
  nccl.reset();
  int status = host->launch([&](int64_t device) {
    if (isHost(device))
      return body(device);
    GpuDevice &g = devices[device];
    CUresult r = driver.cuCtxSetCurrent(g.context);
    if (r == CUDA_SUCCESS) {
      body(device);
      // The device function has queued its work; it is done when the
      // stream is.
      r = driver.cuStreamSynchronize(g.stream);
      if (r == CUDA_SUCCESS)
        return;
    } else {
      deviceFinished(device);
    }
    std::lock_guard<std::mutex> lock(failureMutex);
    if (failure.empty())
      failure = "device " + std::to_string(device) + ": " +
                driver.describe("the GPU", r);
    abort();
  });
  if (status == DTC_OK && !failure.empty())
    status = setError(DTC_ERROR_SYSTEM, "%s", failure.c_str());
  return status;
}

void *CudaBackend::allocate(int64_t device, int64_t bytes) {
  if (isHost(device))
    return alignedHostAlloc(bytes);
  GpuDevice &g = devices[device];
  size_t size = size_t(bytes);
  CUdeviceptr p = 0;
  auto it = g.freeBlocks.find(size);
  if (it != g.freeBlocks.end() && !it->second.empty()) {
    // Freed by this device's program: any kernel still using it is ahead on
    // the same stream.
    p = it->second.back();
    it->second.pop_back();
  } else if (driver.cuMemAlloc(&p, size) != CUDA_SUCCESS) {
    // Out of memory with blocks cached: give them back and try once more.
    for (auto &entry : g.freeBlocks)
      for (CUdeviceptr block : entry.second)
        driver.cuMemFree(block);
    g.freeBlocks.clear();
    if (CUresult r = driver.cuMemAlloc(&p, size)) {
      fail("cuMemAlloc", r);
      return nullptr;
    }
  }
  g.sizes[p] = size;
  return reinterpret_cast<void *>(p);
}

void CudaBackend::deallocate(int64_t device, void *ptr) {
  if (isHost(device))
    return std::free(ptr);
  GpuDevice &g = devices[device];
  auto p = reinterpret_cast<CUdeviceptr>(ptr);
  auto it = g.sizes.find(p);
  if (it == g.sizes.end())
    return; // not ours (a program constant's address never reaches here)
  g.freeBlocks[it->second].push_back(p);
  g.sizes.erase(it);
}

void *CudaBackend::allocateHost(int64_t bytes) {
  // Page-locked memory belongs to a context: the first device's.
  void *ptr = nullptr;
  if (CUresult r = driver.cuCtxSetCurrent(firstGpu().context)) {
    fail("cuCtxSetCurrent", r);
    return nullptr;
  }
  if (CUresult r = driver.cuMemAllocHost(&ptr, size_t(bytes))) {
    fail("cuMemAllocHost", r);
    return nullptr;
  }
  return ptr;
}

void CudaBackend::deallocateHost(void *ptr) {
  driver.cuCtxSetCurrent(firstGpu().context);
  driver.cuMemFreeHost(ptr);
}

int CudaBackend::copyToDevice(int64_t device, void *dst, const void *src,
                              int64_t bytes) {
  GpuDevice &g = devices[device];
  if (bytes == 0)
    return DTC_OK;
  if (isHost(device)) {
    std::memmove(dst, src, size_t(bytes));
    return DTC_OK;
  }
  // Unified addressing: the driver tells host from device pointers.
  if (CUresult r = driver.cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                                        reinterpret_cast<CUdeviceptr>(src),
                                        size_t(bytes), g.stream))
    return fail("cuMemcpyAsync", r);
  if (CUresult r = driver.cuStreamSynchronize(g.stream))
    return fail("cuStreamSynchronize", r);
  return DTC_OK;
}

int CudaBackend::copyToHost(int64_t device, void *dst, const void *src,
                            int64_t bytes) {
  return copyToDevice(device, dst, src, bytes); // the same ordered copy
}

int CudaBackend::synchronize(int64_t device) {
  if (isHost(device))
    return DTC_OK;
  if (CUresult r = driver.cuStreamSynchronize(devices[device].stream))
    return fail("cuStreamSynchronize", r);
  return DTC_OK;
}

int CudaBackend::reserveStage(GpuDevice &g, size_t in, size_t out) {
  auto grow = [&](void *&buffer, size_t &have, size_t need) -> int {
    if (need <= have)
      return DTC_OK;
    if (buffer)
      driver.cuMemFreeHost(buffer);
    buffer = nullptr;
    have = 0;
    if (CUresult r = driver.cuMemAllocHost(&buffer, need))
      return fail("cuMemAllocHost", r);
    have = need;
    return DTC_OK;
  };
  if (int status = grow(g.stageIn, g.stageInBytes, in))
    return status;
  return grow(g.stageOut, g.stageOutBytes, out);
}

} // namespace

CUfunction gpuFunction(GpuDevice &device, GpuModule &module, const char *name) {
  auto key = std::make_pair(&module, name);
  auto it = device.functions.find(key);
  if (it != device.functions.end())
    return it->second;
  const Driver &d = *device.driver;
  CUmodule loaded;
  {
    std::lock_guard<std::mutex> lock(module.mutex);
    auto m = module.loaded.find(device.context);
    if (m == module.loaded.end()) {
      if (CUresult r = d.cuModuleLoadData(&loaded, module.image)) {
        setError(DTC_ERROR_SYSTEM, "loading the program's kernels: %s",
                 d.describe("cuModuleLoadData", r).c_str());
        return nullptr;
      }
      m = module.loaded.emplace(device.context, loaded).first;
    }
    loaded = m->second;
  }
  CUfunction function;
  if (CUresult r = d.cuModuleGetFunction(&function, loaded, name)) {
    setError(DTC_ERROR_SYSTEM, "kernel %s: %s", name,
             d.describe("cuModuleGetFunction", r).c_str());
    return nullptr;
  }
  device.functions.emplace(key, function);
  return function;
}

std::unique_ptr<Backend> createCudaBackend(const MeshShape &shape,
                                           const ClientMap &clients,
                                           const Driver &driver, int numGpus,
                                           BlasLoader loadBlas,
                                           NcclLoader loadNccl) {
  auto backend = std::make_unique<CudaBackend>(shape, clients, driver, numGpus,
                                               loadBlas, loadNccl);
  if (backend->init() != DTC_OK)
    return nullptr;
  return backend;
}

std::unique_ptr<Backend> createCudaBackend(const MeshShape &shape,
                                           const ClientMap &clients) {
  int numGpus = 0;
  std::string error;
  const Driver *driver = cuda::driver(numGpus, error);
  if (!driver) {
    setError(DTC_ERROR_SYSTEM, "%s", error.c_str());
    return nullptr;
  }
  return createCudaBackend(shape, clients, *driver, numGpus, cuda::blas,
                           cuda::nccl);
}

} // namespace dtc::runtime
