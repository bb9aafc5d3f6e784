#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<() -> ()>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
module @jit_shard_map_dp_step {
  dtensor.mesh @mesh <[x = 4], cpu>
  func.func @main(%arg0: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg1: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, %arg2: tensor<16x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) -> (tensor<f32> {dtensor.layout = #dtensor.layout<@mesh, []>}, tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) {
    %cst = arith.constant 1.000000e-01 : f32
    %0:2 = dtensor.shard_map @dtc.shard_map.0(%arg0, %arg1, %arg2) : (tensor<8x4xf32>, tensor<16x8xf32>, tensor<16x4xf32>) -> (tensor<f32>, tensor<8x4xf32>)
    %1 = tensor.empty() : tensor<8x4xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0#1 : tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %5 = arith.mulf %in, %cst : f32
      linalg.yield %5 : f32
    } -> tensor<8x4xf32>
    %3 = tensor.empty() : tensor<8x4xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %2 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%3 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %5 = arith.subf %in, %in_0 : f32
      linalg.yield %5 : f32
    } -> tensor<8x4xf32>
    return %0#0, %4 : tensor<f32>, tensor<8x4xf32>
  }
  func.func private @dtc.shard_map.0(%arg0: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg1: tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, %arg2: tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) -> (tensor<f32> {dtensor.layout = #dtensor.layout<@mesh, []>}, tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) attributes {dtensor.local_view} {
    %cst = arith.constant 6.250000e-02 : f32
    %cst_0 = arith.constant 4.000000e+00 : f32
    %cst_1 = arith.constant 1.600000e+01 : f32
    %cst_2 = arith.constant 2.000000e+00 : f32
    %cst_3 = arith.constant 1.000000e+00 : f32
    %cst_4 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<4x4xf32>
    %1 = linalg.fill ins(%cst_4 : f32) outs(%0 : tensor<4x4xf32>) -> tensor<4x4xf32>
    %2 = linalg.matmul ins(%arg1, %arg0 : tensor<4x8xf32>, tensor<8x4xf32>) outs(%1 : tensor<4x4xf32>) -> tensor<4x4xf32>
    %3 = tensor.empty() : tensor<4x4xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<4x4xf32>) outs(%3 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = math.tanh %in : f32
      linalg.yield %44 : f32
    } -> tensor<4x4xf32>
    %5 = tensor.empty() : tensor<4x4xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<4x4xf32>) outs(%5 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.subf %cst_3, %in : f32
      linalg.yield %44 : f32
    } -> tensor<4x4xf32>
    %7 = tensor.empty() : tensor<4x4xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %arg2 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%7 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %44 = arith.subf %in, %in_5 : f32
      linalg.yield %44 : f32
    } -> tensor<4x4xf32>
    %9 = tensor.empty() : tensor<4x4xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<4x4xf32>) outs(%9 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.mulf %in, %in : f32
      linalg.yield %44 : f32
    } -> tensor<4x4xf32>
    %11 = tensor.empty() : tensor<4x4xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<4x4xf32>) outs(%11 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.mulf %in, %cst_2 : f32
      linalg.yield %44 : f32
    } -> tensor<4x4xf32>
    %13 = tensor.empty() : tensor<f32>
    %14 = linalg.fill ins(%cst_4 : f32) outs(%13 : tensor<f32>) -> tensor<f32>
    %15 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "reduction"]} ins(%10 : tensor<4x4xf32>) outs(%14 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.addf %out, %in : f32
      linalg.yield %44 : f32
    } -> tensor<f32>
    %16 = tensor.empty() : tensor<f32>
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%15 : tensor<f32>) outs(%16 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.divf %in, %cst_1 : f32
      linalg.yield %44 : f32
    } -> tensor<f32>
    %18 = tensor.empty() : tensor<f32>
    %19 = linalg.generic {indexing_maps = [#map2], iterator_types = []} outs(%18 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %20 = tensor.empty() : tensor<4x4xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<f32>) outs(%20 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x4xf32>
    %22 = tensor.empty() : tensor<4x4xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%21, %12 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%22 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %44 = arith.mulf %in, %in_5 : f32
      linalg.yield %44 : f32
    } -> tensor<4x4xf32>
    %24 = tensor.empty() : tensor<4x4xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%23, %6 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%24 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %44 = arith.mulf %in, %in_5 : f32
      linalg.yield %44 : f32
    } -> tensor<4x4xf32>
    %26 = tensor.empty() : tensor<4x4xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%25, %4 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%26 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %44 = arith.mulf %in, %in_5 : f32
      linalg.yield %44 : f32
    } -> tensor<4x4xf32>
    %28 = tensor.empty() : tensor<4x4xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%25, %27 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%28 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %44 = arith.addf %in, %in_5 : f32
      linalg.yield %44 : f32
    } -> tensor<4x4xf32>
    %30 = tensor.empty() : tensor<4x4xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<4x4xf32>) outs(%30 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x4xf32>
    %32 = tensor.empty() : tensor<4x8xf32>
    %33 = linalg.fill ins(%cst_4 : f32) outs(%32 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %34 = linalg.matmul ins(%31, %arg1 : tensor<4x4xf32>, tensor<4x8xf32>) outs(%33 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %35 = tensor.empty() : tensor<8x4xf32>
    %36 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<4x8xf32>) outs(%35 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4xf32>
    %37 = dtensor.all_reduce sum %36 on @mesh[x] : tensor<8x4xf32>
    %38 = dtensor.all_reduce sum %17 on @mesh[x] : tensor<f32>
    %39 = tensor.empty() : tensor<f32>
    %40 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%38 : tensor<f32>) outs(%39 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.divf %in, %cst_0 : f32
      linalg.yield %44 : f32
    } -> tensor<f32>
    %41 = dtensor.all_reduce sum %37 on @mesh[x] : tensor<8x4xf32>
    %42 = tensor.empty() : tensor<8x4xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<8x4xf32>) outs(%42 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.divf %in, %cst_0 : f32
      linalg.yield %44 : f32
    } -> tensor<8x4xf32>
    return %40, %43 : tensor<f32>, tensor<8x4xf32>
  }
}
