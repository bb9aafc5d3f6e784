//===- FakeCudaDriver.cpp - CudaMover's logic on a host "GPU"
//---------------===//
//
// CudaMover (the collectives' data movement inside one GPU) runs here with a
// CUDA driver whose calls are done on the host: device memory is heap
// memory, copies are memmove, and a launch of a reduction kernel runs its
// host compilation (HostReduceKernels.h). A stream is as asynchronous as a
// GPU's: its work runs in order on a thread of its own, each item after a
// random pause, and only cuStreamSynchronize, or another stream's wait for
// an event recorded on it, waits for it. So work the runtime forgot to
// order (a missing event wait or stream sync) reads or writes at the wrong
// time and shows up as wrong data. The null stream runs its work on the
// calling thread, at once. The same driver, with fake NCCL, runs whole CUDA
// backends (FakeNccl.h). The collectives tests run their cases through it
// too (CollectivesTest, the *_GpuMover instances), so the tables, kernel
// names, output chunks, copies and error reporting that a virtual GPU mesh
// would use are checked without a GPU. What stays unchecked is the real
// driver and the PTX on a GPU.
//
//===----------------------------------------------------------------------===//
#include "FakeCudaDriver.h"
#include "CudaMover.h"
#include "HostReduceKernels.h"
#include "Mesh.h"
#include "ReduceKernels.h"
#include "SharedMemoryBackend.h"
#include "TestUtil.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <mutex>
#include <random>
#include <set>
#include <thread>
#include <vector>

using namespace dtc::runtime;
using namespace dtc::runtime::cuda;

namespace {

std::atomic<int64_t> copies{0}, launches{0}, syncs{0}, waits{0};

/// A stream: work runs in order on the stream's own thread.
class FakeStream {
public:
  explicit FakeStream(CUcontext context)
      : context(context), random(nextSeed()), worker([this] { run(); }) {}
  ~FakeStream() {
    {
      std::lock_guard<std::mutex> lock(mutex);
      stopping = true;
    }
    changed.notify_all();
    worker.join(); // after the queued work, as cuStreamDestroy does
  }
  void enqueue(std::function<void()> work) {
    {
      std::lock_guard<std::mutex> lock(mutex);
      queue.push_back(std::move(work));
      ++enqueued;
    }
    changed.notify_all();
  }
  /// How much work has been queued: an event recorded now completes when
  /// that much has run.
  uint64_t mark() {
    std::lock_guard<std::mutex> lock(mutex);
    return enqueued;
  }
  /// Waits until `position` items have run; false after 20 s (the streams
  /// wait for each other in a cycle: a GPU would hang).
  bool waitUntil(uint64_t position) {
    std::unique_lock<std::mutex> lock(mutex);
    return changed.wait_for(lock, std::chrono::seconds(20),
                            [&] { return completed >= position; });
  }
  bool drain() { return waitUntil(mark()); }
  /// Whether `position` items have run.
  bool reached(uint64_t position) {
    std::lock_guard<std::mutex> lock(mutex);
    return completed >= position;
  }

  const CUcontext context;

private:
  static unsigned nextSeed() {
    static std::atomic<unsigned> seed{1};
    return seed++;
  }
  void run() {
    std::unique_lock<std::mutex> lock(mutex);
    for (;;) {
      changed.wait(lock, [&] { return stopping || !queue.empty(); });
      if (queue.empty())
        return;
      std::function<void()> work = std::move(queue.front());
      queue.pop_front();
      unsigned pause = random() % 4 == 0 ? random() % 200 : 0;
      lock.unlock();
      if (pause)
        std::this_thread::sleep_for(std::chrono::microseconds(pause));
      work();
      lock.lock();
      ++completed;
      changed.notify_all();
    }
  }

  std::mutex mutex;
  std::condition_variable changed;
  std::deque<std::function<void()>> queue;
  uint64_t enqueued = 0, completed = 0;
  bool stopping = false;
  std::minstd_rand random;
  std::thread worker; // last: starts once the rest is made
};

/// Every live stream (cuMemFree waits for its context's streams).
std::mutex streamsMutex;
std::set<FakeStream *> liveStreams;

/// Runs `work` on `stream`, or now on the null stream.
void onStream(CUstream stream, std::function<void()> work) {
  if (stream)
    reinterpret_cast<FakeStream *>(stream)->enqueue(std::move(work));
  else
    work();
}

/// An event: where on which stream it was last recorded.
struct FakeEvent {
  FakeStream *stream = nullptr;
  uint64_t position = 0;
};

CUresult fakeCopy(CUdeviceptr dst, CUdeviceptr src, size_t bytes,
                  CUstream stream) {
  onStream(stream, [=] {
    std::memmove(reinterpret_cast<void *>(dst),
                 reinterpret_cast<const void *>(src), bytes);
  });
  ++copies;
  return CUDA_SUCCESS;
}
std::atomic<bool> refusePitches{false};
CUresult fakeCopyRows(const Memcpy2D *c, CUstream stream) {
  EXPECT_EQ(c->srcMemoryType, CU_MEMORYTYPE_UNIFIED);
  EXPECT_EQ(c->dstMemoryType, CU_MEMORYTYPE_UNIFIED);
  EXPECT_GE(c->srcPitch, c->WidthInBytes);
  EXPECT_GE(c->dstPitch, c->WidthInBytes);
  if (refusePitches && (c->srcPitch % 512 || c->dstPitch % 512))
    return CUDA_ERROR_INVALID_VALUE; // "may fail" for such pitches
  Memcpy2D copy = *c; // the driver reads the description at the call
  onStream(stream, [copy] {
    for (size_t i = 0; i < copy.Height; ++i)
      std::memmove(reinterpret_cast<char *>(copy.dstDevice) + i * copy.dstPitch,
                   reinterpret_cast<const char *>(copy.srcDevice) +
                       i * copy.srcPitch,
                   copy.WidthInBytes);
  });
  ++copies;
  return CUDA_SUCCESS;
}
constexpr CUresult kTimedOut = 999; // CUDA_ERROR_UNKNOWN
CUresult fakeSync(CUstream stream) {
  ++syncs;
  if (stream && !reinterpret_cast<FakeStream *>(stream)->drain()) {
    ADD_FAILURE() << "cuStreamSynchronize: the stream never finished";
    return kTimedOut;
  }
  return CUDA_SUCCESS;
}
CUresult fakeEventCreate(CUevent *event, unsigned) {
  *event = reinterpret_cast<CUevent>(new FakeEvent);
  return CUDA_SUCCESS;
}
CUresult fakeEventDestroy(CUevent event) {
  delete reinterpret_cast<FakeEvent *>(event);
  return CUDA_SUCCESS;
}
CUresult fakeEventRecord(CUevent event, CUstream stream) {
  auto *e = reinterpret_cast<FakeEvent *>(event);
  e->stream = reinterpret_cast<FakeStream *>(stream);
  e->position = e->stream ? e->stream->mark() : 0;
  return CUDA_SUCCESS;
}
CUresult fakeEventQuery(CUevent event) {
  auto *e = reinterpret_cast<FakeEvent *>(event);
  return !e->stream || e->stream->reached(e->position) ? CUDA_SUCCESS
                                                       : CUDA_ERROR_NOT_READY;
}
CUresult fakeStreamWaitEvent(CUstream stream, CUevent event, unsigned) {
  // The wait is for the event's last record before this call.
  FakeEvent e = *reinterpret_cast<FakeEvent *>(event);
  ++waits;
  if (e.stream && reinterpret_cast<FakeStream *>(stream) != e.stream)
    onStream(stream, [e] {
      if (!e.stream->waitUntil(e.position))
        ADD_FAILURE() << "cuStreamWaitEvent: the event never completed";
    });
  return CUDA_SUCCESS;
}
// Primary contexts as the driver keeps them: retains are counted, and the
// release of the last one resets the context, unloading its modules (a
// module loaded before the reset is then an invalid handle). GPU i's
// primary context is &contexts[i]; FakeGpu's shared one is not a primary
// context and never resets.
char contexts[64];
thread_local CUcontext current = nullptr;
std::mutex contextsMutex;
int retains[64];
int64_t resets[64];

/// Where a context's reset count is kept (null: one that never resets).
int64_t *resetsOf(CUcontext context) {
  auto *c = reinterpret_cast<char *>(context);
  return c >= contexts && c < contexts + 64 ? &resets[c - contexts] : nullptr;
}

/// A loaded module: its context, and that context's resets at the load.
struct FakeModule {
  CUcontext context;
  int64_t resets;
};

std::atomic<int64_t> moduleLoads{0};
CUresult fakeLoad(CUmodule *module, const void *) {
  ++moduleLoads;
  std::lock_guard<std::mutex> lock(contextsMutex);
  int64_t *r = resetsOf(current);
  *module = reinterpret_cast<CUmodule>(new FakeModule{current, r ? *r : 0});
  return CUDA_SUCCESS;
}
CUresult fakeFunction(CUfunction *function, CUmodule module, const char *name) {
  {
    auto *m = reinterpret_cast<FakeModule *>(module);
    std::lock_guard<std::mutex> lock(contextsMutex);
    int64_t *r = resetsOf(m->context);
    if (m->context != current || (r && *r != m->resets))
      return 400; // CUDA_ERROR_INVALID_HANDLE
  }
  auto it = dtc::test::hostReduceKernels().find(name);
  if (it == dtc::test::hostReduceKernels().end())
    return 500; // CUDA_ERROR_NOT_FOUND
  *function = reinterpret_cast<CUfunction>(it->second);
  return CUDA_SUCCESS;
}
CUresult fakeLaunch(CUfunction function, unsigned, unsigned, unsigned, unsigned,
                    unsigned, unsigned, unsigned, CUstream stream,
                    void **params, void **) {
  // The parameters are copied at the launch, as the driver does.
  DtcTables tables = *static_cast<DtcTables *>(params[0]);
  auto kernel = reinterpret_cast<dtc::test::HostKernel>(function);
  onStream(stream, [kernel, tables] { kernel(tables); });
  ++launches;
  return CUDA_SUCCESS;
}
CUresult fakeAllocHost(void **ptr, size_t bytes) {
  *ptr = std::malloc(bytes);
  return *ptr ? CUDA_SUCCESS : 2; // CUDA_ERROR_OUT_OF_MEMORY
}
CUresult fakeFreeHost(void *ptr) {
  std::free(ptr);
  return CUDA_SUCCESS;
}
CUresult fakeErrorString(CUresult, const char **text) {
  *text = "fake driver error";
  return CUDA_SUCCESS;
}

// GPUs and streams: a stream remembers the context that made it, device
// memory is heap memory.
CUresult fakeDeviceGet(CUdevice *device, int ordinal) {
  *device = ordinal;
  return ordinal >= 0 && ordinal < 64 ? CUDA_SUCCESS : 101; // INVALID_DEVICE
}
CUresult fakeRetain(CUcontext *context, CUdevice device) {
  std::lock_guard<std::mutex> lock(contextsMutex);
  ++retains[device];
  *context = reinterpret_cast<CUcontext>(&contexts[device]);
  return CUDA_SUCCESS;
}
CUresult fakeRelease(CUdevice device) {
  std::lock_guard<std::mutex> lock(contextsMutex);
  if (retains[device] == 0)
    return 201; // CUDA_ERROR_INVALID_CONTEXT
  if (--retains[device] == 0)
    ++resets[device];
  return CUDA_SUCCESS;
}
CUresult fakeSetCurrent(CUcontext context) {
  current = context;
  return CUDA_SUCCESS;
}
CUresult fakeStreamCreate(CUstream *stream, unsigned) {
  auto *s = new FakeStream(current);
  std::lock_guard<std::mutex> lock(streamsMutex);
  liveStreams.insert(s);
  *stream = reinterpret_cast<CUstream>(s);
  return CUDA_SUCCESS;
}
CUresult fakeStreamDestroy(CUstream stream) {
  auto *s = reinterpret_cast<FakeStream *>(stream);
  {
    std::lock_guard<std::mutex> lock(streamsMutex);
    liveStreams.erase(s);
  }
  delete s;
  return CUDA_SUCCESS;
}
CUresult fakeAlloc(CUdeviceptr *ptr, size_t bytes) {
  void *p = std::malloc(bytes);
  *ptr = reinterpret_cast<CUdeviceptr>(p);
  return p ? CUDA_SUCCESS : 2; // CUDA_ERROR_OUT_OF_MEMORY
}
CUresult fakeFree(CUdeviceptr ptr) {
  // Like cudaFree, after the current context's queued work.
  std::vector<FakeStream *> streams;
  {
    std::lock_guard<std::mutex> lock(streamsMutex);
    for (FakeStream *s : liveStreams)
      if (s->context == current)
        streams.push_back(s);
  }
  for (FakeStream *s : streams)
    s->drain();
  std::free(reinterpret_cast<void *>(ptr));
  return CUDA_SUCCESS;
}

Driver makeDriver() {
  Driver d{};
  d.cuMemcpyAsync = fakeCopy;
  d.cuMemcpy2DAsync = fakeCopyRows;
  d.cuStreamSynchronize = fakeSync;
  d.cuEventCreate = fakeEventCreate;
  d.cuEventDestroy = fakeEventDestroy;
  d.cuEventRecord = fakeEventRecord;
  d.cuEventQuery = fakeEventQuery;
  d.cuStreamWaitEvent = fakeStreamWaitEvent;
  d.cuModuleLoadData = fakeLoad;
  d.cuModuleGetFunction = fakeFunction;
  d.cuLaunchKernel = fakeLaunch;
  d.cuMemAllocHost = fakeAllocHost;
  d.cuMemFreeHost = fakeFreeHost;
  d.cuGetErrorString = fakeErrorString;
  d.cuDeviceGet = fakeDeviceGet;
  d.cuDevicePrimaryCtxRetain = fakeRetain;
  d.cuDevicePrimaryCtxRelease = fakeRelease;
  d.cuCtxSetCurrent = fakeSetCurrent;
  d.cuStreamCreate = fakeStreamCreate;
  d.cuStreamDestroy = fakeStreamDestroy;
  d.cuMemAlloc = fakeAlloc;
  d.cuMemFree = fakeFree;
  return d;
}

const Driver driverTable = makeDriver();

/// One fake GPU that every mesh device of the tests' meshes shares.
struct FakeGpu {
  static constexpr int64_t kMaxDevices = 64;
  std::vector<GpuDevice> devices;
  std::unique_ptr<CudaMover> mover;

  FakeGpu() : devices(kMaxDevices) {
    for (GpuDevice &g : devices) {
      g.driver = &driverTable;
      g.context = reinterpret_cast<CUcontext>(0x1000); // one GPU
      fakeEventCreate(&g.ready, 0);
      fakeEventCreate(&g.done, 0);
    }
    mover = std::make_unique<CudaMover>(driverTable, devices);
    for (int64_t d = 0; d < kMaxDevices; ++d)
      mover->setOnDevice(d, true);
  }
};

FakeGpu &fakeGpu() {
  static FakeGpu gpu;
  return gpu;
}

std::unique_ptr<Backend> makeBackend(const MeshShape &shape,
                                     const ClientMap &) {
  return std::make_unique<SharedMemoryBackend>(shape, fakeGpu().mover.get());
}

} // namespace

namespace dtc::test {

bool fakeCudaDriverAvailable(std::string &why) {
  std::string error;
  if (reduceKernelPtx(error).empty()) {
    why = error;
    return false;
  }
  return true;
}

void moveThroughFakeCudaDriver(bool on) {
  setCpuBackendFactoryForTesting(on ? makeBackend : nullptr);
}

int64_t fakeDriverOperations() { return copies + launches; }

int64_t fakeModuleLoads() { return moduleLoads; }

const Driver &fakeDriver() { return driverTable; }

CUcontext fakeCurrentContext() { return current; }

CUcontext fakeStreamContext(CUstream stream) {
  return reinterpret_cast<FakeStream *>(stream)->context;
}

void refuseUnalignedPitches(bool on) { refusePitches = on; }

void enqueueOnFakeStream(CUstream stream, std::function<void()> work) {
  onStream(stream, std::move(work));
}

} // namespace dtc::test

namespace {

using namespace dtc::test;

TEST(FakeCudaDriverTest, CollectivesLaunchKernelsAndCopy) {
  std::string why;
  if (!fakeCudaDriverAvailable(why))
    GTEST_SKIP() << why;
  moveThroughFakeCudaDriver(true);
  dtc::test::Mesh mesh({4});
  moveThroughFakeCudaDriver(false);
  ASSERT_NE(mesh.mesh, nullptr) << dtc_last_error();
  int32_t axis = 0;
  std::vector<std::vector<float>> in(4), out(4), gathered(4);
  for (int d = 0; d < 4; ++d) {
    in[d] = std::vector<float>(1000, float(d + 1));
    out[d] = std::vector<float>(1000, -1);
    gathered[d] = std::vector<float>(4000, -1);
  }
  int64_t launchesBefore = launches, copiesBefore = copies, syncsBefore = syncs,
          waitsBefore = waits;
  int status = runOn(mesh.mesh, [&](dtc_device *device) {
    int64_t d = dtc_device_index(device);
    EXPECT_EQ(dtc_all_reduce(device, &axis, 1, in[d].data(), out[d].data(),
                             1000, DTC_F32, DTC_SUM),
              DTC_OK)
        << dtc_last_error();
  });
  EXPECT_EQ(status, DTC_OK) << dtc_last_error();
  for (int d = 0; d < 4; ++d)
    EXPECT_EQ(out[d], std::vector<float>(1000, 10.0f));
  // Each member reduced its chunk with one kernel that writes every output.
  EXPECT_EQ(launches - launchesBefore, 4);
  EXPECT_EQ(copies - copiesBefore, 0);
  // The streams wait for each other's events; the host waits for none.
  EXPECT_EQ(syncs - syncsBefore, 0);
  EXPECT_EQ(waits - waitsBefore, 4 * 3 * 2); // others' ready, then done

  copiesBefore = copies;
  int64_t shape[] = {1000};
  status = runOn(mesh.mesh, [&](dtc_device *device) {
    int64_t d = dtc_device_index(device);
    EXPECT_EQ(dtc_all_gather(device, &axis, 1, in[d].data(), gathered[d].data(),
                             1, shape, DTC_F32, 0),
              DTC_OK)
        << dtc_last_error();
  });
  EXPECT_EQ(status, DTC_OK) << dtc_last_error();
  for (int d = 0; d < 4; ++d)
    for (int j = 0; j < 4; ++j)
      EXPECT_EQ(gathered[d][j * 1000 + 999], float(j + 1));
  // Each member pulled the 4 blocks of its output, one copy each.
  EXPECT_EQ(copies - copiesBefore, 4 * 4);

  // Along the last dimension of 100x10 shards each block is 100 rows of 10:
  // one 2-D copy per block, not one copy per row; row by row where the
  // driver refuses those pitches (cuda.h says it may). The copies made.
  int64_t matrix[] = {100, 10};
  auto gatherColumns = [&](bool refuse) {
    refuseUnalignedPitches(refuse);
    int64_t before = copies;
    for (auto &g : gathered)
      std::fill(g.begin(), g.end(), -1.0f);
    status = runOn(mesh.mesh, [&](dtc_device *device) {
      int64_t d = dtc_device_index(device);
      EXPECT_EQ(dtc_all_gather(device, &axis, 1, in[d].data(),
                               gathered[d].data(), 2, matrix, DTC_F32, 1),
                DTC_OK)
          << dtc_last_error();
    });
    refuseUnalignedPitches(false);
    EXPECT_EQ(status, DTC_OK) << dtc_last_error();
    for (int d = 0; d < 4; ++d)
      for (int row = 0; row < 100; ++row)
        for (int j = 0; j < 4; ++j)
          EXPECT_EQ(gathered[d][row * 40 + j * 10 + 9], float(j + 1));
    return copies - before;
  };
  EXPECT_EQ(gatherColumns(false), 4 * 4);
  EXPECT_EQ(gatherColumns(true), 4 * 4 * 100);

  // A reduce_scatter along the last dimension of 25x40 inputs: each member
  // reduces 25 rows of 10 with one launch, not one per row.
  launchesBefore = launches;
  int64_t wide[] = {25, 40};
  std::vector<std::vector<float>> scattered(4, std::vector<float>(250, -1));
  status = runOn(mesh.mesh, [&](dtc_device *device) {
    int64_t d = dtc_device_index(device);
    EXPECT_EQ(dtc_reduce_scatter(device, &axis, 1, in[d].data(),
                                 scattered[d].data(), 2, wide, DTC_F32, 1,
                                 DTC_SUM),
              DTC_OK)
        << dtc_last_error();
  });
  EXPECT_EQ(status, DTC_OK) << dtc_last_error();
  for (int d = 0; d < 4; ++d)
    EXPECT_EQ(scattered[d], std::vector<float>(250, 10.0f));
  EXPECT_EQ(launches - launchesBefore, 4);
}

TEST(FakeCudaDriverTest, TooManyDevicesOnOneGpuIsAnError) {
  std::string why;
  if (!fakeCudaDriverAvailable(why))
    GTEST_SKIP() << why;
  FakeGpu &gpu = fakeGpu();
  std::vector<float> x(4, 1.0f);
  std::vector<const void *> ins(kMaxReduceTable + 1, x.data());
  void *out = x.data();
  gpu.mover->reduce(0, DTC_F32, DTC_SUM, ins.data(), int64_t(ins.size()), &out,
                    1, 4);
  EXPECT_EQ(gpu.mover->finish(0), DTC_ERROR_SYSTEM);
  EXPECT_NE(std::string(dtc_last_error()).find("more than 64 devices"),
            std::string::npos)
      << dtc_last_error();
  EXPECT_EQ(gpu.mover->finish(0), DTC_OK); // reported once
}

} // namespace
