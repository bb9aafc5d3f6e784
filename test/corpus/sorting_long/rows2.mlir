#map = affine_map<(d0, d1) -> (d0, d1)>
module @jit_sorting_long {
  dtensor.mesh @mesh <[x = 2], cpu>
  func.func @main(%arg0: tensor<4x1000xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) -> (tensor<4x1000xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, tensor<4x1000xi32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, tensor<4x20xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, tensor<4x20xi32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) {
    %c999 = arith.constant 999 : index
    %c0_i32 = arith.constant 0 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0x7FC00000 : f32
    %0 = tensor.empty() : tensor<4x20xf32>
    %1 = tensor.empty() : tensor<4x20xi32>
    %2 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x20xf32>) -> tensor<4x20xf32>
    %3 = linalg.fill ins(%c2147483647_i32 : i32) outs(%1 : tensor<4x20xi32>) -> tensor<4x20xi32>
    %values, %indices = dtensor.top_k %arg0 along 1 : tensor<4x1000xf32> -> tensor<4x20xf32>, tensor<4x20xi32> {
    ^bb0(%arg1: f32, %arg2: f32):
      %14 = arith.bitcast %arg1 : f32 to i32
      %c31_i32 = arith.constant 31 : i32
      %15 = arith.shrsi %14, %c31_i32 : i32
      %c2147483647_i32_2 = arith.constant 2147483647 : i32
      %16 = arith.andi %15, %c2147483647_i32_2 : i32
      %17 = arith.xori %14, %16 : i32
      %18 = arith.bitcast %arg2 : f32 to i32
      %c31_i32_3 = arith.constant 31 : i32
      %19 = arith.shrsi %18, %c31_i32_3 : i32
      %c2147483647_i32_4 = arith.constant 2147483647 : i32
      %20 = arith.andi %19, %c2147483647_i32_4 : i32
      %21 = arith.xori %18, %20 : i32
      %22 = arith.cmpi sgt, %17, %21 : i32
      dtensor.yield %22 : i1
    }
    %4 = dtensor.sort %arg0 along 1 : tensor<4x1000xf32> {
    ^bb0(%arg1: f32, %arg2: f32):
      %14 = arith.cmpf oeq, %arg1, %cst_0 : f32
      %15 = arith.select %14, %cst_0, %arg1 : f32
      %16 = arith.cmpf une, %arg1, %arg1 : f32
      %17 = arith.select %16, %cst_1, %15 : f32
      %18 = arith.cmpf oeq, %arg2, %cst_0 : f32
      %19 = arith.select %18, %cst_0, %arg2 : f32
      %20 = arith.cmpf une, %arg2, %arg2 : f32
      %21 = arith.select %20, %cst_1, %19 : f32
      %22 = arith.bitcast %17 : f32 to i32
      %23 = arith.cmpi slt, %22, %c0_i32 : i32
      %24 = arith.subi %c2147483647_i32, %22 : i32
      %25 = arith.select %23, %24, %22 : i32
      %26 = arith.bitcast %21 : f32 to i32
      %27 = arith.cmpi slt, %26, %c0_i32 : i32
      %28 = arith.subi %c2147483647_i32, %26 : i32
      %29 = arith.select %27, %28, %26 : i32
      %30 = arith.cmpi slt, %25, %29 : i32
      dtensor.yield %30 : i1
    }
    %5 = tensor.empty() : tensor<4x1000xi32>
    %6 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%5 : tensor<4x1000xi32>) {
    ^bb0(%out: i32):
      %14 = linalg.index 1 : index
      %15 = arith.index_cast %14 : index to i32
      linalg.yield %15 : i32
    } -> tensor<4x1000xi32>
    %7 = tensor.empty() : tensor<4x1000xf32>
    %8 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%7 : tensor<4x1000xf32>) {
    ^bb0(%out: f32):
      %14 = linalg.index 0 : index
      %15 = linalg.index 1 : index
      %16 = arith.subi %c999, %15 : index
      %extracted = tensor.extract %arg0[%14, %16] : tensor<4x1000xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x1000xf32>
    %9 = tensor.empty() : tensor<4x1000xi32>
    %10 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%9 : tensor<4x1000xi32>) {
    ^bb0(%out: i32):
      %14 = linalg.index 0 : index
      %15 = linalg.index 1 : index
      %16 = arith.subi %c999, %15 : index
      %extracted = tensor.extract %6[%14, %16] : tensor<4x1000xi32>
      linalg.yield %extracted : i32
    } -> tensor<4x1000xi32>
    %11:2 = dtensor.sort %8, %10 along 1 : tensor<4x1000xf32>, tensor<4x1000xi32> {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: i32, %arg4: i32):
      %14 = arith.cmpf oeq, %arg1, %cst_0 : f32
      %15 = arith.select %14, %cst_0, %arg1 : f32
      %16 = arith.cmpf une, %arg1, %arg1 : f32
      %17 = arith.select %16, %cst_1, %15 : f32
      %18 = arith.cmpf oeq, %arg2, %cst_0 : f32
      %19 = arith.select %18, %cst_0, %arg2 : f32
      %20 = arith.cmpf une, %arg2, %arg2 : f32
      %21 = arith.select %20, %cst_1, %19 : f32
      %22 = arith.bitcast %17 : f32 to i32
      %23 = arith.cmpi slt, %22, %c0_i32 : i32
      %24 = arith.subi %c2147483647_i32, %22 : i32
      %25 = arith.select %23, %24, %22 : i32
      %26 = arith.bitcast %21 : f32 to i32
      %27 = arith.cmpi slt, %26, %c0_i32 : i32
      %28 = arith.subi %c2147483647_i32, %26 : i32
      %29 = arith.select %27, %28, %26 : i32
      %30 = arith.cmpi slt, %25, %29 : i32
      dtensor.yield %30 : i1
    }
    %12 = tensor.empty() : tensor<4x1000xi32>
    %13 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%12 : tensor<4x1000xi32>) {
    ^bb0(%out: i32):
      %14 = linalg.index 0 : index
      %15 = linalg.index 1 : index
      %16 = arith.subi %c999, %15 : index
      %extracted = tensor.extract %11#1[%14, %16] : tensor<4x1000xi32>
      linalg.yield %extracted : i32
    } -> tensor<4x1000xi32>
    return %4, %13, %values, %indices : tensor<4x1000xf32>, tensor<4x1000xi32>, tensor<4x20xf32>, tensor<4x20xi32>
  }
}
