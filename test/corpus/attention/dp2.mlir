#map = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module @jit_attention {
  dtensor.mesh @mesh <[x = 2], cpu>
  func.func @main(%arg0: tensor<2x16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded, unsharded]>}, %arg1: tensor<2x16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded, unsharded]>}, %arg2: tensor<2x16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded, unsharded]>}) -> (tensor<2x16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded, unsharded]>}) {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 5.65685415 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x32x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x16x32xf32>) outs(%0 : tensor<2x32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x16xf32>
    %2 = tensor.empty() : tensor<2x16x16xf32>
    %3 = linalg.fill ins(%cst_1 : f32) outs(%2 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %4 = linalg.batch_matmul ins(%arg0, %1 : tensor<2x16x32xf32>, tensor<2x32x16xf32>) outs(%3 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %5 = tensor.empty() : tensor<2x16x16xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x16x16xf32>) outs(%5 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.divf %in, %cst_0 : f32
      linalg.yield %26 : f32
    } -> tensor<2x16x16xf32>
    %7 = tensor.empty() : tensor<2x16xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x16x16xf32>) outs(%8 : tensor<2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.maximumf %out, %in : f32
      linalg.yield %26 : f32
    } -> tensor<2x16xf32>
    %10 = tensor.empty() : tensor<2x16x16xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x16xf32>) outs(%10 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x16xf32>
    %12 = tensor.empty() : tensor<2x16x16xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %11 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%12 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %26 = arith.subf %in, %in_2 : f32
      linalg.yield %26 : f32
    } -> tensor<2x16x16xf32>
    %14 = tensor.empty() : tensor<2x16x16xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x16x16xf32>) outs(%14 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = math.exp %in : f32
      linalg.yield %26 : f32
    } -> tensor<2x16x16xf32>
    %16 = tensor.empty() : tensor<2x16xf32>
    %17 = linalg.fill ins(%cst_1 : f32) outs(%16 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%15 : tensor<2x16x16xf32>) outs(%17 : tensor<2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.addf %out, %in : f32
      linalg.yield %26 : f32
    } -> tensor<2x16xf32>
    %19 = tensor.empty() : tensor<2x16x16xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x16xf32>) outs(%19 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x16xf32>
    %21 = tensor.empty() : tensor<2x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %20 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%21 : tensor<2x16x16xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %26 = arith.divf %in, %in_2 : f32
      linalg.yield %26 : f32
    } -> tensor<2x16x16xf32>
    %23 = tensor.empty() : tensor<2x16x32xf32>
    %24 = linalg.fill ins(%cst_1 : f32) outs(%23 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %25 = linalg.batch_matmul ins(%22, %arg2 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%24 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    return %25 : tensor<2x16x32xf32>
  }
}
