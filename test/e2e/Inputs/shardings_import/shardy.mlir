module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}, %arg2: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<8xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"y"}]>}, tensor<8x8xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<8x16xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = sdy.sharding_constraint %arg1 <@mesh, [{"x"}, {"y"}]> : tensor<16x8xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %4 = stablehlo.add %1, %3 : tensor<8x8xf32>
    %5 = stablehlo.tanh %4 : tensor<8x8xf32>
    %6 = sdy.sharding_constraint %5 <@mesh, [{"x"}, {"y"}]> : tensor<8x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<8x8xf32>
    %9 = sdy.sharding_constraint %8 <@mesh, [{}, {?}]> : tensor<8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.transpose %0, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %12 = sdy.manual_computation(%6, %11) in_shardings=[<@mesh, [{?}, {"y", ?}]>, <@mesh, [{"y", ?}, {?}]>] out_shardings=[<@mesh, [{?}, {?}]>] manual_axes={"y"} (%arg3: tensor<8x4xf32>, %arg4: tensor<4x16xf32>) {
      %13 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x4xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
      %14 = sdy.sharding_constraint %13 <@mesh, [{?}, {?}]> : tensor<8x16xf32>
      %15 = "stablehlo.all_reduce"(%14) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        %16 = stablehlo.add %arg5, %arg6 : tensor<f32>
        %17 = sdy.sharding_constraint %16 <@mesh, []> : tensor<f32>
        stablehlo.return %17 : tensor<f32>
      }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
      sdy.return %15 : tensor<8x16xf32>
    } : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    return %10, %9, %12 : tensor<8xf32>, tensor<8x8xf32>, tensor<8x16xf32>
  }
}
