//===- ClientsBackend.cpp - a mesh split over the processes of a job ------===//
//
// Each process runs its client's block of the mesh's devices as threads. A
// collective whose group is in this process is the shared-memory backend's;
// one whose group spans processes exchanges over MPI (Clients.h): every
// member receives the inputs it needs, one message per pair of devices, and
// computes its own output as the shared-memory algorithms do (the same
// reduction order, so the same bits).
//
//===----------------------------------------------------------------------===//
#include "Backend.h"
#include "Clients.h"
#include "Error.h"
#include "Reduce.h"
#include "SharedMemoryBackend.h"
#include "Strided.h"

#include <algorithm>
#include <cstring>
#include <new>
#include <string>

namespace dtc::runtime {

namespace {

const char *bytesOf(const void *p) { return static_cast<const char *>(p); }
char *bytesOf(void *p) { return static_cast<char *>(p); }

int64_t numElementsOf(ShapeRef shape) {
  int64_t n = 1;
  for (int32_t d = 0; d < shape.rank; ++d)
    n *= shape[d];
  return n;
}

/// Copies the `box` at `srcOrigin` of `src` to `dstOrigin` of `dst`.
void copyBox(void *dst, const int64_t *dstShape, const int64_t *dstOrigin,
             const void *src, const int64_t *srcShape, const int64_t *srcOrigin,
             const int64_t *box, int32_t rank, int64_t elementSize) {
  forEachRun(rank, box, srcShape, srcOrigin, dstShape, dstOrigin,
             [&](int64_t dstOffset, int64_t srcOffset, int64_t length) {
               copyBytes(bytesOf(dst) + dstOffset * elementSize,
                         bytesOf(src) + srcOffset * elementSize,
                         length * elementSize);
             });
}

class ClientsBackend final : public Backend {
public:
  ClientsBackend(const MeshShape &shape, const ClientMap &clients, Mover *mover)
      : shape(shape),
        local(std::make_unique<SharedMemoryBackend>(shape, mover)),
        clients(clients), me(dtc_client_id()), views(size_t(shape.numDevices)),
        scratches(size_t(shape.numDevices)) {}

  int launch(const std::function<void(int64_t)> &body) override {
    return local->launch([&](int64_t device) {
      if (clientOf(device) == me)
        body(device);
    });
  }
  void abort() override { local->abort(); }
  void deviceFinished(int64_t device) override {
    local->deviceFinished(device);
  }
  void *allocate(int64_t device, int64_t bytes) override {
    return local->allocate(device, bytes);
  }
  void deallocate(int64_t device, void *ptr) override {
    local->deallocate(device, ptr);
  }
  TrafficLog &traffic() override { return local->traffic(); }

  /// Splits the group by process: the members of each client in group
  /// order, and this process's as a group of the shared-memory backend.
  int attachGroup(int64_t device, Group &group) override {
    auto view = std::make_unique<View>();
    for (int64_t g = 0; g < group.size(); ++g) {
      int32_t client = clientOf(group.members[size_t(g)]);
      auto part =
          std::find_if(view->parts.begin(), view->parts.end(),
                       [&](const Part &p) { return p.client == client; });
      if (part == view->parts.end())
        part = view->parts.insert(view->parts.end(), Part{client, {}});
      view->contiguous &=
          part->indices.empty() || part->indices.back() == g - 1;
      part->indices.push_back(g);
    }
    for (size_t p = 0; p < view->parts.size(); ++p)
      if (view->parts[p].client == me)
        view->mine = int64_t(p);
    view->lanes = group.size();
    for (const Part &part : view->parts)
      view->lanes =
          std::min<int64_t>(view->lanes, int64_t(part.indices.size()));
    const Part &mine = view->parts[size_t(view->mine)];
    view->sub.axes = group.axes;
    for (int64_t g : mine.indices) {
      if (g == group.index)
        view->sub.index = view->sub.size();
      view->sub.members.push_back(group.members[size_t(g)]);
    }
    if (int status = local->attachGroup(device, view->sub))
      return status;
    group.impl = view.get();
    views[size_t(device)].push_back(std::move(view));
    return DTC_OK;
  }

  int allGather(int64_t device, Group &group, const void *in, void *out,
                ShapeRef s, dtc_dtype dtype, int32_t dim) override {
    if (inProcess(group))
      return local->allGather(device, localGroup(group), in, out, s, dtype,
                              dim);
    View &v = viewOf(group);
    // Each input crosses to each other process once: member i of a
    // process sends it to member i mod n of every other (n members there),
    // which writes it into its output; after the local meeting every
    // member copies the local inputs and the pieces the others received.
    const int64_t es = dtc_dtype_size(dtype), bytes = numElementsOf(s) * es;
    std::vector<int64_t> outShape(s.dims, s.dims + s.rank), origin(s.rank, 0);
    outShape[dim] *= group.size();
    int64_t myLane = v.sub.index, myWidth = v.sub.size();
    // A piece is a contiguous range of the output when the dimensions
    // before `dim` are 1: it is received in place, else into scratch.
    bool inPlace =
        std::all_of(s.dims, s.dims + dim, [](int64_t e) { return e == 1; });
    std::vector<int64_t> pieces;
    std::vector<clients::Transfer> transfers;
    for (const Part &part : v.parts) {
      if (part.client == me)
        continue;
      int64_t width = int64_t(part.indices.size());
      transfers.push_back(sendTo(
          device, group, part.indices[size_t(myLane % width)], in, bytes));
      for (int64_t i = myLane; i < width; i += myWidth)
        pieces.push_back(part.indices[size_t(i)]);
    }
    char *staged =
        inPlace ? nullptr : scratch(device, int64_t(pieces.size()) * bytes);
    if (!inPlace && !staged && !pieces.empty())
      return setError(DTC_ERROR_OUT_OF_MEMORY,
                      "all_gather: no memory for %lld bytes",
                      (long long)(int64_t(pieces.size()) * bytes));
    for (size_t k = 0; k < pieces.size(); ++k)
      transfers.push_back(receiveFrom(device, group, pieces[k],
                                      inPlace ? bytesOf(out) + pieces[k] * bytes
                                              : staged + int64_t(k) * bytes,
                                      bytes));
    int64_t received = 0;
    if (int status = exchange(device, group, "all_gather", transfers, received))
      return status;
    for (size_t k = 0; k < pieces.size() && !inPlace; ++k) {
      origin[dim] = pieces[k] * s[dim];
      copyBox(out, outShape.data(), origin.data(), staged + int64_t(k) * bytes,
              s.dims, nullptr, s.dims, s.rank, es);
    }
    if (int status = meetLocally(v, Signature::AllGather, dtype, DTC_SUM,
                                 numElementsOf(s), dim, in, out))
      return status;
    for (const Part &part : v.parts) {
      int64_t width = int64_t(part.indices.size());
      for (int64_t i = 0; i < width; ++i) {
        int64_t g = part.indices[size_t(i)];
        origin[dim] = g * s[dim];
        if (part.client == me) {
          copyBox(out, outShape.data(), origin.data(), local->input(v.sub, i),
                  s.dims, nullptr, s.dims, s.rank, es);
        } else if (int64_t holder = i % myWidth; holder != myLane) {
          copyBox(out, outShape.data(), origin.data(),
                  local->output(v.sub, holder), outShape.data(), origin.data(),
                  s.dims, s.rank, es);
        } else {
          continue;
        }
        received += g == group.index ? 0 : bytes;
      }
    }
    local->part(v.sub);
    traffic().record(device, received);
    return DTC_OK;
  }

  int allReduce(int64_t device, Group &group, const void *in, void *out,
                int64_t count, dtc_dtype dtype,
                dtc_reduction reduction) override {
    if (inProcess(group))
      return local->allReduce(device, localGroup(group), in, out, count, dtype,
                              reduction);
    View &v = viewOf(group);
    if (!v.contiguous)
      return pairwiseAllReduce(device, group, in, out, count, dtype, reduction);
    if (int status = meetLocally(v, Signature::AllReduce, dtype, reduction,
                                 count, 0, in, out))
      return status;
    // Lane c of every process reduces chunk c (whole cache lines): the
    // processes' partial sums pass along the chain in group order, and the
    // last process finishes and sends the result back to the others.
    int status = DTC_OK;
    int64_t received = 0;
    const int64_t es = dtc_dtype_size(dtype);
    const int64_t line = std::max<int64_t>(1, 64 / es);
    const int64_t chunk =
        ((count + v.lanes - 1) / v.lanes + line - 1) / line * line;
    const int64_t lane = v.sub.index;
    const int64_t begin = std::min(count, lane * chunk);
    const int64_t n =
        lane < v.lanes ? std::min(count, begin + chunk) - begin : 0;
    if (n > 0)
      status = chainAllReduce(device, group, v, dtype, reduction, begin, n, out,
                              received);
    local->part(v.sub);
    traffic().record(device, received);
    return status;
  }

  int reduceScatter(int64_t device, Group &group, const void *in, void *out,
                    ShapeRef s, dtc_dtype dtype, int32_t dim,
                    dtc_reduction reduction) override {
    if (inProcess(group))
      return local->reduceScatter(device, localGroup(group), in, out, s, dtype,
                                  dim, reduction);
    View &v = viewOf(group);
    if (!v.contiguous)
      return pairwiseReduceScatter(device, group, in, out, s, dtype, dim,
                                   reduction);
    if (int status = meetLocally(v, Signature::ReduceScatter, dtype, reduction,
                                 numElementsOf(s), dim, in, out))
      return status;
    // Block b's partial sums pass along the chain of processes, member
    // b mod n of each (n members there); the last one's result goes to b.
    const int64_t es = dtc_dtype_size(dtype),
                  cs = reductionCarrySize(dtype, reduction);
    std::vector<int64_t> box(s.dims, s.dims + s.rank), origin(s.rank, 0);
    box[dim] /= group.size();
    const int64_t blockCount = numElementsOf(ShapeRef{box.data(), s.rank});
    const int64_t last = int64_t(v.parts.size()) - 1, width = v.sub.size();
    auto handler = [&](int64_t p, int64_t b) {
      const Part &part = v.parts[size_t(p)];
      return part.indices[size_t(b % int64_t(part.indices.size()))];
    };
    struct Block {
      int64_t b;
      std::vector<char> carry;
    };
    std::vector<Block> blocks;
    std::vector<clients::Transfer> first, then;
    for (int64_t b = 0; b < group.size(); ++b)
      if (handler(v.mine, b) == group.index)
        blocks.push_back({b, std::vector<char>(size_t(blockCount * cs))});
    for (Block &block : blocks)
      if (v.mine > 0)
        first.push_back(receiveFrom(device, group, handler(v.mine - 1, block.b),
                                    block.carry.data(), blockCount * cs));
    int64_t received = 0;
    int status = exchange(device, group, "reduce_scatter", first, received);
    std::vector<std::vector<char>> results;
    results.reserve(blocks.size());
    const std::vector<int64_t> &mineIdx = v.parts[size_t(v.mine)].indices;
    for (Block &block : blocks) {
      if (status)
        break;
      origin[dim] = block.b * box[dim];
      const char *carryIn = v.mine > 0 ? block.carry.data() : nullptr;
      void *finalOut = nullptr;
      int64_t owner = block.b;
      if (v.mine == last) {
        auto at = std::find(mineIdx.begin(), mineIdx.end(), owner);
        if (at != mineIdx.end()) {
          finalOut = local->output(v.sub, at - mineIdx.begin());
        } else {
          results.emplace_back(size_t(blockCount * es));
          finalOut = results.back().data();
        }
      }
      std::vector<const void *> ins(static_cast<size_t>(width));
      forEachRun(
          s.rank, box.data(), s.dims, origin.data(), box.data(), nullptr,
          [&](int64_t dstOffset, int64_t srcOffset, int64_t length) {
            for (int64_t m = 0; m < width; ++m)
              ins[size_t(m)] = bytesOf(local->input(v.sub, m)) + srcOffset * es;
            if (v.mine < last) {
              reduceStart(dtype, reduction,
                          carryIn ? carryIn + dstOffset * cs : nullptr,
                          ins.data(), width,
                          block.carry.data() + dstOffset * cs, length);
            } else {
              void *dst = bytesOf(finalOut) + dstOffset * es;
              reduceFinish(dtype, reduction,
                           carryIn ? carryIn + dstOffset * cs : nullptr,
                           ins.data(), width, group.size(), &dst, 1, length);
            }
          });
      if (v.mine < last)
        then.push_back(sendTo(device, group, handler(v.mine + 1, block.b),
                              block.carry.data(), blockCount * cs));
      else if (finalOut != nullptr &&
               clientOf(group.members[size_t(owner)]) != me)
        then.push_back(sendTo(device, group, owner, finalOut, blockCount * es));
    }
    if (!status && v.mine < last)
      then.push_back(receiveFrom(device, group, handler(last, group.index), out,
                                 blockCount * es));
    if (!status)
      status = exchange(device, group, "reduce_scatter", then, received);
    local->part(v.sub);
    traffic().record(device, received);
    return status;
  }

  int allToAll(int64_t device, Group &group, const void *in, void *out,
               ShapeRef s, dtc_dtype dtype, int32_t splitDim,
               int32_t concatDim) override {
    if (inProcess(group))
      return local->allToAll(device, localGroup(group), in, out, s, dtype,
                             splitDim, concatDim);
    // Every block crosses once already: member j needs block j of each input.
    int64_t es = dtc_dtype_size(dtype);
    Inputs inputs;
    if (int status =
            gatherInputs(device, group, "all_to_all", in, numElementsOf(s) * es,
                         out, numElementsOf(s) * es, inputs))
      return status;
    std::vector<int64_t> box(s.dims, s.dims + s.rank);
    box[splitDim] /= group.size();
    std::vector<int64_t> outShape = box, srcOrigin(s.rank, 0),
                         dstOrigin(s.rank, 0);
    outShape[concatDim] *= group.size();
    srcOrigin[splitDim] = group.index * box[splitDim];
    for (int64_t j = 0; j < group.size(); ++j) {
      dstOrigin[concatDim] = j * box[concatDim];
      copyBox(out, outShape.data(), dstOrigin.data(), inputs.at[j], s.dims,
              srcOrigin.data(), box.data(), s.rank, es);
    }
    return DTC_OK;
  }
  int collectivePermute(int64_t device, Group &group, const void *in, void *out,
                        int64_t bytes, const int64_t *perm) override {
    if (inProcess(group))
      return local->collectivePermute(device, localGroup(group), in, out, bytes,
                                      perm);
    int64_t source = 0;
    while (source < group.size() && perm[source] != group.index)
      ++source;
    std::vector<char> received(static_cast<size_t>(bytes));
    std::vector<clients::Transfer> transfers;
    if (perm[group.index] != group.index)
      transfers.push_back(sendTo(device, group, perm[group.index], in, bytes));
    if (source != group.index)
      transfers.push_back(
          receiveFrom(device, group, source, received.data(), bytes));
    if (int status = exchange(device, group, "collective_permute", transfers))
      return status;
    copyBytes(out, source == group.index ? in : received.data(), bytes);
    return DTC_OK;
  }
  int broadcast(int64_t device, Group &group, const void *in, void *out,
                int64_t bytes, int64_t root) override {
    if (inProcess(group))
      return local->broadcast(device, localGroup(group), in, out, bytes, root);
    std::vector<clients::Transfer> transfers;
    if (group.index == root) {
      for (int64_t j = 0; j < group.size(); ++j)
        if (j != root)
          transfers.push_back(sendTo(device, group, j, in, bytes));
    } else {
      transfers.push_back(receiveFrom(device, group, root, out, bytes));
    }
    if (int status = exchange(device, group, "broadcast", transfers))
      return status;
    if (group.index == root)
      copyBytes(out, in, bytes);
    return DTC_OK;
  }
  int barrier(int64_t device) override {
    Group all;
    for (int64_t d = 0; d < shape.numDevices; ++d)
      all.members.push_back(d);
    all.index = device;
    Inputs ignored;
    return gatherInputs(device, all, "barrier", nullptr, 0, nullptr, 0,
                        ignored);
  }

private:
  /// One client's members of a group: their group indices, in group order.
  struct Part {
    int32_t client;
    std::vector<int64_t> indices;
  };
  /// A device's view of a group (Group::impl).
  struct View {
    std::vector<Part> parts; ///< in order of their first member
    int64_t mine = 0;        ///< this process's part
    bool contiguous = true;  ///< every part is a run of group indices
    int64_t lanes = 1;       ///< the fewest members any part has
    Group sub;               ///< this process's members (shared memory)

    bool inProcess() const { return parts.size() == 1; }
  };
  struct Inputs {
    std::vector<std::vector<char>> received;
    std::vector<const void *> at; ///< by group index
  };

  static View &viewOf(Group &group) { return *static_cast<View *>(group.impl); }
  /// The members of this process meet in shared memory (and check they
  /// called the same collective); part() ends the meeting.
  int meetLocally(View &v, Signature::Op op, dtc_dtype dtype,
                  dtc_reduction reduction, int64_t size, int64_t arg0,
                  const void *in, void *out) {
    Signature signature;
    signature.op = op;
    signature.dtype = dtype;
    signature.reduction = reduction;
    signature.size = size;
    signature.arg0 = arg0;
    return local->meet(v.sub, signature, in, out);
  }
  /// Groups of one have no backend state (the front end attaches none).
  static bool inProcess(Group &group) {
    return !group.impl || viewOf(group).inProcess();
  }
  /// The group the shared-memory backend knows.
  static Group &localGroup(Group &group) {
    return group.impl ? viewOf(group).sub : group;
  }
  int32_t clientOf(int64_t device) const {
    return clients.clientOf[size_t(device)];
  }
  /// The tag of messages from mesh device `from` to `to`.
  int32_t tag(int64_t from, int64_t to) const {
    return int32_t(from * shape.numDevices + to);
  }
  clients::Transfer sendTo(int64_t device, const Group &group, int64_t j,
                           const void *data, int64_t bytes) const {
    int64_t peer = group.members[size_t(j)];
    return {true, clientOf(peer), const_cast<void *>(data), bytes,
            tag(device, peer)};
  }
  clients::Transfer receiveFrom(int64_t device, const Group &group, int64_t j,
                                void *data, int64_t bytes) const {
    int64_t peer = group.members[size_t(j)];
    return {false, clientOf(peer), data, bytes, tag(peer, device)};
  }
  /// The collective `op` of `device` on `group`, for the watchdog.
  std::function<std::string()> describe(int64_t device, const Group &group,
                                        const char *op) const {
    return [this, device, &group, op] {
      std::string axes;
      for (int32_t a : group.axes)
        axes += (axes.empty() ? "" : ", ") + std::to_string(a);
      return std::string(op) + " on mesh axes [" + axes + "] (device " +
             std::to_string(shape.deviceIds[size_t(device)]) + ")";
    };
  }
  /// Runs `transfers` under the watchdog, adding the bytes received to
  /// `received`.
  int exchange(int64_t device, const Group &group, const char *op,
               const std::vector<clients::Transfer> &transfers,
               int64_t &received) {
    for (const clients::Transfer &t : transfers)
      received += t.send ? 0 : t.bytes;
    return clients::exchange(transfers, describe(device, group, op));
  }
  /// The device's scratch memory, at least `bytes` (kept for the next call;
  /// not initialised), or null.
  char *scratch(int64_t device, int64_t bytes) {
    Scratch &s = scratches[size_t(device)];
    if (s.bytes < bytes) {
      s.data.reset(new (std::nothrow) char[size_t(bytes)]);
      s.bytes = s.data ? bytes : 0;
    }
    return s.data.get();
  }
  /// exchange() as a whole collective's traffic.
  int exchange(int64_t device, const Group &group, const char *op,
               const std::vector<clients::Transfer> &transfers) {
    int64_t received = 0;
    int status = exchange(device, group, op, transfers, received);
    traffic().record(device, received);
    return status;
  }

  /// This device's lane of an all_reduce chained over the processes in
  /// group order, on elements [begin, begin + n): segment by segment, it
  /// receives the carry from the previous process's lane, folds this
  /// process's inputs on, and passes the carry on; the last process
  /// finishes and sends the result to the others. Segments pipeline: while
  /// one is folded here, the next is on its way.
  int chainAllReduce(int64_t device, const Group &group, const View &v,
                     dtc_dtype dtype, dtc_reduction reduction, int64_t begin,
                     int64_t n, void *out, int64_t &received) {
    const int64_t es = dtc_dtype_size(dtype),
                  cs = reductionCarrySize(dtype, reduction);
    const int64_t last = int64_t(v.parts.size()) - 1, lane = v.sub.index;
    const int64_t width = v.sub.size();
    auto peer = [&](int64_t p) {
      return v.parts[size_t(p)].indices[size_t(lane)];
    };
    std::vector<const void *> ins(static_cast<size_t>(width));
    std::vector<void *> outs{bytesOf(out) + begin * es};
    for (int64_t m = 0; m < width; ++m)
      if (m != lane)
        outs.push_back(bytesOf(local->output(v.sub, m)) + begin * es);
    char *carry = scratch(device, n * cs);
    if (!carry)
      return setError(DTC_ERROR_OUT_OF_MEMORY,
                      "all_reduce: no memory for %lld bytes",
                      (long long)(n * cs));
    const int64_t segment = std::max<int64_t>(1, kSegmentBytes / cs);
    const int64_t segments = (n + segment - 1) / segment;
    clients::Exchange x(describe(device, group, "all_reduce"));
    std::vector<size_t> carried(static_cast<size_t>(segments));
    for (int64_t k = 0; k < segments; ++k) {
      int64_t at = k * segment, len = std::min(segment, n - at);
      if (v.mine > 0) {
        received += len * cs;
        if (int status = x.post(receiveFrom(device, group, peer(v.mine - 1),
                                            carry + at * cs, len * cs),
                                &carried[size_t(k)]))
          return status;
      }
      if (v.mine < last) {
        received += len * es;
        if (int status =
                x.post(receiveFrom(device, group, peer(last),
                                   bytesOf(outs[0]) + at * es, len * es)))
          return status;
      }
    }
    for (int64_t k = 0; k < segments; ++k) {
      int64_t at = k * segment, len = std::min(segment, n - at);
      if (v.mine > 0)
        if (int status = x.wait(carried[size_t(k)]))
          return status;
      for (int64_t m = 0; m < width; ++m)
        ins[size_t(m)] = bytesOf(local->input(v.sub, m)) + (begin + at) * es;
      const char *carryIn = v.mine > 0 ? carry + at * cs : nullptr;
      if (v.mine < last) {
        reduceStart(dtype, reduction, carryIn, ins.data(), width,
                    carry + at * cs, len);
        if (int status = x.post(sendTo(device, group, peer(v.mine + 1),
                                       carry + at * cs, len * cs)))
          return status;
        continue;
      }
      std::vector<void *> segmentOuts;
      for (void *o : outs)
        segmentOuts.push_back(bytesOf(o) + at * es);
      reduceFinish(dtype, reduction, carryIn, ins.data(), width, group.size(),
                   segmentOuts.data(), int64_t(segmentOuts.size()), len);
      for (int64_t p = 0; p < last; ++p)
        if (int status = x.post(
                sendTo(device, group, peer(p), segmentOuts[0], len * es)))
          return status;
    }
    if (int status = x.waitAll())
      return status;
    if (v.mine < last)
      for (size_t k = 1; k < outs.size(); ++k)
        copyBytes(outs[k], outs[0], n * es);
    return DTC_OK;
  }

  int pairwiseAllReduce(int64_t device, Group &group, const void *in, void *out,
                        int64_t count, dtc_dtype dtype,
                        dtc_reduction reduction) {
    Inputs inputs;
    if (int status = gatherInputs(device, group, "all_reduce", in,
                                  count * dtc_dtype_size(dtype), out,
                                  count * dtc_dtype_size(dtype), inputs))
      return status;
    // The inputs in group order, as the shared-memory algorithm adds them.
    reduceArrays(dtype, reduction, inputs.at.data(), group.size(), &out, 1,
                 count);
    return DTC_OK;
  }
  int pairwiseReduceScatter(int64_t device, Group &group, const void *in,
                            void *out, ShapeRef s, dtc_dtype dtype, int32_t dim,
                            dtc_reduction reduction) {
    int64_t es = dtc_dtype_size(dtype);
    Inputs inputs;
    if (int status = gatherInputs(device, group, "reduce_scatter", in,
                                  numElementsOf(s) * es, out,
                                  numElementsOf(s) * es / group.size(), inputs))
      return status;
    std::vector<int64_t> box(s.dims, s.dims + s.rank), origin(s.rank, 0);
    box[dim] /= group.size();
    origin[dim] = group.index * box[dim];
    std::vector<const void *> ins(size_t(group.size()));
    forEachRun(s.rank, box.data(), s.dims, origin.data(), box.data(), nullptr,
               [&](int64_t dstOffset, int64_t srcOffset, int64_t length) {
                 for (int64_t j = 0; j < group.size(); ++j)
                   ins[size_t(j)] = bytesOf(inputs.at[j]) + srcOffset * es;
                 void *dst = bytesOf(out) + dstOffset * es;
                 reduceArrays(dtype, reduction, ins.data(), group.size(), &dst,
                              1, length);
               });
    return DTC_OK;
  }
  /// Every member's input (`bytes` each) by group index; ours is `in`, or
  /// a copy of it when it overlaps our output (`outBytes` at `out`).
  int gatherInputs(int64_t device, const Group &group, const char *op,
                   const void *in, int64_t bytes, const void *out,
                   int64_t outBytes, Inputs &inputs) {
    inputs.received.assign(size_t(group.size()), {});
    inputs.at.assign(size_t(group.size()), in);
    std::vector<clients::Transfer> transfers;
    for (int64_t j = 0; j < group.size(); ++j) {
      if (j == group.index)
        continue;
      inputs.received[size_t(j)].resize(size_t(bytes));
      inputs.at[size_t(j)] = inputs.received[size_t(j)].data();
      transfers.push_back(receiveFrom(
          device, group, j, inputs.received[size_t(j)].data(), bytes));
      transfers.push_back(sendTo(device, group, j, in, bytes));
    }
    if (int status = exchange(device, group, op, transfers))
      return status;
    auto begin = [](const void *p) { return reinterpret_cast<uintptr_t>(p); };
    bool overlaps = bytes > 0 && outBytes > 0 &&
                    begin(in) < begin(out) + uint64_t(outBytes) &&
                    begin(out) < begin(in) + uint64_t(bytes);
    if (overlaps) { // the output would overwrite our input while it is read
      inputs.received[size_t(group.index)].assign(bytesOf(in),
                                                  bytesOf(in) + bytes);
      inputs.at[size_t(group.index)] =
          inputs.received[size_t(group.index)].data();
    }
    return DTC_OK;
  }

  MeshShape shape;
  std::unique_ptr<SharedMemoryBackend> local;
  ClientMap clients;
  int32_t me;
  /// Per device, the views its groups point to.
  std::vector<std::vector<std::unique_ptr<View>>> views;
  struct Scratch {
    std::unique_ptr<char[]> data;
    int64_t bytes = 0;
  };
  std::vector<Scratch> scratches;
  /// The pieces a chained reduction pipelines.
  static constexpr int64_t kSegmentBytes = 1 << 18;
};

} // namespace

std::unique_ptr<Backend> createClientsBackend(const MeshShape &shape,
                                              const ClientMap &clients,
                                              Mover *mover) {
  return std::make_unique<ClientsBackend>(shape, clients, mover);
}

} // namespace dtc::runtime
