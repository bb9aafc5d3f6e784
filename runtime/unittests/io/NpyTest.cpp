//===- NpyTest.cpp - .npy round trips, numpy's bytes, malformed files ----===//
#include "TestUtil.h"

#include <dirent.h>
#include <fstream>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace dtc::test;

namespace {

class NpyTest : public ::testing::Test {
protected:
  void SetUp() override {
    std::string pattern = ::testing::TempDir() + "dtc-npy-XXXXXX";
    ASSERT_NE(mkdtemp(&pattern[0]), nullptr);
    dir = pattern;
  }
  void TearDown() override {
    for (const std::string &name : listDir())
      ::unlink((dir + "/" + name).c_str());
    ::rmdir(dir.c_str());
  }

  std::string path(const std::string &name) const { return dir + "/" + name; }

  std::vector<std::string> listDir() const {
    std::vector<std::string> names;
    if (DIR *d = opendir(dir.c_str())) {
      while (dirent *entry = readdir(d))
        if (std::string(entry->d_name) != "." &&
            std::string(entry->d_name) != "..")
          names.push_back(entry->d_name);
      closedir(d);
    }
    std::sort(names.begin(), names.end());
    return names;
  }

  void writeRaw(const std::string &name, const std::string &bytes) {
    std::ofstream(path(name), std::ios::binary) << bytes;
  }
  std::string readRaw(const std::string &name) {
    std::ifstream in(path(name), std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
  }

  /// A file with `dict` as its header (padded like numpy) and `dataBytes`
  /// zero bytes of data, in format `major`.0.
  std::string npyFile(const std::string &dict, size_t dataBytes,
                      int major = 1) {
    size_t prefix = major == 1 ? 10 : 12;
    std::string header = dict;
    while ((prefix + header.size() + 1) % 64 != 0)
      header += ' ';
    header += '\n';
    std::string out = "\x93NUMPY";
    out += static_cast<char>(major);
    out += '\0';
    for (size_t i = 0; i < prefix - 8; ++i)
      out += static_cast<char>((header.size() >> (8 * i)) & 0xff);
    return out + header + std::string(dataBytes, '\0');
  }

  /// Expects `name` to be rejected with `status` and a message containing
  /// `message`.
  void expectError(const std::string &name, int status,
                   const std::string &message) {
    dtc_npy_header header;
    EXPECT_EQ(dtc_npy_read_header(path(name).c_str(), &header), status) << name;
    EXPECT_NE(std::string(dtc_last_error()).find(message), std::string::npos)
        << name << ": " << dtc_last_error();
    void *data = reinterpret_cast<void *>(1);
    EXPECT_EQ(dtc_npy_load(path(name).c_str(), &header, &data), status);
    EXPECT_EQ(data, nullptr);
  }

  std::string dir;
};

TEST_F(NpyTest, RoundTripsEveryDTypeAndShape) {
  std::vector<std::vector<int64_t>> shapes = {
      {}, {0}, {5}, {2, 3}, {2, 3, 4}, {1, 1, 1, 1, 7}, {3, 0, 2}};
  for (dtc_dtype dtype : allDTypes()) {
    for (const auto &shape : shapes) {
      SCOPED_TRACE(std::string(dtc_dtype_name(dtype)) + " rank " +
                   std::to_string(shape.size()));
      Bytes data = randomData(dtype, product(shape), dtype);
      std::string file = path("a.npy");
      const int32_t rank = shape.size();
      ASSERT_EQ(
          dtc_npy_write(file.c_str(), data.data(), dtype, rank, shape.data()),
          DTC_OK)
          << dtc_last_error();
      EXPECT_EQ(dtc_npy_check(file.c_str(), dtype, rank, shape.data()), DTC_OK)
          << dtc_last_error();
      Bytes back(data.size(), 0xCD);
      ASSERT_EQ(
          dtc_npy_read(file.c_str(), dtype, rank, shape.data(), back.data()),
          DTC_OK)
          << dtc_last_error();
      EXPECT_EQ(back, data);
      dtc_npy_header header;
      void *loaded = nullptr;
      ASSERT_EQ(dtc_npy_load(file.c_str(), &header, &loaded), DTC_OK);
      EXPECT_EQ(header.dtype, dtype);
      EXPECT_EQ(std::vector<int64_t>(header.shape, header.shape + header.rank),
                shape);
      EXPECT_EQ(header.data_offset % 64, 0);
      EXPECT_EQ(header.data_bytes, static_cast<int64_t>(data.size()));
      if (!data.empty()) {
        EXPECT_EQ(std::memcmp(loaded, data.data(), data.size()), 0);
      }
      dtc_free(loaded);
    }
  }
  EXPECT_EQ(listDir(), std::vector<std::string>{"a.npy"});
}

TEST_F(NpyTest, WritesExactlyWhatNumpyWrites) {
  // numpy 1.24 np.save of np.zeros((2, 3), np.float32): 128 header bytes.
  float zeros[6] = {};
  const int64_t shape[] = {2, 3};
  ASSERT_EQ(dtc_npy_write(path("z.npy").c_str(), zeros, DTC_F32, 2, shape),
            DTC_OK);
  std::string dict =
      "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }";
  std::string expected = std::string("\x93NUMPY\x01\x00v\x00", 10) + dict +
                         std::string(117 - dict.size(), ' ') + "\n" +
                         std::string(24, '\0');
  EXPECT_EQ(readRaw("z.npy"), expected);

  // Scalars and 1-d shapes: "()" and "(5,)"; sizes as numpy's files.
  int8_t scalar = 0;
  ASSERT_EQ(dtc_npy_write(path("s.npy").c_str(), &scalar, DTC_I8, 0, nullptr),
            DTC_OK);
  EXPECT_EQ(readRaw("s.npy").size(), 129u);
  EXPECT_NE(readRaw("s.npy").find("'descr': '|i1', 'fortran_order': False, "
                                  "'shape': (), }"),
            std::string::npos);
  // Unsigned integers as numpy names them; their bits are no signed
  // array's (an i32 argument rejects a '<u4' file).
  uint32_t key[2] = {0, 42};
  const int64_t two[] = {2};
  ASSERT_EQ(dtc_npy_write(path("k.npy").c_str(), key, DTC_U32, 1, two), DTC_OK);
  EXPECT_NE(readRaw("k.npy").find("'descr': '<u4', 'fortran_order': False, "
                                  "'shape': (2,), }"),
            std::string::npos);
  EXPECT_EQ(dtc_npy_check(path("k.npy").c_str(), DTC_I32, 1, two),
            DTC_ERROR_MISMATCH);
  uint8_t pixels[2] = {0, 255};
  ASSERT_EQ(dtc_npy_write(path("p.npy").c_str(), pixels, DTC_U8, 1, two),
            DTC_OK);
  EXPECT_NE(readRaw("p.npy").find("'descr': '|u1'"), std::string::npos);
  uint8_t flags[5] = {1, 0, 1, 1, 0};
  const int64_t five[] = {5};
  ASSERT_EQ(dtc_npy_write(path("b.npy").c_str(), flags, DTC_BOOL, 1, five),
            DTC_OK);
  EXPECT_EQ(readRaw("b.npy").size(), 133u);
  EXPECT_NE(readRaw("b.npy").find("'|b1', 'fortran_order': False, 'shape': "
                                  "(5,), }"),
            std::string::npos);
  const int64_t empty[] = {0, 4};
  ASSERT_EQ(dtc_npy_write(path("e.npy").c_str(), nullptr, DTC_F16, 2, empty),
            DTC_OK);
  EXPECT_EQ(readRaw("e.npy").size(), 128u);
}

TEST_F(NpyTest, ReadsVersionsTwoAndThreeAndOtherSpellings) {
  writeRaw("v2.npy",
           npyFile("{'descr': '<i4', 'fortran_order': False, 'shape': (3,), }",
                   12, 2));
  writeRaw("v3.npy",
           npyFile("{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }",
                   16, 3));
  // Any key order, double quotes, odd spacing, Python 2 longs, no trailing
  // comma.
  writeRaw("odd.npy", npyFile("{ \"shape\" : ( 2L , 2 ) ,'fortran_order':False"
                              ", 'descr':'|b1'}",
                              4));
  dtc_npy_header header;
  ASSERT_EQ(dtc_npy_read_header(path("v2.npy").c_str(), &header), DTC_OK)
      << dtc_last_error();
  EXPECT_EQ(header.dtype, DTC_I32);
  EXPECT_EQ(header.rank, 1);
  EXPECT_EQ(header.shape[0], 3);
  ASSERT_EQ(dtc_npy_read_header(path("v3.npy").c_str(), &header), DTC_OK)
      << dtc_last_error();
  EXPECT_EQ(header.dtype, DTC_F64);
  ASSERT_EQ(dtc_npy_read_header(path("odd.npy").c_str(), &header), DTC_OK)
      << dtc_last_error();
  EXPECT_EQ(header.dtype, DTC_BOOL);
  EXPECT_EQ(header.rank, 2);
}

TEST_F(NpyTest, MalformedFilesAreErrors) {
  const std::string good =
      "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }";
  std::string file = npyFile(good, 24);
  writeRaw("empty.npy", "");
  expectError("empty.npy", DTC_ERROR_FORMAT, "truncated header");
  writeRaw("magic.npy", "\x93NUMPX" + file.substr(6));
  expectError("magic.npy", DTC_ERROR_FORMAT, "bad magic");
  writeRaw("text.npy", "hello");
  expectError("text.npy", DTC_ERROR_FORMAT, "bad magic");
  writeRaw("short.npy", file.substr(0, 7));
  expectError("short.npy", DTC_ERROR_FORMAT, "truncated header");
  writeRaw("header.npy", file.substr(0, 60));
  expectError("header.npy", DTC_ERROR_FORMAT, "truncated header");
  writeRaw("data.npy", file.substr(0, file.size() - 1));
  expectError("data.npy", DTC_ERROR_FORMAT,
              "truncated data: expected 24 bytes, the file has 23");
  writeRaw("trailing.npy", file + "x");
  expectError("trailing.npy", DTC_ERROR_FORMAT, "1 unexpected bytes");
  std::string version = file;
  version[6] = 4;
  writeRaw("version.npy", version);
  expectError("version.npy", DTC_ERROR_FORMAT, "unsupported .npy version 4.0");

  struct Bad {
    std::string dict, message;
  };
  std::vector<Bad> bads = {
      {"{'descr': '<u2', 'fortran_order': False, 'shape': (2, 3), }",
       "unsupported dtype '<u2'"},
      {"{'descr': '>f4', 'fortran_order': False, 'shape': (2, 3), }",
       "big-endian"},
      {"{'descr': '<f4', 'fortran_order': True, 'shape': (2, 3), }",
       "fortran_order is True"},
      {"{'descr': '<f4', 'shape': (2, 3), }", "no 'fortran_order' key"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), 'x': 1}",
       "unexpected key 'x'"},
      {"{'descr': '<f4', 'descr': '<f4', 'fortran_order': False, 'shape': "
       "(2, 3), }",
       "'descr' appears twice"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (2, -3), }",
       "non-negative integers"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': 6, }", "not a tuple"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (2 3), }",
       "expected ',' or ')'"},
      {"{'descr': '<f4', 'fortran_order': Falsey, 'shape': (2, 3), }",
       "not True or False"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), } junk",
       "unexpected text after the dictionary"},
      {"['descr', '<f4']", "not a dictionary"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': "
       "(99999999999999999999,), }",
       "too large"},
      {"{'descr': '<f8', 'fortran_order': False, 'shape': "
       "(4611686018427387904,), }",
       "too large"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), ",
       "expected a quoted key"},
  };
  for (size_t i = 0; i < bads.size(); ++i) {
    std::string name = "bad" + std::to_string(i) + ".npy";
    writeRaw(name, npyFile(bads[i].dict, 24));
    expectError(name, DTC_ERROR_FORMAT, bads[i].message);
  }
  expectError("missing.npy", DTC_ERROR_IO, "cannot open");
  ::mkdir(path("dir.npy").c_str(), 0755);
  expectError("dir.npy", DTC_ERROR_IO, "not a regular file");
  ::rmdir(path("dir.npy").c_str());
}

TEST_F(NpyTest, CheckNamesBothShapes) {
  float data[6] = {1, 2, 3, 4, 5, 6};
  const int64_t shape[] = {2, 3}, other[] = {3, 2};
  std::string file = path("m.npy");
  ASSERT_EQ(dtc_npy_write(file.c_str(), data, DTC_F32, 2, shape), DTC_OK);
  EXPECT_EQ(dtc_npy_check(file.c_str(), DTC_F64, 2, shape), DTC_ERROR_MISMATCH);
  EXPECT_NE(std::string(dtc_last_error())
                .find("holds f32[2, 3], expected "
                      "f64[2, 3]"),
            std::string::npos)
      << dtc_last_error();
  EXPECT_EQ(dtc_npy_check(file.c_str(), DTC_F32, 2, other), DTC_ERROR_MISMATCH);
  EXPECT_EQ(dtc_npy_check(file.c_str(), DTC_F32, 1, shape), DTC_ERROR_MISMATCH);
  float out[6] = {};
  EXPECT_EQ(dtc_npy_read(file.c_str(), DTC_F32, 2, other, out),
            DTC_ERROR_MISMATCH);
  EXPECT_EQ(out[0], 0.0f); // nothing read
  EXPECT_EQ(dtc_npy_read(file.c_str(), DTC_F32, 2, shape, out), DTC_OK);
  EXPECT_EQ(out[5], 6.0f);
}

TEST_F(NpyTest, FailedWritesLeaveNoFiles) {
  float data[4] = {1, 2, 3, 4};
  const int64_t shape[] = {4}, negative[] = {-4};
  // A directory that does not exist.
  EXPECT_EQ(
      dtc_npy_write(path("no/such/dir.npy").c_str(), data, DTC_F32, 1, shape),
      DTC_ERROR_IO);
  EXPECT_NE(std::string(dtc_last_error()).find("cannot create"),
            std::string::npos);
  // A directory in the way: written, then the rename fails.
  ::mkdir(path("taken.npy").c_str(), 0755);
  EXPECT_EQ(dtc_npy_write(path("taken.npy").c_str(), data, DTC_F32, 1, shape),
            DTC_ERROR_IO);
  EXPECT_NE(std::string(dtc_last_error()).find("cannot rename"),
            std::string::npos)
      << dtc_last_error();
  ::rmdir(path("taken.npy").c_str());
  // Bad arguments.
  EXPECT_EQ(dtc_npy_write(path("x.npy").c_str(), data, DTC_F32, 1, negative),
            DTC_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(dtc_npy_write(path("x.npy").c_str(), nullptr, DTC_F32, 1, shape),
            DTC_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(dtc_npy_write(path("x.npy").c_str(), data,
                          static_cast<dtc_dtype>(99), 1, shape),
            DTC_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(dtc_npy_write((dir + "/").c_str(), data, DTC_F32, 1, shape),
            DTC_ERROR_INVALID_ARGUMENT);
  EXPECT_TRUE(listDir().empty());
}

TEST_F(NpyTest, AWriteThatRunsOutOfSpaceKeepsTheOldFile) {
  // The old file stays intact and no temporary is left when the disk
  // "fills up" mid-write (a file size limit in a child process).
  std::vector<float> small(4, 1.0f), large(1 << 16, 2.0f);
  const int64_t smallShape[] = {4}, largeShape[] = {1 << 16};
  std::string file = path("keep.npy");
  ASSERT_EQ(dtc_npy_write(file.c_str(), small.data(), DTC_F32, 1, smallShape),
            DTC_OK);
  std::string before = readRaw("keep.npy");
  pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    signal(SIGXFSZ, SIG_IGN);
    struct rlimit limit = {4096, 4096};
    setrlimit(RLIMIT_FSIZE, &limit);
    int status =
        dtc_npy_write(file.c_str(), large.data(), DTC_F32, 1, largeShape);
    bool reported =
        std::string(dtc_last_error()).find("cannot write") != std::string::npos;
    _exit(status == DTC_ERROR_IO && reported ? 0 : 1);
  }
  int status = 0;
  ASSERT_EQ(waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0) << "the write did not fail cleanly";
  EXPECT_EQ(readRaw("keep.npy"), before);
  EXPECT_EQ(listDir(), std::vector<std::string>{"keep.npy"});
}

} // namespace
