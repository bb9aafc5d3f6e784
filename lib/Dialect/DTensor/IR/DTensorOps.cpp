//===- DTensorOps.cpp - dtensor operations --------------------------------===//
#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace dtc::dtensor;

namespace dtc::dtensor {
ParseResult parseAxisName(AsmParser &parser, StringAttr &name);
void printAxisName(AsmPrinter &printer, StringAttr name);
} // namespace dtc::dtensor

//===----------------------------------------------------------------------===//
// custom<MeshAxes>: `@mesh[x, y]`
//===----------------------------------------------------------------------===//

static ParseResult parseMeshAxes(OpAsmParser &parser, FlatSymbolRefAttr &mesh,
                                 ArrayAttr &axes) {
  StringAttr symbol;
  if (parser.parseSymbolName(symbol))
    return failure();
  mesh = FlatSymbolRefAttr::get(symbol);
  SmallVector<Attribute> names;
  auto parseOne = [&]() {
    StringAttr name;
    if (parseAxisName(parser, name))
      return failure();
    names.push_back(name);
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parseOne,
                                     " in the mesh axis list"))
    return failure();
  axes = parser.getBuilder().getArrayAttr(names);
  return success();
}

static void printMeshAxes(OpAsmPrinter &printer, Operation *,
                          FlatSymbolRefAttr mesh, ArrayAttr axes) {
  printer.printAttributeWithoutType(mesh);
  printer << "[";
  llvm::interleaveComma(axes.getAsRange<StringAttr>(), printer,
                        [&](StringAttr a) { printAxisName(printer, a); });
  printer << "]";
}

//===----------------------------------------------------------------------===//
// custom<ReductionKind>: a bare `sum`, `max`, ...
//===----------------------------------------------------------------------===//

static ParseResult parseReductionKind(OpAsmParser &parser,
                                      ReductionKindAttr &kind) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef word;
  if (parser.parseKeyword(&word))
    return failure();
  std::optional<ReductionKind> parsed = symbolizeReductionKind(word);
  if (!parsed)
    return parser.emitError(loc)
           << "unknown reduction '" << word
           << "'; expected sum, prod, min, max, mean, and or or";
  kind = ReductionKindAttr::get(parser.getContext(), *parsed);
  return success();
}

static void printReductionKind(OpAsmPrinter &printer, Operation *,
                               ReductionKindAttr kind) {
  printer << stringifyReductionKind(kind.getValue());
}

//===----------------------------------------------------------------------===//
// Shared checks
//===----------------------------------------------------------------------===//

/// Resolves the op's mesh and checks its axes; returns the mesh.
template <typename OpT>
static FailureOr<MeshAttr> verifyOpMeshAxes(OpT op,
                                            SymbolTableCollection &tables,
                                            bool allowEmpty = false) {
  auto emitError = [&] { return op.emitOpError(); };
  FailureOr<MeshAttr> mesh =
      resolveMesh(op, op.getMeshAttr(), emitError, &tables);
  if (failed(mesh) || failed(verifyMeshAxes(*mesh, getAxisNames(op.getAxes()),
                                            emitError, allowEmpty)))
    return failure();
  return mesh;
}

static LogicalResult verifyDim(Operation *op, StringRef what, int64_t dim,
                               RankedTensorType type) {
  if (dim < 0 || dim >= type.getRank())
    return op->emitOpError()
           << what << " " << dim << " is not a dimension of " << type;
  return success();
}

static bool sizesDiffer(int64_t a, int64_t b) {
  return !ShapedType::isDynamic(a) && !ShapedType::isDynamic(b) && a != b;
}

/// Checks that `result` equals `input` but for the listed dimensions, each
/// scaled by its factor (> 0: multiplied, < 0: divided by its magnitude).
static LogicalResult
verifyScaledShape(Operation *op, RankedTensorType input,
                  RankedTensorType result,
                  ArrayRef<std::pair<int64_t, int64_t>> scaledDims) {
  if (input.getElementType() != result.getElementType())
    return op->emitOpError()
           << "result element type " << result.getElementType()
           << " differs from the input's " << input.getElementType();
  if (input.getRank() != result.getRank())
    return op->emitOpError() << "result rank " << result.getRank()
                             << " differs from the input's " << input.getRank();
  SmallVector<int64_t> expected = llvm::to_vector(input.getShape());
  for (auto [dim, factor] : scaledDims) {
    int64_t &size = expected[dim];
    if (ShapedType::isDynamic(size))
      continue;
    if (factor > 0) {
      if (llvm::MulOverflow(size, factor, size) || ShapedType::isDynamic(size))
        return op->emitOpError()
               << "dimension " << dim << " times the group size " << factor
               << " overflows";
    } else {
      if (size % -factor != 0)
        return op->emitOpError()
               << "dimension " << dim << " of size " << size
               << " is not divisible by the group size " << -factor;
      size /= -factor;
    }
  }
  for (auto [i, sizes] :
       llvm::enumerate(llvm::zip(expected, result.getShape())))
    if (sizesDiffer(std::get<0>(sizes), std::get<1>(sizes)))
      return op->emitOpError()
             << "expected result dimension " << i << " to be "
             << std::get<0>(sizes) << ", got " << std::get<1>(sizes) << " ("
             << input << " -> " << result << ")";
  return success();
}

static LogicalResult verifyBitwiseKind(Operation *op, ReductionKind kind,
                                       Type type) {
  if ((kind == ReductionKind::and_ || kind == ReductionKind::or_) &&
      !isa<IntegerType>(getElementTypeOrSelf(type)))
    return op->emitOpError()
           << "reduction '" << stringifyReductionKind(kind)
           << "' needs integer elements, got " << getElementTypeOrSelf(type);
  return success();
}

static RankedTensorType tensorOf(Value v) {
  return cast<RankedTensorType>(v.getType());
}

//===----------------------------------------------------------------------===//
// MeshOp
//===----------------------------------------------------------------------===//

LogicalResult MeshOp::verify() {
  if (getSpec().getName())
    return emitOpError() << "the mesh is named by its symbol; drop 'name'";
  return success();
}

//===----------------------------------------------------------------------===//
// Global-view layout ops
//===----------------------------------------------------------------------===//

/// Resolves the op's mesh and axes, and returns the size of its groups.
template <typename OpT>
static FailureOr<int64_t> verifyGroup(OpT op, SymbolTableCollection &tables) {
  FailureOr<MeshAttr> mesh = verifyOpMeshAxes(op, tables);
  if (failed(mesh))
    return failure();
  return mesh->getGroupSize(getAxisNames(op.getAxes()));
}

template <typename OpT>
static LogicalResult verifyLayoutOp(OpT op, SymbolTableCollection &tables,
                                    bool allowMatch) {
  auto emitError = [&] { return op.emitOpError(); };
  FailureOr<MeshAttr> mesh =
      resolveMesh(op, op.getLayout().getMesh(), emitError, &tables);
  if (failed(mesh))
    return failure();
  return verifyLayoutFor(op.getLayout(), *mesh, op.getInput().getType(),
                         emitError, allowMatch);
}

LogicalResult ConstraintOp::verifySymbolUses(SymbolTableCollection &tables) {
  return verifyLayoutOp(*this, tables, /*allowMatch=*/false);
}

LogicalResult RelayoutOp::verifySymbolUses(SymbolTableCollection &tables) {
  return verifyLayoutOp(*this, tables, /*allowMatch=*/true);
}

LogicalResult CheckLayoutOp::verifySymbolUses(SymbolTableCollection &tables) {
  return verifyLayoutOp(*this, tables, /*allowMatch=*/false);
}

LogicalResult CopyToMeshOp::verifySymbolUses(SymbolTableCollection &tables) {
  if (getLayout().isPartial())
    return emitOpError() << "the target layout of copy_to_mesh cannot be "
                            "partial";
  return verifyLayoutOp(*this, tables, /*allowMatch=*/false);
}

//===----------------------------------------------------------------------===//
// ShardMapOp
//===----------------------------------------------------------------------===//

FunctionOpInterface ShardMapOp::getCalleeFunction() {
  return SymbolTable::lookupNearestSymbolFrom<FunctionOpInterface>(
      *this, getCalleeAttr());
}

static LayoutAttr layoutIn(DictionaryAttr attrs) {
  return attrs ? dyn_cast_or_null<LayoutAttr>(
                     attrs.get(DTensorDialect::kLayoutAttrName))
               : LayoutAttr();
}

/// The layouts of the callee's arguments (or results), one per operand (or
/// result) of `op`.
static SmallVector<LayoutAttr> calleeLayouts(ShardMapOp op, bool results) {
  FunctionOpInterface callee = op.getCalleeFunction();
  unsigned count = results ? op.getResults().size() : op.getArgs().size();
  SmallVector<LayoutAttr> layouts;
  for (unsigned i = 0; i < count; ++i)
    layouts.push_back(!callee   ? LayoutAttr()
                      : results ? layoutIn(callee.getResultAttrDict(i))
                                : layoutIn(callee.getArgAttrDict(i)));
  return layouts;
}

SmallVector<LayoutAttr> ShardMapOp::getArgLayouts() {
  return calleeLayouts(*this, false);
}

SmallVector<LayoutAttr> ShardMapOp::getResultLayouts() {
  return calleeLayouts(*this, true);
}

LogicalResult ShardMapOp::verifySymbolUses(SymbolTableCollection &tables) {
  auto callee = tables.lookupNearestSymbolFrom<FunctionOpInterface>(
      *this, getCalleeAttr());
  if (!callee || callee.isExternal())
    return emitOpError() << "calls " << getCalleeAttr()
                         << ", which is no function with a body";
  if (!callee->hasAttr(DTensorDialect::kLocalViewAttrName))
    return emitOpError() << "calls " << getCalleeAttr() << ", which is not '"
                         << DTensorDialect::kLocalViewAttrName
                         << "': its body must be in the local view";
  if (callee.getNumArguments() != getArgs().size() ||
      callee.getNumResults() != getResults().size())
    return emitOpError() << "has " << getArgs().size() << " operands and "
                         << getResults().size() << " results; "
                         << getCalleeAttr() << " takes "
                         << callee.getNumArguments() << " and returns "
                         << callee.getNumResults();
  Attribute meshRef;
  auto check = [&](DictionaryAttr attrs, Type local, Type global,
                   const Twine &what) -> LogicalResult {
    for (NamedAttribute attr :
         attrs ? attrs.getValue() : ArrayRef<NamedAttribute>())
      if (attr.getName().getValue().starts_with("dtensor.") &&
          attr.getName() != DTensorDialect::kLayoutAttrName)
        return emitOpError() << what << " of " << getCalleeAttr() << " is '"
                             << attr.getName().getValue()
                             << "'; a shard_map callee's tensors carry layouts "
                                "only (training roles belong to the entry)";
    auto shard = dyn_cast<RankedTensorType>(local);
    if (!shard) {
      if (local != global)
        return emitOpError() << what << " is " << global << " where "
                             << getCalleeAttr() << " has " << local;
      return success();
    }
    LayoutAttr layout = layoutIn(attrs);
    if (!layout)
      return emitOpError()
             << what << " of " << getCalleeAttr()
             << " has no #dtensor.layout: which shard each device "
                "holds is unknown";
    if (meshRef && layout.getMesh() != meshRef)
      return emitOpError() << "the layouts of " << getCalleeAttr() << " are on "
                           << meshRef << " and " << layout.getMesh()
                           << "; a shard_map runs on one mesh";
    meshRef = layout.getMesh();
    FailureOr<MeshAttr> mesh = resolveMesh(
        *this, layout.getMesh(), [&] { return emitOpError(); }, &tables);
    if (failed(mesh))
      return failure();
    RankedTensorType whole = getGlobalType(layout, *mesh, shard);
    // A shard_map's body sees equal shards: an uneven layout's (blocks of
    // ceil(n/k), the last shorter) is no body's argument.
    auto globalTensor = dyn_cast<RankedTensorType>(global);
    if (whole != global && globalTensor &&
        getLocalType(layout, *mesh, globalTensor) == shard)
      return emitOpError()
             << what << " is " << global << ", which " << getCalleeAttr()
             << "'s layout " << layout
             << " shards unevenly (its shards do not divide it); a "
                "shard_map's body takes equal shards";
    if (whole != global)
      return emitOpError() << what << " is " << global << ", but "
                           << getCalleeAttr() << "'s shard " << shard
                           << " under " << layout << " makes " << whole;
    return success();
  };
  for (auto [i, arg] : llvm::enumerate(getArgs()))
    if (failed(check(callee.getArgAttrDict(i), callee.getArgumentTypes()[i],
                     arg.getType(), "operand #" + Twine(i))))
      return failure();
  for (auto [i, result] : llvm::enumerate(getResults()))
    if (failed(check(callee.getResultAttrDict(i), callee.getResultTypes()[i],
                     result.getType(), "result #" + Twine(i))))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// ReduceOp
//===----------------------------------------------------------------------===//

LogicalResult ReduceOp::verify() {
  ReductionKind kind = getKind();
  if (kind != ReductionKind::sum && kind != ReductionKind::mean &&
      kind != ReductionKind::max && kind != ReductionKind::min)
    return emitOpError() << "reduces with sum, mean, max or min, not '"
                         << stringifyReductionKind(kind) << "'";
  RankedTensorType input = tensorOf(getInput());
  SmallVector<int64_t> expected = llvm::to_vector(input.getShape());
  if (std::optional<int64_t> along = getAlong()) {
    if (failed(verifyDim(*this, "'along'", *along, input)))
      return failure();
    expected.erase(expected.begin() + *along);
  }
  auto want = RankedTensorType::get(expected, input.getElementType());
  if (want != getResult().getType())
    return emitOpError() << "expected result type " << want << ", got "
                         << getResult().getType();
  return success();
}

LogicalResult ReduceOp::verifySymbolUses(SymbolTableCollection &tables) {
  return verifyOpMeshAxes(*this, tables);
}

//===----------------------------------------------------------------------===//
// Collectives: mesh-free checks in verify(), shape checks against the group
// size in verifySymbolUses() (they need the mesh).
//===----------------------------------------------------------------------===//

LogicalResult AllGatherOp::verify() {
  return verifyDim(*this, "'dim'", getDim(), tensorOf(getInput()));
}

LogicalResult AllGatherOp::verifySymbolUses(SymbolTableCollection &tables) {
  FailureOr<int64_t> group = verifyGroup(*this, tables);
  if (failed(group))
    return failure();
  return verifyScaledShape(*this, tensorOf(getInput()), tensorOf(getResult()),
                           {{getDim(), *group}});
}

LogicalResult AllReduceOp::verify() {
  return verifyBitwiseKind(*this, getKind(), getInput().getType());
}

LogicalResult AllReduceOp::verifySymbolUses(SymbolTableCollection &tables) {
  return verifyOpMeshAxes(*this, tables);
}

LogicalResult AllReduceStartOp::verify() {
  if (failed(verifyBitwiseKind(*this, getKind(), getInput().getType())))
    return failure();
  Value future = getResult();
  if (!future.hasOneUse())
    return emitOpError() << "future must be waited for exactly once, has "
                         << std::distance(future.use_begin(), future.use_end())
                         << " uses";
  Operation *user = *future.user_begin();
  if (!isa<WaitOp>(user) || user->getBlock() != getOperation()->getBlock())
    return emitOpError()
           << "future must be waited for by a dtensor.wait in its block";
  return success();
}

LogicalResult
AllReduceStartOp::verifySymbolUses(SymbolTableCollection &tables) {
  return verifyOpMeshAxes(*this, tables);
}

LogicalResult WaitOp::verify() {
  Operation *start = getFuture().getDefiningOp();
  if (!isa_and_present<AllReduceStartOp>(start) ||
      start->getBlock() != getOperation()->getBlock())
    return emitOpError()
           << "waits for a future that no start in its block made";
  return success();
}

LogicalResult ReduceScatterOp::verify() {
  if (failed(verifyBitwiseKind(*this, getKind(), getInput().getType())))
    return failure();
  return verifyDim(*this, "'dim'", getDim(), tensorOf(getInput()));
}

LogicalResult ReduceScatterOp::verifySymbolUses(SymbolTableCollection &tables) {
  FailureOr<int64_t> group = verifyGroup(*this, tables);
  if (failed(group))
    return failure();
  return verifyScaledShape(*this, tensorOf(getInput()), tensorOf(getResult()),
                           {{getDim(), -*group}});
}

LogicalResult AllToAllOp::verify() {
  RankedTensorType input = tensorOf(getInput());
  if (failed(verifyDim(*this, "'split'", getSplit(), input)))
    return failure();
  return verifyDim(*this, "'concat'", getConcat(), input);
}

LogicalResult AllToAllOp::verifySymbolUses(SymbolTableCollection &tables) {
  FailureOr<int64_t> group = verifyGroup(*this, tables);
  if (failed(group))
    return failure();
  return verifyScaledShape(*this, tensorOf(getInput()), tensorOf(getResult()),
                           {{getSplit(), -*group}, {getConcat(), *group}});
}

LogicalResult AllSliceOp::verify() {
  return verifyDim(*this, "'dim'", getDim(), tensorOf(getInput()));
}

LogicalResult AllSliceOp::verifySymbolUses(SymbolTableCollection &tables) {
  FailureOr<int64_t> group = verifyGroup(*this, tables);
  if (failed(group))
    return failure();
  return verifyScaledShape(*this, tensorOf(getInput()), tensorOf(getResult()),
                           {{getDim(), -*group}});
}

LogicalResult CollectivePermuteOp::verify() { return success(); }

LogicalResult
CollectivePermuteOp::verifySymbolUses(SymbolTableCollection &tables) {
  FailureOr<int64_t> group = verifyGroup(*this, tables);
  if (failed(group))
    return failure();
  ArrayRef<int64_t> perm = getPermutation();
  if (int64_t(perm.size()) != *group)
    return emitOpError() << "permutation has " << perm.size()
                         << " entries but the group has " << *group
                         << " devices";
  SmallVector<bool> hit(*group, false);
  for (int64_t target : perm) {
    if (target < 0 || target >= *group || hit[target])
      return emitOpError() << "permutation is not a permutation of 0.."
                           << *group - 1 << " (bad or repeated entry " << target
                           << ")";
    hit[target] = true;
  }
  return success();
}

LogicalResult BroadcastOp::verify() {
  if (getRootAttr().getInt() < 0)
    return emitOpError() << "root " << getRootAttr().getInt() << " is negative";
  return success();
}

LogicalResult BroadcastOp::verifySymbolUses(SymbolTableCollection &tables) {
  FailureOr<int64_t> group = verifyGroup(*this, tables);
  if (failed(group))
    return failure();
  if (getRootAttr().getInt() >= *group)
    return emitOpError() << "root " << getRootAttr().getInt()
                         << " is outside the group of " << *group << " devices";
  return success();
}

LogicalResult DeviceCoordsOp::verify() {
  if (getCoords().size() != getAxes().size())
    return emitOpError() << "expected one result per mesh axis ("
                         << getAxes().size() << "), got " << getCoords().size();
  return success();
}

LogicalResult DeviceCoordsOp::verifySymbolUses(SymbolTableCollection &tables) {
  return verifyOpMeshAxes(*this, tables);
}

LogicalResult InMeshOp::verifySymbolUses(SymbolTableCollection &tables) {
  return failure(failed(resolveMesh(
      *this, getMeshAttr(), [&] { return emitOpError(); }, &tables)));
}

//===----------------------------------------------------------------------===//
// optimization_barrier: its operands' buffers, neither read nor written
//===----------------------------------------------------------------------===//

LogicalResult OptimizationBarrierOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &types) {
  llvm::append_range(types, operands.getTypes());
  return success();
}

bool OptimizationBarrierOp::bufferizesToMemoryRead(
    OpOperand &, const bufferization::AnalysisState &) {
  return false;
}

bool OptimizationBarrierOp::bufferizesToMemoryWrite(
    OpOperand &, const bufferization::AnalysisState &) {
  return false;
}

bufferization::AliasingValueList
OptimizationBarrierOp::getAliasingValues(OpOperand &operand,
                                         const bufferization::AnalysisState &) {
  return {{getResult(operand.getOperandNumber()),
           bufferization::BufferRelation::Equivalent}};
}

LogicalResult OptimizationBarrierOp::bufferize(
    RewriterBase &rewriter, const bufferization::BufferizationOptions &options,
    bufferization::BufferizationState &state) {
  SmallVector<Value> buffers;
  for (Value input : getInputs()) {
    FailureOr<Value> buffer =
        bufferization::getBuffer(rewriter, input, options, state);
    if (failed(buffer))
      return failure();
    buffers.push_back(*buffer);
  }
  bufferization::replaceOpWithBufferizedValues(rewriter, *this, buffers);
  return success();
}

//===----------------------------------------------------------------------===//
// LayoutOpInterface
//===----------------------------------------------------------------------===//

#include "dtc/Dialect/DTensor/IR/DTensorInterfaces.cpp.inc"

void ConstraintOp::getStatedLayouts(SmallVectorImpl<StatedLayout> &out) {
  out.push_back({getResult(), getLayout(), LayoutBinding::Pinned});
}
LayoutFlow ConstraintOp::getLayoutFlow() { return LayoutFlow::Rename; }

void RelayoutOp::getStatedLayouts(SmallVectorImpl<StatedLayout> &out) {
  out.push_back({getResult(), getLayout(), LayoutBinding::Matched});
}
LayoutFlow RelayoutOp::getLayoutFlow() { return LayoutFlow::Relayout; }

void CheckLayoutOp::getStatedLayouts(SmallVectorImpl<StatedLayout> &out) {
  out.push_back({getInput(), getLayout(), LayoutBinding::Checked});
}
LayoutFlow CheckLayoutOp::getLayoutFlow() { return LayoutFlow::Statement; }

void CopyToMeshOp::getStatedLayouts(SmallVectorImpl<StatedLayout> &out) {
  out.push_back({getResult(), getLayout(), LayoutBinding::Pinned});
}
LayoutFlow CopyToMeshOp::getLayoutFlow() { return LayoutFlow::Opaque; }
bool CopyToMeshOp::crossesMeshes() { return true; }

/// The callee's layouts: its results are the shards it returns; an operand
/// is asked for in the layout the callee takes (a producer that decides
/// otherwise is relaid out to it).
void ShardMapOp::getStatedLayouts(SmallVectorImpl<StatedLayout> &out) {
  for (auto [v, l] : llvm::zip(getResults(), getResultLayouts()))
    if (l)
      out.push_back({v, l, LayoutBinding::Pinned});
  for (auto [v, l] : llvm::zip(getArgs(), getArgLayouts()))
    if (l)
      out.push_back({v, l, LayoutBinding::Requested});
}
LayoutFlow ShardMapOp::getLayoutFlow() { return LayoutFlow::Opaque; }

#define GET_OP_CLASSES
#include "dtc/Dialect/DTensor/IR/DTensorOps.cpp.inc"
