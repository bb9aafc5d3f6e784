//===- RuntimeBuffers.h - the buffers a runtime call is handed
//-------------===//
//
// dtc's lowering hands buffers to the runtime's functions (collectives,
// products, packing) by address: `llvm.inttoptr (arith.index_cast
// (memref.extract_aligned_pointer_as_index %buffer))`, plus an offset for a
// view. The passes that must know what a call may write (which weights stay
// unchanged through a loop, which loop never writes the value it starts
// from) trace those addresses back to their buffers here.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_ANALYSIS_RUNTIMEBUFFERS_H
#define DTC_ANALYSIS_RUNTIMEBUFFERS_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "mlir/Interfaces/CallInterfaces.h"

namespace dtc {

/// The buffer whose memory `pointer` points into, traced back through the
/// casts dtc emits for runtime calls (llvm.inttoptr, arith.index_cast,
/// arith.addi of an offset) to its memref.extract_aligned_pointer_as_index;
/// null if it does not trace.
mlir::Value bufferOfPointer(mlir::Value pointer);

/// Whether `buffer` is a constant global's (a collective's list of axes),
/// which nothing may write.
bool isConstantGlobal(mlir::Value buffer);

/// Whether `pointer` is a runtime object (a device, a request, a packed
/// copy): the result of a call to a runtime function (dtc/imports.def) that
/// returns a pointer, never memory a program's buffer owns.
bool isRuntimeObject(mlir::Value pointer);

/// Whether every buffer `scope` and the ops nested in it write or free is
/// one `allowed` accepts (its write and free effects' values). A call is
/// `call`'s to judge; an op whose effects are unknown (no effects interface
/// nor recursive effects), or a write that names no value, fails.
bool writesOnly(mlir::Operation *scope,
                llvm::function_ref<bool(mlir::CallOpInterface)> call,
                llvm::function_ref<bool(mlir::Value)> allowed);

} // namespace dtc

#endif // DTC_ANALYSIS_RUNTIMEBUFFERS_H
