#map = affine_map<(d0, d1) -> (d0, d1)>
module @jit_fori_loop {
  dtensor.mesh @mesh <[x = 2], cpu>
  func.func @main(%arg0: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, %arg1: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i32 = arith.constant 0 : i32
    %c3_i32 = arith.constant 3 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = scf.for %arg2 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg3 = %arg0) -> (tensor<8x8xf32>)  : i32 {
      %1 = tensor.empty() : tensor<8x8xf32>
      %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %3 = linalg.matmul ins(%arg3, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%2 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %4 = tensor.empty() : tensor<8x8xf32>
      %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<8x8xf32>) outs(%4 : tensor<8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %6 = math.tanh %in : f32
        linalg.yield %6 : f32
      } -> tensor<8x8xf32>
      scf.yield %5 : tensor<8x8xf32>
    }
    return %0 : tensor<8x8xf32>
  }
}
