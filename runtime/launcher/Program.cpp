//===- Program.cpp - parsing the embedded program descriptor --------------===//
#include "Program.h"

#include "dtc/executable.h"

#include <algorithm>
#include <sstream>

namespace dtc::launcher {

dtc_layout TensorSpec::layout() const {
  dtc_layout l;
  l.num_dims = int32_t(dimNumAxes.size());
  l.dim_num_axes = dimNumAxes.data();
  l.dim_axes = dimAxes.data();
  l.num_partial_axes = int32_t(partialAxes.size());
  l.partial_axes = partialAxes.data();
  l.partial_reduction = partialReduction;
  l.single_device = singleDevice;
  return l;
}

int64_t TensorSpec::globalBytes() const {
  int64_t n = dtc_dtype_size(dtype);
  for (int64_t d : globalShape)
    n *= d;
  return n;
}

std::vector<int64_t> EntrySpec::runOrderKeys() const {
  const int32_t rank = int32_t(meshShape.size());
  if (rank > 16)
    return {};
  int64_t devices = 1;
  for (int64_t s : meshShape)
    devices *= s;
  // Bytes a device holds, by the mask of the axes its arguments are
  // sharded over.
  std::vector<int64_t> bytes(size_t(1) << rank, 0);
  for (const TensorSpec &t : args) {
    if (t.view != 0 || t.singleDevice >= 0)
      continue;
    uint32_t mask = 0;
    int64_t shards = 1;
    for (int32_t a : t.dimAxes)
      if (a >= 0 && a < rank && !(mask >> a & 1u)) {
        mask |= 1u << a;
        shards *= meshShape[size_t(a)];
      }
    bytes[mask] += t.globalBytes() / std::max<int64_t>(shards, 1);
  }
  const uint32_t all = (1u << rank) - 1;
  uint32_t best = all;
  for (uint32_t mask = 0; mask < all; ++mask)
    if (bytes[mask] > 0 && (best == all || bytes[mask] > bytes[best]))
      best = mask;
  if (best == all)
    return {}; // every argument distinct on every device, or none
  std::vector<int64_t> keys(size_t(devices), 0);
  for (int64_t d = 0; d < devices; ++d) {
    int64_t rest = d, key = 0, scale = 1;
    for (int32_t a = rank - 1; a >= 0; --a) {
      const int64_t coordinate = rest % meshShape[size_t(a)];
      rest /= meshShape[size_t(a)];
      if (best >> a & 1u) {
        key += coordinate * scale;
        scale *= meshShape[size_t(a)];
      }
    }
    keys[size_t(d)] = key;
  }
  return keys;
}

std::string describe(dtc_dtype dtype, const std::vector<int64_t> &shape) {
  std::string out = dtc_dtype_name(dtype);
  out += "[";
  for (size_t i = 0; i < shape.size(); ++i)
    out += (i ? "x" : "") + std::to_string(shape[i]);
  return out + "]";
}

namespace {
class Reader {
public:
  explicit Reader(const char *text) : in(text) {}

  bool word(const char *expected) {
    std::string w;
    if (!(in >> w) || w != expected)
      return fail(std::string("expected '") + expected + "', got '" + w + "'");
    return true;
  }
  template <typename T> bool number(T &value) {
    long long v;
    if (!(in >> v))
      return fail("expected a number");
    value = T(v);
    return true;
  }
  template <typename T> bool list(std::vector<T> &values) {
    size_t n;
    if (!number(n))
      return false;
    values.resize(n);
    for (T &v : values)
      if (!number(v))
        return false;
    return true;
  }
  /// `axes N NAME*` with N = `rank`.
  bool names(std::vector<std::string> &out, size_t rank) {
    size_t n;
    if (!word("axes") || !number(n))
      return false;
    if (n != rank)
      return fail("a mesh of " + std::to_string(rank) + " axes with " +
                  std::to_string(n) + " axis names");
    out.resize(n);
    for (std::string &name : out)
      if (!(in >> name))
        return fail("expected an axis name");
    return true;
  }
  bool tensor(TensorSpec &t) {
    int dtype, reduction;
    int32_t ndims;
    if (!word("tensor") || !number(dtype) || !list(t.globalShape) ||
        !word("layout") || !number(ndims))
      return false;
    t.dtype = dtc_dtype(dtype);
    t.dimNumAxes.resize(ndims);
    for (int32_t &n : t.dimNumAxes) {
      std::vector<int32_t> axes;
      if (!list(axes))
        return false;
      n = int32_t(axes.size());
      t.dimAxes.insert(t.dimAxes.end(), axes.begin(), axes.end());
    }
    if (!word("partial") || !list(t.partialAxes) || !number(reduction) ||
        !word("device") || !number(t.singleDevice) || !word("view") ||
        !number(t.view) || !word("role") || !(in >> t.role))
      return false;
    t.partialReduction = dtc_reduction(reduction);
    if (t.role == "variable" || t.role == "assign")
      return bool(in >> t.variable) || fail("expected a variable's name");
    if (t.role != "input" && t.role != "dataset" && t.role != "mask" &&
        t.role != "output")
      return fail("unknown role '" + t.role + "'");
    return true;
  }
  bool fail(const std::string &message) {
    error = "corrupt program descriptor: " + message;
    return false;
  }
  std::istringstream in;
  std::string error;
};

/// Whether `feature` is one of DTC_X86_CPU_FEATURES.
bool knownCpuFeature(const std::string &feature) {
#define DTC_KNOWN(name) || feature == name
  return false DTC_X86_CPU_FEATURES(DTC_KNOWN);
#undef DTC_KNOWN
}
} // namespace

bool hostHasCpuFeature(const std::string &feature) {
#if defined(__x86_64__) || defined(__i386__)
#define DTC_HAS(name)                                                          \
  if (feature == name)                                                         \
    return __builtin_cpu_supports(name);
  DTC_X86_CPU_FEATURES(DTC_HAS)
#undef DTC_HAS
#endif
  return false;
}

std::vector<std::string> missingCpuFeatures(const CpuSpec &cpu,
                                            bool (*has)(const std::string &)) {
  std::vector<std::string> missing;
  for (const std::string &f : cpu.needs)
    if (!has(f))
      missing.push_back(f);
  return missing;
}

std::vector<dtc_device_type> EntrySpec::deviceTypes() const {
  std::vector<dtc_device_type> types;
  for (int64_t id : deviceIds)
    types.push_back(isHost(id) ? DTC_DEVICE_CPU : deviceType);
  return types;
}

std::vector<int64_t> EntrySpec::clientDevices(int32_t c) const {
  const std::vector<int64_t> &held = heldIds.empty() ? deviceIds : heldIds;
  size_t width = held.size() / size_t(numClients);
  return {held.begin() + ptrdiff_t(size_t(c) * width),
          held.begin() + ptrdiff_t(size_t(c + 1) * width)};
}

bool parseProgram(const char *text, void *const *functions,
                  void *const *hostFunctions, CpuSpec &cpu,
                  std::vector<EntrySpec> &entries, std::string &error) {
  Reader r(text);
  auto tensors = [&](const char *head, std::vector<TensorSpec> &out) {
    size_t n;
    if (!r.word(head) || !r.number(n))
      return false;
    out.resize(n);
    for (TensorSpec &t : out)
      if (!r.tensor(t))
        return false;
    return true;
  };
  auto views = [&](std::vector<ViewSpec> &out) {
    size_t n;
    if (!r.word("views") || !r.number(n))
      return false;
    out.resize(n);
    for (ViewSpec &v : out)
      if (!r.list(v.shape) || !r.names(v.axisNames, v.shape.size()) ||
          !r.word("ids") || !r.list(v.deviceIds))
        return false;
    return true;
  };
  bool ok = r.word("dtc-program") &&
            r.word(std::to_string(DTC_PROGRAM_DESCRIPTOR_VERSION).c_str()) &&
            r.word("cpu") &&
            (r.in >> cpu.name ? true : r.fail("expected a CPU")) &&
            r.word("needs");
  size_t features = 0;
  ok = ok && r.number(features);
  cpu.needs.clear();
  for (size_t i = 0; ok && i < features; ++i) {
    std::string f;
    if (!(r.in >> f))
      ok = r.fail("expected a CPU feature");
    else if (!knownCpuFeature(f))
      ok = r.fail("CPU feature '" + f + "' is not one this launcher checks");
    else
      cpu.needs.push_back(f);
  }
  std::string w;
  while (ok && (r.in >> w) && w == "entry") {
    EntrySpec e;
    int type = 0;
    ok = bool(r.in >> e.name) && r.word("mesh") && r.list(e.meshShape) &&
         r.names(e.axisNames, e.meshShape.size()) && r.word("ids") &&
         r.list(e.deviceIds) && r.word("type") && r.number(type) &&
         r.word("host") && r.list(e.hostIds) && r.word("clients") &&
         r.number(e.numClients) && r.word("held") && r.list(e.heldIds) &&
         views(e.views) && tensors("args", e.args) &&
         tensors("results", e.results);
    e.deviceType = dtc_device_type(type);
    if (ok &&
        (e.numClients < 1 || e.deviceIds.size() % size_t(e.numClients) != 0 ||
         (!e.heldIds.empty() && e.heldIds.size() != e.deviceIds.size())))
      ok = r.fail("clients " + std::to_string(e.numClients));
    // Without tables (a descriptor `dtc run` sent ahead of its program),
    // the functions are bound when the program is loaded.
    e.function = functions ? functions[entries.size()] : nullptr;
    e.hostFunction = hostFunctions ? hostFunctions[entries.size()] : nullptr;
    for (int64_t id : e.hostIds)
      if (std::find(e.deviceIds.begin(), e.deviceIds.end(), id) ==
          e.deviceIds.end())
        ok =
            r.fail("host device " + std::to_string(id) + " is not in the mesh");
    entries.push_back(std::move(e));
  }
  if (ok && w != "end")
    ok = r.fail("expected 'entry' or 'end', got '" + w + "'");
  error = r.error;
  return ok;
}

} // namespace dtc::launcher
