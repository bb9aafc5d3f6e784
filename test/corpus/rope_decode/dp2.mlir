#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<() -> ()>
#map2 = affine_map<(d0) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
module @jit_rope_decode {
  dtensor.mesh @mesh <[x = 2], cpu>
  func.func @main(%arg0: tensor<2x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, %arg1: tensor<32x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg2: tensor<32x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg3: tensor<32x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg4: tensor<32x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg5: tensor<2x16x4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded, unsharded, unsharded]>}, %arg6: tensor<2x16x4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded, unsharded, unsharded]>}, %arg7: tensor<i32> {dtensor.layout = #dtensor.layout<@mesh, []>}) -> (tensor<2x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, tensor<2x16x4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded, unsharded, unsharded]>}, tensor<2x16x4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded, unsharded, unsharded]>}) {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant -1.000000e+09 : f32
    %cst_1 = arith.constant 2.82842708 : f32
    %c15 = arith.constant 15 : index
    %c16_i32 = arith.constant 16 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0 = arith.constant 0 : index
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 1.000000e+04 : f32
    %cst_4 = arith.constant 8.000000e+00 : f32
    %cst_5 = arith.constant 2.000000e+00 : f32
    %cst_6 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x32xf32>
    %1 = linalg.fill ins(%cst_6 : f32) outs(%0 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<2x32xf32>, tensor<32x32xf32>) outs(%1 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %expanded = tensor.expand_shape %2 [[0], [1, 2]] output_shape [2, 4, 8] : tensor<2x32xf32> into tensor<2x4x8xf32>
    %3 = tensor.empty() : tensor<2x32xf32>
    %4 = linalg.fill ins(%cst_6 : f32) outs(%3 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %5 = linalg.matmul ins(%arg0, %arg2 : tensor<2x32xf32>, tensor<32x32xf32>) outs(%4 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %expanded_7 = tensor.expand_shape %5 [[0], [1, 2]] output_shape [2, 4, 8] : tensor<2x32xf32> into tensor<2x4x8xf32>
    %6 = tensor.empty() : tensor<2x32xf32>
    %7 = linalg.fill ins(%cst_6 : f32) outs(%6 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %8 = linalg.matmul ins(%arg0, %arg3 : tensor<2x32xf32>, tensor<32x32xf32>) outs(%7 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %expanded_8 = tensor.expand_shape %8 [[0], [1, 2]] output_shape [2, 4, 8] : tensor<2x32xf32> into tensor<2x4x8xf32>
    %9 = tensor.empty() : tensor<4xf32>
    %10 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%9 : tensor<4xf32>) {
    ^bb0(%out: f32):
      %164 = linalg.index 0 : index
      %165 = arith.index_cast %164 : index to i32
      %166 = arith.sitofp %165 : i32 to f32
      linalg.yield %166 : f32
    } -> tensor<4xf32>
    %11 = tensor.empty() : tensor<4xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%10 : tensor<4xf32>) outs(%11 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = arith.mulf %in, %cst_5 : f32
      linalg.yield %164 : f32
    } -> tensor<4xf32>
    %13 = tensor.empty() : tensor<4xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%12 : tensor<4xf32>) outs(%13 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = arith.addf %in, %cst_6 : f32
      linalg.yield %164 : f32
    } -> tensor<4xf32>
    %15 = tensor.empty() : tensor<4xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%14 : tensor<4xf32>) outs(%15 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = arith.divf %in, %cst_4 : f32
      linalg.yield %164 : f32
    } -> tensor<4xf32>
    %17 = tensor.empty() : tensor<4xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%16 : tensor<4xf32>) outs(%17 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = math.powf %cst_3, %in : f32
      linalg.yield %164 : f32
    } -> tensor<4xf32>
    %19 = tensor.empty() : tensor<4xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%18 : tensor<4xf32>) outs(%19 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = arith.divf %cst_2, %in : f32
      linalg.yield %164 : f32
    } -> tensor<4xf32>
    %21 = tensor.empty() : tensor<f32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%arg7 : tensor<i32>) outs(%21 : tensor<f32>) {
    ^bb0(%in: i32, %out: f32):
      %164 = arith.sitofp %in : i32 to f32
      linalg.yield %164 : f32
    } -> tensor<f32>
    %23 = tensor.empty() : tensor<complex<f32>>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%22 : tensor<f32>) outs(%23 : tensor<complex<f32>>) {
    ^bb0(%in: f32, %out: complex<f32>):
      %164 = complex.create %in, %cst_6 : complex<f32>
      linalg.yield %164 : complex<f32>
    } -> tensor<complex<f32>>
    %25 = tensor.empty() : tensor<f32>
    %26 = linalg.generic {indexing_maps = [#map1], iterator_types = []} outs(%25 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_6 : f32
    } -> tensor<f32>
    %27 = tensor.empty() : tensor<f32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%24 : tensor<complex<f32>>) outs(%27 : tensor<f32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %164 = complex.re %in : complex<f32>
      linalg.yield %164 : f32
    } -> tensor<f32>
    %29 = tensor.empty() : tensor<f32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = []} ins(%26, %28 : tensor<f32>, tensor<f32>) outs(%29 : tensor<f32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.mulf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<f32>
    %31 = tensor.empty() : tensor<f32>
    %32 = linalg.generic {indexing_maps = [#map1], iterator_types = []} outs(%31 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_2 : f32
    } -> tensor<f32>
    %33 = tensor.empty() : tensor<f32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%24 : tensor<complex<f32>>) outs(%33 : tensor<f32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %164 = complex.im %in : complex<f32>
      linalg.yield %164 : f32
    } -> tensor<f32>
    %35 = tensor.empty() : tensor<f32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = []} ins(%32, %34 : tensor<f32>, tensor<f32>) outs(%35 : tensor<f32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.mulf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<f32>
    %37 = tensor.empty() : tensor<f32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = []} ins(%30, %36 : tensor<f32>, tensor<f32>) outs(%37 : tensor<f32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.subf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<f32>
    %39 = tensor.empty() : tensor<f32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = []} ins(%26, %34 : tensor<f32>, tensor<f32>) outs(%39 : tensor<f32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.mulf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<f32>
    %41 = tensor.empty() : tensor<f32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = []} ins(%32, %28 : tensor<f32>, tensor<f32>) outs(%41 : tensor<f32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.mulf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<f32>
    %43 = tensor.empty() : tensor<f32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = []} ins(%40, %42 : tensor<f32>, tensor<f32>) outs(%43 : tensor<f32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.addf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<f32>
    %45 = tensor.empty() : tensor<4xcomplex<f32>>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%20 : tensor<4xf32>) outs(%45 : tensor<4xcomplex<f32>>) {
    ^bb0(%in: f32, %out: complex<f32>):
      %164 = complex.create %in, %cst_6 : complex<f32>
      linalg.yield %164 : complex<f32>
    } -> tensor<4xcomplex<f32>>
    %47 = tensor.empty() : tensor<4xf32>
    %48 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel"]} ins(%38 : tensor<f32>) outs(%47 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4xf32>
    %49 = tensor.empty() : tensor<4xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%46 : tensor<4xcomplex<f32>>) outs(%49 : tensor<4xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %164 = complex.re %in : complex<f32>
      linalg.yield %164 : f32
    } -> tensor<4xf32>
    %51 = tensor.empty() : tensor<4xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%48, %50 : tensor<4xf32>, tensor<4xf32>) outs(%51 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.mulf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<4xf32>
    %53 = tensor.empty() : tensor<4xf32>
    %54 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel"]} ins(%44 : tensor<f32>) outs(%53 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4xf32>
    %55 = tensor.empty() : tensor<4xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%46 : tensor<4xcomplex<f32>>) outs(%55 : tensor<4xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %164 = complex.im %in : complex<f32>
      linalg.yield %164 : f32
    } -> tensor<4xf32>
    %57 = tensor.empty() : tensor<4xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%54, %56 : tensor<4xf32>, tensor<4xf32>) outs(%57 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.mulf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<4xf32>
    %59 = tensor.empty() : tensor<4xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%52, %58 : tensor<4xf32>, tensor<4xf32>) outs(%59 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.subf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<4xf32>
    %61 = tensor.empty() : tensor<4xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%48, %56 : tensor<4xf32>, tensor<4xf32>) outs(%61 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.mulf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<4xf32>
    %63 = tensor.empty() : tensor<4xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%54, %50 : tensor<4xf32>, tensor<4xf32>) outs(%63 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.mulf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<4xf32>
    %65 = tensor.empty() : tensor<4xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%62, %64 : tensor<4xf32>, tensor<4xf32>) outs(%65 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.addf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<4xf32>
    %67 = tensor.empty() : tensor<4xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%66 : tensor<4xf32>) outs(%67 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = math.cos %in : f32
      linalg.yield %164 : f32
    } -> tensor<4xf32>
    %69 = tensor.empty() : tensor<4xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%60 : tensor<4xf32>) outs(%69 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = math.exp %in : f32
      linalg.yield %164 : f32
    } -> tensor<4xf32>
    %71 = tensor.empty() : tensor<4xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%68, %70 : tensor<4xf32>, tensor<4xf32>) outs(%71 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.mulf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<4xf32>
    %73 = tensor.empty() : tensor<4xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%66 : tensor<4xf32>) outs(%73 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = math.sin %in : f32
      linalg.yield %164 : f32
    } -> tensor<4xf32>
    %75 = tensor.empty() : tensor<4xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%74, %70 : tensor<4xf32>, tensor<4xf32>) outs(%75 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.mulf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<4xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 4, 4] [1, 1, 2] : tensor<2x4x8xf32> to tensor<2x4x4xf32>
    %extracted_slice_9 = tensor.extract_slice %expanded[0, 0, 1] [2, 4, 4] [1, 1, 2] : tensor<2x4x8xf32> to tensor<2x4x4xf32>
    %77 = tensor.empty() : tensor<2x4x4xf32>
    %78 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<4xf32>) outs(%77 : tensor<2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x4xf32>
    %79 = tensor.empty() : tensor<2x4x4xf32>
    %80 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice, %78 : tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs(%79 : tensor<2x4x4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.mulf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<2x4x4xf32>
    %81 = tensor.empty() : tensor<2x4x4xf32>
    %82 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<4xf32>) outs(%81 : tensor<2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x4xf32>
    %83 = tensor.empty() : tensor<2x4x4xf32>
    %84 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_9, %82 : tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs(%83 : tensor<2x4x4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.mulf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<2x4x4xf32>
    %85 = tensor.empty() : tensor<2x4x4xf32>
    %86 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %84 : tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs(%85 : tensor<2x4x4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.subf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<2x4x4xf32>
    %87 = tensor.empty() : tensor<2x4x4xf32>
    %88 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice, %82 : tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs(%87 : tensor<2x4x4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.mulf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<2x4x4xf32>
    %89 = tensor.empty() : tensor<2x4x4xf32>
    %90 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_9, %78 : tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs(%89 : tensor<2x4x4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.mulf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<2x4x4xf32>
    %91 = tensor.empty() : tensor<2x4x4xf32>
    %92 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %90 : tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs(%91 : tensor<2x4x4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.addf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<2x4x4xf32>
    %expanded_10 = tensor.expand_shape %86 [[0], [1], [2, 3]] output_shape [2, 4, 4, 1] : tensor<2x4x4xf32> into tensor<2x4x4x1xf32>
    %expanded_11 = tensor.expand_shape %92 [[0], [1], [2, 3]] output_shape [2, 4, 4, 1] : tensor<2x4x4xf32> into tensor<2x4x4x1xf32>
    %93 = tensor.empty() : tensor<2x4x4x2xf32>
    %inserted_slice = tensor.insert_slice %expanded_10 into %93[0, 0, 0, 0] [2, 4, 4, 1] [1, 1, 1, 1] : tensor<2x4x4x1xf32> into tensor<2x4x4x2xf32>
    %inserted_slice_12 = tensor.insert_slice %expanded_11 into %inserted_slice[0, 0, 0, 1] [2, 4, 4, 1] [1, 1, 1, 1] : tensor<2x4x4x1xf32> into tensor<2x4x4x2xf32>
    %extracted_slice_13 = tensor.extract_slice %expanded_7[0, 0, 0] [2, 4, 4] [1, 1, 2] : tensor<2x4x8xf32> to tensor<2x4x4xf32>
    %extracted_slice_14 = tensor.extract_slice %expanded_7[0, 0, 1] [2, 4, 4] [1, 1, 2] : tensor<2x4x8xf32> to tensor<2x4x4xf32>
    %94 = tensor.empty() : tensor<2x4x4xf32>
    %95 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_13, %78 : tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs(%94 : tensor<2x4x4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.mulf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<2x4x4xf32>
    %96 = tensor.empty() : tensor<2x4x4xf32>
    %97 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_14, %82 : tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs(%96 : tensor<2x4x4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.mulf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<2x4x4xf32>
    %98 = tensor.empty() : tensor<2x4x4xf32>
    %99 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %97 : tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs(%98 : tensor<2x4x4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.subf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<2x4x4xf32>
    %100 = tensor.empty() : tensor<2x4x4xf32>
    %101 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_13, %82 : tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs(%100 : tensor<2x4x4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.mulf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<2x4x4xf32>
    %102 = tensor.empty() : tensor<2x4x4xf32>
    %103 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_14, %78 : tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs(%102 : tensor<2x4x4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.mulf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<2x4x4xf32>
    %104 = tensor.empty() : tensor<2x4x4xf32>
    %105 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %103 : tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs(%104 : tensor<2x4x4xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.addf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<2x4x4xf32>
    %expanded_15 = tensor.expand_shape %99 [[0], [1], [2, 3]] output_shape [2, 4, 4, 1] : tensor<2x4x4xf32> into tensor<2x4x4x1xf32>
    %expanded_16 = tensor.expand_shape %105 [[0], [1], [2, 3]] output_shape [2, 4, 4, 1] : tensor<2x4x4xf32> into tensor<2x4x4x1xf32>
    %106 = tensor.empty() : tensor<2x4x4x2xf32>
    %inserted_slice_17 = tensor.insert_slice %expanded_15 into %106[0, 0, 0, 0] [2, 4, 4, 1] [1, 1, 1, 1] : tensor<2x4x4x1xf32> into tensor<2x4x4x2xf32>
    %inserted_slice_18 = tensor.insert_slice %expanded_16 into %inserted_slice_17[0, 0, 0, 1] [2, 4, 4, 1] [1, 1, 1, 1] : tensor<2x4x4x1xf32> into tensor<2x4x4x2xf32>
    %collapsed = tensor.collapse_shape %inserted_slice_18 [[0], [1], [2, 3]] : tensor<2x4x4x2xf32> into tensor<2x4x8xf32>
    %107 = tensor.empty() : tensor<2x1x4x8xf32>
    %108 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<2x4x8xf32>) outs(%107 : tensor<2x1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x4x8xf32>
    %109 = tensor.empty() : tensor<i1>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%arg7 : tensor<i32>) outs(%109 : tensor<i1>) {
    ^bb0(%in: i32, %out: i1):
      %164 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %164 : i1
    } -> tensor<i1>
    %111 = tensor.empty() : tensor<i32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%arg7 : tensor<i32>) outs(%111 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %164 = arith.addi %in, %c16_i32 : i32
      linalg.yield %164 : i32
    } -> tensor<i32>
    %113 = tensor.empty() : tensor<i32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = []} ins(%110, %112, %arg7 : tensor<i1>, tensor<i32>, tensor<i32>) outs(%113 : tensor<i32>) {
    ^bb0(%in: i1, %in_32: i32, %in_33: i32, %out: i32):
      %164 = arith.select %in, %in_32, %in_33 : i32
      linalg.yield %164 : i32
    } -> tensor<i32>
    %extracted = tensor.extract %114[] : tensor<i32>
    %115 = arith.index_cast %extracted : i32 to index
    %116 = arith.maxsi %115, %c0 : index
    %117 = arith.minsi %116, %c15 : index
    %inserted_slice_19 = tensor.insert_slice %108 into %arg5[0, %117, 0, 0] [2, 1, 4, 8] [1, 1, 1, 1] : tensor<2x1x4x8xf32> into tensor<2x16x4x8xf32>
    %118 = tensor.empty() : tensor<2x1x4x8xf32>
    %119 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_8 : tensor<2x4x8xf32>) outs(%118 : tensor<2x1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x4x8xf32>
    %extracted_20 = tensor.extract %114[] : tensor<i32>
    %120 = arith.index_cast %extracted_20 : i32 to index
    %121 = arith.maxsi %120, %c0 : index
    %122 = arith.minsi %121, %c15 : index
    %inserted_slice_21 = tensor.insert_slice %119 into %arg6[0, %122, 0, 0] [2, 1, 4, 8] [1, 1, 1, 1] : tensor<2x1x4x8xf32> into tensor<2x16x4x8xf32>
    %123 = tensor.empty() : tensor<2x4x8x16xf32>
    %124 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_19 : tensor<2x16x4x8xf32>) outs(%123 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x16xf32>
    %collapsed_22 = tensor.collapse_shape %inserted_slice_12 [[0, 1, 2, 3]] : tensor<2x4x4x2xf32> into tensor<64xf32>
    %expanded_23 = tensor.expand_shape %collapsed_22 [[0, 1, 2]] output_shape [8, 1, 8] : tensor<64xf32> into tensor<8x1x8xf32>
    %collapsed_24 = tensor.collapse_shape %124 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %125 = tensor.empty() : tensor<8x1x16xf32>
    %126 = linalg.fill ins(%cst_6 : f32) outs(%125 : tensor<8x1x16xf32>) -> tensor<8x1x16xf32>
    %127 = linalg.batch_matmul ins(%expanded_23, %collapsed_24 : tensor<8x1x8xf32>, tensor<8x8x16xf32>) outs(%126 : tensor<8x1x16xf32>) -> tensor<8x1x16xf32>
    %collapsed_25 = tensor.collapse_shape %127 [[0, 1, 2]] : tensor<8x1x16xf32> into tensor<128xf32>
    %expanded_26 = tensor.expand_shape %collapsed_25 [[0, 1, 2]] output_shape [2, 4, 16] : tensor<128xf32> into tensor<2x4x16xf32>
    %128 = tensor.empty() : tensor<2x4x16xf32>
    %129 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<2x4x16xf32>) outs(%128 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = arith.divf %in, %cst_1 : f32
      linalg.yield %164 : f32
    } -> tensor<2x4x16xf32>
    %130 = tensor.empty() : tensor<16xi32>
    %131 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%130 : tensor<16xi32>) {
    ^bb0(%out: i32):
      %164 = linalg.index 0 : index
      %165 = arith.index_cast %164 : index to i32
      linalg.yield %165 : i32
    } -> tensor<16xi32>
    %132 = tensor.empty() : tensor<16xi32>
    %133 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel"]} ins(%arg7 : tensor<i32>) outs(%132 : tensor<16xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<16xi32>
    %134 = tensor.empty() : tensor<16xi1>
    %135 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%131, %133 : tensor<16xi32>, tensor<16xi32>) outs(%134 : tensor<16xi1>) {
    ^bb0(%in: i32, %in_32: i32, %out: i1):
      %164 = arith.cmpi sle, %in, %in_32 : i32
      linalg.yield %164 : i1
    } -> tensor<16xi1>
    %136 = tensor.empty() : tensor<2x4x16xi1>
    %137 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<16xi1>) outs(%136 : tensor<2x4x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x4x16xi1>
    %138 = tensor.empty() : tensor<2x4x16xf32>
    %139 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %129 : tensor<2x4x16xi1>, tensor<2x4x16xf32>) outs(%138 : tensor<2x4x16xf32>) {
    ^bb0(%in: i1, %in_32: f32, %out: f32):
      %164 = arith.select %in, %in_32, %cst_0 : f32
      linalg.yield %164 : f32
    } -> tensor<2x4x16xf32>
    %140 = tensor.empty() : tensor<2x4xf32>
    %141 = linalg.fill ins(%cst : f32) outs(%140 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %142 = linalg.generic {indexing_maps = [#map4, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%139 : tensor<2x4x16xf32>) outs(%141 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = arith.maximumf %out, %in : f32
      linalg.yield %164 : f32
    } -> tensor<2x4xf32>
    %143 = tensor.empty() : tensor<2x4x16xf32>
    %144 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x4xf32>) outs(%143 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16xf32>
    %145 = tensor.empty() : tensor<2x4x16xf32>
    %146 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %144 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%145 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.subf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<2x4x16xf32>
    %147 = tensor.empty() : tensor<2x4x16xf32>
    %148 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x4x16xf32>) outs(%147 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = math.exp %in : f32
      linalg.yield %164 : f32
    } -> tensor<2x4x16xf32>
    %149 = tensor.empty() : tensor<2x4xf32>
    %150 = linalg.fill ins(%cst_6 : f32) outs(%149 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %151 = linalg.generic {indexing_maps = [#map4, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%148 : tensor<2x4x16xf32>) outs(%150 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = arith.addf %out, %in : f32
      linalg.yield %164 : f32
    } -> tensor<2x4xf32>
    %152 = tensor.empty() : tensor<2x4x16xf32>
    %153 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x4xf32>) outs(%152 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16xf32>
    %154 = tensor.empty() : tensor<2x4x16xf32>
    %155 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %153 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%154 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %164 = arith.divf %in, %in_32 : f32
      linalg.yield %164 : f32
    } -> tensor<2x4x16xf32>
    %156 = tensor.empty() : tensor<2x4x16x8xf32>
    %157 = linalg.generic {indexing_maps = [#map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_21 : tensor<2x16x4x8xf32>) outs(%156 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x8xf32>
    %collapsed_27 = tensor.collapse_shape %155 [[0, 1, 2]] : tensor<2x4x16xf32> into tensor<128xf32>
    %expanded_28 = tensor.expand_shape %collapsed_27 [[0, 1, 2]] output_shape [8, 1, 16] : tensor<128xf32> into tensor<8x1x16xf32>
    %collapsed_29 = tensor.collapse_shape %157 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %158 = tensor.empty() : tensor<8x1x8xf32>
    %159 = linalg.fill ins(%cst_6 : f32) outs(%158 : tensor<8x1x8xf32>) -> tensor<8x1x8xf32>
    %160 = linalg.batch_matmul ins(%expanded_28, %collapsed_29 : tensor<8x1x16xf32>, tensor<8x16x8xf32>) outs(%159 : tensor<8x1x8xf32>) -> tensor<8x1x8xf32>
    %collapsed_30 = tensor.collapse_shape %160 [[0, 1, 2]] : tensor<8x1x8xf32> into tensor<64xf32>
    %expanded_31 = tensor.expand_shape %collapsed_30 [[0, 1]] output_shape [2, 32] : tensor<64xf32> into tensor<2x32xf32>
    %161 = tensor.empty() : tensor<2x32xf32>
    %162 = linalg.fill ins(%cst_6 : f32) outs(%161 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %163 = linalg.matmul ins(%expanded_31, %arg4 : tensor<2x32xf32>, tensor<32x32xf32>) outs(%162 : tensor<2x32xf32>) -> tensor<2x32xf32>
    return %163, %inserted_slice_19, %inserted_slice_21 : tensor<2x32xf32>, tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>
  }
}
