// The global-view MLP of mlp_global_2x4.mlir on a 2x4 mesh of GPU devices:
// the same program and layouts; only the mesh's device type differs. The
// products become cuBLAS calls, the ReLU a kernel; the 8 mesh devices share
// the machine's GPUs (one GPU runs all 8 as a virtual GPU mesh).
//
//   dtc compile examples/mlp_global_gpu_2x4.mlir -o mlp [--gpu-arch sm_90] --comm-report
//   ./mlp --input x.npy --input w1.npy --input w2.npy --output out.npy
module {
  dtensor.mesh @mesh <[x = 2, y = 4], gpu>

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
