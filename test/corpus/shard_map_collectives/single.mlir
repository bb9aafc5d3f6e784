#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (0, d1)>
module @jit_shard_map_collectives {
  dtensor.mesh @mesh <[x = 2, y = 2], cpu>
  func.func @main(%arg0: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg1: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg2: tensor<8xi32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}) -> (tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<4x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<4xi32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) {
    %0:7 = dtensor.shard_map @dtc.shard_map.0(%arg0, %arg1, %arg2) : (tensor<8x8xf32>, tensor<8x4xf32>, tensor<8xi32>) -> (tensor<8x16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<8x8xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<8x4xf32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6 : tensor<8x16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<8x8xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<8x4xf32>
  }
  func.func private @dtc.shard_map.0(%arg0: tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>}, %arg1: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg2: tensor<4xi32> {dtensor.layout = #dtensor.layout<@mesh, [x]>}) -> (tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>}, tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>}, tensor<2x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>}, tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>}, tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<4xi32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) attributes {dtensor.local_view} {
    %cst = arith.constant 0.000000e+00 : f32
    %c4_i32 = arith.constant 4 : i32
    %c2_i32 = arith.constant 2 : i32
    %0:2 = dtensor.device_coords @mesh[x, y] : index, index
    %c2 = arith.constant 2 : index
    %1 = arith.muli %0#0, %c2 : index
    %2 = arith.addi %1, %0#1 : index
    %3 = arith.index_cast %2 : index to i32
    %from_elements = tensor.from_elements %3 : tensor<i32>
    %4 = tensor.empty() : tensor<i32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%from_elements : tensor<i32>) outs(%4 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %53 = arith.divui %in, %c2_i32 : i32
      linalg.yield %53 : i32
    } -> tensor<i32>
    %6 = tensor.empty() : tensor<i32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%5 : tensor<i32>) outs(%6 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %53 = arith.remui %in, %c2_i32 : i32
      linalg.yield %53 : i32
    } -> tensor<i32>
    %8:2 = dtensor.device_coords @mesh[x, y] : index, index
    %c2_0 = arith.constant 2 : index
    %9 = arith.muli %8#0, %c2_0 : index
    %10 = arith.addi %9, %8#1 : index
    %11 = arith.index_cast %10 : index to i32
    %from_elements_1 = tensor.from_elements %11 : tensor<i32>
    %12 = tensor.empty() : tensor<i32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%from_elements_1 : tensor<i32>) outs(%12 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %53 = arith.remui %in, %c2_i32 : i32
      linalg.yield %53 : i32
    } -> tensor<i32>
    %14 = dtensor.all_gather %arg0 on @mesh[y] dim 1 : tensor<4x4xf32> -> tensor<4x8xf32>
    %15 = tensor.empty() : tensor<f32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%7 : tensor<i32>) outs(%15 : tensor<f32>) {
    ^bb0(%in: i32, %out: f32):
      %53 = arith.sitofp %in : i32 to f32
      linalg.yield %53 : f32
    } -> tensor<f32>
    %17 = tensor.empty() : tensor<4x8xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<f32>) outs(%17 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8xf32>
    %19 = tensor.empty() : tensor<4x8xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%14, %18 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%19 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %53 = arith.addf %in, %in_3 : f32
      linalg.yield %53 : f32
    } -> tensor<4x8xf32>
    %21 = dtensor.reduce_scatter sum %arg1 on @mesh[x] dim 0 : tensor<8x4xf32> -> tensor<4x4xf32>
    %22 = dtensor.all_to_all %arg0 on @mesh[y] split 0 concat 1 : tensor<4x4xf32> -> tensor<2x8xf32>
    %23 = dtensor.collective_permute %arg0 on @mesh[x] permutation [1, 0] : tensor<4x4xf32>
    %24 = dtensor.device_coords @mesh[x] : index
    %cst_2 = arith.constant dense<[false, true]> : tensor<2xi1>
    %extracted = tensor.extract %cst_2[%24] : tensor<2xi1>
    %25 = scf.if %extracted -> (tensor<4x4xf32>) {
      scf.yield %23 : tensor<4x4xf32>
    } else {
      %cst_3 = arith.constant dense<0.000000e+00> : tensor<4x4xf32>
      scf.yield %cst_3 : tensor<4x4xf32>
    }
    %26 = dtensor.collective_permute %arg0 on @mesh[y] permutation [1, 0] : tensor<4x4xf32>
    %27 = tensor.empty() : tensor<4x4xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%25, %26 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%27 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %53 = arith.addf %in, %in_3 : f32
      linalg.yield %53 : f32
    } -> tensor<4x4xf32>
    %29 = tensor.empty() : tensor<4xi32>
    %30 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%29 : tensor<4xi32>) {
    ^bb0(%out: i32):
      %53 = linalg.index 0 : index
      %54 = arith.index_cast %53 : index to i32
      linalg.yield %54 : i32
    } -> tensor<4xi32>
    %31 = tensor.empty() : tensor<1x4xi32>
    %32 = linalg.generic {indexing_maps = [#map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<4xi32>) outs(%31 : tensor<1x4xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x4xi32>
    %33 = tensor.empty() : tensor<i32>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%13 : tensor<i32>) outs(%33 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %53 = arith.muli %in, %c4_i32 : i32
      linalg.yield %53 : i32
    } -> tensor<i32>
    %35 = tensor.empty() : tensor<1x4xi32>
    %36 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<i32>) outs(%35 : tensor<1x4xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x4xi32>
    %37 = tensor.empty() : tensor<1x4xi32>
    %38 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%32, %36 : tensor<1x4xi32>, tensor<1x4xi32>) outs(%37 : tensor<1x4xi32>) {
    ^bb0(%in: i32, %in_3: i32, %out: i32):
      %53 = arith.addi %in, %in_3 : i32
      linalg.yield %53 : i32
    } -> tensor<1x4xi32>
    %39 = tensor.empty() : tensor<1x4xi32>
    %40 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<i32>) outs(%39 : tensor<1x4xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x4xi32>
    %41 = tensor.empty() : tensor<1x4xi1>
    %42 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%38, %40 : tensor<1x4xi32>, tensor<1x4xi32>) outs(%41 : tensor<1x4xi1>) {
    ^bb0(%in: i32, %in_3: i32, %out: i1):
      %53 = arith.cmpi sge, %in, %in_3 : i32
      linalg.yield %53 : i1
    } -> tensor<1x4xi1>
    %43 = tensor.empty() : tensor<4x4xi1>
    %44 = linalg.generic {indexing_maps = [#map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<1x4xi1>) outs(%43 : tensor<4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<4x4xi1>
    %45 = tensor.empty() : tensor<4x4xf32>
    %46 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%44, %arg0 : tensor<4x4xi1>, tensor<4x4xf32>) outs(%45 : tensor<4x4xf32>) {
    ^bb0(%in: i1, %in_3: f32, %out: f32):
      %53 = arith.select %in, %in_3, %cst : f32
      linalg.yield %53 : f32
    } -> tensor<4x4xf32>
    %47 = dtensor.all_reduce sum %46 on @mesh[x, y] : tensor<4x4xf32>
    %48 = dtensor.all_reduce sum %arg2 on @mesh[x, y] : tensor<4xi32>
    %49 = dtensor.all_reduce max %arg0 on @mesh[x, y] : tensor<4x4xf32>
    %50 = tensor.empty() : tensor<4x4xf32>
    %51 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%28, %49 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%50 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %53 = arith.addf %in, %in_3 : f32
      linalg.yield %53 : f32
    } -> tensor<4x4xf32>
    %52 = dtensor.all_reduce min %arg0 on @mesh[y] : tensor<4x4xf32>
    return %20, %21, %22, %51, %47, %48, %52 : tensor<4x8xf32>, tensor<4x4xf32>, tensor<2x8xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<4x4xf32>
  }
}
