//===- NpyFormat.cpp - the .npy header: parsing and formatting -----------===//
//
// The header is a Python dict literal, e.g.
//   {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }
// parsed here by a small recursive-descent reader that accepts exactly the
// three keys, string or boolean or integer-tuple values, optional trailing
// commas, and whitespace (numpy pads with spaces and ends with '\n').
//
//===----------------------------------------------------------------------===//
#include "Npy.h"

#include "DType.h"

#include <cctype>
#include <cstring>

namespace dtc::runtime {

const char kNpyMagic[6] = {'\x93', 'N', 'U', 'M', 'P', 'Y'};

namespace {

struct DescrEntry {
  const char *descr;
  dtc_dtype dtype;
};
constexpr DescrEntry kDescrs[] = {
    {"<f4", DTC_F32},
    {"<f8", DTC_F64},
    {"<f2", DTC_F16},
    {"|i1", DTC_I8},
    {"<i4", DTC_I32},
    {"<i8", DTC_I64},
    {"|b1", DTC_BOOL},
    {"|u1", DTC_U8},
    {"<u4", DTC_U32},
    {"<u8", DTC_U64},
    {"<c8", DTC_C64},
    // bfloat16 as ml_dtypes (JAX) saves it: two bytes of no numpy type.
    {"<V2", DTC_BF16},
    {"|V2", DTC_BF16}};

const char *descrOf(dtc_dtype dtype) {
  for (const DescrEntry &entry : kDescrs)
    if (entry.dtype == dtype)
      return entry.descr;
  return "?";
}

class HeaderParser {
public:
  HeaderParser(const std::string &text, std::string &error, bool bf16Bits)
      : text(text), error(error), bf16Bits(bf16Bits) {}

  int parse(dtc_npy_header &header) {
    bool haveDescr = false, haveOrder = false, haveShape = false;
    skipSpace();
    if (!consume('{'))
      return fail("the header is not a dictionary");
    for (;;) {
      skipSpace();
      if (consume('}'))
        break;
      std::string key;
      if (!parseString(key))
        return fail("expected a quoted key");
      skipSpace();
      if (!consume(':'))
        return fail("expected ':' after '" + key + "'");
      skipSpace();
      if (key == "descr") {
        if (haveDescr)
          return fail("'descr' appears twice");
        haveDescr = true;
        std::string descr;
        if (!parseString(descr))
          return fail("'descr' is not a string");
        if (int status = setDType(descr, header))
          return status;
      } else if (key == "fortran_order") {
        if (haveOrder)
          return fail("'fortran_order' appears twice");
        haveOrder = true;
        if (consumeWord("True"))
          return fail("fortran_order is True: only C-order arrays are "
                      "supported");
        if (!consumeWord("False"))
          return fail("'fortran_order' is not True or False");
      } else if (key == "shape") {
        if (haveShape)
          return fail("'shape' appears twice");
        haveShape = true;
        if (int status = parseShape(header))
          return status;
      } else {
        return fail("unexpected key '" + key + "'");
      }
      skipSpace();
      if (consume(','))
        continue;
      skipSpace();
      if (consume('}'))
        break;
      return fail("expected ',' or '}' after '" + key + "'");
    }
    skipSpace();
    if (pos != text.size())
      return fail("unexpected text after the dictionary");
    if (!haveDescr || !haveOrder || !haveShape)
      return fail(std::string("the header has no '") +
                  (!haveDescr   ? "descr"
                   : !haveOrder ? "fortran_order"
                                : "shape") +
                  "' key");
    return DTC_OK;
  }

private:
  int fail(const std::string &message) {
    error = message;
    return DTC_ERROR_FORMAT;
  }

  void skipSpace() {
    while (pos < text.size() && std::strchr(" \t\r\n", text[pos]) &&
           text[pos] != '\0')
      ++pos;
  }

  bool consume(char c) {
    if (pos < text.size() && text[pos] == c) {
      ++pos;
      return true;
    }
    return false;
  }

  bool consumeWord(const char *word) {
    size_t length = std::strlen(word);
    if (text.compare(pos, length, word) != 0)
      return false;
    // Not a prefix of a longer identifier.
    char next = pos + length < text.size() ? text[pos + length] : ' ';
    if (std::isalnum(static_cast<unsigned char>(next)) || next == '_')
      return false;
    pos += length;
    return true;
  }

  bool parseString(std::string &out) {
    if (pos >= text.size() || (text[pos] != '\'' && text[pos] != '"'))
      return false;
    char quote = text[pos];
    size_t end = text.find(quote, pos + 1);
    if (end == std::string::npos)
      return false;
    out = text.substr(pos + 1, end - pos - 1);
    if (out.find('\\') != std::string::npos)
      return false;
    pos = end + 1;
    return true;
  }

  int setDType(const std::string &descr, dtc_npy_header &header) {
    if (bf16Bits && descr == "<u2") {
      header.dtype = DTC_BF16;
      return DTC_OK;
    }
    for (const DescrEntry &entry : kDescrs) {
      if (descr == entry.descr) {
        header.dtype = entry.dtype;
        return DTC_OK;
      }
    }
    if (!descr.empty() && descr[0] == '>')
      return fail("dtype '" + descr +
                  "' is big-endian: only little-endian "
                  "data is supported");
    return fail("unsupported dtype '" + descr +
                "' (supported: '<f4', '<f8', '<f2', '|i1', '<i4', '<i8', "
                "'|b1', '<V2' for bf16, '|u1', '<u4', '<u8')");
  }

  int parseShape(dtc_npy_header &header) {
    if (!consume('('))
      return fail("'shape' is not a tuple");
    header.rank = 0;
    for (;;) {
      skipSpace();
      if (consume(')'))
        return DTC_OK;
      if (pos >= text.size() ||
          !std::isdigit(static_cast<unsigned char>(text[pos])))
        return fail("'shape' holds something other than non-negative "
                    "integers");
      int64_t value = 0;
      while (pos < text.size() &&
             std::isdigit(static_cast<unsigned char>(text[pos]))) {
        if (mulOverflows(value, 10, &value) ||
            __builtin_add_overflow(value, text[pos] - '0', &value))
          return fail("a dimension of 'shape' is too large");
        ++pos;
      }
      consume('L'); // Python 2 longs, in files old numpys wrote
      if (header.rank == DTC_MAX_RANK)
        return fail("'shape' has more than " + std::to_string(DTC_MAX_RANK) +
                    " dimensions");
      header.shape[header.rank++] = value;
      skipSpace();
      if (consume(','))
        continue;
      skipSpace();
      if (consume(')'))
        return DTC_OK;
      return fail("expected ',' or ')' in 'shape'");
    }
  }

  const std::string &text;
  std::string &error;
  bool bf16Bits;
  size_t pos = 0;
};

} // namespace

int parseNpyHeader(const std::string &text, dtc_npy_header &header,
                   std::string &error, bool bf16Bits) {
  return HeaderParser(text, error, bf16Bits).parse(header);
}

std::string formatNpyHeader(dtc_dtype dtype, int32_t rank,
                            const int64_t *shape) {
  return formatNpyHeader(descrOf(dtype), rank, shape);
}

std::string formatNpyHeader(const char *descr, int32_t rank,
                            const int64_t *shape) {
  std::string dict = std::string("{'descr': '") + descr +
                     "', 'fortran_order': False, 'shape': (";
  for (int32_t d = 0; d < rank; ++d)
    dict += (d ? ", " : "") + std::to_string(shape[d]);
  dict += rank == 1 ? ",), }" : "), }";
  // numpy leaves room to grow the first dimension in place (21 digits).
  if (rank > 0)
    dict.append(21 - std::to_string(shape[0]).size(), ' ');
  // Then pads with spaces and a newline to a multiple of 64 bytes.
  size_t length = dict.size() + 1;
  size_t padding = 64 - (10 + length) % 64;
  dict.append(padding, ' ');
  dict += '\n';
  std::string prefix(kNpyMagic, sizeof kNpyMagic);
  prefix += '\x01';
  prefix += '\x00';
  prefix += static_cast<char>(dict.size() & 0xff);
  prefix += static_cast<char>(dict.size() >> 8);
  return prefix + dict;
}

} // namespace dtc::runtime
