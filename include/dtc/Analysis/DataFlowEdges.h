//===- DataFlowEdges.h - values control flow passes on --------------------===//
//
// Where control flow hands a value on, the value before and the value after
// are one value in two places: a loop's init and its iteration argument, a
// yielded value and the op's result, a call's operand and the callee's
// argument. Such an edge goes from an operand (`source`) to a block argument
// or a result (`target`). The edges come from upstream's interfaces
// (RegionBranchOpInterface, RegionBranchTerminatorOpInterface,
// CallOpInterface), as Shardy's data-flow edges do, so every scf op that
// implements them (for, while, if, index_switch, execute_region) is handled
// alike. Propagation ties the two ends of every edge (one layout);
// partitioning relays out each source to its target's layout.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_ANALYSIS_DATAFLOWEDGES_H
#define DTC_ANALYSIS_DATAFLOWEDGES_H

#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

namespace dtc {

using EdgeFn =
    llvm::function_ref<void(mlir::OpOperand &source, mlir::Value target)>;

/// Whether `op` is a region-branch op whose every region ends in a
/// RegionBranchTerminatorOpInterface, so that edges describe all the values
/// it passes on (scf.forall's in_parallel, for one, does not).
bool passesValuesOn(mlir::Operation *op);

/// Whether `op`'s tensors are values handed on rather than computed: a
/// region-branch op that passesValuesOn, a terminator of one, a call, a
/// function's return.
bool isControlFlow(mlir::Operation *op);

/// The edges out of `op`'s own operands: for a region-branch op that
/// passesValuesOn, its operands into the regions it enters (or into its
/// results, where it may enter none); for a terminator in such an op, its
/// operands into the successor regions' arguments or the parent's results.
void forEachDataFlowEdge(mlir::Operation *op, EdgeFn fn);

/// The edges of a call to `callee`: the call's operands into the callee's
/// arguments, and the operands of the callee's returns into the call's
/// results.
void forEachCallEdge(mlir::CallOpInterface call, mlir::Operation *callee,
                     EdgeFn fn);

} // namespace dtc

#endif // DTC_ANALYSIS_DATAFLOWEDGES_H
