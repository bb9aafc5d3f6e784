#map = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3, d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map6 = affine_map<() -> ()>
#map7 = affine_map<(d0) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d3, d1, d2, d0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
module @jit__lambda {
  dtensor.mesh @mesh <[h = 2], cpu>
  func.func @main(%arg0: tensor<2x8x8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, h, unsharded, unsharded]>}, %arg1: tensor<3x3x4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded, unsharded]>}, %arg2: tensor<3x3x4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded, unsharded]>}, %arg3: tensor<4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, %arg4: tensor<4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}) -> (tensor<3x3x4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded, unsharded]>}, tensor<3x3x4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, unsharded, unsharded]>}) attributes {dtensor.local_view} {
    %c2 = arith.constant 2 : index
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %cst_1 = arith.constant 9.99999974E-6 : f32
    %cst_2 = arith.constant 0x7FC00000 : f32
    %cst_3 = arith.constant 2.000000e+00 : f32
    %cst_4 = arith.constant 2.560000e+02 : f32
    %cst_5 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x8x8x4xf32>
    %1 = linalg.fill ins(%cst_5 : f32) outs(%0 : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %2 = dtensor.all_gather %arg0 on @mesh[h] dim 1 : tensor<2x8x8x4xf32> -> tensor<2x16x8x4xf32>
    %padded = tensor.pad %2 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg5: index, %arg6: index, %arg7: index, %arg8: index):
      tensor.yield %cst_5 : f32
    } : tensor<2x16x8x4xf32> to tensor<2x18x10x4xf32>
    %3 = dtensor.all_gather %1 on @mesh[h] dim 1 : tensor<2x8x8x4xf32> -> tensor<2x16x8x4xf32>
    %4 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<2x18x10x4xf32>, tensor<3x3x4x4xf32>) outs(%3 : tensor<2x16x8x4xf32>) -> tensor<2x16x8x4xf32>
    %5 = tensor.empty() : tensor<4xf32>
    %6 = linalg.fill ins(%cst_5 : f32) outs(%5 : tensor<4xf32>) -> tensor<4xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%4 : tensor<2x16x8x4xf32>) outs(%6 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.addf %out, %in : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %8 = tensor.empty() : tensor<4xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%7 : tensor<4xf32>) outs(%8 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.divf %in, %cst_4 : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %10 = tensor.empty() : tensor<1x1x1x4xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7 : tensor<4xf32>) outs(%10 : tensor<1x1x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x4xf32>
    %12 = tensor.empty() : tensor<1x1x1x4xf32>
    %13 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x1x1x4xf32>) outs(%12 : tensor<1x1x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.divf %in, %cst_4 : f32
      linalg.yield %173 : f32
    } -> tensor<1x1x1x4xf32>
    %14 = tensor.empty() : tensor<2x16x8x4xf32>
    %15 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x1x1x4xf32>) outs(%14 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x8x4xf32>
    %16 = tensor.empty() : tensor<2x16x8x4xf32>
    %17 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %15 : tensor<2x16x8x4xf32>, tensor<2x16x8x4xf32>) outs(%16 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %173 = arith.subf %in, %in_13 : f32
      linalg.yield %173 : f32
    } -> tensor<2x16x8x4xf32>
    %18 = tensor.empty() : tensor<2x16x8x4xf32>
    %19 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<2x16x8x4xf32>) outs(%18 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.mulf %in, %in : f32
      linalg.yield %173 : f32
    } -> tensor<2x16x8x4xf32>
    %20 = tensor.empty() : tensor<2x16x8x4xf32>
    %21 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<2x16x8x4xf32>) outs(%20 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.mulf %in, %cst_3 : f32
      linalg.yield %173 : f32
    } -> tensor<2x16x8x4xf32>
    %22 = tensor.empty() : tensor<f32>
    %23 = linalg.generic {indexing_maps = [#map6], iterator_types = []} outs(%22 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_5 : f32
    } -> tensor<f32>
    %24 = tensor.empty() : tensor<f32>
    %25 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%23 : tensor<f32>) outs(%24 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.subf %cst_4, %in : f32
      linalg.yield %173 : f32
    } -> tensor<f32>
    %26 = tensor.empty() : tensor<4xf32>
    %27 = linalg.fill ins(%cst_5 : f32) outs(%26 : tensor<4xf32>) -> tensor<4xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%19 : tensor<2x16x8x4xf32>) outs(%27 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.addf %out, %in : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %29 = tensor.empty() : tensor<4xf32>
    %30 = linalg.generic {indexing_maps = [#map7, #map2], iterator_types = ["parallel"]} ins(%25 : tensor<f32>) outs(%29 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4xf32>
    %31 = tensor.empty() : tensor<4xf32>
    %32 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%28, %30 : tensor<4xf32>, tensor<4xf32>) outs(%31 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %173 = arith.divf %in, %in_13 : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %33 = tensor.empty() : tensor<i1>
    %34 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%25 : tensor<f32>) outs(%33 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %173 = arith.cmpf ogt, %in, %cst_5 : f32
      linalg.yield %173 : i1
    } -> tensor<i1>
    %35 = tensor.empty() : tensor<4xf32>
    %extracted = tensor.extract %34[] : tensor<i1>
    %36 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%32 : tensor<4xf32>) outs(%35 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.select %extracted, %in, %cst_2 : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %37 = tensor.empty() : tensor<2x16x8x4xf32>
    %38 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<4xf32>) outs(%37 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x8x4xf32>
    %39 = tensor.empty() : tensor<2x16x8x4xf32>
    %40 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %38 : tensor<2x16x8x4xf32>, tensor<2x16x8x4xf32>) outs(%39 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %173 = arith.subf %in, %in_13 : f32
      linalg.yield %173 : f32
    } -> tensor<2x16x8x4xf32>
    %41 = tensor.empty() : tensor<4xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%36 : tensor<4xf32>) outs(%41 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.addf %in, %cst_1 : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %43 = tensor.empty() : tensor<4xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%42 : tensor<4xf32>) outs(%43 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = math.sqrt %in : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %45 = tensor.empty() : tensor<4xf32>
    %46 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%44 : tensor<4xf32>) outs(%45 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.divf %cst_0, %in : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %47 = tensor.empty() : tensor<2x16x8x4xf32>
    %48 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<4xf32>) outs(%47 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x8x4xf32>
    %49 = tensor.empty() : tensor<2x16x8x4xf32>
    %50 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %48 : tensor<2x16x8x4xf32>, tensor<2x16x8x4xf32>) outs(%49 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %173 = arith.divf %in, %in_13 : f32
      linalg.yield %173 : f32
    } -> tensor<2x16x8x4xf32>
    %51 = tensor.empty() : tensor<4xf32>
    %52 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%44 : tensor<4xf32>) outs(%51 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.mulf %in, %in : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %53 = tensor.empty() : tensor<1x1x1x4xf32>
    %54 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<4xf32>) outs(%53 : tensor<1x1x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x4xf32>
    %55 = tensor.empty() : tensor<1x1x1x4xf32>
    %56 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x1x1x4xf32>) outs(%55 : tensor<1x1x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.divf %cst, %in : f32
      linalg.yield %173 : f32
    } -> tensor<1x1x1x4xf32>
    %57 = tensor.empty() : tensor<2x16x8x4xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg3 : tensor<4xf32>) outs(%57 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x8x4xf32>
    %59 = tensor.empty() : tensor<2x16x8x4xf32>
    %60 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %58 : tensor<2x16x8x4xf32>, tensor<2x16x8x4xf32>) outs(%59 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %173 = arith.mulf %in, %in_13 : f32
      linalg.yield %173 : f32
    } -> tensor<2x16x8x4xf32>
    %61 = tensor.empty() : tensor<2x16x8x4xf32>
    %62 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg4 : tensor<4xf32>) outs(%61 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x8x4xf32>
    %63 = tensor.empty() : tensor<2x16x8x4xf32>
    %64 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %62 : tensor<2x16x8x4xf32>, tensor<2x16x8x4xf32>) outs(%63 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %173 = arith.addf %in, %in_13 : f32
      linalg.yield %173 : f32
    } -> tensor<2x16x8x4xf32>
    %65 = tensor.empty() : tensor<2x16x8x4xf32>
    %66 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<2x16x8x4xf32>) outs(%65 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.maximumf %in, %cst_5 : f32
      linalg.yield %173 : f32
    } -> tensor<2x16x8x4xf32>
    %67 = tensor.empty() : tensor<2x16x8x4xi1>
    %68 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<2x16x8x4xf32>) outs(%67 : tensor<2x16x8x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %173 = arith.cmpf ogt, %in, %cst_5 : f32
      linalg.yield %173 : i1
    } -> tensor<2x16x8x4xi1>
    %69 = tensor.empty() : tensor<2x8x8x4xf32>
    %70 = linalg.fill ins(%cst_5 : f32) outs(%69 : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %padded_6 = tensor.pad %66 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg5: index, %arg6: index, %arg7: index, %arg8: index):
      tensor.yield %cst_5 : f32
    } : tensor<2x16x8x4xf32> to tensor<2x18x10x4xf32>
    %71 = dtensor.device_coords @mesh[h] : index
    %c8 = arith.constant 8 : index
    %72 = arith.muli %71, %c8 : index
    %c1 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %padded_6[0, %72, 0, 0] [2, 10, 10, 4] [1, 1, 1, 1] : tensor<2x18x10x4xf32> to tensor<2x10x10x4xf32>
    %73 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%extracted_slice, %arg2 : tensor<2x10x10x4xf32>, tensor<3x3x4x4xf32>) outs(%70 : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %74 = tensor.empty() : tensor<2x8x8x4xf32>
    %75 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %73 : tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) outs(%74 : tensor<2x8x8x4xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %173 = arith.addf %in, %in_13 : f32
      linalg.yield %173 : f32
    } -> tensor<2x8x8x4xf32>
    %76 = tensor.empty() : tensor<2x8x8x4xf32>
    %77 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<2x8x8x4xf32>) outs(%76 : tensor<2x8x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.maximumf %in, %cst_5 : f32
      linalg.yield %173 : f32
    } -> tensor<2x8x8x4xf32>
    %78 = tensor.empty() : tensor<2x8x8x4xi1>
    %79 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<2x8x8x4xf32>) outs(%78 : tensor<2x8x8x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %173 = arith.cmpf ogt, %in, %cst_5 : f32
      linalg.yield %173 : i1
    } -> tensor<2x8x8x4xi1>
    %80 = tensor.empty() : tensor<2x8x8x4xf32>
    %81 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x8x4xf32>) outs(%80 : tensor<2x8x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.mulf %in, %cst_3 : f32
      linalg.yield %173 : f32
    } -> tensor<2x8x8x4xf32>
    %82 = tensor.empty() : tensor<2x8x8x4xf32>
    %83 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %81 : tensor<2x8x8x4xi1>, tensor<2x8x8x4xf32>) outs(%82 : tensor<2x8x8x4xf32>) {
    ^bb0(%in: i1, %in_13: f32, %out: f32):
      %173 = arith.select %in, %in_13, %cst_5 : f32
      linalg.yield %173 : f32
    } -> tensor<2x8x8x4xf32>
    %84 = tensor.empty() : tensor<4x16x8x2xf32>
    %85 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<2x16x8x4xf32>) outs(%84 : tensor<4x16x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x16x8x2xf32>
    %86 = tensor.empty() : tensor<8x8x2x4xf32>
    %87 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83 : tensor<2x8x8x4xf32>) outs(%86 : tensor<8x8x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x8x2x4xf32>
    %88 = tensor.empty() : tensor<4x3x3x4xf32>
    %89 = linalg.fill ins(%cst_5 : f32) outs(%88 : tensor<4x3x3x4xf32>) -> tensor<4x3x3x4xf32>
    %padded_7 = tensor.pad %85 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg5: index, %arg6: index, %arg7: index, %arg8: index):
      tensor.yield %cst_5 : f32
    } : tensor<4x16x8x2xf32> to tensor<4x18x10x2xf32>
    %90 = dtensor.all_gather %87 on @mesh[h] dim 0 : tensor<8x8x2x4xf32> -> tensor<16x8x2x4xf32>
    %91 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_7, %90 : tensor<4x18x10x2xf32>, tensor<16x8x2x4xf32>) outs(%89 : tensor<4x3x3x4xf32>) -> tensor<4x3x3x4xf32>
    %92 = tensor.empty() : tensor<3x3x4x4xf32>
    %93 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<4x3x3x4xf32>) outs(%92 : tensor<3x3x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x3x4x4xf32>
    %94 = tensor.empty() : tensor<3x3x4x4xf32>
    %95 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%94 : tensor<3x3x4x4xf32>) {
    ^bb0(%out: f32):
      %173 = linalg.index 0 : index
      %174 = arith.subi %c2, %173 : index
      %175 = linalg.index 1 : index
      %176 = arith.subi %c2, %175 : index
      %177 = linalg.index 2 : index
      %178 = linalg.index 3 : index
      %extracted_13 = tensor.extract %arg2[%174, %176, %177, %178] : tensor<3x3x4x4xf32>
      linalg.yield %extracted_13 : f32
    } -> tensor<3x3x4x4xf32>
    %96 = tensor.empty() : tensor<3x3x4x4xf32>
    %97 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95 : tensor<3x3x4x4xf32>) outs(%96 : tensor<3x3x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x3x4x4xf32>
    %98 = tensor.empty() : tensor<2x8x8x4xf32>
    %99 = linalg.fill ins(%cst_5 : f32) outs(%98 : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %100 = dtensor.all_gather %83 on @mesh[h] dim 1 : tensor<2x8x8x4xf32> -> tensor<2x16x8x4xf32>
    %padded_8 = tensor.pad %100 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg5: index, %arg6: index, %arg7: index, %arg8: index):
      tensor.yield %cst_5 : f32
    } : tensor<2x16x8x4xf32> to tensor<2x18x10x4xf32>
    %101 = dtensor.all_gather %99 on @mesh[h] dim 1 : tensor<2x8x8x4xf32> -> tensor<2x16x8x4xf32>
    %102 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_8, %97 : tensor<2x18x10x4xf32>, tensor<3x3x4x4xf32>) outs(%101 : tensor<2x16x8x4xf32>) -> tensor<2x16x8x4xf32>
    %103 = tensor.empty() : tensor<2x16x8x4xf32>
    %104 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %102 : tensor<2x16x8x4xi1>, tensor<2x16x8x4xf32>) outs(%103 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: i1, %in_13: f32, %out: f32):
      %173 = arith.select %in, %in_13, %cst_5 : f32
      linalg.yield %173 : f32
    } -> tensor<2x16x8x4xf32>
    %105 = tensor.empty() : tensor<2x16x8x4xf32>
    %106 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %58 : tensor<2x16x8x4xf32>, tensor<2x16x8x4xf32>) outs(%105 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %173 = arith.mulf %in, %in_13 : f32
      linalg.yield %173 : f32
    } -> tensor<2x16x8x4xf32>
    %107 = tensor.empty() : tensor<2x16x8x4xf32>
    %108 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<1x1x1x4xf32>) outs(%107 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x8x4xf32>
    %109 = tensor.empty() : tensor<2x16x8x4xf32>
    %110 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %108 : tensor<2x16x8x4xf32>, tensor<2x16x8x4xf32>) outs(%109 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %173 = arith.mulf %in, %in_13 : f32
      linalg.yield %173 : f32
    } -> tensor<2x16x8x4xf32>
    %111 = tensor.empty() : tensor<2x16x8x4xf32>
    %112 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %40 : tensor<2x16x8x4xf32>, tensor<2x16x8x4xf32>) outs(%111 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %173 = arith.mulf %in, %in_13 : f32
      linalg.yield %173 : f32
    } -> tensor<2x16x8x4xf32>
    %113 = tensor.empty() : tensor<4xf32>
    %114 = linalg.fill ins(%cst_5 : f32) outs(%113 : tensor<4xf32>) -> tensor<4xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%112 : tensor<2x16x8x4xf32>) outs(%114 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.addf %out, %in : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %116 = tensor.empty() : tensor<4xf32>
    %117 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%115 : tensor<4xf32>) outs(%116 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.negf %in : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %expanded = tensor.expand_shape %117 [[0, 1, 2, 3]] output_shape [1, 1, 1, 4] : tensor<4xf32> into tensor<1x1x1x4xf32>
    %118 = tensor.empty() : tensor<2x16x8x4xf32>
    %119 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %48 : tensor<2x16x8x4xf32>, tensor<2x16x8x4xf32>) outs(%118 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %173 = arith.divf %in, %in_13 : f32
      linalg.yield %173 : f32
    } -> tensor<2x16x8x4xf32>
    %120 = tensor.empty() : tensor<4xf32>
    %121 = linalg.fill ins(%cst_5 : f32) outs(%120 : tensor<4xf32>) -> tensor<4xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded : tensor<1x1x1x4xf32>) outs(%121 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.addf %out, %in : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %123 = tensor.empty() : tensor<4xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%122, %46 : tensor<4xf32>, tensor<4xf32>) outs(%123 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %173 = arith.mulf %in, %in_13 : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %125 = tensor.empty() : tensor<2x16x8x4xf32>
    %126 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119 : tensor<2x16x8x4xf32>) outs(%125 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.negf %in : f32
      linalg.yield %173 : f32
    } -> tensor<2x16x8x4xf32>
    %127 = tensor.empty() : tensor<4xf32>
    %128 = linalg.fill ins(%cst_5 : f32) outs(%127 : tensor<4xf32>) -> tensor<4xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%126 : tensor<2x16x8x4xf32>) outs(%128 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.addf %out, %in : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %expanded_9 = tensor.expand_shape %129 [[0, 1, 2, 3]] output_shape [1, 1, 1, 4] : tensor<4xf32> into tensor<1x1x1x4xf32>
    %130 = tensor.empty() : tensor<4xf32>
    %131 = linalg.fill ins(%cst_5 : f32) outs(%130 : tensor<4xf32>) -> tensor<4xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_9 : tensor<1x1x1x4xf32>) outs(%131 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.addf %out, %in : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %133 = tensor.empty() : tensor<4xf32>
    %extracted_10 = tensor.extract %34[] : tensor<i1>
    %134 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%124 : tensor<4xf32>) outs(%133 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.select %extracted_10, %in, %cst_5 : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %135 = tensor.empty() : tensor<4xf32>
    %136 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%134, %30 : tensor<4xf32>, tensor<4xf32>) outs(%135 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %173 = arith.divf %in, %in_13 : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %137 = tensor.empty() : tensor<2x16x8x4xf32>
    %138 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136 : tensor<4xf32>) outs(%137 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x8x4xf32>
    %139 = tensor.empty() : tensor<2x16x8x4xf32>
    %140 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %21 : tensor<2x16x8x4xf32>, tensor<2x16x8x4xf32>) outs(%139 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %173 = arith.mulf %in, %in_13 : f32
      linalg.yield %173 : f32
    } -> tensor<2x16x8x4xf32>
    %141 = tensor.empty() : tensor<2x16x8x4xf32>
    %142 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140 : tensor<2x16x8x4xf32>) outs(%141 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.negf %in : f32
      linalg.yield %173 : f32
    } -> tensor<2x16x8x4xf32>
    %143 = tensor.empty() : tensor<4xf32>
    %144 = linalg.fill ins(%cst_5 : f32) outs(%143 : tensor<4xf32>) -> tensor<4xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%142 : tensor<2x16x8x4xf32>) outs(%144 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.addf %out, %in : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %expanded_11 = tensor.expand_shape %145 [[0, 1, 2, 3]] output_shape [1, 1, 1, 4] : tensor<4xf32> into tensor<1x1x1x4xf32>
    %146 = tensor.empty() : tensor<1x1x1x4xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<1x1x1x4xf32>) outs(%146 : tensor<1x1x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.divf %in, %cst_4 : f32
      linalg.yield %173 : f32
    } -> tensor<1x1x1x4xf32>
    %148 = tensor.empty() : tensor<4xf32>
    %149 = linalg.fill ins(%cst_5 : f32) outs(%148 : tensor<4xf32>) -> tensor<4xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%147 : tensor<1x1x1x4xf32>) outs(%149 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.addf %out, %in : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %151 = tensor.empty() : tensor<2x16x8x4xf32>
    %152 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150 : tensor<4xf32>) outs(%151 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x8x4xf32>
    %153 = tensor.empty() : tensor<2x16x8x4xf32>
    %154 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %152 : tensor<2x16x8x4xf32>, tensor<2x16x8x4xf32>) outs(%153 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %173 = arith.addf %in, %in_13 : f32
      linalg.yield %173 : f32
    } -> tensor<2x16x8x4xf32>
    %155 = tensor.empty() : tensor<2x16x8x4xf32>
    %156 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %154 : tensor<2x16x8x4xf32>, tensor<2x16x8x4xf32>) outs(%155 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %173 = arith.addf %in, %in_13 : f32
      linalg.yield %173 : f32
    } -> tensor<2x16x8x4xf32>
    %157 = tensor.empty() : tensor<4xf32>
    %158 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%132 : tensor<4xf32>) outs(%157 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %173 = arith.divf %in, %cst_4 : f32
      linalg.yield %173 : f32
    } -> tensor<4xf32>
    %159 = tensor.empty() : tensor<2x16x8x4xf32>
    %160 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158 : tensor<4xf32>) outs(%159 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x8x4xf32>
    %161 = tensor.empty() : tensor<2x16x8x4xf32>
    %162 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %160 : tensor<2x16x8x4xf32>, tensor<2x16x8x4xf32>) outs(%161 : tensor<2x16x8x4xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %173 = arith.addf %in, %in_13 : f32
      linalg.yield %173 : f32
    } -> tensor<2x16x8x4xf32>
    %163 = tensor.empty() : tensor<4x8x8x2xf32>
    %164 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x8x8x4xf32>) outs(%163 : tensor<4x8x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x8x2xf32>
    %165 = tensor.empty() : tensor<16x8x2x4xf32>
    %166 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162 : tensor<2x16x8x4xf32>) outs(%165 : tensor<16x8x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x8x2x4xf32>
    %167 = tensor.empty() : tensor<4x3x3x4xf32>
    %168 = linalg.fill ins(%cst_5 : f32) outs(%167 : tensor<4x3x3x4xf32>) -> tensor<4x3x3x4xf32>
    %169 = dtensor.all_gather %164 on @mesh[h] dim 1 : tensor<4x8x8x2xf32> -> tensor<4x16x8x2xf32>
    %padded_12 = tensor.pad %169 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg5: index, %arg6: index, %arg7: index, %arg8: index):
      tensor.yield %cst_5 : f32
    } : tensor<4x16x8x2xf32> to tensor<4x18x10x2xf32>
    %170 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_12, %166 : tensor<4x18x10x2xf32>, tensor<16x8x2x4xf32>) outs(%168 : tensor<4x3x3x4xf32>) -> tensor<4x3x3x4xf32>
    %171 = tensor.empty() : tensor<3x3x4x4xf32>
    %172 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<4x3x3x4xf32>) outs(%171 : tensor<3x3x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x3x4x4xf32>
    return %172, %93 : tensor<3x3x4x4xf32>, tensor<3x3x4x4xf32>
  }
}

