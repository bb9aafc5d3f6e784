//===- EntryDescriptor.cpp - the launcher's view of a program's entries ---===//
//
// Writes the descriptor documented in runtime/launcher/Program.h: for each
// entry its mesh and, per argument and result, dtype, global shape and
// layout with mesh axes as indices.
//
//===----------------------------------------------------------------------===//
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"
#include "dtc/Driver/Driver.h"
#include "dtc/Lowering/RuntimeImports.h"
#include "dtc/executable.h"
#include "dtc/runtime.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <set>

using namespace mlir;
using namespace dtc::dtensor;

namespace {

/// The meshes of a module with several: each is a view of the program's
/// devices, numbered in module order from 1 (as dtc-convert-dtensor-to-runtime
/// numbers them). Empty with one mesh: its layouts name the entry's mesh.
struct Views {
  SmallVector<MeshOp> meshes;
  int64_t of(Attribute meshRef) const {
    auto ref = dyn_cast_or_null<FlatSymbolRefAttr>(meshRef);
    for (auto [i, mesh] : llvm::enumerate(meshes))
      if (ref && MeshOp(mesh).getSymName() == ref.getValue())
        return i + 1;
    return 0;
  }
};

LogicalResult writeTensor(func::FuncOp func, Type type, LayoutAttr layout,
                          MeshAttr entryMesh, const Views &views,
                          bool localView, DenseI64ArrayAttr globalShape,
                          StringRef what, StringRef role, bool isUnsigned,
                          llvm::raw_ostream &os) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return func.emitError() << what
                            << ": an entry takes and returns "
                               "statically shaped tensors, not "
                            << type;
  std::optional<int> dtype = dtc::runtimeDType(tensor.getElementType());
  if (dtype && isUnsigned) // verified: i8, i32 or i64
    dtype = *dtype == DTC_I8 ? DTC_U8 : *dtype == DTC_I32 ? DTC_U32 : DTC_U64;
  if (!dtype)
    return func.emitError()
           << what << ": element type " << tensor.getElementType()
           << " cannot cross the executable's boundary "
              "(f32, f64, f16, bf16, i8, i32, i64, i1)";
  if (!layout)
    layout = LayoutAttr::getReplicated(
        FlatSymbolRefAttr::get(func.getContext(), "unused"), tensor.getRank());
  // Axes and devices are those of the layout's own mesh (a view).
  int64_t view = views.of(layout.getMesh());
  MeshAttr mesh = view ? MeshOp(views.meshes[view - 1]).getSpec() : entryMesh;
  if (!localView && !layout.isReplicated() && !layout.isSingleDevice() &&
      mesh.getNumDevices() > 1)
    return func.emitError()
           << what
           << " is sharded but the function was not partitioned "
              "(dtensor-partition leaves functions without a mesh alone)";
  // A partitioned function's shard of an uneven layout does not say its
  // global shape: the partitioner recorded it.
  RankedTensorType global = !localView ? tensor
                            : globalShape
                                ? tensor.clone(globalShape.asArrayRef())
                                : getGlobalType(layout, mesh, tensor);
  int64_t bytes = 0;
  if (!global.hasStaticShape() ||
      llvm::MulOverflow(global.getNumElements(),
                        elementBytes(global.getElementType()), bytes))
    return func.emitError()
           << what << ": the global array of " << tensor << " is too large";
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
  os << " view " << view << " role " << role;
  return success();
}

/// ` axes N NAME*`: the mesh's axis names (what an in-process caller names
/// its arrays' layouts by).
void writeAxisNames(MeshAttr mesh, llvm::raw_ostream &os) {
  os << " axes " << mesh.getAxisNames().size();
  for (StringAttr name : mesh.getAxisNames())
    os << " " << name.getValue();
}

/// The mesh of an entry: the one its layouts name, else the default mesh,
/// else one CPU device.
FailureOr<MeshAttr> entryMesh(func::FuncOp func, ArrayRef<LayoutAttr> layouts) {
  auto emitError = [&] { return func.emitError(); };
  Attribute meshRef;
  for (LayoutAttr l : layouts)
    if (l && !meshRef)
      meshRef = l.getMesh();
  if (!meshRef) {
    for (Operation *op = func; op && !meshRef; op = op->getParentOp())
      meshRef = op->getAttr(DTensorDialect::kDefaultMeshAttrName);
  }
  if (!meshRef)
    return MeshAttr::get(func.getContext(), {}, {}, DeviceType::cpu, {}, 1, {},
                         StringAttr());
  return resolveMesh(func, meshRef, emitError);
}

/// Whether every argument and result is a tensor: only such functions are
/// entries (helpers with scalars are compiled but cannot be run).
bool takesTensorsOnly(func::FuncOp func) {
  auto isTensor = llvm::IsaPred<TensorType>;
  return llvm::all_of(func.getArgumentTypes(), isTensor) &&
         llvm::all_of(func.getResultTypes(), isTensor);
}

/// Whether every device of `part` is one of `whole`'s.
bool devicesWithin(MeshAttr part, MeshAttr whole) {
  SmallVector<int64_t> all = whole.getDeviceIds();
  DenseSet<int64_t> ids(all.begin(), all.end()); // meshes of 2^16 devices
  return llvm::all_of(part.getDeviceIds(),
                      [&](int64_t id) { return ids.contains(id); });
}

/// A program whose meshes are over different sets of devices runs on all of
/// them: a one-axis mesh over their ids in increasing order, of which each
/// mesh is a view. None when every mesh has the same devices. With GPU
/// meshes it is a GPU mesh, and the devices of its CPU meshes (`hostIds`,
/// e.g. a parameter device beside GPU replicas) run host code.
FailureOr<std::optional<MeshAttr>>
spanningMesh(ModuleOp module, SmallVectorImpl<int64_t> &hostIds) {
  auto meshes = llvm::to_vector(module.getOps<MeshOp>());
  if (meshes.empty() || llvm::all_of(meshes, [&](MeshOp m) {
        return sameDevices(m.getSpec(), meshes.front().getSpec());
      }))
    return std::optional<MeshAttr>();
  std::set<int64_t> ids, onHost;
  bool anyGpu = false;
  for (MeshOp m : meshes) {
    MeshAttr spec = m.getSpec();
    if (spec.getNumClients() != 1)
      return m.emitError() << "a multi-client mesh in a program whose meshes "
                              "are over different devices is not supported yet";
    anyGpu = anyGpu || spec.getDeviceType() == DeviceType::gpu;
    for (int64_t id : spec.getDeviceIds()) {
      ids.insert(id);
      if (spec.getDeviceType() == DeviceType::cpu)
        onHost.insert(id);
    }
  }
  if (anyGpu)
    hostIds.assign(onHost.begin(), onHost.end());
  MLIRContext *ctx = module.getContext();
  return std::optional<MeshAttr>(MeshAttr::get(
      ctx, {StringAttr::get(ctx, "devices")}, {int64_t(ids.size())},
      anyGpu ? DeviceType::gpu : DeviceType::cpu,
      SmallVector<int64_t>(ids.begin(), ids.end()), 1, {}, StringAttr()));
}

/// The runtime runs a program on its entry's devices: the meshes its
/// collectives use must be over them (a view each when there are several).
LogicalResult checkCollectiveMeshes(func::FuncOp entry, MeshAttr mesh) {
  ModuleOp module = entry->getParentOfType<ModuleOp>();
  WalkResult result = module.walk([&](Operation *op) -> WalkResult {
    auto ref = op->getAttrOfType<FlatSymbolRefAttr>("mesh");
    if (!ref || !isa<DTensorDialect>(op->getDialect()) || isa<ReduceOp>(op))
      return WalkResult::advance();
    auto meshOp = SymbolTable::lookupNearestSymbolFrom<MeshOp>(op, ref);
    if (meshOp && devicesWithin(meshOp.getSpec(), mesh))
      return WalkResult::advance();
    op->emitError() << "runs on mesh " << ref << " but the program's entry '"
                    << entry.getSymName() << "' runs on "
                    << (mesh.getNumDevices() == 1 && mesh.getAxisNames().empty()
                            ? std::string("one device (it has no mesh)")
                            : "other devices");
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

/// The launcher calls an entry with one pointer per argument, plus one for
/// the results; it takes at most this many.
constexpr unsigned kMaxEntryPointers = DTC_MAX_ENTRY_POINTERS;

} // namespace

FailureOr<std::string>
dtc::describeEntries(ModuleOp module, SmallVectorImpl<std::string> &names,
                     bool &gpu, SmallVectorImpl<int64_t> &hostIds,
                     bool emulateGpu, StringRef cpuLine) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "dtc-program " << DTC_PROGRAM_DESCRIPTOR_VERSION << "\n"
     << cpuLine << "\n";
  Views views;
  if (llvm::range_size(module.getOps<MeshOp>()) > 1)
    views.meshes = llvm::to_vector(module.getOps<MeshOp>());
  FailureOr<std::optional<MeshAttr>> spanning = spanningMesh(module, hostIds);
  if (failed(spanning))
    return failure();
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isDeclaration() || !func.isPublic() || !takesTensorsOnly(func))
      continue;
    StringRef name = func.getSymName();
    if (!llvm::all_of(name, [](char c) {
          return llvm::isAlnum(c) || c == '_' || c == '.' || c == '$' ||
                 c == '-';
        }))
      return func.emitError() << "'" << name
                              << "' cannot name an entry (letters, digits, "
                                 "'_', '.', '$' and '-' only)";
    if (func.getNumArguments() + (func.getNumResults() ? 1 : 0) >
        kMaxEntryPointers)
      return func.emitError()
             << "an entry takes at most " << kMaxEntryPointers - 1
             << " arguments when it returns results (" << kMaxEntryPointers
             << " without)";
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
    FailureOr<MeshAttr> mesh = *spanning ? **spanning : entryMesh(func, all);
    if (failed(mesh) || failed(checkCollectiveMeshes(func, *mesh)))
      return failure();
    bool onGpu = mesh->getDeviceType() == DeviceType::gpu;
    if (!names.empty() && onGpu != gpu)
      return func.emitError()
             << "runs on " << (onGpu ? "GPU" : "CPU") << " devices, but '"
             << names.front() << "' on " << (gpu ? "GPU" : "CPU")
             << " devices; a program is compiled for one kind";
    gpu = onGpu;
    bool localView = func->hasAttr(DTensorDialect::kLocalViewAttrName);
    os << "entry " << func.getSymName() << " mesh "
       << mesh->getAxisSizes().size();
    for (int64_t s : mesh->getAxisSizes())
      os << " " << s;
    writeAxisNames(*mesh, os);
    SmallVector<int64_t> ids = mesh->getDeviceIds();
    os << " ids " << ids.size();
    for (int64_t id : ids)
      os << " " << id;
    // Emulated, GPU devices are host threads too.
    os << " type "
       << static_cast<int>(emulateGpu ? DeviceType::cpu
                                      : mesh->getDeviceType());
    os << " host " << hostIds.size();
    for (int64_t id : hostIds)
      os << " " << id;
    os << " clients " << mesh->getNumClients();
    // Each client's devices, when they are not the blocks of the id list.
    os << " held " << mesh->getClientDeviceIdList().size();
    for (int64_t id : mesh->getClientDeviceIdList())
      os << " " << id;
    os << "\n views " << views.meshes.size();
    for (MeshOp view : views.meshes) {
      MeshAttr spec = view.getSpec();
      if (!devicesWithin(spec, *mesh))
        return view.emitError()
               << "is not over the devices of the entry '" << func.getSymName()
               << "': a program runs on one set of devices";
      if (spec.getNumClients() != 1 &&
          llvm::any_of(spec.getDeviceIds(), [&](int64_t id) {
            return spec.getClientOf(id) != mesh->getClientOf(id);
          }))
        return view.emitError()
               << "splits its devices over clients unlike the mesh of the "
                  "entry '"
               << func.getSymName() << "': a device runs in one process";
      os << " " << spec.getAxisSizes().size();
      for (int64_t s : spec.getAxisSizes())
        os << " " << s;
      writeAxisNames(spec, os);
      SmallVector<int64_t> viewIds = spec.getDeviceIds();
      os << " ids " << viewIds.size();
      for (int64_t id : viewIds)
        os << " " << id;
    }
    os << "\n args " << func.getNumArguments();
    for (auto [i, type] : llvm::enumerate(func.getArgumentTypes())) {
      os << "\n ";
      std::string role = "input";
      if (auto name = func.getArgAttrOfType<StringAttr>(
              i, DTensorDialect::kVariableAttrName))
        role = "variable " + name.str();
      else if (func.getArgAttr(i, DTensorDialect::kDatasetAttrName))
        role = "dataset";
      else if (func.getArgAttr(i, DTensorDialect::kBatchMaskAttrName))
        role = "mask";
      if (failed(writeTensor(
              func, type, argLayouts[i], *mesh, views, localView,
              func.getArgAttrOfType<DenseI64ArrayAttr>(
                  i, DTensorDialect::kGlobalShapeAttrName),
              "argument #" + std::to_string(i), role,
              bool(func.getArgAttr(i, DTensorDialect::kUnsignedAttrName)), os)))
        return failure();
    }
    os << "\n results " << func.getNumResults();
    for (auto [i, type] : llvm::enumerate(func.getResultTypes())) {
      os << "\n ";
      std::string role = "output";
      if (auto name = func.getResultAttrOfType<StringAttr>(
              i, DTensorDialect::kAssignAttrName))
        role = "assign " + name.str();
      if (failed(writeTensor(
              func, type, resultLayouts[i], *mesh, views, localView,
              func.getResultAttrOfType<DenseI64ArrayAttr>(
                  i, DTensorDialect::kGlobalShapeAttrName),
              "result #" + std::to_string(i), role,
              bool(func.getResultAttr(i, DTensorDialect::kUnsignedAttrName)),
              os)))
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
