// bf16 products with f32 accumulation, written in the global view: f32
// inputs rounded to bf16 (arith.truncf), a bf16 x bf16 -> f32 matmul. On a
// CPU mesh (loops) and through the GPU kernel formation (emulated), against
// numpy's product of the bf16-rounded inputs; not the f32 product. On a GPU
// mesh the product is a cuBLAS GemmEx call (bf16 operands, f32 compute).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t x=float32:16x32 w=float32:32x8 --seed 3
// RUN: dtc run %s --input %t/x.npy --input %t/w.npy --output %t/p.npy
// RUN: %npy check %t '(lambda r: r(x) @ r(w))(lambda a: ((a.view(np.uint32) + 0x7FFF + ((a.view(np.uint32) >> 16) & 1)) & 0xFFFF0000).view(np.float32))' p --rtol 1e-5 | FileCheck %s --check-prefix=CPU
// CPU: p: matches numpy
// RUN: not %npy check %t 'x @ w' p --rtol 1e-5 > /dev/null
// RUN: dtc run --emulate-gpu-kernels %s --input %t/x.npy --input %t/w.npy --output %t/e.npy
// RUN: %npy check %t '(lambda r: r(x) @ r(w))(lambda a: ((a.view(np.uint32) + 0x7FFF + ((a.view(np.uint32) >> 16) & 1)) & 0xFFFF0000).view(np.float32))' e --rtol 1e-5 | FileCheck %s --check-prefix=EMU
// EMU: e: matches numpy
// RUN: %if ptxas %{ sed 's/, cpu>/, gpu>/' %s > %t/gpu.mlir %}
// RUN: %if ptxas %{ dtc compile %t/gpu.mlir -o %t/gpu %}
// RUN: %if ptxas %{ env DTC_PROGRAM_FILE=%t/gpu.so %t/gpu --list > /dev/null %}
// RUN: %if ptxas %{ objdump -d %t/gpu.so | FileCheck %s --check-prefix=GPU %}
// GPU: call {{.*}}<dtc_cublas_gemm_ex@plt>

dtensor.mesh @m <[a = 2, b = 2], cpu>
func.func @main(%x: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@m, [a, unsharded]>},
                %w: tensor<32x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, b]>})
    -> tensor<16x8xf32> attributes {dtensor.default_mesh = @m} {
  %xb = arith.truncf %x : tensor<16x32xf32> to tensor<16x32xbf16>
  %wb = arith.truncf %w : tensor<32x8xf32> to tensor<32x8xbf16>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x8xf32>) -> tensor<16x8xf32>
  %p = linalg.matmul ins(%xb, %wb : tensor<16x32xbf16>, tensor<32x8xbf16>)
                     outs(%z : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %p : tensor<16x8xf32>
}
