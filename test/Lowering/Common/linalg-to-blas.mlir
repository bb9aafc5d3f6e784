// RUN: dtc-opt %s -split-input-file -dtc-linalg-to-blas | FileCheck %s
// The GPU pipeline's library: the same calls, to dtc's cuBLAS wrappers.
// RUN: dtc-opt %s -split-input-file -dtc-linalg-to-blas=library=cublas | FileCheck %s --check-prefix=CUBLAS
// RUN: not dtc-opt %s -split-input-file -dtc-linalg-to-blas=library=mkl 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: for the --library option: Cannot find option named 'mkl'

// CUBLAS-DAG: func.func private @dtc_cublas_sgemm(i32, i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32)
// CUBLAS-LABEL: func.func @matmul
// CUBLAS: call @dtc_cublas_sgemm(
// CUBLAS-NOT: dtc_host_sgemm

// CHECK-DAG: func.func private @dtc_host_sgemm(i32, i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32)
// CHECK-LABEL: func.func @matmul
// CHECK-NOT: linalg.matmul
// CHECK-DAG: %[[ROW:.*]] = arith.constant 101 : i32
// CHECK-DAG: %[[NT:.*]] = arith.constant 111 : i32
// CHECK-DAG: %[[M:.*]] = arith.constant 16 : i32
// CHECK-DAG: %[[N:.*]] = arith.constant 64 : i32
// CHECK-DAG: %[[K:.*]] = arith.constant 32 : i32
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: call @dtc_host_sgemm(%[[ROW]], %[[NT]], %[[NT]], %[[M]], %[[N]], %[[K]], %[[ONE]], %{{.*}}, %[[K]], %{{.*}}, %[[N]], %[[ONE]], %{{.*}}, %[[N]])
func.func @matmul(%a: memref<16x32xf32>, %b: memref<32x64xf32>, %c: memref<16x64xf32>) {
  linalg.matmul ins(%a, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%c : memref<16x64xf32>)
  return
}

// -----

// A batch product becomes a loop of dgemm calls on rank-reduced views.
// CHECK-DAG: func.func private @cblas_dgemm
// CHECK-LABEL: func.func @batch
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK-COUNT-3: memref.subview %{{.*}}[%[[I]], 0, 0]
// CHECK: call @cblas_dgemm
// CHECK-NOT: linalg.batch_matmul
// CUBLAS-LABEL: func.func @batch
// CUBLAS: call @dtc_cublas_dgemm
func.func @batch(%a: memref<?x16x32xf64>, %b: memref<?x32x64xf64>, %c: memref<?x16x64xf64>) {
  linalg.batch_matmul ins(%a, %b : memref<?x16x32xf64>, memref<?x32x64xf64>) outs(%c : memref<?x16x64xf64>)
  return
}

// -----

// Not BLAS-shaped: integers, mixed types, a column-strided view, tensors.
// CHECK-LABEL: func.func @left_alone
// CHECK-COUNT-4: linalg.matmul
// CHECK-NOT: call @cblas
func.func @left_alone(%ai: memref<4x4xi32>, %af: memref<4x4xf32>, %ah: memref<4x4xf16>,
                      %col: memref<4x4xf32, strided<[1, 4]>>, %t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  linalg.matmul ins(%ai, %ai : memref<4x4xi32>, memref<4x4xi32>) outs(%ai : memref<4x4xi32>)
  linalg.matmul ins(%ah, %ah : memref<4x4xf16>, memref<4x4xf16>) outs(%af : memref<4x4xf32>)
  linalg.matmul ins(%col, %af : memref<4x4xf32, strided<[1, 4]>>, memref<4x4xf32>) outs(%af : memref<4x4xf32>)
  %r = linalg.matmul ins(%t, %t : tensor<4x4xf32>, tensor<4x4xf32>) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// A zero fill right before the product becomes beta = 0: no pass over C.
// CHECK-LABEL: func.func @zero_init
// CHECK-NOT: linalg.fill
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[BETA:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: call @dtc_host_sgemm({{.*}}, %[[ONE]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[BETA]], %{{.*}}, %{{.*}})
func.func @zero_init(%a: memref<16x32xf32>, %b: memref<32x64xf32>, %c: memref<16x64xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<16x64xf32>)
  linalg.matmul ins(%a, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%c : memref<16x64xf32>)
  return
}

// -----

// A zero fill of a buffer of the function's own, earlier in the block, also
// becomes beta = 0 when nothing in between uses the buffer (a layer's fill
// before the previous layer's collective).
// CHECK-LABEL: func.func @zero_init_earlier
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[BETA:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NOT: linalg.fill
// CHECK: call @other
// CHECK: call @dtc_host_sgemm({{.*}}, %[[ONE]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[BETA]], %{{.*}}, %{{.*}})
// CHECK: linalg.copy
func.func private @other(memref<16x32xf32>)
func.func @zero_init_earlier(%a: memref<16x32xf32>, %b: memref<32x64xf32>, %out: memref<16x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<16x64xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<16x64xf32>)
  call @other(%a) : (memref<16x32xf32>) -> ()
  linalg.matmul ins(%a, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%c : memref<16x64xf32>)
  linalg.copy ins(%c : memref<16x64xf32>) outs(%out : memref<16x64xf32>)
  return
}

// -----

// The fill stays when something in between may read or write C: a user of
// the buffer itself, a view of it made before the fill, or any op when C is
// not the function's own buffer. Each product accumulates (beta = alpha = 1).
// CHECK-LABEL: func.func @fill_then_touched
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: linalg.fill ins(%[[ZERO]] : f32) outs(%[[C:.*]] :
// CHECK: call @touch(%[[C]])
// CHECK: call @dtc_host_sgemm({{.*}}, %[[ONE]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ONE]], %{{.*}}, %{{.*}})
// CHECK: linalg.fill
// CHECK: call @touch_view
// CHECK: call @dtc_host_sgemm({{.*}}, %[[ONE]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ONE]], %{{.*}}, %{{.*}})
// CHECK: linalg.fill ins(%[[ZERO]] : f32) outs(%arg2
// CHECK: call @other2
// CHECK: call @dtc_host_sgemm({{.*}}, %[[ONE]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ONE]], %{{.*}}, %{{.*}})
func.func private @touch(memref<16x64xf32>)
func.func private @touch_view(memref<4x64xf32, strided<[64, 1]>>)
func.func private @other2(memref<16x32xf32>)
func.func @fill_then_touched(%a: memref<16x32xf32>, %b: memref<32x64xf32>, %arg: memref<16x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<16x64xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<16x64xf32>)
  call @touch(%c) : (memref<16x64xf32>) -> ()
  linalg.matmul ins(%a, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%c : memref<16x64xf32>)
  %d = memref.alloc() : memref<16x64xf32>
  %v = memref.subview %d[0, 0] [4, 64] [1, 1] : memref<16x64xf32> to memref<4x64xf32, strided<[64, 1]>>
  linalg.fill ins(%zero : f32) outs(%d : memref<16x64xf32>)
  call @touch_view(%v) : (memref<4x64xf32, strided<[64, 1]>>) -> ()
  linalg.matmul ins(%a, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%d : memref<16x64xf32>)
  linalg.fill ins(%zero : f32) outs(%arg : memref<16x64xf32>)
  call @other2(%a) : (memref<16x32xf32>) -> ()
  linalg.matmul ins(%a, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%arg : memref<16x64xf32>)
  return
}

// -----

// A buffer hoisted out of a loop whose body fills and multiplies into it (a
// layer's output, its fill scheduled before the previous layer's
// collective): beta = 0 when its only users outside the body are its
// deallocation after the loop. A view of it made before the loop, touched
// between fill and product, keeps the fill.
// CHECK-LABEL: func.func @zero_init_hoisted
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[BETA:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: scf.for
// CHECK-NOT: linalg.fill
// CHECK: call @other
// CHECK: call @dtc_host_sgemm({{.*}}, %[[ONE]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[BETA]], %{{.*}}, %{{.*}})
// CHECK: call @touch
// CHECK: }
// CHECK: memref.dealloc
// CHECK: scf.for
// CHECK: linalg.fill
// CHECK: call @touch_view
// CHECK: call @dtc_host_sgemm({{.*}}, %[[ONE]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ONE]], %{{.*}}, %{{.*}})
func.func private @other(memref<16x32xf32>)
func.func private @touch(memref<16x64xf32>)
func.func private @touch_view(memref<4x64xf32, strided<[64, 1]>>)
func.func @zero_init_hoisted(%a: memref<16x32xf32>, %b: memref<32x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c = memref.alloc() : memref<16x64xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    linalg.fill ins(%zero : f32) outs(%c : memref<16x64xf32>)
    func.call @other(%a) : (memref<16x32xf32>) -> ()
    linalg.matmul ins(%a, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%c : memref<16x64xf32>)
    func.call @touch(%c) : (memref<16x64xf32>) -> ()
  }
  memref.dealloc %c : memref<16x64xf32>
  %d = memref.alloc() : memref<16x64xf32>
  %v = memref.subview %d[0, 0] [4, 64] [1, 1] : memref<16x64xf32> to memref<4x64xf32, strided<[64, 1]>>
  scf.for %i = %c0 to %c4 step %c1 {
    linalg.fill ins(%zero : f32) outs(%d : memref<16x64xf32>)
    func.call @touch_view(%v) : (memref<4x64xf32, strided<[64, 1]>>) -> ()
    linalg.matmul ins(%a, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%d : memref<16x64xf32>)
  }
  memref.dealloc %d : memref<16x64xf32>
  return
}

// -----

// A fill with another value stays, and the product accumulates onto it.
// CHECK-LABEL: func.func @one_init
// CHECK: linalg.fill
// CHECK: call @dtc_host_sgemm(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ALPHA:[^,]*]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ALPHA]], %{{.*}}, %{{.*}})
func.func @one_init(%a: memref<16x32xf32>, %b: memref<32x64xf32>, %c: memref<16x64xf32>) {
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%c : memref<16x64xf32>)
  linalg.matmul ins(%a, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%c : memref<16x64xf32>)
  return
}

// -----

// Transposed operands (matmul indexing maps) become CblasTrans (112).
// CHECK-LABEL: func.func @transposed
// CHECK-DAG: %[[T:.*]] = arith.constant 112 : i32
// CHECK-DAG: %[[N:.*]] = arith.constant 111 : i32
// CHECK: call @dtc_host_sgemm(%{{.*}}, %[[T]], %[[N]],
// CHECK: call @dtc_host_sgemm(%{{.*}}, %[[N]], %[[T]],
// CHECK-NOT: linalg.matmul
func.func @transposed(%at: memref<32x16xf32>, %b: memref<32x64xf32>, %a: memref<16x32xf32>,
                      %bt: memref<64x32xf32>, %c: memref<16x64xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%at, %b : memref<32x16xf32>, memref<32x64xf32>) outs(%c : memref<16x64xf32>)
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %bt : memref<16x32xf32>, memref<64x32xf32>) outs(%c : memref<16x64xf32>)
  return
}

// -----

// A broadcast operand is not a gemm.
// CHECK-LABEL: func.func @broadcast
// CHECK: linalg.matmul
// CHECK-NOT: call @cblas
func.func @broadcast(%a: memref<32xf32>, %b: memref<32x64xf32>, %c: memref<16x64xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %b : memref<32xf32>, memref<32x64xf32>) outs(%c : memref<16x64xf32>)
  return
}

// -----

// 16-bit float operands: CBLAS has no such gemm (loops), cuBLAS does
// (dtc_cublas_gemm_ex: each pointer with its cudaDataType, 14 bf16, 2 f16,
// 0 f32; f32 alpha and beta; f32 accumulation); mixed 16-bit kinds stay.
// CHECK-LABEL: func.func @half
// CHECK-COUNT-3: linalg.matmul
// CHECK-NOT: call
// CUBLAS-DAG: func.func private @dtc_cublas_gemm_ex(i32, i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, i32, !llvm.ptr, i32, i32, f32, !llvm.ptr, i32, i32)
// CUBLAS-LABEL: func.func @half
// CUBLAS-DAG: %[[BF16:.*]] = arith.constant 14 : i32
// CUBLAS-DAG: %[[F16:.*]] = arith.constant 2 : i32
// CUBLAS-DAG: %[[F32:.*]] = arith.constant 0 : i32
// CUBLAS-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CUBLAS-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CUBLAS: call @dtc_cublas_gemm_ex(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ONE]], %{{.*}}, %[[BF16]], %{{.*}}, %{{.*}}, %[[BF16]], %{{.*}}, %[[ZERO]], %{{.*}}, %[[F32]], %{{.*}})
// CUBLAS: call @dtc_cublas_gemm_ex(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ONE]], %{{.*}}, %[[F16]], %{{.*}}, %{{.*}}, %[[F16]], %{{.*}}, %[[ONE]], %{{.*}}, %[[F16]], %{{.*}})
// CUBLAS: linalg.matmul
func.func @half(%a: memref<16x32xbf16>, %b: memref<32x64xbf16>, %c: memref<16x64xf32>,
                %x: memref<16x32xf16>, %y: memref<32x64xf16>, %z: memref<16x64xf16>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<16x64xf32>)
  linalg.matmul ins(%a, %b : memref<16x32xbf16>, memref<32x64xbf16>) outs(%c : memref<16x64xf32>)
  linalg.matmul ins(%x, %y : memref<16x32xf16>, memref<32x64xf16>) outs(%z : memref<16x64xf16>)
  linalg.matmul ins(%a, %y : memref<16x32xbf16>, memref<32x64xf16>) outs(%c : memref<16x64xf32>)
  return
}

// -----

// An einsum-style contraction with a batch dimension and a transposed
// operand (q.k^T: (b, i, d), (b, j, d) -> (b, i, j)): a loop over the batch,
// each step one gemm on the batch's matrices, k read transposed; the zero
// fill becomes beta = 0.
// CHECK-LABEL: func.func @batched_transposed
// CHECK-NOT: linalg.fill
// CHECK: scf.for %[[B:.*]] = %c0 to %c4 step %c1 {
// CHECK: memref.subview %arg0[%[[B]], 0, 0] [1, 8, 16] [1, 1, 1] : memref<4x8x16xf32> to memref<8x16xf32, strided<[16, 1], offset: ?>>
// CHECK: memref.subview %arg1[%[[B]], 0, 0] [1, 8, 16] [1, 1, 1]
// CHECK: call @dtc_host_sgemm(%{{.*}}, %c111_i32, %c112_i32,
// CHECK-NOT: linalg.generic
// CUBLAS-LABEL: func.func @batched_transposed
// CUBLAS: call @dtc_cublas_sgemm(
func.func @batched_transposed(%q: memref<4x8x16xf32>, %k: memref<4x8x16xf32>, %c: memref<4x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<4x8x8xf32>)
  linalg.generic {indexing_maps = [affine_map<(b, i, j, d) -> (b, i, d)>, affine_map<(b, i, j, d) -> (b, j, d)>, affine_map<(b, i, j, d) -> (b, i, j)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : memref<4x8x16xf32>, memref<4x8x16xf32>) outs(%c : memref<4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Two batch dimensions, and a result stored (n, m): C^T = B^T A^T, the
// operands swapped, each read transposed; beta = 1 without a fill.
// CHECK-LABEL: func.func @two_batch_result_transposed
// CHECK: scf.for
// CHECK: scf.for
// CHECK: %[[A:.*]] = memref.subview %arg0
// CHECK: %[[BM:.*]] = memref.subview %arg1
// CHECK: call @cblas_dgemm(%{{.*}}, %c112_i32, %c112_i32, {{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %cst{{.*}}, %{{.*}}, %{{.*}})
func.func @two_batch_result_transposed(%a: memref<2x3x4x5xf64>, %b: memref<2x3x5x6xf64>, %c: memref<2x3x6x4xf64>) {
  linalg.generic {indexing_maps = [affine_map<(b, h, m, n, k) -> (b, h, m, k)>, affine_map<(b, h, m, n, k) -> (b, h, k, n)>, affine_map<(b, h, m, n, k) -> (b, h, n, m)>],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<2x3x4x5xf64>, memref<2x3x5x6xf64>) outs(%c : memref<2x3x6x4xf64>) {
  ^bb0(%x: f64, %y: f64, %acc: f64):
    %m = arith.mulf %x, %y : f64
    %s = arith.addf %acc, %m : f64
    linalg.yield %s : f64
  }
  return
}

// -----

// A batch dimension innermost leaves no contiguous rows: each operand is
// first packed (copied into a buffer of its own in the order batch, then
// its two groups), the gemms run on the packed matrices, and the result is
// copied back into its own order.
// CHECK-LABEL: func.func @batch_innermost
// CHECK: %[[PA:.*]] = memref.alloc() : memref<4x8x16xf32>
// CHECK: linalg.transpose ins(%arg0 : memref<8x16x4xf32>) outs(%[[PA]] : memref<4x8x16xf32>) permutation = [2, 0, 1]
// CHECK: %[[PB:.*]] = memref.alloc() : memref<4x16x8xf32>
// CHECK: linalg.transpose ins(%arg1 : memref<16x8x4xf32>) outs(%[[PB]] : memref<4x16x8xf32>) permutation = [2, 0, 1]
// CHECK: %[[PC:.*]] = memref.alloc() : memref<4x8x8xf32>
// CHECK: linalg.transpose ins(%arg2 : memref<8x8x4xf32>) outs(%[[PC]] : memref<4x8x8xf32>) permutation = [2, 0, 1]
// CHECK: scf.for
// CHECK: call @dtc_host_sgemm
// CHECK: linalg.transpose ins(%[[PC]] : memref<4x8x8xf32>) outs(%arg2 : memref<8x8x4xf32>) permutation = [1, 2, 0]
// CHECK-DAG: memref.dealloc %[[PA]]
// CHECK-DAG: memref.dealloc %[[PB]]
// CHECK-DAG: memref.dealloc %[[PC]]
// CHECK-NOT: linalg.generic
func.func @batch_innermost(%a: memref<8x16x4xf32>, %b: memref<16x8x4xf32>, %c: memref<8x8x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, b, k) -> (i, k, b)>, affine_map<(i, j, b, k) -> (k, j, b)>, affine_map<(i, j, b, k) -> (i, j, b)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<8x16x4xf32>, memref<16x8x4xf32>) outs(%c : memref<8x8x4xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Two contracted dimensions, adjacent and in one order in both operands
// (bijk,bjkl->bil): each matrix's (j, k) group collapses into one
// dimension; one gemm per batch index.
// CHECK-LABEL: func.func @two_contracted
// CHECK: scf.for
// CHECK: %[[A:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0], [1, 2]] : memref<4x8x4xf32, strided<[32, 4, 1], offset: ?>> into memref<4x32xf32, strided<[32, 1], offset: ?>>
// CHECK: %[[B:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1], [2]] : memref<8x4x8xf32, strided<[32, 8, 1], offset: ?>> into memref<32x8xf32, strided<[8, 1], offset: ?>>
// CHECK: call @dtc_host_sgemm(%{{.*}}, %c111_i32, %c111_i32,
func.func @two_contracted(%a: memref<2x4x8x4xf32>, %b: memref<2x8x4x8xf32>, %c: memref<2x4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, i, l, j, k) -> (b, i, j, k)>, affine_map<(b, i, l, j, k) -> (b, j, k, l)>, affine_map<(b, i, l, j, k) -> (b, i, l)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%a, %b : memref<2x4x8x4xf32>, memref<2x8x4x8xf32>) outs(%c : memref<2x4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// The contracted group in two different orders (bijk,bkjl): B is packed
// into (b, j, k, l); A keeps its place; the result needs no copy.
// CHECK-LABEL: func.func @groups_in_two_orders
// CHECK: %[[PB:.*]] = memref.alloc() : memref<2x8x4x8xf32>
// CHECK: linalg.transpose ins(%arg1 : memref<2x4x8x8xf32>) outs(%[[PB]] : memref<2x8x4x8xf32>) permutation = [0, 2, 1, 3]
// CHECK-NOT: linalg.transpose
// CHECK: call @dtc_host_sgemm
// CHECK-NOT: linalg.transpose
// CHECK: memref.dealloc %[[PB]]
func.func @groups_in_two_orders(%a: memref<2x4x8x4xf32>, %b: memref<2x4x8x8xf32>, %c: memref<2x4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, i, l, j, k) -> (b, i, j, k)>, affine_map<(b, i, l, j, k) -> (b, k, j, l)>, affine_map<(b, i, l, j, k) -> (b, i, l)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%a, %b : memref<2x4x8x4xf32>, memref<2x4x8x8xf32>) outs(%c : memref<2x4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  return
}
