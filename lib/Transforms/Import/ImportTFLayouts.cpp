//===- ImportTFLayouts.cpp - TF layout strings to typed layouts -----------===//
#include "dtc/Dialect/DTensor/IR/TFSpelling.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace dtc {
#define GEN_PASS_DEF_IMPORTTFLAYOUTS
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

/// Finds or creates the `dtensor.mesh` symbol for an inline mesh. New meshes
/// go to the top of the module, in order of first use.
class MeshHoister {
public:
  explicit MeshHoister(ModuleOp module) : module(module), symbols(module) {
    for (auto mesh : module.getOps<MeshOp>())
      lastMesh = mesh;
  }

  FailureOr<FlatSymbolRefAttr> symbolFor(MeshAttr inlineMesh, Operation *user) {
    MeshAttr spec = inlineMesh.withoutName();
    if (StringAttr name = inlineMesh.getName()) {
      Operation *existing = symbols.lookup(name);
      if (auto mesh = dyn_cast_or_null<MeshOp>(existing)) {
        if (mesh.getSpec() != spec)
          return user->emitError()
                 << "TF mesh '" << name.getValue()
                 << "' differs from the existing dtensor.mesh @"
                 << name.getValue() << " (" << mesh.getSpec() << " vs " << spec
                 << ")";
        return FlatSymbolRefAttr::get(name);
      }
      if (existing)
        return user->emitError() << "TF mesh name '" << name.getValue()
                                 << "' is taken by another symbol";
      return create(name.getValue(), spec);
    }
    for (auto mesh : module.getOps<MeshOp>())
      if (mesh.getSpec() == spec)
        return FlatSymbolRefAttr::get(mesh.getSymNameAttr());
    return create("mesh", spec);
  }

private:
  FlatSymbolRefAttr create(StringRef name, MeshAttr spec) {
    OpBuilder builder(module.getContext());
    if (lastMesh)
      builder.setInsertionPointAfter(lastMesh);
    else
      builder.setInsertionPointToStart(module.getBody());
    auto mesh = MeshOp::create(builder, module.getLoc(), name, spec);
    symbols.insert(mesh, builder.getInsertionPoint()); // renames on clashes
    lastMesh = mesh;
    return FlatSymbolRefAttr::get(mesh.getSymNameAttr());
  }

  ModuleOp module;
  SymbolTable symbols;
  MeshOp lastMesh;
};

/// Parses a string layout attached to `op`, reporting errors there.
static FailureOr<Attribute> parseString(Operation *op, Attribute value) {
  auto text = dyn_cast<StringAttr>(value);
  if (!text)
    return value;
  FailureOr<LayoutAttr> layout = parseTFLayout(
      op->getContext(), text.getValue(), [&] { return op->emitError(); });
  if (failed(layout))
    return failure();
  return Attribute(*layout);
}

/// Replaces string layouts on function boundaries and in `dtensor.layouts`
/// by layouts with inline meshes.
static LogicalResult parseStringLayouts(ModuleOp module) {
  WalkResult result = module.walk([&](Operation *op) {
    if (auto func = dyn_cast<FunctionOpInterface>(op)) {
      // All argument (result) attributes at once: setting them one by one
      // rebuilds the whole list each time, quadratic in their number.
      auto convert =
          [&](ArrayRef<DictionaryAttr> dicts,
              SmallVectorImpl<DictionaryAttr> &out) -> LogicalResult {
        bool changed = false;
        for (DictionaryAttr dict : dicts) {
          Attribute value =
              dict ? dict.get(DTensorDialect::kLayoutAttrName) : Attribute();
          if (!isa_and_nonnull<StringAttr>(value)) {
            out.push_back(dict);
            continue;
          }
          FailureOr<Attribute> parsed = parseString(op, value);
          if (failed(parsed))
            return failure();
          NamedAttrList list(dict);
          list.set(DTensorDialect::kLayoutAttrName, *parsed);
          out.push_back(list.getDictionary(op->getContext()));
          changed = true;
        }
        if (!changed)
          out.clear();
        return success();
      };
      SmallVector<DictionaryAttr> argAttrs, resultAttrs;
      func.getAllArgAttrs(argAttrs);
      func.getAllResultAttrs(resultAttrs);
      SmallVector<DictionaryAttr> newArgs, newResults;
      if (failed(convert(argAttrs, newArgs)) ||
          failed(convert(resultAttrs, newResults)))
        return WalkResult::interrupt();
      if (!newArgs.empty())
        func.setAllArgAttrs(newArgs);
      if (!newResults.empty())
        func.setAllResultAttrs(newResults);
    }
    if (auto layouts =
            op->getAttrOfType<ArrayAttr>(DTensorDialect::kLayoutsAttrName)) {
      SmallVector<Attribute> entries;
      for (Attribute entry : layouts) {
        FailureOr<Attribute> parsed = parseString(op, entry);
        if (failed(parsed))
          return WalkResult::interrupt();
        entries.push_back(*parsed);
      }
      op->setAttr(DTensorDialect::kLayoutsAttrName,
                  ArrayAttr::get(op->getContext(), entries));
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

struct ImportTFLayoutsPass
    : public dtc::impl::ImportTFLayoutsBase<ImportTFLayoutsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(parseStringLayouts(module)))
      return signalPassFailure();

    MeshHoister hoister(module);
    bool failedHoist = false;
    Operation *current = nullptr;
    AttrTypeReplacer replacer;
    replacer.addReplacement([&](LayoutAttr layout) -> std::optional<Attribute> {
      MeshAttr inlineMesh = layout.getInlineMesh();
      if (!inlineMesh)
        return std::nullopt;
      FailureOr<FlatSymbolRefAttr> symbol =
          hoister.symbolFor(inlineMesh, current);
      if (failed(symbol)) {
        failedHoist = true;
        return std::nullopt;
      }
      return layout.withMesh(*symbol);
    });
    // Collect first: hoisting adds mesh ops to the module being walked.
    SmallVector<Operation *> ops;
    module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op != module && !isa<MeshOp>(op))
        ops.push_back(op);
    });
    for (Operation *op : ops) {
      current = op;
      replacer.replaceElementsIn(op, /*replaceAttrs=*/true,
                                 /*replaceLocs=*/false, /*replaceTypes=*/false);
    }
    if (failedHoist)
      signalPassFailure();
  }
};

} // namespace
