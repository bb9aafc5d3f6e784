//===- Module.cpp - dtc._dtc: the in-process runtime core for Python ------===//
//
// The extension module under the `dtc` package (python/dtc/*.py): loaded
// programs, their entries bound to meshes, and distributed arrays whose
// shards stay in this process between calls (runtime/launcher/Session.h).
// The module carries the runtime and exports the functions compiled
// programs call (dtc/imports.def); at import it makes its symbols global so
// that the programs it loads bind to them, as an executable's program binds
// to its launcher. Every failure raises dtc._dtc.Error (a ValueError) with
// the runtime's message; a mesh runs with the GIL released.
//
//===----------------------------------------------------------------------===//
#include "Error.h"
#include "Session.h"

#include "dtc/Checkpoint.h"
#include "dtc/runtime.h"

#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>
#include <nanobind/stl/pair.h>
#include <nanobind/stl/shared_ptr.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/tuple.h>
#include <nanobind/stl/unique_ptr.h>
#include <nanobind/stl/vector.h>

#include <cstring>
#include <dlfcn.h>

namespace nb = nanobind;
using namespace dtc::launcher;

namespace {

struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

[[noreturn]] void raise(const std::string &message) { throw Error(message); }

/// A layout as Python passes it: per dimension the mesh axes that shard
/// it, the partial axes and their reduction, a single device or -1.
TensorSpec makeSpec(int dtype, const std::vector<int64_t> &shape,
                    const std::vector<std::vector<int32_t>> &dims,
                    const std::vector<int32_t> &partial, int reduction,
                    int64_t singleDevice) {
  if (dtc_dtype_size(dtc_dtype(dtype)) <= 0)
    raise("unknown dtype code " + std::to_string(dtype));
  if (dims.size() != shape.size() && singleDevice < 0)
    raise("the layout has " + std::to_string(dims.size()) +
          " dimensions, the tensor " + std::to_string(shape.size()));
  TensorSpec t;
  t.dtype = dtc_dtype(dtype);
  t.globalShape = shape;
  for (const std::vector<int32_t> &axes : dims) {
    t.dimNumAxes.push_back(int32_t(axes.size()));
    t.dimAxes.insert(t.dimAxes.end(), axes.begin(), axes.end());
  }
  if (singleDevice >= 0 && !dims.empty())
    raise("a single-device layout shards no dimension");
  t.partialAxes = partial;
  t.partialReduction = dtc_reduction(reduction);
  t.singleDevice = singleDevice;
  t.role = "input";
  return t;
}

nb::dict describeTensor(const TensorSpec &t, const MeshGeometry &mesh) {
  nb::dict d;
  d["dtype"] = int(t.dtype);
  d["shape"] = t.globalShape;
  std::vector<std::vector<int32_t>> dims;
  size_t next = 0;
  for (int32_t n : t.dimNumAxes) {
    dims.emplace_back(t.dimAxes.begin() + long(next),
                      t.dimAxes.begin() + long(next + n));
    next += size_t(n);
  }
  d["dims"] = dims;
  d["partial"] = t.partialAxes;
  d["reduction"] = int(t.partialReduction);
  d["single_device"] = t.singleDevice;
  d["mesh_shape"] = mesh.shape;
  d["mesh_ids"] = mesh.deviceIds;
  d["mesh_names"] = mesh.axisNames;
  // Training roles: an argument "input", "dataset", "mask" or "variable", a
  // result "output" or "assign"; `variable` names the variable of the last
  // two.
  d["role"] = t.role;
  d["variable"] = t.variable;
  return d;
}

int64_t elements(const std::vector<int64_t> &shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

/// Makes this module's symbols global, so that programs loaded later bind
/// their runtime references (dtc/imports.def) to it.
void exportRuntime() {
  Dl_info info;
  if (!::dladdr(reinterpret_cast<void *>(&dtc_last_error), &info) ||
      !info.dli_fname ||
      !::dlopen(info.dli_fname, RTLD_NOW | RTLD_NOLOAD | RTLD_GLOBAL))
    raise(std::string("dtc: cannot export the runtime to programs: ") +
          (::dlerror() ? ::dlerror() : "dladdr failed"));
}

} // namespace

NB_MODULE(_dtc, m) {
  m.doc() = "dtc's in-process runtime core (use the `dtc` package)";
  nb::exception<Error>(m, "Error", PyExc_ValueError);
  exportRuntime();
  printFailures() = false;

  nb::class_<Array>(m, "Array")
      .def_prop_ro("dtype", [](const Array &a) { return int(a.spec().dtype); })
      .def_prop_ro("shape", [](const Array &a) { return a.spec().globalShape; })
      .def_prop_ro("mesh_shape", [](const Array &a) { return a.mesh().shape; })
      .def_prop_ro("mesh_ids",
                   [](const Array &a) { return a.mesh().deviceIds; })
      .def_prop_ro(
          "spec",
          [](const Array &a) { return describeTensor(a.spec(), a.mesh()); })
      .def_prop_ro("num_shards", [](const Array &a) { return a.shards.size(); })
      .def("shard_shape",
           [](const Array &a, size_t d) {
             if (d >= a.shards.size())
               raise("no device index " + std::to_string(d));
             return a.shardShape(d);
           })
      // Device index d's shard as read-only bytes, without a copy (the
      // array keeps the memory alive); None where this process holds none.
      .def("shard_bytes",
           [](std::shared_ptr<Array> a, size_t d) -> nb::object {
             if (d >= a->shards.size())
               raise("no device index " + std::to_string(d));
             if (!a->shards[d].data)
               return nb::none();
             auto *keep = new std::shared_ptr<Array>(a);
             nb::capsule owner(keep, [](void *p) noexcept {
               delete static_cast<std::shared_ptr<Array> *>(p);
             });
             size_t shape[1] = {size_t(a->shardBytes(d))};
             return nb::cast(nb::ndarray<nb::numpy, const uint8_t, nb::ndim<1>>(
                 a->shards[d].data, 1, shape, owner));
           })
      // Devices whose shards share memory with device d's (replicas).
      .def("same_storage",
           [](const Array &a, size_t d, size_t e) {
             if (d >= a.shards.size() || e >= a.shards.size())
               raise("no such device index");
             return a.shards[d].storage &&
                    a.shards[d].storage == a.shards[e].storage;
           })
      .def("unpack",
           [](const Array &a, nb::ndarray<nb::c_contig, nb::device::cpu> out) {
             if (int64_t(out.nbytes()) != elements(a.spec().globalShape) *
                                              dtc_dtype_size(a.spec().dtype))
               raise("unpack: the output holds " +
                     std::to_string(out.nbytes()) + " bytes");
             std::string error;
             bool ok;
             {
               nb::gil_scoped_release released;
               ok = unpackArray(a, out.data(), error);
             }
             if (!ok)
               raise(error);
           });

  m.def("pack", [](const std::vector<int64_t> &meshShape,
                   const std::vector<int64_t> &meshIds, int dtype,
                   const std::vector<int64_t> &shape,
                   const std::vector<std::vector<int32_t>> &dims,
                   const std::vector<int32_t> &partial, int reduction,
                   int64_t singleDevice,
                   nb::ndarray<nb::ro, nb::c_contig, nb::device::cpu> global,
                   const std::vector<bool> &local) {
    TensorSpec t =
        makeSpec(dtype, shape, dims, partial, reduction, singleDevice);
    if (int64_t(global.nbytes()) != elements(shape) * dtc_dtype_size(t.dtype))
      raise("pack: the array holds " + std::to_string(global.nbytes()) +
            " bytes, " + describe(t.dtype, shape) + " takes " +
            std::to_string(elements(shape) * dtc_dtype_size(t.dtype)));
    std::string error;
    std::shared_ptr<Array> a;
    {
      nb::gil_scoped_release released;
      a = packArray({meshShape, meshIds}, t, global.data(), local, error);
    }
    if (!a)
      raise(error);
    return a;
  });

  // A replicated array whose shards are `global`'s memory itself (a
  // read-only array the caller keeps: it is kept alive, never written).
  m.def("borrow", [](const std::vector<int64_t> &meshShape,
                     const std::vector<int64_t> &meshIds, int dtype,
                     const std::vector<int64_t> &shape, nb::object owner) {
    nb::ndarray<nb::ro, nb::c_contig, nb::device::cpu> global;
    if (!nb::try_cast(owner, global))
      raise("borrow: not a contiguous host array");
    std::vector<std::vector<int32_t>> dims(shape.size());
    TensorSpec t = makeSpec(dtype, shape, dims, {}, 0, -1);
    if (int64_t(global.nbytes()) != elements(shape) * dtc_dtype_size(t.dtype))
      raise("borrow: the array holds " + std::to_string(global.nbytes()) +
            " bytes");
    auto *keep = new nb::object(owner);
    std::string error;
    std::shared_ptr<Array> a = borrowReplicated(
        {meshShape, meshIds, {}}, t, global.data(),
        [keep] {
          nb::gil_scoped_acquire held;
          delete keep;
        },
        error);
    if (!a)
      raise(error);
    return a;
  });

  // An array from per-device shards: `shards[d]` device index d's, or None
  // for a device another process holds.
  m.def("from_shards", [](const std::vector<int64_t> &meshShape,
                          const std::vector<int64_t> &meshIds, int dtype,
                          const std::vector<int64_t> &shape,
                          const std::vector<std::vector<int32_t>> &dims,
                          const std::vector<int32_t> &partial, int reduction,
                          int64_t singleDevice, nb::list shards) {
    TensorSpec t =
        makeSpec(dtype, shape, dims, partial, reduction, singleDevice);
    MeshGeometry mesh{meshShape, meshIds, {}};
    std::string error;
    if (!checkLayout(mesh, t, error))
      raise(error);
    if (int64_t(nb::len(shards)) != mesh.numDevices())
      raise("a mesh of " + std::to_string(mesh.numDevices()) +
            " devices given " + std::to_string(nb::len(shards)) + " shards");
    std::vector<const void *> pointers;
    std::vector<nb::ndarray<nb::ro, nb::c_contig, nb::device::cpu>> held;
    for (size_t d = 0; d < nb::len(shards); ++d) {
      if (shards[d].is_none()) {
        pointers.push_back(nullptr);
        continue;
      }
      nb::ndarray<nb::ro, nb::c_contig, nb::device::cpu> piece;
      if (!nb::try_cast(shards[d], piece))
        raise("shard " + std::to_string(d) + " is not a contiguous host array");
      held.push_back(piece);
      pointers.push_back(held.back().data());
    }
    // Each shard has the shape the layout gives its device.
    std::vector<std::vector<int64_t>> expected;
    if (!shardShapes(mesh, t, expected, error))
      raise(error);
    for (size_t d = 0, h = 0; d < pointers.size(); ++d) {
      if (!pointers[d])
        continue;
      const auto &piece = held[h++];
      std::vector<int64_t> got;
      for (size_t i = 0; i < piece.ndim(); ++i)
        got.push_back(int64_t(piece.shape(i)));
      if (got != expected[d] ||
          int64_t(piece.nbytes()) != elements(got) * dtc_dtype_size(t.dtype))
        raise("the shard of device index " + std::to_string(d) + " is " +
              std::to_string(piece.nbytes()) + " bytes of shape " +
              describe(t.dtype, got) + ", the layout gives it " +
              describe(t.dtype, expected[d]));
    }
    std::shared_ptr<Array> a;
    {
      nb::gil_scoped_release released;
      a = arrayFromShards(mesh, t, pointers, error);
    }
    if (!a)
      raise(error);
    return a;
  });

  m.def("check_layout",
        [](const std::vector<int64_t> &meshShape,
           const std::vector<int64_t> &meshIds,
           const std::vector<int64_t> &shape,
           const std::vector<std::vector<int32_t>> &dims,
           const std::vector<int32_t> &partial, int64_t singleDevice) {
          TensorSpec t =
              makeSpec(int(DTC_F32), shape, dims, partial, 0, singleDevice);
          std::string error;
          if (!checkLayout({meshShape, meshIds}, t, error))
            raise(error);
        });

  nb::class_<LoadedProgram>(m, "Program")
      .def_static("load",
                  [](const std::string &path) {
                    std::string error;
                    std::shared_ptr<LoadedProgram> p =
                        LoadedProgram::load(path, error);
                    if (!p)
                      raise(error);
                    return p;
                  })
      .def_prop_ro("entry_names", [](const LoadedProgram &p) {
        std::vector<std::string> names;
        for (const EntrySpec &e : p.entries())
          names.push_back(e.name);
        return names;
      });

  nb::class_<BoundEntry>(m, "Entry")
      .def_static(
          "bind",
          [](std::shared_ptr<LoadedProgram> p, const std::string &name) {
            std::string error;
            std::unique_ptr<BoundEntry> b =
                BoundEntry::create(std::move(p), name, error);
            if (!b)
              raise(error);
            return b;
          })
      .def_prop_ro("name", [](const BoundEntry &b) { return b.entry().name; })
      .def_prop_ro("mesh_shape",
                   [](const BoundEntry &b) { return b.entry().meshShape; })
      .def_prop_ro("mesh_ids",
                   [](const BoundEntry &b) { return b.entry().deviceIds; })
      .def_prop_ro(
          "device_type",
          [](const BoundEntry &b) { return int(b.entry().deviceType); })
      .def_prop_ro("num_clients",
                   [](const BoundEntry &b) { return b.entry().numClients; })
      .def_prop_ro("args",
                   [](const BoundEntry &b) {
                     nb::list out;
                     for (const TensorSpec &t : b.entry().args)
                       out.append(describeTensor(t, b.meshOf(t)));
                     return out;
                   })
      .def_prop_ro("results",
                   [](const BoundEntry &b) {
                     nb::list out;
                     for (const TensorSpec &t : b.entry().results)
                       out.append(describeTensor(t, b.meshOf(t)));
                     return out;
                   })
      // None when `array` can be argument `a` as it is, else why not.
      .def("mismatch",
           [](const BoundEntry &b, size_t a, const Array &array) -> nb::object {
             if (a >= b.entry().args.size())
               raise("no argument #" + std::to_string(a));
             std::string why;
             if (b.accepts(a, array, why))
               return nb::none();
             return nb::str(why.c_str());
           })
      .def_prop_ro("traffic_bytes",
                   [](const BoundEntry &b) { return b.trafficBytes(); })
      .def("is_local",
           [](const BoundEntry &b, int64_t d) { return b.isLocal(d); })
      .def("call", [](BoundEntry &b, const std::vector<const Array *> &args) {
        for (const Array *a : args)
          if (!a)
            raise("an argument is None");
        std::vector<std::shared_ptr<Array>> results;
        std::string error;
        bool ok;
        {
          nb::gil_scoped_release released;
          ok = b.call(args, results, error);
        }
        if (!ok)
          raise(error);
        return results;
      });

  // For dtc's crash tests only (test_checkpoints.py): this process obeys the
  // DTC_TEST_* fault injection variables from now on.
  m.def("_enable_fault_injection", [] { dtc_enable_fault_injection(); });

  // Processes of an MPI job (TF's clients): the runtime's, as executables use.
  // Checkpoints (dtc/Checkpoint.h's format): arrays saved by name, and
  // restored by name onto any mesh and layout.
  m.def("save_checkpoint",
        [](const std::string &dir, const std::string &program, int64_t step,
           const std::vector<std::tuple<std::string, const Array *, bool>>
               &named) {
          std::vector<NamedArray> arrays;
          for (const auto &[name, array, bf16] : named)
            arrays.push_back({name, array, bf16});
          std::string error;
          bool ok;
          {
            nb::gil_scoped_release released;
            ok = saveArrays(dir, program, step, arrays, error);
          }
          if (!ok)
            raise("checkpoint: " + error);
        });
  m.def("restore_checkpoint",
        [](const std::string &dir,
           const std::vector<std::tuple<
               std::string, std::vector<int64_t>, std::vector<int64_t>, int,
               std::vector<int64_t>, std::vector<std::vector<int32_t>>, int64_t,
               std::vector<bool>>> &wanted) {
          std::vector<RestoreRequest> requests;
          for (const auto &[name, meshShape, meshIds, dtype, shape, dims,
                            single, local] : wanted)
            requests.push_back({name,
                                {meshShape, meshIds},
                                makeSpec(dtype, shape, dims, {}, 0, single),
                                local});
          std::vector<std::shared_ptr<Array>> arrays;
          int64_t step = 0;
          std::string error;
          bool ok;
          {
            nb::gil_scoped_release released;
            ok = restoreArrays(dir, requests, arrays, step, error);
          }
          if (!ok)
            raise("checkpoint: " + error);
          return std::make_pair(arrays, step);
        });

  // The current checkpoint's step and variable names, or None without one.
  m.def("checkpoint_contents", [](const std::string &dir) -> nb::object {
    if (!dtc::checkpoint::exists(dir))
      return nb::none();
    dtc::checkpoint::Index index;
    std::string path, error;
    if (!dtc::checkpoint::readIndex(dir, index, path, error))
      raise("checkpoint: " + error);
    std::vector<std::string> names;
    for (const dtc::checkpoint::Variable &v : index.variables)
      names.push_back(v.name);
    return nb::make_tuple(index.step, names, path);
  });

  m.def("clients_launched", [] { return dtc_clients_launched(); });
  m.def("clients_init", [](int32_t n, uint64_t hash) {
    if (dtc_clients_init(n, hash) != DTC_OK)
      raise(dtc_last_error());
  });
  m.def("client_id", [] { return dtc_client_id(); });
  m.def("num_clients", [] { return dtc_num_clients(); });
  m.def("clients_finalize", [] { dtc_clients_finalize(); });
  m.def("clients_abort",
        [](const std::string &message) { dtc_clients_abort(message.c_str()); });
}
