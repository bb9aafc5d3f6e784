// The relayout planner's choices, as the partitioner emits them, and their
// prices, as dtensor-print-layouts reports them: the cheapest valid
// sequence, priced by what the emitted collectives move.
// RUN: dtc-opt %s -split-input-file -dtensor-propagate-layouts -dtensor-partition | FileCheck %s
// RUN: dtc-opt %s -split-input-file -dtensor-propagate-layouts -dtensor-print-layouts -o /dev/null | FileCheck %s --check-prefix=COST

// A device-order change is one collective_permute (the local block moves
// once: 4x4xf32 = 64 B).
// CHECK-LABEL: func.func @order
// CHECK-NEXT: dtensor.collective_permute %{{.*}} on @m[x, y] permutation [0, 2, 1, 3] : tensor<4x4xf32>
// CHECK-NEXT: return
// COST: func @order
// COST: total communication: 64 B per device
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @order(%a: tensor<16x4xf32> {dtensor.layout = #dtensor.layout<@m, [{x, y}, unsharded]>})
    -> (tensor<16x4xf32> {dtensor.layout = #dtensor.layout<@m, [{y, x}, unsharded]>}) {
  %r = dtensor.relayout %a : tensor<16x4xf32> to #dtensor.layout<@m, [{y, x}, unsharded]>
  return %r : tensor<16x4xf32>
}

// -----

// Gathering a dimension sharded over two axes: one all_gather over both,
// which takes in the 3 other blocks (3 x 64 B).
// CHECK-LABEL: func.func @gather_two_axes
// CHECK-NEXT: dtensor.all_gather %{{.*}} on @m[x, y] dim 0 : tensor<4x4xf32> -> tensor<16x4xf32>
// CHECK-NEXT: return
// COST: func @gather_two_axes
// COST: total communication: 192 B per device
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @gather_two_axes(%a: tensor<16x4xf32> {dtensor.layout = #dtensor.layout<@m, [{x, y}, unsharded]>})
    -> (tensor<16x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>}) {
  %r = dtensor.relayout %a : tensor<16x4xf32> to #dtensor.layout<@m, [unsharded, unsharded]>
  return %r : tensor<16x4xf32>
}

// -----

// A partial value that becomes sharded over the same axis: reduce_scatter,
// not all_reduce and a slice (1/2 x 128 B instead of 2 x 1/2 x 128 B).
// CHECK-LABEL: func.func @scatter
// CHECK-NEXT: dtensor.reduce_scatter sum %{{.*}} on @m[x] dim 0 : tensor<8x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT: return
// COST: func @scatter
// COST: total communication: 64 B per device
dtensor.mesh @m <[x = 2], cpu>
func.func @scatter(%a: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded], partial = sum[x]>})
    -> (tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) {
  %r = dtensor.relayout %a : tensor<8x4xf32> to #dtensor.layout<@m, [x, unsharded]>
  return %r : tensor<8x4xf32>
}

// -----

// Partial over two axes, one of which goes on to shard a dimension:
// reduce_scatter over it first, then all_reduce the smaller shard.
// CHECK-LABEL: func.func @scatter_then_reduce
// CHECK-NEXT: dtensor.reduce_scatter max %{{.*}} on @m[y] dim 1 : tensor<8x8xf32> -> tensor<8x4xf32>
// CHECK-NEXT: dtensor.all_reduce max %{{.*}} on @m[x] : tensor<8x4xf32>
// CHECK-NEXT: return
// COST: func @scatter_then_reduce
// COST: total communication: 256 B per device
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @scatter_then_reduce(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded], partial = max[x, y]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>}) {
  %r = dtensor.relayout %a : tensor<8x8xf32> to #dtensor.layout<@m, [unsharded, y]>
  return %r : tensor<8x8xf32>
}

// -----

// Swapping the axes of two dimensions keeps every block whole: one
// collective_permute (64 B) instead of two gathers and slices (192 B).
// CHECK-LABEL: func.func @swap
// CHECK-NEXT: dtensor.collective_permute %{{.*}} on @m[x, y] permutation [0, 2, 1, 3] : tensor<4x4xf32>
// CHECK-NEXT: return
// COST: func @swap
// COST: total communication: 64 B per device
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @swap(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [y, x]>}) {
  %r = dtensor.relayout %a : tensor<8x8xf32> to #dtensor.layout<@m, [y, x]>
  return %r : tensor<8x8xf32>
}

// -----

// An axis moving to another dimension: one all_to_all (1/2 x 128 B).
// CHECK-LABEL: func.func @move
// CHECK-NEXT: dtensor.all_to_all %{{.*}} on @m[x] split 1 concat 0 : tensor<4x8xf32> -> tensor<8x4xf32>
// CHECK-NEXT: return
// COST: func @move
// COST: total communication: 64 B per device
dtensor.mesh @m <[x = 2], cpu>
func.func @move(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, x]>}) {
  %r = dtensor.relayout %a : tensor<8x8xf32> to #dtensor.layout<@m, [unsharded, x]>
  return %r : tensor<8x8xf32>
}

// -----

// From one device: it broadcasts the whole value (256 B), then every device
// keeps its block.
// CHECK-LABEL: func.func @from_device
// CHECK-NEXT: dtensor.broadcast %{{.*}} on @m[x] root 1 : tensor<8x8xf32>
// CHECK-NEXT: dtensor.all_slice %{{.*}} on @m[x] dim 0 : tensor<8x8xf32> -> tensor<4x8xf32>
// CHECK-NEXT: return
// COST: func @from_device
// COST: total communication: 256 B per device
dtensor.mesh @m <[x = 2], cpu>
func.func @from_device(%a: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, device = 1>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) {
  %r = dtensor.relayout %a : tensor<8x8xf32> to #dtensor.layout<@m, [x, unsharded]>
  return %r : tensor<8x8xf32>
}
