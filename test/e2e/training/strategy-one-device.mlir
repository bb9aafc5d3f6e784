// OneDeviceStrategy: strategy.reduce(SUM|MEAN, v, axis=None) returns v
// unchanged, int32 staying int32; with an axis it reduces within the tensor,
// a MEAN of integers by true division into float64 (13/3 = 4.333), as TF
// 2.21 prints.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy save %t/v.npy int32:1x3 "np.array([[3, 4, 6]])"
// RUN: dtc compile %s -o %t/prog
// RUN: %t/prog --input %t/v.npy --output %t/sum.npy --output %t/mean.npy --output %t/sum0.npy --output %t/mean0.npy
// RUN: %npy check %t "np.array([3, 4, 6], np.int32)" sum
// RUN: %npy check %t "np.array([3, 4, 6], np.int32)" mean
// RUN: %npy check %t "np.int32(13)" sum0
// RUN: %npy check %t "np.float64(13 / 3)" mean0 --rtol 1e-15
// A per-replica update needs an aggregation only with several replicas.
// RUN: %npy save %t/d.npy float32:1 "np.array([2.5])"
// RUN: %npy save %t/ten.npy float32: "np.array(10)"
// RUN: %t/prog --entry update --input %t/d.npy --variable v=%t/ten.npy --variable-out v=%t/v.npy
// RUN: %npy check %t "np.float32(12.5)" v --rtol 0

dtensor.mesh @one <[d = 1], cpu>

func.func @main(%v: tensor<3xi32>)
    -> (tensor<3xi32> {dtensor.reduce = "sum"}, tensor<3xi32> {dtensor.reduce = "mean"},
        tensor<3xi32> {dtensor.reduce = "sum", dtensor.reduce_along = 0 : i64},
        tensor<3xi32> {dtensor.reduce = "mean", dtensor.reduce_along = 0 : i64})
    attributes {dtensor.strategy = {kind = "one_device", mesh = @one}} {
  return %v, %v, %v, %v : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
}

func.func @update(%d: tensor<f32>, %v: tensor<f32> {dtensor.variable = "v"})
    -> (tensor<f32> {dtensor.assign_add = "v"})
    attributes {dtensor.strategy = {kind = "one_device", mesh = @one}} {
  return %d : tensor<f32>
}
