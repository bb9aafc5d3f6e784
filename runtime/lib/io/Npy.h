//===- Npy.h - the .npy header: parsing and formatting -------------------===//
#ifndef DTC_RUNTIME_NPY_H
#define DTC_RUNTIME_NPY_H

#include "dtc/runtime.h"

#include <string>

namespace dtc::runtime {

/// "\x93NUMPY"
extern const char kNpyMagic[6];

/// Parses the header dictionary of a .npy file (the text after the length
/// field) into header's dtype, rank and shape. Returns DTC_OK, or
/// DTC_ERROR_FORMAT with `error` saying what is wrong.
/// With `bf16Bits`, '<u2' is accepted too (as DTC_BF16): the
/// bfloat16 bit patterns of a checkpoint's shards.
int parseNpyHeader(const std::string &text, dtc_npy_header &header,
                   std::string &error, bool bf16Bits = false);

/// The whole prefix of a version 1.0 file for a C-order array: magic,
/// version, length and the padded dictionary, exactly as numpy.save writes
/// it (data aligned to 64 bytes).
std::string formatNpyHeader(dtc_dtype dtype, int32_t rank,
                            const int64_t *shape);
/// The same for the numpy dtype string `descr` ('<u2').
std::string formatNpyHeader(const char *descr, int32_t rank,
                            const int64_t *shape);

/// Reads a whole .npy file (header checked as dtc_npy_read_header does;
/// '<u2' accepted with `bf16Bits`) into `header` and `data`; with
/// `noFollow`, a symbolic link is an error (a checkpoint's shards).
int readNpy(const char *path, bool bf16Bits, dtc_npy_header &header,
            std::string &data, bool noFollow = false);

} // namespace dtc::runtime

#endif // DTC_RUNTIME_NPY_H
