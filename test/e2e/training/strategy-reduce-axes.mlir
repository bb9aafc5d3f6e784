// strategy.reduce as TF 2.21 computes it on 2 mirrored replicas (the values
// TF printed, on two logical CPUs): a MEAN of integers divides truly and
// gives float64, with or without an axis; the axis may be negative or a
// tuple of dimensions. Replica r's value is row r of the dataset's batch.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy save %t/ints.npy int32:2x3 "np.array([[-1, 2, 5], [0, 2, 6]])"
// RUN: %npy save %t/floats.npy float32:2x2x3 "np.stack([np.arange(6).reshape(2, 3) + 10 * r for r in range(2)])"
// RUN: dtc compile %s -o %t/prog
// RUN: %t/prog --entry ints --input %t/ints.npy --output %t/mean.npy --output %t/mean0.npy --output %t/meanm1.npy --output %t/sum.npy
// RUN: %npy check %t "np.array([-0.5, 2, 5.5])" mean --rtol 0
// RUN: %npy check %t "np.float64(14 / 6)" mean0 --rtol 1e-15
// RUN: %npy check %t "np.float64(14 / 6)" meanm1 --rtol 1e-15
// RUN: %npy check %t "np.array([-1, 4, 11], np.int32)" sum --rtol 0
// RUN: %t/prog --entry floats --input %t/floats.npy --output %t/both.npy --output %t/sumboth.npy --output %t/last.npy --output %t/first.npy
// RUN: %npy check %t "np.float32(7.5)" both --rtol 0
// RUN: %npy check %t "np.float32(90)" sumboth --rtol 0
// RUN: %npy check %t "np.array([6, 9], np.float32)" last --rtol 0
// RUN: %npy check %t "np.array([6.5, 7.5, 8.5], np.float32)" first --rtol 0
// A plain tensor strategy.run mirrors (dtensor.mirrored): given once, read
// by every replica (without the attribute an argument is per replica,
// stacked [R, ...]).
// RUN: %npy save %t/two.npy float32: "np.array(2)"
// RUN: %t/prog --entry mirrored --input %t/floats.npy --input %t/two.npy --output %t/scaled.npy
// RUN: %npy check %t "np.stack([np.arange(6).reshape(2, 3) * 2 + 1 + 20 * r for r in range(2)]).astype(np.float32)" scaled --rtol 0
// The same through the GPU kernel formation (kernels emulated on the host).
// RUN: dtc compile --emulate-gpu-kernels %s -o %t/emu
// RUN: %t/emu --entry ints --input %t/ints.npy --output %t/emean.npy --output %t/emean0.npy --output %t/emeanm1.npy --output %t/esum.npy
// RUN: %npy check %t "np.array([-0.5, 2, 5.5])" emean --rtol 0
// RUN: %npy check %t "np.float64(14 / 6)" emeanm1 --rtol 1e-15

dtensor.mesh @replicas <[r = 2], cpu>

func.func @ints(%x: tensor<1x3xi32> {dtensor.dataset})
    -> (tensor<3xi32> {dtensor.reduce = "mean"},
        tensor<3xi32> {dtensor.reduce = "mean", dtensor.reduce_along = 0 : i64},
        tensor<3xi32> {dtensor.reduce = "mean", dtensor.reduce_along = -1 : i64},
        tensor<3xi32> {dtensor.reduce = "sum"})
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @replicas}} {
  %v = tensor.collapse_shape %x [[0, 1]] : tensor<1x3xi32> into tensor<3xi32>
  return %v, %v, %v, %v : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
}

func.func @mirrored(%x: tensor<1x2x3xf32> {dtensor.dataset}, %c: tensor<f32> {dtensor.mirrored})
    -> tensor<2x3xf32>
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @replicas}} {
  %v = tensor.collapse_shape %x [[0, 1], [2]] : tensor<1x2x3xf32> into tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %cb = linalg.broadcast ins(%c : tensor<f32>) outs(%e : tensor<2x3xf32>) dimensions = [0, 1]
  %p = arith.mulf %v, %cb : tensor<2x3xf32>
  %one = arith.constant dense<1.0> : tensor<2x3xf32>
  %r = arith.addf %p, %one : tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @floats(%x: tensor<1x2x3xf32> {dtensor.dataset})
    -> (tensor<2x3xf32> {dtensor.reduce = "mean", dtensor.reduce_along = [0 : i64, 1 : i64]},
        tensor<2x3xf32> {dtensor.reduce = "sum", dtensor.reduce_along = [1 : i64, -2 : i64]},
        tensor<2x3xf32> {dtensor.reduce = "mean", dtensor.reduce_along = -1 : i64},
        tensor<2x3xf32> {dtensor.reduce = "mean", dtensor.reduce_along = 0 : i64})
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @replicas}} {
  %v = tensor.collapse_shape %x [[0, 1], [2]] : tensor<1x2x3xf32> into tensor<2x3xf32>
  return %v, %v, %v, %v : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}
