// A training job in the global view: a step function with two dataset
// arguments (batches of 8 of a 32-example dataset, sharded over x) and a
// variable sharded over y, whose new value (computed in another layout) is
// relayouted into it after each step. Losses of every step (stacked) and
// the final weights match numpy's SGD.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t X=float32:32x4 Y=float32:32x1 w0=float32:4x1 --seed 3
// RUN: dtc compile %s -o %t/sgd
// RUN: %t/sgd --input %t/X.npy --input %t/Y.npy --variable w=%t/w0.npy --steps 12 --stack-outputs --output %t/loss.npy --variable-out w=%t/w.npy 2>&1 | FileCheck %s --check-prefix=PROGRESS
// RUN: %python %S/../Inputs/sgd_oracle.py %t 12 8 0.025
// RUN: %npy check %t 'want_loss' loss --rtol 1e-4
// RUN: %npy check %t 'want_w' w --rtol 1e-4
// PROGRESS: step 1/12 {{.*}} steps/s  result#0 {{[0-9.e+-]+$}}
// PROGRESS: step 12/12 {{.*}} steps/s  result#0
//
// Without --steps: one pass over the dataset (4 steps); --log-every 0 is
// silent; without --stack-outputs an output is the last step's.
// RUN: %t/sgd --input %t/X.npy --input %t/Y.npy --variable w=%t/w0.npy --log-every 0 --output %t/last.npy --variable-out w=%t/w4.npy 2>&1 | count 0
// RUN: %python %S/../Inputs/sgd_oracle.py %t 4 8 0.025
// RUN: %npy check %t 'want_loss[-1]' last --rtol 1e-4
// RUN: %npy check %t 'want_w' w4 --rtol 1e-4
//
// The same through the GPU kernel formation (kernels emulated on the host).
// RUN: dtc compile --emulate-gpu-kernels %s -o %t/emu
// RUN: %t/emu --input %t/X.npy --input %t/Y.npy --variable w=%t/w0.npy --log-every 0 --output %t/elast.npy --variable-out w=%t/ew4.npy
// RUN: %npy check %t 'want_loss[-1]' elast --rtol 1e-4
// RUN: %npy check %t 'want_w' ew4 --rtol 1e-4
//
// Errors, before any step and with no output written.
// RUN: %npy gen %t odd=float32:30x4 oddy=float32:30x1 wide=float32:32x5
// RUN: not %t/sgd --input %t/X.npy --input %t/Y.npy --output %t/none.npy 2>&1 | FileCheck %s --check-prefix=NOVAR
// NOVAR: error: variable "w" has no value: give --variable w=FILE.npy
// RUN: not %t/sgd --input %t/X.npy --input %t/Y.npy --variable v=%t/w0.npy --output %t/none.npy 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: entry 'main' has no variable named "v"
// RUN: not %t/sgd --input %t/wide.npy --input %t/Y.npy --variable w=%t/w0.npy --output %t/none.npy 2>&1 | FileCheck %s --check-prefix=WIDE
// WIDE: error: dataset #0 ({{.*}}wide.npy) holds f32[32x5], expected f32[Nx4] with N > 0 examples (batches of 8)
// RUN: not %t/sgd --input %t/odd.npy --input %t/oddy.npy --variable w=%t/w0.npy --output %t/none.npy 2>&1 | FileCheck %s --check-prefix=ODD
// ODD: error: dataset #0 has 30 examples, not a multiple of the batch of 8
// RUN: not %t/sgd --input %t/X.npy --input %t/Y.npy --variable w=%t/Y.npy --output %t/none.npy 2>&1 | FileCheck %s --check-prefix=VSHAPE
// VSHAPE: error: variable "w" ({{.*}}Y.npy): {{.*}}holds f32[32, 1], expected f32[4, 1]
// RUN: not %t/sgd --input-shards %t --variable w=%t/w0.npy --output %t/none.npy 2>&1 | FileCheck %s --check-prefix=SHARDS
// SHARDS: error: a training job's datasets and variables are given with --input and --variable, not --input-shards
// RUN: not %t/sgd --input %t/X.npy --input %t/Y.npy --variable w=%t/w0.npy --save-every 2 --output %t/none.npy 2>&1 | FileCheck %s --check-prefix=NOCKPT
// NOCKPT: error: --save-every and --save-bf16 need --checkpoint DIR
// RUN: not %t/sgd --input %t/X.npy --input %t/Y.npy --variable w=%t/w0.npy --steps 0 2>&1 | FileCheck %s --check-prefix=STEPS
// STEPS: error: --steps takes a positive integer, not '0'
// RUN: test ! -e %t/none.npy
// Arguments are the launcher's buffers and outlive a step: a program that
// could compute in place (v * v + x * x) leaves its input and its variable
// unchanged, so every step's output is the same.
// RUN: %npy gen %t v0=float32:8x4 x8=float32:8x4 --seed 4
// RUN: %t/sgd --entry reads --input %t/x8.npy --variable v=%t/v0.npy --steps 3 --log-every 0 --stack-outputs --output %t/reads.npy --variable-out v=%t/v3.npy
// RUN: %npy check %t 'np.stack([v0 * v0 + x8 * x8] * 3)' reads
// RUN: %npy check %t 'v0' v3

dtensor.mesh @mesh <[x = 2, y = 2], cpu>

func.func @main(%x: tensor<8x4xf32> {dtensor.dataset, dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>},
                %y: tensor<8x1xf32> {dtensor.dataset, dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>},
                %w: tensor<4x1xf32> {dtensor.variable = "w", dtensor.layout = #dtensor.layout<@mesh, [y, unsharded]>})
    -> (tensor<f32>, tensor<4x1xf32> {dtensor.assign = "w"}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x1xf32>) -> tensor<8x1xf32>
  %p = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x1xf32>) outs(%f : tensor<8x1xf32>) -> tensor<8x1xf32>
  %r = arith.subf %p, %y : tensor<8x1xf32>
  %sq = arith.mulf %r, %r : tensor<8x1xf32>
  %e0 = tensor.empty() : tensor<f32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %s = linalg.reduce ins(%sq : tensor<8x1xf32>) outs(%f0 : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %t = arith.addf %a, %b : f32
      linalg.yield %t : f32
    }
  %inv = arith.constant dense<0.125> : tensor<f32>
  %loss = arith.mulf %s, %inv : tensor<f32>
  %xt0 = tensor.empty() : tensor<4x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x4xf32>) outs(%xt0 : tensor<4x8xf32>) permutation = [1, 0]
  %eg = tensor.empty() : tensor<4x1xf32>
  %fg = linalg.fill ins(%zero : f32) outs(%eg : tensor<4x1xf32>) -> tensor<4x1xf32>
  %g = linalg.matmul ins(%xt, %r : tensor<4x8xf32>, tensor<8x1xf32>) outs(%fg : tensor<4x1xf32>) -> tensor<4x1xf32>
  %lr = arith.constant dense<0.025> : tensor<4x1xf32>
  %dw = arith.mulf %g, %lr : tensor<4x1xf32>
  %nw = arith.subf %w, %dw : tensor<4x1xf32>
  return %loss, %nw : tensor<f32>, tensor<4x1xf32>
}

func.func @reads(%x: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>},
                 %v: tensor<8x4xf32> {dtensor.variable = "v", dtensor.layout = #dtensor.layout<@mesh, [x, y]>})
    -> (tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>}) {
  %vv = arith.mulf %v, %v : tensor<8x4xf32>
  %xx = arith.mulf %x, %x : tensor<8x4xf32>
  %r = arith.addf %vv, %xx : tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
