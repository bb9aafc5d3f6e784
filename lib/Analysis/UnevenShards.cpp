//===- UnevenShards.cpp - which loops may be sharded unevenly, exactly ----===//
//
// Uneven shards (docs/uneven.md: blocks of ceil(n/k), padding at the end of
// the last blocks) in the sharding rules: which factors of an op may be
// sharded unevenly with exact results (ShardingRule::unevenOk, markUneven),
// and how partitioning keeps padding out of reductions.
//
// A reduction factor sharded unevenly (docs/uneven.md: blocks of ceil(n/k))
// leaves padding in the last blocks of the operands it reduces over. What
// is there is no data (a packed value's zeros, or whatever an op computed
// from padding: exp(0), NaN), so each device's partial reduction must skip
// it, exactly:
//   - linalg.generic: the body keeps its accumulators on the iterations
//     whose global index along the factor is past its size;
//   - contractions (matmul and the like, combined by sum): every operand
//     indexed by the factor has its padding set to 0 (both sides: NaN * 0
//     is NaN);
//   - linalg.reduce: the inputs' padding is set to the combiner's identity.
// markUneven admits exactly these.
//
//===----------------------------------------------------------------------===//
#include "ShardingRuleDetail.h"
#include "Windows.h"
#include "dtc/Dialect/DTensor/IR/LocalViewBuilders.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

/// An uneven reduction factor on this device: where its block starts and
/// the factor's size.
struct UnevenFactor {
  int64_t factor;
  Value start;
  int64_t size;
};

/// i1: whether every factor's global index (`index(f)` plus the block's
/// start) is below its size.
template <typename IndexOf>
Value inBounds(OpBuilder &b, Location loc, ArrayRef<UnevenFactor> factors,
               IndexOf index) {
  Value valid;
  for (const UnevenFactor &u : factors) {
    Value global = arith::AddIOp::create(b, loc, index(u.factor), u.start);
    Value below =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, global,
                              arith::ConstantIndexOp::create(b, loc, u.size));
    valid = valid ? arith::AndIOp::create(b, loc, valid, below) : below;
  }
  return valid;
}

/// `v` with its padding along the factors (at dimensions `dims`, the
/// factor of each or -1) replaced by `kind`'s identity.
Value maskPadding(OpBuilder &b, Location loc, Value v, ArrayRef<int64_t> dims,
                  ArrayRef<UnevenFactor> factors, ReductionKind kind) {
  auto type = cast<RankedTensorType>(v.getType());
  SmallVector<UnevenFactor> here;
  SmallVector<int64_t> dimOf;
  for (const UnevenFactor &u : factors)
    if (auto it = llvm::find(dims, u.factor); it != dims.end()) {
      here.push_back(u);
      dimOf.push_back(it - dims.begin());
    }
  if (here.empty())
    return v;
  Value identity = identityTensor(b, loc, type, kind);
  Value init =
      tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
  AffineMap id = b.getMultiDimIdentityMap(type.getRank());
  SmallVector<utils::IteratorType> parallel(type.getRank(),
                                            utils::IteratorType::parallel);
  auto masked = linalg::GenericOp::create(
      b, loc, type, ValueRange{v, identity}, ValueRange{init},
      ArrayRef<AffineMap>{id, id, id}, parallel,
      [&](OpBuilder &body, Location l, ValueRange args) {
        Value valid = inBounds(body, l, here, [&](int64_t f) -> Value {
          int64_t d =
              dimOf[llvm::find_if(here, [&](const UnevenFactor
                                                &u) { return u.factor == f; }) -
                    here.begin()];
          return linalg::IndexOp::create(body, l, d);
        });
        linalg::YieldOp::create(body, l,
                                ValueRange{arith::SelectOp::create(
                                    body, l, valid, args[0], args[1])});
      });
  return masked.getResult(0);
}

/// Folds the mask `masked` (maskPadding's) into the elementwise op that
/// makes its input, when nothing else reads that input (a ReLU's
/// activations before the next product): one pass over the block instead
/// of two. Upstream's elementwise fusion does it, on a copy of the producer
/// (the partitioner knows the producer's result by its address: it is left
/// in place, unused, for dead code elimination, and no op it knows is
/// erased); the e2e tests check the numbers.
void fuseIntoProducer(Value masked) {
  auto mask = masked.getDefiningOp<linalg::GenericOp>();
  if (!mask)
    return;
  OpOperand *input = mask.getDpsInputOperand(0);
  auto producer = input->get().getDefiningOp<linalg::LinalgOp>();
  if (!producer || !input->get().hasOneUse() ||
      producer->getNumResults() != 1 || producer.getNumReductionLoops() != 0 ||
      producer->getBlock() != mask->getBlock())
    return;
  IRRewriter rewriter(mask.getContext());
  rewriter.setInsertionPoint(mask);
  auto copy = cast<linalg::LinalgOp>(rewriter.clone(*producer));
  linalg::GenericOp generic = dyn_cast<linalg::GenericOp>(*copy);
  if (!generic) {
    FailureOr<linalg::GenericOp> general =
        linalg::generalizeNamedOp(rewriter, copy);
    if (failed(general)) {
      rewriter.eraseOp(copy);
      return;
    }
    generic = *general;
  }
  input->set(generic->getResult(0));
  if (!linalg::areElementwiseOpsFusable(input)) {
    input->set(producer->getResult(0));
    rewriter.eraseOp(generic);
    return;
  }
  FailureOr<linalg::ElementwiseOpFusionResult> fused =
      linalg::fuseElementwiseOps(rewriter, input);
  if (failed(fused)) {
    input->set(producer->getResult(0));
    rewriter.eraseOp(generic);
    return;
  }
  for (auto [from, to] : fused->replacements)
    rewriter.replaceAllUsesWith(from, to);
  rewriter.eraseOp(mask);
  rewriter.eraseOp(generic);
}

} // namespace

LogicalResult dtc::sharding::maskUnevenReductions(const ShardingRule &rule,
                                                  const LocalOp &local) {
  auto op = dyn_cast<linalg::LinalgOp>(local.op);
  if (!op)
    return success();
  OpBuilder b(local.op);
  Location loc = local.op->getLoc();
  SmallVector<UnevenFactor> factors;
  for (unsigned f = 0; f < rule.numFactors(); ++f) {
    if (!rule.isReduction[f])
      continue;
    auto [layout, axes] = factorSharding(rule, local, f);
    if (!layout || rule.factorSizes[f] % local.mesh.getGroupSize(axes) == 0)
      continue;
    factors.push_back(
        {int64_t(f), blockStart(b, rule, local, f), rule.factorSizes[f]});
  }
  if (factors.empty())
    return success();
  if (!rule.combiner || !rule.unevenOk[factors.front().factor])
    return local.op->emitOpError()
           << "reduces over a dimension sharded unevenly, which dtc cannot "
              "keep its padding out of";
  if (auto generic = dyn_cast<linalg::GenericOp>(local.op)) {
    // Skipped iterations keep the accumulators (the outputs' block
    // arguments) as they are.
    Block *body = generic.getBody();
    auto yield = cast<linalg::YieldOp>(body->getTerminator());
    OpBuilder in(yield);
    Value valid = inBounds(in, loc, factors, [&](int64_t f) -> Value {
      return linalg::IndexOp::create(in, loc, f);
    });
    unsigned firstOutput = generic.getNumDpsInputs();
    for (auto [k, value] : llvm::enumerate(yield.getOperands()))
      yield->setOperand(
          k, arith::SelectOp::create(in, loc, valid, value,
                                     body->getArgument(firstOutput + k)));
    return success();
  }
  // Contractions and linalg.reduce: the inputs masked before the op (the
  // identity of its combiner: 0 for a contraction's sum). An input defined
  // outside the op's block (a weight read in every iteration of a loop)
  // is masked once, where it is defined.
  for (auto [i, dims] : llvm::zip(rule.operandIndices, rule.operandDims)) {
    OpOperand &operand = local.op->getOpOperand(i);
    if (!op.isDpsInput(&operand))
      continue;
    Value v = operand.get();
    OpBuilder at(local.op);
    SmallVector<UnevenFactor> where = factors;
    if (v.getParentBlock() != local.op->getBlock()) {
      if (auto arg = dyn_cast<BlockArgument>(v))
        at.setInsertionPointToStart(arg.getOwner());
      else
        at.setInsertionPointAfter(v.getDefiningOp());
      for (UnevenFactor &u : where)
        u.start = blockStart(at, rule, local, u.factor);
    }
    operand.set(maskPadding(at, loc, v, dims, where, *rule.combiner));
    if (operand.get() != v)
      fuseIntoProducer(operand.get());
  }
  return success();
}

void dtc::sharding::markUneven(Operation *op, ShardingRule &rule) {
  rule.unevenOk.assign(rule.numFactors(), false);
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  bool positionwise =
      linalgOp ||
      isa<linalg::SoftmaxOp, tensor::EmptyOp, tensor::SplatOp>(op) ||
      OpTrait::hasElementwiseMappableTraits(op) ||
      sharding::isBarrierOfOneValue(op);
  if (!positionwise)
    return;
  // Loops read through an expression (windows, strided reads) are not.
  llvm::SmallBitVector throughExpression(rule.numFactors());
  if (linalgOp)
    for (AffineMap map : linalgOp.getIndexingMapsArray())
      for (AffineExpr e : map.getResults())
        if (!isa<AffineDimExpr, AffineConstantExpr>(e))
          e.walk([&](AffineExpr inner) {
            if (auto d = dyn_cast<AffineDimExpr>(inner);
                d && d.getPosition() < rule.numFactors())
              throughExpression.set(d.getPosition());
          });
  for (const auto &loops : rule.windowLoops)
    for (int64_t f : loops)
      if (f >= 0)
        throughExpression.set(f);
  // A reduction the partitioner can keep padding out of.
  bool maskable = linalgOp && rule.combiner &&
                  (isa<linalg::GenericOp, linalg::ReduceOp>(op) ||
                   (linalg::isaContractionOpInterface(linalgOp) &&
                    *rule.combiner == ReductionKind::sum));
  auto tensors = [&](ArrayRef<SmallVector<int64_t>> dims,
                     ArrayRef<unsigned> indices, bool results) {
    SmallVector<std::pair<ArrayRef<int64_t>, RankedTensorType>> out;
    for (auto [d, i] : llvm::zip(dims, indices))
      out.push_back(
          {d, cast<RankedTensorType>(results ? op->getResult(i).getType()
                                             : op->getOperand(i).getType())});
    return out;
  };
  auto all = tensors(rule.operandDims, rule.operandIndices, false);
  llvm::append_range(all, tensors(rule.resultDims, rule.resultIndices, true));
  for (unsigned f = 0; f < rule.numFactors(); ++f) {
    bool ok = !throughExpression.test(f) &&
              !ShapedType::isDynamic(rule.factorSizes[f]) &&
              (!rule.isReduction[f] || maskable);
    for (auto [dims, type] : all)
      for (auto [d, g] : llvm::enumerate(dims))
        ok &= g != int64_t(f) || type.getDimSize(d) == rule.factorSizes[f];
    rule.unevenOk[f] = ok;
  }
}

bool dtc::factorFits(const ShardingRule &rule, int64_t f, int64_t shards) {
  if (f < 0 || ShapedType::isDynamic(rule.factorSizes[f]))
    return false;
  return rule.factorSizes[f] % shards == 0 ||
         (size_t(f) < rule.unevenOk.size() && rule.unevenOk[f]);
}
