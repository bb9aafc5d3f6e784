//===- SpecializeGenericOps.cpp - named ops only where they mean the same -===//
//
// Upstream's specialization decides by the body and the iterator types and
// then builds the named op with its default indexing maps, whatever the
// generic's maps were. Here every specialization is checked against the
// generic it replaces: the same operands, read through the same maps, with
// the same iterator types; a named op that differs is dropped.
//
//===----------------------------------------------------------------------===//
#include "dtc/Lowering/Passes.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"

namespace dtc {
#define GEN_PASS_DEF_SPECIALIZEGENERICOPS
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

/// Whether `named` computes what `generic` does: upstream's specialization
/// checked the body; the operands, maps and iterators are checked here.
bool sameComputation(linalg::GenericOp generic, linalg::LinalgOp named) {
  return llvm::equal(generic->getOperands(), named->getOperands()) &&
         generic.getIndexingMapsArray() == named.getIndexingMapsArray() &&
         generic.getIteratorTypesArray() == named.getIteratorTypesArray();
}

struct SpecializeGenericOpsPass
    : public dtc::impl::SpecializeGenericOpsBase<SpecializeGenericOpsPass> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> generics;
    getOperation()->walk([&](linalg::GenericOp op) { generics.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (linalg::GenericOp generic : generics) {
      rewriter.setInsertionPoint(generic);
      auto copy = cast<linalg::GenericOp>(rewriter.clone(*generic));
      FailureOr<linalg::LinalgOp> named =
          linalg::specializeGenericOp(rewriter, copy);
      if (failed(named)) {
        rewriter.eraseOp(copy);
        continue;
      }
      if (sameComputation(generic, *named))
        rewriter.replaceOp(generic, named->getOperation()->getResults());
      else
        rewriter.eraseOp(*named);
    }
  }
};

} // namespace
