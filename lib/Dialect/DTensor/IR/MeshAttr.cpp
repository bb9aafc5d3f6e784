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

/// A larger mesh would compile into an executable that cannot run.
static constexpr int64_t kMaxMeshDevices = MeshAttr::kMaxDevices;

LogicalResult
MeshAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                 ArrayRef<StringAttr> axisNames, ArrayRef<int64_t> axisSizes,
                 DeviceType, ArrayRef<int64_t> deviceIdList, int64_t numClients,
                 ArrayRef<int64_t> clientDeviceIdList, StringAttr) {
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
  if (!clientDeviceIdList.empty()) {
    if (int64_t(clientDeviceIdList.size()) != numDevices)
      return emitError() << "the mesh's clients hold "
                         << clientDeviceIdList.size() << " devices, not its "
                         << numDevices;
    llvm::SmallDenseSet<int64_t> meshIds, held;
    if (deviceIdList.empty())
      meshIds.insert_range(llvm::seq<int64_t>(0, numDevices));
    else
      meshIds.insert_range(deviceIdList);
    for (int64_t id : clientDeviceIdList) {
      if (!meshIds.contains(id))
        return emitError() << "a client holds device " << id
                           << ", which is not in the mesh";
      if (!held.insert(id).second)
        return emitError() << "device " << id
                           << " is held by more than one client";
    }
  }
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

MeshAttr dtc::dtensor::getCheckedMesh(
    EmitErrorFn emitError, MLIRContext *ctx, ArrayRef<StringAttr> axisNames,
    ArrayRef<int64_t> axisSizes, DeviceType type, ArrayRef<int64_t> deviceIds,
    int64_t numClients, ArrayRef<int64_t> clientDeviceIds, StringAttr name) {
  // (The verifier reports bad sizes; -1 leaves the list as it is.)
  int64_t numDevices = 1;
  for (int64_t size : axisSizes)
    if (numDevices > 0)
      numDevices = size < 1 || size > kMaxMeshDevices ||
                           numDevices * size > kMaxMeshDevices
                       ? -1
                       : numDevices * size;
  bool blocks =
      int64_t(clientDeviceIds.size()) == numDevices &&
      (deviceIds.empty()
           ? llvm::equal(clientDeviceIds, llvm::seq<int64_t>(0, numDevices))
           : clientDeviceIds == deviceIds);
  if (blocks)
    clientDeviceIds = {};
  return MeshAttr::getChecked(emitError, ctx, axisNames, axisSizes, type,
                              deviceIds, numClients, clientDeviceIds, name);
}

SmallVector<int64_t> MeshAttr::getClientDeviceIds() const {
  if (!getClientDeviceIdList().empty())
    return llvm::to_vector(getClientDeviceIdList());
  return getDeviceIds();
}

int64_t MeshAttr::getClientOf(int64_t id) const {
  SmallVector<int64_t> held = getClientDeviceIds();
  auto *it = llvm::find(held, id);
  assert(it != held.end() && "device is not in the mesh");
  return (it - held.begin()) / (getNumDevices() / getNumClients());
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
                       getClientDeviceIdList(), StringAttr());
}

// <[x = 2, y = 4], cpu, device_ids = [...], clients = 2, name = "m">
// (or clients = [[0, 2, 4, 6], [1, 3, 5, 7]])
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
  SmallVector<int64_t> ids, held;
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
      OptionalParseResult count = parser.parseOptionalInteger(clients);
      if (count.has_value()) {
        if (failed(*count))
          return {};
        continue;
      }
      // Each client's devices: equally long lists.
      clients = 0;
      size_t width = 0;
      auto parseId = [&]() { return parser.parseInteger(held.emplace_back()); };
      auto parseClient = [&]() -> ParseResult {
        size_t before = held.size();
        SMLoc clientLoc = parser.getCurrentLocation();
        if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                           parseId))
          return failure();
        size_t n = held.size() - before;
        if (clients++ == 0)
          width = n;
        if (n == 0 || n != width)
          return parser.emitError(clientLoc)
                 << "client " << clients - 1 << " holds " << n
                 << " devices; every client holds as many as client 0 ("
                 << width << "), at least one";
        return success();
      };
      if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                         parseClient, " in the mesh's clients"))
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
  return getCheckedMesh(emitError, parser.getContext(), names, sizes,
                        *deviceType, ids, clients, held, name);
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
  if (!getClientDeviceIdList().empty()) {
    int64_t width = getNumDevices() / getNumClients();
    printer << ", clients = [";
    llvm::interleaveComma(
        llvm::seq<int64_t>(0, getNumClients()), printer, [&](int64_t c) {
          printer << "[";
          llvm::interleaveComma(getClientDeviceIdList().slice(c * width, width),
                                printer);
          printer << "]";
        });
    printer << "]";
  } else if (getNumClients() != 1) {
    printer << ", clients = " << getNumClients();
  }
  if (getName()) {
    printer << ", name = ";
    printer.printString(getName().getValue());
  }
  printer << ">";
}
