//===- SharedMemoryBackend.h - virtual devices as threads of one process -===//
//
// Each device is a thread. The members of a group meet in a GroupState: a
// slot per member where it posts its buffer pointers and the signature of
// the call, and a barrier. A collective is
//
//   post slot -> barrier -> check the signatures agree
//             -> do this member's 1/G share, reading the others' buffers
//             -> barrier (nobody returns while its buffers are still read)
//
// An all_reduce whose members are all fibers of one thread (a virtual mesh
// with more devices than CPUs, the group inside one thread's block) is
// completed by its last member as it arrives, before the barrier releases
// the others (Barrier::arrive's onLast): they are suspended on that thread
// meanwhile, so it reduces every element into every output at once, and
// the others return as soon as they resume, with no share to do and no
// closing barrier. In the 8x8 MLP (8 members a group, 32 fibers a thread)
// the shared algorithm's barriers, per-member calls and signature checks
// took about as many samples as the sums themselves (4-5% each); done by
// the last member, a pass takes 4% less time.
//
// Different groups have different GroupStates and run concurrently. The
// states live as long as the backend; a group's slots are indexed in mesh
// order (ascending device index), whatever order of axes a call names.
//
// A started collective (allReduceStart, wait) meets in a Meeting of its own,
// one of kStarted per group, so that the group's other collectives (started
// or not) run while it is in flight. Start posts the slot and arrives
// without waiting; wait waits for the others' arrival, does the member's
// share and parts. Each member takes the lowest Meeting it has no started
// collective in: the members start and wait in the same order (SPMD), so
// they take the same one, and one that a member is done with is done with
// by all (it has parted).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_SHAREDMEMORYBACKEND_H
#define DTC_RUNTIME_SHAREDMEMORYBACKEND_H

#include "Backend.h"
#include "Barrier.h"
#include "DeviceThreads.h"
#include "Fiber.h"
#include "Mover.h"

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <utility>

namespace dtc::runtime {

/// What a member called, compared across the group before any data moves.
struct Signature {
  enum Op : int64_t {
    AllGather,
    AllReduce,
    ReduceScatter,
    AllToAll,
    Permute,
    Broadcast
  };
  int64_t op = 0, dtype = 0, reduction = 0;
  int64_t size = 0; ///< elements or bytes
  int64_t arg0 = 0, arg1 = 0;
  uint64_t shapeHash = 0, extraHash = 0; ///< the shape; axes order, perm

  bool operator==(const Signature &other) const;
  std::string describe() const;
};

struct alignas(64) Slot {
  const void *in = nullptr;
  void *out = nullptr;
  Signature signature;
  /// The thread's scheduler where the member is a fiber, else null.
  fiber::Scheduler *scheduler = nullptr;
};

/// Where the members of a group meet for one collective call.
struct Meeting {
  explicit Meeting(size_t members) : barrier(members), slots(members) {}

  Barrier barrier;
  std::vector<Slot> slots; ///< by position in GroupState::members
  /// Whether the last member completed the last all_reduce met here alone
  /// (written before the barrier releases the others).
  bool completedByLast = false;
};

/// The meeting points of one group's members.
struct GroupState {
  /// Started collectives a member may have in flight on one group.
  static constexpr int kStarted = 16;

  GroupState(std::vector<int64_t> members)
      : members(std::move(members)), meeting(this->members.size()),
        inFlight(this->members.size(), 0) {}

  /// Calls `fn` on every Barrier of the group.
  template <typename Fn> void forEachBarrier(Fn fn) {
    fn(meeting.barrier);
    for (const std::unique_ptr<Meeting> &m : startedMeetings)
      if (m)
        fn(m->barrier);
  }

  std::vector<int64_t> members; ///< ascending mesh device indices
  Meeting meeting;              ///< the collectives that are not started
  /// The Meetings of started collectives, made on first use (under the
  /// backend's mutex); `started` publishes them to the members.
  std::unique_ptr<Meeting> startedMeetings[kStarted];
  std::atomic<Meeting *> started[kStarted] = {};
  /// Per member (by slot): the started Meetings it has not waited for
  /// (bit i: started[i]), whatever order of the axes named the group.
  std::vector<uint32_t> inFlight;
};

/// One device's Group, as the backend sees it (Group::impl).
struct GroupView {
  GroupState *state;
  std::vector<int64_t> slotOf; ///< group index -> slot
  uint64_t axesHash;           ///< the axes in the order the call named
};

class SharedMemoryBackend final : public Backend {
public:
  /// Collectives move data with `mover` (null: host memory); it outlives
  /// the backend.
  /// `fibers`: with more devices than CPUs and no mover, the devices run as
  /// fibers (DeviceThreads), which only the collectives of this backend may
  /// suspend (not another backend's waits, such as MPI's).
  explicit SharedMemoryBackend(const MeshShape &shape, Mover *mover = nullptr,
                               bool fibers = false);
  ~SharedMemoryBackend() override;

  int launch(const std::function<void(int64_t)> &body) override;
  void abort() override;
  void setRunOrder(const int64_t *keys) override { threads.setOrder(keys); }
  void deviceFinished(int64_t device) override;
  void *allocate(int64_t device, int64_t bytes) override;
  void deallocate(int64_t device, void *ptr) override;
  int attachGroup(int64_t device, Group &group) override;

  int allGather(int64_t device, Group &group, const void *in, void *out,
                ShapeRef shape, dtc_dtype dtype, int32_t dim) override;
  int allReduce(int64_t device, Group &group, const void *in, void *out,
                int64_t count, dtc_dtype dtype,
                dtc_reduction reduction) override;
  int reduceScatter(int64_t device, Group &group, const void *in, void *out,
                    ShapeRef shape, dtc_dtype dtype, int32_t dim,
                    dtc_reduction reduction) override;
  int allToAll(int64_t device, Group &group, const void *in, void *out,
               ShapeRef shape, dtc_dtype dtype, int32_t splitDim,
               int32_t concatDim) override;
  int collectivePermute(int64_t device, Group &group, const void *in, void *out,
                        int64_t bytes, const int64_t *perm) override;
  int broadcast(int64_t device, Group &group, const void *in, void *out,
                int64_t bytes, int64_t root) override;
  int barrier(int64_t device) override;
  int allReduceStart(int64_t device, Group &group, const void *in, void *out,
                     int64_t count, dtc_dtype dtype, dtc_reduction reduction,
                     Request &request) override;
  int wait(int64_t device, Request &request) override;

  /// An all_reduce for its last member to complete alone (completeAlone).
  struct Completion {
    SharedMemoryBackend *backend;
    int64_t device;
    Meeting *meeting;
    const Group *group;
    int64_t count;
    dtc_dtype dtype;
    dtc_reduction reduction;
  };
  /// Posts this member's slot and meets the group: DTC_OK when every member
  /// made the same call, or when the last member completed `completion`
  /// (then Meeting::completedByLast is set, and the signatures were the
  /// same).
  int meet(Group &group, const Signature &signature, const void *in, void *out,
           Completion *completion = nullptr);
  /// Posts this member's slot in `meeting` (of its group) for `signature`.
  void post(Meeting &meeting, Group &group, const Signature &signature,
            const void *in, void *out);
  /// After a meeting's barrier: DTC_OK when every member posted the same
  /// signature; else the error, once the others are done reading.
  int agree(Meeting &meeting, Group &group);
  /// meet() once this device's inputs are ready (Mover::ready), and
  /// Mover::met.
  int meetReady(int64_t device, Group &group, const Signature &signature,
                const void *in, void *out, Completion *completion = nullptr);
  /// The closing barrier of a collective (not abortable).
  void part(Group &group);
  /// Mover::finish, part() and Mover::parted; the mover's status.
  int finishAndPart(int64_t device, Group &group);
  /// An extra barrier inside a collective (not abortable).
  void sync(Group &group) { part(group); }

  const void *input(const Group &group, int64_t member) const;
  void *output(const Group &group, int64_t member) const;
  /// The same in a Meeting of started collectives.
  const void *input(const Meeting &meeting, const Group &group,
                    int64_t member) const;
  void *output(const Meeting &meeting, const Group &group,
               int64_t member) const;

  /// A per-device scratch buffer of at least `bytes`, or null.
  void *staging(int64_t device, int64_t bytes);

private:
  /// Member group.index's share of an all_reduce whose members met in
  /// `meeting`: chunk g of every input, reduced into every output.
  void reduceShare(int64_t device, const Meeting &meeting, const Group &group,
                   int64_t count, dtc_dtype dtype, dtc_reduction reduction);
  /// Barrier::arrive's onLast for a Completion: where every member posted
  /// from this thread's fiber scheduler with the same signature, on host
  /// memory, reduces all `count` elements of every input into every output
  /// and sets completedByLast; else clears it.
  static void completeAlone(void *completion);
  /// The traffic this member's share of an all_reduce moves (recorded
  /// whoever moved it).
  void recordShare(int64_t device, const Group &group, int64_t count,
                   dtc_dtype dtype);
  static Signature allReduceSignature(int64_t count, dtc_dtype dtype,
                                      dtc_reduction reduction);
  /// The status for a wait that `flags` ended.
  int waitFailed(const Group &group, uint32_t flags) const;
  GroupState &stateFor(std::vector<int64_t> members);
  /// state.started[index], made if need be.
  Meeting &startedMeeting(GroupState &state, int index);

  MeshShape shape;
  HostMover hostMover;
  Mover *mover;
  int spin;
  DeviceThreads threads;
  std::mutex mutex; ///< guards `states`, `aborted` and `finished` changes
  std::map<std::vector<int64_t>, std::unique_ptr<GroupState>> states;
  GroupState *world;
  std::atomic<bool> aborted{false};
  std::unique_ptr<std::atomic<bool>[]> finished;
  /// Per device: the views its Groups point to, and its staging buffer.
  struct DeviceState {
    std::vector<std::unique_ptr<GroupView>> views;
    void *staging = nullptr;
    int64_t stagingBytes = 0;
  };
  std::vector<DeviceState> devices;
};

} // namespace dtc::runtime

#endif // DTC_RUNTIME_SHAREDMEMORYBACKEND_H
