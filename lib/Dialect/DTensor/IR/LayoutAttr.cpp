//===- LayoutAttr.cpp - #dtensor.layout and #dtensor.dim ------------------===//
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"
#include "dtc/Dialect/DTensor/IR/TFSpelling.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace dtc::dtensor;

namespace dtc::dtensor {
ParseResult parseAxisName(AsmParser &parser, StringAttr &name);
void printAxisName(AsmPrinter &printer, StringAttr name);
} // namespace dtc::dtensor

//===----------------------------------------------------------------------===//
// DimShardingAttr: `unsharded`, `match`, `x`, `{x, y}`
//===----------------------------------------------------------------------===//

LogicalResult
DimShardingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                        ArrayRef<StringAttr> axes, bool match) {
  if (match && !axes.empty())
    return emitError() << "a 'match' dimension cannot also name mesh axes";
  return success();
}

static FailureOr<DimShardingAttr> parseDimBody(AsmParser &parser) {
  MLIRContext *ctx = parser.getContext();
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<StringAttr> axes;
  if (succeeded(parser.parseOptionalLBrace())) {
    auto parseOne = [&]() {
      return parseAxisName(parser, axes.emplace_back());
    };
    if (parser.parseCommaSeparatedList(parseOne) || parser.parseRBrace())
      return failure();
    auto errorAtLoc = [&] { return parser.emitError(loc); };
    EmitErrorFn emitError = errorAtLoc;
    return DimShardingAttr::getChecked(emitError, ctx,
                                       ArrayRef<StringAttr>(axes), false);
  }
  StringAttr name;
  if (parseAxisName(parser, name))
    return failure();
  if (name.getValue() == "unsharded")
    return DimShardingAttr::get(ctx, {}, false);
  if (name.getValue() == "match")
    return DimShardingAttr::get(ctx, {}, true);
  if (name.getValue() == "any" || name.getValue() == "scalar") {
    parser.emitError(loc) << "'" << name.getValue()
                          << "' is not a dimension entry; expected a mesh "
                             "axis, '{axes}', 'unsharded' or 'match'";
    return failure();
  }
  return DimShardingAttr::get(ctx, {name}, false);
}

static void printDimBody(AsmPrinter &printer, DimShardingAttr dim) {
  if (dim.getMatch()) {
    printer << "match";
  } else if (dim.getAxes().empty()) {
    printer << "unsharded";
  } else if (dim.getAxes().size() == 1) {
    printAxisName(printer, dim.getAxes().front());
  } else {
    printer << "{";
    llvm::interleaveComma(dim.getAxes(), printer,
                          [&](StringAttr a) { printAxisName(printer, a); });
    printer << "}";
  }
}

Attribute DimShardingAttr::parse(AsmParser &parser, Type) {
  FailureOr<DimShardingAttr> dim;
  if (parser.parseLess() || failed(dim = parseDimBody(parser)) ||
      parser.parseGreater())
    return {};
  return *dim;
}

void DimShardingAttr::print(AsmPrinter &printer) const {
  printer << "<";
  printDimBody(printer, *this);
  printer << ">";
}

//===----------------------------------------------------------------------===//
// LayoutAttr
//===----------------------------------------------------------------------===//

LogicalResult LayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 Attribute mesh, ArrayRef<DimShardingAttr> dims,
                                 ArrayRef<StringAttr> partialAxes,
                                 ReductionKind partialKind,
                                 std::optional<int64_t> device) {
  if (!isa_and_nonnull<FlatSymbolRefAttr, MeshAttr>(mesh))
    return emitError()
           << "a layout's mesh must be a symbol reference or a #dtensor.mesh";
  if (device) {
    if (!dims.empty() || !partialAxes.empty())
      return emitError() << "a single-device layout has no dimension entries "
                            "and no partial axes";
    if (*device < 0)
      return emitError() << "device id " << *device << " is negative";
  }
  if (partialKind != ReductionKind::sum && partialKind != ReductionKind::max &&
      partialKind != ReductionKind::min)
    return emitError() << "a partial layout's pending reduction must be sum, "
                          "max or min, not '"
                       << stringifyReductionKind(partialKind) << "'";
  llvm::SmallDenseSet<StringAttr> seen;
  SmallVector<StringAttr> all;
  for (DimShardingAttr dim : dims)
    llvm::append_range(all, dim.getAxes());
  llvm::append_range(all, partialAxes);
  for (StringAttr axis : all)
    if (!seen.insert(axis).second)
      return emitError() << "mesh axis '" << axis.getValue()
                         << "' appears more than once in the layout";
  if (auto inlineMesh = dyn_cast<MeshAttr>(mesh)) {
    if (failed(verifyMeshAxes(inlineMesh, all, emitError, /*allowEmpty=*/true)))
      return failure();
    if (device && !llvm::is_contained(inlineMesh.getDeviceIds(), *device))
      return emitError() << "device " << *device << " is not in the mesh";
  }
  return success();
}

bool LayoutAttr::isReplicated() const {
  return !isPartial() && llvm::all_of(getDims(), [](DimShardingAttr d) {
    return d.isUnsharded();
  });
}

bool LayoutAttr::hasMatch() const {
  return llvm::any_of(getDims(),
                      [](DimShardingAttr d) { return d.getMatch(); });
}

LayoutAttr LayoutAttr::withMesh(Attribute mesh) const {
  return LayoutAttr::get(getContext(), mesh, getDims(), getPartialAxes(),
                         getPartialKind(), getDevice());
}

LayoutAttr LayoutAttr::getReplicated(Attribute mesh, int64_t rank) {
  MLIRContext *ctx = mesh.getContext();
  SmallVector<DimShardingAttr> dims(rank, DimShardingAttr::get(ctx, {}, false));
  return LayoutAttr::get(ctx, mesh, dims, {}, ReductionKind::sum,
                         std::optional<int64_t>());
}

// <@mesh, [x, unsharded], partial = sum[y]> | <@mesh, device = 3> | <"TF">
Attribute LayoutAttr::parse(AsmParser &parser, Type) {
  MLIRContext *ctx = parser.getContext();
  SMLoc loc = parser.getCurrentLocation();
  auto errorAtLoc = [&] { return parser.emitError(loc); };
  EmitErrorFn emitError = errorAtLoc;
  if (parser.parseLess())
    return {};

  std::string tfText;
  if (succeeded(parser.parseOptionalString(&tfText))) {
    FailureOr<LayoutAttr> layout = parseTFLayout(ctx, tfText, emitError);
    if (failed(layout) || parser.parseGreater())
      return {};
    return *layout;
  }

  Attribute mesh;
  StringAttr symbol;
  if (succeeded(parser.parseOptionalSymbolName(symbol))) {
    mesh = FlatSymbolRefAttr::get(symbol);
  } else {
    SMLoc meshLoc = parser.getCurrentLocation();
    if (parser.parseAttribute(mesh))
      return {};
    if (!isa<MeshAttr>(mesh)) {
      parser.emitError(meshLoc) << "expected a mesh symbol (@name) or a "
                                   "#dtensor.mesh, or a TF layout string";
      return {};
    }
  }
  if (parser.parseComma())
    return {};

  if (succeeded(parser.parseOptionalKeyword("device"))) {
    int64_t device = 0;
    if (parser.parseEqual() || parser.parseInteger(device) ||
        parser.parseGreater())
      return {};
    return LayoutAttr::getChecked(emitError, ctx, mesh, {}, {},
                                  ReductionKind::sum,
                                  std::optional<int64_t>(device));
  }

  SmallVector<DimShardingAttr> dims;
  auto parseDim = [&]() -> ParseResult {
    FailureOr<DimShardingAttr> dim = parseDimBody(parser);
    if (failed(dim))
      return failure();
    dims.push_back(*dim);
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parseDim,
                                     " in the layout's dimension list"))
    return {};

  SmallVector<StringAttr> partialAxes;
  ReductionKind kind = ReductionKind::sum;
  if (succeeded(parser.parseOptionalComma())) {
    StringRef kindWord;
    SMLoc kindLoc;
    if (parser.parseKeyword("partial") || parser.parseEqual())
      return {};
    kindLoc = parser.getCurrentLocation();
    if (parser.parseKeyword(&kindWord))
      return {};
    std::optional<ReductionKind> parsed = symbolizeReductionKind(kindWord);
    if (!parsed) {
      parser.emitError(kindLoc)
          << "unknown reduction '" << kindWord << "'; expected sum, max or min";
      return {};
    }
    kind = *parsed;
    auto parseAxis = [&]() {
      return parseAxisName(parser, partialAxes.emplace_back());
    };
    if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parseAxis,
                                       " in the partial axes"))
      return {};
    if (partialAxes.empty()) {
      parser.emitError(kindLoc) << "'partial' needs at least one mesh axis";
      return {};
    }
  }
  if (parser.parseGreater())
    return {};
  return LayoutAttr::getChecked(
      emitError, ctx, mesh, ArrayRef<DimShardingAttr>(dims),
      ArrayRef<StringAttr>(partialAxes), kind, std::optional<int64_t>());
}

void LayoutAttr::print(AsmPrinter &printer) const {
  printer << "<";
  printer.printAttribute(getMesh());
  if (getDevice()) {
    printer << ", device = " << *getDevice() << ">";
    return;
  }
  printer << ", [";
  llvm::interleaveComma(getDims(), printer,
                        [&](DimShardingAttr d) { printDimBody(printer, d); });
  printer << "]";
  if (isPartial()) {
    printer << ", partial = " << stringifyReductionKind(getPartialKind())
            << "[";
    llvm::interleaveComma(getPartialAxes(), printer,
                          [&](StringAttr a) { printAxisName(printer, a); });
    printer << "]";
  }
  printer << ">";
}
