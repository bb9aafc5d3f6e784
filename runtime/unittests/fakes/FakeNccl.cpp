//===- FakeNccl.cpp - NCCL's semantics on host threads --------------------===//
//
// A CUDA backend's collectives between GPUs (NcclCollectives) are checked
// here without GPUs: the backend runs on the fake driver of FakeCudaDriver.h
// with as many fake GPUs as a test asks for, and NCCL is this file, written
// from nccl.h's documentation: a communicator's ranks meet on the host for
// every operation (on their streams' threads, when the streams reach it),
// each computes what NCCL would leave in its receive buffers from
// everyone's send buffers, and they meet again before writing it (so
// in-place calls work). It checks what real NCCL would not forgive
// or would do differently: ranks of one communicator on one GPU, a stream
// of another GPU, mismatched counts, types, operations or roots, sends and
// receives that do not pair up or that overlap, and float MIN/MAX or f16
// reductions (NCCL drops NaN and rounds f16 at every step, unlike dtc's
// reductions).
//
//===----------------------------------------------------------------------===//
#include "FakeNccl.h"
#include "CudaBackend.h"
#include "FakeBlas.h"
#include "FakeCudaDriver.h"
#include "Mesh.h"

#include <atomic>
#include <condition_variable>
#include <cstring>
#include <gtest/gtest.h>
#include <map>
#include <memory>
#include <mutex>

using namespace dtc::runtime;
using namespace dtc::runtime::cuda;

namespace {

constexpr ncclResult_t kInvalidArgument = 4, kInvalidUsage = 5;
enum Kind { kAllReduce, kReduceScatter, kAllGather, kBroadcast, kSendRecv };

std::atomic<int64_t> calls{0}, commsMade{0};

/// One send or receive of a group.
struct PointToPoint {
  void *buffer;
  size_t bytes;
  int peer;
};

/// What one rank brought to an operation.
struct Post {
  Kind kind;
  const void *send = nullptr;
  void *recv = nullptr;
  size_t count = 0;
  int type = 0, op = 0, root = 0;
  std::vector<PointToPoint> sends, recvs;
};

/// A communicator as all its ranks share it.
struct Shared {
  explicit Shared(int size) : size(size), posts(size), contexts(size) {}
  int size;
  std::mutex mutex;
  std::condition_variable cv;
  int arrived = 0;
  uint64_t phase = 0;
  bool aborted = false;
  std::vector<Post> posts;
  std::vector<CUcontext> contexts;

  /// Waits for every rank; false when the communicator was aborted.
  bool meet() {
    std::unique_lock<std::mutex> lock(mutex);
    uint64_t mine = phase;
    if (++arrived == size) {
      arrived = 0;
      ++phase;
      cv.notify_all();
    } else {
      cv.wait(lock, [&] { return phase != mine || aborted; });
    }
    return !aborted;
  }
};

struct FakeComm {
  std::shared_ptr<Shared> shared;
  int rank;
  CUcontext context;
};

FakeComm *fromHandle(ncclComm_t comm) {
  return reinterpret_cast<FakeComm *>(comm);
}

size_t sizeOfType(int type) {
  switch (type) {
  case 0: // ncclInt8
  case 1: // ncclUint8
    return 1;
  case 6: // ncclFloat16
  case 9: // ncclBfloat16
    return 2;
  case 2: // ncclInt32
  case 3: // ncclUint32
  case 7: // ncclFloat32
    return 4;
  default: // ncclInt64, ncclUint64, ncclFloat64
    return 8;
  }
}

/// Element i of the reduction of `ins` in rank order, as NCCL's op on T
/// (integers wrap).
template <typename T, typename Wide>
void foldAs(int op, const std::vector<const char *> &ins, size_t count,
            char *out) {
  for (size_t i = 0; i < count; ++i) {
    T acc;
    std::memcpy(&acc, ins[0] + i * sizeof(T), sizeof(T));
    for (size_t r = 1; r < ins.size(); ++r) {
      T x;
      std::memcpy(&x, ins[r] + i * sizeof(T), sizeof(T));
      switch (op) {
      case 0:
        acc = T(Wide(acc) + Wide(x));
        break;
      case 1:
        acc = T(Wide(acc) * Wide(x));
        break;
      case 2:
        acc = x > acc ? x : acc;
        break;
      default:
        acc = x < acc ? x : acc;
      }
    }
    std::memcpy(out + i * sizeof(T), &acc, sizeof(T));
  }
}

ncclResult_t fold(int type, int op, const std::vector<const char *> &ins,
                  size_t count, char *out) {
  bool isFloat = type == 6 || type == 7 || type == 8 || type == 9;
  if ((isFloat && op >= 2) || type == 6 || type == 9 || op > 3) {
    ADD_FAILURE() << "NCCL reduction " << op << " on type " << type
                  << " is not dtc's semantics and must not be used";
    return kInvalidArgument;
  }
  switch (type) {
  case 0:
    foldAs<int8_t, uint8_t>(op, ins, count, out);
    break;
  case 1:
    foldAs<uint8_t, uint8_t>(op, ins, count, out);
    break;
  case 2:
    foldAs<int32_t, uint32_t>(op, ins, count, out);
    break;
  case 3:
    foldAs<uint32_t, uint32_t>(op, ins, count, out);
    break;
  case 4:
    foldAs<int64_t, uint64_t>(op, ins, count, out);
    break;
  case 5:
    foldAs<uint64_t, uint64_t>(op, ins, count, out);
    break;
  case 7:
    foldAs<float, float>(op, ins, count, out);
    break;
  default:
    foldAs<double, double>(op, ins, count, out);
  }
  return ncclSuccess;
}

/// What `rank` receives in the operation all ranks posted: (buffer, bytes)
/// pairs to write once everyone has read.
using Writes = std::vector<std::pair<void *, std::vector<char>>>;

ncclResult_t compute(const std::vector<Post> &posts, int rank, Writes &w) {
  const Post &me = posts[rank];
  int size = int(posts.size());
  for (const Post &p : posts) {
    if (p.kind != me.kind ||
        (me.kind != kSendRecv &&
         (p.count != me.count || p.type != me.type || p.op != me.op ||
          p.root != me.root))) {
      ADD_FAILURE() << "ranks disagree on an NCCL operation (kind "
                    << me.kind << ")";
      return kInvalidUsage;
    }
  }
  size_t bytes = me.count * sizeOfType(me.type);
  std::vector<char> out;
  std::vector<const char *> ins;
  switch (me.kind) {
  case kAllReduce:
  case kReduceScatter: {
    size_t offset = me.kind == kReduceScatter ? size_t(rank) * bytes : 0;
    for (const Post &p : posts)
      ins.push_back(static_cast<const char *>(p.send) + offset);
    out.resize(bytes);
    if (ncclResult_t r = fold(me.type, me.op, ins, me.count, out.data()))
      return r;
    break;
  }
  case kAllGather:
    for (const Post &p : posts)
      out.insert(out.end(), static_cast<const char *>(p.send),
                 static_cast<const char *>(p.send) + bytes);
    break;
  case kBroadcast:
    out.assign(static_cast<const char *>(posts[me.root].send),
               static_cast<const char *>(posts[me.root].send) + bytes);
    break;
  case kSendRecv: {
    // NCCL reads sends and writes receives concurrently: they must not
    // overlap.
    for (const PointToPoint &r : me.recvs)
      for (const PointToPoint &snd : me.sends) {
        auto *rb = static_cast<char *>(r.buffer);
        auto *sb = static_cast<char *>(snd.buffer);
        if (rb < sb + snd.bytes && sb < rb + r.bytes) {
          ADD_FAILURE() << "rank " << rank
                        << " receives into a buffer it sends from";
          return kInvalidUsage;
        }
      }
    // The k-th receive from a peer takes the peer's k-th send to us.
    std::map<int, size_t> taken;
    for (const PointToPoint &r : me.recvs) {
      if (r.peer < 0 || r.peer >= size || r.peer == rank) {
        ADD_FAILURE() << "receive from peer " << r.peer;
        return kInvalidArgument;
      }
      size_t k = taken[r.peer]++, seen = 0;
      const PointToPoint *match = nullptr;
      for (const PointToPoint &s : posts[r.peer].sends)
        if (s.peer == rank && seen++ == k)
          match = &s;
      if (!match || match->bytes != r.bytes) {
        ADD_FAILURE() << "rank " << rank << " receives from " << r.peer
                      << " what it did not send";
        return kInvalidUsage;
      }
      const char *from = static_cast<const char *>(match->buffer);
      w.push_back({r.buffer, std::vector<char>(from, from + r.bytes)});
    }
    return ncclSuccess;
  }
  }
  w.push_back({me.recv, std::move(out)});
  return ncclSuccess;
}

/// Queues one operation of `comm`'s rank on `stream`: it runs when the
/// stream reaches it, as NCCL's kernels do, and waits there for the other
/// ranks (an abort ends the wait and the operation).
ncclResult_t operate(FakeComm *comm, CUstream stream, Post post) {
  if (dtc::test::fakeStreamContext(stream) != comm->context) {
    ADD_FAILURE() << "an NCCL call on a stream of another GPU";
    return kInvalidUsage;
  }
  std::shared_ptr<Shared> shared = comm->shared;
  int rank = comm->rank;
  dtc::test::enqueueOnFakeStream(stream, [shared, rank, post]() mutable {
    Shared &s = *shared;
    {
      std::lock_guard<std::mutex> lock(s.mutex);
      s.posts[rank] = std::move(post);
    }
    if (!s.meet())
      return;
    Writes writes;
    ncclResult_t r = compute(s.posts, rank, writes);
    if (!s.meet() || r != ncclSuccess)
      return;
    for (auto &w : writes)
      if (!w.second.empty())
        std::memcpy(w.first, w.second.data(), w.second.size());
    ++calls;
  });
  return ncclSuccess;
}

// The calling thread's open group of sends and receives.
thread_local int groupDepth = 0;
thread_local FakeComm *groupComm = nullptr;
thread_local CUstream groupStream = nullptr;
thread_local Post groupPost;

ncclResult_t getUniqueId(ncclUniqueId *id) {
  static std::atomic<uint64_t> next{1};
  std::memset(id, 0, sizeof *id);
  uint64_t value = next++;
  std::memcpy(id->internal, &value, sizeof value);
  return ncclSuccess;
}

ncclResult_t commInitRank(ncclComm_t *comm, int size, ncclUniqueId id,
                          int rank) {
  static std::mutex registryMutex;
  static std::map<uint64_t, std::shared_ptr<Shared>> registry;
  uint64_t key;
  std::memcpy(&key, id.internal, sizeof key);
  std::shared_ptr<Shared> shared;
  {
    std::lock_guard<std::mutex> lock(registryMutex);
    std::shared_ptr<Shared> &slot = registry[key];
    if (!slot)
      slot = std::make_shared<Shared>(size);
    shared = slot;
  }
  if (shared->size != size || rank < 0 || rank >= size) {
    ADD_FAILURE() << "ncclCommInitRank: rank " << rank << " of " << size;
    return kInvalidArgument;
  }
  CUcontext context = dtc::test::fakeCurrentContext();
  {
    std::lock_guard<std::mutex> lock(shared->mutex);
    shared->contexts[rank] = context;
  }
  shared->meet(); // ncclCommInitRank returns when every rank has joined
  {
    std::lock_guard<std::mutex> lock(registryMutex);
    registry.erase(key);
  }
  for (int other = 0; other < size; ++other)
    if (other != rank && shared->contexts[other] == context) {
      ADD_FAILURE() << "ncclCommInitRank: two ranks on one GPU";
      return kInvalidUsage; // NCCL: "Duplicate GPU detected"
    }
  *comm = reinterpret_cast<ncclComm_t>(new FakeComm{shared, rank, context});
  ++commsMade;
  return ncclSuccess;
}

ncclResult_t commDestroy(ncclComm_t comm) {
  delete fromHandle(comm);
  return ncclSuccess;
}

ncclResult_t commAbort(ncclComm_t comm) {
  // Wakes every rank; the handle stays valid for a thread still inside a
  // call (leaked: aborts are rare and the tests short).
  Shared &s = *fromHandle(comm)->shared;
  std::lock_guard<std::mutex> lock(s.mutex);
  s.aborted = true;
  s.cv.notify_all();
  return ncclSuccess;
}

ncclResult_t collective(Kind kind, const void *send, void *recv, size_t count,
                        int type, int op, int root, ncclComm_t comm,
                        CUstream stream) {
  if (groupDepth > 0) {
    ADD_FAILURE() << "a collective inside ncclGroupStart/End";
    return kInvalidUsage;
  }
  Post post;
  post.kind = kind;
  post.send = send;
  post.recv = recv;
  post.count = count;
  post.type = type;
  post.op = op;
  post.root = root;
  return operate(fromHandle(comm), stream, std::move(post));
}

ncclResult_t allReduce(const void *send, void *recv, size_t count, int type,
                       int op, ncclComm_t comm, CUstream stream) {
  return collective(kAllReduce, send, recv, count, type, op, 0, comm, stream);
}
ncclResult_t reduceScatter(const void *send, void *recv, size_t count,
                           int type, int op, ncclComm_t comm,
                           CUstream stream) {
  return collective(kReduceScatter, send, recv, count, type, op, 0, comm,
                    stream);
}
ncclResult_t allGather(const void *send, void *recv, size_t count, int type,
                       ncclComm_t comm, CUstream stream) {
  return collective(kAllGather, send, recv, count, type, 0, 0, comm, stream);
}
ncclResult_t broadcast(const void *send, void *recv, size_t count, int type,
                       int root, ncclComm_t comm, CUstream stream) {
  return collective(kBroadcast, send, recv, count, type, 0, root, comm,
                    stream);
}

/// Adds a send or receive to the calling thread's group.
ncclResult_t pointToPoint(bool isSend, const void *buffer, size_t count,
                          int type, int peer, ncclComm_t comm,
                          CUstream stream) {
  if (groupDepth == 0) {
    ADD_FAILURE() << "a send or receive outside ncclGroupStart/End";
    return kInvalidUsage;
  }
  if (groupComm && (groupComm != fromHandle(comm) || groupStream != stream)) {
    ADD_FAILURE() << "one group over two communicators or streams";
    return kInvalidUsage;
  }
  groupComm = fromHandle(comm);
  groupStream = stream;
  PointToPoint p{const_cast<void *>(buffer), count * sizeOfType(type), peer};
  (isSend ? groupPost.sends : groupPost.recvs).push_back(p);
  return ncclSuccess;
}
ncclResult_t send(const void *buffer, size_t count, int type, int peer,
                  ncclComm_t comm, CUstream stream) {
  return pointToPoint(true, buffer, count, type, peer, comm, stream);
}
ncclResult_t recv(void *buffer, size_t count, int type, int peer,
                  ncclComm_t comm, CUstream stream) {
  return pointToPoint(false, buffer, count, type, peer, comm, stream);
}

ncclResult_t groupStart() {
  ++groupDepth;
  return ncclSuccess;
}
ncclResult_t groupEnd() {
  if (groupDepth == 0)
    return kInvalidUsage;
  if (--groupDepth > 0 || !groupComm)
    return ncclSuccess;
  Post post = std::move(groupPost);
  groupPost = Post();
  post.kind = kSendRecv;
  FakeComm *comm = groupComm;
  groupComm = nullptr;
  return operate(comm, groupStream, std::move(post));
}

const char *errorString(ncclResult_t) { return "fake NCCL error"; }

const Nccl *loadFakeNccl(std::string &) {
  static const Nccl table = [] {
    Nccl n{};
    n.ncclGetUniqueId = getUniqueId;
    n.ncclCommInitRank = commInitRank;
    n.ncclCommDestroy = commDestroy;
    n.ncclCommAbort = commAbort;
    n.ncclAllReduce = allReduce;
    n.ncclReduceScatter = reduceScatter;
    n.ncclAllGather = allGather;
    n.ncclBroadcast = broadcast;
    n.ncclSend = send;
    n.ncclRecv = recv;
    n.ncclGroupStart = groupStart;
    n.ncclGroupEnd = groupEnd;
    n.ncclGetErrorString = errorString;
    return n;
  }();
  return &table;
}

std::atomic<int> fakeGpus{0};

std::unique_ptr<Backend> makeBackend(const MeshShape &shape) {
  return createCudaBackend(shape, dtc::test::fakeDriver(), fakeGpus,
                           dtc::test::loadFakeBlas, loadFakeNccl);
}

} // namespace

namespace dtc::test {

void useFakeGpus(int numGpus) {
  fakeGpus = numGpus;
  setGpuBackendFactoryForTesting(numGpus > 0 ? makeBackend : nullptr);
}

int64_t fakeNcclCalls() { return calls; }
int64_t fakeNcclCommsMade() { return commsMade; }

} // namespace dtc::test
