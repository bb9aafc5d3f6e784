#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
module @jit_remat_stack {
  dtensor.mesh @mesh <[x = 2, y = 2], cpu>
  func.func @main(%arg0: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, %arg1: tensor<3x16x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, y]>}) -> (tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, tensor<3x16x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded, y]>}) {
    %c2_i32 = arith.constant 2 : i32
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<3x16x16xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<3x8x16xf32>
    %c0_i32 = arith.constant 0 : i32
    %c3_i32 = arith.constant 3 : i32
    %c1_i32 = arith.constant 1 : i32
    %0:2 = scf.for %arg2 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg3 = %arg0, %arg4 = %cst_3) -> (tensor<8x16xf32>, tensor<3x8x16xf32>)  : i32 {
      %4 = arith.index_cast %arg2 : i32 to index
      %5 = arith.maxsi %4, %c0 : index
      %6 = arith.minsi %5, %c2 : index
      %extracted_slice = tensor.extract_slice %arg1[%6, 0, 0] [1, 16, 16] [1, 1, 1] : tensor<3x16x16xf32> to tensor<1x16x16xf32>
      %collapsed = tensor.collapse_shape %extracted_slice [[0, 1], [2]] : tensor<1x16x16xf32> into tensor<16x16xf32>
      %7 = tensor.empty() : tensor<8x16xf32>
      %8 = linalg.fill ins(%cst_1 : f32) outs(%7 : tensor<8x16xf32>) -> tensor<8x16xf32>
      %9 = linalg.matmul ins(%arg3, %collapsed : tensor<8x16xf32>, tensor<16x16xf32>) outs(%8 : tensor<8x16xf32>) -> tensor<8x16xf32>
      %10 = tensor.empty() : tensor<8x16xf32>
      %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<8x16xf32>) outs(%10 : tensor<8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %17 = math.tanh %in : f32
        linalg.yield %17 : f32
      } -> tensor<8x16xf32>
      %12 = tensor.empty() : tensor<1x8x16xf32>
      %13 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<8x16xf32>) outs(%12 : tensor<1x8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x16xf32>
      %14 = arith.index_cast %arg2 : i32 to index
      %15 = arith.maxsi %14, %c0 : index
      %16 = arith.minsi %15, %c2 : index
      %inserted_slice = tensor.insert_slice %13 into %arg4[%16, 0, 0] [1, 8, 16] [1, 1, 1] : tensor<1x8x16xf32> into tensor<3x8x16xf32>
      scf.yield %11, %inserted_slice : tensor<8x16xf32>, tensor<3x8x16xf32>
    }
    %1 = tensor.empty() : tensor<8x16xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0#0 : tensor<8x16xf32>) outs(%1 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.mulf %in, %cst_0 : f32
      linalg.yield %4 : f32
    } -> tensor<8x16xf32>
    %3:2 = scf.for %arg2 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg3 = %2, %arg4 = %cst_2) -> (tensor<8x16xf32>, tensor<3x16x16xf32>)  : i32 {
      %4 = arith.subi %c2_i32, %arg2 : i32
      %5 = arith.index_cast %4 : i32 to index
      %6 = arith.maxsi %5, %c0 : index
      %7 = arith.minsi %6, %c2 : index
      %extracted_slice = tensor.extract_slice %0#1[%7, 0, 0] [1, 8, 16] [1, 1, 1] : tensor<3x8x16xf32> to tensor<1x8x16xf32>
      %collapsed = tensor.collapse_shape %extracted_slice [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
      %8 = arith.index_cast %4 : i32 to index
      %9 = arith.maxsi %8, %c0 : index
      %10 = arith.minsi %9, %c2 : index
      %extracted_slice_4 = tensor.extract_slice %arg1[%10, 0, 0] [1, 16, 16] [1, 1, 1] : tensor<3x16x16xf32> to tensor<1x16x16xf32>
      %collapsed_5 = tensor.collapse_shape %extracted_slice_4 [[0, 1], [2]] : tensor<1x16x16xf32> into tensor<16x16xf32>
      %11 = dtensor.optimization_barrier %collapsed : tensor<8x16xf32>
      %12 = dtensor.optimization_barrier %collapsed_5 : tensor<16x16xf32>
      %13 = dtensor.optimization_barrier %arg3 : tensor<8x16xf32>
      %14 = tensor.empty() : tensor<8x16xf32>
      %15 = linalg.fill ins(%cst_1 : f32) outs(%14 : tensor<8x16xf32>) -> tensor<8x16xf32>
      %16 = linalg.matmul ins(%11, %12 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%15 : tensor<8x16xf32>) -> tensor<8x16xf32>
      %17 = tensor.empty() : tensor<8x16xf32>
      %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<8x16xf32>) outs(%17 : tensor<8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %44 = math.tanh %in : f32
        linalg.yield %44 : f32
      } -> tensor<8x16xf32>
      %19 = tensor.empty() : tensor<8x16xf32>
      %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<8x16xf32>) outs(%19 : tensor<8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %44 = arith.subf %cst, %in : f32
        linalg.yield %44 : f32
      } -> tensor<8x16xf32>
      %21 = tensor.empty() : tensor<8x16xf32>
      %22 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %20 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%21 : tensor<8x16xf32>) {
      ^bb0(%in: f32, %in_6: f32, %out: f32):
        %44 = arith.mulf %in, %in_6 : f32
        linalg.yield %44 : f32
      } -> tensor<8x16xf32>
      %23 = tensor.empty() : tensor<8x16xf32>
      %24 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%22, %18 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%23 : tensor<8x16xf32>) {
      ^bb0(%in: f32, %in_6: f32, %out: f32):
        %44 = arith.mulf %in, %in_6 : f32
        linalg.yield %44 : f32
      } -> tensor<8x16xf32>
      %25 = tensor.empty() : tensor<8x16xf32>
      %26 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%22, %24 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%25 : tensor<8x16xf32>) {
      ^bb0(%in: f32, %in_6: f32, %out: f32):
        %44 = arith.addf %in, %in_6 : f32
        linalg.yield %44 : f32
      } -> tensor<8x16xf32>
      %27 = tensor.empty() : tensor<16x8xf32>
      %28 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<8x16xf32>) outs(%27 : tensor<16x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<16x8xf32>
      %29 = tensor.empty() : tensor<16x16xf32>
      %30 = linalg.fill ins(%cst_1 : f32) outs(%29 : tensor<16x16xf32>) -> tensor<16x16xf32>
      %31 = linalg.matmul ins(%28, %11 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%30 : tensor<16x16xf32>) -> tensor<16x16xf32>
      %32 = tensor.empty() : tensor<16x16xf32>
      %33 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<16x16xf32>) outs(%32 : tensor<16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<16x16xf32>
      %34 = tensor.empty() : tensor<16x16xf32>
      %35 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<16x16xf32>) outs(%34 : tensor<16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<16x16xf32>
      %36 = tensor.empty() : tensor<8x16xf32>
      %37 = linalg.fill ins(%cst_1 : f32) outs(%36 : tensor<8x16xf32>) -> tensor<8x16xf32>
      %38 = linalg.matmul ins(%26, %35 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%37 : tensor<8x16xf32>) -> tensor<8x16xf32>
      %39 = tensor.empty() : tensor<1x16x16xf32>
      %40 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<16x16xf32>) outs(%39 : tensor<1x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x16x16xf32>
      %41 = arith.index_cast %4 : i32 to index
      %42 = arith.maxsi %41, %c0 : index
      %43 = arith.minsi %42, %c2 : index
      %inserted_slice = tensor.insert_slice %40 into %arg4[%43, 0, 0] [1, 16, 16] [1, 1, 1] : tensor<1x16x16xf32> into tensor<3x16x16xf32>
      scf.yield %38, %inserted_slice : tensor<8x16xf32>, tensor<3x16x16xf32>
    }
    return %3#0, %3#1 : tensor<8x16xf32>, tensor<3x16x16xf32>
  }
}
