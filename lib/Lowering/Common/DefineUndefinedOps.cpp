//===- DefineUndefinedOps.cpp - XLA results where MLIR has none -------===//
//
// Integer quotients and remainders by zero (and INT_MIN / -1), shifts by the
// bit width or more, float-to-integer conversions of NaN or of values out of
// range, and reads and writes of tensors at positions out of bounds get
// XLA's results instead of undefined behaviour or poison.
//
//===----------------------------------------------------------------------===//
#include "dtc/Lowering/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

#include <cmath>

namespace dtc {
#define GEN_PASS_DEF_DEFINEUNDEFINEDOPS
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

/// Builds constants and the ops that define one op's result, at an
/// insertion point that moves from before the op (its operands' guards) to
/// after it (the selects of its result).
struct Builder {
  OpBuilder b;
  Location loc;

  Value integer(Type type, const APInt &value) {
    return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, value));
  }
  Value integer(Type type, int64_t value) {
    return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, value));
  }
  Value cmp(arith::CmpIPredicate predicate, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, predicate, x, y);
  }
  Value select(Value condition, Value x, Value y) {
    return arith::SelectOp::create(b, loc, condition, x, y);
  }
};

unsigned widthOf(Type type) {
  return type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
}

/// Replaces `result`'s uses (but the select's own) by select(cond, x, result).
void selectAfter(Builder &at, Operation *op, Value condition, Value x) {
  at.b.setInsertionPointAfter(op);
  Value result = op->getResult(0);
  Value select = at.select(condition, x, result);
  result.replaceAllUsesExcept(select, select.getDefiningOp());
}

/// Quotients and remainders: divides by 1 where the divisor is zero (or -1
/// with the smallest dividend, signed) and selects the defined result.
void defineDivision(Operation *op, bool quotient, bool isSigned) {
  Value a = op->getOperand(0), b = op->getOperand(1);
  Type type = b.getType();
  APInt divisor;
  if (!type.isIntOrIndex() ||
      (matchPattern(b, m_ConstantInt(&divisor)) && !divisor.isZero() &&
       !(isSigned && divisor.isAllOnes())))
    return; // shaped (generalized into scalars before), or defined already
  Builder at{OpBuilder(op), op->getLoc()};
  Value zero = at.cmp(arith::CmpIPredicate::eq, b, at.integer(type, 0));
  Value undefined = zero;
  if (isSigned) {
    Value min =
        at.cmp(arith::CmpIPredicate::eq, a,
               at.integer(type, APInt::getSignedMinValue(widthOf(type))));
    Value neg = at.cmp(arith::CmpIPredicate::eq, b, at.integer(type, -1));
    Value wraps = arith::AndIOp::create(at.b, at.loc, min, neg);
    undefined = arith::OrIOp::create(at.b, at.loc, zero, wraps);
  }
  op->setOperand(1, at.select(undefined, at.integer(type, 1), b));
  selectAfter(at, op, zero, quotient ? at.integer(type, -1) : a);
}

/// Shifts by the width or more: 0, or the sign filled in (shrsi). The
/// shift itself is poison there, which the select does not pick.
void defineShift(Operation *op) {
  Value a = op->getOperand(0), amount = op->getOperand(1);
  Type type = amount.getType();
  const unsigned width = widthOf(type);
  APInt by;
  if (!type.isIntOrIndex() ||
      (matchPattern(amount, m_ConstantInt(&by)) && by.ult(width)))
    return;
  Builder at{OpBuilder(op), op->getLoc()};
  Value over =
      at.cmp(arith::CmpIPredicate::uge, amount, at.integer(type, width));
  Value result = at.integer(type, 0);
  if (isa<arith::ShRSIOp>(op))
    result =
        arith::ShRSIOp::create(at.b, at.loc, a, at.integer(type, width - 1));
  selectAfter(at, op, over, result);
}

/// Float-to-integer conversions saturate, and NaN becomes 0. The bounds are
/// powers of two, exact in every float type (or infinite in a narrow one,
/// whose values are then all in range).
void defineConversion(Operation *op, bool isSigned) {
  Value x = op->getOperand(0);
  auto floatType = dyn_cast<FloatType>(x.getType());
  Type type = op->getResult(0).getType();
  if (!floatType || !type.isSignlessInteger())
    return;
  const unsigned width = widthOf(type);
  Builder at{OpBuilder(op), op->getLoc()};
  auto bound = [&](double value) -> Value {
    return arith::ConstantOp::create(at.b, at.loc,
                                     at.b.getFloatAttr(floatType, value));
  };
  auto fcmp = [&](arith::CmpFPredicate predicate, Value y) {
    return arith::CmpFOp::create(at.b, at.loc, predicate, x, y).getResult();
  };
  // x >= 2^(w-1) (2^w unsigned): the largest; x <= -2^(w-1) (x < 0 or NaN
  // unsigned): the smallest (-2^(w-1) converts to it anyway; in a narrow
  // float type the bound is infinite and <= takes -inf); NaN: 0.
  const double top = std::ldexp(1.0, isSigned ? int(width) - 1 : int(width));
  Value high = fcmp(arith::CmpFPredicate::OGE, bound(top));
  Value low = isSigned ? fcmp(arith::CmpFPredicate::OLE, bound(-top))
                       : fcmp(arith::CmpFPredicate::ULT, bound(0.0));
  Value nan = fcmp(arith::CmpFPredicate::UNO, x);
  APInt largest =
      isSigned ? APInt::getSignedMaxValue(width) : APInt::getMaxValue(width);
  APInt smallest =
      isSigned ? APInt::getSignedMinValue(width) : APInt::getZero(width);
  at.b.setInsertionPointAfter(op);
  Value result = op->getResult(0);
  Value clamped = at.select(low, at.integer(type, smallest), result);
  Value saturated = at.select(high, at.integer(type, largest), clamped);
  Value defined = at.select(nan, at.integer(type, 0), saturated);
  result.replaceAllUsesExcept(defined, clamped.getDefiningOp());
}

/// `index` (an index into dimension `dim` of `tensor`, for a slice of
/// `size` elements `stride` apart) clamped so that the slice is in bounds:
/// into [0, extent - 1 - (size - 1) * stride]. A constant index already in
/// bounds is kept; so is one whose size or stride is not a constant.
Value clampIndex(OpBuilder &b, Location loc, Value tensor, unsigned dim,
                 Value index, int64_t size = 1, int64_t stride = 1) {
  auto type = cast<RankedTensorType>(tensor.getType());
  const int64_t extent = type.getDimSize(dim);
  const int64_t span = (size - 1) * stride;
  APInt constant;
  if (matchPattern(index, m_ConstantInt(&constant)) &&
      !ShapedType::isDynamic(extent) && constant.getSExtValue() >= 0 &&
      constant.getSExtValue() + span < extent)
    return index;
  Value last = ShapedType::isDynamic(extent)
                   ? arith::SubIOp::create(
                         b, loc, tensor::DimOp::create(b, loc, tensor, dim),
                         arith::ConstantIndexOp::create(b, loc, span + 1))
                         .getResult()
                   : arith::ConstantIndexOp::create(b, loc, extent - 1 - span)
                         .getResult();
  Value above = arith::MaxSIOp::create(
      b, loc, index, arith::ConstantIndexOp::create(b, loc, 0));
  return arith::MinSIOp::create(b, loc, above, last);
}

/// tensor.extract and tensor.insert at positions out of bounds read memory
/// that is not the tensor's or write over it (an embedding lookup of id
/// 100000000 died of SIGSEGV): each index is clamped into its dimension, as
/// XLA clamps a gather's and a dynamic update's start indices.
void clampElementIndices(Operation *op, Value tensor,
                         MutableOperandRange indices) {
  OpBuilder b(op);
  for (auto [dim, index] : llvm::enumerate(indices))
    index.set(clampIndex(b, op->getLoc(), tensor, dim, index.get()));
}

/// tensor.extract_slice and tensor.insert_slice at dynamic offsets: each
/// offset clamped so that the slice fits (XLA's dynamic_slice and
/// dynamic_update_slice), where its size and stride are constants.
template <typename SliceOp> void clampSliceOffsets(SliceOp op, Value tensor) {
  if (op.getOffsets().empty())
    return;
  OpBuilder b(op);
  SmallVector<Value> offsets;
  unsigned next = 0;
  for (auto [dim, offset] : llvm::enumerate(op.getStaticOffsets())) {
    if (!ShapedType::isDynamic(offset))
      continue;
    Value value = op.getOffsets()[next++];
    const int64_t size = op.getStaticSizes()[dim],
                  stride = op.getStaticStrides()[dim];
    offsets.push_back(
        ShapedType::isDynamic(size) || ShapedType::isDynamic(stride)
            ? value
            : clampIndex(b, op.getLoc(), tensor, dim, value, size, stride));
  }
  op.getOffsetsMutable().assign(offsets);
}

struct DefineUndefinedOps
    : dtc::impl::DefineUndefinedOpsBase<DefineUndefinedOps> {
  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      if (isa<arith::DivSIOp, arith::FloorDivSIOp, arith::CeilDivSIOp,
              arith::DivUIOp, arith::CeilDivUIOp, arith::RemSIOp,
              arith::RemUIOp, arith::ShLIOp, arith::ShRSIOp, arith::ShRUIOp,
              arith::FPToSIOp, arith::FPToUIOp, tensor::ExtractOp,
              tensor::InsertOp, tensor::ExtractSliceOp, tensor::InsertSliceOp>(
              op))
        ops.push_back(op);
    });
    for (Operation *op : ops) {
      if (auto extract = dyn_cast<tensor::ExtractOp>(op))
        clampElementIndices(op, extract.getTensor(),
                            extract.getIndicesMutable());
      else if (auto insert = dyn_cast<tensor::InsertOp>(op))
        clampElementIndices(op, insert.getDest(), insert.getIndicesMutable());
      else if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op))
        clampSliceOffsets(slice, slice.getSource());
      else if (auto slice = dyn_cast<tensor::InsertSliceOp>(op))
        clampSliceOffsets(slice, slice.getDest());
      else if (isa<arith::DivSIOp, arith::FloorDivSIOp, arith::CeilDivSIOp>(op))
        defineDivision(op, /*quotient=*/true, /*isSigned=*/true);
      else if (isa<arith::DivUIOp, arith::CeilDivUIOp>(op))
        defineDivision(op, /*quotient=*/true, /*isSigned=*/false);
      else if (isa<arith::RemSIOp, arith::RemUIOp>(op))
        defineDivision(op, /*quotient=*/false, isa<arith::RemSIOp>(op));
      else if (isa<arith::FPToSIOp, arith::FPToUIOp>(op))
        defineConversion(op, isa<arith::FPToSIOp>(op));
      else
        defineShift(op);
    }
  }
};

} // namespace
