//===- DTensorOps.h - dtensor operations ----------------------------------===//
#ifndef DTC_DIALECT_DTENSOR_IR_DTENSOROPS_H
#define DTC_DIALECT_DTENSOR_IR_DTENSOROPS_H

#include "dtc/Dialect/DTensor/IR/DTensorDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_OP_CLASSES
#include "dtc/Dialect/DTensor/IR/DTensorOps.h.inc"

#endif // DTC_DIALECT_DTENSOR_IR_DTENSOROPS_H
