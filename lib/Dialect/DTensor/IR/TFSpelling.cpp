//===- TFSpelling.cpp - TF DTensor's text forms of meshes and layouts -----===//
//
// Mesh:   name|x=2,y=2|<global ids>|<local ids>|<local devices>[|<global
//         devices>][|use_xla_spmd], the shorthand |x=2,y=2|*CPU, or a bare
//         device name (one device).
// Layout: sharding_specs:<spec>,<spec>, mesh:<mesh>  (mesh: is optional)
//         maximal:true, mesh:<device name>
//
//===----------------------------------------------------------------------===//
#include "dtc/Dialect/DTensor/IR/TFSpelling.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;

namespace dtc::dtensor {

static constexpr StringLiteral kShardingHead = "sharding_specs:";
static constexpr StringLiteral kMaximalHead = "maximal:true,";
static constexpr StringLiteral kPartedHead = "parted:";

/// A checked attribute as a FailureOr: null (the verifier failed) is failure.
template <typename AttrT> static FailureOr<AttrT> nonNull(AttrT attr) {
  if (!attr)
    return failure();
  return attr;
}

/// Splits on `sep`; an empty string gives no pieces.
static SmallVector<StringRef> splitList(StringRef text, char sep) {
  SmallVector<StringRef> pieces;
  if (!text.empty())
    text.split(pieces, sep, /*MaxSplit=*/-1, /*KeepEmpty=*/true);
  return pieces;
}

static FailureOr<SmallVector<int64_t>>
parseIdList(StringRef text, StringRef what, EmitErrorFn emitError) {
  SmallVector<int64_t> ids;
  for (StringRef piece : splitList(text, ',')) {
    int64_t id;
    if (piece.trim().getAsInteger(10, id))
      return emitError() << "TF mesh: " << what << " entry '" << piece
                         << "' is not an integer";
    ids.push_back(id);
  }
  return ids;
}

/// Reads the device type of `/job:.../device:CPU:0` (or `CPU:0`).
static FailureOr<DeviceType> parseDeviceName(StringRef name,
                                             EmitErrorFn emitError,
                                             int64_t *index = nullptr) {
  StringRef spec = name;
  size_t at = name.rfind("/device:");
  if (at != StringRef::npos)
    spec = name.drop_front(at + strlen("/device:"));
  else if (name.starts_with("/"))
    return emitError() << "TF device name '" << name
                       << "' has no '/device:TYPE:N' part";
  auto [type, number] = spec.split(':');
  int64_t n;
  if (number.getAsInteger(10, n) || n < 0)
    return emitError() << "TF device name '" << name
                       << "' does not end in a device number";
  if (index)
    *index = n;
  if (type == "CPU")
    return DeviceType::cpu;
  if (type == "GPU")
    return DeviceType::gpu;
  return emitError() << "TF device type '" << type << "' in '" << name
                     << "' is not supported (dtc meshes are CPU or GPU)";
}

static FailureOr<DeviceType> parseDeviceList(StringRef text, size_t expected,
                                             StringRef what,
                                             EmitErrorFn emitError) {
  SmallVector<StringRef> names = splitList(text, ',');
  if (names.size() != expected)
    return emitError() << "TF mesh lists " << names.size() << " " << what
                       << " device names for " << expected << " device ids";
  std::optional<DeviceType> common;
  for (StringRef name : names) {
    FailureOr<DeviceType> type = parseDeviceName(name, emitError);
    if (failed(type))
      return failure();
    if (common && *common != *type)
      return emitError() << "TF mesh mixes device types; a mesh has one";
    common = *type;
  }
  if (!common)
    return emitError() << "TF mesh lists no devices";
  return *common;
}

/// The task of a TF device name (`/job:w/replica:0/task:3/device:CPU:0`), 0
/// when it names none.
static FailureOr<int64_t> parseTask(StringRef name, EmitErrorFn emitError) {
  size_t at = name.find("/task:");
  if (at == StringRef::npos)
    return int64_t(0);
  StringRef text =
      name.drop_front(at + strlen("/task:")).take_until([](char c) {
        return c == '/';
      });
  int64_t task;
  if (text.getAsInteger(10, task) || task < 0)
    return emitError() << "TF device name '" << name
                       << "' has no task number after '/task:'";
  return task;
}

/// Each client's global ids in its local order, client after client: from
/// the global device names when given (a device's task is its client, its
/// device number its place there), else the clients are the aligned blocks
/// of the global ids, this client's (`local`) in the order it lists them.
static FailureOr<SmallVector<int64_t>>
parseClientDevices(ArrayRef<int64_t> global, ArrayRef<int64_t> local,
                   StringRef localNames, StringRef globalNames,
                   EmitErrorFn emitError) {
  if (local.empty())
    return emitError() << "TF mesh lists no local device ids";
  if (global.size() % local.size() != 0)
    return emitError() << "TF mesh: " << global.size()
                       << " global device ids are not a multiple of "
                       << local.size() << " local ones";
  size_t width = local.size(), clients = global.size() / width;
  for (auto [i, id] : llvm::enumerate(global))
    if (llvm::is_contained(global.take_front(i), id))
      return emitError() << "TF mesh: global device id " << id
                         << " is listed twice";
  SmallVector<size_t> positions;
  for (int64_t id : local) {
    const auto *pos = llvm::find(global, id);
    if (pos == global.end())
      return emitError() << "TF mesh: local device id " << id
                         << " is not one of the global ids";
    if (llvm::is_contained(positions, size_t(pos - global.begin())))
      return emitError() << "TF mesh: local device id " << id
                         << " is listed twice";
    positions.push_back(pos - global.begin());
  }
  SmallVector<int64_t> held;
  if (globalNames.empty()) {
    size_t block = positions.front() / width;
    if (llvm::any_of(positions, [&](size_t p) { return p / width != block; }))
      return emitError()
             << "TF mesh: the local device ids are not one aligned block of "
                "the global ids, so the other clients' devices are unknown; "
                "give the global device names (the 6th part)";
    held.assign(global.begin(), global.end());
    llvm::copy(local, held.begin() + block * width);
    return held;
  }
  // Per task: (device number, global id).
  std::vector<SmallVector<std::pair<int64_t, int64_t>>> byTask(clients);
  for (auto [name, id] : llvm::zip(splitList(globalNames, ','), global)) {
    int64_t number;
    FailureOr<int64_t> task = parseTask(name, emitError);
    if (failed(task) || failed(parseDeviceName(name, emitError, &number)))
      return failure();
    if (*task >= int64_t(clients))
      return emitError() << "TF mesh: global device '" << name
                         << "' is on task " << *task << ", but the mesh has "
                         << clients << " clients (" << global.size()
                         << " global ids, " << width << " local)";
    byTask[*task].push_back({number, id});
  }
  for (auto [task, devices] : llvm::enumerate(byTask)) {
    if (devices.size() != width)
      return emitError() << "TF mesh: the global device names put "
                         << devices.size() << " devices on task " << task
                         << "; every client holds " << width
                         << " (the local ids' count)";
    llvm::sort(devices);
    for (size_t i = 1; i < devices.size(); ++i)
      if (devices[i].first == devices[i - 1].first)
        return emitError() << "TF mesh: task " << task << " lists device "
                           << devices[i].first << " twice";
    for (auto [number, id] : devices)
      held.push_back(id);
  }
  FailureOr<int64_t> me =
      parseTask(splitList(localNames, ',').front(), emitError);
  if (failed(me))
    return failure();
  if (*me >= int64_t(clients) ||
      ArrayRef(held).slice(*me * width, width) != local)
    return emitError() << "TF mesh: the local device ids are not the devices "
                          "the global device names put on task "
                       << *me << ", in their order";
  return held;
}

FailureOr<MeshAttr> parseTFMesh(MLIRContext *ctx, StringRef text,
                                EmitErrorFn emitError) {
  Builder b(ctx);
  if (text == "empty_mesh")
    return emitError() << "'empty_mesh' has no devices to lay a tensor out on";
  if (text.starts_with("/") && !text.contains('|')) {
    int64_t id;
    FailureOr<DeviceType> type = parseDeviceName(text, emitError, &id);
    if (failed(type))
      return failure();
    return nonNull(MeshAttr::getChecked(emitError, ctx, {}, {}, *type,
                                        ArrayRef<int64_t>(id), int64_t(1),
                                        ArrayRef<int64_t>(), StringAttr()));
  }
  SmallVector<StringRef> parts = splitList(text, '|');
  if (!llvm::is_contained({3u, 5u, 6u, 7u}, unsigned(parts.size())))
    return emitError() << "a TF mesh has 3, 5, 6 or 7 '|'-separated parts, "
                          "got "
                       << parts.size() << " in '" << text << "'";

  StringAttr name = parts[0].empty() ? StringAttr() : b.getStringAttr(parts[0]);
  SmallVector<StringAttr> axisNames;
  SmallVector<int64_t> axisSizes;
  for (StringRef dim : splitList(parts[1], ',')) {
    auto [dimName, sizeText] = dim.split('=');
    int64_t size;
    if (!dim.contains('=') || dimName.empty() ||
        sizeText.getAsInteger(10, size))
      return emitError() << "TF mesh dimension '" << dim
                         << "' is not of the form name=size";
    axisNames.push_back(b.getStringAttr(dimName));
    axisSizes.push_back(size);
  }
  // Validate the axes first so that the device count below is meaningful.
  if (failed(MeshAttr::verify(emitError, axisNames, axisSizes, DeviceType::cpu,
                              {}, 1, {}, name)))
    return failure();

  DeviceType type;
  SmallVector<int64_t> globalIds, held;
  int64_t clients = 1;
  if (parts.size() == 3) {
    std::optional<DeviceType> shorthand;
    if (parts[2] == "*CPU")
      shorthand = DeviceType::cpu;
    else if (parts[2] == "*GPU")
      shorthand = DeviceType::gpu;
    if (!shorthand)
      return emitError() << "the 3-part TF mesh shorthand ends in '*CPU' or "
                            "'*GPU', not '"
                         << parts[2] << "'";
    type = *shorthand;
  } else {
    FailureOr<SmallVector<int64_t>> global =
        parseIdList(parts[2], "global id", emitError);
    FailureOr<SmallVector<int64_t>> local =
        parseIdList(parts[3], "local id", emitError);
    if (failed(global) || failed(local))
      return failure();
    FailureOr<DeviceType> localType =
        parseDeviceList(parts[4], local->size(), "local", emitError);
    if (failed(localType))
      return failure();
    type = *localType;
    StringRef sixth = parts.size() > 5 ? parts[5] : "";
    StringRef seventh = parts.size() > 6 ? parts[6] : "";
    if (!seventh.empty() && seventh != "use_xla_spmd")
      return emitError() << "the 7th part of a TF mesh is 'use_xla_spmd' or "
                            "empty, not '"
                         << seventh << "'";
    if (!sixth.empty() && sixth != "use_xla_spmd") {
      FailureOr<DeviceType> globalType =
          parseDeviceList(sixth, global->size(), "global", emitError);
      if (failed(globalType))
        return failure();
      if (*globalType != type)
        return emitError() << "TF mesh mixes device types; a mesh has one";
    }
    bool sixthIsNames = !sixth.empty() && sixth != "use_xla_spmd";
    FailureOr<SmallVector<int64_t>> clientIds = parseClientDevices(
        *global, *local, parts[4], sixthIsNames ? sixth : "", emitError);
    if (failed(clientIds))
      return failure();
    int64_t numDevices = 1;
    for (int64_t size : axisSizes)
      numDevices *= size;
    if (int64_t(global->size()) != numDevices)
      return emitError() << "TF mesh lists " << global->size()
                         << " global device ids but its dimensions hold "
                         << numDevices << " devices";
    clients = global->size() / local->size();
    globalIds = std::move(*global);
    held = std::move(*clientIds);
    // The default numbering is not spelled out.
    if (llvm::equal(globalIds, llvm::seq<int64_t>(0, globalIds.size())))
      globalIds.clear();
  }
  return nonNull(getCheckedMesh(emitError, ctx, axisNames, axisSizes, type,
                                globalIds, clients, held, name));
}

FailureOr<LayoutAttr> parseTFLayout(MLIRContext *ctx, StringRef text,
                                    EmitErrorFn emitError) {
  if (text == "empty_layout")
    return emitError() << "'empty_layout' names no mesh; leave the value "
                          "without a layout instead";
  if (text.starts_with(kPartedHead))
    return emitError() << "parted layouts (unrelated per-device pieces) are "
                          "not supported; use 'sharding_specs:'";

  bool maximal = text.starts_with(kMaximalHead);
  if (!maximal && !text.starts_with(kShardingHead))
    return emitError() << "a TF layout starts with 'sharding_specs:' or "
                          "'maximal:true,', or is 'empty_layout'; got '"
                       << text << "'";
  StringRef rest =
      text.drop_front(maximal ? kMaximalHead.size() : kShardingHead.size());
  size_t space = rest.find(' ');
  if (space == StringRef::npos)
    return emitError() << "a TF layout needs one space between its sharding "
                          "specs and its mesh";
  StringRef specs = rest.take_front(space);
  StringRef meshText = rest.drop_front(space + 1);
  meshText.consume_front("mesh:");
  if (meshText.contains(' '))
    return emitError() << "a TF layout has exactly one space, between its "
                          "sharding specs and its mesh";

  FailureOr<MeshAttr> mesh = parseTFMesh(ctx, meshText, emitError);
  if (failed(mesh))
    return failure();

  if (maximal) {
    if (!specs.empty())
      return emitError() << "a maximal TF layout has nothing between "
                            "'maximal:true,' and its device";
    if (mesh->getNumDevices() != 1)
      return emitError() << "a maximal TF layout names one device, not a "
                            "mesh of "
                         << mesh->getNumDevices();
    return nonNull(LayoutAttr::getChecked(
        emitError, ctx, Attribute(*mesh), {}, {}, ReductionKind::sum,
        std::optional<int64_t>(mesh->getDeviceIds()[0])));
  }

  // Each spec is followed by a comma; tolerate a missing last one.
  specs.consume_back(",");
  SmallVector<StringRef> pieces = splitList(specs, ',');
  if (pieces.size() == 1 && pieces[0] == "scalar")
    pieces.clear();
  SmallVector<DimShardingAttr> dims;
  for (auto [i, spec] : llvm::enumerate(pieces)) {
    if (spec.empty())
      return emitError() << "TF layout: sharding spec #" << i << " is empty";
    if (spec == "scalar")
      return emitError() << "TF layout: 'scalar' stands alone, for rank 0";
    if (spec == "any")
      return emitError() << "TF layout: 'any' (sharding spec #" << i
                         << ") is a propagation hint dtc does not take; "
                            "leave the value unannotated instead";
    if (spec == "unsharded")
      dims.push_back(DimShardingAttr::get(ctx, {}, false));
    else if (spec == "match")
      dims.push_back(DimShardingAttr::get(ctx, {}, true));
    else
      dims.push_back(
          DimShardingAttr::get(ctx, {StringAttr::get(ctx, spec)}, false));
  }
  return nonNull(LayoutAttr::getChecked(
      emitError, ctx, Attribute(*mesh), ArrayRef<DimShardingAttr>(dims), {},
      ReductionKind::sum, std::optional<int64_t>()));
}

static std::string deviceName(DeviceType type, int64_t task, int64_t index) {
  return ("/job:localhost/replica:0/task:" + Twine(task) + "/device:" +
          (type == DeviceType::cpu ? "CPU" : "GPU") + ":" + Twine(index))
      .str();
}

std::string printTFMesh(MeshAttr mesh, StringRef name) {
  std::string out;
  llvm::raw_string_ostream os(out);
  SmallVector<int64_t> ids = mesh.getDeviceIds();
  int64_t perClient = ids.size() / mesh.getNumClients();
  os << name << "|";
  llvm::interleave(
      llvm::zip(mesh.getAxisNames(), mesh.getAxisSizes()), os,
      [&](auto axis) {
        os << std::get<0>(axis).getValue() << "=" << std::get<1>(axis);
      },
      ",");
  os << "|";
  llvm::interleave(ids, os, ",");
  os << "|";
  // Client 0's view: its local ids and devices.
  SmallVector<int64_t> held = mesh.getClientDeviceIds();
  llvm::interleave(ArrayRef(held).take_front(perClient), os, ",");
  os << "|";
  llvm::interleave(
      llvm::seq<int64_t>(0, perClient), os,
      [&](int64_t i) { os << deviceName(mesh.getDeviceType(), 0, i); }, ",");
  // Clients that are not the blocks of the ids: every device's name (its
  // task is its client, its number its place there).
  if (!mesh.getClientDeviceIdList().empty()) {
    os << "|";
    llvm::interleave(
        ids, os,
        [&](int64_t id) {
          int64_t at = llvm::find(held, id) - held.begin();
          os << deviceName(mesh.getDeviceType(), at / perClient,
                           at % perClient);
        },
        ",");
  }
  return out;
}

FailureOr<std::string> printTFLayout(LayoutAttr layout, MeshAttr mesh,
                                     StringRef meshName,
                                     EmitErrorFn emitError) {
  if (layout.isSingleDevice())
    return "maximal:true, mesh:" +
           deviceName(mesh.getDeviceType(), 0, *layout.getDevice());
  if (layout.isPartial())
    return emitError() << "TF's layout strings cannot express partial values";
  std::string out = kShardingHead.str();
  for (auto [i, dim] : llvm::enumerate(layout.getDims())) {
    if (dim.getAxes().size() > 1)
      return emitError() << "TF's layout strings cannot shard dimension " << i
                         << " over several mesh axes";
    if (dim.getMatch())
      out += "match";
    else if (dim.isUnsharded())
      out += "unsharded";
    else
      out += dim.getAxes().front().getValue().str();
    out += ",";
  }
  return out + " mesh:" + printTFMesh(mesh, meshName);
}

} // namespace dtc::dtensor
