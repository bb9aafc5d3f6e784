//===- RunArrays.cpp - a run's inputs read and outputs written ----------===//
#include "RunArrays.h"

#include "Error.h"
#include "Invocation.h"
#include "Options.h"
#include "Strided.h"
#include "dtc/Checkpoint.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include <sys/stat.h>

namespace dtc::launcher {

namespace {

std::string shardPath(const std::string &dir, const char *kind, size_t i,
                      int64_t id) {
  return dir + "/" + kind + std::to_string(i) + ".dev" + std::to_string(id) +
         ".npy";
}

int64_t numElements(const std::vector<int64_t> &shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

/// Copies the `box` at the start of a row-major `from`-shaped array into
/// the start of a `to`-shaped one (elements of `bytes`): a shard's elements
/// between its block (padded, docs/uneven.md) and a file of them alone.
void copyBox(const char *src, const std::vector<int64_t> &from, char *dst,
             const std::vector<int64_t> &to, const std::vector<int64_t> &box,
             int64_t bytes) {
  runtime::forEachRun(int32_t(box.size()), box.data(), from.data(), nullptr,
                      to.data(), nullptr, [&](int64_t d, int64_t s, int64_t n) {
                        std::memcpy(dst + d * bytes, src + s * bytes,
                                    size_t(n * bytes));
                      });
}

/// The elements `t`'s shard on device `d` holds: its block, shorter or
/// empty where the layout is uneven.
bool validShape(const Run &run, const TensorSpec &t, int64_t d,
                std::vector<int64_t> &shape, std::string &error) {
  dtc_layout layout = t.layout();
  shape.assign(t.globalShape.size(), 0);
  if (dtc_layout_valid_shape(run.geometry[t.view], &layout, t.rank(),
                             t.globalShape.data(),
                             std::max<int64_t>(positionOf(run, t, d), 0),
                             shape.data()) != DTC_OK) {
    error = dtc_last_error();
    return false;
  }
  return true;
}

/// Writes `data` to a temporary next to `path`; records it for the rename.
bool writeTemp(const std::string &path, const void *data, dtc_dtype dtype,
               const std::vector<int64_t> &shape,
               std::vector<std::pair<std::string, std::string>> &renames) {
  std::string temp = path + ".dtc-partial";
  if (dtc_npy_write(temp.c_str(), data, dtype, int32_t(shape.size()),
                    shape.data()) != DTC_OK)
    return false;
  renames.emplace_back(temp, path);
  return true;
}

} // namespace

int argumentShards(Run &run, size_t a, Buffer *elsewhere,
                   std::vector<void *> &shards) {
  const TensorSpec &t = run.entry->args[a];
  shards.assign(size_t(viewDevices(run, t)), nullptr);
  for (int64_t d = 0; d < run.numDevices; ++d) {
    int64_t position = positionOf(run, t, d);
    if (position < 0)
      continue;
    bool owns = t.singleDevice < 0 || t.singleDevice == position;
    if (owns && !run.argShards[a][d]) {
      if (!elsewhere)
        continue;
      std::vector<int64_t> shape;
      std::string error;
      if (!elsewhere->data &&
          (!localShape(run, t, d, shape, error) ||
           !elsewhere->allocate(numElements(shape) * dtc_dtype_size(t.dtype))))
        return fail("argument #" + std::to_string(a) + ": out of memory");
      shards[size_t(position)] = elsewhere->data;
      continue;
    }
    const Buffer &shard = *run.argShards[a][d];
    shards[size_t(position)] = owns && !shard.replica ? shard.data : nullptr;
  }
  return 0;
}

int packArgument(Run &run, size_t a, const void *global) {
  const TensorSpec &t = run.entry->args[a];
  dtc_layout layout = t.layout();
  std::vector<void *> shards;
  Buffer elsewhere; // the shards of other processes' devices, dropped
  if (int rc = argumentShards(run, a, &elsewhere, shards))
    return rc;
  if (dtc_pack(run.geometry[t.view], &layout, t.dtype, t.rank(),
               t.globalShape.data(), global, shards.data()) != DTC_OK)
    return fail("argument #" + std::to_string(a) + ": " + dtc_last_error());
  return 0;
}

int readArgument(Run &run, size_t a, const std::string &path,
                 const std::string &what) {
  const TensorSpec &t = run.entry->args[a];
  dtc_layout layout = t.layout();
  std::vector<void *> shards;
  if (int rc = argumentShards(run, a, nullptr, shards))
    return rc;
  if (dtc_npy_read_shards(path.c_str(), run.geometry[t.view], &layout, t.dtype,
                          t.rank(), t.globalShape.data(),
                          shards.data()) != DTC_OK)
    return fail(what + ": " + dtc_last_error());
  return 0;
}

namespace {

/// Checks a dataset: an array of `t`'s dtype whose first dimension is the
/// examples and whose others are `t`'s. Its batches are read step by step
/// (feedDatasets).
int openDataset(Run &run, size_t a, const std::string &path) {
  const TensorSpec &t = run.entry->args[a];
  dtc_npy_header header;
  if (dtc_npy_read_header(path.c_str(), &header) != DTC_OK)
    return fail("dataset #" + std::to_string(a) + " (" + path +
                "): " + dtc_last_error());
  std::vector<int64_t> shape(header.shape, header.shape + header.rank);
  std::vector<int64_t> example(t.globalShape.begin() + 1, t.globalShape.end());
  if (header.dtype != t.dtype || header.rank != t.rank() ||
      !std::equal(example.begin(), example.end(), shape.begin() + 1) ||
      shape[0] == 0) {
    example.insert(example.begin(), -1);
    std::string expected = describe(t.dtype, example);
    expected.replace(expected.find("-1"), 2, "N");
    return fail("dataset #" + std::to_string(a) + " (" + path + ") holds " +
                describe(header.dtype, shape) + ", expected " + expected +
                " with N > 0 examples (batches of " +
                std::to_string(t.globalShape[0]) + ")");
  }
  run.datasets[a] = path;
  run.datasetExamples[a] = shape[0];
  return 0;
}

} // namespace

int loadInputs(Run &run, const Options &o) {
  const EntrySpec &e = *run.entry;
  run.argShards.resize(e.args.size());
  run.absent.resize(e.args.size());
  run.resident.assign(e.args.size(), {});
  for (size_t a = 0; a < e.args.size(); ++a)
    if (e.args[a].role == "variable")
      run.resident[a].assign(size_t(run.numDevices), nullptr);
  run.argDescs.resize(e.args.size());
  run.datasets.resize(e.args.size());
  run.datasetExamples.assign(e.args.size(), 0);
  size_t next = 0; // the next --input
  std::vector<std::pair<const void *, int64_t>>
      inputShards; // declared at the end
  // Variables then come from the checkpoint (restoreCheckpoint).
  bool restored = !o.checkpoint.empty() && checkpoint::exists(o.checkpoint);
  for (size_t a = 0; a < e.args.size(); ++a) {
    const TensorSpec &t = e.args[a];
    int64_t elemBytes = dtc_dtype_size(t.dtype);
    // The replicas of an input read from a global array (devices whose
    // shards its layout makes equal) share one buffer: compiled code never
    // writes its arguments (they are bufferization.writable = false), and
    // the launcher writes an input once. At 8x8 the MLP's weights are then
    // read into 8 MiB instead of 64.
    const bool shareReplicas = t.role == "input" && o.inputShards.empty();
    dtc_layout layout = t.layout();
    std::unordered_map<int64_t, void *>
        replicaBuffers; // first replica -> buffer
    for (int64_t d = 0; d < run.numDevices; ++d) {
      std::vector<int64_t> shape;
      std::string error;
      if (!localShape(run, t, d, shape, error))
        return fail("argument #" + std::to_string(a) + ": " + error);
      int64_t position = positionOf(run, t, d);
      auto buffer = std::make_unique<Buffer>();
      if (!run.isLocal(d)) { // another process runs it
        run.argDescs[a].push_back(makeDescriptor(nullptr, shape));
        run.argShards[a].emplace_back();
        continue;
      }
      if (position < 0) { // outside the argument's mesh: one shared buffer
        if (!run.absent[a]) {
          run.absent[a] = std::move(buffer);
          if (!run.absent[a]->allocate(numElements(shape) * elemBytes,
                                       run.mesh))
            return fail("out of memory for argument shards");
        }
        run.argDescs[a].push_back(makeDescriptor(run.absent[a]->data, shape));
        run.argShards[a].emplace_back();
        continue;
      }
      int64_t first = -1;
      if (shareReplicas &&
          dtc_layout_first_replica(run.geometry[t.view], &layout, t.rank(),
                                   t.globalShape.data(), position,
                                   &first) != DTC_OK)
        return fail("argument #" + std::to_string(a) + ": " + dtc_last_error());
      if (auto it = replicaBuffers.find(first); it != replicaBuffers.end()) {
        buffer->data = it->second;
        buffer->borrowed = buffer->replica = true;
        run.argDescs[a].push_back(makeDescriptor(buffer->data, shape));
        run.argShards[a].push_back(std::move(buffer));
        continue;
      }
      if (!buffer->allocate(numElements(shape) * elemBytes, run.mesh,
                            run.arena))
        return fail("out of memory for argument shards");
      if (first >= 0)
        replicaBuffers[first] = buffer->data;
      if (t.role == "input")
        inputShards.emplace_back(buffer->data, numElements(shape) * elemBytes);
      bool owns = t.singleDevice < 0 || t.singleDevice == position;
      if (!o.inputShards.empty() && owns && t.role == "input") {
        // A shard file holds the shard's elements: an uneven layout's last
        // shards are shorter (or empty), their blocks padded with zeros.
        std::string path = shardPath(o.inputShards, "arg", a, e.deviceIds[d]);
        std::vector<int64_t> valid;
        std::string error;
        if (!validShape(run, t, d, valid, error))
          return fail("argument #" + std::to_string(a) + ": " + error);
        std::vector<char> elements;
        void *into = buffer->data;
        if (valid != shape) {
          std::memset(buffer->data, 0, size_t(numElements(shape) * elemBytes));
          elements.resize(
              size_t(std::max<int64_t>(1, numElements(valid)) * elemBytes));
          into = elements.data();
        }
        if (dtc_npy_read(path.c_str(), t.dtype, t.rank(), valid.data(), into) !=
            DTC_OK)
          return fail("argument #" + std::to_string(a) + " shard (" + path +
                      "): " + dtc_last_error());
        if (into != buffer->data)
          copyBox(elements.data(), valid, static_cast<char *>(buffer->data),
                  shape, valid, elemBytes);
      }
      run.argDescs[a].push_back(makeDescriptor(buffer->data, shape));
      run.argShards[a].push_back(std::move(buffer));
    }
    if (t.role == "dataset") {
      if (int rc = openDataset(run, a, o.inputs[next++]))
        return rc;
      continue;
    }
    std::string path, what;
    if (t.role == "variable") {
      if (restored)
        continue;
      for (auto &[name, file] : o.variables)
        if (name == t.variable)
          path = file;
      if (path.empty())
        return fail("variable \"" + t.variable +
                    "\" has no value: give --variable " + t.variable +
                    "=FILE.npy" +
                    (o.checkpoint.empty()
                         ? std::string()
                         : " (" + o.checkpoint + " has no checkpoint)"));
      what = "variable \"" + t.variable + "\" (" + path + ")";
    } else if (t.role == "mask") {
      continue; // filled with each batch
    } else if (o.inputShards.empty()) {
      path = o.inputs[next++];
      what = "input #" + std::to_string(a) + " (" + path + ")";
    } else {
      continue;
    }
    // Only the bytes of this process's shards are read.
    if (int rc = readArgument(run, a, path, what))
      return rc;
  }
  // Read, and never written again (compiled code does not write its
  // arguments; the steps write only variables, datasets and masks).
  for (auto [data, bytes] : inputShards)
    run.constantInputs.declare(data, bytes);
  return 0;
}

namespace {

/// How many shards dimension 0 of `t` is split into.
int64_t shardsOfDim0(const Run &run, const TensorSpec &t) {
  if (t.singleDevice >= 0 || t.dimNumAxes.empty())
    return 1;
  int64_t n = 1;
  for (int32_t i = 0; i < t.dimNumAxes[0]; ++i)
    n *= dtc_mesh_axis_size(run.geometry[t.view], t.dimAxes[i]);
  return n;
}

} // namespace

std::vector<int64_t> splitBatch(int64_t rows, int64_t shards) {
  int64_t chunk = (rows + shards - 1) / shards;
  std::vector<int64_t> counts;
  for (int64_t k = 0; k < shards; ++k)
    counts.push_back(std::clamp<int64_t>(rows - k * chunk, 0, chunk));
  return counts;
}

int feedDatasets(Run &run, int64_t step) {
  const EntrySpec &e = *run.entry;
  int64_t maskArg = -1;
  for (size_t a = 0; a < e.args.size(); ++a)
    if (e.args[a].role == "mask")
      maskArg = int64_t(a);
  std::vector<float> mask;
  for (size_t a = 0; a < e.args.size(); ++a) {
    const std::string &path = run.datasets[a];
    if (path.empty())
      continue;
    const TensorSpec &t = e.args[a];
    int64_t capacity = t.globalShape[0];
    int64_t examples = run.datasetExamples[a];
    int64_t perEpoch = (examples + capacity - 1) / capacity;
    int64_t first = (step % perEpoch) * capacity;
    int64_t rows = std::min(capacity, examples - first);
    int64_t rowBytes = t.globalBytes() / capacity;
    std::string what = "dataset #" + std::to_string(a) + " (" + path + ")";
    if (rows == capacity) {
      // Only this process's shards of the batch's rows are read.
      dtc_layout layout = t.layout();
      std::vector<void *> shards;
      if (int rc = argumentShards(run, a, nullptr, shards))
        return rc;
      if (dtc_npy_read_row_shards(
              path.c_str(), first, run.geometry[t.view], &layout, t.dtype,
              t.rank(), t.globalShape.data(), shards.data()) != DTC_OK)
        return fail(what + ": " + dtc_last_error());
      if (maskArg >= 0)
        mask.assign(size_t(capacity), 1.0f);
      continue;
    }
    // The last, partial batch: its rows.
    std::vector<int64_t> shape = t.globalShape;
    shape[0] = rows;
    Buffer batch;
    if (!batch.allocate(rows * rowBytes))
      return fail("out of memory for a batch");
    if (dtc_npy_read_rows(path.c_str(), first, t.dtype, t.rank(), shape.data(),
                          batch.data) != DTC_OK)
      return fail(what + ": " + dtc_last_error());
    const char *data = static_cast<const char *>(batch.data);
    // A partial batch: each shard of dimension 0 gets its contiguous part
    // (8 -> 4|4, 7 -> 4|3, 1 -> 1|0), padded with zeros; the mask marks
    // the real rows.
    int64_t shards = shardsOfDim0(run, t), perShard = capacity / shards;
    std::vector<int64_t> counts = splitBatch(rows, shards);
    Buffer padded;
    if (!padded.allocate(capacity * rowBytes))
      return fail("out of memory for a batch");
    mask.assign(size_t(capacity), 0.0f);
    for (int64_t k = 0, taken = 0; k < shards; ++k) {
      std::memcpy(static_cast<char *>(padded.data) + k * perShard * rowBytes,
                  data + taken * rowBytes, size_t(counts[k] * rowBytes));
      std::fill_n(mask.begin() + k * perShard, counts[k], 1.0f);
      taken += counts[k];
    }
    if (int rc = packArgument(run, a, padded.data))
      return rc;
  }
  if (maskArg >= 0 && !mask.empty())
    return packArgument(run, size_t(maskArg), mask.data());
  return 0;
}

/// `t`'s shards by position in its view, on client 0 of a multi-client
/// mesh: `localShard(d)` for this process's devices, and the others' sent
/// by the client that runs them, received into `remote`. `slot` tells the
/// tensors apart (a result's number; past them, an argument's); `what`
/// names it in errors.
int gatherShards(Run &run, const TensorSpec &t, size_t slot,
                 const std::string &what,
                 const std::function<const void *(int64_t d)> &localShard,
                 std::vector<const void *> &shards,
                 std::vector<std::unique_ptr<Buffer>> &remote) {
  shards.assign(size_t(viewDevices(run, t)), nullptr);
  const int32_t me = dtc_client_id();
  for (int64_t d = 0; d < run.numDevices; ++d) {
    int64_t position = positionOf(run, t, d);
    if (position < 0)
      continue;
    if (run.isLocal(d))
      shards[size_t(position)] = localShard(d);
    int32_t owner = dtc_mesh_device_client(run.mesh, d);
    if (owner == 0 || (me != 0 && me != owner))
      continue;
    std::vector<int64_t> shape;
    std::string error;
    if (!localShape(run, t, d, shape, error))
      return fail(what + ": " + error);
    int64_t bytes = dtc_dtype_size(t.dtype) * numElements(shape);
    // Tags past those of the devices' messages (one per pair of devices).
    int32_t tag = int32_t(run.numDevices * run.numDevices +
                          int64_t(slot) * run.numDevices + d);
    if (me == owner) {
      if (dtc_client_send(0, shards[size_t(position)], bytes, tag) != DTC_OK)
        return fail(what + " to client 0: " + dtc_last_error());
      continue;
    }
    remote.push_back(std::make_unique<Buffer>());
    if (!remote.back()->allocate(bytes))
      return fail("out of memory for " + what);
    shards[size_t(position)] = remote.back()->data;
    if (dtc_client_recv(owner, remote.back()->data, bytes, tag) != DTC_OK)
      return fail(what + " from client " + std::to_string(owner) + ": " +
                  dtc_last_error());
  }
  return 0;
}

int collectOutputs(Run &run, const Options &o, int64_t step) {
  const EntrySpec &e = *run.entry;
  bool last = step + 1 == run.steps;
  run.outputs.resize(e.results.size());
  for (size_t r = 0; r < e.results.size(); ++r) {
    const TensorSpec &t = e.results[r];
    if (t.role != "output" || !o.outputShards.empty() ||
        (o.outputs.empty() && t.rank() != 0))
      continue;
    // Rank-0 outputs are unpacked every step: the progress line shows them.
    if (!o.stackOutputs && !last && t.rank() != 0)
      continue;
    int64_t bytes = t.globalBytes();
    if (!run.outputs[r]) {
      run.outputs[r] = std::make_unique<Buffer>();
      if (!run.outputs[r]->allocate(
              bytes * (o.stackOutputs ? run.steps - run.firstStep : 1)))
        return fail("out of memory for result #" + std::to_string(r));
    }
    std::vector<const void *> shards;
    std::vector<std::unique_ptr<Buffer>> remote;
    auto local = [&](int64_t d) -> const void * {
      const int64_t *desc = resultDescriptor(run, d, r);
      return reinterpret_cast<const char *>(desc[1]) +
             desc[2] * dtc_dtype_size(t.dtype);
    };
    if (int rc = gatherShards(run, t, r, "result #" + std::to_string(r), local,
                              shards, remote))
      return rc;
    if (dtc_client_id() != 0) // client 0 assembles the outputs
      continue;
    dtc_layout layout = t.layout();
    char *into = static_cast<char *>(run.outputs[r]->data) +
                 (o.stackOutputs ? (step - run.firstStep) * bytes : 0);
    if (dtc_unpack(run.geometry[t.view], &layout, t.dtype, t.rank(),
                   t.globalShape.data(), shards.data(), into) != DTC_OK)
      return fail("result #" + std::to_string(r) + ": " + dtc_last_error());
  }
  return 0;
}

int storeOutputs(Run &run, const Options &o) {
  const EntrySpec &e = *run.entry;
  std::vector<std::pair<std::string, std::string>> renames;
  auto abandon = [&](const std::string &message) {
    for (auto &r : renames)
      std::remove(r.first.c_str());
    return fail(message);
  };
  size_t output = 0;
  for (size_t r = 0; r < e.results.size(); ++r) {
    const TensorSpec &t = e.results[r];
    // An assigned value is the variable's (on a GPU mesh the result itself
    // stayed on the device).
    int64_t variable = assignedArgument(run, t);
    std::vector<const void *> shards(viewDevices(run, t));
    for (int64_t d = 0; d < run.numDevices; ++d) {
      if (!run.isLocal(d)) // its client writes its shards
        continue;
      const int64_t *desc =
          variable >= 0 ? run.argDescs[size_t(variable)][size_t(d)].data()
                        : resultDescriptor(run, d, r);
      const char *aligned = reinterpret_cast<const char *>(desc[1]);
      int64_t position = positionOf(run, t, d);
      if (position < 0)
        continue;
      shards[position] = aligned + desc[2] * dtc_dtype_size(t.dtype);
      if (!o.outputShards.empty() &&
          (t.singleDevice < 0 || t.singleDevice == position)) {
        // The shard's elements, without an uneven layout's padding.
        std::vector<int64_t> shape(desc + 3, desc + 3 + t.rank()), valid;
        std::string error;
        if (!validShape(run, t, d, valid, error))
          return abandon("writing a result shard: " + error);
        const void *elements = shards[position];
        std::vector<char> copy;
        if (valid != shape) {
          const int64_t bytes = dtc_dtype_size(t.dtype);
          copy.resize(size_t(std::max<int64_t>(1, numElements(valid)) * bytes));
          copyBox(static_cast<const char *>(shards[position]), shape,
                  copy.data(), valid, valid, bytes);
          elements = copy.data();
        }
        if (!writeTemp(shardPath(o.outputShards, "result", r, e.deviceIds[d]),
                       elements, t.dtype, valid, renames))
          return abandon(std::string("writing a result shard: ") +
                         dtc_last_error());
      }
    }
    // Global outputs are client 0's (collectOutputs gathered them there).
    if (!o.outputShards.empty() || t.role != "output" || o.outputs.empty() ||
        dtc_client_id() != 0)
      continue;
    std::vector<int64_t> shape = t.globalShape;
    if (o.stackOutputs)
      shape.insert(shape.begin(), run.steps - run.firstStep);
    const std::string &path = o.outputs[output++];
    if (!writeTemp(path, run.outputs[r]->data, t.dtype, shape, renames))
      return abandon("result #" + std::to_string(r) + " (" + path +
                     "): " + dtc_last_error());
  }
  for (size_t a = 0; a < e.args.size(); ++a) {
    const TensorSpec &t = e.args[a];
    for (auto &[name, path] : o.variableOutputs) {
      if (t.role != "variable" || name != t.variable)
        continue;
      // Client 0 gathers the shards and writes the file.
      std::vector<const void *> shards;
      std::vector<std::unique_ptr<Buffer>> remote;
      auto local = [&](int64_t d) -> const void * {
        return run.argShards[a][d]->data;
      };
      if (gatherShards(run, t, e.results.size() + a,
                       "variable \"" + name + "\"", local, shards, remote)) {
        for (auto &written : renames) // reported; nothing stays half-way
          std::remove(written.first.c_str());
        return 1;
      }
      if (dtc_client_id() != 0)
        continue;
      Buffer global;
      dtc_layout layout = t.layout();
      if (!global.allocate(t.globalBytes()))
        return abandon("out of memory for variable \"" + name + "\"");
      if (dtc_unpack(run.geometry[t.view], &layout, t.dtype, t.rank(),
                     t.globalShape.data(), shards.data(),
                     global.data) != DTC_OK ||
          !writeTemp(path, global.data, t.dtype, t.globalShape, renames))
        return abandon("variable \"" + name + "\" (" + path +
                       "): " + dtc_last_error());
    }
  }
  // All or none: a destination a rename cannot replace (a directory) is
  // found before any is renamed, and should a rename still fail, the
  // outputs renamed before it are removed.
  for (auto &rn : renames) {
    struct stat st;
    if (::lstat(rn.second.c_str(), &st) == 0 && S_ISDIR(st.st_mode))
      return abandon("cannot write " + rn.second +
                     ": a directory is in the way");
  }
  for (size_t k = 0; k < renames.size(); ++k)
    if (std::rename(renames[k].first.c_str(), renames[k].second.c_str()) != 0) {
      std::string message = "cannot rename " + renames[k].first + " to " +
                            renames[k].second + ": " + std::strerror(errno);
      for (size_t done = 0; done < k; ++done)
        std::remove(renames[done].second.c_str());
      renames.erase(renames.begin(), renames.begin() + long(k));
      return abandon(message);
    }
  return 0;
}

} // namespace dtc::launcher
