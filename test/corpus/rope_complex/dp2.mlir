#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
module @jit_rope_complex {
  dtensor.mesh @mesh <[x = 2], cpu>
  func.func @main(%arg0: tensor<2x8x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded, unsharded]>}, %arg1: tensor<32x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg2: tensor<32x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg3: tensor<32x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg4: tensor<32x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) -> (tensor<2x8x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded, unsharded]>}) {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant -1.000000e+09 : f32
    %cst_1 = arith.constant 2.82842708 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 1.000000e+04 : f32
    %cst_4 = arith.constant 8.000000e+00 : f32
    %cst_5 = arith.constant 2.000000e+00 : f32
    %cst_6 = arith.constant 0.000000e+00 : f32
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %0 = tensor.empty() : tensor<16x32xf32>
    %1 = linalg.fill ins(%cst_6 : f32) outs(%0 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %2 = linalg.matmul ins(%collapsed, %arg1 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%1 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded = tensor.expand_shape %2 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %3 = tensor.empty() : tensor<16x32xf32>
    %4 = linalg.fill ins(%cst_6 : f32) outs(%3 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %5 = linalg.matmul ins(%collapsed, %arg2 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%4 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_7 = tensor.expand_shape %5 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %6 = tensor.empty() : tensor<16x32xf32>
    %7 = linalg.fill ins(%cst_6 : f32) outs(%6 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %8 = linalg.matmul ins(%collapsed, %arg3 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%7 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_8 = tensor.expand_shape %8 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %9 = tensor.empty() : tensor<4xf32>
    %10 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%9 : tensor<4xf32>) {
    ^bb0(%out: f32):
      %138 = linalg.index 0 : index
      %139 = arith.index_cast %138 : index to i32
      %140 = arith.sitofp %139 : i32 to f32
      linalg.yield %140 : f32
    } -> tensor<4xf32>
    %11 = tensor.empty() : tensor<4xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%10 : tensor<4xf32>) outs(%11 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.mulf %in, %cst_5 : f32
      linalg.yield %138 : f32
    } -> tensor<4xf32>
    %13 = tensor.empty() : tensor<4xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%12 : tensor<4xf32>) outs(%13 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.addf %in, %cst_6 : f32
      linalg.yield %138 : f32
    } -> tensor<4xf32>
    %15 = tensor.empty() : tensor<4xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%14 : tensor<4xf32>) outs(%15 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.divf %in, %cst_4 : f32
      linalg.yield %138 : f32
    } -> tensor<4xf32>
    %17 = tensor.empty() : tensor<4xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%16 : tensor<4xf32>) outs(%17 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = math.powf %cst_3, %in : f32
      linalg.yield %138 : f32
    } -> tensor<4xf32>
    %19 = tensor.empty() : tensor<4xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%18 : tensor<4xf32>) outs(%19 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.divf %cst_2, %in : f32
      linalg.yield %138 : f32
    } -> tensor<4xf32>
    %21 = tensor.empty() : tensor<8xf32>
    %22 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%21 : tensor<8xf32>) {
    ^bb0(%out: f32):
      %138 = linalg.index 0 : index
      %139 = arith.index_cast %138 : index to i32
      %140 = arith.sitofp %139 : i32 to f32
      linalg.yield %140 : f32
    } -> tensor<8xf32>
    %23 = tensor.empty() : tensor<8x4xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<8xf32>) outs(%23 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4xf32>
    %25 = tensor.empty() : tensor<8x4xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<4xf32>) outs(%25 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4xf32>
    %27 = tensor.empty() : tensor<8x4xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%24, %26 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%27 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.mulf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<8x4xf32>
    %29 = tensor.empty() : tensor<8x4xcomplex<f32>>
    %30 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<8x4xf32>) outs(%29 : tensor<8x4xcomplex<f32>>) {
    ^bb0(%in: f32, %out: complex<f32>):
      %138 = complex.create %in, %cst_6 : complex<f32>
      linalg.yield %138 : complex<f32>
    } -> tensor<8x4xcomplex<f32>>
    %31 = tensor.empty() : tensor<8x4xf32>
    %32 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel"]} outs(%31 : tensor<8x4xf32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_6 : f32
    } -> tensor<8x4xf32>
    %33 = tensor.empty() : tensor<8x4xf32>
    %34 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<8x4xcomplex<f32>>) outs(%33 : tensor<8x4xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %138 = complex.re %in : complex<f32>
      linalg.yield %138 : f32
    } -> tensor<8x4xf32>
    %35 = tensor.empty() : tensor<8x4xf32>
    %36 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%32, %34 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%35 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.mulf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<8x4xf32>
    %37 = tensor.empty() : tensor<8x4xf32>
    %38 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel"]} outs(%37 : tensor<8x4xf32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_2 : f32
    } -> tensor<8x4xf32>
    %39 = tensor.empty() : tensor<8x4xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<8x4xcomplex<f32>>) outs(%39 : tensor<8x4xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %138 = complex.im %in : complex<f32>
      linalg.yield %138 : f32
    } -> tensor<8x4xf32>
    %41 = tensor.empty() : tensor<8x4xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%38, %40 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%41 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.mulf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<8x4xf32>
    %43 = tensor.empty() : tensor<8x4xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%36, %42 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%43 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.subf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<8x4xf32>
    %45 = tensor.empty() : tensor<8x4xf32>
    %46 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%32, %40 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%45 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.mulf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<8x4xf32>
    %47 = tensor.empty() : tensor<8x4xf32>
    %48 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%38, %34 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%47 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.mulf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<8x4xf32>
    %49 = tensor.empty() : tensor<8x4xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%46, %48 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%49 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.addf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<8x4xf32>
    %51 = tensor.empty() : tensor<8x4xf32>
    %52 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%50 : tensor<8x4xf32>) outs(%51 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = math.cos %in : f32
      linalg.yield %138 : f32
    } -> tensor<8x4xf32>
    %53 = tensor.empty() : tensor<8x4xf32>
    %54 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<8x4xf32>) outs(%53 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = math.exp %in : f32
      linalg.yield %138 : f32
    } -> tensor<8x4xf32>
    %55 = tensor.empty() : tensor<8x4xf32>
    %56 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%52, %54 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%55 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.mulf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<8x4xf32>
    %57 = tensor.empty() : tensor<8x4xf32>
    %58 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%50 : tensor<8x4xf32>) outs(%57 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = math.sin %in : f32
      linalg.yield %138 : f32
    } -> tensor<8x4xf32>
    %59 = tensor.empty() : tensor<8x4xf32>
    %60 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%58, %54 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%59 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.mulf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<8x4xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0, 0] [2, 8, 4, 4] [1, 1, 1, 2] : tensor<2x8x4x8xf32> to tensor<2x8x4x4xf32>
    %extracted_slice_9 = tensor.extract_slice %expanded[0, 0, 0, 1] [2, 8, 4, 4] [1, 1, 1, 2] : tensor<2x8x4x8xf32> to tensor<2x8x4x4xf32>
    %61 = tensor.empty() : tensor<2x8x4x4xf32>
    %62 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<8x4xf32>) outs(%61 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x4xf32>
    %63 = tensor.empty() : tensor<2x8x4x4xf32>
    %64 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %62 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%63 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.mulf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<2x8x4x4xf32>
    %65 = tensor.empty() : tensor<2x8x4x4xf32>
    %66 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<8x4xf32>) outs(%65 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x4xf32>
    %67 = tensor.empty() : tensor<2x8x4x4xf32>
    %68 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_9, %66 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%67 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.mulf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<2x8x4x4xf32>
    %69 = tensor.empty() : tensor<2x8x4x4xf32>
    %70 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %68 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%69 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.subf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<2x8x4x4xf32>
    %71 = tensor.empty() : tensor<2x8x4x4xf32>
    %72 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %66 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%71 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.mulf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<2x8x4x4xf32>
    %73 = tensor.empty() : tensor<2x8x4x4xf32>
    %74 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_9, %62 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%73 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.mulf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<2x8x4x4xf32>
    %75 = tensor.empty() : tensor<2x8x4x4xf32>
    %76 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %74 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%75 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.addf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<2x8x4x4xf32>
    %expanded_10 = tensor.expand_shape %70 [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 4, 1] : tensor<2x8x4x4xf32> into tensor<2x8x4x4x1xf32>
    %expanded_11 = tensor.expand_shape %76 [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 4, 1] : tensor<2x8x4x4xf32> into tensor<2x8x4x4x1xf32>
    %77 = tensor.empty() : tensor<2x8x4x4x2xf32>
    %inserted_slice = tensor.insert_slice %expanded_10 into %77[0, 0, 0, 0, 0] [2, 8, 4, 4, 1] [1, 1, 1, 1, 1] : tensor<2x8x4x4x1xf32> into tensor<2x8x4x4x2xf32>
    %inserted_slice_12 = tensor.insert_slice %expanded_11 into %inserted_slice[0, 0, 0, 0, 1] [2, 8, 4, 4, 1] [1, 1, 1, 1, 1] : tensor<2x8x4x4x1xf32> into tensor<2x8x4x4x2xf32>
    %collapsed_13 = tensor.collapse_shape %inserted_slice_12 [[0], [1], [2], [3, 4]] : tensor<2x8x4x4x2xf32> into tensor<2x8x4x8xf32>
    %extracted_slice_14 = tensor.extract_slice %expanded_7[0, 0, 0, 0] [2, 8, 4, 4] [1, 1, 1, 2] : tensor<2x8x4x8xf32> to tensor<2x8x4x4xf32>
    %extracted_slice_15 = tensor.extract_slice %expanded_7[0, 0, 0, 1] [2, 8, 4, 4] [1, 1, 1, 2] : tensor<2x8x4x8xf32> to tensor<2x8x4x4xf32>
    %78 = tensor.empty() : tensor<2x8x4x4xf32>
    %79 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_14, %62 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%78 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.mulf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<2x8x4x4xf32>
    %80 = tensor.empty() : tensor<2x8x4x4xf32>
    %81 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_15, %66 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%80 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.mulf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<2x8x4x4xf32>
    %82 = tensor.empty() : tensor<2x8x4x4xf32>
    %83 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %81 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%82 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.subf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<2x8x4x4xf32>
    %84 = tensor.empty() : tensor<2x8x4x4xf32>
    %85 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_14, %66 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%84 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.mulf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<2x8x4x4xf32>
    %86 = tensor.empty() : tensor<2x8x4x4xf32>
    %87 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_15, %62 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%86 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.mulf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<2x8x4x4xf32>
    %88 = tensor.empty() : tensor<2x8x4x4xf32>
    %89 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %87 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%88 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.addf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<2x8x4x4xf32>
    %expanded_16 = tensor.expand_shape %83 [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 4, 1] : tensor<2x8x4x4xf32> into tensor<2x8x4x4x1xf32>
    %expanded_17 = tensor.expand_shape %89 [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 4, 1] : tensor<2x8x4x4xf32> into tensor<2x8x4x4x1xf32>
    %90 = tensor.empty() : tensor<2x8x4x4x2xf32>
    %inserted_slice_18 = tensor.insert_slice %expanded_16 into %90[0, 0, 0, 0, 0] [2, 8, 4, 4, 1] [1, 1, 1, 1, 1] : tensor<2x8x4x4x1xf32> into tensor<2x8x4x4x2xf32>
    %inserted_slice_19 = tensor.insert_slice %expanded_17 into %inserted_slice_18[0, 0, 0, 0, 1] [2, 8, 4, 4, 1] [1, 1, 1, 1, 1] : tensor<2x8x4x4x1xf32> into tensor<2x8x4x4x2xf32>
    %collapsed_20 = tensor.collapse_shape %inserted_slice_19 [[0], [1], [2], [3, 4]] : tensor<2x8x4x4x2xf32> into tensor<2x8x4x8xf32>
    %91 = tensor.empty() : tensor<2x4x8x8xf32>
    %92 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_13 : tensor<2x8x4x8xf32>) outs(%91 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x8xf32>
    %93 = tensor.empty() : tensor<2x4x8x8xf32>
    %94 = linalg.generic {indexing_maps = [#map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_20 : tensor<2x8x4x8xf32>) outs(%93 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_21 = tensor.collapse_shape %92 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_22 = tensor.collapse_shape %94 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %95 = tensor.empty() : tensor<8x8x8xf32>
    %96 = linalg.fill ins(%cst_6 : f32) outs(%95 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %97 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%96 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_23 = tensor.expand_shape %97 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %98 = tensor.empty() : tensor<2x4x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<2x4x8x8xf32>) outs(%98 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.divf %in, %cst_1 : f32
      linalg.yield %138 : f32
    } -> tensor<2x4x8x8xf32>
    %100 = tensor.empty() : tensor<8x8xi32>
    %101 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel"]} outs(%100 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %138 = linalg.index 0 : index
      %139 = arith.index_cast %138 : index to i32
      linalg.yield %139 : i32
    } -> tensor<8x8xi32>
    %102 = tensor.empty() : tensor<8x8xi32>
    %103 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel"]} outs(%102 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %138 = linalg.index 1 : index
      %139 = arith.index_cast %138 : index to i32
      linalg.yield %139 : i32
    } -> tensor<8x8xi32>
    %104 = tensor.empty() : tensor<8x8xi1>
    %105 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%101, %103 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%104 : tensor<8x8xi1>) {
    ^bb0(%in: i32, %in_29: i32, %out: i1):
      %138 = arith.cmpi sge, %in, %in_29 : i32
      linalg.yield %138 : i1
    } -> tensor<8x8xi1>
    %106 = tensor.empty() : tensor<2x4x8x8xi1>
    %107 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105 : tensor<8x8xi1>) outs(%106 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x4x8x8xi1>
    %108 = tensor.empty() : tensor<2x4x8x8xf32>
    %109 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %99 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>) outs(%108 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_29: f32, %out: f32):
      %138 = arith.select %in, %in_29, %cst_0 : f32
      linalg.yield %138 : f32
    } -> tensor<2x4x8x8xf32>
    %110 = tensor.empty() : tensor<2x4x8xf32>
    %111 = linalg.fill ins(%cst : f32) outs(%110 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %112 = linalg.generic {indexing_maps = [#map5, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%109 : tensor<2x4x8x8xf32>) outs(%111 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.maximumf %out, %in : f32
      linalg.yield %138 : f32
    } -> tensor<2x4x8xf32>
    %113 = tensor.empty() : tensor<2x4x8x8xf32>
    %114 = linalg.generic {indexing_maps = [#map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<2x4x8xf32>) outs(%113 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x8xf32>
    %115 = tensor.empty() : tensor<2x4x8x8xf32>
    %116 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %114 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%115 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.subf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<2x4x8x8xf32>
    %117 = tensor.empty() : tensor<2x4x8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<2x4x8x8xf32>) outs(%117 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = math.exp %in : f32
      linalg.yield %138 : f32
    } -> tensor<2x4x8x8xf32>
    %119 = tensor.empty() : tensor<2x4x8xf32>
    %120 = linalg.fill ins(%cst_6 : f32) outs(%119 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %121 = linalg.generic {indexing_maps = [#map5, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%118 : tensor<2x4x8x8xf32>) outs(%120 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.addf %out, %in : f32
      linalg.yield %138 : f32
    } -> tensor<2x4x8xf32>
    %122 = tensor.empty() : tensor<2x4x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<2x4x8xf32>) outs(%122 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x8xf32>
    %124 = tensor.empty() : tensor<2x4x8x8xf32>
    %125 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %123 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%124 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %138 = arith.divf %in, %in_29 : f32
      linalg.yield %138 : f32
    } -> tensor<2x4x8x8xf32>
    %126 = tensor.empty() : tensor<2x4x8x8xf32>
    %127 = linalg.generic {indexing_maps = [#map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_8 : tensor<2x8x4x8xf32>) outs(%126 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x8xf32>
    %128 = tensor.empty() : tensor<2x4x8x8xf32>
    %129 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125 : tensor<2x4x8x8xf32>) outs(%128 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_24 = tensor.collapse_shape %127 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_25 = tensor.collapse_shape %129 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %130 = tensor.empty() : tensor<8x8x8xf32>
    %131 = linalg.fill ins(%cst_6 : f32) outs(%130 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %132 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%131 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_26 = tensor.expand_shape %132 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %133 = tensor.empty() : tensor<2x8x4x8xf32>
    %134 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<2x4x8x8xf32>) outs(%133 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %collapsed_27 = tensor.collapse_shape %134 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %135 = tensor.empty() : tensor<16x32xf32>
    %136 = linalg.fill ins(%cst_6 : f32) outs(%135 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %137 = linalg.matmul ins(%collapsed_27, %arg4 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%136 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_28 = tensor.expand_shape %137 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    return %expanded_28 : tensor<2x8x32xf32>
  }
}
