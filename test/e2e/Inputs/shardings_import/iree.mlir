module @jit_f {
  util.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x8xf32>, %arg2: tensor<8xf32>) -> (tensor<8xf32>, tensor<8x8xf32>, tensor<8x16xf32>) {
    %cst = arith.constant 2.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = util.call @dtc.constraint.0(%arg1) : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %1 = tensor.empty() : tensor<8x8xf32>
    %2 = linalg.fill ins(%cst_0 : f32) outs(%1 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %3 = linalg.matmul ins(%arg0, %0 : tensor<8x16xf32>, tensor<16x8xf32>) outs(%2 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %4 = tensor.empty() : tensor<8x8xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<8xf32>) outs(%4 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x8xf32>
    %6 = tensor.empty() : tensor<8x8xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3, %5 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%6 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %19 = arith.addf %in, %in_1 : f32
      linalg.yield %19 : f32
    } -> tensor<8x8xf32>
    %8 = tensor.empty() : tensor<8x8xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<8x8xf32>) outs(%8 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %19 = math.tanh %in : f32
      linalg.yield %19 : f32
    } -> tensor<8x8xf32>
    %10 = util.call @dtc.constraint.1(%9) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %11 = tensor.empty() : tensor<8x8xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<8x8xf32>) outs(%11 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %19 = arith.mulf %in, %cst : f32
      linalg.yield %19 : f32
    } -> tensor<8x8xf32>
    %13 = tensor.empty() : tensor<8xf32>
    %14 = linalg.fill ins(%cst_0 : f32) outs(%13 : tensor<8xf32>) -> tensor<8xf32>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%10 : tensor<8x8xf32>) outs(%14 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %19 = arith.addf %out, %in : f32
      linalg.yield %19 : f32
    } -> tensor<8xf32>
    %16 = tensor.empty() : tensor<8x16xf32>
    %17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<16x8xf32>) outs(%16 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16xf32>
    %18 = util.call @dtc.shard_map_call.0(%10, %17) : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    util.return %15, %12, %18 : tensor<8xf32>, tensor<8x8xf32>, tensor<8x16xf32>
  }
  util.func public @dtc.shard_map.0(%arg0: tensor<8x4xf32>, %arg1: tensor<4x16xf32>) -> tensor<8x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x16xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<8x4xf32>, tensor<4x16xf32>) outs(%1 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %3 = util.call @dtc.collective.0(%2) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    util.return %3 : tensor<8x16xf32>
  }
  util.func private @dtc.shard_map_call.0(%arg0: tensor<8x8xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32>
  util.func private @dtc.constraint.0(%arg0: tensor<16x8xf32>) -> tensor<16x8xf32>
  util.func private @dtc.constraint.1(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32>
  util.func private @dtc.collective.0(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32>
}