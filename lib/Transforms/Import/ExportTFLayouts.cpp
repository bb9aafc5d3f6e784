//===- ExportTFLayouts.cpp - typed function layouts to TF strings ---------===//
#include "dtc/Dialect/DTensor/IR/TFSpelling.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace dtc {
#define GEN_PASS_DEF_EXPORTTFLAYOUTS
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

/// The TF string for a typed layout attached to `func`, or failure.
static FailureOr<Attribute> toTFString(FunctionOpInterface func,
                                       Attribute value, const Twine &what) {
  auto layout = dyn_cast_or_null<LayoutAttr>(value);
  if (!layout)
    return value;
  auto emitError = [&] { return func.emitError() << what << ": "; };
  FailureOr<MeshAttr> mesh = resolveMesh(func, layout.getMesh(), emitError);
  if (failed(mesh))
    return failure();
  StringRef meshName;
  if (FlatSymbolRefAttr symbol = layout.getMeshSymbol())
    meshName = symbol.getValue();
  else if (mesh->getName())
    meshName = mesh->getName().getValue();
  FailureOr<std::string> text =
      printTFLayout(layout, *mesh, meshName, emitError);
  if (failed(text))
    return failure();
  return Attribute(StringAttr::get(func.getContext(), *text));
}

struct ExportTFLayoutsPass
    : public dtc::impl::ExportTFLayoutsBase<ExportTFLayoutsPass> {
  void runOnOperation() override {
    StringRef name = DTensorDialect::kLayoutAttrName;
    WalkResult result = getOperation().walk([&](FunctionOpInterface func) {
      for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
        FailureOr<Attribute> text =
            toTFString(func, func.getArgAttr(i, name), "argument #" + Twine(i));
        if (failed(text))
          return WalkResult::interrupt();
        if (*text)
          func.setArgAttr(i, name, *text);
      }
      for (unsigned i = 0, e = func.getNumResults(); i < e; ++i) {
        FailureOr<Attribute> text = toTFString(
            func, func.getResultAttr(i, name), "result #" + Twine(i));
        if (failed(text))
          return WalkResult::interrupt();
        if (*text)
          func.setResultAttr(i, name, *text);
      }
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
