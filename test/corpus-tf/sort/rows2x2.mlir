#map = affine_map<(d0, d1) -> (d0, d1)>
module @f {
  dtensor.mesh @mesh <[batch = 2, model = 2], cpu>
  func.func @main(%arg0: tensor<8x40xf32> {dtensor.layout = #dtensor.layout<@mesh, [batch, model]>}) -> (tensor<8x40xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<8x40xi32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) {
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = tensor.empty() : tensor<8x40xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x40xf32>) outs(%0 : tensor<8x40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.negf %in : f32
      linalg.yield %6 : f32
    } -> tensor<8x40xf32>
    %2 = tensor.empty() : tensor<8x40xi32>
    %3 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%2 : tensor<8x40xi32>) {
    ^bb0(%out: i32):
      %6 = linalg.index 1 : index
      %7 = arith.index_cast %6 : index to i32
      linalg.yield %7 : i32
    } -> tensor<8x40xi32>
    %4:2 = dtensor.sort %1, %3 along 1 : tensor<8x40xf32>, tensor<8x40xi32> {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: i32, %arg4: i32):
      %6 = arith.bitcast %arg1 : f32 to i32
      %7 = arith.cmpi slt, %6, %c0_i32 : i32
      %8 = arith.subi %c2147483647_i32, %6 : i32
      %9 = arith.select %7, %8, %6 : i32
      %10 = arith.bitcast %arg2 : f32 to i32
      %11 = arith.cmpi slt, %10, %c0_i32 : i32
      %12 = arith.subi %c2147483647_i32, %10 : i32
      %13 = arith.select %11, %12, %10 : i32
      %14 = arith.cmpi sgt, %9, %13 : i32
      dtensor.yield %14 : i1
    }
    %5 = dtensor.sort %arg0 along 1 : tensor<8x40xf32> {
    ^bb0(%arg1: f32, %arg2: f32):
      %6 = arith.bitcast %arg1 : f32 to i32
      %7 = arith.cmpi slt, %6, %c0_i32 : i32
      %8 = arith.subi %c2147483647_i32, %6 : i32
      %9 = arith.select %7, %8, %6 : i32
      %10 = arith.bitcast %arg2 : f32 to i32
      %11 = arith.cmpi slt, %10, %c0_i32 : i32
      %12 = arith.subi %c2147483647_i32, %10 : i32
      %13 = arith.select %11, %12, %10 : i32
      %14 = arith.cmpi sgt, %9, %13 : i32
      dtensor.yield %14 : i1
    }
    return %5, %4#1 : tensor<8x40xf32>, tensor<8x40xi32>
  }
}
