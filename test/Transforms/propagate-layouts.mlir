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

// Matmul: parallel loops carry shardings; a sharded contraction makes the
// result partial (sum, from the body).
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: -> (tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded], partial = sum[y]>})
// CHECK: linalg.fill {dtensor.layouts = [#dtensor.layout<@m, [x, unsharded]>]}
// CHECK: linalg.matmul {dtensor.layouts = [#dtensor.layout<@m, [x, unsharded], partial = sum[y]>]}
dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @matmul(%a: tensor<8x32xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>},
                  %b: tensor<32x16xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>}) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %p = linalg.matmul ins(%a, %b : tensor<8x32xf32>, tensor<32x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %p : tensor<8x16xf32>
}

// -----

// linalg.reduce over a sharded dimension: partial with the body's combiner.
// CHECK-LABEL: func.func @reduce_max
// CHECK: linalg.reduce {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [x], partial = max[y]>]}
dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @reduce_max(%a: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>}, %init: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.reduce ins(%a : tensor<8x16xf32>) outs(%init : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %m = arith.maximumf %in, %acc : f32
      linalg.yield %m : f32
    }
  return %r : tensor<8xf32>
}

// -----

// Transpose permutes the sharding; broadcast shards the kept dimension.
// CHECK-LABEL: func.func @transpose_broadcast
// CHECK: linalg.transpose {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [unsharded, x]>]}
// CHECK: linalg.broadcast {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [unsharded, unsharded, x]>]}
dtensor.mesh @m <[x = 2], cpu>
func.func @transpose_broadcast(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>})
    -> (tensor<4x8xf32>, tensor<2x4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %t = linalg.transpose ins(%a : tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) permutation = [1, 0]
  %e3 = tensor.empty() : tensor<2x4x8xf32>
  %b = linalg.broadcast ins(%t : tensor<4x8xf32>) outs(%e3 : tensor<2x4x8xf32>) dimensions = [0]
  return %t, %b : tensor<4x8xf32>, tensor<2x4x8xf32>
}

// -----

// Softmax keeps its normalized dimension whole.
// CHECK-LABEL: func.func @softmax
// CHECK: linalg.softmax {dtensor.layouts = [#dtensor.layout<@m, [x, unsharded]>]}
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @softmax(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>}) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %s = linalg.softmax dimension(1) ins(%a : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %s : tensor<8x4xf32>
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

// An op without a rule (a rank-reducing slice): replicated, with a warning
// naming it.
// CHECK-LABEL: func.func @unknown
// CHECK: tensor.extract_slice {{.*}} {dtensor.layouts = [#dtensor.layout<@m, [unsharded]>]}
dtensor.mesh @m <[x = 2], cpu>
func.func @unknown(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) -> tensor<4xf32> {
  // expected-warning@+1 {{no sharding rule for 'tensor.extract_slice'; its tensor results are replicated}}
  %c = tensor.extract_slice %a[0, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<4xf32>
  return %c : tensor<4xf32>
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

dtensor.mesh @m <[x = 2], cpu>
dtensor.mesh @n <[y = 2], cpu>
func.func @one(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@m, [x]>}) -> tensor<8xf32> {
  return %a : tensor<8xf32>
}
// expected-error@+1 {{uses mesh @n but other functions use @m; propagation takes one mesh per module}}
func.func @two(%a: tensor<8xf32> {dtensor.layout = #dtensor.layout<@n, [y]>}) -> tensor<8xf32> {
  return %a : tensor<8xf32>
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
