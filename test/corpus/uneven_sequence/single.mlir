#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module @jit_uneven_sequence {
  func.func @main(%arg0: tensor<2x33x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x96xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x128xf32>, %arg8: tensor<128x32xf32>) -> tensor<2x33x32xf32> {
    %cst = arith.constant 5.000000e-01 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0.797884583 : f32
    %cst_2 = arith.constant 4.471500e-02 : f32
    %cst_3 = arith.constant 0xFF800000 : f32
    %cst_4 = arith.constant -1.000000e+09 : f32
    %cst_5 = arith.constant 2.82842708 : f32
    %cst_6 = arith.constant 9.99999974E-6 : f32
    %cst_7 = arith.constant 3.200000e+01 : f32
    %cst_8 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x33xf32>
    %1 = linalg.fill ins(%cst_8 : f32) outs(%0 : tensor<2x33xf32>) -> tensor<2x33xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<2x33x32xf32>) outs(%1 : tensor<2x33xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.addf %out, %in : f32
      linalg.yield %142 : f32
    } -> tensor<2x33xf32>
    %expanded = tensor.expand_shape %2 [[0], [1, 2]] output_shape [2, 33, 1] : tensor<2x33xf32> into tensor<2x33x1xf32>
    %3 = tensor.empty() : tensor<2x33x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x33x1xf32>) outs(%3 : tensor<2x33x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.divf %in, %cst_7 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x1xf32>
    %5 = tensor.empty() : tensor<2x33x32xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x33x1xf32>) outs(%5 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x33x32xf32>
    %7 = tensor.empty() : tensor<2x33x32xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %6 : tensor<2x33x32xf32>, tensor<2x33x32xf32>) outs(%7 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %142 = arith.subf %in, %in_30 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x32xf32>
    %9 = tensor.empty() : tensor<2x33x32xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x33x32xf32>) outs(%9 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.mulf %in, %in : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x32xf32>
    %11 = tensor.empty() : tensor<2x33xf32>
    %12 = linalg.fill ins(%cst_8 : f32) outs(%11 : tensor<2x33xf32>) -> tensor<2x33xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<2x33x32xf32>) outs(%12 : tensor<2x33xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.addf %out, %in : f32
      linalg.yield %142 : f32
    } -> tensor<2x33xf32>
    %expanded_9 = tensor.expand_shape %13 [[0], [1, 2]] output_shape [2, 33, 1] : tensor<2x33xf32> into tensor<2x33x1xf32>
    %14 = tensor.empty() : tensor<2x33x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_9 : tensor<2x33x1xf32>) outs(%14 : tensor<2x33x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.divf %in, %cst_7 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x1xf32>
    %16 = tensor.empty() : tensor<2x33x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x33x1xf32>) outs(%16 : tensor<2x33x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.addf %in, %cst_6 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x1xf32>
    %18 = tensor.empty() : tensor<2x33x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x33x1xf32>) outs(%18 : tensor<2x33x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = math.sqrt %in : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x1xf32>
    %20 = tensor.empty() : tensor<2x33x32xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<2x33x1xf32>) outs(%20 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x33x32xf32>
    %22 = tensor.empty() : tensor<2x33x32xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %21 : tensor<2x33x32xf32>, tensor<2x33x32xf32>) outs(%22 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %142 = arith.divf %in, %in_30 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x32xf32>
    %24 = tensor.empty() : tensor<2x33x32xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<32xf32>) outs(%24 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x33x32xf32>
    %26 = tensor.empty() : tensor<2x33x32xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %25 : tensor<2x33x32xf32>, tensor<2x33x32xf32>) outs(%26 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %142 = arith.mulf %in, %in_30 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x32xf32>
    %28 = tensor.empty() : tensor<2x33x32xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<32xf32>) outs(%28 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x33x32xf32>
    %30 = tensor.empty() : tensor<2x33x32xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %29 : tensor<2x33x32xf32>, tensor<2x33x32xf32>) outs(%30 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %142 = arith.addf %in, %in_30 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x32xf32>
    %collapsed = tensor.collapse_shape %31 [[0, 1], [2]] : tensor<2x33x32xf32> into tensor<66x32xf32>
    %32 = tensor.empty() : tensor<66x96xf32>
    %33 = linalg.fill ins(%cst_8 : f32) outs(%32 : tensor<66x96xf32>) -> tensor<66x96xf32>
    %34 = linalg.matmul ins(%collapsed, %arg3 : tensor<66x32xf32>, tensor<32x96xf32>) outs(%33 : tensor<66x96xf32>) -> tensor<66x96xf32>
    %expanded_10 = tensor.expand_shape %34 [[0, 1], [2]] output_shape [2, 33, 96] : tensor<66x96xf32> into tensor<2x33x96xf32>
    %extracted_slice = tensor.extract_slice %expanded_10[0, 0, 0] [2, 33, 32] [1, 1, 1] : tensor<2x33x96xf32> to tensor<2x33x32xf32>
    %extracted_slice_11 = tensor.extract_slice %expanded_10[0, 0, 32] [2, 33, 32] [1, 1, 1] : tensor<2x33x96xf32> to tensor<2x33x32xf32>
    %extracted_slice_12 = tensor.extract_slice %expanded_10[0, 0, 64] [2, 33, 32] [1, 1, 1] : tensor<2x33x96xf32> to tensor<2x33x32xf32>
    %expanded_13 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 33, 4, 8] : tensor<2x33x32xf32> into tensor<2x33x4x8xf32>
    %35 = tensor.empty() : tensor<2x4x33x8xf32>
    %36 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<2x33x4x8xf32>) outs(%35 : tensor<2x4x33x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x33x8xf32>
    %expanded_14 = tensor.expand_shape %extracted_slice_11 [[0], [1], [2, 3]] output_shape [2, 33, 4, 8] : tensor<2x33x32xf32> into tensor<2x33x4x8xf32>
    %37 = tensor.empty() : tensor<2x4x33x8xf32>
    %38 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<2x33x4x8xf32>) outs(%37 : tensor<2x4x33x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x33x8xf32>
    %expanded_15 = tensor.expand_shape %extracted_slice_12 [[0], [1], [2, 3]] output_shape [2, 33, 4, 8] : tensor<2x33x32xf32> into tensor<2x33x4x8xf32>
    %39 = tensor.empty() : tensor<2x4x33x8xf32>
    %40 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15 : tensor<2x33x4x8xf32>) outs(%39 : tensor<2x4x33x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x33x8xf32>
    %41 = tensor.empty() : tensor<2x4x8x33xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<2x4x33x8xf32>) outs(%41 : tensor<2x4x8x33xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x33xf32>
    %collapsed_16 = tensor.collapse_shape %36 [[0, 1], [2], [3]] : tensor<2x4x33x8xf32> into tensor<8x33x8xf32>
    %collapsed_17 = tensor.collapse_shape %42 [[0, 1], [2], [3]] : tensor<2x4x8x33xf32> into tensor<8x8x33xf32>
    %43 = tensor.empty() : tensor<8x33x33xf32>
    %44 = linalg.fill ins(%cst_8 : f32) outs(%43 : tensor<8x33x33xf32>) -> tensor<8x33x33xf32>
    %45 = linalg.batch_matmul ins(%collapsed_16, %collapsed_17 : tensor<8x33x8xf32>, tensor<8x8x33xf32>) outs(%44 : tensor<8x33x33xf32>) -> tensor<8x33x33xf32>
    %expanded_18 = tensor.expand_shape %45 [[0, 1], [2], [3]] output_shape [2, 4, 33, 33] : tensor<8x33x33xf32> into tensor<2x4x33x33xf32>
    %46 = tensor.empty() : tensor<2x4x33x33xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<2x4x33x33xf32>) outs(%46 : tensor<2x4x33x33xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.divf %in, %cst_5 : f32
      linalg.yield %142 : f32
    } -> tensor<2x4x33x33xf32>
    %48 = tensor.empty() : tensor<33x33xi32>
    %49 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel"]} outs(%48 : tensor<33x33xi32>) {
    ^bb0(%out: i32):
      %142 = linalg.index 0 : index
      %143 = arith.index_cast %142 : index to i32
      linalg.yield %143 : i32
    } -> tensor<33x33xi32>
    %50 = tensor.empty() : tensor<33x33xi32>
    %51 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel"]} outs(%50 : tensor<33x33xi32>) {
    ^bb0(%out: i32):
      %142 = linalg.index 1 : index
      %143 = arith.index_cast %142 : index to i32
      linalg.yield %143 : i32
    } -> tensor<33x33xi32>
    %52 = tensor.empty() : tensor<33x33xi1>
    %53 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%49, %51 : tensor<33x33xi32>, tensor<33x33xi32>) outs(%52 : tensor<33x33xi1>) {
    ^bb0(%in: i32, %in_30: i32, %out: i1):
      %142 = arith.cmpi sge, %in, %in_30 : i32
      linalg.yield %142 : i1
    } -> tensor<33x33xi1>
    %54 = tensor.empty() : tensor<2x4x33x33xi1>
    %55 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<33x33xi1>) outs(%54 : tensor<2x4x33x33xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x4x33x33xi1>
    %56 = tensor.empty() : tensor<2x4x33x33xf32>
    %57 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %47 : tensor<2x4x33x33xi1>, tensor<2x4x33x33xf32>) outs(%56 : tensor<2x4x33x33xf32>) {
    ^bb0(%in: i1, %in_30: f32, %out: f32):
      %142 = arith.select %in, %in_30, %cst_4 : f32
      linalg.yield %142 : f32
    } -> tensor<2x4x33x33xf32>
    %58 = tensor.empty() : tensor<2x4x33xf32>
    %59 = linalg.fill ins(%cst_3 : f32) outs(%58 : tensor<2x4x33xf32>) -> tensor<2x4x33xf32>
    %60 = linalg.generic {indexing_maps = [#map5, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%57 : tensor<2x4x33x33xf32>) outs(%59 : tensor<2x4x33xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.maximumf %out, %in : f32
      linalg.yield %142 : f32
    } -> tensor<2x4x33xf32>
    %61 = tensor.empty() : tensor<2x4x33x33xf32>
    %62 = linalg.generic {indexing_maps = [#map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<2x4x33xf32>) outs(%61 : tensor<2x4x33x33xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x33x33xf32>
    %63 = tensor.empty() : tensor<2x4x33x33xf32>
    %64 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %62 : tensor<2x4x33x33xf32>, tensor<2x4x33x33xf32>) outs(%63 : tensor<2x4x33x33xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %142 = arith.subf %in, %in_30 : f32
      linalg.yield %142 : f32
    } -> tensor<2x4x33x33xf32>
    %65 = tensor.empty() : tensor<2x4x33x33xf32>
    %66 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<2x4x33x33xf32>) outs(%65 : tensor<2x4x33x33xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = math.exp %in : f32
      linalg.yield %142 : f32
    } -> tensor<2x4x33x33xf32>
    %67 = tensor.empty() : tensor<2x4x33xf32>
    %68 = linalg.fill ins(%cst_8 : f32) outs(%67 : tensor<2x4x33xf32>) -> tensor<2x4x33xf32>
    %69 = linalg.generic {indexing_maps = [#map5, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<2x4x33x33xf32>) outs(%68 : tensor<2x4x33xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.addf %out, %in : f32
      linalg.yield %142 : f32
    } -> tensor<2x4x33xf32>
    %70 = tensor.empty() : tensor<2x4x33x33xf32>
    %71 = linalg.generic {indexing_maps = [#map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<2x4x33xf32>) outs(%70 : tensor<2x4x33x33xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x33x33xf32>
    %72 = tensor.empty() : tensor<2x4x33x33xf32>
    %73 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %71 : tensor<2x4x33x33xf32>, tensor<2x4x33x33xf32>) outs(%72 : tensor<2x4x33x33xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %142 = arith.divf %in, %in_30 : f32
      linalg.yield %142 : f32
    } -> tensor<2x4x33x33xf32>
    %collapsed_19 = tensor.collapse_shape %73 [[0, 1], [2], [3]] : tensor<2x4x33x33xf32> into tensor<8x33x33xf32>
    %collapsed_20 = tensor.collapse_shape %40 [[0, 1], [2], [3]] : tensor<2x4x33x8xf32> into tensor<8x33x8xf32>
    %74 = tensor.empty() : tensor<8x33x8xf32>
    %75 = linalg.fill ins(%cst_8 : f32) outs(%74 : tensor<8x33x8xf32>) -> tensor<8x33x8xf32>
    %76 = linalg.batch_matmul ins(%collapsed_19, %collapsed_20 : tensor<8x33x33xf32>, tensor<8x33x8xf32>) outs(%75 : tensor<8x33x8xf32>) -> tensor<8x33x8xf32>
    %expanded_21 = tensor.expand_shape %76 [[0, 1], [2], [3]] output_shape [2, 4, 33, 8] : tensor<8x33x8xf32> into tensor<2x4x33x8xf32>
    %77 = tensor.empty() : tensor<2x33x4x8xf32>
    %78 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21 : tensor<2x4x33x8xf32>) outs(%77 : tensor<2x33x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x33x4x8xf32>
    %collapsed_22 = tensor.collapse_shape %78 [[0, 1], [2, 3]] : tensor<2x33x4x8xf32> into tensor<66x32xf32>
    %79 = tensor.empty() : tensor<66x32xf32>
    %80 = linalg.fill ins(%cst_8 : f32) outs(%79 : tensor<66x32xf32>) -> tensor<66x32xf32>
    %81 = linalg.matmul ins(%collapsed_22, %arg4 : tensor<66x32xf32>, tensor<32x32xf32>) outs(%80 : tensor<66x32xf32>) -> tensor<66x32xf32>
    %expanded_23 = tensor.expand_shape %81 [[0, 1], [2]] output_shape [2, 33, 32] : tensor<66x32xf32> into tensor<2x33x32xf32>
    %82 = tensor.empty() : tensor<2x33x32xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_23 : tensor<2x33x32xf32>, tensor<2x33x32xf32>) outs(%82 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %142 = arith.addf %in, %in_30 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x32xf32>
    %84 = tensor.empty() : tensor<2x33xf32>
    %85 = linalg.fill ins(%cst_8 : f32) outs(%84 : tensor<2x33xf32>) -> tensor<2x33xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<2x33x32xf32>) outs(%85 : tensor<2x33xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.addf %out, %in : f32
      linalg.yield %142 : f32
    } -> tensor<2x33xf32>
    %expanded_24 = tensor.expand_shape %86 [[0], [1, 2]] output_shape [2, 33, 1] : tensor<2x33xf32> into tensor<2x33x1xf32>
    %87 = tensor.empty() : tensor<2x33x1xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<2x33x1xf32>) outs(%87 : tensor<2x33x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.divf %in, %cst_7 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x1xf32>
    %89 = tensor.empty() : tensor<2x33x32xf32>
    %90 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x33x1xf32>) outs(%89 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x33x32xf32>
    %91 = tensor.empty() : tensor<2x33x32xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %90 : tensor<2x33x32xf32>, tensor<2x33x32xf32>) outs(%91 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %142 = arith.subf %in, %in_30 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x32xf32>
    %93 = tensor.empty() : tensor<2x33x32xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x33x32xf32>) outs(%93 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.mulf %in, %in : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x32xf32>
    %95 = tensor.empty() : tensor<2x33xf32>
    %96 = linalg.fill ins(%cst_8 : f32) outs(%95 : tensor<2x33xf32>) -> tensor<2x33xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%94 : tensor<2x33x32xf32>) outs(%96 : tensor<2x33xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.addf %out, %in : f32
      linalg.yield %142 : f32
    } -> tensor<2x33xf32>
    %expanded_25 = tensor.expand_shape %97 [[0], [1, 2]] output_shape [2, 33, 1] : tensor<2x33xf32> into tensor<2x33x1xf32>
    %98 = tensor.empty() : tensor<2x33x1xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<2x33x1xf32>) outs(%98 : tensor<2x33x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.divf %in, %cst_7 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x1xf32>
    %100 = tensor.empty() : tensor<2x33x1xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x33x1xf32>) outs(%100 : tensor<2x33x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.addf %in, %cst_6 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x1xf32>
    %102 = tensor.empty() : tensor<2x33x1xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x33x1xf32>) outs(%102 : tensor<2x33x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = math.sqrt %in : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x1xf32>
    %104 = tensor.empty() : tensor<2x33x32xf32>
    %105 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x33x1xf32>) outs(%104 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x33x32xf32>
    %106 = tensor.empty() : tensor<2x33x32xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %105 : tensor<2x33x32xf32>, tensor<2x33x32xf32>) outs(%106 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %142 = arith.divf %in, %in_30 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x32xf32>
    %108 = tensor.empty() : tensor<2x33x32xf32>
    %109 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<32xf32>) outs(%108 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x33x32xf32>
    %110 = tensor.empty() : tensor<2x33x32xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %109 : tensor<2x33x32xf32>, tensor<2x33x32xf32>) outs(%110 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %142 = arith.mulf %in, %in_30 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x32xf32>
    %112 = tensor.empty() : tensor<2x33x32xf32>
    %113 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6 : tensor<32xf32>) outs(%112 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x33x32xf32>
    %114 = tensor.empty() : tensor<2x33x32xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %113 : tensor<2x33x32xf32>, tensor<2x33x32xf32>) outs(%114 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %142 = arith.addf %in, %in_30 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x32xf32>
    %collapsed_26 = tensor.collapse_shape %115 [[0, 1], [2]] : tensor<2x33x32xf32> into tensor<66x32xf32>
    %116 = tensor.empty() : tensor<66x128xf32>
    %117 = linalg.fill ins(%cst_8 : f32) outs(%116 : tensor<66x128xf32>) -> tensor<66x128xf32>
    %118 = linalg.matmul ins(%collapsed_26, %arg7 : tensor<66x32xf32>, tensor<32x128xf32>) outs(%117 : tensor<66x128xf32>) -> tensor<66x128xf32>
    %expanded_27 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [2, 33, 128] : tensor<66x128xf32> into tensor<2x33x128xf32>
    %119 = tensor.empty() : tensor<2x33x128xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<2x33x128xf32>) outs(%119 : tensor<2x33x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.mulf %in, %in : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x128xf32>
    %121 = tensor.empty() : tensor<2x33x128xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %expanded_27 : tensor<2x33x128xf32>, tensor<2x33x128xf32>) outs(%121 : tensor<2x33x128xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %142 = arith.mulf %in, %in_30 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x128xf32>
    %123 = tensor.empty() : tensor<2x33x128xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x33x128xf32>) outs(%123 : tensor<2x33x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.mulf %in, %cst_2 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x128xf32>
    %125 = tensor.empty() : tensor<2x33x128xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_27, %124 : tensor<2x33x128xf32>, tensor<2x33x128xf32>) outs(%125 : tensor<2x33x128xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %142 = arith.addf %in, %in_30 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x128xf32>
    %127 = tensor.empty() : tensor<2x33x128xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x33x128xf32>) outs(%127 : tensor<2x33x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.mulf %in, %cst_1 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x128xf32>
    %129 = tensor.empty() : tensor<2x33x128xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x33x128xf32>) outs(%129 : tensor<2x33x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = math.tanh %in : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x128xf32>
    %131 = tensor.empty() : tensor<2x33x128xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x33x128xf32>) outs(%131 : tensor<2x33x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.addf %in, %cst_0 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x128xf32>
    %133 = tensor.empty() : tensor<2x33x128xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x33x128xf32>) outs(%133 : tensor<2x33x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %142 = arith.mulf %in, %cst : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x128xf32>
    %135 = tensor.empty() : tensor<2x33x128xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_27, %134 : tensor<2x33x128xf32>, tensor<2x33x128xf32>) outs(%135 : tensor<2x33x128xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %142 = arith.mulf %in, %in_30 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x128xf32>
    %collapsed_28 = tensor.collapse_shape %136 [[0, 1], [2]] : tensor<2x33x128xf32> into tensor<66x128xf32>
    %137 = tensor.empty() : tensor<66x32xf32>
    %138 = linalg.fill ins(%cst_8 : f32) outs(%137 : tensor<66x32xf32>) -> tensor<66x32xf32>
    %139 = linalg.matmul ins(%collapsed_28, %arg8 : tensor<66x128xf32>, tensor<128x32xf32>) outs(%138 : tensor<66x32xf32>) -> tensor<66x32xf32>
    %expanded_29 = tensor.expand_shape %139 [[0, 1], [2]] output_shape [2, 33, 32] : tensor<66x32xf32> into tensor<2x33x32xf32>
    %140 = tensor.empty() : tensor<2x33x32xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %expanded_29 : tensor<2x33x32xf32>, tensor<2x33x32xf32>) outs(%140 : tensor<2x33x32xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %142 = arith.addf %in, %in_30 : f32
      linalg.yield %142 : f32
    } -> tensor<2x33x32xf32>
    return %141 : tensor<2x33x32xf32>
  }
}
