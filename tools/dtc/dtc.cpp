//===- dtc.cpp - compile a .mlir program to an executable, or run it ------===//
#include "CheckpointCommand.h"
#include "dtc/Driver/Driver.h"
#include "dtc/Support/Debug.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

namespace cl = llvm::cl;

/// What `dtc --help` says before the commands and options, which llvm::cl
/// lists from their declarations below (`dtc COMMAND --help`: a command's).
static const char *kOverview =
    R"(dtc: compile a dtensor program into an executable, or run it

dtc compiles a dtensor program (a .mlir file) into a native executable that
runs it on its mesh: virtual CPU devices (one thread per device), or NVIDIA
GPUs for a mesh of GPU devices (more mesh devices than GPUs share them). A
global-view program (layouts on some values) is propagated, partitioned
into its SPMD program and its collectives optimized; a local-view program
(dtensor.local_view) is compiled as written.

  dtc compile PROG.mlir -o PROG [options]
  dtc run [options] PROG.mlir [executable arguments...]
  dtc cache [options] PROG.mlir
  dtc checkpoint DIR [--variable NAME -o FILE.npy | --convert NEW]
  dtc import IREE.mlir -o PROG.mlir

The executable takes global arrays as .npy files:
  --input FILE.npy    once per argument of the entry function, in order
  --output FILE.npy   once per result, in order
  --entry NAME        the entry function (default: main); --list shows them
  --input-shards DIR / --output-shards DIR
                      per-device shards instead: DIR/arg<i>.dev<id>.npy and
                      DIR/result<i>.dev<id>.npy
Inputs are split by the entry's argument layouts (pack) and results are
assembled by its result layouts (unpack, reducing partial values). A program
without a mesh runs on one device. Run `PROG --help` for the same list.
)";

static int error(const std::string &message) {
  llvm::errs() << "dtc: error: " << message << "\n";
  return 1;
}

static int usageError(const std::string &message) {
  llvm::errs() << "dtc: error: " << message << "\n"
               << "Run 'dtc --help' for the commands and their options.\n";
  return 2;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  const std::vector<std::string> commands = {"compile", "run", "cache",
                                             "checkpoint", "import"};
  if (argc < 2) {
    llvm::errs() << "usage: dtc compile|run|cache|checkpoint|import ... "
                    "(dtc --help for more)\n";
    return 2;
  }
  llvm::StringRef first = argv[1];
  if (!first.starts_with("-") &&
      std::find(commands.begin(), commands.end(), first) == commands.end())
    return usageError("unknown command '" + first.str() + "'");

  // The commands and their options: the parse and `--help` come from these
  // declarations alone.
  cl::OptionCategory category("dtc options");
  cl::SubCommand compileCmd("compile", "writes the executable PROG");
  cl::SubCommand runCmd(
      "run", "compiles PROG.mlir and runs the executable with the arguments "
             "that follow it; the executable is kept in a cache "
             "($XDG_CACHE_HOME/dtc or ~/.cache/dtc) under a hash of the "
             "program, the options and this dtc, so running the same "
             "program again skips compilation; while a program compiles, "
             "its launcher already starts and reads the inputs");
  cl::SubCommand cacheCmd(
      "cache", "compiles PROG.mlir into the cache unless it is there already "
               "and prints the executable's path (what the Python package's "
               "dtc.function loads into its process)");
  cl::SubCommand checkpointCmd(
      "checkpoint",
      "lists the current checkpoint in DIR (written by an executable's "
      "--checkpoint: step, variables, meshes, layouts, shards), assembles "
      "one variable into a global .npy, or converts it to the current "
      "format (a Zarr v3 store)");
  cl::SubCommand importCmd(
      "import", "writes the dtc program of what IREE's input conversion "
                "wrote for a StableHLO program (iree-compile "
                "--iree-input-type=stablehlo --compile-to=input "
                "--mlir-print-op-generic): the route of the JAX importer "
                "(tools/jax-import)");
  // The commands that compile, which take the options that change the code.
  cl::SubCommandGroup compiling({&compileCmd, &runCmd, &cacheCmd});

  // The program, for every command that compiles one.
  cl::opt<std::string> input(cl::Positional, cl::Required,
                             cl::desc("PROG.mlir"), cl::sub(compiling),
                             cl::cat(category));
  cl::opt<std::string> output("o", cl::desc("the executable to write"),
                              cl::value_desc("PROG"), cl::Required,
                              cl::sub(compileCmd), cl::cat(category));
  cl::list<std::string> runArgs(cl::ConsumeAfter,
                                cl::desc("<executable arguments>..."),
                                cl::sub(runCmd), cl::cat(category));
  cl::opt<bool> timing(
      "timing",
      cl::desc("prints the time of each compile phase (and, with run, passes "
               "--timing to the executable: transfer-in, compute, "
               "collectives, transfer-out)"),
      cl::sub(compileCmd), cl::sub(runCmd), cl::cat(category));
  cl::opt<bool> commReport(
      "comm-report",
      cl::desc("prints each function's collectives with their mesh axes and "
               "bytes per device, and the total"),
      cl::sub(compileCmd), cl::cat(category));
  std::vector<std::string> stages = dtc::compileStages();
  std::string stageList;
  for (const std::string &stage : stages)
    stageList += (stageList.empty() ? "" : ", ") + stage;
  std::string dumpAfterHelp =
      "prints the IR after a stage of the compilation to stdout, headed by "
      "the dtc-opt pipeline that replays the stage; the stages, in order: " +
      stageList;
  cl::list<std::string> dumpAfter("dump-after", cl::desc(dumpAfterHelp),
                                  cl::value_desc("STAGE"), cl::sub(compileCmd),
                                  cl::cat(category));
  cl::opt<bool> noOverlap(
      "no-overlap",
      cl::desc("keeps every all_reduce synchronous: by default each becomes a "
               "start and a wait with the compute that does not need its "
               "result scheduled between them (dtensor-overlap-collectives)"),
      cl::sub(compiling), cl::cat(category));
  cl::opt<std::string> hostCpu(
      "host-cpu",
      cl::desc("the CPU the host code is compiled for, as LLVM names it "
               "(x86-64-v2, x86-64-v3, x86-64-v4, skylake-avx512, znver4, "
               "...); default $DTC_HOST_CPU if set, else native: this "
               "machine's CPU with all its features. The executable checks at "
               "its start that the CPU it runs on has the features its code "
               "uses, and stops with a message if not"),
      cl::value_desc("CPU"), cl::sub(compiling), cl::cat(category));
  cl::opt<unsigned> vectorWidth(
      "vector-width",
      cl::desc("the vector width LLVM's vectorizers prefer on a CPU with "
               "AVX-512: 512 by default (dtc's elementwise and reduction "
               "chains gain), 256 as LLVM's default"),
      cl::value_desc("256|512"), cl::init(512), cl::sub(compiling),
      cl::cat(category));
  std::string gpuArchHelp = "the architecture of a GPU program's kernels "
                            "(default " +
                            dtc::GpuTarget::kDefaultChip.str() + ")";
  std::string toolkitHelp =
      "the CUDA toolkit whose ptxas compiles them (default " +
      dtc::GpuTarget::defaultToolkit().str() +
      "); the executable itself needs only the driver (and cuBLAS for matrix "
      "products) where it runs";
  cl::opt<std::string> gpuArch("gpu-arch", cl::desc(gpuArchHelp),
                               cl::value_desc("sm_XX"), cl::sub(compiling),
                               cl::cat(category));
  cl::opt<std::string> cudaToolkit("cuda-toolkit", cl::desc(toolkitHelp),
                                   cl::value_desc("DIR"), cl::sub(compiling),
                                   cl::cat(category));
  cl::opt<bool> emulateGpuKernels(
      "emulate-gpu-kernels",
      cl::desc("(for checking dtc) compiles a program through the GPU kernel "
               "formation and runs the kernels as host loops, block by block "
               "and thread by thread, each device a host thread; no GPU or "
               "toolkit is needed. On a program of CPU meshes every device "
               "runs the kernels; on one with GPU meshes, the GPU devices do "
               "and its CPU devices run host code"),
      cl::sub(compiling), cl::cat(category));
  cl::opt<bool> faultInjection(
      "fault-injection",
      cl::desc("(for dtc's crash tests) the executable obeys the "
               "DTC_TEST_* variables that kill or stop it at a step or in "
               "the middle of a checkpoint save; without it they are "
               "ignored"),
      cl::sub(compiling), cl::cat(category));
  cl::opt<int64_t> clients(
      "clients",
      cl::desc("compiles a program written for one process for a job of K "
               "processes (mpirun -np K): every mesh that names no clients "
               "is split over them, each process its block of devices"),
      cl::value_desc("K"), cl::init(1), cl::sub(compiling), cl::cat(category));
  cl::opt<bool> noCache(
      "no-cache", cl::desc("compiles to a temporary executable and removes it"),
      cl::sub(runCmd), cl::cat(category));
  cl::opt<std::string> cacheDirOption(
      "cache-dir", cl::desc("caches executables in DIR"), cl::value_desc("DIR"),
      cl::sub(runCmd), cl::sub(cacheCmd), cl::cat(category));
  cl::opt<uint64_t> cacheSize(
      "cache-size",
      cl::desc("keeps the cache under MB mebibytes (default 1024): after a "
               "run that compiled, the least recently run executables are "
               "removed, but none run or compiled in the last 2 minutes "
               "(another run may be about to start it)"),
      cl::value_desc("MB"), cl::init(dtc::kDefaultCompileCacheBytes >> 20),
      cl::sub(runCmd), cl::sub(cacheCmd), cl::cat(category));
  cl::opt<std::string> checkpointDir(cl::Positional, cl::Required,
                                     cl::desc("DIR"), cl::sub(checkpointCmd),
                                     cl::cat(category));
  cl::opt<std::string> variable(
      "variable", cl::desc("the variable to assemble into a global .npy"),
      cl::value_desc("NAME"), cl::sub(checkpointCmd), cl::cat(category));
  cl::opt<std::string> variableOutput(
      "o", cl::desc("where to write it"), cl::value_desc("FILE.npy"),
      cl::sub(checkpointCmd), cl::cat(category));
  cl::opt<std::string> convertTo(
      "convert",
      cl::desc("writes the current checkpoint of DIR (any format dtc wrote, "
               "every shard's checksum checked) into the new checkpoint "
               "directory NEW in the current format: a Zarr v3 store that "
               "zarr-python and TensorStore read"),
      cl::value_desc("NEW"), cl::sub(checkpointCmd), cl::cat(category));
  cl::opt<std::string> importInput(cl::Positional, cl::Required,
                                   cl::desc("IREE.mlir"), cl::sub(importCmd),
                                   cl::cat(category));
  cl::opt<std::string> importOutput("o", cl::desc("the dtc program to write"),
                                    cl::value_desc("PROG.mlir"), cl::Required,
                                    cl::sub(importCmd), cl::cat(category));
  cl::opt<std::string> importMesh(
      "mesh",
      cl::desc("the program's mesh, its axes major to minor; default: the "
               "mesh the JAX importer recorded (its shard_maps'), else one "
               "device and no layouts"),
      cl::value_desc("x=2,y=2"), cl::sub(importCmd), cl::cat(category));
  cl::opt<std::string> importDevice(
      "device-type", cl::desc("the mesh's devices: cpu (default) or gpu"),
      cl::value_desc("cpu|gpu"), cl::init("cpu"), cl::sub(importCmd),
      cl::cat(category));
  cl::list<std::string> inLayouts(
      "in-layout",
      cl::desc("once per argument of main, its dimensions' shardings "
               "([x, unsharded]); default: the shardings jax.jit lowered "
               "with, else replicated"),
      cl::value_desc("DIMS"), cl::sub(importCmd), cl::cat(category));
  cl::list<std::string> outLayouts(
      "out-layout", cl::desc("once per result of main, the same"),
      cl::value_desc("DIMS"), cl::sub(importCmd), cl::cat(category));
  dtc::registerDebugOptions();
  for (cl::SubCommand *sub : {&cl::SubCommand::getTopLevel(), &compileCmd,
                              &runCmd, &cacheCmd, &checkpointCmd, &importCmd})
    cl::HideUnrelatedOptions(category, *sub);

  std::string parseErrors;
  llvm::raw_string_ostream errs(parseErrors);
  if (!cl::ParseCommandLineOptions(argc, argv, kOverview, &errs)) {
    llvm::errs() << parseErrors;
    return 2;
  }

  if (checkpointCmd) {
    if (variable.empty() != variableOutput.empty())
      return usageError("checkpoint assembles a variable with both "
                        "--variable NAME and -o FILE.npy");
    if (!convertTo.empty() && !variable.empty())
      return usageError("checkpoint --convert writes a whole checkpoint: "
                        "without --variable");
    return dtc::runCheckpointCommand(checkpointDir, variable, variableOutput,
                                     convertTo);
  }
  if (importCmd) {
    dtc::ImportIREEOptions layouts;
    layouts.mesh = importMesh;
    layouts.deviceType = importDevice;
    layouts.inLayouts.assign(inLayouts.begin(), inLayouts.end());
    layouts.outLayouts.assign(outLayouts.begin(), outLayouts.end());
    return dtc::importIREEProgram(importInput, importOutput, layouts);
  }
  if (!compileCmd && !runCmd && !cacheCmd)
    return usageError("no command: dtc compile|run|cache|checkpoint|import");

  dtc::CompileOptions options;
  // Scripts that compile many programs for another machine (a GPU bundle)
  // set the CPU once; --host-cpu overrides it.
  if (const char *cpu = std::getenv("DTC_HOST_CPU"))
    options.hostCpu = cpu;
  if (!hostCpu.empty())
    options.hostCpu = hostCpu;
  if (!gpuArch.empty())
    options.gpuArch = gpuArch;
  if (!cudaToolkit.empty())
    options.cudaToolkit = cudaToolkit;
  if (vectorWidth != 256 && vectorWidth != 512)
    return usageError("--vector-width needs a value: 256 or 512");
  options.vectorWidth = vectorWidth;
  options.emulateGpuKernels = emulateGpuKernels;
  options.faultInjection = faultInjection;
  if (clients < 1)
    return usageError("--clients needs a number of processes, at least 1");
  options.clients = clients;
  options.overlapCollectives = !noOverlap;
  options.timing = timing;
  options.input = input;

  if (compileCmd) {
    for (const std::string &stage : dumpAfter)
      if (std::find(stages.begin(), stages.end(), stage) == stages.end())
        return usageError("--dump-after: no stage '" + stage +
                          "' (stages: " + stageList + ")");
    options.output = output;
    options.commReport = commReport;
    options.dumpAfter.assign(dumpAfter.begin(), dumpAfter.end());
    return dtc::compileToExecutable(options);
  }

  const bool onlyCache = bool(cacheCmd);
  std::string cacheDir = cacheDirOption.getNumOccurrences()
                             ? std::string(cacheDirOption)
                             : dtc::defaultCompileCacheDir();
  if (cacheSize == 0 || cacheSize > (uint64_t(1) << 40))
    return usageError("--cache-size needs a positive number of mebibytes");
  uint64_t cacheBytes = uint64_t(cacheSize) << 20;
  if (onlyCache) {
    llvm::Expected<std::string> entry = dtc::compileCacheEntry(
        options, cacheDir, argv[0], static_cast<void *>(&kOverview));
    if (!entry)
      return error(llvm::toString(entry.takeError()));
    if (std::error_code ec = llvm::sys::fs::create_directories(cacheDir))
      return error("cannot create the cache directory " + cacheDir + ": " +
                   ec.message());
    options.output = *entry;
    if (dtc::verifyCompileCacheEntry(options.output)) {
      dtc::touchCompileCacheEntry(options.output);
    } else {
      if (int rc = dtc::compileToExecutable(options))
        return rc;
      dtc::sealCompileCacheEntry(options.output);
      dtc::pruneCompileCache(cacheDir, cacheBytes, options.output);
    }
    llvm::outs() << options.output << "\n";
    return 0;
  }
  if (noCache)
    cacheDir.clear();
  std::string exe;
  bool cached = false;
  if (cacheDir.empty()) {
    llvm::SmallString<128> temp;
    int fd;
    if (llvm::sys::fs::createTemporaryFile("dtc-run", "exe", fd, temp))
      return usageError("cannot create a temporary file");
    llvm::sys::Process::SafelyCloseFileDescriptor(fd);
    exe = temp.str().str();
  } else {
    llvm::Expected<std::string> entry = dtc::compileCacheEntry(
        options, cacheDir, argv[0], static_cast<void *>(&kOverview));
    if (!entry)
      return error(llvm::toString(entry.takeError()));
    if (std::error_code ec = llvm::sys::fs::create_directories(cacheDir))
      return error("cannot create the cache directory " + cacheDir + ": " +
                   ec.message());
    exe = *entry;
    cached = dtc::verifyCompileCacheEntry(exe);
  }
  options.output = exe;
  int rc = 0;
  bool ran = false;   // by the launcher started during the compilation
  bool added = false; // a new entry in the cache
  std::vector<std::string> exeArgs(runArgs.begin(), runArgs.end());
  if (options.timing)
    exeArgs.push_back("--timing");
  if (cached) {
    dtc::touchCompileCacheEntry(exe);
    if (options.timing)
      llvm::errs() << "dtc: compiled before: " << exe << "\n";
  } else {
    // The launcher starts once the descriptor is known and reads the
    // inputs while the program compiles (lib/Driver/PipedLaunch.cpp).
    dtc::PipedLaunch launch;
    options.onDescriptor = [&](llvm::StringRef descriptor) {
      if (launch.start(exeArgs, descriptor) && options.timing)
        llvm::errs()
            << "dtc: the launcher started; it reads the inputs while the "
               "program compiles\n";
    };
    rc = dtc::compileToExecutable(options);
    options.onDescriptor = nullptr;
    added = rc == 0 && !cacheDir.empty();
    if (added)
      dtc::sealCompileCacheEntry(exe);
    if (launch.started()) {
      std::string message;
      int launched = launch.finish(rc == 0, exe, message);
      if (rc == 0 && launched < 0)
        llvm::errs() << "dtc: error: the program failed: " << message << "\n";
      if (rc == 0)
        rc = launched;
      ran = true;
    }
  }
  if (rc == 0 && !ran) {
    std::vector<llvm::StringRef> argvOfExe = {exe};
    argvOfExe.insert(argvOfExe.end(), exeArgs.begin(), exeArgs.end());
    std::string message;
    rc = llvm::sys::ExecuteAndWait(exe, argvOfExe, std::nullopt, {}, 0, 0,
                                   &message);
    if (rc < 0)
      llvm::errs() << "dtc: error: the program failed: " << message << "\n";
  }
  // After the run, off the way to its first result.
  if (added)
    dtc::pruneCompileCache(cacheDir, cacheBytes, exe);
  if (cacheDir.empty())
    llvm::sys::fs::remove(exe);
  return rc;
}
