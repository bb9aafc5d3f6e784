//===- Passes.h - dtc's lowering passes and pipelines ---------------------===//
#ifndef DTC_CONVERSION_PASSES_H
#define DTC_CONVERSION_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

namespace dtc {

#define GEN_PASS_DECL
#include "dtc/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "dtc/Conversion/Passes.h.inc"

/// Registers `dtc-cpu-lowering`: a local-view program on tensors down to the
/// LLVM dialect (elementwise ops to linalg, bufferization with deallocation,
/// CBLAS products, loops, LLVM).
void registerCPULoweringPipeline();

/// Registers `dtc-gpu-lowering`: the same program for NVIDIA GPUs (fused
/// elementwise kernels, cuBLAS products, NVVM and a fatbin embedded in the
/// host module; the host calls dtc's CUDA runtime).
void registerGPULoweringPipeline();

} // namespace dtc

#endif // DTC_CONVERSION_PASSES_H
