// Sharding rules of shape ops: reshapes keep a dimension's sharding on the
// major part (skipping unit dimensions), concat and slices leave the concatenated/sliced dimensions
// unsharded.
// RUN: dtc-opt %s -split-input-file -dtensor-propagate-layouts | FileCheck %s

// CHECK-LABEL: func.func @expand_collapse
// CHECK: tensor.expand_shape {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [x, unsharded, y]>]}
// CHECK: tensor.collapse_shape {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [x, y]>]}
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @expand_collapse(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>}) -> tensor<8x4xf32> {
  %e = tensor.expand_shape %a [[0, 1], [2]] output_shape [4, 2, 4] : tensor<8x4xf32> into tensor<4x2x4xf32>
  %c = tensor.collapse_shape %e [[0, 1], [2]] : tensor<4x2x4xf32> into tensor<8x4xf32>
  return %c : tensor<8x4xf32>
}

// -----

// Unit dimensions at the front of a group do not move the blocks: the
// sharding goes to the group's first dimension that is not a unit one (as
// JAX's take leaves it: 8x1x16 collapsed to 8x16).
// CHECK-LABEL: func.func @unit_dims
// CHECK: tensor.expand_shape {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [unsharded, unsharded, y]>]}
// CHECK: tensor.collapse_shape {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [unsharded, y]>]}
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @unit_dims(%a: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>}) -> tensor<8x16xf32> {
  %e = tensor.expand_shape %a [[0], [1, 2]] output_shape [8, 1, 16] : tensor<8x16xf32> into tensor<8x1x16xf32>
  %c = tensor.collapse_shape %e [[0], [1, 2]] : tensor<8x1x16xf32> into tensor<8x16xf32>
  return %c : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @concat
// CHECK: tensor.concat {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [unsharded, x]>]}
dtensor.mesh @m <[x = 2], cpu>
func.func @concat(%a: tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, x]>},
                  %b: tensor<2x8xf32>) -> tensor<6x8xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<4x8xf32>, tensor<2x8xf32>) -> tensor<6x8xf32>
  return %c : tensor<6x8xf32>
}

// -----

// Backward through concat: the sharded concatenated dimension does not
// reach the operands.
// CHECK-LABEL: func.func @concat_backward
// CHECK-SAME: %arg0: tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>}
dtensor.mesh @m <[x = 2], cpu>
func.func @concat_backward(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>)
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) {
  %c = tensor.concat dim(0) %a, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  return %c : tensor<8x8xf32>
}

// -----

// CHECK-LABEL: func.func @slices
// CHECK: tensor.extract_slice {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [unsharded, y]>]}
// CHECK: tensor.pad
// CHECK: } {dtensor.layouts = [#dtensor.layout<@m, [unsharded, y]>]} : tensor<4x8xf32> to tensor<8x8xf32>
// CHECK: tensor.insert_slice {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [unsharded, y]>]}
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @slices(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>}) -> tensor<8x8xf32> {
  %s = tensor.extract_slice %a[2, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %s low[1, 0] high[3, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<4x8xf32> to tensor<8x8xf32>
  %i = tensor.insert_slice %s into %p[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x8xf32>
  return %i : tensor<8x8xf32>
}
