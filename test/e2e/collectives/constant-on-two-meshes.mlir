// A constant read by ops on two meshes (over different devices) is copied
// to each, as TF copies a small constant to each mesh it is used on: each
// mesh's devices compute with their own copy.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy save %t/p.npy float32:4 "np.array([1, 1, 1, 1])"
// RUN: %npy save %t/q.npy float32:4 "np.array([2, 2, 2, 2])"
// RUN: dtc run %s --input %t/p.npy --input %t/q.npy --output %t/r.npy --output %t/s.npy
// RUN: %npy check %t "np.array([2, 3, 4, 5], np.float32)" r --rtol 0
// RUN: %npy check %t "np.array([2, 4, 6, 8], np.float32)" s --rtol 0

dtensor.mesh @a <[x = 2], cpu, device_ids = [0, 1]>
dtensor.mesh @b <[y = 2], cpu, device_ids = [2, 3]>
func.func @main(%p: tensor<4xf32> {dtensor.layout = #dtensor.layout<@a, [x]>},
                %q: tensor<4xf32> {dtensor.layout = #dtensor.layout<@b, [y]>})
    -> (tensor<4xf32> {dtensor.layout = #dtensor.layout<@a, [x]>},
        tensor<4xf32> {dtensor.layout = #dtensor.layout<@b, [y]>}) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %r = arith.addf %p, %c : tensor<4xf32>
  %s = arith.mulf %q, %c : tensor<4xf32>
  return %r, %s : tensor<4xf32>, tensor<4xf32>
}
