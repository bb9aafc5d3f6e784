#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<() -> ()>
#map4 = affine_map<(d0) -> ()>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1) -> (d1, d0)>
#map7 = affine_map<(d0, d1) -> ()>
module @step {
  dtensor.mesh @mesh <[batch = 2], cpu>
  func.func @main(%arg0: tensor<16x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [batch, unsharded]>}, %arg1: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [batch, unsharded]>}, %arg2: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>, dtensor.variable = "mlp/hidden/kernel"}, %arg3: tensor<32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>, dtensor.variable = "mlp/hidden/bias"}, %arg4: tensor<32x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>, dtensor.variable = "mlp/out/kernel"}, %arg5: tensor<8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>, dtensor.variable = "mlp/out/bias"}, %arg6: tensor<f32> {dtensor.layout = #dtensor.layout<@mesh, []>, dtensor.variable = "adam/learning_rate"}, %arg7: tensor<i64> {dtensor.layout = #dtensor.layout<@mesh, []>, dtensor.variable = "adam/iteration"}, %arg8: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>, dtensor.variable = "adam/mlp_hidden_kernel_momentum"}, %arg9: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>, dtensor.variable = "adam/mlp_hidden_kernel_velocity"}, %arg10: tensor<32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>, dtensor.variable = "adam/mlp_hidden_bias_momentum"}, %arg11: tensor<32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>, dtensor.variable = "adam/mlp_hidden_bias_velocity"}, %arg12: tensor<32x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>, dtensor.variable = "adam/mlp_out_kernel_momentum"}, %arg13: tensor<32x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>, dtensor.variable = "adam/mlp_out_kernel_velocity"}, %arg14: tensor<8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>, dtensor.variable = "adam/mlp_out_bias_momentum"}, %arg15: tensor<8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>, dtensor.variable = "adam/mlp_out_bias_velocity"}) -> (tensor<f32> {dtensor.layout = #dtensor.layout<@mesh, []>}, tensor<16x32xf32> {dtensor.assign = "mlp/hidden/kernel", dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<32xf32> {dtensor.assign = "mlp/hidden/bias", dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<32x8xf32> {dtensor.assign = "mlp/out/kernel", dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<8xf32> {dtensor.assign = "mlp/out/bias", dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<i64> {dtensor.assign = "adam/iteration", dtensor.layout = #dtensor.layout<@mesh, []>}, tensor<16x32xf32> {dtensor.assign = "adam/mlp_hidden_kernel_momentum", dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<16x32xf32> {dtensor.assign = "adam/mlp_hidden_kernel_velocity", dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<32xf32> {dtensor.assign = "adam/mlp_hidden_bias_momentum", dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<32xf32> {dtensor.assign = "adam/mlp_hidden_bias_velocity", dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<32x8xf32> {dtensor.assign = "adam/mlp_out_kernel_momentum", dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<32x8xf32> {dtensor.assign = "adam/mlp_out_kernel_velocity", dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<8xf32> {dtensor.assign = "adam/mlp_out_bias_momentum", dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<8xf32> {dtensor.assign = "adam/mlp_out_bias_velocity", dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}) {
    %false = arith.constant false
    %cst = arith.constant 8.000000e+00 : f32
    %cst_0 = arith.constant -0.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e-07 : f32
    %cst_2 = arith.constant 1.000000e-03 : f32
    %cst_3 = arith.constant 0.899999976 : f32
    %cst_4 = arith.constant 1.000000e+00 : f32
    %cst_5 = arith.constant 9.990000e-01 : f32
    %c1_i64 = arith.constant 1 : i64
    %cst_6 = arith.constant 1.000000e-01 : f32
    %cst_7 = arith.constant 7.812500e-03 : f32
    %cst_8 = arith.constant 2.000000e+00 : f32
    %cst_9 = arith.constant 1.600000e+01 : f32
    %cst_10 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<16x32xf32>
    %1 = linalg.fill ins(%cst_10 : f32) outs(%0 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %2 = linalg.matmul {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} ins(%arg0, %arg2 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%1 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %3 = tensor.empty() : tensor<16x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<32xf32>) outs(%3 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %5 = tensor.empty() : tensor<16x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %4 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%5 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.addf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<16x32xf32>
    %7 = tensor.empty() : tensor<16x32xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<16x32xf32>) outs(%7 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.maximumf %in, %cst_10 : f32
      linalg.yield %191 : f32
    } -> tensor<16x32xf32>
    %9 = tensor.empty() : tensor<16x8xf32>
    %10 = linalg.fill ins(%cst_10 : f32) outs(%9 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %11 = linalg.matmul {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} ins(%8, %arg4 : tensor<16x32xf32>, tensor<32x8xf32>) outs(%10 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %12 = tensor.empty() : tensor<16x8xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<8xf32>) outs(%12 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x8xf32>
    %14 = tensor.empty() : tensor<16x8xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%11, %13 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%14 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.addf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<16x8xf32>
    %16 = tensor.empty() : tensor<16x8xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1, %15 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%16 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.subf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<16x8xf32>
    %18 = tensor.empty() : tensor<16x8xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<16x8xf32>) outs(%18 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.mulf %in, %in : f32
      linalg.yield %191 : f32
    } -> tensor<16x8xf32>
    %20 = tensor.empty() : tensor<16xf32>
    %21 = linalg.fill ins(%cst_10 : f32) outs(%20 : tensor<16xf32>) -> tensor<16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%19 : tensor<16x8xf32>) outs(%21 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %out, %in : f32
      linalg.yield %191 : f32
    } -> tensor<16xf32>
    %23 = tensor.empty() : tensor<f32>
    %24 = linalg.generic {indexing_maps = [#map3], iterator_types = []} outs(%23 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %25 = tensor.empty() : tensor<16xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel"]} ins(%24 : tensor<f32>) outs(%25 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %27 = tensor.empty() : tensor<16xf32>
    %28 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%22, %26 : tensor<16xf32>, tensor<16xf32>) outs(%27 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.divf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<16xf32>
    %29 = tensor.empty() : tensor<f32>
    %30 = linalg.fill ins(%cst_10 : f32) outs(%29 : tensor<f32>) -> tensor<f32>
    %31 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["reduction"]} ins(%28 : tensor<16xf32>) outs(%30 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %out, %in : f32
      linalg.yield %191 : f32
    } -> tensor<f32>
    %32 = tensor.empty() : tensor<i1>
    %33 = linalg.generic {indexing_maps = [#map3], iterator_types = []} outs(%32 : tensor<i1>) {
    ^bb0(%out: i1):
      linalg.yield %false : i1
    } -> tensor<i1>
    %34 = tensor.empty() : tensor<f32>
    %35 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%31 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.divf %in, %cst_9 : f32
      linalg.yield %191 : f32
    } -> tensor<f32>
    %36 = tensor.empty() : tensor<f32>
    %37 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = []} ins(%33, %35 : tensor<i1>, tensor<f32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: i1, %in_11: f32, %out: f32):
      %191 = arith.select %in, %cst_10, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<f32>
    %38 = tensor.empty() : tensor<16x32xi1>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<16x32xf32>) outs(%38 : tensor<16x32xi1>) {
    ^bb0(%in: f32, %out: i1):
      %191 = arith.cmpf ogt, %in, %cst_10 : f32
      linalg.yield %191 : i1
    } -> tensor<16x32xi1>
    %40 = tensor.empty() : tensor<16x8xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<16x8xf32>) outs(%40 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.mulf %in, %cst_8 : f32
      linalg.yield %191 : f32
    } -> tensor<16x8xf32>
    %42 = tensor.empty() : tensor<16x8xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<16x8xf32>) outs(%42 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.mulf %in, %cst_7 : f32
      linalg.yield %191 : f32
    } -> tensor<16x8xf32>
    %44 = tensor.empty() : tensor<16x8xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<16x8xf32>) outs(%44 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.negf %in : f32
      linalg.yield %191 : f32
    } -> tensor<16x8xf32>
    %46 = tensor.empty() : tensor<8x32xf32>
    %47 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<32x8xf32>) outs(%46 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32xf32>
    %48 = tensor.empty() : tensor<16x32xf32>
    %49 = linalg.fill ins(%cst_10 : f32) outs(%48 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %50 = linalg.matmul ins(%45, %47 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%49 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %51 = tensor.empty() : tensor<16x32xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%39, %50 : tensor<16x32xi1>, tensor<16x32xf32>) outs(%51 : tensor<16x32xf32>) {
    ^bb0(%in: i1, %in_11: f32, %out: f32):
      %191 = arith.select %in, %in_11, %cst_10 : f32
      linalg.yield %191 : f32
    } -> tensor<16x32xf32>
    %53 = tensor.empty() : tensor<16x16xf32>
    %54 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<16x16xf32>) outs(%53 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %55 = tensor.empty() : tensor<16x32xf32>
    %56 = linalg.fill ins(%cst_10 : f32) outs(%55 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %57 = linalg.matmul ins(%54, %52 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%56 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %58 = tensor.empty() : tensor<16x32xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%57, %arg8 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%58 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.subf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<16x32xf32>
    %60 = tensor.empty() : tensor<16x32xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<16x32xf32>) outs(%60 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.mulf %in, %cst_6 : f32
      linalg.yield %191 : f32
    } -> tensor<16x32xf32>
    %62 = tensor.empty() : tensor<16x32xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8, %61 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%62 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.addf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<16x32xf32>
    %64 = tensor.empty() : tensor<i64>
    %65 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%arg7 : tensor<i64>) outs(%64 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %191 = arith.addi %in, %c1_i64 : i64
      linalg.yield %191 : i64
    } -> tensor<i64>
    %66 = tensor.empty() : tensor<f32>
    %67 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%65 : tensor<i64>) outs(%66 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %191 = arith.sitofp %in : i64 to f32
      linalg.yield %191 : f32
    } -> tensor<f32>
    %68 = tensor.empty() : tensor<f32>
    %69 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%67 : tensor<f32>) outs(%68 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.powf %cst_5, %in : f32
      linalg.yield %191 : f32
    } -> tensor<f32>
    %70 = tensor.empty() : tensor<f32>
    %71 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%69 : tensor<f32>) outs(%70 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.subf %cst_4, %in : f32
      linalg.yield %191 : f32
    } -> tensor<f32>
    %72 = tensor.empty() : tensor<f32>
    %73 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%71 : tensor<f32>) outs(%72 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.sqrt %in : f32
      linalg.yield %191 : f32
    } -> tensor<f32>
    %74 = tensor.empty() : tensor<f32>
    %75 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = []} ins(%arg6, %73 : tensor<f32>, tensor<f32>) outs(%74 : tensor<f32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.mulf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<f32>
    %76 = tensor.empty() : tensor<f32>
    %77 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%67 : tensor<f32>) outs(%76 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.powf %cst_3, %in : f32
      linalg.yield %191 : f32
    } -> tensor<f32>
    %78 = tensor.empty() : tensor<f32>
    %79 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%77 : tensor<f32>) outs(%78 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.subf %cst_4, %in : f32
      linalg.yield %191 : f32
    } -> tensor<f32>
    %80 = tensor.empty() : tensor<f32>
    %81 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = []} ins(%75, %79 : tensor<f32>, tensor<f32>) outs(%80 : tensor<f32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.divf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<f32>
    %82 = tensor.empty() : tensor<16x32xf32>
    %83 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%81 : tensor<f32>) outs(%82 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %84 = tensor.empty() : tensor<16x32xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%63, %83 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%84 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.mulf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<16x32xf32>
    %86 = tensor.empty() : tensor<16x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%57 : tensor<16x32xf32>) outs(%86 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.mulf %in, %in : f32
      linalg.yield %191 : f32
    } -> tensor<16x32xf32>
    %88 = tensor.empty() : tensor<16x32xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%87, %arg9 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%88 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.subf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<16x32xf32>
    %90 = tensor.empty() : tensor<16x32xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%89 : tensor<16x32xf32>) outs(%90 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.mulf %in, %cst_2 : f32
      linalg.yield %191 : f32
    } -> tensor<16x32xf32>
    %92 = tensor.empty() : tensor<16x32xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg9, %91 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%92 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.addf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<16x32xf32>
    %94 = tensor.empty() : tensor<16x32xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%93 : tensor<16x32xf32>) outs(%94 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.sqrt %in : f32
      linalg.yield %191 : f32
    } -> tensor<16x32xf32>
    %96 = tensor.empty() : tensor<16x32xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%95 : tensor<16x32xf32>) outs(%96 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %in, %cst_1 : f32
      linalg.yield %191 : f32
    } -> tensor<16x32xf32>
    %98 = tensor.empty() : tensor<16x32xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%85, %97 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%98 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.divf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<16x32xf32>
    %100 = tensor.empty() : tensor<16x32xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2, %99 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%100 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.subf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<16x32xf32>
    %102 = tensor.empty() : tensor<32xf32>
    %103 = linalg.fill ins(%cst_0 : f32) outs(%102 : tensor<32xf32>) -> tensor<32xf32>
    %104 = linalg.generic {indexing_maps = [#map6, #map2], iterator_types = ["parallel", "reduction"]} ins(%52 : tensor<16x32xf32>) outs(%103 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %out, %in : f32
      linalg.yield %191 : f32
    } -> tensor<32xf32>
    %105 = tensor.empty() : tensor<32xf32>
    %106 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%104, %arg10 : tensor<32xf32>, tensor<32xf32>) outs(%105 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.subf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<32xf32>
    %107 = tensor.empty() : tensor<32xf32>
    %108 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%106 : tensor<32xf32>) outs(%107 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.mulf %in, %cst_6 : f32
      linalg.yield %191 : f32
    } -> tensor<32xf32>
    %109 = tensor.empty() : tensor<32xf32>
    %110 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg10, %108 : tensor<32xf32>, tensor<32xf32>) outs(%109 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.addf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<32xf32>
    %111 = tensor.empty() : tensor<32xf32>
    %112 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel"]} ins(%81 : tensor<f32>) outs(%111 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %113 = tensor.empty() : tensor<32xf32>
    %114 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%110, %112 : tensor<32xf32>, tensor<32xf32>) outs(%113 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.mulf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<32xf32>
    %115 = tensor.empty() : tensor<32xf32>
    %116 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%104 : tensor<32xf32>) outs(%115 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.mulf %in, %in : f32
      linalg.yield %191 : f32
    } -> tensor<32xf32>
    %117 = tensor.empty() : tensor<32xf32>
    %118 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%116, %arg11 : tensor<32xf32>, tensor<32xf32>) outs(%117 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.subf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<32xf32>
    %119 = tensor.empty() : tensor<32xf32>
    %120 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%118 : tensor<32xf32>) outs(%119 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.mulf %in, %cst_2 : f32
      linalg.yield %191 : f32
    } -> tensor<32xf32>
    %121 = tensor.empty() : tensor<32xf32>
    %122 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg11, %120 : tensor<32xf32>, tensor<32xf32>) outs(%121 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.addf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<32xf32>
    %123 = tensor.empty() : tensor<32xf32>
    %124 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%122 : tensor<32xf32>) outs(%123 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.sqrt %in : f32
      linalg.yield %191 : f32
    } -> tensor<32xf32>
    %125 = tensor.empty() : tensor<32xf32>
    %126 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%124 : tensor<32xf32>) outs(%125 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %in, %cst_1 : f32
      linalg.yield %191 : f32
    } -> tensor<32xf32>
    %127 = tensor.empty() : tensor<32xf32>
    %128 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%114, %126 : tensor<32xf32>, tensor<32xf32>) outs(%127 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.divf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<32xf32>
    %129 = tensor.empty() : tensor<32xf32>
    %130 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg3, %128 : tensor<32xf32>, tensor<32xf32>) outs(%129 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.subf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<32xf32>
    %131 = tensor.empty() : tensor<32x16xf32>
    %132 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<16x32xf32>) outs(%131 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x16xf32>
    %133 = tensor.empty() : tensor<32x8xf32>
    %134 = linalg.fill ins(%cst_10 : f32) outs(%133 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %135 = linalg.matmul ins(%132, %45 : tensor<32x16xf32>, tensor<16x8xf32>) outs(%134 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %136 = tensor.empty() : tensor<32x8xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%135, %arg12 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%136 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.subf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<32x8xf32>
    %138 = tensor.empty() : tensor<32x8xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%137 : tensor<32x8xf32>) outs(%138 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.mulf %in, %cst_6 : f32
      linalg.yield %191 : f32
    } -> tensor<32x8xf32>
    %140 = tensor.empty() : tensor<32x8xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg12, %139 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%140 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.addf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<32x8xf32>
    %142 = tensor.empty() : tensor<32x8xf32>
    %143 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%81 : tensor<f32>) outs(%142 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x8xf32>
    %144 = tensor.empty() : tensor<32x8xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%141, %143 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%144 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.mulf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<32x8xf32>
    %146 = tensor.empty() : tensor<32x8xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%135 : tensor<32x8xf32>) outs(%146 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.mulf %in, %in : f32
      linalg.yield %191 : f32
    } -> tensor<32x8xf32>
    %148 = tensor.empty() : tensor<32x8xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%147, %arg13 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%148 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.subf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<32x8xf32>
    %150 = tensor.empty() : tensor<32x8xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%149 : tensor<32x8xf32>) outs(%150 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.mulf %in, %cst_2 : f32
      linalg.yield %191 : f32
    } -> tensor<32x8xf32>
    %152 = tensor.empty() : tensor<32x8xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg13, %151 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%152 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.addf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<32x8xf32>
    %154 = tensor.empty() : tensor<32x8xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%153 : tensor<32x8xf32>) outs(%154 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.sqrt %in : f32
      linalg.yield %191 : f32
    } -> tensor<32x8xf32>
    %156 = tensor.empty() : tensor<32x8xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%155 : tensor<32x8xf32>) outs(%156 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %in, %cst_1 : f32
      linalg.yield %191 : f32
    } -> tensor<32x8xf32>
    %158 = tensor.empty() : tensor<32x8xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%145, %157 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%158 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.divf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<32x8xf32>
    %160 = tensor.empty() : tensor<32x8xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4, %159 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%160 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.subf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<32x8xf32>
    %162 = tensor.empty() : tensor<8xf32>
    %163 = linalg.fill ins(%cst_0 : f32) outs(%162 : tensor<8xf32>) -> tensor<8xf32>
    %164 = linalg.generic {indexing_maps = [#map6, #map2], iterator_types = ["parallel", "reduction"]} ins(%45 : tensor<16x8xf32>) outs(%163 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %out, %in : f32
      linalg.yield %191 : f32
    } -> tensor<8xf32>
    %165 = tensor.empty() : tensor<8xf32>
    %166 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%164, %arg14 : tensor<8xf32>, tensor<8xf32>) outs(%165 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.subf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<8xf32>
    %167 = tensor.empty() : tensor<8xf32>
    %168 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%166 : tensor<8xf32>) outs(%167 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.mulf %in, %cst_6 : f32
      linalg.yield %191 : f32
    } -> tensor<8xf32>
    %169 = tensor.empty() : tensor<8xf32>
    %170 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg14, %168 : tensor<8xf32>, tensor<8xf32>) outs(%169 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.addf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<8xf32>
    %171 = tensor.empty() : tensor<8xf32>
    %172 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel"]} ins(%81 : tensor<f32>) outs(%171 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8xf32>
    %173 = tensor.empty() : tensor<8xf32>
    %174 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%170, %172 : tensor<8xf32>, tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.mulf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<8xf32>
    %175 = tensor.empty() : tensor<8xf32>
    %176 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%164 : tensor<8xf32>) outs(%175 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.mulf %in, %in : f32
      linalg.yield %191 : f32
    } -> tensor<8xf32>
    %177 = tensor.empty() : tensor<8xf32>
    %178 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%176, %arg15 : tensor<8xf32>, tensor<8xf32>) outs(%177 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.subf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<8xf32>
    %179 = tensor.empty() : tensor<8xf32>
    %180 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%178 : tensor<8xf32>) outs(%179 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.mulf %in, %cst_2 : f32
      linalg.yield %191 : f32
    } -> tensor<8xf32>
    %181 = tensor.empty() : tensor<8xf32>
    %182 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg15, %180 : tensor<8xf32>, tensor<8xf32>) outs(%181 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.addf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<8xf32>
    %183 = tensor.empty() : tensor<8xf32>
    %184 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%182 : tensor<8xf32>) outs(%183 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.sqrt %in : f32
      linalg.yield %191 : f32
    } -> tensor<8xf32>
    %185 = tensor.empty() : tensor<8xf32>
    %186 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%184 : tensor<8xf32>) outs(%185 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %in, %cst_1 : f32
      linalg.yield %191 : f32
    } -> tensor<8xf32>
    %187 = tensor.empty() : tensor<8xf32>
    %188 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%174, %186 : tensor<8xf32>, tensor<8xf32>) outs(%187 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.divf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<8xf32>
    %189 = tensor.empty() : tensor<8xf32>
    %190 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg5, %188 : tensor<8xf32>, tensor<8xf32>) outs(%189 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %191 = arith.subf %in, %in_11 : f32
      linalg.yield %191 : f32
    } -> tensor<8xf32>
    return %37, %101, %130, %161, %190, %65, %63, %93, %110, %122, %141, %153, %170, %182 : tensor<f32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<i64>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<8xf32>, tensor<8xf32>
  }
}
