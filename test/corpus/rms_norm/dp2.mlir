#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d1)>
module @jit_rms_norm {
  dtensor.mesh @mesh <[x = 2], cpu>
  func.func @main(%arg0: tensor<16x64xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, %arg1: tensor<64xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}) -> (tensor<16x64xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) {
    %cst = arith.constant 9.99999997E-7 : f32
    %cst_0 = arith.constant 6.400000e+01 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<16x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<16x64xf32>) outs(%0 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %19 = arith.mulf %in, %in : f32
      linalg.yield %19 : f32
    } -> tensor<16x64xf32>
    %2 = tensor.empty() : tensor<16xf32>
    %3 = linalg.fill ins(%cst_1 : f32) outs(%2 : tensor<16xf32>) -> tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<16x64xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %19 = arith.addf %out, %in : f32
      linalg.yield %19 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %4 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %5 = tensor.empty() : tensor<16x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<16x1xf32>) outs(%5 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %19 = arith.divf %in, %cst_0 : f32
      linalg.yield %19 : f32
    } -> tensor<16x1xf32>
    %7 = tensor.empty() : tensor<16x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<16x1xf32>) outs(%7 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %19 = arith.addf %in, %cst : f32
      linalg.yield %19 : f32
    } -> tensor<16x1xf32>
    %9 = tensor.empty() : tensor<16x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<16x1xf32>) outs(%9 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %19 = math.rsqrt %in : f32
      linalg.yield %19 : f32
    } -> tensor<16x1xf32>
    %11 = tensor.empty() : tensor<16x64xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<16x1xf32>) outs(%11 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %13 = tensor.empty() : tensor<16x64xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %12 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%13 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %19 = arith.mulf %in, %in_2 : f32
      linalg.yield %19 : f32
    } -> tensor<16x64xf32>
    %15 = tensor.empty() : tensor<16x64xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<64xf32>) outs(%15 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %17 = tensor.empty() : tensor<16x64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%14, %16 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%17 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %19 = arith.mulf %in, %in_2 : f32
      linalg.yield %19 : f32
    } -> tensor<16x64xf32>
    return %18 : tensor<16x64xf32>
  }
}
