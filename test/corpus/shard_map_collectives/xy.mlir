#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (0, d1)>
module @jit_shard_map_collectives {
  dtensor.mesh @mesh <[x = 2, y = 2], cpu>

  func.func @main(%arg0: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>}, %arg1: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg2: tensor<8xi32> {dtensor.layout = #dtensor.layout<@mesh, [x]>}) -> (tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>}, tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>}, tensor<4x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<4xi32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) {
    %0:7 = dtensor.shard_map @dtc.shard_map.0(%arg0, %arg1, %arg2) : (tensor<8x8xf32>, tensor<8x4xf32>, tensor<8xi32>) -> (tensor<8x16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<8x8xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<8x4xf32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6 : tensor<8x16xf32>, tensor<8x8xf32>, tensor<4x16xf32>, tensor<8x8xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<8x4xf32>
  }
  func.func private @dtc.shard_map.0(%arg0: tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>}, %arg1: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg2: tensor<4xi32> {dtensor.layout = #dtensor.layout<@mesh, [x]>}) -> (tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>}, tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>}, tensor<2x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>}, tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, y]>}, tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<4xi32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) attributes {dtensor.local_view} {
    %cst = arith.constant 0.000000e+00 : f32
    %c4_i32 = arith.constant 4 : i32
    %c2_i32 = arith.constant 2 : i32
    %dtc_partition_id_0_c0, %dtc_partition_id_0_c1 = dtensor.device_coords @mesh[x, y] : index, index
    %dtc_partition_id_0_n1 = arith.constant 2 : index
    %dtc_partition_id_0_m1 = arith.muli %dtc_partition_id_0_c0, %dtc_partition_id_0_n1 : index
    %dtc_partition_id_0_g1 = arith.addi %dtc_partition_id_0_m1, %dtc_partition_id_0_c1 : index
    %dtc_partition_id_0_id = arith.index_cast %dtc_partition_id_0_g1 : index to i32
    %0 = tensor.from_elements %dtc_partition_id_0_id : tensor<i32>
    %1 = tensor.empty() : tensor<i32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%0 : tensor<i32>) outs(%1 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %45 = arith.divui %in, %c2_i32 : i32
      linalg.yield %45 : i32
    } -> tensor<i32>
    %3 = tensor.empty() : tensor<i32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%2 : tensor<i32>) outs(%3 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %45 = arith.remui %in, %c2_i32 : i32
      linalg.yield %45 : i32
    } -> tensor<i32>
    %dtc_partition_id_1_c0, %dtc_partition_id_1_c1 = dtensor.device_coords @mesh[x, y] : index, index
    %dtc_partition_id_1_n1 = arith.constant 2 : index
    %dtc_partition_id_1_m1 = arith.muli %dtc_partition_id_1_c0, %dtc_partition_id_1_n1 : index
    %dtc_partition_id_1_g1 = arith.addi %dtc_partition_id_1_m1, %dtc_partition_id_1_c1 : index
    %dtc_partition_id_1_id = arith.index_cast %dtc_partition_id_1_g1 : index to i32
    %5 = tensor.from_elements %dtc_partition_id_1_id : tensor<i32>
    %6 = tensor.empty() : tensor<i32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%5 : tensor<i32>) outs(%6 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %45 = arith.remui %in, %c2_i32 : i32
      linalg.yield %45 : i32
    } -> tensor<i32>
    %8 = dtensor.all_gather %arg0 on @mesh[y] dim 1 : tensor<4x4xf32> -> tensor<4x8xf32>
    %9 = tensor.empty() : tensor<f32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%4 : tensor<i32>) outs(%9 : tensor<f32>) {
    ^bb0(%in: i32, %out: f32):
      %45 = arith.sitofp %in : i32 to f32
      linalg.yield %45 : f32
    } -> tensor<f32>
    %11 = tensor.empty() : tensor<4x8xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<f32>) outs(%11 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8xf32>
    %13 = tensor.empty() : tensor<4x8xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%8, %12 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%13 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %45 = arith.addf %in, %in_0 : f32
      linalg.yield %45 : f32
    } -> tensor<4x8xf32>
    %15 = dtensor.reduce_scatter sum %arg1 on @mesh[x] dim 0 : tensor<8x4xf32> -> tensor<4x4xf32>
    %16 = dtensor.all_to_all %arg0 on @mesh[y] split 0 concat 1 : tensor<4x4xf32> -> tensor<2x8xf32>
    %dtc_collective_3_0_moved = dtensor.collective_permute %arg0 on @mesh[x] permutation [1, 0] : tensor<4x4xf32>
    %dtc_collective_3_0_c0 = dtensor.device_coords @mesh[x] : index
    %dtc_collective_3_0_table = arith.constant dense<[false, true]> : tensor<2xi1>
    %dtc_collective_3_0_receives = tensor.extract %dtc_collective_3_0_table[%dtc_collective_3_0_c0] : tensor<2xi1>
    %17 = scf.if %dtc_collective_3_0_receives -> (tensor<4x4xf32>) {
      scf.yield %dtc_collective_3_0_moved : tensor<4x4xf32>
    } else {
      %dtc_collective_3_0_zeros = arith.constant dense<0.000000e+00> : tensor<4x4xf32>
      scf.yield %dtc_collective_3_0_zeros : tensor<4x4xf32>
    }
    %18 = dtensor.collective_permute %arg0 on @mesh[y] permutation [1, 0] : tensor<4x4xf32>
    %19 = tensor.empty() : tensor<4x4xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%17, %18 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%19 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %45 = arith.addf %in, %in_0 : f32
      linalg.yield %45 : f32
    } -> tensor<4x4xf32>
    %21 = tensor.empty() : tensor<4xi32>
    %22 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%21 : tensor<4xi32>) {
    ^bb0(%out: i32):
      %45 = linalg.index 0 : index
      %46 = arith.index_cast %45 : index to i32
      linalg.yield %46 : i32
    } -> tensor<4xi32>
    %23 = tensor.empty() : tensor<1x4xi32>
    %24 = linalg.generic {indexing_maps = [#map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<4xi32>) outs(%23 : tensor<1x4xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x4xi32>
    %25 = tensor.empty() : tensor<i32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%7 : tensor<i32>) outs(%25 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %45 = arith.muli %in, %c4_i32 : i32
      linalg.yield %45 : i32
    } -> tensor<i32>
    %27 = tensor.empty() : tensor<1x4xi32>
    %28 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<i32>) outs(%27 : tensor<1x4xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x4xi32>
    %29 = tensor.empty() : tensor<1x4xi32>
    %30 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%24, %28 : tensor<1x4xi32>, tensor<1x4xi32>) outs(%29 : tensor<1x4xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %45 = arith.addi %in, %in_0 : i32
      linalg.yield %45 : i32
    } -> tensor<1x4xi32>
    %31 = tensor.empty() : tensor<1x4xi32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<i32>) outs(%31 : tensor<1x4xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x4xi32>
    %33 = tensor.empty() : tensor<1x4xi1>
    %34 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%30, %32 : tensor<1x4xi32>, tensor<1x4xi32>) outs(%33 : tensor<1x4xi1>) {
    ^bb0(%in: i32, %in_0: i32, %out: i1):
      %45 = arith.cmpi sge, %in, %in_0 : i32
      linalg.yield %45 : i1
    } -> tensor<1x4xi1>
    %35 = tensor.empty() : tensor<4x4xi1>
    %36 = linalg.generic {indexing_maps = [#map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<1x4xi1>) outs(%35 : tensor<4x4xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<4x4xi1>
    %37 = tensor.empty() : tensor<4x4xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%36, %arg0 : tensor<4x4xi1>, tensor<4x4xf32>) outs(%37 : tensor<4x4xf32>) {
    ^bb0(%in: i1, %in_0: f32, %out: f32):
      %45 = arith.select %in, %in_0, %cst : f32
      linalg.yield %45 : f32
    } -> tensor<4x4xf32>
    %39 = dtensor.all_reduce sum %38 on @mesh[x, y] : tensor<4x4xf32>
    %40 = dtensor.all_reduce sum %arg2 on @mesh[x, y] : tensor<4xi32>
    %41 = dtensor.all_reduce max %arg0 on @mesh[x, y] : tensor<4x4xf32>
    %42 = tensor.empty() : tensor<4x4xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%20, %41 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%42 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %45 = arith.addf %in, %in_0 : f32
      linalg.yield %45 : f32
    } -> tensor<4x4xf32>
    %44 = dtensor.all_reduce min %arg0 on @mesh[y] : tensor<4x4xf32>
    return %14, %15, %16, %43, %39, %40, %44 : tensor<4x8xf32>, tensor<4x4xf32>, tensor<2x8xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<4x4xf32>
  }
}
