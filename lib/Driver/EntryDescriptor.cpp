//===- EntryDescriptor.cpp - the launcher's view of a program's entries ---===//
//
// Writes the descriptor documented in runtime/launcher/Program.h: for each
// entry its mesh and, per argument and result, dtype, global shape and
// layout with mesh axes as indices.
//
//===----------------------------------------------------------------------===//
#include "dtc/Driver/Driver.h"
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace dtc::dtensor;

namespace {

std::optional<int> runtimeDType(Type type) {
  if (type.isF32())
    return 0;
  if (type.isF64())
    return 1;
  if (type.isF16())
    return 2;
  if (type.isInteger(8))
    return 3;
  if (type.isInteger(32))
    return 4;
  if (type.isInteger(64))
    return 5;
  if (type.isInteger(1))
    return 6;
  return std::nullopt;
}

struct Signature {
  SmallVector<Type> types;
  SmallVector<LayoutAttr> layouts; // null: replicated on the entry's mesh
};

LogicalResult writeTensor(func::FuncOp func, Type type, LayoutAttr layout,
                          MeshAttr mesh, bool localView, StringRef what,
                          llvm::raw_ostream &os) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return func.emitError() << what << ": an entry takes and returns "
                               "statically shaped tensors, not "
                            << type;
  std::optional<int> dtype = runtimeDType(tensor.getElementType());
  if (!dtype)
    return func.emitError() << what << ": element type "
                            << tensor.getElementType()
                            << " cannot cross the executable's boundary "
                               "(f32, f64, f16, i8, i32, i64, i1)";
  if (!layout)
    layout = LayoutAttr::getReplicated(
        FlatSymbolRefAttr::get(func.getContext(), "unused"), tensor.getRank());
  if (!localView && !layout.isReplicated() && !layout.isSingleDevice() &&
      mesh.getNumDevices() > 1)
    return func.emitError()
           << what << " is sharded but the function is in the global view; "
           << "dtc runs local-view functions (dtensor.local_view) until the "
              "partitioner lands";
  RankedTensorType global = localView ? getGlobalType(layout, mesh, tensor) : tensor;
  os << " tensor " << *dtype << " " << global.getRank();
  for (int64_t d : global.getShape())
    os << " " << d;
  os << " layout " << layout.getRank();
  auto indices = [&](ArrayRef<StringAttr> axes) {
    os << " " << axes.size();
    for (StringAttr a : axes)
      os << " " << *mesh.getAxisIndex(a.getValue());
  };
  for (DimShardingAttr dim : layout.getDims())
    indices(dim.getAxes());
  os << " partial";
  indices(layout.getPartialAxes());
  os << " " << int(layout.getPartialKind()) << " device ";
  if (layout.isSingleDevice()) {
    SmallVector<int64_t> ids = mesh.getDeviceIds();
    os << (llvm::find(ids, *layout.getDevice()) - ids.begin());
  } else {
    os << -1;
  }
  return success();
}

/// The mesh of an entry: the one its layouts name, else the default mesh,
/// else one CPU device.
FailureOr<MeshAttr> entryMesh(func::FuncOp func, ArrayRef<LayoutAttr> layouts) {
  auto emitError = [&] { return func.emitError(); };
  Attribute meshRef;
  for (LayoutAttr l : layouts) {
    if (!l)
      continue;
    if (meshRef && meshRef != l.getMesh())
      return func.emitError() << "an entry's arguments and results must "
                                 "share one mesh";
    meshRef = l.getMesh();
  }
  if (!meshRef) {
    for (Operation *op = func; op && !meshRef; op = op->getParentOp())
      meshRef = op->getAttr(DTensorDialect::kDefaultMeshAttrName);
  }
  if (!meshRef)
    return MeshAttr::get(func.getContext(), {}, {}, DeviceType::cpu, {}, 1,
                         StringAttr());
  FailureOr<MeshAttr> mesh = resolveMesh(func, meshRef, emitError);
  if (succeeded(mesh) && mesh->getDeviceType() != DeviceType::cpu)
    return func.emitError() << "this build of dtc runs CPU meshes only";
  if (succeeded(mesh) && mesh->getNumClients() != 1)
    return func.emitError() << "multi-client meshes need the multi-process "
                               "runtime, which dtc does not have yet";
  return mesh;
}

} // namespace

FailureOr<std::string>
dtc::describeEntries(ModuleOp module, SmallVectorImpl<std::string> &names) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "dtc-program 1\n";
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isDeclaration() || !func.isPublic())
      continue;
    auto layoutOf = [&](DictionaryAttr attrs) {
      return attrs ? dyn_cast_or_null<LayoutAttr>(
                         attrs.get(DTensorDialect::kLayoutAttrName))
                   : LayoutAttr();
    };
    SmallVector<LayoutAttr> argLayouts, resultLayouts, all;
    for (unsigned i = 0; i < func.getNumArguments(); ++i)
      argLayouts.push_back(layoutOf(func.getArgAttrDict(i)));
    for (unsigned i = 0; i < func.getNumResults(); ++i)
      resultLayouts.push_back(layoutOf(func.getResultAttrDict(i)));
    llvm::append_range(all, argLayouts);
    llvm::append_range(all, resultLayouts);
    FailureOr<MeshAttr> mesh = entryMesh(func, all);
    if (failed(mesh))
      return failure();
    bool localView = func->hasAttr(DTensorDialect::kLocalViewAttrName);
    os << "entry " << func.getSymName() << " mesh " << mesh->getAxisSizes().size();
    for (int64_t s : mesh->getAxisSizes())
      os << " " << s;
    SmallVector<int64_t> ids = mesh->getDeviceIds();
    os << " ids " << ids.size();
    for (int64_t id : ids)
      os << " " << id;
    os << "\n args " << func.getNumArguments();
    for (auto [i, type] : llvm::enumerate(func.getArgumentTypes())) {
      os << "\n ";
      if (failed(writeTensor(func, type, argLayouts[i], *mesh, localView,
                             "argument #" + std::to_string(i), os)))
        return failure();
    }
    os << "\n results " << func.getNumResults();
    for (auto [i, type] : llvm::enumerate(func.getResultTypes())) {
      os << "\n ";
      if (failed(writeTensor(func, type, resultLayouts[i], *mesh, localView,
                             "result #" + std::to_string(i), os)))
        return failure();
    }
    os << "\n";
    names.push_back(func.getSymName().str());
  }
  if (names.empty())
    return module.emitError() << "the program has no public function with a "
                                 "body to run";
  os << "end\n";
  return text;
}
