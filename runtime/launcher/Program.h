//===- Program.h - what a dtc executable knows about its entries ----------===//
//
// The launcher's parsed view of the program descriptor (DTC_PROGRAM_SYMBOL;
// its grammar is in dtc/executable.h).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_LAUNCHER_PROGRAM_H
#define DTC_RUNTIME_LAUNCHER_PROGRAM_H

#include "dtc/executable.h"
#include "dtc/runtime.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace dtc::launcher {

struct TensorSpec {
  dtc_dtype dtype = DTC_F32;
  std::vector<int64_t> globalShape;
  std::vector<int32_t> dimNumAxes;
  std::vector<int32_t> dimAxes;
  std::vector<int32_t> partialAxes;
  dtc_reduction partialReduction = DTC_SUM;
  int64_t singleDevice = -1;
  int64_t view = 0;
  /// What the tensor is to a training job (docs/training.md): an argument
  /// is an "input", a "dataset", a batch "mask" or a "variable"; a result
  /// an "output" or
  /// an "assign" to a variable. `variable` names it for the last two.
  std::string role;
  std::string variable;

  /// The C view of the layout; valid while this spec lives.
  dtc_layout layout() const;
  int32_t rank() const { return int32_t(globalShape.size()); }
  /// The bytes of the global array.
  int64_t globalBytes() const;
};

struct ViewSpec {
  std::vector<int64_t> shape;
  std::vector<std::string> axisNames;
  std::vector<int64_t> deviceIds;
};

struct EntrySpec {
  std::string name;
  std::vector<int64_t> meshShape;
  std::vector<std::string> axisNames;
  std::vector<int64_t> deviceIds;
  dtc_device_type deviceType = DTC_DEVICE_CPU;
  /// The ids of the devices that run `hostFunction`: CPU devices of a GPU
  /// program (or, with the kernels emulated, of a program that has GPU
  /// meshes).
  std::vector<int64_t> hostIds;
  /// The processes the mesh's devices are split over (its clients), and
  /// each client's device ids, client after client (empty: contiguous
  /// blocks in mesh order).
  int32_t numClients = 1;
  std::vector<int64_t> heldIds;
  /// Client c's device ids, in its local order.
  std::vector<int64_t> clientDevices(int32_t c) const;
  std::vector<ViewSpec> views;
  std::vector<TensorSpec> args;
  std::vector<TensorSpec> results;
  void *function = nullptr;     // the `_mlir_ciface_` wrapper
  void *hostFunction = nullptr; // the same, compiled for the host devices

  bool isHost(int64_t id) const {
    return std::find(hostIds.begin(), hostIds.end(), id) != hostIds.end();
  }
  /// The device types of the mesh's devices, in mesh order.
  std::vector<dtc_device_type> deviceTypes() const;
  /// dtc_mesh_set_run_order's keys for this entry's mesh, or empty: the
  /// arguments on the mesh grouped by the set of mesh axes they are sharded
  /// over, the group with the most bytes on each device (and some axis it
  /// is replicated over) keys each device by its coordinates along those
  /// axes. Devices with one key hold the same shards of those arguments
  /// (the MLP's weights, sharded over y: the devices of one y).
  std::vector<int64_t> runOrderKeys() const;
};

/// The CPU the program's host code was compiled for.
struct CpuSpec {
  std::string name;
  /// The instruction-set features it uses (DTC_X86_CPU_FEATURES).
  std::vector<std::string> needs;
};

/// Parses the descriptor, whose entries' wrappers are `functions` and,
/// compiled for host devices, `hostFunctions` (both null: not loaded yet,
/// the entries' functions null); on failure returns false with `error` set.
bool parseProgram(const char *text, void *const *functions,
                  void *const *hostFunctions, CpuSpec &cpu,
                  std::vector<EntrySpec> &entries, std::string &error);

/// Whether this CPU has an instruction-set feature of DTC_X86_CPU_FEATURES.
bool hostHasCpuFeature(const std::string &feature);

/// The features of `cpu.needs` that `has` says this CPU lacks, in order.
std::vector<std::string>
missingCpuFeatures(const CpuSpec &cpu,
                   bool (*has)(const std::string &) = hostHasCpuFeature);

/// "f32[16x32]" for messages.
std::string describe(dtc_dtype dtype, const std::vector<int64_t> &shape);

} // namespace dtc::launcher

#endif // DTC_RUNTIME_LAUNCHER_PROGRAM_H
