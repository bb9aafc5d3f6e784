//===- Mesh.h - the objects behind dtc_mesh and dtc_device ---------------===//
#ifndef DTC_RUNTIME_MESH_H
#define DTC_RUNTIME_MESH_H

#include "Backend.h"
#include "dtc/runtime.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

struct dtc_device {
  /// The mesh that runs the program, and the device's index in it (what the
  /// backend, failures and allocation go by).
  dtc_mesh *mesh;
  int64_t index;
  /// The geometry that collectives and coordinates name axes in: the mesh's
  /// own, or one of its views' (dtc_mesh_add_view), with the device's
  /// position there and, for a view, each position's index in the mesh.
  const dtc::runtime::MeshShape *shape;
  int64_t position;
  const std::vector<int64_t> *toMesh = nullptr;
  /// The device the mesh runs (itself, or the device a view device stands
  /// for): collective time is counted there.
  dtc_device *owner = this;
  /// The groups this device has used, resolved once (touched only by the
  /// device's own thread).
  std::vector<std::unique_ptr<dtc::runtime::Group>> groups = {};
  /// Seconds spent inside collectives in the current run, waiting included
  /// (touched only by the device's own thread).
  double collectiveSeconds = 0;
  /// Its requests (dtc_all_reduce_start), in flight or free for reuse;
  /// all free again when a run starts.
  std::vector<std::unique_ptr<dtc_request>> requests = {};
};

/// A started collective of one device (dtc_all_reduce_start).
struct dtc_request {
  dtc_device *device = nullptr;
  bool inFlight = false;
  dtc::runtime::Request request;
};

namespace dtc::runtime {
/// Another arrangement of some of a mesh's devices (dtc_mesh_add_view).
struct MeshView {
  MeshShape shape;
  std::vector<int64_t> toMesh; ///< view position -> mesh index
  /// Per mesh index: the device in this view, or null for non-members.
  std::vector<std::unique_ptr<dtc_device>> byMeshIndex;
};
} // namespace dtc::runtime

struct dtc_mesh {
  dtc::runtime::MeshShape shape;
  std::unique_ptr<dtc::runtime::Backend> backend;
  dtc_device_type type = DTC_DEVICE_CPU;
  /// The processes the devices are split over (dtc_mesh_create_clients);
  /// empty maps for a one-process mesh.
  dtc::runtime::ClientMap clients;
  std::vector<std::unique_ptr<dtc_device>> devices;
  /// Views 1, 2, ... (view 0 is the mesh itself).
  std::vector<std::unique_ptr<dtc::runtime::MeshView>> views;
  std::atomic<bool> running{false};

  /// The first failure of the current run.
  std::atomic<bool> failed{false};
  std::mutex failureMutex;
  int failureStatus = DTC_OK;
  std::string failureMessage;

  /// Records `message` as the run's failure if it is the first, and aborts
  /// the run. Returns whether it was the first.
  bool fail(int64_t device, int status, const std::string &message);
  std::string failure();
};

namespace dtc::runtime {

/// Checks `axes`: in range, none repeated. `what` prefixes the message.
/// Checks a mesh geometry (rank, positive sizes, unique non-negative ids)
/// and builds it; `what` prefixes the message.
int makeShape(int32_t rank, const int64_t *axisSizes, const int64_t *deviceIds,
              const char *what, MeshShape &shape);
int checkAxes(const MeshShape &shape, const int32_t *axes, int32_t numAxes,
              const char *what);

/// The device's group over `axes` (checked, resolved and attached to the
/// backend on first use).
int getGroup(dtc_device &device, const int32_t *axes, int32_t numAxes,
             const char *what, Group *&group);

/// For the runtime's own tests: CPU (GPU) meshes created while `factory`
/// is set get its backend instead of the shared-memory (CUDA) one; null
/// goes back to it.
using BackendFactory = std::unique_ptr<Backend> (*)(const MeshShape &,
                                                    const ClientMap &);
void setCpuBackendFactoryForTesting(BackendFactory factory);
/// The calling thread's current device (dtc_current_device) itself: a
/// device fiber swaps its own in.
dtc_device *&threadCurrentDeviceSlot();
void setGpuBackendFactoryForTesting(BackendFactory factory);

} // namespace dtc::runtime

#endif // DTC_RUNTIME_MESH_H
