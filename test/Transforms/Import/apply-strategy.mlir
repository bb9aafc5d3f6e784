// dtc-apply-strategy: a function written per replica in the global view.
// RUN: dtc-opt %s --dtc-apply-strategy | FileCheck %s
// RUN: dtc-opt %s --dtc-apply-strategy --dtensor-bind-variables --dtensor-propagate-layouts --dtensor-partition | FileCheck %s --check-prefix=PART

// The dataset and its mask take the global batch, split over r; the
// variable is replicated; the named matmul, per replica, becomes a generic
// with a leading replica loop; the masked mean divides by the mask's sum;
// the uniform SUM update counts each replica; the plain result is stacked.
// CHECK-LABEL: func.func @step(
// CHECK-SAME: %arg0: tensor<8x8xf32> {dtensor.dataset, dtensor.layout = #dtensor.layout<@replicas, [r, unsharded]>}
// CHECK-SAME: %arg1: tensor<8xf32> {dtensor.batch_mask, dtensor.layout = #dtensor.layout<@replicas, [r]>}
// CHECK-SAME: %arg2: tensor<8x2xf32> {dtensor.aggregation = "sum", dtensor.layout = #dtensor.layout<@replicas, [unsharded, unsharded]>, dtensor.variable = "w"}
// CHECK-SAME: -> (tensor<2xf32> {dtensor.layout = #dtensor.layout<@replicas, [unsharded]>}, tensor<8x2xf32> {dtensor.assign = "w"}, tensor<2x4x2xf32> {dtensor.layout = #dtensor.layout<@replicas, [r, unsharded, unsharded]>})
// CHECK: %[[X:.*]] = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 4, 8]
// CHECK: %[[M:.*]] = tensor.expand_shape %arg1 {{\[\[}}0, 1]] output_shape [2, 4]
// CHECK: linalg.fill
// CHECK: %[[INIT:.*]] = linalg.broadcast
// CHECK: %[[Y:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[X]], %arg2 : tensor<2x4x8xf32>, tensor<8x2xf32>) outs(%[[INIT]] : tensor<2x4x2xf32>)
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}}iterator_types = ["reduction", "reduction", "parallel"]} ins(%[[Y]], %[[M]] : tensor<2x4x2xf32>, tensor<2x4xf32>)
// CHECK: arith.cmpf one
// CHECK: arith.select
// CHECK: %[[COUNT:.*]] = linalg.reduce ins(%[[M]] : tensor<2x4xf32>)
// CHECK: %[[MEAN:.*]] = linalg.generic {{.*}} ins(%[[SUM]], %[[COUNT]] : tensor<2xf32>, tensor<f32>)
// CHECK: arith.divf
// CHECK: %[[REP:.*]] = linalg.broadcast ins(%arg2 : tensor<8x2xf32>)
// CHECK: %[[AGG:.*]] = linalg.generic {{.*}}iterator_types = ["reduction", "parallel", "parallel"]} ins(%[[REP]] : tensor<2x8x2xf32>)
// CHECK: %[[NEW:.*]] = arith.addf %arg2, %[[AGG]] : tensor<8x2xf32>
// CHECK: return %[[MEAN]], %[[NEW]], %[[Y]]
// After partitioning each device holds its replica: a [1, 4, ...] block.
// PART-LABEL: func.func @step(
// PART-SAME: %arg0: tensor<4x8xf32>
// PART: tensor<1x4x2xf32>

// Central storage: the variable lives on the parameter device and every
// replica reads it; a layout inside a replica (split_to_logical_devices)
// keeps the replicas split; MEAN aggregation.
// CHECK-LABEL: func.func @central(
// CHECK-SAME: %arg1: tensor<8xf32> {dtensor.aggregation = "mean", dtensor.layout = #dtensor.layout<@grid, device = 0>, dtensor.variable = "w"}
// CHECK: %[[W:.*]] = dtensor.relayout %arg1 : tensor<8xf32> to #dtensor.layout<@grid, [unsharded]>
// CHECK: dtensor.constraint %{{.*}} : tensor<2x4x8xf32> to #dtensor.layout<@grid, [r, unsharded, m]>
// CHECK: tensor.extract_slice %{{.*}}[0, 0, 0] [2, 1, 8] [1, 1, 1] : tensor<2x4x8xf32> to tensor<2x8xf32>
// CHECK: arith.constant dense<2.000000e+00> : tensor<f32>
// CHECK: arith.divf
// PART-LABEL: func.func @central(
// PART-SAME: -> (tensor<8xf32> {dtensor.assign = "w", dtensor.layout = #dtensor.layout<@grid, device = 0>})

// ONLY_FIRST_REPLICA: the first replica's value becomes the variable's.
// CHECK-LABEL: func.func @only_first(
// CHECK: tensor.extract_slice %{{.*}}[0, 0] [1, 8] [1, 1] : tensor<2x8xf32> to tensor<1x8xf32>
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<1x8xf32> into tensor<8xf32>

dtensor.mesh @replicas <[r = 2], cpu>
dtensor.mesh @grid <[r = 2, m = 2], cpu>

func.func @step(%x: tensor<4x8xf32> {dtensor.dataset}, %mask: tensor<4xf32> {dtensor.batch_mask},
                %w: tensor<8x2xf32> {dtensor.variable = "w", dtensor.aggregation = "sum"})
    -> (tensor<4x2xf32> {dtensor.reduce = "mean", dtensor.reduce_along = 0 : i64},
        tensor<8x2xf32> {dtensor.assign_add = "w"}, tensor<4x2xf32>)
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @replicas}} {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %y = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x2xf32>) outs(%f : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %y, %w, %y : tensor<4x2xf32>, tensor<8x2xf32>, tensor<4x2xf32>
}

func.func @central(%x: tensor<4x8xf32> {dtensor.dataset},
                   %w: tensor<8xf32> {dtensor.variable = "w", dtensor.aggregation = "mean"})
    -> (tensor<8xf32> {dtensor.assign = "w"})
    attributes {dtensor.strategy = {kind = "central_storage", mesh = @grid, replica_axes = ["r"], parameter_device = 0}} {
  %c = dtensor.constraint %x : tensor<4x8xf32> to #dtensor.layout<@grid, [unsharded, m]>
  %s = tensor.extract_slice %c[0, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
  %n = arith.addf %s, %w : tensor<8xf32>
  return %n : tensor<8xf32>
}

func.func @only_first(%x: tensor<4x8xf32> {dtensor.dataset},
                      %w: tensor<8xf32> {dtensor.variable = "w", dtensor.aggregation = "only_first_replica"})
    -> (tensor<8xf32> {dtensor.assign = "w"})
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @replicas}} {
  %s = tensor.extract_slice %x[0, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
  return %s : tensor<8xf32>
}

// A mirrored argument (strategy.run's plain tensor) keeps its type and is
// replicated: every replica reads the one value; the attribute goes with
// the strategy.
// CHECK-LABEL: func.func @scaled(
// CHECK-SAME: %arg0: tensor<8x4xf32> {dtensor.dataset, dtensor.layout = #dtensor.layout<@replicas, [r, unsharded]>}
// CHECK-SAME: %arg1: tensor<f32> {dtensor.layout = #dtensor.layout<@replicas, []>}
// CHECK-NOT: dtensor.mirrored
func.func @scaled(%x: tensor<4x4xf32> {dtensor.dataset}, %c: tensor<f32> {dtensor.mirrored})
    -> tensor<4x4xf32>
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @replicas}} {
  %e = tensor.empty() : tensor<4x4xf32>
  %cb = linalg.broadcast ins(%c : tensor<f32>) outs(%e : tensor<4x4xf32>) dimensions = [0, 1]
  %p = arith.mulf %x, %cb : tensor<4x4xf32>
  return %p : tensor<4x4xf32>
}
