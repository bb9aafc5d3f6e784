//===- DataFlowEdgesTest.cpp - values handed on through control flow ------===//
#include "dtc/Analysis/DataFlowEdges.h"
#include "TestContext.h"

using namespace mlir;
using namespace dtc;

namespace {

using DataFlowEdgesTest = test::CompilerTest;

// A loop hands its init to the iteration argument, and to the result
// (it may run no iteration); its yield hands the next value to the
// iteration argument and to the result.
TEST_F(DataFlowEdgesTest, ForLoop) {
  auto module = parse(R"mlir(
    func.func @f(%x: tensor<8xf32>, %n: index) -> tensor<8xf32> {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> tensor<8xf32> {
        %s = arith.addf %acc, %acc : tensor<8xf32>
        scf.yield %s : tensor<8xf32>
      }
      return %r : tensor<8xf32>
    })mlir");
  ASSERT_TRUE(module);
  auto loop = cast<scf::ForOp>(first(*module, "scf.for"));
  EXPECT_TRUE(passesValuesOn(loop));
  EXPECT_FALSE(passesValuesOn(first(*module, "arith.addf")));
  SmallVector<std::pair<Value, Value>> in, on;
  forEachDataFlowEdge(loop, [&](OpOperand &source, Value target) {
    if (isa<RankedTensorType>(source.get().getType()))
      in.push_back({source.get(), target});
  });
  Value init = loop.getInitArgs()[0];
  ASSERT_EQ(in.size(), 2u);
  EXPECT_TRUE(llvm::is_contained(
      in, std::make_pair(init, Value(loop.getRegionIterArgs()[0]))));
  EXPECT_TRUE(
      llvm::is_contained(in, std::make_pair(init, Value(loop.getResult(0)))));
  Operation *yield = loop.getBody()->getTerminator();
  EXPECT_TRUE(isControlFlow(yield));
  forEachDataFlowEdge(yield, [&](OpOperand &source, Value target) {
    on.push_back({source.get(), target});
  });
  ASSERT_EQ(on.size(), 2u);
  EXPECT_TRUE(llvm::is_contained(
      on, std::make_pair(yield->getOperand(0), Value(loop.getResult(0)))));
  EXPECT_TRUE(llvm::is_contained(
      on, std::make_pair(yield->getOperand(0),
                         Value(loop.getRegionIterArgs()[0]))));
}

} // namespace
