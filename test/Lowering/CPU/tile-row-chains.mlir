// RUN: dtc-opt %s --dtc-tile-row-chains --split-input-file | FileCheck %s
// The end of a chain through row reductions is tiled in blocks of rows of
// ~8 KiB (2 rows of 1024 f32) with its reductions, their fills and
// elementwise producers fused into the loop; products are not fused, and
// nests within one block or of dynamic shapes are left alone. The loop
// over blocks is marked for dtc-prefetch-host-loops.

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

// CHECK-LABEL: func.func @softmax_end
// CHECK-NOT: linalg.generic
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %c2
// CHECK: tensor.extract_slice %{{.*}}[%[[I]], 0] [2, 1024] [1, 1]
// CHECK: linalg.fill
// CHECK: linalg.generic {{.*}}["parallel", "reduction"]
// CHECK: linalg.fill
// CHECK: linalg.generic {{.*}}["parallel", "reduction"]
// CHECK: linalg.generic {{.*}}["parallel", "parallel"]
// CHECK: tensor.insert_slice {{.*}}[%[[I]], 0] [2, 1024] [1, 1]
// CHECK: } {dtc.row_blocks}
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @softmax_end(%x: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %er = tensor.empty() : tensor<64xf32>
  %em = tensor.empty() : tensor<64x1024xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x1024xf32>) outs(%m0 : tensor<64xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %y = arith.maximumf %acc, %in : f32
    linalg.yield %y : f32
  } -> tensor<64xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %max : tensor<64x1024xf32>, tensor<64xf32>) outs(%s0 : tensor<64xf32>) {
  ^bb0(%in: f32, %m: f32, %acc: f32):
    %d = arith.subf %in, %m : f32
    %e = math.exp %d : f32
    %y = arith.addf %acc, %e : f32
    linalg.yield %y : f32
  } -> tensor<64xf32>
  %out = linalg.generic {indexing_maps = [#id, #row, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max, %sum : tensor<64x1024xf32>, tensor<64xf32>, tensor<64xf32>) outs(%em : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %m: f32, %s: f32, %o: f32):
    %d = arith.subf %in, %m : f32
    %e = math.exp %d : f32
    %y = arith.divf %e, %s : f32
    linalg.yield %y : f32
  } -> tensor<64x1024xf32>
  return %out : tensor<64x1024xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

// Two rows fit one block: nothing to tile.
// CHECK-LABEL: func.func @one_block
// CHECK-NOT: scf.for
// CHECK: return
func.func @one_block(%x: tensor<2x1024xf32>) -> tensor<2x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<2xf32>
  %em = tensor.empty() : tensor<2x1024xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<2xf32>) -> tensor<2xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<2x1024xf32>) outs(%s0 : tensor<2xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %y = arith.addf %acc, %in : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  %out = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<2x1024xf32>, tensor<2xf32>) outs(%em : tensor<2x1024xf32>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %y = arith.divf %in, %s : f32
    linalg.yield %y : f32
  } -> tensor<2x1024xf32>
  return %out : tensor<2x1024xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

// A product feeding the chain keeps its own op outside the loop; the row
// sum after it is fused.
// CHECK-LABEL: func.func @after_a_product
// CHECK: linalg.matmul
// CHECK: scf.for
// CHECK: linalg.generic {{.*}}["parallel", "reduction"]
// CHECK-NOT: linalg.matmul
// CHECK: return
func.func @after_a_product(%a: tensor<64x32xf32>, %b: tensor<32x1024xf32>) -> tensor<64x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<64xf32>
  %em = tensor.empty() : tensor<64x1024xf32>
  %c0 = linalg.fill ins(%zero : f32) outs(%em : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %x = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x1024xf32>) outs(%c0 : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x1024xf32>) outs(%s0 : tensor<64xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %y = arith.addf %acc, %in : f32
    linalg.yield %y : f32
  } -> tensor<64xf32>
  %out = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<64x1024xf32>, tensor<64xf32>) outs(%em : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %y = arith.divf %in, %s : f32
    linalg.yield %y : f32
  } -> tensor<64x1024xf32>
  return %out : tensor<64x1024xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

// Dynamic rows: left alone.
// CHECK-LABEL: func.func @dynamic
// CHECK-NOT: scf.for
// CHECK: return
func.func @dynamic(%x: tensor<?x1024xf32>, %sum: tensor<?xf32>, %em: tensor<?x1024xf32>) -> tensor<?x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %s1 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x1024xf32>) outs(%sum : tensor<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %y = arith.addf %acc, %in : f32
    linalg.yield %y : f32
  } -> tensor<?xf32>
  %out = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s1 : tensor<?x1024xf32>, tensor<?xf32>) outs(%em : tensor<?x1024xf32>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %y = arith.divf %in, %s : f32
    linalg.yield %y : f32
  } -> tensor<?x1024xf32>
  return %out : tensor<?x1024xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#col = affine_map<(i, j) -> (j)>

// A column sum is read whole by every block of rows: it stays outside the
// loop, computed once; the row sum is fused.
// CHECK-LABEL: func.func @column_sum
// CHECK: linalg.generic {{.*}}["reduction", "parallel"]
// CHECK: scf.for
// CHECK: linalg.generic {{.*}}["parallel", "reduction"]
// CHECK: linalg.generic {{.*}}["parallel", "parallel"]
// CHECK-NOT: "reduction", "parallel"
// CHECK: return
func.func @column_sum(%x: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<64xf32>
  %ec = tensor.empty() : tensor<1024xf32>
  %em = tensor.empty() : tensor<64x1024xf32>
  %c0 = linalg.fill ins(%zero : f32) outs(%ec : tensor<1024xf32>) -> tensor<1024xf32>
  %colsum = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<64x1024xf32>) outs(%c0 : tensor<1024xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %y = arith.addf %acc, %in : f32
    linalg.yield %y : f32
  } -> tensor<1024xf32>
  %r0 = linalg.fill ins(%zero : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %rowsum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x1024xf32>) outs(%r0 : tensor<64xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %y = arith.addf %acc, %in : f32
    linalg.yield %y : f32
  } -> tensor<64xf32>
  %out = linalg.generic {indexing_maps = [#id, #row, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %rowsum, %colsum : tensor<64x1024xf32>, tensor<64xf32>, tensor<1024xf32>) outs(%em : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %r: f32, %c: f32, %o: f32):
    %d = arith.divf %in, %r : f32
    %y = arith.divf %d, %c : f32
    linalg.yield %y : f32
  } -> tensor<64x1024xf32>
  return %out : tensor<64x1024xf32>
}

// -----

// The copies that fusion made of a chain's producers are merged within the
// loop only: outside it, two equal ops stay two (CSE across the function
// merged the runtime calls' to_buffer of two equal fills, so a later
// all_gather read the first fill after a convolution had accumulated into
// it: cpu-fused-chain.test).
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

// CHECK-LABEL: func.func @outside_stays
// CHECK-COUNT-2: bufferization.to_buffer %{{.*}} read_only
// CHECK: scf.for
// CHECK: return
func.func @outside_stays(%x: tensor<64x1024xf32>) -> (tensor<64x1024xf32>, memref<4xf32>, memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e4 = tensor.empty() : tensor<4xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %b1 = bufferization.to_buffer %f4 read_only : tensor<4xf32> to memref<4xf32>
  %b2 = bufferization.to_buffer %f4 read_only : tensor<4xf32> to memref<4xf32>
  %er = tensor.empty() : tensor<64xf32>
  %em = tensor.empty() : tensor<64x1024xf32>
  %r0 = linalg.fill ins(%zero : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %rowsum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x1024xf32>) outs(%r0 : tensor<64xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %y = arith.addf %acc, %in : f32
    linalg.yield %y : f32
  } -> tensor<64xf32>
  %out = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %rowsum : tensor<64x1024xf32>, tensor<64xf32>) outs(%em : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %r: f32, %o: f32):
    %d = arith.divf %in, %r : f32
    linalg.yield %d : f32
  } -> tensor<64x1024xf32>
  return %out, %b1, %b2 : tensor<64x1024xf32>, memref<4xf32>, memref<4xf32>
}
