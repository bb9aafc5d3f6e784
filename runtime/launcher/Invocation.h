//===- Invocation.h - running an entry on every device of the mesh --------===//
//
// The state of one run (the mesh and its views, the argument shards and
// their descriptors, the results), shared by the reading and writing of
// arrays (RunArrays.h) and the invocation of the compiled entry on each device.
// Descriptors are memrefs as MLIR's C interface lays them out.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_LAUNCHER_INVOCATION_H
#define DTC_RUNTIME_LAUNCHER_INVOCATION_H

#include "Program.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace dtc::launcher {

/// Host memory for the shards of a run's arguments: regions of 32 MiB or
/// more, aligned to huge pages (the kernel uses them there when its
/// transparent huge pages are `always`; where they are only on request,
/// asking for them made some cold `dtc run`s wait 25 ms more for the VM's
/// fresh huge pages, and they are not asked for), prefaulted in one call,
/// carved in order and unmapped with the run. A 64-device mesh's shards of a
/// few hundred KiB each would otherwise each be a mapping of its own, faulted
/// in 4 KiB pages (16,384 faults for 64 MiB, half of reading the MLP's inputs
/// at 8x8). Fresh mappings are zero.
class ShardArena {
public:
  /// Blocks smaller than this come from malloc: a huge page costs ~0.1 ms
  /// to clear, where a small program's run takes tens of microseconds.
  static constexpr int64_t kFrom = 64 * 1024;
  ShardArena() = default;
  ShardArena(const ShardArena &) = delete;
  ShardArena &operator=(const ShardArena &) = delete;
  ~ShardArena();
  /// 64-byte-aligned zeroed memory for `bytes`, or null.
  void *allocate(size_t bytes);

private:
  struct Region {
    char *base;
    size_t size, used;
  };
  std::vector<Region> regions;
};

struct Buffer {
  void *data = nullptr;
  /// Set for memory freed elsewhere: the run's ShardArena, or another
  /// device's buffer that this one shares.
  bool borrowed = false;
  /// Set for an input's shard that is another device's buffer (a replica):
  /// the input is read into that one.
  bool replica = false;
  /// Set for a GPU mesh's staging buffers: pinned host memory of the mesh.
  dtc_mesh *pinnedFor = nullptr;
  /// Set for memory the runtime allocated (dtc_npy_load's).
  void (*freeWith)(void *) = nullptr;
  ~Buffer() {
    if (borrowed)
      return;
    if (freeWith)
      freeWith(data);
    else if (pinnedFor)
      dtc_mesh_host_free(pinnedFor, data);
    else
      std::free(data);
  }
  /// Zeroed memory for `bytes` (at least one byte); pinned when `mesh` is a
  /// GPU mesh, as shards copied to or from its devices are.
  bool allocate(int64_t bytes, dtc_mesh *mesh = nullptr) {
    size_t size = size_t(std::max<int64_t>(bytes, 1));
    if (mesh && dtc_mesh_device_type(mesh) == DTC_DEVICE_GPU) {
      data = dtc_mesh_host_alloc(mesh, int64_t(size));
      pinnedFor = data ? mesh : nullptr;
    } else {
      data = std::aligned_alloc(64, (size + 63) / 64 * 64);
    }
    if (data)
      std::memset(data, 0, size);
    return data != nullptr;
  }
  /// allocate(), from `arena` for host memory of ShardArena::kFrom bytes or
  /// more.
  bool allocate(int64_t bytes, dtc_mesh *mesh, ShardArena &arena) {
    if (bytes < ShardArena::kFrom ||
        (mesh && dtc_mesh_device_type(mesh) == DTC_DEVICE_GPU))
      return allocate(bytes, mesh);
    data = arena.allocate(size_t(bytes));
    borrowed = data != nullptr;
    return borrowed;
  }
};

/// Memory declared constant (dtc_constant_begin) for as long as this lives:
/// a run's input shards once they are read, ended before they are freed.
class ConstantMemory {
public:
  ConstantMemory() = default;
  ConstantMemory(const ConstantMemory &) = delete;
  ConstantMemory &operator=(const ConstantMemory &) = delete;
  ~ConstantMemory() {
    for (const void *data : declared)
      dtc_constant_end(data);
  }
  void declare(const void *data, int64_t bytes) {
    dtc_constant_begin(data, bytes);
    declared.push_back(data);
  }

private:
  std::vector<const void *> declared;
};

struct Run {
  const EntrySpec *entry = nullptr;
  dtc_mesh *mesh = nullptr;
  int64_t numDevices = 0;
  /// Whether this process runs the mesh's device `d` (on a multi-client
  /// mesh, its client's block; else every device).
  bool isLocal(int64_t d) const {
    return dtc_mesh_device_client(mesh, d) == dtc_client_id();
  }
  // Per view (0: the mesh itself): a mesh of the view's geometry for
  // pack/unpack, and each mesh device's position in it.
  std::vector<dtc_mesh *> geometry;
  std::vector<std::vector<int64_t>> position;
  std::vector<std::unique_ptr<dtc_mesh, void (*)(dtc_mesh *)>> viewMeshes;
  // The memory of the argument shards below (declared first: freed last).
  ShardArena arena;
  // [arg][device]; null on a device outside the argument's mesh, whose
  // descriptor points to the argument's `absent` buffer (read by no op:
  // partitioning guards the ops of that mesh).
  std::vector<std::vector<std::unique_ptr<Buffer>>> argShards;
  std::vector<std::unique_ptr<Buffer>> absent;
  // The shards of the "input" arguments (each buffer once), which nothing
  // writes after loadInputs: products keep the copies they pack of them
  // from one call of the entry to the next (declared after the shards, so
  // ended before they are freed).
  ConstantMemory constantInputs;
  // GPU meshes: [arg][device] a variable's shard in the device's memory,
  // copied in before its first step and kept there across steps (null
  // until then and for other arguments); `residentAhead` while it is newer
  // than `argShards`.
  std::vector<std::vector<void *>> resident;
  bool residentAhead = false;
  std::vector<std::vector<std::vector<int64_t>>> argDescs;
  // [device]: the packed result descriptors
  std::vector<std::vector<int64_t>> resultStructs;
  // [device][result]: on a GPU mesh, the results copied back to the host
  std::vector<std::vector<std::unique_ptr<Buffer>>> hostResults;
  // [device]: on a GPU mesh, the seconds of all steps' copies of arguments
  // to the GPU and of results back (part of the compute phase, which runs
  // them on the devices' threads; --timing shows them apart)
  std::vector<double> gpuCopySeconds;
  // The compute phase of the first step and of the fastest (a warm one,
  // where there are several), and how many steps ran.
  double firstStepSeconds = 0, fastestStepSeconds = 0;
  int64_t stepsRun = 0;
  // Training jobs: per dataset argument (else empty), its file, read a
  // batch at a time, and its number of examples; the number of steps; per
  // result that is an output, its global value (every step's, stacked,
  // with --stack-outputs).
  std::vector<std::string> datasets;
  std::vector<int64_t> datasetExamples;
  int64_t steps = 1;
  /// The first step to run: 0, or the step of the restored checkpoint.
  int64_t firstStep = 0;
  std::vector<std::unique_ptr<Buffer>> outputs;
};

/// A memref descriptor as MLIR's C interface lays it out: allocated and
/// aligned pointers, offset, sizes, strides (all 8 bytes).
std::vector<int64_t> makeDescriptor(void *data,
                                    const std::vector<int64_t> &shape);

/// The mesh `entry` runs on (split over the job's processes when it has
/// several clients), its fibers ordered by the entry's run order; null
/// with dtc_last_error() set when it cannot be made.
dtc_mesh *createEntryMesh(const EntrySpec &entry);

/// Whether the descriptor of rank `rank` is a dense row-major array.
bool isContiguous(const int64_t *desc, int32_t rank);

/// Runs the entry on `device` (a dtc_mesh_run callback; `arg` is the Run).
void runDevice(dtc_device *device, void *arg);

/// The variable argument that result `t` assigns, or -1.
int64_t assignedArgument(const Run &run, const TensorSpec &t);

/// Whether the mesh's device `index` is a GPU (else a CPU device, maybe
/// of a mixed mesh).
bool onGpu(const Run &run, int64_t index);

/// Copies the variables the GPUs hold into their host shards, if those are
/// behind (before a checkpoint is saved or a variable written).
int syncVariables(Run &run);

/// Whether some variable has a shard in a device's memory.
bool anyResident(const Run &run);

/// Frees the variables' device memory (before the mesh goes).
void releaseVariables(Run &run);

/// The descriptor of result `r` on device `index` inside the packed struct.
const int64_t *resultDescriptor(const Run &run, int64_t index, size_t r);

/// Device `d` of the mesh as a device of `t`'s view: its position there,
/// or -1 when the view (a mesh over some of the program's devices) does not
/// include it.
int64_t positionOf(const Run &run, const TensorSpec &t, int64_t d);

/// The number of devices of `t`'s view.
int64_t viewDevices(const Run &run, const TensorSpec &t);

/// The shape of `t`'s shard on device `d` (on a device outside its view,
/// the shape the program's buffer there has); on failure returns false
/// with `error` set.
bool localShape(const Run &run, const TensorSpec &t, int64_t d,
                std::vector<int64_t> &shape, std::string &error);

/// The program's meshes as views of the running mesh (in the descriptor's
/// order, so the numbers match the compiled code's), and their geometry;
/// without `toMesh`, the mesh has them already (an entry's that another
/// entry bound to it added), and only the geometry is made.
int addViews(Run &run, bool toMesh = true);

/// Copies the array a memref descriptor of rank `rank` describes into the
/// contiguous buffer `dst`.
void copyToContiguous(const int64_t *desc, int32_t rank, int64_t elemBytes,
                      void *dst);

/// Frees what the program returned, once per distinct allocation and never
/// an argument's buffer (a result may alias an argument), and forgets it.
void freeResults(Run &run);

} // namespace dtc::launcher

#endif // DTC_RUNTIME_LAUNCHER_INVOCATION_H
