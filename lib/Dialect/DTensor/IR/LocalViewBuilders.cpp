//===- LocalViewBuilders.cpp - local-view IR that depends on the device ---===//
#include "dtc/Dialect/DTensor/IR/LocalViewBuilders.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

ArrayAttr dtc::axesAttr(OpBuilder &b, ArrayRef<StringAttr> axes) {
  return b.getArrayAttr(SmallVector<Attribute>(axes.begin(), axes.end()));
}

TypedAttr dtc::identityAttr(OpBuilder &b, Type element, ReductionKind kind) {
  if (auto f = dyn_cast<FloatType>(element)) {
    const llvm::fltSemantics &sem = f.getFloatSemantics();
    APFloat v = kind == ReductionKind::max   ? APFloat::getInf(sem, true)
                : kind == ReductionKind::min ? APFloat::getInf(sem, false)
                                             : APFloat::getZero(sem);
    return b.getFloatAttr(element, v);
  }
  unsigned bits = element.getIntOrFloatBitWidth();
  APInt v = kind == ReductionKind::max   ? APInt::getSignedMinValue(bits)
            : kind == ReductionKind::min ? APInt::getSignedMaxValue(bits)
                                         : APInt::getZero(bits);
  return b.getIntegerAttr(element, v);
}

Value dtc::identityTensor(OpBuilder &b, Location loc, RankedTensorType type,
                          ReductionKind kind) {
  // Complex numbers reduce by sum only: both parts 0.
  if (auto complex = dyn_cast<ComplexType>(type.getElementType())) {
    auto part = cast<FloatType>(complex.getElementType());
    APFloat zero = APFloat::getZero(part.getFloatSemantics());
    return arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(
            type, ArrayRef<std::complex<APFloat>>({{zero, zero}})));
  }
  return arith::ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(type,
                             identityAttr(b, type.getElementType(), kind)));
}

Value dtc::selectTensor(OpBuilder &b, Location loc, Value cond, Value whenTrue,
                        function_ref<Value(OpBuilder &)> whenFalse) {
  auto branch = scf::IfOp::create(
      b, loc, cond,
      [&](OpBuilder &then, Location l) {
        scf::YieldOp::create(then, l, whenTrue);
      },
      [&](OpBuilder &other, Location l) {
        scf::YieldOp::create(other, l, whenFalse(other));
      });
  return branch.getResult(0);
}

Value dtc::isGroupLeader(OpBuilder &b, Location loc, FlatSymbolRefAttr mesh,
                         ArrayRef<StringAttr> axes) {
  SmallVector<Type> types(axes.size(), b.getIndexType());
  auto coords = DeviceCoordsOp::create(b, loc, types, mesh, axesAttr(b, axes));
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value leader = arith::ConstantIntOp::create(b, loc, 1, 1);
  for (Value c : coords.getCoords())
    leader = arith::AndIOp::create(
        b, loc, leader,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, c, zero));
  return leader;
}

Value dtc::groupIndex(OpBuilder &b, Location loc, FlatSymbolRefAttr meshRef,
                      MeshAttr mesh, ArrayRef<StringAttr> axes) {
  SmallVector<Type> types(axes.size(), b.getIndexType());
  auto coords =
      DeviceCoordsOp::create(b, loc, types, meshRef, axesAttr(b, axes));
  Value index = coords.getCoords().front();
  for (auto [axis, c] : llvm::drop_begin(llvm::zip(axes, coords.getCoords()))) {
    Value size =
        arith::ConstantIndexOp::create(b, loc, mesh.getGroupSize(axis));
    index = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, index, size), c);
  }
  return index;
}
