// RUN: dtc-opt %s --dtc-linalg-reductions-to-gpu --cse --canonicalize | FileCheck %s
// Reductions along their innermost loop: one block per output element, its
// threads striding over the reduced iterations from the combiner's
// identity, a block-wide gpu.all_reduce, thread 0 folding the total into
// the output. Other reductions: one thread per output element.

// 64 rows of 1024: 64 blocks of 256 threads, each thread 4 elements.
// CHECK-LABEL: func.func @rowsum
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-DAG: %[[C256:.*]] = arith.constant 256 : index
// CHECK: gpu.launch blocks(%[[B:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C64]], {{.*}} threads(%[[T:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C256]],
// CHECK:   %[[P:.*]] = scf.for %[[K:.*]] = %[[T]] to %[[C1024]] step %[[C256]] iter_args(%[[A:.*]] = %[[ZERO]]) -> (f32) {
// CHECK:     %[[V:.*]] = memref.load %arg0[%[[B]], %[[K]]]
// CHECK:     %[[N:.*]] = arith.addf %[[V]], %[[A]] : f32
// CHECK:     scf.yield %[[N]]
// CHECK:   %[[SUM:.*]] = gpu.all_reduce add %[[P]] uniform
// CHECK:   %[[FIRST:.*]] = arith.cmpi eq, %[[T]], %c0
// CHECK:   scf.if %[[FIRST]] {
// CHECK:     %[[OLD:.*]] = memref.load %arg1[%[[B]]]
// CHECK:     %[[NEW:.*]] = arith.addf %[[SUM]], %[[OLD]] : f32
// CHECK:     memref.store %[[NEW]], %arg1[%[[B]]]
// CHECK:   gpu.terminator
// CHECK-NOT: linalg.reduce
func.func @rowsum(%x: memref<64x1024xf32>, %s: memref<64xf32>) {
  linalg.reduce ins(%x : memref<64x1024xf32>) outs(%s : memref<64xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  return
}

// A full reduction of f64 squares: one block; the 320 reduced iterations are
// split back into the three loops; the body's other ops run per element.
// CHECK-LABEL: func.func @sum_of_squares
// CHECK-DAG: %[[C320:.*]] = arith.constant 320 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %[[C1]], {{.*}} threads(%[[T:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c256,
// CHECK:   scf.for %[[K:.*]] = %[[T]] to %[[C320]] step %c256 iter_args({{.*}}) -> (f64) {
// CHECK:     %[[IJK:.*]]:3 = affine.delinearize_index %[[K]] into (4, 10, 8)
// CHECK:     %[[V:.*]] = memref.load %arg0[%[[IJK]]#0, %[[IJK]]#1, %[[IJK]]#2]
// CHECK:     arith.mulf %[[V]], %[[V]] : f64
// CHECK:   gpu.all_reduce add %{{.*}} uniform
// CHECK-NEXT: } : (f64) -> f64
// CHECK:     memref.load %arg1[] : memref<f64>
func.func @sum_of_squares(%x: memref<4x10x8xf64>, %s: memref<f64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> ()>],
                  iterator_types = ["reduction", "reduction", "reduction"]}
      ins(%x : memref<4x10x8xf64>) outs(%s : memref<f64>) {
    ^bb0(%in: f64, %acc: f64):
      %sq = arith.mulf %in, %in : f64
      %0 = arith.addf %acc, %sq : f64
      linalg.yield %0 : f64
  }
  return
}

// 96 reduced iterations: a block of 96 threads (three warps); the max starts
// from -inf and the integer max from the smallest i32.
// CHECK-LABEL: func.func @maxima
// CHECK-DAG: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-DAG: %[[C96:.*]] = arith.constant 96 : index
// CHECK-DAG: %[[IMIN:.*]] = arith.constant -2147483648 : i32
// CHECK: gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %[[C96]],
// CHECK:   scf.for {{.*}} iter_args(%{{.*}} = %[[NINF]]) -> (f32)
// CHECK:   gpu.all_reduce maximumf
// CHECK: gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %[[C96]],
// CHECK:   scf.for {{.*}} iter_args(%{{.*}} = %[[IMIN]]) -> (i32)
// CHECK:   gpu.all_reduce maxsi
func.func @maxima(%x: memref<5x96xf32>, %m: memref<5xf32>, %n: memref<5x96xi32>, %k: memref<5xi32>) {
  linalg.reduce ins(%x : memref<5x96xf32>) outs(%m : memref<5xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %0 = arith.maximumf %in, %acc : f32
      linalg.yield %0 : f32
    }
  linalg.reduce ins(%n : memref<5x96xi32>) outs(%k : memref<5xi32>) dimensions = [1]
    (%in: i32, %acc: i32) {
      %0 = arith.maxsi %in, %acc : i32
      linalg.yield %0 : i32
    }
  return
}

// One thread per output element for the others: a column sum (the
// innermost loop is parallel, so threads read consecutive elements there),
// rows of 8 (too few to fill a block), a combiner gpu.all_reduce does not
// know, and i1. Each thread starts from its output element and accumulates
// in a register: one load and one store of the output.
// CHECK-LABEL: func.func @one_thread_per_output
// CHECK: gpu.launch {{.*}} threads(%[[T:[^,]*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c64,
// CHECK:   scf.if
// CHECK:     %[[INIT:.*]] = memref.load %arg1[%[[T]]]
// CHECK:     %[[SUM:.*]] = scf.for %[[K:.*]] = %c0 to %c512 step %c1 iter_args(%[[A:.*]] = %[[INIT]]) -> (f32) {
// CHECK:       %[[V:.*]] = memref.load %arg0[%[[K]], %[[T]]]
// CHECK:       %[[N:.*]] = arith.addf %[[V]], %[[A]]
// CHECK:       scf.yield %[[N]]
// CHECK:     memref.store %[[SUM]], %arg1[%[[T]]]
// CHECK: gpu.launch
// CHECK:   scf.for %{{.*}} = %c0 to %c8 step %c1 iter_args
// CHECK: gpu.launch
// CHECK:   scf.for {{.*}} -> (f32)
// CHECK:     arith.mulf
// CHECK: gpu.launch
// CHECK:   scf.for {{.*}} -> (i1)
// CHECK-NOT: gpu.all_reduce
// CHECK-NOT: linalg.
func.func @one_thread_per_output(%x: memref<512x64xf32>, %c: memref<64xf32>, %y: memref<64x8xf32>, %r: memref<64xf32>,
                                 %z: memref<1024xf32>, %s: memref<f32>, %b: memref<1024xi1>, %all: memref<i1>) {
  linalg.reduce ins(%x : memref<512x64xf32>) outs(%c : memref<64xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  linalg.reduce ins(%y : memref<64x8xf32>) outs(%r : memref<64xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  linalg.reduce ins(%z : memref<1024xf32>) outs(%s : memref<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %half = arith.constant 0.5 : f32
      %0 = arith.mulf %acc, %half : f32
      %1 = arith.addf %0, %in : f32
      linalg.yield %1 : f32
    }
  linalg.reduce ins(%b : memref<1024xi1>) outs(%all : memref<i1>) dimensions = [0]
    (%in: i1, %acc: i1) {
      %0 = arith.andi %in, %acc : i1
      linalg.yield %0 : i1
    }
  return
}

// A whole-tensor reduction of 2^16 or more iterations: 16 blocks fold
// strided slices into 16 partials (a buffer), then one block of 32 threads
// folds the partials into the output.
// CHECK-LABEL: func.func @big_sum
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG: %[[C4096:.*]] = arith.constant 4096 : index
// CHECK-DAG: %[[C65536:.*]] = arith.constant 65536 : index
// CHECK: %[[PART:.*]] = memref.alloc() : memref<16xf32>
// CHECK: gpu.launch blocks(%[[B:[^,]*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C16]], {{.*}} threads(%[[T:[^,]*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c256,
// CHECK:   %[[BASE:.*]] = arith.muli %[[B]], %c256
// CHECK:   %[[FIRST:.*]] = arith.addi %[[BASE]], %[[T]]
// CHECK:   scf.for %{{.*}} = %[[FIRST]] to %[[C65536]] step %[[C4096]]
// CHECK:   %[[P:.*]] = gpu.all_reduce add
// CHECK:     memref.store %[[P]], %[[PART]][%[[B]]]
// CHECK: gpu.launch {{.*}} in (%{{.*}} = %c1, {{.*}} threads(%[[T2:[^,]*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c32,
// CHECK:   scf.for %[[K:.*]] = %[[T2]] to %[[C16]] step %c32
// CHECK:     memref.load %[[PART]][%[[K]]]
// CHECK:   gpu.all_reduce add
// CHECK:     memref.load %arg1[]
// CHECK:     memref.store {{.*}}, %arg1[]
// CHECK: memref.dealloc %[[PART]]
func.func @big_sum(%x: memref<256x256xf32>, %s: memref<f32>) {
  linalg.reduce ins(%x : memref<256x256xf32>) outs(%s : memref<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  return
}
