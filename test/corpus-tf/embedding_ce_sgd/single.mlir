#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1) -> ()>
#map6 = affine_map<() -> ()>
#map7 = affine_map<(d0, d1) -> (d1, d0)>
#map8 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map9 = affine_map<(d0, d1, d2) -> (d0)>
#map10 = affine_map<(d0) -> ()>
module @step {
  func.func @main(%arg0: tensor<8x12xi32>, %arg1: tensor<8x12xi32>, %arg2: tensor<64x16xf32> {dtensor.variable = "lm/embed/embeddings"}, %arg3: tensor<16x64xf32> {dtensor.variable = "lm/proj/kernel"}, %arg4: tensor<64xf32> {dtensor.variable = "lm/proj/bias"}, %arg5: tensor<f32> {dtensor.variable = "sgd/learning_rate"}, %arg6: tensor<i64> {dtensor.variable = "sgd/iteration"}) -> (tensor<f32>, tensor<64x16xf32> {dtensor.assign = "lm/embed/embeddings"}, tensor<16x64xf32> {dtensor.assign = "lm/proj/kernel"}, tensor<64xf32> {dtensor.assign = "lm/proj/bias"}, tensor<i64> {dtensor.assign = "sgd/iteration"}) {
    %false = arith.constant false
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant -0.000000e+00 : f32
    %cst_0 = arith.constant 0.010416667 : f32
    %cst_1 = arith.constant 9.600000e+01 : f32
    %cst_2 = arith.constant 0xFF800000 : f32
    %c63 = arith.constant 63 : index
    %c0 = arith.constant 0 : index
    %c64_i32 = arith.constant 64 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_3 = arith.constant 0x7FC00000 : f32
    %c64_i64 = arith.constant 64 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst_4 = arith.constant 0.000000e+00 : f32
    %cst_5 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x12xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<8x12xi32>) outs(%0 : tensor<8x12xf32>) {
    ^bb0(%in: i32, %out: f32):
      %117 = arith.sitofp %in : i32 to f32
      linalg.yield %117 : f32
    } -> tensor<8x12xf32>
    %2 = tensor.empty() : tensor<8x12xi64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<8x12xf32>) outs(%2 : tensor<8x12xi64>) {
    ^bb0(%in: f32, %out: i64):
      %117 = arith.fptosi %in : f32 to i64
      linalg.yield %117 : i64
    } -> tensor<8x12xi64>
    %collapsed = tensor.collapse_shape %3 [[0, 1]] : tensor<8x12xi64> into tensor<96xi64>
    %4 = tensor.empty() : tensor<96x64xi64>
    %5 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<96xi64>) outs(%4 : tensor<96x64xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<96x64xi64>
    %6 = tensor.empty() : tensor<96x64xi64>
    %7 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%6 : tensor<96x64xi64>) {
    ^bb0(%out: i64):
      %117 = linalg.index 1 : index
      %118 = arith.index_cast %117 : index to i64
      linalg.yield %118 : i64
    } -> tensor<96x64xi64>
    %8 = tensor.empty() : tensor<96x64xi1>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %7 : tensor<96x64xi64>, tensor<96x64xi64>) outs(%8 : tensor<96x64xi1>) {
    ^bb0(%in: i64, %in_12: i64, %out: i1):
      %117 = arith.cmpi eq, %in, %in_12 : i64
      linalg.yield %117 : i1
    } -> tensor<96x64xi1>
    %10 = tensor.empty() : tensor<96x64xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<96x64xi1>) outs(%10 : tensor<96x64xf32>) {
    ^bb0(%in: i1, %out: f32):
      %117 = arith.select %in, %cst_5, %cst_4 : f32
      linalg.yield %117 : f32
    } -> tensor<96x64xf32>
    %12 = tensor.empty() : tensor<96xi1>
    %13 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed : tensor<96xi64>) outs(%12 : tensor<96xi1>) {
    ^bb0(%in: i64, %out: i1):
      %117 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %117 : i1
    } -> tensor<96xi1>
    %14 = tensor.empty() : tensor<96xi1>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed : tensor<96xi64>) outs(%14 : tensor<96xi1>) {
    ^bb0(%in: i64, %out: i1):
      %117 = arith.cmpi slt, %in, %c64_i64 : i64
      linalg.yield %117 : i1
    } -> tensor<96xi1>
    %16 = tensor.empty() : tensor<96xi1>
    %17 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%13, %15 : tensor<96xi1>, tensor<96xi1>) outs(%16 : tensor<96xi1>) {
    ^bb0(%in: i1, %in_12: i1, %out: i1):
      %117 = arith.andi %in, %in_12 : i1
      linalg.yield %117 : i1
    } -> tensor<96xi1>
    %18 = tensor.empty() : tensor<96xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%17 : tensor<96xi1>) outs(%18 : tensor<96xf32>) {
    ^bb0(%in: i1, %out: f32):
      %117 = arith.select %in, %cst_4, %cst_3 : f32
      linalg.yield %117 : f32
    } -> tensor<96xf32>
    %20 = tensor.empty() : tensor<96x64xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<96xf32>) outs(%20 : tensor<96x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<96x64xf32>
    %22 = tensor.empty() : tensor<96x64xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %21 : tensor<96x64xf32>, tensor<96x64xf32>) outs(%22 : tensor<96x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %117 = arith.addf %in, %in_12 : f32
      linalg.yield %117 : f32
    } -> tensor<96x64xf32>
    %24 = tensor.empty() : tensor<96x64xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<96x64xf32>) outs(%24 : tensor<96x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %117 = arith.negf %in : f32
      linalg.yield %117 : f32
    } -> tensor<96x64xf32>
    %26 = tensor.empty() : tensor<96x64xi1>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<96x64xf32>) outs(%26 : tensor<96x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %117 = arith.cmpf oeq, %in, %cst_4 : f32
      linalg.yield %117 : i1
    } -> tensor<96x64xi1>
    %28 = tensor.empty() : tensor<8x12xi1>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x12xi32>) outs(%28 : tensor<8x12xi1>) {
    ^bb0(%in: i32, %out: i1):
      %117 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %117 : i1
    } -> tensor<8x12xi1>
    %30 = tensor.empty() : tensor<8x12xi32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x12xi32>) outs(%30 : tensor<8x12xi32>) {
    ^bb0(%in: i32, %out: i32):
      %117 = arith.addi %in, %c64_i32 : i32
      linalg.yield %117 : i32
    } -> tensor<8x12xi32>
    %32 = tensor.empty() : tensor<8x12xi32>
    %33 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%29, %31, %arg0 : tensor<8x12xi1>, tensor<8x12xi32>, tensor<8x12xi32>) outs(%32 : tensor<8x12xi32>) {
    ^bb0(%in: i1, %in_12: i32, %in_13: i32, %out: i32):
      %117 = arith.select %in, %in_12, %in_13 : i32
      linalg.yield %117 : i32
    } -> tensor<8x12xi32>
    %34 = tensor.empty() : tensor<8x12x16xf32>
    %35 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel", "parallel"]} outs(%34 : tensor<8x12x16xf32>) {
    ^bb0(%out: f32):
      %117 = linalg.index 0 : index
      %118 = linalg.index 1 : index
      %119 = linalg.index 2 : index
      %extracted = tensor.extract %33[%117, %118] : tensor<8x12xi32>
      %120 = arith.index_cast %extracted : i32 to index
      %121 = arith.maxsi %120, %c0 : index
      %122 = arith.minsi %121, %c63 : index
      %extracted_12 = tensor.extract %arg2[%122, %119] : tensor<64x16xf32>
      linalg.yield %extracted_12 : f32
    } -> tensor<8x12x16xf32>
    %collapsed_6 = tensor.collapse_shape %35 [[0, 1], [2]] : tensor<8x12x16xf32> into tensor<96x16xf32>
    %36 = tensor.empty() : tensor<96x64xf32>
    %37 = linalg.fill ins(%cst_4 : f32) outs(%36 : tensor<96x64xf32>) -> tensor<96x64xf32>
    %38 = linalg.matmul {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} ins(%collapsed_6, %arg3 : tensor<96x16xf32>, tensor<16x64xf32>) outs(%37 : tensor<96x64xf32>) -> tensor<96x64xf32>
    %expanded = tensor.expand_shape %38 [[0, 1], [2]] output_shape [8, 12, 64] : tensor<96x64xf32> into tensor<8x12x64xf32>
    %39 = tensor.empty() : tensor<8x12x64xf32>
    %40 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4 : tensor<64xf32>) outs(%39 : tensor<8x12x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x12x64xf32>
    %41 = tensor.empty() : tensor<8x12x64xf32>
    %42 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %40 : tensor<8x12x64xf32>, tensor<8x12x64xf32>) outs(%41 : tensor<8x12x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %117 = arith.addf %in, %in_12 : f32
      linalg.yield %117 : f32
    } -> tensor<8x12x64xf32>
    %collapsed_7 = tensor.collapse_shape %42 [[0, 1], [2]] : tensor<8x12x64xf32> into tensor<96x64xf32>
    %43 = tensor.empty() : tensor<96xf32>
    %44 = linalg.fill ins(%cst_2 : f32) outs(%43 : tensor<96xf32>) -> tensor<96xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%collapsed_7 : tensor<96x64xf32>) outs(%44 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %117 = arith.maximumf %out, %in : f32
      linalg.yield %117 : f32
    } -> tensor<96xf32>
    %46 = tensor.empty() : tensor<96x64xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%45 : tensor<96xf32>) outs(%46 : tensor<96x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<96x64xf32>
    %48 = tensor.empty() : tensor<96x64xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_7, %47 : tensor<96x64xf32>, tensor<96x64xf32>) outs(%48 : tensor<96x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %117 = arith.subf %in, %in_12 : f32
      linalg.yield %117 : f32
    } -> tensor<96x64xf32>
    %50 = tensor.empty() : tensor<96x64xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<96x64xf32>) outs(%50 : tensor<96x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %117 = math.exp %in : f32
      linalg.yield %117 : f32
    } -> tensor<96x64xf32>
    %52 = tensor.empty() : tensor<96xf32>
    %53 = linalg.fill ins(%cst_4 : f32) outs(%52 : tensor<96xf32>) -> tensor<96xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%51 : tensor<96x64xf32>) outs(%53 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %117 = arith.addf %out, %in : f32
      linalg.yield %117 : f32
    } -> tensor<96xf32>
    %55 = tensor.empty() : tensor<96xf32>
    %56 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%54 : tensor<96xf32>) outs(%55 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %117 = math.log %in : f32
      linalg.yield %117 : f32
    } -> tensor<96xf32>
    %57 = tensor.empty() : tensor<96x64xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%56 : tensor<96xf32>) outs(%57 : tensor<96x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<96x64xf32>
    %59 = tensor.empty() : tensor<96x64xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%49, %58 : tensor<96x64xf32>, tensor<96x64xf32>) outs(%59 : tensor<96x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %117 = arith.subf %in, %in_12 : f32
      linalg.yield %117 : f32
    } -> tensor<96x64xf32>
    %61 = tensor.empty() : tensor<96x64xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%27, %60 : tensor<96x64xi1>, tensor<96x64xf32>) outs(%61 : tensor<96x64xf32>) {
    ^bb0(%in: i1, %in_12: f32, %out: f32):
      %117 = arith.select %in, %cst_4, %in_12 : f32
      linalg.yield %117 : f32
    } -> tensor<96x64xf32>
    %63 = tensor.empty() : tensor<96x64xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%25, %62 : tensor<96x64xf32>, tensor<96x64xf32>) outs(%63 : tensor<96x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %117 = arith.mulf %in, %in_12 : f32
      linalg.yield %117 : f32
    } -> tensor<96x64xf32>
    %65 = tensor.empty() : tensor<96xf32>
    %66 = linalg.fill ins(%cst_4 : f32) outs(%65 : tensor<96xf32>) -> tensor<96xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%64 : tensor<96x64xf32>) outs(%66 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %117 = arith.addf %out, %in : f32
      linalg.yield %117 : f32
    } -> tensor<96xf32>
    %expanded_8 = tensor.expand_shape %67 [[0, 1]] output_shape [8, 12] : tensor<96xf32> into tensor<8x12xf32>
    %68 = tensor.empty() : tensor<f32>
    %69 = linalg.fill ins(%cst_4 : f32) outs(%68 : tensor<f32>) -> tensor<f32>
    %70 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["reduction", "reduction"]} ins(%expanded_8 : tensor<8x12xf32>) outs(%69 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %117 = arith.addf %out, %in : f32
      linalg.yield %117 : f32
    } -> tensor<f32>
    %71 = tensor.empty() : tensor<i1>
    %72 = linalg.generic {indexing_maps = [#map6], iterator_types = []} outs(%71 : tensor<i1>) {
    ^bb0(%out: i1):
      linalg.yield %false : i1
    } -> tensor<i1>
    %73 = tensor.empty() : tensor<f32>
    %74 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%70 : tensor<f32>) outs(%73 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %117 = arith.divf %in, %cst_1 : f32
      linalg.yield %117 : f32
    } -> tensor<f32>
    %75 = tensor.empty() : tensor<f32>
    %76 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%72, %74 : tensor<i1>, tensor<f32>) outs(%75 : tensor<f32>) {
    ^bb0(%in: i1, %in_12: f32, %out: f32):
      %117 = arith.select %in, %cst_4, %in_12 : f32
      linalg.yield %117 : f32
    } -> tensor<f32>
    %collapsed_9 = tensor.collapse_shape %33 [[0, 1]] : tensor<8x12xi32> into tensor<96xi32>
    %77 = tensor.empty() : tensor<96x64xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%54 : tensor<96xf32>) outs(%77 : tensor<96x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<96x64xf32>
    %79 = tensor.empty() : tensor<96x64xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%51, %78 : tensor<96x64xf32>, tensor<96x64xf32>) outs(%79 : tensor<96x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %117 = arith.divf %in, %in_12 : f32
      linalg.yield %117 : f32
    } -> tensor<96x64xf32>
    %81 = tensor.empty() : tensor<96x64xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%80, %23 : tensor<96x64xf32>, tensor<96x64xf32>) outs(%81 : tensor<96x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %117 = arith.subf %in, %in_12 : f32
      linalg.yield %117 : f32
    } -> tensor<96x64xf32>
    %83 = tensor.empty() : tensor<96x64xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%82 : tensor<96x64xf32>) outs(%83 : tensor<96x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %117 = arith.mulf %in, %cst_0 : f32
      linalg.yield %117 : f32
    } -> tensor<96x64xf32>
    %expanded_10 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [8, 12, 64] : tensor<96x64xf32> into tensor<8x12x64xf32>
    %85 = tensor.empty() : tensor<64x16xf32>
    %86 = linalg.generic {indexing_maps = [#map7, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<16x64xf32>) outs(%85 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %87 = tensor.empty() : tensor<96x16xf32>
    %88 = linalg.fill ins(%cst_4 : f32) outs(%87 : tensor<96x16xf32>) -> tensor<96x16xf32>
    %89 = linalg.matmul ins(%84, %86 : tensor<96x64xf32>, tensor<64x16xf32>) outs(%88 : tensor<96x16xf32>) -> tensor<96x16xf32>
    %90 = tensor.empty() : tensor<96x16xf32>
    %91 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<f32>) outs(%90 : tensor<96x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<96x16xf32>
    %92 = tensor.empty() : tensor<96x16xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%89, %91 : tensor<96x16xf32>, tensor<96x16xf32>) outs(%92 : tensor<96x16xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %117 = arith.mulf %in, %in_12 : f32
      linalg.yield %117 : f32
    } -> tensor<96x16xf32>
    %expanded_11 = tensor.expand_shape %collapsed_9 [[0, 1]] output_shape [96, 1] : tensor<96xi32> into tensor<96x1xi32>
    %94 = dtensor.scatter %93 at %expanded_11 into %arg2 dims [0] : tensor<96x16xf32>, tensor<96x1xi32>, tensor<64x16xf32> {
    ^bb0(%arg7: f32, %arg8: f32):
      %117 = arith.subf %arg8, %arg7 : f32
      dtensor.yield %117 : f32
    }
    %95 = tensor.empty() : tensor<16x96xf32>
    %96 = linalg.generic {indexing_maps = [#map7, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_6 : tensor<96x16xf32>) outs(%95 : tensor<16x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x96xf32>
    %97 = tensor.empty() : tensor<16x64xf32>
    %98 = linalg.fill ins(%cst_4 : f32) outs(%97 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %99 = linalg.matmul ins(%96, %84 : tensor<16x96xf32>, tensor<96x64xf32>) outs(%98 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %100 = tensor.empty() : tensor<16x64xf32>
    %101 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<f32>) outs(%100 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %102 = tensor.empty() : tensor<16x64xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%99, %101 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%102 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %117 = arith.mulf %in, %in_12 : f32
      linalg.yield %117 : f32
    } -> tensor<16x64xf32>
    %104 = tensor.empty() : tensor<16x64xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3, %103 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%104 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %117 = arith.subf %in, %in_12 : f32
      linalg.yield %117 : f32
    } -> tensor<16x64xf32>
    %106 = tensor.empty() : tensor<64xf32>
    %107 = linalg.fill ins(%cst : f32) outs(%106 : tensor<64xf32>) -> tensor<64xf32>
    %108 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_10 : tensor<8x12x64xf32>) outs(%107 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %117 = arith.addf %out, %in : f32
      linalg.yield %117 : f32
    } -> tensor<64xf32>
    %109 = tensor.empty() : tensor<64xf32>
    %110 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel"]} ins(%arg5 : tensor<f32>) outs(%109 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %111 = tensor.empty() : tensor<64xf32>
    %112 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%108, %110 : tensor<64xf32>, tensor<64xf32>) outs(%111 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %117 = arith.mulf %in, %in_12 : f32
      linalg.yield %117 : f32
    } -> tensor<64xf32>
    %113 = tensor.empty() : tensor<64xf32>
    %114 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg4, %112 : tensor<64xf32>, tensor<64xf32>) outs(%113 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %117 = arith.subf %in, %in_12 : f32
      linalg.yield %117 : f32
    } -> tensor<64xf32>
    %115 = tensor.empty() : tensor<i64>
    %116 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg6 : tensor<i64>) outs(%115 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %117 = arith.addi %in, %c1_i64 : i64
      linalg.yield %117 : i64
    } -> tensor<i64>
    return %76, %94, %105, %114, %116 : tensor<f32>, tensor<64x16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<i64>
  }
}
