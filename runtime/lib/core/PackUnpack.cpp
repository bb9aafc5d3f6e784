//===- PackUnpack.cpp - global arrays to per-device shards and back ------===//
#include "DType.h"
#include "Error.h"
#include "Layout.h"
#include "Mesh.h"
#include "Reduce.h"
#include "Strided.h"

#include <cstring>

using namespace dtc::runtime;

/// The checks pack and unpack share: the layout, the dtype, the size.
static int plan(const dtc_mesh *mesh, const dtc_layout *layout, dtc_dtype dtype,
                int32_t rank, const int64_t *globalShape, const void *global,
                const char *what, LayoutPlan &plan) {
  if (int status = planLayout(mesh, layout, rank, globalShape, what, plan))
    return status;
  if (!isValidDType(dtype))
    return setError(DTC_ERROR_INVALID_ARGUMENT, "%s: unknown dtype %d", what,
                    static_cast<int>(dtype));
  if (plan.numPartials > 1 && !reductionApplies(dtype, plan.partialReduction))
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "%s: a partial %s layout, but %s does not apply to %s",
                    what, reductionName(plan.partialReduction),
                    reductionName(plan.partialReduction),
                    dtc_dtype_name(dtype));
  int64_t count = numElements(globalShape, rank, dtype);
  if (count < 0)
    return setError(DTC_ERROR_INVALID_ARGUMENT, "%s: shape %s is too large",
                    what, formatList(globalShape, rank).c_str());
  if (count > 0 && !global)
    return setError(DTC_ERROR_INVALID_ARGUMENT, "%s: global is NULL", what);
  return DTC_OK;
}

/// Whether unpack reads the shard of `device`.
static bool isRead(const LayoutPlan &plan, int64_t device) {
  if (plan.singleDevice >= 0)
    return device == plan.singleDevice;
  return plan.isFirstReplica(device);
}

extern "C" int dtc_layout_check(const dtc_mesh *mesh, const dtc_layout *layout,
                                int32_t rank, const int64_t *globalShape) {
  LayoutPlan plan;
  return planLayout(mesh, layout, rank, globalShape, "dtc_layout_check", plan);
}

/// planLayout, and a check that device `index` is in the mesh.
static int planForDevice(const dtc_mesh *mesh, const dtc_layout *layout,
                         int32_t rank, const int64_t *globalShape,
                         int64_t index, const char *what, LayoutPlan &plan) {
  if (int status = planLayout(mesh, layout, rank, globalShape, what, plan))
    return status;
  if (index < 0 || index >= mesh->shape.numDevices)
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "%s: device index %lld is not in a mesh of %lld devices",
                    what, (long long)index, (long long)mesh->shape.numDevices);
  return DTC_OK;
}

/// A device's block (`elementsOnly`: the part of it holding elements),
/// for dtc_layout_local_shape and dtc_layout_valid_shape.
static int shardShape(const dtc_mesh *mesh, const dtc_layout *layout,
                      int32_t rank, const int64_t *globalShape, int64_t index,
                      int64_t *shape, bool elementsOnly, const char *what) {
  LayoutPlan plan;
  if (int status =
          planForDevice(mesh, layout, rank, globalShape, index, what, plan))
    return status;
  if (rank > 0 && !shape)
    return setError(DTC_ERROR_INVALID_ARGUMENT, "%s: %s is NULL", what,
                    elementsOnly ? "valid_shape" : "local_shape");
  bool holdsNothing = plan.singleDevice >= 0 && index != plan.singleDevice;
  std::vector<int64_t> extents = elementsOnly && plan.singleDevice < 0
                                     ? plan.validShape(plan.blockOrigin(index))
                                     : plan.localShape;
  for (int32_t d = 0; d < rank; ++d)
    shape[d] = holdsNothing ? 0 : extents[d];
  return DTC_OK;
}

extern "C" int dtc_layout_local_shape(const dtc_mesh *mesh,
                                      const dtc_layout *layout, int32_t rank,
                                      const int64_t *globalShape, int64_t index,
                                      int64_t *localShape) {
  return shardShape(mesh, layout, rank, globalShape, index, localShape, false,
                    "dtc_layout_local_shape");
}

extern "C" int dtc_layout_valid_shape(const dtc_mesh *mesh,
                                      const dtc_layout *layout, int32_t rank,
                                      const int64_t *globalShape, int64_t index,
                                      int64_t *validShape) {
  return shardShape(mesh, layout, rank, globalShape, index, validShape, true,
                    "dtc_layout_valid_shape");
}

extern "C" int dtc_layout_first_replica(const dtc_mesh *mesh,
                                        const dtc_layout *layout, int32_t rank,
                                        const int64_t *globalShape,
                                        int64_t index, int64_t *first) {
  LayoutPlan plan;
  if (int status = planForDevice(mesh, layout, rank, globalShape, index,
                                 "dtc_layout_first_replica", plan))
    return status;
  if (!first)
    return setError(DTC_ERROR_INVALID_ARGUMENT,
                    "dtc_layout_first_replica: first is NULL");
  *first = plan.firstReplica(index);
  return DTC_OK;
}

extern "C" int dtc_pack(const dtc_mesh *mesh, const dtc_layout *layout,
                        dtc_dtype dtype, int32_t rank,
                        const int64_t *globalShape, const void *global,
                        void *const *shards) {
  LayoutPlan p;
  if (int status =
          plan(mesh, layout, dtype, rank, globalShape, global, "dtc_pack", p))
    return status;
  const int64_t numDevices = mesh->shape.numDevices;
  const int64_t elementSize = dtc_dtype_size(dtype);
  const int64_t shardBytes = p.localCount * elementSize;
  if (!shards)
    return setError(DTC_ERROR_INVALID_ARGUMENT, "dtc_pack: shards is NULL");
  for (int64_t i = 0; i < numDevices; ++i)
    if (shardBytes > 0 && !shards[i] &&
        (p.singleDevice < 0 || i == p.singleDevice))
      return setError(DTC_ERROR_INVALID_ARGUMENT,
                      "dtc_pack: the shard of device %lld is NULL",
                      (long long)i);
  const char *bytes = static_cast<const char *>(global);
  GlobalReader read = [&](void *dst, int64_t offset, int64_t count) {
    copyBytes(dst, bytes + offset * elementSize, count * elementSize);
    return true;
  };
  for (int64_t i = 0; i < numDevices; ++i)
    packShard(p, i, dtype, shards[i], read);
  return DTC_OK;
}

bool dtc::runtime::packShard(const LayoutPlan &p, int64_t device,
                             dtc_dtype dtype, void *shard,
                             const GlobalReader &read) {
  if (p.singleDevice >= 0)
    return device != p.singleDevice || read(shard, 0, p.localCount);
  const int64_t elementSize = dtc_dtype_size(dtype);
  if (p.partialIndex(device) != 0) {
    fillIdentity(shard, p.localCount, dtype, p.partialReduction);
    return true;
  }
  std::vector<int64_t> origin = p.blockOrigin(device);
  // An uneven layout's padding is zeros (what the compiled code computes
  // there is never read as data).
  if (p.uneven)
    std::memset(shard, 0, size_t(p.localCount * elementSize));
  std::vector<int64_t> valid = p.validShape(origin);
  bool ok = true;
  forEachRun(
      p.rank, valid.data(), p.globalShape.data(), origin.data(),
      p.localShape.data(), nullptr, [&](int64_t dst, int64_t src, int64_t n) {
        ok = ok && read(static_cast<char *>(shard) + dst * elementSize, src, n);
      });
  return ok;
}

extern "C" int dtc_unpack(const dtc_mesh *mesh, const dtc_layout *layout,
                          dtc_dtype dtype, int32_t rank,
                          const int64_t *globalShape, const void *const *shards,
                          void *global) {
  LayoutPlan p;
  if (int status =
          plan(mesh, layout, dtype, rank, globalShape, global, "dtc_unpack", p))
    return status;
  const int64_t numDevices = mesh->shape.numDevices;
  const int64_t elementSize = dtc_dtype_size(dtype);
  const int64_t shardBytes = p.localCount * elementSize;
  if (!shards)
    return setError(DTC_ERROR_INVALID_ARGUMENT, "dtc_unpack: shards is NULL");
  for (int64_t i = 0; i < numDevices; ++i)
    if (shardBytes > 0 && !shards[i] && isRead(p, i))
      return setError(DTC_ERROR_INVALID_ARGUMENT,
                      "dtc_unpack: the shard of device %lld is NULL",
                      (long long)i);
  if (p.singleDevice >= 0) {
    copyBytes(global, shards[p.singleDevice], shardBytes);
    return DTC_OK;
  }
  // One block per device with coordinate 0 on the replicated and partial
  // axes; partial values are reduced in partial-group order.
  std::vector<const void *> partials(p.numPartials), ins(p.numPartials);
  for (int64_t i = 0; i < numDevices; ++i) {
    if (!p.isFirstReplica(i) || p.partialIndex(i) != 0)
      continue;
    for (int64_t k = 0; k < p.numPartials; ++k)
      partials[k] = shards[p.partialMember(i, k)];
    std::vector<int64_t> origin = p.blockOrigin(i);
    std::vector<int64_t> valid = p.validShape(origin);
    forEachRun(rank, valid.data(), p.localShape.data(), nullptr, globalShape,
               origin.data(), [&](int64_t dst, int64_t src, int64_t n) {
                 void *out = static_cast<char *>(global) + dst * elementSize;
                 for (int64_t k = 0; k < p.numPartials; ++k)
                   ins[k] = static_cast<const char *>(partials[k]) +
                            src * elementSize;
                 if (p.numPartials == 1)
                   std::memcpy(out, ins[0], n * elementSize);
                 else
                   reduceArrays(dtype, p.partialReduction, ins.data(),
                                p.numPartials, &out, 1, n);
               });
  }
  return DTC_OK;
}
