// A barrier of several values becomes one per value; each then takes its
// operand's layout through propagation and partitioning, and the barriers
// stay in the partitioned program (they are gone only at bufferization).
// RUN: dtc-opt %s --dtensor-split-optimization-barriers | FileCheck %s
// RUN: dtc-opt %s --dtensor-split-optimization-barriers --dtensor-propagate-layouts --dtensor-partition | FileCheck %s --check-prefix=PART

dtensor.mesh @m <[x = 2, y = 2], cpu>

// CHECK-LABEL: func.func @two_values
// CHECK-NEXT: %[[A:.*]] = dtensor.optimization_barrier %arg0 : tensor<8x16xf32>
// CHECK-NEXT: %[[B:.*]] = dtensor.optimization_barrier %arg1 : tensor<16xf32>
// CHECK-NEXT: %[[E:.*]] = math.exp %[[A]]
// CHECK-NEXT: return %[[E]], %[[B]]
// PART-LABEL: func.func @two_values
// PART-SAME: tensor<4x8xf32>
// PART-SAME: tensor<4xf32>
// PART-NEXT: %[[A:.*]] = dtensor.optimization_barrier %arg0 : tensor<4x8xf32>
// PART-NEXT: %[[B:.*]] = dtensor.optimization_barrier %arg1 : tensor<4xf32>
// PART-NEXT: %[[E:.*]] = math.exp %[[A]] : tensor<4x8xf32>
// PART-NEXT: return %[[E]], %[[B]]
func.func @two_values(%a: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>},
                      %b: tensor<16xf32> {dtensor.layout = #dtensor.layout<@m, [{x, y}]>})
    -> (tensor<8x16xf32>, tensor<16xf32>) {
  %r:2 = dtensor.optimization_barrier %a, %b : tensor<8x16xf32>, tensor<16xf32>
  %e = math.exp %r#0 : tensor<8x16xf32>
  return %e, %r#1 : tensor<8x16xf32>, tensor<16xf32>
}
