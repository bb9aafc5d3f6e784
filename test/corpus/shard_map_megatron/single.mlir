#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module @jit_shard_map_megatron {
  dtensor.mesh @mesh <[dp = 2, tp = 4], cpu>
  func.func @main(%arg0: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg1: tensor<32x64xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg2: tensor<64x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg3: tensor<32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}) -> (tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) {
    %0 = dtensor.shard_map @dtc.shard_map.0(%arg0, %arg1, %arg2) : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %1 = tensor.empty() : tensor<16x32xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<32xf32>) outs(%1 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %3 = tensor.empty() : tensor<16x32xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%0, %2 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%3 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %7 = arith.addf %in, %in_0 : f32
      linalg.yield %7 : f32
    } -> tensor<16x32xf32>
    %5 = tensor.empty() : tensor<16x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<16x32xf32>) outs(%5 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %7 = math.tanh %in : f32
      linalg.yield %7 : f32
    } -> tensor<16x32xf32>
    return %6 : tensor<16x32xf32>
  }
  func.func private @dtc.shard_map.0(%arg0: tensor<8x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [dp, unsharded]>}, %arg1: tensor<32x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, tp]>}, %arg2: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [tp, unsharded]>}) -> (tensor<8x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [dp, unsharded]>}) attributes {dtensor.local_view} {
    %cst = arith.constant 5.000000e-01 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0.797884583 : f32
    %cst_2 = arith.constant 4.471500e-02 : f32
    %cst_3 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x16xf32>
    %1 = linalg.fill ins(%cst_3 : f32) outs(%0 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%1 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %3 = tensor.empty() : tensor<8x16xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<8x16xf32>) outs(%3 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = arith.mulf %in, %in : f32
      linalg.yield %25 : f32
    } -> tensor<8x16xf32>
    %5 = tensor.empty() : tensor<8x16xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %2 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%5 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %25 = arith.mulf %in, %in_4 : f32
      linalg.yield %25 : f32
    } -> tensor<8x16xf32>
    %7 = tensor.empty() : tensor<8x16xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<8x16xf32>) outs(%7 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = arith.mulf %in, %cst_2 : f32
      linalg.yield %25 : f32
    } -> tensor<8x16xf32>
    %9 = tensor.empty() : tensor<8x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %8 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%9 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %25 = arith.addf %in, %in_4 : f32
      linalg.yield %25 : f32
    } -> tensor<8x16xf32>
    %11 = tensor.empty() : tensor<8x16xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<8x16xf32>) outs(%11 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = arith.mulf %in, %cst_1 : f32
      linalg.yield %25 : f32
    } -> tensor<8x16xf32>
    %13 = tensor.empty() : tensor<8x16xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<8x16xf32>) outs(%13 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = math.tanh %in : f32
      linalg.yield %25 : f32
    } -> tensor<8x16xf32>
    %15 = tensor.empty() : tensor<8x16xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<8x16xf32>) outs(%15 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = arith.addf %in, %cst_0 : f32
      linalg.yield %25 : f32
    } -> tensor<8x16xf32>
    %17 = tensor.empty() : tensor<8x16xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<8x16xf32>) outs(%17 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = arith.mulf %in, %cst : f32
      linalg.yield %25 : f32
    } -> tensor<8x16xf32>
    %19 = tensor.empty() : tensor<8x16xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %18 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%19 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %25 = arith.mulf %in, %in_4 : f32
      linalg.yield %25 : f32
    } -> tensor<8x16xf32>
    %21 = tensor.empty() : tensor<8x32xf32>
    %22 = linalg.fill ins(%cst_3 : f32) outs(%21 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %23 = linalg.matmul ins(%20, %arg2 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%22 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %24 = dtensor.all_reduce sum %23 on @mesh[tp] : tensor<8x32xf32>
    return %24 : tensor<8x32xf32>
  }
}
