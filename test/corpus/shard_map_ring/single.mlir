#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<() -> ()>
module @jit_shard_map_ring {
  dtensor.mesh @mesh <[i = 4], cpu>
  func.func @main(%arg0: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg1: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) -> (tensor<16x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) {
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
    %0 = dtensor.device_coords @mesh[i] : index
    %1 = arith.index_cast %0 : index to i32
    %from_elements = tensor.from_elements %1 : tensor<i32>
    %2 = tensor.empty() : tensor<i32>
    %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%from_elements : tensor<i32>) outs(%2 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %5 = arith.remui %in, %c4_i32 : i32
      linalg.yield %5 : i32
    } -> tensor<i32>
    %4:3 = scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg3 = %cst_1, %arg4 = %cst_0, %arg5 = %arg0) -> (tensor<i32>, tensor<16x4xf32>, tensor<4x8xf32>)  : i32 {
      %5 = tensor.empty() : tensor<i32>
      %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%arg3 : tensor<i32>) outs(%5 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %36 = arith.addi %in, %c1_i32 : i32
        linalg.yield %36 : i32
      } -> tensor<i32>
      %7 = tensor.empty() : tensor<4x4xf32>
      %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<4x4xf32>) -> tensor<4x4xf32>
      %9 = linalg.matmul ins(%arg5, %arg1 : tensor<4x8xf32>, tensor<8x4xf32>) outs(%8 : tensor<4x4xf32>) -> tensor<4x4xf32>
      %10 = tensor.empty() : tensor<i32>
      %11 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = []} ins(%3, %arg3 : tensor<i32>, tensor<i32>) outs(%10 : tensor<i32>) {
      ^bb0(%in: i32, %in_2: i32, %out: i32):
        %36 = arith.subi %in, %in_2 : i32
        linalg.yield %36 : i32
      } -> tensor<i32>
      %12 = tensor.empty() : tensor<i32>
      %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%11 : tensor<i32>) outs(%12 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %36 = arith.remsi %in, %c4_i32 : i32
        linalg.yield %36 : i32
      } -> tensor<i32>
      %14 = tensor.empty() : tensor<i1>
      %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%13 : tensor<i32>) outs(%14 : tensor<i1>) {
      ^bb0(%in: i32, %out: i1):
        %36 = arith.cmpi ne, %in, %c0_i32 : i32
        linalg.yield %36 : i1
      } -> tensor<i1>
      %16 = tensor.empty() : tensor<i1>
      %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%13 : tensor<i32>) outs(%16 : tensor<i1>) {
      ^bb0(%in: i32, %out: i1):
        %36 = arith.cmpi slt, %in, %c0_i32 : i32
        linalg.yield %36 : i1
      } -> tensor<i1>
      %18 = tensor.empty() : tensor<i1>
      %19 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = []} ins(%17, %15 : tensor<i1>, tensor<i1>) outs(%18 : tensor<i1>) {
      ^bb0(%in: i1, %in_2: i1, %out: i1):
        %36 = arith.andi %in, %in_2 : i1
        linalg.yield %36 : i1
      } -> tensor<i1>
      %20 = tensor.empty() : tensor<i32>
      %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%13 : tensor<i32>) outs(%20 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %36 = arith.addi %in, %c4_i32 : i32
        linalg.yield %36 : i32
      } -> tensor<i32>
      %22 = tensor.empty() : tensor<i32>
      %23 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = []} ins(%19, %21, %13 : tensor<i1>, tensor<i32>, tensor<i32>) outs(%22 : tensor<i32>) {
      ^bb0(%in: i1, %in_2: i32, %in_3: i32, %out: i32):
        %36 = arith.select %in, %in_2, %in_3 : i32
        linalg.yield %36 : i32
      } -> tensor<i32>
      %24 = tensor.empty() : tensor<i32>
      %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%23 : tensor<i32>) outs(%24 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %36 = arith.muli %in, %c4_i32 : i32
        linalg.yield %36 : i32
      } -> tensor<i32>
      %26 = tensor.empty() : tensor<i1>
      %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%25 : tensor<i32>) outs(%26 : tensor<i1>) {
      ^bb0(%in: i32, %out: i1):
        %36 = arith.cmpi slt, %in, %c0_i32 : i32
        linalg.yield %36 : i1
      } -> tensor<i1>
      %28 = tensor.empty() : tensor<i32>
      %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%25 : tensor<i32>) outs(%28 : tensor<i32>) {
      ^bb0(%in: i32, %out: i32):
        %36 = arith.addi %in, %c16_i32 : i32
        linalg.yield %36 : i32
      } -> tensor<i32>
      %30 = tensor.empty() : tensor<i32>
      %31 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = []} ins(%27, %29, %25 : tensor<i1>, tensor<i32>, tensor<i32>) outs(%30 : tensor<i32>) {
      ^bb0(%in: i1, %in_2: i32, %in_3: i32, %out: i32):
        %36 = arith.select %in, %in_2, %in_3 : i32
        linalg.yield %36 : i32
      } -> tensor<i32>
      %extracted = tensor.extract %31[] : tensor<i32>
      %32 = arith.index_cast %extracted : i32 to index
      %33 = arith.maxsi %32, %c0 : index
      %34 = arith.minsi %33, %c12 : index
      %inserted_slice = tensor.insert_slice %9 into %arg4[%34, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<16x4xf32>
      %35 = dtensor.collective_permute %arg5 on @mesh[i] permutation [1, 2, 3, 0] : tensor<4x8xf32>
      scf.yield %6, %inserted_slice, %35 : tensor<i32>, tensor<16x4xf32>, tensor<4x8xf32>
    }
    return %4#1 : tensor<16x4xf32>
  }
}
