//===- Error.h - status codes and the thread-local error message ---------===//
#ifndef DTC_RUNTIME_ERROR_H
#define DTC_RUNTIME_ERROR_H

#include "dtc/runtime.h"

#include <string>

namespace dtc::runtime {

/// Sets this thread's message (printf-style) and returns `status`, so that
/// failures read `return setError(DTC_ERROR_..., "...", ...);`.
int setError(int status, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

/// This thread's message.
const std::string &lastError();
/// The calling thread's message itself (a device fiber swaps its own in).
std::string &threadErrorSlot();

/// "[a, b, c]" for error messages.
std::string formatList(const int64_t *values, int64_t count);
std::string formatList(const int32_t *values, int64_t count);

} // namespace dtc::runtime

#endif // DTC_RUNTIME_ERROR_H
