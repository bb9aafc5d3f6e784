//===- FuseElementwiseChains.cpp - fuse producers into every consumer -----===//
//
// Upstream's elementwise fusion takes a producer into its consumer only when
// the consumer is its single user. A value read by two generics (the
// exponentials of a softmax, the centered values of a layer norm) is then
// materialized: one write and two reads of a whole tensor. Here a producer
// whose users are all linalg.generic ops is fused into each of them, its
// computation repeated per user, and disappears.
//
//===----------------------------------------------------------------------===//
#include "FusionControl.h"
#include "dtc/Lowering/Passes.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace dtc {
#define GEN_PASS_DEF_FUSEELEMENTWISECHAINS
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

/// The most users a producer is recomputed for.
constexpr unsigned kMaxUsers = 3;

/// Whether `op` costs more to compute twice than a pass over its result
/// does: math functions computed by polynomials (exp, tanh, log, erf, ...:
/// a softmax's exponentials took longer than writing them and reading them
/// back twice, which dtc-tile-row-chains then keeps in cache).
bool expensive(Operation *op) {
  return isa<math::MathDialect>(op->getDialect()) &&
         !isa<math::AbsFOp, math::AbsIOp, math::FmaOp, math::SqrtOp,
              math::RsqrtOp, math::FloorOp, math::CeilOp, math::RoundOp,
              math::RoundEvenOp, math::TruncOp, math::CopySignOp>(op);
}

/// Whether the producer of `operand` is fused into its user: an
/// elementwise generic whose users are all generics, few enough, that
/// computes nothing expensive.
bool fusable(OpOperand *operand) {
  auto producer = operand->get().getDefiningOp<linalg::GenericOp>();
  if (!producer || producer.getNumLoops() != producer.getNumParallelLoops())
    return false;
  if (producer->getUsers().empty() ||
      llvm::hasSingleElement(producer->getUsers()))
    ; // one user: upstream's fusion would take it anyway
  else if (producer.getBody()
               ->walk([](Operation *op) {
                 return expensive(op) ? WalkResult::interrupt()
                                      : WalkResult::advance();
               })
               .wasInterrupted())
    return false;
  unsigned users = 0;
  for (OpOperand &use : producer->getUses()) {
    if (!isa<linalg::GenericOp>(use.getOwner()) || !dtc::fusesInto(&use))
      return false;
    ++users;
  }
  return users <= kMaxUsers;
}

struct FuseElementwiseChains
    : dtc::impl::FuseElementwiseChainsBase<FuseElementwiseChains> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    RewritePatternSet patterns(ctx);
    linalg::populateElementwiseOpsFusionPatterns(patterns, fusable);
    linalg::GenericOp::getCanonicalizationPatterns(patterns, ctx);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
