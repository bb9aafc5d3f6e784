// An all_reduce writes its result over its input's buffer where nothing
// reads the input after it (dtc-convert-dtensor-to-runtime hands the input
// over writable), and bufferization copies the input first where something
// does or where it cannot be written (a function argument): each result
// below equals numpy's only if no input was overwritten while still read.
// (The inputs are reduce.mlir's; %n is not used.)
// RUN: rm -rf %t && mkdir -p %t/in %t/out
// RUN: %python %S/Inputs/reduce_inputs.py %t
// RUN: dtc run %s --input-shards %t/in --output-shards %t/out
// RUN: %python %S/Inputs/reduce_inputs.py %t --check-in-place | FileCheck %s
// The same through the GPU kernel formation (kernels emulated on the host).
// RUN: rm -rf %t/out && mkdir -p %t/out
// RUN: dtc run --emulate-gpu-kernels %s --input-shards %t/in --output-shards %t/out
// RUN: %python %S/Inputs/reduce_inputs.py %t --check-in-place | FileCheck %s
// CHECK: in-place: 5 results on 4 devices match numpy

dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @main(%v: tensor<4x6xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>},
                %n: tensor<4x6xi32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>})
    -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>)
    attributes {dtensor.local_view, dtensor.default_mesh = @m} {
  // Read by nothing after the all_reduce: reduced in place.
  %a = arith.mulf %v, %v : tensor<4x6xf32>
  %s = dtensor.all_reduce sum %a on @m[x, y] : tensor<4x6xf32>
  // Read after the all_reduce (by %u): copied first.
  %b = arith.addf %v, %v : tensor<4x6xf32>
  %t = dtensor.all_reduce sum %b on @m[y] : tensor<4x6xf32>
  %u = arith.subf %b, %t : tensor<4x6xf32>
  // The function's argument, read after (by %z): copied first.
  %w = dtensor.all_reduce max %v on @m[x] : tensor<4x6xf32>
  %z = arith.addf %v, %w : tensor<4x6xf32>
  // A result that is also returned, reduced again: copied first.
  %s2 = dtensor.all_reduce sum %s on @m[x] : tensor<4x6xf32>
  %q = arith.addf %s, %s2 : tensor<4x6xf32>
  return %s, %t, %u, %z, %q : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>
}
