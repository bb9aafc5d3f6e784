//===- NcclCollectives.cpp - collectives between GPUs over NCCL -----------===//
#include "NcclCollectives.h"

#include "Clients.h"
#include "Error.h"

#include <algorithm>
#include <cstdio>
#include <set>

namespace dtc::runtime {

using namespace cuda;

namespace {

/// A local array as `outer` rows of `parts` blocks of `width` bytes each
/// (split along one dimension): block p of every row, gathered, is the
/// p-th contiguous block of `outer * width` bytes.
struct Blocks {
  int64_t outer = 1, width = 0, parts = 1;

  /// The blocks are contiguous already (nothing before the dimension).
  bool contiguous() const { return outer == 1; }
  int64_t blockBytes() const { return outer * width; }
};

/// `shape` split into `parts` blocks along `dim`.
Blocks blocksOf(ShapeRef shape, int32_t dim, dtc_dtype dtype, int64_t parts) {
  Blocks b;
  b.parts = parts;
  b.width = shape[dim] / parts * dtc_dtype_size(dtype);
  for (int32_t d = 0; d < shape.rank; ++d) {
    if (d < dim)
      b.outer *= shape[d];
    if (d > dim)
      b.width *= shape[d];
  }
  return b;
}

/// The contiguous blocks of `packed` to and from their places in `strided`.
void pack(CudaMover &mover, int64_t device, const Blocks &b, char *packed,
          const char *strided) {
  for (int64_t p = 0; p < b.parts; ++p)
    mover.copyRows(device, packed + p * b.blockBytes(), b.width,
                   strided + p * b.width, b.parts * b.width, b.width, b.outer);
}
void unpack(CudaMover &mover, int64_t device, const Blocks &b, char *strided,
            const char *packed) {
  for (int64_t p = 0; p < b.parts; ++p)
    mover.copyRows(device, strided + p * b.width, b.parts * b.width,
                   packed + p * b.blockBytes(), b.width, b.width, b.outer);
}

/// The group-order reduction of `parts` contiguous blocks of `count`
/// elements into `out` (the runtime's reduction kernels).
void reduceBlocks(CudaMover &mover, int64_t device, dtc_dtype dtype,
                  dtc_reduction reduction, const char *blocks, int64_t parts,
                  void *out, int64_t count) {
  std::vector<const void *> ins;
  for (int64_t p = 0; p < parts; ++p)
    ins.push_back(blocks + p * count * dtc_dtype_size(dtype));
  mover.reduce(device, dtype, reduction, ins.data(), parts, &out, 1, count);
}

/// NCCL's element type for `dtype`, or -1.
int ncclTypeOf(dtc_dtype dtype) {
  switch (dtype) {
  case DTC_F32:
    return ncclFloat32;
  case DTC_F64:
    return ncclFloat64;
  case DTC_I8:
    return ncclInt8;
  case DTC_I32:
    return ncclInt32;
  case DTC_I64:
    return ncclInt64;
  default:
    return -1; // f16 (NCCL rounds every step), bool (NCCL keeps 2s)
  }
}

int ncclOpOf(dtc_reduction reduction) {
  switch (reduction) {
  case DTC_SUM:
    return ncclSum;
  case DTC_PROD:
    return ncclProd;
  case DTC_MIN:
    return ncclMin;
  default:
    return ncclMax;
  }
}

/// Scratch device memory for one collective, given back when it has been
/// queued (the allocator reuses blocks in stream order).
class Scratch {
public:
  Scratch(Backend &memory, int64_t device) : memory(memory), device(device) {}
  ~Scratch() {
    for (void *p : blocks)
      memory.deallocate(device, p);
  }
  /// `bytes` of device memory, or null with setError's message.
  char *get(int64_t bytes) {
    void *p = memory.allocate(device, bytes);
    if (p)
      blocks.push_back(p);
    return static_cast<char *>(p);
  }

private:
  Backend &memory;
  int64_t device;
  std::vector<void *> blocks;
};

/// `in`'s blocks, contiguous: `in` itself, or a packed copy in `scratch`
/// (null when that cannot be had).
const char *contiguous(CudaMover &mover, int64_t device, const Blocks &b,
                       const void *in, Scratch &scratch) {
  if (b.contiguous())
    return static_cast<const char *>(in);
  char *packed = scratch.get(b.parts * b.blockBytes());
  if (packed)
    pack(mover, device, b, packed, static_cast<const char *>(in));
  return packed;
}

/// The mover on device buffers for one collective; its queued failure.
class OnDevice {
public:
  OnDevice(CudaMover &mover, int64_t device) : mover(mover), device(device) {
    mover.setOnDevice(device, true);
  }
  ~OnDevice() { mover.setOnDevice(device, false); }
  /// `status`, or else the first failure of the moves queued so far.
  int done(int status) {
    int queued = mover.takeFailure(device);
    return status ? status : queued;
  }

private:
  CudaMover &mover;
  int64_t device;
};

} // namespace

bool NcclCollectives::available() {
  std::call_once(loaded, [&] {
    std::string error;
    api = load(error);
    if (!api)
      std::fprintf(stderr,
                   "dtc: note: %s; collectives between GPUs stage through "
                   "host memory\n",
                   error.c_str());
  });
  return api != nullptr;
}

void NcclCollectives::destroy() {
  std::lock_guard<std::mutex> lock(mutex);
  for (size_t d = 0; d < comms.size(); ++d) {
    if (comms[d].empty())
      continue;
    devices[d].driver->cuCtxSetCurrent(devices[d].context);
    for (auto &entry : comms[d])
      api->ncclCommDestroy(entry.second);
    comms[d].clear();
  }
}

bool NcclCollectives::native(dtc_dtype dtype, dtc_reduction reduction) {
  if (ncclTypeOf(dtype) < 0)
    return false;
  bool isFloat = dtype == DTC_F32 || dtype == DTC_F64;
  switch (reduction) {
  case DTC_SUM:
  case DTC_PROD:
    return true;
  case DTC_MIN:
  case DTC_MAX:
    return !isFloat; // NCCL's float min/max drop NaN
  default:
    return false;
  }
}

int NcclCollectives::fail(const char *call, ncclResult_t result) const {
  return setError(DTC_ERROR_SYSTEM, "%s", api->describe(call, result).c_str());
}

void NcclCollectives::reset() {
  std::lock_guard<std::mutex> lock(mutex);
  aborted = false;
  finished.assign(finished.size(), false);
  meetings.clear();
}

void NcclCollectives::abort() {
  std::vector<ncclComm_t> doomed;
  {
    std::lock_guard<std::mutex> lock(mutex);
    aborted = true;
    met.notify_all();
    for (auto &deviceComms : comms) {
      for (auto &entry : deviceComms)
        doomed.push_back(entry.second);
      deviceComms.clear();
    }
  }
  // Outside the lock: aborting waits for NCCL's own threads.
  for (ncclComm_t comm : doomed)
    api->ncclCommAbort(comm);
}

void NcclCollectives::deviceFinished(int64_t device) {
  std::lock_guard<std::mutex> lock(mutex);
  finished[device] = true;
  met.notify_all();
}

bool NcclCollectives::spansProcesses(const Group &group) const {
  int32_t first = clientOf(group.members.front());
  return std::any_of(group.members.begin(), group.members.end(),
                     [&](int64_t m) { return clientOf(m) != first; });
}

int64_t NcclCollectives::localMembers(const Group &group) const {
  int32_t mine = clientOf(group.members[size_t(group.index)]);
  return std::count_if(group.members.begin(), group.members.end(),
                       [&](int64_t m) { return clientOf(m) == mine; });
}

int NcclCollectives::meet(int64_t device, const Group &group,
                          ncclUniqueId &id) {
  std::unique_lock<std::mutex> lock(mutex);
  auto key = std::make_pair(group.axes, group.members);
  Meeting &m = meetings[key];
  // Member 0's process makes the id; the others receive it.
  bool makesId = clientOf(group.members.front()) == clientOf(device);
  if (m.arrived == 0 && makesId)
    if (ncclResult_t r = api->ncclGetUniqueId(&m.id))
      return fail("ncclGetUniqueId", r); // this device fails the run
  ++m.arrived;
  met.notify_all();
  const int64_t expected = localMembers(group);
  int64_t gone = -1;
  met.wait(lock, [&] {
    for (int64_t member : group.members)
      if (finished[member])
        gone = member;
    return aborted || gone >= 0 || m.arrived == expected;
  });
  // Once all have come, all go on to ncclCommInitRank (which waits for
  // every rank and cannot be woken), even if the run was aborted since:
  // communicator() then aborts the new communicator.
  if (m.arrived < expected && aborted)
    return setError(DTC_ERROR_ABORTED, "the run was aborted");
  if (m.arrived < expected)
    return setError(DTC_ERROR_ABORTED,
                    "device %lld returned from the program while device %lld "
                    "waited for it in a collective over axes %s",
                    (long long)gone, (long long)device,
                    formatList(group.axes.data(), group.axes.size()).c_str());
  if (spansProcesses(group)) {
    // The first local member in group order leads; the others wait for it.
    int64_t leader = *std::find_if(
        group.members.begin(), group.members.end(),
        [&](int64_t d) { return clientOf(d) == clientOf(device); });
    if (leader == device) {
      ncclUniqueId theirs = m.id;
      lock.unlock();
      int status = meetProcesses(device, group, theirs);
      lock.lock();
      m.id = theirs;
      m.status = status;
      m.leadersMet = true;
      met.notify_all();
    } else {
      met.wait(lock, [&] { return m.leadersMet; });
    }
    if (int status = m.status) {
      if (++m.left == expected)
        meetings.erase(key);
      // The leader's own message stands; the others point to it.
      return leader == device
                 ? status
                 : setError(status,
                            "device %lld could not meet the other processes "
                            "of a collective over axes %s",
                            (long long)leader,
                            formatList(group.axes.data(), group.axes.size())
                                .c_str());
    }
  }
  id = m.id;
  if (++m.left == expected)
    meetings.erase(key);
  return DTC_OK;
}

int NcclCollectives::meetProcesses(int64_t device, const Group &group,
                                   ncclUniqueId &id) {
  // The other processes' leaders, by their first member in group order.
  std::vector<int64_t> leaders;
  std::set<int32_t> seen{clientOf(device)};
  for (int64_t m : group.members)
    if (seen.insert(clientOf(m)).second)
      leaders.push_back(m);
  const int64_t n = int64_t(devices.size());
  // Tags below the barrier's, one per pair of devices, apart from the
  // devices' data messages (ClientsBackend: from * n + to).
  auto tag = [&](int64_t from, int64_t to) {
    return int32_t(DTC_CLIENTS_BARRIER_TAG - 2 - (from * n + to));
  };
  auto what = [&] {
    return "making the NCCL communicator over mesh axes " +
           formatList(group.axes.data(), group.axes.size()) + " (device " +
           std::to_string(device) + ")";
  };
  char arrived = 1;
  int64_t root = group.members.front();
  if (device != root) { // say we are here; member 0's id comes back
    return clients::exchange(
        {{true, clientOf(root), &arrived, 1, tag(device, root)},
         {false, clientOf(root), id.internal, int64_t(sizeof id.internal),
          tag(root, device)}},
        what);
  }
  std::vector<char> came(leaders.size());
  std::vector<clients::Transfer> arrivals, ids;
  for (size_t k = 0; k < leaders.size(); ++k) {
    arrivals.push_back(
        {false, clientOf(leaders[k]), &came[k], 1, tag(leaders[k], device)});
    ids.push_back({true, clientOf(leaders[k]), id.internal,
                   int64_t(sizeof id.internal), tag(device, leaders[k])});
  }
  // Everyone is here before anyone calls ncclCommInitRank, which waits
  // for every rank and cannot be woken.
  if (int status = clients::exchange(arrivals, what))
    return status;
  return clients::exchange(ids, what);
}

int NcclCollectives::settle(int64_t device, const Group &group, const char *op,
                            int status) {
  if (status != DTC_OK || clients.numClients <= 1 || !spansProcesses(group))
    return status;
  GpuDevice &g = devices[size_t(device)];
  const Driver &driver = *g.driver;
  if (CUresult r = driver.cuEventRecord(g.settled, g.stream))
    return setError(DTC_ERROR_SYSTEM, "%s",
                    driver.describe("cuEventRecord", r).c_str());
  CUresult result = CUDA_SUCCESS;
  clients::waitUnderWatchdog(
      [&] {
        result = driver.cuEventQuery(g.settled);
        return result != CUDA_ERROR_NOT_READY;
      },
      0,
      [&] {
        return std::string(op) + " over NCCL on mesh axes " +
               formatList(group.axes.data(), group.axes.size()) + " (device " +
               std::to_string(device) + ")";
      },
      [&] { // NCCL cannot say which ranks are missing: the other processes
        std::set<int32_t> others;
        for (int64_t m : group.members)
          if (clientOf(m) != clientOf(device))
            others.insert(clientOf(m));
        return std::vector<int32_t>(others.begin(), others.end());
      });
  if (result != CUDA_SUCCESS)
    return setError(DTC_ERROR_SYSTEM, "%s",
                    driver.describe("cuEventQuery", result).c_str());
  return DTC_OK;
}

int NcclCollectives::communicator(int64_t device, const Group &group,
                                  ncclComm_t &comm) {
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = comms[device].find(&group);
    if (it != comms[device].end()) {
      comm = it->second;
      return DTC_OK;
    }
  }
  // Every member has met before any calls ncclCommInitRank, which waits for
  // all of them and cannot be woken.
  ncclUniqueId id;
  if (int status = meet(device, group, id))
    return status;
  if (ncclResult_t r =
          api->ncclCommInitRank(&comm, int(group.size()), id, int(group.index)))
    return fail("ncclCommInitRank", r);
  std::lock_guard<std::mutex> lock(mutex);
  if (aborted) {
    api->ncclCommAbort(comm);
    return setError(DTC_ERROR_ABORTED, "the run was aborted");
  }
  comms[device][&group] = comm;
  return DTC_OK;
}

int NcclCollectives::grouped(
    const std::function<ncclResult_t(const char *&call)> &calls) const {
  if (ncclResult_t r = api->ncclGroupStart())
    return fail("ncclGroupStart", r);
  const char *call = "";
  ncclResult_t r = calls(call);
  ncclResult_t end = api->ncclGroupEnd(); // closes the group in any case
  if (r != ncclSuccess)
    return fail(call, r);
  return end == ncclSuccess ? DTC_OK : fail("ncclGroupEnd", end);
}

ncclResult_t NcclCollectives::sendRecv(ncclComm_t comm, CUstream stream,
                                       const void *send, int64_t to, void *recv,
                                       int64_t from, int64_t bytes,
                                       const char *&call) const {
  call = "ncclSend";
  if (ncclResult_t r =
          api->ncclSend(send, size_t(bytes), ncclUint8, int(to), comm, stream))
    return r;
  call = "ncclRecv";
  return api->ncclRecv(recv, size_t(bytes), ncclUint8, int(from), comm, stream);
}

int NcclCollectives::exchange(int64_t device, const Group &group,
                              ncclComm_t comm, const char *send, char *recv,
                              int64_t bytes) {
  int64_t self = group.index;
  mover.copy(device, recv + self * bytes, send + self * bytes, bytes);
  return onComm(device, [&](CUstream stream) {
    return grouped([&](const char *&call) {
      for (int64_t p = 0; p < group.size(); ++p)
        if (p != self)
          if (ncclResult_t r = sendRecv(comm, stream, send + p * bytes, p,
                                        recv + p * bytes, p, bytes, call))
            return r;
      return ncclSuccess;
    });
  });
}

int NcclCollectives::allGather(int64_t device, const Group &group,
                               const void *in, void *out, ShapeRef shape,
                               dtc_dtype dtype, int32_t dim) {
  Blocks b = blocksOf(shape, dim, dtype, 1);
  b.parts = group.size(); // of the output: member p's input is block p
  if (b.blockBytes() == 0)
    return DTC_OK;
  ncclComm_t comm;
  if (int status = communicator(device, group, comm))
    return status;
  OnDevice on(mover, device);
  Scratch scratch(memory, device);
  char *gathered = b.contiguous() ? static_cast<char *>(out)
                                  : scratch.get(b.parts * b.blockBytes());
  if (!gathered)
    return on.done(DTC_ERROR_OUT_OF_MEMORY);
  if (int status = onComm(device, [&](CUstream stream) {
        ncclResult_t r = api->ncclAllGather(
            in, gathered, size_t(b.blockBytes()), ncclUint8, comm, stream);
        return r ? fail("ncclAllGather", r) : DTC_OK;
      }))
    return on.done(status);
  if (!b.contiguous())
    unpack(mover, device, b, static_cast<char *>(out), gathered);
  return on.done(DTC_OK);
}

int NcclCollectives::allReduce(int64_t device, const Group &group,
                               const void *in, void *out, int64_t count,
                               dtc_dtype dtype, dtc_reduction reduction) {
  int64_t bytes = count * dtc_dtype_size(dtype);
  if (bytes == 0)
    return DTC_OK;
  ncclComm_t comm;
  if (int status = communicator(device, group, comm))
    return status;
  if (native(dtype, reduction))
    return onComm(device, [&](CUstream stream) {
      ncclResult_t r =
          api->ncclAllReduce(in, out, size_t(count), ncclTypeOf(dtype),
                             ncclOpOf(reduction), comm, stream);
      return r ? fail("ncclAllReduce", r) : DTC_OK;
    });
  // Every input here, then the group-order reduction of them.
  OnDevice on(mover, device);
  Scratch scratch(memory, device);
  char *gathered = scratch.get(group.size() * bytes);
  if (!gathered)
    return on.done(DTC_ERROR_OUT_OF_MEMORY);
  if (int status = onComm(device, [&](CUstream stream) {
        ncclResult_t r = api->ncclAllGather(in, gathered, size_t(bytes),
                                            ncclUint8, comm, stream);
        return r ? fail("ncclAllGather", r) : DTC_OK;
      }))
    return on.done(status);
  reduceBlocks(mover, device, dtype, reduction, gathered, group.size(), out,
               count);
  return on.done(DTC_OK);
}

int NcclCollectives::reduceScatter(int64_t device, const Group &group,
                                   const void *in, void *out, ShapeRef shape,
                                   dtc_dtype dtype, int32_t dim,
                                   dtc_reduction reduction) {
  Blocks b = blocksOf(shape, dim, dtype, group.size());
  int64_t bytes = b.blockBytes(); // of the output
  if (bytes == 0)
    return DTC_OK;
  ncclComm_t comm;
  if (int status = communicator(device, group, comm))
    return status;
  OnDevice on(mover, device);
  Scratch scratch(memory, device);
  const char *packed = contiguous(mover, device, b, in, scratch);
  if (!packed)
    return on.done(DTC_ERROR_OUT_OF_MEMORY);
  int64_t count = bytes / dtc_dtype_size(dtype);
  if (native(dtype, reduction))
    return on.done(onComm(device, [&](CUstream stream) {
      ncclResult_t r =
          api->ncclReduceScatter(packed, out, size_t(count), ncclTypeOf(dtype),
                                 ncclOpOf(reduction), comm, stream);
      return r ? fail("ncclReduceScatter", r) : DTC_OK;
    }));
  // Block p of every member to member p, then the group-order reduction.
  char *received = scratch.get(b.parts * bytes);
  if (!received)
    return on.done(DTC_ERROR_OUT_OF_MEMORY);
  if (int status = exchange(device, group, comm, packed, received, bytes))
    return on.done(status);
  reduceBlocks(mover, device, dtype, reduction, received, group.size(), out,
               count);
  return on.done(DTC_OK);
}

int NcclCollectives::allToAll(int64_t device, const Group &group,
                              const void *in, void *out, ShapeRef shape,
                              dtc_dtype dtype, int32_t splitDim,
                              int32_t concatDim) {
  int64_t size = group.size();
  Blocks sent = blocksOf(shape, splitDim, dtype, size);
  // The output's shape, split along concatDim into what each member sent.
  std::vector<int64_t> outDims(shape.dims, shape.dims + shape.rank);
  outDims[splitDim] /= size;
  outDims[concatDim] *= size;
  Blocks got = blocksOf({outDims.data(), shape.rank}, concatDim, dtype, size);
  int64_t bytes = sent.blockBytes();
  if (bytes == 0)
    return DTC_OK;
  ncclComm_t comm;
  if (int status = communicator(device, group, comm))
    return status;
  OnDevice on(mover, device);
  Scratch scratch(memory, device);
  const char *send = contiguous(mover, device, sent, in, scratch);
  if (!send)
    return on.done(DTC_ERROR_OUT_OF_MEMORY);
  char *recv =
      got.contiguous() ? static_cast<char *>(out) : scratch.get(size * bytes);
  if (!recv)
    return on.done(DTC_ERROR_OUT_OF_MEMORY);
  if (int status = exchange(device, group, comm, send, recv, bytes))
    return on.done(status);
  if (!got.contiguous())
    unpack(mover, device, got, static_cast<char *>(out), recv);
  return on.done(DTC_OK);
}

int NcclCollectives::collectivePermute(int64_t device, const Group &group,
                                       const void *in, void *out, int64_t bytes,
                                       const int64_t *perm) {
  if (bytes == 0)
    return DTC_OK;
  ncclComm_t comm;
  if (int status = communicator(device, group, comm))
    return status;
  OnDevice on(mover, device);
  int64_t to = perm[group.index], from = 0;
  while (perm[from] != group.index)
    ++from;
  if (to == group.index) {
    mover.copy(device, out, in, bytes);
    return on.done(DTC_OK);
  }
  Scratch scratch(memory, device);
  // In place, the send must read `in` before the receive overwrites it.
  char *recv = in == out ? scratch.get(bytes) : static_cast<char *>(out);
  if (!recv)
    return on.done(DTC_ERROR_OUT_OF_MEMORY);
  if (int status = onComm(device, [&](CUstream stream) {
        return grouped([&](const char *&call) {
          return sendRecv(comm, stream, in, to, recv, from, bytes, call);
        });
      }))
    return on.done(status);
  if (recv != out)
    mover.copy(device, out, recv, bytes);
  return on.done(DTC_OK);
}

int NcclCollectives::broadcast(int64_t device, const Group &group,
                               const void *in, void *out, int64_t bytes,
                               int64_t root) {
  if (bytes == 0)
    return DTC_OK;
  ncclComm_t comm;
  if (int status = communicator(device, group, comm))
    return status;
  return onComm(device, [&](CUstream stream) {
    ncclResult_t r = api->ncclBroadcast(in, out, size_t(bytes), ncclUint8,
                                        int(root), comm, stream);
    return r ? fail("ncclBroadcast", r) : DTC_OK;
  });
}

int NcclCollectives::onComm(int64_t device,
                            const std::function<int(CUstream)> &calls,
                            CUevent finished) {
  GpuDevice &g = devices[size_t(device)];
  const Driver &driver = *g.driver;
  auto check = [&](const char *what, CUresult r) {
    return r ? setError(DTC_ERROR_SYSTEM, "%s",
                        driver.describe(what, r).c_str())
             : DTC_OK;
  };
  if (int status =
          check("cuEventRecord", driver.cuEventRecord(g.toComm, g.stream)))
    return status;
  if (int status = check("cuStreamWaitEvent",
                         driver.cuStreamWaitEvent(g.comm, g.toComm, 0)))
    return status;
  int status = calls(g.comm);
  // Whatever the calls did, the stream goes on after them.
  CUevent after = finished ? finished : g.fromComm;
  int recorded = check("cuEventRecord", driver.cuEventRecord(after, g.comm));
  if (!recorded && !finished)
    recorded = check("cuStreamWaitEvent",
                     driver.cuStreamWaitEvent(g.stream, g.fromComm, 0));
  return status ? status : recorded;
}

int NcclCollectives::allReduceStart(int64_t device, const Group &group,
                                    const void *in, void *out, int64_t count,
                                    dtc_dtype dtype, dtc_reduction reduction,
                                    Request &request) {
  request.impl = nullptr;
  if (count == 0)
    return DTC_OK;
  ncclComm_t comm;
  if (int status = communicator(device, group, comm))
    return status;
  GpuDevice &g = devices[size_t(device)];
  if (g.startedEvents.empty()) {
    CUevent event;
    if (CUresult r = g.driver->cuEventCreate(&event, CU_EVENT_DISABLE_TIMING))
      return setError(DTC_ERROR_SYSTEM, "%s",
                      g.driver->describe("cuEventCreate", r).c_str());
    g.startedEvents.push_back(event);
    g.allStartedEvents.push_back(event);
  }
  CUevent finished = g.startedEvents.back();
  g.startedEvents.pop_back();
  int status = onComm(
      device,
      [&](CUstream stream) {
        ncclResult_t r =
            api->ncclAllReduce(in, out, size_t(count), ncclTypeOf(dtype),
                               ncclOpOf(reduction), comm, stream);
        return r ? fail("ncclAllReduce", r) : DTC_OK;
      },
      finished);
  if (status) {
    g.startedEvents.push_back(finished);
    return status;
  }
  request.impl = finished;
  return DTC_OK;
}

int NcclCollectives::wait(int64_t device, Request &request) {
  auto finished = static_cast<CUevent>(request.impl);
  request.impl = nullptr;
  if (!finished)
    return DTC_OK;
  GpuDevice &g = devices[size_t(device)];
  g.startedEvents.push_back(finished);
  if (CUresult r = g.driver->cuStreamWaitEvent(g.stream, finished, 0))
    return setError(DTC_ERROR_SYSTEM, "%s",
                    g.driver->describe("cuStreamWaitEvent", r).c_str());
  return DTC_OK;
}

} // namespace dtc::runtime
