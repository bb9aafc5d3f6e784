//===- ApplyStrategy.cpp - a per-replica step function in the global view -===//
//
// tf.distribute's strategies as a rewrite: the function strategy.run would
// call, written for one replica, becomes a global-view function whose every
// per-replica value gains a leading dimension of replicas sharded over the
// strategy's replica axes (as jax.vmap batches a function, with the batch
// dimension laid out over the mesh). Propagation and partitioning then do
// the rest: each device computes its replica, and the aggregations below
// become the collectives.
//
//   dataset argument [b, ...]      global batch [R*b, ...] split over the
//                                  replicas (expanded to [R, b, ...])
//   batch mask [b]                 [R*b], likewise
//   variable                       one value: replicated (mirrored, one
//                                  device) or on the parameter device
//                                  (central storage: a device of the mesh,
//                                  or a mesh of one device elsewhere, then
//                                  copied to and from it), read by every
//                                  replica
//   mirrored argument [...]        one value, replicated, read by every
//                                  replica (strategy.run's plain tensors)
//   other argument [...]           per-replica values, stacked: [R, ...]
//   result assigning a variable    aggregated over the replicas (sum, mean,
//                                  only_first_replica), then assigned, added
//                                  or subtracted
//   result with dtensor.reduce     strategy.reduce: over the replicas, and
//                                  along a dimension with reduce_along (the
//                                  batch's padding masked out)
//   other result [...]             stacked per-replica values [R, ...]
//
//===----------------------------------------------------------------------===//
#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "dtc/Dialect/DTensor/IR/LocalViewBuilders.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

namespace dtc {
#define GEN_PASS_DEF_APPLYSTRATEGY
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

struct Strategy {
  FlatSymbolRefAttr mesh;
  SmallVector<StringAttr> replicaAxes;
  int64_t replicas = 1;
  std::optional<int64_t> parameterDevice;
  /// Central storage on a device outside the replicas' mesh: its mesh.
  FlatSymbolRefAttr parameterMesh;
  /// OneDeviceStrategy: a reduction without an axis returns the value as
  /// it is (an integer MEAN too).
  bool oneDevice = false;
};

RankedTensorType withReplicas(Type type, int64_t replicas) {
  auto t = cast<RankedTensorType>(type);
  SmallVector<int64_t> shape = {replicas};
  llvm::append_range(shape, t.getShape());
  return RankedTensorType::get(shape, t.getElementType());
}

/// [replica axes, unsharded...] for a value of `rank` (its first dimension
/// the replicas), or `inner`'s dimensions after it; on the strategy's mesh
/// or on `mesh` (which has the replica axes too).
LayoutAttr replicaLayout(const Strategy &s, int64_t rank, LayoutAttr inner = {},
                         Attribute mesh = {}) {
  MLIRContext *ctx = s.mesh.getContext();
  SmallVector<DimShardingAttr> dims = {
      DimShardingAttr::get(ctx, s.replicaAxes, false)};
  for (int64_t d = 1; d < rank; ++d)
    dims.push_back(inner ? inner.getDims()[d - 1]
                         : DimShardingAttr::get(ctx, {}, false));
  return LayoutAttr::get(ctx, mesh ? mesh : Attribute(s.mesh), dims, {},
                         ReductionKind::sum, std::nullopt);
}

/// The dimensions `reduce_along` names in a value of `rank` (an integer or
/// an array of them, negative ones from the end), in increasing order.
SmallVector<int64_t> reduceAxes(Attribute along, int64_t rank) {
  SmallVector<int64_t> dims;
  auto add = [&](Attribute a) {
    int64_t d = cast<IntegerAttr>(a).getInt();
    dims.push_back(d < 0 ? d + rank : d);
  };
  if (auto many = dyn_cast_or_null<ArrayAttr>(along))
    llvm::for_each(many, add);
  else if (along)
    add(along);
  llvm::sort(dims);
  return dims;
}

/// The identity of a strategy reduction ("sum", "mean", "max", "min").
TypedAttr identityOf(OpBuilder &b, Type element, StringRef kind) {
  return identityAttr(b, element,
                      kind == "max"   ? ReductionKind::max
                      : kind == "min" ? ReductionKind::min
                                      : ReductionKind::sum);
}

Value combine(OpBuilder &b, Location loc, StringRef kind, Value x, Value y) {
  bool isFloat = isa<FloatType>(x.getType());
  if (kind == "max")
    return isFloat ? arith::MaximumFOp::create(b, loc, x, y).getResult()
                   : arith::MaxSIOp::create(b, loc, x, y).getResult();
  if (kind == "min")
    return isFloat ? arith::MinimumFOp::create(b, loc, x, y).getResult()
                   : arith::MinSIOp::create(b, loc, x, y).getResult();
  return isFloat ? arith::AddFOp::create(b, loc, x, y).getResult()
                 : arith::AddIOp::create(b, loc, x, y).getResult();
}

/// Rewrites one strategy function.
class Batcher {
public:
  Batcher(func::FuncOp func, const Strategy &s) : func(func), s(s) {}

  LogicalResult run();

private:
  /// The new value of `old`, batched or not.
  Value lookup(Value old) { return map.lookupOrDefault(old); }
  bool isBatched(Value v) const { return batched.contains(v); }
  Value markBatched(Value v) {
    batched.insert(v);
    return v;
  }

  /// A uniform (replica-independent) tensor, repeated for each replica.
  Value broadcast(OpBuilder &b, Location loc, Value uniform) {
    auto type = withReplicas(uniform.getType(), s.replicas);
    Value init =
        tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
    return markBatched(
        linalg::BroadcastOp::create(b, loc, uniform, init, ArrayRef<int64_t>{0})
            .getResult()[0]);
  }
  Value batchedOperand(OpBuilder &b, Location loc, Value old) {
    Value v = lookup(old);
    return isBatched(v) ? v : broadcast(b, loc, v);
  }

  LogicalResult visit(OpBuilder &b, Operation *op);
  LogicalResult visitGeneric(OpBuilder &b, linalg::GenericOp op);
  LogicalResult visitReshape(OpBuilder &b, Operation *op);
  LogicalResult visitSlice(OpBuilder &b, Operation *op);
  LogicalResult visitCopy(OpBuilder &b, CopyToMeshOp op);

  /// Reduces the batched `v` ([R, ...]) over dimension 0 and each of
  /// `along` + 1, by `kind`; masked by the batch mask when `masked` (then
  /// `along` is {0}). With `trueDivision`, an integer MEAN is TF's
  /// strategy.reduce's: the sum over the count as f64.
  Value reduce(OpBuilder &b, Location loc, Value v, StringRef kind,
               ArrayRef<int64_t> along, bool masked, bool trueDivision = false);

  func::FuncOp func;
  const Strategy &s;
  IRMapping map;
  DenseSet<Value> batched;
  Value mask;         // [R, b] f32, when the function has a batch mask
  int64_t batch = -1; // b
};

LogicalResult Batcher::visitGeneric(OpBuilder &b, linalg::GenericOp op) {
  Location loc = op.getLoc();
  MLIRContext *ctx = op.getContext();
  unsigned loops = op.getNumLoops();
  auto shift = [&](AffineMap m, bool withReplica) {
    SmallVector<AffineExpr> results;
    if (withReplica)
      results.push_back(getAffineDimExpr(0, ctx));
    for (AffineExpr e : m.getResults())
      results.push_back(e.shiftDims(loops, 1));
    return AffineMap::get(loops + 1, 0, results, ctx);
  };
  SmallVector<Value> inputs, outputs;
  SmallVector<AffineMap> maps;
  for (OpOperand *in : op.getDpsInputOperands()) {
    Value v = lookup(in->get());
    bool isTensor = isa<RankedTensorType>(v.getType());
    inputs.push_back(v);
    maps.push_back(
        shift(op.getMatchingIndexingMap(in), isTensor && isBatched(v)));
  }
  for (OpOperand &out : op.getDpsInitsMutable()) {
    outputs.push_back(batchedOperand(b, loc, out.get()));
    maps.push_back(shift(op.getMatchingIndexingMap(&out), true));
  }
  SmallVector<utils::IteratorType> iterators = {utils::IteratorType::parallel};
  llvm::append_range(iterators, op.getIteratorTypesArray());
  SmallVector<Type> types;
  for (Value o : outputs)
    types.push_back(o.getType());
  auto generic = linalg::GenericOp::create(b, loc, types, inputs, outputs, maps,
                                           iterators, "", "");
  IRMapping body;
  op.getRegion().cloneInto(&generic.getRegion(), body);
  generic.getRegion().walk(
      [&](linalg::IndexOp index) { index.setDim(index.getDim() + 1); });
  for (auto [old, now] : llvm::zip(op.getResults(), generic.getResults()))
    map.map(old, markBatched(now));
  return success();
}

LogicalResult Batcher::visitReshape(OpBuilder &b, Operation *op) {
  Value src = lookup(op->getOperand(0));
  auto shift = [](ArrayRef<ReassociationIndices> groups) {
    SmallVector<ReassociationIndices> out = {{0}};
    for (const ReassociationIndices &g : groups) {
      out.emplace_back();
      for (int64_t i : g)
        out.back().push_back(i + 1);
    }
    return out;
  };
  Type type = withReplicas(op->getResult(0).getType(), s.replicas);
  Value result;
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op))
    result = tensor::ExpandShapeOp::create(
        b, op->getLoc(), type, src, shift(expand.getReassociationIndices()));
  else
    result = tensor::CollapseShapeOp::create(
        b, op->getLoc(), type, src,
        shift(cast<tensor::CollapseShapeOp>(op).getReassociationIndices()));
  map.map(op->getResult(0), markBatched(result));
  return success();
}

LogicalResult Batcher::visitSlice(OpBuilder &b, Operation *op) {
  Location loc = op->getLoc();
  auto prefix = [&](ArrayRef<OpFoldResult> values, int64_t first) {
    SmallVector<OpFoldResult> out = {b.getIndexAttr(first)};
    llvm::append_range(out, values);
    return out;
  };
  if (auto extract = dyn_cast<tensor::ExtractSliceOp>(op)) {
    Value src = lookup(extract.getSource());
    auto type = withReplicas(extract.getType(), s.replicas);
    Value r = tensor::ExtractSliceOp::create(
        b, loc, type, src, prefix(extract.getMixedOffsets(), 0),
        prefix(extract.getMixedSizes(), s.replicas),
        prefix(extract.getMixedStrides(), 1));
    map.map(extract.getResult(), markBatched(r));
    return success();
  }
  auto insert = cast<tensor::InsertSliceOp>(op);
  Value src = batchedOperand(b, loc, insert.getSource());
  Value dest = batchedOperand(b, loc, insert.getDest());
  Value r = tensor::InsertSliceOp::create(
      b, loc, src, dest, prefix(insert.getMixedOffsets(), 0),
      prefix(insert.getMixedSizes(), s.replicas),
      prefix(insert.getMixedStrides(), 1));
  map.map(insert.getResult(), markBatched(r));
  return success();
}

LogicalResult Batcher::visit(OpBuilder &b, Operation *op) {
  bool perReplica = llvm::any_of(op->getOperands(),
                                 [&](Value v) { return isBatched(lookup(v)); });
  // Ops with regions read values from above in their bodies.
  op->walk([&](Operation *inner) {
    for (Value v : inner->getOperands())
      perReplica |= isBatched(lookup(v));
  });
  if (!perReplica) { // the same on every replica: computed once
    b.clone(*op, map);
    return success();
  }
  if (auto generic = dyn_cast<linalg::GenericOp>(op))
    return visitGeneric(b, generic);
  if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op))
    return visitReshape(b, op);
  if (isa<tensor::ExtractSliceOp, tensor::InsertSliceOp>(op))
    return visitSlice(b, op);
  if (auto constraint = dyn_cast<ConstraintOp>(op)) {
    // A layout inside a replica (the logical-device annotations): the
    // replicas stay split, the value's dimensions follow the layout.
    Value v = lookup(constraint.getInput());
    LayoutAttr inner = constraint.getLayout();
    Value r =
        ConstraintOp::create(b, op->getLoc(), v.getType(), v,
                             replicaLayout(s, inner.getRank() + 1, inner));
    map.map(constraint.getResult(), markBatched(r));
    return success();
  }
  if (auto copy = dyn_cast<CopyToMeshOp>(op))
    return visitCopy(b, copy);
  if (op->hasTrait<OpTrait::Elementwise>() && op->getNumRegions() == 0 &&
      llvm::all_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>)) {
    SmallVector<Value> operands;
    for (Value v : op->getOperands())
      operands.push_back(isa<RankedTensorType>(v.getType())
                             ? batchedOperand(b, op->getLoc(), v)
                             : lookup(v));
    SmallVector<Type> types;
    for (Type t : op->getResultTypes())
      types.push_back(withReplicas(t, s.replicas));
    OperationState state(op->getLoc(), op->getName(), operands, types,
                         op->getAttrs());
    Operation *clone = b.create(state);
    for (auto [old, now] : llvm::zip(op->getResults(), clone->getResults()))
      map.map(old, markBatched(now));
    return success();
  }
  return op->emitError()
         << "cannot run per replica under the strategy: dtc-apply-strategy "
            "batches linalg ops, elementwise ops, reshapes, slices, "
            "dtensor.constraint and dtensor.copy_to_mesh, not '"
         << op->getName() << "' on a per-replica value";
}

/// A replica's value moved to another mesh with the replica axes
/// (experimental_assign_to_logical_device: a mesh of the replicas' logical
/// device k; and back to the strategy's mesh): each replica's value goes to
/// that mesh's device of the replica.
LogicalResult Batcher::visitCopy(OpBuilder &b, CopyToMeshOp op) {
  auto ref = dyn_cast<FlatSymbolRefAttr>(op.getLayout().getMesh());
  auto target =
      ref ? SymbolTable::lookupNearestSymbolFrom<MeshOp>(op, ref) : MeshOp();
  auto mesh = SymbolTable::lookupNearestSymbolFrom<MeshOp>(op, s.mesh);
  if (!target || !mesh)
    return op.emitOpError() << "inside a strategy function needs a target mesh "
                               "named by a dtensor.mesh symbol";
  if (op.getLayout().isSingleDevice())
    return op.emitOpError() << "puts a replica's value on one device; inside a "
                               "strategy function, name a mesh of one logical "
                               "device per replica (with the replica axes)";
  MeshAttr to = target.getSpec(), from = mesh.getSpec();
  for (StringAttr axis : s.replicaAxes) {
    std::optional<unsigned> i = to.getAxisIndex(axis.getValue());
    if (!i || to.getAxisSizes()[*i] !=
                  from.getAxisSizes()[*from.getAxisIndex(axis.getValue())])
      return op.emitOpError()
             << "moves a replica's value to mesh " << op.getLayout().getMesh()
             << ", which lacks replica axis '" << axis.getValue()
             << "' of its size; a mesh of one logical device per replica has "
                "the replica axes";
  }
  Value v = batchedOperand(b, op.getLoc(), op.getInput());
  LayoutAttr inner = op.getLayout();
  Value r = CopyToMeshOp::create(
      b, op.getLoc(), v.getType(), v,
      replicaLayout(s, inner.getRank() + 1, inner, inner.getMesh()));
  map.map(op.getResult(), markBatched(r));
  return success();
}

Value Batcher::reduce(OpBuilder &b, Location loc, Value v, StringRef kind,
                      ArrayRef<int64_t> along, bool masked, bool trueDivision) {
  auto type = cast<RankedTensorType>(v.getType());
  Type element = type.getElementType();
  MLIRContext *ctx = b.getContext();
  int64_t rank = type.getRank();
  SmallVector<int64_t> kept;
  SmallVector<utils::IteratorType> iterators;
  SmallVector<AffineExpr> keptExprs;
  for (int64_t d = 0; d < rank; ++d) {
    bool reduced = d == 0 || llvm::is_contained(along, d - 1);
    iterators.push_back(reduced ? utils::IteratorType::reduction
                                : utils::IteratorType::parallel);
    if (!reduced) {
      kept.push_back(type.getDimSize(d));
      keptExprs.push_back(getAffineDimExpr(d, ctx));
    }
  }
  Value init = tensor::EmptyOp::create(b, loc, kept, element);
  Value identity =
      arith::ConstantOp::create(b, loc, identityOf(b, element, kind));
  init = linalg::FillOp::create(b, loc, identity, init).getResult(0);
  SmallVector<Value> inputs = {v};
  SmallVector<AffineMap> maps = {AffineMap::getMultiDimIdentityMap(rank, ctx)};
  if (masked) {
    inputs.push_back(mask);
    maps.push_back(AffineMap::get(
        rank, 0,
        {getAffineDimExpr(0, ctx), getAffineDimExpr(along.front() + 1, ctx)},
        ctx));
  }
  maps.push_back(AffineMap::get(rank, 0, keptExprs, ctx));
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), inputs, init, maps, iterators, "", "",
      [&](OpBuilder &nb, Location nl, ValueRange args) {
        Value x = args[0];
        if (masked) {
          // Padding rows (mask 0) contribute the identity.
          Value zero = arith::ConstantOp::create(nb, nl, nb.getF32FloatAttr(0));
          Value real = arith::CmpFOp::create(nb, nl, arith::CmpFPredicate::ONE,
                                             args[1], zero);
          Value id =
              arith::ConstantOp::create(nb, nl, identityOf(nb, element, kind));
          x = arith::SelectOp::create(nb, nl, real, x, id);
        }
        linalg::YieldOp::create(nb, nl, combine(nb, nl, kind, args.back(), x));
      });
  Value result = generic.getResult(0);
  if (kind != "mean")
    return result;
  // Divide by the number of values reduced: the replicas times the
  // dimension's size, or the batch's real rows when masked.
  Value count;
  auto scalar = RankedTensorType::get({}, element);
  if (masked) {
    Value zero = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0));
    Value empty =
        tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{}, b.getF32Type());
    Value sumInit = linalg::FillOp::create(b, loc, zero, empty).getResult(0);
    count =
        linalg::ReduceOp::create(
            b, loc, mask, sumInit, ArrayRef<int64_t>{0, 1},
            [&](OpBuilder &nb, Location nl, ValueRange args) {
              linalg::YieldOp::create(
                  nb, nl,
                  arith::AddFOp::create(nb, nl, args[0], args[1]).getResult());
            })
            .getResult(0);
  } else {
    int64_t n = s.replicas;
    for (int64_t d : along)
      n *= type.getDimSize(d + 1);
    count = arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(
            scalar, isa<FloatType>(element)
                        ? Attribute(b.getFloatAttr(element, double(n)))
                        : Attribute(b.getIntegerAttr(element, n))));
  }
  // TF's MEAN of integers divides truly and gives f64 (13 / 3 = 4.333).
  bool toF64 = trueDivision && isa<IntegerType>(element);
  Type quotient = toF64 ? Type(b.getF64Type()) : element;
  auto resultType = cast<RankedTensorType>(result.getType()).clone(quotient);
  int64_t keptRank = resultType.getRank();
  Value out = tensor::EmptyOp::create(b, loc, resultType.getShape(), quotient);
  return linalg::GenericOp::create(
             b, loc, resultType, ValueRange{result, count}, out,
             {AffineMap::getMultiDimIdentityMap(keptRank, ctx),
              AffineMap::get(keptRank, 0, {}, ctx),
              AffineMap::getMultiDimIdentityMap(keptRank, ctx)},
             SmallVector<utils::IteratorType>(keptRank,
                                              utils::IteratorType::parallel),
             "", "",
             [&](OpBuilder &nb, Location nl, ValueRange args) {
               // A masked count is f32 (the mask's sum): as the element type.
               Value c = args[1];
               if (c.getType() != element && isa<FloatType>(element))
                 c = element.getIntOrFloatBitWidth() > 32
                         ? arith::ExtFOp::create(nb, nl, element, c).getResult()
                         : arith::TruncFOp::create(nb, nl, element, c)
                               .getResult();
               else if (c.getType() != element)
                 c = arith::FPToSIOp::create(nb, nl, element, c);
               Value sum = args[0];
               if (toF64) {
                 sum = arith::SIToFPOp::create(nb, nl, quotient, sum);
                 c = arith::SIToFPOp::create(nb, nl, quotient, c);
               }
               Value q =
                   isa<FloatType>(quotient)
                       ? arith::DivFOp::create(nb, nl, sum, c).getResult()
                       : arith::DivSIOp::create(nb, nl, sum, c).getResult();
               linalg::YieldOp::create(nb, nl, q);
             })
      .getResult(0);
}

LogicalResult Batcher::run() {
  MLIRContext *ctx = func.getContext();
  Location loc = func.getLoc();
  // Each argument's role, read once.
  enum class Role { Variable, Batch, Mask, Mirrored, PerReplica };
  SmallVector<Role> roles;
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    roles.push_back(
        func.getArgAttr(i, DTensorDialect::kVariableAttrName) ? Role::Variable
        : func.getArgAttr(i, DTensorDialect::kBatchMaskAttrName) ? Role::Mask
        : func.getArgAttr(i, DTensorDialect::kDatasetAttrName)   ? Role::Batch
        : func.getArgAttr(i, DTensorDialect::kMirroredAttrName)
            ? Role::Mirrored
            : Role::PerReplica);

  // Per-replica structured ops become generics: one batching rule for all
  // of them. (Ops computed once, on variables and constants, stay named.)
  IRRewriter rewriter(ctx);
  DenseSet<Value> perReplica;
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    if (roles[i] != Role::Variable && roles[i] != Role::Mirrored)
      perReplica.insert(func.getArgument(i));
  SmallVector<linalg::LinalgOp> named;
  for (Operation &op : func.getBody().front()) {
    bool reads = false;
    op.walk([&](Operation *inner) {
      for (Value v : inner->getOperands())
        reads |= perReplica.contains(v);
    });
    if (!reads)
      continue;
    for (Value r : op.getResults())
      perReplica.insert(r);
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(&op);
        linalgOp && !isa<linalg::GenericOp>(op))
      named.push_back(linalgOp);
  }
  for (linalg::LinalgOp op : named) {
    rewriter.setInsertionPoint(op);
    if (failed(linalg::generalizeNamedOp(rewriter, op)))
      return op->emitError("cannot be generalized to run per replica");
  }

  // The global signature.
  SmallVector<Type> argTypes;
  SmallVector<DictionaryAttr> argAttrs;
  for (unsigned i = 0; i < func.getNumArguments(); ++i) {
    auto type = cast<RankedTensorType>(func.getArgumentTypes()[i]);
    NamedAttrList attrs(func.getArgAttrDict(i));
    bool variable = roles[i] == Role::Variable;
    bool dataset = roles[i] == Role::Batch || roles[i] == Role::Mask;
    LayoutAttr layout;
    if (variable) {
      argTypes.push_back(type);
      if (s.parameterMesh)
        layout = LayoutAttr::getReplicated(s.parameterMesh, type.getRank());
      else if (s.parameterDevice)
        layout = LayoutAttr::get(ctx, s.mesh, {}, {}, ReductionKind::sum,
                                 *s.parameterDevice);
      else
        layout =
            attrs.get(DTensorDialect::kLayoutAttrName)
                ? cast<LayoutAttr>(attrs.get(DTensorDialect::kLayoutAttrName))
                : LayoutAttr::getReplicated(s.mesh, type.getRank());
    } else if (roles[i] == Role::Mirrored) {
      // One value, every replica's: replicated on the replicas' mesh (the
      // attribute belongs to strategy functions, which this one stops being).
      argTypes.push_back(type);
      layout = LayoutAttr::getReplicated(s.mesh, type.getRank());
      attrs.erase(DTensorDialect::kMirroredAttrName);
    } else if (dataset) {
      SmallVector<int64_t> shape(type.getShape());
      shape[0] *= s.replicas;
      argTypes.push_back(RankedTensorType::get(shape, type.getElementType()));
      layout = replicaLayout(s, type.getRank());
    } else {
      argTypes.push_back(withReplicas(type, s.replicas));
      layout = replicaLayout(s, type.getRank() + 1);
    }
    attrs.set(DTensorDialect::kLayoutAttrName, layout);
    argAttrs.push_back(attrs.getDictionary(ctx));
  }
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());

  // The body, batched, in a new block.
  Block *old = &func.getBody().front();
  auto *block = new Block();
  func.getBody().push_back(block);
  for (Type t : argTypes)
    block->addArgument(t, loc);
  OpBuilder b = OpBuilder::atBlockBegin(block);
  for (unsigned i = 0; i < func.getNumArguments(); ++i) {
    BlockArgument oldArg = old->getArgument(i), arg = block->getArgument(i);
    bool isMask = roles[i] == Role::Mask;
    if (roles[i] == Role::Variable) {
      Value v = arg;
      // Every replica reads it from the parameter device.
      auto replicated = LayoutAttr::getReplicated(
          s.mesh, cast<RankedTensorType>(v.getType()).getRank());
      if (s.parameterMesh)
        v = CopyToMeshOp::create(b, loc, v.getType(), v, replicated);
      else if (s.parameterDevice)
        v = RelayoutOp::create(b, loc, v.getType(), v, replicated);
      map.map(oldArg, v);
      continue;
    }
    if (roles[i] == Role::Mirrored) {
      map.map(oldArg, arg); // read by every replica, as a variable is
      continue;
    }
    if (roles[i] == Role::PerReplica) {
      map.map(oldArg, markBatched(arg));
      continue;
    }
    auto type = cast<RankedTensorType>(oldArg.getType());
    SmallVector<ReassociationIndices> groups = {{0, 1}};
    for (int64_t d = 1; d < type.getRank(); ++d)
      groups.push_back({d + 1});
    Value expanded = tensor::ExpandShapeOp::create(
        b, loc, withReplicas(type, s.replicas), arg, groups);
    map.map(oldArg, markBatched(expanded));
    if (isMask) {
      mask = expanded;
      batch = type.getDimSize(0);
    }
  }
  for (Operation &op : old->without_terminator())
    if (failed(visit(b, &op))) {
      block->dropAllDefinedValueUses();
      block->erase();
      return failure();
    }

  // Results: aggregated, reduced, or stacked.
  SmallVector<Value> results;
  SmallVector<Type> resultTypes;
  SmallVector<DictionaryAttr> resultAttrs;
  for (unsigned r = 0; r < func.getNumResults(); ++r) {
    NamedAttrList attrs(func.getResultAttrDict(r));
    Value v = lookup(ret.getOperand(r));
    auto type = cast<RankedTensorType>(ret.getOperand(r).getType());
    StringAttr assigned;
    StringRef update = "assign";
    for (StringRef name :
         {DTensorDialect::kAssignAttrName, DTensorDialect::kAssignAddAttrName,
          DTensorDialect::kAssignSubAttrName})
      if (auto a = dyn_cast_or_null<StringAttr>(attrs.get(name))) {
        assigned = a;
        update = name.drop_front(strlen("dtensor."));
        attrs.erase(name);
      }
    if (assigned) {
      int64_t variable = -1;
      for (unsigned i = 0; i < func.getNumArguments(); ++i)
        if (func.getArgAttr(i, DTensorDialect::kVariableAttrName) == assigned)
          variable = i;
      auto aggregation = func.getArgAttrOfType<StringAttr>(
          variable, DTensorDialect::kAggregationAttrName);
      StringRef kind = aggregation ? aggregation.getValue() : "none";
      if (kind == "none" && s.replicas > 1) {
        block->dropAllDefinedValueUses();
        block->erase();
        return func.emitError()
               << "variable \"" << assigned.getValue()
               << "\" is updated per replica but its aggregation is none: "
                  "give it dtensor.aggregation (sum, mean or "
                  "only_first_replica)";
      }
      Value value = v;
      if (isBatched(v)) {
        if (kind == "only_first_replica" || kind == "none") {
          SmallVector<int64_t> sizes = {1};
          llvm::append_range(sizes, type.getShape());
          auto sliceType = RankedTensorType::get(sizes, type.getElementType());
          SmallVector<OpFoldResult> offsets(sizes.size(), b.getIndexAttr(0));
          SmallVector<OpFoldResult> sizeAttrs,
              strides(sizes.size(), b.getIndexAttr(1));
          for (int64_t n : sizes)
            sizeAttrs.push_back(b.getIndexAttr(n));
          Value first = tensor::ExtractSliceOp::create(
              b, loc, sliceType, v, offsets, sizeAttrs, strides);
          SmallVector<ReassociationIndices> groups;
          for (int64_t d = 0; d < type.getRank(); ++d)
            groups.push_back(d == 0 ? ReassociationIndices{0, 1}
                                    : ReassociationIndices{d + 1});
          value =
              type.getRank() == 0
                  ? tensor::CollapseShapeOp::create(
                        b, loc, type, first, ArrayRef<ReassociationIndices>{})
                        .getResult()
                  : tensor::CollapseShapeOp::create(b, loc, type, first, groups)
                        .getResult();
        } else {
          value = reduce(b, loc, v, kind, {}, false);
        }
      } else if (kind == "sum" && s.replicas > 1) {
        // R replicas contributed the same value.
        value = reduce(b, loc, broadcast(b, loc, v), "sum", {}, false);
      }
      // Applied on the parameter device.
      if (s.parameterMesh)
        value = CopyToMeshOp::create(
            b, loc, value.getType(), value,
            LayoutAttr::getReplicated(s.parameterMesh, type.getRank()));
      if (update != "assign") {
        Value current = s.parameterMesh
                            ? block->getArgument(variable)
                            : map.lookup(old->getArgument(variable));
        bool isFloat = isa<FloatType>(type.getElementType());
        value = update == "assign_add"
                    ? (isFloat ? arith::AddFOp::create(b, loc, current, value)
                                     .getResult()
                               : arith::AddIOp::create(b, loc, current, value)
                                     .getResult())
                    : (isFloat ? arith::SubFOp::create(b, loc, current, value)
                                     .getResult()
                               : arith::SubIOp::create(b, loc, current, value)
                                     .getResult());
      }
      attrs.set(DTensorDialect::kAssignAttrName, assigned);
      results.push_back(value);
    } else if (auto kind = dyn_cast_or_null<StringAttr>(
                   attrs.get(DTensorDialect::kReduceAttrName))) {
      // The axes within each replica's value (TF's axis: an int or a tuple,
      // negative from the end; the dialect verified them).
      SmallVector<int64_t> dims = reduceAxes(
          attrs.get(DTensorDialect::kReduceAlongAttrName), type.getRank());
      attrs.erase(DTensorDialect::kReduceAttrName);
      attrs.erase(DTensorDialect::kReduceAlongAttrName);
      Value all = isBatched(v) ? v : broadcast(b, loc, v);
      bool masked =
          mask && dims == ArrayRef<int64_t>{0} && type.getDimSize(0) == batch;
      // One device, no axis: TF returns the value as it is.
      bool unchanged = s.oneDevice && dims.empty();
      results.push_back(
          reduce(b, loc, all, kind.getValue(), dims, masked, !unchanged));
      attrs.set(
          DTensorDialect::kLayoutAttrName,
          LayoutAttr::getReplicated(
              s.mesh,
              cast<RankedTensorType>(results.back().getType()).getRank()));
    } else {
      results.push_back(isBatched(v) ? v : broadcast(b, loc, v));
      attrs.set(DTensorDialect::kLayoutAttrName,
                replicaLayout(s, type.getRank() + 1));
    }
    resultTypes.push_back(results.back().getType());
    resultAttrs.push_back(attrs.getDictionary(ctx));
  }
  func::ReturnOp::create(b, ret.getLoc(), results);

  // Swap the body and the signature.
  old->dropAllDefinedValueUses();
  old->erase();
  func.setFunctionType(FunctionType::get(ctx, argTypes, resultTypes));
  func.setAllArgAttrs(argAttrs);
  func.setAllResultAttrs(resultAttrs);
  func->removeAttr(DTensorDialect::kStrategyAttrName);
  return success();
}

/// The strategy of `func` (the dialect verified `spec`).
Strategy strategyOf(func::FuncOp func, DictionaryAttr spec) {
  Strategy s;
  s.mesh = spec.getAs<FlatSymbolRefAttr>("mesh");
  auto mesh = SymbolTable::lookupNearestSymbolFrom<MeshOp>(func, s.mesh);
  MeshAttr m = mesh.getSpec();
  if (auto axes = spec.getAs<ArrayAttr>("replica_axes")) {
    for (Attribute a : axes)
      s.replicaAxes.push_back(cast<StringAttr>(a));
  } else {
    for (StringAttr a : m.getAxisNames())
      s.replicaAxes.push_back(a);
  }
  for (StringAttr a : s.replicaAxes)
    s.replicas *= m.getAxisSizes()[*m.getAxisIndex(a.getValue())];
  if (auto device = spec.getAs<IntegerAttr>("parameter_device"))
    s.parameterDevice = device.getInt();
  s.parameterMesh = spec.getAs<FlatSymbolRefAttr>("parameter_device");
  auto kind = spec.getAs<StringAttr>("kind");
  s.oneDevice = kind && kind.getValue() == "one_device";
  return s;
}

struct ApplyStrategy : dtc::impl::ApplyStrategyBase<ApplyStrategy> {
  void runOnOperation() override {
    for (auto func :
         llvm::make_early_inc_range(getOperation().getOps<func::FuncOp>())) {
      auto spec = func->getAttrOfType<DictionaryAttr>(
          DTensorDialect::kStrategyAttrName);
      if (!spec)
        continue;
      Strategy s = strategyOf(func, spec);
      if (failed(Batcher(func, s).run()))
        return signalPassFailure();
    }
  }
};

} // namespace
