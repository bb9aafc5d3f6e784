// RUN: dtc-opt %s --dtc-prefetch-host-loops --split-input-file | FileCheck %s
// A loop over blocks of rows (marked by dtc-tile-row-chains) prefetches the
// next block of every buffer it reads or writes by whole rows, spread over
// its elementwise generics by the ops of their bodies: its most expensive
// one in strips of 16 iterations, the others in strips of 256; the last
// block prefetches itself, and what the strips of a row compute once per
// row moves out of them. Loops without the mark, a second block, such a
// generic, whole-row streams or a row length that strips of 16 divide are
// left alone.

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
!block = memref<8x1024xf32, strided<[1024, 1], offset: ?>>

// CHECK-LABEL: func.func @softmax_blocks
// CHECK-SAME: (%[[X:.*]]: memref<32x1024xf32>, %[[Y:.*]]: memref<32x1024xf32>)
// CHECK: scf.for %[[I:.*]] = %c0 to %c32 step %c8 {
// CHECK: linalg.generic {{.*}}["parallel", "reduction"]
// CHECK: %[[PLUS:.*]] = arith.addi %[[I]], %{{.*}} : index
// CHECK: %[[NEXT:.*]] = arith.minsi %[[PLUS]], %c24 : index
// CHECK: %[[XF:.*]] = memref.collapse_shape %[[X]] {{\[\[}}0, 1]] : memref<32x1024xf32> into memref<32768xf32>
// CHECK: %[[XS:.*]] = arith.muli %[[NEXT]], %c1024
// CHECK: %[[YF:.*]] = memref.collapse_shape %[[Y]] {{\[\[}}0, 1]]
// CHECK: %[[YS:.*]] = arith.muli %[[NEXT]], %c1024
// The exponentials' generic as loops: rows, strips of 16, elements.
// CHECK: scf.for %[[R:.*]] = %{{.*}} to %c8{{.*}} step %c1
// The row's max, loaded once per row (not per strip).
// CHECK: %[[ROWMAX:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<8xf32>
// CHECK: scf.for %[[S:.*]] = %{{.*}} to %c1024{{.*}} step %c16
// CHECK: %[[SR:.*]] = arith.divui %[[S]], %c16
// CHECK: %[[RS:.*]] = arith.muli %[[R]], %c64
// CHECK: %[[STRIP:.*]] = arith.addi %[[RS]], %[[SR]]
// The exponentials' body has 3 ops, the division's 2: lines 0-306 of
// each stream here (one a strip), 307-511 in the division's strips.
// CHECK: %[[L1:.*]] = arith.minui %[[STRIP]], %c306
// CHECK: %[[O1:.*]] = arith.muli %[[L1]], %c16
// CHECK: %[[E1:.*]] = arith.addi %[[XS]], %[[O1]]
// CHECK: memref.prefetch %[[XF]][%[[E1]]], read, locality<3>, data
// CHECK: %[[L2:.*]] = arith.minui %[[STRIP]], %c306
// CHECK: %[[O2:.*]] = arith.muli %[[L2]], %c16
// CHECK: %[[E2:.*]] = arith.addi %[[YS]], %[[O2]]
// CHECK: memref.prefetch %[[YF]][%[[E2]]], write, locality<3>, data
// CHECK: scf.for %[[E:.*]] = %{{.*}} to %c16{{.*}} step %c1
// CHECK: %[[J:.*]] = arith.addi %[[S]], %[[E]]
// CHECK: %[[JJ:.*]] = affine.apply #{{.*}}(%[[J]])
// CHECK: %[[IN:.*]] = memref.load %{{.*}}[%{{.*}}, %[[JJ]]]
// CHECK: arith.subf %[[IN]], %[[ROWMAX]]
// CHECK: math.exp
// CHECK: memref.store
// CHECK: linalg.generic {{.*}}["parallel", "reduction"]
// The division as loops: rows, strips of 256 (4 a row), 7 lines of each
// stream a strip from line 307 on, the last clamped to line 511.
// CHECK: scf.for %{{.*}} = %{{.*}} to %c8{{.*}} step %c1
// CHECK: scf.for %{{.*}} = %{{.*}} to %c1024{{.*}} step %c256
// CHECK: %[[F3:.*]] = arith.muli %{{.*}}, %c7
// CHECK: %[[M3:.*]] = arith.minui %[[F3]], %c204
// CHECK: %[[L3:.*]] = arith.addi %[[M3]], %c307
// CHECK: arith.muli %[[L3]], %c16
// CHECK-COUNT-7: memref.prefetch %{{.*}}, read, locality<3>, data
// CHECK-COUNT-7: memref.prefetch %{{.*}}, write, locality<3>, data
// CHECK: scf.for %{{.*}} = %{{.*}} to %c256{{.*}} step %c1
// CHECK: arith.divf
// CHECK-NOT: memref.prefetch
// CHECK: } 
// CHECK-NOT: dtc.row_blocks
// CHECK: return
func.func @softmax_blocks(%x: memref<32x1024xf32>, %y: memref<32x1024xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<8xf32>
  %s = memref.alloc() : memref<8xf32>
  %e = memref.alloc() : memref<8x1024xf32>
  scf.for %i = %c0 to %c32 step %c8 {
    %in = memref.subview %x[%i, 0] [8, 1024] [1, 1] : memref<32x1024xf32> to !block
    linalg.fill ins(%ninf : f32) outs(%m : memref<8xf32>)
    linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%in : !block) outs(%m : memref<8xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %r = arith.maximumf %acc, %a : f32
      linalg.yield %r : f32
    }
    linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
        ins(%in, %m : !block, memref<8xf32>) outs(%e : memref<8x1024xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %d = arith.subf %a, %b : f32
      %r = math.exp %d : f32
      linalg.yield %r : f32
    }
    linalg.fill ins(%zero : f32) outs(%s : memref<8xf32>)
    linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%e : memref<8x1024xf32>) outs(%s : memref<8xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %r = arith.addf %acc, %a : f32
      linalg.yield %r : f32
    }
    %out = memref.subview %y[%i, 0] [8, 1024] [1, 1] : memref<32x1024xf32> to !block
    linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
        ins(%e, %s : memref<8x1024xf32>, memref<8xf32>) outs(%out : !block) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.divf %a, %b : f32
      linalg.yield %r : f32
    }
  } {dtc.row_blocks}
  memref.dealloc %m : memref<8xf32>
  memref.dealloc %s : memref<8xf32>
  memref.dealloc %e : memref<8x1024xf32>
  return
}

// -----

// Three dimensions of f16 in, f32 out: each stream's rows are collapsed to
// one dimension, and lines are counted in its own element type (32 f16 or
// 16 f32 a line; 32 and 64 lines a block, one per strip of 16 iterations).
#id3 = affine_map<(i, j, k) -> (i, j, k)>
// CHECK-LABEL: func.func @mixed_widths
// CHECK: scf.for
// CHECK: memref.collapse_shape %{{.*}} {{\[\[}}0, 1, 2]] : memref<16x4x64xf16> into memref<4096xf16>
// CHECK: memref.collapse_shape %{{.*}} {{\[\[}}0, 1, 2]] : memref<16x4x64xf32> into memref<4096xf32>
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.for %{{.*}} step %c16
// CHECK: arith.minui %{{.*}}, %c31
// CHECK: arith.muli %{{.*}}, %c32
// CHECK: memref.prefetch %{{.*}}, read, locality<3>, data : memref<4096xf16>
// CHECK: arith.minui %{{.*}}, %c63
// CHECK: arith.muli %{{.*}}, %c16
// CHECK: memref.prefetch %{{.*}}, write, locality<3>, data : memref<4096xf32>
// CHECK: arith.extf
func.func @mixed_widths(%x: memref<16x4x64xf16>, %y: memref<16x4x64xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c4 {
    %in = memref.subview %x[%i, 0, 0] [4, 4, 64] [1, 1, 1] : memref<16x4x64xf16> to memref<4x4x64xf16, strided<[256, 64, 1], offset: ?>>
    %out = memref.subview %y[%i, 0, 0] [4, 4, 64] [1, 1, 1] : memref<16x4x64xf32> to memref<4x4x64xf32, strided<[256, 64, 1], offset: ?>>
    linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%in : memref<4x4x64xf16, strided<[256, 64, 1], offset: ?>>) outs(%out : memref<4x4x64xf32, strided<[256, 64, 1], offset: ?>>) {
    ^bb0(%a: f16, %o: f32):
      %r = arith.extf %a : f16 to f32
      linalg.yield %r : f32
    }
  } {dtc.row_blocks}
  return
}

// -----

// Per-row values: a load from a block temporary that the loops do not
// write moves out of the strips, with what is computed from it; a load from
// a function argument (which may alias the output) and a load from the
// output stay.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
// CHECK-LABEL: func.func @row_values
// CHECK: scf.for
// CHECK: scf.for %[[R:.*]] =
// CHECK: %[[T:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<8xf32>
// CHECK: %[[ROOT:.*]] = math.sqrt %[[T]]
// CHECK: scf.for %{{.*}} step %c16
// CHECK: memref.prefetch
// CHECK: scf.for
// CHECK: memref.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<8x64xf32, strided
// CHECK: memref.load %{{.*}}[%{{.*}}] : memref<8xf32, strided
// CHECK: memref.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<8x64xf32, strided
// CHECK: arith.mulf %{{.*}}, %[[ROOT]]
func.func @row_values(%x: memref<32x64xf32>, %scale: memref<32xf32>, %y: memref<32x64xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %t = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c32 step %c8 {
    %in = memref.subview %x[%i, 0] [8, 64] [1, 1] : memref<32x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
    %sc = memref.subview %scale[%i] [8] [1] : memref<32xf32> to memref<8xf32, strided<[1], offset: ?>>
    %out = memref.subview %y[%i, 0] [8, 64] [1, 1] : memref<32x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
    linalg.generic {indexing_maps = [#id, #row, #row, #id], iterator_types = ["parallel", "parallel"]}
        ins(%in, %t, %sc : memref<8x64xf32, strided<[64, 1], offset: ?>>, memref<8xf32>, memref<8xf32, strided<[1], offset: ?>>)
        outs(%out : memref<8x64xf32, strided<[64, 1], offset: ?>>) {
    ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
      %r = math.sqrt %b : f32
      %p = arith.mulf %a, %r : f32
      %q = arith.mulf %p, %c : f32
      %u = arith.addf %q, %o : f32
      linalg.yield %u : f32
    }
  } {dtc.row_blocks}
  memref.dealloc %t : memref<8xf32>
  return
}

// A row value read from the buffer the loops write (its first column,
// rewritten at the row's first element) is loaded in every strip.
// CHECK-LABEL: func.func @written_row_value
// CHECK: scf.for %{{.*}} step %c16
// CHECK: memref.prefetch
// CHECK: scf.for
// CHECK: memref.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<8x64xf32, strided
// CHECK: memref.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<8x1xf32, strided
// CHECK: memref.store
func.func @written_row_value(%x: memref<32x64xf32>) -> memref<32x64xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %buf = memref.alloc() : memref<32x64xf32>
  scf.for %i = %c0 to %c32 step %c8 {
    %in = memref.subview %x[%i, 0] [8, 64] [1, 1] : memref<32x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
    %first = memref.subview %buf[%i, 0] [8, 1] [1, 1] : memref<32x64xf32> to memref<8x1xf32, strided<[64, 1], offset: ?>>
    %out = memref.subview %buf[%i, 0] [8, 64] [1, 1] : memref<32x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
    linalg.generic {indexing_maps = [#id, affine_map<(i, j) -> (i, 0)>, #id], iterator_types = ["parallel", "parallel"]}
        ins(%in, %first : memref<8x64xf32, strided<[64, 1], offset: ?>>, memref<8x1xf32, strided<[64, 1], offset: ?>>)
        outs(%out : memref<8x64xf32, strided<[64, 1], offset: ?>>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %p = arith.mulf %a, %b : f32
      linalg.yield %p : f32
    }
  } {dtc.row_blocks}
  return %buf : memref<32x64xf32>
}

// -----

// Left alone: a loop without the mark, a single block, rows that strips of
// 16 do not divide, blocks that are not whole rows, a block without an
// elementwise generic, bounds that are not constants.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: memref.prefetch
// CHECK-NOT: dtc.row_blocks
// CHECK: return
func.func @left_alone(%x: memref<32x64xf32>, %y: memref<32x64xf32>, %odd: memref<32x40xf32>,
                      %sums: memref<32xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  // Not marked.
  scf.for %i = %c0 to %c32 step %c8 {
    %in = memref.subview %x[%i, 0] [8, 64] [1, 1] : memref<32x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
    %out = memref.subview %y[%i, 0] [8, 64] [1, 1] : memref<32x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%in : memref<8x64xf32, strided<[64, 1], offset: ?>>) outs(%out : memref<8x64xf32, strided<[64, 1], offset: ?>>) {
    ^bb0(%a: f32, %o: f32):
      %r = math.exp %a : f32
      linalg.yield %r : f32
    }
  }
  // One block.
  scf.for %i = %c0 to %c8 step %c8 {
    %in = memref.subview %x[%i, 0] [8, 64] [1, 1] : memref<32x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
    %out = memref.subview %y[%i, 0] [8, 64] [1, 1] : memref<32x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%in : memref<8x64xf32, strided<[64, 1], offset: ?>>) outs(%out : memref<8x64xf32, strided<[64, 1], offset: ?>>) {
    ^bb0(%a: f32, %o: f32):
      %r = math.exp %a : f32
      linalg.yield %r : f32
    }
  } {dtc.row_blocks}
  // Rows of 40.
  scf.for %i = %c0 to %c32 step %c8 {
    %in = memref.subview %odd[%i, 0] [8, 40] [1, 1] : memref<32x40xf32> to memref<8x40xf32, strided<[40, 1], offset: ?>>
    linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
        outs(%in : memref<8x40xf32, strided<[40, 1], offset: ?>>) {
    ^bb0(%o: f32):
      %r = math.exp %o : f32
      linalg.yield %r : f32
    }
  } {dtc.row_blocks}
  // Half rows.
  scf.for %i = %c0 to %c32 step %c8 {
    %in = memref.subview %x[%i, 0] [8, 32] [1, 1] : memref<32x64xf32> to memref<8x32xf32, strided<[64, 1], offset: ?>>
    %out = memref.subview %y[%i, 32] [8, 32] [1, 1] : memref<32x64xf32> to memref<8x32xf32, strided<[64, 1], offset: ?>>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%in : memref<8x32xf32, strided<[64, 1], offset: ?>>) outs(%out : memref<8x32xf32, strided<[64, 1], offset: ?>>) {
    ^bb0(%a: f32, %o: f32):
      %r = math.exp %a : f32
      linalg.yield %r : f32
    }
  } {dtc.row_blocks}
  // Only a reduction.
  scf.for %i = %c0 to %c32 step %c8 {
    %in = memref.subview %x[%i, 0] [8, 64] [1, 1] : memref<32x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
    %s = memref.subview %sums[%i] [8] [1] : memref<32xf32> to memref<8xf32, strided<[1], offset: ?>>
    linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%in : memref<8x64xf32, strided<[64, 1], offset: ?>>) outs(%s : memref<8xf32, strided<[1], offset: ?>>) {
    ^bb0(%a: f32, %acc: f32):
      %r = arith.addf %acc, %a : f32
      linalg.yield %r : f32
    }
  } {dtc.row_blocks}
  // Bounds not constant.
  scf.for %i = %c0 to %n step %c8 {
    %in = memref.subview %x[%i, 0] [8, 64] [1, 1] : memref<32x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
    %out = memref.subview %y[%i, 0] [8, 64] [1, 1] : memref<32x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%in : memref<8x64xf32, strided<[64, 1], offset: ?>>) outs(%out : memref<8x64xf32, strided<[64, 1], offset: ?>>) {
    ^bb0(%a: f32, %o: f32):
      %r = math.exp %a : f32
      linalg.yield %r : f32
    }
  } {dtc.row_blocks}
  return
}

// -----

// A large elementwise generic outside row blocks (its streams move 8 MiB
// or more) prefetches each operand it reads or writes in order 1 KiB (256
// f32) ahead of its position, clamped to the buffer's last element; an
// operand broadcast along the rows is no stream.
#id = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
// CHECK-LABEL: func.func @streams_ahead
// CHECK-SAME: (%[[X:.*]]: memref<1024x1024xf32>, %[[B:.*]]: memref<1024xf32>, %[[Y:.*]]: memref<1024x1024xf32>)
// CHECK: %[[XF:.*]] = memref.collapse_shape %[[X]] {{\[\[}}0, 1]] : memref<1024x1024xf32> into memref<1048576xf32>
// CHECK: %[[YF:.*]] = memref.collapse_shape %[[Y]] {{\[\[}}0, 1]]
// CHECK: scf.for %[[R:.*]] =
// CHECK: scf.for %[[S:.*]] = %{{.*}} to %c1024{{.*}} step %c16
// CHECK: %[[N:.*]] = arith.addi
// CHECK: %[[FIRST:.*]] = arith.muli %[[N]], %c16
// CHECK: %[[AX:.*]] = arith.addi %[[FIRST]], %c256
// CHECK: %[[EX:.*]] = arith.minui %[[AX]], %c1048575
// CHECK: memref.prefetch %[[XF]][%[[EX]]], read, locality<3>, data
// CHECK: %[[EY:.*]] = arith.minui %{{.*}}, %c1048575
// CHECK: memref.prefetch %[[YF]][%[[EY]]], write, locality<3>, data
// CHECK-NOT: memref.prefetch
// CHECK: scf.for %{{.*}} to %c16
// CHECK: math.tanh
func.func @streams_ahead(%x: memref<1024x1024xf32>, %b: memref<1024xf32>, %y: memref<1024x1024xf32>) {
  linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : memref<1024x1024xf32>, memref<1024xf32>) outs(%y : memref<1024x1024xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %t = math.tanh %s : f32
    linalg.yield %t : f32
  }
  return
}

// -----

// Left alone: streams under 8 MiB; an operand read transposed (no stream)
// beside a 4 MiB one (together they would reach the threshold). A large
// generic that a row block takes as its carrier prefetches the block's
// next rows only, not its own streams.
#id = affine_map<(i, j) -> (i, j)>
#t = affine_map<(i, j) -> (j, i)>
// CHECK-LABEL: func.func @not_streams
// CHECK-NOT: memref.prefetch
// CHECK: return
func.func @not_streams(%x: memref<256x1024xf32>, %y: memref<256x1024xf32>,
                       %big: memref<512x2048xf32>, %z: memref<2048x512xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<256x1024xf32>) outs(%y : memref<256x1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%big : memref<512x2048xf32>) outs(%z : memref<2048x512xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  }
  return
}
// CHECK-LABEL: func.func @big_in_block
// CHECK-COUNT-1: memref.prefetch
// CHECK-NOT: memref.prefetch
// CHECK: return
func.func @big_in_block(%x: memref<32x64xf32>, %p: memref<2048x1024xf32>, %q: memref<2048x1024xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  scf.for %i = %c0 to %c32 step %c8 {
    %in = memref.subview %x[%i, 0] [8, 64] [1, 1] : memref<32x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%p : memref<2048x1024xf32>) outs(%q : memref<2048x1024xf32>) {
    ^bb0(%a: f32, %o: f32):
      %t = math.tanh %a : f32
      linalg.yield %t : f32
    }
  } {dtc.row_blocks}
  return
}
