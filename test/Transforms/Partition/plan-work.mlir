// RUN: dtc-opt %s -split-input-file -dtensor-propagate-layouts -dtensor-partition | FileCheck %s

// A data-parallel weight gradient: both operands shard the contracted batch,
// the result is replicated. Gathering the operands (48 KiB) moves fewer bytes than
// all-reducing the 128x128 result (96 KiB), but repeats the whole product on each of
// the 4 devices: the plan computes partial products and all-reduces them.
// CHECK-LABEL: func.func @weight_gradient
// CHECK-NOT: all_gather
// CHECK: %[[P:.*]] = linalg.matmul ins(%arg0, %arg1 : tensor<128x16xf32>, tensor<16x128xf32>)
// CHECK-NEXT: dtensor.all_reduce sum %[[P]] on @m[dp] : tensor<128x128xf32>
dtensor.mesh @m <[dp = 4], cpu>
func.func @weight_gradient(
    %ht: tensor<128x64xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, dp]>},
    %d: tensor<64x128xf32> {dtensor.layout = #dtensor.layout<@m, [dp, unsharded]>},
    %init: tensor<128x128xf32>)
    -> (tensor<128x128xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>}) {
  %g = linalg.matmul ins(%ht, %d : tensor<128x64xf32>, tensor<64x128xf32>)
      outs(%init : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %g : tensor<128x128xf32>
}

// -----

// A batch of 4 rows and a 512x512 result: all-reducing it would move far
// more than the repeated product costs; the operands are gathered.
// CHECK-LABEL: func.func @outer_product
// CHECK: dtensor.all_gather
// CHECK: dtensor.all_gather
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<512x4xf32>, tensor<4x512xf32>)
// CHECK-NOT: all_reduce
dtensor.mesh @m <[dp = 4], cpu>
func.func @outer_product(
    %ht: tensor<512x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, dp]>},
    %d: tensor<4x512xf32> {dtensor.layout = #dtensor.layout<@m, [dp, unsharded]>},
    %init: tensor<512x512xf32>)
    -> (tensor<512x512xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>}) {
  %g = linalg.matmul ins(%ht, %d : tensor<512x4xf32>, tensor<4x512xf32>)
      outs(%init : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %g : tensor<512x512xf32>
}
