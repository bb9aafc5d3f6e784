// tf.distribute semantics under dtc-apply-strategy, compared with the values
// TF 2.21 prints (quoted in the issue), on 2 mirrored replicas:
// - aggregation of per-replica updates to a variable of 10.0 with replica
//   deltas 1 and 2: assign_add SUM 13, MEAN 11.5, ONLY_FIRST_REPLICA 11;
//   assign with SUM 3;
// - strategy.reduce along the batch of a dataset split over the replicas:
//   7 examples -> 4|3, MEAN over axis 0 of [1,2,3,4] and [5,6,100] is
//   121/7 = 17.2857 (not the mean of means); 9 examples in batches of 8 ->
//   4|4 then 1|0; per-replica values stacked (experimental_local_results).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %npy save %t/d.npy float32:2 "np.array([1, 2])"
// RUN: %npy save %t/ten.npy float32: "np.array(10)"
// RUN: dtc compile %s -o %t/prog
// RUN: %t/prog --entry sum_add --input %t/d.npy --variable v=%t/ten.npy --variable-out v=%t/sum_add.npy
// RUN: %t/prog --entry mean_add --input %t/d.npy --variable v=%t/ten.npy --variable-out v=%t/mean_add.npy
// RUN: %t/prog --entry first_add --input %t/d.npy --variable v=%t/ten.npy --variable-out v=%t/first_add.npy
// RUN: %t/prog --entry sum_assign --input %t/d.npy --variable v=%t/ten.npy --variable-out v=%t/sum_assign.npy
// RUN: %t/prog --entry mean_sub --input %t/d.npy --variable v=%t/ten.npy --variable-out v=%t/mean_sub.npy
// RUN: %npy check %t "np.float32(13)" sum_add --rtol 0
// RUN: %npy check %t "np.float32(11.5)" mean_add --rtol 0
// RUN: %npy check %t "np.float32(11)" first_add --rtol 0
// RUN: %npy check %t "np.float32(3)" sum_assign --rtol 0
// RUN: %npy check %t "np.float32(8.5)" mean_sub --rtol 0
//
// RUN: %npy save %t/x7.npy float32:7 "np.array([1, 2, 3, 4, 5, 6, 100])"
// RUN: %t/prog --entry reduce --input %t/x7.npy --output %t/mean.npy --output %t/sum.npy --output %t/max.npy --output %t/sumr.npy --output %t/local.npy --output %t/rows.npy
// RUN: %npy check %t "np.float32(121 / 7)" mean --rtol 1e-6
// RUN: %npy check %t "np.float32(121)" sum --rtol 0
// RUN: %npy check %t "np.float32(100)" max --rtol 0
// RUN: %npy check %t "np.array([6, 8, 103, 4], np.float32)" sumr --rtol 0
// RUN: %npy check %t "np.array([[1, 2, 3, 4], [5, 6, 100, 0]], np.float32)" local --rtol 0
// RUN: %npy check %t "np.array([4, 3], np.float32)" rows --rtol 0
// RUN: %npy save %t/x9.npy float32:9 "np.arange(1, 10)"
// RUN: %t/prog --entry reduce --input %t/x9.npy --stack-outputs --log-every 0 --output %t/mean9.npy --output %t/sum9.npy --output %t/max9.npy --output %t/sumr9.npy --output %t/local9.npy --output %t/rows9.npy
// RUN: %npy check %t "np.array([[4, 4], [1, 0]], np.float32)" rows9 --rtol 0
// RUN: %npy check %t "np.array([4.5, 9], np.float32)" mean9 --rtol 1e-6
// RUN: %npy check %t "np.array([8, 9], np.float32)" max9 --rtol 0
//
// The same through the GPU kernel formation (kernels emulated on the host).
// RUN: dtc compile --emulate-gpu-kernels %s -o %t/emu
// RUN: %t/emu --entry mean_add --input %t/d.npy --variable v=%t/ten.npy --variable-out v=%t/emean_add.npy
// RUN: %npy check %t "np.float32(11.5)" emean_add --rtol 0
// RUN: %t/emu --entry reduce --input %t/x7.npy --output %t/emean.npy --output %t/esum.npy --output %t/emax.npy --output %t/esumr.npy --output %t/elocal.npy --output %t/erows.npy
// RUN: %npy check %t "np.float32(121 / 7)" emean --rtol 1e-6
// RUN: %npy check %t "np.array([[1, 2, 3, 4], [5, 6, 100, 0]], np.float32)" elocal --rtol 0

dtensor.mesh @replicas <[r = 2], cpu>

func.func @sum_add(%d: tensor<f32>, %v: tensor<f32> {dtensor.variable = "v", dtensor.aggregation = "sum"})
    -> (tensor<f32> {dtensor.assign_add = "v"})
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @replicas}} {
  return %d : tensor<f32>
}
func.func @mean_add(%d: tensor<f32>, %v: tensor<f32> {dtensor.variable = "v", dtensor.aggregation = "mean"})
    -> (tensor<f32> {dtensor.assign_add = "v"})
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @replicas}} {
  return %d : tensor<f32>
}
func.func @first_add(%d: tensor<f32>, %v: tensor<f32> {dtensor.variable = "v", dtensor.aggregation = "only_first_replica"})
    -> (tensor<f32> {dtensor.assign_add = "v"})
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @replicas}} {
  return %d : tensor<f32>
}
func.func @sum_assign(%d: tensor<f32>, %v: tensor<f32> {dtensor.variable = "v", dtensor.aggregation = "sum"})
    -> (tensor<f32> {dtensor.assign = "v"})
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @replicas}} {
  return %d : tensor<f32>
}

func.func @mean_sub(%d: tensor<f32>, %v: tensor<f32> {dtensor.variable = "v", dtensor.aggregation = "mean"})
    -> (tensor<f32> {dtensor.assign_sub = "v"})
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @replicas}} {
  return %d : tensor<f32>
}

// strategy.reduce over a dataset's per-replica batches; the per-replica
// values themselves (experimental_local_results); rows per replica.
func.func @reduce(%x: tensor<4xf32> {dtensor.dataset}, %m: tensor<4xf32> {dtensor.batch_mask})
    -> (tensor<4xf32> {dtensor.reduce = "mean", dtensor.reduce_along = 0 : i64},
        tensor<4xf32> {dtensor.reduce = "sum", dtensor.reduce_along = 0 : i64},
        tensor<4xf32> {dtensor.reduce = "max", dtensor.reduce_along = 0 : i64},
        tensor<4xf32> {dtensor.reduce = "sum"},
        tensor<4xf32>, tensor<f32>)
    attributes {dtensor.strategy = {kind = "mirrored", mesh = @replicas}} {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %rows = linalg.reduce ins(%m : tensor<4xf32>) outs(%f : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) {
      %t = arith.addf %a, %b : f32
      linalg.yield %t : f32
    }
  return %x, %x, %x, %x, %x, %rows : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>
}

