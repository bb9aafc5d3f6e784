//===- Mesh.cpp - meshes, devices, groups and runs -----------------------===//
#include "Mesh.h"

#include "Error.h"
#include "HostIsa.h"
#include "dtc/imports.h"

#include <algorithm>

using namespace dtc::runtime;

/// The backend keeps state (and, running, a thread) per device: a larger
/// mesh is almost surely a mistake in the caller.
static constexpr int64_t kMaxDevices = DTC_MAX_DEVICES;

/// The device whose function this thread runs (dtc_current_device).
static thread_local dtc_device *currentDevice = nullptr;

bool dtc_mesh::fail(int64_t device, int status, const std::string &message) {
  {
    std::lock_guard<std::mutex> lock(failureMutex);
    if (failed)
      return false;
    failureStatus = status;
    failureMessage = "device " + std::to_string(device) + " (id " +
                     std::to_string(shape.deviceIds[device]) + "): " + message;
    failed = true;
  }
  backend->abort();
  return true;
}

std::string dtc_mesh::failure() {
  std::lock_guard<std::mutex> lock(failureMutex);
  return failureMessage;
}

namespace dtc::runtime {

int checkAxes(const MeshShape &shape, const int32_t *axes, int32_t numAxes,
              const char *what) {
  if (numAxes < 0 || numAxes > shape.rank())
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "%s: %d axes for a mesh of rank %d", what, numAxes,
                    shape.rank());
  if (numAxes > 0 && !axes)
    return setError(DTC_ERROR_INVALID_ARGUMENT, "%s: axes is NULL", what);
  for (int32_t i = 0; i < numAxes; ++i) {
    if (axes[i] < 0 || axes[i] >= shape.rank())
      return setError(DTC_ERROR_INVALID_ARGUMENT,
                      "%s: axis %d is out of range for a mesh of rank %d", what,
                      axes[i], shape.rank());
    for (int32_t j = 0; j < i; ++j)
      if (axes[j] == axes[i])
        return setError(DTC_ERROR_INVALID_ARGUMENT,
                        "%s: axis %d appears twice in %s", what, axes[i],
                        formatList(axes, numAxes).c_str());
  }
  return DTC_OK;
}

int getGroup(dtc_device &device, const int32_t *axes, int32_t numAxes,
             const char *what, Group *&group) {
  for (auto &cached : device.groups) {
    if (static_cast<int32_t>(cached->axes.size()) == numAxes &&
        std::equal(axes, axes + numAxes, cached->axes.begin())) {
      group = cached.get();
      return DTC_OK;
    }
  }
  const MeshShape &shape = *device.shape;
  if (int status = checkAxes(shape, axes, numAxes, what))
    return status;
  auto made = std::make_unique<Group>();
  made->axes.assign(axes, axes + numAxes);
  // The device with this device's coordinates but 0 on the group's axes,
  // then every combination of the group's axes, the first listed major.
  int64_t base = device.position, size = 1;
  for (int32_t i = 0; i < numAxes; ++i) {
    base -= shape.coord(device.position, axes[i]) * shape.strides[axes[i]];
    size *= shape.axisSizes[axes[i]];
  }
  made->members.resize(size);
  for (int64_t g = 0; g < size; ++g) {
    int64_t member = base, rest = g;
    for (int32_t i = numAxes - 1; i >= 0; --i) {
      member += rest % shape.axisSizes[axes[i]] * shape.strides[axes[i]];
      rest /= shape.axisSizes[axes[i]];
    }
    if (member == device.position)
      made->index = g;
    // The backend knows the mesh's devices only.
    made->members[g] = device.toMesh ? (*device.toMesh)[member] : member;
  }
  if (size > 1)
    if (int status = device.mesh->backend->attachGroup(device.index, *made))
      return status;
  group = made.get();
  device.groups.push_back(std::move(made));
  return DTC_OK;
}

} // namespace dtc::runtime

//===----------------------------------------------------------------------===//
// Meshes
//===----------------------------------------------------------------------===//

int dtc::runtime::makeShape(int32_t rank, const int64_t *axisSizes,
                            const int64_t *deviceIds, const char *what,
                            MeshShape &shape) {
  if (rank < 0 || rank > DTC_MAX_RANK)
    return setError(DTC_ERROR_INVALID_ARGUMENT, "%s: rank %d is not in 0 .. %d",
                    what, rank, DTC_MAX_RANK);
  if (rank > 0 && !axisSizes)
    return setError(DTC_ERROR_INVALID_ARGUMENT, "%s: axis_sizes is NULL", what);
  shape.axisSizes.assign(axisSizes, axisSizes + rank);
  shape.strides.assign(rank, 1);
  shape.numDevices = 1;
  for (int32_t axis = rank - 1; axis >= 0; --axis) {
    if (shape.axisSizes[axis] < 1)
      return setError(DTC_ERROR_INVALID_ARGUMENT,
                      "%s: axis sizes %s: every size must be positive", what,
                      formatList(axisSizes, rank).c_str());
    if (shape.axisSizes[axis] > kMaxDevices / shape.numDevices)
      return setError(DTC_ERROR_INVALID_ARGUMENT,
                      "%s: axis sizes %s: more than %lld devices", what,
                      formatList(axisSizes, rank).c_str(),
                      (long long)kMaxDevices);
    shape.strides[axis] = shape.numDevices;
    shape.numDevices *= shape.axisSizes[axis];
  }
  shape.deviceIds.resize(shape.numDevices);
  for (int64_t i = 0; i < shape.numDevices; ++i)
    shape.deviceIds[i] = deviceIds ? deviceIds[i] : i;
  if (deviceIds) {
    std::vector<int64_t> sorted = shape.deviceIds;
    std::sort(sorted.begin(), sorted.end());
    for (int64_t i = 0; i < shape.numDevices; ++i)
      if (sorted[i] < 0 || (i > 0 && sorted[i] == sorted[i - 1]))
        return setError(DTC_ERROR_INVALID_ARGUMENT, "%s: device id %lld is %s",
                        what, (long long)sorted[i],
                        sorted[i] < 0 ? "negative" : "repeated");
  }
  return DTC_OK;
}

static std::atomic<BackendFactory> cpuBackendFactory{nullptr};
static std::atomic<BackendFactory> gpuBackendFactory{nullptr};

void dtc::runtime::setCpuBackendFactoryForTesting(BackendFactory factory) {
  cpuBackendFactory = factory;
}

void dtc::runtime::setGpuBackendFactoryForTesting(BackendFactory factory) {
  gpuBackendFactory = factory;
}

extern "C" dtc_mesh *dtc_mesh_create(int32_t rank, const int64_t *axisSizes,
                                     const int64_t *deviceIds) {
  return dtc_mesh_create_typed(rank, axisSizes, deviceIds, DTC_DEVICE_CPU);
}

namespace {
/// A mesh of `type`, or of `deviceTypes` (per device; null for none),
/// split over the processes of a job by `clients` (null: all here).
dtc_mesh *createMesh(int32_t rank, const int64_t *axisSizes,
                     const int64_t *deviceIds, dtc_device_type type,
                     const dtc_device_type *deviceTypes,
                     const ClientMap *clients = nullptr) {
  MeshShape shape;
  if (makeShape(rank, axisSizes, deviceIds, "dtc_mesh_create", shape))
    return nullptr;
  // A setting of the host kernels that cannot be honoured (HostIsa.h).
  if (const std::string &error = hostChoices().error; !error.empty()) {
    setError(DTC_ERROR_INVALID_ARGUMENT, "dtc_mesh_create: %s", error.c_str());
    return nullptr;
  }
  if (deviceTypes) {
    bool anyGpu = false;
    for (int64_t i = 0; i < shape.numDevices; ++i) {
      if (deviceTypes[i] != DTC_DEVICE_CPU &&
          deviceTypes[i] != DTC_DEVICE_GPU) {
        setError(DTC_ERROR_INVALID_ARGUMENT, "dtc_mesh_create: device type %d",
                 int(deviceTypes[i]));
        return nullptr;
      }
      anyGpu = anyGpu || deviceTypes[i] == DTC_DEVICE_GPU;
    }
    type = anyGpu ? DTC_DEVICE_GPU : DTC_DEVICE_CPU;
    for (int64_t i = 0; anyGpu && i < shape.numDevices; ++i)
      shape.onHost.push_back(deviceTypes[i] == DTC_DEVICE_CPU);
    if (std::find(shape.onHost.begin(), shape.onHost.end(), true) ==
        shape.onHost.end())
      shape.onHost.clear();
  }
  ClientMap one;
  const ClientMap &split = clients ? *clients : one;
  std::unique_ptr<Backend> backend;
  switch (type) {
  case DTC_DEVICE_CPU:
    if (split.numClients > 1)
      backend = createClientsBackend(shape, split);
    else if (BackendFactory factory = cpuBackendFactory)
      backend = factory(shape, split);
    else
      backend = createSharedMemoryBackend(shape);
    break;
  case DTC_DEVICE_GPU:
    if (BackendFactory factory = gpuBackendFactory)
      backend = factory(shape, split);
    else
      backend =
          createCudaBackend(shape, split); // sets the error when it cannot
    if (!backend)
      return nullptr;
    break;
  default:
    setError(DTC_ERROR_INVALID_ARGUMENT, "dtc_mesh_create: device type %d",
             int(type));
    return nullptr;
  }
  auto *mesh = new dtc_mesh;
  mesh->shape = std::move(shape);
  mesh->type = type;
  mesh->backend = std::move(backend);
  if (split.numClients > 1)
    mesh->clients = split;
  mesh->devices.resize(mesh->shape.numDevices);
  for (int64_t i = 0; i < mesh->shape.numDevices; ++i)
    mesh->devices[i].reset(new dtc_device{mesh, i, &mesh->shape, i});
  return mesh;
}
} // namespace

extern "C" dtc_mesh *dtc_mesh_create_typed(int32_t rank,
                                           const int64_t *axisSizes,
                                           const int64_t *deviceIds,
                                           dtc_device_type type) {
  return createMesh(rank, axisSizes, deviceIds, type, nullptr);
}

extern "C" dtc_mesh *
dtc_mesh_create_clients(int32_t rank, const int64_t *axisSizes,
                        const int64_t *deviceIds, int32_t numClients,
                        const int64_t *held, const dtc_device_type *types) {
  const char *what = "dtc_mesh_create_clients";
  MeshShape shape;
  if (makeShape(rank, axisSizes, deviceIds, what, shape))
    return nullptr;
  if (numClients < 1 || shape.numDevices % numClients != 0) {
    setError(DTC_ERROR_INVALID_ARGUMENT,
             "%s: %lld devices cannot be split over %d clients", what,
             (long long)shape.numDevices, int(numClients));
    return nullptr;
  }
  if (numClients > 1 && numClients != dtc_num_clients()) {
    setError(DTC_ERROR_INVALID_ARGUMENT,
             "%s: a mesh of %d clients in a job of %d (dtc_clients_init first)",
             what, int(numClients), int(dtc_num_clients()));
    return nullptr;
  }
  // Client c holds the devices held[c*width .. (c+1)*width-1], in its order.
  ClientMap clients;
  clients.numClients = numClients;
  clients.clientOf.assign(size_t(shape.numDevices), -1);
  clients.localIndex.assign(size_t(shape.numDevices), -1);
  int64_t width = shape.numDevices / numClients;
  for (int64_t k = 0; k < shape.numDevices; ++k) {
    int64_t id = held ? held[k] : shape.deviceIds[size_t(k)];
    auto at = std::find(shape.deviceIds.begin(), shape.deviceIds.end(), id);
    if (at == shape.deviceIds.end() ||
        clients.clientOf[size_t(at - shape.deviceIds.begin())] >= 0) {
      setError(DTC_ERROR_INVALID_ARGUMENT, "%s: device id %lld is %s", what,
               (long long)id,
               at == shape.deviceIds.end() ? "not in the mesh"
                                           : "held by two clients");
      return nullptr;
    }
    size_t index = size_t(at - shape.deviceIds.begin());
    clients.clientOf[index] = int32_t(k / width);
    clients.localIndex[index] = int32_t(k % width);
  }
  return createMesh(rank, axisSizes, deviceIds, DTC_DEVICE_CPU, types,
                    &clients);
}

extern "C" int32_t dtc_mesh_device_client(const dtc_mesh *mesh, int64_t index) {
  if (!mesh || index < 0 || index >= mesh->shape.numDevices)
    return -1;
  return mesh->clients.clientOf.empty() ? 0
                                        : mesh->clients.clientOf[size_t(index)];
}

extern "C" int32_t dtc_mesh_device_local_index(const dtc_mesh *mesh,
                                               int64_t index) {
  if (!mesh || index < 0 || index >= mesh->shape.numDevices)
    return -1;
  return mesh->clients.localIndex.empty()
             ? int32_t(index)
             : mesh->clients.localIndex[size_t(index)];
}

extern "C" dtc_mesh *dtc_mesh_create_mixed(int32_t rank,
                                           const int64_t *axisSizes,
                                           const int64_t *deviceIds,
                                           const dtc_device_type *types) {
  if (!types) {
    setError(DTC_ERROR_INVALID_ARGUMENT,
             "dtc_mesh_create_mixed: types is NULL");
    return nullptr;
  }
  return createMesh(rank, axisSizes, deviceIds, DTC_DEVICE_CPU, types);
}

extern "C" int32_t dtc_mesh_add_view(dtc_mesh *mesh, int32_t rank,
                                     const int64_t *axisSizes,
                                     const int64_t *deviceIds) {
  const char *what = "dtc_mesh_add_view";
  if (!mesh || mesh->running) {
    setError(DTC_ERROR_INVALID_ARGUMENT, "%s: %s", what,
             mesh ? "the mesh is running" : "mesh is NULL");
    return -1;
  }
  auto view = std::make_unique<MeshView>();
  if (makeShape(rank, axisSizes, deviceIds, what, view->shape))
    return -1;
  view->byMeshIndex.resize(mesh->shape.numDevices);
  for (int64_t position = 0; position < view->shape.numDevices; ++position) {
    int64_t id = view->shape.deviceIds[position];
    int64_t index = dtc_mesh_device_index(mesh, id);
    if (index < 0) {
      setError(DTC_ERROR_INVALID_ARGUMENT,
               "%s: device id %lld is not in the mesh", what, (long long)id);
      return -1;
    }
    view->toMesh.push_back(index);
  }
  for (int64_t position = 0; position < view->shape.numDevices; ++position) {
    int64_t index = view->toMesh[position];
    view->byMeshIndex[index].reset(new dtc_device{mesh, index, &view->shape,
                                                  position, &view->toMesh,
                                                  mesh->devices[index].get()});
  }
  mesh->views.push_back(std::move(view));
  return static_cast<int32_t>(mesh->views.size());
}

extern "C" void dtc_mesh_destroy(dtc_mesh *mesh) {
  if (mesh && !mesh->running)
    delete mesh;
}

extern "C" int32_t dtc_mesh_rank(const dtc_mesh *mesh) {
  return mesh ? mesh->shape.rank() : -1;
}

extern "C" int64_t dtc_mesh_axis_size(const dtc_mesh *mesh, int32_t axis) {
  if (!mesh || axis < 0 || axis >= mesh->shape.rank())
    return -1;
  return mesh->shape.axisSizes[axis];
}

extern "C" int64_t dtc_mesh_num_devices(const dtc_mesh *mesh) {
  return mesh ? mesh->shape.numDevices : -1;
}

extern "C" int64_t dtc_mesh_device_id(const dtc_mesh *mesh, int64_t index) {
  if (!mesh || index < 0 || index >= mesh->shape.numDevices)
    return -1;
  return mesh->shape.deviceIds[index];
}

extern "C" int64_t dtc_mesh_device_index(const dtc_mesh *mesh, int64_t id) {
  if (!mesh)
    return -1;
  const auto &ids = mesh->shape.deviceIds;
  auto found = std::find(ids.begin(), ids.end(), id);
  return found == ids.end() ? -1 : found - ids.begin();
}

/// A device returned with started collectives it did not wait for: its
/// group may be reading its buffers and waiting for it to part, so it
/// waits for them now, and the run fails.
static void completeStarted(dtc_mesh &mesh, int64_t index) {
  int64_t pending = 0;
  auto complete = [&](dtc_device *device) {
    if (!device)
      return;
    for (auto &request : device->requests)
      if (request->inFlight) {
        request->inFlight = false;
        mesh.backend->wait(index, request->request);
        ++pending;
      }
  };
  complete(mesh.devices[index].get());
  for (auto &view : mesh.views)
    complete(view->byMeshIndex[index].get());
  if (pending)
    mesh.fail(index, DTC_ERROR_INVALID_ARGUMENT,
              "returned with " + std::to_string(pending) +
                  " started collective(s) it did not wait for");
}

extern "C" void dtc_mesh_set_run_order(dtc_mesh *mesh, const int64_t *keys) {
  if (mesh && keys && !mesh->running)
    mesh->backend->setRunOrder(keys);
}

extern "C" int dtc_mesh_run(dtc_mesh *mesh, dtc_device_fn fn, void *arg) {
  if (!mesh || !fn)
    return setError(DTC_ERROR_INVALID_ARGUMENT, "dtc_mesh_run: %s is NULL",
                    mesh ? "fn" : "mesh");
  bool idle = false;
  if (!mesh->running.compare_exchange_strong(idle, true))
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "dtc_mesh_run: the mesh is already running a program");
  mesh->failed = false;
  mesh->failureStatus = DTC_OK;
  mesh->failureMessage.clear();
  for (auto &device : mesh->devices) {
    device->collectiveSeconds = 0;
    for (auto &request : device->requests)
      request->inFlight = false;
  }
  for (auto &view : mesh->views)
    for (auto &device : view->byMeshIndex)
      if (device)
        for (auto &request : device->requests)
          request->inFlight = false;
  mesh->backend->traffic().reset(static_cast<int64_t>(mesh->devices.size()));
  int status = mesh->backend->launch([&](int64_t index) {
    currentDevice = mesh->devices[index].get();
    fn(currentDevice, arg);
    completeStarted(*mesh, index);
    currentDevice = nullptr;
    mesh->backend->deviceFinished(index);
  });
  if (status == DTC_OK && mesh->failed)
    status = setError(mesh->failureStatus, "%s", mesh->failure().c_str());
  mesh->running = false;
  return status;
}

//===----------------------------------------------------------------------===//
// Devices
//===----------------------------------------------------------------------===//

extern "C" double dtc_mesh_collective_seconds(const dtc_mesh *mesh) {
  double slowest = 0;
  if (mesh)
    for (const auto &device : mesh->devices)
      slowest = std::max(slowest, device->collectiveSeconds);
  return slowest;
}

extern "C" int64_t dtc_mesh_traffic_bytes(const dtc_mesh *mesh,
                                          int64_t *calls) {
  if (!mesh)
    return -1;
  const TrafficLog &log = mesh->backend->traffic();
  if (calls)
    *calls = log.calls();
  return log.bytes();
}

extern "C" dtc_device *dtc_current_device(void) { return currentDevice; }

dtc_device *&dtc::runtime::threadCurrentDeviceSlot() { return currentDevice; }

extern "C" dtc_mesh *dtc_device_mesh(const dtc_device *device) {
  return device ? device->mesh : nullptr;
}

extern "C" int64_t dtc_device_index(const dtc_device *device) {
  return device ? device->position : -1;
}

extern "C" dtc_device_type dtc_device_get_type(const dtc_device *device) {
  if (!device)
    return DTC_DEVICE_CPU;
  return device->mesh->shape.isHost(device->index) ? DTC_DEVICE_CPU
                                                   : device->mesh->type;
}

extern "C" int64_t dtc_device_id(const dtc_device *device) {
  return device ? device->shape->deviceIds[device->position] : -1;
}

extern "C" int64_t dtc_device_coord(const dtc_device *device, int32_t axis) {
  if (!device || axis < 0 || axis >= device->shape->rank())
    return -1;
  return device->shape->coord(device->position, axis);
}

extern "C" int64_t dtc_device_group_size(const dtc_device *device,
                                         const int32_t *axes, int32_t numAxes) {
  if (!device) {
    setError(DTC_ERROR_INVALID_ARGUMENT, "dtc_device_group_size: no device");
    return -1;
  }
  if (checkAxes(*device->shape, axes, numAxes, "dtc_device_group_size"))
    return -1;
  int64_t size = 1;
  for (int32_t i = 0; i < numAxes; ++i)
    size *= device->shape->axisSizes[axes[i]];
  return size;
}

extern "C" int64_t dtc_device_group_index(const dtc_device *device,
                                          const int32_t *axes,
                                          int32_t numAxes) {
  if (!device) {
    setError(DTC_ERROR_INVALID_ARGUMENT, "dtc_device_group_index: no device");
    return -1;
  }
  if (checkAxes(*device->shape, axes, numAxes, "dtc_device_group_index"))
    return -1;
  const MeshShape &shape = *device->shape;
  int64_t index = 0;
  for (int32_t i = 0; i < numAxes; ++i)
    index = index * shape.axisSizes[axes[i]] +
            shape.coord(device->position, axes[i]);
  return index;
}

extern "C" dtc_device *dtc_device_view(dtc_device *device, int32_t view) {
  if (!device || view < 0 ||
      view > static_cast<int32_t>(device->mesh->views.size()))
    return nullptr;
  if (view == 0)
    return device->owner;
  return device->mesh->views[view - 1]->byMeshIndex[device->index].get();
}

extern "C" void dtc_device_abort(dtc_device *device, const char *message) {
  if (device)
    device->mesh->fail(device->index, DTC_ERROR_ABORTED,
                       message ? message : "dtc_device_abort");
}

extern "C" void *dtc_device_alloc(dtc_device *device, int64_t bytes) {
  if (!device || bytes <= 0)
    return nullptr;
  return device->mesh->backend->allocate(device->index, bytes);
}

extern "C" void dtc_device_free(dtc_device *device, void *ptr) {
  if (device && ptr)
    device->mesh->backend->deallocate(device->index, ptr);
}

extern "C" dtc_device_type dtc_mesh_device_type(const dtc_mesh *mesh) {
  return mesh ? mesh->type : DTC_DEVICE_CPU;
}

/// A host <-> device copy through the device's backend, checked.
static int copyChecked(dtc_device *device, void *dst, const void *src,
                       int64_t bytes, const char *what,
                       int (Backend::*copy)(int64_t, void *, const void *,
                                            int64_t)) {
  if (!device || bytes < 0 || (bytes > 0 && (!dst || !src)))
    return setError(DTC_ERROR_INVALID_ARGUMENT, "%s: bad argument", what);
  return (device->mesh->backend.get()->*copy)(device->index, dst, src, bytes);
}

extern "C" int dtc_device_copy_to_device(dtc_device *device, void *dst,
                                         const void *src, int64_t bytes) {
  return copyChecked(device, dst, src, bytes, "dtc_device_copy_to_device",
                     &Backend::copyToDevice);
}

extern "C" void *dtc_mesh_host_alloc(dtc_mesh *mesh, int64_t bytes) {
  if (!mesh || bytes <= 0)
    return nullptr;
  return mesh->backend->allocateHost(bytes);
}

extern "C" void dtc_mesh_host_free(dtc_mesh *mesh, void *ptr) {
  if (mesh && ptr)
    mesh->backend->deallocateHost(ptr);
}

extern "C" int dtc_device_copy_to_host(dtc_device *device, void *dst,
                                       const void *src, int64_t bytes) {
  return copyChecked(device, dst, src, bytes, "dtc_device_copy_to_host",
                     &Backend::copyToHost);
}

extern "C" int dtc_device_synchronize(dtc_device *device) {
  if (!device)
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "dtc_device_synchronize: no device");
  return device->mesh->backend->synchronize(device->index);
}
