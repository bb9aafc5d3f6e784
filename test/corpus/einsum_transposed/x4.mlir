#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module @jit_einsum_transposed {
  dtensor.mesh @mesh <[x = 4], cpu>
  func.func @main(%arg0: tensor<8x4x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded, unsharded]>}, %arg1: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) -> (tensor<4x8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, x]>}) {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<16x8xf32>) outs(%0 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16xf32>
    %2 = tensor.empty() : tensor<16x8x4xf32>
    %3 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x4x16xf32>) outs(%2 : tensor<16x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x8x4xf32>
    %collapsed = tensor.collapse_shape %3 [[0], [1, 2]] : tensor<16x8x4xf32> into tensor<16x32xf32>
    %4 = tensor.empty() : tensor<8x32xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %6 = linalg.matmul ins(%1, %collapsed : tensor<8x16xf32>, tensor<16x32xf32>) outs(%5 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded = tensor.expand_shape %6 [[0], [1, 2]] output_shape [8, 8, 4] : tensor<8x32xf32> into tensor<8x8x4xf32>
    %7 = tensor.empty() : tensor<4x8x8xf32>
    %8 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<8x8x4xf32>) outs(%7 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x8xf32>
    return %8 : tensor<4x8x8xf32>
  }
}
