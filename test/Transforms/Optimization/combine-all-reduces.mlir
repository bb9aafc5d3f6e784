// RUN: dtc-opt %s -split-input-file -dtensor-combine-all-reduces | FileCheck %s
// RUN: dtc-opt %s -split-input-file -dtensor-combine-all-reduces=keep-overlap | FileCheck %s --check-prefix=KEEP

// CHECK-LABEL: func.func @combine
// CHECK-DAG: %[[FA:.*]] = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<4x4xf32> into tensor<16xf32>
// CHECK-DAG: %[[FC:.*]] = tensor.expand_shape %arg2 [] output_shape [1] : tensor<f32> into tensor<1xf32>
// CHECK: %[[J:.*]] = tensor.concat dim(0) %[[FA]], %arg1, %[[FC]] : (tensor<16xf32>, tensor<8xf32>, tensor<1xf32>) -> tensor<25xf32>
// CHECK: %[[R:.*]] = dtensor.all_reduce sum %[[J]] on @m[y] : tensor<25xf32>
// CHECK-NOT: dtensor.all_reduce
// CHECK: tensor.extract_slice %[[R]][0] [16] [1]
// CHECK: tensor.extract_slice %[[R]][16] [8] [1]
// CHECK: tensor.extract_slice %[[R]][24] [1] [1]
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @combine(%a: tensor<4x4xf32>, %b: tensor<8xf32>, %c: tensor<f32>) -> (tensor<4x4xf32>, tensor<8xf32>, tensor<f32>) {
  %0 = dtensor.all_reduce sum %a on @m[y] : tensor<4x4xf32>
  %1 = dtensor.all_reduce sum %b on @m[y] : tensor<8xf32>
  %2 = dtensor.all_reduce sum %c on @m[y] : tensor<f32>
  return %0, %1, %2 : tensor<4x4xf32>, tensor<8xf32>, tensor<f32>
}

// -----

// Dependent all_reduces, other axes, other kinds and other element types
// stay apart.
// CHECK-LABEL: func.func @apart
// CHECK-COUNT-5: dtensor.all_reduce
// CHECK-NOT: tensor.concat
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @apart(%a: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) {
  %0 = dtensor.all_reduce sum %a on @m[y] : tensor<4xf32>
  %1 = dtensor.all_reduce sum %0 on @m[y] : tensor<4xf32>
  %2 = dtensor.all_reduce sum %a on @m[x] : tensor<4xf32>
  %3 = dtensor.all_reduce max %a on @m[y, x] : tensor<4xf32>
  %4 = dtensor.all_reduce sum %i on @m[x, y] : tensor<4xi32>
  return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>
}

// -----

// Two weight gradients with a product between them, and two bias gradients
// computed after both. Alone, all four are combined (one key); with
// keep-overlap the first weight gradient stays apart (it can run while the
// second is computed), the others, ready together, are combined.
// CHECK-LABEL: func.func @gradients
// CHECK-COUNT-1: dtensor.all_reduce
// CHECK-NOT: dtensor.all_reduce
// KEEP-LABEL: func.func @gradients
// KEEP:      %[[G2:.*]] = linalg.matmul
// KEEP:      %[[G1:.*]] = linalg.matmul
// KEEP:      %[[B2:.*]] = linalg.reduce
// KEEP:      %[[B1:.*]] = linalg.reduce
// KEEP:      dtensor.all_reduce sum %[[G2]] on @m[x] : tensor<4x4xf32>
// KEEP:      %[[F:.*]] = tensor.collapse_shape %[[G1]]
// KEEP:      tensor.concat dim(0) %[[F]], %[[B2]], %[[B1]]
// KEEP-NEXT: dtensor.all_reduce sum %{{.*}} on @m[x] : tensor<24xf32>
// KEEP-NOT:  dtensor.all_reduce
dtensor.mesh @m <[x = 2], cpu>
func.func @gradients(%h: tensor<4x8xf32>, %d: tensor<8x4xf32>, %x: tensor<4x8xf32>, %i: tensor<4x4xf32>,
                     %e: tensor<4xf32>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %g2 = linalg.matmul ins(%h, %d : tensor<4x8xf32>, tensor<8x4xf32>) outs(%i : tensor<4x4xf32>) -> tensor<4x4xf32>
  %g1 = linalg.matmul ins(%x, %d : tensor<4x8xf32>, tensor<8x4xf32>) outs(%i : tensor<4x4xf32>) -> tensor<4x4xf32>
  %b2 = linalg.reduce ins(%g2 : tensor<4x4xf32>) outs(%e : tensor<4xf32>) dimensions = [0]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  %b1 = linalg.reduce ins(%g1 : tensor<4x4xf32>) outs(%e : tensor<4xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  %r2 = dtensor.all_reduce sum %g2 on @m[x] : tensor<4x4xf32>
  %r1 = dtensor.all_reduce sum %g1 on @m[x] : tensor<4x4xf32>
  %s2 = dtensor.all_reduce sum %b2 on @m[x] : tensor<4xf32>
  %s1 = dtensor.all_reduce sum %b1 on @m[x] : tensor<4xf32>
  return %r2, %r1, %s2, %s1 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4xf32>
}
