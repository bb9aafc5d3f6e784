//===- RuntimeBuffers.h - the buffers a runtime call is handed -------------===//
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

#include "mlir/IR/Value.h"

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

} // namespace dtc

#endif // DTC_ANALYSIS_RUNTIMEBUFFERS_H
