// Values carried through loops, branches and calls share one layout.
// RUN: dtc-opt %s -split-input-file -verify-diagnostics -dtensor-propagate-layouts | FileCheck %s

// Values carried around a loop share one layout: the body's ops pull the
// init, the iteration argument, the yielded value and the result together.
// CHECK-LABEL: func.func @loop
// CHECK-SAME: %arg0: tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, x]>}
// CHECK-SAME: -> (tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, x]>})
// CHECK: scf.for {{.*}} {
// CHECK: arith.mulf {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [unsharded, x]>]}
// CHECK: } {dtensor.layouts = [#dtensor.layout<@m, [unsharded, x]>]}
dtensor.mesh @m <[x = 2], cpu>
func.func @loop(%a: tensor<4x8xf32>, %w: tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, x]>}) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %a) -> tensor<4x8xf32> {
    %m = arith.mulf %acc, %w : tensor<4x8xf32>
    scf.yield %m : tensor<4x8xf32>
  }
  return %r : tensor<4x8xf32>
}

// -----

// Through a call: the callee's argument and result take the layouts the
// caller's values have, and flow back to the caller's other values.
// CHECK-LABEL: func.func private @callee
// CHECK-SAME: %arg0: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}
// CHECK-SAME: -> (tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>})
// CHECK-LABEL: func.func @caller
// CHECK: call @callee{{.*}} {dtensor.layouts = [#dtensor.layout<@m, [x, unsharded]>]}
// CHECK: arith.addf {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [x, unsharded]>]}
dtensor.mesh @m <[x = 2], cpu>
func.func private @callee(%a: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = math.exp %a : tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
func.func @caller(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = func.call @callee(%a) : (tensor<8x4xf32>) -> tensor<8x4xf32>
  %1 = arith.addf %0, %b : tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}

// -----

// A while loop whose carried values pull in different directions (rows over
// x for one, over y for the other): each carried value is tied to its own
// init, iteration arguments, yielded value and result, so both keep their
// layout through the loop, and the walk ends (each value is assigned once).
// CHECK-LABEL: func.func @while_loop
// CHECK: scf.while
// CHECK: } do {
// CHECK: arith.addf {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [x, unsharded]>]}
// CHECK: arith.mulf {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [y, unsharded]>]}
// CHECK: } attributes {dtensor.layouts = [#dtensor.layout<@m, [x, unsharded]>, #dtensor.layout<@m, [y, unsharded]>, unit]}
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @while_loop(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                      %b: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>}) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r:3 = scf.while (%u = %a, %v = %b, %i = %c0) : (tensor<8x4xf32>, tensor<8x4xf32>, index) -> (tensor<8x4xf32>, tensor<8x4xf32>, index) {
    %go = arith.cmpi slt, %i, %c5 : index
    scf.condition(%go) %u, %v, %i : tensor<8x4xf32>, tensor<8x4xf32>, index
  } do {
  ^bb0(%u: tensor<8x4xf32>, %v: tensor<8x4xf32>, %i: index):
    %u2 = arith.addf %u, %u : tensor<8x4xf32>
    %v2 = arith.mulf %v, %v : tensor<8x4xf32>
    %i2 = arith.addi %i, %c1 : index
    scf.yield %u2, %v2, %i2 : tensor<8x4xf32>, tensor<8x4xf32>, index
  }
  return %r#0, %r#1 : tensor<8x4xf32>, tensor<8x4xf32>
}

// -----

// Per call site: a helper called with rows over x and with rows over y gets
// one version per layout; sites with the same layouts share a version.
// CHECK-LABEL: func.func private @scale
// CHECK-SAME: {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}
// CHECK-LABEL: func.func private @scale_0
// CHECK-SAME: {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>}
// CHECK-NOT: func.func private @scale_1
// CHECK-LABEL: func.func @sites
// CHECK: call @scale(%arg0)
// CHECK: call @scale_0(%arg1)
// CHECK: call @scale(%arg2)
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func private @scale(%a: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = arith.addf %a, %a : tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
func.func @sites(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                 %b: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>},
                 %c: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>})
    -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) {
  %0 = func.call @scale(%a) : (tensor<8x4xf32>) -> tensor<8x4xf32>
  %1 = func.call @scale(%b) : (tensor<8x4xf32>) -> tensor<8x4xf32>
  %2 = func.call @scale(%c) : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %0, %1, %2 : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>
}

// -----

// Without a mesh nothing changes: the per-site copies are merged back.
// CHECK-LABEL: func.func private @same
// CHECK-NOT: func.func private @same_
// CHECK-LABEL: func.func @two_sites
// CHECK: call @same
// CHECK: call @same
func.func private @same(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
func.func @two_sites(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @same(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = func.call @same(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
