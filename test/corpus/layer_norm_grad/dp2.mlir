#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d1, d0)>
module @jit_layer_norm_grad {
  dtensor.mesh @mesh <[x = 2], cpu>
  func.func @main(%arg0: tensor<16x64xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, %arg1: tensor<64xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, %arg2: tensor<64xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}) -> (tensor<64xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<64xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}) {
    %cst = arith.constant 2.000000e+00 : f32
    %cst_0 = arith.constant 9.99999974E-6 : f32
    %cst_1 = arith.constant 6.400000e+01 : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<16xf32>
    %1 = linalg.fill ins(%cst_2 : f32) outs(%0 : tensor<16xf32>) -> tensor<16xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<16x64xf32>) outs(%1 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.addf %out, %in : f32
      linalg.yield %48 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %2 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %3 = tensor.empty() : tensor<16x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<16x1xf32>) outs(%3 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.divf %in, %cst_1 : f32
      linalg.yield %48 : f32
    } -> tensor<16x1xf32>
    %5 = tensor.empty() : tensor<16x64xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<16x1xf32>) outs(%5 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %7 = tensor.empty() : tensor<16x64xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %6 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%7 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %48 = arith.subf %in, %in_6 : f32
      linalg.yield %48 : f32
    } -> tensor<16x64xf32>
    %9 = tensor.empty() : tensor<16x64xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<16x64xf32>) outs(%9 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.mulf %in, %in : f32
      linalg.yield %48 : f32
    } -> tensor<16x64xf32>
    %11 = tensor.empty() : tensor<16xf32>
    %12 = linalg.fill ins(%cst_2 : f32) outs(%11 : tensor<16xf32>) -> tensor<16xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%10 : tensor<16x64xf32>) outs(%12 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.addf %out, %in : f32
      linalg.yield %48 : f32
    } -> tensor<16xf32>
    %expanded_3 = tensor.expand_shape %13 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %14 = tensor.empty() : tensor<16x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_3 : tensor<16x1xf32>) outs(%14 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.divf %in, %cst_1 : f32
      linalg.yield %48 : f32
    } -> tensor<16x1xf32>
    %16 = tensor.empty() : tensor<16x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<16x1xf32>) outs(%16 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.addf %in, %cst_0 : f32
      linalg.yield %48 : f32
    } -> tensor<16x1xf32>
    %18 = tensor.empty() : tensor<16x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<16x1xf32>) outs(%18 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = math.sqrt %in : f32
      linalg.yield %48 : f32
    } -> tensor<16x1xf32>
    %20 = tensor.empty() : tensor<16x64xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<16x1xf32>) outs(%20 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %22 = tensor.empty() : tensor<16x64xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %21 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%22 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %48 = arith.divf %in, %in_6 : f32
      linalg.yield %48 : f32
    } -> tensor<16x64xf32>
    %24 = tensor.empty() : tensor<16x64xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<64xf32>) outs(%24 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %26 = tensor.empty() : tensor<16x64xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%23, %25 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%26 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %48 = arith.mulf %in, %in_6 : f32
      linalg.yield %48 : f32
    } -> tensor<16x64xf32>
    %28 = tensor.empty() : tensor<16x64xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<64xf32>) outs(%28 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %30 = tensor.empty() : tensor<16x64xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%27, %29 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%30 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %48 = arith.addf %in, %in_6 : f32
      linalg.yield %48 : f32
    } -> tensor<16x64xf32>
    %32 = tensor.empty() : tensor<16x64xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<16x64xf32>) outs(%32 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.mulf %in, %cst : f32
      linalg.yield %48 : f32
    } -> tensor<16x64xf32>
    %34 = tensor.empty() : tensor<64xf32>
    %35 = linalg.fill ins(%cst_2 : f32) outs(%34 : tensor<64xf32>) -> tensor<64xf32>
    %36 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "reduction"]} ins(%33 : tensor<16x64xf32>) outs(%35 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.addf %out, %in : f32
      linalg.yield %48 : f32
    } -> tensor<64xf32>
    %expanded_4 = tensor.expand_shape %36 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32>
    %37 = tensor.empty() : tensor<64xf32>
    %38 = linalg.fill ins(%cst_2 : f32) outs(%37 : tensor<64xf32>) -> tensor<64xf32>
    %39 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "reduction"]} ins(%expanded_4 : tensor<1x64xf32>) outs(%38 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.addf %out, %in : f32
      linalg.yield %48 : f32
    } -> tensor<64xf32>
    %40 = tensor.empty() : tensor<16x64xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%23, %33 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%40 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %48 = arith.mulf %in, %in_6 : f32
      linalg.yield %48 : f32
    } -> tensor<16x64xf32>
    %42 = tensor.empty() : tensor<64xf32>
    %43 = linalg.fill ins(%cst_2 : f32) outs(%42 : tensor<64xf32>) -> tensor<64xf32>
    %44 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "reduction"]} ins(%41 : tensor<16x64xf32>) outs(%43 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.addf %out, %in : f32
      linalg.yield %48 : f32
    } -> tensor<64xf32>
    %expanded_5 = tensor.expand_shape %44 [[0, 1]] output_shape [1, 64] : tensor<64xf32> into tensor<1x64xf32>
    %45 = tensor.empty() : tensor<64xf32>
    %46 = linalg.fill ins(%cst_2 : f32) outs(%45 : tensor<64xf32>) -> tensor<64xf32>
    %47 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "reduction"]} ins(%expanded_5 : tensor<1x64xf32>) outs(%46 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.addf %out, %in : f32
      linalg.yield %48 : f32
    } -> tensor<64xf32>
    return %47, %39 : tensor<64xf32>, tensor<64xf32>
  }
}
