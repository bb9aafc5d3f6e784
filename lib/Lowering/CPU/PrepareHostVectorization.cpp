//===- PrepareHostVectorization.cpp - vectorizable host loops -------------===//
//
// Elementwise and reduction chains lower to scalar loops that LLVM's loop
// vectorizer must widen: it cannot when a loop calls libm (tanh, exp, ...)
// or when a float reduction must keep its sequential order. Transcendental
// f32 functions become MLIR's polynomial approximations (plain arithmetic;
// exp dtc's own) where those are accurate, narrow floats' math f32 math,
// bf16 rounding integer arithmetic, and the accumulating operations of
// linalg reductions may reassociate; convolutions and pools (but the 2-D
// f32 ones dtc-convolutions-as-products made products) run with the
// output's channels innermost. Divisions stay divisions (vdivps): an f64
// product with a loop-invariant divisor's reciprocal, corrected to round as the
// division does, was as fast on one CPU and 19% slower in a softmax on another.
//
//===----------------------------------------------------------------------===//
#include "dtc/Lowering/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace dtc {
#define GEN_PASS_DEF_PREPAREHOSTVECTORIZATION
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

/// The functions rewritten into MLIR's polynomials (by operation name):
/// those whose approximation is within a few ulp over the whole f32 domain
/// (test/e2e/numerics/math-accuracy.mlir), log and log2 once scaleSubnormalLogs
/// has made their operands normal. Not sin and cos: MLIR's reduces the argument
/// by pi/2 in f32, so sin(3.141604) was 1% off, sin(1000) 2e-5 and sin(1e7)
/// any value in [-1, 1] (and sin of a tiny negative x 6e-8); nor atan, 40
/// ulp off near 0.66. Those stay libm's, which LLVM vectorizes with glibc's
/// libmvec where dtc compile gives it the vector library.
bool approximated(StringRef name) {
  return llvm::is_contained(
      {math::TanhOp::getOperationName(), math::ExpOp::getOperationName(),
       math::ExpM1Op::getOperationName(), math::LogOp::getOperationName(),
       math::Log1pOp::getOperationName(), math::Log2Op::getOperationName(),
       math::ErfOp::getOperationName()},
      name);
}

/// An f32 log or log2 of x as one of x * 2^23 less 23 ln 2 (or 23) where x
/// is below 2^-126: MLIR's approximation reads a subnormal x as 2^-126
/// (log(6.7e-42) came out -87.3, not -94.8), and x * 2^23 is normal. The
/// scaling is exact; a negative x, a zero or a NaN comes out as before.
void scaleSubnormalLogs(Operation *root) {
  SmallVector<Operation *> logs;
  root->walk([&](Operation *op) {
    if (isa<math::LogOp, math::Log2Op>(op) &&
        getElementTypeOrSelf(op->getResult(0).getType()).isF32())
      logs.push_back(op);
  });
  for (Operation *op : logs) {
    OpBuilder b(op);
    Location loc = op->getLoc();
    Value x = op->getOperand(0);
    Type type = x.getType();
    auto constant = [&](float value) -> Value {
      TypedAttr attr = b.getF32FloatAttr(value);
      if (auto shaped = dyn_cast<ShapedType>(type))
        attr = SplatElementsAttr::get(shaped, attr);
      return arith::ConstantOp::create(b, loc, attr);
    };
    const bool natural = isa<math::LogOp>(op);
    Value small = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, x,
                                        constant(0x1p-126f));
    Value scaled = arith::MulFOp::create(b, loc, x, constant(0x1p23f));
    Value operand = arith::SelectOp::create(b, loc, small, scaled, x);
    Value log = natural ? math::LogOp::create(b, loc, operand).getResult()
                        : math::Log2Op::create(b, loc, operand).getResult();
    // 23 ln 2 rounded to f32: 0.06 ulp of the results it corrects.
    Value correction = arith::SelectOp::create(
        b, loc, small, constant(natural ? 23 * 0.693147180559945309f : 23.0f),
        constant(0.0f));
    op->getResult(0).replaceAllUsesWith(
        arith::SubFOp::create(b, loc, log, correction).getResult());
    op->erase();
  }
}

/// f32 e^x as (e^r) * 2^n, the scaling by `llvm.intr.ldexp` (AVX-512's
/// vscalefps once vectorized), which over- and underflows as exp does:
///
///   x  clamped to [-104, 89], a NaN kept (e^-104 rounds to 0, e^89 is inf)
///   t  = fma(x, 1/ln 2, 1.5 * 2^23)   the sum rounds x / ln 2 to an integer
///   n  = t - 1.5 * 2^23               that integer, exact
///   ni = bits(t) - bits(1.5 * 2^23)   the same as an i32 (for any x: a NaN
///                                     gives some i32 where a conversion
///                                     would give poison)
///   r  = x - n ln 2                   two fma: ln 2 = 0.693359375 (9 bits:
///                                     n * it is exact) - 2.12194440e-4
///   e^r = 1 + r (1 + r P(r))          Cephes's P, Horner's scheme
///   e^x = ldexp(e^r, ni)              with `scalef` (vscalefps); else
///       = (e^r * 2^h) * 2^(ni - h)    h = ni >> 1, each power of two made
///                                     from its exponent bits (ni is in
///                                     [-150, 128]: both halves normal), so
///                                     only the second product rounds
///
/// Within 0.9 ulp of exp in f64 rounded to f32 for all 2^32 inputs,
/// subnormal results included (see the pass's description).
struct ExpByScaling : OpRewritePattern<math::ExpOp> {
  ExpByScaling(MLIRContext *ctx, bool scalef)
      : OpRewritePattern(ctx, /*benefit=*/2), scalef(scalef) {}
  bool scalef;

  LogicalResult matchAndRewrite(math::ExpOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getType().isF32())
      return rewriter.notifyMatchFailure(op, "not a scalar f32");
    Location loc = op.getLoc();
    Type f32 = rewriter.getF32Type(), i32 = rewriter.getI32Type();
    auto constant = [&](float value) -> Value {
      return arith::ConstantOp::create(rewriter, loc,
                                       rewriter.getF32FloatAttr(value));
    };
    auto fma = [&](Value a, Value b, Value c) -> Value {
      return math::FmaOp::create(rewriter, loc, a, b, c);
    };
    // select(x uge bound, x, bound): vmaxps / vminps, a NaN x kept.
    auto clamp = [&](Value x, arith::CmpFPredicate keep, float bound) -> Value {
      Value b = constant(bound);
      Value cmp = arith::CmpFOp::create(rewriter, loc, keep, x, b);
      return arith::SelectOp::create(rewriter, loc, cmp, x, b);
    };
    Value x = clamp(op.getOperand(), arith::CmpFPredicate::UGE, -104.0f);
    x = clamp(x, arith::CmpFPredicate::ULE, 89.0f);
    const float shift = 12582912.0f; // 1.5 * 2^23
    Value shiftValue = constant(shift);
    Value t = fma(x, constant(1.44269504088896341f), shiftValue);
    Value n = arith::SubFOp::create(rewriter, loc, t, shiftValue);
    Value ni = arith::SubIOp::create(
        rewriter, loc, arith::BitcastOp::create(rewriter, loc, i32, t),
        arith::ConstantOp::create(
            rewriter, loc,
            rewriter.getI32IntegerAttr(llvm::bit_cast<int32_t>(shift))));
    Value r = fma(n, constant(-0.693359375f), x);
    r = fma(n, constant(2.12194440e-4f), r);
    Value p = fma(constant(1.9875691500e-4f), r, constant(1.3981999507e-3f));
    for (float c : {8.3334519073e-3f, 4.1665795894e-2f, 1.6666665459e-1f,
                    5.0000001201e-1f})
      p = fma(p, r, constant(c));
    Value one = constant(1.0f);
    Value er = fma(fma(p, r, one), r, one);
    if (scalef) {
      rewriter.replaceOpWithNewOp<LLVM::LoadExpOp>(op, f32, er, ni);
      return success();
    }
    auto integer = [&](int32_t value) -> Value {
      return arith::ConstantOp::create(rewriter, loc,
                                       rewriter.getI32IntegerAttr(value));
    };
    // 2^k for k in [-126, 127]: k + 127 in the exponent bits.
    auto power = [&](Value k) -> Value {
      Value biased = arith::AddIOp::create(rewriter, loc, k, integer(127));
      Value bits = arith::ShLIOp::create(rewriter, loc, biased, integer(23));
      return arith::BitcastOp::create(rewriter, loc, f32, bits);
    };
    Value h = arith::ShRSIOp::create(rewriter, loc, ni, integer(1));
    Value l = arith::SubIOp::create(rewriter, loc, ni, h);
    Value scaled = arith::MulFOp::create(rewriter, loc, er, power(h));
    rewriter.replaceOpWithNewOp<arith::MulFOp>(op, scaled, power(l));
    return success();
  }
};

/// Marks the float operations of `op`'s body that fold into a reduction
/// accumulator (an output block argument, whose update is yielded) as
/// reassociable.
void reassociateReductions(linalg::GenericOp op) {
  if (op.getNumReductionLoops() == 0)
    return;
  Block &body = op.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  for (OpOperand &init : op.getDpsInitsMutable()) {
    BlockArgument acc = op.getMatchingBlockArgument(&init);
    Value yielded =
        yield.getOperand(init.getOperandNumber() - op.getNumDpsInputs());
    auto update = yielded.getDefiningOp<arith::ArithFastMathInterface>();
    if (!update || update->getBlock() != &body ||
        !llvm::is_contained(update->getOperands(), acc) ||
        !isa<arith::AddFOp, arith::MulFOp, arith::MaximumFOp, arith::MinimumFOp,
             arith::MaxNumFOp, arith::MinNumFOp>(update))
      continue;
    arith::FastMathFlags flags = arith::FastMathFlags::reassoc;
    if (arith::FastMathFlagsAttr old = update.getFastMathFlagsAttr())
      flags = flags | old.getValue();
    update->setAttr(update.getFastMathAttrName(),
                    arith::FastMathFlagsAttr::get(op.getContext(), flags));
  }
}

/// `fma` as a product and a sum.
void unfuse(math::FmaOp fma) {
  OpBuilder b(fma);
  Value product =
      arith::MulFOp::create(b, fma.getLoc(), fma.getA(), fma.getB());
  fma.replaceAllUsesWith(
      arith::AddFOp::create(b, fma.getLoc(), product, fma.getC()).getResult());
  fma.erase();
}

/// A convolution's or a pool's loop nest ends with its reductions (the
/// window and the input channels), so its innermost loop strides through
/// the filter a row at a time: the loop of the output's last (contiguous)
/// dimension goes innermost instead, an update of a row of outputs from a
/// row of the filter that LLVM widens. Each output element's sum keeps its
/// order (the reductions stay nested as they were): the same bits.
void contiguousInnermost(Operation *root) {
  SmallVector<linalg::LinalgOp> ops;
  root->walk([&](linalg::LinalgOp op) {
    if (op.hasPureTensorSemantics() && op.getNumDpsInits() == 1 &&
        linalg::isaConvolutionOpInterface(op))
      ops.push_back(op);
  });
  IRRewriter rewriter(root->getContext());
  for (linalg::LinalgOp op : ops) {
    unsigned numLoops = op.getNumLoops();
    AffineMap out = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
    if (out.getNumResults() == 0)
      continue;
    auto last = dyn_cast<AffineDimExpr>(out.getResults().back());
    if (!last || last.getPosition() == numLoops - 1 ||
        op.getIteratorTypesArray()[last.getPosition()] !=
            utils::IteratorType::parallel)
      continue;
    unsigned p = last.getPosition();
    // Every operand reads the loop, if at all, as its last dimension.
    bool contiguous =
        llvm::all_of(op->getOpOperands(), [&](OpOperand &operand) {
          AffineMap map = op.getMatchingIndexingMap(&operand);
          for (auto [i, e] : llvm::enumerate(map.getResults()))
            if (e.isFunctionOfDim(p) &&
                (i + 1 != map.getNumResults() || e != last))
              return false;
          return true;
        });
    if (!contiguous)
      continue;
    SmallVector<unsigned> order;
    for (unsigned i = 0; i < numLoops; ++i)
      if (i != p)
        order.push_back(i);
    order.push_back(p);
    rewriter.setInsertionPoint(op);
    FailureOr<linalg::GenericOp> generic =
        linalg::generalizeNamedOp(rewriter, op);
    if (succeeded(generic))
      (void)linalg::interchangeGenericOp(rewriter, *generic, order);
  }
}

struct PrepareHostVectorization
    : dtc::impl::PrepareHostVectorizationBase<PrepareHostVectorization> {
  using Base::Base;

  void runOnOperation() override {
    // The program's own fused multiply-adds, which keep their rounding.
    llvm::DenseSet<Operation *> written;
    if (!fma)
      getOperation()->walk([&](math::FmaOp op) { written.insert(op); });
    if (failed(dtc::extendNarrowMath(getOperation())))
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    // Before MLIR's exp, which still takes vector-typed ones.
    patterns.add<ExpByScaling>(&getContext(), scalef);
    scaleSubnormalLogs(getOperation());
    populateMathPolynomialApproximationPatterns(patterns, approximated);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
    if (!fma) {
      SmallVector<math::FmaOp> approximations;
      getOperation()->walk([&](math::FmaOp op) {
        if (!written.contains(op))
          approximations.push_back(op);
      });
      for (math::FmaOp op : approximations)
        unfuse(op);
    }
    if (failed(dtc::roundBf16InIntegers(getOperation())))
      return signalPassFailure();
    contiguousInnermost(getOperation());
    getOperation()->walk(reassociateReductions);
  }
};

} // namespace

// (Declared in Passes.h: the emulated GPU kernels round so too.) LLVM would
// round with vcvtneps2bf16 (2^-130 became 0, the largest f32 subnormal 0
// instead of 2^-126), where JAX and a GPU's cvt.rn.bf16.f32 keep them.
LogicalResult dtc::roundBf16InIntegers(Operation *root) {
  MLIRContext *ctx = root->getContext();
  TypeConverter converter;
  arith::populateEmulateUnsupportedFloatsConversions(
      converter, {BFloat16Type::get(ctx)}, Float32Type::get(ctx));
  RewritePatternSet emulation(ctx);
  arith::populateEmulateUnsupportedFloatsPatterns(emulation, converter);
  ConversionTarget target(*ctx);
  arith::populateEmulateUnsupportedFloatsLegality(target, converter);
  if (failed(applyPartialConversion(root, target, std::move(emulation))))
    return failure();
  RewritePatternSet expansion(ctx);
  arith::populateExpandBFloat16Patterns(expansion);
  return applyPatternsGreedily(root, std::move(expansion));
}

/// Math on f16, bf16 and the 8-bit floats as math on f32, extended and
/// rounded back (upstream's math-extend-to-supported-types patterns), as
/// XLA computes them on a CPU: the f32 approximations then apply (LLVM
/// would call libm's f32 function once per element, and round a bf16
/// result with vcvtneps2bf16, which flushes subnormals).
LogicalResult dtc::extendNarrowMath(Operation *root) {
  MLIRContext *ctx = root->getContext();
  TypeConverter converter;
  SetVector<Type> supported;
  supported.insert(Float32Type::get(ctx));
  supported.insert(Float64Type::get(ctx));
  math::populateExtendToSupportedTypesTypeConverter(converter, supported,
                                                    Float32Type::get(ctx));
  ConversionTarget target(*ctx);
  math::populateExtendToSupportedTypesConversionTarget(target, converter);
  RewritePatternSet patterns(ctx);
  math::populateExtendToSupportedTypesPatterns(patterns, converter);
  return applyPartialConversion(root, target, std::move(patterns));
}
