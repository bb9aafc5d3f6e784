//===- ReduceKernels.h - the reduction kernels of virtual GPU meshes ------===//
//
// ReduceKernels.cuh, compiled at run time with NVRTC (loaded with dlopen, as
// the driver is) into PTX that the driver compiles for the GPU at hand: the
// CUDA backend's reductions between buffers of one GPU. Kernels take a
// DtcTables by value (at most DTC_MAX_TABLE inputs and outputs).
//
//===----------------------------------------------------------------------===//
#ifndef DTC_RUNTIME_REDUCEKERNELS_H
#define DTC_RUNTIME_REDUCEKERNELS_H

#include "dtc/runtime.h"

#include <string>

namespace dtc::runtime {

/// DtcTables of ReduceKernels.cuh, the kernels' one parameter (the same
/// layout; ReduceKernelsTest checks it).
constexpr int kMaxReduceTable = 64;
struct ReduceTables {
  const void *ins[kMaxReduceTable];
  void *outs[kMaxReduceTable];
  long long numIns, numOuts, count, width, inPitch, outPitch;
};

/// The CUDA source of the kernels (ReduceKernels.cuh with its device
/// prelude).
const char *reduceKernelSource();

/// The kernel for `dtype` and `reduction` (which must apply to it).
std::string reduceKernelName(dtc_dtype dtype, dtc_reduction reduction);

/// The kernels' PTX, compiled once per process; empty with `error` set when
/// NVRTC (libnvrtc.so) cannot be loaded or the compile fails.
const std::string &reduceKernelPtx(std::string &error);

} // namespace dtc::runtime

#endif // DTC_RUNTIME_REDUCEKERNELS_H
