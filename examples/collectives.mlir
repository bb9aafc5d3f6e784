// The collectives of the local view on a 2x2 mesh (axes x, y), each result
// returned with the layout that makes it a meaningful global array. A is an
// 8x8 array split in 4x4 blocks over [x, y]; B is split by columns over y.
//
//   dtc run examples/collectives.mlir --input A.npy --input B.npy \
//     --output gathered.npy --output summed.npy ... (8 outputs)
//
// With numpy's A and B the outputs are, in order:
//   A                                      all_gather over y (columns)
//   A[:4,:4] + A[:4,4:] + A[4:,:4] + A[4:,4:]   all_reduce sum over x, y
//   A[:4] + A[4:]                          reduce_scatter sum over x (rows)
//   B                                      all_to_all over y: columns -> rows
//   np.concatenate([A[4:], A[:4]])         collective_permute over x
//   np.concatenate([A[:, 4:], A[:, 4:]], axis=1)   broadcast over y from y=1
//   A                                      all_slice (inverse of all_gather)
//   max over the 4 blocks of A             all_reduce max over x, y
module {
  dtensor.mesh @m <[x = 2, y = 2], cpu>

  func.func @main(
      %a: tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>},
      %b: tensor<8x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, y]>})
      -> (tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@m, [x, unsharded]>},
          tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>},
          tensor<2x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>},
          tensor<4x8xf32> {dtensor.layout = #dtensor.layout<@m, [y, unsharded]>},
          tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>},
          tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>},
          tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@m, [x, y]>},
          tensor<4x4xf32> {dtensor.layout = #dtensor.layout<@m, [unsharded, unsharded]>})
      attributes {dtensor.local_view} {
    %gathered = dtensor.all_gather %a on @m[y] dim 1 : tensor<4x4xf32> -> tensor<4x8xf32>
    %summed = dtensor.all_reduce sum %a on @m[x, y] : tensor<4x4xf32>
    %scattered = dtensor.reduce_scatter sum %a on @m[x] dim 0 : tensor<4x4xf32> -> tensor<2x4xf32>
    %moved = dtensor.all_to_all %b on @m[y] split 0 concat 1 : tensor<8x4xf32> -> tensor<4x8xf32>
    %swapped = dtensor.collective_permute %a on @m[x] permutation [1, 0] : tensor<4x4xf32>
    %shared = dtensor.broadcast %a on @m[y] root 1 : tensor<4x4xf32>
    %sliced = dtensor.all_slice %gathered on @m[y] dim 1 : tensor<4x8xf32> -> tensor<4x4xf32>
    %largest = dtensor.all_reduce max %a on @m[x, y] : tensor<4x4xf32>
    return %gathered, %summed, %scattered, %moved, %swapped, %shared, %sliced, %largest
        : tensor<4x8xf32>, tensor<4x4xf32>, tensor<2x4xf32>, tensor<4x8xf32>,
          tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  }
}
