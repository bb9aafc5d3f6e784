module @jit_sorting {
  dtensor.mesh @mesh <[x = 2], cpu>

  func.func @main(%arg0: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) -> (tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, tensor<8x16xi32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, tensor<8x3xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, tensor<8x3xi32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) {
    %c0_i32 = arith.constant 0 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0x7FC00000 : f32
    %0 = tensor.empty() : tensor<8x3xf32>
    %1 = tensor.empty() : tensor<8x3xi32>
    %2 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x3xf32>) -> tensor<8x3xf32>
    %3 = linalg.fill ins(%c2147483647_i32 : i32) outs(%1 : tensor<8x3xi32>) -> tensor<8x3xi32>
    %dtc_topk1_c0 = arith.constant 0 : index
    %dtc_topk1_c1 = arith.constant 1 : index
    %dtc_topk1_k = arith.constant 3 : index
    %dtc_topk1_false = arith.constant false
    %dtc_topk1_te = tensor.empty() : tensor<8x16xi1>
    %dtc_topk1_t0 = linalg.fill ins(%dtc_topk1_false : i1) outs(%dtc_topk1_te : tensor<8x16xi1>) -> tensor<8x16xi1>
    %dtc_topk1_none = arith.constant -1 : i32
    %dtc_topk1_bve = tensor.empty() : tensor<8xf32>
    %dtc_topk1_bie = tensor.empty() : tensor<8xi32>
    %dtc_topk1_bif = linalg.fill ins(%dtc_topk1_none : i32) outs(%dtc_topk1_bie : tensor<8xi32>) -> tensor<8xi32>
    %dtc_topk1_loop:3 = scf.for %dtc_topk1_t = %dtc_topk1_c0 to %dtc_topk1_k step %dtc_topk1_c1 iter_args(%dtc_topk1_vals = %2, %dtc_topk1_idxs = %3, %dtc_topk1_taken = %dtc_topk1_t0) -> (tensor<8x3xf32>, tensor<8x3xi32>, tensor<8x16xi1>) {
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
      %dtc_topk1_vals2 = tensor.insert_slice %dtc_topk1_sv into %dtc_topk1_vals[0, %dtc_topk1_t] [8, 1] [1, 1] : tensor<8x1xf32> into tensor<8x3xf32>
      %dtc_topk1_idxs2 = tensor.insert_slice %dtc_topk1_si into %dtc_topk1_idxs[0, %dtc_topk1_t] [8, 1] [1, 1] : tensor<8x1xi32> into tensor<8x3xi32>
      %dtc_topk1_taken2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_topk1_taken, %dtc_topk1_best#1 : tensor<8x16xi1>, tensor<8xi32>) outs(%dtc_topk1_te : tensor<8x16xi1>) {
      ^bb0(%dtc_topk1_was: i1, %dtc_topk1_at: i32, %dtc_topk1_unused: i1):
        %dtc_topk1_here = linalg.index 1 : index
        %dtc_topk1_herei = arith.index_cast %dtc_topk1_here : index to i32
        %dtc_topk1_hit = arith.cmpi eq, %dtc_topk1_herei, %dtc_topk1_at : i32
        %dtc_topk1_now = arith.ori %dtc_topk1_was, %dtc_topk1_hit : i1
        linalg.yield %dtc_topk1_now : i1
      } -> tensor<8x16xi1>
      scf.yield %dtc_topk1_vals2, %dtc_topk1_idxs2, %dtc_topk1_taken2 : tensor<8x3xf32>, tensor<8x3xi32>, tensor<8x16xi1>
    }
    %dtc_sort2_zero = arith.constant 0 : i64
    %dtc_sort2_re = tensor.empty() : tensor<8x16xi64>
    %dtc_sort2_rf = linalg.fill ins(%dtc_sort2_zero : i64) outs(%dtc_sort2_re : tensor<8x16xi64>) -> tensor<8x16xi64>
    %dtc_sort2_place = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg0 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%dtc_sort2_rf : tensor<8x16xi64>) {
    ^bb0(%dtc_sort2_j0: f32, %dtc_sort2_i0: f32, %dtc_sort2_acc: i64):
      %dtc_sort2_lt9 = arith.cmpf oeq, %dtc_sort2_j0, %cst_0 : f32
      %dtc_sort2_lt10 = arith.select %dtc_sort2_lt9, %cst_0, %dtc_sort2_j0 : f32
      %dtc_sort2_lt11 = arith.cmpf une, %dtc_sort2_j0, %dtc_sort2_j0 : f32
      %dtc_sort2_lt12 = arith.select %dtc_sort2_lt11, %cst_1, %dtc_sort2_lt10 : f32
      %dtc_sort2_lt13 = arith.cmpf oeq, %dtc_sort2_i0, %cst_0 : f32
      %dtc_sort2_lt14 = arith.select %dtc_sort2_lt13, %cst_0, %dtc_sort2_i0 : f32
      %dtc_sort2_lt15 = arith.cmpf une, %dtc_sort2_i0, %dtc_sort2_i0 : f32
      %dtc_sort2_lt16 = arith.select %dtc_sort2_lt15, %cst_1, %dtc_sort2_lt14 : f32
      %dtc_sort2_lt17 = arith.bitcast %dtc_sort2_lt12 : f32 to i32
      %dtc_sort2_lt18 = arith.cmpi slt, %dtc_sort2_lt17, %c0_i32 : i32
      %dtc_sort2_lt19 = arith.subi %c2147483647_i32, %dtc_sort2_lt17 : i32
      %dtc_sort2_lt20 = arith.select %dtc_sort2_lt18, %dtc_sort2_lt19, %dtc_sort2_lt17 : i32
      %dtc_sort2_lt21 = arith.bitcast %dtc_sort2_lt16 : f32 to i32
      %dtc_sort2_lt22 = arith.cmpi slt, %dtc_sort2_lt21, %c0_i32 : i32
      %dtc_sort2_lt23 = arith.subi %c2147483647_i32, %dtc_sort2_lt21 : i32
      %dtc_sort2_lt24 = arith.select %dtc_sort2_lt22, %dtc_sort2_lt23, %dtc_sort2_lt21 : i32
      %dtc_sort2_lt25 = arith.cmpi slt, %dtc_sort2_lt20, %dtc_sort2_lt24 : i32
      %dtc_sort2_gt9 = arith.cmpf oeq, %dtc_sort2_i0, %cst_0 : f32
      %dtc_sort2_gt10 = arith.select %dtc_sort2_gt9, %cst_0, %dtc_sort2_i0 : f32
      %dtc_sort2_gt11 = arith.cmpf une, %dtc_sort2_i0, %dtc_sort2_i0 : f32
      %dtc_sort2_gt12 = arith.select %dtc_sort2_gt11, %cst_1, %dtc_sort2_gt10 : f32
      %dtc_sort2_gt13 = arith.cmpf oeq, %dtc_sort2_j0, %cst_0 : f32
      %dtc_sort2_gt14 = arith.select %dtc_sort2_gt13, %cst_0, %dtc_sort2_j0 : f32
      %dtc_sort2_gt15 = arith.cmpf une, %dtc_sort2_j0, %dtc_sort2_j0 : f32
      %dtc_sort2_gt16 = arith.select %dtc_sort2_gt15, %cst_1, %dtc_sort2_gt14 : f32
      %dtc_sort2_gt17 = arith.bitcast %dtc_sort2_gt12 : f32 to i32
      %dtc_sort2_gt18 = arith.cmpi slt, %dtc_sort2_gt17, %c0_i32 : i32
      %dtc_sort2_gt19 = arith.subi %c2147483647_i32, %dtc_sort2_gt17 : i32
      %dtc_sort2_gt20 = arith.select %dtc_sort2_gt18, %dtc_sort2_gt19, %dtc_sort2_gt17 : i32
      %dtc_sort2_gt21 = arith.bitcast %dtc_sort2_gt16 : f32 to i32
      %dtc_sort2_gt22 = arith.cmpi slt, %dtc_sort2_gt21, %c0_i32 : i32
      %dtc_sort2_gt23 = arith.subi %c2147483647_i32, %dtc_sort2_gt21 : i32
      %dtc_sort2_gt24 = arith.select %dtc_sort2_gt22, %dtc_sort2_gt23, %dtc_sort2_gt21 : i32
      %dtc_sort2_gt25 = arith.cmpi slt, %dtc_sort2_gt20, %dtc_sort2_gt24 : i32
      %dtc_sort2_ii = linalg.index 1 : index
      %dtc_sort2_jj = linalg.index 2 : index
      %dtc_sort2_earlier = arith.cmpi ult, %dtc_sort2_jj, %dtc_sort2_ii : index
      %dtc_sort2_true = arith.constant true
      %dtc_sort2_ngt = arith.xori %dtc_sort2_gt25, %dtc_sort2_true : i1
      %dtc_sort2_tie = arith.andi %dtc_sort2_earlier, %dtc_sort2_ngt : i1
      %dtc_sort2_count = arith.ori %dtc_sort2_lt25, %dtc_sort2_tie : i1
      %dtc_sort2_one = arith.extui %dtc_sort2_count : i1 to i64
      %dtc_sort2_sum = arith.addi %dtc_sort2_acc, %dtc_sort2_one : i64
      linalg.yield %dtc_sort2_sum : i64
    } -> tensor<8x16xi64>
    %dtc_sort2_out0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%dtc_sort2_place, %arg0 : tensor<8x16xi64>, tensor<8x16xf32>) outs(%arg0 : tensor<8x16xf32>) {
    ^bb0(%dtc_sort2_pl0: i64, %dtc_sort2_x0: f32, %dtc_sort2_keep0: f32):
      %dtc_sort2_pos0 = linalg.index 1 : index
      %dtc_sort2_posi0 = arith.index_cast %dtc_sort2_pos0 : index to i64
      %dtc_sort2_hit0 = arith.cmpi eq, %dtc_sort2_pl0, %dtc_sort2_posi0 : i64
      %dtc_sort2_v0 = arith.select %dtc_sort2_hit0, %dtc_sort2_x0, %dtc_sort2_keep0 : f32
      linalg.yield %dtc_sort2_v0 : f32
    } -> tensor<8x16xf32>
    %6 = tensor.empty() : tensor<8x16xi32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%6 : tensor<8x16xi32>) {
    ^bb0(%out: i32):
      %9 = linalg.index 1 : index
      %10 = arith.index_cast %9 : index to i32
      linalg.yield %10 : i32
    } -> tensor<8x16xi32>
    %dtc_sort3_zero = arith.constant 0 : i64
    %dtc_sort3_re = tensor.empty() : tensor<8x16xi64>
    %dtc_sort3_rf = linalg.fill ins(%dtc_sort3_zero : i64) outs(%dtc_sort3_re : tensor<8x16xi64>) -> tensor<8x16xi64>
    %dtc_sort3_place = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg0, %7, %7 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xi32>, tensor<8x16xi32>) outs(%dtc_sort3_rf : tensor<8x16xi64>) {
    ^bb0(%dtc_sort3_j0: f32, %dtc_sort3_i0: f32, %dtc_sort3_j1: i32, %dtc_sort3_i1: i32, %dtc_sort3_acc: i64):
      %dtc_sort3_lt9 = arith.cmpf oeq, %dtc_sort3_j0, %cst_0 : f32
      %dtc_sort3_lt10 = arith.select %dtc_sort3_lt9, %cst_0, %dtc_sort3_j0 : f32
      %dtc_sort3_lt11 = arith.cmpf une, %dtc_sort3_j0, %dtc_sort3_j0 : f32
      %dtc_sort3_lt12 = arith.select %dtc_sort3_lt11, %cst_1, %dtc_sort3_lt10 : f32
      %dtc_sort3_lt13 = arith.cmpf oeq, %dtc_sort3_i0, %cst_0 : f32
      %dtc_sort3_lt14 = arith.select %dtc_sort3_lt13, %cst_0, %dtc_sort3_i0 : f32
      %dtc_sort3_lt15 = arith.cmpf une, %dtc_sort3_i0, %dtc_sort3_i0 : f32
      %dtc_sort3_lt16 = arith.select %dtc_sort3_lt15, %cst_1, %dtc_sort3_lt14 : f32
      %dtc_sort3_lt17 = arith.bitcast %dtc_sort3_lt12 : f32 to i32
      %dtc_sort3_lt18 = arith.cmpi slt, %dtc_sort3_lt17, %c0_i32 : i32
      %dtc_sort3_lt19 = arith.subi %c2147483647_i32, %dtc_sort3_lt17 : i32
      %dtc_sort3_lt20 = arith.select %dtc_sort3_lt18, %dtc_sort3_lt19, %dtc_sort3_lt17 : i32
      %dtc_sort3_lt21 = arith.bitcast %dtc_sort3_lt16 : f32 to i32
      %dtc_sort3_lt22 = arith.cmpi slt, %dtc_sort3_lt21, %c0_i32 : i32
      %dtc_sort3_lt23 = arith.subi %c2147483647_i32, %dtc_sort3_lt21 : i32
      %dtc_sort3_lt24 = arith.select %dtc_sort3_lt22, %dtc_sort3_lt23, %dtc_sort3_lt21 : i32
      %dtc_sort3_lt25 = arith.cmpi slt, %dtc_sort3_lt20, %dtc_sort3_lt24 : i32
      %dtc_sort3_gt9 = arith.cmpf oeq, %dtc_sort3_i0, %cst_0 : f32
      %dtc_sort3_gt10 = arith.select %dtc_sort3_gt9, %cst_0, %dtc_sort3_i0 : f32
      %dtc_sort3_gt11 = arith.cmpf une, %dtc_sort3_i0, %dtc_sort3_i0 : f32
      %dtc_sort3_gt12 = arith.select %dtc_sort3_gt11, %cst_1, %dtc_sort3_gt10 : f32
      %dtc_sort3_gt13 = arith.cmpf oeq, %dtc_sort3_j0, %cst_0 : f32
      %dtc_sort3_gt14 = arith.select %dtc_sort3_gt13, %cst_0, %dtc_sort3_j0 : f32
      %dtc_sort3_gt15 = arith.cmpf une, %dtc_sort3_j0, %dtc_sort3_j0 : f32
      %dtc_sort3_gt16 = arith.select %dtc_sort3_gt15, %cst_1, %dtc_sort3_gt14 : f32
      %dtc_sort3_gt17 = arith.bitcast %dtc_sort3_gt12 : f32 to i32
      %dtc_sort3_gt18 = arith.cmpi slt, %dtc_sort3_gt17, %c0_i32 : i32
      %dtc_sort3_gt19 = arith.subi %c2147483647_i32, %dtc_sort3_gt17 : i32
      %dtc_sort3_gt20 = arith.select %dtc_sort3_gt18, %dtc_sort3_gt19, %dtc_sort3_gt17 : i32
      %dtc_sort3_gt21 = arith.bitcast %dtc_sort3_gt16 : f32 to i32
      %dtc_sort3_gt22 = arith.cmpi slt, %dtc_sort3_gt21, %c0_i32 : i32
      %dtc_sort3_gt23 = arith.subi %c2147483647_i32, %dtc_sort3_gt21 : i32
      %dtc_sort3_gt24 = arith.select %dtc_sort3_gt22, %dtc_sort3_gt23, %dtc_sort3_gt21 : i32
      %dtc_sort3_gt25 = arith.cmpi slt, %dtc_sort3_gt20, %dtc_sort3_gt24 : i32
      %dtc_sort3_ii = linalg.index 1 : index
      %dtc_sort3_jj = linalg.index 2 : index
      %dtc_sort3_earlier = arith.cmpi ult, %dtc_sort3_jj, %dtc_sort3_ii : index
      %dtc_sort3_true = arith.constant true
      %dtc_sort3_ngt = arith.xori %dtc_sort3_gt25, %dtc_sort3_true : i1
      %dtc_sort3_tie = arith.andi %dtc_sort3_earlier, %dtc_sort3_ngt : i1
      %dtc_sort3_count = arith.ori %dtc_sort3_lt25, %dtc_sort3_tie : i1
      %dtc_sort3_one = arith.extui %dtc_sort3_count : i1 to i64
      %dtc_sort3_sum = arith.addi %dtc_sort3_acc, %dtc_sort3_one : i64
      linalg.yield %dtc_sort3_sum : i64
    } -> tensor<8x16xi64>
    %dtc_sort3_out0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%dtc_sort3_place, %arg0 : tensor<8x16xi64>, tensor<8x16xf32>) outs(%arg0 : tensor<8x16xf32>) {
    ^bb0(%dtc_sort3_pl0: i64, %dtc_sort3_x0: f32, %dtc_sort3_keep0: f32):
      %dtc_sort3_pos0 = linalg.index 1 : index
      %dtc_sort3_posi0 = arith.index_cast %dtc_sort3_pos0 : index to i64
      %dtc_sort3_hit0 = arith.cmpi eq, %dtc_sort3_pl0, %dtc_sort3_posi0 : i64
      %dtc_sort3_v0 = arith.select %dtc_sort3_hit0, %dtc_sort3_x0, %dtc_sort3_keep0 : f32
      linalg.yield %dtc_sort3_v0 : f32
    } -> tensor<8x16xf32>
    %dtc_sort3_out1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%dtc_sort3_place, %7 : tensor<8x16xi64>, tensor<8x16xi32>) outs(%7 : tensor<8x16xi32>) {
    ^bb0(%dtc_sort3_pl1: i64, %dtc_sort3_x1: i32, %dtc_sort3_keep1: i32):
      %dtc_sort3_pos1 = linalg.index 1 : index
      %dtc_sort3_posi1 = arith.index_cast %dtc_sort3_pos1 : index to i64
      %dtc_sort3_hit1 = arith.cmpi eq, %dtc_sort3_pl1, %dtc_sort3_posi1 : i64
      %dtc_sort3_v1 = arith.select %dtc_sort3_hit1, %dtc_sort3_x1, %dtc_sort3_keep1 : i32
      linalg.yield %dtc_sort3_v1 : i32
    } -> tensor<8x16xi32>
    func.return %dtc_sort2_out0, %dtc_sort3_out1, %dtc_topk1_loop#0, %dtc_topk1_loop#1 : tensor<8x16xf32>, tensor<8x16xi32>, tensor<8x3xf32>, tensor<8x3xi32>
  }
}