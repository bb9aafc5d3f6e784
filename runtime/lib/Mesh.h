//===- Mesh.h - the objects behind dtc_mesh and dtc_device ---------------===//
#ifndef DTC_RUNTIME_MESH_H
#define DTC_RUNTIME_MESH_H

#include "dtc/runtime.h"
#include "dtc/runtime/Backend.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

struct dtc_device {
  dtc_mesh *mesh;
  int64_t index;
  /// The groups this device has used, resolved once (touched only by the
  /// device's own thread).
  std::vector<std::unique_ptr<dtc::runtime::Group>> groups;
  /// Seconds spent inside collectives in the current run, waiting included
  /// (touched only by the device's own thread).
  double collectiveSeconds = 0;
};

struct dtc_mesh {
  dtc::runtime::MeshShape shape;
  std::unique_ptr<dtc::runtime::Backend> backend;
  std::vector<std::unique_ptr<dtc_device>> devices;
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
int checkAxes(const MeshShape &shape, const int32_t *axes, int32_t numAxes,
              const char *what);

/// The device's group over `axes` (checked, resolved and attached to the
/// backend on first use).
int getGroup(dtc_device &device, const int32_t *axes, int32_t numAxes,
             const char *what, Group *&group);

} // namespace dtc::runtime

#endif // DTC_RUNTIME_MESH_H
