// strategy.reduce (dtensor.reduce) in the local view: each device holds its
// replica (its own shard file); SUM/MEAN/MAX/MIN across replicas, and along
// a tensor dimension (MEAN divides by replicas times the dimension's size).
// RUN: rm -rf %t && mkdir -p %t/in %t/out
// RUN: %python %S/../Inputs/reduce_inputs.py %t
// RUN: dtc run %s --input-shards %t/in --output-shards %t/out
// RUN: %python %S/../Inputs/reduce_inputs.py %t --check | FileCheck %s
// The same through the GPU kernel formation (kernels emulated on the host).
// RUN: rm -rf %t/out && mkdir -p %t/out
// RUN: dtc run --emulate-gpu-kernels %s --input-shards %t/in --output-shards %t/out
// RUN: %python %S/../Inputs/reduce_inputs.py %t --check | FileCheck %s
// CHECK: reduce: 6 results on 4 devices match numpy

dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @main(%v: tensor<4x6xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>},
                %n: tensor<4x6xi32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>})
    -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<6xf32>, tensor<4xf32>, tensor<4x6xf32>, tensor<4x6xi32>)
    attributes {dtensor.local_view, dtensor.default_mesh = @m} {
  %sum = dtensor.reduce sum %v over @m[x, y] : tensor<4x6xf32> -> tensor<4x6xf32>
  %mean = dtensor.reduce mean %v over @m[y] : tensor<4x6xf32> -> tensor<4x6xf32>
  %meanAlong = dtensor.reduce mean %v over @m[x, y] along 0 : tensor<4x6xf32> -> tensor<6xf32>
  %maxAlong = dtensor.reduce max %v over @m[x] along 1 : tensor<4x6xf32> -> tensor<4xf32>
  %min = dtensor.reduce min %v over @m[x] : tensor<4x6xf32> -> tensor<4x6xf32>
  %isum = dtensor.reduce sum %n over @m[x, y] : tensor<4x6xi32> -> tensor<4x6xi32>
  return %sum, %mean, %meanAlong, %maxAlong, %min, %isum
      : tensor<4x6xf32>, tensor<4x6xf32>, tensor<6xf32>, tensor<4xf32>, tensor<4x6xf32>, tensor<4x6xi32>
}
