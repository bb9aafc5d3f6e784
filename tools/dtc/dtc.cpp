//===- dtc.cpp - compile a .mlir program to an executable, or run it ------===//
#include "CheckpointCommand.h"
#include "dtc/Driver/Driver.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

static const char *kUsage = R"(usage:
  dtc compile PROG.mlir -o PROG [--timing] [--comm-report] [--no-overlap]
              [--host-cpu CPU] [--vector-width 256|512] [--dump-after STAGE]...
              [GPU options]
  dtc run [--timing] [--no-cache | --cache-dir DIR] [--cache-size MB] [--no-overlap]
          [--host-cpu CPU] [GPU options]
          PROG.mlir [executable arguments...]
  dtc cache [--cache-dir DIR] [--cache-size MB] [--no-overlap] [--host-cpu CPU]
            [GPU options] PROG.mlir
  dtc checkpoint DIR [--variable NAME -o FILE.npy]

dtc compiles a dtensor program (a .mlir file) into a native executable that
runs it on its mesh: virtual CPU devices (one thread per device), or NVIDIA
GPUs for a mesh of GPU devices (more mesh devices than GPUs share them). A
global-view program (layouts on some values) is propagated, partitioned
into its SPMD program and its collectives optimized; a local-view program
(dtensor.local_view) is compiled as written.

  compile    writes the executable PROG
  run        compiles PROG.mlir and runs the executable with the arguments
             that follow it; the executable is kept in a cache
             ($XDG_CACHE_HOME/dtc or ~/.cache/dtc) under a hash of the
             program, the options and this dtc, so running the same
             program again skips compilation; while a program compiles,
             its launcher already starts and reads the inputs
  --no-cache (run) compiles to a temporary executable and removes it
  --cache-dir DIR
             (run, cache) caches executables in DIR
  --cache-size MB
             (run, cache) keeps the cache under MB mebibytes (default 1024): after
             a run that compiled, the least recently run executables are
             removed
  cache      compiles PROG.mlir into the cache unless it is there already
             and prints the executable's path (what the Python package's
             dtc.function loads into its process)
  checkpoint lists the current checkpoint in DIR (written by an executable's
             --checkpoint: step, variables, meshes, layouts, shards), or
             assembles one variable into a global .npy
  --timing   prints the time of each compile phase (and, with run, passes
             --timing to the executable: transfer-in, compute, collectives,
             transfer-out)
  --comm-report
             prints each function's collectives with their mesh axes and
             bytes per device, and the total
  --no-overlap
             keeps every all_reduce synchronous: by default each becomes
             a start and a wait with the compute that does not need its
             result scheduled between them (dtensor-overlap-collectives)
  --dump-after STAGE
             prints the IR after a stage of the compilation to stdout,
             headed by the dtc-opt pipeline that replays the stage; the
             stages, in order: import, propagate, partition, optimize,
             entries, runtime, lower
  --host-cpu CPU
             the CPU the host code is compiled for, as LLVM names it
             (x86-64-v2, x86-64-v3, x86-64-v4, skylake-avx512, znver4, ...);
             default $DTC_HOST_CPU if set, else native: this machine's CPU
             with all its features. The executable checks at its start that
             the CPU it runs on has the features its code uses, and stops
             with a message if not
  --vector-width 256|512
             the vector width LLVM's vectorizers prefer on a CPU with
             AVX-512: 512 by default (dtc's elementwise and reduction chains
             gain), 256 as LLVM's default
  --gpu-arch sm_XX
             the architecture of a GPU program's kernels (default sm_90)
  --cuda-toolkit DIR
             the CUDA toolkit whose ptxas compiles them (default
             /usr/local/cuda); the executable itself needs only the driver
             (and cuBLAS for matrix products) where it runs
  --emulate-gpu-kernels
             (for checking dtc) compiles a program through the GPU kernel
             formation and runs the kernels as host loops, block by block
             and thread by thread, each device a host thread; no GPU or
             toolkit is needed. On a program of CPU meshes every device
             runs the kernels; on one with GPU meshes, the GPU devices do
             and its CPU devices run host code

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

/// Takes an option of compile and run that changes the code: `--gpu-arch X`,
/// `--cuda-toolkit X`, `--host-cpu X`, `--vector-width 256|512` (advancing
/// i past the value), `--emulate-gpu-kernels` or `--no-overlap` at args[i]:
/// 1 if taken, 0 if args[i] is another argument, -1 without a (valid)
/// value.
static int codeOption(const std::vector<std::string> &args, size_t &i,
                      dtc::CompileOptions &options) {
  if (args[i] == "--emulate-gpu-kernels") {
    options.emulateGpuKernels = true;
    return 1;
  }
  if (args[i] == "--no-overlap") {
    options.overlapCollectives = false;
    return 1;
  }
  if (args[i] == "--vector-width") {
    if (i + 1 >= args.size() || (args[i + 1] != "256" && args[i + 1] != "512"))
      return -1;
    options.vectorWidth = args[++i] == "256" ? 256 : 512;
    return 1;
  }
  std::string *value = args[i] == "--gpu-arch"       ? &options.gpuArch
                       : args[i] == "--cuda-toolkit" ? &options.cudaToolkit
                       : args[i] == "--host-cpu"     ? &options.hostCpu
                                                     : nullptr;
  if (!value)
    return 0;
  if (i + 1 >= args.size())
    return -1;
  *value = args[++i];
  return 1;
}

static int error(const std::string &message) {
  llvm::errs() << "dtc: error: " << message << "\n";
  return 1;
}

static int usageError(const std::string &message) {
  llvm::errs() << "dtc: error: " << message << "\n" << kUsage;
  return 2;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    llvm::outs() << kUsage;
    return args.empty() ? 2 : 0;
  }
  dtc::CompileOptions options;
  // Scripts that compile many programs for another machine (a GPU bundle)
  // set the CPU once; --host-cpu overrides it.
  if (const char *cpu = std::getenv("DTC_HOST_CPU"))
    options.hostCpu = cpu;
  std::string command = args[0];
  if (command == "compile") {
    for (size_t i = 1; i < args.size(); ++i) {
      if (args[i] == "-o" && i + 1 < args.size())
        options.output = args[++i];
      else if (args[i] == "--timing")
        options.timing = true;
      else if (args[i] == "--comm-report")
        options.commReport = true;
      else if (args[i] == "--dump-after") {
        if (i + 1 >= args.size())
          return usageError("--dump-after needs a stage");
        std::vector<std::string> stages = dtc::compileStages();
        if (std::find(stages.begin(), stages.end(), args[i + 1]) ==
            stages.end()) {
          std::string known;
          for (const std::string &stage : stages)
            known += (known.empty() ? "" : ", ") + stage;
          return usageError("--dump-after: no stage '" + args[i + 1] +
                            "' (stages: " + known + ")");
        }
        options.dumpAfter.push_back(args[++i]);
      } else if (int taken = codeOption(args, i, options); taken < 0)
        return usageError(args[i] + " needs a value" +
                          (args[i] == "--vector-width" ? ": 256 or 512" : ""));
      else if (taken)
        continue;
      else if (options.input.empty() && args[i][0] != '-')
        options.input = args[i];
      else
        return usageError("unexpected argument '" + args[i] + "'");
    }
    if (options.input.empty() || options.output.empty())
      return usageError("compile needs PROG.mlir and -o PROG");
    return dtc::compileToExecutable(options);
  }
  if (command == "run" || command == "cache") {
    const bool onlyCache = command == "cache";
    std::string cacheDir = dtc::defaultCompileCacheDir();
    uint64_t cacheBytes = dtc::kDefaultCompileCacheBytes;
    bool noCache = false;
    size_t i = 1;
    for (; i < args.size() && args[i][0] == '-'; ++i) {
      if (args[i] == "--timing" && !onlyCache)
        options.timing = true;
      else if (args[i] == "--no-cache" && !onlyCache)
        noCache = true;
      else if (args[i] == "--cache-dir") {
        if (i + 1 >= args.size())
          return usageError("--cache-dir needs a directory");
        cacheDir = args[++i];
      } else if (args[i] == "--cache-size") {
        uint64_t mebibytes = 0;
        if (i + 1 >= args.size() ||
            llvm::StringRef(args[i + 1]).getAsInteger(10, mebibytes) ||
            mebibytes == 0 || mebibytes > (uint64_t(1) << 40))
          return usageError(
              "--cache-size needs a positive number of mebibytes");
        cacheBytes = mebibytes << 20;
        ++i;
      } else if (int taken = codeOption(args, i, options); taken < 0)
        return usageError(args[i] + " needs a value" +
                          (args[i] == "--vector-width" ? ": 256 or 512" : ""));
      else if (!taken)
        return usageError("unexpected option '" + args[i] + "'");
    }
    if (i >= args.size())
      return usageError(command + " needs PROG.mlir");
    options.input = args[i++];
    if (onlyCache) {
      if (i < args.size())
        return usageError("unexpected argument '" + args[i] + "'");
      llvm::Expected<std::string> entry = dtc::compileCacheEntry(
          options, cacheDir, argv[0], static_cast<void *>(&kUsage));
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
          options, cacheDir, argv[0], static_cast<void *>(&kUsage));
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
    std::vector<std::string> runArgs(args.begin() + i, args.end());
    if (options.timing)
      runArgs.push_back("--timing");
    if (cached) {
      dtc::touchCompileCacheEntry(exe);
      if (options.timing)
        llvm::errs() << "dtc: compiled before: " << exe << "\n";
    } else {
      // The launcher starts once the descriptor is known and reads the
      // inputs while the program compiles (lib/Driver/PipedLaunch.cpp).
      dtc::PipedLaunch launch;
      options.onDescriptor = [&](llvm::StringRef descriptor) {
        if (launch.start(runArgs, descriptor) && options.timing)
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
      std::vector<llvm::StringRef> exeArgs = {exe};
      exeArgs.insert(exeArgs.end(), runArgs.begin(), runArgs.end());
      std::string message;
      rc = llvm::sys::ExecuteAndWait(exe, exeArgs, std::nullopt, {}, 0, 0,
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
  if (command == "checkpoint")
    return dtc::runCheckpointCommand({args.begin() + 1, args.end()});
  return usageError("unknown command '" + command + "'");
}
