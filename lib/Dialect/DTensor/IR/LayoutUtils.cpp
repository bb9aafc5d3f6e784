//===- LayoutUtils.cpp - checking layouts against meshes and types --------===//
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;

namespace dtc::dtensor {

FailureOr<MeshAttr> resolveMesh(Operation *from, Attribute mesh,
                                EmitErrorFn emitError,
                                SymbolTableCollection *tables) {
  if (auto inlineMesh = dyn_cast<MeshAttr>(mesh))
    return inlineMesh;
  auto symbol = dyn_cast<FlatSymbolRefAttr>(mesh);
  if (!symbol)
    return emitError() << "expected a mesh symbol reference";
  Operation *found =
      tables ? tables->lookupNearestSymbolFrom(from, symbol.getAttr())
             : SymbolTable::lookupNearestSymbolFrom(from, symbol.getAttr());
  auto meshOp = dyn_cast_or_null<MeshOp>(found);
  if (!meshOp)
    return emitError() << "'" << symbol.getValue()
                       << "' does not name a dtensor.mesh";
  return meshOp.getSpec();
}

static std::string listAxes(MeshAttr mesh) {
  std::string out;
  llvm::raw_string_ostream os(out);
  llvm::interleaveComma(mesh.getAxisNames(), os,
                        [&](StringAttr a) { os << a.getValue(); });
  return out.empty() ? std::string("none") : out;
}

LogicalResult verifyMeshAxes(MeshAttr mesh, ArrayRef<StringAttr> axes,
                             EmitErrorFn emitError, bool allowEmpty) {
  if (axes.empty() && !allowEmpty)
    return emitError() << "expected at least one mesh axis";
  llvm::SmallDenseSet<StringAttr> seen;
  for (StringAttr axis : axes) {
    if (!mesh.getAxisIndex(axis.getValue()))
      return emitError() << "unknown mesh axis '" << axis.getValue()
                         << "' (the mesh's axes: " << listAxes(mesh) << ")";
    if (!seen.insert(axis).second)
      return emitError() << "mesh axis '" << axis.getValue()
                         << "' is listed more than once";
  }
  return success();
}

LogicalResult verifyLayoutFor(LayoutAttr layout, MeshAttr mesh, Type type,
                              EmitErrorFn emitError, bool allowMatch) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return emitError() << "a layout annotates a ranked tensor, not " << type;
  if (layout.isSingleDevice()) {
    if (!llvm::is_contained(mesh.getDeviceIds(), *layout.getDevice()))
      return emitError() << "device " << *layout.getDevice()
                         << " is not in the mesh";
    return success();
  }
  if (layout.getRank() != tensor.getRank())
    return emitError() << "layout has " << layout.getRank()
                       << " dimension entries but the tensor " << type
                       << " has rank " << tensor.getRank();
  for (auto [i, dim] : llvm::enumerate(layout.getDims())) {
    if (dim.getMatch() && !allowMatch)
      return emitError() << "'match' (dimension " << i
                         << ") is allowed only in relayout targets";
    // Any size over any number of shards: blocks of ceil(n/k), the last
    // shards shorter or empty (docs/uneven.md).
    if (failed(verifyMeshAxes(mesh, dim.getAxes(), emitError, true)))
      return failure();
  }
  return verifyMeshAxes(mesh, layout.getPartialAxes(), emitError, true);
}

RankedTensorType getGlobalType(LayoutAttr layout, MeshAttr mesh,
                               RankedTensorType local) {
  if (layout.isSingleDevice() || layout.getRank() != local.getRank())
    return local;
  SmallVector<int64_t> shape = llvm::to_vector(local.getShape());
  for (auto [size, dim] : llvm::zip(shape, layout.getDims()))
    if (!ShapedType::isDynamic(size) &&
        llvm::MulOverflow(size, mesh.getGroupSize(dim.getAxes()), size))
      size = ShapedType::kDynamic; // too large: reported as not static
  return local.clone(shape);
}

RankedTensorType getLocalType(LayoutAttr layout, MeshAttr mesh,
                              RankedTensorType global) {
  if (layout.isSingleDevice() || layout.getRank() != global.getRank())
    return global;
  SmallVector<int64_t> shape = llvm::to_vector(global.getShape());
  for (auto [size, dim] : llvm::zip(shape, layout.getDims()))
    if (!ShapedType::isDynamic(size))
      size = llvm::divideCeil(size, mesh.getGroupSize(dim.getAxes()));
  return global.clone(shape);
}

int64_t elementBytes(Type type) {
  if (auto complex = dyn_cast<ComplexType>(type))
    return 2 * elementBytes(complex.getElementType());
  if (type.isIndex())
    return 8;
  return std::max<int64_t>(llvm::divideCeil(type.getIntOrFloatBitWidth(), 8),
                           1);
}

SmallVector<StringAttr> getAxisNames(ArrayAttr axes) {
  return llvm::to_vector(axes.getAsRange<StringAttr>());
}

bool isBareIdentifier(StringRef name) {
  if (name.empty() || !(llvm::isAlpha(name[0]) || name[0] == '_'))
    return false;
  return llvm::all_of(name,
                      [](char c) { return llvm::isAlnum(c) || c == '_'; });
}

} // namespace dtc::dtensor

bool dtc::dtensor::sameDevices(MeshAttr a, MeshAttr b) {
  SmallVector<int64_t> x = a.getDeviceIds(), y = b.getDeviceIds();
  llvm::sort(x);
  llvm::sort(y);
  return x == y;
}
