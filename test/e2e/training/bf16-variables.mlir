// A training job whose variable is bf16 (a sharded weight, updated in f32
// and rounded to bf16 each step), its checkpoints bf16 as they are. Six
// steps at once, and three, a checkpoint, three more from it: the same
// bits; `dtc checkpoint` assembles the variable (bf16, as JAX saves it,
// '<V2'); every step's loss and the final weights against numpy's model of
// the same steps (f32 products, the new weights rounded to nearest even).
// A bf16 variable's checkpoint index did not parse ("variable entry 0 is
// malformed": its bf16 storage was taken for --save-bf16's narrowing).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/bf16_variables.py %t
// RUN: dtc compile %s -o %t/job
// RUN: %t/job --input %t/X.npy --variable w=%t/w0.npy --steps 6 --stack-outputs --output %t/loss.npy --variable-out w=%t/w6.npy --log-every 0
// RUN: %t/job --input %t/X.npy --variable w=%t/w0.npy --steps 3 --checkpoint %t/ck --log-every 0 --output %t/l3.npy
// RUN: dtc checkpoint %t/ck | FileCheck %s --check-prefix=LIST
// LIST: checkpoint {{.*}}ckpt-3: program 'main', step 3
// LIST: w: bf16[4x2], mesh [2x2] ids 0,1,2,3, layout [axis1, unsharded], 2 shards
// RUN: %t/job --input %t/X.npy --steps 6 --checkpoint %t/ck --log-every 0 --output %t/l6.npy --variable-out w=%t/w6b.npy
// RUN: dtc checkpoint %t/ck --variable w -o %t/wck.npy
// RUN: %python %S/../Inputs/bf16_variables.py %t --check | FileCheck %s
// CHECK: resumed: bit for bit
// CHECK: assembled: bit for bit
// CHECK: loss: 6 steps match numpy
// CHECK: w: 8 bf16 values within 1 ulp of numpy's, {{[0-9]+}} equal

dtensor.mesh @mesh <[x = 2, y = 2], cpu>
func.func @main(%x: tensor<8x4xf32> {dtensor.dataset, dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>},
                %w: tensor<4x2xbf16> {dtensor.variable = "w", dtensor.layout = #dtensor.layout<@mesh, [y, unsharded]>})
    -> (tensor<f32>, tensor<4x2xbf16> {dtensor.assign = "w"}) {
  %zero = arith.constant 0.0 : f32
  %wf = arith.extf %w : tensor<4x2xbf16> to tensor<4x2xf32>
  %e = tensor.empty() : tensor<8x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x2xf32>) -> tensor<8x2xf32>
  %p = linalg.matmul ins(%x, %wf : tensor<8x4xf32>, tensor<4x2xf32>) outs(%z : tensor<8x2xf32>) -> tensor<8x2xf32>
  // loss = sum(p^2); its gradient in w is 2 x^T p (the 2 folded into the rate)
  %se = tensor.empty() : tensor<f32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<f32>) -> tensor<f32>
  %l = linalg.reduce ins(%p : tensor<8x2xf32>) outs(%sz : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %q = arith.mulf %in, %in : f32
      %s = arith.addf %acc, %q : f32
      linalg.yield %s : f32
    }
  %ge = tensor.empty() : tensor<4x2xf32>
  %gz = linalg.fill ins(%zero : f32) outs(%ge : tensor<4x2xf32>) -> tensor<4x2xf32>
  %xe = tensor.empty() : tensor<4x8xf32>
  %xT = linalg.transpose ins(%x : tensor<8x4xf32>) outs(%xe : tensor<4x8xf32>) permutation = [1, 0]
  %g = linalg.matmul ins(%xT, %p : tensor<4x8xf32>, tensor<8x2xf32>) outs(%gz : tensor<4x2xf32>) -> tensor<4x2xf32>
  %lr = arith.constant dense<0.01> : tensor<4x2xf32>
  %step = arith.mulf %g, %lr : tensor<4x2xf32>
  %nw = arith.subf %wf, %step : tensor<4x2xf32>
  %nb = arith.truncf %nw : tensor<4x2xf32> to tensor<4x2xbf16>
  return %l, %nb : tensor<f32>, tensor<4x2xbf16>
}
