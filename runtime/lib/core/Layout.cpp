//===- Layout.cpp - a dtc_layout checked against a mesh and a shape ------===//
#include "Layout.h"

#include "DType.h"
#include "Error.h"
#include "Mesh.h"

#include <algorithm>

namespace dtc::runtime {

std::vector<int64_t> LayoutPlan::blockOrigin(int64_t device) const {
  std::vector<int64_t> origin(rank, 0);
  for (int32_t d = 0; d < rank; ++d) {
    int64_t block = 0;
    for (int32_t axis : dimAxes[d])
      block = block * mesh->axisSizes[axis] + mesh->coord(device, axis);
    origin[d] = block * localShape[d];
  }
  return origin;
}

std::vector<int64_t>
LayoutPlan::validShape(const std::vector<int64_t> &origin) const {
  std::vector<int64_t> shape = localShape;
  for (int32_t d = 0; d < rank && singleDevice < 0; ++d)
    shape[d] = std::max<int64_t>(
        0, std::min(localShape[d], globalShape[d] - origin[d]));
  return shape;
}

int64_t LayoutPlan::partialIndex(int64_t device) const {
  int64_t index = 0;
  for (int32_t axis : partialAxes)
    index = index * mesh->axisSizes[axis] + mesh->coord(device, axis);
  return index;
}

int64_t LayoutPlan::partialMember(int64_t base, int64_t index) const {
  int64_t device = base;
  for (auto axis = partialAxes.rbegin(); axis != partialAxes.rend(); ++axis) {
    int64_t size = mesh->axisSizes[*axis];
    device += (index % size - mesh->coord(base, *axis)) * mesh->strides[*axis];
    index /= size;
  }
  return device;
}

int64_t LayoutPlan::firstReplica(int64_t device) const {
  if (singleDevice >= 0)
    return device;
  for (int32_t axis : replicatedAxes)
    device -= mesh->coord(device, axis) * mesh->strides[axis];
  return device;
}

bool LayoutPlan::isFirstReplica(int64_t device) const {
  for (int32_t axis : replicatedAxes)
    if (mesh->coord(device, axis) != 0)
      return false;
  return true;
}

int planLayout(const dtc_mesh *mesh, const dtc_layout *layout, int32_t rank,
               const int64_t *globalShape, const char *what, LayoutPlan &plan) {
  auto fail = [&](const std::string &message) {
    return setError(DTC_ERROR_INVALID_ARGUMENT, "%s: %s", what,
                    message.c_str());
  };
  if (!mesh || !layout)
    return fail(mesh ? "layout is NULL" : "mesh is NULL");
  if (rank < 0 || rank > DTC_MAX_RANK)
    return fail("rank " + std::to_string(rank) + " is not in 0 .. " +
                std::to_string(DTC_MAX_RANK));
  if (rank > 0 && !globalShape)
    return fail("global_shape is NULL");
  for (int32_t d = 0; d < rank; ++d)
    if (globalShape[d] < 0)
      return fail("negative extent in shape " + formatList(globalShape, rank));
  const MeshShape &shape = mesh->shape;
  plan = LayoutPlan();
  plan.mesh = &shape;
  plan.rank = rank;
  plan.globalShape.assign(globalShape, globalShape + rank);
  plan.localShape = plan.globalShape;
  plan.singleDevice = layout->single_device;
  if (layout->single_device != -1) {
    if (layout->single_device < 0 || layout->single_device >= shape.numDevices)
      return fail("single device index " +
                  std::to_string(layout->single_device) +
                  " is not in a mesh of " + std::to_string(shape.numDevices) +
                  " devices");
    if (layout->num_dims != 0 || layout->num_partial_axes != 0)
      return fail("a single-device layout has no dimension entries and no "
                  "partial axes");
    for (int64_t extent : plan.localShape)
      plan.localCount *= extent;
    return DTC_OK;
  }
  if (layout->num_dims != rank)
    return fail("the layout has " + std::to_string(layout->num_dims) +
                " dimension entries for a tensor of rank " +
                std::to_string(rank));
  if (rank > 0 && !layout->dim_num_axes)
    return fail("dim_num_axes is NULL");
  if (layout->num_partial_axes < 0 ||
      (layout->num_partial_axes > 0 && !layout->partial_axes))
    return fail("bad partial axes");
  // Every axis at most once, over the dimensions and partial axes together.
  std::vector<bool> used(shape.rank(), false);
  auto take = [&](int32_t axis, std::string where) -> bool {
    if (axis < 0 || axis >= shape.rank()) {
      fail("axis " + std::to_string(axis) + " of " + where +
           " is out of range for a mesh of rank " +
           std::to_string(shape.rank()));
      return false;
    }
    if (used[axis]) {
      fail("axis " + std::to_string(axis) + " appears twice (again in " +
           where + ")");
      return false;
    }
    used[axis] = true;
    return true;
  };
  const int32_t *next = layout->dim_axes;
  plan.dimAxes.resize(rank);
  for (int32_t d = 0; d < rank; ++d) {
    int32_t count = layout->dim_num_axes[d];
    if (count < 0 || count > shape.rank() || (count > 0 && !next))
      return fail("bad axis count " + std::to_string(count) +
                  " for dimension " + std::to_string(d));
    int64_t shards = 1;
    for (int32_t i = 0; i < count; ++i, ++next) {
      if (!take(*next, "dimension " + std::to_string(d)))
        return DTC_ERROR_INVALID_ARGUMENT;
      plan.dimAxes[d].push_back(*next);
      shards *= shape.axisSizes[*next];
    }
    // Blocks of ceil(n/k); the last shards shorter or empty.
    plan.localShape[d] = (globalShape[d] + shards - 1) / shards;
    plan.uneven |= globalShape[d] % shards != 0;
  }
  for (int32_t i = 0; i < layout->num_partial_axes; ++i) {
    if (!take(layout->partial_axes[i], "the partial axes"))
      return DTC_ERROR_INVALID_ARGUMENT;
    plan.partialAxes.push_back(layout->partial_axes[i]);
    plan.numPartials *= shape.axisSizes[layout->partial_axes[i]];
  }
  plan.partialReduction = layout->partial_reduction;
  if (!plan.partialAxes.empty() && plan.partialReduction != DTC_SUM &&
      plan.partialReduction != DTC_MAX && plan.partialReduction != DTC_MIN)
    return fail("the partial reduction must be sum, max or min, not " +
                std::string(reductionName(plan.partialReduction)));
  for (int32_t axis = 0; axis < shape.rank(); ++axis)
    if (!used[axis])
      plan.replicatedAxes.push_back(axis);
  for (int64_t extent : plan.localShape)
    plan.localCount *= extent;
  return DTC_OK;
}

} // namespace dtc::runtime
