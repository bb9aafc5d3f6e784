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
