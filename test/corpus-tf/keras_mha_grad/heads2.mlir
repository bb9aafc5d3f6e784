#map = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1) -> (d1, d0)>
#map8 = affine_map<(d0, d1) -> (d0, d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map11 = affine_map<(d0, d1, d2) -> ()>
#map12 = affine_map<() -> ()>
#map13 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#map14 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map15 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d2, d3, d0, d1)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map18 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map19 = affine_map<(d0, d1, d2) -> (d0)>
module @forward_backward {
  dtensor.mesh @mesh <[model = 2], cpu>
  func.func @main(%arg0: tensor<4x16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded]>}, %arg1: tensor<32x4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, model, unsharded]>, dtensor.variable = "attn/query/kernel"}, %arg2: tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [model, unsharded]>, dtensor.variable = "attn/query/bias"}, %arg3: tensor<32x4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, model, unsharded]>, dtensor.variable = "attn/key/kernel"}, %arg4: tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [model, unsharded]>, dtensor.variable = "attn/key/bias"}, %arg5: tensor<32x4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, model, unsharded]>, dtensor.variable = "attn/value/kernel"}, %arg6: tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [model, unsharded]>, dtensor.variable = "attn/value/bias"}, %arg7: tensor<4x8x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [model, unsharded, unsharded]>, dtensor.variable = "attn/attention_output/kernel"}, %arg8: tensor<32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>, dtensor.variable = "attn/attention_output/bias"}) -> (tensor<4x16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded]>}, tensor<f32> {dtensor.layout = #dtensor.layout<@mesh, []>}, tensor<32x4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded]>}, tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<32x4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded]>}, tensor<32x4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded]>}, tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<4x8x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded]>}, tensor<32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}) {
    %cst = arith.constant 2.048000e+03 : f32
    %cst_0 = arith.constant 4.8828125E-4 : f32
    %cst_1 = arith.constant 2.000000e+00 : f32
    %cst_2 = arith.constant -0.000000e+00 : f32
    %cst_3 = arith.constant 0xFF800000 : f32
    %cst_4 = arith.constant -2.37267096E+38 : f32
    %cst_5 = arith.constant 0.353553385 : f32
    %cst_6 = arith.constant 0.000000e+00 : f32
    %cst_7 = arith.constant dense<"0x0100030007000F001F003F007F00FF00FF01FF03FF07FF0FFF1FFF3FFF7FFFFF0100030007000F001F003F007F00FF00FF01FF03FF07FF0FFF1FFF3FFF7FFFFF0100030007000F001F003F007F00FF00FF01FF03FF07FF0FFF1FFF3FFF7FFFFF0100030007000F001F003F007F00FF00FF01FF03FF07FF0FFF1FFF3FFF7FFFFF0100030007000F001F003F007F00FF00FF01FF03FF07FF0FFF1FFF3FFF7FFFFF0100030007000F001F003F007F00FF00FF01FF03FF07FF0FFF1FFF3FFF7FFFFF0100030007000F001F003F007F00FF00FF01FF03FF07FF0FFF1FFF3FFF7FFFFF0100030007000F001F003F007F00FF00FF01FF03FF07FF0FFF1FFF3FFF7FFFFF0100030007000F001F003F007F00FF00FF01FF03FF07FF0FFF1FFF3FFF7FFFFF0100030007000F001F003F007F00FF00FF01FF03FF07FF0FFF1FFF3FFF7FFFFF0100030007000F001F003F007F00FF00FF01FF03FF07FF0FFF1FFF3FFF7FFFFF0100030007000F001F003F007F00FF00FF01FF03FF07FF0FFF1FFF3FFF7FFFFF0100030007000F001F003F007F00FF00FF01FF03FF07FF0FFF1FFF3FFF7FFFFF0100030007000F001F003F007F00FF00FF01FF03FF07FF0FFF1FFF3FFF7FFFFF0100030007000F001F003F007F00FF00FF01FF03FF07FF0FFF1FFF3FFF7FFFFF0100030007000F001F003F007F00FF00FF01FF03FF07FF0FFF1FFF3FFF7FFFFF"> : tensor<4x4x16x16xi1>
    %collapsed = tensor.collapse_shape %arg1 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %collapsed_8 = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<4x16x32xf32> into tensor<64x32xf32>
    %0 = tensor.empty() : tensor<64x32xf32>
    %1 = linalg.fill ins(%cst_6 : f32) outs(%0 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %2 = linalg.matmul ins(%collapsed_8, %collapsed : tensor<64x32xf32>, tensor<32x32xf32>) outs(%1 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %expanded = tensor.expand_shape %2 [[0, 1], [2, 3]] output_shape [4, 16, 4, 8] : tensor<64x32xf32> into tensor<4x16x4x8xf32>
    %3 = tensor.empty() : tensor<4x16x4x8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<4x8xf32>) outs(%3 : tensor<4x16x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4x8xf32>
    %5 = tensor.empty() : tensor<4x16x4x8xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %4 : tensor<4x16x4x8xf32>, tensor<4x16x4x8xf32>) outs(%5 : tensor<4x16x4x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %160 = arith.addf %in, %in_42 : f32
      linalg.yield %160 : f32
    } -> tensor<4x16x4x8xf32>
    %collapsed_9 = tensor.collapse_shape %arg3 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %7 = tensor.empty() : tensor<64x32xf32>
    %8 = linalg.fill ins(%cst_6 : f32) outs(%7 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %9 = linalg.matmul ins(%collapsed_8, %collapsed_9 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%8 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %expanded_10 = tensor.expand_shape %9 [[0, 1], [2, 3]] output_shape [4, 16, 4, 8] : tensor<64x32xf32> into tensor<4x16x4x8xf32>
    %10 = tensor.empty() : tensor<4x16x4x8xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg4 : tensor<4x8xf32>) outs(%10 : tensor<4x16x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4x8xf32>
    %12 = tensor.empty() : tensor<4x16x4x8xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10, %11 : tensor<4x16x4x8xf32>, tensor<4x16x4x8xf32>) outs(%12 : tensor<4x16x4x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %160 = arith.addf %in, %in_42 : f32
      linalg.yield %160 : f32
    } -> tensor<4x16x4x8xf32>
    %14 = tensor.empty() : tensor<4x4x16x8xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<4x16x4x8xf32>) outs(%14 : tensor<4x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x4x16x8xf32>
    %16 = tensor.empty() : tensor<4x4x8x16xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<4x16x4x8xf32>) outs(%16 : tensor<4x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x4x8x16xf32>
    %collapsed_11 = tensor.collapse_shape %15 [[0, 1], [2], [3]] : tensor<4x4x16x8xf32> into tensor<16x16x8xf32>
    %collapsed_12 = tensor.collapse_shape %17 [[0, 1], [2], [3]] : tensor<4x4x8x16xf32> into tensor<16x8x16xf32>
    %18 = tensor.empty() : tensor<16x16x16xf32>
    %19 = linalg.fill ins(%cst_6 : f32) outs(%18 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %20 = linalg.batch_matmul {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} ins(%collapsed_11, %collapsed_12 : tensor<16x16x8xf32>, tensor<16x8x16xf32>) outs(%19 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %expanded_13 = tensor.expand_shape %20 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32>
    %21 = tensor.empty() : tensor<4x4x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<4x4x16x16xf32>) outs(%21 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.mulf %in, %cst_5 : f32
      linalg.yield %160 : f32
    } -> tensor<4x4x16x16xf32>
    %23 = tensor.empty() : tensor<4x4x16x16xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_7, %22 : tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>) outs(%23 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: i1, %in_42: f32, %out: f32):
      %160 = arith.select %in, %in_42, %cst_4 : f32
      linalg.yield %160 : f32
    } -> tensor<4x4x16x16xf32>
    %25 = tensor.empty() : tensor<4x4x16xf32>
    %26 = linalg.fill ins(%cst_3 : f32) outs(%25 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%24 : tensor<4x4x16x16xf32>) outs(%26 : tensor<4x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.maximumf %out, %in : f32
      linalg.yield %160 : f32
    } -> tensor<4x4x16xf32>
    %28 = tensor.empty() : tensor<4x4x16x16xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<4x4x16xf32>) outs(%28 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x4x16x16xf32>
    %30 = tensor.empty() : tensor<4x4x16x16xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %29 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%30 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %160 = arith.subf %in, %in_42 : f32
      linalg.yield %160 : f32
    } -> tensor<4x4x16x16xf32>
    %32 = tensor.empty() : tensor<4x4x16x16xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<4x4x16x16xf32>) outs(%32 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = math.exp %in : f32
      linalg.yield %160 : f32
    } -> tensor<4x4x16x16xf32>
    %34 = tensor.empty() : tensor<4x4x16xf32>
    %35 = linalg.fill ins(%cst_2 : f32) outs(%34 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%33 : tensor<4x4x16x16xf32>) outs(%35 : tensor<4x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %out, %in : f32
      linalg.yield %160 : f32
    } -> tensor<4x4x16xf32>
    %37 = tensor.empty() : tensor<4x4x16x16xf32>
    %38 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<4x4x16xf32>) outs(%37 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x4x16x16xf32>
    %39 = tensor.empty() : tensor<4x4x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %38 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%39 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %160 = arith.divf %in, %in_42 : f32
      linalg.yield %160 : f32
    } -> tensor<4x4x16x16xf32>
    %collapsed_14 = tensor.collapse_shape %arg5 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %41 = tensor.empty() : tensor<64x32xf32>
    %42 = linalg.fill ins(%cst_6 : f32) outs(%41 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %43 = linalg.matmul ins(%collapsed_8, %collapsed_14 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%42 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %expanded_15 = tensor.expand_shape %43 [[0, 1], [2, 3]] output_shape [4, 16, 4, 8] : tensor<64x32xf32> into tensor<4x16x4x8xf32>
    %44 = tensor.empty() : tensor<4x16x4x8xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg6 : tensor<4x8xf32>) outs(%44 : tensor<4x16x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4x8xf32>
    %46 = tensor.empty() : tensor<4x16x4x8xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %45 : tensor<4x16x4x8xf32>, tensor<4x16x4x8xf32>) outs(%46 : tensor<4x16x4x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %160 = arith.addf %in, %in_42 : f32
      linalg.yield %160 : f32
    } -> tensor<4x16x4x8xf32>
    %48 = tensor.empty() : tensor<4x4x16x8xf32>
    %49 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<4x16x4x8xf32>) outs(%48 : tensor<4x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x4x16x8xf32>
    %collapsed_16 = tensor.collapse_shape %40 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32>
    %collapsed_17 = tensor.collapse_shape %49 [[0, 1], [2], [3]] : tensor<4x4x16x8xf32> into tensor<16x16x8xf32>
    %50 = tensor.empty() : tensor<16x16x8xf32>
    %51 = linalg.fill ins(%cst_6 : f32) outs(%50 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %52 = linalg.batch_matmul {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} ins(%collapsed_16, %collapsed_17 : tensor<16x16x16xf32>, tensor<16x16x8xf32>) outs(%51 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %expanded_18 = tensor.expand_shape %52 [[0, 1], [2], [3]] output_shape [4, 4, 16, 8] : tensor<16x16x8xf32> into tensor<4x4x16x8xf32>
    %53 = tensor.empty() : tensor<4x16x4x8xf32>
    %54 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<4x4x16x8xf32>) outs(%53 : tensor<4x16x4x8xf32>) attrs =  {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,16,4,8]{3,1,2,0}"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4x8xf32>
    %collapsed_19 = tensor.collapse_shape %54 [[0], [1], [2, 3]] : tensor<4x16x4x8xf32> into tensor<4x16x32xf32>
    %collapsed_20 = tensor.collapse_shape %arg7 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %collapsed_21 = tensor.collapse_shape %54 [[0, 1], [2, 3]] : tensor<4x16x4x8xf32> into tensor<64x32xf32>
    %55 = tensor.empty() : tensor<64x32xf32>
    %56 = linalg.fill ins(%cst_6 : f32) outs(%55 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %57 = linalg.matmul ins(%collapsed_21, %collapsed_20 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%56 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %expanded_22 = tensor.expand_shape %57 [[0, 1], [2]] output_shape [4, 16, 32] : tensor<64x32xf32> into tensor<4x16x32xf32>
    %58 = tensor.empty() : tensor<4x16x32xf32>
    %59 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%58 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x32xf32>
    %60 = tensor.empty() : tensor<4x16x32xf32>
    %61 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22, %59 : tensor<4x16x32xf32>, tensor<4x16x32xf32>) outs(%60 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %160 = arith.addf %in, %in_42 : f32
      linalg.yield %160 : f32
    } -> tensor<4x16x32xf32>
    %62 = tensor.empty() : tensor<4x16x32xf32>
    %63 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<4x16x32xf32>) outs(%62 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.mulf %in, %cst_1 : f32
      linalg.yield %160 : f32
    } -> tensor<4x16x32xf32>
    %64 = tensor.empty() : tensor<4x16x32xf32>
    %65 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<4x16x32xf32>) outs(%64 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.mulf %in, %cst_0 : f32
      linalg.yield %160 : f32
    } -> tensor<4x16x32xf32>
    %collapsed_23 = tensor.collapse_shape %65 [[0, 1], [2]] : tensor<4x16x32xf32> into tensor<64x32xf32>
    %66 = tensor.empty() : tensor<32x32xf32>
    %67 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel"]} ins(%collapsed_20 : tensor<32x32xf32>) outs(%66 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %68 = tensor.empty() : tensor<64x32xf32>
    %69 = linalg.fill ins(%cst_6 : f32) outs(%68 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %70 = linalg.matmul ins(%collapsed_23, %67 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%69 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %expanded_24 = tensor.expand_shape %70 [[0, 1], [2, 3]] output_shape [4, 16, 4, 8] : tensor<64x32xf32> into tensor<4x16x4x8xf32>
    %71 = tensor.empty() : tensor<4x4x8x16xf32>
    %72 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<4x16x4x8xf32>) outs(%71 : tensor<4x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x4x8x16xf32>
    %collapsed_25 = tensor.collapse_shape %72 [[0, 1], [2], [3]] : tensor<4x4x8x16xf32> into tensor<16x8x16xf32>
    %73 = tensor.empty() : tensor<16x8x16xf32>
    %74 = linalg.fill ins(%cst_6 : f32) outs(%73 : tensor<16x8x16xf32>) -> tensor<16x8x16xf32>
    %75 = linalg.batch_matmul {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} ins(%collapsed_25, %collapsed_16 : tensor<16x8x16xf32>, tensor<16x16x16xf32>) outs(%74 : tensor<16x8x16xf32>) -> tensor<16x8x16xf32>
    %expanded_26 = tensor.expand_shape %75 [[0, 1], [2], [3]] output_shape [4, 4, 8, 16] : tensor<16x8x16xf32> into tensor<4x4x8x16xf32>
    %76 = tensor.empty() : tensor<4x16x4x8xf32>
    %77 = linalg.generic {indexing_maps = [#map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<4x4x8x16xf32>) outs(%76 : tensor<4x16x4x8xf32>) attrs =  {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,16,4,8]{1,3,2,0}"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4x8xf32>
    %collapsed_27 = tensor.collapse_shape %77 [[0], [1], [2, 3]] : tensor<4x16x4x8xf32> into tensor<4x16x32xf32>
    %78 = tensor.empty() : tensor<4x4x16x8xf32>
    %79 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<4x16x4x8xf32>) outs(%78 : tensor<4x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x4x16x8xf32>
    %80 = tensor.empty() : tensor<4x4x8x16xf32>
    %81 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<4x16x4x8xf32>) outs(%80 : tensor<4x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x4x8x16xf32>
    %collapsed_28 = tensor.collapse_shape %79 [[0, 1], [2], [3]] : tensor<4x4x16x8xf32> into tensor<16x16x8xf32>
    %collapsed_29 = tensor.collapse_shape %81 [[0, 1], [2], [3]] : tensor<4x4x8x16xf32> into tensor<16x8x16xf32>
    %82 = tensor.empty() : tensor<16x16x16xf32>
    %83 = linalg.fill ins(%cst_6 : f32) outs(%82 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %84 = linalg.batch_matmul {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} ins(%collapsed_28, %collapsed_29 : tensor<16x16x8xf32>, tensor<16x8x16xf32>) outs(%83 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %expanded_30 = tensor.expand_shape %84 [[0, 1], [2], [3]] output_shape [4, 4, 16, 16] : tensor<16x16x16xf32> into tensor<4x4x16x16xf32>
    %85 = tensor.empty() : tensor<4x4x16x16xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30, %40 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%85 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %160 = arith.mulf %in, %in_42 : f32
      linalg.yield %160 : f32
    } -> tensor<4x4x16x16xf32>
    %87 = tensor.empty() : tensor<4x4x16xf32>
    %88 = linalg.fill ins(%cst_6 : f32) outs(%87 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<4x4x16x16xf32>) outs(%88 : tensor<4x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %out, %in : f32
      linalg.yield %160 : f32
    } -> tensor<4x4x16xf32>
    %90 = tensor.empty() : tensor<4x4x16x16xf32>
    %91 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89 : tensor<4x4x16xf32>) outs(%90 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x4x16x16xf32>
    %92 = tensor.empty() : tensor<4x4x16x16xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30, %91 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%92 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %160 = arith.subf %in, %in_42 : f32
      linalg.yield %160 : f32
    } -> tensor<4x4x16x16xf32>
    %94 = tensor.empty() : tensor<4x4x16x16xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %40 : tensor<4x4x16x16xf32>, tensor<4x4x16x16xf32>) outs(%94 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %160 = arith.mulf %in, %in_42 : f32
      linalg.yield %160 : f32
    } -> tensor<4x4x16x16xf32>
    %96 = tensor.empty() : tensor<4x4x16x16xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_7, %95 : tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>) outs(%96 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: i1, %in_42: f32, %out: f32):
      %160 = arith.select %in, %in_42, %cst_6 : f32
      linalg.yield %160 : f32
    } -> tensor<4x4x16x16xf32>
    %98 = tensor.empty() : tensor<4x4x16x16xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97 : tensor<4x4x16x16xf32>) outs(%98 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.mulf %in, %cst_5 : f32
      linalg.yield %160 : f32
    } -> tensor<4x4x16x16xf32>
    %100 = tensor.empty() : tensor<4x4x16x8xf32>
    %101 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<4x16x4x8xf32>) outs(%100 : tensor<4x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x4x16x8xf32>
    %collapsed_31 = tensor.collapse_shape %99 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32>
    %collapsed_32 = tensor.collapse_shape %101 [[0, 1], [2], [3]] : tensor<4x4x16x8xf32> into tensor<16x16x8xf32>
    %102 = tensor.empty() : tensor<16x16x8xf32>
    %103 = linalg.fill ins(%cst_6 : f32) outs(%102 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %104 = linalg.batch_matmul {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} ins(%collapsed_31, %collapsed_32 : tensor<16x16x16xf32>, tensor<16x16x8xf32>) outs(%103 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %expanded_33 = tensor.expand_shape %104 [[0, 1], [2], [3]] output_shape [4, 4, 16, 8] : tensor<16x16x8xf32> into tensor<4x4x16x8xf32>
    %105 = tensor.empty() : tensor<4x16x4x8xf32>
    %106 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<4x4x16x8xf32>) outs(%105 : tensor<4x16x4x8xf32>) attrs =  {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,16,4,8]{3,1,2,0}"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4x8xf32>
    %collapsed_34 = tensor.collapse_shape %106 [[0], [1], [2, 3]] : tensor<4x16x4x8xf32> into tensor<4x16x32xf32>
    %107 = tensor.empty() : tensor<4x4x16x16xf32>
    %108 = linalg.generic {indexing_maps = [#map10, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<4x4x16x16xf32>) outs(%107 : tensor<4x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x4x16x16xf32>
    %collapsed_35 = tensor.collapse_shape %108 [[0, 1], [2], [3]] : tensor<4x4x16x16xf32> into tensor<16x16x16xf32>
    %109 = tensor.empty() : tensor<16x16x8xf32>
    %110 = linalg.fill ins(%cst_6 : f32) outs(%109 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %111 = linalg.batch_matmul {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} ins(%collapsed_35, %collapsed_11 : tensor<16x16x16xf32>, tensor<16x16x8xf32>) outs(%110 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %expanded_36 = tensor.expand_shape %111 [[0, 1], [2], [3]] output_shape [4, 4, 16, 8] : tensor<16x16x8xf32> into tensor<4x4x16x8xf32>
    %112 = tensor.empty() : tensor<4x16x4x8xf32>
    %113 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<4x4x16x8xf32>) outs(%112 : tensor<4x16x4x8xf32>) attrs =  {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,16,4,8]{3,1,2,0}"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x4x8xf32>
    %collapsed_37 = tensor.collapse_shape %113 [[0], [1], [2, 3]] : tensor<4x16x4x8xf32> into tensor<4x16x32xf32>
    %114 = tensor.empty() : tensor<4x16x32xf32>
    %115 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<4x16x32xf32>) outs(%114 : tensor<4x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.mulf %in, %in : f32
      linalg.yield %160 : f32
    } -> tensor<4x16x32xf32>
    %116 = tensor.empty() : tensor<f32>
    %117 = linalg.fill ins(%cst_6 : f32) outs(%116 : tensor<f32>) -> tensor<f32>
    %118 = linalg.generic {indexing_maps = [#map6, #map11], iterator_types = ["reduction", "reduction", "reduction"]} ins(%115 : tensor<4x16x32xf32>) outs(%117 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %out, %in : f32
      linalg.yield %160 : f32
    } -> tensor<f32>
    %119 = tensor.empty() : tensor<f32>
    %120 = linalg.generic {indexing_maps = [#map12], iterator_types = []} outs(%119 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %121 = tensor.empty() : tensor<f32>
    %122 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = []} ins(%118, %120 : tensor<f32>, tensor<f32>) outs(%121 : tensor<f32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %160 = arith.divf %in, %in_42 : f32
      linalg.yield %160 : f32
    } -> tensor<f32>
    %123 = tensor.empty() : tensor<4x32x16xf32>
    %124 = linalg.generic {indexing_maps = [#map13, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x16x32xf32>) outs(%123 : tensor<4x32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x32x16xf32>
    %125 = tensor.empty() : tensor<4x32x32xf32>
    %126 = linalg.fill ins(%cst_6 : f32) outs(%125 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %127 = linalg.batch_matmul {mhlo.frontend_attributes = {grad_x = "false", grad_y = "true"}} ins(%124, %collapsed_34 : tensor<4x32x16xf32>, tensor<4x16x32xf32>) outs(%126 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %128 = tensor.empty() : tensor<32x32xf32>
    %129 = linalg.fill ins(%cst_6 : f32) outs(%128 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %130 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<4x32x32xf32>) outs(%129 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %out, %in : f32
      linalg.yield %160 : f32
    } -> tensor<32x32xf32>
    %expanded_38 = tensor.expand_shape %130 [[0], [1, 2]] output_shape [32, 4, 8] : tensor<32x32xf32> into tensor<32x4x8xf32>
    %131 = tensor.empty() : tensor<4x8xf32>
    %132 = linalg.fill ins(%cst_6 : f32) outs(%131 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %133 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%106 : tensor<4x16x4x8xf32>) outs(%132 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %out, %in : f32
      linalg.yield %160 : f32
    } -> tensor<4x8xf32>
    %134 = tensor.empty() : tensor<4x32x32xf32>
    %135 = linalg.fill ins(%cst_6 : f32) outs(%134 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %136 = linalg.batch_matmul {mhlo.frontend_attributes = {grad_x = "false", grad_y = "true"}} ins(%124, %collapsed_37 : tensor<4x32x16xf32>, tensor<4x16x32xf32>) outs(%135 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %137 = tensor.empty() : tensor<32x32xf32>
    %138 = linalg.fill ins(%cst_6 : f32) outs(%137 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %139 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<4x32x32xf32>) outs(%138 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %out, %in : f32
      linalg.yield %160 : f32
    } -> tensor<32x32xf32>
    %expanded_39 = tensor.expand_shape %139 [[0], [1, 2]] output_shape [32, 4, 8] : tensor<32x32xf32> into tensor<32x4x8xf32>
    %140 = tensor.empty() : tensor<4x32x32xf32>
    %141 = linalg.fill ins(%cst_6 : f32) outs(%140 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %142 = linalg.batch_matmul {mhlo.frontend_attributes = {grad_x = "false", grad_y = "true"}} ins(%124, %collapsed_27 : tensor<4x32x16xf32>, tensor<4x16x32xf32>) outs(%141 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %143 = tensor.empty() : tensor<32x32xf32>
    %144 = linalg.fill ins(%cst_6 : f32) outs(%143 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %145 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "reduction"]} ins(%142 : tensor<4x32x32xf32>) outs(%144 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %out, %in : f32
      linalg.yield %160 : f32
    } -> tensor<32x32xf32>
    %expanded_40 = tensor.expand_shape %145 [[0], [1, 2]] output_shape [32, 4, 8] : tensor<32x32xf32> into tensor<32x4x8xf32>
    %146 = tensor.empty() : tensor<4x8xf32>
    %147 = linalg.fill ins(%cst_6 : f32) outs(%146 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %148 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%77 : tensor<4x16x4x8xf32>) outs(%147 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %out, %in : f32
      linalg.yield %160 : f32
    } -> tensor<4x8xf32>
    %149 = tensor.empty() : tensor<4x32x16xf32>
    %150 = linalg.generic {indexing_maps = [#map13, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_19 : tensor<4x16x32xf32>) outs(%149 : tensor<4x32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x32x16xf32>
    %151 = tensor.empty() : tensor<4x32x32xf32>
    %152 = linalg.fill ins(%cst_6 : f32) outs(%151 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %153 = linalg.batch_matmul {mhlo.frontend_attributes = {grad_x = "false", grad_y = "true"}} ins(%150, %65 : tensor<4x32x16xf32>, tensor<4x16x32xf32>) outs(%152 : tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %154 = tensor.empty() : tensor<32x32xf32>
    %155 = linalg.fill ins(%cst_6 : f32) outs(%154 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %156 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "reduction"]} ins(%153 : tensor<4x32x32xf32>) outs(%155 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %out, %in : f32
      linalg.yield %160 : f32
    } -> tensor<32x32xf32>
    %expanded_41 = tensor.expand_shape %156 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %157 = tensor.empty() : tensor<32xf32>
    %158 = linalg.fill ins(%cst_2 : f32) outs(%157 : tensor<32xf32>) -> tensor<32xf32>
    %159 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%65 : tensor<4x16x32xf32>) outs(%158 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %160 = arith.addf %out, %in : f32
      linalg.yield %160 : f32
    } -> tensor<32xf32>
    return %61, %122, %expanded_38, %133, %expanded_39, %expanded_40, %148, %expanded_41, %159 : tensor<4x16x32xf32>, tensor<f32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<4x8x32xf32>, tensor<32xf32>
  }
}
