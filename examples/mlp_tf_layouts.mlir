// A 2-layer MLP in the global view, its layouts written in TF DTensor's
// text form: the batch is split over mesh axis x, the hidden dimension over
// mesh axis y (Megatron-style), on a 2x4 mesh of CPU devices.
//
//   dtc-opt --dtensor-import-tf-layouts examples/mlp_tf_layouts.mlir
//
// turns the strings into a `dtensor.mesh` symbol and typed layouts.
module attributes {dtensor.default_mesh = @mesh} {
  dtensor.mesh @mesh <[x = 2, y = 4], cpu>

  func.func @main(
      %x: tensor<16x32xf32> {dtensor.layout = "sharding_specs:x,unsharded, mesh:|x=2,y=4|*CPU"},
      %w1: tensor<32x64xf32> {dtensor.layout = "sharding_specs:unsharded,y, mesh:|x=2,y=4|*CPU"},
      %w2: tensor<64x32xf32> {dtensor.layout = "sharding_specs:y,unsharded, mesh:|x=2,y=4|*CPU"})
      -> (tensor<16x32xf32> {dtensor.layout = "sharding_specs:x,unsharded, mesh:|x=2,y=4|*CPU"}) {
    %zero = arith.constant 0.0 : f32
    %e1 = tensor.empty() : tensor<16x64xf32>
    %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %h = linalg.matmul ins(%x, %w1 : tensor<16x32xf32>, tensor<32x64xf32>)
                       outs(%z1 : tensor<16x64xf32>) -> tensor<16x64xf32>
    // The hidden activation keeps its columns on y: each device computes its
    // slice of the hidden layer.
    %hc = dtensor.constraint %h : tensor<16x64xf32> to #dtensor.layout<@mesh, [x, y]>
    %r = linalg.map { arith.maximumf } ins(%hc, %z1 : tensor<16x64xf32>, tensor<16x64xf32>)
                                       outs(%e1 : tensor<16x64xf32>)
    %e2 = tensor.empty() : tensor<16x32xf32>
    %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x32xf32>) -> tensor<16x32xf32>
    // Contracting the y-sharded hidden dimension leaves a value partial over y.
    %o = linalg.matmul ins(%r, %w2 : tensor<16x64xf32>, tensor<64x32xf32>)
                       outs(%z2 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %oc = dtensor.constraint %o : tensor<16x32xf32> to #dtensor.layout<@mesh, [x, unsharded], partial = sum[y]>
    %out = dtensor.relayout %oc : tensor<16x32xf32> to #dtensor.layout<@mesh, [x, unsharded]>
    dtensor.check_layout %out : tensor<16x32xf32> is #dtensor.layout<@mesh, [x, unsharded]>
    return %out : tensor<16x32xf32>
  }
}
