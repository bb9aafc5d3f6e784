//===- ProgramTest.cpp - the launcher's reading of a program descriptor ---===//
//
// The descriptor's `cpu` line: the CPU the program's host code was compiled
// for and the instruction-set features it uses, which the launcher checks
// before calling any of it.
//
//===----------------------------------------------------------------------===//
#include "Program.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace dtc::launcher;

namespace {

/// A descriptor with `cpuLine` and no entries.
std::string descriptor(const std::string &cpuLine) {
  return "dtc-program " + std::to_string(DTC_PROGRAM_DESCRIPTOR_VERSION) +
         "\n" + cpuLine + "\nend\n";
}

bool parse(const std::string &text, CpuSpec &cpu, std::string &error) {
  std::vector<EntrySpec> entries;
  return parseProgram(text.c_str(), nullptr, nullptr, cpu, entries, error);
}

} // namespace

TEST(ProgramTest, ReadsTheCpuAndItsFeatures) {
  CpuSpec cpu;
  std::string error;
  ASSERT_TRUE(parse(descriptor("cpu sapphirerapids needs 3 avx2 fma avx512f"),
                    cpu, error))
      << error;
  EXPECT_EQ(cpu.name, "sapphirerapids");
  EXPECT_EQ(cpu.needs, (std::vector<std::string>{"avx2", "fma", "avx512f"}));
  ASSERT_TRUE(parse(descriptor("cpu x86-64 needs 0"), cpu, error)) << error;
  EXPECT_EQ(cpu.name, "x86-64");
  EXPECT_TRUE(cpu.needs.empty());
}

TEST(ProgramTest, RejectsWhatItCannotCheck) {
  CpuSpec cpu;
  std::string error;
  EXPECT_FALSE(parse(descriptor("cpu future needs 1 avx1024"), cpu, error));
  EXPECT_NE(error.find("CPU feature 'avx1024' is not one this launcher checks"),
            std::string::npos)
      << error;
  EXPECT_FALSE(
      parse(descriptor("cpu x86-64 needs 2 avx2"), cpu, error)); // one missing
  EXPECT_FALSE(parse(descriptor("needs 0"), cpu, error));        // no cpu line
  EXPECT_NE(error.find("expected 'cpu'"), std::string::npos) << error;
  // A descriptor of the previous format (no cpu line) is refused whole.
  EXPECT_FALSE(parse("dtc-program 4\nend\n", cpu, error));
}

TEST(ProgramTest, ListsTheFeaturesThisCpuLacks) {
  CpuSpec cpu{"sapphirerapids", {"avx2", "avx512f", "fma", "avx512bw"}};
  auto onlyAvx2AndFma = [](const std::string &f) {
    return f == "avx2" || f == "fma";
  };
  EXPECT_EQ(missingCpuFeatures(cpu, onlyAvx2AndFma),
            (std::vector<std::string>{"avx512f", "avx512bw"}));
  auto everything = [](const std::string &) { return true; };
  EXPECT_TRUE(missingCpuFeatures(cpu, everything).empty());
}

TEST(ProgramTest, AsksTheCpuItRunsOn) {
#if defined(__x86_64__)
  // The table maps each name to the check of that name.
  EXPECT_EQ(hostHasCpuFeature("avx2"), bool(__builtin_cpu_supports("avx2")));
  EXPECT_EQ(hostHasCpuFeature("avx512f"),
            bool(__builtin_cpu_supports("avx512f")));
  EXPECT_EQ(hostHasCpuFeature("sse4.2"),
            bool(__builtin_cpu_supports("sse4.2")));
  EXPECT_TRUE(
      hostHasCpuFeature("sse3")); // every x86-64 CPU that runs dtc has it
#endif
  EXPECT_FALSE(hostHasCpuFeature("avx1024"));
}

namespace {

/// An f32 argument of `shape` sharded per dimension over `axes` (-1: none).
TensorSpec argument(std::vector<int64_t> shape, std::vector<int32_t> axes) {
  TensorSpec t;
  t.globalShape = std::move(shape);
  for (int32_t a : axes) {
    t.dimNumAxes.push_back(a >= 0 ? 1 : 0);
    if (a >= 0)
      t.dimAxes.push_back(a);
  }
  t.role = "input";
  return t;
}

} // namespace

TEST(ProgramTest, RunOrderKeysGroupTheDevicesOfOneShardOfTheLargestArguments) {
  // The MLP on a 2x4 mesh (x, y): x's rows over x (32 KiB a device), two
  // weights over y (64 KiB a device each): devices are keyed by y.
  EntrySpec mlp;
  mlp.meshShape = {2, 4};
  mlp.args = {argument({64, 256}, {0, -1}), argument({256, 256}, {-1, 1}),
              argument({256, 256}, {1, -1})};
  EXPECT_EQ(mlp.runOrderKeys(), (std::vector<int64_t>{0, 1, 2, 3, 0, 1, 2, 3}));
  // Larger activations than weights: keyed by x.
  mlp.args[0] = argument({4096, 256}, {0, -1});
  EXPECT_EQ(mlp.runOrderKeys(), (std::vector<int64_t>{0, 0, 0, 0, 1, 1, 1, 1}));
  // Sharded over both axes on a 2x2x2 mesh, replicated over the middle
  // one: coordinates along axes 0 and 2.
  EntrySpec cube;
  cube.meshShape = {2, 2, 2};
  cube.args = {argument({64, 64}, {0, 2})};
  EXPECT_EQ(cube.runOrderKeys(),
            (std::vector<int64_t>{0, 1, 0, 1, 2, 3, 2, 3}));
  // Every argument distinct on every device, or a single device's: no order.
  cube.args = {argument({64, 64, 64}, {0, 1, 2})};
  EXPECT_TRUE(cube.runOrderKeys().empty());
  cube.args[0].singleDevice = 3;
  EXPECT_TRUE(cube.runOrderKeys().empty());
}
