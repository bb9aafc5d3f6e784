#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<() -> ()>
module @jit_mse_loss {
  dtensor.mesh @mesh <[x = 2], cpu>
  func.func @main(%arg0: tensor<32x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg1: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, %arg2: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) -> (tensor<f32> {dtensor.layout = #dtensor.layout<@mesh, []>}) {
    %cst = arith.constant 1.280000e+02 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<16x8xf32>
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %2 = linalg.matmul ins(%arg1, %arg0 : tensor<16x32xf32>, tensor<32x8xf32>) outs(%1 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %3 = tensor.empty() : tensor<16x8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%3 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %12 = arith.subf %in, %in_1 : f32
      linalg.yield %12 : f32
    } -> tensor<16x8xf32>
    %5 = tensor.empty() : tensor<16x8xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<16x8xf32>) outs(%5 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %12 = arith.mulf %in, %in : f32
      linalg.yield %12 : f32
    } -> tensor<16x8xf32>
    %7 = tensor.empty() : tensor<f32>
    %8 = linalg.fill ins(%cst_0 : f32) outs(%7 : tensor<f32>) -> tensor<f32>
    %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "reduction"]} ins(%6 : tensor<16x8xf32>) outs(%8 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %12 = arith.addf %out, %in : f32
      linalg.yield %12 : f32
    } -> tensor<f32>
    %10 = tensor.empty() : tensor<f32>
    %11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%9 : tensor<f32>) outs(%10 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %12 = arith.divf %in, %cst : f32
      linalg.yield %12 : f32
    } -> tensor<f32>
    return %11 : tensor<f32>
  }
}
