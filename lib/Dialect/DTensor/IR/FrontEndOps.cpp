//===- FrontEndOps.cpp - sort, top_k, scan and scatter -------------------===//
//
// Verifiers and result types of the ops front ends bring
// (DTensorFrontEndOps.td).
//
//===----------------------------------------------------------------------===//
#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"

using namespace mlir;
using namespace dtc::dtensor;

namespace {

/// Checks that `region`'s block takes `args` (in order) and yields values of
/// the types `yields`; `what` names the body in errors.
LogicalResult verifyBody(Operation *op, Region &region, StringRef what,
                         ArrayRef<Type> args, ArrayRef<Type> yields) {
  Block &block = region.front();
  if (block.getNumArguments() != args.size())
    return op->emitOpError()
           << "has a " << what << " of " << block.getNumArguments()
           << " arguments; it takes " << args.size();
  for (auto [i, arg, type] : llvm::enumerate(block.getArguments(), args))
    if (arg.getType() != type)
      return op->emitOpError()
             << "has a " << what << " whose argument " << i << " is "
             << arg.getType() << "; it takes " << type;
  auto yield = dyn_cast<YieldOp>(block.getTerminator());
  if (!yield)
    return op->emitOpError()
           << "has a " << what << " that does not end with dtensor.yield";
  if (!llvm::equal(yield.getValues().getTypes(), yields))
    return op->emitOpError() << "has a " << what << " that yields "
                             << yield.getValues().getTypes() << "; it yields "
                             << TypeRange(yields);
  return success();
}

LogicalResult verifyStatic(Operation *op, RankedTensorType type,
                           StringRef what) {
  if (!type.hasStaticShape())
    return op->emitOpError() << "needs a static " << what << ", not " << type;
  return success();
}

LogicalResult verifyDimension(Operation *op, int64_t dimension, int64_t rank) {
  if (dimension >= rank)
    return op->emitOpError() << "has dimension " << dimension << " of a rank-"
                             << rank << " tensor";
  return success();
}

/// `type` without its dimension `d`.
RankedTensorType withoutDim(RankedTensorType type, int64_t d) {
  SmallVector<int64_t> shape(type.getShape());
  shape.erase(shape.begin() + d);
  return RankedTensorType::get(shape, type.getElementType());
}

} // namespace

LogicalResult SortOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                       ValueRange operands, DictionaryAttr,
                                       OpaqueProperties, RegionRange,
                                       SmallVectorImpl<Type> &types) {
  llvm::append_range(types, operands.getTypes());
  return success();
}

LogicalResult SortOp::verify() {
  if (getInputs().empty())
    return emitOpError() << "sorts no input";
  auto first = cast<RankedTensorType>(getInputs().front().getType());
  SmallVector<Type> args;
  for (Value input : getInputs()) {
    auto type = cast<RankedTensorType>(input.getType());
    if (failed(verifyStatic(*this, type, "input")))
      return failure();
    if (type.getShape() != first.getShape())
      return emitOpError() << "sorts inputs of different shapes: " << first
                           << " and " << type;
    args.append(2, type.getElementType());
  }
  if (failed(verifyDimension(*this, getDimension(), first.getRank())))
    return failure();
  return verifyBody(*this, getComparator(), "comparator", args,
                    {IntegerType::get(getContext(), 1)});
}

LogicalResult TopKOp::verify() {
  auto input = cast<RankedTensorType>(getInput().getType());
  auto values = cast<RankedTensorType>(getValues().getType());
  auto indices = cast<RankedTensorType>(getIndices().getType());
  for (auto [type, what] :
       {std::pair{input, "input"}, std::pair{values, "values"},
        std::pair{indices, "indices"}})
    if (failed(verifyStatic(*this, type, what)))
      return failure();
  int64_t d = getDimension();
  if (failed(verifyDimension(*this, d, input.getRank())))
    return failure();
  if (values.getRank() != input.getRank() ||
      values.getElementType() != input.getElementType())
    return emitOpError() << "has values " << values
                         << " that are not elements of the input " << input;
  for (int64_t i = 0; i < input.getRank(); ++i)
    if (i != d && values.getDimSize(i) != input.getDimSize(i))
      return emitOpError() << "has values " << values << " whose dimension "
                           << i << " differs from the input's " << input;
  if (values.getDimSize(d) > input.getDimSize(d))
    return emitOpError() << "takes the first " << values.getDimSize(d)
                         << " of lines of " << input.getDimSize(d);
  if (indices.getShape() != values.getShape() ||
      !indices.getElementType().isSignlessInteger())
    return emitOpError() << "has indices " << indices
                         << "; they are signless integers of the values' "
                            "shape "
                         << values;
  Type element = input.getElementType();
  return verifyBody(*this, getComparator(), "comparator", {element, element},
                    {IntegerType::get(getContext(), 1)});
}

LogicalResult ScanOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                       ValueRange operands, DictionaryAttr,
                                       OpaqueProperties, RegionRange,
                                       SmallVectorImpl<Type> &types) {
  types.push_back(operands[0].getType());
  types.push_back(operands[1].getType());
  return success();
}

LogicalResult ScanOp::verify() {
  auto input = cast<RankedTensorType>(getInput().getType());
  auto init = cast<RankedTensorType>(getInit().getType());
  if (failed(verifyStatic(*this, input, "input")) ||
      failed(verifyStatic(*this, init, "init")) ||
      failed(verifyDimension(*this, getDimension(), input.getRank())))
    return failure();
  if (init != withoutDim(input, getDimension()))
    return emitOpError() << "has init " << init << "; the input " << input
                         << " without dimension " << getDimension() << " is "
                         << withoutDim(input, getDimension());
  Type element = input.getElementType();
  return verifyBody(*this, getCombiner(), "combiner", {element, element},
                    {element});
}

LogicalResult ScatterOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location>,
                                          ValueRange operands, DictionaryAttr,
                                          OpaqueProperties, RegionRange,
                                          SmallVectorImpl<Type> &types) {
  types.push_back(operands[2].getType());
  return success();
}

LogicalResult ScatterOp::verify() {
  auto updates = cast<RankedTensorType>(getUpdates().getType());
  auto indices = cast<RankedTensorType>(getIndices().getType());
  auto original = cast<RankedTensorType>(getOriginal().getType());
  for (auto [type, what] :
       {std::pair{updates, "updates"}, std::pair{indices, "indices"},
        std::pair{original, "original"}})
    if (failed(verifyStatic(*this, type, what)))
      return failure();
  ArrayRef<int64_t> map = getDimensionMap();
  if (indices.getRank() != 2 || indices.getDimSize(1) != int64_t(map.size()) ||
      !indices.getElementType().isSignlessInteger())
    return emitOpError() << "has indices " << indices << "; they are [n, "
                         << map.size()
                         << "] signless integers (one per dimension_map entry)";
  if (updates.getRank() < 1 || updates.getDimSize(0) != indices.getDimSize(0))
    return emitOpError() << "has updates " << updates << " for "
                         << indices.getDimSize(0) << " rows of indices";
  int64_t rank = original.getRank(), windowRank = updates.getRank() - 1;
  if (windowRank > rank)
    return emitOpError() << "has windows of rank " << windowRank
                         << " into a rank-" << rank << " tensor";
  for (int64_t d = 0; d < windowRank; ++d)
    if (updates.getDimSize(d + 1) > original.getDimSize(rank - windowRank + d))
      return emitOpError() << "has windows " << updates
                           << " larger than the original " << original;
  if (updates.getElementType() != original.getElementType())
    return emitOpError() << "has updates " << updates
                         << " of another element type than " << original;
  llvm::SmallSet<int64_t, 4> seen;
  for (int64_t d : map)
    if (d < 0 || d >= rank || !seen.insert(d).second)
      return emitOpError() << "has a dimension_map entry " << d
                           << " that is not a distinct dimension of "
                           << original;
  Type element = original.getElementType();
  return verifyBody(*this, getCombiner(), "combiner", {element, element},
                    {element});
}
