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
#include "Strided.h"

#include <algorithm>
#include <cstring>
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
                         bytesOf(src) + srcOffset * elementSize, length * elementSize);
             });
}

class ClientsBackend final : public Backend {
public:
  ClientsBackend(const MeshShape &shape, int32_t numClients)
      : shape(shape), local(createSharedMemoryBackend(shape)),
        perClient(shape.numDevices / numClients), me(dtc_client_id()) {}

  int launch(const std::function<void(int64_t)> &body) override {
    return local->launch([&](int64_t device) {
      if (clientOf(device) == me)
        body(device);
    });
  }
  void abort() override { local->abort(); }
  void deviceFinished(int64_t device) override { local->deviceFinished(device); }
  void *allocate(int64_t device, int64_t bytes) override {
    return local->allocate(device, bytes);
  }
  void deallocate(int64_t device, void *ptr) override { local->deallocate(device, ptr); }
  int attachGroup(int64_t device, Group &group) override {
    return local->attachGroup(device, group);
  }
  TrafficLog &traffic() override { return local->traffic(); }

  int allGather(int64_t device, Group &group, const void *in, void *out,
                ShapeRef s, dtc_dtype dtype, int32_t dim) override {
    if (inProcess(group))
      return local->allGather(device, group, in, out, s, dtype, dim);
    int64_t es = dtc_dtype_size(dtype), bytes = numElementsOf(s) * es;
    Inputs inputs;
    if (int status = gatherInputs(device, group, "all_gather", in, bytes, out,
                                  bytes * group.size(), inputs))
      return status;
    std::vector<int64_t> outShape(s.dims, s.dims + s.rank), origin(s.rank, 0);
    outShape[dim] *= group.size();
    for (int64_t j = 0; j < group.size(); ++j) {
      origin[dim] = j * s[dim];
      copyBox(out, outShape.data(), origin.data(), inputs.at[j], s.dims, nullptr,
              s.dims, s.rank, es);
    }
    return DTC_OK;
  }
  int allReduce(int64_t device, Group &group, const void *in, void *out,
                int64_t count, dtc_dtype dtype, dtc_reduction reduction) override {
    if (inProcess(group))
      return local->allReduce(device, group, in, out, count, dtype, reduction);
    Inputs inputs;
    if (int status = gatherInputs(device, group, "all_reduce", in,
                                  count * dtc_dtype_size(dtype), out,
                                  count * dtc_dtype_size(dtype), inputs))
      return status;
    // The inputs in group order, as the shared-memory algorithm adds them.
    reduceArrays(dtype, reduction, inputs.at.data(), group.size(), &out, 1, count);
    return DTC_OK;
  }
  int reduceScatter(int64_t device, Group &group, const void *in, void *out,
                    ShapeRef s, dtc_dtype dtype, int32_t dim,
                    dtc_reduction reduction) override {
    if (inProcess(group))
      return local->reduceScatter(device, group, in, out, s, dtype, dim, reduction);
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
                 reduceArrays(dtype, reduction, ins.data(), group.size(), &dst, 1,
                              length);
               });
    return DTC_OK;
  }
  int allToAll(int64_t device, Group &group, const void *in, void *out,
               ShapeRef s, dtc_dtype dtype, int32_t splitDim,
               int32_t concatDim) override {
    if (inProcess(group))
      return local->allToAll(device, group, in, out, s, dtype, splitDim, concatDim);
    int64_t es = dtc_dtype_size(dtype);
    Inputs inputs;
    if (int status = gatherInputs(device, group, "all_to_all", in,
                                  numElementsOf(s) * es, out,
                                  numElementsOf(s) * es, inputs))
      return status;
    std::vector<int64_t> box(s.dims, s.dims + s.rank);
    box[splitDim] /= group.size();
    std::vector<int64_t> outShape = box, srcOrigin(s.rank, 0), dstOrigin(s.rank, 0);
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
      return local->collectivePermute(device, group, in, out, bytes, perm);
    int64_t source = 0;
    while (source < group.size() && perm[source] != group.index)
      ++source;
    std::vector<char> received(static_cast<size_t>(bytes));
    std::vector<clients::Transfer> transfers;
    if (perm[group.index] != group.index)
      transfers.push_back(sendTo(device, group, perm[group.index], in, bytes));
    if (source != group.index)
      transfers.push_back(receiveFrom(device, group, source, received.data(), bytes));
    if (int status = exchange(device, group, "collective_permute", transfers))
      return status;
    copyBytes(out, source == group.index ? in : received.data(), bytes);
    return DTC_OK;
  }
  int broadcast(int64_t device, Group &group, const void *in, void *out,
                int64_t bytes, int64_t root) override {
    if (inProcess(group))
      return local->broadcast(device, group, in, out, bytes, root);
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
    return gatherInputs(device, all, "barrier", nullptr, 0, nullptr, 0, ignored);
  }

private:
  struct Inputs {
    std::vector<std::vector<char>> received;
    std::vector<const void *> at; ///< by group index
  };

  int32_t clientOf(int64_t device) const { return int32_t(device / perClient); }
  bool inProcess(const Group &group) const {
    return std::all_of(group.members.begin(), group.members.end(),
                       [&](int64_t m) { return clientOf(m) == me; });
  }
  /// The tag of messages from mesh device `from` to `to`.
  int32_t tag(int64_t from, int64_t to) const {
    return int32_t(from * shape.numDevices + to);
  }
  clients::Transfer sendTo(int64_t device, const Group &group, int64_t j,
                           const void *data, int64_t bytes) const {
    int64_t peer = group.members[size_t(j)];
    return {true, clientOf(peer), const_cast<void *>(data), bytes, tag(device, peer)};
  }
  clients::Transfer receiveFrom(int64_t device, const Group &group, int64_t j,
                                void *data, int64_t bytes) const {
    int64_t peer = group.members[size_t(j)];
    return {false, clientOf(peer), data, bytes, tag(peer, device)};
  }
  int exchange(int64_t device, const Group &group, const char *op,
               const std::vector<clients::Transfer> &transfers) {
    int64_t received = 0;
    for (const clients::Transfer &t : transfers)
      received += t.send ? 0 : t.bytes;
    traffic().record(device, received);
    return clients::exchange(transfers, [&] {
      std::string axes;
      for (int32_t a : group.axes)
        axes += (axes.empty() ? "" : ", ") + std::to_string(a);
      return std::string(op) + " on mesh axes [" + axes + "] (device " +
             std::to_string(shape.deviceIds[size_t(device)]) + ")";
    });
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
      transfers.push_back(receiveFrom(device, group, j,
                                      inputs.received[size_t(j)].data(), bytes));
      transfers.push_back(sendTo(device, group, j, in, bytes));
    }
    if (int status = exchange(device, group, op, transfers))
      return status;
    auto begin = [](const void *p) { return reinterpret_cast<uintptr_t>(p); };
    bool overlaps = bytes > 0 && outBytes > 0 && begin(in) < begin(out) + uint64_t(outBytes) &&
                    begin(out) < begin(in) + uint64_t(bytes);
    if (overlaps) { // the output would overwrite our input while it is read
      inputs.received[size_t(group.index)].assign(bytesOf(in), bytesOf(in) + bytes);
      inputs.at[size_t(group.index)] = inputs.received[size_t(group.index)].data();
    }
    return DTC_OK;
  }

  MeshShape shape;
  std::unique_ptr<Backend> local;
  int64_t perClient;
  int32_t me;
};

} // namespace

std::unique_ptr<Backend> createClientsBackend(const MeshShape &shape,
                                              int32_t numClients) {
  return std::make_unique<ClientsBackend>(shape, numClients);
}

} // namespace dtc::runtime
