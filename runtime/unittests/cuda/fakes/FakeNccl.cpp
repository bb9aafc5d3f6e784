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
// In a job of several processes (the tests run under mpirun), a
// communicator's ranks may be in different processes, as NCCL's are: its
// unique id names the process that made it (rank 0's), where every rank
// says which process it is in and learns the others'; each operation then
// sends every rank's contribution (its parameters and send buffers) to
// every other rank over MPI (Clients.h), and each computes its receive
// buffers from the copies. A rank whose peer never comes waits for a
// minute, longer than the tests' watchdog, which is dtc's to fire.
//
//===----------------------------------------------------------------------===//
#include "FakeNccl.h"
#include "Clients.h"
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

/// A communicator whose ranks span processes: where each rank is.
struct Spanning {
  int size;
  std::vector<int32_t> clientOf; ///< per rank
  int32_t tagBase;
};

struct FakeComm {
  std::shared_ptr<Shared> shared; ///< in one process
  int rank;
  CUcontext context;
  std::shared_ptr<Spanning> spanning; ///< across processes (then no shared)
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
        (me.kind != kSendRecv && (p.count != me.count || p.type != me.type ||
                                  p.op != me.op || p.root != me.root))) {
      ADD_FAILURE() << "ranks disagree on an NCCL operation (kind " << me.kind
                    << ")";
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
void operateAcross(const Spanning &s, int rank, const Post &post);

ncclResult_t operate(FakeComm *comm, CUstream stream, Post post) {
  if (dtc::test::fakeStreamContext(stream) != comm->context) {
    ADD_FAILURE() << "an NCCL call on a stream of another GPU";
    return kInvalidUsage;
  }
  if (std::shared_ptr<Spanning> spanning = comm->spanning) {
    int rank = comm->rank;
    dtc::test::enqueueOnFakeStream(stream, [spanning, rank, post] {
      operateAcross(*spanning, rank, post);
    });
    return ncclSuccess;
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

/// Whether communicators may span processes (this process is in a job).
bool acrossProcesses() {
  return dtc::runtime::clients::joined() && dtc_num_clients() > 1;
}

/// What the fake's unique id holds: a number and the process that made it.
struct IdContents {
  uint64_t number;
  int32_t client;
};

ncclResult_t getUniqueId(ncclUniqueId *id) {
  static std::atomic<uint64_t> next{1};
  std::memset(id, 0, sizeof *id);
  IdContents contents{next++, dtc_client_id()};
  std::memcpy(id->internal, &contents, sizeof contents);
  return ncclSuccess;
}

namespace clients = dtc::runtime::clients;

/// The fake's waits between processes: long enough for dtc's watchdog,
/// short enough that a broken test ends.
constexpr double kFakeWaitSeconds = 60;
/// Ranks of a spanning communicator (tags: 64 x 64 per communicator).
constexpr int kMaxSpanningRanks = 63;

/// A spanning communicator's tag for messages from rank `from` to `to`
/// (kMaxSpanningRanks: the bootstrap's root).
int32_t tagOf(const Spanning &s, int from, int to) {
  return s.tagBase + from * 64 + to;
}

int exchangeAcross(const std::vector<clients::Transfer> &transfers) {
  clients::Exchange x([] { return std::string("fake NCCL"); },
                      kFakeWaitSeconds);
  for (const clients::Transfer &t : transfers)
    if (int status = x.post(t))
      return status;
  return x.waitAll();
}

/// ncclCommInitRank across processes: every rank tells rank 0 (in the
/// id's process) which process it is in and which GPU it is on, and rank 0
/// answers with every rank's process.
ncclResult_t initAcross(ncclComm_t *comm, int size, const IdContents &id,
                        int rank) {
  if (size > kMaxSpanningRanks) {
    ADD_FAILURE() << "the fake NCCL spans processes with at most "
                  << kMaxSpanningRanks << " ranks";
    return kInvalidArgument;
  }
  auto spanning = std::make_shared<Spanning>();
  spanning->size = size;
  spanning->clientOf.assign(size_t(size), -1);
  // Tags from 2^29, apart from dtc's own (device pairs from 0, the NCCL
  // ids' just below 2^30).
  spanning->tagBase = int32_t(
      (1 << 29) +
      int64_t((id.number * 64 + uint64_t(id.client)) % (1 << 16)) * 4096);
  CUcontext context = dtc::test::fakeCurrentContext();
  struct Hello {
    int32_t client;
    uint64_t context;
  } mine{dtc_client_id(), uint64_t(reinterpret_cast<uintptr_t>(context))};
  const int root = kMaxSpanningRanks;
  if (rank != 0) {
    if (exchangeAcross(
            {{true, id.client, &mine, int64_t(sizeof mine),
              tagOf(*spanning, rank, root)},
             {false, id.client, spanning->clientOf.data(),
              int64_t(size * sizeof(int32_t)), tagOf(*spanning, root, rank)}}))
      return kInvalidUsage;
  } else {
    if (id.client != dtc_client_id()) {
      ADD_FAILURE() << "rank 0 is not in the process that made the id";
      return kInvalidUsage;
    }
    std::vector<Hello> hellos(static_cast<size_t>(size));
    hellos[0] = mine;
    std::vector<clients::Transfer> arrivals;
    for (int r = 1; r < size; ++r)
      arrivals.push_back({false, clients::kAnyClient, &hellos[size_t(r)],
                          int64_t(sizeof(Hello)), tagOf(*spanning, r, root)});
    if (exchangeAcross(arrivals))
      return kInvalidUsage;
    for (int r = 0; r < size; ++r) {
      spanning->clientOf[size_t(r)] = hellos[size_t(r)].client;
      for (int q = 0; q < r; ++q)
        if (hellos[size_t(q)].client == hellos[size_t(r)].client &&
            hellos[size_t(q)].context == hellos[size_t(r)].context) {
          ADD_FAILURE() << "ncclCommInitRank: two ranks on one GPU";
          return kInvalidUsage;
        }
    }
    std::vector<clients::Transfer> answers;
    for (int r = 1; r < size; ++r)
      answers.push_back(
          {true, spanning->clientOf[size_t(r)], spanning->clientOf.data(),
           int64_t(size * sizeof(int32_t)), tagOf(*spanning, root, r)});
    if (exchangeAcross(answers))
      return kInvalidUsage;
  }
  *comm = reinterpret_cast<ncclComm_t>(
      new FakeComm{nullptr, rank, context, spanning});
  ++commsMade;
  return ncclSuccess;
}

/// What a rank sends the others of a spanning communicator about an
/// operation; its send buffers follow in a second message.
struct Header {
  int32_t kind, type, op, root;
  uint64_t count, numSends, payload;
  struct {
    uint64_t bytes;
    int64_t peer;
  } sends[kMaxSpanningRanks * 2];
};

/// The bytes of `post`'s send buffers a peer reads.
uint64_t sentBytes(const Post &post, int size) {
  size_t es = sizeOfType(post.type);
  switch (post.kind) {
  case kReduceScatter:
    return post.count * es * size_t(size);
  case kSendRecv: {
    uint64_t total = 0;
    for (const PointToPoint &p : post.sends)
      total += p.bytes;
    return total;
  }
  default:
    return post.count * es;
  }
}

void operateAcross(const Spanning &s, int rank, const Post &post) {
  Header mine{};
  mine.kind = post.kind;
  mine.type = post.type;
  mine.op = post.op;
  mine.root = post.root;
  mine.count = post.count;
  mine.numSends = post.sends.size();
  if (post.sends.size() > sizeof mine.sends / sizeof mine.sends[0]) {
    ADD_FAILURE() << "too many sends in one group";
    return;
  }
  for (size_t k = 0; k < post.sends.size(); ++k)
    mine.sends[k] = {post.sends[k].bytes, post.sends[k].peer};
  // A broadcast's other ranks send nothing.
  bool sends = post.kind != kBroadcast || post.root == rank;
  mine.payload = sends ? sentBytes(post, s.size) : 0;
  std::vector<char> payload(mine.payload);
  if (post.kind == kSendRecv) {
    size_t at = 0;
    for (const PointToPoint &p : post.sends) {
      std::memcpy(payload.data() + at, p.buffer, p.bytes);
      at += p.bytes;
    }
  } else if (mine.payload) {
    std::memcpy(payload.data(), post.send, mine.payload);
  }
  // Headers first (their sizes are fixed), then the payloads.
  std::vector<Header> headers(size_t(s.size));
  std::vector<clients::Transfer> first, then;
  for (int p = 0; p < s.size; ++p) {
    if (p == rank)
      continue;
    first.push_back({true, s.clientOf[size_t(p)], &mine, int64_t(sizeof mine),
                     tagOf(s, rank, p)});
    first.push_back({false, s.clientOf[size_t(p)], &headers[size_t(p)],
                     int64_t(sizeof(Header)), tagOf(s, p, rank)});
  }
  if (exchangeAcross(first))
    return;
  std::vector<std::vector<char>> theirs(size_t(s.size));
  for (int p = 0; p < s.size; ++p) {
    if (p == rank)
      continue;
    then.push_back({true, s.clientOf[size_t(p)], payload.data(),
                    int64_t(payload.size()), tagOf(s, rank, p)});
    theirs[size_t(p)].resize(headers[size_t(p)].payload);
    then.push_back({false, s.clientOf[size_t(p)], theirs[size_t(p)].data(),
                    int64_t(theirs[size_t(p)].size()), tagOf(s, p, rank)});
  }
  if (exchangeAcross(then))
    return;
  // Everyone's posts, the others' pointing into their copies.
  std::vector<Post> posts(size_t(s.size));
  for (int p = 0; p < s.size; ++p) {
    if (p == rank) {
      posts[size_t(p)] = post;
      continue;
    }
    const Header &h = headers[size_t(p)];
    Post &q = posts[size_t(p)];
    q.kind = Kind(h.kind);
    q.type = h.type;
    q.op = h.op;
    q.root = h.root;
    q.count = h.count;
    q.send = theirs[size_t(p)].data();
    size_t at = 0;
    for (uint64_t k = 0; k < h.numSends; ++k) {
      q.sends.push_back({theirs[size_t(p)].data() + at, h.sends[k].bytes,
                         int(h.sends[k].peer)});
      at += h.sends[k].bytes;
    }
  }
  Writes writes;
  if (compute(posts, rank, writes) != ncclSuccess)
    return;
  for (auto &w : writes)
    if (!w.second.empty())
      std::memcpy(w.first, w.second.data(), w.second.size());
  ++calls;
}

ncclResult_t commInitRank(ncclComm_t *comm, int size, ncclUniqueId id,
                          int rank) {
  if (acrossProcesses()) {
    IdContents contents;
    std::memcpy(&contents, id.internal, sizeof contents);
    return initAcross(comm, size, contents, rank);
  }
  static std::mutex registryMutex;
  static std::map<uint64_t, std::shared_ptr<Shared>> registry;
  uint64_t key; // IdContents::number
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
  // call (leaked: aborts are rare and the tests short). Across processes
  // there is nothing to wake here: the job aborts.
  if (!fromHandle(comm)->shared)
    return ncclSuccess;
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
ncclResult_t reduceScatter(const void *send, void *recv, size_t count, int type,
                           int op, ncclComm_t comm, CUstream stream) {
  return collective(kReduceScatter, send, recv, count, type, op, 0, comm,
                    stream);
}
ncclResult_t allGather(const void *send, void *recv, size_t count, int type,
                       ncclComm_t comm, CUstream stream) {
  return collective(kAllGather, send, recv, count, type, 0, 0, comm, stream);
}
ncclResult_t broadcast(const void *send, void *recv, size_t count, int type,
                       int root, ncclComm_t comm, CUstream stream) {
  return collective(kBroadcast, send, recv, count, type, 0, root, comm, stream);
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

std::unique_ptr<Backend> makeBackend(const MeshShape &shape,
                                     const ClientMap &clients) {
  return createCudaBackend(shape, clients, dtc::test::fakeDriver(), fakeGpus,
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
