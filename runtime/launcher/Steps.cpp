//===- Steps.cpp - running the entry as a training job's step function ----===//
#include "Steps.h"

#include "Error.h"
#include "Invocation.h"
#include "JobCheckpoints.h"
#include "Options.h"
#include "RunArrays.h"

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace dtc::launcher {

namespace {

/// Stores each result that assigns a variable into the variable's shards
/// (a GPU's are assigned on the device, by runOnGpu).
void assignVariables(Run &run) {
  run.residentAhead = run.residentAhead || anyResident(run);
  const EntrySpec &e = *run.entry;
  for (size_t r = 0; r < e.results.size(); ++r) {
    const TensorSpec &t = e.results[r];
    if (t.role != "assign")
      continue;
    for (size_t a = 0; a < e.args.size(); ++a) {
      if (e.args[a].role != "variable" || e.args[a].variable != t.variable)
        continue;
      for (int64_t d = 0; d < run.numDevices; ++d)
        if (run.argShards[a][d] && !onGpu(run, d)) // else outside its mesh
          copyToContiguous(resultDescriptor(run, d, r), t.rank(),
                           dtc_dtype_size(t.dtype), run.argShards[a][d]->data);
    }
  }
}

/// One element of a rank-0 output as text.
std::string scalarText(const TensorSpec &t, const void *data) {
  char text[64];
  switch (t.dtype) {
  case DTC_F32:
    std::snprintf(text, sizeof text, "%.6g",
                  double(*static_cast<const float *>(data)));
    break;
  case DTC_F64:
    std::snprintf(text, sizeof text, "%.6g",
                  *static_cast<const double *>(data));
    break;
  case DTC_I32:
    std::snprintf(text, sizeof text, "%d", *static_cast<const int32_t *>(data));
    break;
  case DTC_I64:
    std::snprintf(text, sizeof text, "%lld",
                  (long long)*static_cast<const int64_t *>(data));
    break;
  case DTC_I8:
  case DTC_BOOL:
    std::snprintf(text, sizeof text, "%d",
                  int(*static_cast<const int8_t *>(data)));
    break;
  case DTC_U8:
    std::snprintf(text, sizeof text, "%u",
                  unsigned(*static_cast<const uint8_t *>(data)));
    break;
  case DTC_U32:
    std::snprintf(text, sizeof text, "%u",
                  *static_cast<const uint32_t *>(data));
    break;
  case DTC_U64:
    std::snprintf(text, sizeof text, "%llu",
                  (unsigned long long)*static_cast<const uint64_t *>(data));
    break;
  default:
    return "?";
  }
  return text;
}

void printProgress(const Run &run, const Options &o, int64_t step,
                   double seconds) {
  if (dtc_client_id() != 0) // one line per step for the job
    return;
  const EntrySpec &e = *run.entry;
  std::string line =
      "step " + std::to_string(step + 1) + "/" + std::to_string(run.steps);
  char rate[64];
  std::snprintf(rate, sizeof rate, "  %.1f steps/s",
                seconds > 0 ? double(step + 1 - run.firstStep) / seconds : 0.0);
  line += rate;
  for (size_t r = 0; r < e.results.size(); ++r) {
    const TensorSpec &t = e.results[r];
    if (t.role != "output" || t.rank() != 0 || !run.outputs[r])
      continue;
    const char *value =
        static_cast<const char *>(run.outputs[r]->data) +
        (o.stackOutputs ? (step - run.firstStep) * dtc_dtype_size(t.dtype) : 0);
    line += "  result#" + std::to_string(r) + " " + scalarText(t, value);
  }
  std::fprintf(stderr, "%s\n", line.c_str());
}

} // namespace

int planSteps(Run &run, const Options &o) {
  const EntrySpec &e = *run.entry;
  int64_t batches = -1;
  bool masked =
      std::any_of(e.args.begin(), e.args.end(),
                  [](const TensorSpec &t) { return t.role == "mask"; });
  int64_t capacity = -1;
  for (size_t a = 0; a < e.args.size(); ++a) {
    if (run.datasets[a].empty())
      continue;
    int64_t batch = e.args[a].globalShape[0];
    int64_t examples = run.datasetExamples[a];
    if (examples % batch != 0 && !masked)
      return fail("dataset #" + std::to_string(a) + " has " +
                  std::to_string(examples) +
                  " examples, not a multiple of "
                  "the batch of " +
                  std::to_string(batch) +
                  ": a partial last batch needs an argument with "
                  "dtensor.batch_mask (docs/training.md)");
    if (masked && capacity >= 0 && capacity != batch)
      return fail("with a batch mask, every dataset's batch has the same "
                  "size (" +
                  std::to_string(capacity) + " and " + std::to_string(batch) +
                  ")");
    capacity = batch;
    int64_t n = (examples + batch - 1) / batch;
    if (batches >= 0 && batches != n)
      return fail("the datasets hold different numbers of batches (" +
                  std::to_string(batches) + " and " + std::to_string(n) + ")");
    batches = n;
  }
  for (const TensorSpec &t : e.args)
    if (t.role == "mask" && (t.rank() != 1 || t.globalShape[0] != capacity))
      return fail("the batch mask is " + describe(t.dtype, t.globalShape) +
                  ", the datasets' batch " + std::to_string(capacity));
  run.steps = o.steps > 0 ? o.steps : batches > 0 ? batches : 1;
  if (run.firstStep >= run.steps && !o.outputs.empty())
    return fail("the checkpoint in " + o.checkpoint + " is at step " +
                std::to_string(run.firstStep) + " and the job has " +
                std::to_string(run.steps) +
                " steps: no step runs, so there are no outputs to write");
  return 0;
}

int runSteps(Run &run, const Options &o, double &compute) {
  auto start = std::chrono::steady_clock::now();
  compute = 0;
  // Fault injection for the kill-and-resume tests, in a program compiled
  // for them (dtc_enable_fault_injection): DTC_TEST_KILL_AT_STEP=N kills
  // the job (SIGKILL) once step N and its checkpoint are done; in a job of
  // several processes, only client DTC_TEST_FAULT_CLIENT (default 0), which
  // DTC_TEST_STOP_AT_STEP=N stops (SIGSTOP: alive, but it never reaches
  // the next collective) instead.
  bool faults = dtc_fault_injection_enabled();
  const char *killAt = faults ? std::getenv("DTC_TEST_KILL_AT_STEP") : nullptr;
  const char *stopAt = faults ? std::getenv("DTC_TEST_STOP_AT_STEP") : nullptr;
  const char *faultClient = std::getenv("DTC_TEST_FAULT_CLIENT");
  bool faulty = (faultClient ? std::atoi(faultClient) : 0) == dtc_client_id();
  for (int64_t step = run.firstStep; step < run.steps; ++step) {
    if (int rc = feedDatasets(run, step))
      return rc;
    auto begin = std::chrono::steady_clock::now();
    dtc_clients_set_context(("step " + std::to_string(step + 1)).c_str());
    if (dtc_mesh_run(run.mesh, runDevice, &run) != DTC_OK)
      return fail("step " + std::to_string(step + 1) +
                  " failed: " + dtc_last_error());
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - begin)
            .count();
    compute += seconds;
    if (run.stepsRun++ == 0)
      run.firstStepSeconds = run.fastestStepSeconds = seconds;
    run.fastestStepSeconds = std::min(run.fastestStepSeconds, seconds);
    assignVariables(run);
    if (int rc = collectOutputs(run, o, step))
      return rc;
    bool last = step + 1 == run.steps;
    if (o.logEvery > 0 && run.steps > 1 &&
        ((step + 1) % o.logEvery == 0 || last))
      printProgress(run, o, step,
                    std::chrono::duration<double>(
                        std::chrono::steady_clock::now() - start)
                        .count());
    if (!o.checkpoint.empty() &&
        (last || (o.saveEvery > 0 && (step + 1) % o.saveEvery == 0))) {
      if (int rc = syncVariables(run))
        return rc;
      if (int rc = saveCheckpoint(run, o, step + 1))
        return rc;
    }
    if (faulty && killAt && std::atoll(killAt) == step + 1)
      std::raise(SIGKILL);
    if (faulty && stopAt && std::atoll(stopAt) == step + 1)
      std::raise(SIGSTOP);
    if (!last)
      freeResults(run);
  }
  return syncVariables(run);
}

} // namespace dtc::launcher
