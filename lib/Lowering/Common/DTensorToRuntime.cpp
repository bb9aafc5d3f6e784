//===- DTensorToRuntime.cpp - local-view collectives to runtime calls -----===//
//
// Each collective becomes a call into runtime/include/dtc/runtime.h. The
// enums below mirror that header; the dialect's ReductionKind has the same
// numbering as dtc_reduction.
//
//===----------------------------------------------------------------------===//
#include "dtc/Dialect/DTensor/IR/LayoutUtils.h"
#include "dtc/Dialect/DTensor/IR/LocalViewBuilders.h"
#include "dtc/Lowering/Passes.h"
#include "dtc/Lowering/RuntimeImports.h"
#include "dtc/runtime.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"

namespace dtc {
#define GEN_PASS_DEF_CONVERTDTENSORTORUNTIME
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;
using namespace dtc::dtensor;

namespace {

// Reduction kinds are passed to the runtime as their numbers.
static_assert(int(ReductionKind::sum) == DTC_SUM &&
                  int(ReductionKind::prod) == DTC_PROD &&
                  int(ReductionKind::min) == DTC_MIN &&
                  int(ReductionKind::max) == DTC_MAX &&
                  int(ReductionKind::mean) == DTC_MEAN &&
                  int(ReductionKind::and_) == DTC_AND &&
                  int(ReductionKind::or_) == DTC_OR,
              "ReductionKind must number reductions as dtc_reduction does");

/// Builds the calls of one module: runtime declarations and constant arrays
/// are created once and shared.
class RuntimeCallBuilder {
public:
  explicit RuntimeCallBuilder(ModuleOp module)
      : module(module), ctx(module.getContext()), symbols(module) {}

  Type ptrType() { return LLVM::LLVMPointerType::get(ctx); }
  Type i32() { return IntegerType::get(ctx, 32); }
  Type i64() { return IntegerType::get(ctx, 64); }

  /// Calls runtime function `name` (dtc/imports.def; declared on first use).
  Value call(OpBuilder &b, Location loc, StringRef name, ValueRange args) {
    func::CallOp call =
        dtc::callRuntimeImport(b, loc, module, symbols, name, args);
    return call.getNumResults() ? call.getResult(0) : Value();
  }

  Value device(OpBuilder &b, Location loc) {
    return call(b, loc, "dtc_current_device", {});
  }

  Value constI32(OpBuilder &b, Location loc, int64_t v) {
    return arith::ConstantIntOp::create(b, loc, v, 32);
  }
  Value constI64(OpBuilder &b, Location loc, int64_t v) {
    return arith::ConstantIntOp::create(b, loc, v, 64);
  }

  /// The address of a buffer's first element, as !llvm.ptr.
  Value pointer(OpBuilder &b, Location loc, Value memref) {
    Value index =
        memref::ExtractAlignedPointerAsIndexOp::create(b, loc, memref);
    Value i64v = arith::IndexCastOp::create(b, loc, i64(), index);
    return LLVM::IntToPtrOp::create(b, loc, ptrType(), i64v);
  }

  /// A pointer to a constant array of `values` (a private memref.global).
  Value constArray(OpBuilder &b, Location loc, ArrayRef<int64_t> values,
                   unsigned bits) {
    auto type =
        MemRefType::get({int64_t(values.size())}, IntegerType::get(ctx, bits));
    SmallVector<APInt> data;
    for (int64_t v : values)
      data.push_back(APInt(bits, v, /*isSigned=*/true));
    auto init = DenseElementsAttr::get(
        RankedTensorType::get(type.getShape(), type.getElementType()), data);
    auto &global = globals[init];
    if (!global) {
      OpBuilder top = OpBuilder::atBlockBegin(module.getBody());
      global =
          memref::GlobalOp::create(top, loc, dtc::kRuntimeConstantPrefix,
                                   top.getStringAttr("private"), type, init,
                                   /*constant=*/true, /*alignment=*/nullptr);
      symbols.insert(global); // makes the name unique
    }
    Value ref = memref::GetGlobalOp::create(b, loc, type, global.getSymName());
    return pointer(b, loc, ref);
  }

private:
  ModuleOp module;
  MLIRContext *ctx;
  SymbolTable symbols;
  DenseMap<Attribute, memref::GlobalOp> globals;
};

/// Marks the input's to_buffer at a wait (lowerAllReduceStart).
constexpr llvm::StringLiteral kReadAtWait = "dtc.read_at_wait";

/// What every collective needs: its device, its axes as indices, its input
/// as a buffer and a fresh output buffer.
struct CollectiveOperands {
  Value device, axes, numAxes, input, output, inputPtr, outputPtr;
  RankedTensorType inputType;
  int32_t dtype;
};

class Lowering {
public:
  Lowering(ModuleOp module) : module(module), calls(module) {
    // With several meshes, each is a view of the program's devices, numbered
    // in module order from 1 (the entry descriptor lists them so).
    auto meshes = llvm::to_vector(module.getOps<MeshOp>());
    if (meshes.size() > 1)
      for (auto [i, mesh] : llvm::enumerate(meshes))
        views[mesh.getSymNameAttr()] = i + 1;
  }

  LogicalResult run() {
    // strategy.reduce becomes an all_reduce (and local ops) first.
    SmallVector<ReduceOp> reduces;
    module.walk([&](ReduceOp op) { reduces.push_back(op); });
    for (ReduceOp op : reduces)
      if (failed(expandReduce(op)))
        return failure();
    SmallVector<Operation *> ops;
    // A wait is lowered with its start; a barrier stays until
    // bufferization (it holds a computation back in the lowering too); the
    // front end's compute ops are the lowering pipeline's
    // (dtc-lower-front-end-ops).
    module.walk([&](Operation *op) {
      if (isa<DTensorDialect>(op->getDialect()) &&
          !isa<MeshOp, WaitOp, OptimizationBarrierOp, SortOp, TopKOp, ScanOp,
               ScatterOp, YieldOp>(op))
        ops.push_back(op);
    });
    for (Operation *op : ops)
      if (failed(lower(op)))
        return failure();
    stripDialect();
    return success();
  }

private:
  LogicalResult lower(Operation *op) {
    return llvm::TypeSwitch<Operation *, LogicalResult>(op)
        .Case([&](AllGatherOp o) {
          return lowerShaped(o, o.getResult(), "dtc_all_gather",
                             {int64_t(o.getDim())});
        })
        .Case([&](ReduceScatterOp o) {
          return lowerShaped(o, o.getResult(), "dtc_reduce_scatter",
                             {int64_t(o.getDim()), int64_t(o.getKind())});
        })
        .Case([&](AllToAllOp o) {
          return lowerShaped(o, o.getResult(), "dtc_all_to_all",
                             {int64_t(o.getSplit()), int64_t(o.getConcat())});
        })
        .Case([&](AllReduceOp o) { return lowerAllReduce(o); })
        .Case([&](AllReduceStartOp o) { return lowerAllReduceStart(o); })
        .Case([&](CollectivePermuteOp o) { return lowerPermute(o); })
        .Case([&](BroadcastOp o) { return lowerBroadcast(o); })
        .Case([&](AllSliceOp o) { return lowerAllSlice(o); })
        .Case([&](DeviceCoordsOp o) { return lowerDeviceCoords(o); })
        .Case([&](InMeshOp o) { return lowerInMesh(o); })
        .Default([&](Operation *other) {
          return other->emitOpError()
                 << "is a global-view op; partition the program before "
                    "lowering it to the runtime";
        });
  }

  /// tf.distribute's reduce in the local view: each device holds its
  /// replica; reduce across the axes (mean: sum, then divide by the replica
  /// count), then along the tensor dimension if asked (mean divides by the
  /// true element count: replicas times the dimension's size).
  LogicalResult expandReduce(ReduceOp op) {
    OpBuilder b(op);
    Location loc = op.getLoc();
    FailureOr<MeshAttr> mesh =
        resolveMesh(op, op.getMeshAttr(), [&] { return op.emitOpError(); });
    if (failed(mesh))
      return failure();
    auto inputType = cast<RankedTensorType>(op.getInput().getType());
    Type element = inputType.getElementType();
    bool isFloat = isa<FloatType>(element);
    if (!isFloat && !element.isSignlessInteger())
      return op.emitOpError()
             << "reduces " << element << "; floats and signless integers only";
    ReductionKind kind = op.getKind();
    ReductionKind across =
        kind == ReductionKind::mean ? ReductionKind::sum : kind;
    Value v = AllReduceOp::create(
        b, loc, inputType, ReductionKindAttr::get(b.getContext(), across),
        op.getInput(), op.getMeshAttr(), op.getAxes());
    int64_t divisor = kind == ReductionKind::mean
                          ? mesh->getGroupSize(getAxisNames(op.getAxes()))
                          : 1;
    auto resultType = cast<RankedTensorType>(op.getResult().getType());
    if (std::optional<uint64_t> along = op.getAlong()) {
      Value init =
          linalg::FillOp::create(
              b, loc, identityScalar(b, loc, element, across),
              tensor::EmptyOp::create(b, loc, resultType.getShape(), element)
                  .getResult())
              .getResult(0);
      v = linalg::ReduceOp::create(
              b, loc, ValueRange{v}, ValueRange{init},
              ArrayRef<int64_t>{int64_t(*along)},
              [&](OpBuilder &nb, Location nl, ValueRange args) {
                Value r = combine(nb, nl, across, isFloat, args[0], args[1]);
                linalg::YieldOp::create(nb, nl, r);
              })
              .getResult(0);
      if (kind == ReductionKind::mean)
        divisor *= inputType.getDimSize(*along);
    }
    if (divisor != 1) {
      Attribute d = isFloat
                        ? Attribute(b.getFloatAttr(element, double(divisor)))
                        : Attribute(b.getIntegerAttr(element, divisor));
      Value splat = arith::ConstantOp::create(
          b, loc, DenseElementsAttr::get(resultType, d));
      v = isFloat ? arith::DivFOp::create(b, loc, v, splat).getResult()
                  : arith::DivSIOp::create(b, loc, v, splat).getResult();
    }
    op.getResult().replaceAllUsesWith(v);
    op.erase();
    return success();
  }

  static Value identityScalar(OpBuilder &b, Location loc, Type element,
                              ReductionKind kind) {
    auto type = RankedTensorType::get({}, element);
    Value t = dtc::identityTensor(b, loc, type, kind);
    return tensor::ExtractOp::create(b, loc, t, ValueRange{});
  }

  static Value combine(OpBuilder &b, Location loc, ReductionKind kind,
                       bool isFloat, Value x, Value y) {
    switch (kind) {
    case ReductionKind::max:
      return isFloat ? arith::MaximumFOp::create(b, loc, x, y).getResult()
                     : arith::MaxSIOp::create(b, loc, x, y).getResult();
    case ReductionKind::min:
      return isFloat ? arith::MinimumFOp::create(b, loc, x, y).getResult()
                     : arith::MinSIOp::create(b, loc, x, y).getResult();
    default:
      return isFloat ? arith::AddFOp::create(b, loc, x, y).getResult()
                     : arith::AddIOp::create(b, loc, x, y).getResult();
    }
  }

  /// This device as a device of `mesh`: the running device, or with
  /// several meshes its view of that mesh.
  Value deviceOn(OpBuilder &b, Location loc, FlatSymbolRefAttr mesh) {
    Value device = calls.device(b, loc);
    auto view = views.find(mesh.getAttr());
    if (view == views.end())
      return device;
    return calls.call(b, loc, "dtc_device_view",
                      {device, calls.constI32(b, loc, view->second)});
  }

  /// The indices, in the op's mesh, of the op's axes.
  template <typename OpT> FailureOr<SmallVector<int64_t>> axisIndices(OpT op) {
    FailureOr<MeshAttr> mesh =
        resolveMesh(op, op.getMeshAttr(), [&] { return op.emitOpError(); });
    if (failed(mesh))
      return failure();
    SmallVector<int64_t> indices;
    for (StringAttr axis : op.getAxes().template getAsRange<StringAttr>())
      indices.push_back(*mesh->getAxisIndex(axis.getValue()));
    return indices;
  }

  template <typename OpT>
  FailureOr<CollectiveOperands> prepare(OpBuilder &b, OpT op, Value result) {
    Location loc = op.getLoc();
    auto inputType = cast<RankedTensorType>(op.getInput().getType());
    auto resultType = cast<RankedTensorType>(result.getType());
    if (!inputType.hasStaticShape() || !resultType.hasStaticShape())
      return op.emitOpError()
             << "has a dynamic shape; the runtime lowering takes static "
                "shapes";
    std::optional<int> dtype = dtc::runtimeDType(inputType.getElementType());
    if (!dtype)
      return op.emitOpError() << "element type " << inputType.getElementType()
                              << " is not one the runtime moves (f32, f64, "
                                 "f16, bf16, i8, i32, i64, i1)";
    FailureOr<SmallVector<int64_t>> axes = axisIndices(op);
    if (failed(axes))
      return failure();
    CollectiveOperands ops;
    ops.inputType = inputType;
    ops.dtype = *dtype;
    ops.device = deviceOn(b, loc, op.getMeshAttr());
    ops.axes = calls.constArray(b, loc, *axes, 32);
    ops.numAxes = calls.constI32(b, loc, axes->size());
    auto bufferOf = [](RankedTensorType t) {
      return MemRefType::get(t.getShape(), t.getElementType());
    };
    ops.input = bufferization::ToBufferOp::create(b, loc, bufferOf(inputType),
                                                  op.getInput(),
                                                  /*read_only=*/true);
    ops.output = memref::AllocOp::create(b, loc, bufferOf(resultType));
    ops.inputPtr = calls.pointer(b, loc, ops.input);
    ops.outputPtr = calls.pointer(b, loc, ops.output);
    return ops;
  }

  void finish(OpBuilder &b, Operation *op, Value result,
              const CollectiveOperands &ops) {
    Value tensor = bufferization::ToTensorOp::create(
        b, op->getLoc(), result.getType(), ops.output, /*restrict=*/true,
        /*writable=*/true);
    result.replaceAllUsesWith(tensor);
    op->erase();
  }

  using TailFn = llvm::function_ref<SmallVector<Value>(
      OpBuilder &, const CollectiveOperands &)>;

  /// Every collective call: (device, axes, n, in, out, tail...), then the
  /// output buffer replaces the op's result.
  template <typename OpT>
  LogicalResult lowerCall(OpT op, Value result, StringRef fn, TailFn tail) {
    OpBuilder b(op);
    FailureOr<CollectiveOperands> ops = prepare(b, op, result);
    if (failed(ops))
      return failure();
    SmallVector<Value> args = {ops->device, ops->axes, ops->numAxes,
                               ops->inputPtr, ops->outputPtr};
    llvm::append_range(args, tail(b, *ops));
    calls.call(b, op.getLoc(), fn, args);
    finish(b, op, result, *ops);
    return success();
  }

  /// all_gather, reduce_scatter, all_to_all: (..., rank, shape, dtype,
  /// extra i32 arguments...).
  template <typename OpT>
  LogicalResult lowerShaped(OpT op, Value result, StringRef fn,
                            ArrayRef<int64_t> extra) {
    Location loc = op.getLoc();
    return lowerCall(
        op, result, fn, [&](OpBuilder &b, const CollectiveOperands &ops) {
          SmallVector<Value> tail = {
              calls.constI32(b, loc, ops.inputType.getRank()),
              calls.constArray(b, loc, ops.inputType.getShape(), 64),
              calls.constI32(b, loc, ops.dtype)};
          for (int64_t v : extra)
            tail.push_back(calls.constI32(b, loc, v));
          return tail;
        });
  }

  LogicalResult lowerAllReduce(AllReduceOp op) {
    Location loc = op.getLoc();
    return lowerCall(
        op, op.getResult(), "dtc_all_reduce",
        [&](OpBuilder &b, const CollectiveOperands &ops) {
          return SmallVector<Value>{
              calls.constI64(b, loc, ops.inputType.getNumElements()),
              calls.constI32(b, loc, ops.dtype),
              calls.constI32(b, loc, int64_t(op.getKind()))};
        });
  }

  /// The start calls dtc_all_reduce_start with the all_reduce's arguments;
  /// the wait calls dtc_wait with the request and the input buffer again
  /// (read at the wait, so bufferization keeps it unchanged until then),
  /// and the output buffer becomes the result there. That second to_buffer
  /// carries kReadAtWait so that no CSE before bufferization merges it
  /// into the start's (which would end the input's life at the start).
  LogicalResult lowerAllReduceStart(AllReduceStartOp op) {
    Location loc = op.getLoc();
    auto wait = cast<WaitOp>(*op.getResult().user_begin());
    OpBuilder b(op);
    FailureOr<CollectiveOperands> ops = prepare(b, op, wait.getResult());
    if (failed(ops))
      return failure();
    Value request = calls.call(
        b, loc, "dtc_all_reduce_start",
        {ops->device, ops->axes, ops->numAxes, ops->inputPtr, ops->outputPtr,
         calls.constI64(b, loc, ops->inputType.getNumElements()),
         calls.constI32(b, loc, ops->dtype),
         calls.constI32(b, loc, int64_t(op.getKind()))});
    b.setInsertionPoint(wait);
    auto input = bufferization::ToBufferOp::create(
        b, loc, cast<MemRefType>(ops->input.getType()), op.getInput(),
        /*read_only=*/true);
    input->setAttr(kReadAtWait, b.getUnitAttr());
    calls.call(b, wait.getLoc(), "dtc_wait",
               {ops->device, request, calls.pointer(b, loc, input)});
    finish(b, wait, wait.getResult(), *ops);
    op.erase();
    return success();
  }

  static int64_t byteSize(RankedTensorType type) {
    return type.getNumElements() * elementBytes(type.getElementType());
  }

  LogicalResult lowerPermute(CollectivePermuteOp op) {
    Location loc = op.getLoc();
    return lowerCall(op, op.getResult(), "dtc_collective_permute",
                     [&](OpBuilder &b, const CollectiveOperands &ops) {
                       return SmallVector<Value>{
                           calls.constI64(b, loc, byteSize(ops.inputType)),
                           calls.constArray(b, loc, op.getPermutation(), 64)};
                     });
  }

  LogicalResult lowerBroadcast(BroadcastOp op) {
    Location loc = op.getLoc();
    return lowerCall(op, op.getResult(), "dtc_broadcast",
                     [&](OpBuilder &b, const CollectiveOperands &ops) {
                       return SmallVector<Value>{
                           calls.constI64(b, loc, byteSize(ops.inputType)),
                           calls.constI64(b, loc, op.getRootAttr().getInt())};
                     });
  }

  /// No communication: the block at the device's group index.
  LogicalResult lowerAllSlice(AllSliceOp op) {
    OpBuilder b(op);
    Location loc = op.getLoc();
    FailureOr<SmallVector<int64_t>> axes = axisIndices(op);
    if (failed(axes))
      return failure();
    auto resultType = cast<RankedTensorType>(op.getResult().getType());
    if (!resultType.hasStaticShape())
      return op.emitOpError() << "has a dynamic shape; the runtime lowering "
                                 "takes static shapes";
    Value group = calls.call(b, loc, "dtc_device_group_index",
                             {deviceOn(b, loc, op.getMeshAttr()),
                              calls.constArray(b, loc, *axes, 32),
                              calls.constI32(b, loc, axes->size())});
    Value groupIndex =
        arith::IndexCastOp::create(b, loc, b.getIndexType(), group);
    int64_t dim = op.getDim();
    Value blockSize =
        arith::ConstantIndexOp::create(b, loc, resultType.getDimSize(dim));
    Value offset = arith::MulIOp::create(b, loc, groupIndex, blockSize);
    SmallVector<OpFoldResult> offsets(resultType.getRank(), b.getIndexAttr(0));
    offsets[dim] = offset;
    SmallVector<OpFoldResult> sizes;
    for (int64_t size : resultType.getShape())
      sizes.push_back(b.getIndexAttr(size));
    SmallVector<OpFoldResult> strides(resultType.getRank(), b.getIndexAttr(1));
    Value slice = tensor::ExtractSliceOp::create(
        b, loc, resultType, op.getInput(), offsets, sizes, strides);
    op.getResult().replaceAllUsesWith(slice);
    op.erase();
    return success();
  }

  LogicalResult lowerDeviceCoords(DeviceCoordsOp op) {
    OpBuilder b(op);
    Location loc = op.getLoc();
    FailureOr<SmallVector<int64_t>> axes = axisIndices(op);
    if (failed(axes))
      return failure();
    Value device = deviceOn(b, loc, op.getMeshAttr());
    for (auto [axis, result] : llvm::zip(*axes, op.getCoords())) {
      Value coord = calls.call(b, loc, "dtc_device_coord",
                               {device, calls.constI32(b, loc, axis)});
      result.replaceAllUsesWith(
          arith::IndexCastOp::create(b, loc, b.getIndexType(), coord));
    }
    op.erase();
    return success();
  }

  /// Membership: the device's view of the mesh exists (a program with one
  /// mesh runs on its devices only).
  LogicalResult lowerInMesh(InMeshOp op) {
    OpBuilder b(op);
    Location loc = op.getLoc();
    Value member;
    if (!views.count(op.getMeshAttr().getAttr())) {
      member = arith::ConstantIntOp::create(b, loc, 1, 1);
    } else {
      Value view = deviceOn(b, loc, op.getMeshAttr());
      Value null = LLVM::ZeroOp::create(b, loc, calls.ptrType());
      member =
          LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ne, view, null);
    }
    op.getResult().replaceAllUsesWith(member);
    op.erase();
    return success();
  }

  /// Removes mesh symbols and `dtensor.*` attributes.
  void stripDialect() {
    for (MeshOp mesh : llvm::make_early_inc_range(module.getOps<MeshOp>()))
      mesh.erase();
    auto isOurs = [](NamedAttribute a) {
      return a.getName().getValue().starts_with("dtensor.");
    };
    auto strip = [&](Operation *op) {
      for (NamedAttribute a : llvm::to_vector(op->getDiscardableAttrs()))
        if (isOurs(a))
          op->removeDiscardableAttr(a.getName());
    };
    strip(module);
    module.walk([&](Operation *op) {
      strip(op);
      auto func = dyn_cast<FunctionOpInterface>(op);
      if (!func)
        return;
      // Layouts and training roles are the descriptor's now.
      for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
        for (NamedAttribute a : llvm::to_vector(func.getArgAttrs(i)))
          if (isOurs(a))
            func.removeArgAttr(i, a.getName());
      for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
        for (NamedAttribute a : llvm::to_vector(func.getResultAttrs(i)))
          if (isOurs(a))
            func.removeResultAttr(i, a.getName());
    });
  }

  ModuleOp module;
  RuntimeCallBuilder calls;
  DenseMap<StringAttr, int64_t> views;
};

struct ConvertDTensorToRuntimePass
    : public dtc::impl::ConvertDTensorToRuntimeBase<
          ConvertDTensorToRuntimePass> {
  void runOnOperation() override {
    if (failed(Lowering(getOperation()).run()))
      signalPassFailure();
  }
};

} // namespace
