module @jit_shard_map_collectives attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<8xi32>) -> (tensor<8x16xf32> {jax.result_info = "result[0]"}, tensor<8x8xf32> {jax.result_info = "result[1]"}, tensor<4x16xf32> {jax.result_info = "result[2]"}, tensor<8x8xf32> {jax.result_info = "result[3]"}, tensor<4x4xf32> {jax.result_info = "result[4]"}, tensor<4xi32> {jax.result_info = "result[5]"}, tensor<8x4xf32> {jax.result_info = "result[6]"}) {
    %0:7 = sdy.manual_computation(%arg0, %arg1, %arg2) in_shardings=[<@mesh, [{"x"}, {"y"}]>, <@mesh, [{}, {}]>, <@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}, {"y"}]>, <@mesh, [{"x"}, {"y"}]>, <@mesh, [{"x"}, {"y"}]>, <@mesh, [{"x"}, {"y"}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{"x"}, {}]>] manual_axes={"x", "y"} (%arg3: tensor<4x4xf32>, %arg4: tensor<8x4xf32>, %arg5: tensor<4xi32>) {
      %c = stablehlo.constant dense<2> : tensor<ui32>
      %c_0 = stablehlo.constant dense<2> : tensor<ui32>
      %1 = stablehlo.partition_id : tensor<ui32>
      %2 = stablehlo.divide %1, %c : tensor<ui32>
      %3 = stablehlo.remainder %2, %c_0 : tensor<ui32>
      %4 = stablehlo.convert %3 : (tensor<ui32>) -> tensor<i32>
      %c_1 = stablehlo.constant dense<1> : tensor<ui32>
      %c_2 = stablehlo.constant dense<2> : tensor<ui32>
      %5 = stablehlo.partition_id : tensor<ui32>
      %6 = stablehlo.divide %5, %c_1 : tensor<ui32>
      %7 = stablehlo.remainder %6, %c_2 : tensor<ui32>
      %8 = stablehlo.convert %7 : (tensor<ui32>) -> tensor<i32>
      %9 = "stablehlo.all_gather"(%arg3) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<4x4xf32>) -> tensor<4x8xf32>
      %10 = stablehlo.convert %4 : (tensor<i32>) -> tensor<f32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %12 = stablehlo.add %9, %11 : tensor<4x8xf32>
      %13 = "stablehlo.reduce_scatter"(%arg4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %31 = stablehlo.add %arg6, %arg7 : tensor<f32>
        stablehlo.return %31 : tensor<f32>
      }) : (tensor<8x4xf32>) -> tensor<4x4xf32>
      %14 = "stablehlo.all_to_all"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4x4xf32>) -> tensor<2x8xf32>
      %15 = "stablehlo.collective_permute"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
      %16 = "stablehlo.collective_permute"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0], [2, 3], [3, 2]]> : tensor<4x2xi64>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
      %17 = stablehlo.add %15, %16 : tensor<4x4xf32>
      %18 = stablehlo.iota dim = 0 : tensor<4xi32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
      %c_3 = stablehlo.constant dense<4> : tensor<i32>
      %20 = stablehlo.multiply %8, %c_3 : tensor<i32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %22 = stablehlo.add %19, %21 : tensor<1x4xi32>
      %23 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %24 = stablehlo.compare GE, %22, %23, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %25 = func.call @_where(%24, %arg3, %cst) : (tensor<1x4xi1>, tensor<4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
      %26 = "stablehlo.all_reduce"(%25) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %31 = stablehlo.add %arg6, %arg7 : tensor<f32>
        stablehlo.return %31 : tensor<f32>
      }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
      %27 = "stablehlo.all_reduce"(%arg5) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
        %31 = stablehlo.add %arg6, %arg7 : tensor<i32>
        stablehlo.return %31 : tensor<i32>
      }) : (tensor<4xi32>) -> tensor<4xi32>
      %28 = "stablehlo.all_reduce"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %31 = stablehlo.maximum %arg6, %arg7 : tensor<f32>
        stablehlo.return %31 : tensor<f32>
      }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
      %29 = stablehlo.add %17, %28 : tensor<4x4xf32>
      %30 = "stablehlo.all_reduce"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %31 = stablehlo.minimum %arg6, %arg7 : tensor<f32>
        stablehlo.return %31 : tensor<f32>
      }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
      sdy.return %12, %13, %14, %29, %26, %27, %30 : tensor<4x8xf32>, tensor<4x4xf32>, tensor<2x8xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<4x4xf32>
    } : (tensor<8x8xf32>, tensor<8x4xf32>, tensor<8xi32>) -> (tensor<8x16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<8x8xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<8x4xf32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6 : tensor<8x16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<8x8xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<8x4xf32>
  }
  func.func private @_where(%arg0: tensor<1x4xi1>, %arg1: tensor<4x4xf32>, %arg2: tensor<f32>) -> tensor<4x4xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x4xi1>) -> tensor<4x4xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x4xi1>, tensor<4x4xf32>
    return %3 : tensor<4x4xf32>
  }
}
