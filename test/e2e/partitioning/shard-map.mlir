// Explicit SPMD code inside a global-view program (JAX's shard_map), against
// numpy: a row-parallel product whose partial sums the callee all_reduces
// itself, between global ops that dtc partitions; then a ring product that
// passes blocks of c around the y axis with collective_permute in a loop,
// each device picking the columns of its current block by its coordinate.
// The second weight arrives replicated and is sliced to the callee's layout.
// A third callee returns its partial products as they are (a result layout
// partial over y): dtc resolves them as the caller needs, here a
// reduce_scatter for a result sharded over y.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t a=float32:8x16 w1=float32:16x32 w2=float32:32x16 b=float32:16 c=float32:16x12 --seed 11
// RUN: dtc run %s --input %t/a.npy --input %t/w1.npy --input %t/w2.npy --input %t/b.npy --input %t/c.npy --output %t/o.npy --output %t/r.npy --output %t/t.npy
// RUN: %npy check %t 'np.maximum(a @ w1, 0) @ w2 + b' o | FileCheck %s --check-prefix=O
// RUN: %npy check %t '0.5 * (o @ c)' r | FileCheck %s --check-prefix=R
// RUN: %npy check %t 'np.tanh(np.maximum(a @ w1, 0) @ w2)' t | FileCheck %s --check-prefix=T
// O: o: matches numpy
// R: r: matches numpy
// T: t: matches numpy
// RUN: dtc compile %s -o %t/exe --dump-after optimize | FileCheck %s --check-prefix=IR
// IR: call @partial_products
// IR-NEXT: dtensor.reduce_scatter sum %{{.*}} on @m[y] dim 1 : tensor<4x16xf32> -> tensor<4x4xf32>
// The same program through the GPU kernel formation (kernels emulated on
// the host), and over 8 processes (a device each: every collective in the
// callees crosses MPI).
// RUN: dtc run --emulate-gpu-kernels %s --input %t/a.npy --input %t/w1.npy --input %t/w2.npy --input %t/b.npy --input %t/c.npy --output %t/o2.npy --output %t/r2.npy --output %t/t2.npy
// RUN: %npy check %t 'np.maximum(a @ w1, 0) @ w2 + b' o2 | FileCheck %s --check-prefix=O2
// RUN: %npy check %t '0.5 * (o @ c)' r2 | FileCheck %s --check-prefix=R2
// RUN: %npy check %t 'np.tanh(np.maximum(a @ w1, 0) @ w2)' t2 | FileCheck %s --check-prefix=T2
// T2: t2: matches numpy
// O2: o2: matches numpy
// R2: r2: matches numpy
// RUN: %if mpi %{ sed 's/cpu>/cpu, clients = 8>/' %s > %t/eight.mlir %}
// RUN: %if mpi %{ dtc compile %t/eight.mlir -o %t/eight %}
// RUN: %if mpi %{ %mpirun -np 8 %t/eight --input %t/a.npy --input %t/w1.npy --input %t/w2.npy --input %t/b.npy --input %t/c.npy --output %t/o3.npy --output %t/r3.npy --output %t/t3.npy %}
// RUN: %if mpi %{ %npy check %t 'np.maximum(a @ w1, 0) @ w2 + b' o3 | FileCheck %s --check-prefix=O3 %}
// RUN: %if mpi %{ %npy check %t '0.5 * (o @ c)' r3 | FileCheck %s --check-prefix=R3 %}
// RUN: %if mpi %{ %npy check %t 'np.tanh(np.maximum(a @ w1, 0) @ w2)' t3 | FileCheck %s --check-prefix=T3 %}
// T3: t3: matches numpy
// O3: o3: matches numpy
// R3: r3: matches numpy

dtensor.mesh @m <[x = 2, y = 4], cpu>

// Megatron's second layer in the local view: each device's columns of h
// times its rows of w2, summed over y by the callee.
func.func private @row_parallel(
    %h: tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>},
    %w: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>})
    -> (tensor<4x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>})
    attributes {dtensor.local_view} {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %p = linalg.matmul ins(%h, %w : tensor<4x8xf32>, tensor<8x16xf32>) outs(%init : tensor<4x16xf32>) -> tensor<4x16xf32>
  %s = dtensor.all_reduce sum %p on @m[y] : tensor<4x16xf32>
  return %s : tensor<4x16xf32>
}

// o @ c with c's row blocks going round the y ring: at step s the device at
// y = j holds block (j - s) mod 4 and multiplies it by those columns of o.
func.func private @ring(
    %o: tensor<4x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
    %c: tensor<4x12xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>},
    %scale: f32)
    -> (tensor<4x12xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>})
    attributes {dtensor.local_view} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %j = dtensor.device_coords @m[y] : index
  %e = tensor.empty() : tensor<4x12xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x12xf32>) -> tensor<4x12xf32>
  %acc, %blk = scf.for %s = %c0 to %c4 step %c1
      iter_args(%acc0 = %init, %blk0 = %c) -> (tensor<4x12xf32>, tensor<4x12xf32>) {
    %js = arith.addi %j, %c4 : index
    %k = arith.subi %js, %s : index
    %which = arith.remui %k, %c4 : index
    %col = arith.muli %which, %c4 : index
    %cols = tensor.extract_slice %o[0, %col] [4, 4] [1, 1] : tensor<4x16xf32> to tensor<4x4xf32>
    %next = linalg.matmul ins(%cols, %blk0 : tensor<4x4xf32>, tensor<4x12xf32>) outs(%acc0 : tensor<4x12xf32>) -> tensor<4x12xf32>
    %moved = dtensor.collective_permute %blk0 on @m[y] permutation [1, 2, 3, 0] : tensor<4x12xf32>
    scf.yield %next, %moved : tensor<4x12xf32>, tensor<4x12xf32>
  }
  %f = linalg.fill ins(%scale : f32) outs(%e : tensor<4x12xf32>) -> tensor<4x12xf32>
  %r = arith.mulf %acc, %f : tensor<4x12xf32>
  return %r : tensor<4x12xf32>
}

// The partial sums of row_parallel, left to dtc.
func.func private @partial_products(
    %h: tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>},
    %w: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>})
    -> (tensor<4x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded], partial = sum[y]>})
    attributes {dtensor.local_view} {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %p = linalg.matmul ins(%h, %w : tensor<4x8xf32>, tensor<8x16xf32>) outs(%init : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %p : tensor<4x16xf32>
}

func.func @main(%a: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                %w1: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>},
                %w2: tensor<32x16xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>},
                %b: tensor<16xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded]>},
                %c: tensor<16x12xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>})
    -> (tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>},
        tensor<8x12xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>},
        tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %p = linalg.matmul ins(%a, %w1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%init : tensor<8x32xf32>) -> tensor<8x32xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = arith.maximumf %p, %zeros : tensor<8x32xf32>
  %y = dtensor.shard_map @row_parallel(%h, %w2) : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  %eo = tensor.empty() : tensor<8x16xf32>
  %bb = linalg.broadcast ins(%b : tensor<16xf32>) outs(%eo : tensor<8x16xf32>) dimensions = [0]
  %o = arith.addf %y, %bb : tensor<8x16xf32>
  %half = arith.constant 0.5 : f32
  %r = dtensor.shard_map @ring(%o, %c, %half) : (tensor<8x16xf32>, tensor<16x12xf32>, f32) -> tensor<8x12xf32>
  %part = dtensor.shard_map @partial_products(%h, %w2) : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  %t = math.tanh %part : tensor<8x16xf32>
  return %o, %r, %t : tensor<8x16xf32>, tensor<8x12xf32>, tensor<8x16xf32>
}
