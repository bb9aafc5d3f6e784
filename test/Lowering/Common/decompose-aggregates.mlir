// RUN: dtc-opt %s -dtc-decompose-aggregates | FileCheck %s

// CHECK-LABEL: func.func @softmax
// CHECK-NOT: linalg.softmax
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK: math.exp
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK: arith.divf
func.func @softmax(%a: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %s = linalg.softmax dimension(1) ins(%a : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}
