#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module @jit_softmax {
  dtensor.mesh @mesh <[x = 2], cpu>
  func.func @main(%arg0: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) -> (tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %0 = tensor.empty() : tensor<16xf32>
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<16xf32>) -> tensor<16xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<16x32xf32>) outs(%1 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.maximumf %out, %in : f32
      linalg.yield %16 : f32
    } -> tensor<16xf32>
    %3 = tensor.empty() : tensor<16x32xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<16xf32>) outs(%3 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %5 = tensor.empty() : tensor<16x32xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %4 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%5 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %16 = arith.subf %in, %in_1 : f32
      linalg.yield %16 : f32
    } -> tensor<16x32xf32>
    %7 = tensor.empty() : tensor<16x32xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<16x32xf32>) outs(%7 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = math.exp %in : f32
      linalg.yield %16 : f32
    } -> tensor<16x32xf32>
    %9 = tensor.empty() : tensor<16xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<16xf32>) -> tensor<16xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%8 : tensor<16x32xf32>) outs(%10 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.addf %out, %in : f32
      linalg.yield %16 : f32
    } -> tensor<16xf32>
    %12 = tensor.empty() : tensor<16x32xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<16xf32>) outs(%12 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %14 = tensor.empty() : tensor<16x32xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %13 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%14 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %16 = arith.divf %in, %in_1 : f32
      linalg.yield %16 : f32
    } -> tensor<16x32xf32>
    return %15 : tensor<16x32xf32>
  }
}
