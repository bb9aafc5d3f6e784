// fetch_layout for a program: every value's layout, its shard shape, the
// communication it implies, and pictures of the arguments and results.
// RUN: dtc-opt %s -dtensor-propagate-layouts -dtensor-print-layouts -o /dev/null | FileCheck %s

// CHECK: func @mlp on mesh @m [x=2, y=2]
// CHECK-NEXT: %arg0  tensor<8x16xf32>  [x, y]  local 4x8
// CHECK-NEXT: %arg1  tensor<16x8xf32>  [y, unsharded]  local 8x8
// CHECK: %2 = linalg.matmul  tensor<8x8xf32>  [x, unsharded] partial sum[y]  local 4x8
// 4x8 f32 = 128 B, all_reduce over 2 devices: 2 * 1/2 * 128 B
// CHECK: %3 = dtensor.relayout  tensor<8x8xf32>  [x, unsharded]  local 4x8  comm 128 B
// Replicating the rows for the elementwise op that needs them whole:
// all_gather over x of 128 B
// CHECK: %4 = arith.negf  tensor<8x8xf32>  [unsharded, unsharded]  local 8x8  comm 128 B
// CHECK: total communication: 256 B per device
// CHECK: argument #0 tensor<8x16xf32> [x, y]:
// CHECK-NEXT: +----+----+
// CHECK-NEXT: | 0  | 1  |  rows 0-3
// CHECK-NEXT: +----+----+
// CHECK-NEXT: | 2  | 3  |  rows 4-7
// CHECK: argument #1 tensor<16x8xf32> [y, unsharded]:
// CHECK-NEXT: +-----+
// CHECK-NEXT: | 0 2 |  rows 0-7
// CHECK-NEXT: +-----+
// CHECK-NEXT: | 1 3 |  rows 8-15
// CHECK: result #0 tensor<8x8xf32> [unsharded, unsharded]:
// CHECK-NEXT: +---------+
// CHECK-NEXT: | 0 1 2 3 |  rows 0-7
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @mlp(%a: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>},
               %b: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %p = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = dtensor.relayout %p : tensor<8x8xf32> to #dtensor.layout<@m, [x, unsharded]>
  %n = arith.negf %r : tensor<8x8xf32>
  return %n : tensor<8x8xf32>
}
