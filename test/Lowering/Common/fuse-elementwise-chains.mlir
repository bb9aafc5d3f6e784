// RUN: dtc-opt %s --dtc-fuse-elementwise-chains | FileCheck %s
// An elementwise producer read by several generics is fused into each of
// them and disappears; one with another user stays, and so does one that
// computes an expensive math function (cheaper to write once and read
// twice than to compute twice).

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

// A layer norm's centered values: read by the variance and by the
// normalization, recomputed in each.
// CHECK-LABEL: func.func @centered
// CHECK-NOT: linalg.generic {{.*}}["parallel", "parallel"]} ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4xf32>) outs(%{{.*}} : tensor<4x8xf32>)
// CHECK: linalg.generic {{.*}}["parallel", "reduction"]
// CHECK: arith.subf
// CHECK: linalg.generic {{.*}}["parallel", "parallel"]
// CHECK: arith.subf
// CHECK-NOT: arith.subf
// CHECK: return
func.func @centered(%x: tensor<4x8xf32>, %mean: tensor<4xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %t0 = tensor.empty() : tensor<4x8xf32>
  %c = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mean : tensor<4x8xf32>, tensor<4xf32>) outs(%t0 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    linalg.yield %d : f32
  } -> tensor<4x8xf32>
  %r0 = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%r0 : tensor<4xf32>) -> tensor<4xf32>
  %var = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%c : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %sq = arith.mulf %in, %in : f32
    %a = arith.addf %acc, %sq : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %t1 = tensor.empty() : tensor<4x8xf32>
  %out = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %var : tensor<4x8xf32>, tensor<4xf32>) outs(%t1 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %v: f32, %o: f32):
    %r = math.rsqrt %v : f32
    %q = arith.mulf %in, %r : f32
    linalg.yield %q : f32
  } -> tensor<4x8xf32>
  return %out : tensor<4x8xf32>
}

// The exponentials of a softmax, read by the row sum and by the division:
// computed once, read by both.
// CHECK-LABEL: func.func @softmax_tail
// CHECK: %[[E:.*]] = linalg.generic
// CHECK: math.exp
// CHECK: linalg.generic {{.*}} ins(%[[E]]
// CHECK: linalg.generic {{.*}} ins(%[[E]]
// CHECK-NOT: math.exp
// CHECK: return
func.func @softmax_tail(%x: tensor<4x8xf32>, %max: tensor<4xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %t0 = tensor.empty() : tensor<4x8xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<4x8xf32>, tensor<4xf32>) outs(%t0 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    %y = math.exp %d : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %r0 = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%r0 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %acc, %in : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %t1 = tensor.empty() : tensor<4x8xf32>
  %out = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e, %sum : tensor<4x8xf32>, tensor<4xf32>) outs(%t1 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %q = arith.divf %in, %s : f32
    linalg.yield %q : f32
  } -> tensor<4x8xf32>
  return %out : tensor<4x8xf32>
}

// Also returned: the producer stays, and its users read it.
// CHECK-LABEL: func.func @also_returned
// CHECK: %[[E:.*]] = linalg.generic
// CHECK: math.exp
// CHECK: linalg.generic {{.*}} ins(%[[E]]
// CHECK-NOT: math.exp
// CHECK: return %[[E]]
func.func @also_returned(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %t0 = tensor.empty() : tensor<4x8xf32>
  %e = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%t0 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = math.exp %in : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %t1 = tensor.empty() : tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e : tensor<4x8xf32>) outs(%t1 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %in : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  return %e, %sq : tensor<4x8xf32>, tensor<4x8xf32>
}


// A producer read by an elementwise op and by a product stays: it is not
// fused into the product (which stays a plain multiply-add), so not into
// the other user either.
#pid = affine_map<(i, j) -> (i, j)>
#pa = affine_map<(i, j, k) -> (i, k)>
#pb = affine_map<(i, j, k) -> (k, j)>
#pc = affine_map<(i, j, k) -> (i, j)>
// CHECK-LABEL: func.func @read_by_a_product
// CHECK:      %[[S:.*]] = linalg.generic
// CHECK-SAME:   ins(%arg0 : tensor<8x16xf32>)
// CHECK:      linalg.generic
// CHECK-SAME:   ins(%[[S]], %arg1 : tensor<8x16xf32>, tensor<16x4xf32>)
// CHECK:      linalg.generic
// CHECK-SAME:   ins(%[[S]] : tensor<8x16xf32>)
func.func @read_by_a_product(%x: tensor<8x16xf32>, %w: tensor<16x4xf32>, %acc: tensor<8x4xf32>)
    -> (tensor<8x4xf32>, tensor<8x16xf32>) {
  %e = tensor.empty() : tensor<8x16xf32>
  %sq = linalg.generic {indexing_maps = [#pid, #pid, #pid], iterator_types = ["parallel", "parallel"]}
      ins(%x, %x : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %m = arith.mulf %in, %in2 : f32
    linalg.yield %m : f32
  } -> tensor<8x16xf32>
  %p = linalg.generic {indexing_maps = [#pa, #pb, #pc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%sq, %w : tensor<8x16xf32>, tensor<16x4xf32>) outs(%acc : tensor<8x4xf32>) {
  ^bb0(%l: f32, %r: f32, %o: f32):
    %m = arith.mulf %l, %r : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %n = linalg.generic {indexing_maps = [#pid, #pid], iterator_types = ["parallel", "parallel"]}
      ins(%sq : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = arith.negf %in : f32
    linalg.yield %y : f32
  } -> tensor<8x16xf32>
  return %p, %n : tensor<8x4xf32>, tensor<8x16xf32>
}
