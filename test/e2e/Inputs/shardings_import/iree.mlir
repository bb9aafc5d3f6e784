module @jit_f {
  util.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x8xf32>, %arg2: tensor<8xf32>) -> (tensor<8xf32>, tensor<8x8xf32>) {
    %cst = arith.constant 2.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x8xf32>
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<8x16xf32>, tensor<16x8xf32>) outs(%1 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %3 = tensor.empty() : tensor<8x8xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<8xf32>) outs(%3 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x8xf32>
    %5 = tensor.empty() : tensor<8x8xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %4 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%5 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %15 = arith.addf %in, %in_1 : f32
      linalg.yield %15 : f32
    } -> tensor<8x8xf32>
    %7 = tensor.empty() : tensor<8x8xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<8x8xf32>) outs(%7 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = math.tanh %in : f32
      linalg.yield %15 : f32
    } -> tensor<8x8xf32>
    %9 = util.call @dtc.constraint.0(%8) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %10 = tensor.empty() : tensor<8xf32>
    %11 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<8xf32>) -> tensor<8xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%9 : tensor<8x8xf32>) outs(%11 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.addf %out, %in : f32
      linalg.yield %15 : f32
    } -> tensor<8xf32>
    %13 = tensor.empty() : tensor<8x8xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<8x8xf32>) outs(%13 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.mulf %in, %cst : f32
      linalg.yield %15 : f32
    } -> tensor<8x8xf32>
    util.return %12, %14 : tensor<8xf32>, tensor<8x8xf32>
  }
  util.func private @dtc.constraint.0(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32>
}