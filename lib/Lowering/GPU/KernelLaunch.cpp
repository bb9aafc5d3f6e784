//===- KernelLaunch.cpp - the 1-D launches of dtc's GPU kernels -----------===//
#include "KernelLaunch.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;

bool dtc::enterIfNonEmpty(OpBuilder &b, Location loc, Value total) {
  std::optional<int64_t> staticTotal = getConstantIntValue(total);
  if (staticTotal)
    return *staticTotal > 0;
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value any =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, total, zero);
  auto guard = scf::IfOp::create(b, loc, any, /*withElse=*/false);
  b.setInsertionPointToStart(&guard.getThenRegion().front());
  return true;
}

gpu::LaunchOp dtc::launchBlocks(OpBuilder &b, Location loc, Value blocks,
                                int64_t threads) {
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value blockSize = arith::ConstantIndexOp::create(b, loc, threads);
  auto launch =
      gpu::LaunchOp::create(b, loc, blocks, one, one, blockSize, one, one);
  b.setInsertionPointToStart(&launch.getBody().front());
  return launch;
}

dtc::LinearLaunch dtc::buildLinearLaunch(OpBuilder &b, Location loc,
                                         Value total, int64_t threadsPerBlock) {
  std::optional<int64_t> staticTotal = getConstantIntValue(total);
  if (staticTotal && *staticTotal <= 0)
    return {};
  int64_t threads = threadsPerBlock;
  if (staticTotal)
    threads = std::min(threads, *staticTotal);
  Value blockSize = arith::ConstantIndexOp::create(b, loc, threads);
  Value blocks = b.createOrFold<arith::CeilDivSIOp>(loc, total, blockSize);
  enterIfNonEmpty(b, loc, total);
  gpu::LaunchOp launch = launchBlocks(b, loc, blocks, threads);
  Value linear = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, launch.getBlockIds().x, blockSize),
      launch.getThreadIds().x);
  Value inRange =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, linear, total);
  auto inside = scf::IfOp::create(b, loc, inRange, /*withElse=*/false);
  gpu::TerminatorOp::create(b, loc);
  b.setInsertionPointToStart(&inside.getThenRegion().front());
  return {launch, linear};
}
