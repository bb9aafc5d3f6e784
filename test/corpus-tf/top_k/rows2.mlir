module @f {
  dtensor.mesh @mesh <[batch = 2], cpu>
  func.func @main(%arg0: tensor<8x64xf32> {dtensor.layout = #dtensor.layout<@mesh, [batch, unsharded]>}) -> (tensor<8x5xf32> {dtensor.layout = #dtensor.layout<@mesh, [batch, unsharded]>}, tensor<8x5xi32> {dtensor.layout = #dtensor.layout<@mesh, [batch, unsharded]>}) {
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst = arith.constant 0xFF800000 : f32
    %0 = tensor.empty() : tensor<8x5xf32>
    %1 = tensor.empty() : tensor<8x5xi32>
    %2 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x5xf32>) -> tensor<8x5xf32>
    %3 = linalg.fill ins(%c2147483647_i32 : i32) outs(%1 : tensor<8x5xi32>) -> tensor<8x5xi32>
    %values, %indices = dtensor.top_k %arg0 along 1 : tensor<8x64xf32> -> tensor<8x5xf32>, tensor<8x5xi32> {
    ^bb0(%arg1: f32, %arg2: f32):
      %4 = arith.bitcast %arg1 : f32 to i32
      %c31_i32 = arith.constant 31 : i32
      %5 = arith.shrsi %4, %c31_i32 : i32
      %c2147483647_i32_0 = arith.constant 2147483647 : i32
      %6 = arith.andi %5, %c2147483647_i32_0 : i32
      %7 = arith.xori %4, %6 : i32
      %8 = arith.bitcast %arg2 : f32 to i32
      %c31_i32_1 = arith.constant 31 : i32
      %9 = arith.shrsi %8, %c31_i32_1 : i32
      %c2147483647_i32_2 = arith.constant 2147483647 : i32
      %10 = arith.andi %9, %c2147483647_i32_2 : i32
      %11 = arith.xori %8, %10 : i32
      %12 = arith.cmpi sgt, %7, %11 : i32
      dtensor.yield %12 : i1
    }
    return %values, %indices : tensor<8x5xf32>, tensor<8x5xi32>
  }
}
