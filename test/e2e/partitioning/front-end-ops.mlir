// What front ends emit and dtc must not get wrong: einsum-style contractions
// that upstream's linalg-specialize-generic-ops mis-specializes (attention's
// q.k^T with a batch dimension, two batch dimensions; dtc-linalg-to-blas
// makes each one gemm per batch), and a gather whose
// body reads a captured table with data-dependent indices, the table sharded.
// On a 2x2 mesh and through the GPU kernel formation, against numpy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy gen %t q=float32:4x8x16 k=float32:4x8x16 a=float32:2x4x8x16 b=float32:2x4x16x8 table=float32:16x8 --seed 5
// RUN: %npy save %t/ids.npy int64:8 '(np.arange(8) * 7 + 3) % 16'
// RUN: dtc compile %s -o %t/prog
// RUN: %t/prog --entry qk --input %t/q.npy --input %t/k.npy --output %t/qk.npy
// RUN: %npy check %t 'np.einsum("bid,bjd->bij", q, k)' qk --rtol 1e-4
// RUN: %t/prog --entry two_batch --input %t/a.npy --input %t/b.npy --output %t/tb.npy
// RUN: %npy check %t 'a @ b' tb --rtol 1e-4
// RUN: %t/prog --entry result_transposed --input %t/q.npy --input %t/k.npy --output %t/rt.npy
// RUN: %npy check %t 'np.einsum("bid,bjd->bji", q, k)' rt --rtol 1e-4
// RUN: %t/prog --entry gather_rows --input %t/table.npy --input %t/ids.npy --output %t/gr.npy
// RUN: %npy check %t 'table[ids]' gr
// RUN: %t/prog --entry gather_cols --input %t/table.npy --input %t/ids.npy --output %t/gc.npy
// RUN: %npy check %t 'table[ids]' gc
// The three contractions are gemms (one per batch index), not loop nests.
// RUN: dtc-opt %s --dtc-global-to-local --dtc-convert-dtensor-to-runtime --dtc-cpu-lowering | FileCheck %s --check-prefix=BLAS
// BLAS-COUNT-3: call @dtc_host_sgemm
// RUN: dtc compile --emulate-gpu-kernels %s -o %t/emu
// RUN: %t/emu --entry qk --input %t/q.npy --input %t/k.npy --output %t/eqk.npy
// RUN: %npy check %t 'np.einsum("bid,bjd->bij", q, k)' eqk --rtol 1e-4
// RUN: %t/emu --entry two_batch --input %t/a.npy --input %t/b.npy --output %t/etb.npy
// RUN: %npy check %t 'a @ b' etb --rtol 1e-4
// RUN: %t/emu --entry gather_rows --input %t/table.npy --input %t/ids.npy --output %t/egr.npy
// RUN: %npy check %t 'table[ids]' egr

dtensor.mesh @m <[x = 2, y = 2], cpu>

// q.k^T per batch: (b,i,d), (b,j,d) -> (b,i,j), batch over x, queries over y.
func.func @qk(%q: tensor<4x8x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, y, unsharded]>},
              %k: tensor<4x8x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded, unsharded]>})
    -> (tensor<4x8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, y, unsharded]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(b, i, j, d) -> (b, i, d)>,
                                        affine_map<(b, i, j, d) -> (b, j, d)>,
                                        affine_map<(b, i, j, d) -> (b, i, j)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%z : tensor<4x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x8x8xf32>
  return %r : tensor<4x8x8xf32>
}

// The result stored (n, m): (b,i,d), (b,j,d) -> (b,j,i), computed as
// C^T = B^T A^T per batch (one gemm each).
func.func @result_transposed(%q: tensor<4x8x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded, unsharded]>},
                             %k: tensor<4x8x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, y, unsharded]>})
    -> (tensor<4x8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, y, unsharded]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(b, i, j, d) -> (b, i, d)>,
                                        affine_map<(b, i, j, d) -> (b, j, d)>,
                                        affine_map<(b, i, j, d) -> (b, j, i)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%z : tensor<4x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x8x8xf32>
  return %r : tensor<4x8x8xf32>
}

// Two batch dimensions: (b,h,m,k), (b,h,k,n) -> (b,h,m,n), heads over y.
func.func @two_batch(%a: tensor<2x4x8x16xf32> {dtensor.layout = #dtensor.layout<@m, [x, y, unsharded, unsharded]>},
                     %b: tensor<2x4x16x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, y, unsharded, unsharded]>})
    -> (tensor<2x4x8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, y, unsharded, unsharded]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(b, h, m, n, k) -> (b, h, m, k)>,
                                        affine_map<(b, h, m, n, k) -> (b, h, k, n)>,
                                        affine_map<(b, h, m, n, k) -> (b, h, m, n)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x4x8x16xf32>, tensor<2x4x16x8xf32>) outs(%z : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// jnp.take(table, ids, axis=0) as JAX lowers it: the body reads the captured
// table at each id. The table's rows are sharded.
func.func @gather_rows(%table: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
                       %ids: tensor<8xi64> {dtensor.layout = #dtensor.layout<@m, [y]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>}) {
  %e = tensor.empty() : tensor<8x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<8xi64>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%id: i64, %out: f32):
    %row = arith.index_cast %id : i64 to index
    %col = linalg.index 1 : index
    %v = tensor.extract %table[%row, %col] : tensor<16x8xf32>
    linalg.yield %v : f32
  } -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// The same with the table's columns sharded (the embedding dimension).
func.func @gather_cols(%table: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>},
                       %ids: tensor<8xi64> {dtensor.layout = #dtensor.layout<@m, [x]>})
    -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>}) {
  %e = tensor.empty() : tensor<8x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<8xi64>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%id: i64, %out: f32):
    %row = arith.index_cast %id : i64 to index
    %col = linalg.index 1 : index
    %v = tensor.extract %table[%row, %col] : tensor<16x8xf32>
    linalg.yield %v : f32
  } -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
