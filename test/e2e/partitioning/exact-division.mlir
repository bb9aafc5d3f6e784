// A division by a value that is the same along the innermost loop (a row's
// sum, a norm) on the host: the results must be the division's, bit for
// bit, for every float: normal, subnormal, the largest, zeros, infinities
// and NaNs, as dividends (and random bit patterns) and divisors, and
// quotients exactly halfway between two subnormals (130 of which a product
// with the divisor's reciprocal rounds the wrong way). dtc divides
// (vdivps); until 2026-11-26 it multiplied by the reciprocal in f64 and
// corrected the product by a residual step, which this test checked.
// RUN: rm -rf %t && mkdir -p %t
// RUN: dtc compile %s -o %t/div --dump-after runtime | dtc-opt --dtc-prepare-host-vectorization | FileCheck %s --check-prefix=IR
// IR-COUNT-2: arith.divf %{{.*}} : f32
// IR-NOT: arith.truncf
// RUN: %python %S/../Inputs/special_floats.py %t 24 64
// RUN: %t/div --input %t/x.npy --input %t/s.npy --output %t/q.npy --output %t/r.npy
// RUN: %python %S/../Inputs/special_floats.py %t --check q 'x / s[:, None]' r 'x / (s * s + np.float32(1))[:, None]' | FileCheck %s
// CHECK: q: 1536 elements bit for bit
// CHECK: r: 1536 elements bit for bit

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
!m = tensor<24x64xf32>

func.func @main(%x: !m, %s: tensor<24xf32>) -> (!m, !m) {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : !m
  %q = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : !m, tensor<24xf32>) outs(%e : !m) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> !m
  // The divisor computed from the row's value: invariant too.
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : !m, tensor<24xf32>) outs(%e : !m) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %sq = arith.mulf %b, %b : f32
    %den = arith.addf %sq, %one : f32
    %d = arith.divf %a, %den : f32
    linalg.yield %d : f32
  } -> !m
  return %q, %r : !m, !m
}
