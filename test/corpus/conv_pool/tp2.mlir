#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module @jit_conv_pool {
  dtensor.mesh @mesh <[y = 2], cpu>
  func.func @main(%arg0: tensor<2x8x8x3xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded, unsharded]>}, %arg1: tensor<3x3x3x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded, y]>}) -> (tensor<2x4x4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded, y]>}) {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x8x8x4xf32>
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %padded = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst_0 : f32
    } : tensor<2x8x8x3xf32> to tensor<2x10x10x3xf32>
    %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<2x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%1 : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %3 = tensor.empty() : tensor<2x8x8x4xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<2x8x8x4xf32>) outs(%3 : tensor<2x8x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %9 = arith.maximumf %in, %cst_0 : f32
      linalg.yield %9 : f32
    } -> tensor<2x8x8x4xf32>
    %5 = tensor.empty() : tensor<2x2xf32>
    %6 = tensor.empty() : tensor<2x4x4x4xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %8 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%4, %5 : tensor<2x8x8x4xf32>, tensor<2x2xf32>) outs(%7 : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    return %8 : tensor<2x4x4x4xf32>
  }
}
