#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0) -> (d0)>
module @jit_argmax_axes {
  dtensor.mesh @mesh <[x = 2, y = 2], cpu>
  func.func @main(%arg0: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}) -> (tensor<16xi32> {dtensor.layout = #dtensor.layout<@mesh, [x]>}, tensor<8xi32> {dtensor.layout = #dtensor.layout<@mesh, [y]>}, tensor<8xi32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}) {
    %cst = arith.constant 0x7F800000 : f32
    %c0_i32 = arith.constant 0 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst_0 = arith.constant 0xFF800000 : f32
    %0 = tensor.empty() : tensor<8x1xf32>
    %1 = tensor.empty() : tensor<8x1xi32>
    %2 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %3 = linalg.fill ins(%c2147483647_i32 : i32) outs(%1 : tensor<8x1xi32>) -> tensor<8x1xi32>
    %values, %indices = dtensor.top_k %arg0 along 1 : tensor<8x16xf32> -> tensor<8x1xf32>, tensor<8x1xi32> {
    ^bb0(%arg1: f32, %arg2: f32):
      %22 = arith.bitcast %arg1 : f32 to i32
      %c31_i32 = arith.constant 31 : i32
      %23 = arith.shrsi %22, %c31_i32 : i32
      %c2147483647_i32_2 = arith.constant 2147483647 : i32
      %24 = arith.andi %23, %c2147483647_i32_2 : i32
      %25 = arith.xori %22, %24 : i32
      %26 = arith.bitcast %arg2 : f32 to i32
      %c31_i32_3 = arith.constant 31 : i32
      %27 = arith.shrsi %26, %c31_i32_3 : i32
      %c2147483647_i32_4 = arith.constant 2147483647 : i32
      %28 = arith.andi %27, %c2147483647_i32_4 : i32
      %29 = arith.xori %26, %28 : i32
      %30 = arith.cmpi sgt, %25, %29 : i32
      dtensor.yield %30 : i1
    }
    %4 = tensor.empty() : tensor<8x16xi32>
    %5 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%4 : tensor<8x16xi32>) {
    ^bb0(%out: i32):
      %22 = linalg.index 0 : index
      %23 = arith.index_cast %22 : index to i32
      linalg.yield %23 : i32
    } -> tensor<8x16xi32>
    %6 = tensor.empty() : tensor<16xf32>
    %7 = linalg.fill ins(%cst_0 : f32) outs(%6 : tensor<16xf32>) -> tensor<16xf32>
    %8 = tensor.empty() : tensor<16xi32>
    %9 = linalg.fill ins(%c0_i32 : i32) outs(%8 : tensor<16xi32>) -> tensor<16xi32>
    %10:2 = linalg.generic {indexing_maps = [#map1, #map1, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0, %5 : tensor<8x16xf32>, tensor<8x16xi32>) outs(%7, %9 : tensor<16xf32>, tensor<16xi32>) {
    ^bb0(%in: f32, %in_2: i32, %out: f32, %out_3: i32):
      %22 = arith.cmpf ogt, %out, %in : f32
      %23 = arith.cmpf une, %out, %out : f32
      %24 = arith.ori %22, %23 : i1
      %25 = arith.cmpf oeq, %out, %in : f32
      %26 = arith.cmpi slt, %out_3, %in_2 : i32
      %27 = arith.andi %25, %26 : i1
      %28 = arith.ori %24, %27 : i1
      %29 = arith.select %24, %out, %in : f32
      %30 = arith.select %28, %out_3, %in_2 : i32
      linalg.yield %29, %30 : f32, i32
    } -> (tensor<16xf32>, tensor<16xi32>)
    %11 = tensor.empty() : tensor<8x16xi32>
    %12 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%11 : tensor<8x16xi32>) {
    ^bb0(%out: i32):
      %22 = linalg.index 1 : index
      %23 = arith.index_cast %22 : index to i32
      linalg.yield %23 : i32
    } -> tensor<8x16xi32>
    %13 = tensor.empty() : tensor<8xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<8xf32>) -> tensor<8xf32>
    %15 = tensor.empty() : tensor<8xi32>
    %16 = linalg.fill ins(%c0_i32 : i32) outs(%15 : tensor<8xi32>) -> tensor<8xi32>
    %17:2 = linalg.generic {indexing_maps = [#map, #map, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0, %12 : tensor<8x16xf32>, tensor<8x16xi32>) outs(%14, %16 : tensor<8xf32>, tensor<8xi32>) {
    ^bb0(%in: f32, %in_2: i32, %out: f32, %out_3: i32):
      %22 = arith.cmpf olt, %out, %in : f32
      %23 = arith.cmpf une, %out, %out : f32
      %24 = arith.ori %22, %23 : i1
      %25 = arith.cmpf oeq, %out, %in : f32
      %26 = arith.cmpi slt, %out_3, %in_2 : i32
      %27 = arith.andi %25, %26 : i1
      %28 = arith.ori %24, %27 : i1
      %29 = arith.select %24, %out, %in : f32
      %30 = arith.select %28, %out_3, %in_2 : i32
      linalg.yield %29, %30 : f32, i32
    } -> (tensor<8xf32>, tensor<8xi32>)
    %collapsed = tensor.collapse_shape %indices [[0, 1]] : tensor<8x1xi32> into tensor<8xi32>
    %18 = tensor.empty() : tensor<8x1xi32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%values : tensor<8x1xf32>) outs(%18 : tensor<8x1xi32>) {
    ^bb0(%in: f32, %out: i32):
      %22 = arith.fptosi %in : f32 to i32
      linalg.yield %22 : i32
    } -> tensor<8x1xi32>
    %collapsed_1 = tensor.collapse_shape %19 [[0, 1]] : tensor<8x1xi32> into tensor<8xi32>
    %20 = tensor.empty() : tensor<8xi32>
    %21 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%collapsed, %collapsed_1 : tensor<8xi32>, tensor<8xi32>) outs(%20 : tensor<8xi32>) {
    ^bb0(%in: i32, %in_2: i32, %out: i32):
      %22 = arith.addi %in, %in_2 : i32
      linalg.yield %22 : i32
    } -> tensor<8xi32>
    return %10#1, %17#1, %21 : tensor<16xi32>, tensor<8xi32>, tensor<8xi32>
  }
}
