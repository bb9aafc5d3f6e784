//===- RelayoutPlanTest.cpp - the relayout planner's choices and prices ---===//
#include "dtc/Analysis/RelayoutPlan.h"
#include "TestContext.h"

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

class RelayoutPlanTest : public test::CompilerTest {
protected:
  RelayoutPlanTest() {
    mesh =
        layout("sharding_specs:unsharded, mesh:|x=2,y=2|*CPU").getInlineMesh();
  }

  /// A layout on the 2x2 mesh: the axes of each dimension, then partial
  /// axes (sums).
  LayoutAttr on(std::vector<std::vector<std::string>> dims,
                std::vector<std::string> partial = {}) {
    auto names = [&](const std::vector<std::string> &axes) {
      SmallVector<StringAttr> out;
      for (const std::string &a : axes)
        out.push_back(StringAttr::get(&ctx, a));
      return out;
    };
    SmallVector<DimShardingAttr> entries;
    for (auto &axes : dims)
      entries.push_back(DimShardingAttr::get(&ctx, names(axes), false));
    return LayoutAttr::get(&ctx, mesh, entries, names(partial),
                           ReductionKind::sum, std::nullopt);
  }

  MeshAttr mesh;
};

TEST_F(RelayoutPlanTest, SameLayoutIsFree) {
  RelayoutPlan plan =
      planRelayout(on({{"x"}, {}}), on({{"x"}, {}}), f32({8, 8}), mesh);
  EXPECT_TRUE(plan.steps.empty());
  EXPECT_EQ(plan.bytes(), 0);
}

// The first bug: a device-order change was priced 0 B but emitted a
// collective_permute. It is one permute of the 4x4 block (64 B).
TEST_F(RelayoutPlanTest, DeviceOrderChangeIsOnePermute) {
  RelayoutPlan plan = planRelayout(on({{"x", "y"}, {}}), on({{"y", "x"}, {}}),
                                   f32({16, 4}), mesh);
  ASSERT_EQ(plan.steps.size(), 1u);
  EXPECT_EQ(plan.steps[0].kind, RelayoutStepKind::Permute);
  EXPECT_EQ(plan.steps[0].permutation, (SmallVector<int64_t>{0, 2, 1, 3}));
  EXPECT_EQ(plan.bytes(), 64);
}

// The second bug: a gather over two axes was priced 2x the local
// size; one all_gather over both takes in the 3 other blocks.
TEST_F(RelayoutPlanTest, GatherOverTwoAxesTakesInThreeBlocks) {
  RelayoutPlan plan =
      planRelayout(on({{"x", "y"}, {}}), on({{}, {}}), f32({16, 4}), mesh);
  ASSERT_EQ(plan.steps.size(), 1u);
  const RelayoutStep &step = plan.steps[0];
  EXPECT_EQ(step.kind, RelayoutStepKind::AllGather);
  EXPECT_EQ(step.axes.size(), 2u);
  EXPECT_EQ(step.dim, 0);
  EXPECT_EQ(step.input, f32({4, 4}));
  EXPECT_EQ(step.result, f32({16, 4}));
  EXPECT_EQ(plan.bytes(), 3 * 64);
}

// Partial sums that shard a dimension next are reduce_scattered, not
// all_reduced and sliced.
TEST_F(RelayoutPlanTest, PartialThenShardedIsReduceScatter) {
  RelayoutPlan plan =
      planRelayout(on({{}, {}}, {"x"}), on({{"x"}, {}}), f32({8, 8}), mesh);
  ASSERT_EQ(plan.steps.size(), 1u);
  EXPECT_EQ(plan.steps[0].kind, RelayoutStepKind::ReduceScatter);
  EXPECT_EQ(plan.steps[0].dim, 0);
  EXPECT_EQ(plan.steps[0].result, f32({4, 8}));
  // (g-1)/g of the 256 B input.
  EXPECT_EQ(plan.bytes(), 128);
}

// An axis moving between dimensions is one all_to_all.
TEST_F(RelayoutPlanTest, AxisMovingDimensionIsAllToAll) {
  RelayoutPlan plan =
      planRelayout(on({{"x"}, {}}), on({{}, {"x"}}), f32({8, 8}), mesh);
  ASSERT_EQ(plan.steps.size(), 1u);
  EXPECT_EQ(plan.steps[0].kind, RelayoutStepKind::AllToAll);
  EXPECT_EQ(plan.steps[0].dim, 1);
  EXPECT_EQ(plan.steps[0].sourceDim, 0);
  EXPECT_EQ(plan.bytes(), 64);
}

// Sharding a replicated value moves nothing.
TEST_F(RelayoutPlanTest, SlicingIsLocal) {
  RelayoutPlan plan =
      planRelayout(on({{}, {}}), on({{"x"}, {"y"}}), f32({8, 8}), mesh);
  ASSERT_FALSE(plan.steps.empty());
  for (const RelayoutStep &step : plan.steps)
    EXPECT_EQ(step.kind, RelayoutStepKind::AllSlice);
  EXPECT_EQ(plan.bytes(), 0);
}

// The bandwidth terms of the runtime's algorithms over g devices.
TEST_F(RelayoutPlanTest, CollectiveBytes) {
  EXPECT_EQ(collectiveBytes(RelayoutStepKind::AllGather, 64, 4), 192);
  EXPECT_EQ(collectiveBytes(RelayoutStepKind::AllReduce, 64, 4), 96);
  EXPECT_EQ(collectiveBytes(RelayoutStepKind::ReduceScatter, 64, 4), 48);
  EXPECT_EQ(collectiveBytes(RelayoutStepKind::AllToAll, 64, 4), 48);
  EXPECT_EQ(collectiveBytes(RelayoutStepKind::Permute, 64, 4), 64);
  EXPECT_EQ(collectiveBytes(RelayoutStepKind::AllSlice, 64, 4), 0);
  EXPECT_EQ(tensorBytes(f32({4, 4})), 64);
}

} // namespace
