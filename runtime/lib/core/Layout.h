//===- Layout.h - a dtc_layout checked against a mesh and a shape --------===//
#ifndef DTC_RUNTIME_LAYOUT_H
#define DTC_RUNTIME_LAYOUT_H

#include "Backend.h"

#include <functional>
#include <vector>

namespace dtc::runtime {

/// A checked layout, with the geometry pack and unpack need.
struct LayoutPlan {
  const MeshShape *mesh = nullptr;
  int32_t rank = 0;
  std::vector<std::vector<int32_t>> dimAxes;
  std::vector<int32_t> partialAxes;
  dtc_reduction partialReduction = DTC_SUM;
  int64_t singleDevice = -1;
  /// A dimension of n elements over k shards has blocks of ceil(n/k): the
  /// last shards hold fewer (or none), their shards' tails are padding
  /// (docs/uneven.md). localShape is the block, every shard's shape.
  std::vector<int64_t> globalShape, localShape;
  int64_t localCount = 1; ///< elements of a shard
  bool uneven = false;    ///< some dimension's shards do not divide it
  int64_t numPartials = 1;
  std::vector<int32_t> replicatedAxes; ///< axes neither sharding nor partial

  /// Where the block of `device` starts in the global array.
  std::vector<int64_t> blockOrigin(int64_t device) const;
  /// The part of the block of `device` that holds global elements (the
  /// block itself unless the layout is uneven), given its origin.
  std::vector<int64_t> validShape(const std::vector<int64_t> &origin) const;
  /// The device's group index over the partial axes.
  int64_t partialIndex(int64_t device) const;
  /// The device whose partial group index is `index` in the group of `base`.
  int64_t partialMember(int64_t base, int64_t index) const;
  /// Whether the device has coordinate 0 on every replicated axis.
  bool isFirstReplica(int64_t device) const;
  /// The device with the same coordinates but 0 on every replicated axis,
  /// whose shard equals this one's (the device itself for a single-device
  /// layout).
  int64_t firstReplica(int64_t device) const;
};

/// Checks the layout for a tensor of `rank` and `globalShape` on the mesh;
/// `what` prefixes error messages.
int planLayout(const dtc_mesh *mesh, const dtc_layout *layout, int32_t rank,
               const int64_t *globalShape, const char *what, LayoutPlan &plan);

/// Reads `count` elements of the global array from element `offset` into
/// `dst`; false when it cannot.
using GlobalReader =
    std::function<bool(void *dst, int64_t offset, int64_t count)>;

/// Fills the shard of `device` as dtc_pack does (its block, a partial
/// layout's identity, nothing for a device a single-device layout skips),
/// reading the global array through `read`; false when a read failed.
bool packShard(const LayoutPlan &plan, int64_t device, dtc_dtype dtype,
               void *shard, const GlobalReader &read);

} // namespace dtc::runtime

#endif // DTC_RUNTIME_LAYOUT_H
