#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d1)>
module @jit_layer_norm {
  dtensor.mesh @mesh <[x = 4], cpu>
  func.func @main(%arg0: tensor<16x64xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, %arg1: tensor<64xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, %arg2: tensor<64xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}) -> (tensor<16x64xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) {
    %cst = arith.constant 9.99999974E-6 : f32
    %cst_0 = arith.constant 6.400000e+01 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<16xf32>
    %1 = linalg.fill ins(%cst_1 : f32) outs(%0 : tensor<16xf32>) -> tensor<16xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<16x64xf32>) outs(%1 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.addf %out, %in : f32
      linalg.yield %32 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %2 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %3 = tensor.empty() : tensor<16x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<16x1xf32>) outs(%3 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.divf %in, %cst_0 : f32
      linalg.yield %32 : f32
    } -> tensor<16x1xf32>
    %5 = tensor.empty() : tensor<16x64xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<16x1xf32>) outs(%5 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %7 = tensor.empty() : tensor<16x64xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %6 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%7 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %32 = arith.subf %in, %in_3 : f32
      linalg.yield %32 : f32
    } -> tensor<16x64xf32>
    %9 = tensor.empty() : tensor<16x64xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<16x64xf32>) outs(%9 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.mulf %in, %in : f32
      linalg.yield %32 : f32
    } -> tensor<16x64xf32>
    %11 = tensor.empty() : tensor<16xf32>
    %12 = linalg.fill ins(%cst_1 : f32) outs(%11 : tensor<16xf32>) -> tensor<16xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%10 : tensor<16x64xf32>) outs(%12 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.addf %out, %in : f32
      linalg.yield %32 : f32
    } -> tensor<16xf32>
    %expanded_2 = tensor.expand_shape %13 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %14 = tensor.empty() : tensor<16x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_2 : tensor<16x1xf32>) outs(%14 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.divf %in, %cst_0 : f32
      linalg.yield %32 : f32
    } -> tensor<16x1xf32>
    %16 = tensor.empty() : tensor<16x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<16x1xf32>) outs(%16 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.addf %in, %cst : f32
      linalg.yield %32 : f32
    } -> tensor<16x1xf32>
    %18 = tensor.empty() : tensor<16x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<16x1xf32>) outs(%18 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = math.sqrt %in : f32
      linalg.yield %32 : f32
    } -> tensor<16x1xf32>
    %20 = tensor.empty() : tensor<16x64xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<16x1xf32>) outs(%20 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %22 = tensor.empty() : tensor<16x64xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %21 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%22 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %32 = arith.divf %in, %in_3 : f32
      linalg.yield %32 : f32
    } -> tensor<16x64xf32>
    %24 = tensor.empty() : tensor<16x64xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<64xf32>) outs(%24 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %26 = tensor.empty() : tensor<16x64xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%23, %25 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%26 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %32 = arith.mulf %in, %in_3 : f32
      linalg.yield %32 : f32
    } -> tensor<16x64xf32>
    %28 = tensor.empty() : tensor<16x64xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<64xf32>) outs(%28 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %30 = tensor.empty() : tensor<16x64xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%27, %29 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%30 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %32 = arith.addf %in, %in_3 : f32
      linalg.yield %32 : f32
    } -> tensor<16x64xf32>
    return %31 : tensor<16x64xf32>
  }
}
