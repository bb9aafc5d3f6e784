#map = affine_map<(d0, d1) -> (d0, d1)>
module @jit_sorting {
  dtensor.mesh @mesh <[y = 2], cpu>
  func.func @main(%arg0: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}) -> (tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}, tensor<8x16xi32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}, tensor<8x3xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<8x3xi32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) {
    %c0_i32 = arith.constant 0 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0x7FC00000 : f32
    %0 = tensor.empty() : tensor<8x3xf32>
    %1 = tensor.empty() : tensor<8x3xi32>
    %2 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x3xf32>) -> tensor<8x3xf32>
    %3 = linalg.fill ins(%c2147483647_i32 : i32) outs(%1 : tensor<8x3xi32>) -> tensor<8x3xi32>
    %values, %indices = dtensor.top_k %arg0 along 1 : tensor<8x16xf32> -> tensor<8x3xf32>, tensor<8x3xi32> {
    ^bb0(%arg1: f32, %arg2: f32):
      %8 = arith.bitcast %arg1 : f32 to i32
      %c31_i32 = arith.constant 31 : i32
      %9 = arith.shrsi %8, %c31_i32 : i32
      %c2147483647_i32_2 = arith.constant 2147483647 : i32
      %10 = arith.andi %9, %c2147483647_i32_2 : i32
      %11 = arith.xori %8, %10 : i32
      %12 = arith.bitcast %arg2 : f32 to i32
      %c31_i32_3 = arith.constant 31 : i32
      %13 = arith.shrsi %12, %c31_i32_3 : i32
      %c2147483647_i32_4 = arith.constant 2147483647 : i32
      %14 = arith.andi %13, %c2147483647_i32_4 : i32
      %15 = arith.xori %12, %14 : i32
      %16 = arith.cmpi sgt, %11, %15 : i32
      dtensor.yield %16 : i1
    }
    %4 = dtensor.sort %arg0 along 1 : tensor<8x16xf32> {
    ^bb0(%arg1: f32, %arg2: f32):
      %8 = arith.cmpf oeq, %arg1, %cst_0 : f32
      %9 = arith.select %8, %cst_0, %arg1 : f32
      %10 = arith.cmpf une, %arg1, %arg1 : f32
      %11 = arith.select %10, %cst_1, %9 : f32
      %12 = arith.cmpf oeq, %arg2, %cst_0 : f32
      %13 = arith.select %12, %cst_0, %arg2 : f32
      %14 = arith.cmpf une, %arg2, %arg2 : f32
      %15 = arith.select %14, %cst_1, %13 : f32
      %16 = arith.bitcast %11 : f32 to i32
      %17 = arith.cmpi slt, %16, %c0_i32 : i32
      %18 = arith.subi %c2147483647_i32, %16 : i32
      %19 = arith.select %17, %18, %16 : i32
      %20 = arith.bitcast %15 : f32 to i32
      %21 = arith.cmpi slt, %20, %c0_i32 : i32
      %22 = arith.subi %c2147483647_i32, %20 : i32
      %23 = arith.select %21, %22, %20 : i32
      %24 = arith.cmpi slt, %19, %23 : i32
      dtensor.yield %24 : i1
    }
    %5 = tensor.empty() : tensor<8x16xi32>
    %6 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%5 : tensor<8x16xi32>) {
    ^bb0(%out: i32):
      %8 = linalg.index 1 : index
      %9 = arith.index_cast %8 : index to i32
      linalg.yield %9 : i32
    } -> tensor<8x16xi32>
    %7:2 = dtensor.sort %arg0, %6 along 1 : tensor<8x16xf32>, tensor<8x16xi32> {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: i32, %arg4: i32):
      %8 = arith.cmpf oeq, %arg1, %cst_0 : f32
      %9 = arith.select %8, %cst_0, %arg1 : f32
      %10 = arith.cmpf une, %arg1, %arg1 : f32
      %11 = arith.select %10, %cst_1, %9 : f32
      %12 = arith.cmpf oeq, %arg2, %cst_0 : f32
      %13 = arith.select %12, %cst_0, %arg2 : f32
      %14 = arith.cmpf une, %arg2, %arg2 : f32
      %15 = arith.select %14, %cst_1, %13 : f32
      %16 = arith.bitcast %11 : f32 to i32
      %17 = arith.cmpi slt, %16, %c0_i32 : i32
      %18 = arith.subi %c2147483647_i32, %16 : i32
      %19 = arith.select %17, %18, %16 : i32
      %20 = arith.bitcast %15 : f32 to i32
      %21 = arith.cmpi slt, %20, %c0_i32 : i32
      %22 = arith.subi %c2147483647_i32, %20 : i32
      %23 = arith.select %21, %22, %20 : i32
      %24 = arith.cmpi slt, %19, %23 : i32
      dtensor.yield %24 : i1
    }
    return %4, %7#1, %values, %indices : tensor<8x16xf32>, tensor<8x16xi32>, tensor<8x3xf32>, tensor<8x3xi32>
  }
}
