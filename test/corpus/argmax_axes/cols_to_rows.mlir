module @jit_argmax_axes {
  dtensor.mesh @mesh <[x = 2, y = 2], cpu>

  func.func @main(%arg0: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}) -> (tensor<16xi32> {dtensor.layout = #dtensor.layout<@mesh, [x]>}, tensor<8xi32> {dtensor.layout = #dtensor.layout<@mesh, [y]>}, tensor<8xi32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded]>}) {
    %cst = arith.constant 0x7F800000 : f32
    %c0_i32 = arith.constant 0 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst_0 = arith.constant 0xFF800000 : f32
    %0 = tensor.empty() : tensor<8x1xf32>
    %1 = tensor.empty() : tensor<8x1xi32>
    %2 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %3 = linalg.fill ins(%c2147483647_i32 : i32) outs(%1 : tensor<8x1xi32>) -> tensor<8x1xi32>
    %dtc_topk1_c0 = arith.constant 0 : index
    %dtc_topk1_c1 = arith.constant 1 : index
    %dtc_topk1_k = arith.constant 1 : index
    %dtc_topk1_false = arith.constant false
    %dtc_topk1_te = tensor.empty() : tensor<8x16xi1>
    %dtc_topk1_t0 = linalg.fill ins(%dtc_topk1_false : i1) outs(%dtc_topk1_te : tensor<8x16xi1>) -> tensor<8x16xi1>
    %dtc_topk1_none = arith.constant -1 : i32
    %dtc_topk1_bve = tensor.empty() : tensor<8xf32>
    %dtc_topk1_bie = tensor.empty() : tensor<8xi32>
    %dtc_topk1_bif = linalg.fill ins(%dtc_topk1_none : i32) outs(%dtc_topk1_bie : tensor<8xi32>) -> tensor<8xi32>
    %dtc_topk1_loop:3 = scf.for %dtc_topk1_t = %dtc_topk1_c0 to %dtc_topk1_k step %dtc_topk1_c1 iter_args(%dtc_topk1_vals = %2, %dtc_topk1_idxs = %3, %dtc_topk1_taken = %dtc_topk1_t0) -> (tensor<8x1xf32>, tensor<8x1xi32>, tensor<8x16xi1>) {
      %dtc_topk1_best:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0, %dtc_topk1_taken : tensor<8x16xf32>, tensor<8x16xi1>) outs(%dtc_topk1_bve, %dtc_topk1_bif : tensor<8xf32>, tensor<8xi32>) {
      ^bb0(%dtc_topk1_xj: f32, %dtc_topk1_tk: i1, %dtc_topk1_bv: f32, %dtc_topk1_bi: i32):
        %dtc_topk1_cmptbl = arith.bitcast %dtc_topk1_xj : f32 to i32
        %dtc_topk1_cmptwl = arith.constant 31 : i32
        %dtc_topk1_cmptsl = arith.shrsi %dtc_topk1_cmptbl, %dtc_topk1_cmptwl : i32
        %dtc_topk1_cmptml = arith.constant 2147483647 : i32
        %dtc_topk1_cmptfl = arith.andi %dtc_topk1_cmptsl, %dtc_topk1_cmptml : i32
        %dtc_topk1_cmptkl = arith.xori %dtc_topk1_cmptbl, %dtc_topk1_cmptfl : i32
        %dtc_topk1_cmptbr = arith.bitcast %dtc_topk1_bv : f32 to i32
        %dtc_topk1_cmptwr = arith.constant 31 : i32
        %dtc_topk1_cmptsr = arith.shrsi %dtc_topk1_cmptbr, %dtc_topk1_cmptwr : i32
        %dtc_topk1_cmptmr = arith.constant 2147483647 : i32
        %dtc_topk1_cmptfr = arith.andi %dtc_topk1_cmptsr, %dtc_topk1_cmptmr : i32
        %dtc_topk1_cmptkr = arith.xori %dtc_topk1_cmptbr, %dtc_topk1_cmptfr : i32
        %dtc_topk1_cmptc = arith.cmpi sgt, %dtc_topk1_cmptkl, %dtc_topk1_cmptkr : i32
        %dtc_topk1_j = linalg.index 1 : index
        %dtc_topk1_ji = arith.index_cast %dtc_topk1_j : index to i32
        %dtc_topk1_zero = arith.constant 0 : i32
        %dtc_topk1_first = arith.cmpi slt, %dtc_topk1_bi, %dtc_topk1_zero : i32
        %dtc_topk1_wins = arith.ori %dtc_topk1_first, %dtc_topk1_cmptc : i1
        %dtc_topk1_true = arith.constant true
        %dtc_topk1_free = arith.xori %dtc_topk1_tk, %dtc_topk1_true : i1
        %dtc_topk1_take = arith.andi %dtc_topk1_free, %dtc_topk1_wins : i1
        %dtc_topk1_nv = arith.select %dtc_topk1_take, %dtc_topk1_xj, %dtc_topk1_bv : f32
        %dtc_topk1_ni = arith.select %dtc_topk1_take, %dtc_topk1_ji, %dtc_topk1_bi : i32
        linalg.yield %dtc_topk1_nv, %dtc_topk1_ni : f32, i32
      } -> (tensor<8xf32>, tensor<8xi32>)
      %dtc_topk1_sv = tensor.expand_shape %dtc_topk1_best#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
      %dtc_topk1_si = tensor.expand_shape %dtc_topk1_best#1 [[0, 1]] output_shape [8, 1] : tensor<8xi32> into tensor<8x1xi32>
      %dtc_topk1_vals2 = tensor.insert_slice %dtc_topk1_sv into %dtc_topk1_vals[0, %dtc_topk1_t] [8, 1] [1, 1] : tensor<8x1xf32> into tensor<8x1xf32>
      %dtc_topk1_idxs2 = tensor.insert_slice %dtc_topk1_si into %dtc_topk1_idxs[0, %dtc_topk1_t] [8, 1] [1, 1] : tensor<8x1xi32> into tensor<8x1xi32>
      %dtc_topk1_taken2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_topk1_taken, %dtc_topk1_best#1 : tensor<8x16xi1>, tensor<8xi32>) outs(%dtc_topk1_te : tensor<8x16xi1>) {
      ^bb0(%dtc_topk1_was: i1, %dtc_topk1_at: i32, %dtc_topk1_unused: i1):
        %dtc_topk1_here = linalg.index 1 : index
        %dtc_topk1_herei = arith.index_cast %dtc_topk1_here : index to i32
        %dtc_topk1_hit = arith.cmpi eq, %dtc_topk1_herei, %dtc_topk1_at : i32
        %dtc_topk1_now = arith.ori %dtc_topk1_was, %dtc_topk1_hit : i1
        linalg.yield %dtc_topk1_now : i1
      } -> tensor<8x16xi1>
      scf.yield %dtc_topk1_vals2, %dtc_topk1_idxs2, %dtc_topk1_taken2 : tensor<8x1xf32>, tensor<8x1xi32>, tensor<8x16xi1>
    }
    %5 = tensor.empty() : tensor<8x16xi32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%5 : tensor<8x16xi32>) {
    ^bb0(%out: i32):
      %23 = linalg.index 0 : index
      %24 = arith.index_cast %23 : index to i32
      linalg.yield %24 : i32
    } -> tensor<8x16xi32>
    %7 = tensor.empty() : tensor<16xf32>
    %8 = linalg.fill ins(%cst_0 : f32) outs(%7 : tensor<16xf32>) -> tensor<16xf32>
    %9 = tensor.empty() : tensor<16xi32>
    %10 = linalg.fill ins(%c0_i32 : i32) outs(%9 : tensor<16xi32>) -> tensor<16xi32>
    %11:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0, %6 : tensor<8x16xf32>, tensor<8x16xi32>) outs(%8, %10 : tensor<16xf32>, tensor<16xi32>) {
    ^bb0(%in: f32, %in_2: i32, %out: f32, %out_3: i32):
      %23 = arith.cmpf ogt, %out, %in : f32
      %24 = arith.cmpf une, %out, %out : f32
      %25 = arith.ori %23, %24 : i1
      %26 = arith.cmpf oeq, %out, %in : f32
      %27 = arith.cmpi slt, %out_3, %in_2 : i32
      %28 = arith.andi %26, %27 : i1
      %29 = arith.ori %25, %28 : i1
      %30 = arith.select %25, %out, %in : f32
      %31 = arith.select %29, %out_3, %in_2 : i32
      linalg.yield %30, %31 : f32, i32
    } -> (tensor<16xf32>, tensor<16xi32>)
    %12 = tensor.empty() : tensor<8x16xi32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%12 : tensor<8x16xi32>) {
    ^bb0(%out: i32):
      %23 = linalg.index 1 : index
      %24 = arith.index_cast %23 : index to i32
      linalg.yield %24 : i32
    } -> tensor<8x16xi32>
    %14 = tensor.empty() : tensor<8xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<8xf32>) -> tensor<8xf32>
    %16 = tensor.empty() : tensor<8xi32>
    %17 = linalg.fill ins(%c0_i32 : i32) outs(%16 : tensor<8xi32>) -> tensor<8xi32>
    %18:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0, %13 : tensor<8x16xf32>, tensor<8x16xi32>) outs(%15, %17 : tensor<8xf32>, tensor<8xi32>) {
    ^bb0(%in: f32, %in_2: i32, %out: f32, %out_3: i32):
      %23 = arith.cmpf olt, %out, %in : f32
      %24 = arith.cmpf une, %out, %out : f32
      %25 = arith.ori %23, %24 : i1
      %26 = arith.cmpf oeq, %out, %in : f32
      %27 = arith.cmpi slt, %out_3, %in_2 : i32
      %28 = arith.andi %26, %27 : i1
      %29 = arith.ori %25, %28 : i1
      %30 = arith.select %25, %out, %in : f32
      %31 = arith.select %29, %out_3, %in_2 : i32
      linalg.yield %30, %31 : f32, i32
    } -> (tensor<8xf32>, tensor<8xi32>)
    %collapsed = tensor.collapse_shape %dtc_topk1_loop#1 [[0, 1]] : tensor<8x1xi32> into tensor<8xi32>
    %19 = tensor.empty() : tensor<8x1xi32>
    %20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_topk1_loop#0 : tensor<8x1xf32>) outs(%19 : tensor<8x1xi32>) {
    ^bb0(%in: f32, %out: i32):
      %23 = arith.fptosi %in : f32 to i32
      linalg.yield %23 : i32
    } -> tensor<8x1xi32>
    %collapsed_1 = tensor.collapse_shape %20 [[0, 1]] : tensor<8x1xi32> into tensor<8xi32>
    %21 = tensor.empty() : tensor<8xi32>
    %22 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%collapsed, %collapsed_1 : tensor<8xi32>, tensor<8xi32>) outs(%21 : tensor<8xi32>) {
    ^bb0(%in: i32, %in_2: i32, %out: i32):
      %23 = arith.addi %in, %in_2 : i32
      linalg.yield %23 : i32
    } -> tensor<8xi32>
    func.return %11#1, %18#1, %22 : tensor<16xi32>, tensor<8xi32>, tensor<8xi32>
  }
}