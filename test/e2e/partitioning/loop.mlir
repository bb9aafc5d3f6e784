// An scf.for loop of collectives and products: buffers are carried around
// the loop and recycled by the runtime's allocator.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t x=float32:8x8 w=float32:8x8 --seed 5
// RUN: dtc run %s --input %t/x.npy --input %t/w.npy --output %t/out.npy
// RUN: %npy check %t 'np.tanh(np.tanh(np.tanh(x @ w) @ w) @ w)' out --rtol 1e-4
// The loop starts from the input's buffer: the loop only reads each x and
// yields a new one, so no copy of the input precedes the first product
// (dtc-elide-loop-init-copies).
// RUN: dtc compile %s -o %t/loop --dump-after lower | FileCheck %s --check-prefix=IR
// IR: llvm.func @dtc_fn_main(
// IR-NOT: llvm.intr.memcpy
// IR: llvm.call @dtc_host_sgemm(
// The same through the GPU kernel formation (kernels emulated on the host).
// RUN: dtc run --emulate-gpu-kernels %s --input %t/x.npy --input %t/w.npy --output %t/emu.npy
// RUN: %npy check %t 'np.tanh(np.tanh(np.tanh(x @ w) @ w) @ w)' emu --rtol 1e-4

dtensor.mesh @m <[d = 4], cpu>

// Rows of x over d, w replicated: three steps of x <- tanh(x @ w), each step
// gathering and re-slicing the rows (a collective round trip per step).
func.func @main(%x: tensor<2x8xf32> {dtensor.layout = #dtensor.layout<@m, [d, unsharded]>},
                %w: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>})
    -> (tensor<2x8xf32> {dtensor.layout = #dtensor.layout<@m, [d, unsharded]>}) attributes {dtensor.local_view} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> tensor<2x8xf32> {
    %e = tensor.empty() : tensor<2x8xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8xf32>) -> tensor<2x8xf32>
    %p = linalg.matmul ins(%acc, %w : tensor<2x8xf32>, tensor<8x8xf32>) outs(%z : tensor<2x8xf32>) -> tensor<2x8xf32>
    %t = math.tanh %p : tensor<2x8xf32>
    %all = dtensor.all_gather %t on @m[d] dim 0 : tensor<2x8xf32> -> tensor<8x8xf32>
    %mine = dtensor.all_slice %all on @m[d] dim 0 : tensor<8x8xf32> -> tensor<2x8xf32>
    scf.yield %mine : tensor<2x8xf32>
  }
  return %r : tensor<2x8xf32>
}
