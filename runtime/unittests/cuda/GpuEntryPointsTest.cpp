//===- GpuEntryPointsTest.cpp - compiled GPU programs' products -----------===//
//
// Compiled GPU programs launch their kernels through MLIR's mgpu*
// functions and compute their products with dtc_cublas_sgemm, _dgemm and
// _gemm_ex (GpuEntryPoints.cpp); here both run on fake GPUs. A kernel of
// the fake driver (a reduction kernel's host compilation) is loaded once
// per GPU, launched on the device's stream, and an unknown one fails the
// run with its name. The products call dtc_cublas_sgemm, _dgemm and
// _gemm_ex (GpuEntryPoints.cpp) with CBLAS's row-major arguments, which
// become column-major cuBLAS calls on the device's handle and stream. Here
// they run on fake GPUs with the fake cuBLAS of FakeBlas.h, on every device
// of a mesh at once, against a row-major reference: every transpose
// combination, padded leading dimensions (whose padding is NaN, so reading
// it shows), alpha and beta (beta = 0 over a NaN result, which must not be
// read), f32, f64, and f16/bf16 operands with f32 or 16-bit results.
//
//===----------------------------------------------------------------------===//
#include "FakeBlas.h"
#include "FakeCudaDriver.h"
#include "FakeNccl.h"
#include "ReduceKernels.h"
#include "TestUtil.h"
#include "dtc/imports.h"

#include <cmath>
#include <functional>
#include <limits>
#include <random>

using namespace dtc::test;

namespace {

constexpr int kRowMajor = 101, kNoTrans = 111, kTrans = 112; // CBLAS

size_t sizeOf(int type) { return type == kR64F ? 8 : type == kR32F ? 4 : 2; }

/// A row-major matrix of `rows` x `cols` with leading dimension `ld`: its
/// elements random (exact in 16 bits), its padding NaN.
struct Matrix {
  Matrix(int type, int rows, int cols, int ld, uint64_t seed)
      : type(type), rows(rows), cols(cols), ld(ld),
        bytes(size_t(rows) * ld * sizeOf(type)) {
    std::mt19937_64 random(seed);
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < ld; ++c)
        storeElement(bytes.data(), type, int64_t(r) * ld + c,
                     c < cols ? double(int(random() % 17) - 8) / 4
                              : std::numeric_limits<double>::quiet_NaN());
  }
  double at(int r, int c) const {
    return loadElement(bytes.data(), type, int64_t(r) * ld + c);
  }
  int type, rows, cols, ld;
  Bytes bytes;
};

/// One device's product: C = alpha op(A) op(B) + beta C, row-major.
struct Product {
  Product(int64_t d, int abType, int cType)
      : transA(d & 1), transB((d >> 1) & 1), m(3 + int(d)), n(5 + int(d % 3)),
        k(4 + int(d % 4)), pad(d % 2 ? 3 : 0), alpha(1.5f),
        beta(d < 4 ? 0.5f : 0.0f), a(abType, transA ? k : m, transA ? m : k,
                                     (transA ? m : k) + pad, 100 + d),
        b(abType, transB ? n : k, transB ? k : n, (transB ? k : n) + pad,
          200 + d),
        c(cType, m, n, n + pad, 300 + d) {
    if (beta == 0) // a result that must not be read
      for (int i = 0; i < m; ++i)
        for (int j = 0; j < n; ++j)
          storeElement(c.bytes.data(), cType, int64_t(i) * c.ld + j,
                       std::numeric_limits<double>::quiet_NaN());
  }
  /// The expected C, accumulated in `Acc` in the order cuBLAS's
  /// definition sums.
  template <typename Acc> Bytes expected() const {
    Bytes want = c.bytes;
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j) {
        Acc sum = 0;
        for (int l = 0; l < k; ++l)
          sum += Acc(transA ? a.at(l, i) : a.at(i, l)) *
                 Acc(transB ? b.at(j, l) : b.at(l, j));
        Acc value = Acc(alpha) * sum;
        if (beta != 0)
          value += Acc(beta) * Acc(c.at(i, j));
        storeElement(want.data(), c.type, int64_t(i) * c.ld + j, double(value));
      }
    return want;
  }
  int cblasA() const { return transA ? kTrans : kNoTrans; }
  int cblasB() const { return transB ? kTrans : kNoTrans; }

  bool transA, transB;
  int m, n, k, pad;
  float alpha, beta;
  Matrix a, b, c;
};

/// A 2x4 mesh on 2 fake GPUs (fake NCCL and cuBLAS), or null.
struct FakeGpuMesh {
  FakeGpuMesh() {
    std::string why;
    if (!fakeCudaDriverAvailable(why))
      return;
    const int64_t sizes[] = {2, 4};
    useFakeGpus(2);
    mesh = dtc_mesh_create_typed(2, sizes, nullptr, DTC_DEVICE_GPU);
    useFakeGpus(0);
  }
  ~FakeGpuMesh() {
    if (mesh)
      dtc_mesh_destroy(mesh);
  }
  dtc_mesh *mesh = nullptr;
};

/// Runs `call(products[d])` as device d's program on every device d; the
/// run's status.
int runProducts(dtc_mesh *mesh, std::vector<Product> &products,
                const std::function<void(Product &)> &call) {
  return runOn(mesh, [&](dtc_device *device) {
    call(products[size_t(dtc_device_index(device))]);
  });
}

std::vector<Product> makeProducts(int abType, int cType) {
  std::vector<Product> products;
  for (int64_t d = 0; d < 8; ++d)
    products.emplace_back(d, abType, cType);
  return products;
}

/// Queues on the calling device `launches` launches of `module`'s kernel
/// dtc_reduce_f32_sum (the fake driver's: its host compilation) that copy x
/// into y, a sum of one input.
void copyThroughKernel(void *module, std::vector<float> &x,
                       std::vector<float> &y, int launches = 1) {
  void *kernel = mgpuModuleGetFunction(module, "dtc_reduce_f32_sum");
  ASSERT_NE(kernel, nullptr) << dtc_last_error();
  dtc::runtime::ReduceTables t{};
  t.ins[0] = x.data();
  t.outs[0] = y.data();
  t.numIns = t.numOuts = 1;
  t.count = t.width = t.inPitch = t.outPitch = int64_t(x.size());
  void *params[] = {&t};
  for (int i = 0; i < launches; ++i)
    mgpuLaunchKernel(kernel, 4, 1, 1, 256, 1, 1, 0, mgpuStreamCreate(), params,
                     nullptr, 1);
}

class GpuEntryPointsTest : public ::testing::Test {
protected:
  void SetUp() override {
    if (!gpu.mesh)
      GTEST_SKIP() << "no fake GPUs";
  }
  /// Runs the products, checks every device's C bit for bit.
  template <typename Acc>
  void expectProducts(int abType, int cType,
                      const std::function<void(Product &)> &call) {
    std::vector<Product> products = makeProducts(abType, cType);
    std::vector<Bytes> want;
    for (const Product &p : products)
      want.push_back(p.expected<Acc>());
    int64_t before = fakeGemms();
    ASSERT_EQ(runProducts(gpu.mesh, products, call), DTC_OK)
        << dtc_last_error();
    EXPECT_EQ(fakeGemms() - before, 8);
    for (size_t d = 0; d < products.size(); ++d)
      EXPECT_EQ(products[d].c.bytes, want[d])
          << "device " << d << " (A" << (products[d].transA ? "^T" : "") << " B"
          << (products[d].transB ? "^T" : "") << ")";
  }
  FakeGpuMesh gpu;
};

TEST_F(GpuEntryPointsTest, Sgemm) {
  expectProducts<float>(kR32F, kR32F, [](Product &p) {
    dtc_cublas_sgemm(kRowMajor, p.cblasA(), p.cblasB(), p.m, p.n, p.k, p.alpha,
                     reinterpret_cast<const float *>(p.a.bytes.data()), p.a.ld,
                     reinterpret_cast<const float *>(p.b.bytes.data()), p.b.ld,
                     p.beta, reinterpret_cast<float *>(p.c.bytes.data()),
                     p.c.ld);
  });
}

TEST_F(GpuEntryPointsTest, Dgemm) {
  expectProducts<double>(kR64F, kR64F, [](Product &p) {
    dtc_cublas_dgemm(kRowMajor, p.cblasA(), p.cblasB(), p.m, p.n, p.k, p.alpha,
                     reinterpret_cast<const double *>(p.a.bytes.data()), p.a.ld,
                     reinterpret_cast<const double *>(p.b.bytes.data()), p.b.ld,
                     p.beta, reinterpret_cast<double *>(p.c.bytes.data()),
                     p.c.ld);
  });
}

TEST_F(GpuEntryPointsTest, HalfOperandsAccumulateInF32) {
  const std::pair<int, int> types[] = {
      {kR16F, kR32F}, {kR16F, kR16F}, {kR16BF, kR32F}, {kR16BF, kR16BF}};
  for (auto [ab, c] : types)
    expectProducts<float>(ab, c, [ab = ab, c = c](Product &p) {
      dtc_cublas_gemm_ex(kRowMajor, p.cblasA(), p.cblasB(), p.m, p.n, p.k,
                         p.alpha, p.a.bytes.data(), ab, p.a.ld,
                         p.b.bytes.data(), ab, p.b.ld, p.beta, p.c.bytes.data(),
                         c, p.c.ld);
    });
}

/// The process's module serves one mesh after another on the same GPUs:
/// the GPUs' contexts stay, and with them the kernels loaded into them. (The
/// fake driver resets a primary context at its last release, unloading its
/// modules, as the real one does: a mesh that released its contexts left
/// the next one with stale kernels, "invalid resource handle" on a GPU.)
TEST_F(GpuEntryPointsTest, KernelsServeOneMeshAfterAnother) {
  static char image[] = "another program's fatbin";
  void *module = mgpuModuleLoad(image, sizeof image);
  // Each device copies its x through the kernel.
  auto copyOnEachDevice = [&](dtc_mesh *mesh, float base) {
    std::vector<std::vector<float>> x(8), y(8);
    int status = runOn(mesh, [&](dtc_device *device) {
      int64_t d = dtc_device_index(device);
      x[d].assign(100, base + float(d));
      y[d].assign(100, -1.0f);
      copyThroughKernel(module, x[d], y[d]);
    });
    ASSERT_EQ(status, DTC_OK) << dtc_last_error();
    for (int64_t d = 0; d < 8; ++d)
      EXPECT_EQ(y[d], x[d]) << "device " << d;
  };
  copyOnEachDevice(gpu.mesh, 0);
  dtc_mesh_destroy(gpu.mesh); // before the next mesh is made
  gpu.mesh = nullptr;
  FakeGpuMesh next;
  copyOnEachDevice(next.mesh, 10);
}

/// dtc_device_synchronize returns once the device's queued work is done
/// (the fake driver's streams run each item after a random pause).
TEST_F(GpuEntryPointsTest, SynchronizeWaitsForTheQueuedWork) {
  static char image[] = "a third program's fatbin";
  void *module = mgpuModuleLoad(image, sizeof image);
  std::vector<std::vector<float>> x(8), y(8);
  int status = runOn(gpu.mesh, [&](dtc_device *device) {
    int64_t d = dtc_device_index(device);
    x[d].assign(1000, float(d));
    y[d].assign(1000, -1.0f);
    copyThroughKernel(module, x[d], y[d], /*launches=*/4);
    ASSERT_EQ(dtc_device_synchronize(device), DTC_OK) << dtc_last_error();
    EXPECT_EQ(y[d], x[d]) << "device " << d;
  });
  ASSERT_EQ(status, DTC_OK) << dtc_last_error();
  EXPECT_EQ(dtc_device_synchronize(nullptr), DTC_ERROR_INVALID_ARGUMENT);
}

/// A program whose module constructor never ran asks for a kernel of no
/// module: the run fails with that, not a crash.
TEST_F(GpuEntryPointsTest, KernelsOfNoModuleFailTheRun) {
  int status = runOn(gpu.mesh, [&](dtc_device *) {
    EXPECT_EQ(mgpuModuleGetFunction(nullptr, "dtc_fn_main_kernel"), nullptr);
  });
  EXPECT_EQ(status, DTC_ERROR_ABORTED);
  EXPECT_NE(std::string(dtc_last_error()).find("kernels were never loaded"),
            std::string::npos)
      << dtc_last_error();
}

TEST_F(GpuEntryPointsTest, ARefusedProductFailsTheRun) {
  std::vector<Product> products = makeProducts(kR32F, kR32F);
  int status = runProducts(gpu.mesh, products, [](Product &p) {
    // A's leading dimension one short of its row.
    dtc_cublas_sgemm(kRowMajor, kNoTrans, kNoTrans, p.m, p.n, p.k, 1.0f,
                     reinterpret_cast<const float *>(p.a.bytes.data()), p.k - 1,
                     reinterpret_cast<const float *>(p.b.bytes.data()), p.b.ld,
                     0.0f, reinterpret_cast<float *>(p.c.bytes.data()), p.c.ld);
  });
  EXPECT_EQ(status, DTC_ERROR_ABORTED);
  EXPECT_NE(std::string(dtc_last_error())
                .find("cuBLAS gemm failed: CUBLAS_STATUS_INVALID_VALUE"),
            std::string::npos)
      << dtc_last_error();
}

/// A program's kernels as compiled programs use them: one module for the
/// process, loaded into each GPU's context on first use, the kernel found
/// once per device and launched on the device's stream (the fake driver's
/// streams run late, so the values show that the launch and the copy after
/// it are ordered).
TEST_F(GpuEntryPointsTest, KernelsLoadOncePerGpuAndRunOnTheDeviceStream) {
  static char image[] = "a program's fatbin";
  void *module = mgpuModuleLoad(image, sizeof image);
  std::vector<std::vector<float>> x(8), y(8), sum(8), copied(8);
  for (int64_t d = 0; d < 8; ++d) {
    x[d].assign(1000, float(d));
    y[d].assign(1000, 0.5f);
    sum[d].assign(1000, -1.0f);
    copied[d].assign(1000, -1.0f);
  }
  int64_t loads = fakeModuleLoads();
  int status = runOn(gpu.mesh, [&](dtc_device *device) {
    int64_t d = dtc_device_index(device);
    void *stream = mgpuStreamCreate();
    void *kernel = mgpuModuleGetFunction(module, "dtc_reduce_f32_sum");
    ASSERT_NE(kernel, nullptr) << dtc_last_error();
    dtc::runtime::ReduceTables t{};
    t.ins[0] = x[d].data();
    t.ins[1] = y[d].data();
    t.outs[0] = sum[d].data();
    t.numIns = 2;
    t.numOuts = 1;
    t.count = t.width = t.inPitch = t.outPitch = 1000;
    void *params[] = {&t};
    mgpuLaunchKernel(kernel, 4, 1, 1, 256, 1, 1, 0, stream, params, nullptr, 1);
    mgpuMemcpy(copied[d].data(), sum[d].data(), 4000, stream);
    // Done when it returns (the host reads scalars so), though the fake
    // driver's streams run late.
    EXPECT_EQ(copied[d], std::vector<float>(1000, float(d) + 0.5f));
  });
  ASSERT_EQ(status, DTC_OK) << dtc_last_error();
  EXPECT_EQ(fakeModuleLoads() - loads, 2); // one per GPU
  for (int64_t d = 0; d < 8; ++d) {
    EXPECT_EQ(sum[d], std::vector<float>(1000, float(d) + 0.5f));
    EXPECT_EQ(copied[d], sum[d]);
  }

  status = runOn(gpu.mesh, [&](dtc_device *) {
    EXPECT_EQ(mgpuModuleGetFunction(module, "dtc_no_such_kernel"), nullptr);
  });
  EXPECT_EQ(status, DTC_ERROR_ABORTED);
  EXPECT_NE(std::string(dtc_last_error()).find("kernel dtc_no_such_kernel"),
            std::string::npos)
      << dtc_last_error();
}

} // namespace
