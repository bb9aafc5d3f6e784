//===- Relayout.cpp - changing a shard's layout with collectives ----------===//
#include "dtc/Transforms/Relayout.h"
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

using Axes = SmallVector<StringAttr>;

bool isPrefix(ArrayRef<StringAttr> prefix, ArrayRef<StringAttr> of) {
  return prefix.size() <= of.size() && of.take_front(prefix.size()) == prefix;
}

/// The shard layout being transformed step by step.
struct State {
  SmallVector<Axes> dims;
  Axes partial;
  ReductionKind kind = ReductionKind::sum;
};

RankedTensorType localType(const State &s, MeshAttr mesh,
                           RankedTensorType global) {
  SmallVector<int64_t> shape = llvm::to_vector(global.getShape());
  for (auto [size, axes] : llvm::zip(shape, s.dims))
    size /= mesh.getGroupSize(axes);
  return global.clone(shape);
}

ArrayAttr axesAttr(OpBuilder &b, ArrayRef<StringAttr> axes) {
  return b.getArrayAttr(SmallVector<Attribute>(axes.begin(), axes.end()));
}

} // namespace

Value dtc::identityTensor(OpBuilder &b, Location loc, RankedTensorType type,
                          ReductionKind kind) {
  Type element = type.getElementType();
  Attribute value;
  if (auto f = dyn_cast<FloatType>(element)) {
    const llvm::fltSemantics &sem = f.getFloatSemantics();
    APFloat v = kind == ReductionKind::max   ? APFloat::getInf(sem, true)
                : kind == ReductionKind::min ? APFloat::getInf(sem, false)
                                             : APFloat::getZero(sem);
    value = b.getFloatAttr(element, v);
  } else {
    unsigned bits = element.getIntOrFloatBitWidth();
    APInt v = kind == ReductionKind::max   ? APInt::getSignedMinValue(bits)
              : kind == ReductionKind::min ? APInt::getSignedMaxValue(bits)
                                           : APInt::getZero(bits);
    value = b.getIntegerAttr(element, v);
  }
  return arith::ConstantOp::create(b, loc,
                                   DenseElementsAttr::get(type, value));
}

Value dtc::selectTensor(OpBuilder &b, Location loc, Value cond, Value whenTrue,
                        function_ref<Value(OpBuilder &)> whenFalse) {
  auto branch = scf::IfOp::create(
      b, loc, cond,
      [&](OpBuilder &then, Location l) { scf::YieldOp::create(then, l, whenTrue); },
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
  auto coords = DeviceCoordsOp::create(b, loc, types, meshRef, axesAttr(b, axes));
  Value index = coords.getCoords().front();
  for (auto [axis, c] : llvm::drop_begin(llvm::zip(axes, coords.getCoords()))) {
    Value size = arith::ConstantIndexOp::create(b, loc, mesh.getGroupSize(axis));
    index = arith::AddIOp::create(b, loc, arith::MulIOp::create(b, loc, index, size), c);
  }
  return index;
}

FailureOr<Value> dtc::emitRelayout(OpBuilder &b, Location loc, Value shard,
                                   RankedTensorType global, LayoutAttr from,
                                   LayoutAttr to, MeshAttr mesh) {
  if (from == to)
    return shard;
  auto meshRef = cast<FlatSymbolRefAttr>(from.getMesh());
  auto replicated = LayoutAttr::getReplicated(meshRef, global.getRank());
  // Whole on one device: that device broadcasts it to all (then slice as
  // from a replicated value).
  if (from.isSingleDevice()) {
    SmallVector<Attribute> all(mesh.getAxisNames().begin(), mesh.getAxisNames().end());
    Value whole = shard;
    if (!all.empty()) {
      SmallVector<int64_t> ids = mesh.getDeviceIds();
      int64_t root = llvm::find(ids, *from.getDevice()) - ids.begin();
      whole = BroadcastOp::create(b, loc, shard.getType(), shard, meshRef,
                                  b.getArrayAttr(all), b.getI64IntegerAttr(root));
    }
    return emitRelayout(b, loc, whole, global, replicated, to, mesh);
  }
  // To one device: replicate; that device then holds the whole value.
  if (to.isSingleDevice())
    return emitRelayout(b, loc, shard, global, from, replicated, mesh);
  State s;
  for (DimShardingAttr d : from.getDims())
    s.dims.push_back(llvm::to_vector(d.getAxes()));
  s.partial = llvm::to_vector(from.getPartialAxes());
  s.kind = from.getPartialKind();
  SmallVector<Axes> want;
  for (DimShardingAttr d : to.getDims())
    want.push_back(llvm::to_vector(d.getAxes()));
  Value v = shard;

  // 1. Resolve the partial axes `to` does not keep (all of them when the
  //    reduction changes).
  Axes resolve;
  for (StringAttr a : s.partial)
    if (!llvm::is_contained(to.getPartialAxes(), a) ||
        to.getPartialKind() != s.kind)
      resolve.push_back(a);
  if (!resolve.empty()) {
    v = AllReduceOp::create(b, loc, v.getType(),
                            ReductionKindAttr::get(b.getContext(), s.kind), v,
                            meshRef, axesAttr(b, resolve));
    llvm::erase_if(s.partial, [&](StringAttr a) { return llvm::is_contained(resolve, a); });
  }

  // 2. Move an axis between dimensions with one all_to_all: it leaves dim i
  //    as its minor axis and lands as the next axis of dim j.
  for (bool moved = true; moved;) {
    moved = false;
    for (unsigned i = 0; i < s.dims.size() && !moved; ++i) {
      if (s.dims[i].empty() || isPrefix(s.dims[i], want[i]))
        continue;
      StringAttr a = s.dims[i].back();
      for (unsigned j = 0; j < s.dims.size(); ++j) {
        if (j == i || !isPrefix(s.dims[j], want[j]) ||
            want[j].size() <= s.dims[j].size() || want[j][s.dims[j].size()] != a)
          continue;
        State next = s;
        next.dims[i].pop_back();
        next.dims[j].push_back(a);
        v = AllToAllOp::create(b, loc, localType(next, mesh, global), v, meshRef,
                               axesAttr(b, {a}), b.getI64IntegerAttr(j),
                               b.getI64IntegerAttr(i));
        s = next;
        moved = true;
        break;
      }
    }
  }

  // 2b. The same axes in another order: blocks change devices, one
  //     collective_permute over those axes.
  for (unsigned i = 0; i < s.dims.size(); ++i) {
    Axes &have = s.dims[i];
    if (have.size() < 2 || have == want[i] ||
        !std::is_permutation(have.begin(), have.end(), want[i].begin(), want[i].end()))
      continue;
    // Member g (mixed radix in `have` order) holds block g; it must go to
    // the member whose block index in `want` order is g.
    SmallVector<int64_t> sizes;
    for (StringAttr a : have)
      sizes.push_back(mesh.getGroupSize({a}));
    int64_t group = mesh.getGroupSize(have);
    SmallVector<int64_t> perm(group);
    for (int64_t m = 0; m < group; ++m) {
      SmallVector<int64_t> coords(have.size());
      for (int64_t k = have.size() - 1, rest = m; k >= 0; --k) {
        coords[k] = rest % sizes[k];
        rest /= sizes[k];
      }
      int64_t block = 0;
      for (StringAttr a : want[i]) {
        unsigned k = llvm::find(have, a) - have.begin();
        block = block * sizes[k] + coords[k];
      }
      perm[block] = m;
    }
    v = CollectivePermuteOp::create(b, loc, v.getType(), v, meshRef,
                                    axesAttr(b, have), b.getDenseI64ArrayAttr(perm));
    have = want[i];
  }

  // 3. Gather what does not stay, minor axis first.
  for (unsigned i = 0; i < s.dims.size(); ++i)
    while (!isPrefix(s.dims[i], want[i])) {
      StringAttr a = s.dims[i].back();
      State next = s;
      next.dims[i].pop_back();
      v = AllGatherOp::create(b, loc, localType(next, mesh, global), v, meshRef,
                              axesAttr(b, {a}), b.getI64IntegerAttr(i));
      s = next;
    }

  // 4. Slice what is new, major axis first (one all_slice per dimension).
  for (unsigned i = 0; i < s.dims.size(); ++i) {
    if (s.dims[i].size() == want[i].size())
      continue;
    Axes extra(want[i].begin() + s.dims[i].size(), want[i].end());
    State next = s;
    llvm::append_range(next.dims[i], extra);
    v = AllSliceOp::create(b, loc, localType(next, mesh, global), v, meshRef,
                           axesAttr(b, extra), b.getI64IntegerAttr(i));
    s = next;
  }

  // 5. New partial axes: only the group's first device keeps the value.
  Axes fresh;
  for (StringAttr a : to.getPartialAxes())
    if (!llvm::is_contained(s.partial, a))
      fresh.push_back(a);
  if (!fresh.empty()) {
    auto type = cast<RankedTensorType>(v.getType());
    Value leader = isGroupLeader(b, loc, meshRef, fresh);
    v = selectTensor(b, loc, leader, v, [&](OpBuilder &other) {
      return identityTensor(other, loc, type, to.getPartialKind());
    });
  }
  return v;
}
