// RUN: dtc-opt %s -split-input-file -dtc-fuse-elementwise-ops | FileCheck %s

// An elementwise producer is fused into an elementwise consumer and into a
// row reduction, as upstream's pass does, but not into a product: the
// product stays a plain multiply-add generic (a BLAS call later), and the
// scaling is computed once, not once per column of %w.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
// CHECK-LABEL: func.func @product
// CHECK:      %[[S:.*]] = linalg.generic
// CHECK-SAME:   ins(%arg0, %arg1 : tensor<8x16xf32>, tensor<8x16xf32>)
// CHECK:        arith.mulf
// CHECK:      linalg.generic
// CHECK-SAME:   iterator_types = ["parallel", "parallel", "reduction"]
// CHECK-SAME:   ins(%[[S]], %arg2 : tensor<8x16xf32>, tensor<16x4xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %[[ACC:.*]]: f32):
// CHECK-NEXT:   %[[M:.*]] = arith.mulf %[[X]], %[[Y]]
// CHECK-NEXT:   %[[R:.*]] = arith.addf %[[ACC]], %[[M]]
// CHECK-NEXT:   linalg.yield %[[R]]
func.func @product(%x: tensor<8x16xf32>, %s: tensor<8x16xf32>, %w: tensor<16x4xf32>,
                   %acc: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%in: f32, %f: f32, %out: f32):
    %m = arith.mulf %in, %f : f32
    linalg.yield %m : f32
  } -> tensor<8x16xf32>
  %p = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%scaled, %w : tensor<8x16xf32>, tensor<16x4xf32>) outs(%acc : tensor<8x4xf32>) {
  ^bb0(%l: f32, %r: f32, %o: f32):
    %m = arith.mulf %l, %r : f32
    %s2 = arith.addf %o, %m : f32
    linalg.yield %s2 : f32
  } -> tensor<8x4xf32>
  return %p : tensor<8x4xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
// CHECK-LABEL: func.func @reduction
// CHECK:      linalg.generic
// CHECK-SAME:   iterator_types = ["parallel", "reduction"]
// CHECK-SAME:   ins(%arg0 : tensor<8x16xf32>)
// CHECK:        math.exp
// CHECK:        arith.addf
// CHECK-NOT:  linalg.generic
func.func @reduction(%x: tensor<8x16xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %ex = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = math.exp %in : f32
    linalg.yield %y : f32
  } -> tensor<8x16xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<8x16xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %sum : tensor<8xf32>
}
