#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> ()>
#map7 = affine_map<() -> ()>
module @jit_cross_entropy_loss {
  dtensor.mesh @mesh <[x = 4], cpu>
  func.func @main(%arg0: tensor<32x10xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg1: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, %arg2: tensor<16xi32> {dtensor.layout = #dtensor.layout<@mesh, [x]>}) -> (tensor<f32> {dtensor.layout = #dtensor.layout<@mesh, []>}) {
    %cst = arith.constant 1.600000e+01 : f32
    %cst_0 = arith.constant 0x7FC00000 : f32
    %c9 = arith.constant 9 : index
    %c0 = arith.constant 0 : index
    %true = arith.constant true
    %c9_i32 = arith.constant 9 : i32
    %c10_i32 = arith.constant 10 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<16x10xf32>
    %1 = linalg.fill ins(%cst_2 : f32) outs(%0 : tensor<16x10xf32>) -> tensor<16x10xf32>
    %2 = linalg.matmul ins(%arg1, %arg0 : tensor<16x32xf32>, tensor<32x10xf32>) outs(%1 : tensor<16x10xf32>) -> tensor<16x10xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.fill ins(%cst_1 : f32) outs(%3 : tensor<16xf32>) -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<16x10xf32>) outs(%4 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.maximumf %out, %in : f32
      linalg.yield %47 : f32
    } -> tensor<16xf32>
    %6 = tensor.empty() : tensor<16x10xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<16xf32>) outs(%6 : tensor<16x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x10xf32>
    %8 = tensor.empty() : tensor<16x10xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %7 : tensor<16x10xf32>, tensor<16x10xf32>) outs(%8 : tensor<16x10xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %47 = arith.subf %in, %in_5 : f32
      linalg.yield %47 : f32
    } -> tensor<16x10xf32>
    %10 = tensor.empty() : tensor<16x10xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<16x10xf32>) outs(%10 : tensor<16x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = math.exp %in : f32
      linalg.yield %47 : f32
    } -> tensor<16x10xf32>
    %12 = tensor.empty() : tensor<16xf32>
    %13 = linalg.fill ins(%cst_2 : f32) outs(%12 : tensor<16xf32>) -> tensor<16xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%11 : tensor<16x10xf32>) outs(%13 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.addf %out, %in : f32
      linalg.yield %47 : f32
    } -> tensor<16xf32>
    %15 = tensor.empty() : tensor<16xf32>
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%14 : tensor<16xf32>) outs(%15 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = math.log %in : f32
      linalg.yield %47 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %16 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %17 = tensor.empty() : tensor<16x10xf32>
    %18 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<16x1xf32>) outs(%17 : tensor<16x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x10xf32>
    %19 = tensor.empty() : tensor<16x10xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %18 : tensor<16x10xf32>, tensor<16x10xf32>) outs(%19 : tensor<16x10xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %47 = arith.subf %in, %in_5 : f32
      linalg.yield %47 : f32
    } -> tensor<16x10xf32>
    %expanded_3 = tensor.expand_shape %arg2 [[0, 1]] output_shape [16, 1] : tensor<16xi32> into tensor<16x1xi32>
    %21 = tensor.empty() : tensor<16x1xi1>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_3 : tensor<16x1xi32>) outs(%21 : tensor<16x1xi1>) {
    ^bb0(%in: i32, %out: i1):
      %47 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %47 : i1
    } -> tensor<16x1xi1>
    %23 = tensor.empty() : tensor<16x1xi32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_3 : tensor<16x1xi32>) outs(%23 : tensor<16x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      %47 = arith.addi %in, %c10_i32 : i32
      linalg.yield %47 : i32
    } -> tensor<16x1xi32>
    %25 = tensor.empty() : tensor<16x1xi32>
    %26 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%22, %24, %expanded_3 : tensor<16x1xi1>, tensor<16x1xi32>, tensor<16x1xi32>) outs(%25 : tensor<16x1xi32>) {
    ^bb0(%in: i1, %in_5: i32, %in_6: i32, %out: i32):
      %47 = arith.select %in, %in_5, %in_6 : i32
      linalg.yield %47 : i32
    } -> tensor<16x1xi32>
    %expanded_4 = tensor.expand_shape %26 [[0], [1, 2]] output_shape [16, 1, 1] : tensor<16x1xi32> into tensor<16x1x1xi32>
    %27 = tensor.empty() : tensor<16x1x1xi1>
    %28 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_4 : tensor<16x1x1xi32>) outs(%27 : tensor<16x1x1xi1>) {
    ^bb0(%in: i32, %out: i1):
      %47 = arith.cmpi sge, %in, %c0_i32 : i32
      linalg.yield %47 : i1
    } -> tensor<16x1x1xi1>
    %29 = tensor.empty() : tensor<16x1x1xi1>
    %30 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_4 : tensor<16x1x1xi32>) outs(%29 : tensor<16x1x1xi1>) {
    ^bb0(%in: i32, %out: i1):
      %47 = arith.cmpi sle, %in, %c9_i32 : i32
      linalg.yield %47 : i1
    } -> tensor<16x1x1xi1>
    %31 = tensor.empty() : tensor<16x1x1xi1>
    %32 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %30 : tensor<16x1x1xi1>, tensor<16x1x1xi1>) outs(%31 : tensor<16x1x1xi1>) {
    ^bb0(%in: i1, %in_5: i1, %out: i1):
      %47 = arith.andi %in, %in_5 : i1
      linalg.yield %47 : i1
    } -> tensor<16x1x1xi1>
    %33 = tensor.empty() : tensor<16x1xi1>
    %34 = linalg.fill ins(%true : i1) outs(%33 : tensor<16x1xi1>) -> tensor<16x1xi1>
    %35 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%32 : tensor<16x1x1xi1>) outs(%34 : tensor<16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %47 = arith.andi %out, %in : i1
      linalg.yield %47 : i1
    } -> tensor<16x1xi1>
    %36 = tensor.empty() : tensor<16x1xf32>
    %37 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%36 : tensor<16x1xf32>) {
    ^bb0(%out: f32):
      %47 = linalg.index 0 : index
      %extracted = tensor.extract %expanded_4[%47, %c0, %c0] : tensor<16x1x1xi32>
      %48 = arith.index_cast %extracted : i32 to index
      %49 = arith.maxsi %48, %c0 : index
      %50 = arith.minsi %49, %c9 : index
      %extracted_5 = tensor.extract %20[%47, %50] : tensor<16x10xf32>
      linalg.yield %extracted_5 : f32
    } -> tensor<16x1xf32>
    %38 = tensor.empty() : tensor<16x1xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%35, %37 : tensor<16x1xi1>, tensor<16x1xf32>) outs(%38 : tensor<16x1xf32>) {
    ^bb0(%in: i1, %in_5: f32, %out: f32):
      %47 = arith.select %in, %in_5, %cst_0 : f32
      linalg.yield %47 : f32
    } -> tensor<16x1xf32>
    %40 = tensor.empty() : tensor<f32>
    %41 = linalg.fill ins(%cst_2 : f32) outs(%40 : tensor<f32>) -> tensor<f32>
    %42 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["reduction", "reduction"]} ins(%39 : tensor<16x1xf32>) outs(%41 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.addf %out, %in : f32
      linalg.yield %47 : f32
    } -> tensor<f32>
    %43 = tensor.empty() : tensor<f32>
    %44 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%42 : tensor<f32>) outs(%43 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.divf %in, %cst : f32
      linalg.yield %47 : f32
    } -> tensor<f32>
    %45 = tensor.empty() : tensor<f32>
    %46 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%44 : tensor<f32>) outs(%45 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.negf %in : f32
      linalg.yield %47 : f32
    } -> tensor<f32>
    return %46 : tensor<f32>
  }
}
