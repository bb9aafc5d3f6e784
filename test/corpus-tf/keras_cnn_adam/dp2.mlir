#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1) -> (d1, d0)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map9 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d5)>
#map11 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>
#map12 = affine_map<(d0) -> ()>
#map13 = affine_map<() -> ()>
#map14 = affine_map<(d0, d1, d2, d3) -> (d3, d1, d2, d0)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> ()>
#map17 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3, d0)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0)>
#map19 = affine_map<(d0, d1) -> ()>
module @step {
  dtensor.mesh @mesh <[batch = 2], cpu>
  func.func @main(%arg0: tensor<8x12x12x3xf32> {dtensor.layout = #dtensor.layout<@mesh, [batch, unsharded, unsharded, unsharded]>}, %arg1: tensor<8xi32> {dtensor.layout = #dtensor.layout<@mesh, [batch]>}, %arg2: tensor<3x3x3x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded, unsharded]>, dtensor.variable = "cnn/conv/kernel"}, %arg3: tensor<8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>, dtensor.variable = "cnn/conv/bias"}, %arg4: tensor<200x10xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>, dtensor.variable = "cnn/logits/kernel"}, %arg5: tensor<10xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>, dtensor.variable = "cnn/logits/bias"}, %arg6: tensor<f32> {dtensor.layout = #dtensor.layout<@mesh, []>, dtensor.variable = "adam_1/learning_rate"}, %arg7: tensor<i64> {dtensor.layout = #dtensor.layout<@mesh, []>, dtensor.variable = "adam_1/iteration"}, %arg8: tensor<3x3x3x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded, unsharded]>, dtensor.variable = "adam_1/cnn_conv_kernel_momentum"}, %arg9: tensor<3x3x3x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded, unsharded]>, dtensor.variable = "adam_1/cnn_conv_kernel_velocity"}, %arg10: tensor<8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>, dtensor.variable = "adam_1/cnn_conv_bias_momentum"}, %arg11: tensor<8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>, dtensor.variable = "adam_1/cnn_conv_bias_velocity"}, %arg12: tensor<200x10xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>, dtensor.variable = "adam_1/cnn_logits_kernel_momentum"}, %arg13: tensor<200x10xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>, dtensor.variable = "adam_1/cnn_logits_kernel_velocity"}, %arg14: tensor<10xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>, dtensor.variable = "adam_1/cnn_logits_bias_momentum"}, %arg15: tensor<10xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>, dtensor.variable = "adam_1/cnn_logits_bias_velocity"}) -> (tensor<f32> {dtensor.layout = #dtensor.layout<@mesh, []>}, tensor<3x3x3x8xf32> {dtensor.assign = "cnn/conv/kernel", dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded, unsharded]>}, tensor<8xf32> {dtensor.assign = "cnn/conv/bias", dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<200x10xf32> {dtensor.assign = "cnn/logits/kernel", dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<10xf32> {dtensor.assign = "cnn/logits/bias", dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<i64> {dtensor.assign = "adam_1/iteration", dtensor.layout = #dtensor.layout<@mesh, []>}, tensor<3x3x3x8xf32> {dtensor.assign = "adam_1/cnn_conv_kernel_momentum", dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded, unsharded]>}, tensor<3x3x3x8xf32> {dtensor.assign = "adam_1/cnn_conv_kernel_velocity", dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded, unsharded]>}, tensor<8xf32> {dtensor.assign = "adam_1/cnn_conv_bias_momentum", dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<8xf32> {dtensor.assign = "adam_1/cnn_conv_bias_velocity", dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<200x10xf32> {dtensor.assign = "adam_1/cnn_logits_kernel_momentum", dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<200x10xf32> {dtensor.assign = "adam_1/cnn_logits_kernel_velocity", dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<10xf32> {dtensor.assign = "adam_1/cnn_logits_bias_momentum", dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<10xf32> {dtensor.assign = "adam_1/cnn_logits_bias_velocity", dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}) {
    %false = arith.constant false
    %cst = arith.constant -0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e-07 : f32
    %cst_1 = arith.constant 1.000000e-03 : f32
    %cst_2 = arith.constant 0.899999976 : f32
    %cst_3 = arith.constant 9.990000e-01 : f32
    %c1_i64 = arith.constant 1 : i64
    %cst_4 = arith.constant 1.000000e-01 : f32
    %cst_5 = arith.constant 8.000000e+00 : f32
    %c2 = arith.constant 2 : index
    %c-1_i32 = arith.constant -1 : i32
    %cst_6 = arith.constant 1.250000e-01 : f32
    %cst_7 = arith.constant 0x7FC00000 : f32
    %c10_i64 = arith.constant 10 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst_8 = arith.constant 1.000000e+00 : f32
    %cst_9 = arith.constant 0xFF800000 : f32
    %cst_10 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x10x10x8xf32>
    %1 = linalg.fill ins(%cst_10 : f32) outs(%0 : tensor<8x10x10x8xf32>) -> tensor<8x10x10x8xf32>
    %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg2 : tensor<8x12x12x3xf32>, tensor<3x3x3x8xf32>) outs(%1 : tensor<8x10x10x8xf32>) -> tensor<8x10x10x8xf32>
    %3 = tensor.empty() : tensor<8x10x10x8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg3 : tensor<8xf32>) outs(%3 : tensor<8x10x10x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x10x10x8xf32>
    %5 = tensor.empty() : tensor<8x10x10x8xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %4 : tensor<8x10x10x8xf32>, tensor<8x10x10x8xf32>) outs(%5 : tensor<8x10x10x8xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.addf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<8x10x10x8xf32>
    %7 = tensor.empty() : tensor<8x10x10x8xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<8x10x10x8xf32>) outs(%7 : tensor<8x10x10x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.maximumf %in, %cst_10 : f32
      linalg.yield %249 : f32
    } -> tensor<8x10x10x8xf32>
    %9 = tensor.empty() : tensor<8x10x10x8xi1>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<8x10x10x8xf32>) outs(%9 : tensor<8x10x10x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %249 = arith.cmpf ogt, %in, %cst_10 : f32
      linalg.yield %249 : i1
    } -> tensor<8x10x10x8xi1>
    %11 = tensor.empty() : tensor<2x2xf32>
    %12 = tensor.empty() : tensor<8x5x5x8xf32>
    %13 = linalg.fill ins(%cst_9 : f32) outs(%12 : tensor<8x5x5x8xf32>) -> tensor<8x5x5x8xf32>
    %14 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%8, %11 : tensor<8x10x10x8xf32>, tensor<2x2xf32>) outs(%13 : tensor<8x5x5x8xf32>) -> tensor<8x5x5x8xf32>
    %collapsed = tensor.collapse_shape %14 [[0], [1, 2, 3]] : tensor<8x5x5x8xf32> into tensor<8x200xf32>
    %15 = tensor.empty() : tensor<8x10xf32>
    %16 = linalg.fill ins(%cst_10 : f32) outs(%15 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %17 = linalg.matmul {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} ins(%collapsed, %arg4 : tensor<8x200xf32>, tensor<200x10xf32>) outs(%16 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %18 = tensor.empty() : tensor<8x10xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<10xf32>) outs(%18 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x10xf32>
    %20 = tensor.empty() : tensor<8x10xf32>
    %21 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%17, %19 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%20 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.addf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<8x10xf32>
    %22 = tensor.empty() : tensor<8xf32>
    %23 = linalg.fill ins(%cst_9 : f32) outs(%22 : tensor<8xf32>) -> tensor<8xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "reduction"]} ins(%21 : tensor<8x10xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.maximumf %out, %in : f32
      linalg.yield %249 : f32
    } -> tensor<8xf32>
    %25 = tensor.empty() : tensor<8x10xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<8xf32>) outs(%25 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x10xf32>
    %27 = tensor.empty() : tensor<8x10xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%21, %26 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%27 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.subf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<8x10xf32>
    %29 = tensor.empty() : tensor<8x10xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<8x10xf32>) outs(%29 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.exp %in : f32
      linalg.yield %249 : f32
    } -> tensor<8x10xf32>
    %31 = tensor.empty() : tensor<8xf32>
    %32 = linalg.fill ins(%cst_10 : f32) outs(%31 : tensor<8xf32>) -> tensor<8xf32>
    %33 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "reduction"]} ins(%30 : tensor<8x10xf32>) outs(%32 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.addf %out, %in : f32
      linalg.yield %249 : f32
    } -> tensor<8xf32>
    %34 = tensor.empty() : tensor<8x10xf32>
    %35 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<8xf32>) outs(%34 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x10xf32>
    %36 = tensor.empty() : tensor<8x10xf32>
    %37 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%30, %35 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%36 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.divf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<8x10xf32>
    %38 = tensor.empty() : tensor<8xf32>
    %39 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg1 : tensor<8xi32>) outs(%38 : tensor<8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %249 = arith.sitofp %in : i32 to f32
      linalg.yield %249 : f32
    } -> tensor<8xf32>
    %40 = tensor.empty() : tensor<8xi64>
    %41 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%39 : tensor<8xf32>) outs(%40 : tensor<8xi64>) {
    ^bb0(%in: f32, %out: i64):
      %249 = arith.fptosi %in : f32 to i64
      linalg.yield %249 : i64
    } -> tensor<8xi64>
    %42 = tensor.empty() : tensor<8x10xi64>
    %43 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<8xi64>) outs(%42 : tensor<8x10xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<8x10xi64>
    %44 = tensor.empty() : tensor<8x10xi64>
    %45 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%44 : tensor<8x10xi64>) {
    ^bb0(%out: i64):
      %249 = linalg.index 1 : index
      %250 = arith.index_cast %249 : index to i64
      linalg.yield %250 : i64
    } -> tensor<8x10xi64>
    %46 = tensor.empty() : tensor<8x10xi1>
    %47 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%43, %45 : tensor<8x10xi64>, tensor<8x10xi64>) outs(%46 : tensor<8x10xi1>) {
    ^bb0(%in: i64, %in_12: i64, %out: i1):
      %249 = arith.cmpi eq, %in, %in_12 : i64
      linalg.yield %249 : i1
    } -> tensor<8x10xi1>
    %48 = tensor.empty() : tensor<8x10xf32>
    %49 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%47 : tensor<8x10xi1>) outs(%48 : tensor<8x10xf32>) {
    ^bb0(%in: i1, %out: f32):
      %249 = arith.select %in, %cst_8, %cst_10 : f32
      linalg.yield %249 : f32
    } -> tensor<8x10xf32>
    %50 = tensor.empty() : tensor<8xi1>
    %51 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%41 : tensor<8xi64>) outs(%50 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %249 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %249 : i1
    } -> tensor<8xi1>
    %52 = tensor.empty() : tensor<8xi1>
    %53 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%41 : tensor<8xi64>) outs(%52 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %249 = arith.cmpi slt, %in, %c10_i64 : i64
      linalg.yield %249 : i1
    } -> tensor<8xi1>
    %54 = tensor.empty() : tensor<8xi1>
    %55 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%51, %53 : tensor<8xi1>, tensor<8xi1>) outs(%54 : tensor<8xi1>) {
    ^bb0(%in: i1, %in_12: i1, %out: i1):
      %249 = arith.andi %in, %in_12 : i1
      linalg.yield %249 : i1
    } -> tensor<8xi1>
    %56 = tensor.empty() : tensor<8xf32>
    %57 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%55 : tensor<8xi1>) outs(%56 : tensor<8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %249 = arith.select %in, %cst_10, %cst_7 : f32
      linalg.yield %249 : f32
    } -> tensor<8xf32>
    %58 = tensor.empty() : tensor<8x10xf32>
    %59 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%57 : tensor<8xf32>) outs(%58 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x10xf32>
    %60 = tensor.empty() : tensor<8x10xf32>
    %61 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%49, %59 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%60 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.addf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<8x10xf32>
    %62 = tensor.empty() : tensor<8x10xf32>
    %63 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%37, %61 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%62 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.subf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<8x10xf32>
    %64 = tensor.empty() : tensor<8x10xf32>
    %65 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<8x10xf32>) outs(%64 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.mulf %in, %cst_6 : f32
      linalg.yield %249 : f32
    } -> tensor<8x10xf32>
    %66 = tensor.empty() : tensor<10x200xf32>
    %67 = linalg.generic {indexing_maps = [#map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<200x10xf32>) outs(%66 : tensor<10x200xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<10x200xf32>
    %68 = tensor.empty() : tensor<8x200xf32>
    %69 = linalg.fill ins(%cst_10 : f32) outs(%68 : tensor<8x200xf32>) -> tensor<8x200xf32>
    %70 = linalg.matmul ins(%65, %67 : tensor<8x10xf32>, tensor<10x200xf32>) outs(%69 : tensor<8x200xf32>) -> tensor<8x200xf32>
    %expanded = tensor.expand_shape %70 [[0], [1, 2, 3]] output_shape [8, 5, 5, 8] : tensor<8x200xf32> into tensor<8x5x5x8xf32>
    %71 = tensor.empty() : tensor<8x5x5x8xf32>
    %72 = tensor.empty() : tensor<8x5x5x8xi32>
    %73 = linalg.fill ins(%c-1_i32 : i32) outs(%72 : tensor<8x5x5x8xi32>) -> tensor<8x5x5x8xi32>
    %74 = tensor.empty() : tensor<2x2xf32>
    %75:2 = linalg.generic {indexing_maps = [#map7, #map8, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%8, %74 : tensor<8x10x10x8xf32>, tensor<2x2xf32>) outs(%71, %73 : tensor<8x5x5x8xf32>, tensor<8x5x5x8xi32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32, %out_13: i32):
      %249 = arith.cmpf oge, %in, %out : f32
      %250 = arith.cmpi eq, %out_13, %c-1_i32 : i32
      %251 = arith.ori %249, %250 : i1
      %252 = linalg.index 4 : index
      %253 = linalg.index 5 : index
      %254 = arith.muli %252, %c2 : index
      %255 = arith.addi %254, %253 : index
      %256 = arith.index_cast %255 : index to i32
      %257 = arith.select %251, %256, %out_13 : i32
      %258 = arith.select %251, %in, %out : f32
      linalg.yield %258, %257 : f32, i32
    } -> (tensor<8x5x5x8xf32>, tensor<8x5x5x8xi32>)
    %76 = tensor.empty() : tensor<8x5x2x5x2x8xf32>
    %77 = linalg.fill ins(%cst_10 : f32) outs(%76 : tensor<8x5x2x5x2x8xf32>) -> tensor<8x5x2x5x2x8xf32>
    %78 = linalg.generic {indexing_maps = [#map10, #map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%75#1, %expanded : tensor<8x5x5x8xi32>, tensor<8x5x5x8xf32>) outs(%77 : tensor<8x5x2x5x2x8xf32>) {
    ^bb0(%in: i32, %in_12: f32, %out: f32):
      %249 = arith.addf %in_12, %out : f32
      %250 = linalg.index 2 : index
      %251 = linalg.index 4 : index
      %252 = arith.muli %250, %c2 : index
      %253 = arith.addi %252, %251 : index
      %254 = arith.index_cast %253 : index to i32
      %255 = arith.cmpi eq, %254, %in : i32
      %256 = arith.select %255, %249, %out : f32
      linalg.yield %256 : f32
    } -> tensor<8x5x2x5x2x8xf32>
    %collapsed_11 = tensor.collapse_shape %78 [[0], [1, 2], [3, 4], [5]] : tensor<8x5x2x5x2x8xf32> into tensor<8x10x10x8xf32>
    %79 = tensor.empty() : tensor<8x10x10x8xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %collapsed_11 : tensor<8x10x10x8xi1>, tensor<8x10x10x8xf32>) outs(%79 : tensor<8x10x10x8xf32>) {
    ^bb0(%in: i1, %in_12: f32, %out: f32):
      %249 = arith.select %in, %in_12, %cst_10 : f32
      linalg.yield %249 : f32
    } -> tensor<8x10x10x8xf32>
    %81 = tensor.empty() : tensor<8x10xf32>
    %82 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<8x10xf32>) outs(%81 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.negf %in : f32
      linalg.yield %249 : f32
    } -> tensor<8x10xf32>
    %83 = tensor.empty() : tensor<8x10xi1>
    %84 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<8x10xf32>) outs(%83 : tensor<8x10xi1>) {
    ^bb0(%in: f32, %out: i1):
      %249 = arith.cmpf oeq, %in, %cst_10 : f32
      linalg.yield %249 : i1
    } -> tensor<8x10xi1>
    %85 = tensor.empty() : tensor<8xf32>
    %86 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%33 : tensor<8xf32>) outs(%85 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.log %in : f32
      linalg.yield %249 : f32
    } -> tensor<8xf32>
    %87 = tensor.empty() : tensor<8x10xf32>
    %88 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%86 : tensor<8xf32>) outs(%87 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x10xf32>
    %89 = tensor.empty() : tensor<8x10xf32>
    %90 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%28, %88 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%89 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.subf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<8x10xf32>
    %91 = tensor.empty() : tensor<8x10xf32>
    %92 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%84, %90 : tensor<8x10xi1>, tensor<8x10xf32>) outs(%91 : tensor<8x10xf32>) {
    ^bb0(%in: i1, %in_12: f32, %out: f32):
      %249 = arith.select %in, %cst_10, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<8x10xf32>
    %93 = tensor.empty() : tensor<8x10xf32>
    %94 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%82, %92 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%93 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.mulf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<8x10xf32>
    %95 = tensor.empty() : tensor<8xf32>
    %96 = linalg.fill ins(%cst_10 : f32) outs(%95 : tensor<8xf32>) -> tensor<8xf32>
    %97 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "reduction"]} ins(%94 : tensor<8x10xf32>) outs(%96 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.addf %out, %in : f32
      linalg.yield %249 : f32
    } -> tensor<8xf32>
    %98 = tensor.empty() : tensor<f32>
    %99 = linalg.fill ins(%cst_10 : f32) outs(%98 : tensor<f32>) -> tensor<f32>
    %100 = linalg.generic {indexing_maps = [#map5, #map12], iterator_types = ["reduction"]} ins(%97 : tensor<8xf32>) outs(%99 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.addf %out, %in : f32
      linalg.yield %249 : f32
    } -> tensor<f32>
    %101 = tensor.empty() : tensor<i1>
    %102 = linalg.generic {indexing_maps = [#map13], iterator_types = []} outs(%101 : tensor<i1>) {
    ^bb0(%out: i1):
      linalg.yield %false : i1
    } -> tensor<i1>
    %103 = tensor.empty() : tensor<f32>
    %104 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%100 : tensor<f32>) outs(%103 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.divf %in, %cst_5 : f32
      linalg.yield %249 : f32
    } -> tensor<f32>
    %105 = tensor.empty() : tensor<f32>
    %106 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = []} ins(%102, %104 : tensor<i1>, tensor<f32>) outs(%105 : tensor<f32>) {
    ^bb0(%in: i1, %in_12: f32, %out: f32):
      %249 = arith.select %in, %cst_10, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<f32>
    %107 = tensor.empty() : tensor<3x12x12x8xf32>
    %108 = linalg.generic {indexing_maps = [#map14, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x12x12x3xf32>) outs(%107 : tensor<3x12x12x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x12x12x8xf32>
    %109 = tensor.empty() : tensor<10x10x8x8xf32>
    %110 = linalg.generic {indexing_maps = [#map15, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<8x10x10x8xf32>) outs(%109 : tensor<10x10x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<10x10x8x8xf32>
    %111 = tensor.empty() : tensor<3x3x3x8xf32>
    %112 = linalg.fill ins(%cst_10 : f32) outs(%111 : tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %113 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%108, %110 : tensor<3x12x12x8xf32>, tensor<10x10x8x8xf32>) outs(%112 : tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %114 = tensor.empty() : tensor<3x3x3x8xf32>
    %115 = linalg.generic {indexing_maps = [#map15, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<3x3x3x8xf32>) outs(%114 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x3x3x8xf32>
    %116 = tensor.empty() : tensor<3x3x3x8xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %arg8 : tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) outs(%116 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.subf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<3x3x3x8xf32>
    %118 = tensor.empty() : tensor<3x3x3x8xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117 : tensor<3x3x3x8xf32>) outs(%118 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.mulf %in, %cst_4 : f32
      linalg.yield %249 : f32
    } -> tensor<3x3x3x8xf32>
    %120 = tensor.empty() : tensor<3x3x3x8xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg8, %119 : tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) outs(%120 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.addf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<3x3x3x8xf32>
    %122 = tensor.empty() : tensor<i64>
    %123 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%arg7 : tensor<i64>) outs(%122 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %249 = arith.addi %in, %c1_i64 : i64
      linalg.yield %249 : i64
    } -> tensor<i64>
    %124 = tensor.empty() : tensor<f32>
    %125 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%123 : tensor<i64>) outs(%124 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %249 = arith.sitofp %in : i64 to f32
      linalg.yield %249 : f32
    } -> tensor<f32>
    %126 = tensor.empty() : tensor<f32>
    %127 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%125 : tensor<f32>) outs(%126 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.powf %cst_3, %in : f32
      linalg.yield %249 : f32
    } -> tensor<f32>
    %128 = tensor.empty() : tensor<f32>
    %129 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%127 : tensor<f32>) outs(%128 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.subf %cst_8, %in : f32
      linalg.yield %249 : f32
    } -> tensor<f32>
    %130 = tensor.empty() : tensor<f32>
    %131 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%129 : tensor<f32>) outs(%130 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.sqrt %in : f32
      linalg.yield %249 : f32
    } -> tensor<f32>
    %132 = tensor.empty() : tensor<f32>
    %133 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = []} ins(%arg6, %131 : tensor<f32>, tensor<f32>) outs(%132 : tensor<f32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.mulf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<f32>
    %134 = tensor.empty() : tensor<f32>
    %135 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%125 : tensor<f32>) outs(%134 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.powf %cst_2, %in : f32
      linalg.yield %249 : f32
    } -> tensor<f32>
    %136 = tensor.empty() : tensor<f32>
    %137 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%135 : tensor<f32>) outs(%136 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.subf %cst_8, %in : f32
      linalg.yield %249 : f32
    } -> tensor<f32>
    %138 = tensor.empty() : tensor<f32>
    %139 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = []} ins(%133, %137 : tensor<f32>, tensor<f32>) outs(%138 : tensor<f32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.divf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<f32>
    %140 = tensor.empty() : tensor<3x3x3x8xf32>
    %141 = linalg.generic {indexing_maps = [#map16, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139 : tensor<f32>) outs(%140 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x3x3x8xf32>
    %142 = tensor.empty() : tensor<3x3x3x8xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %141 : tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) outs(%142 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.mulf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<3x3x3x8xf32>
    %144 = tensor.empty() : tensor<3x3x3x8xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<3x3x3x8xf32>) outs(%144 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.mulf %in, %in : f32
      linalg.yield %249 : f32
    } -> tensor<3x3x3x8xf32>
    %146 = tensor.empty() : tensor<3x3x3x8xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %arg9 : tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) outs(%146 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.subf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<3x3x3x8xf32>
    %148 = tensor.empty() : tensor<3x3x3x8xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147 : tensor<3x3x3x8xf32>) outs(%148 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.mulf %in, %cst_1 : f32
      linalg.yield %249 : f32
    } -> tensor<3x3x3x8xf32>
    %150 = tensor.empty() : tensor<3x3x3x8xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg9, %149 : tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) outs(%150 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.addf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<3x3x3x8xf32>
    %152 = tensor.empty() : tensor<3x3x3x8xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151 : tensor<3x3x3x8xf32>) outs(%152 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.sqrt %in : f32
      linalg.yield %249 : f32
    } -> tensor<3x3x3x8xf32>
    %154 = tensor.empty() : tensor<3x3x3x8xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153 : tensor<3x3x3x8xf32>) outs(%154 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.addf %in, %cst_0 : f32
      linalg.yield %249 : f32
    } -> tensor<3x3x3x8xf32>
    %156 = tensor.empty() : tensor<3x3x3x8xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %155 : tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) outs(%156 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.divf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<3x3x3x8xf32>
    %158 = tensor.empty() : tensor<3x3x3x8xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2, %157 : tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) outs(%158 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.subf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<3x3x3x8xf32>
    %160 = tensor.empty() : tensor<8xf32>
    %161 = linalg.fill ins(%cst : f32) outs(%160 : tensor<8xf32>) -> tensor<8xf32>
    %162 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%80 : tensor<8x10x10x8xf32>) outs(%161 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.addf %out, %in : f32
      linalg.yield %249 : f32
    } -> tensor<8xf32>
    %163 = tensor.empty() : tensor<8xf32>
    %164 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%162, %arg10 : tensor<8xf32>, tensor<8xf32>) outs(%163 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.subf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<8xf32>
    %165 = tensor.empty() : tensor<8xf32>
    %166 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%164 : tensor<8xf32>) outs(%165 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.mulf %in, %cst_4 : f32
      linalg.yield %249 : f32
    } -> tensor<8xf32>
    %167 = tensor.empty() : tensor<8xf32>
    %168 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg10, %166 : tensor<8xf32>, tensor<8xf32>) outs(%167 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.addf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<8xf32>
    %169 = tensor.empty() : tensor<8xf32>
    %170 = linalg.generic {indexing_maps = [#map12, #map5], iterator_types = ["parallel"]} ins(%139 : tensor<f32>) outs(%169 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8xf32>
    %171 = tensor.empty() : tensor<8xf32>
    %172 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%168, %170 : tensor<8xf32>, tensor<8xf32>) outs(%171 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.mulf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<8xf32>
    %173 = tensor.empty() : tensor<8xf32>
    %174 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%162 : tensor<8xf32>) outs(%173 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.mulf %in, %in : f32
      linalg.yield %249 : f32
    } -> tensor<8xf32>
    %175 = tensor.empty() : tensor<8xf32>
    %176 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%174, %arg11 : tensor<8xf32>, tensor<8xf32>) outs(%175 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.subf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<8xf32>
    %177 = tensor.empty() : tensor<8xf32>
    %178 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%176 : tensor<8xf32>) outs(%177 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.mulf %in, %cst_1 : f32
      linalg.yield %249 : f32
    } -> tensor<8xf32>
    %179 = tensor.empty() : tensor<8xf32>
    %180 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg11, %178 : tensor<8xf32>, tensor<8xf32>) outs(%179 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.addf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<8xf32>
    %181 = tensor.empty() : tensor<8xf32>
    %182 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%180 : tensor<8xf32>) outs(%181 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.sqrt %in : f32
      linalg.yield %249 : f32
    } -> tensor<8xf32>
    %183 = tensor.empty() : tensor<8xf32>
    %184 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%182 : tensor<8xf32>) outs(%183 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.addf %in, %cst_0 : f32
      linalg.yield %249 : f32
    } -> tensor<8xf32>
    %185 = tensor.empty() : tensor<8xf32>
    %186 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%172, %184 : tensor<8xf32>, tensor<8xf32>) outs(%185 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.divf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<8xf32>
    %187 = tensor.empty() : tensor<8xf32>
    %188 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg3, %186 : tensor<8xf32>, tensor<8xf32>) outs(%187 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.subf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<8xf32>
    %189 = tensor.empty() : tensor<200x8xf32>
    %190 = linalg.generic {indexing_maps = [#map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<8x200xf32>) outs(%189 : tensor<200x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<200x8xf32>
    %191 = tensor.empty() : tensor<200x10xf32>
    %192 = linalg.fill ins(%cst_10 : f32) outs(%191 : tensor<200x10xf32>) -> tensor<200x10xf32>
    %193 = linalg.matmul ins(%190, %65 : tensor<200x8xf32>, tensor<8x10xf32>) outs(%192 : tensor<200x10xf32>) -> tensor<200x10xf32>
    %194 = tensor.empty() : tensor<200x10xf32>
    %195 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%193, %arg12 : tensor<200x10xf32>, tensor<200x10xf32>) outs(%194 : tensor<200x10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.subf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<200x10xf32>
    %196 = tensor.empty() : tensor<200x10xf32>
    %197 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%195 : tensor<200x10xf32>) outs(%196 : tensor<200x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.mulf %in, %cst_4 : f32
      linalg.yield %249 : f32
    } -> tensor<200x10xf32>
    %198 = tensor.empty() : tensor<200x10xf32>
    %199 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg12, %197 : tensor<200x10xf32>, tensor<200x10xf32>) outs(%198 : tensor<200x10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.addf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<200x10xf32>
    %200 = tensor.empty() : tensor<200x10xf32>
    %201 = linalg.generic {indexing_maps = [#map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%139 : tensor<f32>) outs(%200 : tensor<200x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<200x10xf32>
    %202 = tensor.empty() : tensor<200x10xf32>
    %203 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%199, %201 : tensor<200x10xf32>, tensor<200x10xf32>) outs(%202 : tensor<200x10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.mulf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<200x10xf32>
    %204 = tensor.empty() : tensor<200x10xf32>
    %205 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%193 : tensor<200x10xf32>) outs(%204 : tensor<200x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.mulf %in, %in : f32
      linalg.yield %249 : f32
    } -> tensor<200x10xf32>
    %206 = tensor.empty() : tensor<200x10xf32>
    %207 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%205, %arg13 : tensor<200x10xf32>, tensor<200x10xf32>) outs(%206 : tensor<200x10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.subf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<200x10xf32>
    %208 = tensor.empty() : tensor<200x10xf32>
    %209 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%207 : tensor<200x10xf32>) outs(%208 : tensor<200x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.mulf %in, %cst_1 : f32
      linalg.yield %249 : f32
    } -> tensor<200x10xf32>
    %210 = tensor.empty() : tensor<200x10xf32>
    %211 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg13, %209 : tensor<200x10xf32>, tensor<200x10xf32>) outs(%210 : tensor<200x10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.addf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<200x10xf32>
    %212 = tensor.empty() : tensor<200x10xf32>
    %213 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%211 : tensor<200x10xf32>) outs(%212 : tensor<200x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.sqrt %in : f32
      linalg.yield %249 : f32
    } -> tensor<200x10xf32>
    %214 = tensor.empty() : tensor<200x10xf32>
    %215 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%213 : tensor<200x10xf32>) outs(%214 : tensor<200x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.addf %in, %cst_0 : f32
      linalg.yield %249 : f32
    } -> tensor<200x10xf32>
    %216 = tensor.empty() : tensor<200x10xf32>
    %217 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%203, %215 : tensor<200x10xf32>, tensor<200x10xf32>) outs(%216 : tensor<200x10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.divf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<200x10xf32>
    %218 = tensor.empty() : tensor<200x10xf32>
    %219 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg4, %217 : tensor<200x10xf32>, tensor<200x10xf32>) outs(%218 : tensor<200x10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.subf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<200x10xf32>
    %220 = tensor.empty() : tensor<10xf32>
    %221 = linalg.fill ins(%cst : f32) outs(%220 : tensor<10xf32>) -> tensor<10xf32>
    %222 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "reduction"]} ins(%65 : tensor<8x10xf32>) outs(%221 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.addf %out, %in : f32
      linalg.yield %249 : f32
    } -> tensor<10xf32>
    %223 = tensor.empty() : tensor<10xf32>
    %224 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%222, %arg14 : tensor<10xf32>, tensor<10xf32>) outs(%223 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.subf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<10xf32>
    %225 = tensor.empty() : tensor<10xf32>
    %226 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%224 : tensor<10xf32>) outs(%225 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.mulf %in, %cst_4 : f32
      linalg.yield %249 : f32
    } -> tensor<10xf32>
    %227 = tensor.empty() : tensor<10xf32>
    %228 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg14, %226 : tensor<10xf32>, tensor<10xf32>) outs(%227 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.addf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<10xf32>
    %229 = tensor.empty() : tensor<10xf32>
    %230 = linalg.generic {indexing_maps = [#map12, #map5], iterator_types = ["parallel"]} ins(%139 : tensor<f32>) outs(%229 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<10xf32>
    %231 = tensor.empty() : tensor<10xf32>
    %232 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%228, %230 : tensor<10xf32>, tensor<10xf32>) outs(%231 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.mulf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<10xf32>
    %233 = tensor.empty() : tensor<10xf32>
    %234 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%222 : tensor<10xf32>) outs(%233 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.mulf %in, %in : f32
      linalg.yield %249 : f32
    } -> tensor<10xf32>
    %235 = tensor.empty() : tensor<10xf32>
    %236 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%234, %arg15 : tensor<10xf32>, tensor<10xf32>) outs(%235 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.subf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<10xf32>
    %237 = tensor.empty() : tensor<10xf32>
    %238 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%236 : tensor<10xf32>) outs(%237 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.mulf %in, %cst_1 : f32
      linalg.yield %249 : f32
    } -> tensor<10xf32>
    %239 = tensor.empty() : tensor<10xf32>
    %240 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg15, %238 : tensor<10xf32>, tensor<10xf32>) outs(%239 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.addf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<10xf32>
    %241 = tensor.empty() : tensor<10xf32>
    %242 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%240 : tensor<10xf32>) outs(%241 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.sqrt %in : f32
      linalg.yield %249 : f32
    } -> tensor<10xf32>
    %243 = tensor.empty() : tensor<10xf32>
    %244 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%242 : tensor<10xf32>) outs(%243 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.addf %in, %cst_0 : f32
      linalg.yield %249 : f32
    } -> tensor<10xf32>
    %245 = tensor.empty() : tensor<10xf32>
    %246 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%232, %244 : tensor<10xf32>, tensor<10xf32>) outs(%245 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.divf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<10xf32>
    %247 = tensor.empty() : tensor<10xf32>
    %248 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel"]} ins(%arg5, %246 : tensor<10xf32>, tensor<10xf32>) outs(%247 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %249 = arith.subf %in, %in_12 : f32
      linalg.yield %249 : f32
    } -> tensor<10xf32>
    return %106, %159, %188, %219, %248, %123, %121, %151, %168, %180, %199, %211, %228, %240 : tensor<f32>, tensor<3x3x3x8xf32>, tensor<8xf32>, tensor<200x10xf32>, tensor<10xf32>, tensor<i64>, tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<200x10xf32>, tensor<200x10xf32>, tensor<10xf32>, tensor<10xf32>
  }
}
