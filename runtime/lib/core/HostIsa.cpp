//===- HostIsa.cpp - what the runtime's host code may use ----------------===//
#include "HostIsa.h"

#include <cstdlib>
#include <cstring>

namespace dtc::runtime {

HostChoices parseHostChoices(const char *isa, const char *gemm,
                             bool cpuHasAvx512, bool cpuHasAvx2) {
  HostChoices choices;
  choices.avx512 = cpuHasAvx512 && cpuHasAvx2;
  if (isa && *isa && std::strcmp(isa, "native") != 0) {
    if (std::strcmp(isa, "avx2") != 0)
      choices.error =
          std::string("DTC_HOST_ISA='") + isa + "' is not one of native, avx2";
    else if (!cpuHasAvx2)
      choices.error = "DTC_HOST_ISA=avx2 on a CPU without AVX2 and FMA";
    choices.avx512 = false;
  }
  if (gemm && *gemm && std::strcmp(gemm, "kernels") != 0) {
    if (std::strcmp(gemm, "openblas") == 0)
      choices.kernels = false;
    else if (std::strcmp(gemm, "unpacked") == 0)
      choices.packing = false;
    else if (choices.error.empty())
      choices.error = std::string("DTC_HOST_GEMM='") + gemm +
                      "' is not one of kernels, unpacked, openblas";
  }
  // The kernels need AVX2 and FMA; older CPUs' products are OpenBLAS's.
  choices.kernels = choices.kernels && cpuHasAvx2;
  choices.packing = choices.packing && choices.kernels;
  return choices;
}

const HostChoices &hostChoices() {
  static const HostChoices choices = [] {
#if defined(__x86_64__)
    const bool avx512 = __builtin_cpu_supports("avx512f") != 0;
    const bool avx2 = __builtin_cpu_supports("avx2") != 0 &&
                      __builtin_cpu_supports("fma") != 0;
#else
    const bool avx512 = false, avx2 = false;
#endif
    return parseHostChoices(std::getenv("DTC_HOST_ISA"),
                            std::getenv("DTC_HOST_GEMM"), avx512, avx2);
  }();
  return choices;
}

} // namespace dtc::runtime
