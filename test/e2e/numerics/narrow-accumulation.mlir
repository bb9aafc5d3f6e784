// 16-bit contractions and reductions carry their sums in f32 and round
// once (dtc-widen-narrow-accumulators), as XLA and cuBLAS do: a bf16 x bf16
// -> bf16 matmul over k = 512, a bf16 row sum of 4096 values near 1 (a bf16
// running sum stalls at 256: each 1.06 added to it rounds away), an f16
// batched matmul with an f16 result, and a bf16 linalg.softmax (its sum,
// made by dtc-decompose-aggregates after the import stage, widened there
// too: it stalled at 256, so each row summed to 16). On one device, on a 2x2 mesh with the
// contracted dimension sharded (the partial sums and their all_reduce f32),
// and through the GPU kernel formation (emulated). Each result within one
// ulp of its type of the exact one (f32 sums in another order may round
// the other way near a tie); a 16-bit running sum was 60+ ulps off.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/narrow_accumulation.py %t
// RUN: sed -e '/dtensor.mesh/d' -e 's/ {dtensor.layout = [^}]*}//' -e 's/ attributes {dtensor.default_mesh = @m}//' %s > %t/one.mlir
// RUN: dtc run %t/one.mlir --input %t/x.npy --input %t/w.npy --input %t/r.npy --input %t/a.npy --input %t/b.npy --output %t/p.npy --output %t/s.npy --output %t/h.npy --output %t/q.npy
// RUN: %python %S/../Inputs/narrow_accumulation.py %t --check | FileCheck %s
// RUN: dtc run %s --input %t/x.npy --input %t/w.npy --input %t/r.npy --input %t/a.npy --input %t/b.npy --output %t/p.npy --output %t/s.npy --output %t/h.npy --output %t/q.npy
// RUN: %python %S/../Inputs/narrow_accumulation.py %t --check | FileCheck %s
// RUN: dtc run --emulate-gpu-kernels %s --input %t/x.npy --input %t/w.npy --input %t/r.npy --input %t/a.npy --input %t/b.npy --output %t/p.npy --output %t/s.npy --output %t/h.npy --output %t/q.npy
// RUN: %python %S/../Inputs/narrow_accumulation.py %t --check | FileCheck %s
// CHECK: p: 2048 elements, {{[0-9]+}} correctly rounded, at most {{[01]}} ulp from it
// CHECK: s: 8 elements, {{[0-9]+}} correctly rounded, at most {{[01]}} ulp from it
// CHECK: h: 1024 elements, {{[0-9]+}} correctly rounded, at most {{[01]}} ulp from it
// CHECK: q: 32768 elements, {{[0-9]+}} correctly rounded, at most {{[01]}} ulp from it

dtensor.mesh @m <[a = 2, b = 2], cpu>
func.func @main(%x: tensor<64x512xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, a]>},
                %w: tensor<512x32xf32> {dtensor.layout = #dtensor.layout<@m, [a, b]>},
                %r: tensor<8x4096xf32> {dtensor.layout = #dtensor.layout<@m, [b, a]>},
                %a: tensor<4x16x256xf32> {dtensor.layout = #dtensor.layout<@m, [b, unsharded, a]>},
                %b: tensor<4x256x16xf32> {dtensor.layout = #dtensor.layout<@m, [b, a, unsharded]>})
    -> (tensor<64x32xf32>, tensor<8xf32>, tensor<4x16x16xf16>, tensor<8x4096xf32>) attributes {dtensor.default_mesh = @m} {
  %zb = arith.constant 0.0 : bf16
  %zh = arith.constant 0.0 : f16
  // bf16 x bf16 -> bf16, as IREE writes a JAX dot of bf16 arrays.
  %xb = arith.truncf %x : tensor<64x512xf32> to tensor<64x512xbf16>
  %wb = arith.truncf %w : tensor<512x32xf32> to tensor<512x32xbf16>
  %pe = tensor.empty() : tensor<64x32xbf16>
  %pz = linalg.fill ins(%zb : bf16) outs(%pe : tensor<64x32xbf16>) -> tensor<64x32xbf16>
  %pb = linalg.matmul ins(%xb, %wb : tensor<64x512xbf16>, tensor<512x32xbf16>)
                      outs(%pz : tensor<64x32xbf16>) -> tensor<64x32xbf16>
  %p = arith.extf %pb : tensor<64x32xbf16> to tensor<64x32xf32>
  // A bf16 row sum.
  %rb = arith.truncf %r : tensor<8x4096xf32> to tensor<8x4096xbf16>
  %se = tensor.empty() : tensor<8xbf16>
  %sz = linalg.fill ins(%zb : bf16) outs(%se : tensor<8xbf16>) -> tensor<8xbf16>
  %sb = linalg.reduce ins(%rb : tensor<8x4096xbf16>) outs(%sz : tensor<8xbf16>) dimensions = [1]
    (%in: bf16, %acc: bf16) {
      %t = arith.addf %acc, %in : bf16
      linalg.yield %t : bf16
    }
  %s = arith.extf %sb : tensor<8xbf16> to tensor<8xf32>
  // f16 x f16 -> f16, batched.
  %ah = arith.truncf %a : tensor<4x16x256xf32> to tensor<4x16x256xf16>
  %bh = arith.truncf %b : tensor<4x256x16xf32> to tensor<4x256x16xf16>
  %he = tensor.empty() : tensor<4x16x16xf16>
  %hz = linalg.fill ins(%zh : f16) outs(%he : tensor<4x16x16xf16>) -> tensor<4x16x16xf16>
  %h = linalg.batch_matmul ins(%ah, %bh : tensor<4x16x256xf16>, tensor<4x256x16xf16>)
                           outs(%hz : tensor<4x16x16xf16>) -> tensor<4x16x16xf16>
  // A bf16 softmax over rows of values near 1 (every exponential near 1).
  %qe = tensor.empty() : tensor<8x4096xbf16>
  %qb = linalg.softmax dimension(1) ins(%rb : tensor<8x4096xbf16>) outs(%qe : tensor<8x4096xbf16>) -> tensor<8x4096xbf16>
  %q = arith.extf %qb : tensor<8x4096xbf16> to tensor<8x4096xf32>
  return %p, %s, %h, %q : tensor<64x32xf32>, tensor<8xf32>, tensor<4x16x16xf16>, tensor<8x4096xf32>
}
