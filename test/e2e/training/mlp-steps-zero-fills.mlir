// A Megatron MLP applied in a loop of steps (bench/mlp_vs_jax.py's
// program, smaller), against numpy. Its layers' zero fills must not come
// back as loops: the overlap of collectives schedules each layer's fill
// before the previous layer's all_reduce, and bufferization hoists the
// layer's buffer out of the step loop, yet every product still writes its
// result with beta = 0 and no fill is left (dtc-linalg-to-blas). Before,
// the hoisted buffers kept three zero-fill loops a step here (six in the
// benchmark's 4-layer MLP), each a pass over a layer's output.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t x=float32:16x32 a=float32:32x64 b=float32:64x32 c=float32:32x64 d=float32:64x32 --seed 3
// RUN: dtc compile %s -o %t/mlp --dump-after lower | FileCheck %s --check-prefix=IR
// RUN: %t/mlp --input %t/x.npy --input %t/a.npy --input %t/b.npy --input %t/c.npy --input %t/d.npy --output %t/out.npy
// RUN: %npy check %t '[x := np.tanh(np.maximum(np.maximum(x @ a, 0) @ b @ c, 0) @ d) for _ in range(3)][-1]' out --rtol 1e-4
// IR: llvm.func @dtc_fn_main(
// IR: %[[ZERO:.*]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// IR-COUNT-4: llvm.call @dtc_host_sgemm({{[^,]+, [^,]+, [^,]+, [^,]+, [^,]+, [^,]+, [^,]+, [^,]+, [^,]+, [^,]+, [^,]+, }}%[[ZERO]], {{[^,]+}}, {{[^,]+}})
// IR-NOT: llvm.call @dtc_host_sgemm(

dtensor.mesh @m <[x = 2, y = 4], cpu>

func.func @main(%x: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                %a: tensor<32x64xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>},
                %b: tensor<64x32xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>},
                %c: tensor<32x64xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>},
                %d: tensor<64x32xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>})
    -> (tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %steps = arith.constant 3 : index
  %final = scf.for %s = %c0 to %steps step %c1 iter_args(%xs = %x) -> (tensor<16x32xf32>) {
    %e0 = tensor.empty() : tensor<16x64xf32>
    %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %h0 = linalg.matmul ins(%xs, %a : tensor<16x32xf32>, tensor<32x64xf32>) outs(%z0 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %r0 = linalg.map { arith.maximumf } ins(%h0, %z0 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%e0 : tensor<16x64xf32>)
    %e1 = tensor.empty() : tensor<16x32xf32>
    %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %o0 = linalg.matmul ins(%r0, %b : tensor<16x64xf32>, tensor<64x32xf32>) outs(%z1 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %e2 = tensor.empty() : tensor<16x64xf32>
    %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %h1 = linalg.matmul ins(%o0, %c : tensor<16x32xf32>, tensor<32x64xf32>) outs(%z2 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %r1 = linalg.map { arith.maximumf } ins(%h1, %z2 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%e2 : tensor<16x64xf32>)
    %e3 = tensor.empty() : tensor<16x32xf32>
    %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %o1 = linalg.matmul ins(%r1, %d : tensor<16x64xf32>, tensor<64x32xf32>) outs(%z3 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %t = math.tanh %o1 : tensor<16x32xf32>
    scf.yield %t : tensor<16x32xf32>
  }
  return %final : tensor<16x32xf32>
}
