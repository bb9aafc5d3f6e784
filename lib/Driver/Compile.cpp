//===- Compile.cpp - from a .mlir file to a native executable -------------===//
#include "dtc/Conversion/Passes.h"
#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "dtc/Driver/Driver.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;

#ifndef DTC_RUNTIME_LIB_DIR
#error "DTC_RUNTIME_LIB_DIR must name the directory of the runtime libraries"
#endif

namespace {

constexpr llvm::StringLiteral kSymbolPrefix = "dtc_fn_";

/// Gives every function with a body a prefixed symbol (a program's `main`
/// must not collide with the launcher's) and asks for C-interface wrappers on
/// entries. Returns the entries' new names, in order. Functions first move to
/// temporary names, so a new name never captures the uses of another
/// function that already had it.
FailureOr<SmallVector<std::string>> renameFunctions(ModuleOp module,
                                                    ArrayRef<std::string> entries) {
  MLIRContext *ctx = module.getContext();
  SymbolTable symbols(module);
  SmallVector<std::pair<func::FuncOp, std::string>> renamed;
  llvm::StringSet<> taken;
  for (Operation &op : module.getBody()->getOperations())
    if (auto name = op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()))
      taken.insert(name.getValue());
  unsigned counter = 0;
  auto fresh = [&](StringRef base) {
    std::string name = base.str();
    while (taken.contains(name))
      name = (base + "_" + Twine(counter++)).str();
    taken.insert(name);
    return name;
  };
  auto rename = [&](func::FuncOp func, StringRef name) {
    auto attr = StringAttr::get(ctx, name);
    if (failed(SymbolTable::replaceAllSymbolUses(func, attr, module)))
      return failure();
    func.setSymName(attr);
    return success();
  };
  for (auto func : llvm::to_vector(module.getOps<func::FuncOp>())) {
    if (func.isDeclaration())
      continue;
    std::string original = func.getSymName().str();
    if (failed(rename(func, fresh("__dtc_rename"))))
      return func.emitError() << "cannot rename '" << original << "'";
    renamed.push_back({func, original});
  }
  SmallVector<std::string> entryNames(entries.size());
  for (auto &[func, original] : renamed) {
    std::string name = fresh((kSymbolPrefix + original).str());
    if (failed(rename(func, name)))
      return func.emitError() << "cannot rename '" << original << "'";
    const auto *it = llvm::find(entries, original);
    if (it != entries.end()) {
      func->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                    UnitAttr::get(ctx));
      entryNames[it - entries.begin()] = name;
    }
  }
  return entryNames;
}

/// Symbols dtc adds to every program.
LogicalResult checkReservedSymbols(ModuleOp module) {
  for (Operation &op : module.getBody()->getOperations())
    if (auto name = op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()))
      if (name.getValue().starts_with("__dtc_"))
        return op.emitError() << "symbol '" << name.getValue()
                              << "' is reserved by dtc (names starting with "
                                 "'__dtc_')";
  return success();
}

/// Adds `__dtc_program` (the descriptor) and `__dtc_entries` (the wrappers'
/// addresses) to the lowered module.
void addProgramGlobals(ModuleOp module, StringRef descriptor,
                       ArrayRef<std::string> entries) {
  MLIRContext *ctx = module.getContext();
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  Location loc = module.getLoc();
  std::string text = descriptor.str();
  text.push_back('\0');
  auto charArray = LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8), text.size());
  LLVM::GlobalOp::create(b, loc, charArray, /*isConstant=*/true,
                         LLVM::Linkage::External, "__dtc_program",
                         b.getStringAttr(text));
  Type ptr = LLVM::LLVMPointerType::get(ctx);
  auto table = LLVM::LLVMArrayType::get(ptr, entries.size());
  auto global = LLVM::GlobalOp::create(b, loc, table, /*isConstant=*/true,
                                       LLVM::Linkage::External,
                                       "__dtc_entries", Attribute());
  Block *init = b.createBlock(&global.getInitializerRegion());
  b.setInsertionPointToStart(init);
  Value array = LLVM::UndefOp::create(b, loc, table);
  for (auto [i, name] : llvm::enumerate(entries)) {
    Value address =
        LLVM::AddressOfOp::create(b, loc, ptr, "_mlir_ciface_" + name);
    array = LLVM::InsertValueOp::create(b, loc, array, address, i);
  }
  LLVM::ReturnOp::create(b, loc, array);
}

std::unique_ptr<llvm::TargetMachine> hostMachine(std::string &error) {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  llvm::Triple triple(llvm::sys::getProcessTriple());
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return nullptr;
  std::string features;
  for (auto &f : llvm::sys::getHostCPUFeatures())
    features += (f.second ? "+" : "-") + f.first().str() + ",";
  return std::unique_ptr<llvm::TargetMachine>(target->createTargetMachine(
      triple, llvm::sys::getHostCPUName(), features, llvm::TargetOptions(),
      llvm::Reloc::PIC_, std::nullopt, llvm::CodeGenOptLevel::Aggressive));
}

int error(const llvm::Twine &message) {
  llvm::errs() << "dtc: error: " << message << "\n";
  return 1;
}

/// The lowering pipeline for the program's devices; for GPUs, checks the
/// architecture and that the toolkit's ptxas is there.
FailureOr<std::string> loweringPipeline(bool gpu,
                                        const dtc::CompileOptions &options) {
  if (options.emulateGpuKernels) {
    if (gpu) {
      error("--emulate-gpu-kernels runs the kernels on the host: the "
            "program's mesh must have CPU devices");
      return failure();
    }
    return std::string("dtc-gpu-lowering{emulate}");
  }
  if (!gpu)
    return std::string("dtc-cpu-lowering{runtime-allocator}");
  llvm::StringRef arch = options.gpuArch;
  unsigned number = 0;
  llvm::StringRef digits = arch.drop_front(3);
  digits.consume_back("a");
  if (!arch.starts_with("sm_") || digits.getAsInteger(10, number) ||
      number < 75) {
    error("--gpu-arch " + arch +
          ": expected an NVIDIA architecture sm_75 or newer (e.g. sm_80, "
          "sm_90, sm_90a)");
    return failure();
  }
  std::string toolkit = options.cudaToolkit.empty() ? DTC_DEFAULT_CUDA_TOOLKIT
                                                    : options.cudaToolkit;
  llvm::SmallString<128> ptxas(toolkit);
  llvm::sys::path::append(ptxas, "bin", "ptxas");
  if (!llvm::sys::fs::can_execute(ptxas)) {
    error("this program runs on GPUs; compiling its kernels needs the CUDA "
          "toolkit's ptxas, which is not at " + ptxas +
          " (--cuda-toolkit DIR names the toolkit)");
    return failure();
  }
  // The oldest PTX ISA that knows the architecture (LLVM defaults to 6.0).
  const char *ptx = number >= 120 ? "+ptx87" : number >= 100 ? "+ptx86"
                                                             : "+ptx80";
  return ("dtc-gpu-lowering{chip=" + arch + " features=" + ptx +
          " toolkit=" + toolkit + "}")
      .str();
}

/// Links `object` with the launcher and runtime into `output`, through a
/// temporary so that a failed link leaves nothing behind.
int link(StringRef object, StringRef output) {
  llvm::ErrorOr<std::string> cxx = llvm::sys::findProgramByName("c++");
  if (!cxx)
    cxx = llvm::sys::findProgramByName("g++");
  if (!cxx)
    return error("no C++ linker driver (c++ or g++) on PATH");
  std::string temp = (output + ".dtc-link").str();
  std::string launcher = DTC_RUNTIME_LIB_DIR "/libdtc_launcher.a";
  std::string runtime = DTC_RUNTIME_LIB_DIR "/libdtc_runtime.a";
  SmallVector<StringRef> args = {*cxx, object, "-o", temp, launcher, runtime,
                                 "-lopenblas", "-lpthread", "-ldl", "-lm"};
  std::string message;
  int rc = llvm::sys::ExecuteAndWait(*cxx, args, std::nullopt, {}, 0, 0,
                                     &message);
  if (rc != 0) {
    llvm::sys::fs::remove(temp);
    return error("linking failed" + (message.empty() ? "" : ": " + message));
  }
  if (std::error_code ec = llvm::sys::fs::rename(temp, output)) {
    llvm::sys::fs::remove(temp);
    return error("cannot write " + output + ": " + ec.message());
  }
  return 0;
}

} // namespace

int dtc::compileToExecutable(const CompileOptions &options) {
  // The lowering pipeline is assembled from registered passes.
  registerAllPasses();
  dtc::registerDTCConversionPasses();
  dtc::registerCPULoweringPipeline();
  dtc::registerGPULoweringPipeline();

  DefaultTimingManager tm;
  tm.setEnabled(options.timing);
  TimingScope total = tm.getRootScope();

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registry.insert<dtensor::DTensorDialect>();
  // Builtin and LLVM, plus GPU and NVVM for kernels and their embedding.
  registerAllGPUToLLVMIRTranslations(registry);
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();
  ctx.printOpOnDiagnostic(false);

  if (llvm::sys::fs::equivalent(options.input, options.output))
    return error("the executable would overwrite its source " + options.input);

  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &ctx);
  TimingScope parseTimer = total.nest("parse");
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(options.input, sourceMgr, ParserConfig(&ctx));
  if (!module)
    return 1;
  parseTimer.stop();

  TimingScope importTimer =
      total.nest("layouts: import, propagate, partition, optimize");
  PassManager importPm(&ctx);
  importPm.enableTiming(importTimer);
  importPm.addPass(dtc::createImportTFLayouts());
  importPm.addPass(dtc::createPropagateLayouts());
  importPm.addPass(dtc::createPartition());
  // Collective optimizations, each undoing a pattern partitioning leaves.
  importPm.addPass(dtc::createFoldGatherSlice());
  importPm.addPass(dtc::createSinkAllReduce());
  importPm.addPass(dtc::createAllReduceToReduceScatter());
  importPm.addPass(dtc::createCombineAllReduces());
  if (options.commReport)
    importPm.addPass(dtc::createCommReport());
  if (failed(importPm.run(*module)))
    return 1;
  importTimer.stop();

  SmallVector<std::string> entries;
  bool gpu = false;
  FailureOr<std::string> descriptor = describeEntries(*module, entries, gpu);
  if (failed(descriptor) || failed(checkReservedSymbols(*module)))
    return 1;
  FailureOr<std::string> pipeline = loweringPipeline(gpu, options);
  if (failed(pipeline))
    return 1;
  FailureOr<SmallVector<std::string>> entrySymbols =
      renameFunctions(*module, entries);
  if (failed(entrySymbols))
    return 1;

  TimingScope lowerTimer = total.nest("lower to LLVM dialect");
  PassManager pm(&ctx);
  pm.enableTiming(lowerTimer);
  pm.addPass(dtc::createConvertDTensorToRuntime());
  if (failed(parsePassPipeline(*pipeline, pm)) || failed(pm.run(*module)))
    return 1;
  lowerTimer.stop();
  addProgramGlobals(*module, *descriptor, *entrySymbols);

  TimingScope translateTimer = total.nest("translate to LLVM IR");
  llvm::LLVMContext llvmCtx;
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(*module, llvmCtx, "dtc");
  if (!llvmModule)
    return error("translation to LLVM IR failed");
  translateTimer.stop();

  TimingScope codegenTimer = total.nest("optimize and generate code");
  std::string targetError;
  std::unique_ptr<llvm::TargetMachine> machine = hostMachine(targetError);
  if (!machine)
    return error("no code generator for this host: " + targetError);
  llvmModule->setDataLayout(machine->createDataLayout());
  llvmModule->setTargetTriple(machine->getTargetTriple());
  if (llvm::Error err =
          makeOptimizingTransformer(3, 0, machine.get())(llvmModule.get()))
    return error("LLVM optimization failed: " +
                 llvm::toString(std::move(err)));
  llvm::SmallString<128> objectPath;
  int fd;
  if (llvm::sys::fs::createTemporaryFile("dtc", "o", fd, objectPath))
    return error("cannot create a temporary object file");
  llvm::FileRemover removeObject(objectPath);
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    llvm::legacy::PassManager codegen;
    if (machine->addPassesToEmitFile(codegen, os, nullptr,
                                     llvm::CodeGenFileType::ObjectFile))
      return error("the target cannot emit object files");
    codegen.run(*llvmModule);
    os.flush();
    if (os.has_error()) {
      std::string message = os.error().message();
      os.clear_error();
      return error("cannot write the object file: " + message);
    }
  }
  codegenTimer.stop();

  TimingScope linkTimer = total.nest("link");
  return link(objectPath, options.output);
}
