// Sharding rules of linalg ops, derived from indexing maps and iterator
// types: parallel loops carry shardings, sharded reductions make partial
// values.
// RUN: dtc-opt %s -split-input-file -verify-diagnostics -dtensor-propagate-layouts | FileCheck %s

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

// A window's image votes through its rows' sharding, through a pad to the
// pad's source, for the window's parallel loop: x's rows sharded over x
// make the convolution's output rows sharded alike (partitioning then
// fetches halos), and the pad, whose padded rows cannot be split evenly,
// gives its source no layout of its own (x's stays).
// CHECK-LABEL: func.func @window_votes
// CHECK: tensor.pad %arg0
// CHECK: } {dtensor.layouts = [#dtensor.layout<@m, [unsharded, unsharded]>]} : tensor<16x4xf32> to tensor<18x4xf32>
// CHECK: linalg.generic {{.*}}dtensor.layouts = [#dtensor.layout<@m, [x, unsharded]>]
// CHECK: math.exp %{{.*}} {dtensor.layouts = [#dtensor.layout<@m, [x, unsharded]>]}
#win = affine_map<(o, c, w) -> (o + w, c)>
#tap = affine_map<(o, c, w) -> (w)>
#out = affine_map<(o, c, w) -> (o, c)>
dtensor.mesh @m <[x = 2], cpu>
func.func @window_votes(%a: tensor<16x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                        %k: tensor<3xf32>) -> tensor<16x4xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %a low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<16x4xf32> to tensor<18x4xf32>
  %e = tensor.empty() : tensor<16x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x4xf32>) -> tensor<16x4xf32>
  %y = linalg.generic {indexing_maps = [#win, #tap, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%p, %k : tensor<18x4xf32>, tensor<3xf32>) outs(%z : tensor<16x4xf32>) {
  ^bb0(%u: f32, %v: f32, %acc: f32):
    %m = arith.mulf %u, %v : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<16x4xf32>
  %r = math.exp %y : tensor<16x4xf32>
  return %r : tensor<16x4xf32>
}

// -----

// A gather at the op's own positions (x[:, ::-1], as JAX's lax.rev and a
// descending argsort write it): the table's rows are read at the op's row
// loop, so the table's row sharding votes for that loop, and the result is
// sharded like the table (partitioning then reads each device's rows in
// place). Its columns are read at a computed index: they have no say.
// CHECK-LABEL: func.func @positional_read
// CHECK: linalg.generic {{.*}}dtensor.layouts = [#dtensor.layout<@m, [x, unsharded]>]
// CHECK: math.exp %{{.*}} {dtensor.layouts = [#dtensor.layout<@m, [x, unsharded]>]}
dtensor.mesh @m <[x = 2], cpu>
func.func @positional_read(%a: tensor<8x6xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) -> tensor<8x6xf32> {
  %c5 = arith.constant 5 : index
  %e = tensor.empty() : tensor<8x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<8x6xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.subi %c5, %j : index
    %v = tensor.extract %a[%i, %k] : tensor<8x6xf32>
    linalg.yield %v : f32
  } -> tensor<8x6xf32>
  %x = math.exp %r : tensor<8x6xf32>
  return %x : tensor<8x6xf32>
}

// -----

// The same reversal of a table sharded along the reversed columns: read at
// a computed index, a sharded dimension makes the table gathered whatever
// the op's plan, and it votes for nothing (the result stays replicated).
// CHECK-LABEL: func.func @computed_read
// CHECK: linalg.generic {{.*}}dtensor.layouts = [#dtensor.layout<@m, [unsharded, unsharded]>]
dtensor.mesh @m <[x = 2], cpu>
func.func @computed_read(%a: tensor<8x6xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, x]>}) -> tensor<8x6xf32> {
  %c5 = arith.constant 5 : index
  %e = tensor.empty() : tensor<8x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<8x6xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.subi %c5, %j : index
    %v = tensor.extract %a[%i, %k] : tensor<8x6xf32>
    linalg.yield %v : f32
  } -> tensor<8x6xf32>
  return %r : tensor<8x6xf32>
}
