// RUN: dtc-opt %s --dtc-uncollapse-batch-products --split-input-file | FileCheck %s
// Batch products over merged dimensions (IREE's form of dots with several
// batch or free dimensions) become contractions over the dimensions
// themselves; products with nothing merged, or whose groups do not line up,
// stay as they are.

// Attention's scores: batch and heads merged in both operands, the
// result expanded back.
// CHECK: #[[A:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
// CHECK: #[[B:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
// CHECK: #[[C:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @scores
// CHECK-NOT: batch_matmul
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x6x32x32xf32>
// CHECK: %[[Z:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<4x6x32x32xf32>)
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[C]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x6x32x16xf32>, tensor<4x6x16x32xf32>) outs(%[[Z]] : tensor<4x6x32x32xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: return %[[R]]
func.func @scores(%q: tensor<4x6x32x16xf32>, %k: tensor<4x6x16x32xf32>) -> tensor<4x6x32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %a = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<4x6x32x16xf32> into tensor<24x32x16xf32>
  %b = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<4x6x16x32xf32> into tensor<24x16x32xf32>
  %e = tensor.empty() : tensor<24x32x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<24x32x32xf32>) -> tensor<24x32x32xf32>
  %p = linalg.batch_matmul ins(%a, %b : tensor<24x32x16xf32>, tensor<24x16x32xf32>) outs(%z : tensor<24x32x32xf32>) -> tensor<24x32x32xf32>
  %s = tensor.expand_shape %p [[0, 1], [2], [3]] output_shape [4, 6, 32, 32] : tensor<24x32x32xf32> into tensor<4x6x32x32xf32>
  return %s : tensor<4x6x32x32xf32>
}

// -----

// Grouped-query attention: B's free dimension merges (t, g); one batch
// dimension; the init is an argument (expanded).
// CHECK-LABEL: func.func @grouped
// CHECK: %[[I:.*]] = tensor.expand_shape %arg2 {{\[}}[0], [1], [2, 3]]
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<8x64x16xf32>, tensor<8x16x32x4xf32>) outs(%[[I]] : tensor<8x64x32x4xf32>)
func.func @grouped(%q: tensor<8x64x16xf32>, %k: tensor<8x16x32x4xf32>, %init: tensor<8x64x128xf32>) -> tensor<8x64x32x4xf32> {
  %b = tensor.collapse_shape %k [[0], [1], [2, 3]] : tensor<8x16x32x4xf32> into tensor<8x16x128xf32>
  %p = linalg.batch_matmul ins(%q, %b : tensor<8x64x16xf32>, tensor<8x16x128xf32>) outs(%init : tensor<8x64x128xf32>) -> tensor<8x64x128xf32>
  %s = tensor.expand_shape %p [[0], [1], [2, 3]] output_shape [8, 64, 32, 4] : tensor<8x64x128xf32> into tensor<8x64x32x4xf32>
  return %s : tensor<8x64x32x4xf32>
}

// -----

// Left alone: nothing merged; a result expanded otherwise than the
// operands were collapsed.
// CHECK-LABEL: func.func @left_alone
// CHECK: linalg.batch_matmul
// CHECK: linalg.batch_matmul
// CHECK-NOT: linalg.generic
func.func @left_alone(%x: tensor<8x4x4xf32>, %y: tensor<8x4x4xf32>, %q: tensor<4x6x32x16xf32>, %k: tensor<24x16x32xf32>)
    -> (tensor<8x4x4xf32>, tensor<6x4x32x32xf32>) {
  %e = tensor.empty() : tensor<8x4x4xf32>
  %p = linalg.batch_matmul ins(%x, %y : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%e : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
  %a = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<4x6x32x16xf32> into tensor<24x32x16xf32>
  %e2 = tensor.empty() : tensor<24x32x32xf32>
  %r = linalg.batch_matmul ins(%a, %k : tensor<24x32x16xf32>, tensor<24x16x32xf32>) outs(%e2 : tensor<24x32x32xf32>) -> tensor<24x32x32xf32>
  %s = tensor.expand_shape %r [[0, 1], [2], [3]] output_shape [6, 4, 32, 32] : tensor<24x32x32xf32> into tensor<6x4x32x32xf32>
  return %p, %s : tensor<8x4x4xf32>, tensor<6x4x32x32xf32>
}
