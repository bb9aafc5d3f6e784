//===- TFSpellingTest.cpp - TF DTensor's layout and mesh strings ----------===//
#include "TestContext.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace dtc;
using namespace dtc::dtensor;

namespace {

class TFSpellingTest : public test::CompilerTest {
protected:
  /// Parses `text` as a layout expecting an error; returns its message.
  std::string error(StringRef text) {
    std::string message;
    ScopedDiagnosticHandler capture(&ctx, [&](Diagnostic &d) {
      message = d.str();
      return success();
    });
    FailureOr<LayoutAttr> parsed = parseTFLayout(
        &ctx, text, [&] { return emitError(UnknownLoc::get(&ctx)); });
    EXPECT_TRUE(failed(parsed)) << "parsed: " << text.str();
    return message;
  }
};

TEST_F(TFSpellingTest, ShortMesh) {
  LayoutAttr l = layout("sharding_specs:x,unsharded, mesh:|x=2,y=4|*CPU");
  ASSERT_TRUE(l);
  ASSERT_EQ(l.getRank(), 2);
  ASSERT_EQ(l.getDims()[0].getAxes().size(), 1u);
  EXPECT_EQ(l.getDims()[0].getAxes()[0].getValue(), "x");
  EXPECT_TRUE(l.getDims()[1].getAxes().empty());
  MeshAttr mesh = l.getInlineMesh();
  ASSERT_TRUE(mesh);
  EXPECT_EQ(mesh.getAxisSizes(), (ArrayRef<int64_t>{2, 4}));
  // The short form lists no ids: the devices are 0 .. 7.
  EXPECT_TRUE(mesh.getDeviceIdList().empty());
  EXPECT_EQ(mesh.getDeviceType(), DeviceType::cpu);
}

TEST_F(TFSpellingTest, FullMeshWithDeviceNames) {
  LayoutAttr l = layout("sharding_specs:unsharded,y, mesh:|x=1,y=2|0,1|0,1|"
                        "/job:localhost/replica:0/task:0/device:CPU:0,"
                        "/job:localhost/replica:0/task:0/device:CPU:1");
  ASSERT_TRUE(l);
  EXPECT_EQ(l.getDims()[1].getAxes()[0].getValue(), "y");
  EXPECT_EQ(l.getInlineMesh().getAxisSizes(), (ArrayRef<int64_t>{1, 2}));
}

// What dtc prints, TF's form, parses back to the same layout and mesh.
TEST_F(TFSpellingTest, PrintParsesBack) {
  LayoutAttr l = layout("sharding_specs:unsharded,x, mesh:|x=2,y=2|*CPU");
  ASSERT_TRUE(l);
  MeshAttr mesh = l.getInlineMesh();
  FailureOr<std::string> text = printTFLayout(
      l, mesh, "m", [&] { return emitError(UnknownLoc::get(&ctx)); });
  ASSERT_TRUE(succeeded(text));
  LayoutAttr again = layout(*text);
  ASSERT_TRUE(again);
  EXPECT_EQ(again.getDims(), l.getDims());
  EXPECT_EQ(again.getInlineMesh().getAxisSizes(), mesh.getAxisSizes());
  EXPECT_EQ(again.getInlineMesh().getDeviceIdList(), mesh.getDeviceIdList());
}

TEST_F(TFSpellingTest, MalformedStringsAreErrors) {
  EXPECT_NE(
      error("x,unsharded, mesh:|x=2|*CPU").find("a TF layout starts with"),
      std::string::npos);
  EXPECT_NE(
      error("sharding_specs:x,unsharded,mesh:|x=2|*CPU").find("one space"),
      std::string::npos);
  EXPECT_NE(error("empty_layout").find("names no mesh"), std::string::npos);
  EXPECT_FALSE(error("sharding_specs:z, mesh:|x=2|*CPU").empty());
}

} // namespace
