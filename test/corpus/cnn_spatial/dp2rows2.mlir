#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module @jit_cnn_spatial {
  dtensor.mesh @mesh <[x = 2, y = 2], cpu>
  func.func @main(%arg0: tensor<2x32x16x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y, unsharded, unsharded]>}, %arg1: tensor<3x3x8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded, unsharded]>}, %arg2: tensor<3x3x8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded, unsharded]>}) -> (tensor<2x32x16x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y, unsharded, unsharded]>}) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e-01 : f32
    %0 = tensor.empty() : tensor<3x3x8x8xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<3x3x8x8xf32>) outs(%0 : tensor<3x3x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %12 = arith.mulf %in, %cst_0 : f32
      linalg.yield %12 : f32
    } -> tensor<3x3x8x8xf32>
    %2 = tensor.empty() : tensor<2x32x16x8xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x32x16x8xf32>) -> tensor<2x32x16x8xf32>
    %padded = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
      tensor.yield %cst : f32
    } : tensor<2x32x16x8xf32> to tensor<2x34x18x8xf32>
    %4 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %1 : tensor<2x34x18x8xf32>, tensor<3x3x8x8xf32>) outs(%3 : tensor<2x32x16x8xf32>) -> tensor<2x32x16x8xf32>
    %5 = tensor.empty() : tensor<2x32x16x8xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<2x32x16x8xf32>) outs(%5 : tensor<2x32x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %12 = arith.maximumf %in, %cst : f32
      linalg.yield %12 : f32
    } -> tensor<2x32x16x8xf32>
    %7 = tensor.empty() : tensor<3x3x8x8xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<3x3x8x8xf32>) outs(%7 : tensor<3x3x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %12 = arith.mulf %in, %cst_0 : f32
      linalg.yield %12 : f32
    } -> tensor<3x3x8x8xf32>
    %9 = tensor.empty() : tensor<2x32x16x8xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<2x32x16x8xf32>) -> tensor<2x32x16x8xf32>
    %padded_1 = tensor.pad %6 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
      tensor.yield %cst : f32
    } : tensor<2x32x16x8xf32> to tensor<2x34x18x8xf32>
    %11 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_1, %8 : tensor<2x34x18x8xf32>, tensor<3x3x8x8xf32>) outs(%10 : tensor<2x32x16x8xf32>) -> tensor<2x32x16x8xf32>
    return %11 : tensor<2x32x16x8xf32>
  }
}
