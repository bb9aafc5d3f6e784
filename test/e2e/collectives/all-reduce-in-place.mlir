// All_reduces, started or not, whose inputs are read by nothing after them,
// are read again after them (or between a start and its wait), are an
// argument, or are another collective's result still returned, their
// inputs computed into one shared destination (%e): each result below
// equals numpy's only if no all_reduce wrote over a buffer still read and
// no op wrote into a buffer that a started all_reduce still reads or writes.
// Only %c's is reduced into its input's buffer (dtc-all-reduce-in-place):
// %a, %b and %d are read after their all_reduces, %v is an argument, %s is
// returned.
// (The inputs are reduce.mlir's; %n is not used.)
// RUN: rm -rf %t && mkdir -p %t/in %t/out
// RUN: %python %S/../Inputs/reduce_inputs.py %t
// RUN: dtc run %s --input-shards %t/in --output-shards %t/out
// RUN: %python %S/../Inputs/reduce_inputs.py %t --check-in-place | FileCheck %s
// The same with every all_reduce synchronous (no overlap pass).
// RUN: rm -rf %t/out && mkdir -p %t/out
// RUN: dtc run --no-overlap %s --input-shards %t/in --output-shards %t/out
// RUN: %python %S/../Inputs/reduce_inputs.py %t --check-in-place | FileCheck %s
// The same through the GPU kernel formation (kernels emulated on the host).
// RUN: rm -rf %t/out && mkdir -p %t/out
// RUN: dtc run --emulate-gpu-kernels %s --input-shards %t/in --output-shards %t/out
// RUN: %python %S/../Inputs/reduce_inputs.py %t --check-in-place | FileCheck %s
// CHECK: in-place: 7 results on 4 devices match numpy

dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @main(%v: tensor<4x6xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>},
                %n: tensor<4x6xi32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>})
    -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>,
        tensor<4x6xf32>, tensor<4x6xf32>)
    attributes {dtensor.local_view, dtensor.default_mesh = @m} {
  %e = tensor.empty() : tensor<4x6xf32>
  // Computed into a destination, read by nothing after the all_reduce:
  // reduced in place.
  %a = linalg.mul ins(%v, %v : tensor<4x6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %s = dtensor.all_reduce sum %a on @m[x, y] : tensor<4x6xf32>
  // Read after the all_reduce (by %u): copied first.
  %b = linalg.add ins(%v, %v : tensor<4x6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %t = dtensor.all_reduce sum %b on @m[y] : tensor<4x6xf32>
  %u = arith.subf %b, %t : tensor<4x6xf32>
  // The function's argument: reduced into a new buffer.
  %w = dtensor.all_reduce max %v on @m[x] : tensor<4x6xf32>
  %z = arith.addf %v, %w : tensor<4x6xf32>
  // A collective's result that is also returned: reduced into a new buffer.
  %s2 = dtensor.all_reduce sum %s on @m[x] : tensor<4x6xf32>
  %q = arith.addf %s, %s2 : tensor<4x6xf32>
  // Started: read by nothing after the start (in place), and read between
  // the start and the wait (by %m: copied first).
  %c = linalg.sub ins(%v, %a : tensor<4x6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %fc = dtensor.all_reduce_start sum %c on @m[x] : tensor<4x6xf32>
  %d = linalg.mul ins(%b, %v : tensor<4x6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %fd = dtensor.all_reduce_start sum %d on @m[y] : tensor<4x6xf32>
  %m = arith.mulf %d, %d : tensor<4x6xf32>
  %rc = dtensor.wait %fc : tensor<4x6xf32>
  %rd = dtensor.wait %fd : tensor<4x6xf32>
  %k = arith.subf %rd, %m : tensor<4x6xf32>
  return %s, %t, %u, %z, %q, %rc, %k : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>,
      tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>
}
