// GEMM-shaped products in several spellings all run in OpenBLAS and match
// numpy: a generic contraction, transposed operands, batch and f64.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t x=float32:3x4 y=float32:4x5 xt=float32:4x3 yt=float32:5x4 bx=float64:2x3x4 by=float64:2x4x5 --seed 9
// RUN: dtc compile %s -o %t/prog
// RUN: %t/prog --entry generic --input %t/x.npy --input %t/y.npy --output %t/g.npy
// RUN: %npy check %t 'x @ y' g
// RUN: %t/prog --entry transposed --input %t/xt.npy --input %t/yt.npy --output %t/t.npy
// RUN: %npy check %t 'xt.T @ yt.T' t
// RUN: %t/prog --entry batch --input %t/bx.npy --input %t/by.npy --output %t/b.npy
// RUN: %npy check %t 'bx @ by' b
// RUN: dtc-opt %s --dtc-cpu-lowering | FileCheck %s
// CHECK-COUNT-2: llvm.call @dtc_host_sgemm
// CHECK: llvm.call @cblas_dgemm

#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @generic(%x: tensor<3x4xf32>, %y: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x5xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<3x5xf32>) -> tensor<3x5xf32>
  %r = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %y : tensor<3x4xf32>, tensor<4x5xf32>) outs(%z : tensor<3x5xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

func.func @transposed(%xt: tensor<4x3xf32>, %yt: tensor<5x4xf32>) -> tensor<3x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x5xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<3x5xf32>) -> tensor<3x5xf32>
  %r = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%xt, %yt : tensor<4x3xf32>, tensor<5x4xf32>) outs(%z : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

func.func @batch(%x: tensor<2x3x4xf64>, %y: tensor<2x4x5xf64>) -> tensor<2x3x5xf64> {
  %zero = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<2x3x5xf64>
  %z = linalg.fill ins(%zero : f64) outs(%e : tensor<2x3x5xf64>) -> tensor<2x3x5xf64>
  %r = linalg.batch_matmul ins(%x, %y : tensor<2x3x4xf64>, tensor<2x4x5xf64>) outs(%z : tensor<2x3x5xf64>) -> tensor<2x3x5xf64>
  return %r : tensor<2x3x5xf64>
}
