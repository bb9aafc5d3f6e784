//===- DTensorOps.h - dtensor operations ----------------------------------===//
#ifndef DTC_DIALECT_DTENSOR_IR_DTENSOROPS_H
#define DTC_DIALECT_DTENSOR_IR_DTENSOROPS_H

#include "dtc/Dialect/DTensor/IR/DTensorDialect.h"
#include "dtc/Dialect/DTensor/IR/DTensorInterfaces.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace dtc::dtensor {
/// Marks the ops of the local view (collectives, dtensor.reduce,
/// device_coords): they act on one device's shard and its group.
template <typename ConcreteType>
class LocalViewOnly
    : public mlir::OpTrait::TraitBase<ConcreteType, LocalViewOnly> {};
} // namespace dtc::dtensor

#define GET_OP_CLASSES
#include "dtc/Dialect/DTensor/IR/DTensorOps.h.inc"

#endif // DTC_DIALECT_DTENSOR_IR_DTENSOROPS_H
