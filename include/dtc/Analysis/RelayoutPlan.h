//===- RelayoutPlan.h - the collectives that change a value's layout ------===//
//
// A relayout is planned once: planRelayout returns the sequence of
// collectives (and local steps) that turns a shard under one layout into its
// shard under another. The partitioner emits exactly that sequence
// (lib/Transforms/Partition/Relayout.h), and every price of a layout change
// (propagation, per-op plans, dtensor-print-layouts) is the bytes of that plan.
// dtensor-comm-report prices emitted collectives with collectiveBytes, the
// same formula the plan's steps use.
//
// Bytes are what the device that receives the most takes in from other
// devices in one collective (summed over a plan's steps), for the
// shared-memory algorithms of the runtime, which are also the bandwidth
// terms of ring algorithms over g devices:
//   all_gather       (g-1) x input
//   all_to_all       (g-1)/g x input
//   reduce_scatter   (g-1)/g x input
//   all_reduce       2(g-1)/g x input
//   collective_permute, broadcast   input
//   all_slice, keeping a value on one device of a group   0
// The runtime counts the same quantity (executables' --timing), and
// test/e2e/collectives/relayouts.test checks the two agree on every relayout it
// runs.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_ANALYSIS_RELAYOUTPLAN_H
#define DTC_ANALYSIS_RELAYOUTPLAN_H

#include "dtc/Dialect/DTensor/IR/DTensorOps.h"

namespace dtc {

/// What one step of a relayout does.
enum class RelayoutStepKind {
  Broadcast,     ///< a single device's whole value to every device
  AllReduce,     ///< resolve partial axes
  ReduceScatter, ///< resolve partial axes into a new sharding of `dim`
  AllToAll,      ///< an axis moves from `sourceDim` to `dim`
  Permute,       ///< blocks change devices, shapes stay
  AllGather,     ///< axes stop sharding `dim`
  AllSlice,      ///< axes start sharding `dim` (local)
  KeepOnLeader,  ///< new partial axes: other devices hold the identity
};

/// One step: a collective with its operands, and the local type it yields.
struct RelayoutStep {
  RelayoutStepKind kind;
  /// The mesh axes of the group, major to minor.
  llvm::SmallVector<mlir::StringAttr> axes;
  /// The dimension gathered, sliced or scattered; all_to_all's split
  /// dimension (where the axis lands).
  int64_t dim = 0;
  /// all_to_all's concat dimension (the one the axis leaves).
  int64_t sourceDim = 0;
  /// collective_permute: member i sends to member permutation[i].
  llvm::SmallVector<int64_t> permutation;
  /// broadcast: the group index of the device that has the value.
  int64_t root = 0;
  /// all_reduce, reduce_scatter; the identity of keep-on-leader.
  dtensor::ReductionKind reduction = dtensor::ReductionKind::sum;
  /// The shard types before and after the step.
  mlir::RankedTensorType input, result;
  /// What the device that receives the most takes in (collectiveBytes).
  int64_t bytes = 0;
};

/// The steps from one layout to another, in order.
struct RelayoutPlan {
  llvm::SmallVector<RelayoutStep> steps;
  /// Bytes the plan moves per device (the sum over its steps).
  int64_t bytes() const;
};

/// The cheapest plan (fewest bytes, then fewest steps) among the valid ones
/// that relayout a value of type `global` from `from` to `to`, both on
/// `mesh` (verified layouts; `match` entries resolved).
RelayoutPlan planRelayout(dtensor::LayoutAttr from, dtensor::LayoutAttr to,
                          mlir::RankedTensorType global,
                          dtensor::MeshAttr mesh);

/// Bytes the device that receives the most takes in when a collective of
/// `kind` runs over a group of `groupSize` on `inputBytes` per device.
int64_t collectiveBytes(RelayoutStepKind kind, int64_t inputBytes,
                        int64_t groupSize);

/// Bytes that leave the busiest process when a collective of `kind` runs
/// over a group of `groupSize` spread over `processes` processes (as many
/// members in each) on `inputBytes` per device, moved hierarchically: the
/// members of a process combine over its own links first, and only what
/// another process needs crosses (all_reduce 2(k-1)/k of the buffer,
/// reduce_scatter (k-1)/k, all_gather the process's m inputs to each of
/// the k-1 others, all_to_all the m members' (k-1)/k, permute all m
/// members' buffers, broadcast the buffer to each other process). 0 when
/// the group is in one process.
int64_t crossProcessBytes(RelayoutStepKind kind, int64_t inputBytes,
                          int64_t groupSize, int64_t processes);

/// Bytes of a tensor of `type`.
int64_t tensorBytes(mlir::RankedTensorType type);

} // namespace dtc

#endif // DTC_ANALYSIS_RELAYOUTPLAN_H
