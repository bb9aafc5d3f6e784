//===- SharedMemoryCollectives.cpp - the collectives over shared memory --===//
//
// After the members meet, each does its own share and reads the others'
// buffers directly, so data is copied once (through the backend's Mover:
// host memory, or GPU memory for the CUDA backend's virtual GPU meshes):
//
//   all_gather, all_to_all, broadcast, permute   each member fills its own
//       output from the inputs it needs (pull);
//   all_reduce    member g reduces chunk g of all inputs and writes it into
//       every output (each element is read G times and written G times in
//       total, by G threads);
//   reduce_scatter   member g reduces block g of all inputs into its output.
//
//===----------------------------------------------------------------------===//
#include "DType.h"
#include "Error.h"
#include "Mover.h"
#include "SharedMemoryBackend.h"
#include "Strided.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace dtc::runtime {

static uint64_t hashShape(ShapeRef shape) {
  uint64_t hash = 1469598103934665603ull;
  for (int32_t d = 0; d < shape.rank; ++d)
    hash = (hash ^ static_cast<uint64_t>(shape[d])) * 1099511628211ull;
  return hash ^ static_cast<uint64_t>(shape.rank);
}

static int64_t numElementsOf(ShapeRef shape) {
  int64_t count = 1;
  for (int32_t d = 0; d < shape.rank; ++d)
    count *= shape[d];
  return count;
}

static char *bytesOf(void *ptr) { return static_cast<char *>(ptr); }
static const char *bytesOf(const void *ptr) {
  return static_cast<const char *>(ptr);
}

/// Copies `box` elements from `src` (of srcShape, at srcOrigin) to `dst`:
/// rows of runs (forEachRows) go to the mover as one copy of rows (a 2-D
/// copy on a GPU), single runs as plain copies.
static void copyBox(Mover &mover, int64_t device, void *dst,
                    const int64_t *dstShape, const int64_t *dstOrigin,
                    const void *src, const int64_t *srcShape,
                    const int64_t *srcOrigin, const int64_t *box, int32_t rank,
                    int64_t elementSize) {
  forEachRows(rank, box, srcShape, srcOrigin, dstShape, dstOrigin,
              [&](int64_t dstOffset, int64_t dstPitch, int64_t srcOffset,
                  int64_t srcPitch, int64_t length, int64_t rows) {
                char *to = bytesOf(dst) + dstOffset * elementSize;
                const char *from = bytesOf(src) + srcOffset * elementSize;
                if (rows == 1)
                  mover.copy(device, to, from, length * elementSize);
                else
                  mover.copyRows(device, to, dstPitch * elementSize, from,
                                 srcPitch * elementSize, length * elementSize,
                                 rows);
              });
}

/// What the members of a group must agree on for a collective on a shaped
/// tensor.
static Signature shaped(Signature::Op op, dtc_dtype dtype, ShapeRef shape,
                        int64_t arg0, int64_t arg1 = 0) {
  Signature signature;
  signature.op = op;
  signature.dtype = dtype;
  signature.size = numElementsOf(shape);
  signature.arg0 = arg0;
  signature.arg1 = arg1;
  signature.shapeHash = hashShape(shape);
  return signature;
}

int SharedMemoryBackend::allGather(int64_t device, Group &group, const void *in,
                                   void *out, ShapeRef shape, dtc_dtype dtype,
                                   int32_t dim) {
  const int64_t size = group.size();
  const int64_t elementSize = dtc_dtype_size(dtype);
  std::vector<int64_t> outShape(shape.dims, shape.dims + shape.rank);
  outShape[dim] *= size;
  if (size == 1) {
    traffic().record(device, 0);
    mover->copy(device, out, in, numElementsOf(shape) * elementSize);
    return mover->finish(device);
  }
  Signature signature = shaped(Signature::AllGather, dtype, shape, dim);
  if (int status = meetReady(device, group, signature, in, out))
    return status;
  std::vector<int64_t> origin(shape.rank, 0);
  int64_t received = 0;
  for (int64_t j = 0; j < size; ++j) {
    origin[dim] = j * shape[dim];
    copyBox(*mover, device, out, outShape.data(), origin.data(),
            input(group, j), shape.dims, nullptr, shape.dims, shape.rank,
            elementSize);
    if (j != group.index)
      received += numElementsOf(shape) * elementSize;
  }
  traffic().record(device, received);
  return finishAndPart(device, group);
}

Signature SharedMemoryBackend::allReduceSignature(int64_t count,
                                                  dtc_dtype dtype,
                                                  dtc_reduction reduction) {
  Signature signature;
  signature.op = Signature::AllReduce;
  signature.dtype = dtype;
  signature.reduction = reduction;
  signature.size = count;
  return signature;
}

/// Member `index`'s chunk [begin, end) of an all_reduce of `count`
/// elements over `size` members: whole cache lines, so that no two members
/// write one line.
static std::pair<int64_t, int64_t> shareOf(int64_t index, int64_t size,
                                           int64_t count, int64_t elementSize) {
  const int64_t line = std::max<int64_t>(1, 64 / elementSize);
  const int64_t chunk = ((count + size - 1) / size + line - 1) / line * line;
  const int64_t begin = std::min(count, index * chunk);
  return {begin, std::min(count, begin + chunk)};
}

void SharedMemoryBackend::recordShare(int64_t device, const Group &group,
                                      int64_t count, dtc_dtype dtype) {
  const int64_t elementSize = dtc_dtype_size(dtype);
  auto [begin, end] = shareOf(group.index, group.size(), count, elementSize);
  // Our chunk of the other inputs in, and out to the other outputs.
  traffic().record(device, 2 * (group.size() - 1) *
                               std::max<int64_t>(end - begin, 0) * elementSize);
}

void SharedMemoryBackend::completeAlone(void *context) {
  Completion &c = *static_cast<Completion *>(context);
  Meeting &meeting = *c.meeting;
  SharedMemoryBackend &backend = *c.backend;
  meeting.completedByLast = false;
  // Members on other threads would idle while this one reduces alone
  // (released only after it): there, each reducing its share is faster.
  fiber::Scheduler *here = fiber::current();
  if (!here || backend.mover != &backend.hostMover)
    return;
  for (const Slot &slot : meeting.slots)
    if (slot.scheduler != here ||
        !(slot.signature == meeting.slots.front().signature))
      return; // (a disagreement is reported by the shared algorithm's agree)
  const int64_t size = c.group->size();
  std::vector<const void *> ins(size);
  std::vector<void *> outs(size);
  for (int64_t j = 0; j < size; ++j) {
    ins[j] = backend.input(meeting, *c.group, j);
    outs[j] = backend.output(meeting, *c.group, j);
  }
  // Every element's inputs added in member order, as the shares do.
  backend.hostMover.reduce(c.device, c.dtype, c.reduction, ins.data(), size,
                           outs.data(), size, c.count);
  meeting.completedByLast = true;
}

void SharedMemoryBackend::reduceShare(int64_t device, const Meeting &meeting,
                                      const Group &group, int64_t count,
                                      dtc_dtype dtype,
                                      dtc_reduction reduction) {
  const int64_t size = group.size();
  const int64_t elementSize = dtc_dtype_size(dtype);
  auto [begin, end] = shareOf(group.index, size, count, elementSize);
  if (begin < end) {
    std::vector<const void *> ins(size);
    std::vector<void *> outs(size);
    for (int64_t j = 0; j < size; ++j) {
      ins[j] = bytesOf(input(meeting, group, j)) + begin * elementSize;
      // Our own output first: the reduction lands there and is copied on.
      int64_t k = (group.index + j) % size;
      outs[j] = bytesOf(output(meeting, group, k)) + begin * elementSize;
    }
    mover->reduce(device, dtype, reduction, ins.data(), size, outs.data(), size,
                  end - begin);
  }
  recordShare(device, group, count, dtype);
}

int SharedMemoryBackend::allReduce(int64_t device, Group &group, const void *in,
                                   void *out, int64_t count, dtc_dtype dtype,
                                   dtc_reduction reduction) {
  if (group.size() == 1) {
    traffic().record(device, 0);
    mover->reduce(device, dtype, reduction, &in, 1, &out, 1, count);
    return mover->finish(device);
  }
  Meeting &meeting = static_cast<GroupView *>(group.impl)->state->meeting;
  Completion completion{this,  device, &meeting, &group,
                        count, dtype,  reduction};
  if (int status =
          meetReady(device, group, allReduceSignature(count, dtype, reduction),
                    in, out, &completion))
    return status;
  if (meeting.completedByLast) {
    recordShare(device, group, count, dtype);
    return DTC_OK;
  }
  reduceShare(device, meeting, group, count, dtype, reduction);
  return finishAndPart(device, group);
}

int SharedMemoryBackend::allReduceStart(int64_t device, Group &group,
                                        const void *in, void *out,
                                        int64_t count, dtc_dtype dtype,
                                        dtc_reduction reduction,
                                        Request &request) {
  // A group of one, and buffers another mover owns (a virtual GPU mesh),
  // complete here.
  if (group.size() == 1 || mover != &hostMover)
    return Backend::allReduceStart(device, group, in, out, count, dtype,
                                   reduction, request);
  auto &view = *static_cast<GroupView *>(group.impl);
  uint32_t &inFlight = view.state->inFlight[view.slotOf[group.index]];
  int index = 0;
  while (index < GroupState::kStarted && (inFlight >> index & 1u))
    ++index;
  if (index == GroupState::kStarted)
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "all_reduce_start: %d collectives over axes %s are "
                    "already in flight on device %lld (at most %d)",
                    GroupState::kStarted,
                    formatList(group.axes.data(), group.axes.size()).c_str(),
                    (long long)group.members[group.index],
                    GroupState::kStarted);
  Meeting &meeting = startedMeeting(*view.state, index);
  post(meeting, group, allReduceSignature(count, dtype, reduction), in, out);
  // The last to start may complete it for all (their inputs are final).
  Completion completion{this,  device, &meeting, &group,
                        count, dtype,  reduction};
  Barrier::Arrival arrival =
      meeting.barrier.arrive(true, &completeAlone, &completion);
  if (arrival.flags)
    return waitFailed(group, arrival.flags);
  inFlight |= 1u << index;
  request.impl = &meeting;
  request.arrival = arrival.generation;
  return DTC_OK;
}

int SharedMemoryBackend::wait(int64_t device, Request &request) {
  if (!request.impl)
    return Backend::wait(device, request);
  Group &group = *request.group;
  auto &view = *static_cast<GroupView *>(group.impl);
  Meeting &meeting = *static_cast<Meeting *>(request.impl);
  int index = 0;
  while (view.state->started[index].load(std::memory_order_relaxed) != &meeting)
    ++index;
  view.state->inFlight[view.slotOf[group.index]] &= ~(1u << index);
  request.impl = nullptr;
  Barrier::Arrival arrival;
  arrival.generation = request.arrival;
  if (uint32_t flags = meeting.barrier.wait(arrival, spin))
    return waitFailed(group, flags);
  if (meeting.completedByLast) {
    recordShare(device, group, request.count, request.dtype);
    return DTC_OK;
  }
  if (int status = agree(meeting, group))
    return status;
  reduceShare(device, meeting, group, request.count, request.dtype,
              request.reduction);
  meeting.barrier.arriveAndWait(spin, /*abortable=*/false);
  return DTC_OK;
}

int SharedMemoryBackend::reduceScatter(int64_t device, Group &group,
                                       const void *in, void *out,
                                       ShapeRef shape, dtc_dtype dtype,
                                       int32_t dim, dtc_reduction reduction) {
  const int64_t size = group.size();
  if (size == 1) {
    traffic().record(device, 0);
    mover->reduce(device, dtype, reduction, &in, 1, &out, 1,
                  numElementsOf(shape));
    return mover->finish(device);
  }
  Signature signature = shaped(Signature::ReduceScatter, dtype, shape, dim);
  signature.reduction = reduction;
  if (int status = meetReady(device, group, signature, in, out))
    return status;
  const int64_t elementSize = dtc_dtype_size(dtype);
  std::vector<int64_t> box(shape.dims, shape.dims + shape.rank);
  box[dim] /= size;
  std::vector<int64_t> origin(shape.rank, 0);
  origin[dim] = group.index * box[dim];
  std::vector<const void *> bases(size), ins(size);
  for (int64_t j = 0; j < size; ++j)
    bases[j] = input(group, j);
  int64_t received = 0;
  forEachRows(shape.rank, box.data(), shape.dims, origin.data(), box.data(),
              nullptr,
              [&](int64_t dstOffset, int64_t dstPitch, int64_t srcOffset,
                  int64_t srcPitch, int64_t length, int64_t rows) {
                received += (size - 1) * length * rows * elementSize;
                for (int64_t j = 0; j < size; ++j)
                  ins[j] = bytesOf(bases[j]) + srcOffset * elementSize;
                void *dst = bytesOf(out) + dstOffset * elementSize;
                if (rows == 1)
                  mover->reduce(device, dtype, reduction, ins.data(), size,
                                &dst, 1, length);
                else
                  mover->reduceRows(device, dtype, reduction, ins.data(), size,
                                    srcPitch, &dst, 1, dstPitch, length, rows);
              });
  traffic().record(device, received);
  return finishAndPart(device, group);
}

int SharedMemoryBackend::allToAll(int64_t device, Group &group, const void *in,
                                  void *out, ShapeRef shape, dtc_dtype dtype,
                                  int32_t splitDim, int32_t concatDim) {
  const int64_t size = group.size();
  const int64_t elementSize = dtc_dtype_size(dtype);
  if (size == 1) {
    traffic().record(device, 0);
    mover->copy(device, out, in, numElementsOf(shape) * elementSize);
    return mover->finish(device);
  }
  Signature signature =
      shaped(Signature::AllToAll, dtype, shape, splitDim, concatDim);
  if (int status = meetReady(device, group, signature, in, out))
    return status;
  // Block g of every input along splitDim, placed at j along concatDim.
  std::vector<int64_t> box(shape.dims, shape.dims + shape.rank);
  box[splitDim] /= size;
  std::vector<int64_t> outShape = box;
  outShape[concatDim] *= size;
  std::vector<int64_t> srcOrigin(shape.rank, 0), dstOrigin(shape.rank, 0);
  srcOrigin[splitDim] = group.index * box[splitDim];
  int64_t received = 0;
  for (int64_t j = 0; j < size; ++j) {
    dstOrigin[concatDim] = j * box[concatDim];
    copyBox(*mover, device, out, outShape.data(), dstOrigin.data(),
            input(group, j), shape.dims, srcOrigin.data(), box.data(),
            shape.rank, elementSize);
    if (j != group.index)
      received += numElementsOf(ShapeRef{box.data(), shape.rank}) * elementSize;
  }
  traffic().record(device, received);
  return finishAndPart(device, group);
}

static bool overlaps(const void *a, const void *b, int64_t bytes) {
  auto x = reinterpret_cast<uintptr_t>(a), y = reinterpret_cast<uintptr_t>(b);
  return bytes > 0 && x < y + bytes && y < x + bytes;
}

int SharedMemoryBackend::collectivePermute(int64_t device, Group &group,
                                           const void *in, void *out,
                                           int64_t bytes, const int64_t *perm) {
  const int64_t size = group.size();
  if (size == 1) {
    traffic().record(device, 0);
    mover->copy(device, out, in, bytes);
    return mover->finish(device);
  }
  Signature signature;
  signature.op = Signature::Permute;
  signature.size = bytes;
  signature.extraHash = hashShape(ShapeRef{perm, static_cast<int32_t>(size)});
  if (int status = meetReady(device, group, signature, in, out))
    return status;
  // A member whose output is its input, while that input goes elsewhere,
  // must not overwrite it until its receiver has read it: such members
  // stage what they receive and write it after an extra barrier.
  bool anyStaged = false;
  for (int64_t j = 0; j < size; ++j)
    anyStaged |=
        perm[j] != j && overlaps(input(group, j), output(group, j), bytes);
  int64_t source = 0;
  while (perm[source] != group.index)
    ++source;
  const void *from = input(group, source);
  traffic().record(device, source != group.index ? bytes : 0);
  bool staged = source != group.index && overlaps(in, out, bytes);
  void *stage = nullptr;
  if (staged) {
    stage = staging(device, bytes);
    if (!stage) {
      // Still meet the others: they may be reading our input.
      sync(group);
      part(group);
      return setError(DTC_ERROR_OUT_OF_MEMORY,
                      "collective_permute: cannot allocate %lld bytes to "
                      "stage an in-place receive",
                      (long long)bytes);
    }
    mover->copy(device, stage, from, bytes);
  } else {
    mover->copy(device, out, from, bytes);
  }
  int status = DTC_OK;
  if (anyStaged) {
    // Every read of an input is done before its owner overwrites it.
    status = finishAndPart(device, group);
    if (staged)
      mover->copy(device, out, stage, bytes);
  }
  int last = finishAndPart(device, group);
  return status ? status : last;
}

int SharedMemoryBackend::broadcast(int64_t device, Group &group, const void *in,
                                   void *out, int64_t bytes, int64_t root) {
  const int64_t size = group.size();
  if (size == 1) {
    traffic().record(device, 0);
    mover->copy(device, out, in, bytes);
    return mover->finish(device);
  }
  Signature signature;
  signature.op = Signature::Broadcast;
  signature.size = bytes;
  signature.arg0 = root;
  if (int status = meetReady(device, group, signature, in, out))
    return status;
  // The root's output may be its input: the mover's copies may overlap.
  mover->copy(device, out, input(group, root), bytes);
  traffic().record(device, group.index != root ? bytes : 0);
  return finishAndPart(device, group);
}

} // namespace dtc::runtime
