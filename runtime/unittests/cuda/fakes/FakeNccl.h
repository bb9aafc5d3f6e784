//===- FakeNccl.h - whole CUDA backends on fake GPUs and fake NCCL --------===//
#ifndef DTC_RUNTIME_UNITTESTS_FAKENCCL_H
#define DTC_RUNTIME_UNITTESTS_FAKENCCL_H

#include <cstdint>

namespace dtc::test {

/// While `numGpus` > 0, GPU meshes made by the tests are CUDA backends on
/// that many fake GPUs (FakeCudaDriver.h's driver) with a fake NCCL that does
/// NCCL's semantics on the host, and the fake cuBLAS of FakeBlas.h; 0 goes
/// back to the real CUDA backend.
void useFakeGpus(int numGpus);

/// NCCL operations the fake has completed (a grouped send/receive counts
/// once), and communicators it has made, so far.
int64_t fakeNcclCalls();
int64_t fakeNcclCommsMade();

} // namespace dtc::test

#endif // DTC_RUNTIME_UNITTESTS_FAKENCCL_H
