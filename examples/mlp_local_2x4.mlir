// A 2-layer MLP in the local view on a 2x4 mesh of CPU devices: the batch is
// split over mesh axis x, the hidden dimension over mesh axis y (Megatron
// style). Each device holds its shards and runs this function on them; the
// second product contracts the y-sharded hidden dimension, so its result is
// partial over y and one all_reduce makes it whole.
//
//   global:  out[16x32] = relu(x[16x32] @ w1[32x64]) @ w2[64x32]
//   local:   x 8x32, w1 32x16, w2 16x32, out 8x32
//
//   dtc compile examples/mlp_local_2x4.mlir -o mlp
//   ./mlp --input x.npy --input w1.npy --input w2.npy --output out.npy
module {
  dtensor.mesh @mesh <[x = 2, y = 4], cpu>

  func.func @main(
      %x: tensor<8x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>},
      %w1: tensor<32x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>},
      %w2: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [y, unsharded]>})
      -> (tensor<8x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>})
      attributes {dtensor.local_view} {
    %zero = arith.constant 0.0 : f32
    %e1 = tensor.empty() : tensor<8x16xf32>
    %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %h = linalg.matmul ins(%x, %w1 : tensor<8x32xf32>, tensor<32x16xf32>)
                       outs(%z1 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %r = linalg.map { arith.maximumf } ins(%h, %z1 : tensor<8x16xf32>, tensor<8x16xf32>)
                                       outs(%e1 : tensor<8x16xf32>)
    %e2 = tensor.empty() : tensor<8x32xf32>
    %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %partial = linalg.matmul ins(%r, %w2 : tensor<8x16xf32>, tensor<16x32xf32>)
                             outs(%z2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %out = dtensor.all_reduce sum %partial on @mesh[y] : tensor<8x32xf32>
    return %out : tensor<8x32xf32>
  }
}
