//===- FrontEndLowering.h - what the front end's lowerings share --------===//
//
// dtc-lower-front-end-ops (LowerFrontEndOps.cpp) lowers each op with one
// function: sorts and top-k (SortingNetworks.cpp), scans and scatters
// (FrontEndLowering.cpp, with the helpers below).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_LIB_LOWERING_COMMON_FRONTENDLOWERING_H
#define DTC_LIB_LOWERING_COMMON_FRONTENDLOWERING_H

#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/Builders.h"

namespace dtc::front_end {

using namespace mlir;

/// Builds at one place, for one op: the helpers every lowering uses.
struct Builder {
  OpBuilder &b;
  Location loc;

  Value index(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value i64(int64_t v) { return arith::ConstantIntOp::create(b, loc, v, 64); }
  Value boolean(bool v) { return arith::ConstantIntOp::create(b, loc, v, 1); }
  Value empty(RankedTensorType t) {
    return tensor::EmptyOp::create(b, loc, t.getShape(), t.getElementType());
  }
  Value fill(RankedTensorType t, Value v) {
    return linalg::FillOp::create(b, loc, v, empty(t)).getResult(0);
  }
  Value cast(Value v, Type to) {
    return arith::IndexCastOp::create(b, loc, to, v);
  }
  Value cmpi(arith::CmpIPredicate p, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, p, x, y);
  }
  Value select(Value c, Value x, Value y) {
    return arith::SelectOp::create(b, loc, c, x, y);
  }
  Value andi(Value x, Value y) { return arith::AndIOp::create(b, loc, x, y); }
  Value ori(Value x, Value y) { return arith::OrIOp::create(b, loc, x, y); }
  Value xori(Value x, Value y) { return arith::XOrIOp::create(b, loc, x, y); }
  Value lnot(Value x) { return xori(x, boolean(true)); }
  Value loopIndex(int64_t d) { return linalg::IndexOp::create(b, loc, d); }
  SmallVector<OpFoldResult> attrs(ArrayRef<int64_t> values) {
    return llvm::map_to_vector(
        values, [&](int64_t v) -> OpFoldResult { return b.getIndexAttr(v); });
  }
};

RankedTensorType withDim(RankedTensorType t, int64_t d, int64_t size);
RankedTensorType withElement(RankedTensorType t, Type element);

/// Clones `body`'s ops with its arguments as `args`; returns what it yields.
SmallVector<Value> inlineBody(OpBuilder &b, Region &body, ValueRange args);
Value inlineOne(OpBuilder &b, Region &body, ValueRange args);

/// The identity map of `rank` dimensions and `rank` parallel iterators.
AffineMap identity(OpBuilder &b, int64_t rank);
SmallVector<utils::IteratorType> parallel(int64_t rank);

/// The reassociation that collapses a rank-`rank` slab's unit dimension `d`
/// into its neighbour (the next one, or the previous for the last).
SmallVector<ReassociationIndices> unitGroups(int64_t rank, int64_t d);

/// The slab (a shape, unit at `d`) at position `at` along `d`.
Value extractSlab(Builder &h, RankedTensorType slabType, Value from, int64_t d,
                  Value at);
Value insertSlab(Builder &h, Value slab, Value into, int64_t d, Value at);

/// The first `to.getShape()` elements of `from`.
Value leading(Builder &h, Value from, RankedTensorType to);

/// `source` padded along `d` to `size` places with `value`.
Value padAlong(Builder &h, Value source, int64_t d, int64_t size, Value value);

/// Indices of a read at the linalg op's own positions but `at` along `d`.
SmallVector<Value> indexedAt(Builder &h, int64_t rank, int64_t d, Value at);

/// A padding value (its value never matters: padding places compare by
/// position only).
Value zeroOf(Builder &h, Type element);

/// Each op's lowering: the values that replace its results.
SmallVector<Value> lowerSort(Builder &h, dtensor::SortOp op);
SmallVector<Value> lowerTopK(Builder &h, dtensor::TopKOp op);
SmallVector<Value> lowerScan(Builder &h, dtensor::ScanOp op);
SmallVector<Value> lowerScatter(Builder &h, dtensor::ScatterOp op);

} // namespace dtc::front_end

#endif // DTC_LIB_LOWERING_COMMON_FRONTENDLOWERING_H
