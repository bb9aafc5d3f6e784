//===- JobCheckpoints.cpp - a job's variables to and from checkpoints -----===//
#include "JobCheckpoints.h"

#include "Error.h"
#include "Invocation.h"
#include "Options.h"
#include "RunArrays.h"
#include "dtc/Checkpoint.h"

namespace dtc::launcher {

namespace {

/// The mesh (shape and device ids) of `t`'s view.
void viewOf(const Run &run, const TensorSpec &t, std::vector<int64_t> &shape,
            std::vector<int64_t> &ids) {
  if (t.view == 0) {
    shape = run.entry->meshShape;
    ids = run.entry->deviceIds;
  } else {
    shape = run.entry->views[t.view - 1].shape;
    ids = run.entry->views[t.view - 1].deviceIds;
  }
}

} // namespace

uint64_t fingerprint(const EntrySpec &entry) {
  uint64_t h = 14695981039346656037ull;
  auto mix = [&](const std::string &text) {
    for (char c : text + ";")
      h = (h ^ uint8_t(c)) * 1099511628211ull;
  };
  mix(entry.name);
  for (const auto *tensors : {&entry.args, &entry.results})
    for (const TensorSpec &t : *tensors)
      mix(t.role + " " + t.variable + " " + describe(t.dtype, t.globalShape));
  return h;
}

int restoreCheckpoint(Run &run, const Options &o) {
  if (o.checkpoint.empty())
    return 0;
  const EntrySpec &e = *run.entry;
  // The variables' names are checked before any step runs, not at the
  // first save.
  checkpoint::Index index;
  std::string path, error;
  for (const TensorSpec &t : e.args)
    if (t.role == "variable")
      index.variables.emplace_back().name = t.variable;
  if (!checkpoint::checkNames(index, error))
    return fail("checkpoint: " + error);
  if (!checkpoint::exists(o.checkpoint))
    return 0;
  index = checkpoint::Index();
  if (!checkpoint::readIndex(o.checkpoint, index, path, error))
    return fail("checkpoint: " + error);
  const std::string &indexFile = index.source;
  for (size_t a = 0; a < e.args.size(); ++a) {
    const TensorSpec &t = e.args[a];
    if (t.role != "variable")
      continue;
    const checkpoint::Variable *v = index.find(t.variable);
    if (!v)
      return fail("checkpoint " + indexFile + " has no variable \"" +
                  t.variable + "\"");
    if (v->dtype != t.dtype || v->shape != t.globalShape)
      return fail("checkpoint " + indexFile + ": variable \"" + t.variable +
                  "\" is " + describe(v->dtype, v->shape) +
                  " there, the program's is " +
                  describe(t.dtype, t.globalShape));
  }
  // By variable name, as TF restores: a program of another signature (an
  // eval step with the same variables, Python's dtc.DTensorCheckpoint)
  // restores what it names; the rest of the checkpoint stays unread.
  for (size_t a = 0; a < e.args.size(); ++a) {
    const TensorSpec &t = e.args[a];
    if (t.role != "variable")
      continue;
    // Only the saved shards that this process's shards overlap are read.
    dtc_layout layout = t.layout();
    std::vector<void *> shards;
    if (int rc = argumentShards(run, a, nullptr, shards))
      return rc;
    if (!checkpoint::restoreShards(path, *index.find(t.variable),
                                   run.geometry[t.view], &layout, shards.data(),
                                   error))
      return fail("checkpoint: " + error);
  }
  run.firstStep = index.step;
  return 0;
}

int saveCheckpoint(Run &run, const Options &o, int64_t steps) {
  const EntrySpec &e = *run.entry;
  checkpoint::Index index;
  index.program = e.name;
  index.fingerprint = fingerprint(e);
  index.step = steps;
  checkpoint::ShardData data;
  for (size_t a = 0; a < e.args.size(); ++a) {
    const TensorSpec &t = e.args[a];
    if (t.role != "variable")
      continue;
    checkpoint::Variable v;
    v.name = t.variable;
    v.dtype = t.dtype;
    v.bf16 = o.saveBF16 && t.dtype == DTC_F32;
    v.shape = t.globalShape;
    viewOf(run, t, v.meshShape, v.deviceIds);
    v.dimNumAxes = t.dimNumAxes;
    v.dimAxes = t.dimAxes;
    v.singleDevice = t.singleDevice;
    if (!t.partialAxes.empty())
      return fail("variable \"" + v.name +
                  "\" has a partial layout, which a "
                  "checkpoint cannot hold");
    checkpoint::chooseShards(v);
    // Another process's devices: it writes their shards.
    std::vector<const void *> shards(viewDevices(run, t), nullptr);
    for (int64_t d = 0; d < run.numDevices; ++d)
      if (int64_t position = positionOf(run, t, d);
          position >= 0 && run.isLocal(d))
        shards[position] = run.argShards[a][d]->data;
    data.push_back(std::move(shards));
    index.variables.push_back(std::move(v));
  }
  // Every process of the job writes its devices' shards (a process that
  // fails ends the job, main; the previous checkpoint stays current).
  std::string error;
  if (!checkpoint::saveJob(o.checkpoint, index, data, error))
    return fail("saving the checkpoint of step " + std::to_string(steps) +
                ": " + error);
  return 0;
}

} // namespace dtc::launcher
