// dtc-apply-strategy with meshes over other devices than the replicas'.
// RUN: dtc-opt %s --dtc-apply-strategy | FileCheck %s
// RUN: dtc-opt %s --dtc-apply-strategy --dtensor-bind-variables --dtensor-propagate-layouts --dtensor-partition | FileCheck %s --check-prefix=PART

dtensor.mesh @grid <[r = 2, m = 2], cpu>
dtensor.mesh @params <[], cpu, device_ids = [4]>
dtensor.mesh @ld1 <[r = 2], cpu, device_ids = [1, 3]>

// Central storage on a parameter device apart from the compute devices
// (parameter_device = @params, device 4): the variable is replicated on
// @params, copied to the replicas to be read, and the aggregated update is
// copied back and added there.
// CHECK-LABEL: func.func @apart(
// CHECK-SAME: %arg1: tensor<8xf32> {dtensor.aggregation = "mean", dtensor.layout = #dtensor.layout<@params, [unsharded]>, dtensor.variable = "w"}
// CHECK: %[[R:.*]] = dtensor.copy_to_mesh %arg1 : tensor<8xf32> to #dtensor.layout<@grid, [unsharded]>
// CHECK: arith.divf
// CHECK: %[[U:.*]] = dtensor.copy_to_mesh %{{.*}} : tensor<8xf32> to #dtensor.layout<@params, [unsharded]>
// CHECK: %[[N:.*]] = arith.addf %arg1, %[[U]] : tensor<8xf32>
// CHECK: return %[[N]]
// Partitioned: device 4 broadcasts w to the four compute devices, which
// are skipped by device 4 in turn; device 0 sends the mean back.
// PART: dtensor.mesh @params_to_grid <[copy = 5], cpu, device_ids = [4, 0, 1, 2, 3]>
// PART: dtensor.mesh @grid_to_params <[blocks = 1, pair = 2], cpu, device_ids = [0, 4]>
// PART-LABEL: func.func @apart(
// PART: dtensor.broadcast %arg1 on @params_to_grid[copy] root 0
// PART: dtensor.in_mesh @grid
// PART: dtensor.in_mesh @grid_to_params
// PART: dtensor.broadcast %{{.*}} on @grid_to_params[pair] root 0
// PART: dtensor.in_mesh @params
// PART: arith.addf %arg1
func.func @apart(%d: tensor<8xf32>,
                 %w: tensor<8xf32> {dtensor.variable = "w", dtensor.aggregation = "mean"})
    -> (tensor<8xf32> {dtensor.assign_add = "w"})
    attributes {dtensor.strategy = {kind = "central_storage", mesh = @grid, replica_axes = ["r"], parameter_device = @params}} {
  %n = arith.mulf %d, %w : tensor<8xf32>
  return %n : tensor<8xf32>
}

// experimental_assign_to_logical_device(v, 1): a copy to @ld1, the mesh of
// each replica's logical device 1 (m = 1: devices 1 and 3), keeps the
// replicas split there; the copy back to @grid likewise.
// CHECK-LABEL: func.func @logical(
// CHECK: dtensor.copy_to_mesh %{{.*}} : tensor<2x4x8xf32> to #dtensor.layout<@ld1, [r, unsharded, unsharded]>
// CHECK: math.exp %{{.*}} : tensor<2x4x8xf32>
// CHECK: dtensor.copy_to_mesh %{{.*}} : tensor<2x4x8xf32> to #dtensor.layout<@grid, [r, unsharded, unsharded]>
// PART-LABEL: func.func @logical(
// PART: dtensor.in_mesh @ld1
// PART: math.exp %{{.*}} : tensor<1x4x8xf32>
func.func @logical(%x: tensor<4x8xf32> {dtensor.dataset}) -> tensor<4x8xf32>
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @grid, replica_axes = ["r"]}} {
  %on1 = dtensor.copy_to_mesh %x : tensor<4x8xf32> to #dtensor.layout<@ld1, [unsharded, unsharded]>
  %e = math.exp %on1 : tensor<4x8xf32>
  %back = dtensor.copy_to_mesh %e : tensor<4x8xf32> to #dtensor.layout<@grid, [unsharded, unsharded]>
  return %back : tensor<4x8xf32>
}
