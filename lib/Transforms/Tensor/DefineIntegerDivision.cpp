//===- DefineIntegerDivision.cpp - integer division by zero as XLA's ------===//
//
// Integer quotients and remainders by zero (and INT_MIN / -1) get XLA's
// defined results instead of undefined behaviour, which traps on x86.
//
//===----------------------------------------------------------------------===//
#include "dtc/Transforms/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"

namespace dtc {
#define GEN_PASS_DEF_DEFINEINTEGERDIVISION
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

enum class Kind { Quotient, Remainder };

/// The integer divisions and what each yields for a zero divisor, and
/// whether it is signed (INT_MIN / -1 wraps).
std::optional<std::pair<Kind, bool>> divisionKind(Operation *op) {
  if (isa<arith::DivSIOp, arith::FloorDivSIOp, arith::CeilDivSIOp>(op))
    return std::make_pair(Kind::Quotient, true);
  if (isa<arith::DivUIOp, arith::CeilDivUIOp>(op))
    return std::make_pair(Kind::Quotient, false);
  if (isa<arith::RemSIOp>(op))
    return std::make_pair(Kind::Remainder, true);
  if (isa<arith::RemUIOp>(op))
    return std::make_pair(Kind::Remainder, false);
  return std::nullopt;
}

/// Divides by 1 where `op`'s divisor is zero (or -1 with the smallest
/// dividend, signed) and selects the defined result there.
void define(Operation *op, Kind kind, bool isSigned) {
  Value a = op->getOperand(0), b = op->getOperand(1);
  APInt divisor;
  if (matchPattern(b, m_ConstantInt(&divisor)) && !divisor.isZero() &&
      !(isSigned && divisor.isAllOnes()))
    return; // defined for every dividend
  Type type = b.getType();
  if (!type.isIntOrIndex())
    return; // tensors and vectors of them: generalized into scalars first
  OpBuilder builder(op);
  Location loc = op->getLoc();
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantOp::create(builder, loc, builder.getIntegerAttr(type, value));
  };
  Value zero = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, b, constant(0));
  Value undefined = zero;
  if (isSigned) {
    unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
    Value smallest = arith::ConstantOp::create(
        builder, loc, builder.getIntegerAttr(type, APInt::getSignedMinValue(width)));
    Value min = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, a, smallest);
    Value neg = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, b, constant(-1));
    Value wraps = arith::AndIOp::create(builder, loc, min, neg);
    undefined = arith::OrIOp::create(builder, loc, zero, wraps);
  }
  Value safe = arith::SelectOp::create(builder, loc, undefined, constant(1), b);
  op->setOperand(1, safe);
  builder.setInsertionPointAfter(op);
  Value result = op->getResult(0);
  Value byZero = kind == Kind::Quotient ? constant(-1) : a;
  auto select = arith::SelectOp::create(builder, loc, zero, byZero, result);
  result.replaceAllUsesExcept(select.getResult(), select);
}

struct DefineIntegerDivision : dtc::impl::DefineIntegerDivisionBase<DefineIntegerDivision> {
  void runOnOperation() override {
    SmallVector<std::pair<Operation *, std::pair<Kind, bool>>> divisions;
    getOperation()->walk([&](Operation *op) {
      if (auto kind = divisionKind(op))
        divisions.push_back({op, *kind});
    });
    for (auto &[op, kind] : divisions)
      define(op, kind.first, kind.second);
  }
};

} // namespace
