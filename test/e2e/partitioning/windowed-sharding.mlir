// Convolutions and pooling with their output rows sharded (H over h, and
// the filters over c): each device computes its block of rows from the
// window of the input they read (the input whole along H, sliced by
// partitioning), against numpy. Before, a device computed every row (the
// windowed loops were never sharded); before that, its block read the
// image's first rows.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t x=float32:1x17x9x3 k=float32:3x3x3x4 d=float32:1x16x8x3 --seed 3
// RUN: dtc run %s --input %t/x.npy --input %t/k.npy --input %t/d.npy --output %t/s.npy --output %t/l.npy --output %t/p.npy
// A convolution with stride 2: output rows h read input rows 2h .. 2h + 2.
// RUN: %npy check %t 'np.einsum("nhwcij,ijcf->nhwf", np.lib.stride_tricks.sliding_window_view(x, (3, 3), axis=(1, 2))[:, ::2, ::2], k)' s | FileCheck %s --check-prefix=S
// S: s: matches numpy
// Dilation 2: rows h, h + 2, h + 4.
// RUN: %npy check %t 'np.einsum("nhwcij,ijcf->nhwf", np.lib.stride_tricks.sliding_window_view(d, (5, 5), axis=(1, 2))[..., ::2, ::2], k)' l | FileCheck %s --check-prefix=L
// L: l: matches numpy
// Max pooling 2x2, stride 2.
// RUN: %npy check %t 'd.reshape(1, 8, 2, 4, 2, 3).max(axis=(2, 4))' p | FileCheck %s --check-prefix=P
// P: p: matches numpy
// Each device computes its own rows: the convolutions read windows of the
// input, and no result is sliced from a whole one.
// RUN: dtc compile %s -o %t/exe --dump-after partition | FileCheck %s --check-prefix=IR
// IR: tensor.extract_slice %{{.*}}[0, %{{.*}}, 0, 0] [1, 5, 9, 3] [1, 1, 1, 1] : tensor<1x17x9x3xf32> to tensor<1x5x9x3xf32>
// IR: linalg.conv_2d_nhwc_hwcf {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x5x9x3xf32>, tensor<3x3x3x2xf32>) outs(%{{.*}} : tensor<1x2x4x2xf32>)
// IR: linalg.conv_2d_nhwc_hwcf {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x7x8x3xf32>, tensor<3x3x3x2xf32>) outs(%{{.*}} : tensor<1x3x4x2xf32>)
// IR: linalg.pooling_nhwc_max {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x4x8x3xf32>, tensor<2x2xf32>) outs(%{{.*}} : tensor<1x2x4x3xf32>)
// IR-NOT: dtensor.all_slice

dtensor.mesh @m <[h = 4, c = 2], cpu>
func.func @main(%x: tensor<1x17x9x3xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded, unsharded, unsharded]>},
                %k: tensor<3x3x3x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded, unsharded, c]>},
                %d: tensor<1x16x8x3xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, h, unsharded, unsharded]>})
    -> (tensor<1x8x4x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, h, unsharded, c]>},
        tensor<1x12x4x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, h, unsharded, c]>},
        tensor<1x8x4x3xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, h, unsharded, unsharded]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x4x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  %s = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %k : tensor<1x17x9x3xf32>, tensor<3x3x3x4xf32>) outs(%z : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  %e2 = tensor.empty() : tensor<1x12x4x4xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x12x4x4xf32>) -> tensor<1x12x4x4xf32>
  %l = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%d, %k : tensor<1x16x8x3xf32>, tensor<3x3x3x4xf32>) outs(%z2 : tensor<1x12x4x4xf32>) -> tensor<1x12x4x4xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %e3 = tensor.empty() : tensor<1x8x4x3xf32>
  %z3 = linalg.fill ins(%ninf : f32) outs(%e3 : tensor<1x8x4x3xf32>) -> tensor<1x8x4x3xf32>
  %window = tensor.empty() : tensor<2x2xf32>
  %p = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%d, %window : tensor<1x16x8x3xf32>, tensor<2x2xf32>) outs(%z3 : tensor<1x8x4x3xf32>) -> tensor<1x8x4x3xf32>
  return %s, %l, %p : tensor<1x8x4x4xf32>, tensor<1x12x4x4xf32>, tensor<1x8x4x3xf32>
}
