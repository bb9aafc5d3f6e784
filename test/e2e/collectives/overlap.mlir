// Started all_reduces (dtensor-overlap-collectives) in a dtc executable,
// against numpy, with the overlap and without (--no-overlap):
//  - %r's input is written in place by the op after its start (the input
//    must still be what the start handed over when the group reads it:
//    the wait reads it again, so bufferization copies instead);
//  - %r and %q are waited for after the loop, which runs meanwhile;
//  - the loop's all_reduce overlaps the compute of its body.
// (The corpus's gpt2_block_grad/dp2 covers the same hazard after
// dtc-tile-row-chains' CSE: it fails if that CSE merges the wait's read of
// the input into the start's.)
// RUN: rm -rf %t && mkdir -p %t/in %t/out
// RUN: %python %S/../Inputs/overlap_inputs.py %t
// RUN: dtc compile %s -o %t/overlap --dump-after optimize | FileCheck %s --check-prefix=IR
// RUN: %t/overlap --input-shards %t/in --output-shards %t/out
// RUN: %python %S/../Inputs/overlap_inputs.py %t --check | FileCheck %s
// RUN: rm -rf %t/out && mkdir -p %t/out
// RUN: dtc run --no-overlap %s --input-shards %t/in --output-shards %t/out
// RUN: %python %S/../Inputs/overlap_inputs.py %t --check | FileCheck %s
// RUN: dtc compile --no-overlap %s -o %t/sync --dump-after optimize | FileCheck %s --check-prefix=SYNC
// CHECK: overlap: 4 results on 4 devices match numpy
// IR:      %[[F:.*]] = dtensor.all_reduce_start sum
// IR-NEXT: linalg.generic
// IR:      linalg.matmul
// IR-NEXT: %[[Q:.*]] = dtensor.all_reduce_start max
// IR-NEXT: scf.for
// IR-NEXT: %[[L:.*]] = dtensor.all_reduce_start sum
// IR-NEXT: arith.mulf
// IR-NEXT: dtensor.wait %[[L]]
// IR:      dtensor.wait %[[F]]
// IR-NEXT: dtensor.wait %[[Q]]
// SYNC-NOT: dtensor.all_reduce_start

dtensor.mesh @m <[x = 4], cpu>
#id = affine_map<(i, j) -> (i, j)>
func.func @main(%g: tensor<32x32xf32>, %w: tensor<32x32xf32>)
    -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>)
    attributes {dtensor.local_view, dtensor.default_mesh = @m} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %half = arith.constant dense<0.5> : tensor<32x32xf32>
  %quarter = arith.constant dense<0.25> : tensor<32x32xf32>
  %g2 = arith.addf %g, %g : tensor<32x32xf32>
  %r = dtensor.all_reduce sum %g2 on @m[x] : tensor<32x32xf32>
  // h = 2 * g2 + w, into g2's buffer when bufferization may.
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<32x32xf32>) outs(%g2 : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %two = arith.addf %out, %out : f32
    %s = arith.addf %two, %in : f32
    linalg.yield %s : f32
  } -> tensor<32x32xf32>
  %e = tensor.empty() : tensor<32x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<32x32xf32>) -> tensor<32x32xf32>
  %p = linalg.matmul ins(%h, %w : tensor<32x32xf32>, tensor<32x32xf32>) outs(%z : tensor<32x32xf32>) -> tensor<32x32xf32>
  %q = dtensor.all_reduce max %p on @m[x] : tensor<32x32xf32>
  %acc = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %w) -> tensor<32x32xf32> {
    %t = dtensor.all_reduce sum %a on @m[x] : tensor<32x32xf32>
    %own = arith.mulf %a, %half : tensor<32x32xf32>
    %part = arith.mulf %t, %quarter : tensor<32x32xf32>
    %next = arith.addf %part, %own : tensor<32x32xf32>
    scf.yield %next : tensor<32x32xf32>
  }
  return %r, %h, %q, %acc : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>
}
