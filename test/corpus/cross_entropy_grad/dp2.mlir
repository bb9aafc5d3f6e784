#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (0, d1)>
#map3 = affine_map<() -> ()>
#map4 = affine_map<(d0, d1) -> ()>
#map5 = affine_map<(d0, d1) -> (d1, d0)>
module @jit_cross_entropy_grad {
  dtensor.mesh @mesh <[x = 2], cpu>
  func.func @main(%arg0: tensor<32x10xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg1: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, %arg2: tensor<16xi32> {dtensor.layout = #dtensor.layout<@mesh, [x]>}) -> (tensor<32x10xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) {
    %cst = arith.constant -1.000000e+00 : f32
    %cst_0 = arith.constant 1.600000e+01 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<16x10xf32>
    %1 = linalg.fill ins(%cst_2 : f32) outs(%0 : tensor<16x10xf32>) -> tensor<16x10xf32>
    %2 = linalg.matmul ins(%arg1, %arg0 : tensor<16x32xf32>, tensor<32x10xf32>) outs(%1 : tensor<16x10xf32>) -> tensor<16x10xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.fill ins(%cst_1 : f32) outs(%3 : tensor<16xf32>) -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<16x10xf32>) outs(%4 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.maximumf %out, %in : f32
      linalg.yield %56 : f32
    } -> tensor<16xf32>
    %6 = tensor.empty() : tensor<16x10xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<16xf32>) outs(%6 : tensor<16x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x10xf32>
    %8 = tensor.empty() : tensor<16x10xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %7 : tensor<16x10xf32>, tensor<16x10xf32>) outs(%8 : tensor<16x10xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.subf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<16x10xf32>
    %10 = tensor.empty() : tensor<16x10xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<16x10xf32>) outs(%10 : tensor<16x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = math.exp %in : f32
      linalg.yield %56 : f32
    } -> tensor<16x10xf32>
    %12 = tensor.empty() : tensor<16xf32>
    %13 = linalg.fill ins(%cst_2 : f32) outs(%12 : tensor<16xf32>) -> tensor<16xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%11 : tensor<16x10xf32>) outs(%13 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.addf %out, %in : f32
      linalg.yield %56 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %14 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %15 = tensor.empty() : tensor<1x10xi32>
    %16 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%15 : tensor<1x10xi32>) {
    ^bb0(%out: i32):
      %56 = linalg.index 1 : index
      %57 = arith.index_cast %56 : index to i32
      linalg.yield %57 : i32
    } -> tensor<1x10xi32>
    %17 = tensor.empty() : tensor<16x10xi32>
    %18 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<16xi32>) outs(%17 : tensor<16x10xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<16x10xi32>
    %19 = tensor.empty() : tensor<16x10xi32>
    %20 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<1x10xi32>) outs(%19 : tensor<16x10xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<16x10xi32>
    %21 = tensor.empty() : tensor<16x10xi1>
    %22 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%18, %20 : tensor<16x10xi32>, tensor<16x10xi32>) outs(%21 : tensor<16x10xi1>) {
    ^bb0(%in: i32, %in_4: i32, %out: i1):
      %56 = arith.cmpi eq, %in, %in_4 : i32
      linalg.yield %56 : i1
    } -> tensor<16x10xi1>
    %23 = tensor.empty() : tensor<16x10xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<16x10xi1>) outs(%23 : tensor<16x10xf32>) {
    ^bb0(%in: i1, %out: f32):
      %56 = arith.uitofp %in : i1 to f32
      linalg.yield %56 : f32
    } -> tensor<16x10xf32>
    %25 = tensor.empty() : tensor<f32>
    %26 = linalg.generic {indexing_maps = [#map3], iterator_types = []} outs(%25 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %27 = tensor.empty() : tensor<f32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%26 : tensor<f32>) outs(%27 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.divf %in, %cst_0 : f32
      linalg.yield %56 : f32
    } -> tensor<f32>
    %29 = tensor.empty() : tensor<16x10xf32>
    %30 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<f32>) outs(%29 : tensor<16x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x10xf32>
    %31 = tensor.empty() : tensor<16x10xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%24, %30 : tensor<16x10xf32>, tensor<16x10xf32>) outs(%31 : tensor<16x10xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<16x10xf32>
    %33 = tensor.empty() : tensor<16x10xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<16x10xf32>) outs(%33 : tensor<16x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.negf %in : f32
      linalg.yield %56 : f32
    } -> tensor<16x10xf32>
    %35 = tensor.empty() : tensor<16xf32>
    %36 = linalg.fill ins(%cst_2 : f32) outs(%35 : tensor<16xf32>) -> tensor<16xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%34 : tensor<16x10xf32>) outs(%36 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.addf %out, %in : f32
      linalg.yield %56 : f32
    } -> tensor<16xf32>
    %expanded_3 = tensor.expand_shape %37 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %38 = tensor.empty() : tensor<16x1xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_3, %expanded : tensor<16x1xf32>, tensor<16x1xf32>) outs(%38 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.divf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<16x1xf32>
    %40 = tensor.empty() : tensor<16xf32>
    %41 = linalg.fill ins(%cst_2 : f32) outs(%40 : tensor<16xf32>) -> tensor<16xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%39 : tensor<16x1xf32>) outs(%41 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.addf %out, %in : f32
      linalg.yield %56 : f32
    } -> tensor<16xf32>
    %43 = tensor.empty() : tensor<16x10xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<16xf32>) outs(%43 : tensor<16x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x10xf32>
    %45 = tensor.empty() : tensor<16x10xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%44, %11 : tensor<16x10xf32>, tensor<16x10xf32>) outs(%45 : tensor<16x10xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.mulf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<16x10xf32>
    %47 = tensor.empty() : tensor<16x10xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%32, %46 : tensor<16x10xf32>, tensor<16x10xf32>) outs(%47 : tensor<16x10xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %56 = arith.addf %in, %in_4 : f32
      linalg.yield %56 : f32
    } -> tensor<16x10xf32>
    %49 = tensor.empty() : tensor<10x16xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<16x10xf32>) outs(%49 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<10x16xf32>
    %51 = tensor.empty() : tensor<10x32xf32>
    %52 = linalg.fill ins(%cst_2 : f32) outs(%51 : tensor<10x32xf32>) -> tensor<10x32xf32>
    %53 = linalg.matmul ins(%50, %arg1 : tensor<10x16xf32>, tensor<16x32xf32>) outs(%52 : tensor<10x32xf32>) -> tensor<10x32xf32>
    %54 = tensor.empty() : tensor<32x10xf32>
    %55 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<10x32xf32>) outs(%54 : tensor<32x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x10xf32>
    return %55 : tensor<32x10xf32>
  }
}
