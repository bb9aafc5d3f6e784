//===- TestContext.h - an MLIR context for the compiler's unit tests ------===//
#ifndef DTC_UNITTESTS_TESTCONTEXT_H
#define DTC_UNITTESTS_TESTCONTEXT_H

#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "dtc/Dialect/DTensor/IR/TFSpelling.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

namespace dtc::test {

/// A context with the dialects dtc's programs use; parse errors fail the
/// test that caused them.
class CompilerTest : public ::testing::Test {
protected:
  CompilerTest() {
    ctx.loadDialect<dtensor::DTensorDialect, mlir::arith::ArithDialect,
                    mlir::func::FuncDialect, mlir::linalg::LinalgDialect,
                    mlir::LLVM::LLVMDialect, mlir::scf::SCFDialect,
                    mlir::tensor::TensorDialect>();
    ctx.getDiagEngine().registerHandler([](mlir::Diagnostic &d) {
      ADD_FAILURE() << d.str();
      return mlir::success();
    });
  }

  /// A layout in TF DTensor's spelling (its mesh inline).
  dtensor::LayoutAttr layout(llvm::StringRef tf) {
    auto parsed = dtensor::parseTFLayout(
        &ctx, tf, [&] { return mlir::emitError(mlir::UnknownLoc::get(&ctx)); });
    return mlir::succeeded(parsed) ? *parsed : dtensor::LayoutAttr();
  }

  mlir::RankedTensorType f32(llvm::ArrayRef<int64_t> shape) {
    return mlir::RankedTensorType::get(shape, mlir::Float32Type::get(&ctx));
  }

  mlir::OwningOpRef<mlir::ModuleOp> parse(llvm::StringRef source) {
    return mlir::parseSourceString<mlir::ModuleOp>(source, &ctx);
  }

  /// The first op named `name` in `module`.
  static mlir::Operation *first(mlir::ModuleOp module, llvm::StringRef name) {
    mlir::Operation *found = nullptr;
    module.walk([&](mlir::Operation *op) {
      if (!found && op->getName().getStringRef() == name)
        found = op;
    });
    return found;
  }

  mlir::MLIRContext ctx;
};

} // namespace dtc::test

#endif // DTC_UNITTESTS_TESTCONTEXT_H
