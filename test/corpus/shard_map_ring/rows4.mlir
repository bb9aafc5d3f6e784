#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<() -> ()>
module @jit_shard_map_ring {
  dtensor.mesh @mesh <[i = 4], cpu>

  func.func @main(%arg0: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [i, unsharded]>}, %arg1: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, i]>}) -> (tensor<16x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, i]>}) {
    %cst = arith.constant 2.000000e+00 : f32
    %0 = dtensor.shard_map @dtc.shard_map.0(%arg0, %arg1) : (tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
    %1 = tensor.empty() : tensor<16x16xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<16x16xf32>) outs(%1 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %3 = arith.mulf %in, %cst : f32
      linalg.yield %3 : f32
    } -> tensor<16x16xf32>
    return %2 : tensor<16x16xf32>
  }
  func.func private @dtc.shard_map.0(%arg0: tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [i, unsharded]>}, %arg1: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, i]>}) -> (tensor<16x4xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, i]>}) attributes {dtensor.local_view} {
    %c12 = arith.constant 12 : index
    %c0 = arith.constant 0 : index
    %c16_i32 = arith.constant 16 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %c1_i32 = arith.constant 1 : i32
    %c4_i32 = arith.constant 4 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_1 = arith.constant dense<0> : tensor<i32>
    %dtc_partition_id_0_c0 = dtensor.device_coords @mesh[i] : index
    %dtc_partition_id_0_id = arith.index_cast %dtc_partition_id_0_c0 : index to i32
    %0 = tensor.from_elements %dtc_partition_id_0_id : tensor<i32>
    %1 = tensor.empty() : tensor<i32>
    %2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%0 : tensor<i32>) outs(%1 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %4 = arith.remui %in, %c4_i32 : i32
      linalg.yield %4 : i32
    } -> tensor<i32>
    %3:3 = scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg3 = %cst_1, %arg4 = %cst_0, %arg5 = %arg0) -> (tensor<i32>, tensor<16x4xf32>, tensor<4x8xf32>)  : i32 {
      %4 = tensor.empty() : tensor<i32>
      %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%arg3 : tensor<i32>) outs(%4 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %35 = arith.addi %in, %c1_i32 : i32
        linalg.yield %35 : i32
      } -> tensor<i32>
      %6 = tensor.empty() : tensor<4x4xf32>
      %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<4x4xf32>) -> tensor<4x4xf32>
      %8 = linalg.matmul ins(%arg5, %arg1 : tensor<4x8xf32>, tensor<8x4xf32>) outs(%7 : tensor<4x4xf32>) -> tensor<4x4xf32>
      %9 = tensor.empty() : tensor<i32>
      %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = []} ins(%2, %arg3 : tensor<i32>, tensor<i32>) outs(%9 : tensor<i32>) {
      ^bb0(%in: i32, %in_2: i32, %out: i32):
        %35 = arith.subi %in, %in_2 : i32
        linalg.yield %35 : i32
      } -> tensor<i32>
      %11 = tensor.empty() : tensor<i32>
      %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%10 : tensor<i32>) outs(%11 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %35 = arith.remsi %in, %c4_i32 : i32
        linalg.yield %35 : i32
      } -> tensor<i32>
      %13 = tensor.empty() : tensor<i1>
      %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%12 : tensor<i32>) outs(%13 : tensor<i1>) {
      ^bb0(%in: i32, %out: i1):
        %35 = arith.cmpi ne, %in, %c0_i32 : i32
        linalg.yield %35 : i1
      } -> tensor<i1>
      %15 = tensor.empty() : tensor<i1>
      %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%12 : tensor<i32>) outs(%15 : tensor<i1>) {
      ^bb0(%in: i32, %out: i1):
        %35 = arith.cmpi slt, %in, %c0_i32 : i32
        linalg.yield %35 : i1
      } -> tensor<i1>
      %17 = tensor.empty() : tensor<i1>
      %18 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = []} ins(%16, %14 : tensor<i1>, tensor<i1>) outs(%17 : tensor<i1>) {
      ^bb0(%in: i1, %in_2: i1, %out: i1):
        %35 = arith.andi %in, %in_2 : i1
        linalg.yield %35 : i1
      } -> tensor<i1>
      %19 = tensor.empty() : tensor<i32>
      %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%12 : tensor<i32>) outs(%19 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %35 = arith.addi %in, %c4_i32 : i32
        linalg.yield %35 : i32
      } -> tensor<i32>
      %21 = tensor.empty() : tensor<i32>
      %22 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = []} ins(%18, %20, %12 : tensor<i1>, tensor<i32>, tensor<i32>) outs(%21 : tensor<i32>) {
      ^bb0(%in: i1, %in_2: i32, %in_3: i32, %out: i32):
        %35 = arith.select %in, %in_2, %in_3 : i32
        linalg.yield %35 : i32
      } -> tensor<i32>
      %23 = tensor.empty() : tensor<i32>
      %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%22 : tensor<i32>) outs(%23 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %35 = arith.muli %in, %c4_i32 : i32
        linalg.yield %35 : i32
      } -> tensor<i32>
      %25 = tensor.empty() : tensor<i1>
      %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%24 : tensor<i32>) outs(%25 : tensor<i1>) {
      ^bb0(%in: i32, %out: i1):
        %35 = arith.cmpi slt, %in, %c0_i32 : i32
        linalg.yield %35 : i1
      } -> tensor<i1>
      %27 = tensor.empty() : tensor<i32>
      %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%24 : tensor<i32>) outs(%27 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %35 = arith.addi %in, %c16_i32 : i32
        linalg.yield %35 : i32
      } -> tensor<i32>
      %29 = tensor.empty() : tensor<i32>
      %30 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = []} ins(%26, %28, %24 : tensor<i1>, tensor<i32>, tensor<i32>) outs(%29 : tensor<i32>) {
      ^bb0(%in: i1, %in_2: i32, %in_3: i32, %out: i32):
        %35 = arith.select %in, %in_2, %in_3 : i32
        linalg.yield %35 : i32
      } -> tensor<i32>
      %extracted = tensor.extract %30[] : tensor<i32>
      %31 = arith.index_cast %extracted : i32 to index
      %32 = arith.maxsi %31, %c0 : index
      %33 = arith.minsi %32, %c12 : index
      %inserted_slice = tensor.insert_slice %8 into %arg4[%33, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<16x4xf32>
      %34 = dtensor.collective_permute %arg5 on @mesh[i] permutation [1, 2, 3, 0] : tensor<4x8xf32>
      scf.yield %5, %inserted_slice, %34 : tensor<i32>, tensor<16x4xf32>, tensor<4x8xf32>
    }
    return %3#1 : tensor<16x4xf32>
  }
}
