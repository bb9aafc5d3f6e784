#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<() -> ()>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
module @jit_mlp_backward {
  dtensor.mesh @mesh <[y = 2], cpu>
  func.func @main(%arg0: tensor<32x64xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}, %arg1: tensor<64x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [y, unsharded]>}, %arg2: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg3: tensor<16x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) -> (tensor<32x64xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}, tensor<64x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [y, unsharded]>}) {
    %cst = arith.constant 3.906250e-03 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<16x64xf32>
    %1 = linalg.fill ins(%cst_2 : f32) outs(%0 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %2 = linalg.matmul ins(%arg2, %arg0 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%1 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %3 = tensor.empty() : tensor<16x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<16x64xf32>) outs(%3 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = math.tanh %in : f32
      linalg.yield %45 : f32
    } -> tensor<16x64xf32>
    %5 = tensor.empty() : tensor<16x64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<16x64xf32>) outs(%5 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.subf %cst_1, %in : f32
      linalg.yield %45 : f32
    } -> tensor<16x64xf32>
    %7 = tensor.empty() : tensor<16x16xf32>
    %8 = linalg.fill ins(%cst_2 : f32) outs(%7 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %9 = linalg.matmul ins(%4, %arg1 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%8 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %10 = tensor.empty() : tensor<16x16xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %arg3 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%10 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %45 = arith.subf %in, %in_3 : f32
      linalg.yield %45 : f32
    } -> tensor<16x16xf32>
    %12 = tensor.empty() : tensor<16x16xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<16x16xf32>) outs(%12 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.mulf %in, %cst_0 : f32
      linalg.yield %45 : f32
    } -> tensor<16x16xf32>
    %14 = tensor.empty() : tensor<f32>
    %15 = linalg.generic {indexing_maps = [#map1], iterator_types = []} outs(%14 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %16 = tensor.empty() : tensor<16x16xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<f32>) outs(%16 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %18 = tensor.empty() : tensor<16x16xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%17, %13 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%18 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %45 = arith.mulf %in, %in_3 : f32
      linalg.yield %45 : f32
    } -> tensor<16x16xf32>
    %20 = tensor.empty() : tensor<16x16xf32>
    %21 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<16x16xf32>) outs(%20 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %22 = tensor.empty() : tensor<16x64xf32>
    %23 = linalg.fill ins(%cst_2 : f32) outs(%22 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %24 = linalg.matmul ins(%21, %4 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%23 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %25 = tensor.empty() : tensor<64x16xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<16x64xf32>) outs(%25 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %27 = tensor.empty() : tensor<16x64xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<64x16xf32>) outs(%27 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %29 = tensor.empty() : tensor<16x64xf32>
    %30 = linalg.fill ins(%cst_2 : f32) outs(%29 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %31 = linalg.matmul ins(%19, %28 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%30 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %32 = tensor.empty() : tensor<16x64xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%31, %6 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%32 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %45 = arith.mulf %in, %in_3 : f32
      linalg.yield %45 : f32
    } -> tensor<16x64xf32>
    %34 = tensor.empty() : tensor<16x64xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%33, %4 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%34 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %45 = arith.mulf %in, %in_3 : f32
      linalg.yield %45 : f32
    } -> tensor<16x64xf32>
    %36 = tensor.empty() : tensor<16x64xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%33, %35 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%36 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %45 = arith.addf %in, %in_3 : f32
      linalg.yield %45 : f32
    } -> tensor<16x64xf32>
    %38 = tensor.empty() : tensor<64x16xf32>
    %39 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<16x64xf32>) outs(%38 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %40 = tensor.empty() : tensor<64x32xf32>
    %41 = linalg.fill ins(%cst_2 : f32) outs(%40 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %42 = linalg.matmul ins(%39, %arg2 : tensor<64x16xf32>, tensor<16x32xf32>) outs(%41 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %43 = tensor.empty() : tensor<32x64xf32>
    %44 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<64x32xf32>) outs(%43 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    return %44, %26 : tensor<32x64xf32>, tensor<64x16xf32>
  }
}
