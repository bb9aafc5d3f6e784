//===- Launcher.cpp - the main() of every dtc executable ------------------===//
//
// Reads the global input arrays (.npy), packs them into per-device shards by
// the entry's argument layouts, runs the entry on the mesh (one thread per
// virtual device), unpacks the results by the result layouts and writes them
// (.npy). Every check happens before any output is written; outputs are
// written to temporary files and renamed into place only when all succeed.
//
// main() orchestrates: the command line is Options.h's; the program and
// its entry's mesh are the in-process core's (Session.h: LoadedProgram,
// BoundEntry, as in the Python package); reading and writing arrays are
// RunArrays.h's, the steps Steps.h's, on the bound entry's run.
//
//===----------------------------------------------------------------------===//
#include "Error.h"
#include "Invocation.h"
#include "JobCheckpoints.h"
#include "Options.h"
#include "Program.h"
#include "RunArrays.h"
#include "Session.h"
#include "Steps.h"

#include "dtc/executable.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

using namespace dtc::launcher;

extern "C" {
// OpenBLAS, which executables link for matrix products.
void openblas_set_num_threads(int);
void blas_thread_shutdown_(void);
}

namespace {

/// The program this executable carries (Session.h), loaded first.
std::shared_ptr<LoadedProgram> program;

double seconds(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - since)
      .count();
}

/// Adds a sample of the bytes of the file at `path` to `add`: its size,
/// its first 4 KiB (a .npy header), 16 blocks of 4 KiB spread over it and
/// its last 4 KiB; nothing for one that is not a regular file or cannot be
/// read (the run reports it; a FIFO is never opened). Processes that read
/// different files for one path (mpirun -wdir, other nodes' copies) differ in
/// it; files that differ only outside the sampled blocks are not told apart.
template <typename Add> void addFileSample(const std::string &path, Add &add) {
  struct stat info;
  if (::stat(path.c_str(), &info) != 0 || !S_ISREG(info.st_mode))
    return;
  FILE *f = std::fopen(path.c_str(), "rb");
  if (!f)
    return;
  std::vector<char> block(4096);
  if (std::fseek(f, 0, SEEK_END) == 0) {
    long size = std::ftell(f);
    add(reinterpret_cast<const char *>(&size), sizeof size);
    std::vector<long> offsets{0, std::max(0L, size - 4096)};
    for (long k = 1; k <= 16; ++k)
      offsets.push_back(size / 17 * k);
    for (long at : offsets)
      if (std::fseek(f, at, SEEK_SET) == 0)
        add(block.data(), std::fread(block.data(), 1, block.size(), f));
  }
  std::fclose(f);
}

/// What every process of a job must agree on: the program (its code: the
/// executable's bytes, and its descriptor), the command line, and the
/// files each process reads its shards of (`--input`, `--variable` values;
/// a sample of each, addFileSample) (FNV-1a).
uint64_t programHash(int argc, char **argv, const Options &o) {
  uint64_t h = 1469598103934665603ull;
  auto add = [&](const char *s, size_t n) {
    for (size_t i = 0; i < n; ++i)
      h = (h ^ uint8_t(s[i])) * 1099511628211ull;
    h = (h ^ 0xff) * 1099511628211ull;
  };
  // Two executables of one signature but other code (x * 1 and x * 2)
  // would otherwise run as one job and mix their rows.
  if (FILE *self = std::fopen("/proc/self/exe", "rb")) {
    char buffer[1 << 16];
    size_t n;
    while ((n = std::fread(buffer, 1, sizeof buffer, self)) > 0)
      add(buffer, n);
    std::fclose(self);
  }
  add(program->descriptor().data(), program->descriptor().size());
  for (int i = 1; i < argc; ++i)
    add(argv[i], std::strlen(argv[i]));
  for (const std::string &input : o.inputs)
    addFileSample(input, add);
  for (const auto &[name, file] : o.variables)
    addFileSample(file, add);
  return h;
}

/// Joins the job when the entry's mesh has several clients (one process
/// each, started by mpirun); a job of another size is an error.
int joinClients(const EntrySpec &entry, int argc, char **argv,
                const Options &o) {
  int32_t started = dtc_clients_launched();
  if (entry.numClients == 1 && started == 1)
    return 0;
  if (entry.numClients != started)
    return fail("the mesh of '" + entry.name + "' has " +
                std::to_string(entry.numClients) + " client(s) but " +
                std::to_string(started) +
                " process(es) were started: run it "
                "with mpirun -np " +
                std::to_string(entry.numClients));
  if (dtc_clients_init(entry.numClients, programHash(argc, argv, o)) != DTC_OK)
    return fail(dtc_last_error());
  return 0;
}

/// Reads one message of `dtc run`'s program pipe (dtc/executable.h): 1 with
/// `out` set, 0 where the pipe ends before a message, -1 with `error` set
/// for a malformed one.
int readPipeMessage(int fd, std::string &out, std::string &error) {
  std::string length;
  for (;;) {
    char c;
    ssize_t n = ::read(fd, &c, 1);
    if (n < 0 && errno == EINTR)
      continue;
    if (n == 0 && length.empty())
      return 0;
    if (n <= 0 || (c != '\n' && (c < '0' || c > '9')) || length.size() > 12) {
      error = "the program pipe (" DTC_PROGRAM_PIPE ") sent no valid message";
      return -1;
    }
    if (c == '\n')
      break;
    length += c;
  }
  // A descriptor or a path: far under 64 MiB.
  const unsigned long long size = std::stoull(length.empty() ? "0" : length);
  if (size > (1ull << 26)) {
    error = "the program pipe (" DTC_PROGRAM_PIPE ") sent no valid message";
    return -1;
  }
  out.assign(size_t(size), '\0');
  for (size_t done = 0; done < out.size();) {
    ssize_t n = ::read(fd, out.data() + done, out.size() - done);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0) {
      error = "the program pipe (" DTC_PROGRAM_PIPE ") ended inside a message";
      return -1;
    }
    done += size_t(n);
  }
  return 1;
}

/// The program of the run, from `dtc run`'s pipe: its executable's path,
/// loaded into `program` (known by its descriptor, sent before, which the
/// executable must carry), its entries' functions bound.
int loadPipedProgram(int fd) {
  std::string path, error;
  int got = readPipeMessage(fd, path, error);
  ::close(fd);
  if (got == 0)
    return DTC_PROGRAM_PIPE_CLOSED; // the compilation failed: dtc says why
  if (got < 0)
    return fail(error);
  if (!program->loadImage(path, error))
    return fail(error);
  return 0;
}

int launch(int argc, char **argv);

} // namespace

/// A process of a multi-client job that fails ends the whole job at once
/// (the others would wait for it until the watchdog).
int main(int argc, char **argv) {
  int rc = launch(argc, argv);
  if (dtc_num_clients() > 1) {
    if (rc != 0)
      dtc_clients_abort(("client " + std::to_string(dtc_client_id()) +
                         " failed (above); ending the job")
                            .c_str());
    dtc_clients_finalize();
  }
  return rc;
}

namespace {
int launch(int argc, char **argv) {
  Options o;
  bool list = false;
  if (int rc = parseOptions(argc, argv, o, list))
    return rc;
  std::string error;
  // Started by `dtc run` while the program compiles: the descriptor now,
  // the program before the first step (loadPipedProgram).
  int programPipe = -1;
  const char *pipeVariable = std::getenv(DTC_PROGRAM_PIPE);
  std::string pipeText = pipeVariable ? pipeVariable : "";
  ::unsetenv(DTC_PROGRAM_PIPE);
  // Only the launcher alone takes its program from the pipe (`dtc run`
  // starts it so): an executable always runs its own program.
  if (!pipeText.empty() && !holdsProgram("/proc/self/exe")) {
    struct stat st;
    if (pipeText.size() > 9 ||
        pipeText.find_first_not_of("0123456789") != std::string::npos ||
        ::fstat(programPipe = std::atoi(pipeText.c_str()), &st) != 0 ||
        !(S_ISSOCK(st.st_mode) || S_ISFIFO(st.st_mode)))
      return fail(std::string(DTC_PROGRAM_PIPE) + "=" + pipeText +
                  " does not name a pipe `dtc run` opened");
    std::string descriptor;
    int got = readPipeMessage(programPipe, descriptor, error);
    if (got == 0)
      return DTC_PROGRAM_PIPE_CLOSED;
    if (got < 0)
      return fail(error);
    program = LoadedProgram::describe(descriptor, error);
  } else {
    program =
        LoadedProgram::load("/proc/self/exe", error, /*programFile=*/true);
  }
  if (!program)
    return fail(error);
  const std::vector<EntrySpec> &entries = program->entries();
  if (list) {
    listEntries(entries);
    return 0;
  }
  const EntrySpec *entry = nullptr;
  for (const EntrySpec &e : entries)
    if (e.name == o.entry)
      entry = &e;
  if (!entry)
    return fail("no entry function named '" + o.entry +
                "' (--list shows them)");
  // The watchdog's limit holds from the job's start-up on.
  if (o.collectiveTimeout > 0)
    dtc_clients_set_timeout(o.collectiveTimeout);
  if (int rc = joinClients(*entry, argc, argv, o))
    return rc;
  if (o.listDevices) {
    // TF's client_id, num_clients, local_devices, num_global_devices.
    // A client's devices are listed in its local order (local device 0
    // first).
    size_t n = entry->deviceIds.size(), per = n / size_t(entry->numClients);
    std::printf("client %d of %d, %zu of %zu devices\n", int(dtc_client_id()),
                int(dtc_num_clients()), per, n);
    for (int32_t c = 0; c < entry->numClients; ++c) {
      std::printf("client %d: devices", int(c));
      for (int64_t id : entry->clientDevices(c))
        std::printf(" %lld", (long long)id);
      std::printf("%s\n", c == dtc_client_id() ? " (this process)" : "");
    }
    return 0;
  }
  size_t nargs = 0, nres = 0;
  for (const TensorSpec &t : entry->args)
    nargs += t.role != "variable" && t.role != "mask";
  for (const TensorSpec &t : entry->results)
    nres += t.role == "output";
  if (o.inputShards.empty() && o.inputs.size() != nargs)
    return fail("entry '" + entry->name + "' takes " + std::to_string(nargs) +
                " inputs, " + std::to_string(o.inputs.size()) +
                " given (--input)");
  if (!o.inputShards.empty() && !o.inputs.empty())
    return fail("give either --input or --input-shards, not both");
  // A training job may leave its outputs unwritten (its variables are what
  // it is run for).
  bool job = std::any_of(entry->args.begin(), entry->args.end(),
                         [](const TensorSpec &t) {
                           return t.role == "variable" || t.role == "dataset";
                         });
  if (o.outputShards.empty() && o.outputs.size() != nres &&
      !(job && o.outputs.empty()))
    return fail("entry '" + entry->name + "' returns " + std::to_string(nres) +
                " results, " + std::to_string(o.outputs.size()) +
                " outputs given (--output)");
  if (!o.outputShards.empty() && !o.outputs.empty())
    return fail("give either --output or --output-shards, not both");
  if (!o.inputShards.empty() && job)
    return fail("a training job's datasets and variables are given with "
                "--input and --variable, not --input-shards");
  if (o.checkpoint.empty() && (o.saveEvery > 0 || o.saveBF16))
    return fail("--save-every and --save-bf16 need --checkpoint DIR");
  if (!o.outputShards.empty() && o.stackOutputs)
    return fail("--stack-outputs writes global arrays, not --output-shards");
  if ((entry->results.empty() ? 0 : 1) + entry->args.size() >
      DTC_MAX_ENTRY_POINTERS)
    return fail("entry has too many arguments for the launcher");
  for (size_t i = 0; i < o.outputs.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (o.outputs[i] == o.outputs[j])
        return fail("output " + o.outputs[i] + " is given twice");
  for (const auto *named : {&o.variables, &o.variableOutputs})
    for (auto &[name, file] : *named) {
      bool known = false;
      for (const TensorSpec &t : entry->args)
        known |= t.role == "variable" && t.variable == name;
      if (!known)
        return fail("entry '" + entry->name + "' has no variable named \"" +
                    name + "\"");
    }

  // The entry on its mesh (the core's, as in process); this executable's
  // options, files and steps fill its run.
  std::unique_ptr<BoundEntry> bound =
      BoundEntry::create(program, entry->name, error, BoundEntry::Use::Steps);
  if (!bound)
    return fail(error);
  Run &run = bound->run();
  // Every device is a thread already: one BLAS thread each, or N devices
  // times OpenBLAS's own threads fight over the cores. OpenBLAS started
  // its pool when it was loaded, and an idle worker spins (sched_yield)
  // for about 0.1 s before it sleeps, all through a short run: stop the
  // pool. A lone device keeps OpenBLAS's thread count, and OpenBLAS
  // restarts the pool for its first product large enough to share (a run
  // without one would otherwise pay for a worker spinning on another core).
  if (run.numDevices > 1)
    openblas_set_num_threads(1);
  blas_thread_shutdown_();

  auto start = std::chrono::steady_clock::now();
  if (int rc = loadInputs(run, o))
    return rc;
  double transferIn = seconds(start);

  if (int rc = restoreCheckpoint(run, o))
    return rc;
  if (int rc = planSteps(run, o))
    return rc;
  for (int64_t d = 0; d < run.numDevices; ++d) {
    size_t words = 0;
    for (const TensorSpec &t : entry->results)
      words += 3 + 2 * t.rank();
    run.resultStructs.emplace_back(words, 0);
  }
  run.hostResults.resize(run.numDevices);
  run.gpuCopySeconds.assign(size_t(run.numDevices), 0.0);
  if (programPipe >= 0)
    if (int rc = loadPipedProgram(programPipe))
      return rc;
  double compute = 0;
  if (int rc = runSteps(run, o, compute)) {
    freeResults(run);
    releaseVariables(run);
    return rc;
  }
  releaseVariables(run);

  start = std::chrono::steady_clock::now();
  int rc = storeOutputs(run, o);
  freeResults(run);
  double transferOut = seconds(start);
  if (rc)
    return rc;
  if (o.timing) {
    // On a GPU mesh the compute phase copies each step's arguments to the
    // GPUs and its results back: shown apart, on the slowest device.
    double copies = 0;
    for (double s : run.gpuCopySeconds)
      copies = std::max(copies, s);
    std::string gpuCopies =
        copies > 0 ? ", host-GPU copies " + std::to_string(copies) + " s" : "";
    std::fprintf(stderr,
                 "timing: transfer-in %.6f s, compute %.6f s (of which "
                 "collectives %.6f s on the slowest device%s), transfer-out "
                 "%.6f s\n",
                 transferIn, compute, dtc_mesh_collective_seconds(run.mesh),
                 gpuCopies.c_str(), transferOut);
    // A step after the first is warm (code and memory touched before), as
    // a peer's calls after its warm-up are.
    if (run.stepsRun > 1)
      std::fprintf(stderr,
                   "timing: fastest of %lld steps: compute %.6f s (the first: "
                   "%.6f s)\n",
                   (long long)run.stepsRun, run.fastestStepSeconds,
                   run.firstStepSeconds);
    int64_t calls = 0;
    int64_t bytes = dtc_mesh_traffic_bytes(run.mesh, &calls);
    std::fprintf(stderr,
                 "traffic: %lld collectives, %lld B (per collective, the "
                 "most any device received, summed)\n",
                 (long long)calls, (long long)bytes);
  }
  return 0;
}
} // namespace
