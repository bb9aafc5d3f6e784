// RUN: dtc-opt %s -split-input-file -dtensor-all-reduce-to-reduce-scatter | FileCheck %s

// CHECK-LABEL: func.func @fuse
// CHECK-NEXT: %[[R:.*]] = dtensor.reduce_scatter sum %arg0 on @m[x] dim 0 : tensor<8x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT: return %[[R]]
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @fuse(%a: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %0 = dtensor.all_reduce sum %a on @m[x] : tensor<8x4xf32>
  %1 = dtensor.all_slice %0 on @m[x] dim 0 : tensor<8x4xf32> -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}

// -----

// Axes the slice does not use stay an all_reduce, on the smaller block.
// CHECK-LABEL: func.func @partly
// CHECK-NEXT: %[[S:.*]] = dtensor.reduce_scatter max %arg0 on @m[y] dim 1 : tensor<8x4xf32> -> tensor<8x2xf32>
// CHECK-NEXT: %[[R:.*]] = dtensor.all_reduce max %[[S]] on @m[x] : tensor<8x2xf32>
// CHECK-NEXT: return %[[R]]
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @partly(%a: tensor<8x4xf32>) -> tensor<8x2xf32> {
  %0 = dtensor.all_reduce max %a on @m[x, y] : tensor<8x4xf32>
  %1 = dtensor.all_slice %0 on @m[y] dim 1 : tensor<8x4xf32> -> tensor<8x2xf32>
  return %1 : tensor<8x2xf32>
}

// -----

// Not when the all_reduce has another use, or the slice uses other axes.
// CHECK-LABEL: func.func @kept
// CHECK: dtensor.all_reduce
// CHECK: dtensor.all_slice
// CHECK: dtensor.all_reduce
// CHECK: dtensor.all_slice
// CHECK-NOT: reduce_scatter
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @kept(%a: tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>) {
  %0 = dtensor.all_reduce sum %a on @m[x] : tensor<8x4xf32>
  %1 = dtensor.all_slice %0 on @m[x] dim 0 : tensor<8x4xf32> -> tensor<4x4xf32>
  %2 = dtensor.all_reduce sum %a on @m[x] : tensor<8x4xf32>
  %3 = dtensor.all_slice %2 on @m[y] dim 0 : tensor<8x4xf32> -> tensor<4x4xf32>
  return %1, %0, %3 : tensor<4x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>
}
