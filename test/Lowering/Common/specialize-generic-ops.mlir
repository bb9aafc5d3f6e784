// RUN: dtc-opt %s --split-input-file --dtc-specialize-generic-ops | FileCheck %s

// A generic that is exactly a matmul becomes one.
// CHECK-LABEL: func.func @matmul
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8x16xf32>)
// CHECK-NOT: linalg.generic
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// -----

// q.k^T with a batch dimension: upstream would make a batch_matmul reading
// %k untransposed; the generic stays.
// CHECK-LABEL: func.func @batch_transposed
// CHECK: linalg.generic
// CHECK-NOT: linalg.batch_matmul
func.func @batch_transposed(%q: tensor<4x8x16xf32>, %k: tensor<4x8x16xf32>, %c: tensor<4x8x8xf32>) -> tensor<4x8x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(b, i, j, d) -> (b, i, d)>, affine_map<(b, i, j, d) -> (b, j, d)>, affine_map<(b, i, j, d) -> (b, i, j)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%c : tensor<4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x8x8xf32>
  return %r : tensor<4x8x8xf32>
}

// -----

// Two batch dimensions: no named op has them; the generic stays.
// CHECK-LABEL: func.func @two_batch
// CHECK: linalg.generic
// CHECK-NOT: linalg.batch_matmul
func.func @two_batch(%a: tensor<2x4x8x16xf32>, %b: tensor<2x4x16x8xf32>, %c: tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(b, h, m, n, k) -> (b, h, m, k)>, affine_map<(b, h, m, n, k) -> (b, h, k, n)>, affine_map<(b, h, m, n, k) -> (b, h, m, n)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x4x8x16xf32>, tensor<2x4x16x8xf32>) outs(%c : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

// Elementwise and batch_matmul in its own layout specialize as upstream does.
// CHECK-LABEL: func.func @plain
// CHECK: linalg.batch_matmul
// CHECK: linalg.add
func.func @plain(%a: tensor<2x4x8xf32>, %b: tensor<2x8x4xf32>, %c: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x4xf32>) outs(%c : tensor<2x4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x4x4xf32>
  %e = tensor.empty() : tensor<2x4x4xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r, %c : tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs(%e : tensor<2x4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<2x4x4xf32>
  return %d : tensor<2x4x4xf32>
}
