//===- Collectives.cpp - the C ABI of the collectives --------------------===//
//
// Checks every argument, resolves the group, and hands valid calls to the
// backend. Any failure fails the whole run (dtc_mesh::fail): the other
// devices may already wait for this one, and must be woken.
//
//===----------------------------------------------------------------------===//
#include "DType.h"
#include "Error.h"
#include "Mesh.h"
#include "dtc/imports.h"

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

using namespace dtc::runtime;

namespace {

/// One collective call on one device: its checks and its failure path.
class Call {
public:
  Call(dtc_device *device, const char *name)
      : device(device), name(name), start(std::chrono::steady_clock::now()) {}
  ~Call() {
    if (device)
      device->owner->collectiveSeconds +=
          std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                        start)
              .count();
  }

  /// The common checks: a device, a run that has not failed, the group.
  int begin(const int32_t *axes, int32_t numAxes) {
    if (!device)
      return setError(DTC_ERROR_INVALID_ARGUMENT, "%s: device is NULL", name);
    if (device->mesh->failed)
      return finish(setError(DTC_ERROR_ABORTED, "the run was aborted"));
    return finish(getGroup(*device, axes, numAxes, name, group));
  }

  /// Fails with a message prefixed by the collective's name.
  template <typename... Args> int error(const char *format, Args... args) {
    std::string prefixed = std::string(name) + ": " + format;
    return finish(
        setError(DTC_ERROR_INVALID_ARGUMENT, prefixed.c_str(), args...));
  }

  /// Records a failure on the mesh (which wakes the others) and returns it.
  int finish(int status) {
    if (status == DTC_OK || !device)
      return status;
    if (!device->mesh->fail(device->index, status, lastError()))
      setError(status, "%s: the run was aborted (%s)", name,
               device->mesh->failure().c_str());
    return status;
  }

  /// Checks a tensor argument; sets `count` to its number of elements.
  int checkTensor(int32_t rank, const int64_t *shape, dtc_dtype dtype,
                  int64_t &count) {
    if (!isValidDType(dtype))
      return error("unknown dtype %d", static_cast<int>(dtype));
    if (rank < 0 || rank > DTC_MAX_RANK)
      return error("rank %d is not in 0 .. %d", rank, DTC_MAX_RANK);
    if (rank > 0 && !shape)
      return error("shape is NULL");
    count = numElements(shape, rank, dtype);
    if (count < 0)
      return error("bad shape %s", formatList(shape, rank).c_str());
    return DTC_OK;
  }

  int checkDim(const char *what, int32_t dim, int32_t rank) {
    if (dim < 0 || dim >= rank)
      return error("%s %d is not a dimension of a rank-%d tensor", what, dim,
                   rank);
    return DTC_OK;
  }

  /// The dimension must split into group-size blocks.
  int checkDivisible(const char *what, int32_t dim, const int64_t *shape) {
    if (shape[dim] % group->size() != 0)
      return error("%s %d of size %lld is not divisible by the group size "
                   "%lld",
                   what, dim, (long long)shape[dim], (long long)group->size());
    return DTC_OK;
  }

  int checkBuffers(const void *in, const void *out, int64_t bytes) {
    if (bytes > 0 && (!in || !out))
      return error("%s is NULL", in ? "out" : "in");
    return DTC_OK;
  }

  int checkReduction(dtc_dtype dtype, dtc_reduction reduction) {
    if (!isValidReduction(reduction))
      return error("unknown reduction %d", static_cast<int>(reduction));
    if (!reductionApplies(dtype, reduction))
      return error("%s does not apply to %s", reductionName(reduction),
                   dtc_dtype_name(dtype));
    return DTC_OK;
  }

  Backend &backend() { return *device->mesh->backend; }

  dtc_device *device;
  const char *name;
  Group *group = nullptr;
  std::chrono::steady_clock::time_point start;
};

/// A tensor as the backends see it: a complex one as an f32 tensor whose
/// last dimension is twice as long (each element's parts side by side, as
/// they lie in memory), so that no backend knows complex numbers. Split and
/// concatenated dimensions keep their meaning: a block of the doubled last
/// dimension is the block of complex elements it holds.
struct Parts {
  Parts(dtc_dtype dtype, int32_t rank, const int64_t *shape, int64_t count) {
    int64_t parts;
    this->dtype = partsDType(dtype, &parts);
    this->count = count * parts;
    std::copy(shape, shape + rank, dims);
    if (rank > 0)
      dims[rank - 1] *= parts;
    this->shape = ShapeRef{dims, rank};
  }
  Parts(const Parts &) = delete; // `shape` points into `dims`
  dtc_dtype dtype;
  int64_t count;
  ShapeRef shape;
  int64_t dims[DTC_MAX_RANK];
};

} // namespace

extern "C" int dtc_all_gather(dtc_device *device, const int32_t *axes,
                              int32_t numAxes, const void *in, void *out,
                              int32_t rank, const int64_t *shape,
                              dtc_dtype dtype, int32_t dim) {
  Call call(device, "all_gather");
  int64_t count = 0;
  if (int status = call.begin(axes, numAxes))
    return status;
  if (int status = call.checkTensor(rank, shape, dtype, count))
    return status;
  if (int status = call.checkDim("dim", dim, rank))
    return status;
  int64_t outBytes;
  if (mulOverflows(count * dtc_dtype_size(dtype), call.group->size(),
                   &outBytes))
    return call.error("the gathered tensor is too large");
  if (int status = call.checkBuffers(in, out, outBytes))
    return status;
  Parts parts(dtype, rank, shape, count);
  return call.finish(call.backend().allGather(
      device->index, *call.group, in, out, parts.shape, parts.dtype, dim));
}

extern "C" int dtc_all_reduce(dtc_device *device, const int32_t *axes,
                              int32_t numAxes, const void *in, void *out,
                              int64_t count, dtc_dtype dtype,
                              dtc_reduction reduction) {
  Call call(device, "all_reduce");
  int64_t checkedCount = 0;
  if (int status = call.begin(axes, numAxes))
    return status;
  if (int status = call.checkTensor(1, &count, dtype, checkedCount))
    return status;
  if (int status = call.checkReduction(dtype, reduction))
    return status;
  if (int status = call.checkBuffers(in, out, count))
    return status;
  Parts parts(dtype, 0, nullptr, count);
  return call.finish(call.backend().allReduce(device->index, *call.group, in,
                                              out, parts.count, parts.dtype,
                                              reduction));
}

extern "C" dtc_request *
dtc_all_reduce_start(dtc_device *device, const int32_t *axes, int32_t numAxes,
                     const void *in, void *out, int64_t count, dtc_dtype dtype,
                     dtc_reduction reduction) {
  Call call(device, "all_reduce_start");
  int64_t checkedCount = 0;
  if (call.begin(axes, numAxes) ||
      call.checkTensor(1, &count, dtype, checkedCount) ||
      call.checkReduction(dtype, reduction) ||
      call.checkBuffers(in, out, count))
    return nullptr;
  dtc_request *request = nullptr;
  for (auto &free : device->requests)
    if (!free->inFlight) {
      request = free.get();
      break;
    }
  if (!request) {
    if (device->requests.size() >= DTC_MAX_STARTED) {
      call.error("device %lld has %d collectives in flight already (at most "
                 "%d started and not waited for)",
                 (long long)device->index, DTC_MAX_STARTED, DTC_MAX_STARTED);
      return nullptr;
    }
    device->requests.push_back(std::make_unique<dtc_request>());
    request = device->requests.back().get();
    request->device = device;
  }
  Parts parts(dtype, 0, nullptr, count);
  Request &r = request->request;
  r = Request();
  r.group = call.group;
  r.in = in;
  r.out = out;
  r.count = parts.count;
  r.dtype = parts.dtype;
  r.reduction = reduction;
  if (call.finish(call.backend().allReduceStart(device->index, *call.group, in,
                                                out, parts.count, parts.dtype,
                                                reduction, r)))
    return nullptr;
  request->inFlight = true;
  return request;
}

extern "C" int dtc_wait(dtc_device *device, dtc_request *request,
                        const void *in) {
  Call call(device, "wait");
  if (!device)
    return setError(DTC_ERROR_INVALID_ARGUMENT, "wait: device is NULL");
  if (!request && device->mesh->failed)
    return setError(DTC_ERROR_ABORTED, "the run was aborted");
  if (!request || request->device != device || !request->inFlight)
    return call.error("not a collective this device started and has not "
                      "waited for");
  request->inFlight = false;
  // Even in a failed run: the others may be reading this device's buffers
  // and wait for it to part.
  if (int status =
          call.finish(call.backend().wait(device->index, request->request)))
    return status;
  if (request->request.in != in)
    return call.error("the input %p is not the buffer the collective started "
                      "with (%p)",
                      in, request->request.in);
  if (device->mesh->failed)
    return setError(DTC_ERROR_ABORTED, "the run was aborted");
  return DTC_OK;
}

extern "C" int dtc_reduce_scatter(dtc_device *device, const int32_t *axes,
                                  int32_t numAxes, const void *in, void *out,
                                  int32_t rank, const int64_t *shape,
                                  dtc_dtype dtype, int32_t dim,
                                  dtc_reduction reduction) {
  Call call(device, "reduce_scatter");
  int64_t count = 0;
  if (int status = call.begin(axes, numAxes))
    return status;
  if (int status = call.checkTensor(rank, shape, dtype, count))
    return status;
  if (int status = call.checkDim("dim", dim, rank))
    return status;
  if (int status = call.checkDivisible("dim", dim, shape))
    return status;
  if (int status = call.checkReduction(dtype, reduction))
    return status;
  if (int status = call.checkBuffers(in, out, count))
    return status;
  Parts parts(dtype, rank, shape, count);
  return call.finish(call.backend().reduceScatter(device->index, *call.group,
                                                  in, out, parts.shape,
                                                  parts.dtype, dim, reduction));
}

extern "C" int dtc_all_to_all(dtc_device *device, const int32_t *axes,
                              int32_t numAxes, const void *in, void *out,
                              int32_t rank, const int64_t *shape,
                              dtc_dtype dtype, int32_t splitDim,
                              int32_t concatDim) {
  Call call(device, "all_to_all");
  int64_t count = 0;
  if (int status = call.begin(axes, numAxes))
    return status;
  if (int status = call.checkTensor(rank, shape, dtype, count))
    return status;
  if (int status = call.checkDim("split_dim", splitDim, rank))
    return status;
  if (int status = call.checkDim("concat_dim", concatDim, rank))
    return status;
  if (int status = call.checkDivisible("split_dim", splitDim, shape))
    return status;
  if (int status = call.checkBuffers(in, out, count))
    return status;
  Parts parts(dtype, rank, shape, count);
  return call.finish(call.backend().allToAll(device->index, *call.group, in,
                                             out, parts.shape, parts.dtype,
                                             splitDim, concatDim));
}

extern "C" int dtc_collective_permute(dtc_device *device, const int32_t *axes,
                                      int32_t numAxes, const void *in,
                                      void *out, int64_t bytes,
                                      const int64_t *perm) {
  Call call(device, "collective_permute");
  if (int status = call.begin(axes, numAxes))
    return status;
  if (bytes < 0)
    return call.error("negative size %lld", (long long)bytes);
  if (!perm)
    return call.error("perm is NULL");
  const int64_t size = call.group->size();
  std::vector<bool> seen(size, false);
  for (int64_t i = 0; i < size; ++i) {
    if (perm[i] < 0 || perm[i] >= size || seen[perm[i]])
      return call.error("%s is not a permutation of 0 .. %lld",
                        formatList(perm, size).c_str(), (long long)size - 1);
    seen[perm[i]] = true;
  }
  if (int status = call.checkBuffers(in, out, bytes))
    return status;
  return call.finish(call.backend().collectivePermute(
      device->index, *call.group, in, out, bytes, perm));
}

extern "C" int dtc_broadcast(dtc_device *device, const int32_t *axes,
                             int32_t numAxes, const void *in, void *out,
                             int64_t bytes, int64_t root) {
  Call call(device, "broadcast");
  if (int status = call.begin(axes, numAxes))
    return status;
  if (bytes < 0)
    return call.error("negative size %lld", (long long)bytes);
  if (root < 0 || root >= call.group->size())
    return call.error("root %lld is not in a group of %lld", (long long)root,
                      (long long)call.group->size());
  // Only the root's input is read.
  bool isRoot = call.group->index == root;
  if (int status = call.checkBuffers(isRoot ? in : out, out, bytes))
    return status;
  return call.finish(call.backend().broadcast(device->index, *call.group, in,
                                              out, bytes, root));
}

extern "C" int dtc_barrier(dtc_device *device) {
  Call call(device, "barrier");
  if (!device)
    return setError(DTC_ERROR_INVALID_ARGUMENT, "barrier: device is NULL");
  if (device->mesh->failed)
    return call.finish(setError(DTC_ERROR_ABORTED, "the run was aborted"));
  return call.finish(device->mesh->backend->barrier(device->index));
}
