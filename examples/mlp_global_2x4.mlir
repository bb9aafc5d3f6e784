// A 2-layer MLP written once, in the global view, with a handful of layouts:
// the batch of x over mesh axis x, the hidden dimension of the weights over
// mesh axis y (Megatron style), on a 2x4 mesh of CPU devices. dtc
// propagates layouts to every value, partitions the program into its SPMD
// program (one all_reduce, after the second product), compiles and runs it.
//
//   dtc compile examples/mlp_global_2x4.mlir -o mlp --comm-report
//   ./mlp --input x.npy --input w1.npy --input w2.npy --output out.npy
module {
  dtensor.mesh @mesh <[x = 2, y = 4], cpu>

  func.func @main(
      %x: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>},
      %w1: tensor<32x64xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>},
      %w2: tensor<64x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [y, unsharded]>})
      -> (tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) {
    %zero = arith.constant 0.0 : f32
    %e1 = tensor.empty() : tensor<16x64xf32>
    %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %h = linalg.matmul ins(%x, %w1 : tensor<16x32xf32>, tensor<32x64xf32>)
                       outs(%z1 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %r = linalg.map { arith.maximumf } ins(%h, %z1 : tensor<16x64xf32>, tensor<16x64xf32>)
                                       outs(%e1 : tensor<16x64xf32>)
    %e2 = tensor.empty() : tensor<16x32xf32>
    %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %out = linalg.matmul ins(%r, %w2 : tensor<16x64xf32>, tensor<64x32xf32>)
                         outs(%z2 : tensor<16x32xf32>) -> tensor<16x32xf32>
    return %out : tensor<16x32xf32>
  }
}
