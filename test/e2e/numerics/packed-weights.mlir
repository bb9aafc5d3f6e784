// Weights that no iteration of a loop changes are packed once before it
// (dtc-linalg-to-blas, dtc_host_sgemm_pack) and the loop's products read the
// packed copies; an input's replicas (rows over x) share one copy. Shapes
// with partial strips of 128 columns (18 and 300 = 128 + 128 + 44 columns
// a device), 20 residual passes (values stay near 0.5); against numpy, and
// against the same executable with the products reading B in place, and
// with the kernels held to AVX2 (DTC_HOST_ISA=avx2; a host without AVX-512
// runs the same code either way). A setting the runtime cannot honour is an
// error, not ignored.
// RUN: rm -rf %t && mkdir -p %t
// RUN: dtc compile %s -o %t/mlp --dump-after lower | FileCheck %s --check-prefix=IR
// IR-COUNT-2: llvm.call @dtc_host_sgemm_pack(
// IR: llvm.call @dtc_host_sgemm_packed(
// IR: llvm.call @dtc_host_sgemm_packed(
// IR-COUNT-2: llvm.call @dtc_host_sgemm_release(
// RUN: %npy gen %t x=float32:32x300 w1=float32:300x72 w2=float32:72x300 --seed 11
// RUN: %t/mlp --input %t/x.npy --input %t/w1.npy --input %t/w2.npy --output %t/out.npy
// RUN: %npy check %t '[x := np.tanh(x + np.float32(0.002) * (np.maximum(x @ w1, 0) @ w2)) for _ in range(20)][-1]' out --rtol 1e-4
// RUN: env DTC_HOST_GEMM=unpacked %t/mlp --input %t/x.npy --input %t/w1.npy --input %t/w2.npy --output %t/unpacked.npy
// RUN: %npy check %t 'out' unpacked --rtol 1e-5
// RUN: env DTC_HOST_ISA=avx2 %t/mlp --input %t/x.npy --input %t/w1.npy --input %t/w2.npy --output %t/avx2.npy
// RUN: %npy check %t 'out' avx2 --rtol 1e-5
// RUN: not env DTC_HOST_ISA=avx1024 %t/mlp --input %t/x.npy --input %t/w1.npy --input %t/w2.npy --output %t/bad.npy 2>&1 | FileCheck %s --check-prefix=BADISA
// BADISA: dtc_mesh_create: DTC_HOST_ISA='avx1024' is not one of native, avx2
// RUN: not env DTC_HOST_GEMM=mkl %t/mlp --input %t/x.npy --input %t/w1.npy --input %t/w2.npy --output %t/bad.npy 2>&1 | FileCheck %s --check-prefix=BADGEMM
// BADGEMM: dtc_mesh_create: DTC_HOST_GEMM='mkl' is not one of kernels, unpacked, openblas
// RUN: test ! -e %t/bad.npy
// Three calls of the entry (--steps 3): the weights are inputs, which the
// launcher declares constant (dtc_constant_begin), so the second and third
// calls take the copies the first packed as they are.
// RUN: %t/mlp --input %t/x.npy --input %t/w1.npy --input %t/w2.npy --steps 3 --log-every 0 --output %t/steps.npy
// RUN: %npy check %t 'out' steps --rtol 1e-6
// A variable is written between steps, so its copy is filled again at each
// step: @train is @main with w1 a variable halved by every step; its three
// steps' outputs are @main's with w1, w1 / 2 and w1 / 4 (w2, an input, is
// kept from step to step).
// RUN: %npy save %t/w1h.npy float32:300x72 'np.load("%t/w1.npy") * np.float32(0.5)'
// RUN: %npy save %t/w1q.npy float32:300x72 'np.load("%t/w1.npy") * np.float32(0.25)'
// RUN: %t/mlp --input %t/x.npy --input %t/w1h.npy --input %t/w2.npy --output %t/outh.npy
// RUN: %t/mlp --input %t/x.npy --input %t/w1q.npy --input %t/w2.npy --output %t/outq.npy
// RUN: %t/mlp --entry train --input %t/x.npy --variable w1=%t/w1.npy --input %t/w2.npy --steps 3 --log-every 0 --stack-outputs --output %t/train.npy --variable-out w1=%t/w1end.npy
// RUN: %npy check %t 'np.stack([out, outh, outq])' train --rtol 1e-6
// RUN: %npy check %t 'w1 * np.float32(0.125)' w1end --rtol 1e-6

dtensor.mesh @m <[x = 2, y = 4], cpu>

func.func @main(%x: tensor<32x300xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                %w1: tensor<300x72xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>},
                %w2: tensor<72x300xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>})
    -> (tensor<32x300xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) {
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.002 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %r = scf.for %i = %c0 to %c20 step %c1 iter_args(%cur = %x) -> tensor<32x300xf32> {
    %eh = tensor.empty() : tensor<32x72xf32>
    %zh = linalg.fill ins(%zero : f32) outs(%eh : tensor<32x72xf32>) -> tensor<32x72xf32>
    %h = linalg.matmul ins(%cur, %w1 : tensor<32x300xf32>, tensor<300x72xf32>) outs(%zh : tensor<32x72xf32>) -> tensor<32x72xf32>
    %relu = linalg.map { arith.maximumf } ins(%h, %zh : tensor<32x72xf32>, tensor<32x72xf32>) outs(%eh : tensor<32x72xf32>)
    %eo = tensor.empty() : tensor<32x300xf32>
    %zo = linalg.fill ins(%zero : f32) outs(%eo : tensor<32x300xf32>) -> tensor<32x300xf32>
    %o = linalg.matmul ins(%relu, %w2 : tensor<32x72xf32>, tensor<72x300xf32>) outs(%zo : tensor<32x300xf32>) -> tensor<32x300xf32>
    %so = linalg.fill ins(%scale : f32) outs(%eo : tensor<32x300xf32>) -> tensor<32x300xf32>
    %scaled = arith.mulf %o, %so : tensor<32x300xf32>
    %res = arith.addf %cur, %scaled : tensor<32x300xf32>
    %t = math.tanh %res : tensor<32x300xf32>
    scf.yield %t : tensor<32x300xf32>
  }
  return %r : tensor<32x300xf32>
}

func.func @train(%x: tensor<32x300xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                 %w1: tensor<300x72xf32> {dtensor.variable = "w1", dtensor.layout = #dtensor.layout<@m, [unsharded, y]>},
                 %w2: tensor<72x300xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>})
    -> (tensor<32x300xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
        tensor<300x72xf32> {dtensor.assign = "w1"}) {
  %r = func.call @main(%x, %w1, %w2) : (tensor<32x300xf32>, tensor<300x72xf32>, tensor<72x300xf32>) -> tensor<32x300xf32>
  %half = arith.constant dense<0.5> : tensor<300x72xf32>
  %next = arith.mulf %w1, %half : tensor<300x72xf32>
  return %r, %next : tensor<32x300xf32>, tensor<300x72xf32>
}
