// dtc-apply-strategy's errors: one each.
// RUN: dtc-opt %s --dtc-apply-strategy -split-input-file -verify-diagnostics

dtensor.mesh @r <[r = 2], cpu>
// expected-error@+1 {{variable "w" is updated per replica but its aggregation is none: give it dtensor.aggregation (sum, mean or only_first_replica)}}
func.func @f(%d: tensor<4xf32>, %w: tensor<4xf32> {dtensor.variable = "w"}) -> (tensor<4xf32> {dtensor.assign_add = "w"})
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @r}} {
  return %d : tensor<4xf32>
}

// -----

dtensor.mesh @r <[r = 2], cpu>
func.func @f(%d: tensor<4xf32>) -> tensor<f32>
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @r}} {
  %c = arith.constant 0 : index
  // expected-error@+1 {{cannot run per replica under the strategy: dtc-apply-strategy batches linalg ops, elementwise ops, reshapes, slices, dtensor.constraint and dtensor.copy_to_mesh, not 'tensor.extract' on a per-replica value}}
  %e = tensor.extract %d[%c] : tensor<4xf32>
  %t = tensor.from_elements %e : tensor<f32>
  return %t : tensor<f32>
}

// -----

dtensor.mesh @grid <[r = 2, m = 2], cpu>
dtensor.mesh @other <[s = 2], cpu, device_ids = [1, 3]>
func.func @f(%d: tensor<4xf32>) -> tensor<4xf32>
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @grid, replica_axes = ["r"]}} {
  // expected-error@+1 {{'dtensor.copy_to_mesh' op moves a replica's value to mesh @other, which lacks replica axis 'r' of its size; a mesh of one logical device per replica has the replica axes}}
  %c = dtensor.copy_to_mesh %d : tensor<4xf32> to #dtensor.layout<@other, [unsharded]>
  return %d : tensor<4xf32>
}

// -----

dtensor.mesh @grid <[r = 2], cpu>
func.func @f(%d: tensor<4xf32>) -> tensor<4xf32>
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @grid}} {
  // expected-error@+1 {{'dtensor.copy_to_mesh' op inside a strategy function needs a target mesh named by a dtensor.mesh symbol}}
  %c = dtensor.copy_to_mesh %d : tensor<4xf32> to #dtensor.layout<#dtensor.mesh<[r = 2], cpu, device_ids = [2, 3]>, [unsharded]>
  return %c : tensor<4xf32>
}

// -----

dtensor.mesh @grid <[r = 2, m = 2], cpu>
dtensor.mesh @ld1 <[r = 2], cpu, device_ids = [1, 3]>
func.func @f(%d: tensor<4xf32>) -> tensor<4xf32>
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @grid, replica_axes = ["r"]}} {
  // expected-error@+1 {{'dtensor.copy_to_mesh' op puts a replica's value on one device; inside a strategy function, name a mesh of one logical device per replica (with the replica axes)}}
  %c = dtensor.copy_to_mesh %d : tensor<4xf32> to #dtensor.layout<@ld1, device = 1>
  return %c : tensor<4xf32>
}
