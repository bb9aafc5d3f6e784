#map = affine_map<() -> ()>
module @jit_kv_cache_update {
  dtensor.mesh @mesh <[x = 2], cpu>
  func.func @main(%arg0: tensor<2x16x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded, unsharded]>}, %arg1: tensor<2x1x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded, unsharded]>}, %arg2: tensor<i32> {dtensor.layout = #dtensor.layout<@mesh, []>}) -> (tensor<2x16x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded, unsharded]>}) {
    %c15 = arith.constant 15 : index
    %c0 = arith.constant 0 : index
    %c16_i32 = arith.constant 16 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = tensor.empty() : tensor<i1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg2 : tensor<i32>) outs(%0 : tensor<i1>) {
    ^bb0(%in: i32, %out: i1):
      %9 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %9 : i1
    } -> tensor<i1>
    %2 = tensor.empty() : tensor<i32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg2 : tensor<i32>) outs(%2 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %9 = arith.addi %in, %c16_i32 : i32
      linalg.yield %9 : i32
    } -> tensor<i32>
    %4 = tensor.empty() : tensor<i32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = []} ins(%1, %3, %arg2 : tensor<i1>, tensor<i32>, tensor<i32>) outs(%4 : tensor<i32>) {
    ^bb0(%in: i1, %in_0: i32, %in_1: i32, %out: i32):
      %9 = arith.select %in, %in_0, %in_1 : i32
      linalg.yield %9 : i32
    } -> tensor<i32>
    %extracted = tensor.extract %5[] : tensor<i32>
    %6 = arith.index_cast %extracted : i32 to index
    %7 = arith.maxsi %6, %c0 : index
    %8 = arith.minsi %7, %c15 : index
    %inserted_slice = tensor.insert_slice %arg1 into %arg0[0, %8, 0] [2, 1, 8] [1, 1, 1] : tensor<2x1x8xf32> into tensor<2x16x8xf32>
    return %inserted_slice : tensor<2x16x8xf32>
  }
}
