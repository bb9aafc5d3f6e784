// RUN: dtc-opt %s -split-input-file --dtc-convolutions-as-products | FileCheck %s

// An f32 2-D convolution becomes one product: its image's windows gathered
// into rows (a row per output pixel, a column per tap and channel) times
// the filter as a 36 x 8 matrix.
// CHECK-DAG: #[[WIN:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d3, d2 + d4, d5)>
// CHECK-DAG: #[[ID6:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>
// CHECK-LABEL: func.func @conv_product
// CHECK: %[[P:.*]] = linalg.generic {indexing_maps = [#[[WIN]], #[[ID6]]]
// CHECK-SAME: ins(%arg0 : tensor<1x10x10x4xf32>) outs(%{{.*}} : tensor<1x8x8x3x3x4xf32>)
// CHECK: %[[ROWS:.*]] = tensor.collapse_shape %[[P]] {{\[}}[0, 1, 2], [3, 4, 5]] : tensor<1x8x8x3x3x4xf32> into tensor<64x36xf32>
// CHECK: %[[W:.*]] = tensor.collapse_shape %arg1 {{\[}}[0, 1, 2], [3]] : tensor<3x3x4x8xf32> into tensor<36x8xf32>
// CHECK: %[[O:.*]] = tensor.collapse_shape %arg2 {{\[}}[0, 1, 2], [3]] : tensor<1x8x8x8xf32> into tensor<64x8xf32>
// CHECK: %[[M:.*]] = linalg.matmul ins(%[[ROWS]], %[[W]] : tensor<64x36xf32>, tensor<36x8xf32>) outs(%[[O]] : tensor<64x8xf32>)
// CHECK: tensor.expand_shape %[[M]] {{\[}}[0, 1, 2], [3]] output_shape [1, 8, 8, 8]
// CHECK-NOT: linalg.conv_2d_nhwc_hwcf
func.func @conv_product(%x: tensor<1x10x10x4xf32>, %k: tensor<3x3x4x8xf32>, %o: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %k : tensor<1x10x10x4xf32>, tensor<3x3x4x8xf32>) outs(%o : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  return %r : tensor<1x8x8x8xf32>
}

// -----

// A fill of the output for the convolution alone is a fill of the rows,
// right before the product (a zero fill there is BLAS's beta = 0).
// CHECK-LABEL: func.func @filled
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NOT: linalg.fill {{.*}} tensor<1x8x8x8xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<64x8xf32>
// CHECK: %[[F:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E]] : tensor<64x8xf32>)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<64x36xf32>, tensor<36x8xf32>) outs(%[[F]] : tensor<64x8xf32>)
// CHECK-NOT: linalg.fill
func.func @filled(%x: tensor<1x10x10x4xf32>, %k: tensor<3x3x4x8xf32>) -> tensor<1x8x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x8x8xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %k : tensor<1x10x10x4xf32>, tensor<3x3x4x8xf32>) outs(%o : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  return %r : tensor<1x8x8x8xf32>
}

// -----

// Strides and dilations are in the gather's map: output row i, tap r reads
// image row 2 i + 3 r (and likewise the columns).
// CHECK-DAG: #[[SWIN:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d3 * 3, d2 * 2 + d4 * 3, d5)>
// CHECK-LABEL: func.func @strided_dilated
// CHECK: linalg.generic {indexing_maps = [#[[SWIN]],
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<32x18xf32>, tensor<18x5xf32>)
func.func @strided_dilated(%x: tensor<2x13x13x2xf32>, %k: tensor<3x3x2x5xf32>, %o: tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %k : tensor<2x13x13x2xf32>, tensor<3x3x2x5xf32>) outs(%o : tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32>
  return %r : tensor<2x4x4x5xf32>
}

// -----

// Left as they are: an f16 convolution, a depthwise one, and one whose
// patches would take more than 64 MiB (here 81 MiB).
// CHECK-LABEL: func.func @stay
// CHECK-NOT: linalg.matmul
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} tensor<1x10x10x4xf16>
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} tensor<1x1026x1026x2xf32>
func.func @stay(%x: tensor<1x10x10x4xf16>, %k: tensor<3x3x4x8xf16>, %o: tensor<1x8x8x8xf16>,
                %d: tensor<1x10x10x4xf32>, %dk: tensor<3x3x4xf32>, %do: tensor<1x8x8x4xf32>,
                %b: tensor<1x1026x1026x2xf32>, %bk: tensor<3x3x2x1xf32>, %bo: tensor<1x1024x1024x1xf32>)
    -> (tensor<1x8x8x8xf16>, tensor<1x8x8x4xf32>, tensor<1x1024x1024x1xf32>) {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %k : tensor<1x10x10x4xf16>, tensor<3x3x4x8xf16>) outs(%o : tensor<1x8x8x8xf16>) -> tensor<1x8x8x8xf16>
  %s = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%d, %dk : tensor<1x10x10x4xf32>, tensor<3x3x4xf32>) outs(%do : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %t = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%b, %bk : tensor<1x1026x1026x2xf32>, tensor<3x3x2x1xf32>) outs(%bo : tensor<1x1024x1024x1xf32>) -> tensor<1x1024x1024x1xf32>
  return %r, %s, %t : tensor<1x8x8x8xf16>, tensor<1x8x8x4xf32>, tensor<1x1024x1024x1xf32>
}
