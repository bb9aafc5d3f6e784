module @jit_sorting_long {
  dtensor.mesh @mesh <[x = 2], cpu>

  func.func @main(%arg0: tensor<4x1000xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) -> (tensor<4x1000xf32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}, tensor<4x1000xi32> {dtensor.layout = #dtensor.layout<@mesh, [x, unsharded]>}) {
    %c999 = arith.constant 999 : index
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant 0x7FC00000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %dtc_sort1_ke = tensor.empty() : tensor<4x1000xi64>
    %dtc_sort1_keys = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x1000xf32>) outs(%dtc_sort1_ke : tensor<4x1000xi64>) {
    ^bb0(%dtc_sort1_kx: f32, %dtc_sort1_ko: i64):
      %dtc_sort1_k10 = arith.cmpf oeq, %dtc_sort1_kx, %cst_0 : f32
      %dtc_sort1_k11 = arith.select %dtc_sort1_k10, %cst_0, %dtc_sort1_kx : f32
      %dtc_sort1_k12 = arith.cmpf une, %dtc_sort1_kx, %dtc_sort1_kx : f32
      %dtc_sort1_k13 = arith.select %dtc_sort1_k12, %cst, %dtc_sort1_k11 : f32
      %dtc_sort1_k18 = arith.bitcast %dtc_sort1_k13 : f32 to i32
      %dtc_sort1_k19 = arith.cmpi slt, %dtc_sort1_k18, %c0_i32 : i32
      %dtc_sort1_k20 = arith.subi %c2147483647_i32, %dtc_sort1_k18 : i32
      %dtc_sort1_k21 = arith.select %dtc_sort1_k19, %dtc_sort1_k20, %dtc_sort1_k18 : i32
      %dtc_sort1_kw = arith.extsi %dtc_sort1_k21 : i32 to i64
      %dtc_sort1_k32 = arith.constant 32 : i64
      %dtc_sort1_khi = arith.shli %dtc_sort1_kw, %dtc_sort1_k32 : i64
      %dtc_sort1_kat = linalg.index 1 : index
      %dtc_sort1_kati = arith.index_cast %dtc_sort1_kat : index to i64
      %dtc_sort1_kpacked = arith.ori %dtc_sort1_khi, %dtc_sort1_kati : i64
      linalg.yield %dtc_sort1_kpacked : i64
    } -> tensor<4x1000xi64>
    %dtc_sort1_largest = arith.constant 9223372036854775807 : i64
    %dtc_sort1_start = tensor.pad %dtc_sort1_keys low[0, 0] high[0, 24] {
    ^bb0(%dtc_sort1_pi0: index, %dtc_sort1_pi1: index):
      tensor.yield %dtc_sort1_largest : i64
    } : tensor<4x1000xi64> to tensor<4x1024xi64>
    %dtc_sort1_c0 = arith.constant 0 : index
    %dtc_sort1_c1 = arith.constant 1 : index
    %dtc_sort1_steps = arith.constant 11 : index
    %dtc_sort1_one = arith.constant 1 : i64
    %dtc_sort1_outer = scf.for %dtc_sort1_pp = %dtc_sort1_c1 to %dtc_sort1_steps step %dtc_sort1_c1 iter_args(%dtc_sort1_a = %dtc_sort1_start) -> (tensor<4x1024xi64>) {
      %dtc_sort1_inner = scf.for %dtc_sort1_qq = %dtc_sort1_c0 to %dtc_sort1_pp step %dtc_sort1_c1 iter_args(%dtc_sort1_b = %dtc_sort1_a) -> (tensor<4x1024xi64>) {
        %dtc_sort1_ppi = arith.index_cast %dtc_sort1_pp : index to i64
        %dtc_sort1_qqi = arith.index_cast %dtc_sort1_qq : index to i64
        %dtc_sort1_blk = arith.shli %dtc_sort1_one, %dtc_sort1_ppi : i64
        %dtc_sort1_sh0 = arith.subi %dtc_sort1_ppi, %dtc_sort1_one : i64
        %dtc_sort1_sh = arith.subi %dtc_sort1_sh0, %dtc_sort1_qqi : i64
        %dtc_sort1_j = arith.shli %dtc_sort1_one, %dtc_sort1_sh : i64
        %dtc_sort1_e = tensor.empty() : tensor<4x1024xi64>
        %dtc_sort1_pass = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_sort1_b : tensor<4x1024xi64>) outs(%dtc_sort1_e : tensor<4x1024xi64>) {
        ^bb0(%dtc_sort1_x: i64, %dtc_sort1_o: i64):
          %dtc_sort1_at = linalg.index 1 : index
          %dtc_sort1_ati = arith.index_cast %dtc_sort1_at : index to i64
          %dtc_sort1_pti = arith.xori %dtc_sort1_ati, %dtc_sort1_j : i64
          %dtc_sort1_pt = arith.index_cast %dtc_sort1_pti : i64 to index
          %dtc_sort1_lower = arith.cmpi slt, %dtc_sort1_ati, %dtc_sort1_pti : i64
          %dtc_sort1_kb = arith.andi %dtc_sort1_ati, %dtc_sort1_blk : i64
          %dtc_sort1_z64 = arith.constant 0 : i64
          %dtc_sort1_asc = arith.cmpi eq, %dtc_sort1_kb, %dtc_sort1_z64 : i64
          %dtc_sort1_differ = arith.xori %dtc_sort1_lower, %dtc_sort1_asc : i1
          %dtc_sort1_w0 = linalg.index 0 : index
          %dtc_sort1_y = tensor.extract %dtc_sort1_b[%dtc_sort1_w0, %dtc_sort1_pt] : tensor<4x1024xi64>
          %dtc_sort1_xlt = arith.cmpi slt, %dtc_sort1_x, %dtc_sort1_y : i64
          %dtc_sort1_xgt = arith.cmpi sgt, %dtc_sort1_x, %dtc_sort1_y : i64
          %dtc_sort1_take = arith.select %dtc_sort1_differ, %dtc_sort1_xlt, %dtc_sort1_xgt : i1
          %dtc_sort1_r = arith.select %dtc_sort1_take, %dtc_sort1_y, %dtc_sort1_x : i64
          linalg.yield %dtc_sort1_r : i64
        } -> tensor<4x1024xi64>
        scf.yield %dtc_sort1_pass : tensor<4x1024xi64>
      }
      scf.yield %dtc_sort1_inner : tensor<4x1024xi64>
    }
    %dtc_sort1_sorted = tensor.extract_slice %dtc_sort1_outer[0, 0] [4, 1000] [1, 1] : tensor<4x1024xi64> to tensor<4x1000xi64>
    %dtc_sort1_low = arith.constant 4294967295 : i64
    %dtc_sort1_ge0 = tensor.empty() : tensor<4x1000xf32>
    %dtc_sort1_out0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_sort1_sorted : tensor<4x1000xi64>) outs(%dtc_sort1_ge0 : tensor<4x1000xf32>) {
    ^bb0(%dtc_sort1_s0: i64, %dtc_sort1_go0: f32):
      %dtc_sort1_g0p = arith.andi %dtc_sort1_s0, %dtc_sort1_low : i64
      %dtc_sort1_g0i = arith.index_cast %dtc_sort1_g0p : i64 to index
      %dtc_sort1_g0w0 = linalg.index 0 : index
      %dtc_sort1_g0v = tensor.extract %arg0[%dtc_sort1_g0w0, %dtc_sort1_g0i] : tensor<4x1000xf32>
      linalg.yield %dtc_sort1_g0v : f32
    } -> tensor<4x1000xf32>
    %1 = tensor.empty() : tensor<4x1000xi32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%1 : tensor<4x1000xi32>) {
    ^bb0(%out: i32):
      %10 = linalg.index 1 : index
      %11 = arith.index_cast %10 : index to i32
      linalg.yield %11 : i32
    } -> tensor<4x1000xi32>
    %3 = tensor.empty() : tensor<4x1000xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%3 : tensor<4x1000xf32>) {
    ^bb0(%out: f32):
      %10 = linalg.index 0 : index
      %11 = linalg.index 1 : index
      %12 = arith.subi %c999, %11 : index
      %extracted = tensor.extract %arg0[%10, %12] : tensor<4x1000xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x1000xf32>
    %5 = tensor.empty() : tensor<4x1000xi32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%5 : tensor<4x1000xi32>) {
    ^bb0(%out: i32):
      %10 = linalg.index 0 : index
      %11 = linalg.index 1 : index
      %12 = arith.subi %c999, %11 : index
      %extracted = tensor.extract %2[%10, %12] : tensor<4x1000xi32>
      linalg.yield %extracted : i32
    } -> tensor<4x1000xi32>
    %dtc_sort2_ke = tensor.empty() : tensor<4x1000xi64>
    %dtc_sort2_keys = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<4x1000xf32>) outs(%dtc_sort2_ke : tensor<4x1000xi64>) {
    ^bb0(%dtc_sort2_kx: f32, %dtc_sort2_ko: i64):
      %dtc_sort2_k10 = arith.cmpf oeq, %dtc_sort2_kx, %cst_0 : f32
      %dtc_sort2_k11 = arith.select %dtc_sort2_k10, %cst_0, %dtc_sort2_kx : f32
      %dtc_sort2_k12 = arith.cmpf une, %dtc_sort2_kx, %dtc_sort2_kx : f32
      %dtc_sort2_k13 = arith.select %dtc_sort2_k12, %cst, %dtc_sort2_k11 : f32
      %dtc_sort2_k18 = arith.bitcast %dtc_sort2_k13 : f32 to i32
      %dtc_sort2_k19 = arith.cmpi slt, %dtc_sort2_k18, %c0_i32 : i32
      %dtc_sort2_k20 = arith.subi %c2147483647_i32, %dtc_sort2_k18 : i32
      %dtc_sort2_k21 = arith.select %dtc_sort2_k19, %dtc_sort2_k20, %dtc_sort2_k18 : i32
      %dtc_sort2_kw = arith.extsi %dtc_sort2_k21 : i32 to i64
      %dtc_sort2_k32 = arith.constant 32 : i64
      %dtc_sort2_khi = arith.shli %dtc_sort2_kw, %dtc_sort2_k32 : i64
      %dtc_sort2_kat = linalg.index 1 : index
      %dtc_sort2_kati = arith.index_cast %dtc_sort2_kat : index to i64
      %dtc_sort2_kpacked = arith.ori %dtc_sort2_khi, %dtc_sort2_kati : i64
      linalg.yield %dtc_sort2_kpacked : i64
    } -> tensor<4x1000xi64>
    %dtc_sort2_largest = arith.constant 9223372036854775807 : i64
    %dtc_sort2_start = tensor.pad %dtc_sort2_keys low[0, 0] high[0, 24] {
    ^bb0(%dtc_sort2_pi0: index, %dtc_sort2_pi1: index):
      tensor.yield %dtc_sort2_largest : i64
    } : tensor<4x1000xi64> to tensor<4x1024xi64>
    %dtc_sort2_c0 = arith.constant 0 : index
    %dtc_sort2_c1 = arith.constant 1 : index
    %dtc_sort2_steps = arith.constant 11 : index
    %dtc_sort2_one = arith.constant 1 : i64
    %dtc_sort2_outer = scf.for %dtc_sort2_pp = %dtc_sort2_c1 to %dtc_sort2_steps step %dtc_sort2_c1 iter_args(%dtc_sort2_a = %dtc_sort2_start) -> (tensor<4x1024xi64>) {
      %dtc_sort2_inner = scf.for %dtc_sort2_qq = %dtc_sort2_c0 to %dtc_sort2_pp step %dtc_sort2_c1 iter_args(%dtc_sort2_b = %dtc_sort2_a) -> (tensor<4x1024xi64>) {
        %dtc_sort2_ppi = arith.index_cast %dtc_sort2_pp : index to i64
        %dtc_sort2_qqi = arith.index_cast %dtc_sort2_qq : index to i64
        %dtc_sort2_blk = arith.shli %dtc_sort2_one, %dtc_sort2_ppi : i64
        %dtc_sort2_sh0 = arith.subi %dtc_sort2_ppi, %dtc_sort2_one : i64
        %dtc_sort2_sh = arith.subi %dtc_sort2_sh0, %dtc_sort2_qqi : i64
        %dtc_sort2_j = arith.shli %dtc_sort2_one, %dtc_sort2_sh : i64
        %dtc_sort2_e = tensor.empty() : tensor<4x1024xi64>
        %dtc_sort2_pass = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_sort2_b : tensor<4x1024xi64>) outs(%dtc_sort2_e : tensor<4x1024xi64>) {
        ^bb0(%dtc_sort2_x: i64, %dtc_sort2_o: i64):
          %dtc_sort2_at = linalg.index 1 : index
          %dtc_sort2_ati = arith.index_cast %dtc_sort2_at : index to i64
          %dtc_sort2_pti = arith.xori %dtc_sort2_ati, %dtc_sort2_j : i64
          %dtc_sort2_pt = arith.index_cast %dtc_sort2_pti : i64 to index
          %dtc_sort2_lower = arith.cmpi slt, %dtc_sort2_ati, %dtc_sort2_pti : i64
          %dtc_sort2_kb = arith.andi %dtc_sort2_ati, %dtc_sort2_blk : i64
          %dtc_sort2_z64 = arith.constant 0 : i64
          %dtc_sort2_asc = arith.cmpi eq, %dtc_sort2_kb, %dtc_sort2_z64 : i64
          %dtc_sort2_differ = arith.xori %dtc_sort2_lower, %dtc_sort2_asc : i1
          %dtc_sort2_w0 = linalg.index 0 : index
          %dtc_sort2_y = tensor.extract %dtc_sort2_b[%dtc_sort2_w0, %dtc_sort2_pt] : tensor<4x1024xi64>
          %dtc_sort2_xlt = arith.cmpi slt, %dtc_sort2_x, %dtc_sort2_y : i64
          %dtc_sort2_xgt = arith.cmpi sgt, %dtc_sort2_x, %dtc_sort2_y : i64
          %dtc_sort2_take = arith.select %dtc_sort2_differ, %dtc_sort2_xlt, %dtc_sort2_xgt : i1
          %dtc_sort2_r = arith.select %dtc_sort2_take, %dtc_sort2_y, %dtc_sort2_x : i64
          linalg.yield %dtc_sort2_r : i64
        } -> tensor<4x1024xi64>
        scf.yield %dtc_sort2_pass : tensor<4x1024xi64>
      }
      scf.yield %dtc_sort2_inner : tensor<4x1024xi64>
    }
    %dtc_sort2_sorted = tensor.extract_slice %dtc_sort2_outer[0, 0] [4, 1000] [1, 1] : tensor<4x1024xi64> to tensor<4x1000xi64>
    %dtc_sort2_low = arith.constant 4294967295 : i64
    %dtc_sort2_ge0 = tensor.empty() : tensor<4x1000xf32>
    %dtc_sort2_out0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_sort2_sorted : tensor<4x1000xi64>) outs(%dtc_sort2_ge0 : tensor<4x1000xf32>) {
    ^bb0(%dtc_sort2_s0: i64, %dtc_sort2_go0: f32):
      %dtc_sort2_g0p = arith.andi %dtc_sort2_s0, %dtc_sort2_low : i64
      %dtc_sort2_g0i = arith.index_cast %dtc_sort2_g0p : i64 to index
      %dtc_sort2_g0w0 = linalg.index 0 : index
      %dtc_sort2_g0v = tensor.extract %4[%dtc_sort2_g0w0, %dtc_sort2_g0i] : tensor<4x1000xf32>
      linalg.yield %dtc_sort2_g0v : f32
    } -> tensor<4x1000xf32>
    %dtc_sort2_ge1 = tensor.empty() : tensor<4x1000xi32>
    %dtc_sort2_out1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_sort2_sorted : tensor<4x1000xi64>) outs(%dtc_sort2_ge1 : tensor<4x1000xi32>) {
    ^bb0(%dtc_sort2_s1: i64, %dtc_sort2_go1: i32):
      %dtc_sort2_g1p = arith.andi %dtc_sort2_s1, %dtc_sort2_low : i64
      %dtc_sort2_g1i = arith.index_cast %dtc_sort2_g1p : i64 to index
      %dtc_sort2_g1w0 = linalg.index 0 : index
      %dtc_sort2_g1v = tensor.extract %6[%dtc_sort2_g1w0, %dtc_sort2_g1i] : tensor<4x1000xi32>
      linalg.yield %dtc_sort2_g1v : i32
    } -> tensor<4x1000xi32>
    %8 = tensor.empty() : tensor<4x1000xi32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%8 : tensor<4x1000xi32>) {
    ^bb0(%out: i32):
      %10 = linalg.index 0 : index
      %11 = linalg.index 1 : index
      %12 = arith.subi %c999, %11 : index
      %extracted = tensor.extract %dtc_sort2_out1[%10, %12] : tensor<4x1000xi32>
      linalg.yield %extracted : i32
    } -> tensor<4x1000xi32>
    func.return %dtc_sort1_out0, %9 : tensor<4x1000xf32>, tensor<4x1000xi32>
  }
}