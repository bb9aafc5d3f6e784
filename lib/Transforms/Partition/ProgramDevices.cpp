//===- ProgramDevices.cpp - the devices of a program being partitioned ----===//
#include "ProgramDevices.h"

#include <map>
#include <set>

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

ProgramDevices::ProgramDevices(ModuleOp module)
    : module(module), symbols(module) {
  std::set<int64_t> ids;
  for (MeshOp mesh : module.getOps<MeshOp>())
    for (int64_t id : mesh.getSpec().getDeviceIds())
      ids.insert(id);
  all.assign(ids.begin(), ids.end());
}

/// Whether some device of the program is not in `mesh` (its ops are then
/// guarded); inline meshes are taken as they are.
bool ProgramDevices::isPartial(Attribute mesh) {
  auto [it, fresh] = partial.try_emplace(mesh, false);
  if (fresh) {
    MeshAttr spec = dyn_cast<MeshAttr>(mesh);
    if (auto ref = dyn_cast<FlatSymbolRefAttr>(mesh))
      if (auto op = symbols.lookup<MeshOp>(ref.getAttr()))
        spec = op.getSpec();
    if (spec) {
      SmallVector<int64_t> ids = spec.getDeviceIds();
      llvm::sort(ids);
      it->second = ids != all;
    }
  }
  return it->second;
}

/// A device id names one device: checks that no CPU mesh and GPU mesh
/// share one (a CPU device beside GPUs has an id of its own).
LogicalResult ProgramDevices::checkKinds() {
  std::map<int64_t, MeshOp> byId;
  for (MeshOp mesh : module.getOps<MeshOp>())
    for (int64_t id : mesh.getSpec().getDeviceIds()) {
      auto [it, fresh] = byId.try_emplace(id, mesh);
      DeviceType kind = mesh.getSpec().getDeviceType(),
                 other = it->second.getSpec().getDeviceType();
      if (!fresh && kind != other)
        return mesh.emitError()
               << "device " << id << " is a " << stringifyDeviceType(kind)
               << " device here but a " << stringifyDeviceType(other)
               << " device of mesh @" << it->second.getSymName()
               << "; in one program an id names one device (give the CPU "
                  "devices beside GPUs ids of their own)";
    }
  return success();
}

/// The kind of a mesh for a copy between meshes: GPU if either is (its
/// CPU devices are those of the CPU meshes, docs/design.md).
DeviceType ProgramDevices::kindOfCopy(MeshAttr source, MeshAttr target) {
  return source.getDeviceType() == DeviceType::gpu ? source.getDeviceType()
                                                   : target.getDeviceType();
}

bool ProgramDevices::anyPartial() {
  return llvm::any_of(module.getOps<MeshOp>(), [&](MeshOp m) {
    return isPartial(FlatSymbolRefAttr::get(m.getSymNameAttr()));
  });
}

/// A mesh over `ids` for moving a value from `source` to `target`: by
/// default one axis `copy` (the sender first); one per pair of meshes,
/// devices and axes.
FlatSymbolRefAttr ProgramDevices::copyMesh(Attribute source, Attribute target,
                                           ArrayRef<int64_t> ids,
                                           DeviceType type,
                                           ArrayRef<StringAttr> axes,
                                           ArrayRef<int64_t> sizes) {
  MLIRContext *ctx = module.getContext();
  SmallVector<StringAttr> names(axes);
  SmallVector<int64_t> shape(sizes);
  if (names.empty()) {
    names = {StringAttr::get(ctx, "copy")};
    shape = {int64_t(ids.size())};
  }
  SmallVector<Attribute> nameAttrs(names.begin(), names.end());
  Attribute key =
      ArrayAttr::get(ctx, {source, target, DenseI64ArrayAttr::get(ctx, ids),
                           ArrayAttr::get(ctx, nameAttrs)});
  if (FlatSymbolRefAttr known = copies.lookup(key))
    return known;
  auto spec = MeshAttr::get(ctx, names, shape, type, ids, 1, {}, StringAttr());
  auto name = [](Attribute m) {
    auto ref = dyn_cast<FlatSymbolRefAttr>(m);
    return ref ? ref.getValue().str() : std::string("mesh");
  };
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  for (MeshOp last : module.getOps<MeshOp>())
    b.setInsertionPointAfter(last);
  auto op = MeshOp::create(b, module.getLoc(),
                           name(source) + "_to_" + name(target), spec);
  symbols.insert(op);
  return copies[key] = FlatSymbolRefAttr::get(op.getSymNameAttr());
}
