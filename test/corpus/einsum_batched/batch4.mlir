module @jit_einsum_batched {
  dtensor.mesh @mesh <[x = 4], cpu>
  func.func @main(%arg0: tensor<4x8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded, unsharded]>}, %arg1: tensor<4x16x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded, unsharded]>}) -> (tensor<4x8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded, unsharded]>}) {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<4x8x8xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%1 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    return %2 : tensor<4x8x8xf32>
  }
}
