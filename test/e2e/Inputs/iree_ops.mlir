// IREE's input conversion's ops that tools/jax-import/dtc_jax.py lowers to
// upstream MLIR (read by jax-import-lowerings.test, not a dtc program).
module @iree_ops {
  util.func public @main(%x: tensor<4x6xf32>, %u: tensor<5xf32>, %idx: tensor<5x2xi32>,
                         %w: tensor<3x3xf32>, %cols: tensor<3x1xi32>)
      -> (tensor<4x6xf32>, tensor<6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<6xf32>) {
    %init = arith.constant dense<1.0> : tensor<6xf32>
    %e = tensor.empty() : tensor<4x6xf32>
    %s:2 = iree_linalg_ext.scan dimension(0) inclusive(false) ins(%x : tensor<4x6xf32>) outs(%e, %init : tensor<4x6xf32>, tensor<6xf32>) {
    ^bb0(%a: f32, %b: f32):
      %t = arith.addf %a, %b : f32
      iree_linalg_ext.yield %t : f32
    } -> tensor<4x6xf32>, tensor<6xf32>
    %m = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%u, %idx : tensor<5xf32>, tensor<5x2xi32>) outs(%x : tensor<4x6xf32>) {
    ^bb0(%c: f32, %d: f32):
      %mx = arith.maximumf %d, %c : f32
      iree_linalg_ext.yield %mx : f32
    } -> tensor<4x6xf32>
    %r = iree_linalg_ext.scatter dimension_map = [1] unique_indices(true) ins(%w, %cols : tensor<3x3xf32>, tensor<3x1xi32>) outs(%x : tensor<4x6xf32>) {
    ^bb0(%f: f32, %g: f32):
      iree_linalg_ext.yield %f : f32
    } -> tensor<4x6xf32>
    %e1 = tensor.empty() : tensor<6xf32>
    %x0 = tensor.extract_slice %x[0, 0] [1, 6] [1, 1] : tensor<4x6xf32> to tensor<6xf32>
    %z = arith.constant dense<0.0> : tensor<f32>
    %p:2 = iree_linalg_ext.scan dimension(0) inclusive(true) ins(%x0 : tensor<6xf32>) outs(%e1, %z : tensor<6xf32>, tensor<f32>) {
    ^bb0(%h: f32, %k: f32):
      %q = arith.mulf %h, %k : f32
      iree_linalg_ext.yield %q : f32
    } -> tensor<6xf32>, tensor<f32>
    util.return %s#0, %s#1, %m, %r, %p#0 : tensor<4x6xf32>, tensor<6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<6xf32>
  }
}
