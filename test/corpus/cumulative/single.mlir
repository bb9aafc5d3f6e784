module @jit_cumulative {
  func.func @main(%arg0: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
    %cst = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<f32>
    %0 = tensor.empty() : tensor<8x16xf32>
    %1 = tensor.empty() : tensor<8xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%cst_0 : tensor<f32>) outs(%1 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8xf32>
    %dtc_scan1_c0 = arith.constant 0 : index
    %dtc_scan1_c1 = arith.constant 1 : index
    %dtc_scan1_n = arith.constant 16 : index
    %dtc_scan1_init = tensor.expand_shape %2 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %dtc_scan1_first = tensor.extract_slice %arg0[0, %dtc_scan1_c0] [8, 1] [1, 1] : tensor<8x16xf32> to tensor<8x1xf32>
    %dtc_scan1_out0 = tensor.insert_slice %dtc_scan1_first into %0[0, %dtc_scan1_c0] [8, 1] [1, 1] : tensor<8x1xf32> into tensor<8x16xf32>
    %dtc_scan1_loop:3 = scf.for %dtc_scan1_j = %dtc_scan1_c1 to %dtc_scan1_n step %dtc_scan1_c1 iter_args(%dtc_scan1_o = %dtc_scan1_out0, %dtc_scan1_prev = %dtc_scan1_first, %dtc_scan1_last = %dtc_scan1_init) -> (tensor<8x16xf32>, tensor<8x1xf32>, tensor<8x1xf32>) {
      %dtc_scan1_x = tensor.extract_slice %arg0[0, %dtc_scan1_j] [8, 1] [1, 1] : tensor<8x16xf32> to tensor<8x1xf32>
      %dtc_scan1_e = tensor.empty() : tensor<8x1xf32>
      %dtc_scan1_new = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_scan1_prev, %dtc_scan1_x : tensor<8x1xf32>, tensor<8x1xf32>) outs(%dtc_scan1_e : tensor<8x1xf32>) {
      ^bb0(%arg1: f32, %arg2: f32, %dtc_scan1_unused: f32):
        %8 = arith.addf %arg1, %arg2 : f32
        linalg.yield %8 : f32
      } -> tensor<8x1xf32>
      %dtc_scan1_o2 = tensor.insert_slice %dtc_scan1_new into %dtc_scan1_o[0, %dtc_scan1_j] [8, 1] [1, 1] : tensor<8x1xf32> into tensor<8x16xf32>
      scf.yield %dtc_scan1_o2, %dtc_scan1_new, %dtc_scan1_new : tensor<8x16xf32>, tensor<8x1xf32>, tensor<8x1xf32>
    }
    %dtc_scan1_acc = tensor.collapse_shape %dtc_scan1_loop#2 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
    %4 = tensor.empty() : tensor<8x16xf32>
    %5 = tensor.empty() : tensor<16xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%cst : tensor<f32>) outs(%5 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %dtc_scan2_c0 = arith.constant 0 : index
    %dtc_scan2_c1 = arith.constant 1 : index
    %dtc_scan2_n = arith.constant 8 : index
    %dtc_scan2_init = tensor.expand_shape %6 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32>
    %dtc_scan2_first = tensor.extract_slice %arg0[%dtc_scan2_c0, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<1x16xf32>
    %dtc_scan2_out0 = tensor.insert_slice %dtc_scan2_first into %4[%dtc_scan2_c0, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<8x16xf32>
    %dtc_scan2_loop:3 = scf.for %dtc_scan2_j = %dtc_scan2_c1 to %dtc_scan2_n step %dtc_scan2_c1 iter_args(%dtc_scan2_o = %dtc_scan2_out0, %dtc_scan2_prev = %dtc_scan2_first, %dtc_scan2_last = %dtc_scan2_init) -> (tensor<8x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>) {
      %dtc_scan2_x = tensor.extract_slice %arg0[%dtc_scan2_j, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<1x16xf32>
      %dtc_scan2_e = tensor.empty() : tensor<1x16xf32>
      %dtc_scan2_new = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_scan2_prev, %dtc_scan2_x : tensor<1x16xf32>, tensor<1x16xf32>) outs(%dtc_scan2_e : tensor<1x16xf32>) {
      ^bb0(%arg1: f32, %arg2: f32, %dtc_scan2_unused: f32):
        %8 = arith.maximumf %arg1, %arg2 : f32
        linalg.yield %8 : f32
      } -> tensor<1x16xf32>
      %dtc_scan2_o2 = tensor.insert_slice %dtc_scan2_new into %dtc_scan2_o[%dtc_scan2_j, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<8x16xf32>
      scf.yield %dtc_scan2_o2, %dtc_scan2_new, %dtc_scan2_new : tensor<8x16xf32>, tensor<1x16xf32>, tensor<1x16xf32>
    }
    %dtc_scan2_acc = tensor.collapse_shape %dtc_scan2_loop#2 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    func.return %dtc_scan1_loop#0, %dtc_scan2_loop#0 : tensor<8x16xf32>, tensor<8x16xf32>
  }
}