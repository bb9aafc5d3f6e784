// One SGD step of a small MLP regressor, written for one replica (the
// function tf.distribute's strategy.run would call) and run under
// CentralStorageStrategy on 2 CPU replicas: the weights live on the
// parameter device (device 0), both replicas read them every step, each
// computes the gradients of its half of the global batch, and the summed
// gradients update the weights on the parameter device.
//
//   h = tanh(x W1 + b1)        x: [8, 4] per replica (a global batch of 16)
//   y = h W2 + b2              y: [8, 1]
//   loss = sum(mask * (y - t)^2) / 16      (compute_average_loss: over the
//                                           global batch, summed over the
//                                           replicas)
//
// `mask` marks the real rows of a batch (the last batch of a dataset is
// short and split 4|3 or so); padded rows add nothing to the loss or the
// gradients. `lr` is the learning rate, one value that every replica gets
// (train.py gives 0.1 to every step; train_python.py a schedule's value for
// each step). train.sh compiles this file and, for the resumed run on one
// device, the same step with a per-replica batch of 16 under
// OneDeviceStrategy (derived from this file by text substitution).

dtensor.mesh @compute <[r = 2], cpu>


func.func @main(
    %x: tensor<8x4xf32> {dtensor.dataset},
    %t: tensor<8x1xf32> {dtensor.dataset},
    %mask: tensor<8xf32> {dtensor.batch_mask},
    %w1: tensor<4x16xf32> {dtensor.variable = "w1", dtensor.aggregation = "sum"},
    %b1: tensor<16xf32> {dtensor.variable = "b1", dtensor.aggregation = "sum"},
    %w2: tensor<16x1xf32> {dtensor.variable = "w2", dtensor.aggregation = "sum"},
    %b2: tensor<1xf32> {dtensor.variable = "b2", dtensor.aggregation = "sum"},
    %lr: tensor<f32> {dtensor.mirrored})
    -> (tensor<f32> {dtensor.reduce = "sum"},
        tensor<4x16xf32> {dtensor.assign_sub = "w1"},
        tensor<16xf32> {dtensor.assign_sub = "b1"},
        tensor<16x1xf32> {dtensor.assign_sub = "w2"},
        tensor<1xf32> {dtensor.assign_sub = "b2"})
    attributes {dtensor.strategy = {kind = "central_storage", mesh = @compute, parameter_device = 0}} {
  %zero = arith.constant 0.0 : f32
  // Forward.
  %e16 = tensor.empty() : tensor<8x16xf32>
  %z16 = linalg.fill ins(%zero : f32) outs(%e16 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %xw = linalg.matmul ins(%x, %w1 : tensor<8x4xf32>, tensor<4x16xf32>) outs(%z16 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %bb1 = linalg.broadcast ins(%b1 : tensor<16xf32>) outs(%e16 : tensor<8x16xf32>) dimensions = [0]
  %z = arith.addf %xw, %bb1 : tensor<8x16xf32>
  %h = math.tanh %z : tensor<8x16xf32>
  %e1 = tensor.empty() : tensor<8x1xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x1xf32>) -> tensor<8x1xf32>
  %hw = linalg.matmul ins(%h, %w2 : tensor<8x16xf32>, tensor<16x1xf32>) outs(%z1 : tensor<8x1xf32>) -> tensor<8x1xf32>
  %bb2 = linalg.broadcast ins(%b2 : tensor<1xf32>) outs(%e1 : tensor<8x1xf32>) dimensions = [0]
  %y = arith.addf %hw, %bb2 : tensor<8x1xf32>
  // The masked residual, and the loss.
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
  // Backward: dy = 2 * mask * (y - t) / 16, then the chain rule.
  %c2 = arith.constant dense<0.125> : tensor<8x1xf32>
  %dy = arith.mulf %rm, %c2 : tensor<8x1xf32>
  %e116 = tensor.empty() : tensor<16x8xf32>
  %ht = linalg.transpose ins(%h : tensor<8x16xf32>) outs(%e116 : tensor<16x8xf32>) permutation = [1, 0]
  %ew2 = tensor.empty() : tensor<16x1xf32>
  %zw2 = linalg.fill ins(%zero : f32) outs(%ew2 : tensor<16x1xf32>) -> tensor<16x1xf32>
  %dw2 = linalg.matmul ins(%ht, %dy : tensor<16x8xf32>, tensor<8x1xf32>) outs(%zw2 : tensor<16x1xf32>) -> tensor<16x1xf32>
  %eb2 = tensor.empty() : tensor<1xf32>
  %zb2 = linalg.fill ins(%zero : f32) outs(%eb2 : tensor<1xf32>) -> tensor<1xf32>
  %db2 = linalg.reduce ins(%dy : tensor<8x1xf32>) outs(%zb2 : tensor<1xf32>) dimensions = [0]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  %ew2t = tensor.empty() : tensor<1x16xf32>
  %w2t = linalg.transpose ins(%w2 : tensor<16x1xf32>) outs(%ew2t : tensor<1x16xf32>) permutation = [1, 0]
  %dh = linalg.matmul ins(%dy, %w2t : tensor<8x1xf32>, tensor<1x16xf32>) outs(%z16 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %one = arith.constant dense<1.0> : tensor<8x16xf32>
  %h2 = arith.mulf %h, %h : tensor<8x16xf32>
  %dtanh = arith.subf %one, %h2 : tensor<8x16xf32>
  %dz = arith.mulf %dh, %dtanh : tensor<8x16xf32>
  %e48 = tensor.empty() : tensor<4x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x4xf32>) outs(%e48 : tensor<4x8xf32>) permutation = [1, 0]
  %ew1 = tensor.empty() : tensor<4x16xf32>
  %zw1 = linalg.fill ins(%zero : f32) outs(%ew1 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %dw1 = linalg.matmul ins(%xt, %dz : tensor<4x8xf32>, tensor<8x16xf32>) outs(%zw1 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %eb1 = tensor.empty() : tensor<16xf32>
  %zb1 = linalg.fill ins(%zero : f32) outs(%eb1 : tensor<16xf32>) -> tensor<16xf32>
  %db1 = linalg.reduce ins(%dz : tensor<8x16xf32>) outs(%zb1 : tensor<16xf32>) dimensions = [0]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  // SGD at the learning rate `lr` (every replica gets it: a schedule's
  // value for the step): the strategy sums the replicas' steps
  // (aggregation "sum") and subtracts them from the weights (assign_sub) on
  // the parameter device.
  %lr1 = linalg.broadcast ins(%lr : tensor<f32>) outs(%ew1 : tensor<4x16xf32>) dimensions = [0, 1]
  %sw1 = arith.mulf %dw1, %lr1 : tensor<4x16xf32>
  %lrb1 = linalg.broadcast ins(%lr : tensor<f32>) outs(%eb1 : tensor<16xf32>) dimensions = [0]
  %sb1 = arith.mulf %db1, %lrb1 : tensor<16xf32>
  %lr2 = linalg.broadcast ins(%lr : tensor<f32>) outs(%ew2 : tensor<16x1xf32>) dimensions = [0, 1]
  %sw2 = arith.mulf %dw2, %lr2 : tensor<16x1xf32>
  %lrb2 = linalg.broadcast ins(%lr : tensor<f32>) outs(%eb2 : tensor<1xf32>) dimensions = [0]
  %sb2 = arith.mulf %db2, %lrb2 : tensor<1xf32>
  return %loss, %sw1, %sb1, %sw2, %sb2 : tensor<f32>, tensor<4x16xf32>, tensor<16xf32>, tensor<16x1xf32>, tensor<1xf32>
}
