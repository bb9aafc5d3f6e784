//===- DTensorDialect.h - the dtensor dialect, enums and attributes -------===//
#ifndef DTC_DIALECT_DTENSOR_IR_DTENSORDIALECT_H
#define DTC_DIALECT_DTENSOR_IR_DTENSORDIALECT_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"

#include "dtc/Dialect/DTensor/IR/DTensorDialect.h.inc"
#include "dtc/Dialect/DTensor/IR/DTensorEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "dtc/Dialect/DTensor/IR/DTensorAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "dtc/Dialect/DTensor/IR/DTensorTypes.h.inc"

#endif // DTC_DIALECT_DTENSOR_IR_DTENSORDIALECT_H
