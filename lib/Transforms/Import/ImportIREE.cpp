//===- ImportIREE.cpp - IREE's input conversion as a dtc program ----------===//
//
// IREE's ops arrive in generic form, as unregistered ops: each is read by
// its name, operands, properties and regions, and rebuilt as the func or
// dtensor op it means (ImportPasses.td says which).
//
//===----------------------------------------------------------------------===//
#include "ImportedLayouts.h"
#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Verifier.h"

namespace dtc {
#define GEN_PASS_DEF_IMPORTIREE
#include "dtc/Transforms/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc::dtensor;

namespace {

/// An attribute of an unregistered op: its properties (generic form's
/// `<{...}>`) or its attribute dictionary.
Attribute attrOf(Operation *op, StringRef name) {
  if (auto props =
          dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAsAttribute()))
    if (Attribute a = props.get(name))
      return a;
  return op->getAttr(name);
}

template <typename T> FailureOr<T> required(Operation *op, StringRef name) {
  if (auto a = dyn_cast_or_null<T>(attrOf(op, name)))
    return a;
  return op->emitError() << "'" << op->getName() << "' without a valid '"
                         << name << "' attribute";
}

/// Moves `from`'s single region into `to`, its
/// `iree_linalg_ext.yield` becoming `dtensor.yield`.
LogicalResult moveBody(Operation *from, Region &to) {
  if (from->getNumRegions() != 1 || from->getRegion(0).getBlocks().size() != 1)
    return from->emitError()
           << "'" << from->getName() << "' without one body block";
  to.takeBody(from->getRegion(0));
  Operation *terminator = &to.front().back();
  if (terminator->getName().getStringRef() != "iree_linalg_ext.yield")
    return from->emitError() << "'" << from->getName()
                             << "' whose body does not end with "
                                "iree_linalg_ext.yield";
  OpBuilder b(terminator);
  YieldOp::create(b, terminator->getLoc(), terminator->getOperands());
  terminator->erase();
  return success();
}

/// The argument and result attributes of a function: `iree.abi.encoding`
/// of an unsigned tensor becomes `dtensor.unsigned`; IREE's others go.
ArrayAttr importArgAttrs(MLIRContext *ctx, Attribute attrs) {
  auto list = dyn_cast_or_null<ArrayAttr>(attrs);
  if (!list)
    return nullptr;
  SmallVector<Attribute> out;
  for (Attribute entry : list) {
    NamedAttrList kept;
    if (auto dict = dyn_cast<DictionaryAttr>(entry))
      for (NamedAttribute a : dict) {
        StringRef name = a.getName().strref();
        if (name == "iree.abi.encoding") {
          auto encoded = dyn_cast<TypeAttr>(a.getValue());
          auto tensor =
              encoded ? dyn_cast<TensorType>(encoded.getValue()) : TensorType();
          if (tensor && tensor.getElementType().isUnsignedInteger())
            kept.set(DTensorDialect::kUnsignedAttrName, UnitAttr::get(ctx));
          continue;
        }
        if (!name.starts_with("iree."))
          kept.push_back(a);
      }
    out.push_back(kept.getDictionary(ctx));
  }
  return ArrayAttr::get(ctx, out);
}

LogicalResult importFunc(Operation *op) {
  FailureOr<StringAttr> name = required<StringAttr>(op, "sym_name");
  FailureOr<TypeAttr> type = required<TypeAttr>(op, "function_type");
  if (failed(name) || failed(type))
    return failure();
  auto fnType = dyn_cast<FunctionType>(type->getValue());
  if (!fnType)
    return op->emitError() << "'util.func' whose type is not a function type";
  OpBuilder b(op);
  auto fn = func::FuncOp::create(b, op->getLoc(), name->getValue(), fnType);
  if (auto visibility =
          dyn_cast_or_null<StringAttr>(attrOf(op, "sym_visibility"));
      visibility && visibility.getValue() != "public")
    fn.setSymVisibility(visibility.getValue());
  MLIRContext *ctx = op->getContext();
  if (ArrayAttr args = importArgAttrs(ctx, attrOf(op, "arg_attrs")))
    fn.setAllArgAttrs(args);
  if (ArrayAttr results = importArgAttrs(ctx, attrOf(op, "res_attrs")))
    fn.setAllResultAttrs(results);
  fn.getBody().takeBody(op->getRegion(0));
  op->erase();
  return success();
}

/// XLA's TopK order for a comparator that is a lone `cmpf ogt`/`olt` of its
/// arguments (IREE's conversion of chlo.top_k): each float as the integer
/// key of its bits' total order (-NaN < -inf < ... < -0 < +0 < ... < +inf <
/// +NaN), compared signed.
void totalOrder(Region &comparator) {
  Block &block = comparator.front();
  if (block.getNumArguments() != 2 || block.getOperations().size() != 2)
    return;
  auto cmp = dyn_cast<arith::CmpFOp>(block.front());
  auto yield = cast<YieldOp>(block.getTerminator());
  auto floatType = dyn_cast<FloatType>(block.getArgument(0).getType());
  if (!cmp || !floatType || yield.getValues().size() != 1 ||
      yield.getValues()[0] != cmp.getResult() ||
      cmp.getLhs() != block.getArgument(0) ||
      cmp.getRhs() != block.getArgument(1) ||
      !llvm::is_contained(
          {arith::CmpFPredicate::OGT, arith::CmpFPredicate::OLT},
          cmp.getPredicate()))
    return;
  unsigned width = floatType.getWidth();
  OpBuilder b(cmp);
  Location loc = cmp.getLoc();
  Type intType = b.getIntegerType(width);
  auto key = [&](Value x) {
    Value bits = arith::BitcastOp::create(b, loc, intType, x);
    Value sign = arith::ShRSIOp::create(
        b, loc, bits, arith::ConstantIntOp::create(b, loc, intType, width - 1));
    Value flip = arith::AndIOp::create(
        b, loc, sign,
        arith::ConstantOp::create(
            b, loc,
            b.getIntegerAttr(intType, APInt::getSignedMaxValue(width))));
    return arith::XOrIOp::create(b, loc, bits, flip).getResult();
  };
  Value lhs = key(block.getArgument(0)), rhs = key(block.getArgument(1));
  Value ordered =
      arith::CmpIOp::create(b, loc,
                            cmp.getPredicate() == arith::CmpFPredicate::OGT
                                ? arith::CmpIPredicate::sgt
                                : arith::CmpIPredicate::slt,
                            lhs, rhs);
  yield->setOperand(0, ordered);
  cmp->erase();
}

/// The front-end op an op came from, as its location names it (TF's op
/// name, fused with the Python line; JAX's name stack), for errors: `
/// (made by the front end's op 'NAME')`, or nothing.
std::string origin(Location loc) {
  std::string name;
  loc->walk([&](Location l) {
    if (auto named = dyn_cast<NameLoc>(l)) {
      name = named.getName().str();
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (name.empty())
    return "";
  return " (made by the front end's op '" + name + "')";
}

/// The error for an op dtc does not import.
LogicalResult notImported(Operation *op) {
  return op->emitError() << "IREE's output has '" << op->getName()
                         << "', which dtc does not import"
                         << origin(op->getLoc());
}

LogicalResult importLinalgExt(Operation *op, StringRef kind) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  auto dimension = [&]() -> FailureOr<int64_t> {
    FailureOr<IntegerAttr> d = required<IntegerAttr>(op, "dimension");
    if (failed(d))
      return failure();
    return d->getInt();
  };
  Operation *made = nullptr;
  if (kind == "sort") {
    // In place on its outs; IREE's sorts have no ins.
    auto segments =
        dyn_cast_or_null<DenseI32ArrayAttr>(attrOf(op, "operandSegmentSizes"));
    if (segments && (segments.size() != 2 || segments[0] != 0))
      return op->emitError() << "'iree_linalg_ext.sort' with ins, which dtc "
                                "does not import";
    FailureOr<int64_t> d = dimension();
    if (failed(d))
      return failure();
    auto sort = SortOp::create(b, loc, op->getOperands(), *d);
    if (failed(moveBody(op, sort.getComparator())))
      return failure();
    made = sort;
  } else if (kind == "topk") {
    if (op->getNumOperands() != 3 || op->getNumResults() != 2)
      return op->emitError() << "'iree_linalg_ext.topk' with an indices "
                                "input, which dtc does not import";
    FailureOr<int64_t> d = dimension();
    if (failed(d))
      return failure();
    auto topK =
        TopKOp::create(b, loc, op->getResultTypes(), op->getOperand(0), *d);
    if (failed(moveBody(op, topK.getComparator())))
      return failure();
    totalOrder(topK.getComparator());
    made = topK;
  } else if (kind == "scan") {
    auto inclusive = dyn_cast_or_null<BoolAttr>(attrOf(op, "inclusive"));
    FailureOr<int64_t> d = dimension();
    if (failed(d))
      return failure();
    if (op->getNumOperands() != 3 || !inclusive)
      return op->emitError() << "'iree_linalg_ext.scan' that is not one input "
                                "with an output and an accumulator";
    // IREE's accumulator operand is the exclusive scan's init.
    auto scan = ScanOp::create(b, loc, op->getOperand(0), op->getOperand(2), *d,
                               inclusive.getValue());
    if (failed(moveBody(op, scan.getCombiner())))
      return failure();
    made = scan;
  } else if (kind == "scatter") {
    FailureOr<DenseI64ArrayAttr> map =
        required<DenseI64ArrayAttr>(op, "dimension_map");
    if (failed(map))
      return failure();
    if (op->getNumOperands() != 3)
      return op->emitError()
             << "'iree_linalg_ext.scatter' that is not updates, indices and "
                "an original";
    auto scatter =
        ScatterOp::create(b, loc, op->getOperand(0), op->getOperand(1),
                          op->getOperand(2), map->asArrayRef());
    if (failed(moveBody(op, scatter.getCombiner())))
      return failure();
    made = scatter;
  } else {
    return notImported(op);
  }
  if (failed(mlir::verify(made)))
    return failure();
  op->replaceAllUsesWith(made->getResults());
  op->erase();
  return success();
}

LogicalResult importOp(Operation *op) {
  StringRef name = op->getName().getStringRef();
  OpBuilder b(op);
  Location loc = op->getLoc();
  if (name == "util.return") {
    func::ReturnOp::create(b, loc, op->getOperands());
  } else if (name == "util.call") {
    FailureOr<FlatSymbolRefAttr> callee =
        required<FlatSymbolRefAttr>(op, "callee");
    if (failed(callee))
      return failure();
    auto call = func::CallOp::create(b, loc, *callee, op->getResultTypes(),
                                     op->getOperands());
    op->replaceAllUsesWith(call->getResults());
  } else if (name == "util.optimization_barrier") {
    auto barrier = OptimizationBarrierOp::create(b, loc, op->getOperands());
    op->replaceAllUsesWith(barrier->getResults());
  } else if (name == "mhlo.copy") {
    // XLA's copy of a value (TF's lowering returns each updated variable
    // through one): on tensors, which are values, the value itself.
    if (op->getNumOperands() != 1 || op->getNumResults() != 1 ||
        op->getOperand(0).getType() != op->getResult(0).getType() ||
        op->getNumRegions() != 0)
      return op->emitError() << "'mhlo.copy' that is not one value to a "
                                "value of its type";
    op->replaceAllUsesWith(op->getOperands());
  } else if (name.consume_front("iree_linalg_ext.") && name != "yield") {
    return importLinalgExt(op, name);
  } else {
    return notImported(op);
  }
  op->erase();
  return success();
}

struct ImportIREE : dtc::impl::ImportIREEBase<ImportIREE> {
  using ImportIREEBase::ImportIREEBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Functions first: their bodies then sit in func.func.
    SmallVector<Operation *> funcs;
    for (Operation &op : module.getBody()->getOperations())
      if (op.getName().getStringRef() == "util.func")
        funcs.push_back(&op);
    for (Operation *op : funcs)
      if (failed(importFunc(op)))
        return signalPassFailure();
    // Then every other unregistered op, innermost last: an op's body
    // (yield included) moves with it into the dtensor op, where its own
    // ops are imported in turn.
    SmallVector<Operation *> ops;
    module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (!op->isRegistered() &&
          op->getName().getStringRef() != "iree_linalg_ext.yield")
        ops.push_back(op);
    });
    for (Operation *op : ops)
      if (failed(importOp(op)))
        return signalPassFailure();
    // Discardable attributes IREE leaves on the module and functions.
    auto dropIree = [](Operation *op) {
      for (NamedAttribute a : op->getDiscardableAttrDictionary())
        if (a.getName().strref().starts_with("iree."))
          op->removeDiscardableAttr(a.getName());
    };
    dropIree(module);
    module.walk([&](func::FuncOp fn) { dropIree(fn); });
    dtc::ImportedLayoutOptions layouts{mesh,
                                       deviceType,
                                       entry,
                                       {inLayouts.begin(), inLayouts.end()},
                                       {outLayouts.begin(), outLayouts.end()}};
    if (failed(dtc::layOutImportedProgram(module, layouts)))
      return signalPassFailure();
  }
};

} // namespace
