//===- RelayoutPlan.cpp - the collectives that change a value's layout ----===//
//
// Two candidate plans, the cheaper wins:
//
//   stepwise   1. partial axes `to` does not keep: reduce_scatter those
//                 that go on to shard a dimension next, all_reduce the
//                 rest;
//              2. an axis leaving a dimension (as its minor axis) for the
//                 next place of another: all_to_all; the same axes of a
//                 dimension in another order: collective_permute;
//              3. axes no longer sharding a dimension: one all_gather per
//                 dimension;
//              4. axes newly sharding a dimension: one all_slice per
//                 dimension (local);
//              5. new partial axes: the group's first device keeps the
//                 value, the others the reduction's identity (local).
//   permute    when every dimension keeps its number of blocks and the
//              partial axes stay, each device's new block is a whole block
//              some device has: one collective_permute over the axes
//              either layout uses.
//
// A single-device source is first broadcast from its device (then it is a
// replicated value); a single-device target is planned as replicated.
//
// Uneven dimensions (docs/uneven.md: blocks of ceil(n/k)): the blocks of n
// over k shards are not those of n over k*g split in g (10 over 2 is 5 + 5,
// over 4 it is 3 + 3 + 3 + 1), so a dimension whose shards do not divide
// it under `from` or `to`, and whose sharding changes, is gathered whole
// first (one all_gather of all its axes, its padding cut off after) and
// sliced to `to` in one all_slice (padded to a whole number of blocks
// before); no other step touches it. A dimension whose blocks stay (the
// permute plan) moves whole blocks, padding and all.
//
//===----------------------------------------------------------------------===//
#include "dtc/Analysis/RelayoutPlan.h"
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <map>

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

using Axes = SmallVector<StringAttr>;

bool isPrefix(ArrayRef<StringAttr> prefix, ArrayRef<StringAttr> of) {
  return prefix.size() <= of.size() && of.take_front(prefix.size()) == prefix;
}

bool isIdentity(ArrayRef<int64_t> perm) {
  for (auto [i, p] : llvm::enumerate(perm))
    if (p != int64_t(i))
      return false;
  return true;
}

/// A shard layout, as the plan transforms it step by step.
struct State {
  SmallVector<Axes> dims;
  Axes partial;
  ReductionKind kind = ReductionKind::sum;

  static State of(LayoutAttr layout) {
    State s;
    for (DimShardingAttr d : layout.getDims())
      s.dims.push_back(llvm::to_vector(d.getAxes()));
    s.partial = llvm::to_vector(layout.getPartialAxes());
    s.kind = layout.getPartialKind();
    return s;
  }
};

/// Builds a plan while tracking the shard type.
class Planner {
public:
  Planner(MeshAttr mesh, RankedTensorType global, RankedTensorType start)
      : mesh(mesh), global(global), current(start) {}

  RankedTensorType localType(const State &s) const {
    SmallVector<int64_t> shape = llvm::to_vector(global.getShape());
    for (auto [size, axes] : llvm::zip(shape, s.dims))
      size = llvm::divideCeil(size, mesh.getGroupSize(axes));
    return global.clone(shape);
  }

  /// The dimensions whose shards do not divide them under `from` or `to`
  /// and whose sharding changes (see the file comment).
  llvm::SmallDenseSet<unsigned> unevenChanging(const State &from,
                                               LayoutAttr to) const {
    llvm::SmallDenseSet<unsigned> dims;
    for (auto [i, want] : llvm::enumerate(to.getDims())) {
      int64_t n = global.getDimSize(i);
      ArrayRef<StringAttr> have = from.dims[i];
      if (ArrayRef<StringAttr>(want.getAxes()) != have &&
          (n % mesh.getGroupSize(have) != 0 ||
           n % mesh.getGroupSize(want.getAxes()) != 0))
        dims.insert(i);
    }
    return dims;
  }

  /// Appends a step that yields `result`, priced on the current type.
  RelayoutStep &add(RelayoutStepKind kind, ArrayRef<StringAttr> axes,
                    RankedTensorType result) {
    RelayoutStep step;
    step.kind = kind;
    step.axes.assign(axes.begin(), axes.end());
    step.input = current;
    step.result = result;
    step.bytes =
        collectiveBytes(kind, tensorBytes(current), mesh.getGroupSize(axes));
    current = result;
    plan.steps.push_back(step);
    return plan.steps.back();
  }

  /// The stepwise plan from `s` to `to` (neither single-device).
  void stepwise(State s, LayoutAttr to);

  /// The one-permute plan from `from` to `to`, when there is one.
  bool permuteOnly(LayoutAttr from, LayoutAttr to);

  MeshAttr mesh;
  RankedTensorType global;
  RankedTensorType current;
  RelayoutPlan plan;
};

void Planner::stepwise(State s, LayoutAttr to) {
  SmallVector<Axes> want;
  for (DimShardingAttr d : to.getDims())
    want.push_back(llvm::to_vector(d.getAxes()));

  // 0. Uneven dimensions that change are gathered whole first; only step 4
  //    touches them after (one all_slice from whole).
  llvm::SmallDenseSet<unsigned> uneven = unevenChanging(s, to);
  for (unsigned i = 0; i < s.dims.size(); ++i) {
    if (!uneven.contains(i) || s.dims[i].empty())
      continue;
    State next = s;
    next.dims[i].clear();
    add(RelayoutStepKind::AllGather, s.dims[i], localType(next)).dim = i;
    s = next;
  }

  // 1. Partial axes `to` does not keep (all of them when the reduction
  //    changes). Those that shard a dimension next are reduce-scattered into
  //    it (half an all_reduce's traffic, and the slice comes free).
  Axes resolve;
  for (StringAttr a : s.partial)
    if (!llvm::is_contained(to.getPartialAxes(), a) ||
        to.getPartialKind() != s.kind)
      resolve.push_back(a);
  for (unsigned j = 0; j < s.dims.size() && !resolve.empty(); ++j) {
    if (!isPrefix(s.dims[j], want[j]) || uneven.contains(j))
      continue;
    Axes run;
    for (StringAttr a : ArrayRef(want[j]).drop_front(s.dims[j].size())) {
      if (!llvm::is_contained(resolve, a))
        break;
      run.push_back(a);
    }
    if (run.empty())
      continue;
    State next = s;
    llvm::append_range(next.dims[j], run);
    llvm::erase_if(next.partial,
                   [&](StringAttr a) { return llvm::is_contained(run, a); });
    llvm::erase_if(resolve,
                   [&](StringAttr a) { return llvm::is_contained(run, a); });
    RelayoutStep &step =
        add(RelayoutStepKind::ReduceScatter, run, localType(next));
    step.dim = j;
    step.reduction = s.kind;
    s = next;
  }
  if (!resolve.empty()) {
    add(RelayoutStepKind::AllReduce, resolve, current).reduction = s.kind;
    llvm::erase_if(s.partial, [&](StringAttr a) {
      return llvm::is_contained(resolve, a);
    });
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
        if (j == i || uneven.contains(j) || !isPrefix(s.dims[j], want[j]) ||
            want[j].size() <= s.dims[j].size() ||
            want[j][s.dims[j].size()] != a)
          continue;
        State next = s;
        next.dims[i].pop_back();
        next.dims[j].push_back(a);
        RelayoutStep &step =
            add(RelayoutStepKind::AllToAll, {a}, localType(next));
        step.dim = j;
        step.sourceDim = i;
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
        !std::is_permutation(have.begin(), have.end(), want[i].begin(),
                             want[i].end()))
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
    // Axes of size 1 reorder nothing.
    if (!isIdentity(perm))
      add(RelayoutStepKind::Permute, have, current).permutation =
          std::move(perm);
    have = want[i];
  }

  // 3. Gather what does not stay: the axes after the longest prefix that
  //    `to` keeps, in one all_gather per dimension.
  for (unsigned i = 0; i < s.dims.size(); ++i) {
    unsigned keep = 0;
    while (keep < s.dims[i].size() && keep < want[i].size() &&
           s.dims[i][keep] == want[i][keep])
      ++keep;
    if (keep == s.dims[i].size())
      continue;
    Axes gone(s.dims[i].begin() + keep, s.dims[i].end());
    State next = s;
    next.dims[i].resize(keep);
    add(RelayoutStepKind::AllGather, gone, localType(next)).dim = i;
    s = next;
  }

  // 4. Slice what is new (one all_slice per dimension).
  for (unsigned i = 0; i < s.dims.size(); ++i) {
    if (s.dims[i].size() == want[i].size())
      continue;
    Axes extra(want[i].begin() + s.dims[i].size(), want[i].end());
    State next = s;
    llvm::append_range(next.dims[i], extra);
    add(RelayoutStepKind::AllSlice, extra, localType(next)).dim = i;
    s = next;
  }

  // 5. New partial axes: only the group's first device keeps the value.
  Axes fresh;
  for (StringAttr a : to.getPartialAxes())
    if (!llvm::is_contained(s.partial, a))
      fresh.push_back(a);
  if (!fresh.empty())
    add(RelayoutStepKind::KeepOnLeader, fresh, current).reduction =
        to.getPartialKind();
}

/// Mixed-radix index of `coords` (by mesh axis) over `axes`, major first.
int64_t indexOn(ArrayRef<StringAttr> axes, MeshAttr mesh,
                const DenseMap<StringAttr, int64_t> &coords) {
  int64_t index = 0;
  for (StringAttr a : axes)
    index = index * mesh.getGroupSize({a}) + coords.lookup(a);
  return index;
}

bool Planner::permuteOnly(LayoutAttr from, LayoutAttr to) {
  if (from.getPartialAxes() != to.getPartialAxes() ||
      (from.isPartial() && from.getPartialKind() != to.getPartialKind()))
    return false;
  for (auto [f, t] : llvm::zip(from.getDims(), to.getDims()))
    if (mesh.getGroupSize(f.getAxes()) != mesh.getGroupSize(t.getAxes()))
      return false;
  // The group: the axes either layout shards with, in mesh order.
  llvm::SmallDenseSet<StringAttr> used;
  for (LayoutAttr l : {from, to})
    for (DimShardingAttr d : l.getDims())
      used.insert(d.getAxes().begin(), d.getAxes().end());
  Axes group, restFrom, restTo;
  for (StringAttr a : mesh.getAxisNames())
    if (used.contains(a))
      group.push_back(a);
  auto usedBy = [](LayoutAttr l, StringAttr a) {
    return llvm::any_of(l.getDims(), [&](DimShardingAttr d) {
      return llvm::is_contained(d.getAxes(), a);
    });
  };
  for (StringAttr a : group) {
    if (!usedBy(from, a))
      restFrom.push_back(a);
    if (!usedBy(to, a))
      restTo.push_back(a);
  }
  // A member is (its block in each dimension, its index among the members
  // that hold the same blocks). Member m's new data is held, under `from`,
  // by the member with the same blocks and the same such index.
  int64_t size = mesh.getGroupSize(group);
  auto key = [&](LayoutAttr l, ArrayRef<StringAttr> rest,
                 const DenseMap<StringAttr, int64_t> &coords) {
    SmallVector<int64_t> k;
    for (DimShardingAttr d : l.getDims())
      k.push_back(indexOn(d.getAxes(), mesh, coords));
    k.push_back(indexOn(rest, mesh, coords));
    return k;
  };
  auto coordsOf = [&](int64_t m) {
    DenseMap<StringAttr, int64_t> coords;
    for (StringAttr a : llvm::reverse(group)) {
      int64_t n = mesh.getGroupSize({a});
      coords[a] = m % n;
      m /= n;
    }
    return coords;
  };
  std::map<SmallVector<int64_t>, int64_t> holder;
  for (int64_t m = 0; m < size; ++m)
    holder[key(from, restFrom, coordsOf(m))] = m;
  SmallVector<int64_t> perm(size);
  for (int64_t m = 0; m < size; ++m)
    perm[holder.at(key(to, restTo, coordsOf(m)))] = m;
  // Every device may already hold its new block (axes of size 1).
  if (!isIdentity(perm))
    add(RelayoutStepKind::Permute, group, current).permutation =
        std::move(perm);
  return true;
}

} // namespace

int64_t dtc::tensorBytes(RankedTensorType type) {
  return type.getNumElements() * elementBytes(type.getElementType());
}

int64_t dtc::collectiveBytes(RelayoutStepKind kind, int64_t inputBytes,
                             int64_t groupSize) {
  if (groupSize <= 1)
    return 0;
  int64_t g = groupSize;
  switch (kind) {
  case RelayoutStepKind::AllGather:
    return (g - 1) * inputBytes;
  case RelayoutStepKind::AllToAll:
  case RelayoutStepKind::ReduceScatter:
    return (g - 1) * inputBytes / g;
  case RelayoutStepKind::AllReduce:
    return 2 * (g - 1) * inputBytes / g;
  case RelayoutStepKind::Permute:
  case RelayoutStepKind::Broadcast:
    return inputBytes;
  case RelayoutStepKind::AllSlice:
  case RelayoutStepKind::KeepOnLeader:
    return 0;
  }
  llvm_unreachable("unknown relayout step");
}

int64_t dtc::crossProcessBytes(RelayoutStepKind kind, int64_t inputBytes,
                               int64_t groupSize, int64_t processes) {
  int64_t k = processes, m = groupSize / std::max<int64_t>(k, 1);
  if (k <= 1 || groupSize <= 1)
    return 0;
  switch (kind) {
  case RelayoutStepKind::AllGather:
    return (k - 1) * m * inputBytes;
  case RelayoutStepKind::AllToAll:
    return (k - 1) * m * inputBytes / k;
  case RelayoutStepKind::ReduceScatter:
    return (k - 1) * inputBytes / k;
  case RelayoutStepKind::AllReduce:
    return 2 * (k - 1) * inputBytes / k;
  case RelayoutStepKind::Permute:
    return m * inputBytes;
  case RelayoutStepKind::Broadcast:
    return (k - 1) * inputBytes;
  case RelayoutStepKind::AllSlice:
  case RelayoutStepKind::KeepOnLeader:
    return 0;
  }
  llvm_unreachable("unknown relayout step");
}

/// A step that splits an uneven dimension sends its input padded to a
/// whole number of blocks (emitRelayout pads it): its price is of that.
static void priceSplits(RelayoutPlan &plan, MeshAttr mesh) {
  for (RelayoutStep &step : plan.steps) {
    if (step.kind != RelayoutStepKind::ReduceScatter &&
        step.kind != RelayoutStepKind::AllToAll)
      continue;
    int64_t g = mesh.getGroupSize(step.axes);
    SmallVector<int64_t> shape = llvm::to_vector(step.input.getShape());
    shape[step.dim] = g * step.result.getDimSize(step.dim);
    step.bytes =
        collectiveBytes(step.kind, tensorBytes(step.input.clone(shape)), g);
  }
}

int64_t RelayoutPlan::bytes() const {
  int64_t total = 0;
  for (const RelayoutStep &step : steps)
    total += step.bytes;
  return total;
}

RelayoutPlan dtc::planRelayout(LayoutAttr from, LayoutAttr to,
                               RankedTensorType global, MeshAttr mesh) {
  if (from == to)
    return {};
  auto replicated = LayoutAttr::getReplicated(from.getMesh(), global.getRank());
  // To one device: replicate; that device then holds the whole value.
  if (to.isSingleDevice())
    to = replicated;
  Planner planner(mesh, global, global);
  if (from.isSingleDevice()) {
    // That device broadcasts the value to all; then it is replicated.
    SmallVector<StringAttr> all = llvm::to_vector(mesh.getAxisNames());
    if (!all.empty()) {
      SmallVector<int64_t> ids = mesh.getDeviceIds();
      planner.add(RelayoutStepKind::Broadcast, all, global).root =
          llvm::find(ids, *from.getDevice()) - ids.begin();
    }
    from = replicated;
  } else {
    planner.current = planner.localType(State::of(from));
  }
  if (from == to)
    return planner.plan;

  Planner stepwise = planner;
  stepwise.stepwise(State::of(from), to);
  priceSplits(stepwise.plan, mesh);
  Planner permute = planner;
  if (!permute.permuteOnly(from, to))
    return stepwise.plan;
  auto rank = [](const RelayoutPlan &p) {
    return std::make_pair(p.bytes(), p.steps.size());
  };
  return rank(permute.plan) < rank(stepwise.plan) ? permute.plan
                                                  : stepwise.plan;
}
