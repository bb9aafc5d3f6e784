// REQUIRES: ptxas
// On a GPU a 2-D f32 convolution (strided) is a kernel that gathers the
// image's windows into rows (im2col) and one cuBLAS product of those rows
// and the filter (dtc-convolutions-as-products in the GPU pipeline), not a
// kernel of the convolution's loop nest; its output's zero fill is the
// product's beta = 0, no kernel.
// RUN: dtc-opt %s --dtc-gpu-lowering="format=isa toolkit=%cuda_root" | FileCheck %s
// CHECK: llvm.func @dtc_cublas_sgemm
// CHECK-LABEL: llvm.func @conv(
// CHECK: %[[BETA:.*]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK: gpu.launch_func{{ +}}@conv_kernel::@conv_kernel blocks in
// CHECK-NOT: gpu.launch_func
// CHECK: llvm.call @dtc_cublas_sgemm({{.*}}, %[[BETA]], %{{[0-9]+}}, %{{[0-9]+}})
// CHECK-NOT: gpu.launch_func
// CHECK: llvm.return
func.func @conv(%x: tensor<2x10x10x4xf32>, %k: tensor<3x3x4x8xf32>) -> tensor<2x4x4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x4x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %k : tensor<2x10x10x4xf32>, tensor<3x3x4x8xf32>) outs(%z : tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
  return %r : tensor<2x4x4x8xf32>
}
