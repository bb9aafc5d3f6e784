//===- ImportedLayouts.cpp - an imported program's mesh and layouts ------===//
//
// The JAX importer takes Shardy out of jax.jit's StableHLO before IREE
// (which reads none): shard_map bodies become public functions called
// through declarations, collectives and partition_id calls of declared
// functions, sharding constraints likewise, and what each meant goes into
// the module's `dtc.jax` attribute (tools/jax-import/dtc_jax/shardy.py),
// which IREE keeps. Here each call becomes the dtensor op it stands for.
//
//===----------------------------------------------------------------------===//
#include "ImportedLayouts.h"
#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

constexpr StringLiteral kRecordAttrName = "dtc.jax";
constexpr StringLiteral kMeshName = "mesh";

/// The module's mesh: its axes, major to minor.
struct Mesh {
  SmallVector<std::pair<std::string, int64_t>> axes;
  int64_t size(StringRef axis) const {
    for (auto &[name, n] : axes)
      if (name == axis)
        return n;
    return 0;
  }
};

class Importer {
public:
  Importer(ModuleOp module, const ImportedLayoutOptions &options)
      : module(module), options(options), ctx(module.getContext()),
        symbols(module) {}

  LogicalResult run() {
    record = module->getAttrOfType<DictionaryAttr>(kRecordAttrName);
    if (module->hasAttr(kRecordAttrName) && !record)
      return module.emitError()
             << "'" << kRecordAttrName << "' is not a dictionary";
    if (failed(readMesh()))
      return failure();
    if (record) {
      if (failed(restoreConstraints()) || failed(restoreCollectives()) ||
          failed(restorePartitionId()) || failed(restoreShardMaps()) ||
          failed(helpersInLocalView()))
        return failure();
      module->removeAttr(kRecordAttrName);
    }
    if (mesh.axes.empty())
      return success();
    if (failed(layOutEntry()))
      return failure();
    addMeshOp();
    return success();
  }

private:
  ModuleOp module;
  const ImportedLayoutOptions &options;
  MLIRContext *ctx;
  SymbolTable symbols;
  DictionaryAttr record;
  Mesh mesh;

  InFlightDiagnostic error() { return module.emitError(); }

  template <typename T>
  FailureOr<T> field(DictionaryAttr dict, StringRef name, StringRef what) {
    if (auto value = dyn_cast_or_null<T>(dict.get(name)))
      return value;
    return error() << "the JAX importer's record: " << what << " has no valid '"
                   << name << "'";
  }

  FailureOr<ArrayAttr> list(StringRef name) {
    if (!record.get(name))
      return ArrayAttr::get(ctx, {});
    return field<ArrayAttr>(record, name, "the module");
  }

  LogicalResult readMesh() {
    if (!options.mesh.empty()) {
      for (StringRef part : llvm::split(options.mesh, ',')) {
        auto [name, size] = part.trim().split('=');
        int64_t n;
        if (name.trim().empty() || size.trim().getAsInteger(10, n) || n < 1)
          return error() << "the mesh '" << options.mesh
                         << "' is not axes like x=2,y=2";
        mesh.axes.push_back({name.trim().str(), n});
      }
    }
    if (!record || !record.get("mesh"))
      return success();
    Mesh recorded;
    FailureOr<ArrayAttr> axes = field<ArrayAttr>(record, "mesh", "the module");
    if (failed(axes))
      return failure();
    for (Attribute a : *axes) {
      auto pair = dyn_cast<ArrayAttr>(a);
      auto name = pair && pair.size() == 2 ? dyn_cast<StringAttr>(pair[0])
                                           : StringAttr();
      auto size = pair && pair.size() == 2 ? dyn_cast<IntegerAttr>(pair[1])
                                           : IntegerAttr();
      if (!name || !size)
        return error() << "the JAX importer's record: its mesh is not "
                          "[name, size] pairs";
      recorded.axes.push_back({name.str(), size.getInt()});
    }
    if (mesh.axes.empty())
      mesh = recorded;
    else if (mesh.axes != recorded.axes)
      return error() << "the mesh '" << options.mesh
                     << "' is not the shard_maps' mesh";
    return success();
  }

  /// `#dtensor.layout<@mesh, DIMS>` of a layout's dimensions as written
  /// (`[x, {x, y}, unsharded]`), checked against `type`; with `pad`, the
  /// dimensions it does not reach unsharded (a PartitionSpec's). `device =
  /// N` is the value whole on the mesh's device N (a strategy's parameter
  /// device).
  FailureOr<LayoutAttr> layout(StringRef dims, Type type, StringRef what,
                               bool pad = false) {
    std::string text =
        "#dtensor.layout<@" + kMeshName.str() + ", " + dims.str() + ">";
    auto parsed = dyn_cast_or_null<LayoutAttr>(parseAttribute(text, ctx));
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!parsed)
      return error() << what << ": '" << dims
                     << "' is not a layout's dimensions";
    if (parsed.isSingleDevice()) {
      if (!tensor)
        return error() << what << ": the layout " << dims << " is not one of "
                       << type;
      return parsed;
    }
    int64_t written = parsed.getDims().size();
    if (!tensor || written > tensor.getRank() ||
        (!pad && written != tensor.getRank()))
      return error() << what << ": the layout " << dims << " is not one of "
                     << type;
    if (written == tensor.getRank())
      return parsed;
    SmallVector<DimShardingAttr> all(parsed.getDims());
    all.resize(tensor.getRank(), DimShardingAttr::get(ctx, {}, false));
    return LayoutAttr::get(ctx, parsed.getMesh(), all, {},
                           parsed.getPartialKind(), std::nullopt);
  }

  FlatSymbolRefAttr meshRef() { return FlatSymbolRefAttr::get(ctx, kMeshName); }

  ArrayAttr axesAttr(ArrayRef<std::string> axes) {
    SmallVector<Attribute> names;
    for (const std::string &a : axes)
      names.push_back(StringAttr::get(ctx, a));
    return ArrayAttr::get(ctx, names);
  }

  /// Each call of @name: `replace(call)` returns its result's replacement,
  /// built before it; the calls and the declaration are erased.
  LogicalResult
  replaceCalls(StringRef name,
               function_ref<FailureOr<Value>(func::CallOp)> replace) {
    SmallVector<func::CallOp> calls;
    module.walk([&](func::CallOp call) {
      if (call.getCallee() == name)
        calls.push_back(call);
    });
    for (func::CallOp call : calls) {
      if (call.getNumResults() != 1)
        return call.emitError()
               << "a call of @" << name << " without one result";
      FailureOr<Value> value = replace(call);
      if (failed(value))
        return failure();
      call.getResult(0).replaceAllUsesWith(*value);
      call.erase();
    }
    if (Operation *declaration = symbols.lookup(name))
      symbols.erase(declaration);
    return success();
  }

  LogicalResult restoreConstraints() {
    FailureOr<ArrayAttr> constraints = list("constraints");
    if (failed(constraints))
      return failure();
    for (auto [k, entry] : llvm::enumerate(*constraints)) {
      auto dims = dyn_cast<StringAttr>(entry);
      if (!dims)
        return error() << "the JAX importer's record: constraint #" << k
                       << " is not a layout";
      std::string name = "dtc.constraint." + std::to_string(k);
      if (failed(replaceCalls(name, [&](func::CallOp call) -> FailureOr<Value> {
            Value x = call.getOperand(0);
            FailureOr<LayoutAttr> l =
                layout(dims, x.getType(), "the sharding constraint at " + name);
            if (failed(l))
              return failure();
            OpBuilder b(call);
            // JAX's constraint reshards what it is given: on an argument,
            // whose layout the entry pins, that is a relayout; elsewhere a
            // constraint, which propagation also follows back.
            if (isa<BlockArgument>(x))
              return Value(
                  RelayoutOp::create(b, call.getLoc(), x.getType(), x, *l));
            return Value(
                ConstraintOp::create(b, call.getLoc(), x.getType(), x, *l));
          })))
        return failure();
    }
    return success();
  }

  /// The device's row-major place along `axes`, as an index.
  Value placeAlong(OpBuilder &b, Location loc, ArrayRef<std::string> axes) {
    SmallVector<Type> types(axes.size(), b.getIndexType());
    auto coords =
        DeviceCoordsOp::create(b, loc, types, meshRef(), axesAttr(axes));
    Value place = coords.getResult(0);
    for (auto [i, axis] : llvm::enumerate(axes)) {
      if (i == 0)
        continue;
      Value n = arith::ConstantIndexOp::create(b, loc, mesh.size(axis));
      place = arith::AddIOp::create(
          b, loc, arith::MulIOp::create(b, loc, place, n), coords.getResult(i));
    }
    return place;
  }

  FailureOr<Value> collective(func::CallOp call, DictionaryAttr c,
                              StringRef what) {
    FailureOr<StringAttr> kind = field<StringAttr>(c, "kind", what);
    FailureOr<ArrayAttr> axesList = field<ArrayAttr>(c, "axes", what);
    if (failed(kind) || failed(axesList))
      return failure();
    SmallVector<std::string> axes;
    for (Attribute a : *axesList) {
      auto name = dyn_cast<StringAttr>(a);
      if (!name || !mesh.size(name.getValue()))
        return error() << what << ": its axes are not the mesh's";
      axes.push_back(name.str());
    }
    OpBuilder b(call);
    Location loc = call.getLoc();
    Value x = call.getOperand(0);
    Type result = call.getResult(0).getType();
    auto integer = [&](StringRef name) -> FailureOr<int64_t> {
      FailureOr<IntegerAttr> v = field<IntegerAttr>(c, name, what);
      if (failed(v))
        return failure();
      return v->getInt();
    };
    auto combiner = [&]() -> FailureOr<ReductionKind> {
      FailureOr<StringAttr> name = field<StringAttr>(c, "combiner", what);
      if (failed(name))
        return failure();
      std::optional<ReductionKind> k = symbolizeReductionKind(name->getValue());
      if (!k)
        return error() << what << ": no combiner '" << name->getValue() << "'";
      return *k;
    };
    StringRef k = kind->getValue();
    if (k == "all_reduce") {
      FailureOr<ReductionKind> r = combiner();
      if (failed(r))
        return failure();
      return Value(AllReduceOp::create(b, loc, result, *r, x, kMeshName,
                                       axesAttr(axes)));
    }
    if (k == "all_gather") {
      FailureOr<int64_t> dim = integer("dim");
      if (failed(dim))
        return failure();
      return Value(AllGatherOp::create(b, loc, result, x, kMeshName,
                                       axesAttr(axes), *dim));
    }
    if (k == "reduce_scatter") {
      FailureOr<ReductionKind> r = combiner();
      FailureOr<int64_t> dim = integer("dim");
      if (failed(r) || failed(dim))
        return failure();
      return Value(ReduceScatterOp::create(b, loc, result, *r, x, kMeshName,
                                           axesAttr(axes), *dim));
    }
    if (k == "all_to_all") {
      FailureOr<int64_t> split = integer("split"), concat = integer("concat");
      if (failed(split) || failed(concat))
        return failure();
      return Value(AllToAllOp::create(b, loc, result, x, kMeshName,
                                      axesAttr(axes), *split, *concat));
    }
    if (k == "collective_permute")
      return permute(b, loc, x, axes, c, what);
    return error() << what << ": no collective '" << k << "'";
  }

  /// ppermute: a collective_permute within groups along `axes`, completed
  /// to a permutation (the record's); a device that no pair sends to
  /// receives zeros (XLA's rule).
  FailureOr<Value> permute(OpBuilder &b, Location loc, Value x,
                           ArrayRef<std::string> axes, DictionaryAttr c,
                           StringRef what) {
    FailureOr<DenseI64ArrayAttr> permutation =
        field<DenseI64ArrayAttr>(c, "permutation", what);
    FailureOr<DenseBoolArrayAttr> receives =
        field<DenseBoolArrayAttr>(c, "receives", what);
    if (failed(permutation) || failed(receives))
      return failure();
    if (permutation->size() != receives->size())
      return error() << what
                     << ": its permutation and receivers differ in "
                        "size";
    Value moved = CollectivePermuteOp::create(
        b, loc, x, kMeshName, axesAttr(axes), permutation->asArrayRef());
    if (llvm::all_of(receives->asArrayRef(), [](bool r) { return r; }))
      return moved;
    Value place = placeAlong(b, loc, axes);
    auto tableType =
        RankedTensorType::get({int64_t(receives->size())}, b.getI1Type());
    Value table = arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(tableType, receives->asArrayRef()));
    Value receivesHere =
        tensor::ExtractOp::create(b, loc, table, ValueRange{place});
    auto type = cast<RankedTensorType>(x.getType());
    auto ifOp = scf::IfOp::create(
        b, loc, receivesHere,
        [&](OpBuilder &tb, Location loc) {
          scf::YieldOp::create(tb, loc, moved);
        },
        [&](OpBuilder &eb, Location loc) {
          Value zeros = arith::ConstantOp::create(
              eb, loc,
              DenseElementsAttr::get(type,
                                     eb.getZeroAttr(type.getElementType())));
          scf::YieldOp::create(eb, loc, zeros);
        });
    return ifOp.getResult(0);
  }

  LogicalResult restoreCollectives() {
    FailureOr<ArrayAttr> collectives = list("collectives");
    if (failed(collectives))
      return failure();
    for (auto [k, entry] : llvm::enumerate(*collectives)) {
      std::string name = "dtc.collective." + std::to_string(k);
      std::string what = "collective #" + std::to_string(k);
      auto c = dyn_cast<DictionaryAttr>(entry);
      if (!c)
        return error() << "the JAX importer's record: " << what
                       << " is not a dictionary";
      if (failed(replaceCalls(name, [&](func::CallOp call) {
            return collective(call, c, what);
          })))
        return failure();
    }
    return success();
  }

  LogicalResult restorePartitionId() {
    return replaceCalls(
        "dtc.partition_id", [&](func::CallOp call) -> FailureOr<Value> {
          OpBuilder b(call);
          Location loc = call.getLoc();
          auto type = dyn_cast<RankedTensorType>(call.getResult(0).getType());
          if (!type || type.getRank() != 0)
            return call.emitError() << "partition_id is not a scalar tensor";
          SmallVector<std::string> axes;
          for (auto &[name, n] : mesh.axes)
            axes.push_back(name);
          Value id = arith::IndexCastOp::create(b, loc, type.getElementType(),
                                                placeAlong(b, loc, axes));
          return Value(
              tensor::FromElementsOp::create(b, loc, type, ValueRange{id}));
        });
  }

  /// Layouts of `count` values of `types`, from a list of layout texts.
  FailureOr<SmallVector<LayoutAttr>> layouts(Attribute listAttr,
                                             TypeRange types, StringRef what) {
    auto texts = dyn_cast_or_null<ArrayAttr>(listAttr);
    if (!texts || texts.size() != types.size())
      return error() << what << ": its recorded layouts are not one per "
                     << "value (" << types.size() << ")";
    SmallVector<LayoutAttr> out;
    for (auto [text, type] : llvm::zip(texts, types)) {
      auto dims = dyn_cast<StringAttr>(text);
      FailureOr<LayoutAttr> l =
          dims ? layout(dims, type, what) : FailureOr<LayoutAttr>(failure());
      if (failed(l))
        return failure();
      out.push_back(*l);
    }
    return out;
  }

  LogicalResult restoreShardMaps() {
    FailureOr<ArrayAttr> maps = list("shard_maps");
    if (failed(maps))
      return failure();
    for (auto [k, entry] : llvm::enumerate(*maps)) {
      std::string body = "dtc.shard_map." + std::to_string(k);
      std::string what = "shard_map #" + std::to_string(k);
      auto m = dyn_cast<DictionaryAttr>(entry);
      auto callee = symbols.lookup<func::FuncOp>(body);
      if (!m || !callee || callee.isExternal())
        return error() << what << ": the body @" << body
                       << " or its record is missing";
      FailureOr<SmallVector<LayoutAttr>> args =
          layouts(m.get("args"), callee.getArgumentTypes(), what);
      FailureOr<SmallVector<LayoutAttr>> results =
          layouts(m.get("results"), callee.getResultTypes(), what);
      if (failed(args) || failed(results))
        return failure();
      for (auto [i, l] : llvm::enumerate(*args))
        callee.setArgAttrs(
            i, {NamedAttribute(
                   StringAttr::get(ctx, DTensorDialect::kLayoutAttrName), l)});
      for (auto [i, l] : llvm::enumerate(*results))
        callee.setResultAttrs(
            i, {NamedAttribute(
                   StringAttr::get(ctx, DTensorDialect::kLayoutAttrName), l)});
      callee.setPrivate();
      callee->setAttr(DTensorDialect::kLocalViewAttrName, UnitAttr::get(ctx));
      std::string call = "dtc.shard_map_call." + std::to_string(k);
      SmallVector<func::CallOp> calls;
      module.walk([&](func::CallOp c) {
        if (c.getCallee() == call)
          calls.push_back(c);
      });
      for (func::CallOp c : calls) {
        OpBuilder b(c);
        auto map = ShardMapOp::create(b, c.getLoc(), c.getResultTypes(),
                                      FlatSymbolRefAttr::get(ctx, body),
                                      c.getOperands());
        c.replaceAllUsesWith(map.getResults());
        c.erase();
      }
      if (Operation *declaration = symbols.lookup(call))
        symbols.erase(declaration);
    }
    return success();
  }

  /// A function that a local-view function calls (IREE usually inlines
  /// them) runs in the local view too; one that global code calls as well
  /// would be in two views.
  LogicalResult helpersInLocalView() {
    auto local = [](func::FuncOp f) {
      return f->hasAttr(DTensorDialect::kLocalViewAttrName);
    };
    bool changed = true;
    while (changed) {
      changed = false;
      for (func::FuncOp f : module.getOps<func::FuncOp>()) {
        if (!local(f))
          continue;
        WalkResult walked = f.walk([&](func::CallOp call) {
          auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
          if (!callee || callee.isExternal() || local(callee))
            return WalkResult::advance();
          callee->setAttr(DTensorDialect::kLocalViewAttrName,
                          UnitAttr::get(ctx));
          changed = true;
          return WalkResult::advance();
        });
        (void)walked;
      }
    }
    WalkResult twice = module.walk([&](func::CallOp call) {
      auto caller = call->getParentOfType<func::FuncOp>();
      auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
      if (callee && caller && local(callee) && !local(caller)) {
        call.emitError() << "@" << call.getCallee()
                         << " is called inside a shard_map and outside one; "
                            "dtc needs one function per view";
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    return failure(twice.wasInterrupted());
  }

  /// Layouts of the entry's values: those given, else those recorded, else
  /// replicated.
  FailureOr<SmallVector<LayoutAttr>>
  entryLayouts(ArrayRef<std::string> given, StringRef recordName,
               TypeRange types, StringRef noun, StringRef optionName) {
    if (!given.empty() && given.size() != types.size())
      return error() << given.size() << " " << optionName << " for "
                     << types.size() << " " << noun << " of @" << options.entry;
    ArrayAttr recorded =
        record ? dyn_cast_or_null<ArrayAttr>(record.get(recordName))
               : ArrayAttr();
    SmallVector<LayoutAttr> out;
    for (auto [i, type] : llvm::enumerate(types)) {
      std::string what = std::string(noun.drop_back()) + " #" +
                         std::to_string(i) + " of @" + options.entry;
      LayoutAttr l;
      if (!given.empty()) {
        FailureOr<LayoutAttr> parsed = layout(given[i], type, what, true);
        if (failed(parsed))
          return failure();
        l = *parsed;
      } else if (recorded && i < recorded.size() &&
                 isa<StringAttr>(recorded[i])) {
        FailureOr<LayoutAttr> parsed =
            layout(cast<StringAttr>(recorded[i]), type, what);
        if (failed(parsed))
          return failure();
        l = *parsed;
      } else if (auto tensor = dyn_cast<RankedTensorType>(type)) {
        l = LayoutAttr::getReplicated(meshRef(), tensor.getRank());
      }
      out.push_back(l);
    }
    return out;
  }

  LogicalResult layOutEntry() {
    auto entry = symbols.lookup<func::FuncOp>(options.entry);
    if (!entry)
      return error() << "no function @" << options.entry << " to lay out";
    FailureOr<SmallVector<LayoutAttr>> args =
        entryLayouts(options.inLayouts, "entry_args", entry.getArgumentTypes(),
                     "arguments", "in-layouts");
    FailureOr<SmallVector<LayoutAttr>> results =
        entryLayouts(options.outLayouts, "entry_results",
                     entry.getResultTypes(), "results", "out-layouts");
    if (failed(args) || failed(results))
      return failure();
    for (auto [i, l] : llvm::enumerate(*args))
      if (l)
        entry.setArgAttr(i, DTensorDialect::kLayoutAttrName, l);
    for (auto [i, l] : llvm::enumerate(*results))
      if (l)
        entry.setResultAttr(i, DTensorDialect::kLayoutAttrName, l);
    return success();
  }

  void addMeshOp() {
    std::optional<DeviceType> device = symbolizeDeviceType(options.deviceType);
    SmallVector<StringAttr> names;
    SmallVector<int64_t> sizes;
    for (auto &[name, n] : mesh.axes) {
      names.push_back(StringAttr::get(ctx, name));
      sizes.push_back(n);
    }
    auto spec =
        MeshAttr::get(ctx, names, sizes, *device, {}, 1, {}, StringAttr());
    OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
    MeshOp::create(b, module.getLoc(), kMeshName, spec);
  }
};

} // namespace

LogicalResult dtc::layOutImportedProgram(ModuleOp module,
                                         const ImportedLayoutOptions &options) {
  if (!symbolizeDeviceType(options.deviceType))
    return module.emitError()
           << "no device type '" << options.deviceType << "' (cpu or gpu)";
  return Importer(module, options).run();
}
