//===- CheckpointZarr.cpp - a checkpoint as a Zarr v3 hierarchy -----------===//
#include "CheckpointZarr.h"

#include <sstream>

namespace dtc::checkpoint::zarr {

namespace {

/// A JSON string of `text`: quotes, backslashes and control characters
/// escaped; other bytes as they are (UTF-8 stays UTF-8).
std::string quoted(const std::string &text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += char(c);
    } else if (c == '\n') {
      out += "\\n";
    } else if (c < 0x20) {
      static const char hex[] = "0123456789abcdef";
      out += "\\u00";
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += char(c);
    }
  }
  return out + "\"";
}

std::string list(const std::vector<int64_t> &values) {
  std::string out = "[";
  for (size_t i = 0; i < values.size(); ++i)
    out += (i ? ", " : "") + std::to_string(values[i]);
  return out + "]";
}

/// Zarr's core data type of a variable's stored elements (bfloat16, which
/// the core types lack, as its 16-bit patterns: attributes.dtc says so),
/// and its fill value.
const char *dataType(dtc_dtype stored, const char *&fill) {
  fill = "0";
  switch (stored) {
  case DTC_F32:
    return fill = "0.0", "float32";
  case DTC_F64:
    return fill = "0.0", "float64";
  case DTC_F16:
    return fill = "0.0", "float16";
  case DTC_C64:
    return fill = "[0.0, 0.0]", "complex64";
  case DTC_BOOL:
    return fill = "false", "bool";
  case DTC_I8:
    return "int8";
  case DTC_I32:
    return "int32";
  case DTC_I64:
    return "int64";
  case DTC_U8:
    return "uint8";
  case DTC_U32:
    return "uint32";
  case DTC_U64:
    return "uint64";
  case DTC_BF16:
    return "uint16";
  }
  return "uint8";
}

} // namespace

std::string rootGroup(const Index &index, const std::string &indexText) {
  std::ostringstream os;
  os << "{\n  \"zarr_format\": 3,\n  \"node_type\": \"group\",\n"
     << "  \"attributes\": {\n    \"dtc\": {\n      \"program\": "
     << quoted(index.program) << ",\n      \"step\": " << index.step
     << ",\n      \"index\": " << quoted(indexText) << "\n    }\n  }\n}\n";
  return os.str();
}

std::string group() {
  return "{\n  \"zarr_format\": 3,\n  \"node_type\": \"group\",\n"
         "  \"attributes\": {}\n}\n";
}

std::string array(const Variable &v) {
  dtc_dtype stored = v.bf16 ? DTC_BF16 : v.dtype;
  const char *fill;
  const char *type = dataType(stored, fill);
  // A regular grid's chunk shape is positive; a dimension of size 0 has no
  // chunks whatever its chunk size.
  std::vector<int64_t> chunk = v.block();
  for (int64_t &c : chunk)
    c = std::max<int64_t>(c, 1);
  std::ostringstream os;
  os << "{\n  \"zarr_format\": 3,\n  \"node_type\": \"array\",\n"
     << "  \"shape\": " << list(v.shape) << ",\n  \"data_type\": \"" << type
     << "\",\n  \"chunk_grid\": {\"name\": \"regular\", \"configuration\": "
        "{\"chunk_shape\": "
     << list(chunk)
     << "}},\n  \"chunk_key_encoding\": {\"name\": \"default\", "
        "\"configuration\": {\"separator\": \"/\"}},\n"
     << "  \"fill_value\": " << fill << ",\n  \"codecs\": [{\"name\": "
     << (dtc_dtype_size(stored) == 1
             ? "\"bytes\"}"
             : "\"bytes\", \"configuration\": {\"endian\": \"little\"}}")
     << ", {\"name\": \"crc32c\"}],\n  \"attributes\": {\"dtc\": {\"dtype\": "
     << quoted(dtc_dtype_name(v.dtype))
     << ", \"stored\": " << quoted(dtc_dtype_name(stored)) << "}}\n}\n";
  return os.str();
}

std::string chunkKey(const Variable &v, int64_t position) {
  std::string key = "c";
  for (int64_t block : v.blockOf(position))
    key += "/" + std::to_string(block);
  return key;
}

bool indexText(const std::string &json, std::string &text, std::string &error) {
  // The string of the key "index" (which dtc writes once, in
  // attributes.dtc; zarr-python may have rewritten the file's spacing).
  const std::string key = "\"index\"";
  size_t at = 0;
  while ((at = json.find(key, at)) != std::string::npos && at > 0 &&
         json[at - 1] == '\\')
    at += key.size();
  auto space = [&](size_t i) {
    while (i < json.size() && (json[i] == ' ' || json[i] == '\n' ||
                               json[i] == '\t' || json[i] == '\r'))
      ++i;
    return i;
  };
  size_t i = at == std::string::npos ? json.size() : space(at + key.size());
  if (i >= json.size() || json[i] != ':' || (i = space(i + 1)) >= json.size() ||
      json[i] != '"') {
    error = "has no attributes.dtc.index (not a checkpoint dtc wrote)";
    return false;
  }
  text.clear();
  for (++i; i < json.size() && json[i] != '"'; ++i) {
    if (json[i] != '\\') {
      text += json[i];
      continue;
    }
    if (++i >= json.size())
      break;
    char c = json[i];
    if (c == 'n')
      text += '\n';
    else if (c == 't')
      text += '\t';
    else if (c == 'r')
      text += '\r';
    else if (c == '"' || c == '\\' || c == '/')
      text += c;
    else if (c == 'u' && i + 4 < json.size()) {
      unsigned code = 0;
      bool hex = true;
      for (int k = 1; k <= 4; ++k) {
        char h = json[i + k];
        int digit = h >= '0' && h <= '9'   ? h - '0'
                    : h >= 'a' && h <= 'f' ? h - 'a' + 10
                    : h >= 'A' && h <= 'F' ? h - 'A' + 10
                                           : -1;
        hex &= digit >= 0;
        code = code * 16 + unsigned(digit & 15);
      }
      i += 4;
      if (!hex || code >= 0x800) { // beyond what dtc's indexes hold
        error = "attributes.dtc.index has an escape dtc does not write";
        return false;
      }
      if (code < 0x80) {
        text += char(code);
      } else {
        text += char(0xC0 | (code >> 6));
        text += char(0x80 | (code & 0x3F));
      }
    } else {
      error = "attributes.dtc.index has an escape dtc does not write";
      return false;
    }
  }
  if (i >= json.size()) {
    error = "attributes.dtc.index is not a complete string";
    return false;
  }
  return true;
}

} // namespace dtc::checkpoint::zarr
