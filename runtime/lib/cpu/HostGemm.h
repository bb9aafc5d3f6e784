//===- HostGemm.h - dtc's f32 matrix product on host devices ----*- C++ -*-===//
//
// dtc_host_sgemm (dtc/imports.def) is defined in HostGemm.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_CPU_HOSTGEMM_H
#define DTC_RUNTIME_CPU_HOSTGEMM_H

namespace dtc::runtime {

/// Whether dtc_host_sgemm computes row-major products itself (the CPU has
/// AVX-512 and DTC_HOST_GEMM is not `openblas`) rather than calling
/// OpenBLAS's cblas_sgemm.
bool hostGemmAvailable();

/// Frees what the packed copies' cache holds for later packs: the memory
/// of released copies and the copies of constant memory nobody holds (the
/// next packs fill fresh memory). For tests that count page faults.
void freeKeptPackedCopies();

} // namespace dtc::runtime

#endif // DTC_RUNTIME_CPU_HOSTGEMM_H
