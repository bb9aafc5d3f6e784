//===- HostIsa.h - what the runtime's host code may use ------------------===//
//
// Read once from the environment, checked, and shared by every host kernel:
//
//   DTC_HOST_ISA   native (default): the host's widest vectors;
//                  avx2: AVX2 and FMA only, as on a CPU without AVX-512
//                  (what a program compiled with --host-cpu x86-64-v3 runs
//                  with on an AVX-512 host, to measure both ISAs on one).
//   DTC_HOST_GEMM  kernels (default): f32 products through the JIT kernels
//                  (HostGemm.cpp), weights packed in loops; unpacked: the
//                  same kernels reading B in place; openblas: every product
//                  to OpenBLAS's cblas_sgemm.
//
// Any other value is an error that dtc_mesh_create reports (no mesh is made
// under a setting the runtime would not honour).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_CORE_HOSTISA_H
#define DTC_RUNTIME_CORE_HOSTISA_H

#include <string>

namespace dtc::runtime {

struct HostChoices {
  /// The host's kernels may use AVX-512 (the CPU has it and DTC_HOST_ISA
  /// allows it).
  bool avx512 = false;
  /// Products go to the JIT kernels (else to OpenBLAS): not asked otherwise,
  /// and the CPU has AVX2 and FMA (the kernels' least ISA).
  bool kernels = true;
  /// Loops' weights are packed (dtc_host_sgemm_pack).
  bool packing = true;
  /// Why the environment cannot be honoured; empty if it can.
  std::string error;
};

/// The choices, read from the environment at the first call.
const HostChoices &hostChoices();

/// Parses the two variables' values (null: unset); for tests.
HostChoices parseHostChoices(const char *isa, const char *gemm,
                             bool cpuHasAvx512, bool cpuHasAvx2);

} // namespace dtc::runtime

#endif // DTC_RUNTIME_CORE_HOSTISA_H
