// RUN: dtc-opt %s -split-input-file -dtensor-fold-gather-slice | FileCheck %s

// CHECK-LABEL: func.func @cancel
// CHECK-NOT: dtensor.all_
// CHECK: return %arg0, %arg1
dtensor.mesh @m <[x = 2], cpu>
func.func @cancel(%a: tensor<4x4xf32>, %b: tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<8x4xf32>) {
  %0 = dtensor.all_gather %a on @m[x] dim 0 : tensor<4x4xf32> -> tensor<8x4xf32>
  %1 = dtensor.all_slice %0 on @m[x] dim 0 : tensor<8x4xf32> -> tensor<4x4xf32>
  %2 = dtensor.all_slice %b on @m[x] dim 0 : tensor<8x4xf32> -> tensor<4x4xf32>
  %3 = dtensor.all_gather %2 on @m[x] dim 0 : tensor<4x4xf32> -> tensor<8x4xf32>
  return %1, %3 : tensor<4x4xf32>, tensor<8x4xf32>
}

// -----

// Different dimensions do not cancel.
// CHECK-LABEL: func.func @keep
// CHECK: dtensor.all_gather
// CHECK: dtensor.all_slice
dtensor.mesh @m <[x = 2], cpu>
func.func @keep(%a: tensor<4x4xf32>) -> tensor<8x2xf32> {
  %0 = dtensor.all_gather %a on @m[x] dim 0 : tensor<4x4xf32> -> tensor<8x4xf32>
  %1 = dtensor.all_slice %0 on @m[x] dim 1 : tensor<8x4xf32> -> tensor<8x2xf32>
  return %1 : tensor<8x2xf32>
}
