#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<() -> ()>
module @jit_cond {
  dtensor.mesh @mesh <[x = 4], cpu>
  func.func @main(%arg0: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, %arg1: tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) -> (tensor<8x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) {
    %cst = arith.constant 1.000000e+00 : f32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<f32>
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<f32>) -> tensor<f32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "reduction"]} ins(%arg0 : tensor<8x8xf32>) outs(%1 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.addf %out, %in : f32
      linalg.yield %10 : f32
    } -> tensor<f32>
    %3 = tensor.empty() : tensor<i1>
    %4 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%2 : tensor<f32>) outs(%3 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %10 = arith.cmpf ogt, %in, %cst_0 : f32
      linalg.yield %10 : i1
    } -> tensor<i1>
    %5 = tensor.empty() : tensor<i32>
    %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%4 : tensor<i1>) outs(%5 : tensor<i32>) {
    ^bb0(%in: i1, %out: i32):
      %10 = arith.extui %in : i1 to i32
      linalg.yield %10 : i32
    } -> tensor<i32>
    %7 = tensor.empty() : tensor<i1>
    %8 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%6 : tensor<i32>) outs(%7 : tensor<i1>) {
    ^bb0(%in: i32, %out: i1):
      %10 = arith.cmpi eq, %in, %c0_i32 : i32
      linalg.yield %10 : i1
    } -> tensor<i1>
    %extracted = tensor.extract %8[] : tensor<i1>
    %9 = scf.if %extracted -> (tensor<8x8xf32>) {
      %10 = tensor.empty() : tensor<8x8xf32>
      %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x8xf32>) outs(%10 : tensor<8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %12 = arith.subf %in, %cst : f32
        linalg.yield %12 : f32
      } -> tensor<8x8xf32>
      scf.yield %11 : tensor<8x8xf32>
    } else {
      %10 = tensor.empty() : tensor<8x8xf32>
      %11 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %12 = linalg.matmul ins(%arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%11 : tensor<8x8xf32>) -> tensor<8x8xf32>
      scf.yield %12 : tensor<8x8xf32>
    }
    return %9 : tensor<8x8xf32>
  }
}
