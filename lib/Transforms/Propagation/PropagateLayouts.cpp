//===- PropagateLayouts.cpp - a layout for every tensor value -------------===//
//
// A worklist over ops. Visiting an op reads the layouts its tensor operands
// and results already have, chooses a sharding (mesh axes) per factor of the
// op's rule, and gives that sharding to the operands and results that have
// no layout yet. A value is assigned once and never revised: the walk ends
// after at most one assignment per value, and every assignment re-queues
// only the ops that touch the value, so the work is linear in the size of
// the program.
//
//===----------------------------------------------------------------------===//
#include "CallSiteVersions.h"
#include "PropagationSetup.h"
#include "dtc/Analysis/CommCost.h"
#include "dtc/Analysis/DataFlowEdges.h"
#include "dtc/Analysis/ShardingRule.h"
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"
#include "dtc/Support/Debug.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"

#include <deque>

#define DEBUG_TYPE "dtensor-propagate-layouts"

namespace dtc {
#define GEN_PASS_DEF_PROPAGATELAYOUTS
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

/// Pinned (explicit) layouts outweigh any amount of communication.
constexpr int64_t kPinnedWeight = std::numeric_limits<int64_t>::max() / 4;

/// Propagation over the functions of a module: calls tie their operands and
/// results to the callee's arguments and returns. Values connected through
/// ops share a mesh; only copy_to_mesh moves a value to another one.
/// `defaultMesh` is the mesh of values connected to no explicit layout.
class Propagation {
public:
  Propagation(ArrayRef<func::FuncOp> funcs, Attribute defaultMesh,
              ShardingRuleCache &rules)
      : funcs(funcs), defaultMesh(defaultMesh),
        unsharded(DimShardingAttr::get(defaultMesh.getContext(), {}, false)),
        rules(rules) {}

  /// Two rounds to a fixed point: first a value is given a layout only when
  /// every factor it depends on has a candidate (so no dimension is decided
  /// by a lack of information); then the remaining open factors count as
  /// unsharded.
  LogicalResult run() {
    survey();
    tieRegionsAndCalls();
    if (failed(inferMeshes()))
      return failure();
    seed();
    for (bool relaxed : {false, true}) {
      this->relaxed = relaxed;
      if (relaxed)
        for (Operation *op : ops)
          if (touchesTensors(op) && !complete.contains(op))
            enqueue(op);
      while (!worklist.empty()) {
        Operation *op = worklist.front();
        worklist.pop_front();
        queued.erase(op);
        visit(op);
      }
    }
    if (contradiction)
      return failure();
    finish();
    return checkLayouts();
  }

private:
  //===--------------------------------------------------------------===//
  // Values, ties and assignment
  //===--------------------------------------------------------------===//

  /// Values that must share one layout (loop-carried values, branches).
  void tie(Value a, Value b) {
    if (isa<RankedTensorType>(a.getType()) &&
        isa<RankedTensorType>(b.getType())) {
      ties.unionSets(a, b);
      sameMesh.unionSets(a, b);
    }
  }

  void enqueue(Operation *op) {
    if (op && queued.insert(op).second)
      worklist.push_back(op);
  }

  static bool touchesTensors(Operation *op) {
    return llvm::any_of(op->getResultTypes(),
                        llvm::IsaPred<RankedTensorType>) ||
           llvm::any_of(op->getOperandTypes(), llvm::IsaPred<RankedTensorType>);
  }

  /// Gives `v` (and every value tied to it) `layout` unless it has one.
  void assign(Value v, LayoutAttr layout, bool pin = false) {
    if (layouts.count(v))
      return;
    DTC_DEBUG({
      llvm::dbgs() << "    assign " << layout << (pin ? " (pinned)" : "")
                   << " to ";
      v.printAsOperand(llvm::dbgs(), OpPrintingFlags());
      llvm::dbgs() << "\n";
    });
    SmallVector<Value> members = {v};
    if (ties.contains(v))
      members = llvm::to_vector(ties.members(v));
    for (Value m : members) {
      if (!layouts.try_emplace(m, layout).second)
        continue;
      if (pin)
        pinned.insert(m);
      enqueue(m.getDefiningOp());
      for (Operation *user : m.getUsers()) {
        enqueue(user);
        // A read inside a linalg op's body: the op's plan may read by
        // position (positionalReads).
        if (isa<tensor::ExtractOp>(user) &&
            isa_and_present<linalg::GenericOp>(user->getParentOp()))
          enqueue(user->getParentOp());
      }
    }
  }

  LayoutAttr layoutOf(Value v) const { return layouts.lookup(v); }

  //===--------------------------------------------------------------===//
  // Seeds: explicit layouts, ties, ops without rules
  //===--------------------------------------------------------------===//

  /// Visits every op of every function, in order.
  void walk(llvm::function_ref<void(Operation *)> fn) {
    for (func::FuncOp func : funcs)
      func.walk(fn);
  }

  /// The one walk over all ops (a walk of a large module costs more than
  /// the work on the ops it finds): the ops that touch tensors, and the
  /// returns. Ops without tensors are nothing to the steps that follow
  /// (most are the scalar bodies of linalg ops, as many as the ops around
  /// them): they tie, place, seed and visit nothing.
  void survey() {
    walk([&](Operation *op) {
      if (touchesTensors(op) || isa<func::ReturnOp>(op))
        ops.push_back(op);
    });
  }

  /// Ties the two ends of every data-flow edge (DataFlowEdges.h): control
  /// flow and calls hand values on, they do not compute them.
  void tieRegionsAndCalls() {
    DenseSet<Operation *> inModule(funcs.begin(), funcs.end());
    auto tieEdge = [&](OpOperand &source, Value target) {
      tie(source.get(), target);
    };
    for (Operation *op : ops) {
      if (auto call = dyn_cast<CallOpInterface>(op)) {
        Operation *callee = call.resolveCallable();
        if (callee && inModule.contains(callee))
          forEachCallEdge(call, callee, tieEdge);
        continue;
      }
      forEachDataFlowEdge(op, tieEdge);
    }
  }

  //===--------------------------------------------------------------===//
  // Meshes
  //===--------------------------------------------------------------===//

  /// Gives every tensor value a mesh and resolves the meshes. When every
  /// explicit layout is on the default mesh, so is every value; otherwise
  /// each class of values that must share a mesh takes the mesh of its
  /// explicit layouts (an error when they name two).
  LogicalResult inferMeshes() {
    SmallVector<Placement> placements = explicitLayouts();
    singleMesh = llvm::all_of(placements, [&](const Placement &p) {
      return p.layout.getMesh() == defaultMesh;
    });
    if (!singleMesh && failed(placeInClasses(placements)))
      return failure();
    SmallVector<Attribute> refs = {defaultMesh};
    llvm::append_range(refs, llvm::make_second_range(classMesh));
    for (Attribute ref : refs) {
      if (meshes.count(ref))
        continue;
      FailureOr<MeshAttr> mesh = resolveMesh(
          funcs.front(), ref, [&] { return funcs.front().emitError(); });
      if (failed(mesh))
        return failure();
      meshes[ref] = *mesh;
    }
    return success();
  }

  /// A value's explicit layout, and the op (or function) that gives it.
  struct Placement {
    Value value;
    LayoutAttr layout;
    Operation *where;
  };

  SmallVector<Placement> explicitLayouts() {
    SmallVector<Placement> placements;
    auto place = [&](Value v, LayoutAttr layout, Operation *where) {
      if (layout)
        placements.push_back({v, layout, where});
    };
    for (func::FuncOp func : funcs)
      for (auto [i, arg] : llvm::enumerate(func.getArguments()))
        place(arg, attachedLayout(func.getArgAttrDict(i)), func);
    for (Operation *op : ops) {
      if (auto ret = dyn_cast<func::ReturnOp>(op)) {
        auto func = ret->getParentOfType<func::FuncOp>();
        for (auto [i, v] : llvm::enumerate(ret.getOperands()))
          place(v, attachedLayout(func.getResultAttrDict(i)), op);
      } else if (auto stating = dyn_cast<LayoutOpInterface>(op)) {
        for (const StatedLayout &s : statedLayouts(stating))
          place(s.value, s.layout, op);
      }
    }
    return placements;
  }

  /// Puts every tensor value in a class of values that must share a mesh
  /// (the tensors of an op, tied values) and gives each class the mesh of
  /// its placements.
  LogicalResult placeInClasses(ArrayRef<Placement> placements) {
    auto tensors = [](ValueRange values) {
      return llvm::make_filter_range(
          values, [](Value v) { return isa<RankedTensorType>(v.getType()); });
    };
    walk([&](Operation *op) {
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (Value arg : tensors(block.getArguments()))
            sameMesh.insert(arg);
      for (Value v : tensors(op->getResults()))
        sameMesh.insert(v);
      // Control flow and calls tie what must share a mesh (tie above).
      if (auto stating = dyn_cast<LayoutOpInterface>(op);
          (stating && stating.crossesMeshes()) || isControlFlow(op))
        return;
      Value first;
      for (ValueRange values :
           {ValueRange(op->getOperands()), ValueRange(op->getResults())})
        for (Value v : tensors(values))
          first ? (void)sameMesh.unionSets(first, v) : (void)(first = v);
    });
    for (const Placement &p : placements) {
      Attribute &mesh = classMesh[sameMesh.getLeaderValue(p.value)];
      if (mesh && mesh != p.layout.getMesh())
        return p.where->emitError()
               << "a layout on mesh " << p.layout.getMesh()
               << " for a value that ops connect to values on mesh " << mesh
               << "; dtensor.copy_to_mesh moves a value to another mesh";
      mesh = p.layout.getMesh();
    }
    return success();
  }

  /// The mesh symbol `v` lives on.
  Attribute meshRefOf(Value v) {
    if (singleMesh)
      return defaultMesh;
    Attribute mesh = classMesh.lookup(sameMesh.getLeaderValue(v));
    return mesh ? mesh : defaultMesh;
  }
  MeshAttr meshOf(Attribute ref) const { return meshes.lookup(ref); }

  //===--------------------------------------------------------------===//
  // Seeds: explicit layouts
  //===--------------------------------------------------------------===//

  void seed() {
    for (func::FuncOp func : funcs)
      for (auto [i, arg] : llvm::enumerate(func.getArguments()))
        if (auto layout = attachedLayout(func.getArgAttrDict(i)))
          assign(arg, layout, /*pin=*/true);
    for (Operation *op : ops) {
      // Visiting an op without tensor operands or results does nothing.
      if (touchesTensors(op))
        enqueue(op);
      if (auto ret = dyn_cast<func::ReturnOp>(op)) {
        auto func = ret->getParentOfType<func::FuncOp>();
        for (auto [i, v] : llvm::enumerate(ret.getOperands()))
          if (auto layout = attachedLayout(func.getResultAttrDict(i)))
            assign(v, layout, /*pin=*/true);
      } else if (isa<arith::ConstantOp, tensor::SplatOp>(op)) {
        // Constants are replicated (TF's run_on): every device has the
        // whole value, and any shard of it is a local slice.
        auto t = dyn_cast<RankedTensorType>(op->getResult(0).getType());
        if (t)
          assign(op->getResult(0),
                 LayoutAttr::getReplicated(meshRefOf(op->getResult(0)),
                                           t.getRank()));
      } else if (auto stating = dyn_cast<LayoutOpInterface>(op)) {
        for (const StatedLayout &s : statedLayouts(stating))
          seed(op, s);
      }
    }
  }

  void seed(Operation *op, const StatedLayout &s) {
    switch (s.binding) {
    case LayoutBinding::Pinned:
      return assign(s.value, s.layout, /*pin=*/true);
    case LayoutBinding::Requested:
      return assign(s.value, s.layout);
    case LayoutBinding::Matched:
      // With `match` entries, pinned when the input's layout is known
      // (resolveMatch).
      if (!s.layout.hasMatch())
        assign(s.value, s.layout, /*pin=*/true);
      return;
    case LayoutBinding::Checked:
      checks.push_back({op, s.value, s.layout});
      return;
    }
  }

  static SmallVector<StatedLayout> statedLayouts(LayoutOpInterface op) {
    SmallVector<StatedLayout> stated;
    op.getStatedLayouts(stated);
    return stated;
  }

  static LayoutAttr attachedLayout(DictionaryAttr attrs) {
    return attrs ? dyn_cast_or_null<LayoutAttr>(
                       attrs.get(DTensorDialect::kLayoutAttrName))
                 : LayoutAttr();
  }

  //===--------------------------------------------------------------===//
  // Visiting an op
  //===--------------------------------------------------------------===//

  void visit(Operation *op) {
    if (auto stating = dyn_cast<LayoutOpInterface>(op))
      return visitLayoutOp(stating);
    if (isa<tensor::CastOp>(op))
      return visitRename(op);
    if (isControlFlow(op))
      return;
    if (!touchesTensors(op))
      return;
    if (complete.contains(op))
      return;
    const ShardingRule *rule = rules.get(op);
    if (rule)
      return applyRule(op, *rule);
    // A scalar read inside a linalg body (a gather's tensor.extract): the
    // tensor it reads is captured by the op, whose partitioning decides how
    // the body reads it (whole, or block by block).
    if (llvm::none_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>) &&
        op->getParentOfType<linalg::LinalgOp>())
      return;
    // A scalar read elsewhere (a scatter's index, a KV cache's position)
    // reads its tensor whole, as an op without a rule does, and that is
    // all it can do: nothing to warn about.
    if (isa<tensor::ExtractOp>(op))
      return;
    replicateUnknown(op);
  }

  /// A relayout target with `match` keeps the input's entries.
  void visitLayoutOp(LayoutOpInterface op) {
    switch (op.getLayoutFlow()) {
    case LayoutFlow::Rename:
      return visitRename(op);
    case LayoutFlow::Relayout:
      for (const StatedLayout &s : statedLayouts(op))
        if (s.binding == LayoutBinding::Matched)
          resolveMatch(s, op->getOperand(0));
      return;
    case LayoutFlow::Statement:
    case LayoutFlow::Opaque:
      return;
    }
  }

  /// The same value under another name: the whole layout, partial axes
  /// included, carries over both ways.
  void visitRename(Operation *op) {
    Value in = op->getOperand(0), out = op->getResult(0);
    // Two explicit layouts for one value contradict each other; a relayout
    // is how a program changes a layout.
    if (pinned.contains(in) && pinned.contains(out) &&
        layoutOf(in) != layoutOf(out) && !contradiction) {
      op->emitError() << "contradicting layouts: the value is " << layoutOf(in)
                      << " explicitly but the constraint "
                      << "says " << layoutOf(out)
                      << "; use dtensor.relayout to change a layout";
      contradiction = true;
      return;
    }
    if (LayoutAttr l = layoutOf(out))
      assign(in, l);
    if (LayoutAttr l = layoutOf(in))
      assign(out, l);
  }

  /// A layout with `match` entries, once `input`'s layout is known: each
  /// such entry takes the input's sharding of its dimension.
  void resolveMatch(const StatedLayout &s, Value input) {
    LayoutAttr target = s.layout, have = layoutOf(input);
    if (!target.hasMatch() || !have || have.isSingleDevice())
      return;
    SmallVector<DimShardingAttr> dims = llvm::to_vector(target.getDims());
    for (auto [d, in] : llvm::zip(dims, have.getDims()))
      if (d.getMatch())
        d = in;
    assign(s.value,
           LayoutAttr::get(target.getContext(), target.getMesh(), dims,
                           target.getPartialAxes(), target.getPartialKind(),
                           std::nullopt),
           /*pin=*/true);
  }

  void replicateUnknown(Operation *op) {
    if (warned.insert(op->getName().getStringRef()).second)
      op->emitWarning()
          << "no sharding rule for '" << op->getName()
          << "'; it reads its tensor operands whole and its tensor "
             "results are replicated";
    for (Value r : op->getResults())
      if (auto t = dyn_cast<RankedTensorType>(r.getType()))
        assign(r, LayoutAttr::getReplicated(meshRefOf(r), t.getRank()));
  }

  struct Tensor {
    Value value;
    ArrayRef<int64_t> factors;
    bool isResult;
    /// The layout when the visit began.
    LayoutAttr layout;
  };

  void applyRule(Operation *op, const ShardingRule &rule) {
    SmallVector<Tensor, 8> tensors;
    for (auto [i, dims] : llvm::zip(rule.operandIndices, rule.operandDims))
      tensors.push_back(
          {op->getOperand(i), dims, false, layoutOf(op->getOperand(i))});
    for (auto [i, dims] : llvm::zip(rule.resultIndices, rule.resultDims))
      tensors.push_back(
          {op->getResult(i), dims, true, layoutOf(op->getResult(i))});
    SmallVector<std::pair<Value, SmallVector<int64_t, 4>>, 2> reads;
    positionalReads(op, rule, reads);
    for (auto &[table, factors] : reads)
      tensors.push_back({table, factors, false, layoutOf(table)});
    // Nothing to learn from (all unknown) or to give (all known, for good).
    if (llvm::all_of(tensors, [&](const Tensor &t) { return t.layout; })) {
      complete.insert(op);
      return;
    }
    if (llvm::none_of(tensors, [&](const Tensor &t) { return t.layout; }))
      return;

    // Candidates per factor, with the votes for them.
    unsigned n = rule.numFactors();
    SmallVector<SmallVector<Candidate>, 4> candidates(n);
    auto vote = [&](unsigned f, ArrayRef<StringAttr> axes,
                    DimShardingAttr entry, const Tensor &t, int64_t dim) {
      for (Candidate &c : candidates[f])
        if (c.axes == axes) {
          c.votes.push_back({&t, dim});
          return;
        }
      candidates[f].push_back({axes, entry, {{&t, dim}}});
    };
    for (const Tensor &t : tensors) {
      // An image read through a window votes, by its rows' sharding (a
      // padded image by its source's), for the window's parallel loop.
      if (!t.isResult) {
        size_t i = &t - tensors.data();
        if (i < rule.windowLoops.size() && !rule.windowLoops[i].empty()) {
          Value source = t.value;
          if (auto pad = source.getDefiningOp<tensor::PadOp>();
              pad && !isa<tensor::PadOp>(op))
            source = pad.getSource();
          LayoutAttr s = layoutOf(source);
          if (s && !s.isSingleDevice() &&
              s.getRank() == int64_t(rule.windowLoops[i].size()))
            for (auto [d, f] : llvm::enumerate(rule.windowLoops[i]))
              if (f >= 0 && !s.getDims()[d].getAxes().empty())
                vote(f, s.getDims()[d].getAxes(), DimShardingAttr(), t,
                     kPartialVote);
        }
      }
      LayoutAttr l = t.layout;
      if (!l || l.isSingleDevice() || l.getRank() != int64_t(t.factors.size()))
        continue;
      // A constant is replicated, but any shard of it is a local slice: it
      // has no say in how the op's other tensors are sharded.
      if (!pinned.contains(t.value) &&
          isa_and_present<arith::ConstantOp, tensor::SplatOp>(
              t.value.getDefiningOp()))
        continue;
      for (auto [d, f] : llvm::enumerate(t.factors)) {
        DimShardingAttr entry = l.getDims()[d];
        if (f >= 0)
          vote(f, entry.getAxes(), entry.getMatch() ? DimShardingAttr() : entry,
               t, d);
      }
      // A partial result votes for sharding the reduction factor.
      if (t.isResult && l.isPartial())
        for (unsigned f = 0; f < n; ++f)
          if (rule.isReduction[f])
            vote(f, l.getPartialAxes(), DimShardingAttr(), t, kPartialVote);
    }

    // The heaviest candidate per factor, if its axes are still free, divide
    // the factor, and (for reductions) the op has a combiner.
    Attribute meshRef = meshRefOf(tensors.front().value);
    MeshAttr mesh = meshOf(meshRef);
    SmallVector<const Candidate *> chosen(n);
    llvm::SmallDenseSet<StringAttr> used;
    DTC_DEBUG(llvm::dbgs() << "[propagate] " << op->getName() << " at "
                           << op->getLoc() << "\n");
    for (unsigned f = 0; f < n; ++f) {
      const Candidate *best = heaviest(candidates[f]);
      DTC_DEBUG(traceFactor(f, candidates[f], best));
      if (!best || best->axes.empty())
        continue;
      int64_t shards = mesh.getGroupSize(best->axes);
      bool fits = factorFits(rule, f, shards);
      bool free = llvm::none_of(best->axes,
                                [&](StringAttr a) { return used.contains(a); });
      if (!fits || !free || (rule.isReduction[f] && !rule.combiner)) {
        DTC_DEBUG(llvm::dbgs() << "    rejected: "
                               << (!fits ? "its shards do not divide the factor"
                                   : !free ? "another factor took its axes"
                                           : "a reduction without a combiner")
                               << "; the factor stays unsharded\n");
        continue;
      }
      chosen[f] = best;
      used.insert(best->axes.begin(), best->axes.end());
    }

    for (auto [i, t] : llvm::enumerate(tensors)) {
      if (layoutOf(t.value))
        continue;
      // An image read through a window: its producer decides.
      if (!t.isResult && i < rule.windowLoops.size() &&
          !rule.windowLoops[i].empty())
        continue;
      auto open = [&](int64_t f) { return f >= 0 && candidates[f].empty(); };
      bool waiting =
          llvm::any_of(t.factors, open) ||
          (t.isResult && llvm::any_of(llvm::seq<int64_t>(0, n), [&](int64_t f) {
             return rule.isReduction[f] && open(f);
           }));
      if (waiting && !relaxed)
        continue;
      SmallVector<DimShardingAttr> dims;
      for (int64_t f : t.factors)
        dims.push_back(f >= 0 && chosen[f] ? entryOf(*chosen[f]) : unsharded);
      SmallVector<StringAttr> partial;
      if (t.isResult)
        for (unsigned f = 0; f < n; ++f)
          if (rule.isReduction[f] && chosen[f])
            llvm::append_range(partial, chosen[f]->axes);
      ReductionKind kind =
          partial.empty() ? ReductionKind::sum : *rule.combiner;
      LayoutAttr layout = findLayout(tensors, meshRef, dims, partial, kind);
      if (!layout)
        layout = LayoutAttr::get(op->getContext(), meshRef, dims, partial, kind,
                                 std::nullopt);
      assign(t.value, layout);
      t.layout = layout; // for the op's other tensors to reuse
    }
  }

  /// The tensors a linalg.generic's body reads with tensor.extract from
  /// outside (a gather) at the op's own positions wherever their layout
  /// shards them: a reversal reads x[i, n - 1 - j], a sort's pass its
  /// partner x[i, j xor s]. Each read votes as an operand would, the factor
  /// of each dimension read at a position (linalg.index of a loop of the
  /// same size; -1 elsewhere), so that the op's plan shards those loops as
  /// the tensor is sharded and partitioning reads its shards in place
  /// (Partitioner::readByPosition) instead of gathering it.
  void positionalReads(
      Operation *op, const ShardingRule &rule,
      SmallVectorImpl<std::pair<Value, SmallVector<int64_t, 4>>> &reads) {
    if (!isa<linalg::GenericOp>(op))
      return;
    op->walk([&](tensor::ExtractOp read) {
      Value table = read.getTensor();
      LayoutAttr l = layoutOf(table);
      if (read->getParentOp() != op ||
          op->isAncestor(table.getParentRegion()->getParentOp()) || !l ||
          l.isSingleDevice() || l.isPartial())
        return;
      auto type = cast<RankedTensorType>(table.getType());
      SmallVector<int64_t, 4> factors;
      for (auto [c, index] : llvm::enumerate(read.getIndices())) {
        auto position = index.getDefiningOp<linalg::IndexOp>();
        int64_t f =
            position && position->getParentOp() == op &&
                    rule.factorSizes[position.getDim()] == type.getDimSize(c)
                ? int64_t(position.getDim())
                : -1;
        // A sharded dimension read elsewhere: the table is gathered, so it
        // has no say.
        if (f < 0 && !l.getDims()[c].getAxes().empty())
          return;
        factors.push_back(f);
      }
      reads.push_back({table, std::move(factors)});
    });
  }

  /// Mesh axes for a factor, the layout entry that names them (null when no
  /// layout has one without `match`), and its votes in order: the tensor
  /// dimensions that have these axes, or kPartialVote for a partial
  /// result's vote.
  struct Candidate {
    ArrayRef<StringAttr> axes;
    DimShardingAttr entry;
    SmallVector<std::pair<const Tensor *, int64_t>, 2> votes;
  };
  static constexpr int64_t kPartialVote = -1;

  /// Debug trace: factor f's candidates with their weights, and the one
  /// chosen.
  void traceFactor(unsigned f, ArrayRef<Candidate> candidates,
                   const Candidate *best) {
    llvm::dbgs() << "  factor " << f << ":";
    if (candidates.empty())
      llvm::dbgs() << " no layout has it yet";
    for (const Candidate &c : candidates) {
      llvm::dbgs() << " ";
      if (c.axes.empty())
        llvm::dbgs() << "unsharded";
      else
        llvm::interleave(
            c.axes, llvm::dbgs(),
            [](StringAttr a) { llvm::dbgs() << a.getValue(); }, "+");
      int64_t w = weight(c);
      llvm::dbgs() << " (" << c.votes.size() << " votes, weight ";
      if (w == kPinnedWeight)
        llvm::dbgs() << "pinned";
      else
        llvm::dbgs() << w;
      llvm::dbgs() << ")" << (&c == best ? " <- chosen" : "") << ";";
    }
    llvm::dbgs() << "\n";
  }

  /// The candidate that would cost the most to reject. A sole candidate
  /// (most factors: the tensors agree) needs no weighing.
  const Candidate *heaviest(ArrayRef<Candidate> candidates) {
    if (candidates.size() == 1)
      return &candidates.front();
    const Candidate *best = nullptr;
    int64_t bestWeight = 0;
    for (const Candidate &c : candidates) {
      int64_t w = weight(c);
      if (!best || w > bestWeight)
        std::tie(best, bestWeight) = std::make_pair(&c, w);
    }
    return best;
  }

  /// What rejecting a candidate would cost: per vote, the bytes of
  /// unsharding the dimension (a pinned tensor's outweighs any).
  int64_t weight(const Candidate &c) {
    int64_t total = 0;
    for (auto [i, vote] : llvm::enumerate(c.votes)) {
      auto [t, dim] = vote;
      int64_t w =
          pinned.contains(t->value) ? kPinnedWeight
          : dim == kPartialVote
              ? 1
              : unshardBytes(t->layout, dim, meshOf(t->layout.getMesh()),
                             cast<RankedTensorType>(t->value.getType())) +
                    1;
      total = i == 0 ? w : std::min(kPinnedWeight, total + w);
    }
    return total;
  }

  DimShardingAttr entryOf(const Candidate &c) {
    return c.entry
               ? c.entry
               : DimShardingAttr::get(defaultMesh.getContext(), c.axes, false);
  }

  /// The layout of one of `tensors` if it is the one these parameters
  /// make: most ops give a tensor the layout of another of their tensors,
  /// and reusing it spares hashing every entry to unique it again.
  static LayoutAttr findLayout(ArrayRef<Tensor> tensors, Attribute meshRef,
                               ArrayRef<DimShardingAttr> dims,
                               ArrayRef<StringAttr> partial,
                               ReductionKind kind) {
    for (const Tensor &t : tensors) {
      LayoutAttr l = t.layout;
      if (l && l.getMesh() == meshRef && l.getDims() == dims &&
          l.getPartialAxes() == partial && l.getPartialKind() == kind &&
          !l.getDevice())
        return l;
    }
    return LayoutAttr();
  }

  //===--------------------------------------------------------------===//
  // Results
  //===--------------------------------------------------------------===//

  /// The layout of tensor `v` in the end: replicated if nothing reached it.
  LayoutAttr finalLayout(Value v) {
    auto [it, fresh] = layouts.try_emplace(v);
    if (fresh)
      it->second = LayoutAttr::getReplicated(
          meshRefOf(v), cast<RankedTensorType>(v.getType()).getRank());
    return it->second;
  }

  /// Writes the layouts into the IR.
  void finish() {
    // All argument attributes at once: setting them one by one rebuilds the
    // list each time (quadratic in the number of arguments).
    auto withLayout = [&](DictionaryAttr attrs, Value v) {
      NamedAttrList list(attrs);
      // An explicit layout stays: a returned value in another layout is
      // relaid out by partitioning.
      if (isa<RankedTensorType>(v.getType()) &&
          !list.get(DTensorDialect::kLayoutAttrName))
        list.set(DTensorDialect::kLayoutAttrName, finalLayout(v));
      return list.getDictionary(v.getContext());
    };
    for (func::FuncOp func : funcs) {
      SmallVector<DictionaryAttr> argAttrs;
      for (auto [i, arg] : llvm::enumerate(func.getArguments()))
        argAttrs.push_back(withLayout(func.getArgAttrDict(i), arg));
      func.setAllArgAttrs(argAttrs);
    }
    MLIRContext *ctx = defaultMesh.getContext();
    // Named once: by string, every op would look the name up again.
    auto layoutsName = StringAttr::get(ctx, DTensorDialect::kLayoutsAttrName);
    // Most ops have one tensor result and no other discardable attribute:
    // they share one dictionary per layout instead of uniquing a list and a
    // dictionary each.
    DenseMap<Attribute, DictionaryAttr> soleLayoutDicts;
    auto setLayouts = [&](Operation *op, ArrayRef<Attribute> entries) {
      if (entries.size() != 1 || !op->getRawDictionaryAttrs().empty())
        return op->setAttr(layoutsName, ArrayAttr::get(ctx, entries));
      DictionaryAttr &dict = soleLayoutDicts[entries.front()];
      if (!dict)
        dict = DictionaryAttr::get(
            ctx, {NamedAttribute(layoutsName, ArrayAttr::get(ctx, entries))});
      op->setDiscardableAttrs(dict);
    };
    for (Operation *op : ops) {
      if (auto ret = dyn_cast<func::ReturnOp>(op)) {
        auto func = ret->getParentOfType<func::FuncOp>();
        SmallVector<DictionaryAttr> resultAttrs;
        for (auto [i, v] : llvm::enumerate(ret.getOperands()))
          resultAttrs.push_back(withLayout(func.getResultAttrDict(i), v));
        func.setAllResultAttrs(resultAttrs);
      }
      if (op->getNumResults() == 0 ||
          llvm::none_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>))
        continue;
      SmallVector<Attribute> entries;
      for (Value r : op->getResults())
        entries.push_back(isa<RankedTensorType>(r.getType())
                              ? Attribute(finalLayout(r))
                              : UnitAttr::get(ctx));
      setLayouts(op, entries);
    }
  }

  LogicalResult checkLayouts() {
    bool ok = true;
    for (const Check &check : checks) {
      LayoutAttr given = finalLayout(check.value);
      if (given == check.layout)
        continue;
      check.op->emitError() << "check_layout failed: expected " << check.layout
                            << ", propagation gave " << given;
      ok = false;
    }
    return success(ok);
  }

  SmallVector<func::FuncOp> funcs;
  Attribute defaultMesh;
  DimShardingAttr unsharded;
  /// Whether every value is on the default mesh (then `sameMesh` is not
  /// built).
  bool singleMesh = false;
  llvm::EquivalenceClasses<Value> sameMesh;
  DenseMap<Value, Attribute> classMesh; // by class leader
  DenseMap<Attribute, MeshAttr> meshes;
  DenseMap<Value, LayoutAttr> layouts;
  DenseSet<Value> pinned;
  llvm::EquivalenceClasses<Value> ties;
  /// In walk order: the ops that touch tensors and the returns (see
  /// survey), and the checks to make.
  SmallVector<Operation *> ops;
  struct Check {
    Operation *op;
    Value value;
    LayoutAttr layout;
  };
  SmallVector<Check> checks;
  std::deque<Operation *> worklist;
  DenseSet<Operation *> queued;
  /// Ops with a rule whose tensors all have layouts: visiting them again
  /// does nothing, and no assignment can queue them again.
  DenseSet<Operation *> complete;
  llvm::StringSet<> warned;
  ShardingRuleCache &rules;
  bool relaxed = false;
  bool contradiction = false;
};

struct PropagateLayoutsPass
    : public dtc::impl::PropagateLayoutsBase<PropagateLayoutsPass> {
  void runOnOperation() override {
    cloneSharedConstants(getOperation());
    // Every function with a body (helpers without layouts are reached
    // through calls, one copy per call site), and the mesh of values that no
    // layout reaches: the first function's that names one.
    auto copies = specializeCallSites(getOperation());
    SmallVector<func::FuncOp> funcs;
    Attribute defaultMesh;
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isDeclaration() ||
          func->hasAttr(DTensorDialect::kLocalViewAttrName))
        continue;
      if (failed(rejectStringLayouts(func)))
        return signalPassFailure();
      funcs.push_back(func);
      if (!defaultMesh)
        defaultMesh = functionMesh(func);
    }
    if (!defaultMesh)
      return mergeIdenticalCopies(getOperation(), copies);
    auto &rules = getAnalysis<ShardingRuleCache>();
    if (failed(Propagation(funcs, defaultMesh, rules).run()))
      return signalPassFailure();
    mergeIdenticalCopies(getOperation(), copies);
    // Rules follow types, which propagation leaves alone; but merged copies
    // are erased, and their ops would stay behind as keys.
    if (copies.empty())
      markAnalysesPreserved<ShardingRuleCache>();
  }
};

} // namespace
