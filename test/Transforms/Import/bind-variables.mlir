// An assigned result takes its variable's layout, and partitioning
// relayouts the value there.
// RUN: dtc-opt %s --dtensor-bind-variables | FileCheck %s
// RUN: dtc-opt %s --dtensor-bind-variables --dtensor-propagate-layouts --dtensor-partition | FileCheck %s --check-prefix=PART

dtensor.mesh @m <[x = 2, y = 2], cpu>

// CHECK-LABEL: func.func @sharded_variable
// CHECK-SAME: dtensor.variable = "w"
// CHECK-SAME: -> (tensor<8x4xf32> {dtensor.assign = "w", dtensor.layout = #dtensor.layout<@m, [y, unsharded]>})
// PART-LABEL: func.func @sharded_variable
// PART: dtensor.all_slice
// PART: return {{.*}} : tensor<4x4xf32>
func.func @sharded_variable(
    %w: tensor<8x4xf32> {dtensor.variable = "w", dtensor.layout = #dtensor.layout<@m, [y, unsharded]>},
    %g: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>})
    -> (tensor<8x4xf32> {dtensor.assign = "w"}) {
  %c = dtensor.constraint %g : tensor<8x4xf32> to #dtensor.layout<@m, [unsharded, unsharded]>
  return %c : tensor<8x4xf32>
}

// The value assigned keeps the layout its producers give it, as TF DTensor
// computes it (a check_layout copied from TF code holds), and the
// assignment relayouts it to the variable's.
// CHECK-LABEL: func.func @assign_relayouts
// CHECK: %[[S:.*]] = arith.addf %arg0, %arg0
// CHECK: dtensor.check_layout %[[S]]
// CHECK: %[[R:.*]] = dtensor.relayout %[[S]] : tensor<8x8xf32> to #dtensor.layout<@m, [unsharded, y]>
// CHECK: return %[[R]]
// PART-LABEL: func.func @assign_relayouts
// PART: arith.addf {{.*}} : tensor<4x8xf32>
// PART: return {{.*}} : tensor<8x4xf32>
func.func @assign_relayouts(
    %d: tensor<8x8xf32> {dtensor.variable = "d", dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
    %v: tensor<8x8xf32> {dtensor.variable = "v", dtensor.layout = #dtensor.layout<@m, [unsharded, y]>})
    -> (tensor<8x8xf32> {dtensor.assign = "v"}) {
  %s = arith.addf %d, %d : tensor<8x8xf32>
  dtensor.check_layout %s : tensor<8x8xf32> is #dtensor.layout<@m, [x, unsharded]>
  return %s : tensor<8x8xf32>
}

// A variable without a declared layout is replicated on the default mesh.
// CHECK-LABEL: func.func @default_mesh
// CHECK-SAME: %arg0: tensor<4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded]>, dtensor.variable = "v"}
// CHECK-SAME: -> (tensor<4xf32> {dtensor.assign = "v", dtensor.layout = #dtensor.layout<@m, [unsharded]>})
func.func @default_mesh(%v: tensor<4xf32> {dtensor.variable = "v"},
                        %d: tensor<4xf32> {dtensor.layout = #dtensor.layout<@m, [x]>})
    -> (tensor<4xf32> {dtensor.assign = "v"}) attributes {dtensor.default_mesh = @m} {
  %s = arith.addf %v, %d : tensor<4xf32>
  return %s : tensor<4xf32>
}

// Without a mesh, nothing to bind.
// RUN: dtc-opt %S/Inputs/no-mesh-variable.mlir --dtensor-bind-variables | FileCheck %s --check-prefix=NOMESH
// NOMESH: func.func @f(%arg0: tensor<4xf32> {dtensor.variable = "v"}) -> (tensor<4xf32> {dtensor.assign = "v"})
