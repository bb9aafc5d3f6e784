#map = affine_map<(d0, d1) -> (d0, d1)>
module @f {
  dtensor.mesh @mesh <[model = 2], cpu>
  func.func @main(%arg0: tensor<32x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, model]>}, %arg1: tensor<12xi32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}, %arg2: tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, model]>}, %arg3: tensor<10x1xi32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, %arg4: tensor<10x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, model]>}) -> (tensor<12x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, model]>}, tensor<16x8xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, model]>}) {
    %c31 = arith.constant 31 : index
    %c0 = arith.constant 0 : index
    %0 = tensor.empty() : tensor<12x8xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<12x8xf32>) {
    ^bb0(%out: f32):
      %3 = linalg.index 0 : index
      %4 = linalg.index 1 : index
      %extracted = tensor.extract %arg1[%3] : tensor<12xi32>
      %5 = arith.index_cast %extracted : i32 to index
      %6 = arith.maxsi %5, %c0 : index
      %7 = arith.minsi %6, %c31 : index
      %extracted_0 = tensor.extract %arg0[%7, %4] : tensor<32x8xf32>
      linalg.yield %extracted_0 : f32
    } -> tensor<12x8xf32>
    %2 = dtensor.scatter %arg4 at %arg3 into %arg2 dims [0] : tensor<10x8xf32>, tensor<10x1xi32>, tensor<16x8xf32> {
    ^bb0(%arg5: f32, %arg6: f32):
      %3 = arith.addf %arg6, %arg5 : f32
      dtensor.yield %3 : f32
    }
    return %1, %2 : tensor<12x8xf32>, tensor<16x8xf32>
  }
}
