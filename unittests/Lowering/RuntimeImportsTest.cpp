//===- RuntimeImportsTest.cpp - the table of runtime functions ------------===//
#include "dtc/Lowering/RuntimeImports.h"
#include "TestContext.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace dtc;

namespace {

using RuntimeImportsTest = test::CompilerTest;

// Every entry of dtc/imports.def has C types the compiler maps, so no pass
// can meet an import it cannot declare.
TEST_F(RuntimeImportsTest, EveryImportHasAnMLIRType) {
  ASSERT_FALSE(runtimeImports().empty());
  for (const RuntimeImport &import : runtimeImports())
    EXPECT_TRUE(succeeded(runtimeImportType(&ctx, import.name)))
        << import.name.str();
}

TEST_F(RuntimeImportsTest, TypesFollowTheCHeader) {
  Type ptr = LLVM::LLVMPointerType::get(&ctx);
  Type i32 = IntegerType::get(&ctx, 32), i64 = IntegerType::get(&ctx, 64);
  FailureOr<FunctionType> allReduce = runtimeImportType(&ctx, "dtc_all_reduce");
  ASSERT_TRUE(succeeded(allReduce));
  EXPECT_EQ(
      *allReduce,
      FunctionType::get(&ctx, {ptr, ptr, i32, ptr, ptr, i64, i32, i32}, {i32}));
  FailureOr<FunctionType> device =
      runtimeImportType(&ctx, "dtc_current_device");
  ASSERT_TRUE(succeeded(device));
  EXPECT_EQ(*device, FunctionType::get(&ctx, {}, {ptr}));
  FailureOr<FunctionType> sgemm = runtimeImportType(&ctx, "dtc_cublas_sgemm");
  ASSERT_TRUE(succeeded(sgemm));
  EXPECT_EQ(sgemm->getNumInputs(), 14u);
  EXPECT_TRUE(sgemm->getInput(6).isF32());
  EXPECT_EQ(sgemm->getNumResults(), 0u);
  EXPECT_TRUE(failed(runtimeImportType(&ctx, "dtc_no_such_function")));
}

TEST_F(RuntimeImportsTest, DeclaredOnce) {
  auto module = parse("module {}");
  ASSERT_TRUE(module);
  SymbolTable symbols(*module);
  func::FuncOp a = declareRuntimeImport(*module, "dtc_broadcast", symbols);
  func::FuncOp b = declareRuntimeImport(*module, "dtc_broadcast", symbols);
  EXPECT_EQ(a, b);
  EXPECT_TRUE(a.isPrivate());
  EXPECT_EQ(llvm::range_size(module->getOps<func::FuncOp>()), 1u);
}

} // namespace
