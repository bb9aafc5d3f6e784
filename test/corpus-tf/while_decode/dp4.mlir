#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
module @decode {
  dtensor.mesh @mesh <[batch = 4], cpu>
  func.func private @while_cond_2140_const_0__.3(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<8x16xf32>, %arg4: tensor<8xi32>, %arg5: tensor<6x8xi32>, %arg6: tensor<i32>, %arg7: tensor<16x16xf32>, %arg8: tensor<32x16xf32>, %arg9: tensor<16x32xf32>) -> tensor<i1> {
    %c6_i32 = arith.constant 6 : i32
    %0 = tensor.empty() : tensor<i1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg2 : tensor<i32>) outs(%0 : tensor<i1>) {
    ^bb0(%in: i32, %out: i1):
      %2 = arith.cmpi slt, %in, %c6_i32 : i32
      linalg.yield %2 : i1
    } -> tensor<i1>
    return %1 : tensor<i1>
  }
  func.func @main(%arg0: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [batch, unsharded]>}, %arg1: tensor<8xi32> {dtensor.layout = #dtensor.layout<@mesh, [batch]>}, %arg2: tensor<16x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg3: tensor<32x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg4: tensor<16x32xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) -> (tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [batch, unsharded]>}, tensor<8x6xi32> {dtensor.layout = #dtensor.layout<@mesh, [batch, unsharded]>}) {
    %c5 = arith.constant 5 : index
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant 0xFF800000 : f32
    %c31 = arith.constant 31 : index
    %c0 = arith.constant 0 : index
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c1_i32 = arith.constant 1 : i32
    %c6_i32 = arith.constant 6 : i32
    %cst_1 = arith.constant dense<0> : tensor<i32>
    %cst_2 = arith.constant dense<0> : tensor<6x8xi32>
    %0:5 = scf.while (%arg5 = %cst_1, %arg6 = %cst_1, %arg7 = %arg0, %arg8 = %arg1, %arg9 = %cst_2) : (tensor<i32>, tensor<i32>, tensor<8x16xf32>, tensor<8xi32>, tensor<6x8xi32>) -> (tensor<i32>, tensor<i32>, tensor<8x16xf32>, tensor<8xi32>, tensor<6x8xi32>) {
      %3 = tensor.empty() : tensor<i1>
      %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg6 : tensor<i32>) outs(%3 : tensor<i1>) {
      ^bb0(%in: i32, %out: i1):
        %5 = arith.cmpi slt, %in, %c6_i32 : i32
        linalg.yield %5 : i1
      } -> tensor<i1>
      %extracted = tensor.extract %4[] : tensor<i1>
      scf.condition(%extracted) %arg5, %arg6, %arg7, %arg8, %arg9 : tensor<i32>, tensor<i32>, tensor<8x16xf32>, tensor<8xi32>, tensor<6x8xi32>
    } do {
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<8x16xf32>, %arg8: tensor<8xi32>, %arg9: tensor<6x8xi32>):
      %3 = tensor.empty() : tensor<i32>
      %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg5 : tensor<i32>) outs(%3 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %29 = arith.addi %in, %c1_i32 : i32
        linalg.yield %29 : i32
      } -> tensor<i32>
      %5 = tensor.empty() : tensor<i32>
      %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg6 : tensor<i32>) outs(%5 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %29 = arith.addi %in, %c1_i32 : i32
        linalg.yield %29 : i32
      } -> tensor<i32>
      %7 = tensor.empty() : tensor<8x16xf32>
      %8 = linalg.fill ins(%cst_0 : f32) outs(%7 : tensor<8x16xf32>) -> tensor<8x16xf32>
      %9 = linalg.matmul {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} ins(%arg7, %arg2 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%8 : tensor<8x16xf32>) -> tensor<8x16xf32>
      %10 = tensor.empty() : tensor<8x16xf32>
      %11 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel"]} outs(%10 : tensor<8x16xf32>) {
      ^bb0(%out: f32):
        %29 = linalg.index 0 : index
        %30 = linalg.index 1 : index
        %extracted_3 = tensor.extract %arg8[%29] : tensor<8xi32>
        %31 = arith.index_cast %extracted_3 : i32 to index
        %32 = arith.maxsi %31, %c0 : index
        %33 = arith.minsi %32, %c31 : index
        %extracted_4 = tensor.extract %arg3[%33, %30] : tensor<32x16xf32>
        linalg.yield %extracted_4 : f32
      } -> tensor<8x16xf32>
      %12 = tensor.empty() : tensor<8x16xf32>
      %13 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%9, %11 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%12 : tensor<8x16xf32>) {
      ^bb0(%in: f32, %in_3: f32, %out: f32):
        %29 = arith.addf %in, %in_3 : f32
        linalg.yield %29 : f32
      } -> tensor<8x16xf32>
      %14 = tensor.empty() : tensor<8x16xf32>
      %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<8x16xf32>) outs(%14 : tensor<8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %29 = math.tanh %in : f32
        linalg.yield %29 : f32
      } -> tensor<8x16xf32>
      %16 = tensor.empty() : tensor<8x32xf32>
      %17 = linalg.fill ins(%cst_0 : f32) outs(%16 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %18 = linalg.matmul {mhlo.frontend_attributes = {grad_x = "false", grad_y = "false"}} ins(%15, %arg4 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%17 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %19 = tensor.empty() : tensor<8x32xi32>
      %20 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel"]} outs(%19 : tensor<8x32xi32>) {
      ^bb0(%out: i32):
        %29 = linalg.index 1 : index
        %30 = arith.index_cast %29 : index to i32
        linalg.yield %30 : i32
      } -> tensor<8x32xi32>
      %21 = tensor.empty() : tensor<8xf32>
      %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<8xf32>) -> tensor<8xf32>
      %23 = tensor.empty() : tensor<8xi32>
      %24 = linalg.fill ins(%c0_i32 : i32) outs(%23 : tensor<8xi32>) -> tensor<8xi32>
      %25:2 = linalg.generic {indexing_maps = [#map1, #map1, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%18, %20 : tensor<8x32xf32>, tensor<8x32xi32>) outs(%22, %24 : tensor<8xf32>, tensor<8xi32>) {
      ^bb0(%in: f32, %in_3: i32, %out: f32, %out_4: i32):
        %29 = arith.cmpf oge, %out, %in : f32
        %30 = arith.select %29, %out, %in : f32
        %31 = arith.cmpf oeq, %out, %in : f32
        %32 = arith.minsi %out_4, %in_3 : i32
        %33 = arith.select %29, %out_4, %in_3 : i32
        %34 = arith.select %31, %32, %33 : i32
        linalg.yield %30, %34 : f32, i32
      } -> (tensor<8xf32>, tensor<8xi32>)
      %expanded = tensor.expand_shape %25#1 [[0, 1]] output_shape [1, 8] : tensor<8xi32> into tensor<1x8xi32>
      %extracted = tensor.extract %arg6[] : tensor<i32>
      %26 = arith.index_cast %extracted : i32 to index
      %27 = arith.maxsi %26, %c0 : index
      %28 = arith.minsi %27, %c5 : index
      %inserted_slice = tensor.insert_slice %expanded into %arg9[%28, 0] [1, 8] [1, 1] : tensor<1x8xi32> into tensor<6x8xi32>
      scf.yield %4, %6, %15, %25#1, %inserted_slice : tensor<i32>, tensor<i32>, tensor<8x16xf32>, tensor<8xi32>, tensor<6x8xi32>
    }
    %1 = tensor.empty() : tensor<8x6xi32>
    %2 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%0#4 : tensor<6x8xi32>) outs(%1 : tensor<8x6xi32>) attrs =  {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "s32[8,6]{0,1}"} {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x6xi32>
    return %0#2, %2 : tensor<8x16xf32>, tensor<8x6xi32>
  }
}
