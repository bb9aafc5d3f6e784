// A large elementwise chain (GELU-like: tanh(x + b) * 0.5 + r over
// 1024x2048 f32, 24 MiB in and out) on one device: dtc-prefetch-host-loops
// prefetches x and r (read) and the result (write) 1 KiB ahead in the
// fused loop (the IR check); the whole result, its last strips too (where
// the prefetches are clamped to the buffers' ends), is checked against
// numpy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: dtc compile %s -o %t/chain --dump-after lower | FileCheck %s --check-prefix=IR
// RUN: %npy gen %t x=float32:1024x2048 r=float32:1024x2048 b=float32:2048 --seed 5
// RUN: %t/chain --input %t/x.npy --input %t/b.npy --input %t/r.npy --output %t/y.npy
// RUN: %npy check %t 'np.tanh(x + b) * np.float32(0.5) + r' y --rtol 1e-5 | FileCheck %s --check-prefix=Y
// IR: "llvm.intr.prefetch"(%{{.*}}) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}>
// IR: "llvm.intr.prefetch"(%{{.*}}) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}>
// IR: "llvm.intr.prefetch"(%{{.*}}) <{cache = 1 : i32, hint = 3 : i32, rw = 1 : i32}>
// IR-NOT: llvm.intr.prefetch
// Y: y: matches numpy

!m = tensor<1024x2048xf32>
func.func @main(%x: !m, %b: tensor<2048xf32>, %r: !m) -> !m {
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : !m
  %bb = linalg.broadcast ins(%b : tensor<2048xf32>) outs(%e : !m) dimensions = [0]
  %s = arith.addf %x, %bb : !m
  %t = math.tanh %s : !m
  %hs = linalg.fill ins(%half : f32) outs(%e : !m) -> !m
  %h = arith.mulf %t, %hs : !m
  %y = arith.addf %h, %r : !m
  return %y : !m
}
