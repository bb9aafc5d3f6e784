// RUN: dtc-opt %s --dtc-fold-transposes-into-products | FileCheck %s
// 2-D transposes feeding a matmul become swapped indexing maps of the
// product's operand; transposes with other users stay for them.

// CHECK-DAG: #[[KM:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #[[KN:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #[[NK:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[MN:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>

// CHECK-LABEL: func.func @lhs
// CHECK-NOT: linalg.transpose
// CHECK: linalg.matmul indexing_maps = [#[[KM]], #[[KN]], #[[MN]]] ins(%arg0, %arg1 : tensor<32x16xf32>, tensor<32x8xf32>)
func.func @lhs(%x: tensor<32x16xf32>, %w: tensor<32x8xf32>, %z: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %e = tensor.empty() : tensor<16x32xf32>
  %t = linalg.transpose ins(%x : tensor<32x16xf32>) outs(%e : tensor<16x32xf32>) permutation = [1, 0]
  %p = linalg.matmul ins(%t, %w : tensor<16x32xf32>, tensor<32x8xf32>) outs(%z : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %p : tensor<16x8xf32>
}

// Both operands; the left transpose is returned too, so it stays.
// CHECK-LABEL: func.func @both
// CHECK: %[[T:.*]] = linalg.transpose ins(%arg0
// CHECK-NOT: linalg.transpose
// CHECK: %[[P:.*]] = linalg.matmul indexing_maps = [#[[KM]], #[[NK]], #[[MN]]] ins(%arg0, %arg1 : tensor<32x16xf32>, tensor<8x32xf32>)
// CHECK: return %[[P]], %[[T]]
func.func @both(%x: tensor<32x16xf32>, %w: tensor<8x32xf32>, %z: tensor<16x8xf32>) -> (tensor<16x8xf32>, tensor<16x32xf32>) {
  %e = tensor.empty() : tensor<16x32xf32>
  %t = linalg.transpose ins(%x : tensor<32x16xf32>) outs(%e : tensor<16x32xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<32x8xf32>
  %u = linalg.transpose ins(%w : tensor<8x32xf32>) outs(%e2 : tensor<32x8xf32>) permutation = [1, 0]
  %p = linalg.matmul ins(%t, %u : tensor<16x32xf32>, tensor<32x8xf32>) outs(%z : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %p, %t : tensor<16x8xf32>, tensor<16x32xf32>
}

// An operand already read transposed, transposed again: read as stored
// (the default maps again, which print as none).
// CHECK-LABEL: func.func @twice
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : tensor<16x32xf32>, tensor<32x8xf32>)
func.func @twice(%x: tensor<16x32xf32>, %w: tensor<32x8xf32>, %z: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %e = tensor.empty() : tensor<32x16xf32>
  %t = linalg.transpose ins(%x : tensor<16x32xf32>) outs(%e : tensor<32x16xf32>) permutation = [1, 0]
  %p = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%t, %w : tensor<32x16xf32>, tensor<32x8xf32>) outs(%z : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %p : tensor<16x8xf32>
}
