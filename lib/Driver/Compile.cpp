//===- Compile.cpp - from a .mlir file to a native executable -------------===//
#include "dtc/Dialect/DTensor/IR/DTensorOps.h"
#include "dtc/Driver/Driver.h"
#include "dtc/Lowering/Passes.h"
#include "dtc/Pipelines/Pipelines.h"
#include "dtc/Support/ParseCrashGuard.h"
#include "dtc/executable.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Target/TargetMachine.h"

#include "llvm/TargetParser/Host.h"

using namespace mlir;

namespace {

/// The stages after the global-to-local pipeline's (dtc::compileStages).
constexpr llvm::StringLiteral kEntriesStage = "entries",
                              kRuntimeStage = "runtime", kLowerStage = "lower";

/// The suffix of the symbols of a program's host code (its CPU devices'
/// when it has GPU meshes) in the module of its GPU code.
constexpr llvm::StringLiteral kHostSuffix = ".host";

/// Adds the descriptor (DTC_PROGRAM_SYMBOL), the wrappers' addresses
/// (DTC_ENTRIES_SYMBOL) and those of the host code's wrappers
/// (DTC_HOST_ENTRIES_SYMBOL, the same when the program has no separate host
/// code) to the lowered module; for the crash tests' programs
/// (`faultInjection`), DTC_FAULT_INJECTION_SYMBOL.
void addProgramGlobals(ModuleOp module, StringRef descriptor,
                       ArrayRef<std::string> entries, bool hostCode,
                       bool faultInjection) {
  MLIRContext *ctx = module.getContext();
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  Location loc = module.getLoc();
  std::string text = descriptor.str();
  text.push_back('\0');
  auto charArray =
      LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8), text.size());
  LLVM::GlobalOp::create(b, loc, charArray, /*isConstant=*/true,
                         LLVM::Linkage::External, DTC_PROGRAM_SYMBOL,
                         b.getStringAttr(text));
  if (faultInjection)
    LLVM::GlobalOp::create(b, loc, IntegerType::get(ctx, 32),
                           /*isConstant=*/true, LLVM::Linkage::External,
                           DTC_FAULT_INJECTION_SYMBOL, b.getI32IntegerAttr(1));
  Type ptr = LLVM::LLVMPointerType::get(ctx);
  auto table = LLVM::LLVMArrayType::get(ptr, entries.size());
  for (bool host : {false, true}) {
    b.setInsertionPointToEnd(module.getBody());
    auto global = LLVM::GlobalOp::create(
        b, loc, table, /*isConstant=*/true, LLVM::Linkage::External,
        host ? DTC_HOST_ENTRIES_SYMBOL : DTC_ENTRIES_SYMBOL, Attribute());
    Block *init = b.createBlock(&global.getInitializerRegion());
    b.setInsertionPointToStart(init);
    Value array = LLVM::UndefOp::create(b, loc, table);
    for (auto [i, name] : llvm::enumerate(entries)) {
      std::string symbol = "_mlir_ciface_" + name;
      if (host && hostCode)
        symbol += kHostSuffix;
      Value address = LLVM::AddressOfOp::create(b, loc, ptr, symbol);
      array = LLVM::InsertValueOp::create(b, loc, array, address, i);
    }
    LLVM::ReturnOp::create(b, loc, array);
  }
}

/// Moves the lowered host code `host` into `module` (the GPU code of the
/// same program): its definitions renamed with kHostSuffix, its
/// declarations kept where `module` lacks them.
LogicalResult mergeHostCode(ModuleOp module, ModuleOp host) {
  SymbolTable symbols(module);
  SmallVector<std::pair<Operation *, StringAttr>> renames;
  for (Operation &op : host.getBody()->getOperations()) {
    auto name = op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
    if (!name)
      continue;
    auto func = dyn_cast<LLVM::LLVMFuncOp>(op);
    if (func && func.isExternal())
      continue;
    renames.push_back({&op, StringAttr::get(module.getContext(),
                                            name.getValue() + kHostSuffix)});
  }
  for (auto [op, name] : renames) {
    if (failed(SymbolTable::replaceAllSymbolUses(op, name, host)))
      return op->emitError() << "cannot rename the host code's symbol";
    SymbolTable::setSymbolName(op, name);
  }
  for (Operation &op :
       llvm::make_early_inc_range(host.getBody()->getOperations())) {
    auto name = op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
    if (name && symbols.lookup(name)) {
      auto func = dyn_cast<LLVM::LLVMFuncOp>(op);
      auto other = symbols.lookup<LLVM::LLVMFuncOp>(name);
      if (!func || !other || func.getFunctionType() != other.getFunctionType())
        return op.emitError() << "the host code declares @" << name.getValue()
                              << " unlike the GPU code";
      continue;
    }
    op.moveBefore(module.getBody(), module.getBody()->end());
  }
  return success();
}

/// Turns off the code generator's loop strength reduction (LLVM's
/// `-disable-lsr`, which has no API): it is a large share of code
/// generation, and the vectorized loops of a program, with one induction
/// variable each, have nothing for it to reduce (bench/elementwise.py
/// times them).
void skipLoopStrengthReduction() {
  auto &options = llvm::cl::getRegisteredOptions();
  auto it = options.find("disable-lsr");
  if (it != options.end())
    static_cast<llvm::cl::opt<bool> *>(it->second)->setValue(true);
}

/// The code generator for the host code: for `compile.hostCpu` (or, when
/// native, this machine's CPU and all its features). Null with `error` set
/// when there is none or LLVM does not know the CPU.
std::unique_ptr<llvm::TargetMachine>
hostMachine(const dtc::CompileOptions &compile, std::string &error) {
  skipLoopStrengthReduction();
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  llvm::Triple triple(llvm::sys::getProcessTriple());
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target) {
    error = "no code generator for this host: " + error;
    return nullptr;
  }
  std::string features;
  llvm::StringRef cpu = compile.hostCpu;
  if (compile.nativeHostCpu()) {
    cpu = llvm::sys::getHostCPUName();
    features = dtc::hostCpuFeatures();
  } else {
    // Asked of the target's CPU table, without making a subtarget of an
    // unknown CPU (LLVM warns on stderr for that).
    std::unique_ptr<llvm::MCSubtargetInfo> info(
        target->createMCSubtargetInfo(triple, "", ""));
    if (!info || !info->isCPUStringValid(cpu)) {
      error =
          ("--host-cpu " + cpu + ": not a CPU LLVM knows for " + triple.str() +
           " (e.g. x86-64-v2, x86-64-v3, x86-64-v4, skylake-avx512, znver4, "
           "native)")
              .str();
      return nullptr;
    }
  }
  // Constructors in .init_array, which the dynamic loader runs. LLVM's
  // default is .ctors, which nothing runs in a program linked by lld: a GPU
  // program's module-load constructor (gpu.binary's) never ran, and its
  // first kernel launch crashed on a null module.
  llvm::TargetOptions options;
  options.UseInitArray = true;
  return std::unique_ptr<llvm::TargetMachine>(target->createTargetMachine(
      triple, cpu, features, options, llvm::Reloc::PIC_, std::nullopt,
      llvm::CodeGenOptLevel::Aggressive));
}

/// The descriptor's `cpu` line for the code `machine` generates: its CPU
/// and the instruction-set features of DTC_X86_CPU_FEATURES it has, which
/// the launcher checks before it runs the program.
std::string cpuLine(const llvm::TargetMachine &machine) {
  const llvm::MCSubtargetInfo *info = machine.getMCSubtargetInfo();
  llvm::SmallVector<llvm::StringRef> needs;
  if (machine.getTargetTriple().isX86()) {
#define DTC_NEEDS(name)                                                        \
  if (info->checkFeatures("+" name))                                           \
    needs.push_back(name);
    DTC_X86_CPU_FEATURES(DTC_NEEDS)
#undef DTC_NEEDS
  }
  std::string line = "cpu " + machine.getTargetCPU().str() + " needs " +
                     std::to_string(needs.size());
  for (llvm::StringRef f : needs)
    line += " " + f.str();
  return line;
}

/// On a host with AVX-512, lets LLVM's vectorizers use 512-bit vectors.
/// They default to 256 bits on these CPUs (older ones lowered their clock
/// for 512-bit code); the loops of elementwise and reduction chains are
/// compute-bound in their polynomial math, which wider vectors do in fewer
/// instructions (bench/elementwise.py).
/// `--vector-width 256` keeps LLVM's default.
void preferWideVectors(llvm::Module &module, llvm::TargetMachine &machine,
                       unsigned width) {
  if (!machine.getTargetFeatureString().contains("+avx512f") || width != 512)
    return;
  for (llvm::Function &f : module)
    if (!f.isDeclaration())
      f.addFnAttr("prefer-vector-width", "512");
}

/// The LLVM passes a program's module gets, for `machine`. MLIR has already
/// fused, bufferized and lowered it: what LLVM adds is the entries' bodies
/// inlined into their wrappers (inlineEntriesIntoWrappers), cleanup (SROA,
/// early CSE, instcombine, simplifycfg, GVN), loop canonicalization and
/// invariant motion for the vectorizers, and the loop and SLP vectorizers
/// (interleaving, no unrolling). -O3's per-module pipeline (the inliner's
/// CGSCC walk, unrolling, a second round of function simplification, ...)
/// costs about twice this list's compile time for the same run times
/// (bench/mlp_vs_jax.py, bench/elementwise.py, bench/real_programs.py).
/// Loop unrolling stays off: a program's loops have constant trip counts
/// (its shard shapes are static), and unrolling them fully multiplies the
/// code twentyfold, and the compile time with it, where the vectorized,
/// interleaved loops run as fast.
constexpr const char *kHostPasses =
    "always-inline,function(sroa,early-cse<memssa>,simplifycfg,instcombine<no-"
    "verify-fixpoint>,"
    "loop(loop-rotate),loop-mssa(licm<allowspeculation>),gvn,"
    "loop(indvars,loop-deletion),loop-mssa(licm),loop-vectorize,loop-load-elim,"
    "instcombine<no-verify-fixpoint>,simplifycfg,slp-vectorizer,vector-combine,"
    "instcombine<no-verify-fixpoint>,loop-mssa(licm),early-cse)";

/// Makes each entry's body part of its C-interface wrapper, the only symbol
/// the launcher calls: the body becomes internal and always inlined, so the
/// wrapper does not pass every memref descriptor as 5 + 2 x rank scalars to
/// a function that takes them apart again (dozens of arguments for an MLP,
/// whose call and prologue instruction selection would otherwise spend a
/// good part of code generation on).
void inlineEntriesIntoWrappers(llvm::Module &module) {
  for (llvm::Function &wrapper : module) {
    llvm::StringRef name = wrapper.getName();
    if (wrapper.isDeclaration() || !name.consume_front("_mlir_ciface_"))
      continue;
    llvm::Function *body = module.getFunction(name);
    if (!body || body->isDeclaration())
      continue;
    body->setLinkage(llvm::GlobalValue::InternalLinkage);
    body->addFnAttr(llvm::Attribute::AlwaysInline);
  }
}

/// libmvec's variants that dtc adds to LLVM's table of them (which has the
/// SSE and AVX2 variants of sin, cos, tan, exp, log and pow): the AVX-512
/// ones of sin, cos and log, and every one of atan and log2. Each entry is
/// an ISA letter of the vector function ABI ('b' SSE, 'd' AVX2, 'e'
/// AVX-512), the f32 lanes of its registers, and a function.
const struct {
  char isa;
  unsigned lanes;
  const char *function;
} kLibmvecVariants[] = {
    {'b', 4, "atan"}, {'b', 4, "log2"},  {'d', 8, "atan"},
    {'d', 8, "log2"}, {'e', 16, "sin"},  {'e', 16, "cos"},
    {'e', 16, "log"}, {'e', 16, "atan"}, {'e', 16, "log2"},
};

/// What LLVM may assume of the library functions for `machine`'s code, the
/// optimizer and the code generator alike: on x86-64 Linux, that glibc's
/// vector math library, libmvec, is there (a program that calls it depends
/// on it: lib/Driver/Link.cpp), so the
/// loop vectorizer turns a loop of sin, cos, log, atan or log2 into calls
/// that take 16, 8 or 4 elements each (within 2 ulp in f32:
/// test/e2e/numerics/math-accuracy.mlir) instead of a call per element. Not for
/// a CPU with AVX but not AVX2, whose 8-wide loops would call AVX2 code.
std::unique_ptr<llvm::TargetLibraryInfoImpl>
hostLibrary(const llvm::TargetMachine &machine) {
  const llvm::Triple &triple = machine.getTargetTriple();
  const llvm::MCSubtargetInfo &features = *machine.getMCSubtargetInfo();
  const bool avx2 = features.checkFeatures("+avx2");
  const bool libmvec = triple.getArch() == llvm::Triple::x86_64 &&
                       triple.isOSLinux() && triple.isGNUEnvironment() &&
                       (avx2 || !features.checkFeatures("+avx"));
  auto library = std::make_unique<llvm::TargetLibraryInfoImpl>(
      triple,
      libmvec ? llvm::VectorLibrary::LIBMVEC : llvm::VectorLibrary::NoLibrary);
  if (!libmvec)
    return library;
  // The names, made once: a VecDesc refers to them.
  struct Variant {
    std::string scalar, vector, prefix;
    char isa;
    unsigned lanes;
  };
  static const std::vector<Variant> variants = [] {
    std::vector<Variant> all;
    for (const auto &entry : kLibmvecVariants)
      for (bool f32 : {true, false}) {
        const unsigned lanes = f32 ? entry.lanes : entry.lanes / 2;
        const std::string n = std::to_string(lanes), suffix = f32 ? "f" : "";
        const std::string function = entry.function;
        const std::string vector = std::string("_ZGV") + entry.isa + "N" + n +
                                   "v_" + function + suffix;
        const std::string prefix = "_ZGV_LLVM_N" + n + "v";
        all.push_back({function + suffix, vector, prefix, entry.isa, lanes});
        all.push_back({"llvm." + function + (f32 ? ".f32" : ".f64"), vector,
                       prefix, entry.isa, lanes});
      }
    return all;
  }();
  const bool avx512 = features.checkFeatures("+avx512f");
  llvm::SmallVector<llvm::VecDesc> functions;
  for (const Variant &v : variants)
    if ((v.isa != 'd' || avx2) && (v.isa != 'e' || avx512))
      functions.emplace_back(v.scalar, v.vector,
                             llvm::ElementCount::getFixed(v.lanes),
                             /*Masked=*/false, v.prefix, std::nullopt);
  library->addVectorizableFunctions(functions);
  return library;
}

void optimize(llvm::Module &module, llvm::TargetMachine &machine,
              const llvm::TargetLibraryInfoImpl &library) {
  llvm::PipelineTuningOptions tuning;
  tuning.LoopUnrolling = false;
  tuning.LoopInterleaving = true;
  tuning.LoopVectorization = true;
  tuning.SLPVectorization = true;
  llvm::PassBuilder builder(&machine, tuning);
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager sccs;
  llvm::ModuleAnalysisManager modules;
  functions.registerPass([&] { return llvm::TargetLibraryAnalysis(library); });
  builder.registerModuleAnalyses(modules);
  builder.registerCGSCCAnalyses(sccs);
  builder.registerFunctionAnalyses(functions);
  builder.registerLoopAnalyses(loops);
  builder.crossRegisterProxies(loops, functions, sccs, modules);
  llvm::ModulePassManager passes;
  if (llvm::Error err = builder.parsePassPipeline(passes, kHostPasses))
    llvm::report_fatal_error(
        llvm::Twine("dtc's LLVM pass list does not parse: ") +
        llvm::toString(std::move(err)));
  passes.run(module, modules);
}

int error(const llvm::Twine &message) {
  llvm::errs() << "dtc: error: " << message << "\n";
  return 1;
}

/// Adds a named pipeline with `options` to `pm`, and its textual form to `os`.
template <typename Options>
LogicalResult addNamed(OpPassManager &pm, StringRef name,
                       void (*build)(OpPassManager &, const Options &),
                       const Options &options, raw_ostream &os) {
  build(pm, options);
  os << name;
  options.print(os);
  return success();
}

/// Sets the host code's lowering options: dtc's allocator, and what
/// `machine`'s features allow (fused multiply-adds; AVX-512's vscalefps,
/// an f32 exp's scaling).
/// The CPU lowering of host code that `machine` compiles into a dtc
/// executable (buffers through dtc's runtime).
void setHostLowering(const llvm::TargetMachine &machine,
                     dtc::CPULoweringOptions &lowering) {
  dtc::HostTarget host = dtc::HostTarget::of(machine);
  lowering.runtimeAllocator = true;
  lowering.fma = host.fma;
  lowering.scalef = host.scalef;
}

/// Adds the lowering pipeline for the program's devices to `pm`, and says
/// in `replay` how dtc-opt runs it; for GPUs, checks the architecture and
/// that the toolkit's ptxas is there. `machine`: the host code's target.
LogicalResult addLowering(OpPassManager &pm, bool gpu,
                          const llvm::TargetMachine &machine,
                          const dtc::CompileOptions &options,
                          std::string &replay) {
  llvm::raw_string_ostream os(replay);
  if (options.emulateGpuKernels) {
    dtc::GPULoweringOptions lowering;
    lowering.emulate = true;
    return addNamed(pm, "dtc-gpu-lowering", dtc::buildGPULoweringPipeline,
                    lowering, os);
  }
  if (!gpu) {
    dtc::CPULoweringOptions lowering;
    setHostLowering(machine, lowering);
    return addNamed(pm, "dtc-cpu-lowering", dtc::buildCPULoweringPipeline,
                    lowering, os);
  }
  llvm::Expected<dtc::GpuTarget> target =
      dtc::GpuTarget::get(options.gpuArch, options.cudaToolkit);
  if (!target) {
    error(llvm::toString(target.takeError()));
    return failure();
  }
  dtc::GPULoweringOptions lowering;
  lowering.chip = target->chip;
  lowering.features = target->ptxFeatures;
  lowering.toolkit = target->toolkit;
  return addNamed(pm, "dtc-gpu-lowering", dtc::buildGPULoweringPipeline,
                  lowering, os);
}

/// Runs one stage of the compilation, timed, and prints the IR after it
/// when asked, headed by the dtc-opt pipeline that replays the stage.
class StageRunner {
public:
  StageRunner(MLIRContext &ctx, ModuleOp module, TimingScope &total,
              const dtc::CompileOptions &options)
      : ctx(ctx), module(module), total(total), options(options) {}

  /// Runs the passes `build` adds as stage `name`. What `build` writes to
  /// its string, if anything, is printed as the replay instead of the
  /// passes' own textual pipeline (a named pipeline reads better).
  LogicalResult
  run(StringRef name,
      function_ref<LogicalResult(OpPassManager &, std::string &)> build) {
    TimingScope timer = total.nest(name);
    auto pm = PassManager::on<ModuleOp>(&ctx);
    // The IR is verified once, after the stage, not after each of its
    // passes, which would be a tenth of a small program's compile.
    // dtc-opt replays a stage verifying after every pass, which names the
    // pass at fault.
    pm.enableVerifier(false);
    pm.enableTiming(timer);
    std::string named;
    if (failed(build(pm, named)) || failed(pm.run(module)))
      return failure();
    // The dtc-opt pipeline that replays the stage, printed only when asked
    // for or when the stage went wrong.
    auto replay = [&] {
      if (!named.empty())
        return "builtin.module(" + named + ")";
      std::string text;
      llvm::raw_string_ostream os(text);
      pm.printAsTextualPipeline(os);
      return text;
    };
    if (failed(verify(module))) {
      emitError(module.getLoc())
          << "internal error: the IR after stage '" << name
          << "' does not verify (above); dtc-opt --pass-pipeline='" << replay()
          << "' on the IR before it (--dump-after) names the pass";
      return failure();
    }
    timer.stop();
    if (llvm::is_contained(options.dumpAfter, name)) {
      llvm::outs() << "// dtc: IR after stage '" << name
                   << "'; from the IR before it, dtc-opt --pass-pipeline='"
                   << replay() << "' replays it\n";
      module.print(llvm::outs());
      llvm::outs() << "\n";
    }
    return success();
  }

private:
  MLIRContext &ctx;
  ModuleOp module;
  TimingScope &total;
  const dtc::CompileOptions &options;
};

} // namespace

std::vector<std::string> dtc::compileStages() {
  std::vector<std::string> names;
  for (const Stage &stage : globalToLocalStages())
    names.push_back(stage.name.str());
  for (StringRef name : {kEntriesStage, kRuntimeStage, kLowerStage})
    names.push_back(name.str());
  return names;
}

int dtc::compileToExecutable(const CompileOptions &options) {
  DefaultTimingManager tm;
  tm.setEnabled(options.timing);
  TimingScope total = tm.getRootScope();

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registry.insert<dtensor::DTensorDialect>();
  // Builtin and LLVM, plus GPU and NVVM for kernels and their embedding.
  registerAllGPUToLLVMIRTranslations(registry);
  // Dialects load when the parser or a pass first needs them: loading all
  // of them up front would cost every compilation more than a small
  // program's passes. One thread: a program's passes and functions are
  // small next to what a thread pool costs to start and to wake.
  MLIRContext ctx(registry, MLIRContext::Threading::DISABLED);
  ctx.printOpOnDiagnostic(false);

  if (llvm::sys::fs::equivalent(options.input, options.output))
    return error("the executable would overwrite its source " + options.input);

  TimingScope machineTimer = total.nest("target machine");
  std::string targetError;
  std::unique_ptr<llvm::TargetMachine> machine =
      hostMachine(options, targetError);
  if (!machine)
    return error(targetError);
  machineTimer.stop();

  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &ctx);
  TimingScope parseTimer = total.nest("parse");
  OwningOpRef<ModuleOp> module;
  {
    dtc::ParseCrashGuard guard("dtc");
    module =
        parseSourceFile<ModuleOp>(options.input, sourceMgr, ParserConfig(&ctx));
  }
  if (!module)
    return 1;
  parseTimer.stop();

  StageRunner stages(ctx, *module, total, options);
  dtc::GlobalToLocalOptions globalToLocal;
  globalToLocal.commReport = options.commReport;
  globalToLocal.overlapCollectives = options.overlapCollectives;
  globalToLocal.clients = options.clients;
  for (const dtc::Stage &stage : dtc::globalToLocalStages())
    if (failed(stages.run(stage.name, [&](OpPassManager &pm, std::string &) {
          stage.build(pm, globalToLocal);
          return success();
        })))
      return 1;

  SmallVector<std::string> entries;
  bool gpu = false;
  SmallVector<int64_t> hostIds;
  FailureOr<std::string> descriptor =
      describeEntries(*module, entries, gpu, hostIds, options.emulateGpuKernels,
                      cpuLine(*machine));
  if (failed(descriptor))
    return 1;
  if (options.onDescriptor)
    options.onDescriptor(*descriptor);
  if (failed(stages.run(kEntriesStage, [](OpPassManager &pm, std::string &) {
        pm.addPass(dtc::createNameEntries());
        return success();
      })))
    return 1;
  // The symbols the launcher calls, in the descriptor's order.
  SmallVector<std::string> entrySymbols;
  auto named = (*module)->getAttrOfType<DictionaryAttr>(kEntriesAttrName);
  for (const std::string &entry : entries) {
    auto symbol = named ? named.getAs<StringAttr>(entry) : StringAttr();
    if (!symbol)
      return error("entry '" + entry + "' was not named by dtc-name-entries");
    entrySymbols.push_back(symbol.str());
  }
  if (failed(stages.run(kRuntimeStage, [](OpPassManager &pm, std::string &) {
        pm.addPass(dtc::createConvertDTensorToRuntime());
        return success();
      })))
    return 1;
  // A program with GPU meshes and CPU devices (a parameter device beside GPU
  // replicas) is lowered twice: for its GPUs and for its CPU devices, which
  // skip the GPU meshes' ops as the GPUs skip theirs (dtensor.in_mesh).
  OwningOpRef<ModuleOp> hostModule;
  if (!hostIds.empty())
    hostModule = module->clone();
  if (failed(
          stages.run(kLowerStage, [&](OpPassManager &pm, std::string &replay) {
            return addLowering(pm, gpu, *machine, options, replay);
          })))
    return 1;
  if (hostModule) {
    TimingScope hostTimer = total.nest("lower the host code");
    auto pm = PassManager::on<ModuleOp>(&ctx);
    pm.enableVerifier(false); // verified once after, as the stages are
    dtc::CPULoweringOptions lowering;
    setHostLowering(*machine, lowering);
    dtc::buildCPULoweringPipeline(pm, lowering);
    if (failed(pm.run(*hostModule)) || failed(verify(*hostModule)) ||
        failed(mergeHostCode(*module, *hostModule)))
      return 1;
  }
  (*module)->removeAttr(kEntriesAttrName);
  addProgramGlobals(*module, *descriptor, entrySymbols, bool(hostModule),
                    options.faultInjection);

  TimingScope translateTimer = total.nest("translate to LLVM IR");
  llvm::LLVMContext llvmCtx;
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(*module, llvmCtx, "dtc");
  if (!llvmModule)
    return error("translation to LLVM IR failed");
  translateTimer.stop();

  TimingScope optimizeTimer = total.nest("optimize (LLVM)");
  llvmModule->setDataLayout(machine->createDataLayout());
  llvmModule->setTargetTriple(machine->getTargetTriple());
  preferWideVectors(*llvmModule, *machine, options.vectorWidth);
  inlineEntriesIntoWrappers(*llvmModule);
  std::unique_ptr<llvm::TargetLibraryInfoImpl> library = hostLibrary(*machine);
  optimize(*llvmModule, *machine, *library);
  optimizeTimer.stop();
  TimingScope codegenTimer = total.nest("generate code");
  llvm::SmallString<128> objectPath;
  int fd;
  if (llvm::sys::fs::createTemporaryFile("dtc", "o", fd, objectPath))
    return error("cannot create a temporary object file");
  llvm::FileRemover removeObject(objectPath);
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    llvm::legacy::PassManager codegen;
    // Its vector calls (replace-with-veclib) as the optimizer saw them.
    codegen.add(new llvm::TargetLibraryInfoWrapperPass(*library));
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
  if (llvm::Error err = linkExecutable(objectPath, options.output))
    return error(llvm::toString(std::move(err)));
  return 0;
}
