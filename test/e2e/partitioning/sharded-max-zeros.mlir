// A row max whose row is sharded over two devices: each takes the max of
// its half, an all_reduce MAX the max of those. It must be the one-device
// program's value (arith.maximumf: -0 below +0, NaN propagated), also where
// one half's max is -0 and the other's +0, whichever device holds which (the
// runtime's MAX kept the first member's zero), as jax.jit's jnp.max does.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/v.npy', np.array([[-0., -1, 0, -2], [0, -1, -0., -2], [-0., -1, -0., -3], [np.nan, 1, 2, 3], [1, -0., 5, 0]], dtype=np.float32))"
// RUN: dtc run %s --input %t/v.npy --output %t/m.npy
// RUN: %python -c "import numpy as np; m = np.load('%t/m.npy'); print('max:', ' '.join('nan' if np.isnan(v) else ('-0' if v == 0 and np.signbit(v) else ('+0' if v == 0 else str(v))) for v in m))" | FileCheck %s
// CHECK: max: +0 +0 -0 nan 5.0

dtensor.mesh @m <[x = 2], cpu>
func.func @main(%v: tensor<5x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, x]>})
    -> (tensor<5xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded]>}) {
  %lowest = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<5xf32>
  %init = linalg.fill ins(%lowest : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%v : tensor<5x4xf32>) outs(%init : tensor<5xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<5xf32>
  return %m : tensor<5xf32>
}
