module @jit_einsum_two_contracted {
  dtensor.mesh @mesh <[y = 2], cpu>
  func.func @main(%arg0: tensor<2x4x8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y, unsharded, unsharded]>}, %arg1: tensor<2x8x4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded, unsharded]>}) -> (tensor<2x4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y, unsharded]>}) {
    %cst = arith.constant 0.000000e+00 : f32
    %collapsed = tensor.collapse_shape %arg0 [[0], [1], [2, 3]] : tensor<2x4x8x4xf32> into tensor<2x4x32xf32>
    %collapsed_0 = tensor.collapse_shape %arg1 [[0], [1, 2], [3]] : tensor<2x8x4x8xf32> into tensor<2x32x8xf32>
    %0 = tensor.empty() : tensor<2x4x8xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %2 = linalg.batch_matmul ins(%collapsed, %collapsed_0 : tensor<2x4x32xf32>, tensor<2x32x8xf32>) outs(%1 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    return %2 : tensor<2x4x8xf32>
  }
}
