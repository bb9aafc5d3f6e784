//===- SharedMemoryBackend.cpp - threads, groups, meeting and parting ----===//
#include "SharedMemoryBackend.h"

#include "DType.h"
#include "Error.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <thread>

namespace dtc::runtime {

Backend::~Backend() = default;

int Backend::copyToDevice(int64_t, void *dst, const void *src, int64_t bytes) {
  std::memcpy(dst, src, static_cast<size_t>(bytes));
  return DTC_OK;
}

void *Backend::allocateHost(int64_t bytes) { return alignedHostAlloc(bytes); }

void Backend::deallocateHost(void *ptr) { std::free(ptr); }

int Backend::allReduceStart(int64_t device, Group &group, const void *in,
                            void *out, int64_t count, dtc_dtype dtype,
                            dtc_reduction reduction, Request &request) {
  request.impl = nullptr;
  return allReduce(device, group, in, out, count, dtype, reduction);
}

int Backend::wait(int64_t, Request &) { return DTC_OK; }

int Backend::copyToHost(int64_t, void *dst, const void *src, int64_t bytes) {
  std::memcpy(dst, src, static_cast<size_t>(bytes));
  return DTC_OK;
}

int64_t TrafficLog::calls() const {
  size_t most = 0;
  for (const std::vector<int64_t> &calls : perDevice)
    most = std::max(most, calls.size());
  return static_cast<int64_t>(most);
}

int64_t TrafficLog::bytes() const {
  int64_t total = 0;
  for (int64_t call = 0; call < calls(); ++call) {
    int64_t most = 0;
    for (const std::vector<int64_t> &calls : perDevice)
      if (call < static_cast<int64_t>(calls.size()))
        most = std::max(most, calls[call]);
    total += most;
  }
  return total;
}

std::unique_ptr<Backend> createSharedMemoryBackend(const MeshShape &shape) {
  return std::make_unique<SharedMemoryBackend>(shape, nullptr, /*fibers=*/true);
}

//===----------------------------------------------------------------------===//
// Signatures
//===----------------------------------------------------------------------===//

bool Signature::operator==(const Signature &o) const {
  return op == o.op && dtype == o.dtype && reduction == o.reduction &&
         size == o.size && arg0 == o.arg0 && arg1 == o.arg1 &&
         shapeHash == o.shapeHash && extraHash == o.extraHash;
}

std::string Signature::describe() const {
  const char *type = dtc_dtype_name(static_cast<dtc_dtype>(dtype));
  const char *red = reductionName(static_cast<dtc_reduction>(reduction));
  long long n = size, a = arg0, b = arg1;
  char text[160];
  switch (op) {
  case AllGather:
    std::snprintf(text, sizeof text, "all_gather(%s, %lld elements, dim %lld)",
                  type, n, a);
    break;
  case AllReduce:
    std::snprintf(text, sizeof text, "all_reduce(%s %s, %lld elements)", red,
                  type, n);
    break;
  case ReduceScatter:
    std::snprintf(text, sizeof text,
                  "reduce_scatter(%s %s, %lld elements, dim %lld)", red, type,
                  n, a);
    break;
  case AllToAll:
    std::snprintf(text, sizeof text,
                  "all_to_all(%s, %lld elements, split %lld, concat %lld)",
                  type, n, a, b);
    break;
  case Permute:
    std::snprintf(text, sizeof text, "collective_permute(%lld bytes)", n);
    break;
  case Broadcast:
    std::snprintf(text, sizeof text, "broadcast(%lld bytes, root %lld)", n, a);
    break;
  default:
    return "?";
  }
  return text;
}

//===----------------------------------------------------------------------===//
// Threads
//===----------------------------------------------------------------------===//

/// Spin long enough to catch a partner a few microseconds behind, but only
/// when every thread has a core (devices as fibers: one thread per CPU);
/// oversubscribed threads must yield theirs.
static int spinFor(int64_t devices, bool callerRunsFirst, bool fibers) {
  const int64_t fiberThreads =
      DeviceThreads::plannedFiberThreads(devices, callerRunsFirst, fibers);
  const int64_t threads = fiberThreads > 0 ? fiberThreads : devices;
  unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  return threads <= static_cast<int64_t>(cores) ? 2000 : 20;
}

SharedMemoryBackend::SharedMemoryBackend(const MeshShape &shape, Mover *mover,
                                         bool fibers)
    : shape(shape), mover(mover ? mover : &hostMover),
      spin(spinFor(shape.numDevices, mover == nullptr,
                   fibers && mover == nullptr)),
      // Device 0 on the caller's thread, where nothing (a GPU context, a
      // device's buffers moved by another mover) is tied to its thread.
      threads(shape.numDevices, spin, /*callerRunsFirst=*/mover == nullptr,
              fibers && mover == nullptr),
      finished(new std::atomic<bool>[shape.numDevices]),
      devices(shape.numDevices) {
  for (int64_t i = 0; i < shape.numDevices; ++i)
    finished[i] = false;
  std::vector<int64_t> all(shape.numDevices);
  for (int64_t i = 0; i < shape.numDevices; ++i)
    all[i] = i;
  world = &stateFor(std::move(all));
  // The device threads start with the mesh, so that a run only wakes them;
  // when they cannot, the first run says why.
  threads.start();
}

SharedMemoryBackend::~SharedMemoryBackend() {
  for (size_t d = 0; d < devices.size(); ++d)
    if (devices[d].staging)
      mover->deallocate(static_cast<int64_t>(d), devices[d].staging);
}

int SharedMemoryBackend::launch(const std::function<void(int64_t)> &body) {
  {
    std::lock_guard<std::mutex> lock(mutex);
    aborted = false;
    for (int64_t i = 0; i < shape.numDevices; ++i)
      finished[i] = false;
    for (auto &entry : states) {
      entry.second->forEachBarrier([](Barrier &b) { b.reset(); });
      std::fill(entry.second->inFlight.begin(), entry.second->inFlight.end(),
                0);
    }
  }
  return threads.run(body);
}

void SharedMemoryBackend::abort() {
  std::lock_guard<std::mutex> lock(mutex);
  aborted = true;
  for (auto &entry : states)
    entry.second->forEachBarrier(
        [](Barrier &b) { b.raise(Barrier::kAborted); });
}

void SharedMemoryBackend::deviceFinished(int64_t device) {
  std::lock_guard<std::mutex> lock(mutex);
  finished[device] = true;
  for (auto &entry : states) {
    const std::vector<int64_t> &members = entry.second->members;
    if (std::binary_search(members.begin(), members.end(), device))
      entry.second->forEachBarrier(
          [](Barrier &b) { b.raise(Barrier::kMemberFinished); });
  }
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

void *SharedMemoryBackend::allocate(int64_t device, int64_t bytes) {
  return hostMover.allocate(device, bytes);
}

void SharedMemoryBackend::deallocate(int64_t device, void *ptr) {
  hostMover.deallocate(device, ptr);
}

void *SharedMemoryBackend::staging(int64_t device, int64_t bytes) {
  DeviceState &state = devices[device];
  if (state.stagingBytes < bytes) {
    if (state.staging)
      mover->deallocate(device, state.staging);
    state.staging = mover->allocate(device, bytes);
    state.stagingBytes = state.staging ? bytes : 0;
  }
  return state.staging;
}

//===----------------------------------------------------------------------===//
// Groups
//===----------------------------------------------------------------------===//

GroupState &SharedMemoryBackend::stateFor(std::vector<int64_t> members) {
  std::unique_ptr<GroupState> &state = states[members];
  if (!state) {
    state = std::make_unique<GroupState>(std::move(members));
    // A group made after the run failed, or after one of its members
    // returned, can never meet.
    if (aborted)
      state->meeting.barrier.raise(Barrier::kAborted);
    for (int64_t member : state->members)
      if (finished[member])
        state->meeting.barrier.raise(Barrier::kMemberFinished);
  }
  return *state;
}

static uint64_t hashValues(const int64_t *values, int64_t count) {
  uint64_t hash = 1469598103934665603ull; // FNV-1a
  for (int64_t i = 0; i < count; ++i) {
    uint64_t v = static_cast<uint64_t>(values[i]);
    for (int b = 0; b < 8; ++b, v >>= 8)
      hash = (hash ^ (v & 0xff)) * 1099511628211ull;
  }
  return hash;
}

int SharedMemoryBackend::attachGroup(int64_t device, Group &group) {
  std::vector<int64_t> sorted = group.members;
  std::sort(sorted.begin(), sorted.end());
  auto view = std::make_unique<GroupView>();
  {
    std::lock_guard<std::mutex> lock(mutex);
    view->state = &stateFor(sorted);
  }
  view->slotOf.resize(group.size());
  for (int64_t g = 0; g < group.size(); ++g)
    view->slotOf[g] =
        std::lower_bound(sorted.begin(), sorted.end(), group.members[g]) -
        sorted.begin();
  std::vector<int64_t> axes(group.axes.begin(), group.axes.end());
  view->axesHash = hashValues(axes.data(), axes.size());
  group.impl = view.get();
  devices[device].views.push_back(std::move(view));
  return DTC_OK;
}

//===----------------------------------------------------------------------===//
// Meeting and parting
//===----------------------------------------------------------------------===//

Meeting &SharedMemoryBackend::startedMeeting(GroupState &state, int index) {
  if (Meeting *meeting = state.started[index].load(std::memory_order_acquire))
    return *meeting;
  std::lock_guard<std::mutex> lock(mutex);
  std::unique_ptr<Meeting> &meeting = state.startedMeetings[index];
  if (!meeting) {
    meeting = std::make_unique<Meeting>(state.members.size());
    // What failed the group's meetings before this one existed fails it.
    if (uint32_t flags = state.meeting.barrier.flags())
      meeting->barrier.raise(flags);
    state.started[index].store(meeting.get(), std::memory_order_release);
  }
  return *meeting;
}

void SharedMemoryBackend::post(Meeting &meeting, Group &group,
                               const Signature &signature, const void *in,
                               void *out) {
  auto &view = *static_cast<GroupView *>(group.impl);
  Slot &mine = meeting.slots[view.slotOf[group.index]];
  mine.in = in;
  mine.out = out;
  mine.signature = signature;
  mine.signature.extraHash ^= view.axesHash;
  mine.scheduler = fiber::current();
}

int SharedMemoryBackend::agree(Meeting &meeting, Group &group) {
  auto &view = *static_cast<GroupView *>(group.impl);
  const Signature &mine = meeting.slots[view.slotOf[group.index]].signature;
  // Every member compares itself with all: if any differ, all see it.
  for (size_t i = 0; i < meeting.slots.size(); ++i) {
    const Signature &other = meeting.slots[i].signature;
    if (other == mine)
      continue;
    std::string axes = formatList(group.axes.data(), group.axes.size());
    std::string message = "the devices of a group over axes " + axes +
                          " called different collectives: device " +
                          std::to_string(group.members[group.index]) +
                          " called " + mine.describe() + ", device " +
                          std::to_string(view.state->members[i]) + " called " +
                          other.describe();
    if (other.describe() == mine.describe())
      message += other.shapeHash != mine.shapeHash
                     ? " (with different shapes)"
                     : " (with another axes order or permutation)";
    // Nobody may return while another member still reads its slot.
    meeting.barrier.arriveAndWait(spin, /*abortable=*/false);
    return setError(DTC_ERROR_MISMATCH, "%s", message.c_str());
  }
  return DTC_OK;
}

int SharedMemoryBackend::meet(Group &group, const Signature &signature,
                              const void *in, void *out,
                              Completion *completion) {
  Meeting &meeting = static_cast<GroupView *>(group.impl)->state->meeting;
  post(meeting, group, signature, in, out);
  Barrier::Arrival arrival = meeting.barrier.arrive(
      true, completion ? &completeAlone : nullptr, completion);
  if (arrival.flags)
    return waitFailed(group, arrival.flags);
  if (uint32_t flags = meeting.barrier.wait(arrival, spin))
    return waitFailed(group, flags);
  if (completion && meeting.completedByLast)
    return DTC_OK;
  return agree(meeting, group);
}

void SharedMemoryBackend::part(Group &group) {
  auto &view = *static_cast<GroupView *>(group.impl);
  view.state->meeting.barrier.arriveAndWait(spin, /*abortable=*/false);
}

int SharedMemoryBackend::meetReady(int64_t device, Group &group,
                                   const Signature &signature, const void *in,
                                   void *out, Completion *completion) {
  if (int status = mover->ready(device))
    return status;
  if (int status = meet(group, signature, in, out, completion))
    return status;
  mover->met(device, static_cast<GroupView *>(group.impl)->state->members);
  return DTC_OK;
}

int SharedMemoryBackend::finishAndPart(int64_t device, Group &group) {
  int status = mover->finish(device);
  part(group);
  mover->parted(device, static_cast<GroupView *>(group.impl)->state->members);
  return status;
}

int SharedMemoryBackend::waitFailed(const Group &group, uint32_t flags) const {
  if (flags & Barrier::kAborted)
    return setError(DTC_ERROR_ABORTED, "the run was aborted");
  auto &view = *static_cast<GroupView *>(group.impl);
  for (int64_t member : view.state->members)
    if (finished[member])
      return setError(DTC_ERROR_ABORTED,
                      "device %lld returned from the program while device "
                      "%lld waited for it in a collective over axes %s",
                      (long long)member, (long long)group.members[group.index],
                      formatList(group.axes.data(), group.axes.size()).c_str());
  return setError(DTC_ERROR_ABORTED, "a member of the group returned");
}

const void *SharedMemoryBackend::input(const Group &group,
                                       int64_t member) const {
  return input(static_cast<const GroupView *>(group.impl)->state->meeting,
               group, member);
}

void *SharedMemoryBackend::output(const Group &group, int64_t member) const {
  return output(static_cast<const GroupView *>(group.impl)->state->meeting,
                group, member);
}

const void *SharedMemoryBackend::input(const Meeting &meeting,
                                       const Group &group,
                                       int64_t member) const {
  auto &view = *static_cast<const GroupView *>(group.impl);
  return meeting.slots[view.slotOf[member]].in;
}

void *SharedMemoryBackend::output(const Meeting &meeting, const Group &group,
                                  int64_t member) const {
  auto &view = *static_cast<const GroupView *>(group.impl);
  return meeting.slots[view.slotOf[member]].out;
}

int SharedMemoryBackend::barrier(int64_t device) {
  if (shape.numDevices == 1)
    return DTC_OK;
  if (uint32_t flags = world->meeting.barrier.arriveAndWait(spin)) {
    if (flags & Barrier::kAborted)
      return setError(DTC_ERROR_ABORTED, "the run was aborted");
    for (int64_t i = 0; i < shape.numDevices; ++i)
      if (finished[i])
        return setError(DTC_ERROR_ABORTED,
                        "device %lld returned from the program while device "
                        "%lld waited for it in a barrier",
                        (long long)i, (long long)device);
    return setError(DTC_ERROR_ABORTED, "a device returned");
  }
  return DTC_OK;
}

} // namespace dtc::runtime
