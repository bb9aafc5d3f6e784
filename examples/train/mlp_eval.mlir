// The held-out loss of mlp_step.mlir's MLP, written for one replica and run
// under the same CentralStorageStrategy (train_python.py evaluates with it
// between steps): the variables are read, not assigned; each replica
// computes its half of the global batch of 16 and the strategy sums them.
//
//   loss = sum(mask * (tanh(x W1 + b1) W2 + b2 - t)^2) / 16

dtensor.mesh @compute <[r = 2], cpu>

func.func @main(
    %x: tensor<8x4xf32> {dtensor.dataset},
    %t: tensor<8x1xf32> {dtensor.dataset},
    %mask: tensor<8xf32> {dtensor.batch_mask},
    %w1: tensor<4x16xf32> {dtensor.variable = "w1"},
    %b1: tensor<16xf32> {dtensor.variable = "b1"},
    %w2: tensor<16x1xf32> {dtensor.variable = "w2"},
    %b2: tensor<1xf32> {dtensor.variable = "b2"})
    -> (tensor<f32> {dtensor.reduce = "sum"})
    attributes {dtensor.strategy = {kind = "central_storage", mesh = @compute, parameter_device = 0}} {
  %zero = arith.constant 0.0 : f32
  %e16 = tensor.empty() : tensor<8x16xf32>
  %z16 = linalg.fill ins(%zero : f32) outs(%e16 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %xw = linalg.matmul ins(%x, %w1 : tensor<8x4xf32>, tensor<4x16xf32>) outs(%z16 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %bb1 = linalg.broadcast ins(%b1 : tensor<16xf32>) outs(%e16 : tensor<8x16xf32>) dimensions = [0]
  %z = arith.addf %xw, %bb1 : tensor<8x16xf32>
  %act = math.tanh %z : tensor<8x16xf32>
  %e1 = tensor.empty() : tensor<8x1xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x1xf32>) -> tensor<8x1xf32>
  %hw = linalg.matmul ins(%act, %w2 : tensor<8x16xf32>, tensor<16x1xf32>) outs(%z1 : tensor<8x1xf32>) -> tensor<8x1xf32>
  %bb2 = linalg.broadcast ins(%b2 : tensor<1xf32>) outs(%e1 : tensor<8x1xf32>) dimensions = [0]
  %y = arith.addf %hw, %bb2 : tensor<8x1xf32>
  %r = arith.subf %y, %t : tensor<8x1xf32>
  %m = linalg.broadcast ins(%mask : tensor<8xf32>) outs(%e1 : tensor<8x1xf32>) dimensions = [1]
  %rm = arith.mulf %r, %m : tensor<8x1xf32>
  %sq = arith.mulf %rm, %r : tensor<8x1xf32>
  %es = tensor.empty() : tensor<f32>
  %zs = linalg.fill ins(%zero : f32) outs(%es : tensor<f32>) -> tensor<f32>
  %sum = linalg.reduce ins(%sq : tensor<8x1xf32>) outs(%zs : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  %inv = arith.constant dense<0.0625> : tensor<f32>
  %loss = arith.mulf %sum, %inv : tensor<f32>
  return %loss : tensor<f32>
}
