//===- SortingNetworks.cpp - sorts and top-k as rank counts and networks -===//
//
// A sort is a rank count for short lines, else a bitonic network: over keys
// packed with positions where the comparator compares one integer key, over
// every operand otherwise. A top-k is k passes, or for long lines with one
// key a bitonic selection network.
//
//===----------------------------------------------------------------------===//
#include "FrontEndLowering.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/OperationSupport.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace dtc::dtensor;

namespace dtc::front_end {

namespace {

/// Sorts of lines this long or longer run a bitonic network: O(n log^2 n)
/// comparisons a line, where the rank count's O(n^2) is cheaper for short
/// lines (a line of 16: 256 comparisons against a network's 10 passes).
constexpr int64_t kBitonicFrom = 64;
/// Top-k of lines this long or longer, by a comparator with one integer key,
/// run a bitonic selection network instead of k passes over the line.
constexpr int64_t kTopKNetworkFrom = 256;

//===----------------------------------------------------------------------===//
// Comparators with one integer key
//===----------------------------------------------------------------------===//

/// A comparator that orders by one integer key computed alike from each
/// side's first operand: `arith.cmpi slt|sgt|ult|ugt` of key(lhs) and
/// key(rhs) (or swapped), 32 bits or fewer. JAX's sorts (floats through
/// their total order's integer key, integers as they are) and XLA's top-k
/// order are such comparators.
struct SortKey {
  /// The body's ops that compute the key from `arg`, in order.
  SmallVector<Operation *> ops;
  BlockArgument arg;
  Value key;
  unsigned width;
  bool isUnsigned, descending;
};

/// The body's ops `v` depends on (in block order) and the arguments they read.
void cone(Block &block, Value v, SetVector<Operation *> &ops,
          SmallPtrSetImpl<Value> &args) {
  SmallVector<Value> stack{v};
  while (!stack.empty()) {
    Value u = stack.pop_back_val();
    if (auto arg = dyn_cast<BlockArgument>(u)) {
      if (arg.getOwner() == &block)
        args.insert(arg);
      continue;
    }
    Operation *def = u.getDefiningOp();
    if (def->getBlock() != &block || !ops.insert(def))
      continue;
    llvm::append_range(stack, def->getOperands());
  }
  SmallVector<Operation *> sorted = ops.takeVector();
  llvm::sort(sorted,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  ops.insert(sorted.begin(), sorted.end());
}

/// Whether the ops `a` (from argument `argA`) and `b` (from `argB`) compute
/// the same function of their argument, op for op.
bool sameComputation(ArrayRef<Operation *> a, BlockArgument argA,
                     ArrayRef<Operation *> b, BlockArgument argB) {
  if (a.size() != b.size())
    return false;
  IRMapping map;
  map.map(Value(argA), Value(argB));
  for (auto [x, y] : llvm::zip(a, b)) {
    bool same = OperationEquivalence::isEquivalentTo(
        x, y,
        [&](Value l, Value r) { return success(map.lookupOrDefault(l) == r); },
        [&](Value l, Value r) { map.map(l, r); },
        OperationEquivalence::IgnoreLocations);
    if (!same)
      return false;
  }
  return true;
}

std::optional<SortKey> sortKey(Region &comparator) {
  Block &block = comparator.front();
  if (block.getNumArguments() < 2)
    return std::nullopt;
  auto yield = cast<YieldOp>(block.getTerminator());
  auto cmp = yield.getValues().front().getDefiningOp<arith::CmpIOp>();
  if (!cmp || cmp->getBlock() != &block)
    return std::nullopt;
  using P = arith::CmpIPredicate;
  P pred = cmp.getPredicate();
  if (!llvm::is_contained({P::slt, P::sgt, P::ult, P::ugt}, pred))
    return std::nullopt;
  unsigned width = cmp.getLhs().getType().getIntOrFloatBitWidth();
  if (width > 32)
    return std::nullopt;
  BlockArgument lhs = block.getArgument(0), rhs = block.getArgument(1);
  SetVector<Operation *> opsA, opsB;
  SmallPtrSet<Value, 2> argsA, argsB;
  cone(block, cmp.getLhs(), opsA, argsA);
  cone(block, cmp.getRhs(), opsB, argsB);
  auto only = [](SmallPtrSetImpl<Value> &args, Value v) {
    return args.size() == 1 && args.contains(v);
  };
  // cmpi(key(lhs), key(rhs)), or swapped: cmpi(key(rhs), key(lhs)).
  bool swapped = only(argsA, rhs) && only(argsB, lhs);
  if (!swapped && !(only(argsA, lhs) && only(argsB, rhs)))
    return std::nullopt;
  SortKey key;
  ArrayRef<Operation *> lhsOps =
      swapped ? opsB.getArrayRef() : opsA.getArrayRef();
  ArrayRef<Operation *> rhsOps =
      swapped ? opsA.getArrayRef() : opsB.getArrayRef();
  if (!sameComputation(lhsOps, lhs, rhsOps, rhs))
    return std::nullopt;
  key.ops.assign(lhsOps.begin(), lhsOps.end());
  key.arg = lhs;
  key.key = swapped ? cmp.getRhs() : cmp.getLhs();
  key.width = width;
  key.isUnsigned = pred == P::ult || pred == P::ugt;
  // lhs goes first where its key is the smaller (slt, ult) or the larger.
  key.descending = (pred == P::sgt || pred == P::ugt) != swapped;
  return key;
}

/// The packed keys' predicates: (first, later).
std::pair<arith::CmpIPredicate, arith::CmpIPredicate>
packedOrder(const SortKey &key) {
  using P = arith::CmpIPredicate;
  return key.isUnsigned ? std::pair{P::ult, P::ugt} : std::pair{P::slt, P::sgt};
}

/// Each element of `x` as its key and its position along `d` packed into
/// one i64: the key in the high half (complemented where the order is
/// descending, so that the smaller packed value always comes first), the
/// position in the low half (equal keys in their order: stable); padded
/// along `d` to `big` places with the largest value.
Value packedKeys(Builder &h, const SortKey &key, Value x, int64_t d,
                 int64_t big) {
  auto type = cast<RankedTensorType>(x.getType());
  int64_t rank = type.getRank();
  RankedTensorType keysType = withElement(type, h.b.getI64Type());
  auto generic = linalg::GenericOp::create(
      h.b, h.loc, keysType, x, h.empty(keysType),
      SmallVector<AffineMap>(2, identity(h.b, rank)), parallel(rank),
      [&](OpBuilder &nb, Location loc, ValueRange args) {
        Builder in{nb, loc};
        IRMapping map;
        map.map(Value(key.arg), args[0]);
        for (Operation *op : key.ops)
          nb.clone(*op, map);
        Value k = map.lookupOrDefault(key.key);
        if (key.descending)
          k = arith::XOrIOp::create(
              nb, loc, k, arith::ConstantIntOp::create(nb, loc, -1, key.width));
        Value wide =
            key.isUnsigned
                ? Value(arith::ExtUIOp::create(nb, loc, nb.getI64Type(), k))
                : Value(arith::ExtSIOp::create(nb, loc, nb.getI64Type(), k));
        Value high = arith::ShLIOp::create(nb, loc, wide, in.i64(32));
        Value at = in.cast(in.loopIndex(d), nb.getI64Type());
        linalg::YieldOp::create(nb, loc, in.ori(high, at));
      });
  Value keys = generic.getResult(0);
  if (big == type.getDimSize(d))
    return keys;
  Value largest =
      h.i64(key.isUnsigned ? -1 : std::numeric_limits<int64_t>::max());
  return padAlong(h, keys, d, big, largest);
}

/// A bitonic network's pass at its place: from the loops' `pp` (blocks of
/// 2^pp places) and `qq` (the pass's rank in its block), the partner's place
/// and whether this place keeps the later element of the two (its block
/// descends, or it is the upper place of an ascending one).
struct PassPlace {
  Value partner, differ;
};

/// The partner distance of pass (pp, qq): 1 << (pp - 1 - qq), and the block
/// size 1 << pp, as i64 (built outside the pass's linalg op).
std::pair<Value, Value> passStep(Builder &h, Value pp, Value qq) {
  Value one = h.i64(1);
  Value ppi = h.cast(pp, h.b.getI64Type()), qqi = h.cast(qq, h.b.getI64Type());
  Value block = arith::ShLIOp::create(h.b, h.loc, one, ppi);
  Value shift = arith::SubIOp::create(
      h.b, h.loc, arith::SubIOp::create(h.b, h.loc, ppi, one), qqi);
  Value j = arith::ShLIOp::create(h.b, h.loc, one, shift);
  return {j, block};
}

PassPlace passPlace(Builder &h, int64_t d, Value j, Value block) {
  Value at = h.cast(h.loopIndex(d), h.b.getI64Type());
  Value partner = h.xori(at, j);
  Value lower = h.cmpi(arith::CmpIPredicate::slt, at, partner);
  Value ascending =
      h.cmpi(arith::CmpIPredicate::eq, h.andi(at, block), h.i64(0));
  return {h.cast(partner, h.b.getIndexType()), h.xori(lower, ascending)};
}

/// The loops of a bitonic network's stages `first` to `last`: stage pp
/// (blocks of 2^pp places) makes passes qq = 0..pp-1, each `pass` of the
/// values carried (`start`, then what the previous pass returned), given
/// the pass's partner distance and block size (passStep).
using BitonicPass = llvm::function_ref<SmallVector<Value>(
    Builder &, Value j, Value block, ValueRange cur)>;
ValueRange bitonicStages(Builder &h, int64_t first, int64_t last,
                         ValueRange start, BitonicPass pass) {
  auto outer = scf::ForOp::create(
      h.b, h.loc, h.index(first), h.index(last + 1), h.index(1), start,
      [&](OpBuilder &ob, Location loc, Value pp, ValueRange a) {
        Builder o{ob, loc};
        auto inner = scf::ForOp::create(
            ob, loc, o.index(0), pp, o.index(1), a,
            [&](OpBuilder &ib, Location loc, Value qq, ValueRange cur) {
              Builder in{ib, loc};
              auto [j, block] = passStep(in, pp, qq);
              scf::YieldOp::create(ib, loc, pass(in, j, block, cur));
            });
        scf::YieldOp::create(ob, loc, inner.getResults());
      });
  return outer.getResults();
}

/// Stages `first` to `last` (blocks of 2^first to 2^last places) of the
/// bitonic network over packed keys `src`: stage s sorts blocks of 2^s
/// places, ascending and descending in turn (block i ascending where place &
/// 2^s is 0), from blocks of 2^(s-1) sorted so. The lower place of an
/// ascending block keeps the smaller of the two.
Value packedNetwork(Builder &h, const SortKey &key, Value src, int64_t d,
                    int64_t first, int64_t last) {
  auto type = cast<RankedTensorType>(src.getType());
  int64_t rank = type.getRank();
  auto [lt, gt] = packedOrder(key);
  return bitonicStages(
      h, first, last, src,
      [&](Builder &in, Value j, Value block, ValueRange cur) {
        auto pass = linalg::GenericOp::create(
            in.b, in.loc, type, cur[0], in.empty(type),
            SmallVector<AffineMap>(2, identity(in.b, rank)), parallel(rank),
            [&](OpBuilder &gb, Location loc, ValueRange args) {
              Builder g{gb, loc};
              PassPlace place = passPlace(g, d, j, block);
              Value y = tensor::ExtractOp::create(
                  gb, loc, cur[0], indexedAt(g, rank, d, place.partner));
              Value x = args[0];
              Value take =
                  g.select(place.differ, g.cmpi(lt, x, y), g.cmpi(gt, x, y));
              linalg::YieldOp::create(gb, loc, g.select(take, y, x));
            });
        return SmallVector<Value>(pass.getResults());
      })[0];
}

/// The element of `operand` at the position each packed key of `packed`
/// holds (its low half); with `operand` null, that position itself, as
/// `indexType`.
Value readAtPacked(Builder &h, Value packed, int64_t d, Value operand,
                   Type indexType = {}) {
  auto packedType = cast<RankedTensorType>(packed.getType());
  int64_t rank = packedType.getRank();
  Type element =
      operand ? cast<RankedTensorType>(operand.getType()).getElementType()
              : indexType;
  RankedTensorType outType = withElement(packedType, element);
  auto generic = linalg::GenericOp::create(
      h.b, h.loc, outType, packed, h.empty(outType),
      SmallVector<AffineMap>(2, identity(h.b, rank)), parallel(rank),
      [&](OpBuilder &gb, Location loc, ValueRange args) {
        Builder g{gb, loc};
        Value pos = g.andi(args[0], g.i64(0xffffffffLL));
        Value v;
        if (!operand)
          v = element == gb.getI64Type()
                  ? pos
                  : Value(arith::TruncIOp::create(gb, loc, element, pos));
        else
          v = tensor::ExtractOp::create(
              gb, loc, operand,
              indexedAt(g, rank, d, g.cast(pos, gb.getIndexType())));
        linalg::YieldOp::create(gb, loc, v);
      });
  return generic.getResult(0);
}

//===----------------------------------------------------------------------===//
// Sort
//===----------------------------------------------------------------------===//

/// Each element's place along the line is the number of elements the
/// comparator puts before it plus the equal ones before it (stable), one
/// reduction with the comparator both ways; then each output position takes
/// the element of that place. O(n^2) comparisons a line.
SmallVector<Value> sortByRank(Builder &h, SortOp op) {
  int64_t d = op.getDimension();
  auto shape = cast<RankedTensorType>(op.getInputs()[0].getType());
  int64_t rank = shape.getRank();
  MLIRContext *ctx = h.b.getContext();
  SmallVector<AffineExpr> dims, atJ;
  for (int64_t i = 0; i < rank; ++i)
    dims.push_back(getAffineDimExpr(i, ctx));
  atJ = dims;
  atJ[d] = getAffineDimExpr(rank, ctx);
  AffineMap mapAtJ = AffineMap::get(rank + 1, 0, atJ, ctx);
  AffineMap mapAtI = AffineMap::get(rank + 1, 0, dims, ctx);
  SmallVector<utils::IteratorType> iterators = parallel(rank);
  iterators.push_back(utils::IteratorType::reduction);
  RankedTensorType placeType = withElement(shape, h.b.getI64Type());
  SmallVector<Value> ins;
  SmallVector<AffineMap> maps;
  for (Value v : op.getInputs()) {
    ins.append({v, v});
    maps.append({mapAtJ, mapAtI});
  }
  maps.push_back(mapAtI);
  Region &cmp = op.getComparator();
  // place[i] = #{j: cmp(x_j, x_i)} + #{j < i: !cmp(x_i, x_j)}
  auto place = linalg::GenericOp::create(
      h.b, h.loc, placeType, ins, h.fill(placeType, h.i64(0)), maps, iterators,
      [&](OpBuilder &gb, Location loc, ValueRange args) {
        Builder g{gb, loc};
        SmallVector<Value> before, after;
        for (size_t k = 0; k + 1 < args.size(); k += 2) {
          before.append({args[k], args[k + 1]});
          after.append({args[k + 1], args[k]});
        }
        Value lt = inlineOne(gb, cmp, before);
        Value gt = inlineOne(gb, cmp, after);
        Value earlier = g.cmpi(arith::CmpIPredicate::ult, g.loopIndex(rank),
                               g.loopIndex(d));
        Value count = g.ori(lt, g.andi(earlier, g.lnot(gt)));
        Value one = arith::ExtUIOp::create(gb, loc, gb.getI64Type(), count);
        linalg::YieldOp::create(
            gb, loc,
            arith::AddIOp::create(gb, loc, args.back(), one).getResult());
      });
  // out[p] = the element whose place is p.
  SmallVector<Value> results;
  for (Value v : op.getInputs()) {
    auto out = linalg::GenericOp::create(
        h.b, h.loc, v.getType(), ValueRange{place.getResult(0), v}, v,
        {mapAtJ, mapAtJ, mapAtI}, iterators,
        [&](OpBuilder &gb, Location loc, ValueRange args) {
          Builder g{gb, loc};
          Value here = g.cast(g.loopIndex(d), gb.getI64Type());
          Value hit = g.cmpi(arith::CmpIPredicate::eq, args[0], here);
          linalg::YieldOp::create(gb, loc, g.select(hit, args[1], args[2]));
        });
    results.push_back(out.getResult(0));
  }
  return results;
}

/// A long sort by one integer key: packed keys, a bitonic network over
/// them alone, then every input read at the sorted positions.
SmallVector<Value> sortByPackedKeys(Builder &h, SortOp op, const SortKey &key) {
  int64_t d = op.getDimension();
  auto shape = cast<RankedTensorType>(op.getInputs()[0].getType());
  int64_t size = shape.getDimSize(d), big = llvm::PowerOf2Ceil(size);
  Value start = packedKeys(h, key, op.getInputs()[0], d, big);
  Value sorted = packedNetwork(h, key, start, d, 1, llvm::Log2_64(big));
  sorted = leading(h, sorted, withElement(shape, h.b.getI64Type()));
  return llvm::map_to_vector(
      op.getInputs(), [&](Value v) { return readAtPacked(h, sorted, d, v); });
}

/// A long sort by any comparator: a bitonic network over every input and
/// each element's original position, the lines padded to a power of two
/// (padding after every element). The order is the comparator's with ties
/// broken by position, a total order, so the network sorts stably; padding
/// places compare by position only.
SmallVector<Value> sortByNetwork(Builder &h, SortOp op) {
  int64_t d = op.getDimension();
  auto shape = cast<RankedTensorType>(op.getInputs()[0].getType());
  int64_t rank = shape.getRank(), size = shape.getDimSize(d);
  int64_t big = llvm::PowerOf2Ceil(size), steps = llvm::Log2_64(big);
  SmallVector<Value> start;
  SmallVector<Type> types;
  for (Value v : op.getInputs()) {
    Type element = cast<RankedTensorType>(v.getType()).getElementType();
    start.push_back(big == size ? v
                                : padAlong(h, v, d, big, zeroOf(h, element)));
    types.push_back(start.back().getType());
  }
  RankedTensorType positionType =
      withElement(withDim(shape, d, big), h.b.getI64Type());
  start.push_back(
      linalg::GenericOp::create(
          h.b, h.loc, positionType, ValueRange{}, h.empty(positionType),
          identity(h.b, rank), parallel(rank),
          [&](OpBuilder &gb, Location loc, ValueRange) {
            Builder g{gb, loc};
            linalg::YieldOp::create(gb, loc,
                                    g.cast(g.loopIndex(d), gb.getI64Type()));
          })
          .getResult(0));
  types.push_back(positionType);
  Value n = h.i64(size);
  Region &cmp = op.getComparator();
  size_t count = start.size();
  ValueRange outer = bitonicStages(
      h, 1, steps, start,
      [&](Builder &in, Value j, Value block, ValueRange cur) {
        SmallVector<Value> empties = llvm::map_to_vector(
            types, [&](Type t) { return in.empty(cast<RankedTensorType>(t)); });
        auto pass = linalg::GenericOp::create(
            in.b, in.loc, types, cur, empties,
            SmallVector<AffineMap>(2 * count, identity(in.b, rank)),
            parallel(rank), [&](OpBuilder &gb, Location loc, ValueRange args) {
              Builder g{gb, loc};
              PassPlace place = passPlace(g, d, j, block);
              SmallVector<Value> where = indexedAt(g, rank, d, place.partner);
              SmallVector<Value> xs(args.take_front(count)), ys;
              for (Value c : cur)
                ys.push_back(tensor::ExtractOp::create(gb, loc, c, where));
              SmallVector<Value> xy, yx;
              for (size_t k = 0; k + 1 < count; ++k) {
                xy.append({xs[k], ys[k]});
                yx.append({ys[k], xs[k]});
              }
              Value xBeforeY = inlineOne(gb, cmp, xy);
              Value yBeforeX = inlineOne(gb, cmp, yx);
              Value ix = xs.back(), iy = ys.back();
              using P = arith::CmpIPredicate;
              Value real = g.andi(g.cmpi(P::slt, ix, n), g.cmpi(P::slt, iy, n));
              Value ilt = g.cmpi(P::slt, ix, iy);
              Value igt = g.cmpi(P::sgt, ix, iy);
              // x before y: the comparator's, ties by position;
              // padding by position.
              Value xFirst = g.select(
                  real, g.ori(xBeforeY, g.andi(g.lnot(yBeforeX), ilt)), ilt);
              Value yFirst = g.select(
                  real, g.ori(yBeforeX, g.andi(g.lnot(xBeforeY), igt)), igt);
              // The lower place of an ascending block keeps the
              // earlier element.
              Value take = g.select(place.differ, xFirst, yFirst);
              SmallVector<Value> kept;
              for (auto [x, y] : llvm::zip(xs, ys))
                kept.push_back(g.select(take, y, x));
              linalg::YieldOp::create(gb, loc, kept);
            });
        return SmallVector<Value>(pass.getResults());
      });
  SmallVector<Value> results;
  for (auto [k, v] : llvm::enumerate(op.getInputs()))
    results.push_back(
        big == size
            ? outer[k]
            : leading(h, outer[k], cast<RankedTensorType>(v.getType())));
  return results;
}

} // namespace

SmallVector<Value> lowerSort(Builder &h, SortOp op) {
  auto shape = cast<RankedTensorType>(op.getInputs()[0].getType());
  int64_t size = shape.getDimSize(op.getDimension());
  if (size < kBitonicFrom)
    return sortByRank(h, op);
  if (std::optional<SortKey> key = sortKey(op.getComparator());
      key && size < (int64_t(1) << 31))
    return sortByPackedKeys(h, op, *key);
  return sortByNetwork(h, op);
}

namespace {

//===----------------------------------------------------------------------===//
// Top-k
//===----------------------------------------------------------------------===//

/// k passes over the line: each keeps the best element not yet taken (a
/// strictly better one only, so the first of equals), writes its value and
/// position at the pass's place and marks it taken. O(k n) a line.
SmallVector<Value> topKByPasses(Builder &h, TopKOp op) {
  int64_t d = op.getDimension();
  RankedTensorType type = op.getInput().getType();
  auto valuesType = cast<RankedTensorType>(op.getValues().getType());
  auto indicesType = cast<RankedTensorType>(op.getIndices().getType());
  Type element = type.getElementType(),
       indexElement = indicesType.getElementType();
  int64_t rank = type.getRank(), k = valuesType.getDimSize(d);
  MLIRContext *ctx = h.b.getContext();
  SmallVector<int64_t> rowShape(type.getShape()), slabShape(type.getShape());
  rowShape.erase(rowShape.begin() + d);
  slabShape[d] = 1;
  auto rowValues = RankedTensorType::get(rowShape, element);
  auto rowIndices = RankedTensorType::get(rowShape, indexElement);
  auto slabValues = RankedTensorType::get(slabShape, element);
  auto slabIndices = RankedTensorType::get(slabShape, indexElement);
  RankedTensorType takenType = withElement(type, h.b.getI1Type());
  AffineMap full = identity(h.b, rank);
  SmallVector<AffineExpr> rowExprs;
  for (int64_t i = 0; i < rank; ++i)
    if (i != d)
      rowExprs.push_back(getAffineDimExpr(i, ctx));
  AffineMap rowMap = AffineMap::get(rank, 0, rowExprs, ctx);
  SmallVector<utils::IteratorType> reduce = parallel(rank);
  reduce[d] = utils::IteratorType::reduction;
  SmallVector<ReassociationIndices> groups = unitGroups(rank, d);
  Region &cmp = op.getComparator();

  Value takenEmpty = h.empty(takenType);
  Value taken0 = h.fill(takenType, h.boolean(false));
  Value bestValues = h.empty(rowValues);
  Value bestIndices = h.fill(
      rowIndices, arith::ConstantIntOp::create(h.b, h.loc, indexElement, -1));
  auto loop = scf::ForOp::create(
      h.b, h.loc, h.index(0), h.index(k), h.index(1),
      ValueRange{h.empty(valuesType), h.empty(indicesType), taken0},
      [&](OpBuilder &lb, Location loc, Value t, ValueRange iter) {
        Builder l{lb, loc};
        Value taken = iter[2];
        auto best = linalg::GenericOp::create(
            lb, loc, TypeRange{rowValues, rowIndices},
            ValueRange{op.getInput(), taken},
            ValueRange{bestValues, bestIndices}, {full, full, rowMap, rowMap},
            reduce, [&](OpBuilder &gb, Location loc, ValueRange args) {
              Builder g{gb, loc};
              Value xj = args[0], tk = args[1], bv = args[2], bi = args[3];
              Value better = inlineOne(gb, cmp, {xj, bv});
              Value j = g.cast(g.loopIndex(d), indexElement);
              Value first = g.cmpi(
                  arith::CmpIPredicate::slt, bi,
                  arith::ConstantIntOp::create(gb, loc, indexElement, 0));
              Value take = g.andi(g.lnot(tk), g.ori(first, better));
              linalg::YieldOp::create(
                  gb, loc,
                  ValueRange{g.select(take, xj, bv), g.select(take, j, bi)});
            });
        Value sv = tensor::ExpandShapeOp::create(lb, loc, slabValues,
                                                 best.getResult(0), groups);
        Value si = tensor::ExpandShapeOp::create(lb, loc, slabIndices,
                                                 best.getResult(1), groups);
        Value values = insertSlab(l, sv, iter[0], d, t);
        Value indices = insertSlab(l, si, iter[1], d, t);
        auto marked = linalg::GenericOp::create(
            lb, loc, takenType, ValueRange{taken, best.getResult(1)},
            takenEmpty, {full, rowMap, full}, parallel(rank),
            [&](OpBuilder &gb, Location loc, ValueRange args) {
              Builder g{gb, loc};
              Value here = g.cast(g.loopIndex(d), indexElement);
              Value hit = g.cmpi(arith::CmpIPredicate::eq, here, args[1]);
              linalg::YieldOp::create(gb, loc, g.ori(args[0], hit));
            });
        scf::YieldOp::create(lb, loc,
                             ValueRange{values, indices, marked.getResult(0)});
      });
  return {loop.getResult(0), loop.getResult(1)};
}

/// A top-k of a long line as a bitonic selection network over packed keys:
/// the line padded to a power of two P, blocks of K (k rounded up to a
/// power of two) sorted ascending and descending in turn, then rounds that
/// halve the line: each pair of blocks (together bitonic) keeps the smaller
/// of each place pair, which are the pair's K first as a bitonic block, and
/// one merge stage sorts the blocks in turn again. The last block's first
/// k are the top k. About P (log2 K)^2 / 2 + 2 P (log2 K + 1) steps, where
/// k passes take k P.
SmallVector<Value> topKByNetwork(Builder &h, TopKOp op, const SortKey &key) {
  int64_t d = op.getDimension();
  RankedTensorType type = op.getInput().getType();
  auto valuesType = cast<RankedTensorType>(op.getValues().getType());
  auto indicesType = cast<RankedTensorType>(op.getIndices().getType());
  int64_t rank = type.getRank(), k = valuesType.getDimSize(d);
  int64_t big = llvm::PowerOf2Ceil(type.getDimSize(d));
  int64_t block = std::max<int64_t>(2, llvm::PowerOf2Ceil(k));
  int64_t stages = llvm::Log2_64(block);
  RankedTensorType packedType = withElement(type, h.b.getI64Type());
  auto [lt, gt] = packedOrder(key);
  (void)gt;
  Value cur = packedKeys(h, key, op.getInput(), d, big);
  cur = packedNetwork(h, key, cur, d, 1, stages);
  for (int64_t width = big; width > block; width /= 2) {
    RankedTensorType half = withDim(packedType, d, width / 2);
    Value from = cur;
    auto split = linalg::GenericOp::create(
        h.b, h.loc, half, ValueRange{}, h.empty(half), identity(h.b, rank),
        parallel(rank), [&](OpBuilder &gb, Location loc, ValueRange) {
          Builder g{gb, loc};
          // Place i of block b takes place i of blocks 2b and 2b + 1.
          Value at = g.cast(g.loopIndex(d), gb.getI64Type());
          Value base = g.andi(at, g.i64(-block));
          Value lo = arith::AddIOp::create(gb, loc, at, base);
          Value hi = arith::AddIOp::create(gb, loc, lo, g.i64(block));
          Value a = tensor::ExtractOp::create(
              gb, loc, from,
              indexedAt(g, rank, d, g.cast(lo, gb.getIndexType())));
          Value b = tensor::ExtractOp::create(
              gb, loc, from,
              indexedAt(g, rank, d, g.cast(hi, gb.getIndexType())));
          linalg::YieldOp::create(gb, loc, g.select(g.cmpi(lt, a, b), a, b));
        });
    cur = packedNetwork(h, key, split.getResult(0), d, stages, stages);
  }
  Value top = leading(h, cur, withDim(packedType, d, k));
  return {readAtPacked(h, top, d, op.getInput()),
          readAtPacked(h, top, d, Value(), indicesType.getElementType())};
}

} // namespace

SmallVector<Value> lowerTopK(Builder &h, TopKOp op) {
  RankedTensorType type = op.getInput().getType();
  int64_t d = op.getDimension();
  int64_t k = cast<RankedTensorType>(op.getValues().getType()).getDimSize(d);
  int64_t big = llvm::PowerOf2Ceil(type.getDimSize(d));
  std::optional<SortKey> key = sortKey(op.getComparator());
  if (key && type.getDimSize(d) >= kTopKNetworkFrom &&
      4 * std::max<int64_t>(2, llvm::PowerOf2Ceil(k)) <= big)
    return topKByNetwork(h, op, *key);
  return topKByPasses(h, op);
}

} // namespace dtc::front_end
