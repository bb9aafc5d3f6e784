//===- ShardingRule.cpp - sharding rules, derived where possible ----------===//
//
// Linalg structured ops (named and generic) derive their rule from indexing
// maps and iterator types; elementwise ops bind every dimension of every
// operand and result to the same factor; a few ops have hand-written rules.
// Each rule is followed by its op's partition hook, if it has one.
//
//===----------------------------------------------------------------------===//
#include "dtc/Analysis/ShardingRule.h"
#include "ShardingRuleDetail.h"
#include "Windows.h"
#include "dtc/Dialect/DTensor/IR/LocalViewBuilders.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpDefinition.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

std::pair<LayoutAttr, ArrayRef<StringAttr>>
dtc::factorSharding(const ShardingRule &rule, const LocalOp &local,
                    int64_t factor) {
  for (auto [dims, layout] : llvm::zip(rule.operandDims, local.operands)) {
    if (!layout || layout.isSingleDevice())
      continue;
    for (auto [d, f] : llvm::enumerate(dims))
      if (f == factor && !layout.getDims()[d].getAxes().empty())
        return {layout, layout.getDims()[d].getAxes()};
  }
  return {};
}

Value dtc::blockStart(OpBuilder &b, const ShardingRule &rule,
                      const LocalOp &local, int64_t factor, int64_t *size) {
  auto [layout, axes] = factorSharding(rule, local, factor);
  if (!layout)
    return Value();
  Location loc = local.op->getLoc();
  Value group = groupIndex(b, loc, cast<FlatSymbolRefAttr>(layout.getMesh()),
                           local.mesh, axes);
  int64_t block =
      llvm::divideCeil(rule.factorSizes[factor], local.mesh.getGroupSize(axes));
  if (size)
    *size = block;
  return arith::MulIOp::create(b, loc, group,
                               arith::ConstantIndexOp::create(b, loc, block));
}

void dtc::sharding::indexTensors(Operation *op, ShardingRule &rule) {
  for (auto [i, v] : llvm::enumerate(op->getOperands()))
    if (isa<RankedTensorType>(v.getType()))
      rule.operandIndices.push_back(i);
  for (auto [i, v] : llvm::enumerate(op->getResults()))
    if (isa<RankedTensorType>(v.getType()))
      rule.resultIndices.push_back(i);
}

namespace {

using sharding::indexTensors;

/// A complex sum as IREE writes it: the parts added apart,
/// complex.create(re(a) + re(b), im(a) + im(b)).
bool isComplexSum(Operation *op) {
  auto create = dyn_cast<complex::CreateOp>(op);
  if (!create)
    return false;
  auto re = create.getReal().getDefiningOp<arith::AddFOp>();
  auto im = create.getImaginary().getDefiningOp<arith::AddFOp>();
  if (!re || !im)
    return false;
  auto parts = [](arith::AddFOp add,
                  auto part) -> std::optional<std::pair<Value, Value>> {
    auto l = add.getLhs().getDefiningOp<decltype(part)>();
    auto r = add.getRhs().getDefiningOp<decltype(part)>();
    if (!l || !r)
      return std::nullopt;
    return std::make_pair(l.getComplex(), r.getComplex());
  };
  auto reParts = parts(re, complex::ReOp());
  auto imParts = parts(im, complex::ImOp());
  return reParts && imParts && *reParts == *imParts;
}

/// The reduction a linalg body computes into its output, if recognizable.
std::optional<ReductionKind> bodyCombiner(linalg::LinalgOp op) {
  if (op->getNumRegions() == 0 || op->getRegion(0).empty())
    return std::nullopt;
  Block &body = op->getRegion(0).front();
  auto yield = dyn_cast<linalg::YieldOp>(body.getTerminator());
  if (!yield || yield.getNumOperands() != 1)
    return std::nullopt;
  Operation *combine = yield.getOperand(0).getDefiningOp();
  if (!combine)
    return std::nullopt;
  if (isa<arith::AddFOp, arith::AddIOp, complex::AddOp>(combine) ||
      isComplexSum(combine))
    return ReductionKind::sum;
  if (isa<arith::MaximumFOp, arith::MaxNumFOp, arith::MaxSIOp>(combine))
    return ReductionKind::max;
  if (isa<arith::MinimumFOp, arith::MinNumFOp, arith::MinSIOp>(combine))
    return ReductionKind::min;
  return std::nullopt;
}

LogicalResult partitionLinalg(const ShardingRule &rule, const LocalOp &local);

FailureOr<ShardingRule> linalgRule(linalg::LinalgOp op) {
  ShardingRule rule;
  indexTensors(op, rule);
  for (utils::IteratorType t : op.getIteratorTypesArray())
    rule.isReduction.push_back(t == utils::IteratorType::reduction);
  // Loop sizes read off the operands (cheaper than inverting the maps).
  rule.factorSizes.assign(rule.isReduction.size(), ShapedType::kDynamic);
  // Named ops build their maps anew on every query: build them once.
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  // Windows: an operand dimension read at an expression of loops (a
  // convolution's or a pooling window's oh * s + kh * d) binds no factor:
  // the operand is whole along it. A parallel loop of such an expression
  // (the output's oh) may still be sharded: partitionLinalg hands each
  // device the window of the operand its block of the loop reads
  // (sliceWindows), so the body's local indices read the right rows. A
  // reduction loop of one (the kernel's kh), or any loop of an expression
  // that is no WindowIndex, is never sharded, nor is any dimension it
  // indexes directly (sharded, a device's block read the operand at local
  // indices: a spatially sharded convolution computed each device's rows
  // from the image's first rows).
  unsigned numLoops = rule.isReduction.size();
  llvm::SmallBitVector windowed(numLoops);
  for (AffineMap map : maps)
    for (AffineExpr e : map.getResults()) {
      if (isa<AffineDimExpr, AffineConstantExpr>(e))
        continue;
      std::optional<WindowIndex> w = windowIndex(e, numLoops);
      e.walk([&](AffineExpr inner) {
        auto d = dyn_cast<AffineDimExpr>(inner);
        if (d && (!w || rule.isReduction[d.getPosition()]))
          windowed.set(d.getPosition());
      });
    }
  auto dimsOf = [&](OpOperand &operand) {
    SmallVector<int64_t> dims;
    auto type = dyn_cast<RankedTensorType>(operand.get().getType());
    for (auto [i, e] :
         llvm::enumerate(maps[operand.getOperandNumber()].getResults())) {
      auto d = dyn_cast<AffineDimExpr>(e);
      dims.push_back(
          d && !windowed.test(d.getPosition()) ? int64_t(d.getPosition()) : -1);
      if (d && type && ShapedType::isDynamic(rule.factorSizes[d.getPosition()]))
        rule.factorSizes[d.getPosition()] = type.getDimSize(i);
    }
    return dims;
  };
  for (OpOperand *in : op.getDpsInputOperands()) {
    if (!isa<RankedTensorType>(in->get().getType()))
      continue;
    rule.operandDims.push_back(dimsOf(*in));
    // Read through a window: per dimension, the window's one shardable
    // (parallel) loop, for propagation (ShardingRule::windowLoops).
    SmallVector<int64_t> loops;
    bool throughWindow = false;
    for (AffineExpr e : maps[in->getOperandNumber()].getResults()) {
      loops.push_back(-1);
      if (isa<AffineDimExpr, AffineConstantExpr>(e))
        continue;
      throughWindow = true;
      if (std::optional<WindowIndex> w = windowIndex(e, numLoops)) {
        auto parallel = llvm::to_vector(
            llvm::make_filter_range(llvm::seq(numLoops), [&](unsigned f) {
              return w->coefficients[f] && !windowed.test(f);
            }));
        if (parallel.size() == 1)
          loops.back() = parallel.front();
      }
    }
    if (throughWindow) {
      rule.windowLoops.resize(rule.operandDims.size());
      rule.windowLoops.back() = loops;
    }
  }
  for (OpOperand &init : op.getDpsInitsMutable()) {
    if (!isa<RankedTensorType>(init.get().getType()))
      continue;
    // The init is read only by reductions (accumulation); sharding a
    // reduction factor leaves it whole on every device, so bind it like the
    // result.
    rule.operandDims.push_back(dimsOf(init));
    rule.resultDims.push_back(rule.operandDims.back());
  }
  if (llvm::is_contained(rule.isReduction, true))
    rule.combiner = bodyCombiner(op);
  rule.partition = partitionLinalg;
  return rule;
}

/// Bodies read global loop indices: where a loop runs over a sharded
/// factor, its local index is offset by the start of the device's block
/// (the device's group index on the factor's axes times the block size).
void offsetIndices(const ShardingRule &rule, const LocalOp &local) {
  SmallVector<linalg::IndexOp> reads;
  local.op->walk([&](linalg::IndexOp index) { reads.push_back(index); });
  if (reads.empty())
    return;
  DenseMap<int64_t, Value> offsets;
  OpBuilder b(local.op);
  for (linalg::IndexOp index : reads) {
    int64_t factor = index.getDim();
    auto [it, inserted] = offsets.try_emplace(factor, Value());
    if (inserted)
      it->second = blockStart(b, rule, local, factor);
    if (!it->second)
      continue;
    OpBuilder inner(index->getNextNode());
    auto global =
        arith::AddIOp::create(inner, index.getLoc(), index, it->second);
    index.getResult().replaceAllUsesExcept(global, global);
  }
}

/// Whether `init` is a fill with the identity of `kind` (then every device
/// may keep it).
bool isIdentity(Value init, ReductionKind kind) {
  auto fill = init.getDefiningOp<linalg::FillOp>();
  Attribute value;
  if (!fill || !matchPattern(fill.getInputs()[0], m_Constant(&value)))
    return false;
  if (auto f = dyn_cast<FloatAttr>(value))
    return kind == ReductionKind::sum ? f.getValue().isZero()
           : kind == ReductionKind::max
               ? f.getValue().isInfinity() && f.getValue().isNegative()
               : f.getValue().isInfinity() && !f.getValue().isNegative();
  if (auto i = dyn_cast<IntegerAttr>(value))
    return kind == ReductionKind::sum   ? i.getValue().isZero()
           : kind == ReductionKind::max ? i.getValue().isMinSignedValue()
                                        : i.getValue().isMaxSignedValue();
  // A complex constant: [re, im].
  if (auto parts = dyn_cast<ArrayAttr>(value);
      parts && kind == ReductionKind::sum)
    return llvm::all_of(parts, [](Attribute p) {
      auto f = dyn_cast<FloatAttr>(p);
      return f && f.getValue().isZero();
    });
  return false;
}

/// A reduction over sharded dimensions sums (or maxes) its init on every
/// device of a group; only the group's first device may keep it.
void keepInitOnce(const LocalOp &local) {
  auto linalgOp = cast<linalg::LinalgOp>(local.op);
  if (local.results.empty() || !local.results.front() ||
      !local.results.front().isPartial())
    return;
  LayoutAttr partial = local.results.front();
  Location loc = local.op->getLoc();
  for (OpOperand &init : linalgOp.getDpsInitsMutable()) {
    // An init the body never reads, or that adds nothing, every device
    // may keep.
    if (!linalgOp.payloadUsesValueFromOperand(&init) ||
        isIdentity(init.get(), partial.getPartialKind()))
      continue;
    OpBuilder b(local.op);
    auto type = cast<RankedTensorType>(init.get().getType());
    Value leader =
        isGroupLeader(b, loc, cast<FlatSymbolRefAttr>(partial.getMesh()),
                      partial.getPartialAxes());
    init.set(selectTensor(b, loc, leader, init.get(), [&](OpBuilder &other) {
      return identityTensor(other, loc, type, partial.getPartialKind());
    }));
  }
}

LogicalResult partitionLinalg(const ShardingRule &rule, const LocalOp &local) {
  sliceWindows(rule, local);
  offsetIndices(rule, local);
  keepInitOnce(local);
  return sharding::maskUnevenReductions(rule, local);
}

/// Every operand and result has the same shape and each dimension is its
/// own factor (elementwise ops, and ops that keep their operand's layout).
FailureOr<ShardingRule> identityRule(Operation *op) {
  ShardingRule rule;
  indexTensors(op, rule);
  if (rule.resultIndices.empty())
    return failure();
  auto type =
      cast<RankedTensorType>(op->getResult(rule.resultIndices[0]).getType());
  for (unsigned i : rule.operandIndices)
    if (cast<RankedTensorType>(op->getOperand(i).getType()).getShape() !=
        type.getShape())
      return failure();
  for (unsigned i : rule.resultIndices)
    if (cast<RankedTensorType>(op->getResult(i).getType()).getShape() !=
        type.getShape())
      return failure();
  rule.factorSizes = llvm::to_vector(type.getShape());
  rule.isReduction.assign(type.getRank(), false);
  auto all = llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
  rule.operandDims.assign(rule.operandIndices.size(), all);
  rule.resultDims.assign(rule.resultIndices.size(), all);
  return rule;
}

/// Softmax: every dimension is free except the normalized one.
FailureOr<ShardingRule> softmaxRule(linalg::SoftmaxOp op) {
  FailureOr<ShardingRule> rule = identityRule(op);
  if (failed(rule))
    return failure();
  for (auto &dims :
       llvm::concat<SmallVector<int64_t>>(rule->operandDims, rule->resultDims))
    dims[op.getDimension()] = -1;
  return rule;
}

/// Results only, each dimension its own factor (empty tensors; constants
/// are seeded replicated by propagation, and can be sliced for free).
FailureOr<ShardingRule> freeRule(Operation *op) {
  ShardingRule rule;
  indexTensors(op, rule);
  if (rule.resultIndices.size() != 1 || !rule.operandIndices.empty())
    return failure();
  auto type =
      cast<RankedTensorType>(op->getResult(rule.resultIndices[0]).getType());
  rule.factorSizes = llvm::to_vector(type.getShape());
  rule.isReduction.assign(type.getRank(), false);
  rule.resultDims.push_back(
      llvm::to_vector(llvm::seq<int64_t>(0, type.getRank())));
  return rule;
}

/// expand_shape / collapse_shape: each group of the expanded side keeps the
/// sharding of the collapsed dimension on its major dimension (the first
/// that is not a unit dimension); the other dimensions of a group stay
/// unsharded.
FailureOr<ShardingRule> reshapeRule(Operation *op, RankedTensorType collapsed,
                                    RankedTensorType expanded,
                                    ArrayRef<ReassociationIndices> groups,
                                    bool collapsedIsOperand) {
  ShardingRule rule;
  indexTensors(op, rule);
  if (!collapsed.hasStaticShape() || !expanded.hasStaticShape())
    return failure();
  SmallVector<int64_t> collapsedDims, expandedDims(expanded.getRank(), -1);
  for (auto [i, group] : llvm::enumerate(groups)) {
    // Unit dimensions before it do not move the major one's blocks.
    int64_t lead = group.front();
    for (int64_t d : group)
      if (expanded.getDimSize(d) != 1) {
        lead = d;
        break;
      }
    rule.factorSizes.push_back(expanded.getDimSize(lead));
    rule.isReduction.push_back(false);
    collapsedDims.push_back(i);
    expandedDims[lead] = i;
  }
  rule.operandDims.push_back(collapsedIsOperand ? collapsedDims : expandedDims);
  rule.resultDims.push_back(collapsedIsOperand ? expandedDims : collapsedDims);
  return rule;
}

/// expand_shape keeps its result shape in an attribute too.
LogicalResult partitionExpand(const ShardingRule &, const LocalOp &local) {
  auto expand = cast<tensor::ExpandShapeOp>(local.op);
  expand.setStaticOutputShape(expand.getResultType().getShape());
  return success();
}

/// Ops whose operands and results have the same rank and share every
/// dimension for which `keep(dim)` holds; the others stay unsharded
/// (concat's dimension, sliced or padded dimensions).
FailureOr<ShardingRule> sameRankRule(Operation *op,
                                     llvm::function_ref<bool(int64_t)> keep) {
  ShardingRule rule;
  indexTensors(op, rule);
  if (rule.resultIndices.size() != 1)
    return failure();
  auto type =
      cast<RankedTensorType>(op->getResult(rule.resultIndices[0]).getType());
  for (unsigned i : rule.operandIndices)
    if (cast<RankedTensorType>(op->getOperand(i).getType()).getRank() !=
        type.getRank())
      return failure();
  SmallVector<int64_t> dims;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    dims.push_back(keep(d) ? d : -1);
    rule.factorSizes.push_back(type.getDimSize(d));
    rule.isReduction.push_back(false);
  }
  rule.operandDims.assign(rule.operandIndices.size(), dims);
  rule.resultDims.push_back(dims);
  return rule;
}

/// Whether a slice takes dimension `d` whole (offset 0, stride 1, full size).
bool takesWhole(OffsetSizeAndStrideOpInterface slice, RankedTensorType whole,
                int64_t d) {
  return isConstantIntValue(slice.getMixedOffsets()[d], 0) &&
         isConstantIntValue(slice.getMixedStrides()[d], 1) &&
         isConstantIntValue(slice.getMixedSizes()[d], whole.getDimSize(d));
}

/// For each dimension of a slice's full-rank side (an extract's source, an
/// insert's destination), given its static sizes, the dimension of the
/// other side that it is, or -1 for a unit dimension a rank-reducing slice
/// drops (`x[:, 2]`, `x[i] = v`, as torch-mlir writes them); the identity
/// at equal ranks. std::nullopt where which unit dimensions the slice keeps
/// is ambiguous (it keeps some).
std::optional<SmallVector<int64_t>> keptDims(ArrayRef<int64_t> sizes,
                                             int64_t reducedRank) {
  const int64_t rank = sizes.size();
  const bool reduces = reducedRank != rank;
  if (reduces && llvm::count(sizes, 1) != rank - reducedRank)
    return std::nullopt;
  SmallVector<int64_t> kept;
  for (int64_t d = 0, k = 0; d < rank; ++d)
    kept.push_back(reduces && sizes[d] == 1 ? -1 : k++);
  return kept;
}

/// A slice's full-rank static sizes for the shard its other side now has
/// (`shard`, of that side's rank): a dropped unit dimension's stays 1.
SmallVector<int64_t> shardSizes(ArrayRef<int64_t> kept,
                                ArrayRef<int64_t> shard) {
  SmallVector<int64_t> sizes;
  for (int64_t k : kept)
    sizes.push_back(k < 0 ? 1 : shard[k]);
  return sizes;
}

/// Slices keep their sizes in attributes: the rule shards only dimensions
/// taken whole, so each size is the shard's.
LogicalResult partitionExtractSlice(const ShardingRule &,
                                    const LocalOp &local) {
  auto slice = cast<tensor::ExtractSliceOp>(local.op);
  std::optional<SmallVector<int64_t>> kept =
      keptDims(slice.getStaticSizes(), slice.getResultType().getRank());
  if (!kept)
    return slice.emitOpError()
           << "internal error: its dropped dimensions changed";
  slice.setStaticSizes(shardSizes(*kept, slice.getResultType().getShape()));
  return success();
}

/// A slice shares each dimension it takes whole with its result (the others
/// stay unsharded); a dimension a rank-reducing slice drops is bound to
/// nothing.
FailureOr<ShardingRule> extractSliceRule(tensor::ExtractSliceOp slice) {
  std::optional<SmallVector<int64_t>> kept =
      keptDims(slice.getStaticSizes(), slice.getResultType().getRank());
  if (!kept)
    return failure();
  ShardingRule rule;
  indexTensors(slice, rule);
  RankedTensorType source = slice.getSourceType();
  SmallVector<int64_t> sourceDims, resultDims;
  for (int64_t d = 0; d < source.getRank(); ++d) {
    rule.factorSizes.push_back(source.getDimSize(d));
    rule.isReduction.push_back(false);
    int64_t factor = (*kept)[d] >= 0 && takesWhole(slice, source, d) ? d : -1;
    sourceDims.push_back(factor);
    if ((*kept)[d] >= 0)
      resultDims.push_back(factor);
  }
  // The source only: offsets, sizes and strides are not tensors.
  rule.operandDims.push_back(sourceDims);
  rule.resultDims.push_back(resultDims);
  rule.partition = partitionExtractSlice;
  return rule;
}

/// Whether an insert writes one row of dimension `d` (size 1, stride 1) at
/// any offset: each device of a sharded destination then keeps the row
/// where its block holds it.
bool insertsOneRow(tensor::InsertSliceOp insert, int64_t d) {
  return isConstantIntValue(insert.getMixedSizes()[d], 1) &&
         isConstantIntValue(insert.getMixedStrides()[d], 1);
}

/// Inserts keep their sizes in attributes too. Where the destination is
/// sharded along a dimension that gets one row at a global offset o, the
/// device's local offset is o - (its block's start); a device whose block
/// does not hold the row inserts, at the clamped offset, the row it already
/// has there (the op stays: its result is the partitioner's).
LogicalResult partitionInsertSlice(const ShardingRule &rule,
                                   const LocalOp &local) {
  auto insert = cast<tensor::InsertSliceOp>(local.op);
  std::optional<SmallVector<int64_t>> sourceDims =
      keptDims(insert.getStaticSizes(), insert.getSourceType().getRank());
  if (!sourceDims)
    return insert.emitOpError()
           << "internal error: its dropped dimensions changed";
  insert.setStaticSizes(
      shardSizes(*sourceDims, insert.getSourceType().getShape()));
  LayoutAttr dest =
      local.operands.size() > 1 ? local.operands[1] : LayoutAttr();
  if (!dest || dest.isSingleDevice() || rule.operandDims.size() < 2)
    return success();
  OpBuilder b(insert);
  Location loc = insert.getLoc();
  SmallVector<OpFoldResult> offsets = insert.getMixedOffsets();
  Value inside;
  for (int64_t d = 0, e = insert.getDestType().getRank(); d < e; ++d) {
    ArrayRef<StringAttr> axes = dest.getDims()[d].getAxes();
    // Unsharded, or taken whole (the source is sharded alike).
    int64_t s = (*sourceDims)[d];
    if (axes.empty() || (s >= 0 && rule.operandDims[0][s] >= 0))
      continue;
    int64_t block = insert.getDestType().getDimSize(d);
    Value blockSize = arith::ConstantIndexOp::create(b, loc, block);
    Value group = groupIndex(b, loc, cast<FlatSymbolRefAttr>(dest.getMesh()),
                             local.mesh, axes);
    Value start = arith::MulIOp::create(b, loc, group, blockSize);
    Value global = getValueOrCreateConstantIndexOp(b, loc, offsets[d]);
    Value offset = arith::SubIOp::create(b, loc, global, start);
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value last = arith::ConstantIndexOp::create(b, loc, block - 1);
    Value atLeast =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, offset, zero);
    Value atMost =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, offset, last);
    Value here = arith::AndIOp::create(b, loc, atLeast, atMost);
    inside =
        inside ? arith::AndIOp::create(b, loc, inside, here).getResult() : here;
    Value clamped = arith::MaxSIOp::create(b, loc, offset, zero);
    offsets[d] = arith::MinSIOp::create(b, loc, clamped, last).getResult();
  }
  if (!inside)
    return success();
  Value kept = tensor::ExtractSliceOp::create(
      b, loc, insert.getSourceType(), insert.getDest(), offsets,
      insert.getMixedSizes(), insert.getMixedStrides());
  insert.getSourceMutable().set(
      arith::SelectOp::create(b, loc, inside, insert.getSource(), kept));
  SmallVector<Value> dynamic;
  SmallVector<int64_t> fixed;
  dispatchIndexOpFoldResults(offsets, dynamic, fixed);
  insert.getOffsetsMutable().assign(dynamic);
  insert.setStaticOffsets(fixed);
  return success();
}

/// An insert shares every destination dimension it takes whole or writes
/// one row of (at any offset: partitionInsertSlice keeps the row where the
/// device's block holds it) with its result; the source shares only the
/// dimensions taken whole (elsewhere it is one row), and a rank-reduced
/// source has no dimension for the unit ones it drops.
FailureOr<ShardingRule> insertSliceRule(tensor::InsertSliceOp insert) {
  std::optional<SmallVector<int64_t>> sourceDims =
      keptDims(insert.getStaticSizes(), insert.getSourceType().getRank());
  if (!sourceDims)
    return failure();
  ShardingRule rule;
  indexTensors(insert, rule);
  RankedTensorType dest = insert.getDestType();
  SmallVector<int64_t> sourceFactors(insert.getSourceType().getRank(), -1),
      destFactors;
  for (int64_t d = 0; d < dest.getRank(); ++d) {
    rule.factorSizes.push_back(dest.getDimSize(d));
    rule.isReduction.push_back(false);
    bool whole = takesWhole(insert, dest, d);
    destFactors.push_back(whole || insertsOneRow(insert, d) ? d : -1);
    if ((*sourceDims)[d] >= 0 && whole)
      sourceFactors[(*sourceDims)[d]] = d;
  }
  rule.operandDims = {sourceFactors, destFactors};
  rule.resultDims = {destFactors};
  rule.partition = partitionInsertSlice;
  return rule;
}

FailureOr<ShardingRule> withHook(FailureOr<ShardingRule> rule,
                                 PartitionHook hook) {
  if (succeeded(rule))
    rule->partition = hook;
  return rule;
}

} // namespace

bool dtc::sharding::isBarrierOfOneValue(Operation *op) {
  return isa<dtensor::OptimizationBarrierOp>(op) && op->getNumOperands() == 1;
}

static FailureOr<ShardingRule> deriveRule(Operation *op) {
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op))
    return withHook(reshapeRule(op, expand.getSrcType(), expand.getResultType(),
                                expand.getReassociationIndices(), true),
                    partitionExpand);
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op))
    return reshapeRule(op, collapse.getResultType(), collapse.getSrcType(),
                       collapse.getReassociationIndices(), false);
  if (auto concat = dyn_cast<tensor::ConcatOp>(op))
    return sameRankRule(
        op, [&](int64_t d) { return d != int64_t(concat.getDim()); });
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op))
    return extractSliceRule(slice);
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(op))
    return insertSliceRule(insert);
  if (auto pad = dyn_cast<tensor::PadOp>(op)) {
    auto padded = [&](int64_t d) {
      return !isConstantIntValue(pad.getMixedLowPad()[d], 0) ||
             !isConstantIntValue(pad.getMixedHighPad()[d], 0);
    };
    FailureOr<ShardingRule> rule =
        sameRankRule(op, [&](int64_t d) { return !padded(d); });
    // A padded dimension is a window of the source: its rows sharded stay
    // the producer's to decide (a convolution after the pad fetches halos).
    if (succeeded(rule) &&
        llvm::any_of(llvm::seq<int64_t>(0, pad.getSourceType().getRank()),
                     padded)) {
      rule->windowLoops.resize(1);
      for (int64_t d = 0; d < pad.getSourceType().getRank(); ++d)
        rule->windowLoops[0].push_back(padded(d) ? d : -1);
    }
    return rule;
  }
  if (isa<dtensor::SortOp, dtensor::TopKOp, dtensor::ScanOp,
          dtensor::ScatterOp>(op))
    return sharding::frontEndRule(op);
  if (auto softmax = dyn_cast<linalg::SoftmaxOp>(op))
    return softmaxRule(softmax);
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return linalgRule(linalgOp);
  if (isa<tensor::EmptyOp, arith::ConstantOp, tensor::SplatOp>(op))
    return freeRule(op);
  if (OpTrait::hasElementwiseMappableTraits(op) ||
      sharding::isBarrierOfOneValue(op))
    return identityRule(op);
  return failure();
}

FailureOr<ShardingRule> dtc::getShardingRule(Operation *op) {
  FailureOr<ShardingRule> rule = deriveRule(op);
  if (succeeded(rule))
    sharding::markUneven(op, *rule);
  return rule;
}

namespace {

/// Whether the rule of `op` follows from its signature alone: its name,
/// attributes and properties (indexing maps, iterator types, reassociations),
/// and operand and result types; and for linalg ops with reductions, the
/// combiner of the body. Slices and pads are left out: their rules read
/// constant operands.
bool followsSignature(Operation *op) {
  return isa<linalg::LinalgOp, tensor::EmptyOp, tensor::ExpandShapeOp,
             tensor::CollapseShapeOp, tensor::ConcatOp>(op) ||
         OpTrait::hasElementwiseMappableTraits(op) ||
         sharding::isBarrierOfOneValue(op);
}

std::optional<ReductionKind> combinerOf(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp ? bodyCombiner(linalgOp) : std::nullopt;
}

} // namespace

unsigned ShardingRuleCache::SignatureInfo::getHashValue(Operation *op) {
  return llvm::hash_combine(
      op->getName().getAsOpaquePointer(), op->getRawDictionaryAttrs(),
      op->hashProperties(),
      llvm::hash_combine_range(op->getOperandTypes().begin(),
                               op->getOperandTypes().end()),
      llvm::hash_combine_range(op->getResultTypes().begin(),
                               op->getResultTypes().end()));
}

bool ShardingRuleCache::SignatureInfo::isEqual(Operation *a, Operation *b) {
  if (a == b)
    return true;
  for (Operation *special : {getEmptyKey(), getTombstoneKey()})
    if (a == special || b == special)
      return false;
  return a->getName() == b->getName() &&
         a->getRawDictionaryAttrs() == b->getRawDictionaryAttrs() &&
         a->getName().compareOpProperties(a->getPropertiesStorage(),
                                          b->getPropertiesStorage()) &&
         llvm::equal(a->getOperandTypes(), b->getOperandTypes()) &&
         llvm::equal(a->getResultTypes(), b->getResultTypes());
}

const ShardingRule *ShardingRuleCache::derive(Operation *op) {
  FailureOr<ShardingRule> rule = getShardingRule(op);
  return succeeded(rule) ? new (storage.Allocate())
                               ShardingRule(std::move(*rule))
                         : nullptr;
}

const ShardingRule *ShardingRuleCache::get(Operation *op) {
  // Most such ops are the scalar bodies of linalg ops: as many as the ops
  // around them, not worth an entry.
  if (llvm::none_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>) &&
      llvm::none_of(op->getOperandTypes(), llvm::IsaPred<RankedTensorType>))
    return nullptr;
  auto [it, fresh] = rules.try_emplace(op, nullptr);
  if (!fresh)
    return it->second;
  return it->second = followsSignature(op) ? shared(op) : derive(op);
}

const ShardingRule *ShardingRuleCache::shared(Operation *op) {
  // Ops of one signature differ only in their bodies, which matter only
  // through the combiner of reduction factors: it is read only then.
  SmallVector<const ShardingRule *, 1> &variants = bySignature[op];
  for (const ShardingRule *rule : variants)
    if (!rule || !llvm::is_contained(rule->isReduction, true) ||
        rule->combiner == combinerOf(op))
      return rule;
  variants.push_back(derive(op));
  return variants.back();
}

namespace {

/// Whether `layout` is the operand layout with `entries` per factor of
/// `dims` (null: unsharded), i.e. what uniquing those would return.
bool hasEntries(LayoutAttr layout, ArrayRef<int64_t> dims,
                ArrayRef<DimShardingAttr> entries, Attribute meshRef) {
  if (!layout || layout.getMesh() != meshRef || layout.getDevice() ||
      layout.isPartial() || layout.getPartialKind() != ReductionKind::sum ||
      layout.getDims().size() != dims.size())
    return false;
  for (auto [have, f] : llvm::zip(layout.getDims(), dims)) {
    DimShardingAttr want = f >= 0 ? entries[f] : DimShardingAttr();
    if (want ? have != want : !have.isUnsharded())
      return false;
  }
  return true;
}

} // namespace

/// Spreads a result's partial axes over the open reduction factors: each
/// axis to the factor whose operand dimension `current` already shards on
/// it, the rest to the first open reduction factor. (Every factor taking
/// all of them would shard two dimensions on one axis.)
static void assignPartialAxes(const ShardingRule &rule,
                              ArrayRef<StringAttr> partialAxes,
                              ArrayRef<LayoutAttr> current,
                              MutableArrayRef<DimShardingAttr> entries) {
  auto open = [&](unsigned f) {
    return rule.isReduction[f] && (!entries[f] || entries[f].isUnsharded());
  };
  SmallVector<StringAttr> left(partialAxes);
  SmallVector<SmallVector<StringAttr>> axes(rule.numFactors());
  for (auto [layout, dims] : llvm::zip(current, rule.operandDims)) {
    if (!layout || layout.isSingleDevice() ||
        layout.getRank() != int64_t(dims.size()))
      continue;
    for (auto [d, f] : llvm::enumerate(dims))
      for (StringAttr axis : layout.getDims()[d].getAxes())
        if (f >= 0 && open(f) && llvm::is_contained(left, axis)) {
          axes[f].push_back(axis);
          llvm::erase(left, axis);
        }
  }
  for (unsigned f = 0; f < rule.numFactors() && !left.empty(); ++f)
    if (open(f)) {
      llvm::append_range(axes[f], left);
      left.clear();
    }
  MLIRContext *ctx = partialAxes.front().getContext();
  for (auto [f, a] : llvm::enumerate(axes))
    if (!a.empty())
      entries[f] = DimShardingAttr::get(ctx, a, false);
}

SmallVector<LayoutAttr>
dtc::requiredOperandLayouts(const ShardingRule &rule,
                            ArrayRef<LayoutAttr> resultLayouts,
                            Attribute meshRef, ArrayRef<LayoutAttr> current) {
  MLIRContext *ctx = meshRef.getContext();
  // Per factor, the entry of its operand dimensions (null: unsharded): the
  // results' own entries where they fit (uniqued: the same attribute as one
  // built anew).
  SmallVector<DimShardingAttr> entries(rule.numFactors());
  auto open = [&](unsigned f) {
    return !entries[f] || entries[f].isUnsharded();
  };
  for (auto [layout, dims] : llvm::zip(resultLayouts, rule.resultDims)) {
    if (!layout || layout.isSingleDevice() ||
        layout.getRank() != int64_t(dims.size()))
      continue;
    for (auto [d, f] : llvm::enumerate(dims)) {
      DimShardingAttr entry = layout.getDims()[d];
      if (f >= 0 && open(f))
        entries[f] = entry.getMatch()
                         ? DimShardingAttr::get(ctx, entry.getAxes(), false)
                         : entry;
    }
    if (layout.isPartial())
      assignPartialAxes(rule, layout.getPartialAxes(), current, entries);
  }
  SmallVector<LayoutAttr> required;
  DimShardingAttr unsharded; // built on first use
  for (auto [k, dims] : llvm::enumerate(rule.operandDims)) {
    // Most operands are in the layout the op needs already: no uniquing.
    if (k < current.size() && hasEntries(current[k], dims, entries, meshRef)) {
      required.push_back(current[k]);
      continue;
    }
    SmallVector<DimShardingAttr> operand;
    for (int64_t f : dims) {
      DimShardingAttr entry = f >= 0 ? entries[f] : DimShardingAttr();
      if (!entry && !unsharded)
        unsharded = DimShardingAttr::get(ctx, {}, false);
      operand.push_back(entry ? entry : unsharded);
    }
    required.push_back(LayoutAttr::get(ctx, meshRef, operand, {},
                                       ReductionKind::sum, std::nullopt));
  }
  return required;
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

/// Factor f's name: i, j, ..., z, then i1, j1, ...
static std::string factorName(int64_t f) {
  std::string name(1, char('i' + f % 18));
  if (f >= 18)
    name += std::to_string(f / 18);
  return name;
}

void dtc::printShardingRule(llvm::raw_ostream &os, const ShardingRule &rule) {
  auto tensors = [&](ArrayRef<SmallVector<int64_t>> dims,
                     ArrayRef<unsigned> indices,
                     ArrayRef<SmallVector<int64_t>> windows) {
    os << "(";
    for (auto [k, list] : llvm::enumerate(dims)) {
      if (k)
        os << ", ";
      if (k < indices.size() && indices[k] != k)
        os << "#" << indices[k] << ":";
      os << "[";
      for (auto [d, f] : llvm::enumerate(list)) {
        if (d)
          os << ", ";
        int64_t window = k < windows.size() && d < windows[k].size()
                             ? windows[k][d]
                             : int64_t(-1);
        if (f >= 0)
          os << factorName(f);
        else if (window >= 0)
          os << "~" << factorName(window);
        else
          os << "-";
      }
      os << "]";
    }
    os << ")";
  };
  tensors(rule.operandDims, rule.operandIndices, rule.windowLoops);
  os << " -> ";
  tensors(rule.resultDims, rule.resultIndices, {});
  os << " {";
  for (unsigned f = 0; f < rule.numFactors(); ++f)
    os << (f ? ", " : "") << factorName(f) << "=" << rule.factorSizes[f];
  os << "}";
  if (llvm::is_contained(rule.isReduction, true)) {
    os << " reduction={";
    bool first = true;
    for (unsigned f = 0; f < rule.numFactors(); ++f)
      if (rule.isReduction[f]) {
        os << (first ? "" : ", ") << factorName(f);
        first = false;
      }
    os << "}";
  }
  if (rule.combiner)
    os << " combiner=" << dtensor::stringifyReductionKind(*rule.combiner);
  if (rule.partition)
    os << " hook";
}
