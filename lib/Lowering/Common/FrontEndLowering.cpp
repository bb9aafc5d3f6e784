//===- FrontEndLowering.cpp - scans, scatters and the shared helpers -----===//
#include "FrontEndLowering.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace dtc::dtensor;

namespace dtc::front_end {

namespace {
/// Offsets, sizes and strides of the slab (`slab`: a shape, unit at `d`)
/// at position `at` along `d`.
struct Slab {
  SmallVector<OpFoldResult> offsets, sizes, strides;
};
Slab slabAt(Builder &h, ArrayRef<int64_t> slab, int64_t d, Value at) {
  Slab s;
  s.offsets = h.attrs(SmallVector<int64_t>(slab.size(), 0));
  s.offsets[d] = at;
  s.sizes = h.attrs(slab);
  s.strides = h.attrs(SmallVector<int64_t>(slab.size(), 1));
  return s;
}

} // namespace

RankedTensorType withDim(RankedTensorType t, int64_t d, int64_t size) {
  SmallVector<int64_t> shape(t.getShape());
  shape[d] = size;
  return RankedTensorType::get(shape, t.getElementType());
}

RankedTensorType withElement(RankedTensorType t, Type element) {
  return RankedTensorType::get(t.getShape(), element);
}

/// Clones `body`'s ops with its arguments as `args`; returns what it yields.
SmallVector<Value> inlineBody(OpBuilder &b, Region &body, ValueRange args) {
  IRMapping map;
  map.map(body.getArguments(), args);
  for (Operation &op : body.front().without_terminator())
    b.clone(op, map);
  auto yield = cast<YieldOp>(body.front().getTerminator());
  return llvm::map_to_vector(yield.getValues(),
                             [&](Value v) { return map.lookupOrDefault(v); });
}

Value inlineOne(OpBuilder &b, Region &body, ValueRange args) {
  return inlineBody(b, body, args).front();
}

/// The identity map of `rank` dimensions and `rank` parallel iterators.
AffineMap identity(OpBuilder &b, int64_t rank) {
  return b.getMultiDimIdentityMap(rank);
}
SmallVector<utils::IteratorType> parallel(int64_t rank) {
  return SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel);
}

/// The reassociation that collapses a rank-`rank` slab's unit dimension `d`
/// into its neighbour (the next one, or the previous for the last).
SmallVector<ReassociationIndices> unitGroups(int64_t rank, int64_t d) {
  SmallVector<ReassociationIndices> groups;
  if (rank == 1)
    return groups;
  for (int64_t i = 0; i < rank; ++i)
    if (i != d)
      groups.push_back({i});
  int64_t neighbour = d < rank - 1 ? d + 1 : d - 1;
  for (ReassociationIndices &g : groups)
    if (g.front() == neighbour)
      g.insert(d < rank - 1 ? g.begin() : g.end(), d);
  return groups;
}

Value extractSlab(Builder &h, RankedTensorType slabType, Value from, int64_t d,
                  Value at) {
  Slab s = slabAt(h, slabType.getShape(), d, at);
  return tensor::ExtractSliceOp::create(h.b, h.loc, slabType, from, s.offsets,
                                        s.sizes, s.strides);
}

Value insertSlab(Builder &h, Value slab, Value into, int64_t d, Value at) {
  Slab s = slabAt(h, cast<RankedTensorType>(slab.getType()).getShape(), d, at);
  return tensor::InsertSliceOp::create(h.b, h.loc, slab, into, s.offsets,
                                       s.sizes, s.strides);
}

/// The first `shape` elements of `from`.
Value leading(Builder &h, Value from, RankedTensorType to) {
  int64_t rank = to.getRank();
  return tensor::ExtractSliceOp::create(
      h.b, h.loc, to, from, h.attrs(SmallVector<int64_t>(rank, 0)),
      h.attrs(to.getShape()), h.attrs(SmallVector<int64_t>(rank, 1)));
}

/// `source` padded along `d` to `size` places with `value`.
Value padAlong(Builder &h, Value source, int64_t d, int64_t size, Value value) {
  auto type = cast<RankedTensorType>(source.getType());
  SmallVector<int64_t> low(type.getRank(), 0), high(type.getRank(), 0);
  high[d] = size - type.getDimSize(d);
  return tensor::PadOp::create(h.b, h.loc, withDim(type, d, size), source,
                               h.attrs(low), h.attrs(high), value);
}

/// Indices of a read at the linalg op's own positions but `at` along `d`.
SmallVector<Value> indexedAt(Builder &h, int64_t rank, int64_t d, Value at) {
  SmallVector<Value> where;
  for (int64_t i = 0; i < rank; ++i)
    where.push_back(i == d ? at : h.loopIndex(i));
  return where;
}

/// A padding value (its value never matters: padding places compare by
/// position only).
Value zeroOf(Builder &h, Type element) {
  if (auto complex = dyn_cast<ComplexType>(element)) {
    Attribute zero = h.b.getZeroAttr(complex.getElementType());
    return complex::ConstantOp::create(h.b, h.loc, complex,
                                       h.b.getArrayAttr({zero, zero}));
  }
  return arith::ConstantOp::create(h.b, h.loc, h.b.getZeroAttr(element));
}

//===----------------------------------------------------------------------===//
// Scan and scatter
//===----------------------------------------------------------------------===//

/// An scf.for along the dimension over slabs (the other dimensions whole).
SmallVector<Value> lowerScan(Builder &h, ScanOp op) {
  int64_t d = op.getDimension();
  RankedTensorType type = op.getInput().getType();
  int64_t rank = type.getRank(), length = type.getDimSize(d);
  RankedTensorType slabType = withDim(type, d, 1);
  SmallVector<ReassociationIndices> groups = unitGroups(rank, d);
  Value init =
      tensor::ExpandShapeOp::create(h.b, h.loc, slabType, op.getInit(), groups);
  bool inclusive = op.getInclusive();
  Value first =
      inclusive ? extractSlab(h, slabType, op.getInput(), d, h.index(0)) : init;
  Value out0 = insertSlab(h, first, h.empty(type), d, h.index(0));
  Region &combiner = op.getCombiner();
  auto loop = scf::ForOp::create(
      h.b, h.loc, h.index(1), h.index(length), h.index(1),
      ValueRange{out0, first, init},
      [&](OpBuilder &lb, Location loc, Value j, ValueRange iter) {
        Builder l{lb, loc};
        Value at = inclusive
                       ? j
                       : Value(arith::SubIOp::create(lb, loc, j, l.index(1)));
        Value x = extractSlab(l, slabType, op.getInput(), d, at);
        auto next = linalg::GenericOp::create(
            lb, loc, slabType, ValueRange{iter[1], x}, l.empty(slabType),
            SmallVector<AffineMap>(3, identity(lb, rank)), parallel(rank),
            [&](OpBuilder &gb, Location loc, ValueRange args) {
              linalg::YieldOp::create(
                  gb, loc, inlineOne(gb, combiner, {args[0], args[1]}));
            });
        Value out = insertSlab(l, next.getResult(0), iter[0], d, j);
        scf::YieldOp::create(
            lb, loc, ValueRange{out, next.getResult(0), next.getResult(0)});
      });
  Value accumulator = tensor::CollapseShapeOp::create(
      h.b, h.loc, op.getInit().getType(), loop.getResult(2), groups);
  return {loop.getResult(0), accumulator};
}

/// An scf.for over the windows: window i's part of the result, at the
/// offsets its row of indices gives (0 along the other dimensions), is
/// combined with the update and written back; a window that does not fit is
/// left as it is.
SmallVector<Value> lowerScatter(Builder &h, ScatterOp op) {
  auto updates = cast<RankedTensorType>(op.getUpdates().getType());
  auto original = cast<RankedTensorType>(op.getOriginal().getType());
  ArrayRef<int64_t> window = updates.getShape().drop_front();
  int64_t rank = original.getRank(), windowRank = window.size();
  Type element = original.getElementType();
  MLIRContext *ctx = h.b.getContext();
  // The window keeps the original's rank (unit sizes where the update has
  // no dimension) and the update slice its own (a unit first dimension),
  // so that neither slice drops dimensions: partitioning knows such slices.
  SmallVector<int64_t> sizes(rank, 1);
  for (int64_t w = 0; w < windowRank; ++w)
    sizes[rank - windowRank + w] = window[w];
  auto windowType = RankedTensorType::get(sizes, element);
  SmallVector<int64_t> updateShape{1};
  llvm::append_range(updateShape, window);
  auto updateType = RankedTensorType::get(updateShape, element);
  // The update's unit first dimension rides on the window's last unit one
  // (or is the constant 0 where the update spans every dimension).
  SmallVector<AffineExpr> updateExprs{
      rank > windowRank ? getAffineDimExpr(rank - windowRank - 1, ctx)
                        : getAffineConstantExpr(0, ctx)};
  for (int64_t w = 0; w < windowRank; ++w)
    updateExprs.push_back(getAffineDimExpr(rank - windowRank + w, ctx));
  AffineMap updateMap = AffineMap::get(rank, 0, updateExprs, ctx);
  Region &combiner = op.getCombiner();
  auto loop = scf::ForOp::create(
      h.b, h.loc, h.index(0), h.index(updates.getDimSize(0)), h.index(1),
      op.getOriginal(),
      [&](OpBuilder &lb, Location loc, Value i, ValueRange iter) {
        Builder l{lb, loc};
        Value acc = iter[0];
        SmallVector<OpFoldResult> starts =
            l.attrs(SmallVector<int64_t>(rank, 0));
        Value ok;
        for (auto [k, d] : llvm::enumerate(op.getDimensionMap())) {
          Value raw = tensor::ExtractOp::create(lb, loc, op.getIndices(),
                                                ValueRange{i, l.index(k)});
          Value at = l.cast(raw, lb.getIndexType());
          starts[d] = at;
          using P = arith::CmpIPredicate;
          Value fromStart = l.cmpi(P::sge, at, l.index(0));
          Value beforeEnd =
              l.cmpi(P::sle, at, l.index(original.getDimSize(d) - sizes[d]));
          Value in = l.andi(fromStart, beforeEnd);
          ok = ok ? l.andi(ok, in) : in;
        }
        SmallVector<OpFoldResult> updateOffsets{i};
        llvm::append_range(updateOffsets,
                           l.attrs(SmallVector<int64_t>(windowRank, 0)));
        Value update = tensor::ExtractSliceOp::create(
            lb, loc, updateType, op.getUpdates(), updateOffsets,
            l.attrs(updateShape),
            l.attrs(SmallVector<int64_t>(windowRank + 1, 1)));
        SmallVector<OpFoldResult> ones = l.attrs(SmallVector<int64_t>(rank, 1));
        Value current = tensor::ExtractSliceOp::create(
            lb, loc, windowType, acc, starts, l.attrs(sizes), ones);
        auto combined = linalg::GenericOp::create(
            lb, loc, windowType, ValueRange{update, current}, current,
            {updateMap, identity(lb, rank), identity(lb, rank)}, parallel(rank),
            [&](OpBuilder &gb, Location loc, ValueRange args) {
              linalg::YieldOp::create(
                  gb, loc, inlineOne(gb, combiner, {args[0], args[1]}));
            });
        Value value = combined.getResult(0);
        if (ok)
          value = l.select(ok, value, current);
        Value written = tensor::InsertSliceOp::create(
            lb, loc, value, acc, starts, l.attrs(sizes), ones);
        scf::YieldOp::create(lb, loc, written);
      });
  return {loop.getResult(0)};
}

} // namespace dtc::front_end
