//===- Backend.h - how a runtime backend moves data between devices -------===//
//
// The C ABI (dtc/runtime.h) is the same for every backend; a Backend is what
// changes under it. The front end (runtime/lib/core/Mesh.cpp, Collectives.cpp)
// owns the mesh geometry, validates every argument, resolves a collective's
// axes into a Group, and turns any failure into an aborted run. A backend
// gets only valid arguments and implements:
//
//   launch        run the device function once per local device
//   attachGroup   create its per-group state (a communicator) once per
//                 device and group; the front end caches the Group
//   collectives   with the semantics documented in dtc/runtime.h
//   abort         wake every waiting device so it fails instead of hanging
//   allocate      device memory
//
// Backends:
//   shared memory (now)  one thread per device in this process; groups swap
//                        buffer pointers through a slot table, each member
//                        does a 1/G share of the work.
//   CUDA (CudaBackend)   one thread per mesh device, each with a GPU
//                        (device index modulo the GPUs), its primary context
//                        and its own stream; device memory from a per-device
//                        cache; collectives run the shared-memory backend's
//                        algorithms on device buffers within one GPU (a
//                        virtual GPU mesh: device copies, NVRTC reduction
//                        kernels), over NCCL among devices on different
//                        GPUs, and stage through host memory otherwise.
//   clients (mpi/)       a mesh split over the processes of a job: launch
//                        runs this process's devices; groups within it are
//                        the shared-memory backend's, the others exchange
//                        over MPI. A GPU mesh split over processes is a
//                        CUDA backend for the process's devices whose host
//                        side is a clients backend: NCCL communicators
//                        span the processes, staged collectives meet over
//                        MPI.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_BACKEND_H
#define DTC_RUNTIME_BACKEND_H

#include "dtc/runtime.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace dtc::runtime {

/// A mesh's geometry, shared by the front end and the backend.
struct MeshShape {
  std::vector<int64_t> axisSizes;
  std::vector<int64_t> strides; ///< row-major strides of device indices
  std::vector<int64_t> deviceIds;
  int64_t numDevices = 1;
  /// Per device of a GPU mesh, whether it is a CPU device (host threads and
  /// memory; dtc_mesh_create_mixed); empty when none is.
  std::vector<bool> onHost;

  bool isHost(int64_t index) const {
    return !onHost.empty() && onHost[size_t(index)];
  }

  int32_t rank() const { return static_cast<int32_t>(axisSizes.size()); }
  int64_t coord(int64_t index, int32_t axis) const {
    return index / strides[axis] % axisSizes[axis];
  }
};

/// One device's view of a group: the axes it was named by, the members in
/// group order, and where this device is among them.
struct Group {
  std::vector<int32_t> axes;    ///< mesh axes, major to minor, as called
  std::vector<int64_t> members; ///< mesh device index of each group index
  int64_t index = 0;            ///< this device's group index
  void *impl = nullptr;         ///< the backend's state, set by attachGroup

  int64_t size() const { return static_cast<int64_t>(members.size()); }
};

/// A local shape (rank extents).
struct ShapeRef {
  const int64_t *dims;
  int32_t rank;

  int64_t operator[](int32_t d) const { return dims[d]; }
};

/// What each device received from the other devices, per collective call of
/// a run: the bytes a device's collective copies or reduces out of other
/// devices' buffers, or writes into them. The shared-memory algorithms
/// record it (CPU meshes and virtual GPU meshes); NCCL's traffic is not
/// counted. The compiler's relayout prices (Analysis/RelayoutPlan.h) are
/// the same quantity, and the tests compare the two.
class TrafficLog {
public:
  /// Forgets the last run; `numDevices` devices will record.
  void reset(int64_t numDevices) { perDevice.assign(numDevices, {}); }
  /// `device`'s next collective received `bytes` (called from the device's
  /// own thread).
  void record(int64_t device, int64_t bytes) {
    if (device >= 0 && device < static_cast<int64_t>(perDevice.size()))
      perDevice[device].push_back(bytes);
  }
  /// The most collective calls any device made.
  int64_t calls() const;
  /// Per call (the n-th collective of each device), the most any device
  /// received, summed over the calls.
  int64_t bytes() const;

private:
  std::vector<std::vector<int64_t>> perDevice;
};

/// A collective started by one device and not yet waited for
/// (dtc_all_reduce_start, dtc_wait): what it was called with, and the
/// backend's state for it.
struct Request {
  Group *group = nullptr;
  const void *in = nullptr;
  void *out = nullptr;
  int64_t count = 0;
  dtc_dtype dtype = DTC_F32;
  dtc_reduction reduction = DTC_SUM;
  void *impl = nullptr; ///< the backend's state, null when completed
  uint32_t arrival = 0; ///< the backend's own use
};

/// Moves data between the devices of one mesh. Every method but launch and
/// abort is called from a device's thread with that device's mesh index; the
/// collectives are called by every member of the group, with arguments
/// validated by the front end (the same on every member in a correct SPMD
/// program; a backend may check that they agree). Methods return a
/// dtc_status and leave a message with setError (Error.h) on failure.
class Backend {
public:
  virtual ~Backend();

  /// Runs `body(device)` once per local device, concurrently, and returns
  /// when all have returned. Resets the state a previous aborted run left.
  virtual int launch(const std::function<void(int64_t device)> &body) = 0;
  /// Makes every pending and later wait of this run fail with
  /// DTC_ERROR_ABORTED. Callable from any thread.
  virtual void abort() = 0;
  /// `device` returned from the program: groups that still wait for it
  /// cannot complete and fail instead.
  virtual void deviceFinished(int64_t device) = 0;
  /// dtc_mesh_set_run_order's hint (one key per device); only backends
  /// whose devices share threads use it.
  virtual void setRunOrder(const int64_t * /*keys*/) {}

  virtual void *allocate(int64_t device, int64_t bytes) = 0;
  virtual void deallocate(int64_t device, void *ptr) = 0;
  /// Host <-> device memory; complete on return. Host memory by default.
  virtual int copyToDevice(int64_t device, void *dst, const void *src,
                           int64_t bytes);
  virtual int copyToHost(int64_t device, void *dst, const void *src,
                         int64_t bytes);
  /// Waits for the work `device` has queued (a GPU's stream); host devices
  /// have none.
  virtual int synchronize(int64_t /*device*/) { return DTC_OK; }
  /// Host memory that copies to and from devices are fast from (page-locked
  /// on GPUs); 64-byte aligned heap memory by default.
  virtual void *allocateHost(int64_t bytes);
  virtual void deallocateHost(void *ptr);
  /// The backend's per-device GPU state for the program's GPU entry points
  /// (kernel launches, cuBLAS), or null for host backends.
  virtual void *gpuState(int64_t /*device*/) { return nullptr; }

  /// Creates the backend's state for `group` (sets group.impl). Called once
  /// per device and group; the Group outlives the calls that use it.
  virtual int attachGroup(int64_t device, Group &group) = 0;

  virtual int allGather(int64_t device, Group &group, const void *in, void *out,
                        ShapeRef shape, dtc_dtype dtype, int32_t dim) = 0;
  virtual int allReduce(int64_t device, Group &group, const void *in, void *out,
                        int64_t count, dtc_dtype dtype,
                        dtc_reduction reduction) = 0;
  virtual int reduceScatter(int64_t device, Group &group, const void *in,
                            void *out, ShapeRef shape, dtc_dtype dtype,
                            int32_t dim, dtc_reduction reduction) = 0;
  virtual int allToAll(int64_t device, Group &group, const void *in, void *out,
                       ShapeRef shape, dtc_dtype dtype, int32_t splitDim,
                       int32_t concatDim) = 0;
  virtual int collectivePermute(int64_t device, Group &group, const void *in,
                                void *out, int64_t bytes,
                                const int64_t *perm) = 0;
  virtual int broadcast(int64_t device, Group &group, const void *in, void *out,
                        int64_t bytes, int64_t root) = 0;
  /// Waits for every device of the mesh.
  virtual int barrier(int64_t device) = 0;

  /// Starts an all_reduce that wait(request) completes; until then `in`
  /// must not change and `out` must not be read. Every member starts and
  /// waits for the same collectives in the same order. By default the
  /// all_reduce runs here, whole, and wait has nothing to do; a backend
  /// that can let the device compute meanwhile overrides both.
  virtual int allReduceStart(int64_t device, Group &group, const void *in,
                             void *out, int64_t count, dtc_dtype dtype,
                             dtc_reduction reduction, Request &request);
  virtual int wait(int64_t device, Request &request);

  /// Where this backend's collectives record their traffic.
  virtual TrafficLog &traffic() { return ownTraffic; }

private:
  TrafficLog ownTraffic;
};

/// The threads-and-shared-memory backend.
std::unique_ptr<Backend> createSharedMemoryBackend(const MeshShape &shape);

/// Which process of a job runs each device of a mesh.
struct ClientMap {
  int32_t numClients = 1;
  std::vector<int32_t> clientOf;   ///< per mesh index: its client
  std::vector<int32_t> localIndex; ///< per mesh index: its place in the client
};

class Mover;

/// A mesh split over the processes of a job (Clients.h) by `clients`: this
/// process runs its client's devices. Groups within the process meet
/// through `mover` (null: host memory), as SharedMemoryBackend's do; the
/// others exchange host buffers over MPI.
std::unique_ptr<Backend> createClientsBackend(const MeshShape &shape,
                                              const ClientMap &clients,
                                              Mover *mover = nullptr);

/// The CUDA backend for this process's devices of `clients` (every device
/// when it has one client), or null with setError's message when the CUDA
/// driver or a GPU is missing.
std::unique_ptr<Backend> createCudaBackend(const MeshShape &shape,
                                           const ClientMap &clients);

} // namespace dtc::runtime

#endif // DTC_RUNTIME_BACKEND_H
