module @jit_sorting {
  dtensor.mesh @mesh <[y = 2], cpu>

  func.func @main(%arg0: tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}) -> (tensor<8x16xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}, tensor<8x16xi32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, y]>}, tensor<8x3xf32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}, tensor<8x3xi32> {dtensor.layout = #dtensor.layout<@mesh, [unsharded, unsharded]>}) {
    %c0_i32 = arith.constant 0 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0x7FC00000 : f32
    %0 = tensor.empty() : tensor<8x3xf32>
    %1 = tensor.empty() : tensor<8x3xi32>
    %2 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x3xf32>) -> tensor<8x3xf32>
    %3 = linalg.fill ins(%c2147483647_i32 : i32) outs(%1 : tensor<8x3xi32>) -> tensor<8x3xi32>
    %dtc_sort1_zero = arith.constant 0 : i64
    %dtc_sort1_re = tensor.empty() : tensor<8x16xi64>
    %dtc_sort1_rf = linalg.fill ins(%dtc_sort1_zero : i64) outs(%dtc_sort1_re : tensor<8x16xi64>) -> tensor<8x16xi64>
    %dtc_sort1_place = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg0 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%dtc_sort1_rf : tensor<8x16xi64>) {
    ^bb0(%dtc_sort1_j0: f32, %dtc_sort1_i0: f32, %dtc_sort1_acc: i64):
      %dtc_sort1_lttbl = arith.bitcast %dtc_sort1_j0 : f32 to i32
      %dtc_sort1_lttwl = arith.constant 31 : i32
      %dtc_sort1_lttsl = arith.shrsi %dtc_sort1_lttbl, %dtc_sort1_lttwl : i32
      %dtc_sort1_lttml = arith.constant 2147483647 : i32
      %dtc_sort1_lttfl = arith.andi %dtc_sort1_lttsl, %dtc_sort1_lttml : i32
      %dtc_sort1_lttkl = arith.xori %dtc_sort1_lttbl, %dtc_sort1_lttfl : i32
      %dtc_sort1_lttbr = arith.bitcast %dtc_sort1_i0 : f32 to i32
      %dtc_sort1_lttwr = arith.constant 31 : i32
      %dtc_sort1_lttsr = arith.shrsi %dtc_sort1_lttbr, %dtc_sort1_lttwr : i32
      %dtc_sort1_lttmr = arith.constant 2147483647 : i32
      %dtc_sort1_lttfr = arith.andi %dtc_sort1_lttsr, %dtc_sort1_lttmr : i32
      %dtc_sort1_lttkr = arith.xori %dtc_sort1_lttbr, %dtc_sort1_lttfr : i32
      %dtc_sort1_lttc = arith.cmpi sgt, %dtc_sort1_lttkl, %dtc_sort1_lttkr : i32
      %dtc_sort1_gttbl = arith.bitcast %dtc_sort1_i0 : f32 to i32
      %dtc_sort1_gttwl = arith.constant 31 : i32
      %dtc_sort1_gttsl = arith.shrsi %dtc_sort1_gttbl, %dtc_sort1_gttwl : i32
      %dtc_sort1_gttml = arith.constant 2147483647 : i32
      %dtc_sort1_gttfl = arith.andi %dtc_sort1_gttsl, %dtc_sort1_gttml : i32
      %dtc_sort1_gttkl = arith.xori %dtc_sort1_gttbl, %dtc_sort1_gttfl : i32
      %dtc_sort1_gttbr = arith.bitcast %dtc_sort1_j0 : f32 to i32
      %dtc_sort1_gttwr = arith.constant 31 : i32
      %dtc_sort1_gttsr = arith.shrsi %dtc_sort1_gttbr, %dtc_sort1_gttwr : i32
      %dtc_sort1_gttmr = arith.constant 2147483647 : i32
      %dtc_sort1_gttfr = arith.andi %dtc_sort1_gttsr, %dtc_sort1_gttmr : i32
      %dtc_sort1_gttkr = arith.xori %dtc_sort1_gttbr, %dtc_sort1_gttfr : i32
      %dtc_sort1_gttc = arith.cmpi sgt, %dtc_sort1_gttkl, %dtc_sort1_gttkr : i32
      %dtc_sort1_ii = linalg.index 1 : index
      %dtc_sort1_jj = linalg.index 2 : index
      %dtc_sort1_earlier = arith.cmpi ult, %dtc_sort1_jj, %dtc_sort1_ii : index
      %dtc_sort1_true = arith.constant true
      %dtc_sort1_ngt = arith.xori %dtc_sort1_gttc, %dtc_sort1_true : i1
      %dtc_sort1_tie = arith.andi %dtc_sort1_earlier, %dtc_sort1_ngt : i1
      %dtc_sort1_count = arith.ori %dtc_sort1_lttc, %dtc_sort1_tie : i1
      %dtc_sort1_one = arith.extui %dtc_sort1_count : i1 to i64
      %dtc_sort1_sum = arith.addi %dtc_sort1_acc, %dtc_sort1_one : i64
      linalg.yield %dtc_sort1_sum : i64
    } -> tensor<8x16xi64>
    %dtc_sort1_out0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%dtc_sort1_place, %arg0 : tensor<8x16xi64>, tensor<8x16xf32>) outs(%2 : tensor<8x3xf32>) {
    ^bb0(%dtc_sort1_pl0: i64, %dtc_sort1_x0: f32, %dtc_sort1_keep0: f32):
      %dtc_sort1_pos0 = linalg.index 1 : index
      %dtc_sort1_posi0 = arith.index_cast %dtc_sort1_pos0 : index to i64
      %dtc_sort1_hit0 = arith.cmpi eq, %dtc_sort1_pl0, %dtc_sort1_posi0 : i64
      %dtc_sort1_v0 = arith.select %dtc_sort1_hit0, %dtc_sort1_x0, %dtc_sort1_keep0 : f32
      linalg.yield %dtc_sort1_v0 : f32
    } -> tensor<8x3xf32>
    %dtc_sort1_out1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%dtc_sort1_place : tensor<8x16xi64>) outs(%3 : tensor<8x3xi32>) {
    ^bb0(%dtc_sort1_pl1: i64, %dtc_sort1_keep1: i32):
      %dtc_sort1_pos1 = linalg.index 1 : index
      %dtc_sort1_posi1 = arith.index_cast %dtc_sort1_pos1 : index to i64
      %dtc_sort1_hit1 = arith.cmpi eq, %dtc_sort1_pl1, %dtc_sort1_posi1 : i64
      %dtc_sort1_from1 = linalg.index 2 : index
      %dtc_sort1_idx1 = arith.index_cast %dtc_sort1_from1 : index to i32
      %dtc_sort1_v1 = arith.select %dtc_sort1_hit1, %dtc_sort1_idx1, %dtc_sort1_keep1 : i32
      linalg.yield %dtc_sort1_v1 : i32
    } -> tensor<8x3xi32>
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
    func.return %dtc_sort2_out0, %dtc_sort3_out1, %dtc_sort1_out0, %dtc_sort1_out1 : tensor<8x16xf32>, tensor<8x16xi32>, tensor<8x3xf32>, tensor<8x3xi32>
  }
}