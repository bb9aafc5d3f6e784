//===- RuntimeImports.cpp - the runtime functions compiled code calls -----===//
#include "dtc/Lowering/RuntimeImports.h"
#include "dtc/Dialect/DTensor/IR/DTensorDialect.h"
#include "dtc/runtime.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace dtc;

// The dialect refuses meshes the runtime could not make.
static_assert(dtensor::MeshAttr::kMaxDevices == DTC_MAX_DEVICES,
              "the dialect's and the runtime's mesh limits differ");

std::optional<int> dtc::runtimeDType(Type type) {
  if (type.isF32())
    return DTC_F32;
  if (type.isF64())
    return DTC_F64;
  if (type.isF16())
    return DTC_F16;
  if (type.isBF16())
    return DTC_BF16;
  if (type.isSignlessInteger(8))
    return DTC_I8;
  if (type.isSignlessInteger(32))
    return DTC_I32;
  if (type.isSignlessInteger(64))
    return DTC_I64;
  if (type.isSignlessInteger(1))
    return DTC_BOOL;
  if (auto complex = dyn_cast<ComplexType>(type);
      complex && complex.getElementType().isF32())
    return DTC_C64;
  return std::nullopt;
}

namespace {

#define DTC_IMPORT(EMITTER, RESULT, NAME, PARAMETERS)                          \
  {#EMITTER, #RESULT, #NAME, #PARAMETERS},
constexpr RuntimeImport kImports[] = {
#include "dtc/imports.def"
};

/// The MLIR type of a C type of the table; null for `void` and for types the
/// mapping does not know.
Type mlirType(MLIRContext *ctx, StringRef c) {
  c = c.trim();
  if (c.contains('*'))
    return LLVM::LLVMPointerType::get(ctx);
  c.consume_front("const ");
  c = c.trim();
  if (c == "int" || c == "int32_t" || c == "dtc_dtype" || c == "dtc_reduction")
    return IntegerType::get(ctx, 32);
  if (c == "int64_t" || c == "intptr_t" || c == "size_t")
    return IntegerType::get(ctx, 64);
  if (c == "float")
    return Float32Type::get(ctx);
  if (c == "double")
    return Float64Type::get(ctx);
  return Type();
}

} // namespace

ArrayRef<RuntimeImport> dtc::runtimeImports() { return kImports; }

FailureOr<FunctionType> dtc::runtimeImportType(MLIRContext *ctx,
                                               StringRef name) {
  const RuntimeImport *import = llvm::find_if(
      kImports, [&](const RuntimeImport &i) { return i.name == name; });
  if (import == std::end(kImports))
    return failure();
  // Pointers are the LLVM dialect's.
  ctx->getOrLoadDialect<LLVM::LLVMDialect>();
  SmallVector<Type> results, parameters;
  if (import->result.trim() != "void") {
    Type t = mlirType(ctx, import->result);
    if (!t)
      return failure();
    results.push_back(t);
  }
  StringRef list = import->parameters.trim();
  if (!list.consume_front("(") || !list.consume_back(")"))
    return failure();
  if (list.trim() != "void") {
    SmallVector<StringRef> types;
    list.split(types, ',');
    for (StringRef c : types) {
      Type t = mlirType(ctx, c);
      if (!t)
        return failure();
      parameters.push_back(t);
    }
  }
  return FunctionType::get(ctx, parameters, results);
}

func::FuncOp dtc::declareRuntimeImport(ModuleOp module, StringRef name,
                                       SymbolTable &symbols) {
  if (auto existing = symbols.lookup<func::FuncOp>(name))
    return existing;
  FailureOr<FunctionType> type = runtimeImportType(module.getContext(), name);
  if (failed(type))
    llvm::report_fatal_error("dtc: runtime function '" + name +
                             "' is not in dtc/imports.def (or has a C type the "
                             "compiler does not map)");
  OpBuilder top = OpBuilder::atBlockBegin(module.getBody());
  auto fn = func::FuncOp::create(top, module.getLoc(), name, *type);
  fn.setPrivate();
  symbols.insert(fn);
  return fn;
}

func::CallOp dtc::callRuntimeImport(OpBuilder &b, Location loc, ModuleOp module,
                                    SymbolTable &symbols, StringRef name,
                                    ValueRange args) {
  func::FuncOp fn = declareRuntimeImport(module, name, symbols);
  if (!llvm::equal(fn.getArgumentTypes(), args.getTypes()))
    llvm::report_fatal_error(
        "dtc: a call of '" + name +
        "' does not match its signature in dtc/imports.def");
  return func::CallOp::create(b, loc, fn, args);
}
