// REQUIRES: ptxas
// The GPU pipeline on a local-view program: the elementwise chain is one
// kernel, the product a cuBLAS call, then kernels for the zero fill, the
// row sums and the scaling (after the product: not fused); kernels are
// compiled to PTX (format=isa) and to an embedded fatbin (the default).
// RUN: dtc-opt %s --dtc-gpu-lowering="format=isa toolkit=%cuda_root" | FileCheck %s --check-prefix=PTX
// RUN: dtc-opt %s --dtc-gpu-lowering="toolkit=%cuda_root" | FileCheck %s --check-prefix=FATBIN
// RUN: dtc-opt %s --dtc-gpu-lowering="chip=sm_80 features=+ptx75 format=isa toolkit=%cuda_root" | FileCheck %s --check-prefix=SM80
// Constants and index math are sunk into the kernels: the fused kernel takes
// its three memrefs (7 parameters each) and nothing else, and no kernel has
// more parameters.
// RUN: dtc-opt %s --dtc-gpu-lowering="format=isa toolkit=%cuda_root" | FileCheck %s --check-prefix=PARAMS
// PARAMS: .entry f_kernel(
// PARAMS-SAME: f_kernel_param_20
// PARAMS-NOT: f_kernel_param_21

// PTX: llvm.func @dtc_cublas_sgemm
// PTX-LABEL: llvm.func @f(
// PTX: gpu.launch_func{{ +}}@f_kernel::@f_kernel blocks in
// PTX: llvm.call @dtc_cublas_sgemm
// PTX-COUNT-3: gpu.launch_func{{ +}}@f_kernel_{{[0-9]}}::@f_kernel blocks in
// PTX-NOT: memref.
// The fused add + tanh: one kernel reads both arguments and calls tanh.
// PTX: gpu.binary @f_kernel [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// PTX-SAME: .target sm_90
// PTX-SAME: .visible .entry f_kernel(
// PTX-SAME: ld.global.b32
// PTX-SAME: ld.global.b32
// PTX-SAME: add.rn.f32
// PTX-SAME: ex2.approx
// PTX-SAME: st.global.b32

// FATBIN: gpu.binary @f_kernel [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">, properties = {{{.*}}ISAToBinaryTimeInMs

// SM80: #nvvm.target<O = 3, chip = "sm_80", features = "+ptx75">
// SM80-SAME: .target sm_80

func.func @f(%a: tensor<64x128xf32>, %b: tensor<64x128xf32>, %w: tensor<128x32xf32>) -> (tensor<64x32xf32>, tensor<64xf32>) {
  %s = arith.addf %a, %b : tensor<64x128xf32>
  %t = math.tanh %s : tensor<64x128xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<64x32xf32>) -> tensor<64x32xf32>
  %m = linalg.matmul ins(%t, %w : tensor<64x128xf32>, tensor<128x32xf32>) outs(%z : tensor<64x32xf32>) -> tensor<64x32xf32>
  %e1 = tensor.empty() : tensor<64xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %r = linalg.reduce ins(%t : tensor<64x128xf32>) outs(%z1 : tensor<64xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %y = arith.addf %x, %acc : f32
      linalg.yield %y : f32
    }
  %c = arith.constant dense<2.0> : tensor<64x32xf32>
  %m2 = arith.mulf %m, %c : tensor<64x32xf32>
  return %m2, %r : tensor<64x32xf32>, tensor<64xf32>
}
