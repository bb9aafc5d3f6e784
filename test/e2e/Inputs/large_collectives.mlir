// Collectives on shards large enough that a cross-process all_reduce
// pipelines several segments per lane (256 KiB each; 300001 f32 = 1.1 MiB,
// not a multiple of a segment), on a 2x2 mesh. multi-process.test compiles
// it for 2 clients (sed) and compares with one process and numpy.
dtensor.mesh @m <[x = 2, y = 2], cpu>
func.func @main(%a: tensor<1x300001xf32> {dtensor.layout = #dtensor.layout<@m, [{x, y}, unsharded]>},
                %b: tensor<1x65536xf32> {dtensor.layout = #dtensor.layout<@m, [{x, y}, unsharded]>})
    -> (tensor<1x300001xf32> {dtensor.layout = #dtensor.layout<@m, [{x, y}, unsharded]>},
        tensor<1x300001xf32> {dtensor.layout = #dtensor.layout<@m, [{x, y}, unsharded]>},
        tensor<1x65536xf32> {dtensor.layout = #dtensor.layout<@m, [{x, y}, unsharded]>},
        tensor<4x65536xf32> {dtensor.layout = #dtensor.layout<@m, [{x, y}, unsharded]>})
    attributes {dtensor.local_view} {
  // Over all 4 devices (2 per process) and over x (one per process).
  %all = dtensor.all_reduce sum %a on @m[x, y] : tensor<1x300001xf32>
  %over_x = dtensor.all_reduce sum %a on @m[x] : tensor<1x300001xf32>
  %g = dtensor.all_gather %b on @m[x, y] dim 0 : tensor<1x65536xf32> -> tensor<4x65536xf32>
  %rs = dtensor.reduce_scatter sum %g on @m[x, y] dim 1 : tensor<4x65536xf32> -> tensor<4x16384xf32>
  %back = dtensor.all_gather %rs on @m[x, y] dim 1 : tensor<4x16384xf32> -> tensor<4x65536xf32>
  %row = tensor.extract_slice %back[0, 0] [1, 65536] [1, 1] : tensor<4x65536xf32> to tensor<1x65536xf32>
  return %all, %over_x, %row, %g : tensor<1x300001xf32>, tensor<1x300001xf32>, tensor<1x65536xf32>, tensor<4x65536xf32>
}
