//===- TileTransposesForGPU.cpp - transposes through shared memory --------===//
//
// A transpose that moves the innermost dimension, run as one thread per
// element, reads along one dimension and writes along another, so one side
// is strided: a memory transaction per element. Here each block moves a
// 32x32 tile instead. Its 32x8 threads read the tile's rows along the
// input's innermost dimension into shared memory (coalesced), meet at a
// barrier, and write the tile's columns along the output's innermost
// dimension (coalesced). The tile is 32x33 elements, so that the threads of
// a warp reading one column of it hit 32 different banks. Every other
// dimension (a batch) is a factor of the grid.
//
//===----------------------------------------------------------------------===//
#include "KernelLaunch.h"
#include "dtc/Lowering/Passes.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace dtc {
#define GEN_PASS_DEF_TILETRANSPOSESFORGPU
#include "dtc/Lowering/Passes.h.inc"
} // namespace dtc

using namespace mlir;

namespace {

constexpr int64_t kTile = 32;   ///< a tile is kTile x kTile elements
constexpr int64_t kRows = 8;    ///< rows of threads; each does kTile/kRows
constexpr int64_t kPadded = 33; ///< a tile row in shared memory

/// `lhs < rhs && lhs2 < rhs2`.
Value bothBelow(OpBuilder &b, Location loc, Value lhs, Value rhs, Value lhs2,
                Value rhs2) {
  Value first =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, lhs, rhs);
  Value second =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, lhs2, rhs2);
  return arith::AndIOp::create(b, loc, first, second);
}

/// Builds `for k in [0, kTile / kRows)` and `if (guard(row))` inside it,
/// where row = ty + k * kRows is the thread's row of the tile; `body(row)`
/// fills the branch.
void forEachRow(OpBuilder &b, Location loc, Value ty,
                function_ref<Value(Value)> guard,
                function_ref<void(Value)> body) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value steps = arith::ConstantIndexOp::create(b, loc, kTile / kRows);
  Value rows = arith::ConstantIndexOp::create(b, loc, kRows);
  auto loop = scf::ForOp::create(b, loc, zero, steps, one);
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(loop.getBody());
  Value row = arith::AddIOp::create(
      b, loc, ty, arith::MulIOp::create(b, loc, loop.getInductionVar(), rows));
  auto inside = scf::IfOp::create(b, loc, guard(row), /*withElse=*/false);
  b.setInsertionPointToStart(&inside.getThenRegion().front());
  body(row);
}

/// Replaces a transpose on buffers that moves the innermost dimension by
/// the tiled kernel (see the file comment).
void tile(linalg::TransposeOp op) {
  auto in = dyn_cast<TypedValue<MemRefType>>(op.getInput());
  auto out = dyn_cast<TypedValue<MemRefType>>(op.getInit());
  ArrayRef<int64_t> perm = op.getPermutation();
  int64_t rank = static_cast<int64_t>(perm.size());
  if (!in || !out || rank < 2 || perm[rank - 1] == rank - 1)
    return; // rows move whole: a plain kernel coalesces already
  // Tile input dimension `a` (innermost: the tile's columns) against `p`
  // (which becomes the output's innermost: the tile's rows).
  int64_t a = rank - 1, p = perm[rank - 1];
  OpBuilder b(op);
  Location loc = op.getLoc();
  SmallVector<Value> sizes = getValueOrCreateConstantIndexOp(
      b, loc, memref::getMixedSizes(b, loc, in));
  Value tileSize = arith::ConstantIndexOp::create(b, loc, kTile);
  Value tilesA = b.createOrFold<arith::CeilDivSIOp>(loc, sizes[a], tileSize);
  Value tilesP = b.createOrFold<arith::CeilDivSIOp>(loc, sizes[p], tileSize);
  SmallVector<int64_t> batchDims;
  Value blocks = b.createOrFold<arith::MulIOp>(loc, tilesA, tilesP);
  for (int64_t d = 0; d < rank; ++d)
    if (d != a && d != p) {
      batchDims.push_back(d);
      blocks = b.createOrFold<arith::MulIOp>(loc, blocks, sizes[d]);
    }
  if (!dtc::enterIfNonEmpty(b, loc, blocks)) {
    op.erase(); // nothing to move
    return;
  }
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  auto tileType = MemRefType::get(
      {kTile, kPadded}, in.getType().getElementType(), AffineMap(),
      gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Workgroup));
  auto launch = gpu::LaunchOp::create(
      b, loc, blocks, one, one, tileSize,
      arith::ConstantIndexOp::create(b, loc, kRows), one,
      /*dynamicSharedMemorySize=*/nullptr, /*asyncTokenType=*/nullptr,
      /*asyncDependencies=*/ValueRange(), TypeRange{tileType});
  b.setInsertionPointToStart(&launch.getBody().front());
  Value shared = launch.getWorkgroupAttributions().front();
  Value tx = launch.getThreadIds().x, ty = launch.getThreadIds().y;

  // Block = ((batch * tilesP) + tileP) * tilesA + tileA; the batch index
  // splits over the other dimensions, the last fastest.
  Value rest = launch.getBlockIds().x;
  auto split = [&](Value extent) {
    Value index = arith::RemUIOp::create(b, loc, rest, extent);
    rest = arith::DivUIOp::create(b, loc, rest, extent);
    return index;
  };
  Value colBase = arith::MulIOp::create(b, loc, split(tilesA), tileSize);
  Value rowBase = arith::MulIOp::create(b, loc, split(tilesP), tileSize);
  SmallVector<Value> index(rank);
  for (int64_t d : llvm::reverse(batchDims))
    index[d] = split(sizes[d]);

  // Rows of the tile in: input[..., p = rowBase + row, ..., a = colBase + tx].
  Value col = arith::AddIOp::create(b, loc, colBase, tx);
  forEachRow(
      b, loc, ty,
      [&](Value row) {
        index[p] = arith::AddIOp::create(b, loc, rowBase, row);
        return bothBelow(b, loc, index[p], sizes[p], col, sizes[a]);
      },
      [&](Value row) {
        index[a] = col;
        Value v = memref::LoadOp::create(b, loc, in, index);
        memref::StoreOp::create(b, loc, v, shared, ValueRange{row, tx});
      });
  gpu::BarrierOp::create(b, loc);
  // Columns out: along a = colBase + row, p = rowBase + tx (innermost out).
  Value alongP = arith::AddIOp::create(b, loc, rowBase, tx);
  forEachRow(
      b, loc, ty,
      [&](Value row) {
        index[a] = arith::AddIOp::create(b, loc, colBase, row);
        return bothBelow(b, loc, index[a], sizes[a], alongP, sizes[p]);
      },
      [&](Value row) {
        index[p] = alongP;
        Value v = memref::LoadOp::create(b, loc, shared, ValueRange{tx, row});
        SmallVector<Value> outIndex;
        for (int64_t d : perm)
          outIndex.push_back(index[d]);
        memref::StoreOp::create(b, loc, v, out, outIndex);
      });
  gpu::TerminatorOp::create(b, loc);
  op.erase();
}

struct TileTransposesForGPUPass
    : public dtc::impl::TileTransposesForGPUBase<TileTransposesForGPUPass> {
  void runOnOperation() override {
    SmallVector<linalg::TransposeOp> transposes;
    getOperation()->walk(
        [&](linalg::TransposeOp op) { transposes.push_back(op); });
    for (linalg::TransposeOp op : transposes)
      tile(op);
  }
};

} // namespace
