//===- LinalgToBlas.cpp - matrix products to CBLAS or cuBLAS calls -------===//
#include "dtc/Analysis/RuntimeBuffers.h"
#include "dtc/Lowering/Passes.h"
#include "dtc/Lowering/RuntimeImports.h"
#include "mlir/Analysis/AliasAnalysis.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <array>

namespace dtc {
#define GEN_PASS_DEF_LINALGTOBLAS
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

// CBLAS enum values (cblas.h).
constexpr int32_t kCblasRowMajor = 101;
constexpr int32_t kCblasNoTrans = 111;
constexpr int32_t kCblasTrans = 112;

// cudaDataType values (library_types.h) for the mixed-precision gemm.
constexpr int32_t kCudaF32 = 0, kCudaF16 = 2, kCudaBF16 = 14;

/// Which operands a 2-D product reads transposed.
struct Transposes {
  bool a = false, b = false;
};

/// Whether `v` is a memref of `elementType` and `rank` whose rows are
/// contiguous.
static bool isBlasOperand(Value v, int64_t rank, Type elementType) {
  auto type = dyn_cast<MemRefType>(v.getType());
  if (!type || type.getRank() != rank || type.getElementType() != elementType)
    return false;
  SmallVector<int64_t> strides;
  int64_t offset;
  return succeeded(type.getStridesAndOffset(strides, offset)) &&
         strides.back() == 1;
}

/// The gemm a product calls: CBLAS-shaped (`scalar` alpha and beta), or
/// dtc_cublas_gemm_ex, whose pointers each come with a cudaDataType.
struct Gemm {
  func::FuncOp fn;
  bool mixed = false;
  int32_t aType = 0, bType = 0, cType = 0;
};

/// Declares `name` with the CBLAS gemm signature for `scalar` if needed (or
/// the mixed-precision one: a type after each pointer, f32 alpha and beta).
/// dtc's cuBLAS wrappers are runtime functions, declared from the runtime's
/// table (dtc/imports.def); CBLAS is OpenBLAS's.
static func::FuncOp declareGemm(ModuleOp module, StringRef name, Type scalar,
                                bool mixed) {
  if (auto existing = module.lookupSymbol<func::FuncOp>(name))
    return existing;
  if (name.starts_with("dtc_")) {
    SymbolTable symbols(module);
    return dtc::declareRuntimeImport(module, name, symbols);
  }
  MLIRContext *ctx = module.getContext();
  Type i32 = IntegerType::get(ctx, 32);
  Type ptr = LLVM::LLVMPointerType::get(ctx);
  SmallVector<Type> args =
      mixed
          ? SmallVector<Type>{i32, i32, i32, i32, i32,    i32, scalar, ptr, i32,
                              i32, ptr, i32, i32, scalar, ptr, i32,    i32}
          : SmallVector<Type>{i32, i32, i32, i32, i32,    i32, scalar,
                              ptr, i32, ptr, i32, scalar, ptr, i32};
  OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
  auto fn = func::FuncOp::create(b, module.getLoc(), name,
                                 FunctionType::get(ctx, args, {}));
  fn.setPrivate();
  return fn;
}

/// The gemm of `library` ("cblas_" or "dtc_cublas_") for f32 or f64. f32
/// products on the host call dtc_host_sgemm, the runtime's own kernel for
/// the small products of host devices (it hands the others to OpenBLAS).
static std::string gemmName(StringRef prefix, Type element) {
  if (element.isF32())
    return prefix == "cblas_" ? "dtc_host_sgemm" : (prefix + "sgemm").str();
  return (prefix + "dgemm").str();
}

/// Pointer to the first element of a strided 2-D memref, and its row stride.
static std::pair<Value, Value> pointerAndLeadingDim(OpBuilder &b, Location loc,
                                                    Value memref) {
  auto type = cast<MemRefType>(memref.getType());
  auto meta = memref::ExtractStridedMetadataOp::create(b, loc, memref);
  Value aligned =
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, memref);
  Value elementBytes =
      arith::ConstantIndexOp::create(b, loc, type.getElementTypeBitWidth() / 8);
  Value offsetBytes =
      arith::MulIOp::create(b, loc, meta.getOffset(), elementBytes);
  Value address = arith::AddIOp::create(b, loc, aligned, offsetBytes);
  Value address64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), address);
  Value ptr = LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext()), address64);
  // BLAS wants a leading dimension of at least max(1, columns); a row stride
  // can be smaller for a single row.
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value minLd = arith::MaxSIOp::create(b, loc, meta.getSizes()[1], one);
  Value ld = arith::MaxSIOp::create(b, loc, meta.getStrides()[0], minLd);
  return {ptr, ld};
}

static Value toI32(OpBuilder &b, Location loc, Value index) {
  return arith::IndexCastOp::create(b, loc, b.getI32Type(), index);
}

/// Emits C = op(A) * op(B) + beta * C on 2-D strided memrefs as one gemm
/// call, op transposing where `t` says.
static void emitGemm(OpBuilder &b, Location loc, const Gemm &gemm, Value a,
                     Value bm, Value c, Transposes t, double beta) {
  func::FuncOp fn = gemm.fn;
  Type scalar = fn.getFunctionType().getInput(6);
  auto [pa, lda] = pointerAndLeadingDim(b, loc, a);
  auto [pb, ldb] = pointerAndLeadingDim(b, loc, bm);
  auto [pc, ldc] = pointerAndLeadingDim(b, loc, c);
  Value m = memref::DimOp::create(b, loc, c, 0);
  Value n = memref::DimOp::create(b, loc, c, 1);
  Value k = memref::DimOp::create(b, loc, a, t.a ? 0 : 1);
  auto i32c = [&](int32_t v) {
    return arith::ConstantIntOp::create(b, loc, v, 32).getResult();
  };
  Value one = arith::ConstantOp::create(b, loc, b.getFloatAttr(scalar, 1.0));
  Value betaValue =
      arith::ConstantOp::create(b, loc, b.getFloatAttr(scalar, beta));
  SmallVector<Value> args = {i32c(kCblasRowMajor),
                             i32c(t.a ? kCblasTrans : kCblasNoTrans),
                             i32c(t.b ? kCblasTrans : kCblasNoTrans),
                             toI32(b, loc, m),
                             toI32(b, loc, n),
                             toI32(b, loc, k),
                             one,
                             pa,
                             toI32(b, loc, lda),
                             pb,
                             toI32(b, loc, ldb),
                             betaValue,
                             pc,
                             toI32(b, loc, ldc)};
  if (gemm.mixed) {
    // Each pointer's data type follows it (args[7], [9], [12] are a, b, c).
    args.insert(args.begin() + 13, i32c(gemm.cType));
    args.insert(args.begin() + 10, i32c(gemm.bType));
    args.insert(args.begin() + 8, i32c(gemm.aType));
  }
  func::CallOp::create(b, loc, fn, args);
}

/// The transposes of a matmul's indexing maps over (m, n, k), or failure
/// for anything else (broadcasts, permuted results).
static FailureOr<Transposes> matmulTransposes(linalg::MatmulOp op) {
  if (!op.hasUserDefinedMaps())
    return Transposes();
  MLIRContext *ctx = op.getContext();
  AffineExpr m, n, k;
  bindDims(ctx, m, n, k);
  auto map = [&](AffineExpr r, AffineExpr c) {
    return AffineMap::get(3, 0, {r, c}, ctx);
  };
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (maps.size() != 3 || maps[2] != map(m, n))
    return failure();
  Transposes t;
  if (maps[0] == map(k, m))
    t.a = true;
  else if (maps[0] != map(m, k))
    return failure();
  if (maps[1] == map(n, k))
    t.b = true;
  else if (maps[1] != map(k, n))
    return failure();
  return t;
}

/// The cudaDataType of a 16-bit float type, or 0 for the others.
static int32_t halfType(Type t) {
  return t.isF16() ? kCudaF16 : t.isBF16() ? kCudaBF16 : 0;
}

/// The gemm to call for a product, or a null one if it is not BLAS-shaped.
/// `prefix` names the library: "cblas_" or "dtc_cublas_". cuBLAS also
/// takes f16 or bf16 operands with an f32 (or the same 16-bit) result,
/// accumulating in f32 (dtc_cublas_gemm_ex).
static Gemm matchGemm(linalg::LinalgOp op, int64_t rank, StringRef prefix) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInputs() != 2)
    return {};
  if (!isa<linalg::MatmulOp>(op) && op.hasUserDefinedMaps())
    return {};
  Type cType = getElementTypeOrSelf(op.getDpsInits()[0].getType());
  Type aType = getElementTypeOrSelf(op.getDpsInputs()[0].getType());
  Type bType = getElementTypeOrSelf(op.getDpsInputs()[1].getType());
  ModuleOp module = op->getParentOfType<ModuleOp>();
  Gemm gemm;
  if ((cType.isF32() || cType.isF64()) && aType == cType && bType == cType) {
    gemm.fn = declareGemm(module, gemmName(prefix, cType), cType,
                          /*mixed=*/false);
  } else if (prefix == "dtc_cublas_" && halfType(aType) && aType == bType &&
             (cType.isF32() || cType == aType)) {
    gemm = {declareGemm(module, "dtc_cublas_gemm_ex",
                        Float32Type::get(op.getContext()), /*mixed=*/true),
            true, halfType(aType), halfType(bType),
            cType.isF32() ? kCudaF32 : halfType(cType)};
  } else {
    return {};
  }
  for (Value v : op->getOperands())
    if (!isBlasOperand(v, rank, getElementTypeOrSelf(v.getType())))
      return {};
  return gemm;
}

/// Whether `user` runs after `op`: later in `op`'s block, or later in the
/// block of an op that holds `op` (a buffer's deallocation after the loop
/// whose body uses it).
static bool runsAfter(Operation *user, Operation *op) {
  for (Operation *here = op; here && here->getBlock();
       here = here->getParentOp())
    if (Operation *mine = here->getBlock()->findAncestorOpInBlock(*user))
      return mine != here && here->isBeforeInBlock(mine);
  return false;
}

/// Whether nothing between `fill` and `op` (in that order, in one block)
/// can touch `c`: it is a buffer of this function's own (an alloc) whose
/// every other user, views included, runs after `op` (an alloc hoisted out
/// of the loop whose body fills it and multiplies into it, as the MLP's
/// layers', is deallocated after the loop).
static bool untouchedBetween(linalg::FillOp fill, Operation *op, Value c) {
  if (!c.getDefiningOp<memref::AllocOp>() &&
      !c.getDefiningOp<memref::AllocaOp>())
    return false;
  return llvm::all_of(c.getUsers(), [&](Operation *user) {
    return user == fill || user == op || runsAfter(user, op);
  });
}

/// The fill of `c` with zero before `op`, which gemm can do itself
/// (beta = 0) instead of a pass over C: right before it, or earlier in its
/// block when nothing in between can touch `c` (a layer's fill of its
/// output often sits before the previous layer's collective).
static linalg::FillOp zeroFillBefore(Operation *op, Value c) {
  linalg::FillOp fill;
  for (Operation *prev = op->getPrevNode(); prev && !fill;
       prev = prev->getPrevNode()) {
    auto candidate = dyn_cast<linalg::FillOp>(prev);
    if (candidate && candidate.hasPureBufferSemantics() &&
        candidate.getDpsInits()[0] == c)
      fill = candidate;
  }
  if (!fill || (fill->getNextNode() != op && !untouchedBetween(fill, op, c)))
    return {};
  Attribute value;
  if (!matchPattern(fill.getDpsInputs()[0], m_Constant(&value)))
    return {};
  auto f = dyn_cast<FloatAttr>(value);
  return f && f.getValue().isZero() ? fill : linalg::FillOp();
}

/// A product pattern that knows which library it calls.
template <typename Op> struct GemmPattern : OpRewritePattern<Op> {
  GemmPattern(MLIRContext *ctx, StringRef prefix)
      : OpRewritePattern<Op>(ctx), prefix(prefix.str()) {}
  std::string prefix;
};

struct MatmulToGemm : GemmPattern<linalg::MatmulOp> {
  using GemmPattern::GemmPattern;
  LogicalResult matchAndRewrite(linalg::MatmulOp op,
                                PatternRewriter &rewriter) const override {
    FailureOr<Transposes> transposes = matmulTransposes(op);
    if (failed(transposes))
      return rewriter.notifyMatchFailure(op, "not a BLAS-shaped product");
    Gemm gemm = matchGemm(op, 2, prefix);
    if (!gemm.fn)
      return rewriter.notifyMatchFailure(op, "not a BLAS-shaped product");
    Value c = op.getDpsInits()[0];
    linalg::FillOp fill = zeroFillBefore(op, c);
    emitGemm(rewriter, op.getLoc(), gemm, op.getDpsInputs()[0],
             op.getDpsInputs()[1], c, *transposes, fill ? 0.0 : 1.0);
    if (fill)
      rewriter.eraseOp(fill);
    rewriter.eraseOp(op);
    return success();
  }
};

struct BatchMatmulToGemm : GemmPattern<linalg::BatchMatmulOp> {
  using GemmPattern::GemmPattern;
  LogicalResult matchAndRewrite(linalg::BatchMatmulOp op,
                                PatternRewriter &rewriter) const override {
    Gemm gemm = matchGemm(op, 3, prefix);
    if (!gemm.fn)
      return rewriter.notifyMatchFailure(op, "not a BLAS-shaped product");
    Location loc = op.getLoc();
    Value a = op.getDpsInputs()[0], b = op.getDpsInputs()[1],
          c = op.getDpsInits()[0];
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value step = arith::ConstantIndexOp::create(rewriter, loc, 1);
    Value batch = memref::DimOp::create(rewriter, loc, c, 0);
    auto loop = scf::ForOp::create(rewriter, loc, zero, batch, step);
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(loop.getBody());
    Value iv = loop.getInductionVar();
    auto matrix = [&](Value v) -> Value {
      auto type = cast<MemRefType>(v.getType());
      SmallVector<OpFoldResult> offsets = {iv, rewriter.getIndexAttr(0),
                                           rewriter.getIndexAttr(0)};
      SmallVector<OpFoldResult> sizes = {
          rewriter.getIndexAttr(1), memref::getMixedSize(rewriter, loc, v, 1),
          memref::getMixedSize(rewriter, loc, v, 2)};
      SmallVector<OpFoldResult> strides(3, rewriter.getIndexAttr(1));
      auto resultType = memref::SubViewOp::inferRankReducedResultType(
          type.getShape().drop_front(), type, offsets, sizes, strides);
      return memref::SubViewOp::create(rewriter, loc,
                                       cast<MemRefType>(resultType), v, offsets,
                                       sizes, strides);
    };
    emitGemm(rewriter, loc, gemm, matrix(a), matrix(b), matrix(c), Transposes(),
             1.0);
    rewriter.eraseOp(op);
    return success();
  }
};

/// A contraction written as a linalg.generic (an einsum, e.g. attention's
/// q.k^T `(b, i, d), (b, j, d) -> (b, i, j)`): classified here, not by
/// upstream's specialization, which mislabels such products. Its loops are
/// batch, M (free in A), N (free in B) and K (contracted) dimensions, any
/// number of each but at least one M, N and K, each operand's dimensions in
/// any order. For every batch index, each operand is a strided matrix whose
/// rows and columns are groups of its dimensions: each group adjacent in
/// the operand, in the same order wherever it appears, and collapsible
/// (strides composing); its matrix is read transposed where its groups come
/// in the other order than (M, K), (K, N), and a result stored (N, M) is
/// C^T = B^T A^T, the operands swapped. Anything else (a batch dimension
/// between a group's dimensions or innermost, groups in different orders)
/// is left to the loop lowering.
struct GenericContractionToGemm : GemmPattern<linalg::GenericOp> {
  using GemmPattern::GemmPattern;

  /// Where an operand keeps two groups of loop dimensions: the positions of
  /// each group's dimensions, in the operand's order.
  struct Groups {
    SmallVector<unsigned> first, second;
    SmallVector<unsigned> firstDims, secondDims; // loop dimensions, in order
    /// Whether the second group comes first in the operand.
    bool swapped() const { return second.front() < first.front(); }
  };

  static FailureOr<Groups> groupsOf(AffineMap map, ArrayRef<unsigned> first,
                                    ArrayRef<unsigned> second) {
    Groups g;
    for (auto [i, e] : llvm::enumerate(map.getResults())) {
      unsigned d = cast<AffineDimExpr>(e).getPosition();
      if (llvm::is_contained(first, d)) {
        g.first.push_back(i);
        g.firstDims.push_back(d);
      } else if (llvm::is_contained(second, d)) {
        g.second.push_back(i);
        g.secondDims.push_back(d);
      }
    }
    auto adjacent = [](ArrayRef<unsigned> pos) {
      for (size_t i = 1; i < pos.size(); ++i)
        if (pos[i] != pos[i - 1] + 1)
          return false;
      return !pos.empty();
    };
    if (g.first.size() != first.size() || g.second.size() != second.size() ||
        !adjacent(g.first) || !adjacent(g.second))
      return failure();
    return g;
  }

  /// Whether `type`'s dimensions at `pos` (adjacent) collapse into one:
  /// static, each stride the next one's times its size; `inner` also asks
  /// for unit stride at the last.
  static bool collapsible(MemRefType type, ArrayRef<unsigned> pos, bool inner) {
    SmallVector<int64_t> strides;
    int64_t offset;
    if (!type.hasStaticShape() ||
        failed(type.getStridesAndOffset(strides, offset)))
      return false;
    for (size_t i = 0; i + 1 < pos.size(); ++i)
      if (ShapedType::isDynamic(strides[pos[i]]) ||
          strides[pos[i]] != strides[pos[i + 1]] * type.getDimSize(pos[i + 1]))
        return false;
    return !inner || strides[pos.back()] == 1;
  }

  /// The operands' groups (A: M, K; B: K, N; C: M, N), if they are
  /// adjacent, in one order and collapsible as the operands are.
  static std::optional<std::array<Groups, 3>>
  matricesOf(ArrayRef<AffineMap> maps, ArrayRef<Value> operands,
             const linalg::ContractionDimensions &dims) {
    FailureOr<Groups> ga = groupsOf(maps[0], dims.m, dims.k),
                      gb = groupsOf(maps[1], dims.k, dims.n),
                      gc = groupsOf(maps[2], dims.m, dims.n);
    if (failed(ga) || failed(gb) || failed(gc) ||
        ga->firstDims != gc->firstDims || ga->secondDims != gb->firstDims ||
        gb->secondDims != gc->secondDims)
      return std::nullopt;
    // Each group collapses, and the inner one of each matrix has unit
    // stride, whatever the batch indices.
    auto matrixOk = [&](Value v, const Groups &g) {
      auto type = cast<MemRefType>(v.getType());
      bool secondInner = !g.swapped();
      return collapsible(type, g.first, !secondInner) &&
             collapsible(type, g.second, secondInner);
    };
    if (!matrixOk(operands[0], *ga) || !matrixOk(operands[1], *gb) ||
        !matrixOk(operands[2], *gc))
      return std::nullopt;
    return std::array<Groups, 3>{*ga, *gb, *gc};
  }

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    auto linalgOp = cast<linalg::LinalgOp>(op.getOperation());
    if (!op.hasPureBufferSemantics() || op.getNumDpsInputs() != 2 ||
        op.getNumDpsInits() != 1 ||
        !linalg::isaContractionOpInterface(linalgOp))
      return rewriter.notifyMatchFailure(op, "not a contraction");
    FailureOr<linalg::ContractionDimensions> dims =
        linalg::inferContractionDims(linalgOp);
    if (failed(dims) || dims->m.empty() || dims->n.empty() || dims->k.empty())
      return rewriter.notifyMatchFailure(op, "not a matrix product");
    SmallVector<Value> operands = {op.getDpsInputs()[0], op.getDpsInputs()[1],
                                   op.getDpsInits()[0]};
    Type element = getElementTypeOrSelf(operands[2].getType());
    if (!(element.isF32() || element.isF64()) ||
        getElementTypeOrSelf(operands[0].getType()) != element ||
        getElementTypeOrSelf(operands[1].getType()) != element)
      return rewriter.notifyMatchFailure(op, "not one f32 or f64 type");
    for (Value v : operands)
      if (!cast<MemRefType>(v.getType()).hasStaticShape())
        return rewriter.notifyMatchFailure(op, "dynamic shapes");
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    Location loc = op.getLoc();
    MLIRContext *ctx = op.getContext();
    linalg::FillOp fill = zeroFillBefore(op, operands[2]);
    // Operands whose groups do not line up are packed first: copied, with
    // their dimensions in the canonical order (batch, then M, K / K, N /
    // M, N), into buffers of their own; a result so packed is copied back
    // after the products.
    Value packedResult;
    SmallVector<Value> temporaries;
    std::optional<std::array<Groups, 3>> groups =
        matricesOf(maps, operands, *dims);
    if (!groups) {
      SmallVector<unsigned> batch(dims->batch.begin(), dims->batch.end());
      auto order = [&](ArrayRef<unsigned> first, ArrayRef<unsigned> second) {
        SmallVector<unsigned> o = batch;
        o.append(first.begin(), first.end());
        o.append(second.begin(), second.end());
        return o;
      };
      SmallVector<SmallVector<unsigned>> canonical = {order(dims->m, dims->k),
                                                      order(dims->k, dims->n),
                                                      order(dims->m, dims->n)};
      for (unsigned i = 0; i < 3; ++i) {
        SmallVector<unsigned> current;
        for (AffineExpr e : maps[i].getResults())
          current.push_back(cast<AffineDimExpr>(e).getPosition());
        SmallVector<AffineExpr> exprs;
        for (unsigned d : canonical[i])
          exprs.push_back(getAffineDimExpr(d, ctx));
        AffineMap canonicalMap =
            AffineMap::get(maps[i].getNumDims(), 0, exprs, ctx);
        auto type = cast<MemRefType>(operands[i].getType());
        if (current == canonical[i] && type.getLayout().isIdentity())
          continue;
        SmallVector<int64_t> shape, toPacked;
        for (unsigned d : canonical[i]) {
          unsigned pos = llvm::find(current, d) - current.begin();
          shape.push_back(type.getDimSize(pos));
          toPacked.push_back(pos);
        }
        Value packed = memref::AllocOp::create(
            rewriter, loc, MemRefType::get(shape, type.getElementType()));
        temporaries.push_back(packed);
        if (i < 2 || !fill)
          linalg::TransposeOp::create(rewriter, loc, operands[i], packed,
                                      toPacked);
        if (i == 2)
          packedResult = packed;
        operands[i] = packed;
        maps[i] = canonicalMap;
      }
      groups = matricesOf(maps, operands, *dims);
      if (!groups)
        return rewriter.notifyMatchFailure(op, "no matrices even packed");
    }
    Value a = operands[0], b = operands[1], c = operands[2];
    const Groups *ga = &(*groups)[0], *gb = &(*groups)[1], *gc = &(*groups)[2];
    Gemm gemm;
    gemm.fn = declareGemm(op->getParentOfType<ModuleOp>(),
                          gemmName(prefix, element), element, /*mixed=*/false);
    {
      // Loops over the batch dimensions (sizes from the result).
      OpBuilder::InsertionGuard guard(rewriter);
      DenseMap<unsigned, Value> batchIndex;
      Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
      Value step = arith::ConstantIndexOp::create(rewriter, loc, 1);
      for (unsigned d : dims->batch) {
        int64_t size = 0;
        for (auto [i, e] : llvm::enumerate(maps[2].getResults()))
          if (cast<AffineDimExpr>(e).getPosition() == d)
            size = cast<MemRefType>(c.getType()).getDimSize(i);
        auto loop = scf::ForOp::create(
            rewriter, loc, zero,
            arith::ConstantIndexOp::create(rewriter, loc, size), step);
        rewriter.setInsertionPointToStart(loop.getBody());
        batchIndex[d] = loop.getInductionVar();
      }
      // The matrix of `v` at the current batch indices: the batch
      // dimensions dropped, then each group collapsed into one dimension.
      auto matrix = [&](Value v, AffineMap map, const Groups &g) -> Value {
        auto type = cast<MemRefType>(v.getType());
        SmallVector<OpFoldResult> offsets, sizes, strides;
        SmallVector<int64_t> shape;
        for (auto [i, e] : llvm::enumerate(map.getResults())) {
          unsigned d = cast<AffineDimExpr>(e).getPosition();
          strides.push_back(rewriter.getIndexAttr(1));
          if (batchIndex.count(d)) {
            offsets.push_back(batchIndex.lookup(d));
            sizes.push_back(rewriter.getIndexAttr(1));
          } else {
            offsets.push_back(rewriter.getIndexAttr(0));
            sizes.push_back(rewriter.getIndexAttr(type.getDimSize(i)));
            shape.push_back(type.getDimSize(i));
          }
        }
        auto viewType =
            cast<MemRefType>(memref::SubViewOp::inferRankReducedResultType(
                shape, type, offsets, sizes, strides));
        Value view = memref::SubViewOp::create(rewriter, loc, viewType, v,
                                               offsets, sizes, strides);
        if (shape.size() == 2)
          return view;
        // The groups, in stored order, as the view's dimensions.
        size_t outer = g.swapped() ? g.second.size() : g.first.size();
        ReassociationIndices rows, cols;
        for (size_t i = 0; i < shape.size(); ++i)
          (i < outer ? rows : cols).push_back(int64_t(i));
        return memref::CollapseShapeOp::create(
            rewriter, loc, view, SmallVector<ReassociationIndices>{rows, cols});
      };
      Value ma = matrix(a, maps[0], *ga), mb = matrix(b, maps[1], *gb),
            mc = matrix(c, maps[2], *gc);
      bool ta = ga->swapped(), tb = gb->swapped();
      if (!gc->swapped())
        emitGemm(rewriter, loc, gemm, ma, mb, mc, Transposes{ta, tb},
                 fill ? 0.0 : 1.0);
      else // C stored as (N, M): C^T = op(B)^T op(A)^T.
        emitGemm(rewriter, loc, gemm, mb, ma, mc, Transposes{!tb, !ta},
                 fill ? 0.0 : 1.0);
    }
    if (packedResult) {
      // Back into the result's own order.
      Value result = op.getDpsInits()[0];
      SmallVector<unsigned> canonicalOrder;
      for (AffineExpr e : maps[2].getResults())
        canonicalOrder.push_back(cast<AffineDimExpr>(e).getPosition());
      SmallVector<int64_t> fromPacked;
      for (AffineExpr e : op.getIndexingMapsArray()[2].getResults())
        fromPacked.push_back(
            llvm::find(canonicalOrder, cast<AffineDimExpr>(e).getPosition()) -
            canonicalOrder.begin());
      linalg::TransposeOp::create(rewriter, loc, packedResult, result,
                                  fromPacked);
    }
    for (Value t : temporaries)
      memref::DeallocOp::create(rewriter, loc, t);
    if (fill)
      rewriter.eraseOp(fill);
    rewriter.eraseOp(op);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Loop-invariant weights packed once (dtc_host_sgemm_pack)
//===----------------------------------------------------------------------===//

/// Whether the memref `m` may be memory of `b`. A constant global (a
/// collective's list of axes) is not: B is written by whoever made it.
static bool mayBeMemoryOf(Value m, Value b, AliasAnalysis &aliases) {
  return !dtc::isConstantGlobal(m) && !aliases.alias(m, b).isNo();
}

/// Whether writing through `v` (a memref, or a pointer handed to a call) may
/// change the memory of `b`.
static bool mayAlias(Value v, Value b, AliasAnalysis &aliases) {
  if (isa<BaseMemRefType>(v.getType()))
    return mayBeMemoryOf(v, b, aliases);
  if (!isa<LLVM::LLVMPointerType>(v.getType()))
    return false; // a scalar: no memory
  if (dtc::isRuntimeObject(v))
    return false;
  Value memref = dtc::bufferOfPointer(v);
  return !memref || mayBeMemoryOf(memref, b, aliases);
}

/// Whether memory of `b` may be reached other than through memrefs in
/// `scope`: handed to a call (the runtime's functions or any other: a
/// collective started before a loop may write its output while the loop
/// runs, so a call anywhere in the function counts), or its address taken
/// (stored, compared, handed on as an integer).
static bool escapes(Operation *scope, Value b, AliasAnalysis &aliases) {
  WalkResult walk = scope->walk([&](Operation *op) {
    if (auto call = dyn_cast<func::CallOp>(op)) {
      for (Value operand : call.getOperands())
        if (mayAlias(operand, b, aliases))
          return WalkResult::interrupt();
    } else if (auto address =
                   dyn_cast<memref::ExtractAlignedPointerAsIndexOp>(op)) {
      if (mayBeMemoryOf(address.getSource(), b, aliases))
        return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return walk.wasInterrupted();
}

/// Whether an op in `loop` may write or free memory of `b`. Calls are
/// escapes()'s; an op whose effects are unknown may write anything.
static bool writtenInside(Operation *loop, Value b, AliasAnalysis &aliases) {
  return !dtc::writesOnly(
      loop, [](CallOpInterface) { return true; },
      [&](Value target) { return !mayAlias(target, b, aliases); });
}

/// Whether `b` is a view of an argument of a launcher entry
/// (dtc::isLauncherEntry): memory the program never writes or frees, which
/// no alias of it can change either (a loop that starts from an entry's
/// input, dtc-elide-loop-init-copies, carries a buffer that may be any
/// argument, as far as the alias analysis knows, and frees it when it is
/// its own).
static bool isEntryInput(Value b, func::FuncOp fn) {
  while (auto view = b.getDefiningOp<ViewLikeOpInterface>())
    b = view.getViewSource();
  auto arg = dyn_cast<BlockArgument>(b);
  return arg && arg.getOwner() == &fn.getBody().front() &&
         dtc::isLauncherEntry(fn);
}

/// How many times a product must run over one packed B for the copy to
/// pay: the first product fills it (B's strips copied into the copy, where
/// the unpacked kernel reuses one strip in L1). The runtime keeps a copy's
/// memory for the next loop's, so that cost is the copy itself, but the
/// first time its fresh pages fault as well. On the MLPs of
/// bench/mlp_vs_jax.py (2-core machine, 2x4, alternated): 10 passes
/// packed 9% faster a call once the memory is the process's, the first
/// call 2.5% slower; 4 passes 2% faster, and 23% slower on the first call.
constexpr int64_t kMinProductsPerPacking = 8;

/// The outermost loop (scf.for or scf.while) around `op` in which `b` is
/// defined outside and never written, if the loops from `op` out to it
/// run at least kMinProductsPerPacking times (a loop whose trip count is
/// not a constant counts as enough); null if none.
/// `readOnly`: `b` is memory the program never writes (entryInput), so only
/// where it is defined matters.
static Operation *invariantLoop(Operation *op, Value b, AliasAnalysis &aliases,
                                bool readOnly) {
  Operation *best = nullptr;
  bool enough = false;
  int64_t trips = 1;
  for (Operation *p = op->getParentOp(); p && !isa<func::FuncOp>(p);
       p = p->getParentOp()) {
    if (!isa<scf::ForOp, scf::WhileOp>(p))
      continue;
    auto loop = cast<LoopLikeOpInterface>(p);
    if (!loop.isDefinedOutsideOfLoop(b) ||
        (!readOnly && writtenInside(p, b, aliases)))
      break;
    std::optional<APInt> count = loop.getStaticTripCount();
    if (!count || count->getActiveBits() > 32)
      enough = true;
    else
      trips = std::min<int64_t>(trips * int64_t(count->getZExtValue()),
                                kMinProductsPerPacking);
    best = p;
  }
  return enough || trips >= kMinProductsPerPacking ? best : nullptr;
}

/// Rewrites each f32 product on the host whose B (not transposed) does not
/// change inside an enclosing loop: B is packed once before the outermost
/// such loop (dtc_host_sgemm_pack), the product calls dtc_host_sgemm_packed,
/// and the packed copy is released after the loop. Products that share B
/// and the loop share the copy.
static void packLoopInvariantWeights(func::FuncOp fn) {
  SmallVector<linalg::MatmulOp> products;
  fn.walk([&](linalg::MatmulOp op) { products.push_back(op); });
  if (products.empty())
    return;
  ModuleOp module = fn->getParentOfType<ModuleOp>();
  SymbolTable symbols(module);
  AliasAnalysis aliases(fn);
  // First every decision, then the rewrites: the calls they add hand B to
  // the runtime.
  SmallVector<std::pair<linalg::MatmulOp, Operation *>> work;
  for (linalg::MatmulOp op : products) {
    FailureOr<Transposes> t = matmulTransposes(op);
    Gemm gemm = matchGemm(op, 2, "cblas_");
    Value b = op.getDpsInputs()[1], c = op.getDpsInits()[0];
    if (failed(t) || t->b || !gemm.fn ||
        !getElementTypeOrSelf(c.getType()).isF32())
      continue;
    bool readOnly = isEntryInput(b, fn);
    if (Operation *loop = invariantLoop(op, b, aliases, readOnly);
        loop && (readOnly || !escapes(fn, b, aliases)))
      work.push_back({op, loop});
  }
  struct Packed {
    Value pointer, ld, packed;
  };
  DenseMap<std::pair<Value, Operation *>, Packed> packs;
  for (auto [op, loop] : work) {
    Transposes t = *matmulTransposes(op);
    Value b = op.getDpsInputs()[1], c = op.getDpsInits()[0];
    Location loc = op.getLoc();
    OpBuilder builder(loop);
    auto i32c = [&](int64_t v) {
      return arith::ConstantIntOp::create(builder, loc, v, 32).getResult();
    };
    auto [packIt, inserted] = packs.try_emplace({b, loop});
    if (inserted) {
      auto [pb, ldb] = pointerAndLeadingDim(builder, loc, b);
      // m where C's rows are static; 0 (unknown) lets the kernel decide at
      // each call.
      auto cType = cast<MemRefType>(c.getType());
      Value m = i32c(cType.isDynamicDim(0) ? 0 : cType.getDimSize(0));
      Value n = toI32(builder, loc, memref::DimOp::create(builder, loc, b, 1));
      Value k = toI32(builder, loc, memref::DimOp::create(builder, loc, b, 0));
      Value ld = toI32(builder, loc, ldb);
      Value packed =
          dtc::callRuntimeImport(builder, loc, module, symbols,
                                 "dtc_host_sgemm_pack", {m, n, k, pb, ld})
              .getResult(0);
      builder.setInsertionPointAfter(loop);
      dtc::callRuntimeImport(builder, loc, module, symbols,
                             "dtc_host_sgemm_release", {packed});
      packIt->second = {pb, ld, packed};
    }
    auto [pb, ldb, packed] = packIt->second;
    builder.setInsertionPoint(op);
    linalg::FillOp fill = zeroFillBefore(op, c);
    Value a = op.getDpsInputs()[0];
    auto [pa, lda] = pointerAndLeadingDim(builder, loc, a);
    auto [pc, ldc] = pointerAndLeadingDim(builder, loc, c);
    Type f32 = builder.getF32Type();
    dtc::callRuntimeImport(
        builder, loc, module, symbols, "dtc_host_sgemm_packed",
        {i32c(t.a ? kCblasTrans : kCblasNoTrans),
         toI32(builder, loc, memref::DimOp::create(builder, loc, c, 0)),
         toI32(builder, loc, memref::DimOp::create(builder, loc, c, 1)),
         toI32(builder, loc,
               memref::DimOp::create(builder, loc, a, t.a ? 0 : 1)),
         arith::ConstantOp::create(builder, loc,
                                   builder.getFloatAttr(f32, 1.0)),
         pa, toI32(builder, loc, lda), pb, ldb, packed,
         arith::ConstantOp::create(builder, loc,
                                   builder.getFloatAttr(f32, fill ? 0.0 : 1.0)),
         pc, toI32(builder, loc, ldc)});
    if (fill)
      fill.erase();
    op.erase();
  }
}

struct LinalgToBlasPass : public dtc::impl::LinalgToBlasBase<LinalgToBlasPass> {
  using LinalgToBlasBase::LinalgToBlasBase;

  void runOnOperation() override {
    StringRef prefix =
        library == dtc::BlasLibrary::cblas ? "cblas_" : "dtc_cublas_";
    if (library == dtc::BlasLibrary::cblas && packInvariantWeights)
      for (auto fn : getOperation().getOps<func::FuncOp>())
        packLoopInvariantWeights(fn);
    RewritePatternSet patterns(&getContext());
    patterns.add<MatmulToGemm, BatchMatmulToGemm, GenericContractionToGemm>(
        &getContext(), prefix);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
