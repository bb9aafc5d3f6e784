//===- Windows.h - linalg ops that read operands through windows -*- C++
//-*-===//
//
// A convolution's or a pool's input is read at oh * s + kh * d: a window.
// Sharding rules bind such a dimension to no factor (the operand is whole
// along it) and may still shard the window's parallel loop (the output's
// rows); partitioning then hands each device the window its block reads,
// from its own rows and its neighbours' (halos) where the input's rows are
// sharded like the output's. Private to lib/Analysis (ShardingRule.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_ANALYSIS_WINDOWS_H
#define DTC_ANALYSIS_WINDOWS_H

#include "dtc/Analysis/ShardingRule.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/Builders.h"

#include <optional>

namespace dtc {

/// A window's index: sum of coefficient times loop, plus a constant, all
/// nonnegative (a convolution's oh * s + kh * d).
struct WindowIndex {
  llvm::SmallVector<int64_t> coefficients; ///< one per loop
  int64_t constant = 0;
};

/// `e` as a WindowIndex, or nothing when it is not one (mod, floordiv, a
/// product of loops, a negative term).
std::optional<WindowIndex> windowIndex(mlir::AffineExpr e, unsigned numLoops);

/// The layout of an operand that shards `factor` in this op, and the mesh
/// axes sharding it there (a null layout when none does).
std::pair<dtensor::LayoutAttr, llvm::ArrayRef<mlir::StringAttr>>
factorSharding(const ShardingRule &rule, const LocalOp &local, int64_t factor);

/// The first global index of this device's block of `factor`, or null
/// when no operand shards it; `size` gets the block's size.
mlir::Value blockStart(mlir::OpBuilder &b, const ShardingRule &rule,
                       const LocalOp &local, int64_t factor,
                       int64_t *size = nullptr);

/// Gives each input of a partitioned linalg op that it reads through a
/// window along a sharded loop the window its block reads (a slice of the
/// whole input, or the halos of a gathered one).
void sliceWindows(const ShardingRule &rule, const LocalOp &local);

} // namespace dtc

#endif // DTC_ANALYSIS_WINDOWS_H
