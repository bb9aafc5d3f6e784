//===- HostMathToLibm.cpp - libm where MLIR's LLVM lowering is inexact ----===//
//
// math.expm1 and math.log1p become libm calls before convert-math-to-llvm,
// which would compute them as exp(x) - 1 and log(1 + x).
//
//===----------------------------------------------------------------------===//
#include "dtc/Lowering/Passes.h"
#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Transforms/DialectConversion.h"

namespace dtc {
#define GEN_PASS_DEF_HOSTMATHTOLIBM
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

/// An op this pass turns into a libm call: f32 or f64 (libm's types; an
/// f16 one stays for convert-math-to-llvm).
bool calledInLibm(Operation *op) {
  if (!isa<math::ExpM1Op, math::Log1pOp>(op))
    return false;
  Type type = getElementTypeOrSelf(op->getResult(0).getType());
  return type.isF32() || type.isF64();
}

struct HostMathToLibm : dtc::impl::HostMathToLibmBase<HostMathToLibm> {
  void runOnOperation() override {
    // Upstream's patterns for every math op, applied only where the target
    // says an op is illegal: these two.
    RewritePatternSet patterns(&getContext());
    populateMathToLibmConversionPatterns(patterns);
    ConversionTarget target(getContext());
    target.markUnknownOpDynamicallyLegal(
        [](Operation *op) { return !calledInLibm(op); });
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
