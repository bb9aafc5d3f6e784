//===- Driver.h - compiling a .mlir program to an executable --------------===//
#ifndef DTC_DRIVER_DRIVER_H
#define DTC_DRIVER_DRIVER_H

#include "dtc/Target/Target.h"
#include "dtc/Transforms/Passes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/Timing.h"
#include <functional>
#include <string>
#include <vector>

namespace dtc {

/// The program descriptor the launcher reads (runtime/launcher/Program.h),
/// for every public function with a body, in module order. Also names each
/// entry's C-interface wrapper in `wrappers`, and sets `gpu` when the
/// entries run on GPU meshes. Emits errors on the functions that cannot be
/// entries (a non-tensor or dynamic signature, several meshes, sharded
/// layouts on a function that is not in the local view, CPU and GPU entries
/// in one program). `hostIds` gets the CPU devices of a program with GPU
/// meshes (they run the entries' host code); with `emulateGpu` the
/// program's GPU devices are host threads too. `cpuLine` is the
/// descriptor's `cpu` line: the host code's CPU and the features it needs.
mlir::FailureOr<std::string>
describeEntries(mlir::ModuleOp module,
                llvm::SmallVectorImpl<std::string> &names, bool &gpu,
                llvm::SmallVectorImpl<int64_t> &hostIds, bool emulateGpu,
                llvm::StringRef cpuLine);

struct CompileOptions {
  std::string input;  ///< the .mlir file
  std::string output; ///< the executable to write
  bool timing = false;
  bool commReport = false; ///< print the collectives and their bytes
  /// Start all_reduces early and wait for them late
  /// (dtensor-overlap-collectives).
  bool overlapCollectives = true;
  /// Kernels of GPU programs: the architecture, and the CUDA toolkit whose
  /// ptxas and libdevice make them (empty: the one this build was
  /// configured with, /usr/local/cuda by default).
  std::string gpuArch = GpuTarget::kDefaultChip.str();
  std::string cudaToolkit;
  /// The CPU the host code is compiled for, as LLVM names it (x86-64-v3,
  /// skylake-avx512, znver4, ...); empty or "native": this machine's, with
  /// all its features.
  std::string hostCpu;
  bool nativeHostCpu() const { return hostCpu.empty() || hostCpu == "native"; }
  /// The vector width LLVM's vectorizers prefer on a CPU with AVX-512:
  /// 512 (dtc's default) or 256 (LLVM's).
  unsigned vectorWidth = 512;
  /// Lower the program through the GPU kernel formation, kernels run as
  /// host loops (`dtc-gpu-lowering{emulate}`) on host threads: checks it
  /// without a GPU. A program of CPU meshes runs it on every device; one
  /// with GPU meshes on its GPU devices, its CPU devices running host code.
  bool emulateGpuKernels = false;
  /// For dtc's crash tests: the executable obeys the DTC_TEST_* fault
  /// injection variables (dtc_enable_fault_injection); others ignore them.
  bool faultInjection = false;
  /// The client processes of the job the program runs in: meshes that name
  /// no clients are split over them (dtensor-set-clients); 1: as written.
  int64_t clients = 1;
  /// Stages after which the IR is printed to stdout (compileStages()).
  std::vector<std::string> dumpAfter;
  /// Called with the program descriptor as soon as it is known (after the
  /// optimize stage, before the lowering and code generation): `dtc run`
  /// starts the launcher on it, which reads the inputs while the program
  /// compiles.
  std::function<void(llvm::StringRef descriptor)> onDescriptor;
};

/// The stages of a compilation, in order: the global-to-local pipeline's
/// (import, propagate, partition, optimize), then entries (functions named
/// for the launcher), runtime (collectives as runtime calls), lower (to the
/// LLVM dialect). dtc-opt replays each (dtc/Pipelines/Pipelines.h).
std::vector<std::string> compileStages();

/// Links the program's `object` with the launcher and the runtime into the
/// executable `output` (in process, with lld), through a temporary so that
/// a failed link leaves nothing behind.
llvm::Error linkExecutable(llvm::StringRef object, llvm::StringRef output);

/// The prebuilt launcher (main(), the runtime) that every executable
/// starts with; run alone with DTC_PROGRAM_PIPE, it takes its program from
/// `dtc run` (runtime/launcher/Launcher.cpp).
std::string launcherPath();

/// This machine's CPU features as an LLVM feature string
/// ("+avx2,-avx512fp16,..."), in name order: the code generator's for
/// `--host-cpu native`, and part of the compile cache's key.
std::string hostCpuFeatures();

/// The directory `dtc run` caches executables in by default:
/// $XDG_CACHE_HOME/dtc, else ~/.cache/dtc (empty when there is no home).
std::string defaultCompileCacheDir();

/// The path in `dir` of the executable `options.input` compiles to with
/// `options`: a hash of the program's text, the options that change its
/// code, and this dtc's executable (`argv0`, `mainAddr`) and runtime
/// libraries, so that a rebuilt dtc misses. An error when a file cannot be
/// read.
llvm::Expected<std::string> compileCacheEntry(const CompileOptions &options,
                                              llvm::StringRef dir,
                                              const char *argv0,
                                              void *mainAddr);

/// The size `dtc run`'s cache is kept under by default (--cache-size).
constexpr uint64_t kDefaultCompileCacheBytes = uint64_t(1) << 30;

/// Marks the cache entry `entry` used now (its modification time), so that
/// pruning keeps it longest.
void touchCompileCacheEntry(llvm::StringRef entry);

/// Records the digest of the cache entry `entry` just written (in
/// `entry`.sum, written whole), which verifyCompileCacheEntry checks.
void sealCompileCacheEntry(llvm::StringRef entry);

/// Whether `entry` is a regular file (not a link) whose bytes have the
/// digest sealCompileCacheEntry recorded: only such an entry is run. One
/// whose digest does not match is removed; one without a digest (maybe
/// being written by another dtc) is left to be compiled again.
bool verifyCompileCacheEntry(llvm::StringRef entry);

/// Removes the least recently used entries of the cache in `dir` (its
/// executables, by modification time, oldest first) until they take at most
/// `maxBytes`, never `keep` (the entry about to run) and never one used in
/// the last kCompileCacheInUseSeconds: another run may be about to execute
/// it (it touched or wrote it first), so the cache can exceed `maxBytes`
/// for that long. Other files in `dir` are not touched; an entry another
/// run removed first is skipped.
constexpr int kCompileCacheInUseSeconds = 120;
void pruneCompileCache(llvm::StringRef dir, uint64_t maxBytes,
                       llvm::StringRef keep);

/// `dtc run` of a program it compiles: the launcher started alone as soon
/// as the program's descriptor is known, which sets up the mesh and reads
/// the inputs while the program compiles, then loads the program
/// (DTC_PROGRAM_PIPE, dtc/executable.h).
class PipedLaunch {
public:
  PipedLaunch() = default;
  PipedLaunch(const PipedLaunch &) = delete;
  PipedLaunch &operator=(const PipedLaunch &) = delete;
  ~PipedLaunch();
  /// Starts the launcher with the executable's arguments `args` and sends
  /// it `descriptor`. False if it could not start: the run then starts the
  /// executable once it is compiled, as for a program compiled before.
  bool start(llvm::ArrayRef<std::string> args, llvm::StringRef descriptor);
  bool started() const { return socket >= 0; }
  /// Sends the finished executable's path, or with `compiled` false closes
  /// the pipe (the launcher then exits without a word), and waits for the
  /// launcher. Its exit status; -1 with `message` set if it did not exit.
  int finish(bool compiled, llvm::StringRef executable, std::string &message);

private:
  int socket = -1;
  int pid = -1;
};

/// Parses, lowers, generates an object and links it with the runtime.
/// Returns 0 on success; diagnostics go to stderr.
int compileToExecutable(const CompileOptions &options);

/// `dtc import`: the program IREE's input conversion wrote (`iree-compile
/// --iree-input-type=stablehlo --compile-to=input --mlir-print-op-generic`)
/// as a dtc program at `output` (dtensor-import-iree). Returns the exit
/// status; errors are printed with their locations.
/// `layouts`: dtensor-import-iree's options (the mesh, the entry's
/// layouts).
int importIREEProgram(llvm::StringRef input, llvm::StringRef output,
                      const ImportIREEOptions &layouts);

} // namespace dtc

#endif // DTC_DRIVER_DRIVER_H
