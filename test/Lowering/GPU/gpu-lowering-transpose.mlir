// REQUIRES: ptxas
// A transpose through the GPU pipeline: a tiled kernel whose tile is a
// shared-memory array, with a barrier between its loads and its stores; the
// fatbin build runs ptxas on it.
// RUN: dtc-opt %s --dtc-gpu-lowering="format=isa toolkit=%cuda_root" | FileCheck %s
// RUN: dtc-opt %s --dtc-gpu-lowering="toolkit=%cuda_root" | FileCheck %s --check-prefix=FATBIN
// CHECK: gpu.binary @t_kernel
// CHECK-SAME: .shared .align 4 .b8 {{.*}}[4224]
// CHECK-SAME: ld.global.b32
// CHECK-SAME: st.shared.b32
// CHECK-SAME: bar.sync {{.*}}0;
// CHECK-SAME: ld.shared.b32
// CHECK-SAME: st.global.b32
// FATBIN: gpu.binary @t_kernel [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">, properties = {{{.*}}ISAToBinaryTimeInMs
func.func @t(%a: tensor<100x300xf32>) -> tensor<300x100xf32> {
  %e = tensor.empty() : tensor<300x100xf32>
  %t = linalg.transpose ins(%a : tensor<100x300xf32>) outs(%e : tensor<300x100xf32>) permutation = [1, 0]
  return %t : tensor<300x100xf32>
}
