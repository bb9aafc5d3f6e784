// copy_to_mesh in global-view programs: values move between meshes over the
// same 8 devices (a 2x4 mesh, a 4x2 mesh in another device order, and a 1-D
// mesh), with arguments and results on different meshes, and compute on
// each; the results match numpy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t x=float32:8x16 w=float32:16x8 b=float32:8x8 --seed 5
// RUN: dtc compile %s -o %t/prog
// RUN: %t/prog --entry main --input %t/x.npy --input %t/w.npy --input %t/b.npy --output %t/y.npy --output %t/z.npy
// RUN: %npy check %t 'np.tanh(x @ w) + b' y
// RUN: %npy check %t '(np.tanh(x @ w) + b).sum(axis=0)' z
// RUN: %t/prog --entry roundtrip --input %t/x.npy --output %t/r.npy
// RUN: %npy check %t 'x * 2' r
// The same through the GPU kernel formation (kernels emulated on the host).
// RUN: dtc compile --emulate-gpu-kernels %s -o %t/emu
// RUN: %t/emu --entry main --input %t/x.npy --input %t/w.npy --input %t/b.npy --output %t/ey.npy --output %t/ez.npy
// RUN: %npy check %t 'np.tanh(x @ w) + b' ey
// RUN: %npy check %t '(np.tanh(x @ w) + b).sum(axis=0)' ez
// RUN: dtc-opt %s --dtensor-propagate-layouts --dtensor-partition --dtc-convert-dtensor-to-runtime | FileCheck %s
// Collectives run on views of the program's devices, numbered in module
// order: @a's all_reduce on view 1; the copy sends each device that lacks
// its block under @b's layout that block from a device of @a that has it
// (a broadcast within the pairs of @a_to_b, view 4, which partitioning
// adds); @b's collectives on view 2.
// CHECK-LABEL: func.func @main
// CHECK: %[[D:.*]] = call @dtc_current_device()
// CHECK: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: %[[A:.*]] = call @dtc_device_view(%[[D]], %[[ONE]])
// CHECK: call @dtc_all_reduce(%[[A]]
// CHECK: %[[P:.*]] = call @dtc_device_view(%{{.*}}, %c4_i32)
// CHECK: call @dtc_broadcast(%[[P]]
// CHECK: %[[B:.*]] = call @dtc_device_view(%{{.*}}, %c2_i32)
// CHECK: call @dtc_all_to_all(%[[B]]
dtensor.mesh @a <[x = 2, y = 4], cpu>
dtensor.mesh @b <[p = 4, q = 2], cpu, device_ids = [7, 6, 5, 4, 3, 2, 1, 0]>
dtensor.mesh @c <[r = 8], cpu>

// y = tanh(x @ w) on @a, moved to @b, + b there; z = column sums on @c.
func.func @main(%x: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@a, [x, y]>},
                %w: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@a, [y, unsharded]>},
                %b: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@b, [p, q]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@b, [p, q]>},
        tensor<8xf32> {dtensor.layout = #dtensor.layout<@c, [r]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %t = math.tanh %m : tensor<8x8xf32>
  %tb = dtensor.copy_to_mesh %t : tensor<8x8xf32> to #dtensor.layout<@b, [q, unsharded]>
  %y = arith.addf %tb, %b : tensor<8x8xf32>
  %yc = dtensor.copy_to_mesh %y : tensor<8x8xf32> to #dtensor.layout<@c, [unsharded, r]>
  %e8 = tensor.empty() : tensor<8xf32>
  %f8 = linalg.fill ins(%zero : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  %z = linalg.reduce ins(%yc : tensor<8x8xf32>) outs(%f8 : tensor<8xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %y, %z : tensor<8x8xf32>, tensor<8xf32>
}

// From @c to @b and back, with its argument and result on @c.
func.func @roundtrip(%x: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@c, [r, unsharded]>})
    -> (tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@c, [unsharded, r]>}) {
  %onb = dtensor.copy_to_mesh %x : tensor<8x16xf32> to #dtensor.layout<@b, [{p, q}, unsharded]>
  %d = arith.addf %onb, %onb : tensor<8x16xf32>
  %back = dtensor.copy_to_mesh %d : tensor<8x16xf32> to #dtensor.layout<@c, [unsharded, r]>
  return %back : tensor<8x16xf32>
}
