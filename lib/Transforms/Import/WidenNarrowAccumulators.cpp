//===- WidenNarrowAccumulators.cpp - f16/bf16 sums carried in f32 ---------===//
//
// A contraction or reduction whose accumulator is f16 or bf16 (a JAX dot of
// bf16 operands with a bf16 result, as IREE's input conversion writes it:
// `linalg.matmul` on bf16 with a bf16 init) rounds its running sum to 16
// bits at every step. XLA computes such a dot in f32 and rounds its result
// once, and so does cuBLAS's GemmEx, which dtc calls for it on GPU meshes:
// before this pass the same program's product differed on a CPU mesh by up
// to 32 bf16 ulps (k = 16), and a bf16 sum of 4096 values near 1 came out
// 1088. Here each such op becomes a generic whose accumulator is f32, its
// body computed in f32 (narrow operands extended, exact for products of
// 16-bit floats), its init extended and its result rounded once to the
// narrow type.
//
//===----------------------------------------------------------------------===//
#include "dtc/Transforms/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace dtc {
#define GEN_PASS_DEF_WIDENNARROWACCUMULATORS
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

bool isNarrow(Type type) { return isa<Float16Type, BFloat16Type>(type); }

/// `type` with f32 for f16 and bf16 (scalars only).
Type widened(Type type) {
  return isNarrow(type) ? Float32Type::get(type.getContext()) : type;
}

/// Whether `op` touches a 16-bit float.
bool touchesNarrow(Operation *op) {
  return llvm::any_of(op->getOperandTypes(), isNarrow) ||
         llvm::any_of(op->getResultTypes(), isNarrow);
}

/// The arithmetic whose f32 form computes what it computed on 16-bit
/// floats, rounding aside: it can run on the widened values as it is.
bool widensAsItIs(Operation *op) {
  return isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::DivFOp,
             arith::NegFOp, arith::MaximumFOp, arith::MinimumFOp,
             arith::MaxNumFOp, arith::MinNumFOp, arith::CmpFOp,
             arith::SelectOp>(op);
}

/// Whether the body of `op` can be computed in f32 (every op on 16-bit
/// floats is arithmetic of widensAsItIs, a constant, an extension or a
/// truncation) and rounds a 16-bit sum or product on the way (otherwise
/// widening changes nothing: a max reduction).
bool widenableBody(linalg::LinalgOp op) {
  bool rounds = false;
  for (Operation &inner : op.getBlock()->without_terminator()) {
    if (!touchesNarrow(&inner))
      continue;
    if (isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::DivFOp>(inner))
      rounds = true;
    else if (!widensAsItIs(&inner) &&
             !isa<arith::ConstantOp, arith::ExtFOp, arith::TruncFOp>(inner))
      return false;
  }
  return rounds;
}

/// An elementwise generic that converts `value` to `elementType` (extf or
/// truncf), or a fill of the converted scalar where `value` is a fill.
Value convertTensor(RewriterBase &rewriter, Location loc, Value value,
                    Type elementType) {
  auto type = cast<RankedTensorType>(value.getType());
  Value empty = tensor::EmptyOp::create(
      rewriter, loc, tensor::getMixedSizes(rewriter, loc, value), elementType);
  auto convert = [&](OpBuilder &b, Location at, Value scalar) -> Value {
    if (elementType.getIntOrFloatBitWidth() >
        scalar.getType().getIntOrFloatBitWidth())
      return b.createOrFold<arith::ExtFOp>(at, elementType, scalar);
    return b.createOrFold<arith::TruncFOp>(at, elementType, scalar);
  };
  if (auto fill = value.getDefiningOp<linalg::FillOp>()) {
    Value scalar = convert(rewriter, loc, fill.getInputs()[0]);
    return linalg::FillOp::create(rewriter, loc, scalar, empty).getResult(0);
  }
  SmallVector<AffineMap> maps(2,
                              rewriter.getMultiDimIdentityMap(type.getRank()));
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             rewriter, loc, empty.getType(), value, empty, maps, iterators,
             [&](OpBuilder &b, Location at, ValueRange args) {
               linalg::YieldOp::create(b, at, convert(b, at, args[0]));
             })
      .getResult(0);
}

/// Rewrites `op` (a contraction or reduction on tensors with a 16-bit
/// float init) into a generic with f32 inits and an f32 body.
LogicalResult widen(RewriterBase &rewriter, linalg::LinalgOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumReductionLoops() == 0 ||
      op->getNumRegions() != 1 || !op.getBlock())
    return failure();
  bool narrowInit = false;
  for (Value init : op.getDpsInits())
    narrowInit |= isNarrow(getElementTypeOrSelf(init.getType()));
  if (!narrowInit || !widenableBody(op))
    return failure();

  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  SmallVector<Value> inits;
  SmallVector<Type> resultTypes;
  for (Value init : op.getDpsInits()) {
    Type element = getElementTypeOrSelf(init.getType());
    if (isNarrow(element))
      init = convertTensor(rewriter, loc, init, widened(element));
    inits.push_back(init);
    resultTypes.push_back(init.getType());
  }
  auto generic = linalg::GenericOp::create(
      rewriter, loc, resultTypes, op.getDpsInputs(), inits,
      op.getIndexingMapsArray(), op.getIteratorTypesArray());

  // The body: 16-bit inputs extended at its top, the accumulators f32, and
  // every op on 16-bit floats computed on the widened values (a truncation
  // the program wrote still rounds, then extends again).
  Block *old = op.getBlock();
  Block *body = rewriter.createBlock(&generic.getRegion());
  IRMapping map;
  const int64_t inputs = op.getNumDpsInputs();
  for (BlockArgument arg : old->getArguments()) {
    bool isInit = arg.getArgNumber() >= inputs;
    Type type = isInit ? widened(arg.getType()) : arg.getType();
    map.map(arg, body->addArgument(type, arg.getLoc()));
  }
  rewriter.setInsertionPointToStart(body);
  for (BlockArgument arg : old->getArguments().take_front(inputs))
    if (isNarrow(arg.getType()))
      map.map(arg,
              arith::ExtFOp::create(rewriter, arg.getLoc(),
                                    widened(arg.getType()), map.lookup(arg)));
  for (Operation &inner : old->without_terminator()) {
    Location at = inner.getLoc();
    if (!touchesNarrow(&inner)) {
      rewriter.clone(inner, map);
    } else if (auto ext = dyn_cast<arith::ExtFOp>(inner)) {
      Value wide = map.lookup(ext.getIn()); // f32 already
      if (wide.getType() != ext.getType())
        wide = arith::ExtFOp::create(rewriter, at, ext.getType(), wide);
      map.map(ext.getResult(), wide);
    } else if (auto trunc = dyn_cast<arith::TruncFOp>(inner)) {
      Value in = map.lookup(trunc.getIn());
      Value narrow = arith::TruncFOp::create(rewriter, at, trunc.getType(), in);
      Value wide = narrow;
      if (isNarrow(trunc.getType()))
        wide = arith::ExtFOp::create(rewriter, at, widened(trunc.getType()),
                                     narrow);
      map.map(trunc.getResult(), wide);
    } else if (auto constant = dyn_cast<arith::ConstantOp>(inner)) {
      auto value = cast<FloatAttr>(constant.getValue());
      map.map(constant.getResult(),
              arith::ConstantOp::create(
                  rewriter, at,
                  rewriter.getF32FloatAttr(value.getValue().convertToFloat())));
    } else {
      Operation *copy = rewriter.clone(inner, map);
      for (OpResult result : copy->getResults())
        result.setType(widened(result.getType()));
    }
  }
  SmallVector<Value> yielded;
  for (Value v : old->getTerminator()->getOperands())
    yielded.push_back(map.lookup(v));
  linalg::YieldOp::create(rewriter, loc, yielded);

  // The results rounded once to their 16-bit types.
  rewriter.setInsertionPointAfter(generic);
  SmallVector<Value> results;
  for (auto [result, original] :
       llvm::zip(generic->getResults(), op->getResults())) {
    Type element = getElementTypeOrSelf(original.getType());
    results.push_back(isNarrow(element)
                          ? convertTensor(rewriter, loc, result, element)
                          : Value(result));
  }
  SmallVector<Value> oldInits = op.getDpsInits();
  rewriter.replaceOp(op, results);
  for (Value init : oldInits) // the 16-bit fills nothing reads now
    if (Operation *def = init.getDefiningOp(); def && isOpTriviallyDead(def))
      rewriter.eraseOp(def);
  return success();
}

struct WidenNarrowAccumulatorsPass
    : public dtc::impl::WidenNarrowAccumulatorsBase<
          WidenNarrowAccumulatorsPass> {
  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> ops;
    getOperation()->walk([&](linalg::LinalgOp op) { ops.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : ops)
      (void)widen(rewriter, op);
  }
};

} // namespace
