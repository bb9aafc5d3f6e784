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

// A mesh over 2 processes (client 0 holds x = 0, client 1 x = 1): groups
// over y stay in a process; groups over x span both, and each process
// takes part in 4 of them. What leaves the busiest process, summed over
// its groups, moved hierarchically:
// CHECK: func @clients: 4 collectives, 2912 B per device, 5120 B leave each process
// in a process: nothing leaves
// CHECK-NEXT: all_reduce sum on @c[y]  8x32xf32  1536 B{{$}}
// all_reduce over x (k = 2, 1024 B): 2 * 1/2 * 1024 per group, 4 groups
// CHECK-NEXT: all_reduce sum on @c[x]  8x32xf32  1024 B  (2 processes: 4096 B leave each)
// all_gather over x: the process's 1 input of 128 B to 1 other, 4 groups
// CHECK-NEXT: all_gather on @c[x]  4x8xf32  128 B  (2 processes: 512 B leave each)
// all_to_all over both axes (1 group, k = 2, m = 4): each member sends
// the other process (k-1)/k of its 256 B, 4 x 128
// CHECK-NEXT: all_to_all on @c[x, y]  8x8xf32  224 B  (2 processes: 512 B leave each)
dtensor.mesh @c <[x = 2, y = 4], cpu, clients = 2>
func.func @clients(%a: tensor<8x32xf32>, %b: tensor<4x8xf32>, %c: tensor<8x8xf32>) -> (tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x8xf32>, tensor<1x64xf32>) {
  %0 = dtensor.all_reduce sum %a on @c[y] : tensor<8x32xf32>
  %1 = dtensor.all_reduce sum %a on @c[x] : tensor<8x32xf32>
  %2 = dtensor.all_gather %b on @c[x] dim 0 : tensor<4x8xf32> -> tensor<8x8xf32>
  %3 = dtensor.all_to_all %c on @c[x, y] split 0 concat 1 : tensor<8x8xf32> -> tensor<1x64xf32>
  return %0, %1, %2, %3 : tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x8xf32>, tensor<1x64xf32>
}
