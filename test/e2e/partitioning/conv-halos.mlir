// Convolutions whose input and output rows are sharded alike (H over 4
// devices) read the rows of their window that neighbours hold as halos
// (collective_permute of the edge rows; the pad value beyond the image's
// edges) instead of gathering the whole image: a SAME 3x3 convolution
// (a row from each side), a stride-2 one padded below (a row from the
// next device) and a 3x3 max pool padded with -inf; and two SAME
// convolutions in a row with a relu between (propagation keeps the first
// one's rows sharded: the second's image votes, through its pad, for
// them). Against numpy; the IR has no all_gather left.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t x=float32:1x16x8x4 k=float32:3x3x4x4 --seed 9
// RUN: dtc run %s --input %t/x.npy --input %t/k.npy --output %t/same.npy --output %t/down.npy --output %t/pool.npy --output %t/two.npy
// RUN: %npy check %t 'np.einsum("nhwcij,ijcf->nhwf", np.lib.stride_tricks.sliding_window_view(np.pad(x, ((0, 0), (1, 1), (1, 1), (0, 0))), (3, 3), axis=(1, 2)), k)' same | FileCheck %s --check-prefix=SAME
// SAME: same: matches numpy
// RUN: %npy check %t '(lambda c: c(np.maximum(c(x), 0)))(lambda v: np.einsum("nhwcij,ijcf->nhwf", np.lib.stride_tricks.sliding_window_view(np.pad(v, ((0, 0), (1, 1), (1, 1), (0, 0))), (3, 3), axis=(1, 2)), k))' two | FileCheck %s --check-prefix=TWO
// TWO: two: matches numpy
// RUN: %npy check %t 'np.einsum("nhwcij,ijcf->nhwf", np.lib.stride_tricks.sliding_window_view(np.pad(x, ((0, 0), (0, 1), (0, 1), (0, 0))), (3, 3), axis=(1, 2))[:, ::2, ::2], k)' down | FileCheck %s --check-prefix=DOWN
// DOWN: down: matches numpy
// RUN: %npy check %t 'np.lib.stride_tricks.sliding_window_view(np.pad(x, ((0, 0), (1, 1), (1, 1), (0, 0)), constant_values=-np.inf), (3, 3), axis=(1, 2)).max(axis=(4, 5))' pool | FileCheck %s --check-prefix=POOL
// POOL: pool: matches numpy
// The same through the GPU kernel formation (emulated).
// RUN: dtc run --emulate-gpu-kernels %s --input %t/x.npy --input %t/k.npy --output %t/same.npy --output %t/down.npy --output %t/pool.npy --output %t/two.npy
// RUN: %npy check %t 'np.einsum("nhwcij,ijcf->nhwf", np.lib.stride_tricks.sliding_window_view(np.pad(x, ((0, 0), (1, 1), (1, 1), (0, 0))), (3, 3), axis=(1, 2)), k)' same | FileCheck %s --check-prefix=SAME
// RUN: dtc compile %s -o %t/exe --dump-after optimize | FileCheck %s --check-prefix=IR
// IR-NOT: dtensor.all_gather
// IR: dtensor.collective_permute %{{.*}} on @m[h] permutation [1, 2, 3, 0] : tensor<1x1x8x4xf32>
// IR: dtensor.collective_permute %{{.*}} on @m[h] permutation [3, 0, 1, 2] : tensor<1x1x8x4xf32>
// IR: linalg.conv_2d_nhwc_hwcf {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x6x10x4xf32>, tensor<3x3x4x4xf32>) outs(%{{.*}} : tensor<1x4x8x4xf32>)
// IR-NOT: dtensor.all_gather

dtensor.mesh @m <[h = 4], cpu>
func.func @main(%x: tensor<1x16x8x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, h, unsharded, unsharded]>},
                %k: tensor<3x3x4x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded, unsharded, unsharded]>})
    -> (tensor<1x16x8x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, h, unsharded, unsharded]>},
        tensor<1x8x4x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, h, unsharded, unsharded]>},
        tensor<1x16x8x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, h, unsharded, unsharded]>},
        tensor<1x16x8x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, h, unsharded, unsharded]>}) {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %l: index, %c: index):
    tensor.yield %zero : f32
  } : tensor<1x16x8x4xf32> to tensor<1x18x10x4xf32>
  %e = tensor.empty() : tensor<1x16x8x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x16x8x4xf32>) -> tensor<1x16x8x4xf32>
  %same = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p, %k : tensor<1x18x10x4xf32>, tensor<3x3x4x4xf32>) outs(%z : tensor<1x16x8x4xf32>) -> tensor<1x16x8x4xf32>
  %q = tensor.pad %x low[0, 0, 0, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %l: index, %c: index):
    tensor.yield %zero : f32
  } : tensor<1x16x8x4xf32> to tensor<1x17x9x4xf32>
  %e2 = tensor.empty() : tensor<1x8x4x4xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  %down = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%q, %k : tensor<1x17x9x4xf32>, tensor<3x3x4x4xf32>) outs(%z2 : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %r = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %l: index, %c: index):
    tensor.yield %ninf : f32
  } : tensor<1x16x8x4xf32> to tensor<1x18x10x4xf32>
  %z3 = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x16x8x4xf32>) -> tensor<1x16x8x4xf32>
  %window = tensor.empty() : tensor<3x3xf32>
  %pool = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%r, %window : tensor<1x18x10x4xf32>, tensor<3x3xf32>) outs(%z3 : tensor<1x16x8x4xf32>) -> tensor<1x16x8x4xf32>
  %relu = arith.maximumf %same, %z : tensor<1x16x8x4xf32>
  %p2 = tensor.pad %relu low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %l: index, %c: index):
    tensor.yield %zero : f32
  } : tensor<1x16x8x4xf32> to tensor<1x18x10x4xf32>
  %two = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p2, %k : tensor<1x18x10x4xf32>, tensor<3x3x4x4xf32>) outs(%z : tensor<1x16x8x4xf32>) -> tensor<1x16x8x4xf32>
  return %same, %down, %pool, %two : tensor<1x16x8x4xf32>, tensor<1x8x4x4xf32>, tensor<1x16x8x4xf32>, tensor<1x16x8x4xf32>
}
