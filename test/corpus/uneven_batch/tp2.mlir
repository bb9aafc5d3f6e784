#map = affine_map<(d0, d1) -> (d0, d1)>
module @jit_uneven_batch {
  dtensor.mesh @mesh <[y = 2], cpu>
  func.func @main(%arg0: tensor<6x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg1: tensor<32x51xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}, %arg2: tensor<51x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [y, unsharded]>}) -> (tensor<6x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) {
    %cst = arith.constant 5.000000e-01 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0.797884583 : f32
    %cst_2 = arith.constant 4.471500e-02 : f32
    %cst_3 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<6x51xf32>
    %1 = linalg.fill ins(%cst_3 : f32) outs(%0 : tensor<6x51xf32>) -> tensor<6x51xf32>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<6x32xf32>, tensor<32x51xf32>) outs(%1 : tensor<6x51xf32>) -> tensor<6x51xf32>
    %3 = tensor.empty() : tensor<6x51xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<6x51xf32>) outs(%3 : tensor<6x51xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.mulf %in, %in : f32
      linalg.yield %24 : f32
    } -> tensor<6x51xf32>
    %5 = tensor.empty() : tensor<6x51xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %2 : tensor<6x51xf32>, tensor<6x51xf32>) outs(%5 : tensor<6x51xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %24 = arith.mulf %in, %in_4 : f32
      linalg.yield %24 : f32
    } -> tensor<6x51xf32>
    %7 = tensor.empty() : tensor<6x51xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<6x51xf32>) outs(%7 : tensor<6x51xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.mulf %in, %cst_2 : f32
      linalg.yield %24 : f32
    } -> tensor<6x51xf32>
    %9 = tensor.empty() : tensor<6x51xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %8 : tensor<6x51xf32>, tensor<6x51xf32>) outs(%9 : tensor<6x51xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %24 = arith.addf %in, %in_4 : f32
      linalg.yield %24 : f32
    } -> tensor<6x51xf32>
    %11 = tensor.empty() : tensor<6x51xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<6x51xf32>) outs(%11 : tensor<6x51xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.mulf %in, %cst_1 : f32
      linalg.yield %24 : f32
    } -> tensor<6x51xf32>
    %13 = tensor.empty() : tensor<6x51xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<6x51xf32>) outs(%13 : tensor<6x51xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = math.tanh %in : f32
      linalg.yield %24 : f32
    } -> tensor<6x51xf32>
    %15 = tensor.empty() : tensor<6x51xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<6x51xf32>) outs(%15 : tensor<6x51xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.addf %in, %cst_0 : f32
      linalg.yield %24 : f32
    } -> tensor<6x51xf32>
    %17 = tensor.empty() : tensor<6x51xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<6x51xf32>) outs(%17 : tensor<6x51xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.mulf %in, %cst : f32
      linalg.yield %24 : f32
    } -> tensor<6x51xf32>
    %19 = tensor.empty() : tensor<6x51xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %18 : tensor<6x51xf32>, tensor<6x51xf32>) outs(%19 : tensor<6x51xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %24 = arith.mulf %in, %in_4 : f32
      linalg.yield %24 : f32
    } -> tensor<6x51xf32>
    %21 = tensor.empty() : tensor<6x32xf32>
    %22 = linalg.fill ins(%cst_3 : f32) outs(%21 : tensor<6x32xf32>) -> tensor<6x32xf32>
    %23 = linalg.matmul ins(%20, %arg2 : tensor<6x51xf32>, tensor<51x32xf32>) outs(%22 : tensor<6x32xf32>) -> tensor<6x32xf32>
    return %23 : tensor<6x32xf32>
  }
}
