// Loops across a large operand's rows (dtc-tile-transposed-loops): a
// quotient by a transposed matrix (tiled 16x16, with partial tiles: 200 and
// 300 are not multiples of 16) and column sums and maxima over a transposed
// operand (the column loop moved innermost), each device's operand 469 KiB
// (the pass's test, test/Lowering/CPU/tile-transposed-loops.mlir, shows
// the rewrites); against numpy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: dtc compile %s -o %t/prog
// RUN: %npy gen %t a=float32:4x300x200 s=float32:4x200
// RUN: %t/prog --input %t/a.npy --input %t/s.npy --output %t/q.npy --output %t/sum.npy --output %t/max.npy
// RUN: %npy check %t 'a.transpose(0, 2, 1) / (s[:, :, None] + np.float32(4))' q --rtol 1e-6
// RUN: %npy check %t 'a.sum(axis=1, dtype=np.float64).astype(np.float32)' sum --rtol 1e-4 --atol 1e-4
// RUN: %npy check %t 'a.max(axis=1)' max --rtol 0

dtensor.mesh @m <[x = 2], cpu>

#t = affine_map<(b, q, k) -> (b, k, q)>
#row = affine_map<(b, q, k) -> (b, q)>
#id = affine_map<(b, q, k) -> (b, q, k)>

func.func @main(%a: tensor<4x300x200xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded, unsharded]>},
                %s: tensor<4x200xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>})
    -> (tensor<4x200x300xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded, unsharded]>},
        tensor<4x200xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
        tensor<4x200xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>}) {
  %four = arith.constant 4.0 : f32
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<4x200x300xf32>
  %q = linalg.generic {indexing_maps = [#t, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a, %s : tensor<4x300x200xf32>, tensor<4x200xf32>) outs(%e : tensor<4x200x300xf32>) {
  ^bb0(%x: f32, %d: f32, %o: f32):
    %den = arith.addf %d, %four : f32
    %v = arith.divf %x, %den : f32
    linalg.yield %v : f32
  } -> tensor<4x200x300xf32>
  %er = tensor.empty() : tensor<4x200xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<4x200xf32>) -> tensor<4x200xf32>
  %sum = linalg.generic {indexing_maps = [#t, #row], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a : tensor<4x300x200xf32>) outs(%z : tensor<4x200xf32>) {
  ^bb0(%x: f32, %o: f32):
    %v = arith.addf %x, %o : f32
    linalg.yield %v : f32
  } -> tensor<4x200xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<4x200xf32>) -> tensor<4x200xf32>
  %max = linalg.generic {indexing_maps = [#t, #row], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a : tensor<4x300x200xf32>) outs(%m0 : tensor<4x200xf32>) {
  ^bb0(%x: f32, %o: f32):
    %v = arith.maximumf %x, %o : f32
    linalg.yield %v : f32
  } -> tensor<4x200xf32>
  return %q, %sum, %max : tensor<4x200x300xf32>, tensor<4x200xf32>, tensor<4x200xf32>
}
