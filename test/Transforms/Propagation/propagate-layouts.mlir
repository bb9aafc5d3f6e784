// Layout propagation: elementwise flow, conflicts, defaults, relayouts,
// constants, and the cases that must stop with an error.
// RUN: dtc-opt %s -split-input-file -verify-diagnostics -dtensor-propagate-layouts | FileCheck %s

// Elementwise: a layout flows forward to the result and backward to the
// other operand.
// CHECK-LABEL: func.func @elementwise
// CHECK-SAME: %arg0: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}
// CHECK-SAME: %arg1: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}
// CHECK-SAME: -> (tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>})
// CHECK: arith.addf {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [x, unsharded]>]}
// CHECK: math.exp {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [x, unsharded]>]}
dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @elementwise(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                       %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = arith.addf %a, %b : tensor<8x4xf32>
  %1 = math.exp %0 : tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}

// -----

// Conflict between propagated candidates: undoing the 4-way y sharding
// costs more bytes than undoing the 2-way x sharding, so y wins.
// Explicit layouts are never changed.
// CHECK-LABEL: func.func @conflict
// CHECK-SAME: {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}
// CHECK-SAME: {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>}
// CHECK: arith.addf {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [y, unsharded]>]}
dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @conflict(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                    %b: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>}) -> tensor<8x4xf32> {
  %a1 = arith.negf %a : tensor<8x4xf32>
  %b1 = arith.negf %b : tensor<8x4xf32>
  %c = arith.addf %a1, %b1 : tensor<8x4xf32>
  return %c : tensor<8x4xf32>
}

// -----

// An op without a rule (a rank-reducing slice that keeps one of its unit
// dimensions, which one being ambiguous): replicated, with a warning naming
// it.
// CHECK-LABEL: func.func @unknown
// CHECK: tensor.extract_slice {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [unsharded, unsharded]>]}
dtensor.mesh @m <[x = 2], cpu>
func.func @unknown(%a: tensor<8x4x1xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded, unsharded]>}) -> tensor<4x1xf32> {
  // expected-warning@+1 {{no sharding rule for 'tensor.extract_slice'; it reads its tensor operands whole and its tensor results are replicated}}
  %c = tensor.extract_slice %a[0, 0, 0] [1, 4, 1] [1, 1, 1] : tensor<8x4x1xf32> to tensor<4x1xf32>
  return %c : tensor<4x1xf32>
}

// -----

// A rank-reducing slice (x[:, 2]): the kept dimensions share their source
// dimensions' factors.
// CHECK-LABEL: func.func @reducing_slice
// CHECK: tensor.extract_slice {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [x]>]}
dtensor.mesh @m <[x = 2], cpu>
func.func @reducing_slice(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) -> tensor<8xf32> {
  %c = tensor.extract_slice %a[0, 2] [8, 1] [1, 1] : tensor<8x4xf32> to tensor<8xf32>
  return %c : tensor<8xf32>
}

// -----

// A default mesh: with no layout anywhere, every value is replicated on it.
// CHECK-LABEL: func.func @default_mesh
// CHECK-SAME: {dtensor.layout = #dtensor.layout<@m, [unsharded]>}
// CHECK: arith.addf {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [unsharded]>]}
module attributes {dtensor.default_mesh = @m} {
  dtensor.mesh @m <[x = 2], cpu>
  func.func @default_mesh(%a: tensor<8xf32>) -> tensor<8xf32> {
    %0 = arith.addf %a, %a : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}

// -----

// Without any mesh a function is left alone (it runs on one device).
// CHECK-LABEL: func.func @no_mesh
// CHECK-NOT: dtensor.layout
func.func @no_mesh(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = arith.addf %a, %a : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// A relayout target with `match` keeps the input's entries; check_layout
// passes when propagation agrees.
// CHECK-LABEL: func.func @relayout_match
// CHECK: dtensor.relayout {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [x, y]>]}
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @relayout_match(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) -> tensor<8x4xf32> {
  %r = dtensor.relayout %a : tensor<8x4xf32> to #dtensor.layout<@m, [match, y]>
  dtensor.check_layout %r : tensor<8x4xf32> is #dtensor.layout<@m, [x, y]>
  return %r : tensor<8x4xf32>
}

// -----

dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @check_fails(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) -> tensor<8x4xf32> {
  %0 = arith.negf %a : tensor<8x4xf32>
  // expected-error@+1 {{check_layout failed: expected #dtensor.layout<@m, [y, unsharded]>, propagation gave #dtensor.layout<@m, [x, unsharded]>}}
  dtensor.check_layout %0 : tensor<8x4xf32> is #dtensor.layout<@m, [y, unsharded]>
  return %0 : tensor<8x4xf32>
}

// -----

// Constants are replicated; their users still shard.
// CHECK-LABEL: func.func @constants
// CHECK: arith.constant {dtensor.layouts = [#dtensor.layout<@m, [unsharded, unsharded]>]}
// CHECK: arith.addf {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [x, unsharded]>]}
dtensor.mesh @m <[x = 2], cpu>
func.func @constants(%a: tensor<2x2xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) -> tensor<2x2xf32> {
  %c = arith.constant dense<1.0> : tensor<2x2xf32>
  %0 = arith.addf %a, %c : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @contradiction(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) -> tensor<8x4xf32> {
  // expected-error@+1 {{contradicting layouts: the value is #dtensor.layout<@m, [x, unsharded]> explicitly but the constraint says #dtensor.layout<@m, [y, unsharded]>; use dtensor.relayout to change a layout}}
  %0 = dtensor.constraint %a : tensor<8x4xf32> to #dtensor.layout<@m, [y, unsharded]>
  return %0 : tensor<8x4xf32>
}

// -----

// expected-error@+1 {{argument #0 has a TF layout string; run dtensor-import-tf-layouts first}}
func.func @tf_string(%a: tensor<8xf32> {dtensor.layout = "sharding_specs:x, mesh:|x=2|*CPU"}) -> tensor<8xf32> {
  return %a : tensor<8xf32>
}

// -----

// Explicit signature layouts stay when the values returned (or an argument
// returned as is) have other layouts: partitioning relays them out.
// CHECK-LABEL: func.func @explicit_result
// CHECK-SAME: %arg0: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}
// CHECK-SAME: -> (tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>},
// CHECK-SAME: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, x]>})
// CHECK: dtensor.constraint {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [x, unsharded]>]}
dtensor.mesh @m <[x = 2], cpu>
func.func @explicit_result(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>})
    -> (tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>},
        tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, x]>}) {
  %e = tensor.empty() : tensor<8x4xf32>
  %c = dtensor.constraint %e : tensor<8x4xf32> to #dtensor.layout<@m, [x, unsharded]>
  return %c, %a : tensor<8x4xf32>, tensor<8x4xf32>
}

// -----

// A constant is replicated but has no say: `one - h*h` is visited before
// any layout reaches h (it comes back from the result), and still follows
// the result's rows; the constant stays replicated (each device slices it).
// CHECK-LABEL: func.func @constant_has_no_say
// CHECK-SAME: %arg0: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}
// CHECK: arith.constant {{.*}}dtensor.layouts = [#dtensor.layout<@m, [unsharded, unsharded]>]
// CHECK: arith.mulf {{.*}}dtensor.layouts = [#dtensor.layout<@m, [x, unsharded]>]
// CHECK: arith.subf {{.*}}dtensor.layouts = [#dtensor.layout<@m, [x, unsharded]>]
dtensor.mesh @m <[x = 4], cpu>
func.func @constant_has_no_say(%h: tensor<8x4xf32>, %d: tensor<8x4xf32>)
    -> (tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) {
  %one = arith.constant dense<1.0> : tensor<8x4xf32>
  %hh = arith.mulf %h, %h : tensor<8x4xf32>
  %g = arith.subf %one, %hh : tensor<8x4xf32>
  %r = arith.mulf %d, %g : tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
