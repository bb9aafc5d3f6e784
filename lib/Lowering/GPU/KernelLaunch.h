//===- KernelLaunch.h - the 1-D launches of dtc's GPU kernels ---*- C++ -*-===//
#ifndef DTC_LIB_CONVERSION_KERNELLAUNCH_H
#define DTC_LIB_CONVERSION_KERNELLAUNCH_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"

namespace dtc {

/// A launch with one thread per iteration of a linear space.
struct LinearLaunch {
  mlir::gpu::LaunchOp launch; ///< null: nothing to launch
  mlir::Value linear;         ///< the thread's iteration
};

/// False when `total` is the constant 0 (or less): nothing to launch. A
/// dynamic `total` gets a guard, total > 0 (a grid of zero blocks is a
/// launch error), and `b` moves inside it.
bool enterIfNonEmpty(mlir::OpBuilder &b, mlir::Location loc, mlir::Value total);

/// A gpu.launch of `blocks` x 1 x 1 blocks of `threads` x 1 x 1 threads;
/// `b` at the start of its body.
mlir::gpu::LaunchOp launchBlocks(mlir::OpBuilder &b, mlir::Location loc,
                                 mlir::Value blocks, int64_t threads);

/// Builds a 1-D gpu.launch over `total` iterations: `threadsPerBlock` a
/// block (fewer when `total` is a smaller constant), thread t of block b
/// taking iteration b * threads + t. Nothing is built when `total` is the
/// constant 0; a dynamic `total` is guarded by total > 0 (a grid of zero
/// blocks is a launch error). Leaves `b` inside the kernel's
/// `linear < total` branch.
LinearLaunch buildLinearLaunch(mlir::OpBuilder &b, mlir::Location loc,
                               mlir::Value total, int64_t threadsPerBlock);

} // namespace dtc

#endif // DTC_LIB_CONVERSION_KERNELLAUNCH_H
