//===- NcclCollectives.h - collectives between GPUs over NCCL -------------===//
//
// A group whose members are all on different GPUs runs its collectives on
// NCCL: one communicator per device and group (rank = group index), made
// the first time the group meets and kept for later runs. NCCL's own
// collectives take what they can do as dtc specifies it: all_gather and
// reduce_scatter (blocks along any dimension are packed into contiguous
// ones with 2-D device copies around the call), all_reduce, broadcast.
// all_to_all and collective_permute are grouped sends and receives. A
// reduction NCCL cannot do with dtc's semantics (native() is false: f16
// rounded once, NaN-propagating float MIN/MAX, MEAN, AND/OR, bool) exchanges
// the inputs and reduces them in group order with the runtime's reduction
// kernels, so every path gives what a CPU mesh gives; NCCL's float SUM and
// PROD are in NCCL's order. Everything is queued on the device's streams:
// the host waits for nothing. NCCL's calls go on the device's
// communication stream, after what its stream has queued, and the stream
// waits for them (onComm): a communicator's calls are then on one stream in
// program order, as NCCL requires, and a started all_reduce
// (allReduceStart) leaves the stream free to run kernels while NCCL works;
// its wait makes the stream wait for it.
//
// Across processes (a mesh split over the clients of a job), a group's
// communicator spans them: the members in each process meet on the host,
// then the first of them (the leader) meets the other processes' leaders
// over MPI: each tells the leader of member 0's process it has come, and
// that one, once all have, sends them member 0's unique id. Communicators
// are made in each device's program order, so every pair of leaders sees
// its messages in the same order.
//
// Failure: NCCL waits on the GPU, where a member that never comes cannot be
// noticed. The host meeting before a communicator is made is abortable and
// fails when a member has returned from the program; after that, abort()
// aborts every communicator (ncclCommAbort), which ends their kernels, and
// the next run makes new ones. Across processes the meeting of leaders is
// under the job's watchdog, and so is every NCCL call of a group that
// spans processes (settle): the host waits for it to finish, and when it
// has not within the timeout, the job aborts naming the collective, its
// axes and the other processes of the group.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_NCCLCOLLECTIVES_H
#define DTC_RUNTIME_NCCLCOLLECTIVES_H

#include "Backend.h"
#include "CudaBackend.h"
#include "CudaMover.h"

#include <condition_variable>
#include <functional>
#include <map>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace dtc::runtime {

class NcclCollectives {
public:
  /// NCCL comes from `load` when first needed; `memory` gives scratch
  /// device memory (freed blocks are reused in stream order); `mover` does
  /// the copies and reduction kernels.
  /// `clients` says which process runs each device (one: all here).
  NcclCollectives(NcclLoader load, std::vector<GpuDevice> &devices,
                  CudaMover &mover, Backend &memory, const ClientMap &clients)
      : load(load), devices(devices), mover(mover), memory(memory),
        clients(clients), comms(devices.size()),
        finished(devices.size(), false) {}
  ~NcclCollectives() { destroy(); }
  /// Destroys the communicators (while their GPUs' contexts live).
  void destroy();

  /// Whether NCCL can be had (loaded on the first call; when it cannot,
  /// says so once on stderr).
  bool available();

  /// Whether NCCL reduces `dtype` with `reduction` as dtc_reduction
  /// specifies (up to the order of float sums and products).
  static bool native(dtc_dtype dtype, dtc_reduction reduction);

  int allGather(int64_t device, const Group &group, const void *in, void *out,
                ShapeRef shape, dtc_dtype dtype, int32_t dim);
  int allReduce(int64_t device, const Group &group, const void *in, void *out,
                int64_t count, dtc_dtype dtype, dtc_reduction reduction);
  int reduceScatter(int64_t device, const Group &group, const void *in,
                    void *out, ShapeRef shape, dtc_dtype dtype, int32_t dim,
                    dtc_reduction reduction);
  int allToAll(int64_t device, const Group &group, const void *in, void *out,
               ShapeRef shape, dtc_dtype dtype, int32_t splitDim,
               int32_t concatDim);
  int collectivePermute(int64_t device, const Group &group, const void *in,
                        void *out, int64_t bytes, const int64_t *perm);
  int broadcast(int64_t device, const Group &group, const void *in, void *out,
                int64_t bytes, int64_t root);

  /// Whether allReduceStart takes such a call: a reduction NCCL does
  /// itself, on a group within this process (those across processes are
  /// settled under the watchdog, on the host).
  bool canStart(const Group &group, dtc_dtype dtype,
                dtc_reduction reduction) const {
    return native(dtype, reduction) && !spansProcesses(group);
  }
  /// The all_reduce on the communication stream, with an event of its own
  /// (request.impl) that wait() makes the device's stream wait for.
  int allReduceStart(int64_t device, const Group &group, const void *in,
                     void *out, int64_t count, dtc_dtype dtype,
                     dtc_reduction reduction, Request &request);
  int wait(int64_t device, Request &request);

  /// `status` of `device`'s collective `op` on `group`; when it succeeded
  /// and the group spans processes, once the GPU has done it (the host
  /// waits, under the watchdog: a stuck peer aborts the job).
  int settle(int64_t device, const Group &group, const char *op, int status);

  /// Before a run: forgets the last run's abort and returned devices.
  void reset();
  /// Wakes the meetings and aborts every communicator. Any thread.
  void abort();
  /// `device` returned from the program: meetings that wait for it fail.
  void deviceFinished(int64_t device);

private:
  /// `device`'s communicator for `group`, made on first use.
  int communicator(int64_t device, const Group &group, cuda::ncclComm_t &comm);
  /// Meets the other members on the host and takes the group's unique id.
  int meet(int64_t device, const Group &group, cuda::ncclUniqueId &id);
  /// The leader's meeting with the other processes' leaders (meet()):
  /// fills `id` in processes other than member 0's.
  int meetProcesses(int64_t device, const Group &group, cuda::ncclUniqueId &id);
  /// The client that runs `device`, and whether the group spans clients.
  int32_t clientOf(int64_t device) const {
    return clients.numClients > 1 ? clients.clientOf[size_t(device)] : 0;
  }
  bool spansProcesses(const Group &group) const;
  /// The members of `group` in this process.
  int64_t localMembers(const Group &group) const;
  /// Sends block p of `send` to member p and receives member p's block
  /// into block p of `recv` (blocks of `bytes`; the own one is copied).
  int exchange(int64_t device, const Group &group, cuda::ncclComm_t comm,
               const char *send, char *recv, int64_t bytes);
  /// Runs `calls` (ncclSend/ncclRecv; each failure names its call in
  /// `call`) between ncclGroupStart and ncclGroupEnd; the first failure as
  /// the calling thread's error.
  int grouped(
      const std::function<cuda::ncclResult_t(const char *&call)> &calls) const;
  /// Sends `bytes` of `send` to member `to` and receives as many from
  /// member `from` into `recv` (inside grouped()).
  cuda::ncclResult_t sendRecv(cuda::ncclComm_t comm, cuda::CUstream stream,
                              const void *send, int64_t to, void *recv,
                              int64_t from, int64_t bytes,
                              const char *&call) const;
  /// Runs `calls` (NCCL calls queued on the stream they are given) on the
  /// device's communication stream after what its stream has queued; then
  /// records `finished` there, or, when null, makes the stream wait.
  int onComm(int64_t device, const std::function<int(cuda::CUstream)> &calls,
             cuda::CUevent finished = nullptr);
  /// A failed NCCL call as the calling thread's error.
  int fail(const char *call, cuda::ncclResult_t result) const;

  NcclLoader load;
  std::once_flag loaded;
  const cuda::Nccl *api = nullptr;
  std::vector<GpuDevice> &devices;
  CudaMover &mover;
  Backend &memory;
  ClientMap clients;

  /// A group's meeting: its unique id and who has come and gone.
  struct Meeting {
    cuda::ncclUniqueId id{};
    int64_t arrived = 0, left = 0;
    /// Across processes: the leader has met the other processes (and
    /// `id` is member 0's), or failed to.
    bool leadersMet = false;
    int status = DTC_OK;
  };
  std::mutex mutex; ///< guards everything below
  std::condition_variable met;
  std::map<std::pair<std::vector<int32_t>, std::vector<int64_t>>, Meeting>
      meetings;
  /// Each device's communicators by group (the front end keeps the Group).
  std::vector<std::unordered_map<const Group *, cuda::ncclComm_t>> comms;
  std::vector<bool> finished;
  bool aborted = false;
};

} // namespace dtc::runtime

#endif // DTC_RUNTIME_NCCLCOLLECTIVES_H
