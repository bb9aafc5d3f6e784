// The CPU pipeline takes a tensor program to the LLVM dialect; the product
// runs in dtc_host_sgemm. A = [[1,2],[3,4],[5,6]] (3x2), B = [[1,0,2],[0,1,3]] (2x3):
// A*B = [[1,2,8],[3,4,18],[5,6,28]].
// RUN: dtc-opt %s -dtc-cpu-lowering | FileCheck %s --check-prefix=IR
// RUN: dtc-opt %s -dtc-cpu-lowering | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%dtc_host_gemm_lib,%mlir_runner_utils,%mlir_c_runner_utils | FileCheck %s

// IR-NOT: linalg.
// IR-NOT: memref.
// IR: llvm.call @dtc_host_sgemm

func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %b = arith.constant dense<[[1.0, 0.0, 2.0], [0.0, 1.0, 3.0]]> : tensor<2x3xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<3x3xf32>) -> tensor<3x3xf32>
  %p = linalg.matmul ins(%a, %b : tensor<3x2xf32>, tensor<2x3xf32>) outs(%z : tensor<3x3xf32>) -> tensor<3x3xf32>
  %u = tensor.cast %p : tensor<3x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
// CHECK: rank = 2 offset = 0 sizes = [3, 3]
// CHECK-NEXT: {{\[}}[1,   2,   8],
// CHECK-NEXT:  [3,   4,   18],
// CHECK-NEXT:  [5,   6,   28]]
