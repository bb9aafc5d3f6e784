//===- Windows.cpp - linalg ops that read operands through windows --------===//
//
// What partitioning does for a window (Windows.h): the slice of the whole
// input a device's block of output rows reads, or, from an input gathered
// from blocks sharded like the output's rows, its own rows and its
// neighbours' (collective_permute each way; the pad value at the edges).
//
//===----------------------------------------------------------------------===//
#include "Windows.h"
#include "dtc/Dialect/DTensor/IR/LocalViewBuilders.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "llvm/ADT/SmallBitVector.h"

#include <functional>

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

/// `e` as a WindowIndex, or nothing when it is not one (mod, floordiv, a
/// product of loops, a negative term).
std::optional<WindowIndex> dtc::windowIndex(AffineExpr e, unsigned numLoops) {
  WindowIndex w;
  w.coefficients.assign(numLoops, 0);
  bool ok = true;
  std::function<void(AffineExpr, int64_t)> add = [&](AffineExpr x,
                                                     int64_t scale) {
    if (auto d = dyn_cast<AffineDimExpr>(x))
      w.coefficients[d.getPosition()] += scale;
    else if (auto c = dyn_cast<AffineConstantExpr>(x))
      w.constant += scale * c.getValue();
    else if (auto bin = dyn_cast<AffineBinaryOpExpr>(x)) {
      if (bin.getKind() == AffineExprKind::Add) {
        add(bin.getLHS(), scale);
        add(bin.getRHS(), scale);
      } else if (bin.getKind() == AffineExprKind::Mul &&
                 isa<AffineConstantExpr>(bin.getRHS())) {
        add(bin.getLHS(),
            scale * cast<AffineConstantExpr>(bin.getRHS()).getValue());
      } else {
        ok = false;
      }
    } else {
      ok = false;
    }
  };
  add(e, 1);
  if (!ok || w.constant < 0 ||
      llvm::any_of(w.coefficients, [](int64_t c) { return c < 0; }))
    return std::nullopt;
  return w;
}

namespace {

/// The window along dimension `d` (rows from `rows` on, the window of the
/// sharded loop `f`, whose block of `outBlock` starts at `start`) of an
/// input that partitioning gathered along `d` from blocks on the same axes
/// as `f` (`all_gather`, then maybe `tensor.pad`, as a SAME convolution
/// reads its image): from this device's block and the rows its neighbours
/// hold (halos, `collective_permute`), the pad value beyond the image's
/// edges, instead of the whole gathered tensor. Null where the gathered
/// rows are not that (another window, uneven blocks, halos wider than a
/// block).
Value haloWindow(OpBuilder &b, Location loc, const LocalOp &local,
                 Value operand, unsigned d, ArrayRef<StringAttr> axes,
                 int64_t stride, int64_t outBlock, int64_t rows) {
  auto pad = operand.getDefiningOp<tensor::PadOp>();
  Value padValue = pad ? pad.getConstantPaddingValue() : Value();
  if (pad && (!padValue || ShapedType::isDynamicShape(pad.getStaticLow()) ||
              ShapedType::isDynamicShape(pad.getStaticHigh())))
    return Value();
  auto gather = (pad ? pad.getSource() : operand).getDefiningOp<AllGatherOp>();
  if (!gather || gather.getDim() != int64_t(d) ||
      llvm::to_vector(gather.getAxes().getAsRange<StringAttr>()) != axes)
    return Value();
  Value block = gather.getInput();
  auto blockType = cast<RankedTensorType>(block.getType());
  int64_t inBlock = blockType.getDimSize(d),
          low = pad ? pad.getStaticLow()[d] : 0;
  int64_t n = local.mesh.getGroupSize(axes);
  // Device i's window starts at stride * i * outBlock - low in the image,
  // its block at i * inBlock: the halos are the same on every device when
  // stride * outBlock = inBlock.
  int64_t own = std::min(inBlock, rows - low), right = rows - low - inBlock;
  if (stride * outBlock != inBlock || low > inBlock || right > inBlock ||
      own <= 0 || n < 2)
    return Value();
  auto meshRef = cast<FlatSymbolRefAttr>(gather.getMeshAttr());
  Value index = groupIndex(b, loc, meshRef, local.mesh, axes);
  auto rowsOf = [&](int64_t from, int64_t count) {
    SmallVector<int64_t> offsets(blockType.getRank(), 0),
        sizes(blockType.getShape());
    SmallVector<int64_t> ones(blockType.getRank(), 1);
    offsets[d] = from;
    sizes[d] = count;
    MLIRContext *ctx = b.getContext();
    return tensor::ExtractSliceOp::create(b, loc, block,
                                          getAsIndexOpFoldResult(ctx, offsets),
                                          getAsIndexOpFoldResult(ctx, sizes),
                                          getAsIndexOpFoldResult(ctx, ones))
        .getResult();
  };
  // Rows from a neighbour (`shift` of +1: the previous device's; -1: the
  // next one's); the pad value on the device at the edge.
  auto halo = [&](int64_t from, int64_t count, int64_t shift, int64_t edge) {
    Value rows = rowsOf(from, count);
    SmallVector<int64_t> permutation;
    for (int64_t i = 0; i < n; ++i)
      permutation.push_back((i + shift + n) % n);
    Value moved = CollectivePermuteOp::create(
        b, loc, rows.getType(), rows, meshRef, gather.getAxesAttr(),
        b.getDenseI64ArrayAttr(permutation));
    Value inside =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, index,
                              arith::ConstantIndexOp::create(b, loc, edge));
    return selectTensor(b, loc, inside, moved, [&](OpBuilder &other) -> Value {
      auto type = cast<RankedTensorType>(rows.getType());
      Value empty = tensor::EmptyOp::create(other, loc, type.getShape(),
                                            type.getElementType());
      return linalg::FillOp::create(other, loc, padValue, empty).getResult(0);
    });
  };
  if ((low || right > 0) && !padValue)
    return Value(); // rows beyond the image, and nothing to fill them with
  SmallVector<int64_t> shape(blockType.getShape());
  shape[d] = rows;
  Value window =
      tensor::EmptyOp::create(b, loc, shape, blockType.getElementType());
  auto place = [&](Value part, int64_t at) {
    SmallVector<int64_t> offsets(shape.size(), 0), ones(shape.size(), 1);
    offsets[d] = at;
    MLIRContext *ctx = b.getContext();
    window = tensor::InsertSliceOp::create(
        b, loc, part, window, getAsIndexOpFoldResult(ctx, offsets),
        getAsIndexOpFoldResult(
            ctx, cast<RankedTensorType>(part.getType()).getShape()),
        getAsIndexOpFoldResult(ctx, ones));
  };
  if (low)
    place(halo(inBlock - low, low, +1, 0), 0);
  place(own == inBlock ? block : rowsOf(0, own), low);
  if (right > 0)
    place(halo(0, right, -1, n - 1), low + own);
  if (!pad)
    return window;
  // The pad's other dimensions, as it padded them.
  SmallVector<OpFoldResult> lows = pad.getMixedLowPad(),
                            highs = pad.getMixedHighPad();
  lows[d] = b.getIndexAttr(0);
  highs[d] = b.getIndexAttr(0);
  SmallVector<int64_t> padded(pad.getResultType().getShape());
  padded[d] = rows;
  return tensor::PadOp::create(
      b, loc, RankedTensorType::get(padded, blockType.getElementType()), window,
      lows, highs, padValue);
}

} // namespace

/// An input read through a window along a loop this device has a block of
/// (a convolution's rows, H sharded) is whole along it: each device reads
/// the rows its block's window covers, from s * (its block's first oh) on,
/// s * (block - 1) + d * (kh - 1) + c + 1 of them; the body's local oh then
/// reads them at the right place.
void dtc::sliceWindows(const ShardingRule &rule, const LocalOp &local) {
  auto linalgOp = cast<linalg::LinalgOp>(local.op);
  unsigned numLoops = rule.numFactors();
  OpBuilder b(local.op);
  Location loc = local.op->getLoc();
  // The blocks of the loops that windows read (most ops have none).
  SmallVector<Value> starts(numLoops);
  SmallVector<int64_t> sizes(rule.factorSizes);
  llvm::SmallBitVector asked(numLoops);
  for (OpOperand *input : linalgOp.getDpsInputOperands())
    for (AffineExpr e : linalgOp.getMatchingIndexingMap(input).getResults())
      if (!isa<AffineDimExpr, AffineConstantExpr>(e))
        if (std::optional<WindowIndex> w = windowIndex(e, numLoops))
          for (unsigned f = 0; f < numLoops; ++f)
            if (w->coefficients[f] && !rule.isReduction[f] && !asked.test(f)) {
              asked.set(f);
              starts[f] = blockStart(b, rule, local, f, &sizes[f]);
            }
  if (llvm::none_of(starts, [](Value v) { return bool(v); }))
    return;
  for (OpOperand *input : linalgOp.getDpsInputOperands()) {
    auto type = dyn_cast<RankedTensorType>(input->get().getType());
    if (!type)
      continue;
    // Per dimension read through a window with a sharded loop: the window
    // and the rows its block reads.
    SmallVector<std::pair<unsigned, WindowIndex>> windows;
    SmallVector<int64_t> rows;
    for (auto [d, e] :
         llvm::enumerate(linalgOp.getMatchingIndexingMap(input).getResults())) {
      std::optional<WindowIndex> w = isa<AffineDimExpr, AffineConstantExpr>(e)
                                         ? std::nullopt
                                         : windowIndex(e, numLoops);
      if (!w || llvm::none_of(llvm::seq(numLoops), [&](unsigned f) {
            return w->coefficients[f] && starts[f];
          }))
        continue;
      int64_t last = w->constant;
      for (unsigned f = 0; f < numLoops; ++f)
        last += w->coefficients[f] * (sizes[f] - 1);
      windows.push_back({unsigned(d), *w});
      rows.push_back(last + 1);
    }
    if (windows.empty())
      continue;
    // One window with one sharded loop, read from a gathered input: the
    // halos instead of the whole input.
    if (windows.size() == 1) {
      auto [d, w] = windows.front();
      auto sharded = llvm::to_vector(
          llvm::make_filter_range(llvm::seq(numLoops), [&](unsigned f) {
            return w.coefficients[f] && starts[f];
          }));
      if (sharded.size() == 1)
        if (Value window =
                haloWindow(b, loc, local, input->get(), d,
                           factorSharding(rule, local, sharded.front()).second,
                           w.coefficients[sharded.front()],
                           sizes[sharded.front()], rows.front())) {
          input->set(window);
          continue;
        }
    }
    SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0));
    SmallVector<OpFoldResult> strides(type.getRank(), b.getIndexAttr(1));
    SmallVector<OpFoldResult> lengths =
        getAsIndexOpFoldResult(b.getContext(), type.getShape());
    for (auto [window, count] : llvm::zip(windows, rows)) {
      auto &[d, w] = window;
      Value offset;
      for (unsigned f = 0; f < numLoops; ++f) {
        if (!w.coefficients[f] || !starts[f])
          continue;
        Value term = b.createOrFold<arith::MulIOp>(
            loc, starts[f],
            arith::ConstantIndexOp::create(b, loc, w.coefficients[f]));
        offset =
            offset ? b.createOrFold<arith::AddIOp>(loc, offset, term) : term;
      }
      offsets[d] = offset;
      lengths[d] = b.getIndexAttr(count);
    }
    input->set(tensor::ExtractSliceOp::create(b, loc, input->get(), offsets,
                                              lengths, strides));
  }
}
