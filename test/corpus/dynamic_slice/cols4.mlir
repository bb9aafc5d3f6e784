#map = affine_map<() -> ()>
module @jit_dynamic_slice {
  dtensor.mesh @mesh <[y = 4], cpu>
  func.func @main(%arg0: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}, %arg1: tensor<i32> {dtensor.layout = #dtensor.layout<@mesh, []>}) -> (tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}) {
    %c12 = arith.constant 12 : index
    %c0 = arith.constant 0 : index
    %c16_i32 = arith.constant 16 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = tensor.empty() : tensor<i1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg1 : tensor<i32>) outs(%0 : tensor<i1>) {
    ^bb0(%in: i32, %out: i1):
      %9 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %9 : i1
    } -> tensor<i1>
    %2 = tensor.empty() : tensor<i32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg1 : tensor<i32>) outs(%2 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %9 = arith.addi %in, %c16_i32 : i32
      linalg.yield %9 : i32
    } -> tensor<i32>
    %4 = tensor.empty() : tensor<i32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = []} ins(%1, %3, %arg1 : tensor<i1>, tensor<i32>, tensor<i32>) outs(%4 : tensor<i32>) {
    ^bb0(%in: i1, %in_0: i32, %in_1: i32, %out: i32):
      %9 = arith.select %in, %in_0, %in_1 : i32
      linalg.yield %9 : i32
    } -> tensor<i32>
    %extracted = tensor.extract %5[] : tensor<i32>
    %6 = arith.index_cast %extracted : i32 to index
    %7 = arith.maxsi %6, %c0 : index
    %8 = arith.minsi %7, %c12 : index
    %extracted_slice = tensor.extract_slice %arg0[%8, 0] [4, 8] [1, 1] : tensor<16x8xf32> to tensor<4x8xf32>
    return %extracted_slice : tensor<4x8xf32>
  }
}
