//===- Session.h - programs, meshes and arrays that live in a process -----===//
//
// The in-process runtime core: a compiled program loaded once (the shared
// object a dtc executable carries), each entry bound to a mesh whose devices
// are created once, distributed arrays (a global shape, a layout, and the
// shards of this process's devices, kept between calls), and calls of an
// entry on arrays that return arrays. The Python package `dtc`
// (python/Module.cpp) drives it; an entry runs through the same code as an
// executable's (Invocation.h: descriptors, runDevice, GPU copies), with
// argument shards that outlive the call instead of read from files.
//
// Shards are written once (by pack, or by the program that returned them)
// and only read after, so arrays, their replicas and results that alias an
// argument share memory (Storage). Failures return false with `error` set
// and leave nothing half made.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_LAUNCHER_SESSION_H
#define DTC_RUNTIME_LAUNCHER_SESSION_H

#include "Invocation.h"
#include "Program.h"
#include "ProgramImage.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

extern "C" {
// The allocator of compiled code (runtime/lib/core/Allocator.cpp): the
// results a program allocates are freed with it.
void _mlir_memref_to_llvm_free(void *);
}

namespace dtc::launcher {

/// Memory that shards share: freed with the last shard that holds it.
class Storage {
public:
  Storage(const Storage &) = delete;
  Storage &operator=(const Storage &) = delete;
  ~Storage();
  /// Zeroed, 64-byte-aligned host memory for `bytes`; null when out of it.
  static std::shared_ptr<Storage> allocate(int64_t bytes);
  /// Takes memory compiled code allocated (freed with its allocator).
  static std::shared_ptr<Storage> adoptProgramMemory(void *allocated);
  /// Takes a Buffer of a run (a GPU mesh's copy of a result on the host).
  static std::shared_ptr<Storage> adopt(std::unique_ptr<Buffer> buffer);
  /// Memory someone else owns (a read-only numpy array), which `release`
  /// gives back when the last shard goes.
  static std::shared_ptr<Storage> borrow(const void *data,
                                         std::function<void()> release);
  /// Declares `bytes` from `data` constant (dtc_constant_begin) until freed:
  /// products keep their packed copies of it from one call to the next.
  void declareConstant(const void *data, int64_t bytes);
  /// The start of the memory.
  void *data() const { return allocated; }

private:
  Storage() = default;
  void *allocated = nullptr;
  bool fromProgram = false;
  std::unique_ptr<Buffer> buffer;
  std::function<void()> release;
  const void *constant = nullptr;
};

/// A mesh's devices: axis sizes and ids in row-major order.
struct MeshGeometry {
  std::vector<int64_t> shape, deviceIds;
  /// The axes' names where known (a program's meshes); not compared.
  std::vector<std::string> axisNames;
  bool operator==(const MeshGeometry &o) const {
    return shape == o.shape && deviceIds == o.deviceIds;
  }
  int64_t numDevices() const;
  /// "[2x4] ids 0..7" for messages.
  std::string describe() const;
};

/// The product of `shape`'s extents.
int64_t numElements(const std::vector<int64_t> &shape);

/// A runtime mesh of `g`'s geometry for pack and unpack (no device runs on
/// it), made once per geometry and kept for the process; null with `error`
/// set for a geometry the runtime refuses.
dtc_mesh *geometryMesh(const MeshGeometry &g, std::string &error);

/// What arrays of one kind share (all of an entry's results of one
/// position): the mesh, dtype, global shape and layout (`spec`, its axes
/// those of `mesh`; view 0), and each device's shard shape.
struct ArrayInfo {
  MeshGeometry mesh;
  TensorSpec spec;
  std::vector<std::vector<int64_t>> shardShapes;
  /// The info of `spec` (any view: made view 0) over `mesh`.
  static std::shared_ptr<const ArrayInfo>
  make(const MeshGeometry &mesh, TensorSpec spec, std::string &error);
};

/// A distributed array: its info and one shard per device of the mesh (by
/// device index), empty for devices another process holds and for the
/// devices a single-device layout leaves out.
struct Array {
  std::shared_ptr<const ArrayInfo> info;
  struct Shard {
    std::shared_ptr<Storage> storage;
    void *data = nullptr;
  };
  std::vector<Shard> shards;
  const MeshGeometry &mesh() const { return info->mesh; }
  const TensorSpec &spec() const { return info->spec; }
  const std::vector<int64_t> &shardShape(size_t d) const {
    return info->shardShapes[d];
  }
  /// Bytes of device index `d`'s shard.
  int64_t shardBytes(size_t d) const;
};

/// Checks `spec`'s layout against `mesh` and its shape (divisibility, axes).
bool checkLayout(const MeshGeometry &mesh, const TensorSpec &spec,
                 std::string &error);

/// Packs the row-major `global` array into a new array of `spec`'s layout
/// over `mesh`; replicas share one shard. Only the devices `local` marks
/// (by device index; empty: all) get theirs: the others are another
/// process's (a multi-client mesh).
std::shared_ptr<Array> packArray(const MeshGeometry &mesh,
                                 const TensorSpec &spec, const void *global,
                                 const std::vector<bool> &local,
                                 std::string &error);

/// The shape of each device's shard under `spec`'s layout over `mesh` (all
/// zeros for the devices a single-device layout leaves out).
bool shardShapes(const MeshGeometry &mesh, const TensorSpec &spec,
                 std::vector<std::vector<int64_t>> &shapes, std::string &error);

/// An array of `spec`'s layout over `mesh` from its shards: `shards[d]`
/// the contiguous shard of device index d (of the shape the layout gives
/// it), copied, or null for a device another process holds.
std::shared_ptr<Array> arrayFromShards(const MeshGeometry &mesh,
                                       const TensorSpec &spec,
                                       const std::vector<const void *> &shards,
                                       std::string &error);

/// A replicated array over `mesh` whose every shard is `global` itself, not
/// a copy (memory nothing writes while the array lives: compiled code never
/// writes its arguments); `release` when the array goes. An error for a
/// layout that is not replicated.
std::shared_ptr<Array> borrowReplicated(const MeshGeometry &mesh,
                                        const TensorSpec &spec,
                                        const void *global,
                                        std::function<void()> release,
                                        std::string &error);

/// Assembles the global array (reducing partial values) into `global`; an
/// error when a shard it needs is another process's.
bool unpackArray(const Array &array, void *global, std::string &error);

/// A named array for a checkpoint (dtc/Checkpoint.h's format), and whether
/// an f32 one is stored as bfloat16.
struct NamedArray {
  std::string name;
  const Array *array = nullptr;
  bool bf16 = false;
};

/// Saves `arrays` as the checkpoint of `step` in `dir` and makes it
/// current; in a job of several processes every process calls it with the
/// same names, each array's local shards written by their process.
/// `program` is recorded as the saver. An array with a partial layout is an
/// error (a checkpoint holds values, not pending sums).
bool saveArrays(const std::string &dir, const std::string &program,
                int64_t step, const std::vector<NamedArray> &arrays,
                std::string &error);

/// What restoreArrays restores: the variable `name` into a new array of
/// `spec`'s layout over `mesh`, the devices `local` marks its own (empty:
/// all).
struct RestoreRequest {
  std::string name;
  MeshGeometry mesh;
  TensorSpec spec;
  std::vector<bool> local;
};

/// The arrays of `requests` from the current checkpoint in `dir` (by
/// variable name, onto any mesh and layout: each device reads only the
/// saved shards its own overlaps, checked by their checksums), and its
/// step. A missing variable, or one of another dtype or shape, is an error.
bool restoreArrays(const std::string &dir,
                   const std::vector<RestoreRequest> &requests,
                   std::vector<std::shared_ptr<Array>> &arrays, int64_t &step,
                   std::string &error);

/// A program loaded into this process (an executable's own, or any dtc
/// executable's). Its CPU is checked: code for features this CPU lacks is
/// an error before any of it runs.
class LoadedProgram {
public:
  /// Loads the program the dtc executable at `path` carries; with
  /// `programFile` (an executable's own), DTC_PROGRAM_FILE may name a file
  /// to load it from, for profilers and debuggers.
  static std::shared_ptr<LoadedProgram>
  load(const std::string &path, std::string &error, bool programFile = false);
  /// A program known by its descriptor alone (`dtc run`'s launcher while
  /// the program compiles): its entries have no functions until
  /// loadImage().
  static std::shared_ptr<LoadedProgram> describe(const std::string &descriptor,
                                                 std::string &error);
  /// Loads the executable at `path`, which must carry this program's
  /// descriptor, binding the entries' functions.
  bool loadImage(const std::string &path, std::string &error);
  const std::vector<EntrySpec> &entries() const { return entries_; }
  const CpuSpec &cpu() const { return cpu_; }
  const std::string &descriptor() const { return text; }

private:
  /// Parses `text` into the entries (with the image's functions, if
  /// loaded) and checks the CPU.
  bool parse(std::string &error);
  ProgramImage image;
  std::string text;
  CpuSpec cpu_;
  std::vector<EntrySpec> entries_;
};

/// The devices of a mesh in this process: made once per mesh (its shape,
/// device ids and types, clients, and the views its programs add), shared
/// by the entries bound to it, one run at a time.
struct DeviceMesh {
  std::unique_ptr<dtc_mesh, void (*)(dtc_mesh *)> mesh{nullptr,
                                                       dtc_mesh_destroy};
  std::mutex running;
  /// The fibers' run order set last (dtc_mesh_set_run_order).
  std::vector<int64_t> order;
  /// The mesh of `entry` (with its views), made now unless it exists.
  static std::shared_ptr<DeviceMesh> of(const EntrySpec &entry,
                                        std::string &error);
};

/// An entry of a loaded program bound to its mesh: call() runs it on
/// arrays and returns arrays.
class BoundEntry {
public:
  BoundEntry(const BoundEntry &) = delete;
  BoundEntry &operator=(const BoundEntry &) = delete;
  ~BoundEntry();
  /// What an entry is bound for: calls on arrays (call()), or an
  /// executable's steps, whose arguments come from files and whose
  /// training roles its launcher runs on run() (RunArrays.h, Steps.h).
  enum class Use { Calls, Steps };
  /// Binds entry `name` to its mesh (created now; a multi-client job's
  /// clients joined before).
  static std::unique_ptr<BoundEntry>
  create(std::shared_ptr<LoadedProgram> program, const std::string &name,
         std::string &error, Use use = Use::Calls);
  /// The run the launcher's steps fill (Use::Steps).
  Run &run() { return state; }
  const EntrySpec &entry() const { return *state.entry; }
  /// The mesh an argument or result lives on (the entry's mesh, or the
  /// view of another of the program's meshes).
  MeshGeometry meshOf(const TensorSpec &t) const;
  /// Whether `array` can be argument `a` as it is: same dtype, shape, mesh
  /// and layout. Otherwise false with the difference in `why`.
  bool accepts(size_t a, const Array &array, std::string &why) const;
  /// Runs the entry on `args` (accepts() each); `results` gets one array
  /// per result.
  bool call(const std::vector<const Array *> &args,
            std::vector<std::shared_ptr<Array>> &results, std::string &error);
  /// The bytes the collectives of this entry's last call moved (per
  /// collective, the most any device received; dtc_mesh_traffic_bytes).
  int64_t trafficBytes() const { return lastTraffic; }
  /// Whether this process runs the mesh's device `d`.
  bool isLocal(int64_t d) const { return state.isLocal(d); }

private:
  explicit BoundEntry(std::shared_ptr<LoadedProgram> program)
      : program(std::move(program)) {}
  std::shared_ptr<LoadedProgram> program;
  std::shared_ptr<DeviceMesh> devices;
  /// Declared after the mesh: freed first (its buffers may be the mesh's
  /// pinned memory).
  Run state;
  Use use = Use::Calls;
  /// The entry's fibers' run order (Program.h's runOrderKeys), set on its
  /// mesh before each of its runs where another entry's was set.
  std::vector<int64_t> order;
  int64_t lastTraffic = 0;
  /// Per argument and result, its mesh; per argument and device, the
  /// position of the shard the device reads (-1: a buffer read by no op,
  /// -2: another process's device); per result and device, the position
  /// of the shard it makes (-1: none kept).
  std::vector<MeshGeometry> argMeshes;
  std::vector<std::shared_ptr<const ArrayInfo>> resultInfos;
  std::vector<std::vector<int64_t>> argSlots, resultSlots;
};

} // namespace dtc::launcher

#endif // DTC_RUNTIME_LAUNCHER_SESSION_H
