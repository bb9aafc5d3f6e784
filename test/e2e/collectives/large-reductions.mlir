// Whole-tensor reductions of a 512x256 tensor sharded over 2 devices (a
// 256x256 shard each, 2^16 elements): on a CPU mesh, and through the GPU
// kernel formation (emulated), where they take two launches (many blocks'
// partials, then one block), against numpy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t x=float32:512x256 --seed 4
// RUN: dtc run %s --input %t/x.npy --output %t/s.npy --output %t/m.npy
// RUN: %npy check %t 'x.sum()' s --rtol 1e-4 | FileCheck %s --check-prefix=SUM
// RUN: %npy check %t 'x.max()' m | FileCheck %s --check-prefix=MAX
// RUN: dtc run --emulate-gpu-kernels %s --input %t/x.npy --output %t/s.npy --output %t/m.npy
// RUN: %npy check %t 'x.sum()' s --rtol 1e-4 | FileCheck %s --check-prefix=SUM
// RUN: %npy check %t 'x.max()' m | FileCheck %s --check-prefix=MAX
// SUM: s: matches numpy
// MAX: m: matches numpy

dtensor.mesh @m <[a = 2], cpu>
func.func @main(%x: tensor<512x256xf32> {dtensor.layout = #dtensor.layout<@m, [a, unsharded]>})
    -> (tensor<f32>, tensor<f32>) attributes {dtensor.default_mesh = @m} {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.reduce ins(%x : tensor<512x256xf32>) outs(%z : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
    }
  %n = linalg.fill ins(%ninf : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %m = linalg.reduce ins(%x : tensor<512x256xf32>) outs(%n : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %r = arith.maximumf %in, %acc : f32
      linalg.yield %r : f32
    }
  return %s, %m : tensor<f32>, tensor<f32>
}
