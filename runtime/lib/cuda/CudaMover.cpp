//===- CudaMover.cpp - collectives inside one GPU's memory ----------------===//
#include "CudaMover.h"
#include "Error.h"
#include "ReduceKernels.h"

#include <algorithm>
#include <cstdio>
#include <mutex>
#include <set>

namespace dtc::runtime {

using namespace cuda;

namespace {

/// The reduction kernels as a module (their PTX), loaded into each context
/// on first use; null with `error` set when NVRTC is missing.
GpuModule *reduceModule(std::string &error) {
  const std::string &ptx = reduceKernelPtx(error);
  if (ptx.empty())
    return nullptr;
  static GpuModule module{ptx.c_str(), {}, {}};
  return &module;
}

/// Kernel names with stable addresses (gpuFunction keys on the pointer).
const char *internName(const std::string &name) {
  static std::mutex mutex;
  static std::set<std::string> names;
  std::lock_guard<std::mutex> lock(mutex);
  return names.insert(name).first->c_str();
}

constexpr unsigned kThreads = 256;
constexpr unsigned kMaxBlocks = 4096; // the kernels loop over the rest

} // namespace

void CudaMover::failed(int64_t device, const std::string &message) {
  if (state[device].failure.empty())
    state[device].failure = message;
}

int CudaMover::record(int64_t device, CUevent event) {
  if (CUresult r = driver.cuEventRecord(event, devices[device].stream))
    return setError(DTC_ERROR_SYSTEM, "%s",
                    driver.describe("cuEventRecord", r).c_str());
  return DTC_OK;
}

void CudaMover::waitFor(int64_t device, const std::vector<int64_t> &members,
                        CUevent GpuDevice::*event) {
  if (!state[device].onDevice)
    return;
  for (int64_t member : members)
    if (member != device)
      if (CUresult r = driver.cuStreamWaitEvent(devices[device].stream,
                                                devices[member].*event, 0))
        failed(device, driver.describe("cuStreamWaitEvent", r));
}

int CudaMover::ready(int64_t device) {
  if (!state[device].onDevice)
    return DTC_OK;
  return record(device, devices[device].ready);
}

void CudaMover::met(int64_t device, const std::vector<int64_t> &members) {
  waitFor(device, members, &GpuDevice::ready);
}

void CudaMover::parted(int64_t device, const std::vector<int64_t> &members) {
  waitFor(device, members, &GpuDevice::done);
}

void CudaMover::copy(int64_t device, void *dst, const void *src,
                     int64_t bytes) {
  if (!state[device].onDevice)
    return host.copy(device, dst, src, bytes);
  if (bytes <= 0 || dst == src)
    return;
  if (CUresult r = driver.cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                                        reinterpret_cast<CUdeviceptr>(src),
                                        size_t(bytes), devices[device].stream))
    failed(device, driver.describe("cuMemcpyAsync", r));
}

void CudaMover::copyRows(int64_t device, void *dst, int64_t dstPitch,
                         const void *src, int64_t srcPitch, int64_t width,
                         int64_t rows) {
  // The driver's pitch limit is 2^31 - 1 bytes: beyond it, row by row.
  constexpr int64_t kMaxPitch = (int64_t(1) << 31) - 1;
  if (!state[device].onDevice || dstPitch > kMaxPitch || srcPitch > kMaxPitch)
    return Mover::copyRows(device, dst, dstPitch, src, srcPitch, width, rows);
  Memcpy2D desc{};
  desc.srcMemoryType = desc.dstMemoryType = CU_MEMORYTYPE_UNIFIED;
  desc.srcDevice = reinterpret_cast<CUdeviceptr>(src);
  desc.dstDevice = reinterpret_cast<CUdeviceptr>(dst);
  desc.srcPitch = size_t(srcPitch);
  desc.dstPitch = size_t(dstPitch);
  desc.WidthInBytes = size_t(width);
  desc.Height = size_t(rows);
  CUresult r = driver.cuMemcpy2DAsync(&desc, devices[device].stream);
  if (r == CUDA_ERROR_INVALID_VALUE || r == CUDA_ERROR_INVALID_PITCH_VALUE) {
    // cuda.h: device-to-device 2-D copies "may fail for pitches not
    // computed by cuMemAllocPitch"; then one copy per row.
    static std::once_flag said;
    std::call_once(said, [&] {
      std::fprintf(stderr,
                   "dtc: note: %s; strided device copies go row by row\n",
                   driver.describe("cuMemcpy2DAsync", r).c_str());
    });
    for (int64_t i = 0; i < rows; ++i)
      copy(device, static_cast<char *>(dst) + i * dstPitch,
           static_cast<const char *>(src) + i * srcPitch, width);
  } else if (r != CUDA_SUCCESS) {
    failed(device, driver.describe("cuMemcpy2DAsync", r));
  }
}

void CudaMover::reduce(int64_t device, dtc_dtype dtype, dtc_reduction reduction,
                       const void *const *ins, int64_t numIns,
                       void *const *outs, int64_t numOuts, int64_t count) {
  if (!state[device].onDevice)
    return host.reduce(device, dtype, reduction, ins, numIns, outs, numOuts,
                       count);
  reduceRows(device, dtype, reduction, ins, numIns, count, outs, numOuts, count,
             count, 1);
}

void CudaMover::reduceRows(int64_t device, dtc_dtype dtype,
                           dtc_reduction reduction, const void *const *ins,
                           int64_t numIns, int64_t inPitch, void *const *outs,
                           int64_t numOuts, int64_t outPitch, int64_t width,
                           int64_t rows) {
  if (!state[device].onDevice)
    return Mover::reduceRows(device, dtype, reduction, ins, numIns, inPitch,
                             outs, numOuts, outPitch, width, rows);
  int64_t count = width * rows;
  if (count <= 0 || numOuts <= 0)
    return;
  if (numIns > kMaxReduceTable)
    return failed(device, "a reduction over more than " +
                              std::to_string(kMaxReduceTable) +
                              " devices sharing a GPU");
  std::string error;
  GpuModule *module = reduceModule(error);
  if (!module)
    return failed(device, error);
  GpuDevice &g = devices[device];
  CUfunction fn =
      gpuFunction(g, *module, internName(reduceKernelName(dtype, reduction)));
  if (!fn)
    return failed(device, lastError());
  ReduceTables t{};
  std::copy(ins, ins + numIns, t.ins);
  t.numIns = numIns;
  t.count = count;
  t.width = width;
  t.inPitch = inPitch;
  t.outPitch = outPitch;
  unsigned blocks = unsigned(
      std::min<int64_t>((count + kThreads - 1) / kThreads, kMaxBlocks));
  // Up to kMaxReduceTable outputs a launch (each launch reduces afresh).
  for (int64_t first = 0; first < numOuts; first += kMaxReduceTable) {
    t.numOuts = std::min<int64_t>(kMaxReduceTable, numOuts - first);
    std::copy(outs + first, outs + first + t.numOuts, t.outs);
    void *params[] = {&t};
    if (CUresult r = driver.cuLaunchKernel(fn, blocks, 1, 1, kThreads, 1, 1, 0,
                                           g.stream, params, nullptr))
      return failed(device, driver.describe("cuLaunchKernel", r));
  }
}

int CudaMover::finish(int64_t device) {
  if (!state[device].onDevice)
    return DTC_OK;
  int recorded = record(device, devices[device].done);
  int queued = takeFailure(device);
  return queued ? queued : recorded;
}

int CudaMover::takeFailure(int64_t device) {
  std::string failure = std::move(state[device].failure);
  state[device].failure.clear();
  if (failure.empty())
    return DTC_OK;
  return setError(DTC_ERROR_SYSTEM, "%s", failure.c_str());
}

void *CudaMover::allocate(int64_t, int64_t bytes) {
  void *ptr = nullptr;
  if (bytes <= 0)
    return nullptr;
  if (CUresult r = driver.cuMemAllocHost(&ptr, size_t(bytes))) {
    setError(DTC_ERROR_OUT_OF_MEMORY, "%s",
             driver.describe("cuMemAllocHost", r).c_str());
    return nullptr;
  }
  return ptr;
}

void CudaMover::deallocate(int64_t device, void *ptr) {
  // Queued copies may still use it (a staging buffer that grows).
  driver.cuStreamSynchronize(devices[device].stream);
  driver.cuMemFreeHost(ptr);
}

} // namespace dtc::runtime
