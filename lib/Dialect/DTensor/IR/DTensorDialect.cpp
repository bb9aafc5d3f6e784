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
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace dtc::dtensor;

#include "dtc/Dialect/DTensor/IR/DTensorDialect.cpp.inc"
#include "dtc/Dialect/DTensor/IR/DTensorEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "dtc/Dialect/DTensor/IR/DTensorAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "dtc/Dialect/DTensor/IR/DTensorTypes.cpp.inc"

void DTensorDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dtc/Dialect/DTensor/IR/DTensorAttrs.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "dtc/Dialect/DTensor/IR/DTensorTypes.cpp.inc"
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
  auto emitError = [&] { return op->emitError() << what << ": "; };
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

/// The variable argument of `func` named `name`, or -1.
static int64_t variableNamed(FunctionOpInterface func, StringRef name) {
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    if (auto n = func.getArgAttrOfType<StringAttr>(
            i, DTensorDialect::kVariableAttrName))
      if (n.getValue() == name)
        return i;
  return -1;
}

/// The training roles of an entry's tensors (docs/training.md):
/// `dtensor.variable`, `dtensor.aggregation`, `dtensor.dataset` and
/// `dtensor.batch_mask` on arguments; `dtensor.assign`, `dtensor.assign_add`,
/// `dtensor.assign_sub`, `dtensor.reduce` and `dtensor.reduce_along` on
/// results.
static LogicalResult verifyTrainingRole(FunctionOpInterface func,
                                        NamedAttribute attr, bool isArg,
                                        unsigned index) {
  StringRef name = attr.getName().getValue();
  std::string what =
      (isArg ? "argument #" : "result #") + std::to_string(index);
  auto attrError = [&]() {
    return func->emitError() << what << ": '" << name << "' ";
  };
  DictionaryAttr attrs =
      isArg ? func.getArgAttrDict(index) : func.getResultAttrDict(index);
  // The attributes stay on an entry through bufferization (buffers are
  // checked as tensors are) and lowering (LLVM functions are not checked).
  Type type =
      isArg ? func.getArgumentTypes()[index] : func.getResultTypes()[index];
  if (!isa<ShapedType>(type)) {
    if (func->getName().getStringRef() != "func.func")
      return success();
    return attrError() << "needs a tensor, not " << type;
  }
  if (name == DTensorDialect::kDatasetAttrName) {
    if (!isArg || !isa<UnitAttr>(attr.getValue()))
      return attrError() << "is a unit attribute of arguments";
    auto shaped = cast<ShapedType>(type);
    if (!shaped.hasRank() || shaped.getRank() == 0)
      return attrError() << "needs a tensor whose first dimension is the "
                            "batch, not "
                         << func.getArgumentTypes()[index];
    if (attrs.get(DTensorDialect::kVariableAttrName))
      return attrError() << "and '" << DTensorDialect::kVariableAttrName
                         << "' exclude each other";
    return success();
  }
  bool strategy = func->hasAttr(DTensorDialect::kStrategyAttrName);
  if (name == DTensorDialect::kMirroredAttrName) {
    if (!isArg || !isa<UnitAttr>(attr.getValue()) || !strategy)
      return attrError()
             << "is a unit attribute of arguments of a function with '"
             << DTensorDialect::kStrategyAttrName << "'";
    for (StringRef other :
         {DTensorDialect::kVariableAttrName, DTensorDialect::kDatasetAttrName,
          DTensorDialect::kBatchMaskAttrName})
      if (attrs.get(other))
        return attrError() << "and '" << other << "' exclude each other";
    return success();
  }
  if (name == DTensorDialect::kBatchMaskAttrName) {
    auto shaped = cast<ShapedType>(type);
    if (!isArg || !isa<UnitAttr>(attr.getValue()) || !shaped.hasRank() ||
        shaped.getRank() != 1 || !shaped.getElementType().isF32())
      return attrError() << "is a unit attribute of a 1-D f32 argument";
    return success();
  }
  if (name == DTensorDialect::kReduceAttrName ||
      name == DTensorDialect::kReduceAlongAttrName) {
    if (isArg || !strategy)
      return attrError() << "belongs on results of a function with '"
                         << DTensorDialect::kStrategyAttrName << "'";
    if (name == DTensorDialect::kReduceAttrName) {
      auto kind = dyn_cast<StringAttr>(attr.getValue());
      if (!kind ||
          !llvm::is_contained({"sum", "mean", "max", "min"}, kind.getValue()))
        return attrError() << "is one of \"sum\", \"mean\", \"max\" or \"min\"";
      return success();
    }
    // TF's axis: a dimension of the per-replica value, or a tuple of
    // them; negative ones count from the end.
    auto shaped = cast<ShapedType>(type);
    SmallVector<Attribute> axes;
    if (auto many = dyn_cast<ArrayAttr>(attr.getValue()))
      llvm::append_range(axes, many);
    else
      axes.push_back(attr.getValue());
    llvm::SmallDenseSet<int64_t> seen;
    for (Attribute a : axes) {
      auto along = dyn_cast<IntegerAttr>(a);
      int64_t rank = shaped.hasRank() ? shaped.getRank() : 0;
      int64_t d = along ? along.getInt() : 0;
      if (!along || !shaped.hasRank() || d < -rank || d >= rank)
        return attrError() << "is a dimension of the result (from -" << rank
                           << " to " << rank - 1 << "), or an array of them";
      if (!seen.insert(d < 0 ? d + rank : d).second)
        return attrError() << "names dimension " << (d < 0 ? d + rank : d)
                           << " twice";
    }
    if (!attrs.get(DTensorDialect::kReduceAttrName))
      return attrError() << "needs '" << DTensorDialect::kReduceAttrName << "'";
    return success();
  }
  if (name == DTensorDialect::kAggregationAttrName) {
    auto kind = dyn_cast<StringAttr>(attr.getValue());
    if (!isArg || !kind ||
        !llvm::is_contained({"sum", "mean", "only_first_replica", "none"},
                            kind.getValue()))
      return attrError() << "is one of \"sum\", \"mean\", "
                            "\"only_first_replica\" or \"none\" on a "
                            "variable argument";
    if (!attrs.get(DTensorDialect::kVariableAttrName))
      return attrError() << "belongs on a variable (with '"
                         << DTensorDialect::kVariableAttrName << "')";
    return success();
  }
  auto text = dyn_cast<StringAttr>(attr.getValue());
  bool validName = text && !text.getValue().empty() &&
                   llvm::all_of(text.getValue(), [](char c) {
                     return llvm::isAlnum(c) || llvm::is_contained("_.-/", c);
                   });
  if (name == DTensorDialect::kVariableAttrName) {
    if (!isArg)
      return attrError() << "belongs on arguments (a result assigns with '"
                         << DTensorDialect::kAssignAttrName << "')";
    if (!validName)
      return attrError() << "is the variable's name: a non-empty string of "
                            "letters, digits, '_', '.', '-' and '/'";
    if (variableNamed(func, text.getValue()) != int64_t(index))
      return attrError() << "names \"" << text.getValue()
                         << "\", which an earlier argument names too";
    if (!cast<ShapedType>(type).hasRank())
      return attrError() << "needs a ranked tensor";
    return success();
  }
  // dtensor.assign, assign_add, assign_sub
  if (name != DTensorDialect::kAssignAttrName && !strategy)
    return attrError() << "updates a variable per replica: it belongs on "
                          "results of a function with '"
                       << DTensorDialect::kStrategyAttrName
                       << "' (in the global view, return the new value "
                          "with 'dtensor.assign')";
  if (isArg || !text)
    return attrError() << "names the variable a result assigns to";
  int64_t variable = variableNamed(func, text.getValue());
  if (variable < 0)
    return attrError() << "names \"" << text.getValue()
                       << "\", which is no argument's '"
                       << DTensorDialect::kVariableAttrName << "'";
  if (func.getArgumentTypes()[variable] != func.getResultTypes()[index])
    return attrError() << "assigns a " << func.getResultTypes()[index]
                       << " to variable \"" << text.getValue() << "\" of type "
                       << func.getArgumentTypes()[variable];
  if (bool(attrs.get(DTensorDialect::kUnsignedAttrName)) !=
      bool(func.getArgAttr(variable, DTensorDialect::kUnsignedAttrName)))
    return attrError() << "assigns variable \"" << text.getValue()
                       << "\", so it is '" << DTensorDialect::kUnsignedAttrName
                       << "' where the variable is, and only there";
  for (unsigned r = 0; r < index; ++r)
    if (llvm::any_of(
            ArrayRef<StringRef>{DTensorDialect::kAssignAttrName,
                                DTensorDialect::kAssignAddAttrName,
                                DTensorDialect::kAssignSubAttrName},
            [&](StringRef n) { return func.getResultAttr(r, n) == text; }))
      return attrError() << "assigns variable \"" << text.getValue()
                         << "\", which result #" << r << " assigns already";
  Attribute mine = attrs.get(DTensorDialect::kLayoutAttrName);
  Attribute its = func.getArgAttr(variable, DTensorDialect::kLayoutAttrName);
  bool localView = func->hasAttr(DTensorDialect::kLocalViewAttrName);
  if (mine != its && (mine || localView))
    return attrError() << "assigns variable \"" << text.getValue()
                       << "\", so its layout is the variable's: "
                       << (localView ? "declare the same layout on both (in "
                                       "the local view)"
                                     : "leave it out, and the value is "
                                       "relayouted");
  return success();
}

static LogicalResult verifyFunctionLayout(Operation *op, NamedAttribute attr,
                                          bool isArg, unsigned index) {
  StringRef kind = isArg ? "argument" : "result";
  auto func = dyn_cast<FunctionOpInterface>(op);
  if (func &&
      llvm::is_contained(
          {DTensorDialect::kVariableAttrName,
           DTensorDialect::kAggregationAttrName,
           DTensorDialect::kDatasetAttrName, DTensorDialect::kAssignAttrName,
           DTensorDialect::kAssignAddAttrName,
           DTensorDialect::kAssignSubAttrName,
           DTensorDialect::kBatchMaskAttrName, DTensorDialect::kReduceAttrName,
           DTensorDialect::kReduceAlongAttrName,
           DTensorDialect::kMirroredAttrName},
          attr.getName().getValue()))
    return verifyTrainingRole(func, attr, isArg, index);
  if (attr.getName() == DTensorDialect::kUnsignedAttrName) {
    Type type = !func   ? Type()
                : isArg ? func.getArgumentTypes()[index]
                        : func.getResultTypes()[index];
    // Kept through bufferization (memrefs) and lowering (LLVM functions,
    // not checked).
    if (func && !isa<ShapedType>(type) &&
        func->getName().getStringRef() != "func.func")
      return success();
    auto shaped = dyn_cast_or_null<ShapedType>(type);
    Type element = shaped ? shaped.getElementType() : Type();
    if (!isa<UnitAttr>(attr.getValue()) || !element ||
        !llvm::any_of(ArrayRef<unsigned>{8, 32, 64},
                      [&](unsigned w) { return element.isSignlessInteger(w); }))
      return op->emitError()
             << "'" << DTensorDialect::kUnsignedAttrName
             << "' is a unit attribute of i8, i32 or i64 tensor " << kind
             << "s (.npy '|u1', '<u4', '<u8'); " << kind << " #" << index
             << " is " << type;
    return success();
  }
  if (attr.getName() == DTensorDialect::kGlobalShapeAttrName) {
    auto shape = dyn_cast<DenseI64ArrayAttr>(attr.getValue());
    auto shaped = !func   ? ShapedType()
                  : isArg ? dyn_cast<ShapedType>(func.getArgumentTypes()[index])
                          : dyn_cast<ShapedType>(func.getResultTypes()[index]);
    if (!shape || !shaped || !shaped.hasRank() ||
        shape.size() != shaped.getRank() ||
        !op->hasAttr(DTensorDialect::kLocalViewAttrName) ||
        llvm::any_of(shape.asArrayRef(), [](int64_t n) { return n < 0; }))
      return op->emitError()
             << "'" << DTensorDialect::kGlobalShapeAttrName << "' on " << kind
             << " #" << index
             << " is the global shape (an array of the rank's extents) of a "
                "shard of a partitioned (dtensor.local_view) function";
    return success();
  }
  if (attr.getName() != DTensorDialect::kLayoutAttrName)
    return op->emitError() << "unknown dtensor attribute '"
                           << attr.getName().getValue() << "' on a function "
                           << kind;
  if (!func)
    return op->emitError() << "'" << DTensorDialect::kLayoutAttrName
                           << "' is understood on function " << kind
                           << "s only";
  Type type =
      isArg ? func.getArgumentTypes()[index] : func.getResultTypes()[index];
  return verifyAttachedLayout(op, DTensorDialect::kLayoutAttrName,
                              attr.getValue(), type,
                              kind + " #" + Twine(index));
}

LogicalResult DTensorDialect::verifyRegionArgAttribute(Operation *op, unsigned,
                                                       unsigned argIndex,
                                                       NamedAttribute attr) {
  return verifyFunctionLayout(op, attr, /*isArg=*/true, argIndex);
}

LogicalResult DTensorDialect::verifyRegionResultAttribute(Operation *op,
                                                          unsigned,
                                                          unsigned resultIndex,
                                                          NamedAttribute attr) {
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
        return op->emitError()
               << "result #" << i << " is not a ranked tensor; its '"
               << DTensorDialect::kLayoutsAttrName << "' entry must be 'unit'";
      continue;
    }
    if (failed(verifyAttachedLayout(op, DTensorDialect::kLayoutsAttrName, entry,
                                    type, "result #" + Twine(i))))
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
  Operation *found =
      isa<ModuleOp>(op)
          ? SymbolTable::lookupSymbolIn(op, symbol.getAttr())
          : SymbolTable::lookupNearestSymbolFrom(op, symbol.getAttr());
  if (!isa_and_nonnull<MeshOp>(found))
    return op->emitError() << "default mesh '" << symbol.getValue()
                           << "' does not name a dtensor.mesh";
  return success();
}

/// `dtensor.strategy`: {kind, mesh, replica_axes?, parameter_device?}.
static LogicalResult verifyStrategy(Operation *op, Attribute value) {
  auto spec = dyn_cast<DictionaryAttr>(value);
  auto error = [&]() {
    return op->emitError() << "'" << DTensorDialect::kStrategyAttrName << "': ";
  };
  if (!spec || !isa<FunctionOpInterface>(op))
    return error() << "a dictionary on a function";
  for (NamedAttribute entry : spec)
    if (!llvm::is_contained(
            {"kind", "mesh", "replica_axes", "parameter_device"},
            entry.getName().getValue()))
      return error() << "unknown entry '" << entry.getName().getValue() << "'";
  auto kind = spec.getAs<StringAttr>("kind");
  if (!kind ||
      !llvm::is_contained({"mirrored", "central_storage", "one_device"},
                          kind.getValue()))
    return error() << "'kind' is \"mirrored\", \"central_storage\" or "
                      "\"one_device\"";
  auto meshRef = spec.getAs<FlatSymbolRefAttr>("mesh");
  if (!meshRef)
    return error() << "'mesh' names the replicas' mesh";
  auto mesh = SymbolTable::lookupNearestSymbolFrom<MeshOp>(op, meshRef);
  if (!mesh)
    return error() << "no mesh " << meshRef
                   << " (a compute device that does not exist is an error)";
  MeshAttr m = mesh.getSpec();
  int64_t replicas = 1;
  if (auto axes = spec.get("replica_axes")) {
    auto list = dyn_cast<ArrayAttr>(axes);
    if (!list)
      return error() << "'replica_axes' is a list of the mesh's axes";
    for (Attribute a : list) {
      auto name = dyn_cast<StringAttr>(a);
      if (!name || !m.getAxisIndex(name.getValue()))
        return error() << "'replica_axes': " << a << " is not an axis of "
                       << meshRef;
      replicas *= m.getAxisSizes()[*m.getAxisIndex(name.getValue())];
    }
  } else {
    replicas = m.getNumDevices();
  }
  auto device = spec.get("parameter_device");
  if ((kind.getValue() == "central_storage") != bool(device))
    return error() << "'parameter_device' (a device id of the mesh, or a mesh "
                      "of one device) is given for central_storage and only "
                      "for it";
  if (auto ref = dyn_cast_or_null<FlatSymbolRefAttr>(device)) {
    auto params = SymbolTable::lookupNearestSymbolFrom<MeshOp>(op, ref);
    if (!params)
      return error() << "'parameter_device': no mesh " << ref
                     << " (a device that does not exist is an error)";
    if (params.getSpec().getNumDevices() != 1)
      return error() << "'parameter_device' " << ref << " is a mesh of "
                     << params.getSpec().getNumDevices()
                     << " devices, not of one";
  } else if (device) {
    auto id = dyn_cast<IntegerAttr>(device);
    if (!id || !llvm::is_contained(m.getDeviceIds(), id.getInt()))
      return error() << "'parameter_device' " << device
                     << " is not a device id of " << meshRef
                     << " (a device that does not exist is an error)";
  }
  if (kind.getValue() == "one_device" && m.getNumDevices() != 1)
    return error() << "one_device runs on a mesh of one device, not "
                   << m.getNumDevices();
  (void)replicas;
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
  if (name == kStrategyAttrName)
    return verifyStrategy(op, attr.getValue());
  if (name == kLayoutAttrName)
    return op->emitError() << "'" << kLayoutAttrName
                           << "' belongs on function arguments and results; "
                              "ops carry '"
                           << kLayoutsAttrName << "'";
  return op->emitError() << "unknown dtensor attribute '" << name << "'";
}
