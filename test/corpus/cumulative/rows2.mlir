#map = affine_map<(d0) -> ()>
#map1 = affine_map<(d0) -> (d0)>
module @jit_cumulative {
  dtensor.mesh @mesh <[x = 2], cpu>
  func.func @main(%arg0: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) -> (tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) {
    %cst = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<f32>
    %0 = tensor.empty() : tensor<8x16xf32>
    %1 = tensor.empty() : tensor<8xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst_0 : tensor<f32>) outs(%1 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8xf32>
    %output, %accumulator = dtensor.scan %arg0 init %2 along 1 inclusive : tensor<8x16xf32>, tensor<8xf32> {
    ^bb0(%arg1: f32, %arg2: f32):
      %6 = arith.addf %arg1, %arg2 : f32
      dtensor.yield %6 : f32
    }
    %3 = tensor.empty() : tensor<8x16xf32>
    %4 = tensor.empty() : tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst : tensor<f32>) outs(%4 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %output_1, %accumulator_2 = dtensor.scan %arg0 init %5 along 0 inclusive : tensor<8x16xf32>, tensor<16xf32> {
    ^bb0(%arg1: f32, %arg2: f32):
      %6 = arith.maximumf %arg1, %arg2 : f32
      dtensor.yield %6 : f32
    }
    return %output, %output_1 : tensor<8x16xf32>, tensor<8x16xf32>
  }
}
