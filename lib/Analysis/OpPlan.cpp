//===- OpPlan.cpp - how to compute one op on shards -----------------------===//
#include "dtc/Analysis/OpPlan.h"
#include "dtc/Analysis/CommCost.h"
#include "dtc/Support/Debug.h"

#define DEBUG_TYPE "dtensor-op-plan"

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

/// What of `layout` an op with `rule` can compute for result `dims`: axes on
/// a dimension bound to no factor, or not dividing the factor, are dropped;
/// partial axes too when the op has no combiner.
LayoutAttr computable(LayoutAttr layout, const ShardingRule &rule,
                      ArrayRef<int64_t> dims, MeshAttr mesh) {
  if (!layout || layout.isSingleDevice() ||
      layout.getRank() != int64_t(dims.size()))
    return layout;
  SmallVector<DimShardingAttr> entries = llvm::to_vector(layout.getDims());
  bool changed = false;
  for (auto [entry, f] : llvm::zip(entries, dims)) {
    bool fits = factorFits(rule, f, mesh.getGroupSize(entry.getAxes()));
    if (!entry.isUnsharded() && !fits) {
      entry = DimShardingAttr::get(layout.getContext(), {}, false);
      changed = true;
    }
  }
  bool keepPartial = rule.combiner && *rule.combiner == layout.getPartialKind();
  // The common case: all of it (rebuilding it would unique the same one).
  if (!changed && (keepPartial || !layout.isPartial()))
    return layout;
  return LayoutAttr::get(layout.getContext(), layout.getMesh(), entries,
                         keepPartial ? layout.getPartialAxes()
                                     : ArrayRef<StringAttr>(),
                         layout.getPartialKind(), std::nullopt);
}

/// The results of one loop nest computed together: every result that maps
/// a factor shards it alike. Each factor takes the entry of the first result
/// (in `order`) that shards it on axes no other factor has taken; partial
/// axes (one set for all: the results share the reduction factors) come
/// from the first partial result, unless a factor took them. Every result
/// is rebuilt from those entries; the ones that wanted otherwise are relaid
/// out after the op (priced by the plan).
SmallVector<LayoutAttr> agreeing(const ShardingRule &rule,
                                 ArrayRef<LayoutAttr> results,
                                 ArrayRef<unsigned> order, MeshAttr mesh) {
  MLIRContext *ctx = mesh.getContext();
  SmallVector<DimShardingAttr> entries(rule.numFactors());
  llvm::SmallDenseSet<StringAttr> used;
  auto usable = [&](const LayoutAttr &l, unsigned k) {
    return l && !l.isSingleDevice() &&
           l.getRank() == int64_t(rule.resultDims[k].size());
  };
  for (unsigned k : order) {
    LayoutAttr l = results[k];
    if (!usable(l, k))
      continue;
    for (auto [d, f] : llvm::enumerate(rule.resultDims[k])) {
      DimShardingAttr entry = l.getDims()[d];
      if (f < 0 || entries[f] || entry.getAxes().empty() ||
          llvm::any_of(
              entry.getAxes(), [&](StringAttr a) { return used.contains(a); }))
        continue;
      entries[f] = entry;
      used.insert(entry.getAxes().begin(), entry.getAxes().end());
    }
  }
  LayoutAttr partialFrom;
  for (unsigned k : order)
    if (usable(results[k], k) && results[k].isPartial() &&
        llvm::none_of(results[k].getPartialAxes(),
                      [&](StringAttr a) { return used.contains(a); })) {
      partialFrom = results[k];
      break;
    }
  DimShardingAttr unsharded = DimShardingAttr::get(ctx, {}, false);
  SmallVector<LayoutAttr> agreed;
  for (auto [k, l] : llvm::enumerate(results)) {
    if (!usable(l, k)) {
      agreed.push_back(l);
      continue;
    }
    SmallVector<DimShardingAttr> dims;
    for (int64_t f : rule.resultDims[k])
      dims.push_back(f >= 0 && entries[f] ? entries[f] : unsharded);
    LayoutAttr built =
        partialFrom
            ? LayoutAttr::get(ctx, l.getMesh(), dims,
                              partialFrom.getPartialAxes(),
                              partialFrom.getPartialKind(), std::nullopt)
            : LayoutAttr::get(ctx, l.getMesh(), dims, {}, ReductionKind::sum,
                              std::nullopt);
    agreed.push_back(built);
  }
  return agreed;
}

int64_t cost(ArrayRef<LayoutAttr> have, ArrayRef<LayoutAttr> want,
             ArrayRef<RankedTensorType> types, MeshAttr mesh) {
  int64_t bytes = 0;
  for (auto [h, w, t] : llvm::zip(have, want, types))
    if (h && w && h != w)
      bytes += relayoutBytes(h, w, mesh, t);
  return bytes;
}

/// The iterations of the op's loops one device runs: each factor's size over
/// the shards of the first layout (operands first) that maps it.
double workPerDevice(const ShardingRule &rule, const OpPlan &plan,
                     MeshAttr mesh) {
  double work = 1;
  for (unsigned f = 0; f < rule.numFactors(); ++f) {
    if (ShapedType::isDynamic(rule.factorSizes[f]))
      return 0;
    int64_t shards = 1;
    auto find = [&](ArrayRef<LayoutAttr> layouts,
                    ArrayRef<SmallVector<int64_t>> dims) {
      for (auto [l, ds] : llvm::zip(layouts, dims)) {
        if (!l || l.isSingleDevice() || l.getRank() != int64_t(ds.size()))
          continue;
        if (auto it = llvm::find(ds, int64_t(f)); it != ds.end()) {
          shards = mesh.getGroupSize(l.getDims()[it - ds.begin()].getAxes());
          return true;
        }
      }
      return false;
    };
    if (!find(plan.operands, rule.operandDims))
      find(plan.results, rule.resultDims);
    work *= double(rule.factorSizes[f]) / double(std::max<int64_t>(shards, 1));
  }
  return work;
}

double price(const OpPlan &plan) {
  return double(plan.bytes) + plan.work / kMacsPerByte;
}

/// Debug trace: one plan considered, its results' layouts and its price.
void trace(StringRef what, const OpPlan &plan) {
  llvm::dbgs() << "  [plan] " << what << ": results (";
  llvm::interleaveComma(plan.results, llvm::dbgs());
  llvm::dbgs() << ") moves " << plan.bytes << " B, " << plan.work
               << " MACs per device, price " << price(plan) << "\n";
}

OpPlan make(const ShardingRule &rule, ArrayRef<LayoutAttr> results,
            ArrayRef<LayoutAttr> operandLayouts,
            ArrayRef<RankedTensorType> operandTypes,
            ArrayRef<LayoutAttr> wanted, ArrayRef<RankedTensorType> resultTypes,
            MeshAttr mesh, Attribute meshRef) {
  OpPlan plan;
  plan.results.assign(results.begin(), results.end());
  plan.operands =
      requiredOperandLayouts(rule, results, meshRef, operandLayouts);
  plan.bytes = cost(operandLayouts, plan.operands, operandTypes, mesh) +
               cost(plan.results, wanted, resultTypes, mesh);
  plan.work = workPerDevice(rule, plan, mesh);
  return plan;
}

} // namespace

OpPlan dtc::planOp(const ShardingRule &rule,
                   ArrayRef<LayoutAttr> operandLayouts,
                   ArrayRef<RankedTensorType> operandTypes,
                   ArrayRef<LayoutAttr> wantedResults,
                   ArrayRef<RankedTensorType> resultTypes, MeshAttr mesh) {
  Attribute meshRef;
  for (LayoutAttr l :
       llvm::concat<const LayoutAttr>(wantedResults, operandLayouts))
    if (l && !meshRef)
      meshRef = l.getMesh();
  SmallVector<LayoutAttr> direct;
  for (auto [l, dims] : llvm::zip(wantedResults, rule.resultDims))
    direct.push_back(computable(l, rule, dims, mesh));
  OpPlan best;
  // Several results (an arg-max's value and index) that want different
  // shardings of one factor: each result's sharding tried for all of them,
  // the cheapest kept.
  if (direct.size() > 1) {
    std::optional<OpPlan> agreed;
    SmallVector<unsigned> order;
    for (unsigned first = 0; first < direct.size(); ++first) {
      order.assign({first});
      for (unsigned k = 0; k < direct.size(); ++k)
        if (k != first)
          order.push_back(k);
      SmallVector<LayoutAttr> results = agreeing(rule, direct, order, mesh);
      if (agreed && ArrayRef<LayoutAttr>(results) ==
                        ArrayRef<LayoutAttr>(agreed->results))
        continue;
      OpPlan candidate = make(rule, results, operandLayouts, operandTypes,
                              wantedResults, resultTypes, mesh, meshRef);
      DTC_DEBUG(trace("result " + std::to_string(first) +
                          "'s sharding for all results",
                      candidate));
      if (!agreed || price(candidate) < price(*agreed))
        agreed = std::move(candidate);
    }
    best = std::move(*agreed);
    direct.assign(best.results.begin(), best.results.end());
  } else {
    best = make(rule, direct, operandLayouts, operandTypes, wantedResults,
                resultTypes, mesh, meshRef);
  }
  DTC_DEBUG(trace("direct", best));

  // Reduction factors the operands already shard, on axes the results leave
  // free: compute partial results and reduce them afterwards.
  if (!rule.combiner || direct.empty() || !direct.front() ||
      direct.front().isPartial())
    return best;
  llvm::SmallDenseSet<StringAttr> used;
  for (LayoutAttr l : direct)
    if (l && !l.isSingleDevice())
      for (DimShardingAttr d : l.getDims())
        used.insert(d.getAxes().begin(), d.getAxes().end());
  SmallVector<StringAttr> partial;
  for (unsigned f = 0; f < rule.numFactors(); ++f) {
    if (!rule.isReduction[f])
      continue;
    for (auto [l, dims] : llvm::zip(operandLayouts, rule.operandDims)) {
      if (!l || l.isSingleDevice() || l.getRank() != int64_t(dims.size()))
        continue;
      auto it = llvm::find(dims, int64_t(f));
      if (it == dims.end())
        continue;
      ArrayRef<StringAttr> axes = l.getDims()[it - dims.begin()].getAxes();
      int64_t shards = mesh.getGroupSize(axes);
      bool free = llvm::none_of(axes, [&](StringAttr a) {
        return used.contains(a) || llvm::is_contained(partial, a);
      });
      if (!axes.empty() && free && factorFits(rule, f, shards))
        llvm::append_range(partial, axes);
      break;
    }
  }
  if (partial.empty())
    return best;
  SmallVector<LayoutAttr> reduced;
  for (LayoutAttr l : direct)
    reduced.push_back(l ? LayoutAttr::get(l.getContext(), l.getMesh(),
                                          l.getDims(), partial, *rule.combiner,
                                          std::nullopt)
                        : l);
  OpPlan viaPartial = make(rule, reduced, operandLayouts, operandTypes,
                           wantedResults, resultTypes, mesh, meshRef);
  DTC_DEBUG({
    trace("partial results, reduced after", viaPartial);
    llvm::dbgs() << "  [plan] chosen: "
                 << (price(viaPartial) < price(best) ? "partial" : "direct")
                 << "\n";
  });
  return price(viaPartial) < price(best) ? viaPartial : best;
}
