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
  // expected-error@+1 {{cannot run per replica under the strategy: dtc-apply-strategy batches linalg ops, elementwise ops, reshapes, slices and dtensor.constraint, not 'tensor.extract' on a per-replica value}}
  %e = tensor.extract %d[%c] : tensor<4xf32>
  %t = tensor.from_elements %e : tensor<f32>
  return %t : tensor<f32>
}
