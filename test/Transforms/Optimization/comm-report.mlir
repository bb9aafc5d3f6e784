// RUN: dtc-opt %s -dtensor-comm-report -o /dev/null | FileCheck %s

// CHECK: func @main: 3 collectives, 1856 B per device
// 8x32xf32 = 1024 B over 4 devices: 2 * 3/4 * 1024
// CHECK-NEXT: all_reduce sum on @m[y]  8x32xf32  1536 B
// gather 2 blocks of 128 B: 1 * 128
// CHECK-NEXT: all_gather on @m[x]  4x8xf32  128 B
// all_to_all of 256 B over 4: 3/4 * 256
// CHECK-NEXT: all_to_all on @m[y]  8x8xf32  192 B
dtensor.mesh @m <[x = 2, y = 4], cpu>
func.func @main(%a: tensor<8x32xf32>, %b: tensor<4x8xf32>, %c: tensor<8x8xf32>) -> (tensor<8x32xf32>, tensor<8x8xf32>, tensor<2x32xf32>) {
  %0 = dtensor.all_reduce sum %a on @m[y] : tensor<8x32xf32>
  %1 = dtensor.all_gather %b on @m[x] dim 0 : tensor<4x8xf32> -> tensor<8x8xf32>
  %2 = dtensor.all_to_all %c on @m[y] split 0 concat 1 : tensor<8x8xf32> -> tensor<2x32xf32>
  return %0, %1, %2 : tensor<8x32xf32>, tensor<8x8xf32>, tensor<2x32xf32>
}
