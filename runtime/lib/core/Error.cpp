//===- Error.cpp - status codes and the thread-local error message -------===//
#include "Error.h"

#include <atomic>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>

namespace dtc::runtime {

static thread_local std::string message;

int setError(int status, const char *format, ...) {
  va_list args, copy;
  va_start(args, format);
  va_copy(copy, args);
  int length = std::vsnprintf(nullptr, 0, format, copy);
  va_end(copy);
  message.assign(length > 0 ? static_cast<size_t>(length) : 0, '\0');
  if (length > 0)
    std::vsnprintf(&message[0], message.size() + 1, format, args);
  va_end(args);
  return status;
}

const std::string &lastError() { return message; }

std::string &threadErrorSlot() { return message; }

template <typename T>
static std::string formatListImpl(const T *values, int64_t count) {
  std::string out = "[";
  for (int64_t i = 0; i < count; ++i)
    out += (i ? ", " : "") + std::to_string(values[i]);
  return out + "]";
}

std::string formatList(const int64_t *values, int64_t count) {
  return formatListImpl(values, count);
}
std::string formatList(const int32_t *values, int64_t count) {
  return formatListImpl(values, count);
}

} // namespace dtc::runtime

extern "C" const char *dtc_last_error(void) {
  return dtc::runtime::lastError().c_str();
}

extern "C" void dtc_free(void *ptr) { std::free(ptr); }

static std::atomic<bool> faultInjection{false};

extern "C" void dtc_enable_fault_injection(void) { faultInjection = true; }

extern "C" int dtc_fault_injection_enabled(void) { return faultInjection; }
