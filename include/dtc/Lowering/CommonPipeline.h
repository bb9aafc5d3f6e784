//===- CommonPipeline.h - what every lowering pipeline runs --------------===//
//
// The pieces of dtc-cpu-lowering and dtc-gpu-lowering that every target
// shares (lib/Lowering/Common/CommonPipeline.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_LOWERING_COMMONPIPELINE_H
#define DTC_LOWERING_COMMONPIPELINE_H

#include "dtc/Target/Target.h"
#include "mlir/Pass/PassManager.h"

namespace dtc::lowering {

/// Elementwise ops become linalg ops (fused where they chain) before
/// bufferization; aggregates are expanded first, and products read
/// transposed operands in place. Then generic ops that are named ops become
/// them, for the BLAS rewrite.
void addTensorPrologue(mlir::OpPassManager &pm);

/// Bufferization with ownership-based deallocation (clones become copies);
/// right after it, loops start from the buffers they only read
/// (dtc-elide-loop-init-copies) and all_reduces reduce into the buffers
/// nothing reads after them (dtc-all-reduce-in-place).
/// Buffers whose size does not change in a loop and that no iteration hands
/// to the next are allocated once before it (upstream's
/// buffer-loop-hoisting): a row-tiled softmax allocated and freed its
/// block's temporaries 512 times a call. With `runtime` (the program links
/// dtc's runtime), the deallocations of several buffers call the runtime's
/// helper: upstream's buffer-deallocation-pipeline with dtc-lower-deallocations
/// in place of its bufferization-lower-deallocations.
void addBufferize(mlir::OpPassManager &pm, bool runtime);

/// Matrix products as calls of `library` (dtc-linalg-to-blas).
void addBlas(mlir::OpPassManager &pm, BlasLibrary library);

/// Memrefs to LLVM, allocating through dtc's runtime when
/// `runtimeAllocator`.
void addMemRefToLLVM(mlir::OpPassManager &pm, bool runtimeAllocator);

/// Loops and strided views become branches and plain pointer arithmetic.
void addLoopsToCF(mlir::OpPassManager &pm);

/// The host's scalar code down to LLVM. Complex arithmetic first becomes
/// arith and math on the parts (exp, abs, division: their math then goes
/// the way of the program's own), and a complex number an LLVM struct of
/// its parts, as numpy's complex64 lays it out.
void addHostToLLVM(mlir::OpPassManager &pm);

/// From loops on buffers down to LLVM, on the host (memref allocation
/// through dtc's runtime when `runtimeAllocator`).
void addHostLoopsToLLVM(mlir::OpPassManager &pm, bool runtimeAllocator);

} // namespace dtc::lowering

#endif // DTC_LOWERING_COMMONPIPELINE_H
