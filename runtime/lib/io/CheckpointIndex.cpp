//===- CheckpointIndex.cpp - what a checkpoint holds, as text -------------===//
//
// The index of dtc/Checkpoint.h: its text, written and parsed, the shards
// a variable saves and the files that hold them, the names a checkpoint
// holds, and the checksums.
//
//===----------------------------------------------------------------------===//
#include "CheckpointIndex.h"

#include "CheckpointZarr.h"
#include "DType.h"

#include <array>
#include <cctype>
#include <cstring>
#include <set>
#include <sstream>

namespace dtc::checkpoint {

namespace {

const char kIndexMagic[] = "dtc-checkpoint";

std::vector<int64_t> coordinates(const std::vector<int64_t> &meshShape,
                                 int64_t position) {
  std::vector<int64_t> coords(meshShape.size());
  for (size_t a = meshShape.size(); a-- > 0;) {
    coords[a] = position % meshShape[a];
    position /= meshShape[a];
  }
  return coords;
}

dtc_dtype dtypeNamed(const std::string &name, bool &ok) {
  for (int t = DTC_F32; runtime::isValidDType(dtc_dtype(t)); ++t)
    if (name == dtc_dtype_name(dtc_dtype(t)))
      return dtc_dtype(t);
  ok = false;
  return DTC_F32;
}

} // namespace

std::string formatIndex(const Index &index) {
  std::ostringstream os;
  os << kIndexMagic << " " << kFormat << "\nprogram " << index.program << " "
     << std::hex << index.fingerprint << std::dec << "\nstep " << index.step
     << "\n";
  auto list = [&](const auto &values) {
    os << " " << values.size();
    for (auto v : values)
      os << " " << v;
  };
  for (const Variable &v : index.variables) {
    os << "variable " << v.name << " dtype " << dtc_dtype_name(v.dtype)
       << " stored " << (v.bf16 ? "bf16" : dtc_dtype_name(v.dtype)) << " shape";
    list(v.shape);
    os << " mesh";
    list(v.meshShape);
    os << " ids";
    list(v.deviceIds);
    os << " layout " << v.dimNumAxes.size();
    const int32_t *axes = v.dimAxes.data();
    for (int32_t n : v.dimNumAxes) {
      os << " " << n;
      for (int32_t i = 0; i < n; ++i)
        os << " " << *axes++;
    }
    os << " device " << v.singleDevice << " shards " << v.shards.size();
    for (const Variable::Shard &s : v.shards)
      os << "\n  shard " << s.position << " " << std::hex << s.crc << std::dec;
    os << "\n";
  }
  os << "end\n";
  // Everything above, checksummed: an index edited by hand (its step, a
  // layout, two shards swapped with their CRCs) is refused as corrupt.
  std::string text = os.str();
  std::ostringstream sum;
  sum << "crc32c " << std::hex << crc32c(text.data(), int64_t(text.size()))
      << "\n";
  return text + sum.str();
}

namespace {

/// Axis sizes of at least 1 and at most 2^20 devices in all, so that
/// products of them cannot overflow.
bool meshFits(const std::vector<int64_t> &shape) {
  int64_t devices = 1;
  for (int64_t d : shape) {
    if (d < 1 || d > (1 << 20) || (devices *= d) > (1 << 20))
      return false;
  }
  return shape.size() <= DTC_MAX_RANK;
}

} // namespace

bool parseIndex(const std::string &whole, int format, Index &index,
                std::string &error) {
  // The last line checksums the rest.
  const std::string mark = "crc32c ";
  size_t at = whole.rfind("\n" + mark);
  uint32_t sum = 0;
  {
    std::istringstream last(at == std::string::npos
                                ? std::string()
                                : whole.substr(at + 1 + mark.size()));
    std::string rest;
    if (at == std::string::npos || !(last >> std::hex >> sum) ||
        (last >> rest)) {
      error = whole.compare(0, 17, "dtc-checkpoint 1\n") == 0
                  ? "saved by an older dtc (index version 1, not checksummed): "
                    "save it "
                    "again with this one"
                  : "not a dtc checkpoint index (or another version of one)";
      return false;
    }
  }
  const std::string text = whole.substr(0, at + 1);
  if (crc32c(text.data(), int64_t(text.size())) != sum) {
    error =
        "the index's checksum does not match it (it was edited or is corrupt)";
    return false;
  }
  std::istringstream in(text);
  auto word = [&](const char *expected) {
    std::string w;
    return (in >> w) && w == expected;
  };
  auto list = [&](auto &values) {
    size_t n;
    if (!(in >> n) || n > (1u << 20))
      return false;
    values.resize(n);
    for (auto &v : values)
      if (!(in >> v))
        return false;
    return true;
  };
  int version = 0;
  if (!word(kIndexMagic) || !(in >> version) || version != format ||
      !word("program") || !(in >> index.program) ||
      !(in >> std::hex >> index.fingerprint >> std::dec) || !word("step") ||
      !(in >> index.step)) {
    error = "not a dtc checkpoint index (or another version of one)";
    return false;
  }
  if (index.step < 0) {
    error = "step " + std::to_string(index.step) + " is not a step";
    return false;
  }
  std::string w;
  while ((in >> w) && w == "variable") {
    Variable v;
    std::string dtype, stored;
    size_t ndims, nshards;
    bool ok = bool(in >> v.name) && word("dtype") && (in >> dtype) &&
              word("stored") && (in >> stored) && word("shape") &&
              list(v.shape) && word("mesh") && list(v.meshShape) &&
              meshFits(v.meshShape) && word("ids") && list(v.deviceIds) &&
              word("layout") && (in >> ndims) &&
              (ndims == v.shape.size() || ndims == 0);
    for (size_t d = 0; ok && d < ndims; ++d) {
      std::vector<int32_t> axes;
      ok = list(axes);
      for (int32_t a : axes)
        ok &= a >= 0 && size_t(a) < v.meshShape.size();
      v.dimNumAxes.push_back(int32_t(axes.size()));
      v.dimAxes.insert(v.dimAxes.end(), axes.begin(), axes.end());
    }
    ok = ok && word("device") && (in >> v.singleDevice) && word("shards") &&
         (in >> nshards) && nshards <= size_t(product(v.meshShape));
    for (size_t s = 0; ok && s < nshards; ++s) {
      Variable::Shard shard;
      ok = word("shard") && (in >> shard.position) &&
           (in >> std::hex >> shard.crc >> std::dec) && shard.position >= 0 &&
           shard.position < product(v.meshShape);
      v.shards.push_back(shard);
    }
    if (ok)
      v.dtype = dtypeNamed(dtype, ok);
    v.format = format;
    // Narrowed to bf16 for storage (--save-bf16): an f32 variable stored
    // as bf16; a bf16 variable is stored as it is.
    v.bf16 = stored == "bf16" && dtype != "bf16";
    // A single-device layout has no dimension entries, any other one each.
    ok = ok && (v.singleDevice >= 0 ? ndims == 0 : ndims == v.shape.size());
    ok = ok && (v.bf16 ? v.dtype == DTC_F32 : stored == dtype) &&
         v.deviceIds.size() == size_t(product(v.meshShape));
    for (int64_t d : v.shape)
      ok &= d >= 0;
    ok = ok && v.shape.size() <= DTC_MAX_RANK && v.singleDevice >= -1 &&
         v.singleDevice < product(v.meshShape);
    if (!ok) {
      error = "variable entry " + std::to_string(index.variables.size()) +
              (v.name.empty() ? "" : " (\"" + v.name + "\")") + " is malformed";
      return false;
    }
    index.variables.push_back(std::move(v));
  }
  if (w != "end") {
    error = "expected 'variable' or 'end', got '" + w + "'";
    return false;
  }
  return true;
}

dtc_layout Variable::layout() const {
  dtc_layout l;
  l.num_dims = int32_t(dimNumAxes.size());
  l.dim_num_axes = dimNumAxes.data();
  l.dim_axes = dimAxes.data();
  l.num_partial_axes = 0;
  l.partial_axes = nullptr;
  l.partial_reduction = DTC_SUM;
  l.single_device = singleDevice;
  return l;
}

std::vector<int64_t> Variable::block() const {
  std::vector<int64_t> block = shape;
  if (singleDevice >= 0)
    return block;
  const int32_t *axes = dimAxes.data();
  for (size_t d = 0; d < block.size(); ++d) {
    int64_t shards = 1;
    for (int32_t i = 0; i < dimNumAxes[d]; ++i)
      shards *= meshShape[size_t(*axes++)];
    block[d] = (block[d] + shards - 1) / shards;
  }
  return block;
}

std::vector<int64_t> Variable::blockOf(int64_t position) const {
  std::vector<int64_t> index(shape.size(), 0);
  if (singleDevice >= 0)
    return index;
  // A dimension's block index spreads over its axes, major to minor.
  std::vector<int64_t> coords = coordinates(meshShape, position);
  const int32_t *axes = dimAxes.data();
  for (size_t d = 0; d < dimNumAxes.size(); ++d)
    for (int32_t i = 0; i < dimNumAxes[d]; ++i, ++axes)
      index[d] = index[d] * meshShape[size_t(*axes)] + coords[size_t(*axes)];
  return index;
}

std::string Variable::fileOf(int64_t position) const {
  if (format >= 3)
    return name + "/" + zarr::chunkKey(*this, position);
  std::string file = name; // format 2: '/' in a name written '~'
  for (char &c : file)
    if (c == '/')
      c = '~';
  return file + "." + std::to_string(position) + ".npy";
}

const Variable *Index::find(const std::string &name) const {
  for (const Variable &v : variables)
    if (v.name == name)
      return &v;
  return nullptr;
}

void chooseShards(Variable &v) {
  v.shards.clear();
  std::vector<bool> used(v.meshShape.size(), false);
  for (int32_t a : v.dimAxes)
    used[a] = true;
  for (int64_t p = 0; p < product(v.meshShape); ++p) {
    bool read = v.singleDevice >= 0 ? p == v.singleDevice : true;
    std::vector<int64_t> coords = coordinates(v.meshShape, p);
    for (size_t a = 0; v.singleDevice < 0 && a < coords.size(); ++a)
      read &= used[a] || coords[a] == 0;
    std::vector<int64_t> block = v.block(), index = v.blockOf(p);
    for (size_t d = 0; read && d < block.size(); ++d)
      read = v.shape[d] == 0 || index[d] * block[d] < v.shape[d];
    if (read)
      v.shards.push_back({p, 0});
  }
}

bool checkNames(const Index &index, std::string &error) {
  std::set<std::string> names;
  for (const Variable &v : index.variables) {
    const std::string &name = v.name;
    std::string why;
    for (char c : name)
      if (!std::isalnum(static_cast<unsigned char>(c)) &&
          !std::strchr("_.-/", c) && why.empty())
        why = std::string("has '") + c + "'";
    for (size_t start = 0; why.empty() && start <= name.size();) {
      size_t end = std::min(name.find('/', start), name.size());
      std::string part = name.substr(start, end - start);
      if (part.empty() || part == "." || part == "..")
        why = part.empty() ? "has an empty component"
                           : "has a component '" + part + "'";
      else if (part.compare(0, 2, "__") == 0)
        why = "has a component starting with '__' (Zarr keeps those)";
      else if (part == "zarr.json")
        why = "has a component 'zarr.json'";
      start = end + 1;
    }
    if (!why.empty()) {
      error = "variable \"" + name + "\": a checkpoint's names are '/'-" +
              "separated components of letters, digits, '_', '.' and '-' " +
              "(Zarr's node names); this one " + why;
      return false;
    }
    if (!names.insert(name).second) {
      error = "two variables are named \"" + name + "\"";
      return false;
    }
  }
  // A variable is an array of the hierarchy, the components before it
  // groups: no name can be both.
  for (const std::string &name : names)
    for (size_t at = name.find('/'); at != std::string::npos;
         at = name.find('/', at + 1))
      if (names.count(name.substr(0, at))) {
        error = "variable \"" + name.substr(0, at) +
                "\" is also the group of \"" + name +
                "\": a checkpoint cannot hold both";
        return false;
      }
  return true;
}

namespace {

/// CRC-32C in software, a byte at a time (machines without SSE4.2).
uint32_t crc32cSoftware(uint32_t c, const unsigned char *p, int64_t bytes) {
  static const auto table = [] {
    std::array<uint32_t, 256> t{};
    for (uint32_t i = 0; i < 256; ++i) {
      uint32_t v = i;
      for (int k = 0; k < 8; ++k)
        v = v & 1 ? 0x82F63B78u ^ (v >> 1) : v >> 1;
      t[i] = v;
    }
    return t;
  }();
  for (int64_t i = 0; i < bytes; ++i)
    c = table[(c ^ p[i]) & 0xFF] ^ (c >> 8);
  return c;
}

#if defined(__x86_64__)
/// CRC-32C with SSE4.2's crc32 instruction, 8 bytes at a time.
__attribute__((target("sse4.2"))) uint32_t
crc32cHardware(uint32_t c, const unsigned char *p, int64_t bytes) {
  uint64_t wide = c;
  for (; bytes >= 8; p += 8, bytes -= 8) {
    uint64_t word;
    std::memcpy(&word, p, 8);
    wide = __builtin_ia32_crc32di(wide, word);
  }
  c = uint32_t(wide);
  for (; bytes > 0; ++p, --bytes)
    c = __builtin_ia32_crc32qi(c, *p);
  return c;
}
#endif

} // namespace

uint32_t crc32c(const void *data, int64_t bytes) {
  const auto *p = static_cast<const unsigned char *>(data);
#if defined(__x86_64__)
  static const bool hardware = __builtin_cpu_supports("sse4.2");
  if (hardware)
    return ~crc32cHardware(~0u, p, bytes);
#endif
  return ~crc32cSoftware(~0u, p, bytes);
}

uint16_t toBF16(float value) { return runtime::floatToBf16(value); }

float fromBF16(uint16_t bits) { return runtime::bf16ToFloat(bits); }

} // namespace dtc::checkpoint
