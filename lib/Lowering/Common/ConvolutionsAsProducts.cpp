//===- ConvolutionsAsProducts.cpp - 2-D convolutions as matrix products ---===//
//
// A convolution's loop nest does a few multiply-adds a cycle on a CPU core
// and is one naive kernel on a GPU; as one matrix product of its image's
// windows (im2col) and its filter it runs in dtc's product kernel, BLAS or
// cuBLAS.
//
//===----------------------------------------------------------------------===//
#include "dtc/Lowering/Passes.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace dtc {
#define GEN_PASS_DEF_CONVOLUTIONSASPRODUCTS
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

/// A 2-D f32 convolution (NHWC image, HWCF filter) as one product: the
/// image's windows gathered into rows (im2col: a row per output pixel, a
/// column per kernel tap and channel) times the filter as a KH*KW*C by F
/// matrix, a linalg.matmul that dtc's product kernel, BLAS or cuBLAS runs.
/// The patches take KH*KW times the image's memory: up to kMaxPatchBytes.
constexpr int64_t kMaxPatchBytes = 64 << 20;

void convolutionsAsProducts(Operation *root) {
  SmallVector<linalg::Conv2DNhwcHwcfOp> convs;
  root->walk([&](linalg::Conv2DNhwcHwcfOp op) {
    if (op.hasPureTensorSemantics())
      convs.push_back(op);
  });
  for (linalg::Conv2DNhwcHwcfOp conv : convs) {
    auto image = cast<RankedTensorType>(conv.getInputs()[0].getType());
    auto filter = cast<RankedTensorType>(conv.getInputs()[1].getType());
    auto out = cast<RankedTensorType>(conv.getOutputs()[0].getType());
    if (!image.hasStaticShape() || !filter.hasStaticShape() ||
        !out.hasStaticShape() || !image.getElementType().isF32() ||
        !filter.getElementType().isF32() || !out.getElementType().isF32())
      continue;
    int64_t n = out.getDimSize(0), oh = out.getDimSize(1),
            ow = out.getDimSize(2), kh = filter.getDimSize(0),
            kw = filter.getDimSize(1), c = filter.getDimSize(2);
    if (n * oh * ow * kh * kw * c * 4 > kMaxPatchBytes)
      continue;
    SmallVector<int64_t> strides =
        llvm::to_vector(conv.getStrides().getValues<int64_t>());
    SmallVector<int64_t> dilations =
        llvm::to_vector(conv.getDilations().getValues<int64_t>());
    OpBuilder b(conv);
    Location loc = conv.getLoc();
    MLIRContext *ctx = conv.getContext();
    AffineExpr d[6];
    bindDims(ctx, d[0], d[1], d[2], d[3], d[4], d[5]);
    AffineMap read =
        AffineMap::get(6, 0,
                       {d[0], d[1] * strides[0] + d[3] * dilations[0],
                        d[2] * strides[1] + d[4] * dilations[1], d[5]},
                       ctx);
    Value empty = tensor::EmptyOp::create(
        b, loc, ArrayRef<int64_t>{n, oh, ow, kh, kw, c}, b.getF32Type());
    SmallVector<utils::IteratorType> parallel(6, utils::IteratorType::parallel);
    Value patches =
        linalg::GenericOp::create(
            b, loc, empty.getType(), ValueRange{conv.getInputs()[0]},
            ValueRange{empty},
            ArrayRef<AffineMap>{read, b.getMultiDimIdentityMap(6)}, parallel,
            [](OpBuilder &nested, Location l, ValueRange args) {
              linalg::YieldOp::create(nested, l, args[0]);
            })
            .getResult(0);
    SmallVector<ReassociationIndices> sixToTwo = {{0, 1, 2}, {3, 4, 5}},
                                      fourToTwo = {{0, 1, 2}, {3}};
    Value rows = tensor::CollapseShapeOp::create(b, loc, patches, sixToTwo);
    Value weights =
        tensor::CollapseShapeOp::create(b, loc, conv.getInputs()[1], fourToTwo);
    // An output filled for the convolution alone (its zeros) is filled as
    // rows instead: the fill then sits right before the product, where
    // BLAS and cuBLAS take a zero fill as beta = 0 (dtc-linalg-to-blas),
    // not a pass of its own over the output.
    Value init;
    auto fill = conv.getOutputs()[0].getDefiningOp<linalg::FillOp>();
    if (fill && fill->hasOneUse()) {
      Value rowsEmpty = tensor::EmptyOp::create(
          b, loc, ArrayRef<int64_t>{n * oh * ow, out.getDimSize(3)},
          out.getElementType());
      init = linalg::FillOp::create(b, loc, fill.getInputs()[0], rowsEmpty)
                 .getResult(0);
    } else {
      init = tensor::CollapseShapeOp::create(b, loc, conv.getOutputs()[0],
                                             fourToTwo);
    }
    Value product = linalg::MatmulOp::create(b, loc, ValueRange{rows, weights},
                                             ValueRange{init})
                        .getResult(0);
    Value result =
        tensor::ExpandShapeOp::create(b, loc, out, product, fourToTwo);
    conv.getResult(0).replaceAllUsesWith(result);
    conv.erase();
    if (fill && fill->use_empty())
      fill.erase();
  }
}

struct ConvolutionsAsProducts
    : dtc::impl::ConvolutionsAsProductsBase<ConvolutionsAsProducts> {
  void runOnOperation() override { convolutionsAsProducts(getOperation()); }
};

} // namespace
