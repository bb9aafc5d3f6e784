//===- DTensorDialect.cpp - the dtensor dialect ---------------------------===//
//
// Registration, and verification of the dialect's discardable attributes:
// `dtensor.layout` on function arguments and results, `dtensor.layouts` on
// ops, `dtensor.default_mesh` on modules and functions.
//
//===----------------------------------------------------------------------===//
#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"
#include "dtc/Dialect/DTensor/IR/TFSpelling.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace dtc::dtensor;

#include "dtc/Dialect/DTensor/IR/DTensorDialect.cpp.inc"
#include "dtc/Dialect/DTensor/IR/DTensorEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "dtc/Dialect/DTensor/IR/DTensorAttrs.cpp.inc"

void DTensorDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dtc/Dialect/DTensor/IR/DTensorAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dtc/Dialect/DTensor/IR/DTensorOps.cpp.inc"
      >();
}

/// Checks a `dtensor.layout` value (typed, or TF's string) for a value of
/// `type`, reporting errors on `op` with `what` ("argument #0") in front.
static LogicalResult verifyAttachedLayout(Operation *op, StringRef attrName,
                                          Attribute value, Type type,
                                          const Twine &what) {
  auto emitError = [&] {
    return op->emitError() << what << ": ";
  };
  LayoutAttr layout;
  if (auto text = dyn_cast<StringAttr>(value)) {
    FailureOr<LayoutAttr> parsed =
        parseTFLayout(op->getContext(), text.getValue(), emitError);
    if (failed(parsed))
      return failure();
    layout = *parsed;
  } else {
    layout = dyn_cast<LayoutAttr>(value);
  }
  if (!layout)
    return emitError() << "a '" << attrName
                       << "' entry must be a #dtensor.layout or a TF layout "
                          "string";
  FailureOr<MeshAttr> mesh = resolveMesh(op, layout.getMesh(), emitError);
  if (failed(mesh))
    return failure();
  // A local-view function's types are shards: check the global array.
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (tensor && op->hasAttr(DTensorDialect::kLocalViewAttrName))
    type = getGlobalType(layout, *mesh, tensor);
  return verifyLayoutFor(layout, *mesh, type, emitError);
}

static LogicalResult verifyFunctionLayout(Operation *op, NamedAttribute attr,
                                          bool isArg, unsigned index) {
  StringRef kind = isArg ? "argument" : "result";
  if (attr.getName() != DTensorDialect::kLayoutAttrName)
    return op->emitError() << "unknown dtensor attribute '"
                           << attr.getName().getValue() << "' on a function "
                           << kind;
  auto func = dyn_cast<FunctionOpInterface>(op);
  if (!func)
    return op->emitError() << "'" << DTensorDialect::kLayoutAttrName
                           << "' is understood on function " << kind
                           << "s only";
  Type type = isArg ? func.getArgumentTypes()[index]
                    : func.getResultTypes()[index];
  return verifyAttachedLayout(op, DTensorDialect::kLayoutAttrName,
                              attr.getValue(), type,
                              kind + " #" + Twine(index));
}

LogicalResult DTensorDialect::verifyRegionArgAttribute(Operation *op, unsigned,
                                                       unsigned argIndex,
                                                       NamedAttribute attr) {
  return verifyFunctionLayout(op, attr, /*isArg=*/true, argIndex);
}

LogicalResult DTensorDialect::verifyRegionResultAttribute(
    Operation *op, unsigned, unsigned resultIndex, NamedAttribute attr) {
  return verifyFunctionLayout(op, attr, /*isArg=*/false, resultIndex);
}

static LogicalResult verifyResultLayouts(Operation *op, Attribute value) {
  auto layouts = dyn_cast<ArrayAttr>(value);
  if (!layouts)
    return op->emitError() << "'" << DTensorDialect::kLayoutsAttrName
                           << "' must be an array with one entry per result";
  if (layouts.size() != op->getNumResults())
    return op->emitError() << "'" << DTensorDialect::kLayoutsAttrName
                           << "' has " << layouts.size()
                           << " entries but the op has " << op->getNumResults()
                           << " results";
  for (auto [i, entry] : llvm::enumerate(layouts)) {
    Type type = op->getResult(i).getType();
    if (!isa<RankedTensorType>(type)) {
      if (!isa<UnitAttr>(entry))
        return op->emitError() << "result #" << i
                               << " is not a ranked tensor; its '"
                               << DTensorDialect::kLayoutsAttrName
                               << "' entry must be 'unit'";
      continue;
    }
    if (failed(verifyAttachedLayout(op, DTensorDialect::kLayoutsAttrName,
                                    entry, type, "result #" + Twine(i))))
      return failure();
  }
  return success();
}

static LogicalResult verifyDefaultMesh(Operation *op, Attribute value) {
  auto symbol = dyn_cast<FlatSymbolRefAttr>(value);
  if (!symbol)
    return op->emitError() << "'" << DTensorDialect::kDefaultMeshAttrName
                           << "' must be a mesh symbol reference";
  if (!isa<ModuleOp, FunctionOpInterface>(op))
    return op->emitError() << "'" << DTensorDialect::kDefaultMeshAttrName
                           << "' belongs on a module or a function";
  Operation *found = isa<ModuleOp>(op)
                         ? SymbolTable::lookupSymbolIn(op, symbol.getAttr())
                         : SymbolTable::lookupNearestSymbolFrom(op, symbol.getAttr());
  if (!isa_and_nonnull<MeshOp>(found))
    return op->emitError() << "default mesh '" << symbol.getValue()
                           << "' does not name a dtensor.mesh";
  return success();
}

LogicalResult DTensorDialect::verifyOperationAttribute(Operation *op,
                                                       NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  if (name == kLayoutsAttrName)
    return verifyResultLayouts(op, attr.getValue());
  if (name == kDefaultMeshAttrName)
    return verifyDefaultMesh(op, attr.getValue());
  if (name == kLocalViewAttrName) {
    if (!isa<UnitAttr>(attr.getValue()) || !isa<FunctionOpInterface>(op))
      return op->emitError() << "'" << kLocalViewAttrName
                             << "' is a unit attribute of functions";
    return success();
  }
  if (name == kLayoutAttrName)
    return op->emitError() << "'" << kLayoutAttrName
                           << "' belongs on function arguments and results; "
                              "ops carry '"
                           << kLayoutsAttrName << "'";
  return op->emitError() << "unknown dtensor attribute '" << name << "'";
}
