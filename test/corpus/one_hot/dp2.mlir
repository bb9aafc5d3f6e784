#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (0, d1)>
module @jit_one_hot {
  dtensor.mesh @mesh <[x = 2], cpu>
  func.func @main(%arg0: tensor<16xi32> {dtensor.layout = #dtensor.layout<@mesh, [x]>}, %arg1: tensor<10x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) -> (tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x10xi32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<1x10xi32>) {
    ^bb0(%out: i32):
      %13 = linalg.index 1 : index
      %14 = arith.index_cast %13 : index to i32
      linalg.yield %14 : i32
    } -> tensor<1x10xi32>
    %2 = tensor.empty() : tensor<16x10xi32>
    %3 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<16xi32>) outs(%2 : tensor<16x10xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<16x10xi32>
    %4 = tensor.empty() : tensor<16x10xi32>
    %5 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<1x10xi32>) outs(%4 : tensor<16x10xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<16x10xi32>
    %6 = tensor.empty() : tensor<16x10xi1>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %5 : tensor<16x10xi32>, tensor<16x10xi32>) outs(%6 : tensor<16x10xi1>) {
    ^bb0(%in: i32, %in_0: i32, %out: i1):
      %13 = arith.cmpi eq, %in, %in_0 : i32
      linalg.yield %13 : i1
    } -> tensor<16x10xi1>
    %8 = tensor.empty() : tensor<16x10xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<16x10xi1>) outs(%8 : tensor<16x10xf32>) {
    ^bb0(%in: i1, %out: f32):
      %13 = arith.uitofp %in : i1 to f32
      linalg.yield %13 : f32
    } -> tensor<16x10xf32>
    %10 = tensor.empty() : tensor<16x8xf32>
    %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %12 = linalg.matmul ins(%9, %arg1 : tensor<16x10xf32>, tensor<10x8xf32>) outs(%11 : tensor<16x8xf32>) -> tensor<16x8xf32>
    return %12 : tensor<16x8xf32>
  }
}
