// Several meshes in one module: values connected through ops share a mesh,
// copy_to_mesh moves a value to another one, and layouts on two meshes for
// connected values are an error.
// RUN: dtc-opt %s -split-input-file -verify-diagnostics -dtensor-propagate-layouts | FileCheck %s

// Each side of a copy_to_mesh propagates on its own mesh; constants and
// values no layout reaches take the mesh of the values they meet.
// CHECK-LABEL: func.func @two_meshes
// CHECK-SAME: -> (tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@b, [unsharded, y]>})
// CHECK: arith.constant {{.*}}dtensor.layouts = [#dtensor.layout<@a, [unsharded, unsharded]>]
// CHECK: arith.mulf {{.*}}dtensor.layouts = [#dtensor.layout<@a, [x, unsharded]>]
// CHECK: dtensor.copy_to_mesh {{.*}}dtensor.layouts = [#dtensor.layout<@b, [unsharded, y]>]
// CHECK: arith.constant {{.*}}dtensor.layouts = [#dtensor.layout<@b, [unsharded, unsharded]>]
// CHECK: math.exp {{.*}}dtensor.layouts = [#dtensor.layout<@b, [unsharded, y]>]
// CHECK: arith.addf {{.*}}dtensor.layouts = [#dtensor.layout<@b, [unsharded, y]>]
dtensor.mesh @a <[x = 4], cpu>
dtensor.mesh @b <[y = 2, z = 2], cpu>
func.func @two_meshes(%v: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@a, [x, unsharded]>})
    -> tensor<8x4xf32> {
  %two = arith.constant dense<2.0> : tensor<8x4xf32>
  %d = arith.mulf %v, %two : tensor<8x4xf32>
  %c = dtensor.copy_to_mesh %d : tensor<8x4xf32> to #dtensor.layout<@b, [unsharded, y]>
  %one = arith.constant dense<1.0> : tensor<8x4xf32>
  %e = math.exp %c : tensor<8x4xf32>
  %s = arith.addf %e, %one : tensor<8x4xf32>
  return %s : tensor<8x4xf32>
}

// -----

// Functions on different meshes.
// CHECK-LABEL: func.func @on_a
// CHECK-SAME: -> (tensor<8xf32> {dtensor.layout = #dtensor.layout<@a, [x]>})
// CHECK-LABEL: func.func @on_b
// CHECK-SAME: -> (tensor<8xf32> {dtensor.layout = #dtensor.layout<@b, [y]>})
dtensor.mesh @a <[x = 2], cpu>
dtensor.mesh @b <[y = 2], cpu>
func.func @on_a(%v: tensor<8xf32> {dtensor.layout = #dtensor.layout<@a, [x]>}) -> tensor<8xf32> {
  %e = math.exp %v : tensor<8xf32>
  return %e : tensor<8xf32>
}
func.func @on_b(%v: tensor<8xf32> {dtensor.layout = #dtensor.layout<@b, [y]>}) -> tensor<8xf32> {
  %e = math.exp %v : tensor<8xf32>
  return %e : tensor<8xf32>
}

// -----

// A constant read on two meshes is one constant per reader, each on its
// reader's mesh (TF copies a constant to each mesh it is used on).
// CHECK-LABEL: func.func @shared_constant
// CHECK-DAG: %[[C:.*]] = arith.constant {{.*}}dtensor.layouts = [#dtensor.layout<@a, [unsharded]>]
// CHECK-DAG: %[[D:.*]] = arith.constant {{.*}}dtensor.layouts = [#dtensor.layout<@b, [unsharded]>]
// CHECK: arith.addf %{{.*}}, %[[C]] {{.*}}#dtensor.layout<@a, [x]>
// CHECK-NEXT: arith.mulf %{{.*}}, %[[D]] {{.*}}#dtensor.layout<@b, [y]>
dtensor.mesh @a <[x = 2], cpu, device_ids = [0, 1]>
dtensor.mesh @b <[y = 2], cpu, device_ids = [2, 3]>
func.func @shared_constant(%p: tensor<4xf32> {dtensor.layout = #dtensor.layout<@a, [x]>},
                           %q: tensor<4xf32> {dtensor.layout = #dtensor.layout<@b, [y]>})
    -> (tensor<4xf32>, tensor<4xf32>) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %r = arith.addf %p, %c : tensor<4xf32>
  %s = arith.mulf %q, %c : tensor<4xf32>
  return %r, %s : tensor<4xf32>, tensor<4xf32>
}

// -----

dtensor.mesh @a <[x = 2], cpu>
dtensor.mesh @b <[y = 2], cpu>
func.func @meet(%v: tensor<8xf32> {dtensor.layout = #dtensor.layout<@a, [x]>},
                %w: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{a layout on mesh @b for a value that ops connect to values on mesh @a; dtensor.copy_to_mesh moves a value to another mesh}}
  %c = dtensor.constraint %w : tensor<8xf32> to #dtensor.layout<@b, [y]>
  %s = arith.addf %v, %c : tensor<8xf32>
  return %s : tensor<8xf32>
}

// -----

// Through a call: the callee's argument is tied to the caller's operand.
dtensor.mesh @a <[x = 2], cpu>
dtensor.mesh @b <[y = 2], cpu>
func.func private @helper(%v: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{a layout on mesh @b for a value that ops connect to values on mesh @a}}
  %c = dtensor.constraint %v : tensor<8xf32> to #dtensor.layout<@b, [y]>
  return %c : tensor<8xf32>
}
func.func @caller(%v: tensor<8xf32> {dtensor.layout = #dtensor.layout<@a, [x]>}) -> tensor<8xf32> {
  %r = func.call @helper(%v) : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
