//===- GuardMembers.cpp - ops of a mesh run on its devices only -----------===//
#include "GuardMembers.h"

#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

using MeshSet = llvm::SmallSetVector<Attribute, 2>;

class Guard {
public:
  Guard(func::FuncOp func, function_ref<Attribute(Value)> meshOf,
        function_ref<bool(Attribute)> isPartial)
      : func(func), meshOf(meshOf), isPartial(isPartial) {}

  LogicalResult run() {
    for (Operation &op : func.getBody().getOps())
      collect(&op);
    for (Block &block : func.getBody())
      if (failed(guardBlock(block)))
        return failure();
    return success();
  }

private:
  /// The meshes `op` computes on (with what its regions hold), producers
  /// before users.
  const MeshSet &collect(Operation *op) {
    MeshSet own;
    if (isa_and_nonnull<DTensorDialect>(op->getDialect()))
      if (auto ref = op->getAttrOfType<FlatSymbolRefAttr>("mesh"))
        own.insert(ref);
    if (own.empty())
      for (Value r : op->getResults())
        if (Attribute m = meshOf(r))
          own.insert(m);
    if (own.empty())
      for (Value o : op->getOperands()) {
        if (Attribute m = meshOf(o)) {
          own.insert(m);
        } else if (Operation *def = o.getDefiningOp()) {
          auto it = meshes.find(def);
          if (it != meshes.end())
            own.insert(it->second.begin(), it->second.end());
        }
      }
    if (auto call = dyn_cast<func::CallOp>(op))
      calleeMeshes(call, own);
    for (Region &region : op->getRegions())
      for (Block &block : region) {
        for (BlockArgument arg : block.getArguments())
          if (Attribute m = meshOf(arg))
            own.insert(m);
        for (Operation &nested : block) {
          const MeshSet &inner = collect(&nested);
          own.insert(inner.begin(), inner.end());
        }
      }
    return meshes[op] = std::move(own);
  }

  /// A callee runs its own guards, on the devices that call it: the call
  /// is on every mesh the callee (and what it calls) names, in its
  /// signature, its ops' layouts (before partitioning) or collectives (after).
  void calleeMeshes(func::CallOp call, MeshSet &out) {
    SmallVector<func::FuncOp> work;
    llvm::SmallPtrSet<Operation *, 8> seen;
    auto enqueue = [&](func::CallOp c) {
      auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
          c, c.getCalleeAttr());
      if (callee && seen.insert(callee).second)
        work.push_back(callee);
    };
    auto add = [&](Attribute a) {
      if (auto l = dyn_cast_or_null<LayoutAttr>(a))
        out.insert(l.getMesh());
    };
    auto addDict = [&](DictionaryAttr d) {
      if (d)
        add(d.get(DTensorDialect::kLayoutAttrName));
    };
    enqueue(call);
    while (!work.empty()) {
      func::FuncOp callee = work.pop_back_val();
      for (unsigned i = 0; i < callee.getNumArguments(); ++i)
        addDict(callee.getArgAttrDict(i));
      for (unsigned i = 0; i < callee.getNumResults(); ++i)
        addDict(callee.getResultAttrDict(i));
      callee.walk([&](Operation *op) {
        if (auto nested = dyn_cast<func::CallOp>(op))
          enqueue(nested);
        if (auto layouts =
                op->getAttrOfType<ArrayAttr>(DTensorDialect::kLayoutsAttrName))
          for (Attribute l : layouts)
            add(l);
        if (!isa_and_nonnull<DTensorDialect>(op->getDialect()))
          return;
        if (auto ref = op->getAttrOfType<FlatSymbolRefAttr>("mesh"))
          out.insert(ref);
        if (auto copy = dyn_cast<CopyToMeshOp>(op))
          add(copy.getLayout());
      });
    }
  }

  /// The one partial mesh `op` is entirely on, or null.
  Attribute guardedMesh(Operation *op) {
    const MeshSet &m = meshes.lookup(op);
    return m.size() == 1 && isPartial(m.front()) ? m.front() : Attribute();
  }

  LogicalResult guardBlock(Block &block) {
    SmallVector<Operation *> run;
    Attribute runMesh;
    auto flush = [&]() -> LogicalResult {
      LogicalResult result = run.empty() ? success() : wrap(run, runMesh);
      run.clear();
      return result;
    };
    for (Operation &op :
         llvm::make_early_inc_range(block.without_terminator())) {
      if (Attribute m = guardedMesh(&op)) {
        if (!run.empty() && m != runMesh && failed(flush()))
          return failure();
        runMesh = m;
        run.push_back(&op);
        continue;
      }
      const MeshSet &m = meshes.lookup(&op);
      // An op on no mesh (index arithmetic, constants) that a run passes
      // over moves before it: its operands are not the run's.
      if (m.empty() && !run.empty() && op.getNumRegions() == 0 &&
          isMemoryEffectFree(&op)) {
        op.moveBefore(run.front());
        continue;
      }
      if (failed(flush()))
        return failure();
      if (op.getNumRegions() == 0 || m.empty())
        continue;
      for (Region &region : op.getRegions())
        for (Block &inner : region)
          if (failed(guardBlock(inner)))
            return failure();
    }
    return flush();
  }

  /// On a device outside the run's mesh: what the run's value `v` is.
  FailureOr<Value> outside(OpBuilder &b, Location loc, Value v,
                           scf::IfOp guard) {
    for (;;) {
      Operation *def = v.getDefiningOp();
      if (!def || !guard->isAncestor(def))
        return v;
      if (auto c = dyn_cast<AllReduceOp>(def))
        v = c.getInput();
      else if (auto c = dyn_cast<BroadcastOp>(def))
        v = c.getInput();
      else if (auto c = dyn_cast<CollectivePermuteOp>(def))
        v = c.getInput();
      else
        break;
    }
    Type type = v.getType();
    if (auto t = dyn_cast<RankedTensorType>(type)) {
      if (!t.hasStaticShape())
        return emitError(loc)
               << "a value of " << t
               << " on a mesh that not every device is in has a "
                  "dynamic shape; guarding it needs static shapes";
      return tensor::EmptyOp::create(b, loc, t.getShape(), t.getElementType())
          .getResult();
    }
    if (isa<IndexType, IntegerType, FloatType>(type))
      return arith::ConstantOp::create(b, loc,
                                       cast<TypedAttr>(b.getZeroAttr(type)))
          .getResult();
    return emitError(loc) << "a value of " << type
                          << " on a mesh that not every device is in cannot be "
                             "guarded";
  }

  LogicalResult wrap(ArrayRef<Operation *> run, Attribute mesh) {
    Block *block = run.front()->getBlock();
    llvm::SmallPtrSet<Operation *, 16> inRun(run.begin(), run.end());
    SmallVector<Value> escaping;
    for (Operation *op : run)
      for (Value r : op->getResults())
        if (llvm::any_of(r.getUsers(), [&](Operation *user) {
              return !inRun.contains(block->findAncestorOpInBlock(*user));
            }))
          escaping.push_back(r);
    // A scalar exists only on the mesh's devices (the others would see 0):
    // only ops of the same mesh may use it. Control flow that also runs on
    // other devices must not be decided or carried by it.
    for (Value v : escaping) {
      if (isa<TensorType>(v.getType()))
        continue;
      for (OpOperand &use : v.getUses()) {
        Operation *user = block->findAncestorOpInBlock(*use.getOwner());
        if (inRun.contains(user) || (!user->hasTrait<OpTrait::IsTerminator>() &&
                                     guardedMesh(user) == mesh))
          continue;
        return use.getOwner()->emitOpError()
               << "uses a value computed only on the devices of mesh " << mesh
               << " but runs on other devices too; make it a tensor and copy "
                  "it "
                  "to a mesh of those devices (dtensor.copy_to_mesh) first";
      }
    }
    Location loc = run.front()->getLoc();
    auto ref = dyn_cast<FlatSymbolRefAttr>(mesh);
    if (!ref)
      return run.front()->emitOpError()
             << "is on an inline mesh over some of the program's devices; name "
                "it with a dtensor.mesh (dtensor-import-tf-layouts does)";
    OpBuilder b(run.front());
    Value member = InMeshOp::create(b, loc, b.getI1Type(), ref);
    auto guard =
        scf::IfOp::create(b, loc, ValueRange(escaping).getTypes(), member,
                          /*withElseRegion=*/true);
    for (Block *branch : {guard.thenBlock(), guard.elseBlock()})
      if (!branch->empty())
        branch->back().erase();
    for (Operation *op : run)
      op->moveBefore(guard.thenBlock(), guard.thenBlock()->end());
    b.setInsertionPointToEnd(guard.thenBlock());
    scf::YieldOp::create(b, loc, escaping);
    b.setInsertionPointToEnd(guard.elseBlock());
    SmallVector<Value> others;
    for (Value v : escaping) {
      FailureOr<Value> o = outside(b, loc, v, guard);
      if (failed(o))
        return failure();
      others.push_back(*o);
    }
    scf::YieldOp::create(b, loc, others);
    for (auto [v, r] : llvm::zip(escaping, guard.getResults()))
      v.replaceUsesWithIf(r, [&](OpOperand &use) {
        return !guard->isAncestor(use.getOwner());
      });
    meshes[guard].insert(mesh);
    return success();
  }

  func::FuncOp func;
  function_ref<Attribute(Value)> meshOf;
  function_ref<bool(Attribute)> isPartial;
  DenseMap<Operation *, MeshSet> meshes;
};

} // namespace

LogicalResult dtc::guardMeshMembers(func::FuncOp func,
                                    function_ref<Attribute(Value)> meshOf,
                                    function_ref<bool(Attribute)> isPartial) {
  return Guard(func, meshOf, isPartial).run();
}
