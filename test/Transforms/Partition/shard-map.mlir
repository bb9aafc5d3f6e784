// RUN: dtc-opt %s -split-input-file -dtensor-propagate-layouts -dtensor-partition | FileCheck %s

// A shard_map becomes a call of its local-view callee on the shards: the
// operand's producer computes the callee's block of it (the replicated
// argument sliced first), the result is the callee's shard and the global
// ops after it follow its layout. The callee is left as it is.
// CHECK-LABEL: func.func private @rows
// CHECK-SAME: (%[[X:.*]]: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>})
// CHECK-SAME: attributes {dtensor.local_view}
// CHECK-NEXT: dtensor.all_to_all %[[X]] on @m[y] split 0 concat 1
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[A:.*]]: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>})
// CHECK-SAME: -> (tensor<4x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>})
// CHECK-NEXT: %[[S:.*]] = dtensor.all_slice %[[A]] on @m[y] dim 1 : tensor<8x16xf32> -> tensor<8x8xf32>
// CHECK-NEXT: %[[E:.*]] = math.exp %[[S]] : tensor<8x8xf32>
// CHECK-NEXT: %[[C:.*]] = call @rows(%[[E]]) : (tensor<8x8xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %[[N:.*]] = math.absf %[[C]] : tensor<4x16xf32>
// CHECK-NEXT: return %[[N]]
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func private @rows(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>})
    -> (tensor<4x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) attributes {dtensor.local_view} {
  %t = dtensor.all_to_all %a on @m[y] split 0 concat 1 : tensor<8x8xf32> -> tensor<4x16xf32>
  return %t : tensor<4x16xf32>
}
func.func @main(%a: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>})
    -> (tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) {
  %e = math.exp %a : tensor<8x16xf32>
  %r = dtensor.shard_map @rows(%e) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %n = math.absf %r : tensor<8x16xf32>
  return %n : tensor<8x16xf32>
}

// -----

// The callee's layouts reach back: the operand's producer computes in the
// layout the callee takes (no relayout), and a pass-through scalar stays.
// CHECK-LABEL: func.func @backward
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}
// CHECK: %[[E:.*]] = math.exp %[[A]] : tensor<4x8xf32>
// CHECK-NEXT: %[[C:.*]] = call @scale(%[[E]], %{{.*}}) : (tensor<4x8xf32>, f32) -> tensor<4x8xf32>
// CHECK-NEXT: return %[[C]]
dtensor.mesh @m <[x = 2], cpu>
func.func private @scale(%a: tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}, %s: f32)
    -> (tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) attributes {dtensor.local_view} {
  %0 = linalg.fill ins(%s : f32) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = arith.mulf %a, %0 : tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
func.func @backward(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}, %s: f32)
    -> tensor<8x8xf32> {
  %e = math.exp %a : tensor<8x8xf32>
  %r = dtensor.shard_map @scale(%e, %s) : (tensor<8x8xf32>, f32) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
