// RUN: dtc-opt %s -split-input-file -dtensor-sink-all-reduce | FileCheck %s

// CHECK-LABEL: func.func @add
// CHECK-NEXT: %[[N:.*]] = arith.negf %arg1
// CHECK-NEXT: %[[S:.*]] = arith.subf %arg0, %[[N]]
// CHECK-NEXT: %[[R:.*]] = dtensor.all_reduce sum %[[S]] on @m[x]
// CHECK-NEXT: return %[[R]]
dtensor.mesh @m <[x = 2], cpu>
func.func @add(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = dtensor.all_reduce sum %a on @m[x] : tensor<4xf32>
  %1 = dtensor.all_reduce sum %b on @m[x] : tensor<4xf32>
  %2 = arith.negf %1 : tensor<4xf32>
  %3 = arith.subf %0, %2 : tensor<4xf32>
  return %3 : tensor<4xf32>
}

// -----

// Max does not commute with addition; other axes do not merge.
// CHECK-LABEL: func.func @keep
// CHECK-COUNT-4: dtensor.all_reduce
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @keep(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = dtensor.all_reduce max %a on @m[x] : tensor<4xf32>
  %1 = dtensor.all_reduce max %b on @m[x] : tensor<4xf32>
  %2 = arith.addf %0, %1 : tensor<4xf32>
  %3 = dtensor.all_reduce sum %a on @m[x] : tensor<4xf32>
  %4 = dtensor.all_reduce sum %b on @m[y] : tensor<4xf32>
  %5 = arith.addf %3, %4 : tensor<4xf32>
  return %2, %5 : tensor<4xf32>, tensor<4xf32>
}
