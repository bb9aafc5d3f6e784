// Chains through row reductions written as front ends emit them (one
// linalg.generic per op): a softmax and a layer norm over 256x2048 f32,
// rows sharded over 2 devices. A device's 128x2048 shard is larger than a
// block of rows, so dtc-tile-row-chains runs each chain a row (8 KiB) at a
// time (the IR check); the results are checked against numpy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: dtc compile %s -o %t/chains --dump-after runtime | dtc-opt -pass-pipeline='builtin.module(func.func(dtc-fuse-elementwise-ops,dtc-fuse-elementwise-chains,dtc-prepare-host-vectorization,dtc-tile-row-chains))' | FileCheck %s --check-prefix=IR
// RUN: %npy gen %t x=float32:256x2048 --seed 7
// RUN: %t/chains --input %t/x.npy --output %t/sm.npy --output %t/ln.npy
// RUN: %npy check %t 'np.exp(x - x.max(1, keepdims=True)) / np.exp(x - x.max(1, keepdims=True)).sum(1, keepdims=True)' sm --rtol 1e-5 | FileCheck %s --check-prefix=SM
// RUN: %npy check %t '(x - x.mean(1, keepdims=True)) / np.sqrt(((x - x.mean(1, keepdims=True)) ** 2).mean(1, keepdims=True) + 1e-5)' ln --rtol 1e-4 | FileCheck %s --check-prefix=LN
// For a CPU without fused multiply-add (x86-64-v2), the exponentials'
// polynomial uses products and sums, not a libm fmaf call per element.
// RUN: dtc compile --host-cpu x86-64-v2 %s -o %t/chains-v2 --dump-after lower | FileCheck %s --check-prefix=NOFMA
// RUN: %t/chains-v2 --input %t/x.npy --output %t/sm2.npy --output %t/ln2.npy
// RUN: %npy check %t 'np.exp(x - x.max(1, keepdims=True)) / np.exp(x - x.max(1, keepdims=True)).sum(1, keepdims=True)' sm2 --rtol 1e-5 | FileCheck %s --check-prefix=SM2
// While a block computes, the next block's rows are prefetched (read, in;
// write, out) in each chain (dtc-prefetch-host-loops): in the softmax by
// its exponentials' loop (a line of each a strip of 16) and its division's
// (the rest, 2 lines of each a strip of 256: the loops' shares follow
// their bodies' sizes), in the layer norm by its one elementwise loop.
// RUN: dtc compile %s -o %t/chains-pf --dump-after lower | FileCheck %s --check-prefix=PF
// PF: "llvm.intr.prefetch"(%{{.*}}) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}>
// PF: "llvm.intr.prefetch"(%{{.*}}) <{cache = 1 : i32, hint = 3 : i32, rw = 1 : i32}>
// PF-COUNT-2: "llvm.intr.prefetch"(%{{.*}}) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}>
// PF-COUNT-2: "llvm.intr.prefetch"(%{{.*}}) <{cache = 1 : i32, hint = 3 : i32, rw = 1 : i32}>
// PF: "llvm.intr.prefetch"(%{{.*}}) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}>
// PF: "llvm.intr.prefetch"(%{{.*}}) <{cache = 1 : i32, hint = 3 : i32, rw = 1 : i32}>
// PF-NOT: llvm.intr.prefetch
// NOFMA: IR after stage 'lower'
// NOFMA-NOT: llvm.intr.fma
// SM2: sm2: matches numpy
// IR-COUNT-2: scf.for %{{.*}} = %c0 to %c128 step %c1
// IR-NOT: scf.for
// SM: sm: matches numpy
// LN: ln: matches numpy

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
!m = tensor<256x2048xf32>
!r = tensor<256xf32>

dtensor.mesh @mesh <[a = 2], cpu>
func.func @main(%x: !m {dtensor.layout = #dtensor.layout<@mesh, [a, unsharded]>})
    -> (!m {dtensor.layout = #dtensor.layout<@mesh, [a, unsharded]>},
        !m {dtensor.layout = #dtensor.layout<@mesh, [a, unsharded]>}) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %cols = arith.constant 2048.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %er = tensor.empty() : !r
  %em = tensor.empty() : !m
  // softmax
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : !r) -> !r
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : !m) outs(%m0 : !r) {
  ^bb0(%in: f32, %acc: f32):
    %y = arith.maximumf %acc, %in : f32
    linalg.yield %y : f32
  } -> !r
  %sub = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : !m, !r) outs(%em : !m) {
  ^bb0(%in: f32, %mx: f32, %out: f32):
    %y = arith.subf %in, %mx : f32
    linalg.yield %y : f32
  } -> !m
  %exp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sub : !m) outs(%em : !m) {
  ^bb0(%in: f32, %out: f32):
    %y = math.exp %in : f32
    linalg.yield %y : f32
  } -> !m
  %s0 = linalg.fill ins(%zero : f32) outs(%er : !r) -> !r
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%exp : !m) outs(%s0 : !r) {
  ^bb0(%in: f32, %acc: f32):
    %y = arith.addf %acc, %in : f32
    linalg.yield %y : f32
  } -> !r
  %sm = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : !m, !r) outs(%em : !m) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %y = arith.divf %in, %s : f32
    linalg.yield %y : f32
  } -> !m
  // layer norm
  %t0 = linalg.fill ins(%zero : f32) outs(%er : !r) -> !r
  %total = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : !m) outs(%t0 : !r) {
  ^bb0(%in: f32, %acc: f32):
    %y = arith.addf %acc, %in : f32
    linalg.yield %y : f32
  } -> !r
  %centered = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %total : !m, !r) outs(%em : !m) {
  ^bb0(%in: f32, %t: f32, %out: f32):
    %mean = arith.divf %t, %cols : f32
    %y = arith.subf %in, %mean : f32
    linalg.yield %y : f32
  } -> !m
  %q0 = linalg.fill ins(%zero : f32) outs(%er : !r) -> !r
  %squares = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%centered : !m) outs(%q0 : !r) {
  ^bb0(%in: f32, %acc: f32):
    %sq = arith.mulf %in, %in : f32
    %y = arith.addf %acc, %sq : f32
    linalg.yield %y : f32
  } -> !r
  %ln = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%centered, %squares : !m, !r) outs(%em : !m) {
  ^bb0(%in: f32, %q: f32, %out: f32):
    %var = arith.divf %q, %cols : f32
    %ve = arith.addf %var, %eps : f32
    %inv = math.rsqrt %ve : f32
    %y = arith.mulf %in, %inv : f32
    linalg.yield %y : f32
  } -> !m
  return %sm, %ln : !m, !m
}
