#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module @jit_embedding_grad {
  dtensor.mesh @mesh <[y = 2], cpu>
  func.func @main(%arg0: tensor<32x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}, %arg1: tensor<4x6xi32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) -> (tensor<32x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}) {
    %cst = arith.constant 2.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0x7FC00000 : f32
    %true = arith.constant true
    %c31_i32 = arith.constant 31 : i32
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<32x16xf32>
    %0 = tensor.empty() : tensor<4x6xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<4x6xi32>) outs(%0 : tensor<4x6xi1>) {
    ^bb0(%in: i32, %out: i1):
      %34 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %34 : i1
    } -> tensor<4x6xi1>
    %2 = tensor.empty() : tensor<4x6xi32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<4x6xi32>) outs(%2 : tensor<4x6xi32>) {
    ^bb0(%in: i32, %out: i32):
      %34 = arith.addi %in, %c32_i32 : i32
      linalg.yield %34 : i32
    } -> tensor<4x6xi32>
    %4 = tensor.empty() : tensor<4x6xi32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %3, %arg1 : tensor<4x6xi1>, tensor<4x6xi32>, tensor<4x6xi32>) outs(%4 : tensor<4x6xi32>) {
    ^bb0(%in: i1, %in_5: i32, %in_6: i32, %out: i32):
      %34 = arith.select %in, %in_5, %in_6 : i32
      linalg.yield %34 : i32
    } -> tensor<4x6xi32>
    %expanded = tensor.expand_shape %5 [[0], [1, 2]] output_shape [4, 6, 1] : tensor<4x6xi32> into tensor<4x6x1xi32>
    %6 = tensor.empty() : tensor<4x6x1xi1>
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<4x6x1xi32>) outs(%6 : tensor<4x6x1xi1>) {
    ^bb0(%in: i32, %out: i1):
      %34 = arith.cmpi sge, %in, %c0_i32 : i32
      linalg.yield %34 : i1
    } -> tensor<4x6x1xi1>
    %8 = tensor.empty() : tensor<4x6x1xi1>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<4x6x1xi32>) outs(%8 : tensor<4x6x1xi1>) {
    ^bb0(%in: i32, %out: i1):
      %34 = arith.cmpi sle, %in, %c31_i32 : i32
      linalg.yield %34 : i1
    } -> tensor<4x6x1xi1>
    %10 = tensor.empty() : tensor<4x6x1xi1>
    %11 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %9 : tensor<4x6x1xi1>, tensor<4x6x1xi1>) outs(%10 : tensor<4x6x1xi1>) {
    ^bb0(%in: i1, %in_5: i1, %out: i1):
      %34 = arith.andi %in, %in_5 : i1
      linalg.yield %34 : i1
    } -> tensor<4x6x1xi1>
    %12 = tensor.empty() : tensor<4x6xi1>
    %13 = linalg.fill ins(%true : i1) outs(%12 : tensor<4x6xi1>) -> tensor<4x6xi1>
    %14 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<4x6x1xi1>) outs(%13 : tensor<4x6xi1>) {
    ^bb0(%in: i1, %out: i1):
      %34 = arith.andi %out, %in : i1
      linalg.yield %34 : i1
    } -> tensor<4x6xi1>
    %15 = tensor.empty() : tensor<4x6x1x16xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<4x6x1xi32>) outs(%15 : tensor<4x6x1x16xf32>) {
    ^bb0(%in: i32, %out: f32):
      %34 = arith.index_cast %in : i32 to index
      %35 = linalg.index 3 : index
      %extracted = tensor.extract %arg0[%34, %35] : tensor<32x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x6x1x16xf32>
    %collapsed = tensor.collapse_shape %16 [[0], [1], [2, 3]] : tensor<4x6x1x16xf32> into tensor<4x6x16xf32>
    %17 = tensor.empty() : tensor<4x6x16xi1>
    %18 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<4x6xi1>) outs(%17 : tensor<4x6x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<4x6x16xi1>
    %19 = tensor.empty() : tensor<4x6x16xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %collapsed : tensor<4x6x16xi1>, tensor<4x6x16xf32>) outs(%19 : tensor<4x6x16xf32>) {
    ^bb0(%in: i1, %in_5: f32, %out: f32):
      %34 = arith.select %in, %in_5, %cst_1 : f32
      linalg.yield %34 : f32
    } -> tensor<4x6x16xf32>
    %21 = tensor.empty() : tensor<4x6x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<4x6x16xf32>) outs(%21 : tensor<4x6x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = math.tanh %in : f32
      linalg.yield %34 : f32
    } -> tensor<4x6x16xf32>
    %23 = tensor.empty() : tensor<4x6x16xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<4x6x16xf32>) outs(%23 : tensor<4x6x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.subf %cst_0, %in : f32
      linalg.yield %34 : f32
    } -> tensor<4x6x16xf32>
    %25 = tensor.empty() : tensor<4x6x16xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<4x6x16xf32>) outs(%25 : tensor<4x6x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.mulf %in, %cst : f32
      linalg.yield %34 : f32
    } -> tensor<4x6x16xf32>
    %27 = tensor.empty() : tensor<4x6x16xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %24 : tensor<4x6x16xf32>, tensor<4x6x16xf32>) outs(%27 : tensor<4x6x16xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %34 = arith.mulf %in, %in_5 : f32
      linalg.yield %34 : f32
    } -> tensor<4x6x16xf32>
    %29 = tensor.empty() : tensor<4x6x16xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %22 : tensor<4x6x16xf32>, tensor<4x6x16xf32>) outs(%29 : tensor<4x6x16xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %34 = arith.mulf %in, %in_5 : f32
      linalg.yield %34 : f32
    } -> tensor<4x6x16xf32>
    %31 = tensor.empty() : tensor<4x6x16xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %30 : tensor<4x6x16xf32>, tensor<4x6x16xf32>) outs(%31 : tensor<4x6x16xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %34 = arith.addf %in, %in_5 : f32
      linalg.yield %34 : f32
    } -> tensor<4x6x16xf32>
    %collapsed_3 = tensor.collapse_shape %expanded [[0, 1], [2]] : tensor<4x6x1xi32> into tensor<24x1xi32>
    %collapsed_4 = tensor.collapse_shape %32 [[0, 1], [2]] : tensor<4x6x16xf32> into tensor<24x16xf32>
    %33 = dtensor.scatter %collapsed_4 at %collapsed_3 into %cst_2 dims [0] : tensor<24x16xf32>, tensor<24x1xi32>, tensor<32x16xf32> {
    ^bb0(%arg2: f32, %arg3: f32):
      %34 = arith.addf %arg3, %arg2 : f32
      dtensor.yield %34 : f32
    }
    return %33 : tensor<32x16xf32>
  }
}
