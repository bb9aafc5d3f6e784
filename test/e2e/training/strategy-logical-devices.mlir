// tf.distribute's logical devices under a strategy: 2 replicas (r) of 2
// logical devices each (m) on a 2x2 mesh. experimental_assign_to_logical_device(v, 1)
// is a copy_to_mesh to @ld1, the mesh of every replica's logical device 1
// (devices 1 and 3): exp runs there only, each replica on its own rows,
// and the value comes back to the replicas' devices. Matches numpy, on the
// CPU mesh and through the GPU kernel formation (emulated).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t x=float32:8x8 --seed 3
// RUN: dtc compile %s -o %t/prog
// RUN: %t/prog --input %t/x.npy --output %t/y.npy --output %t/s.npy
// RUN: %npy check %t 'np.exp(x).reshape(2, 4, 8) + 1' y
// RUN: %npy check %t 'np.exp(x).sum(axis=0) + 8' s
// RUN: dtc compile --emulate-gpu-kernels %s -o %t/emu
// RUN: %t/emu --input %t/x.npy --output %t/ey.npy --output %t/es.npy
// RUN: %npy check %t 'np.exp(x).reshape(2, 4, 8) + 1' ey
// RUN: %npy check %t 'np.exp(x).sum(axis=0) + 8' es
// Devices 0 and 2 (logical device 0) skip the exp; each of devices 1 and
// 3 computes its replica's rows, on the block it already holds, and sends
// the result to its replica's other device (1 -> 0, 3 -> 2). Nothing is
// gathered.
// RUN: dtc compile %s -o %t/prog --dump-after partition | FileCheck %s
// CHECK: dtensor.mesh @ld1_to_grid <[blocks = 2, pair = 2], cpu, device_ids = [1, 0, 3, 2]>
// CHECK-NOT: all_gather
// CHECK: %[[ON:.*]] = dtensor.in_mesh @ld1
// CHECK-NEXT: scf.if %[[ON]]
// CHECK: math.exp %{{.*}} : tensor<1x4x8xf32>
// CHECK: } else {
// CHECK-NOT: all_gather
// CHECK: dtensor.broadcast %{{.*}} on @ld1_to_grid[pair] root 0 : tensor<1x4x8xf32>

dtensor.mesh @grid <[r = 2, m = 2], cpu>
dtensor.mesh @ld1 <[r = 2], cpu, device_ids = [1, 3]>

func.func @main(%x: tensor<4x8xf32> {dtensor.dataset})
    -> (tensor<4x8xf32>, tensor<4x8xf32> {dtensor.reduce = "sum", dtensor.reduce_along = 0 : i64})
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @grid, replica_axes = ["r"]}} {
  %one = arith.constant dense<1.0> : tensor<4x8xf32>
  %on1 = dtensor.copy_to_mesh %x : tensor<4x8xf32> to #dtensor.layout<@ld1, [unsharded, unsharded]>
  %e = math.exp %on1 : tensor<4x8xf32>
  %back = dtensor.copy_to_mesh %e : tensor<4x8xf32> to #dtensor.layout<@grid, [unsharded, unsharded]>
  %y = arith.addf %back, %one : tensor<4x8xf32>
  return %y, %y : tensor<4x8xf32>, tensor<4x8xf32>
}
