//===- LowerDeallocations.cpp - bufferization.dealloc with the runtime ----===//
//
// Upstream's dealloc lowering, given the runtime's dtc_dealloc_helper as the
// helper of the general case instead of a function generated into the
// program.
//
//===----------------------------------------------------------------------===//
#include "dtc/Lowering/Passes.h"
#include "dtc/Lowering/RuntimeImports.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/DialectConversion.h"

namespace dtc {
#define GEN_PASS_DEF_LOWERDEALLOCATIONS
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

/// The runtime's helper, declared in `module` with the signature upstream's
/// lowering calls its generated helper with.
FailureOr<func::FuncOp> declareHelper(ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  Type indices = MemRefType::get({ShapedType::kDynamic}, IndexType::get(ctx));
  Type bools =
      MemRefType::get({ShapedType::kDynamic}, IntegerType::get(ctx, 1));
  auto type =
      FunctionType::get(ctx, {indices, indices, bools, bools, bools}, {});
  if (auto existing = module.lookupSymbol<func::FuncOp>(dtc::kDeallocHelper)) {
    if (existing.getFunctionType() != type || !existing.isExternal())
      return existing.emitOpError()
             << "is not the runtime's deallocation helper";
    return existing;
  }
  if (Operation *other = module.lookupSymbol(dtc::kDeallocHelper))
    return other->emitOpError()
           << "takes the name of the runtime's deallocation helper";
  OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
  auto helper =
      func::FuncOp::create(b, module.getLoc(), dtc::kDeallocHelper, type);
  helper.setPrivate();
  return helper;
}

struct LowerDeallocationsPass
    : public dtc::impl::LowerDeallocationsBase<LowerDeallocationsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    bufferization::DeallocHelperMap helpers;
    bool general = false;
    module.walk([&](bufferization::DeallocOp op) {
      general |= op.getMemrefs().size() > 1;
    });
    if (general) {
      FailureOr<func::FuncOp> helper = declareHelper(module);
      if (failed(helper))
        return signalPassFailure();
      // Every dealloc's nearest symbol table: the module, or a nested one
      // (which then declares the helper too).
      module.walk([&](bufferization::DeallocOp op) {
        Operation *table = op->getParentWithTrait<OpTrait::SymbolTable>();
        if (op.getMemrefs().size() > 1 && !helpers.contains(table))
          helpers[table] = *helper;
      });
      for (auto &[table, helper] : helpers)
        if (table != module.getOperation()) {
          table->emitOpError()
              << "deallocates buffers in a nested symbol table, "
                 "which the runtime's helper does not reach";
          return signalPassFailure();
        }
    }
    RewritePatternSet patterns(&getContext());
    bufferization::populateBufferizationDeallocLoweringPattern(patterns,
                                                               helpers);
    ConversionTarget target(getContext());
    target.addLegalDialect<memref::MemRefDialect, arith::ArithDialect,
                           scf::SCFDialect, func::FuncDialect>();
    target.addIllegalOp<bufferization::DeallocOp>();
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
