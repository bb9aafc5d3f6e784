//===- MeshAttr.cpp - #dtensor.mesh ---------------------------------------===//
#include "dtc/Dialect/DTensor/IR/DTensorDialect.h"
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"

using namespace mlir;
using namespace dtc::dtensor;

namespace dtc::dtensor {
/// Parses an axis name: a bare identifier or a string literal.
ParseResult parseAxisName(AsmParser &parser, StringAttr &name) {
  std::string text;
  if (succeeded(parser.parseOptionalString(&text))) {
    name = parser.getBuilder().getStringAttr(text);
    return success();
  }
  StringRef keyword;
  if (failed(parser.parseOptionalKeyword(&keyword)))
    return parser.emitError(parser.getCurrentLocation(),
                            "expected a mesh axis name");
  name = parser.getBuilder().getStringAttr(keyword);
  return success();
}

void printAxisName(AsmPrinter &printer, StringAttr name) {
  if (isBareIdentifier(name.getValue()))
    printer << name.getValue();
  else
    printer.printString(name.getValue());
}
} // namespace dtc::dtensor

// Words with a meaning of their own in layouts (TF's reserved names too).
static bool isReservedAxisName(StringRef name) {
  return llvm::is_contained({"unsharded", "match", "any", "scalar"}, name);
}

// The largest mesh we accept; far beyond any real machine, small enough that
// device arithmetic never overflows.
static constexpr int64_t kMaxMeshDevices = int64_t(1) << 24;

LogicalResult MeshAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<StringAttr> axisNames,
                               ArrayRef<int64_t> axisSizes, DeviceType,
                               ArrayRef<int64_t> deviceIdList, int64_t numClients,
                               StringAttr) {
  if (axisNames.size() != axisSizes.size())
    return emitError() << "mesh has " << axisNames.size() << " axis names but "
                       << axisSizes.size() << " axis sizes";
  llvm::SmallDenseSet<StringAttr> seen;
  int64_t numDevices = 1;
  for (auto [name, size] : llvm::zip(axisNames, axisSizes)) {
    if (name.getValue().empty())
      return emitError() << "mesh axis names must not be empty";
    if (isReservedAxisName(name.getValue()))
      return emitError() << "'" << name.getValue()
                         << "' is a reserved word and cannot name a mesh axis";
    if (!seen.insert(name).second)
      return emitError() << "mesh axis '" << name.getValue()
                         << "' is declared more than once";
    if (size < 1)
      return emitError() << "mesh axis '" << name.getValue() << "' has size "
                         << size << "; axis sizes must be at least 1";
    if (size > kMaxMeshDevices || numDevices * size > kMaxMeshDevices)
      return emitError() << "mesh has more than " << kMaxMeshDevices
                         << " devices";
    numDevices *= size;
  }
  if (!deviceIdList.empty()) {
    if (int64_t(deviceIdList.size()) != numDevices)
      return emitError() << "mesh lists " << deviceIdList.size()
                         << " device ids but its axes hold " << numDevices
                         << " devices";
    llvm::SmallDenseSet<int64_t> ids;
    for (int64_t id : deviceIdList) {
      if (id < 0)
        return emitError() << "device id " << id << " is negative";
      if (!ids.insert(id).second)
        return emitError() << "device id " << id
                           << " appears more than once in the mesh";
    }
  }
  if (numClients < 1)
    return emitError() << "a mesh needs at least one client, got "
                       << numClients;
  if (numDevices % numClients != 0)
    return emitError() << "the mesh's " << numDevices
                       << " devices cannot be split evenly over " << numClients
                       << " clients";
  return success();
}

int64_t MeshAttr::getNumDevices() const {
  int64_t n = 1;
  for (int64_t s : getAxisSizes())
    n *= s;
  return n;
}

SmallVector<int64_t> MeshAttr::getDeviceIds() const {
  if (!getDeviceIdList().empty())
    return llvm::to_vector(getDeviceIdList());
  return llvm::to_vector(llvm::seq<int64_t>(0, getNumDevices()));
}

std::optional<unsigned> MeshAttr::getAxisIndex(StringRef axis) const {
  for (auto [i, name] : llvm::enumerate(getAxisNames()))
    if (name.getValue() == axis)
      return i;
  return std::nullopt;
}

int64_t MeshAttr::getGroupSize(ArrayRef<StringAttr> axes) const {
  ArrayRef<StringAttr> names = getAxisNames();
  int64_t n = 1;
  for (StringAttr axis : axes) {
    // Names are uniqued: comparing attributes finds an axis without
    // comparing strings (the strings are the fallback).
    const StringAttr *it = llvm::find(names, axis);
    if (it == names.end())
      it = llvm::find_if(names, [&](StringAttr name) {
        return name.getValue() == axis.getValue();
      });
    if (it != names.end())
      n *= getAxisSizes()[it - names.begin()];
  }
  return n;
}

MeshAttr MeshAttr::withoutName() const {
  return MeshAttr::get(getContext(), getAxisNames(), getAxisSizes(),
                       getDeviceType(), getDeviceIdList(), getNumClients(),
                       StringAttr());
}

// <[x = 2, y = 4], cpu, device_ids = [...], clients = 2, name = "m">
Attribute MeshAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<StringAttr> names;
  SmallVector<int64_t> sizes;
  auto parseAxis = [&]() -> ParseResult {
    StringAttr name;
    int64_t size;
    if (parseAxisName(parser, name) || parser.parseEqual() ||
        parser.parseInteger(size))
      return failure();
    names.push_back(name);
    sizes.push_back(size);
    return success();
  };
  if (parser.parseLess() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parseAxis,
                                     " in the mesh's axis list") ||
      parser.parseComma())
    return {};
  StringRef deviceWord;
  SMLoc deviceLoc = parser.getCurrentLocation();
  if (parser.parseKeyword(&deviceWord))
    return {};
  std::optional<DeviceType> deviceType = symbolizeDeviceType(deviceWord);
  if (!deviceType) {
    parser.emitError(deviceLoc) << "unknown device type '" << deviceWord
                                << "'; expected 'cpu' or 'gpu'";
    return {};
  }
  SmallVector<int64_t> ids;
  int64_t clients = 1;
  StringAttr name;
  llvm::SmallSet<StringRef, 3> seenKeys;
  while (succeeded(parser.parseOptionalComma())) {
    StringRef key;
    SMLoc keyLoc = parser.getCurrentLocation();
    if (parser.parseKeyword(&key) || parser.parseEqual())
      return {};
    if (!seenKeys.insert(key).second) {
      parser.emitError(keyLoc) << "'" << key << "' is given more than once";
      return {};
    }
    if (key == "device_ids") {
      auto parseId = [&]() { return parser.parseInteger(ids.emplace_back()); };
      if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parseId))
        return {};
      if (ids.empty()) {
        parser.emitError(keyLoc) << "'device_ids' lists no devices; omit it "
                                    "for the default ids 0..N-1";
        return {};
      }
    } else if (key == "clients") {
      if (parser.parseInteger(clients))
        return {};
    } else if (key == "name") {
      std::string text;
      if (parser.parseString(&text))
        return {};
      name = parser.getBuilder().getStringAttr(text);
    } else {
      parser.emitError(keyLoc)
          << "unknown mesh field '" << key
          << "'; expected 'device_ids', 'clients' or 'name'";
      return {};
    }
  }
  if (parser.parseGreater())
    return {};
  auto errorAtLoc = [&] { return parser.emitError(loc); };
  EmitErrorFn emitError = errorAtLoc;
  return MeshAttr::getChecked(emitError, parser.getContext(),
                              ArrayRef<StringAttr>(names),
                              ArrayRef<int64_t>(sizes), *deviceType,
                              ArrayRef<int64_t>(ids), clients, name);
}

void MeshAttr::print(AsmPrinter &printer) const {
  printer << "<[";
  llvm::interleaveComma(llvm::zip(getAxisNames(), getAxisSizes()), printer,
                        [&](auto axis) {
                          printAxisName(printer, std::get<0>(axis));
                          printer << " = " << std::get<1>(axis);
                        });
  printer << "], " << stringifyDeviceType(getDeviceType());
  if (!getDeviceIdList().empty()) {
    printer << ", device_ids = [";
    llvm::interleaveComma(getDeviceIdList(), printer);
    printer << "]";
  }
  if (getNumClients() != 1)
    printer << ", clients = " << getNumClients();
  if (getName())
  {
    printer << ", name = ";
    printer.printString(getName().getValue());
  }
  printer << ">";
}
