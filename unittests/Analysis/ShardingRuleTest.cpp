//===- ShardingRuleTest.cpp - rules derived from ops, with their hooks ----===//
#include "dtc/Analysis/ShardingRule.h"
#include "TestContext.h"
#include "dtc/Analysis/OpPlan.h"

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

using ShardingRuleTest = test::CompilerTest;

using Dims = SmallVector<int64_t>;

TEST_F(ShardingRuleTest, MatmulFromIndexingMaps) {
  auto module = parse(R"mlir(
    func.func @f(%a: tensor<8x32xf32>, %b: tensor<32x16xf32>, %c: tensor<8x16xf32>) -> tensor<8x16xf32> {
      %p = linalg.matmul ins(%a, %b : tensor<8x32xf32>, tensor<32x16xf32>) outs(%c : tensor<8x16xf32>) -> tensor<8x16xf32>
      return %p : tensor<8x16xf32>
    })mlir");
  ASSERT_TRUE(module);
  FailureOr<ShardingRule> rule =
      getShardingRule(first(*module, "linalg.matmul"));
  ASSERT_TRUE(succeeded(rule));
  EXPECT_EQ(rule->factorSizes, (SmallVector<int64_t>{8, 16, 32}));
  EXPECT_EQ(rule->isReduction, (SmallVector<bool>{false, false, true}));
  ASSERT_EQ(rule->operandDims.size(), 3u);
  EXPECT_EQ(rule->operandDims[0], (Dims{0, 2}));
  EXPECT_EQ(rule->operandDims[1], (Dims{2, 1}));
  EXPECT_EQ(rule->operandDims[2], (Dims{0, 1}));
  ASSERT_EQ(rule->resultDims.size(), 1u);
  EXPECT_EQ(rule->resultDims[0], (Dims{0, 1}));
  EXPECT_EQ(rule->combiner, ReductionKind::sum);
  // Its partition hook offsets global indices and keeps inits once.
  EXPECT_NE(rule->partition, nullptr);
}

TEST_F(ShardingRuleTest, ShapeOpsKeepWhatTheyCannotShardWhole) {
  auto module = parse(R"mlir(
    func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> (tensor<8x8xf32>, tensor<2x8xf32>, tensor<4x8xf32>) {
      %c = tensor.concat dim(0) %a, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
      %s = tensor.extract_slice %a[0, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
      %e = arith.addf %a, %b : tensor<4x8xf32>
      return %c, %s, %e : tensor<8x8xf32>, tensor<2x8xf32>, tensor<4x8xf32>
    })mlir");
  ASSERT_TRUE(module);
  FailureOr<ShardingRule> concat =
      getShardingRule(first(*module, "tensor.concat"));
  ASSERT_TRUE(succeeded(concat));
  EXPECT_EQ(concat->resultDims[0], (Dims{-1, 1}));
  EXPECT_EQ(concat->partition, nullptr);
  // A slice shards only what it takes whole; its hook fixes its sizes.
  FailureOr<ShardingRule> slice =
      getShardingRule(first(*module, "tensor.extract_slice"));
  ASSERT_TRUE(succeeded(slice));
  EXPECT_EQ(slice->operandDims[0], (Dims{-1, 1}));
  EXPECT_NE(slice->partition, nullptr);
  FailureOr<ShardingRule> add = getShardingRule(first(*module, "arith.addf"));
  ASSERT_TRUE(succeeded(add));
  EXPECT_EQ(add->operandDims, (SmallVector<Dims>{{0, 1}, {0, 1}}));
  EXPECT_FALSE(add->combiner.has_value());
}

// Ops of one signature share a rule; a different body combiner does not.
TEST_F(ShardingRuleTest, CacheSharesBySignature) {
  auto module = parse(R"mlir(
    func.func @f(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
      %p = linalg.matmul ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
      %q = linalg.matmul ins(%p, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
      return %p, %q : tensor<8x8xf32>, tensor<8x8xf32>
    })mlir");
  ASSERT_TRUE(module);
  SmallVector<Operation *> matmuls;
  module->walk([&](linalg::MatmulOp op) { matmuls.push_back(op); });
  ShardingRuleCache cache(*module);
  const ShardingRule *a = cache.get(matmuls[0]);
  ASSERT_NE(a, nullptr);
  EXPECT_EQ(cache.get(matmuls[1]), a);
  EXPECT_EQ(cache.lookup(matmuls[1]), a);
}

// Row-sharded A and column-sharded B of a matmul: the operands keep their
// layouts and the result is computed sharded on both, without
// communication.
TEST_F(ShardingRuleTest, PlanComputesWhereOperandsAlreadyAre) {
  auto module = parse(R"mlir(
    func.func @f(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
      %p = linalg.matmul ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
      return %p : tensor<8x8xf32>
    })mlir");
  ASSERT_TRUE(module);
  FailureOr<ShardingRule> rule =
      getShardingRule(first(*module, "linalg.matmul"));
  ASSERT_TRUE(succeeded(rule));
  LayoutAttr rows = layout("sharding_specs:x,unsharded, mesh:|x=2,y=2|*CPU");
  LayoutAttr cols = layout("sharding_specs:unsharded,y, mesh:|x=2,y=2|*CPU");
  LayoutAttr both = layout("sharding_specs:x,y, mesh:|x=2,y=2|*CPU");
  MeshAttr mesh = rows.getInlineMesh();
  OpPlan plan =
      planOp(*rule, {rows, cols, both}, {f32({8, 8}), f32({8, 8}), f32({8, 8})},
             {both}, {f32({8, 8})}, mesh);
  EXPECT_EQ(plan.bytes, 0);
  EXPECT_EQ(plan.results[0], both);
  EXPECT_EQ(plan.operands[0], rows);
  EXPECT_EQ(plan.operands[1], cols);
}

} // namespace
