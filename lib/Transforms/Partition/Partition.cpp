//===- Partition.cpp - global view to local view --------------------------===//
//
// Rewrites functions in place: value types become shard types, and before
// each op the operands that are not in the layout the op needs are
// relaid out with collectives. Ops on tensors are value-semantic, so an op
// computes its results' shards from its operands' shards once the types are
// local; what an op needs beyond types (shapes in attributes, inits of
// partial reductions) its sharding rule's partition hook patches.
//
//===----------------------------------------------------------------------===//
#include "GuardMembers.h"
#include "ProgramDevices.h"
#include "Relayout.h"
#include "dtc/Analysis/DataFlowEdges.h"
#include "dtc/Analysis/OpPlan.h"
#include "dtc/Analysis/RelayoutPlan.h"
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"
#include "dtc/Dialect/DTensor/IR/LocalViewBuilders.h"
#include "dtc/Support/Debug.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/RegionUtils.h"

#include <deque>
#include <map>
#include <set>

#define DEBUG_TYPE "dtensor-partition"

namespace dtc {
#define GEN_PASS_DEF_PARTITION
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

LayoutAttr layoutIn(DictionaryAttr attrs) {
  return attrs ? dyn_cast_or_null<LayoutAttr>(
                     attrs.get(DTensorDialect::kLayoutAttrName))
               : LayoutAttr();
}

/// A read of a captured shard at a local position
/// (Partitioner::readByPosition).
struct LocalRead {
  tensor::ExtractOp read;
  unsigned dim;
  Value local;
};

class Partitioner {
public:
  Partitioner(func::FuncOp func, ShardingRuleCache &rules,
              ProgramDevices &program)
      : func(func), rules(rules), program(program),
        layoutsName(StringAttr::get(func.getContext(),
                                    DTensorDialect::kLayoutsAttrName)) {}

  LogicalResult run() {
    SmallVector<Type> globalResults = llvm::to_vector(func.getResultTypes());
    for (auto [i, arg] : llvm::enumerate(func.getArguments())) {
      Type global = arg.getType();
      if (failed(localize(arg, layoutIn(func.getArgAttrDict(i)), func)))
        return failure();
      recordGlobalShape(global, arg.getType(), layoutIn(func.getArgAttrDict(i)),
                        [&](Attribute a) {
                          func.setArgAttr(
                              i, DTensorDialect::kGlobalShapeAttrName, a);
                        });
    }
    if (failed(partitionRegion(func.getBody())))
      return failure();
    SmallVector<Type> results;
    func.walk([&](func::ReturnOp ret) {
      results = llvm::to_vector(ret.getOperandTypes());
    });
    func.setFunctionType(FunctionType::get(
        func.getContext(), func.getBody().getArgumentTypes(), results));
    for (auto [i, global] : llvm::enumerate(globalResults))
      recordGlobalShape(global, results[i], layoutIn(func.getResultAttrDict(i)),
                        [&](Attribute a) {
                          func.setResultAttr(
                              i, DTensorDialect::kGlobalShapeAttrName, a);
                        });
    func->setAttr(DTensorDialect::kLocalViewAttrName,
                  UnitAttr::get(func.getContext()));
    if (!program.anyPartial())
      return success();
    return guardMeshMembers(
        func,
        [&](Value v) {
          LayoutAttr l = layouts.lookup(v);
          return l ? l.getMesh() : Attribute();
        },
        [&](Attribute mesh) { return program.isPartial(mesh); });
  }

private:
  /// An argument or result whose shard type does not say its global shape
  /// (an uneven layout: blocks of ceil(n/k)) keeps it in an attribute.
  template <typename Set>
  void recordGlobalShape(Type global, Type shard, LayoutAttr layout, Set set) {
    auto g = dyn_cast<RankedTensorType>(global);
    auto s = dyn_cast<RankedTensorType>(shard);
    if (!g || !s || !layout)
      return;
    FailureOr<MeshAttr> mesh = meshOf(layout, func);
    if (succeeded(mesh) && getGlobalType(layout, *mesh, s) != g)
      set(DenseI64ArrayAttr::get(g.getContext(), g.getShape()));
  }

  /// Records `v`'s layout and global type, and gives it its shard type.
  LogicalResult localize(Value v, LayoutAttr layout, Operation *where) {
    auto global = dyn_cast<RankedTensorType>(v.getType());
    if (!global)
      return success();
    if (!layout)
      return where->emitError() << "a tensor value has no layout; run "
                                   "dtensor-propagate-layouts first";
    FailureOr<MeshAttr> mesh = meshOf(layout, where);
    if (failed(mesh))
      return failure();
    layouts[v] = layout;
    globals[v] = global;
    v.setType(localType(layout, *mesh, global));
    return success();
  }

  /// getLocalType, once per layout and global type (most values share both
  /// with many others; building the type uniques it again).
  RankedTensorType localType(LayoutAttr layout, MeshAttr mesh,
                             RankedTensorType global) {
    auto [it, fresh] =
        localTypes.try_emplace({layout, global}, RankedTensorType());
    if (fresh)
      it->second = getLocalType(layout, mesh, global);
    return it->second;
  }

  /// The mesh a layout is on (resolved once per symbol).
  FailureOr<MeshAttr> meshOf(LayoutAttr layout, Operation *where) {
    auto [it, fresh] = meshes.try_emplace(layout.getMesh(), MeshAttr());
    if (fresh) {
      FailureOr<MeshAttr> mesh = resolveMesh(
          where, layout.getMesh(), [&] { return where->emitError(); });
      if (failed(mesh))
        return failure();
      it->second = *mesh;
    }
    return it->second;
  }

  /// `v` as a shard of layout `want` (collectives inserted before `user`).
  FailureOr<Value> as(Value v, LayoutAttr want, Operation *user) {
    LayoutAttr have = layouts.lookup(v);
    if (!have || !want || have == want)
      return v;
    OpBuilder b(user);
    FailureOr<MeshAttr> mesh = meshOf(have, user);
    if (failed(mesh))
      return failure();
    FailureOr<Value> shard = emitRelayout(b, user->getLoc(), v,
                                          globals.lookup(v), have, want, *mesh);
    if (succeeded(shard)) {
      layouts[*shard] = want;
      globals[*shard] = globals.lookup(v);
    }
    return shard;
  }

  LogicalResult relayoutOperand(Operation *op, unsigned i, LayoutAttr want) {
    FailureOr<Value> shard = as(op->getOperand(i), want, op);
    if (failed(shard))
      return failure();
    op->setOperand(i, *shard);
    return success();
  }

  LogicalResult partitionRegion(Region &region) {
    for (Block &block : region)
      for (Operation &op : llvm::make_early_inc_range(block))
        if (failed(partitionOp(&op)))
          return failure();
    return success();
  }

  LayoutAttr resultLayout(Operation *op, unsigned i) {
    auto attr =
        dyn_cast_or_null<ArrayAttr>(op->getDiscardableAttr(layoutsName));
    return attr && i < attr.size() ? dyn_cast<LayoutAttr>(attr[i])
                                   : LayoutAttr();
  }

  LogicalResult localizeResults(Operation *op) {
    SmallVector<LayoutAttr> results;
    for (unsigned i = 0; i < op->getNumResults(); ++i)
      results.push_back(resultLayout(op, i));
    return localizeResults(op, results);
  }

  LogicalResult localizeResults(Operation *op, ArrayRef<LayoutAttr> results) {
    op->removeDiscardableAttr(layoutsName);
    for (auto [r, l] : llvm::zip(op->getResults(), results))
      if (failed(localize(r, l, op)))
        return failure();
    return success();
  }

  LogicalResult partitionOp(Operation *op) {
    if (auto stating = dyn_cast<LayoutOpInterface>(op)) {
      switch (stating.getLayoutFlow()) {
      case LayoutFlow::Rename:
      case LayoutFlow::Relayout: {
        // The operand in the result's layout: the one the op pins, or (a
        // relayout's, `match` entries resolved) the one propagation gave.
        SmallVector<StatedLayout> stated;
        stating.getStatedLayouts(stated);
        LayoutAttr layout = resultLayout(op, 0);
        for (const StatedLayout &s : stated)
          if (s.value == op->getResult(0) && s.binding == LayoutBinding::Pinned)
            layout = s.layout;
        if (!layout)
          return op->emitOpError() << "has no propagated layout";
        FailureOr<Value> shard = as(op->getOperand(0), layout, op);
        if (failed(shard))
          return failure();
        op->getResult(0).replaceAllUsesWith(*shard);
        op->erase();
        return success();
      }
      case LayoutFlow::Statement:
        op->erase();
        return success();
      case LayoutFlow::Opaque:
        if (auto map = dyn_cast<ShardMapOp>(op))
          return partitionShardMap(map);
        if (auto copy = dyn_cast<CopyToMeshOp>(op))
          return partitionCopy(copy);
        return op->emitOpError() << "states layouts but has no partitioning";
      }
    }
    if (op->hasTrait<LocalViewOnly>())
      return op->emitOpError()
             << "acts on per-device values, which exist only in local-view "
                "functions (dtensor.local_view); in the global view, a sum "
                "over devices is a partial layout and a reduction within a "
                "tensor is linalg.reduce";
    if (auto ret = dyn_cast<func::ReturnOp>(op)) {
      auto func = ret->getParentOfType<func::FuncOp>();
      for (unsigned i = 0; i < ret.getNumOperands(); ++i)
        if (failed(relayoutOperand(op, i, layoutIn(func.getResultAttrDict(i)))))
          return failure();
      return success();
    }
    if (auto call = dyn_cast<func::CallOp>(op)) {
      auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
          op, call.getCalleeAttr());
      if (!callee)
        return op->emitOpError() << "calls an unknown function";
      for (unsigned i = 0; i < call.getNumOperands(); ++i)
        if (failed(relayoutOperand(op, i, layoutIn(callee.getArgAttrDict(i)))))
          return failure();
      return localizeResults(op);
    }
    if (passesValuesOn(op))
      return partitionBranch(op);
    if (isControlFlow(op)) {
      // A terminator: each value it hands on takes the layout of where it
      // goes (a result or a region argument, localized already).
      LogicalResult result = success();
      forEachDataFlowEdge(op, [&](OpOperand &source, Value target) {
        if (succeeded(result))
          result = relayoutOperand(op, source.getOperandNumber(),
                                   layouts.lookup(target));
      });
      return result;
    }
    return partitionComputation(op);
  }

  /// The callee runs on each device's shards: operands relaid out to its
  /// argument layouts, a call of it whose results are the shards of its
  /// result layouts.
  LogicalResult partitionShardMap(ShardMapOp map) {
    for (auto [i, layout] : llvm::enumerate(map.getArgLayouts()))
      if (failed(relayoutOperand(map, i, layout)))
        return failure();
    if (failed(localizeResults(map, map.getResultLayouts())))
      return failure();
    OpBuilder b(map);
    auto call = func::CallOp::create(b, map.getLoc(), map.getCalleeAttr(),
                                     map.getResultTypes(), map.getArgs());
    for (auto [from, to] : llvm::zip(map.getResults(), call.getResults())) {
      if (LayoutAttr l = layouts.lookup(from)) {
        layouts[to] = l;
        globals[to] = globals.lookup(from);
        layouts.erase(from);
        globals.erase(from);
      }
      from.replaceAllUsesWith(to);
    }
    map->erase();
    return success();
  }

  /// A value moves to another mesh: made whole on every device of its mesh,
  /// it is whole on the devices of the other that are also in its mesh; the
  /// others receive it from one that has it (a broadcast over a mesh of
  /// that sender and them); then each device keeps its block of the target
  /// layout.
  LogicalResult partitionCopy(CopyToMeshOp copy) {
    LayoutAttr from = layouts.lookup(copy.getInput()), to = copy.getLayout();
    RankedTensorType global = globals.lookup(copy.getInput());
    FailureOr<MeshAttr> source = meshOf(from, copy), target = meshOf(to, copy);
    if (failed(source) || failed(target))
      return failure();
    if (source->getNumClients() != 1 || target->getNumClients() != 1)
      return copy.emitOpError() << "moves a value between multi-client meshes, "
                                   "which need the multi-process runtime";
    if (succeeded(copyBlockwise(copy, from, to, *source, *target)))
      return success();
    FailureOr<Value> whole =
        as(copy.getInput(),
           LayoutAttr::getReplicated(from.getMesh(), global.getRank()), copy);
    if (failed(whole))
      return failure();
    OpBuilder b(copy);
    Location loc = copy.getLoc();
    Value moved = *whole;
    SmallVector<int64_t> holders = source->getDeviceIds(),
                         group = {holders.front()};
    DenseSet<int64_t> holding(holders.begin(), holders.end());
    for (int64_t id : target->getDeviceIds())
      if (!holding.contains(id))
        group.push_back(id);
    if (group.size() > 1) {
      FlatSymbolRefAttr mesh =
          program.copyMesh(from.getMesh(), to.getMesh(), group,
                           ProgramDevices::kindOfCopy(*source, *target));
      moved = BroadcastOp::create(b, loc, whole->getType(), *whole, mesh,
                                  b.getStrArrayAttr({"copy"}),
                                  b.getI64IntegerAttr(0));
    }
    // A fresh value for the target side (the whole value may be the input,
    // whose layout stays on the source mesh).
    Value onTarget = tensor::CastOp::create(b, loc, whole->getType(), moved);
    LayoutAttr replicated =
        LayoutAttr::getReplicated(to.getMesh(), global.getRank());
    layouts[onTarget] = replicated;
    globals[onTarget] = global;
    FailureOr<Value> shard =
        emitRelayout(b, loc, onTarget, global, replicated, to, *target);
    if (failed(shard))
      return failure();
    layouts[*shard] = to;
    globals[*shard] = global;
    copy.getResult().replaceAllUsesWith(*shard);
    copy->erase();
    return success();
  }

  /// The first element, per dimension, of the block of `global` that the
  /// device at `position` of `mesh` (row-major) holds under `layout` (not
  /// partial, not on one device).
  static SmallVector<int64_t> blockOrigin(LayoutAttr layout, MeshAttr mesh,
                                          RankedTensorType global,
                                          int64_t position) {
    ArrayRef<int64_t> sizes = mesh.getAxisSizes();
    SmallVector<int64_t> coords(sizes.size());
    for (int64_t i = sizes.size(), p = position; i-- > 0; p /= sizes[i])
      coords[i] = p % sizes[i];
    SmallVector<int64_t> origin;
    for (auto [d, dim] : llvm::enumerate(layout.getDims())) {
      int64_t block = 0, shards = 1;
      for (StringAttr axis : dim.getAxes()) {
        unsigned a = *mesh.getAxisIndex(axis.getValue());
        block = block * sizes[a] + coords[a];
        shards *= sizes[a];
      }
      origin.push_back(block * llvm::divideCeil(global.getDimSize(d), shards));
    }
    return origin;
  }

  /// A copy whose blocks are the same under both layouts (same shard
  /// type): a target device that holds its block on the source mesh keeps
  /// it, and each other one receives its block from a source device that
  /// holds it, one sender per receiver (a broadcast within each pair of a
  /// mesh `[blocks = k, pair = 2]` over senders and receivers interleaved).
  /// Covers TF DTensor's copy between meshes of one shape (every device to
  /// its counterpart) and copies to or from a mesh of some of the source's
  /// devices (one logical device per replica). Nothing is gathered.
  LogicalResult copyBlockwise(CopyToMeshOp copy, LayoutAttr from, LayoutAttr to,
                              MeshAttr source, MeshAttr target) {
    if (from.isPartial() || from.isSingleDevice() || to.isSingleDevice())
      return failure();
    RankedTensorType global = globals.lookup(copy.getInput());
    auto shard = cast<RankedTensorType>(copy.getInput().getType());
    if (getLocalType(to, target, global) != shard)
      return failure();
    // Linear in the devices (meshes of 2^16 devices): positions by id, and
    // the senders of each block in device order.
    SmallVector<int64_t> sourceIds = source.getDeviceIds(),
                         targetIds = target.getDeviceIds();
    DenseMap<int64_t, int64_t> sourcePosition;
    for (auto [p, id] : llvm::enumerate(sourceIds))
      sourcePosition[id] = int64_t(p);
    SmallVector<int64_t> receivers;
    DenseSet<int64_t> receiving;
    SmallVector<SmallVector<int64_t>> wants;
    for (auto [p, id] : llvm::enumerate(targetIds)) {
      SmallVector<int64_t> want = blockOrigin(to, target, global, int64_t(p));
      auto held = sourcePosition.find(id);
      if (held != sourcePosition.end() &&
          blockOrigin(from, source, global, held->second) == want)
        continue;
      receivers.push_back(id);
      receiving.insert(id);
      wants.push_back(std::move(want));
    }
    // Each source device that receives nothing may send its block once:
    // the first of a block's holders not sending yet.
    std::map<SmallVector<int64_t>, std::deque<int64_t>> senders;
    for (auto [p, id] : llvm::enumerate(sourceIds))
      if (!receiving.contains(id))
        senders[blockOrigin(from, source, global, int64_t(p))].push_back(id);
    SmallVector<int64_t> ids; // sender, receiver, sender, receiver, ...
    for (auto [receiver, want] : llvm::zip(receivers, wants)) {
      auto holders = senders.find(want);
      if (holders == senders.end() || holders->second.empty())
        return failure();
      ids.append({holders->second.front(), receiver});
      holders->second.pop_front();
    }
    OpBuilder b(copy);
    Location loc = copy.getLoc();
    Value moved = copy.getInput();
    if (!ids.empty()) {
      MLIRContext *ctx = copy.getContext();
      FlatSymbolRefAttr pairs = program.copyMesh(
          from.getMesh(), to.getMesh(), ids,
          ProgramDevices::kindOfCopy(source, target),
          {StringAttr::get(ctx, "blocks"), StringAttr::get(ctx, "pair")},
          {int64_t(receivers.size()), 2});
      moved = BroadcastOp::create(b, loc, shard, moved, pairs,
                                  b.getStrArrayAttr({"pair"}),
                                  b.getI64IntegerAttr(0));
    }
    Value onTarget = tensor::CastOp::create(b, loc, shard, moved);
    layouts[onTarget] = to;
    globals[onTarget] = global;
    copy.getResult().replaceAllUsesWith(onTarget);
    copy->erase();
    return success();
  }

  /// An op that hands values on through its regions (scf.for, while, if,
  /// index_switch, execute_region): its results and region arguments take
  /// their layouts, the values it hands in are relaid out to them, and its
  /// regions are partitioned (their terminators hand values on in turn).
  LogicalResult partitionBranch(Operation *op) {
    if (failed(localizeResults(op)))
      return failure();
    SmallVector<std::pair<OpOperand *, Value>> edges;
    auto collect = [&](OpOperand &source, Value target) {
      edges.push_back({&source, target});
    };
    forEachDataFlowEdge(op, collect);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        if (!block.empty())
          forEachDataFlowEdge(&block.back(), collect);
    // A region argument is one value with what is handed to it: the layout
    // of the value handed in from outside, or of the result that what is
    // handed to it also goes to (propagation gave them all one layout).
    DenseMap<Value, OpOperand *> handedIn;        // arg <- an operand of op
    DenseMap<Value, SmallVector<OpOperand *>> to; // arg <- terminator operands
    DenseMap<OpOperand *, Value> toResult;        // operand -> op's result
    for (auto [source, target] : edges) {
      if (source->getOwner() == op)
        handedIn.try_emplace(target, source);
      else
        to[target].push_back(source);
      if (auto r = dyn_cast<OpResult>(target); r && r.getOwner() == op)
        toResult.try_emplace(source, target);
    }
    auto layoutOfArg = [&](Value arg) -> LayoutAttr {
      if (OpOperand *source = handedIn.lookup(arg))
        return layouts.lookup(source->get());
      for (OpOperand *source : to.lookup(arg))
        if (Value result = toResult.lookup(source))
          return layouts.lookup(result);
      return LayoutAttr();
    };
    for (Region &region : op->getRegions())
      if (!region.empty())
        for (BlockArgument arg : region.front().getArguments())
          if (isa<RankedTensorType>(arg.getType())) {
            LayoutAttr l = layoutOfArg(arg);
            if (!l)
              return op->emitOpError()
                     << "has region argument #" << arg.getArgNumber()
                     << " that no value with a layout is handed to";
            if (failed(localize(arg, l, op)))
              return failure();
          }
    for (auto [source, target] : edges)
      if (source->getOwner() == op &&
          failed(relayoutOperand(op, source->getOperandNumber(),
                                 layouts.lookup(target))))
        return failure();
    for (Region &region : op->getRegions())
      if (failed(partitionRegion(region)))
        return failure();
    return success();
  }

  /// Ops that compute: their operands are brought to the layouts the op's
  /// rule derives from its results' layouts.
  LogicalResult partitionComputation(Operation *op) {
    bool hasTensors =
        llvm::any_of(op->getOperandTypes(), llvm::IsaPred<RankedTensorType>) ||
        llvm::any_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>);
    if (!hasTensors) {
      for (Region &region : op->getRegions())
        if (failed(partitionRegion(region)))
          return failure();
      return success();
    }
    SmallVector<LayoutAttr> propagated, results;
    for (unsigned i = 0; i < op->getNumResults(); ++i)
      propagated.push_back(resultLayout(op, i));
    results = propagated;
    const ShardingRule *rule = rules.lookup(op);
    SmallVector<std::pair<unsigned, LayoutAttr>> wants;
    OpPlan plan;
    MeshAttr mesh;
    if (rule) {
      // The cheapest way to compute the op; what it does not compute in the
      // wanted layouts is relaid out after it.
      SmallVector<LayoutAttr> have, want;
      SmallVector<RankedTensorType> operandTypes, resultTypes;
      for (unsigned i : rule->operandIndices) {
        have.push_back(layouts.lookup(op->getOperand(i)));
        operandTypes.push_back(globals.lookup(op->getOperand(i)));
      }
      for (unsigned i : rule->resultIndices) {
        want.push_back(propagated[i]);
        resultTypes.push_back(
            cast<RankedTensorType>(op->getResult(i).getType()));
      }
      LayoutAttr any = !want.empty() && want.front() ? want.front()
                       : !have.empty()               ? have.front()
                                                     : LayoutAttr();
      if (!any)
        return op->emitOpError()
               << "has no layouts; run dtensor-propagate-layouts first";
      FailureOr<MeshAttr> found = meshOf(any, op);
      if (failed(found))
        return failure();
      mesh = *found;
      DTC_DEBUG(llvm::dbgs() << "[partition] " << op->getName() << " at "
                             << op->getLoc() << "\n");
      plan = planOp(*rule, have, operandTypes, want, resultTypes, mesh);
      for (auto [i, l] : llvm::zip(rule->resultIndices, plan.results))
        results[i] = l;
      for (auto [i, l] : llvm::zip(rule->operandIndices, plan.operands))
        wants.push_back({i, l});
    } else {
      // No rule: the op runs whole on every device, and its results are
      // whole (then sliced where propagation wanted them sharded: a value
      // tied to a sharded loop-carried tensor).
      Attribute meshRef;
      for (LayoutAttr l : propagated)
        if (l && !meshRef)
          meshRef = l.getMesh();
      for (Value v : op->getOperands())
        if (LayoutAttr l = layouts.lookup(v); l && !meshRef)
          meshRef = l.getMesh();
      if (!meshRef)
        return op->emitOpError()
               << "has no layouts; run dtensor-propagate-layouts first";
      for (auto [i, v] : llvm::enumerate(op->getOperands()))
        if (auto t = dyn_cast<RankedTensorType>(v.getType()))
          wants.push_back(
              {unsigned(i),
               LayoutAttr::getReplicated(
                   layouts.lookup(v) ? layouts.lookup(v).getMesh() : meshRef,
                   t.getRank())});
      for (auto [i, r] : llvm::enumerate(op->getResults()))
        if (auto t = dyn_cast<RankedTensorType>(r.getType());
            t && propagated[i])
          results[i] =
              LayoutAttr::getReplicated(propagated[i].getMesh(), t.getRank());
    }
    for (auto [i, want] : wants)
      if (failed(relayoutOperand(op, i, want)))
        return failure();
    SmallVector<LocalRead> localReads;
    if (failed(readCaptured(op, rule, plan, results, propagated, localReads)))
      return failure();
    if (failed(localizeResults(op, results)))
      return failure();
    // What the op needs beyond shard types is its rule's to say.
    if (rule && rule->partition &&
        failed(rule->partition(*rule,
                               LocalOp{op, plan.operands, plan.results, mesh})))
      return failure();
    // Reads of a captured shard by local position keep the local index the
    // hook made global.
    for (LocalRead &r : localReads)
      r.read.getIndicesMutable()[r.dim].set(r.local);
    for (auto [r, computed, wanted] :
         llvm::zip(op->getResults(), results, propagated)) {
      if (computed == wanted)
        continue;
      SmallVector<OpOperand *> uses =
          llvm::to_vector(llvm::make_pointer_range(r.getUses()));
      FailureOr<Value> shard = as(r, wanted, op->getNextNode());
      if (failed(shard))
        return failure();
      for (OpOperand *use : uses)
        use->set(*shard);
    }
    return success();
  }

  /// Tensors a body reads from above (a gather's table, read with
  /// tensor.extract at data-dependent indices) are read with global indices.
  /// A tensor read only at positions the op shards alike is read in place
  /// (readByPosition). Otherwise two plans, priced by the relayouts they
  /// need, the cheaper taken:
  /// - the body gets the table whole, relaid out to replicated before the op;
  /// - vocabulary-parallel, for a table sharded along the dimension the data
  ///   indexes and an op that yields what it reads: each device looks up the
  ///   indices that fall in its block, yields 0 for the others, and the
  ///   results are partial sums over the table's axes (summed where their
  ///   layout is resolved, usually one all_reduce).
  /// `results` (per result) and `plan` are what the op computes; the second
  /// plan makes them partial.
  LogicalResult readCaptured(Operation *op, const ShardingRule *rule,
                             OpPlan &plan, SmallVectorImpl<LayoutAttr> &results,
                             ArrayRef<LayoutAttr> wanted,
                             SmallVectorImpl<LocalRead> &localReads) {
    if (op->getNumRegions() == 0)
      return success();
    llvm::SetVector<Value> captured;
    getUsedValuesDefinedAbove(op->getRegions(), captured);
    for (Value v : captured) {
      LayoutAttr have = layouts.lookup(v);
      if (!have || have.isReplicated())
        continue;
      if (rule && succeeded(readByPosition(op, v, *rule, plan, localReads)))
        continue;
      if (rule &&
          succeeded(lookUpInBlocks(op, v, *rule, plan, results, wanted)))
        continue;
      FailureOr<Value> whole =
          as(v, LayoutAttr::getReplicated(have.getMesh(), have.getRank()), op);
      if (failed(whole))
        return failure();
      v.replaceUsesWithIf(*whole, [&](OpOperand &use) {
        return op->isProperAncestor(use.getOwner());
      });
    }
    return success();
  }

  /// Reads of a captured tensor whose sharded dimensions are each indexed by
  /// the position along a loop the op shards over the same axes, in blocks
  /// of the same size (a column-sharded table read at the result's column,
  /// the result's columns sharded alike): each device's block of the loop
  /// reads its own shard, at the local position. Nothing moves; the reads
  /// are recorded in `localReads` to undo the global offset of the op's
  /// partition hook.
  LogicalResult readByPosition(Operation *op, Value table,
                               const ShardingRule &rule, const OpPlan &plan,
                               SmallVectorImpl<LocalRead> &localReads) {
    LayoutAttr have = layouts.lookup(table);
    if (!isa<linalg::GenericOp>(op) || have.isPartial() ||
        have.isSingleDevice())
      return failure();
    RankedTensorType tableType = globals.lookup(table);
    // The axes the plan shards factor `f` over (empty: unsharded).
    auto factorAxes = [&](int64_t f) -> ArrayRef<StringAttr> {
      for (auto [dims, layout] : llvm::zip(rule.operandDims, plan.operands))
        for (auto [d, g] : llvm::enumerate(dims))
          if (g == f && layout && !layout.isSingleDevice())
            return layout.getDims()[d].getAxes();
      for (auto [dims, layout] : llvm::zip(rule.resultDims, plan.results))
        for (auto [d, g] : llvm::enumerate(dims))
          if (g == f && layout && !layout.isSingleDevice())
            return layout.getDims()[d].getAxes();
      return {};
    };
    SmallVector<LocalRead> found;
    for (OpOperand &use : table.getUses()) {
      if (!op->isProperAncestor(use.getOwner()))
        continue;
      auto read = dyn_cast<tensor::ExtractOp>(use.getOwner());
      if (!read || read->getParentOp() != op)
        return failure();
      for (auto [c, entry] : llvm::enumerate(have.getDims())) {
        if (entry.getAxes().empty())
          continue;
        auto position = read.getIndices()[c].getDefiningOp<linalg::IndexOp>();
        if (!position || position->getParentOp() != op)
          return failure();
        int64_t f = position.getDim();
        if (factorAxes(f) != entry.getAxes() ||
            rule.factorSizes[f] != tableType.getDimSize(c))
          return failure();
        found.push_back({read, unsigned(c), position.getResult()});
      }
    }
    if (found.empty())
      return failure();
    llvm::append_range(localReads, found);
    return success();
  }

  /// The vocabulary-parallel plan for `table` (see readCaptured), if it
  /// applies and costs less than gathering the table; failure leaves `op`
  /// untouched.
  LogicalResult lookUpInBlocks(Operation *op, Value table,
                               const ShardingRule &rule, OpPlan &plan,
                               SmallVectorImpl<LayoutAttr> &results,
                               ArrayRef<LayoutAttr> wanted) {
    auto generic = dyn_cast<linalg::GenericOp>(op);
    if (!generic || generic->getNumResults() != 1 ||
        rule.resultIndices.size() != 1)
      return failure();
    // One read of the table, yielded as it is.
    tensor::ExtractOp read;
    for (OpOperand &use : table.getUses()) {
      if (!op->isProperAncestor(use.getOwner()))
        continue;
      auto extract = dyn_cast<tensor::ExtractOp>(use.getOwner());
      if (!extract || read)
        return failure();
      read = extract;
    }
    auto yield = cast<linalg::YieldOp>(generic.getBody()->getTerminator());
    if (!read || yield.getNumOperands() != 1 ||
        yield.getOperand(0) != read.getResult() || read->getParentOp() != op)
      return failure();
    // Sharded along one dimension only, which the data indexes.
    LayoutAttr have = layouts.lookup(table);
    if (have.isPartial() || have.isSingleDevice())
      return failure();
    std::optional<unsigned> dim;
    for (auto [d, entry] : llvm::enumerate(have.getDims()))
      if (!entry.getAxes().empty()) {
        if (dim)
          return failure();
        dim = d;
      }
    if (!dim)
      return failure();
    Value index = read.getIndices()[*dim];
    if (index.getDefiningOp<linalg::IndexOp>())
      return failure();
    ArrayRef<StringAttr> axes = have.getDims()[*dim].getAxes();
    LayoutAttr computed = plan.results[0];
    if (!computed || computed.isPartial() || computed.isSingleDevice())
      return failure();
    for (DimShardingAttr entry : computed.getDims())
      for (StringAttr a : entry.getAxes())
        if (llvm::is_contained(axes, a))
          return failure();
    Type element = read.getType();
    if (!element.isIntOrFloat())
      return failure();
    FailureOr<MeshAttr> mesh = meshOf(have, op);
    if (failed(mesh))
      return failure();
    // Priced as the relayouts each plan needs.
    RankedTensorType tableType = globals.lookup(table);
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    LayoutAttr partial = LayoutAttr::get(op->getContext(), computed.getMesh(),
                                         computed.getDims(), axes,
                                         ReductionKind::sum, std::nullopt);
    LayoutAttr want = wanted[0] ? wanted[0] : computed;
    int64_t gather =
        planRelayout(have,
                     LayoutAttr::getReplicated(have.getMesh(), have.getRank()),
                     tableType, *mesh)
            .bytes() +
        planRelayout(computed, want, resultType, *mesh).bytes();
    int64_t lookUp = planRelayout(partial, want, resultType, *mesh).bytes();
    if (lookUp >= gather)
      return failure();
    // This device's block starts at its group index times the block size.
    OpBuilder outside(op);
    Location loc = read.getLoc();
    // (Blocks of ceil(n/k): an index below n never falls in padding.)
    int64_t block =
        llvm::divideCeil(tableType.getDimSize(*dim), mesh->getGroupSize(axes));
    Value start = arith::MulIOp::create(
        outside, loc,
        groupIndex(outside, loc, cast<FlatSymbolRefAttr>(have.getMesh()), *mesh,
                   axes),
        arith::ConstantIndexOp::create(outside, loc, block));
    OpBuilder b(read);
    Value local = arith::SubIOp::create(b, loc, index, start);
    // Below the block, `local` wraps around to a large unsigned value.
    Value inBlock =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, local,
                              arith::ConstantIndexOp::create(b, loc, block));
    Value safe = arith::SelectOp::create(
        b, loc, inBlock, local, arith::ConstantIndexOp::create(b, loc, 0));
    read.getIndicesMutable()[*dim].set(safe);
    b.setInsertionPointAfter(read);
    Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
    Value value =
        arith::SelectOp::create(b, loc, inBlock, read.getResult(), zero);
    yield->setOperand(0, value);
    plan.results[0] = partial;
    results[rule.resultIndices[0]] = partial;
    return success();
  }

  func::FuncOp func;
  DenseMap<Attribute, MeshAttr> meshes;
  ShardingRuleCache &rules;
  ProgramDevices &program;
  DenseMap<Value, LayoutAttr> layouts;
  DenseMap<Value, RankedTensorType> globals;
  DenseMap<std::pair<LayoutAttr, RankedTensorType>, RankedTensorType>
      localTypes;
  /// Named once: by string, every op would look the name up again.
  StringAttr layoutsName;
};

struct PartitionPass : public dtc::impl::PartitionBase<PartitionPass> {
  void runOnOperation() override {
    SmallVector<func::FuncOp> funcs;
    for (auto func : getOperation().getOps<func::FuncOp>())
      if (!func.isDeclaration() &&
          !func->hasAttr(DTensorDialect::kLocalViewAttrName) &&
          hasLayouts(func)) // else no mesh: a single-device function
        funcs.push_back(func);
    // Rules are derived from global types (and shared between ops of equal
    // types): take them all before any type becomes local.
    auto &rules = getAnalysis<ShardingRuleCache>();
    for (func::FuncOp func : funcs)
      func.walk([&](Operation *op) { (void)rules.get(op); });
    ProgramDevices program(getOperation());
    if (failed(program.checkKinds()))
      return signalPassFailure();
    for (func::FuncOp func : funcs)
      if (failed(Partitioner(func, rules, program).run()))
        return signalPassFailure();
    // What partitioning left unused (a gathered input whose window a
    // convolution fetched with halos instead) goes, before it becomes a
    // collective that every device would wait for.
    for (func::FuncOp func : funcs) {
      SmallVector<Operation *> ops;
      func.walk<WalkOrder::PostOrder>(
          [&](Operation *op) { ops.push_back(op); });
      for (Operation *op : llvm::reverse(ops))
        if (isa<AllGatherOp, tensor::PadOp>(op) && isOpTriviallyDead(op))
          op->erase();
    }
  }

  static bool hasLayouts(func::FuncOp func) {
    for (unsigned i = 0; i < func.getNumArguments(); ++i)
      if (layoutIn(func.getArgAttrDict(i)))
        return true;
    for (unsigned i = 0; i < func.getNumResults(); ++i)
      if (layoutIn(func.getResultAttrDict(i)))
        return true;
    return false;
  }
};

} // namespace
