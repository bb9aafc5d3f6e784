// RUN: dtc-opt %s --dtc-tile-transposed-loops --split-input-file | FileCheck %s
// Loop nests whose innermost loop walks a large operand across its rows:
// elementwise ones and transposes are tiled 16x16 (by 1 along the loops
// between), and reductions get the operand's innermost loop innermost.
// Small operands, walks along rows and vector-short loops are left alone.

#t = affine_map<(b, h, q, k) -> (b, h, k, q)>
#row = affine_map<(b, h, q, k) -> (b, h, q)>
#id = affine_map<(b, h, q, k) -> (b, h, q, k)>

// out[b, h, q, k] = att[b, h, k, q] / s[b, h, q]: 16 MiB read across rows.
// CHECK-LABEL: func.func @transposed_quotient
// CHECK: scf.for %[[Q:.*]] = %{{.*}} to %{{.*}} step %c16
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %c16
// CHECK: tensor.extract_slice %{{.*}}[0, 0, %[[K]], %[[Q]]] [4, 4, 16, 16] [1, 1, 1, 1]
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.*}}, %{{.*}} : tensor<4x4x16x16xf32>, tensor<4x4x16xf32>)
// CHECK: tensor.insert_slice %{{.*}}[0, 0, %[[Q]], %[[K]]] [4, 4, 16, 16] [1, 1, 1, 1]
func.func @transposed_quotient(%att: tensor<4x4x512x512xf32>, %s: tensor<4x4x512xf32>) -> tensor<4x4x512x512xf32> {
  %e = tensor.empty() : tensor<4x4x512x512xf32>
  %r = linalg.generic {indexing_maps = [#t, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%att, %s : tensor<4x4x512x512xf32>, tensor<4x4x512xf32>) outs(%e : tensor<4x4x512x512xf32>) {
  ^bb0(%a: f32, %d: f32, %o: f32):
    %v = arith.divf %a, %d : f32
    linalg.yield %v : f32
  } -> tensor<4x4x512x512xf32>
  return %r : tensor<4x4x512x512xf32>
}

// -----

#t = affine_map<(b, q, m, k) -> (b, k, m, q)>
#id = affine_map<(b, q, m, k) -> (b, q, m, k)>

// The loop nested between the two (m) is tiled by 1.
// CHECK-LABEL: func.func @loop_between
// CHECK: scf.for {{.*}} step %c16
// CHECK: scf.for {{.*}} step %c1
// CHECK: scf.for {{.*}} step %c16
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.*}} : tensor<2x16x1x16xf32>)
func.func @loop_between(%x: tensor<2x256x8x256xf32>) -> tensor<2x256x8x256xf32> {
  %e = tensor.empty() : tensor<2x256x8x256xf32>
  %r = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x256x8x256xf32>) outs(%e : tensor<2x256x8x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<2x256x8x256xf32>
  return %r : tensor<2x256x8x256xf32>
}

// -----

// A transpose of the last two dimensions (2 MiB), as upstream's named op.
// CHECK-LABEL: func.func @named_transpose
// CHECK: scf.for {{.*}} step %c16
// CHECK: scf.for {{.*}} step %c16
// CHECK: linalg.transpose ins(%{{.*}} : tensor<8x16x16xf32>) outs(%{{.*}} : tensor<8x16x16xf32>) permutation = [0, 2, 1]
func.func @named_transpose(%x: tensor<8x256x256xf32>) -> tensor<8x256x256xf32> {
  %e = tensor.empty() : tensor<8x256x256xf32>
  %t = linalg.transpose ins(%x : tensor<8x256x256xf32>) outs(%e : tensor<8x256x256xf32>) permutation = [0, 2, 1]
  return %t : tensor<8x256x256xf32>
}

// -----

#t = affine_map<(b, q, k) -> (b, k, q)>
#row = affine_map<(b, q, k) -> (b, q)>

// A sum over k of x[b, k, q]: q (512, parallel) goes innermost.
// CHECK-LABEL: func.func @column_sums
// CHECK-NOT: scf.for
// CHECK: linalg.generic {indexing_maps = [#[[IN:.*]], #[[OUT:.*]]], iterator_types = ["parallel", "reduction", "parallel"]}
func.func @column_sums(%x: tensor<4x512x512xf32>, %init: tensor<4x512xf32>) -> tensor<4x512xf32> {
  %r = linalg.generic {indexing_maps = [#t, #row], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<4x512x512xf32>) outs(%init : tensor<4x512xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.addf %a, %o : f32
    linalg.yield %v : f32
  } -> tensor<4x512xf32>
  return %r : tensor<4x512xf32>
}

// -----

#t = affine_map<(i, j) -> (j, i)>
#id = affine_map<(i, j) -> (i, j)>
#t3 = affine_map<(b, q, k) -> (b, k, q)>
#row = affine_map<(b, q, k) -> (b, q)>

// Left alone: a transpose of 64 KiB (it stays in cache), a walk along
// rows, a reduction whose operand's innermost loop is 4 long.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: scf.for
// CHECK: iterator_types = ["parallel", "parallel"]
// CHECK: iterator_types = ["parallel", "parallel"]
// CHECK: iterator_types = ["parallel", "parallel", "reduction"]
func.func @left_alone(%small: tensor<128x128xf32>, %big: tensor<1024x1024xf32>,
                      %x: tensor<64x4096x4xf32>, %init: tensor<64x4xf32>)
    -> (tensor<128x128xf32>, tensor<1024x1024xf32>, tensor<64x4xf32>) {
  %e = tensor.empty() : tensor<128x128xf32>
  %t = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%small : tensor<128x128xf32>) outs(%e : tensor<128x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<128x128xf32>
  %e2 = tensor.empty() : tensor<1024x1024xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%big : tensor<1024x1024xf32>) outs(%e2 : tensor<1024x1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.negf %a : f32
    linalg.yield %v : f32
  } -> tensor<1024x1024xf32>
  %s = linalg.generic {indexing_maps = [#t3, #row], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<64x4096x4xf32>) outs(%init : tensor<64x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.addf %a, %o : f32
    linalg.yield %v : f32
  } -> tensor<64x4xf32>
  return %t, %n, %s : tensor<128x128xf32>, tensor<1024x1024xf32>, tensor<64x4xf32>
}
