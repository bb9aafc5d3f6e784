// dtc_dealloc_helper (runtime/lib/core/Allocator.cpp) decides what a
// bufferization.dealloc of several buffers frees, in place of upstream's
// generated helper: the cases of its semantics, by hand.
#include "dtc/imports.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <sys/mman.h>
#include <unistd.h>
#include <vector>

namespace {

struct Result {
  std::vector<uint8_t> free, own;
};

/// Calls the helper with arrays laid out at `offset` with `stride`, the
/// padding filled with 7 (checked untouched).
Result run(const std::vector<int64_t> &buffers,
           const std::vector<uint8_t> &conds,
           const std::vector<int64_t> &retained, int64_t offset = 0,
           int64_t stride = 1) {
  auto spread = [&](auto values, auto pad) {
    std::vector<decltype(pad)> out(
        size_t(offset + int64_t(values.size()) * stride + 1), pad);
    for (size_t i = 0; i < values.size(); ++i)
      out[size_t(offset + int64_t(i) * stride)] = values[i];
    return out;
  };
  auto b = spread(buffers, int64_t(-1));
  auto r = spread(retained, int64_t(-1));
  auto c = spread(conds, uint8_t(7));
  auto f = spread(std::vector<uint8_t>(buffers.size(), 7), uint8_t(7));
  auto o = spread(std::vector<uint8_t>(retained.size(), 7), uint8_t(7));
  const int64_t nb = int64_t(buffers.size()), nr = int64_t(retained.size());
  dtc_dealloc_helper(b.data(), b.data(), offset, nb, stride, r.data(), r.data(),
                     offset, nr, stride, c.data(), c.data(), offset, nb, stride,
                     f.data(), f.data(), offset, nb, stride, o.data(), o.data(),
                     offset, nr, stride);
  // The values at the layout's places; the padding checked untouched.
  auto gather = [&](const std::vector<uint8_t> &laid, int64_t count) {
    std::vector<uint8_t> values;
    for (size_t k = 0; k < laid.size(); ++k) {
      int64_t at = int64_t(k) - offset;
      if (at >= 0 && at % stride == 0 && at / stride < count)
        values.push_back(laid[k]);
      else
        EXPECT_EQ(laid[k], 7) << "padding " << k;
    }
    return values;
  };
  Result result;
  result.free = gather(f, nb);
  result.own = gather(o, nr);
  return result;
}

using Bytes = std::vector<uint8_t>;
constexpr int64_t A = 0x1000, B = 0x2000, C = 0x3000;

TEST(AllocatorTest, DeallocHelperFreesDistinctBuffersWhoseConditionHolds) {
  Result r = run({A, B}, {1, 1}, {});
  EXPECT_EQ(r.free, (Bytes{1, 1}));
  r = run({A, B}, {0, 1}, {C});
  EXPECT_EQ(r.free, (Bytes{0, 1}));
  EXPECT_EQ(r.own, (Bytes{0}));
}

TEST(AllocatorTest, DeallocHelperFreesABufferListedTwiceOnce) {
  Result r = run({A, A, B}, {1, 1, 1}, {});
  EXPECT_EQ(r.free, (Bytes{1, 0, 1}));
  // The first copy's condition does not hold: neither frees it (as
  // upstream's helper, which only compares the pointers).
  r = run({A, A}, {0, 1}, {});
  EXPECT_EQ(r.free, (Bytes{0, 0}));
}

TEST(AllocatorTest, DeallocHelperHandsOwnershipToRetainedValues) {
  // Each retained value owns what it aliases among the buffers whose
  // condition holds; a buffer a retained value aliases is not freed.
  Result r = run({A, B}, {1, 0}, {B, A});
  EXPECT_EQ(r.free, (Bytes{0, 0}));
  EXPECT_EQ(r.own, (Bytes{0, 1}));
  r = run({A, B, C}, {1, 1, 1}, {C, C, A});
  EXPECT_EQ(r.free, (Bytes{0, 1, 0}));
  EXPECT_EQ(r.own, (Bytes{1, 1, 1}));
}

TEST(AllocatorTest, DeallocHelperReadsOffsetsAndStrides) {
  Result r = run({A, B, A}, {1, 1, 1}, {B, C}, /*offset=*/3, /*stride=*/2);
  EXPECT_EQ(r.free, (Bytes{1, 0, 0}));
  EXPECT_EQ(r.own, (Bytes{1, 0}));
}

} // namespace

TEST(AllocatorTest, LargeBlocksArriveWithTheirPagesMapped) {
  // A fresh block of 1 MiB or more is populated before it is handed out
  // (a cached one was written before).
  const size_t bytes = size_t(8) << 20, page = size_t(::sysconf(_SC_PAGESIZE));
#ifdef MADV_POPULATE_WRITE
  void *probe = ::mmap(nullptr, page, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  ASSERT_NE(probe, MAP_FAILED);
  const bool populates = ::madvise(probe, page, MADV_POPULATE_WRITE) == 0;
  ::munmap(probe, page);
  if (!populates)
    GTEST_SKIP() << "this kernel does not populate on advice (Linux 5.14+)";
#else
  GTEST_SKIP() << "no MADV_POPULATE_WRITE in these headers";
#endif
  auto *p = static_cast<char *>(_mlir_memref_to_llvm_alloc(bytes));
  ASSERT_NE(p, nullptr);
  auto first = reinterpret_cast<uintptr_t>(p + page - 1) / page * page;
  const size_t pages = (bytes - page) / page;
  std::vector<unsigned char> resident(pages);
  ASSERT_EQ(
      ::mincore(reinterpret_cast<void *>(first), pages * page, resident.data()),
      0);
  size_t mapped = 0;
  for (unsigned char r : resident)
    mapped += r & 1;
  EXPECT_EQ(mapped, pages);
  _mlir_memref_to_llvm_free(p);
}
