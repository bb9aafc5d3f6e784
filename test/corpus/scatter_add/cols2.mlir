#map = affine_map<(d0) -> (d0)>
module @jit_scatter_add {
  dtensor.mesh @mesh <[y = 2], cpu>
  func.func @main(%arg0: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}, %arg1: tensor<6xi32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, %arg2: tensor<6x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}) -> (tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}, tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}) {
    %c16_i32 = arith.constant 16 : i32
    %c8_i32 = arith.constant 8 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = tensor.empty() : tensor<6xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<6xi32>) outs(%0 : tensor<6xi1>) {
    ^bb0(%in: i32, %out: i1):
      %33 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %33 : i1
    } -> tensor<6xi1>
    %2 = tensor.empty() : tensor<6xi32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<6xi32>) outs(%2 : tensor<6xi32>) {
    ^bb0(%in: i32, %out: i32):
      %33 = arith.addi %in, %c8_i32 : i32
      linalg.yield %33 : i32
    } -> tensor<6xi32>
    %4 = tensor.empty() : tensor<6xi32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%1, %3, %arg1 : tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) outs(%4 : tensor<6xi32>) {
    ^bb0(%in: i1, %in_5: i32, %in_6: i32, %out: i32):
      %33 = arith.select %in, %in_5, %in_6 : i32
      linalg.yield %33 : i32
    } -> tensor<6xi32>
    %expanded = tensor.expand_shape %5 [[0, 1]] output_shape [6, 1] : tensor<6xi32> into tensor<6x1xi32>
    %6 = dtensor.scatter %arg2 at %expanded into %arg0 dims [0] : tensor<6x16xf32>, tensor<6x1xi32>, tensor<8x16xf32> {
    ^bb0(%arg3: f32, %arg4: f32):
      %33 = arith.addf %arg4, %arg3 : f32
      dtensor.yield %33 : f32
    }
    %extracted_slice = tensor.extract_slice %arg1[0] [3] [1] : tensor<6xi32> to tensor<3xi32>
    %extracted_slice_0 = tensor.extract_slice %arg1[3] [3] [1] : tensor<6xi32> to tensor<3xi32>
    %7 = tensor.empty() : tensor<3xi32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%extracted_slice_0 : tensor<3xi32>) outs(%7 : tensor<3xi32>) {
    ^bb0(%in: i32, %out: i32):
      %33 = arith.remsi %in, %c16_i32 : i32
      linalg.yield %33 : i32
    } -> tensor<3xi32>
    %9 = tensor.empty() : tensor<3xi1>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%8 : tensor<3xi32>) outs(%9 : tensor<3xi1>) {
    ^bb0(%in: i32, %out: i1):
      %33 = arith.cmpi ne, %in, %c0_i32 : i32
      linalg.yield %33 : i1
    } -> tensor<3xi1>
    %11 = tensor.empty() : tensor<3xi1>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%8 : tensor<3xi32>) outs(%11 : tensor<3xi1>) {
    ^bb0(%in: i32, %out: i1):
      %33 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %33 : i1
    } -> tensor<3xi1>
    %13 = tensor.empty() : tensor<3xi1>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%12, %10 : tensor<3xi1>, tensor<3xi1>) outs(%13 : tensor<3xi1>) {
    ^bb0(%in: i1, %in_5: i1, %out: i1):
      %33 = arith.andi %in, %in_5 : i1
      linalg.yield %33 : i1
    } -> tensor<3xi1>
    %15 = tensor.empty() : tensor<3xi32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%8 : tensor<3xi32>) outs(%15 : tensor<3xi32>) {
    ^bb0(%in: i32, %out: i32):
      %33 = arith.addi %in, %c16_i32 : i32
      linalg.yield %33 : i32
    } -> tensor<3xi32>
    %17 = tensor.empty() : tensor<3xi32>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%14, %16, %8 : tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) outs(%17 : tensor<3xi32>) {
    ^bb0(%in: i1, %in_5: i32, %in_6: i32, %out: i32):
      %33 = arith.select %in, %in_5, %in_6 : i32
      linalg.yield %33 : i32
    } -> tensor<3xi32>
    %extracted_slice_1 = tensor.extract_slice %arg2[0, 0] [3, 1] [1, 1] : tensor<6x16xf32> to tensor<3x1xf32>
    %collapsed = tensor.collapse_shape %extracted_slice_1 [[0, 1]] : tensor<3x1xf32> into tensor<3xf32>
    %19 = tensor.empty() : tensor<3xi1>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%extracted_slice : tensor<3xi32>) outs(%19 : tensor<3xi1>) {
    ^bb0(%in: i32, %out: i1):
      %33 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %33 : i1
    } -> tensor<3xi1>
    %21 = tensor.empty() : tensor<3xi32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%extracted_slice : tensor<3xi32>) outs(%21 : tensor<3xi32>) {
    ^bb0(%in: i32, %out: i32):
      %33 = arith.addi %in, %c8_i32 : i32
      linalg.yield %33 : i32
    } -> tensor<3xi32>
    %23 = tensor.empty() : tensor<3xi32>
    %24 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%20, %22, %extracted_slice : tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) outs(%23 : tensor<3xi32>) {
    ^bb0(%in: i1, %in_5: i32, %in_6: i32, %out: i32):
      %33 = arith.select %in, %in_5, %in_6 : i32
      linalg.yield %33 : i32
    } -> tensor<3xi32>
    %25 = tensor.empty() : tensor<3xi1>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%18 : tensor<3xi32>) outs(%25 : tensor<3xi1>) {
    ^bb0(%in: i32, %out: i1):
      %33 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %33 : i1
    } -> tensor<3xi1>
    %27 = tensor.empty() : tensor<3xi32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%18 : tensor<3xi32>) outs(%27 : tensor<3xi32>) {
    ^bb0(%in: i32, %out: i32):
      %33 = arith.addi %in, %c16_i32 : i32
      linalg.yield %33 : i32
    } -> tensor<3xi32>
    %29 = tensor.empty() : tensor<3xi32>
    %30 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%26, %28, %18 : tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) outs(%29 : tensor<3xi32>) {
    ^bb0(%in: i1, %in_5: i32, %in_6: i32, %out: i32):
      %33 = arith.select %in, %in_5, %in_6 : i32
      linalg.yield %33 : i32
    } -> tensor<3xi32>
    %expanded_2 = tensor.expand_shape %24 [[0, 1]] output_shape [3, 1] : tensor<3xi32> into tensor<3x1xi32>
    %expanded_3 = tensor.expand_shape %30 [[0, 1]] output_shape [3, 1] : tensor<3xi32> into tensor<3x1xi32>
    %31 = tensor.empty() : tensor<3x2xi32>
    %inserted_slice = tensor.insert_slice %expanded_2 into %31[0, 0] [3, 1] [1, 1] : tensor<3x1xi32> into tensor<3x2xi32>
    %inserted_slice_4 = tensor.insert_slice %expanded_3 into %inserted_slice[0, 1] [3, 1] [1, 1] : tensor<3x1xi32> into tensor<3x2xi32>
    %32 = dtensor.scatter %collapsed at %inserted_slice_4 into %arg0 dims [0, 1] : tensor<3xf32>, tensor<3x2xi32>, tensor<8x16xf32> {
    ^bb0(%arg3: f32, %arg4: f32):
      %33 = arith.maximumf %arg4, %arg3 : f32
      dtensor.yield %33 : f32
    }
    return %6, %32 : tensor<8x16xf32>, tensor<8x16xf32>
  }
}
