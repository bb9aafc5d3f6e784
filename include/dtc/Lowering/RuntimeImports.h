//===- RuntimeImports.h - the runtime functions compiled code calls -------===//
//
// The compiler's view of runtime/include/dtc/imports.def, the one table of
// the runtime functions dtc-compiled code calls: passes declare the calls
// they emit from it, so the compiler and the runtime (which declares the
// same table in the files defining them) cannot disagree on a signature.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_LOWERING_RUNTIMEIMPORTS_H
#define DTC_LOWERING_RUNTIMEIMPORTS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace dtc {

/// The runtime's deallocation helper (imports.def), which
/// dtc-lower-deallocations calls with lists of pointers and ownership flags
/// that the host fills and reads.
inline constexpr llvm::StringLiteral kDeallocHelper = "dtc_dealloc_helper";

/// The runtime's dtc_dtype (dtc/runtime.h) for an element type (f32, f64,
/// f16, bf16, i8, i32, i64, i1, complex<f32>; signless integers only), or
/// std::nullopt.
std::optional<int> runtimeDType(mlir::Type elementType);

/// One entry of dtc/imports.def, its C types as written there.
struct RuntimeImport {
  llvm::StringLiteral emitter, result, name, parameters;
};

/// Every entry of the table, in its order.
llvm::ArrayRef<RuntimeImport> runtimeImports();

/// The MLIR type of import `name` (pointers as !llvm.ptr), or failure when
/// the table has no such function or a C type the mapping does not know.
mlir::FailureOr<mlir::FunctionType> runtimeImportType(mlir::MLIRContext *ctx,
                                                      llvm::StringRef name);

/// Import `name`, declared in `module` with the table's signature if it is
/// not there yet (private, at the top). An import missing from the table is
/// a bug of dtc: reported as a fatal error.
mlir::func::FuncOp declareRuntimeImport(mlir::ModuleOp module,
                                        llvm::StringRef name,
                                        mlir::SymbolTable &symbols);

/// A call of import `name` at the builder's point; the arguments must have
/// the table's types (else a fatal error: a bug of dtc).
mlir::func::CallOp callRuntimeImport(mlir::OpBuilder &b, mlir::Location loc,
                                     mlir::ModuleOp module,
                                     mlir::SymbolTable &symbols,
                                     llvm::StringRef name,
                                     mlir::ValueRange args);

} // namespace dtc

#endif // DTC_LOWERING_RUNTIMEIMPORTS_H
