// RUN: dtc-opt %s -split-input-file -dtc-linalg-to-blas | FileCheck %s
// The GPU pipeline's library: the same calls, to dtc's cuBLAS wrappers.
// RUN: dtc-opt %s -split-input-file -dtc-linalg-to-blas=library=cublas | FileCheck %s --check-prefix=CUBLAS
// RUN: not dtc-opt %s -split-input-file -dtc-linalg-to-blas=library=mkl 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: unknown library 'mkl' (cblas or cublas)

// CUBLAS-DAG: func.func private @dtc_cublas_sgemm(i32, i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32)
// CUBLAS-LABEL: func.func @matmul
// CUBLAS: call @dtc_cublas_sgemm(
// CUBLAS-NOT: cblas_sgemm

// CHECK-DAG: func.func private @cblas_sgemm(i32, i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32)
// CHECK-LABEL: func.func @matmul
// CHECK-NOT: linalg.matmul
// CHECK-DAG: %[[ROW:.*]] = arith.constant 101 : i32
// CHECK-DAG: %[[NT:.*]] = arith.constant 111 : i32
// CHECK-DAG: %[[M:.*]] = arith.constant 16 : i32
// CHECK-DAG: %[[N:.*]] = arith.constant 64 : i32
// CHECK-DAG: %[[K:.*]] = arith.constant 32 : i32
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: call @cblas_sgemm(%[[ROW]], %[[NT]], %[[NT]], %[[M]], %[[N]], %[[K]], %[[ONE]], %{{.*}}, %[[K]], %{{.*}}, %[[N]], %[[ONE]], %{{.*}}, %[[N]])
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
// CHECK: call @cblas_sgemm({{.*}}, %[[ONE]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[BETA]], %{{.*}}, %{{.*}})
func.func @zero_init(%a: memref<16x32xf32>, %b: memref<32x64xf32>, %c: memref<16x64xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<16x64xf32>)
  linalg.matmul ins(%a, %b : memref<16x32xf32>, memref<32x64xf32>) outs(%c : memref<16x64xf32>)
  return
}

// -----

// A fill with another value stays, and the product accumulates onto it.
// CHECK-LABEL: func.func @one_init
// CHECK: linalg.fill
// CHECK: call @cblas_sgemm(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ALPHA:[^,]*]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ALPHA]], %{{.*}}, %{{.*}})
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
// CHECK: call @cblas_sgemm(%{{.*}}, %[[T]], %[[N]],
// CHECK: call @cblas_sgemm(%{{.*}}, %[[N]], %[[T]],
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
