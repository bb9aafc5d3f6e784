//===- Passes.td - dtc's lowering passes -------------------*- tablegen -*-===//
#ifndef DTC_CONVERSION_PASSES_TD
#define DTC_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def LinalgToBlas : Pass<"dtc-linalg-to-blas", "::mlir::ModuleOp"> {
  let summary = "Replaces matrix products on buffers by OpenBLAS (CBLAS) calls";
  let description = [{
    Takes bufferized `linalg.matmul` and `linalg.batch_matmul` ops (default
    indexing maps, f32 or f64 everywhere, rows contiguous: unit stride in the
    last dimension) and replaces each by a call to `cblas_sgemm` /
    `cblas_dgemm` (row-major, no transposes, `C += A * B`); a batch product
    becomes a loop of calls over the batch. The CBLAS functions are declared
    in the module. Other products are left to the loop lowering.

    Input:
    ```mlir
    linalg.matmul ins(%a, %b : memref<16x32xf32>, memref<32x64xf32>)
                  outs(%c : memref<16x64xf32>)
    ```
    Output (abridged):
    ```mlir
    %pa = ... : !llvm.ptr   // from memref.extract_aligned_pointer_as_index
    func.call @cblas_sgemm(%row_major, %no_trans, %no_trans, %m, %n, %k,
        %one, %pa, %lda, %pb, %ldb, %one, %pc, %ldc) : (...) -> ()
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::func::FuncDialect",
    "::mlir::LLVM::LLVMDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect"
  ];
}

#endif // DTC_CONVERSION_PASSES_TD
