#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<() -> ()>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
module @jit_mse_grad {
  dtensor.mesh @mesh <[y = 2], cpu>
  func.func @main(%arg0: tensor<32x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}, %arg1: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg2: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}) -> (tensor<32x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}) {
    %cst = arith.constant 7.812500e-03 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<16x8xf32>
    %1 = linalg.fill ins(%cst_1 : f32) outs(%0 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %2 = linalg.matmul ins(%arg1, %arg0 : tensor<16x32xf32>, tensor<32x8xf32>) outs(%1 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %3 = tensor.empty() : tensor<16x8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%3 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %20 = arith.subf %in, %in_2 : f32
      linalg.yield %20 : f32
    } -> tensor<16x8xf32>
    %5 = tensor.empty() : tensor<16x8xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<16x8xf32>) outs(%5 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.mulf %in, %cst_0 : f32
      linalg.yield %20 : f32
    } -> tensor<16x8xf32>
    %7 = tensor.empty() : tensor<f32>
    %8 = linalg.generic {indexing_maps = [#map1], iterator_types = []} outs(%7 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %9 = tensor.empty() : tensor<16x8xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<f32>) outs(%9 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x8xf32>
    %11 = tensor.empty() : tensor<16x8xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%10, %6 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%11 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %20 = arith.mulf %in, %in_2 : f32
      linalg.yield %20 : f32
    } -> tensor<16x8xf32>
    %13 = tensor.empty() : tensor<8x16xf32>
    %14 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<16x8xf32>) outs(%13 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16xf32>
    %15 = tensor.empty() : tensor<8x32xf32>
    %16 = linalg.fill ins(%cst_1 : f32) outs(%15 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %17 = linalg.matmul ins(%14, %arg1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%16 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %18 = tensor.empty() : tensor<32x8xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<8x32xf32>) outs(%18 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x8xf32>
    return %19 : tensor<32x8xf32>
  }
}
