module @jit_sorting_long {
  func.func @main(%arg0: tensor<4x1000xf32>) -> (tensor<4x1000xf32>, tensor<4x1000xi32>, tensor<4x20xf32>, tensor<4x20xi32>) {
    %c999 = arith.constant 999 : index
    %c0_i32 = arith.constant 0 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0x7FC00000 : f32
    %0 = tensor.empty() : tensor<4x20xf32>
    %1 = tensor.empty() : tensor<4x20xi32>
    %2 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x20xf32>) -> tensor<4x20xf32>
    %3 = linalg.fill ins(%c2147483647_i32 : i32) outs(%1 : tensor<4x20xi32>) -> tensor<4x20xi32>
    %dtc_topk1_ke = tensor.empty() : tensor<4x1000xi64>
    %dtc_topk1_keys = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x1000xf32>) outs(%dtc_topk1_ke : tensor<4x1000xi64>) {
    ^bb0(%dtc_topk1_kx: f32, %dtc_topk1_ko: i64):
      %dtc_topk1_ktbl = arith.bitcast %dtc_topk1_kx : f32 to i32
      %dtc_topk1_ktwl = arith.constant 31 : i32
      %dtc_topk1_ktsl = arith.shrsi %dtc_topk1_ktbl, %dtc_topk1_ktwl : i32
      %dtc_topk1_ktml = arith.constant 2147483647 : i32
      %dtc_topk1_ktfl = arith.andi %dtc_topk1_ktsl, %dtc_topk1_ktml : i32
      %dtc_topk1_ktkl = arith.xori %dtc_topk1_ktbl, %dtc_topk1_ktfl : i32
      %dtc_topk1_kones = arith.constant -1 : i32
      %dtc_topk1_knot = arith.xori %dtc_topk1_ktkl, %dtc_topk1_kones : i32
      %dtc_topk1_kw = arith.extsi %dtc_topk1_knot : i32 to i64
      %dtc_topk1_k32 = arith.constant 32 : i64
      %dtc_topk1_khi = arith.shli %dtc_topk1_kw, %dtc_topk1_k32 : i64
      %dtc_topk1_kat = linalg.index 1 : index
      %dtc_topk1_kati = arith.index_cast %dtc_topk1_kat : index to i64
      %dtc_topk1_kpacked = arith.ori %dtc_topk1_khi, %dtc_topk1_kati : i64
      linalg.yield %dtc_topk1_kpacked : i64
    } -> tensor<4x1000xi64>
    %dtc_topk1_largest = arith.constant 9223372036854775807 : i64
    %dtc_topk1_start = tensor.pad %dtc_topk1_keys low[0, 0] high[0, 24] {
    ^bb0(%dtc_topk1_pi0: index, %dtc_topk1_pi1: index):
      tensor.yield %dtc_topk1_largest : i64
    } : tensor<4x1000xi64> to tensor<4x1024xi64>
    %dtc_topk1_s_c0 = arith.constant 0 : index
    %dtc_topk1_s_c1 = arith.constant 1 : index
    %dtc_topk1_s_first = arith.constant 1 : index
    %dtc_topk1_s_last = arith.constant 6 : index
    %dtc_topk1_s_one = arith.constant 1 : i64
    %dtc_topk1_s_outer = scf.for %dtc_topk1_s_pp = %dtc_topk1_s_first to %dtc_topk1_s_last step %dtc_topk1_s_c1 iter_args(%dtc_topk1_s_a = %dtc_topk1_start) -> (tensor<4x1024xi64>) {
      %dtc_topk1_s_inner = scf.for %dtc_topk1_s_qq = %dtc_topk1_s_c0 to %dtc_topk1_s_pp step %dtc_topk1_s_c1 iter_args(%dtc_topk1_s_b = %dtc_topk1_s_a) -> (tensor<4x1024xi64>) {
        %dtc_topk1_s_ppi = arith.index_cast %dtc_topk1_s_pp : index to i64
        %dtc_topk1_s_qqi = arith.index_cast %dtc_topk1_s_qq : index to i64
        %dtc_topk1_s_blk = arith.shli %dtc_topk1_s_one, %dtc_topk1_s_ppi : i64
        %dtc_topk1_s_sh0 = arith.subi %dtc_topk1_s_ppi, %dtc_topk1_s_one : i64
        %dtc_topk1_s_sh = arith.subi %dtc_topk1_s_sh0, %dtc_topk1_s_qqi : i64
        %dtc_topk1_s_j = arith.shli %dtc_topk1_s_one, %dtc_topk1_s_sh : i64
        %dtc_topk1_s_e = tensor.empty() : tensor<4x1024xi64>
        %dtc_topk1_s_pass = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_topk1_s_b : tensor<4x1024xi64>) outs(%dtc_topk1_s_e : tensor<4x1024xi64>) {
        ^bb0(%dtc_topk1_s_x: i64, %dtc_topk1_s_o: i64):
          %dtc_topk1_s_at = linalg.index 1 : index
          %dtc_topk1_s_ati = arith.index_cast %dtc_topk1_s_at : index to i64
          %dtc_topk1_s_pti = arith.xori %dtc_topk1_s_ati, %dtc_topk1_s_j : i64
          %dtc_topk1_s_pt = arith.index_cast %dtc_topk1_s_pti : i64 to index
          %dtc_topk1_s_lower = arith.cmpi slt, %dtc_topk1_s_ati, %dtc_topk1_s_pti : i64
          %dtc_topk1_s_kb = arith.andi %dtc_topk1_s_ati, %dtc_topk1_s_blk : i64
          %dtc_topk1_s_z64 = arith.constant 0 : i64
          %dtc_topk1_s_asc = arith.cmpi eq, %dtc_topk1_s_kb, %dtc_topk1_s_z64 : i64
          %dtc_topk1_s_differ = arith.xori %dtc_topk1_s_lower, %dtc_topk1_s_asc : i1
          %dtc_topk1_s_w0 = linalg.index 0 : index
          %dtc_topk1_s_y = tensor.extract %dtc_topk1_s_b[%dtc_topk1_s_w0, %dtc_topk1_s_pt] : tensor<4x1024xi64>
          %dtc_topk1_s_xlt = arith.cmpi slt, %dtc_topk1_s_x, %dtc_topk1_s_y : i64
          %dtc_topk1_s_xgt = arith.cmpi sgt, %dtc_topk1_s_x, %dtc_topk1_s_y : i64
          %dtc_topk1_s_take = arith.select %dtc_topk1_s_differ, %dtc_topk1_s_xlt, %dtc_topk1_s_xgt : i1
          %dtc_topk1_s_r = arith.select %dtc_topk1_s_take, %dtc_topk1_s_y, %dtc_topk1_s_x : i64
          linalg.yield %dtc_topk1_s_r : i64
        } -> tensor<4x1024xi64>
        scf.yield %dtc_topk1_s_pass : tensor<4x1024xi64>
      }
      scf.yield %dtc_topk1_s_inner : tensor<4x1024xi64>
    }
    %dtc_topk1_r0_se = tensor.empty() : tensor<4x512xi64>
    %dtc_topk1_r0_split = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%dtc_topk1_r0_se : tensor<4x512xi64>) {
    ^bb0(%dtc_topk1_r0_sp_unused: i64):
      %dtc_topk1_r0_sp_at = linalg.index 1 : index
      %dtc_topk1_r0_sp_ati = arith.index_cast %dtc_topk1_r0_sp_at : index to i64
      %dtc_topk1_r0_sp_mask = arith.constant -32 : i64
      %dtc_topk1_r0_sp_base = arith.andi %dtc_topk1_r0_sp_ati, %dtc_topk1_r0_sp_mask : i64
      %dtc_topk1_r0_sp_loi = arith.addi %dtc_topk1_r0_sp_ati, %dtc_topk1_r0_sp_base : i64
      %dtc_topk1_r0_sp_blk = arith.constant 32 : i64
      %dtc_topk1_r0_sp_hii = arith.addi %dtc_topk1_r0_sp_loi, %dtc_topk1_r0_sp_blk : i64
      %dtc_topk1_r0_sp_lo = arith.index_cast %dtc_topk1_r0_sp_loi : i64 to index
      %dtc_topk1_r0_sp_hi = arith.index_cast %dtc_topk1_r0_sp_hii : i64 to index
      %dtc_topk1_r0_sp_w0 = linalg.index 0 : index
      %dtc_topk1_r0_sp_a = tensor.extract %dtc_topk1_s_outer[%dtc_topk1_r0_sp_w0, %dtc_topk1_r0_sp_lo] : tensor<4x1024xi64>
      %dtc_topk1_r0_sp_b = tensor.extract %dtc_topk1_s_outer[%dtc_topk1_r0_sp_w0, %dtc_topk1_r0_sp_hi] : tensor<4x1024xi64>
      %dtc_topk1_r0_sp_first = arith.cmpi slt, %dtc_topk1_r0_sp_a, %dtc_topk1_r0_sp_b : i64
      %dtc_topk1_r0_sp_v = arith.select %dtc_topk1_r0_sp_first, %dtc_topk1_r0_sp_a, %dtc_topk1_r0_sp_b : i64
      linalg.yield %dtc_topk1_r0_sp_v : i64
    } -> tensor<4x512xi64>
    %dtc_topk1_r0_c0 = arith.constant 0 : index
    %dtc_topk1_r0_c1 = arith.constant 1 : index
    %dtc_topk1_r0_first = arith.constant 5 : index
    %dtc_topk1_r0_last = arith.constant 6 : index
    %dtc_topk1_r0_one = arith.constant 1 : i64
    %dtc_topk1_r0_outer = scf.for %dtc_topk1_r0_pp = %dtc_topk1_r0_first to %dtc_topk1_r0_last step %dtc_topk1_r0_c1 iter_args(%dtc_topk1_r0_a = %dtc_topk1_r0_split) -> (tensor<4x512xi64>) {
      %dtc_topk1_r0_inner = scf.for %dtc_topk1_r0_qq = %dtc_topk1_r0_c0 to %dtc_topk1_r0_pp step %dtc_topk1_r0_c1 iter_args(%dtc_topk1_r0_b = %dtc_topk1_r0_a) -> (tensor<4x512xi64>) {
        %dtc_topk1_r0_ppi = arith.index_cast %dtc_topk1_r0_pp : index to i64
        %dtc_topk1_r0_qqi = arith.index_cast %dtc_topk1_r0_qq : index to i64
        %dtc_topk1_r0_blk = arith.shli %dtc_topk1_r0_one, %dtc_topk1_r0_ppi : i64
        %dtc_topk1_r0_sh0 = arith.subi %dtc_topk1_r0_ppi, %dtc_topk1_r0_one : i64
        %dtc_topk1_r0_sh = arith.subi %dtc_topk1_r0_sh0, %dtc_topk1_r0_qqi : i64
        %dtc_topk1_r0_j = arith.shli %dtc_topk1_r0_one, %dtc_topk1_r0_sh : i64
        %dtc_topk1_r0_e = tensor.empty() : tensor<4x512xi64>
        %dtc_topk1_r0_pass = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_topk1_r0_b : tensor<4x512xi64>) outs(%dtc_topk1_r0_e : tensor<4x512xi64>) {
        ^bb0(%dtc_topk1_r0_x: i64, %dtc_topk1_r0_o: i64):
          %dtc_topk1_r0_at = linalg.index 1 : index
          %dtc_topk1_r0_ati = arith.index_cast %dtc_topk1_r0_at : index to i64
          %dtc_topk1_r0_pti = arith.xori %dtc_topk1_r0_ati, %dtc_topk1_r0_j : i64
          %dtc_topk1_r0_pt = arith.index_cast %dtc_topk1_r0_pti : i64 to index
          %dtc_topk1_r0_lower = arith.cmpi slt, %dtc_topk1_r0_ati, %dtc_topk1_r0_pti : i64
          %dtc_topk1_r0_kb = arith.andi %dtc_topk1_r0_ati, %dtc_topk1_r0_blk : i64
          %dtc_topk1_r0_z64 = arith.constant 0 : i64
          %dtc_topk1_r0_asc = arith.cmpi eq, %dtc_topk1_r0_kb, %dtc_topk1_r0_z64 : i64
          %dtc_topk1_r0_differ = arith.xori %dtc_topk1_r0_lower, %dtc_topk1_r0_asc : i1
          %dtc_topk1_r0_w0 = linalg.index 0 : index
          %dtc_topk1_r0_y = tensor.extract %dtc_topk1_r0_b[%dtc_topk1_r0_w0, %dtc_topk1_r0_pt] : tensor<4x512xi64>
          %dtc_topk1_r0_xlt = arith.cmpi slt, %dtc_topk1_r0_x, %dtc_topk1_r0_y : i64
          %dtc_topk1_r0_xgt = arith.cmpi sgt, %dtc_topk1_r0_x, %dtc_topk1_r0_y : i64
          %dtc_topk1_r0_take = arith.select %dtc_topk1_r0_differ, %dtc_topk1_r0_xlt, %dtc_topk1_r0_xgt : i1
          %dtc_topk1_r0_r = arith.select %dtc_topk1_r0_take, %dtc_topk1_r0_y, %dtc_topk1_r0_x : i64
          linalg.yield %dtc_topk1_r0_r : i64
        } -> tensor<4x512xi64>
        scf.yield %dtc_topk1_r0_pass : tensor<4x512xi64>
      }
      scf.yield %dtc_topk1_r0_inner : tensor<4x512xi64>
    }
    %dtc_topk1_r1_se = tensor.empty() : tensor<4x256xi64>
    %dtc_topk1_r1_split = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%dtc_topk1_r1_se : tensor<4x256xi64>) {
    ^bb0(%dtc_topk1_r1_sp_unused: i64):
      %dtc_topk1_r1_sp_at = linalg.index 1 : index
      %dtc_topk1_r1_sp_ati = arith.index_cast %dtc_topk1_r1_sp_at : index to i64
      %dtc_topk1_r1_sp_mask = arith.constant -32 : i64
      %dtc_topk1_r1_sp_base = arith.andi %dtc_topk1_r1_sp_ati, %dtc_topk1_r1_sp_mask : i64
      %dtc_topk1_r1_sp_loi = arith.addi %dtc_topk1_r1_sp_ati, %dtc_topk1_r1_sp_base : i64
      %dtc_topk1_r1_sp_blk = arith.constant 32 : i64
      %dtc_topk1_r1_sp_hii = arith.addi %dtc_topk1_r1_sp_loi, %dtc_topk1_r1_sp_blk : i64
      %dtc_topk1_r1_sp_lo = arith.index_cast %dtc_topk1_r1_sp_loi : i64 to index
      %dtc_topk1_r1_sp_hi = arith.index_cast %dtc_topk1_r1_sp_hii : i64 to index
      %dtc_topk1_r1_sp_w0 = linalg.index 0 : index
      %dtc_topk1_r1_sp_a = tensor.extract %dtc_topk1_r0_outer[%dtc_topk1_r1_sp_w0, %dtc_topk1_r1_sp_lo] : tensor<4x512xi64>
      %dtc_topk1_r1_sp_b = tensor.extract %dtc_topk1_r0_outer[%dtc_topk1_r1_sp_w0, %dtc_topk1_r1_sp_hi] : tensor<4x512xi64>
      %dtc_topk1_r1_sp_first = arith.cmpi slt, %dtc_topk1_r1_sp_a, %dtc_topk1_r1_sp_b : i64
      %dtc_topk1_r1_sp_v = arith.select %dtc_topk1_r1_sp_first, %dtc_topk1_r1_sp_a, %dtc_topk1_r1_sp_b : i64
      linalg.yield %dtc_topk1_r1_sp_v : i64
    } -> tensor<4x256xi64>
    %dtc_topk1_r1_c0 = arith.constant 0 : index
    %dtc_topk1_r1_c1 = arith.constant 1 : index
    %dtc_topk1_r1_first = arith.constant 5 : index
    %dtc_topk1_r1_last = arith.constant 6 : index
    %dtc_topk1_r1_one = arith.constant 1 : i64
    %dtc_topk1_r1_outer = scf.for %dtc_topk1_r1_pp = %dtc_topk1_r1_first to %dtc_topk1_r1_last step %dtc_topk1_r1_c1 iter_args(%dtc_topk1_r1_a = %dtc_topk1_r1_split) -> (tensor<4x256xi64>) {
      %dtc_topk1_r1_inner = scf.for %dtc_topk1_r1_qq = %dtc_topk1_r1_c0 to %dtc_topk1_r1_pp step %dtc_topk1_r1_c1 iter_args(%dtc_topk1_r1_b = %dtc_topk1_r1_a) -> (tensor<4x256xi64>) {
        %dtc_topk1_r1_ppi = arith.index_cast %dtc_topk1_r1_pp : index to i64
        %dtc_topk1_r1_qqi = arith.index_cast %dtc_topk1_r1_qq : index to i64
        %dtc_topk1_r1_blk = arith.shli %dtc_topk1_r1_one, %dtc_topk1_r1_ppi : i64
        %dtc_topk1_r1_sh0 = arith.subi %dtc_topk1_r1_ppi, %dtc_topk1_r1_one : i64
        %dtc_topk1_r1_sh = arith.subi %dtc_topk1_r1_sh0, %dtc_topk1_r1_qqi : i64
        %dtc_topk1_r1_j = arith.shli %dtc_topk1_r1_one, %dtc_topk1_r1_sh : i64
        %dtc_topk1_r1_e = tensor.empty() : tensor<4x256xi64>
        %dtc_topk1_r1_pass = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_topk1_r1_b : tensor<4x256xi64>) outs(%dtc_topk1_r1_e : tensor<4x256xi64>) {
        ^bb0(%dtc_topk1_r1_x: i64, %dtc_topk1_r1_o: i64):
          %dtc_topk1_r1_at = linalg.index 1 : index
          %dtc_topk1_r1_ati = arith.index_cast %dtc_topk1_r1_at : index to i64
          %dtc_topk1_r1_pti = arith.xori %dtc_topk1_r1_ati, %dtc_topk1_r1_j : i64
          %dtc_topk1_r1_pt = arith.index_cast %dtc_topk1_r1_pti : i64 to index
          %dtc_topk1_r1_lower = arith.cmpi slt, %dtc_topk1_r1_ati, %dtc_topk1_r1_pti : i64
          %dtc_topk1_r1_kb = arith.andi %dtc_topk1_r1_ati, %dtc_topk1_r1_blk : i64
          %dtc_topk1_r1_z64 = arith.constant 0 : i64
          %dtc_topk1_r1_asc = arith.cmpi eq, %dtc_topk1_r1_kb, %dtc_topk1_r1_z64 : i64
          %dtc_topk1_r1_differ = arith.xori %dtc_topk1_r1_lower, %dtc_topk1_r1_asc : i1
          %dtc_topk1_r1_w0 = linalg.index 0 : index
          %dtc_topk1_r1_y = tensor.extract %dtc_topk1_r1_b[%dtc_topk1_r1_w0, %dtc_topk1_r1_pt] : tensor<4x256xi64>
          %dtc_topk1_r1_xlt = arith.cmpi slt, %dtc_topk1_r1_x, %dtc_topk1_r1_y : i64
          %dtc_topk1_r1_xgt = arith.cmpi sgt, %dtc_topk1_r1_x, %dtc_topk1_r1_y : i64
          %dtc_topk1_r1_take = arith.select %dtc_topk1_r1_differ, %dtc_topk1_r1_xlt, %dtc_topk1_r1_xgt : i1
          %dtc_topk1_r1_r = arith.select %dtc_topk1_r1_take, %dtc_topk1_r1_y, %dtc_topk1_r1_x : i64
          linalg.yield %dtc_topk1_r1_r : i64
        } -> tensor<4x256xi64>
        scf.yield %dtc_topk1_r1_pass : tensor<4x256xi64>
      }
      scf.yield %dtc_topk1_r1_inner : tensor<4x256xi64>
    }
    %dtc_topk1_r2_se = tensor.empty() : tensor<4x128xi64>
    %dtc_topk1_r2_split = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%dtc_topk1_r2_se : tensor<4x128xi64>) {
    ^bb0(%dtc_topk1_r2_sp_unused: i64):
      %dtc_topk1_r2_sp_at = linalg.index 1 : index
      %dtc_topk1_r2_sp_ati = arith.index_cast %dtc_topk1_r2_sp_at : index to i64
      %dtc_topk1_r2_sp_mask = arith.constant -32 : i64
      %dtc_topk1_r2_sp_base = arith.andi %dtc_topk1_r2_sp_ati, %dtc_topk1_r2_sp_mask : i64
      %dtc_topk1_r2_sp_loi = arith.addi %dtc_topk1_r2_sp_ati, %dtc_topk1_r2_sp_base : i64
      %dtc_topk1_r2_sp_blk = arith.constant 32 : i64
      %dtc_topk1_r2_sp_hii = arith.addi %dtc_topk1_r2_sp_loi, %dtc_topk1_r2_sp_blk : i64
      %dtc_topk1_r2_sp_lo = arith.index_cast %dtc_topk1_r2_sp_loi : i64 to index
      %dtc_topk1_r2_sp_hi = arith.index_cast %dtc_topk1_r2_sp_hii : i64 to index
      %dtc_topk1_r2_sp_w0 = linalg.index 0 : index
      %dtc_topk1_r2_sp_a = tensor.extract %dtc_topk1_r1_outer[%dtc_topk1_r2_sp_w0, %dtc_topk1_r2_sp_lo] : tensor<4x256xi64>
      %dtc_topk1_r2_sp_b = tensor.extract %dtc_topk1_r1_outer[%dtc_topk1_r2_sp_w0, %dtc_topk1_r2_sp_hi] : tensor<4x256xi64>
      %dtc_topk1_r2_sp_first = arith.cmpi slt, %dtc_topk1_r2_sp_a, %dtc_topk1_r2_sp_b : i64
      %dtc_topk1_r2_sp_v = arith.select %dtc_topk1_r2_sp_first, %dtc_topk1_r2_sp_a, %dtc_topk1_r2_sp_b : i64
      linalg.yield %dtc_topk1_r2_sp_v : i64
    } -> tensor<4x128xi64>
    %dtc_topk1_r2_c0 = arith.constant 0 : index
    %dtc_topk1_r2_c1 = arith.constant 1 : index
    %dtc_topk1_r2_first = arith.constant 5 : index
    %dtc_topk1_r2_last = arith.constant 6 : index
    %dtc_topk1_r2_one = arith.constant 1 : i64
    %dtc_topk1_r2_outer = scf.for %dtc_topk1_r2_pp = %dtc_topk1_r2_first to %dtc_topk1_r2_last step %dtc_topk1_r2_c1 iter_args(%dtc_topk1_r2_a = %dtc_topk1_r2_split) -> (tensor<4x128xi64>) {
      %dtc_topk1_r2_inner = scf.for %dtc_topk1_r2_qq = %dtc_topk1_r2_c0 to %dtc_topk1_r2_pp step %dtc_topk1_r2_c1 iter_args(%dtc_topk1_r2_b = %dtc_topk1_r2_a) -> (tensor<4x128xi64>) {
        %dtc_topk1_r2_ppi = arith.index_cast %dtc_topk1_r2_pp : index to i64
        %dtc_topk1_r2_qqi = arith.index_cast %dtc_topk1_r2_qq : index to i64
        %dtc_topk1_r2_blk = arith.shli %dtc_topk1_r2_one, %dtc_topk1_r2_ppi : i64
        %dtc_topk1_r2_sh0 = arith.subi %dtc_topk1_r2_ppi, %dtc_topk1_r2_one : i64
        %dtc_topk1_r2_sh = arith.subi %dtc_topk1_r2_sh0, %dtc_topk1_r2_qqi : i64
        %dtc_topk1_r2_j = arith.shli %dtc_topk1_r2_one, %dtc_topk1_r2_sh : i64
        %dtc_topk1_r2_e = tensor.empty() : tensor<4x128xi64>
        %dtc_topk1_r2_pass = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_topk1_r2_b : tensor<4x128xi64>) outs(%dtc_topk1_r2_e : tensor<4x128xi64>) {
        ^bb0(%dtc_topk1_r2_x: i64, %dtc_topk1_r2_o: i64):
          %dtc_topk1_r2_at = linalg.index 1 : index
          %dtc_topk1_r2_ati = arith.index_cast %dtc_topk1_r2_at : index to i64
          %dtc_topk1_r2_pti = arith.xori %dtc_topk1_r2_ati, %dtc_topk1_r2_j : i64
          %dtc_topk1_r2_pt = arith.index_cast %dtc_topk1_r2_pti : i64 to index
          %dtc_topk1_r2_lower = arith.cmpi slt, %dtc_topk1_r2_ati, %dtc_topk1_r2_pti : i64
          %dtc_topk1_r2_kb = arith.andi %dtc_topk1_r2_ati, %dtc_topk1_r2_blk : i64
          %dtc_topk1_r2_z64 = arith.constant 0 : i64
          %dtc_topk1_r2_asc = arith.cmpi eq, %dtc_topk1_r2_kb, %dtc_topk1_r2_z64 : i64
          %dtc_topk1_r2_differ = arith.xori %dtc_topk1_r2_lower, %dtc_topk1_r2_asc : i1
          %dtc_topk1_r2_w0 = linalg.index 0 : index
          %dtc_topk1_r2_y = tensor.extract %dtc_topk1_r2_b[%dtc_topk1_r2_w0, %dtc_topk1_r2_pt] : tensor<4x128xi64>
          %dtc_topk1_r2_xlt = arith.cmpi slt, %dtc_topk1_r2_x, %dtc_topk1_r2_y : i64
          %dtc_topk1_r2_xgt = arith.cmpi sgt, %dtc_topk1_r2_x, %dtc_topk1_r2_y : i64
          %dtc_topk1_r2_take = arith.select %dtc_topk1_r2_differ, %dtc_topk1_r2_xlt, %dtc_topk1_r2_xgt : i1
          %dtc_topk1_r2_r = arith.select %dtc_topk1_r2_take, %dtc_topk1_r2_y, %dtc_topk1_r2_x : i64
          linalg.yield %dtc_topk1_r2_r : i64
        } -> tensor<4x128xi64>
        scf.yield %dtc_topk1_r2_pass : tensor<4x128xi64>
      }
      scf.yield %dtc_topk1_r2_inner : tensor<4x128xi64>
    }
    %dtc_topk1_r3_se = tensor.empty() : tensor<4x64xi64>
    %dtc_topk1_r3_split = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%dtc_topk1_r3_se : tensor<4x64xi64>) {
    ^bb0(%dtc_topk1_r3_sp_unused: i64):
      %dtc_topk1_r3_sp_at = linalg.index 1 : index
      %dtc_topk1_r3_sp_ati = arith.index_cast %dtc_topk1_r3_sp_at : index to i64
      %dtc_topk1_r3_sp_mask = arith.constant -32 : i64
      %dtc_topk1_r3_sp_base = arith.andi %dtc_topk1_r3_sp_ati, %dtc_topk1_r3_sp_mask : i64
      %dtc_topk1_r3_sp_loi = arith.addi %dtc_topk1_r3_sp_ati, %dtc_topk1_r3_sp_base : i64
      %dtc_topk1_r3_sp_blk = arith.constant 32 : i64
      %dtc_topk1_r3_sp_hii = arith.addi %dtc_topk1_r3_sp_loi, %dtc_topk1_r3_sp_blk : i64
      %dtc_topk1_r3_sp_lo = arith.index_cast %dtc_topk1_r3_sp_loi : i64 to index
      %dtc_topk1_r3_sp_hi = arith.index_cast %dtc_topk1_r3_sp_hii : i64 to index
      %dtc_topk1_r3_sp_w0 = linalg.index 0 : index
      %dtc_topk1_r3_sp_a = tensor.extract %dtc_topk1_r2_outer[%dtc_topk1_r3_sp_w0, %dtc_topk1_r3_sp_lo] : tensor<4x128xi64>
      %dtc_topk1_r3_sp_b = tensor.extract %dtc_topk1_r2_outer[%dtc_topk1_r3_sp_w0, %dtc_topk1_r3_sp_hi] : tensor<4x128xi64>
      %dtc_topk1_r3_sp_first = arith.cmpi slt, %dtc_topk1_r3_sp_a, %dtc_topk1_r3_sp_b : i64
      %dtc_topk1_r3_sp_v = arith.select %dtc_topk1_r3_sp_first, %dtc_topk1_r3_sp_a, %dtc_topk1_r3_sp_b : i64
      linalg.yield %dtc_topk1_r3_sp_v : i64
    } -> tensor<4x64xi64>
    %dtc_topk1_r3_c0 = arith.constant 0 : index
    %dtc_topk1_r3_c1 = arith.constant 1 : index
    %dtc_topk1_r3_first = arith.constant 5 : index
    %dtc_topk1_r3_last = arith.constant 6 : index
    %dtc_topk1_r3_one = arith.constant 1 : i64
    %dtc_topk1_r3_outer = scf.for %dtc_topk1_r3_pp = %dtc_topk1_r3_first to %dtc_topk1_r3_last step %dtc_topk1_r3_c1 iter_args(%dtc_topk1_r3_a = %dtc_topk1_r3_split) -> (tensor<4x64xi64>) {
      %dtc_topk1_r3_inner = scf.for %dtc_topk1_r3_qq = %dtc_topk1_r3_c0 to %dtc_topk1_r3_pp step %dtc_topk1_r3_c1 iter_args(%dtc_topk1_r3_b = %dtc_topk1_r3_a) -> (tensor<4x64xi64>) {
        %dtc_topk1_r3_ppi = arith.index_cast %dtc_topk1_r3_pp : index to i64
        %dtc_topk1_r3_qqi = arith.index_cast %dtc_topk1_r3_qq : index to i64
        %dtc_topk1_r3_blk = arith.shli %dtc_topk1_r3_one, %dtc_topk1_r3_ppi : i64
        %dtc_topk1_r3_sh0 = arith.subi %dtc_topk1_r3_ppi, %dtc_topk1_r3_one : i64
        %dtc_topk1_r3_sh = arith.subi %dtc_topk1_r3_sh0, %dtc_topk1_r3_qqi : i64
        %dtc_topk1_r3_j = arith.shli %dtc_topk1_r3_one, %dtc_topk1_r3_sh : i64
        %dtc_topk1_r3_e = tensor.empty() : tensor<4x64xi64>
        %dtc_topk1_r3_pass = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_topk1_r3_b : tensor<4x64xi64>) outs(%dtc_topk1_r3_e : tensor<4x64xi64>) {
        ^bb0(%dtc_topk1_r3_x: i64, %dtc_topk1_r3_o: i64):
          %dtc_topk1_r3_at = linalg.index 1 : index
          %dtc_topk1_r3_ati = arith.index_cast %dtc_topk1_r3_at : index to i64
          %dtc_topk1_r3_pti = arith.xori %dtc_topk1_r3_ati, %dtc_topk1_r3_j : i64
          %dtc_topk1_r3_pt = arith.index_cast %dtc_topk1_r3_pti : i64 to index
          %dtc_topk1_r3_lower = arith.cmpi slt, %dtc_topk1_r3_ati, %dtc_topk1_r3_pti : i64
          %dtc_topk1_r3_kb = arith.andi %dtc_topk1_r3_ati, %dtc_topk1_r3_blk : i64
          %dtc_topk1_r3_z64 = arith.constant 0 : i64
          %dtc_topk1_r3_asc = arith.cmpi eq, %dtc_topk1_r3_kb, %dtc_topk1_r3_z64 : i64
          %dtc_topk1_r3_differ = arith.xori %dtc_topk1_r3_lower, %dtc_topk1_r3_asc : i1
          %dtc_topk1_r3_w0 = linalg.index 0 : index
          %dtc_topk1_r3_y = tensor.extract %dtc_topk1_r3_b[%dtc_topk1_r3_w0, %dtc_topk1_r3_pt] : tensor<4x64xi64>
          %dtc_topk1_r3_xlt = arith.cmpi slt, %dtc_topk1_r3_x, %dtc_topk1_r3_y : i64
          %dtc_topk1_r3_xgt = arith.cmpi sgt, %dtc_topk1_r3_x, %dtc_topk1_r3_y : i64
          %dtc_topk1_r3_take = arith.select %dtc_topk1_r3_differ, %dtc_topk1_r3_xlt, %dtc_topk1_r3_xgt : i1
          %dtc_topk1_r3_r = arith.select %dtc_topk1_r3_take, %dtc_topk1_r3_y, %dtc_topk1_r3_x : i64
          linalg.yield %dtc_topk1_r3_r : i64
        } -> tensor<4x64xi64>
        scf.yield %dtc_topk1_r3_pass : tensor<4x64xi64>
      }
      scf.yield %dtc_topk1_r3_inner : tensor<4x64xi64>
    }
    %dtc_topk1_r4_se = tensor.empty() : tensor<4x32xi64>
    %dtc_topk1_r4_split = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%dtc_topk1_r4_se : tensor<4x32xi64>) {
    ^bb0(%dtc_topk1_r4_sp_unused: i64):
      %dtc_topk1_r4_sp_at = linalg.index 1 : index
      %dtc_topk1_r4_sp_ati = arith.index_cast %dtc_topk1_r4_sp_at : index to i64
      %dtc_topk1_r4_sp_mask = arith.constant -32 : i64
      %dtc_topk1_r4_sp_base = arith.andi %dtc_topk1_r4_sp_ati, %dtc_topk1_r4_sp_mask : i64
      %dtc_topk1_r4_sp_loi = arith.addi %dtc_topk1_r4_sp_ati, %dtc_topk1_r4_sp_base : i64
      %dtc_topk1_r4_sp_blk = arith.constant 32 : i64
      %dtc_topk1_r4_sp_hii = arith.addi %dtc_topk1_r4_sp_loi, %dtc_topk1_r4_sp_blk : i64
      %dtc_topk1_r4_sp_lo = arith.index_cast %dtc_topk1_r4_sp_loi : i64 to index
      %dtc_topk1_r4_sp_hi = arith.index_cast %dtc_topk1_r4_sp_hii : i64 to index
      %dtc_topk1_r4_sp_w0 = linalg.index 0 : index
      %dtc_topk1_r4_sp_a = tensor.extract %dtc_topk1_r3_outer[%dtc_topk1_r4_sp_w0, %dtc_topk1_r4_sp_lo] : tensor<4x64xi64>
      %dtc_topk1_r4_sp_b = tensor.extract %dtc_topk1_r3_outer[%dtc_topk1_r4_sp_w0, %dtc_topk1_r4_sp_hi] : tensor<4x64xi64>
      %dtc_topk1_r4_sp_first = arith.cmpi slt, %dtc_topk1_r4_sp_a, %dtc_topk1_r4_sp_b : i64
      %dtc_topk1_r4_sp_v = arith.select %dtc_topk1_r4_sp_first, %dtc_topk1_r4_sp_a, %dtc_topk1_r4_sp_b : i64
      linalg.yield %dtc_topk1_r4_sp_v : i64
    } -> tensor<4x32xi64>
    %dtc_topk1_r4_c0 = arith.constant 0 : index
    %dtc_topk1_r4_c1 = arith.constant 1 : index
    %dtc_topk1_r4_first = arith.constant 5 : index
    %dtc_topk1_r4_last = arith.constant 6 : index
    %dtc_topk1_r4_one = arith.constant 1 : i64
    %dtc_topk1_r4_outer = scf.for %dtc_topk1_r4_pp = %dtc_topk1_r4_first to %dtc_topk1_r4_last step %dtc_topk1_r4_c1 iter_args(%dtc_topk1_r4_a = %dtc_topk1_r4_split) -> (tensor<4x32xi64>) {
      %dtc_topk1_r4_inner = scf.for %dtc_topk1_r4_qq = %dtc_topk1_r4_c0 to %dtc_topk1_r4_pp step %dtc_topk1_r4_c1 iter_args(%dtc_topk1_r4_b = %dtc_topk1_r4_a) -> (tensor<4x32xi64>) {
        %dtc_topk1_r4_ppi = arith.index_cast %dtc_topk1_r4_pp : index to i64
        %dtc_topk1_r4_qqi = arith.index_cast %dtc_topk1_r4_qq : index to i64
        %dtc_topk1_r4_blk = arith.shli %dtc_topk1_r4_one, %dtc_topk1_r4_ppi : i64
        %dtc_topk1_r4_sh0 = arith.subi %dtc_topk1_r4_ppi, %dtc_topk1_r4_one : i64
        %dtc_topk1_r4_sh = arith.subi %dtc_topk1_r4_sh0, %dtc_topk1_r4_qqi : i64
        %dtc_topk1_r4_j = arith.shli %dtc_topk1_r4_one, %dtc_topk1_r4_sh : i64
        %dtc_topk1_r4_e = tensor.empty() : tensor<4x32xi64>
        %dtc_topk1_r4_pass = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_topk1_r4_b : tensor<4x32xi64>) outs(%dtc_topk1_r4_e : tensor<4x32xi64>) {
        ^bb0(%dtc_topk1_r4_x: i64, %dtc_topk1_r4_o: i64):
          %dtc_topk1_r4_at = linalg.index 1 : index
          %dtc_topk1_r4_ati = arith.index_cast %dtc_topk1_r4_at : index to i64
          %dtc_topk1_r4_pti = arith.xori %dtc_topk1_r4_ati, %dtc_topk1_r4_j : i64
          %dtc_topk1_r4_pt = arith.index_cast %dtc_topk1_r4_pti : i64 to index
          %dtc_topk1_r4_lower = arith.cmpi slt, %dtc_topk1_r4_ati, %dtc_topk1_r4_pti : i64
          %dtc_topk1_r4_kb = arith.andi %dtc_topk1_r4_ati, %dtc_topk1_r4_blk : i64
          %dtc_topk1_r4_z64 = arith.constant 0 : i64
          %dtc_topk1_r4_asc = arith.cmpi eq, %dtc_topk1_r4_kb, %dtc_topk1_r4_z64 : i64
          %dtc_topk1_r4_differ = arith.xori %dtc_topk1_r4_lower, %dtc_topk1_r4_asc : i1
          %dtc_topk1_r4_w0 = linalg.index 0 : index
          %dtc_topk1_r4_y = tensor.extract %dtc_topk1_r4_b[%dtc_topk1_r4_w0, %dtc_topk1_r4_pt] : tensor<4x32xi64>
          %dtc_topk1_r4_xlt = arith.cmpi slt, %dtc_topk1_r4_x, %dtc_topk1_r4_y : i64
          %dtc_topk1_r4_xgt = arith.cmpi sgt, %dtc_topk1_r4_x, %dtc_topk1_r4_y : i64
          %dtc_topk1_r4_take = arith.select %dtc_topk1_r4_differ, %dtc_topk1_r4_xlt, %dtc_topk1_r4_xgt : i1
          %dtc_topk1_r4_r = arith.select %dtc_topk1_r4_take, %dtc_topk1_r4_y, %dtc_topk1_r4_x : i64
          linalg.yield %dtc_topk1_r4_r : i64
        } -> tensor<4x32xi64>
        scf.yield %dtc_topk1_r4_pass : tensor<4x32xi64>
      }
      scf.yield %dtc_topk1_r4_inner : tensor<4x32xi64>
    }
    %dtc_topk1_top = tensor.extract_slice %dtc_topk1_r4_outer[0, 0] [4, 20] [1, 1] : tensor<4x32xi64> to tensor<4x20xi64>
    %dtc_topk1_voe = tensor.empty() : tensor<4x20xf32>
    %dtc_topk1_vout = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_topk1_top : tensor<4x20xi64>) outs(%dtc_topk1_voe : tensor<4x20xf32>) {
    ^bb0(%dtc_topk1_vs: i64, %dtc_topk1_vunused: f32):
      %dtc_topk1_vlow = arith.constant 4294967295 : i64
      %dtc_topk1_vpos = arith.andi %dtc_topk1_vs, %dtc_topk1_vlow : i64
      %dtc_topk1_vat = arith.index_cast %dtc_topk1_vpos : i64 to index
      %dtc_topk1_vw0 = linalg.index 0 : index
      %dtc_topk1_vv = tensor.extract %arg0[%dtc_topk1_vw0, %dtc_topk1_vat] : tensor<4x1000xf32>
      linalg.yield %dtc_topk1_vv : f32
    } -> tensor<4x20xf32>
    %dtc_topk1_ioe = tensor.empty() : tensor<4x20xi32>
    %dtc_topk1_iout = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_topk1_top : tensor<4x20xi64>) outs(%dtc_topk1_ioe : tensor<4x20xi32>) {
    ^bb0(%dtc_topk1_is: i64, %dtc_topk1_iunused: i32):
      %dtc_topk1_ilow = arith.constant 4294967295 : i64
      %dtc_topk1_ipos = arith.andi %dtc_topk1_is, %dtc_topk1_ilow : i64
      %dtc_topk1_iv = arith.trunci %dtc_topk1_ipos : i64 to i32
      linalg.yield %dtc_topk1_iv : i32
    } -> tensor<4x20xi32>
    %dtc_sort2_ke = tensor.empty() : tensor<4x1000xi64>
    %dtc_sort2_keys = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x1000xf32>) outs(%dtc_sort2_ke : tensor<4x1000xi64>) {
    ^bb0(%dtc_sort2_kx: f32, %dtc_sort2_ko: i64):
      %dtc_sort2_k15 = arith.cmpf oeq, %dtc_sort2_kx, %cst_0 : f32
      %dtc_sort2_k16 = arith.select %dtc_sort2_k15, %cst_0, %dtc_sort2_kx : f32
      %dtc_sort2_k17 = arith.cmpf une, %dtc_sort2_kx, %dtc_sort2_kx : f32
      %dtc_sort2_k18 = arith.select %dtc_sort2_k17, %cst_1, %dtc_sort2_k16 : f32
      %dtc_sort2_k23 = arith.bitcast %dtc_sort2_k18 : f32 to i32
      %dtc_sort2_k24 = arith.cmpi slt, %dtc_sort2_k23, %c0_i32 : i32
      %dtc_sort2_k25 = arith.subi %c2147483647_i32, %dtc_sort2_k23 : i32
      %dtc_sort2_k26 = arith.select %dtc_sort2_k24, %dtc_sort2_k25, %dtc_sort2_k23 : i32
      %dtc_sort2_kw = arith.extsi %dtc_sort2_k26 : i32 to i64
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
    %dtc_sort2_first = arith.constant 1 : index
    %dtc_sort2_last = arith.constant 11 : index
    %dtc_sort2_one = arith.constant 1 : i64
    %dtc_sort2_outer = scf.for %dtc_sort2_pp = %dtc_sort2_first to %dtc_sort2_last step %dtc_sort2_c1 iter_args(%dtc_sort2_a = %dtc_sort2_start) -> (tensor<4x1024xi64>) {
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
    %dtc_sort2_g0oe = tensor.empty() : tensor<4x1000xf32>
    %dtc_sort2_g0out = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_sort2_sorted : tensor<4x1000xi64>) outs(%dtc_sort2_g0oe : tensor<4x1000xf32>) {
    ^bb0(%dtc_sort2_g0s: i64, %dtc_sort2_g0unused: f32):
      %dtc_sort2_g0low = arith.constant 4294967295 : i64
      %dtc_sort2_g0pos = arith.andi %dtc_sort2_g0s, %dtc_sort2_g0low : i64
      %dtc_sort2_g0at = arith.index_cast %dtc_sort2_g0pos : i64 to index
      %dtc_sort2_g0w0 = linalg.index 0 : index
      %dtc_sort2_g0v = tensor.extract %arg0[%dtc_sort2_g0w0, %dtc_sort2_g0at] : tensor<4x1000xf32>
      linalg.yield %dtc_sort2_g0v : f32
    } -> tensor<4x1000xf32>
    %6 = tensor.empty() : tensor<4x1000xi32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%6 : tensor<4x1000xi32>) {
    ^bb0(%out: i32):
      %15 = linalg.index 1 : index
      %16 = arith.index_cast %15 : index to i32
      linalg.yield %16 : i32
    } -> tensor<4x1000xi32>
    %8 = tensor.empty() : tensor<4x1000xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%8 : tensor<4x1000xf32>) {
    ^bb0(%out: f32):
      %15 = linalg.index 0 : index
      %16 = linalg.index 1 : index
      %17 = arith.subi %c999, %16 : index
      %extracted = tensor.extract %arg0[%15, %17] : tensor<4x1000xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x1000xf32>
    %10 = tensor.empty() : tensor<4x1000xi32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%10 : tensor<4x1000xi32>) {
    ^bb0(%out: i32):
      %15 = linalg.index 0 : index
      %16 = linalg.index 1 : index
      %17 = arith.subi %c999, %16 : index
      %extracted = tensor.extract %7[%15, %17] : tensor<4x1000xi32>
      linalg.yield %extracted : i32
    } -> tensor<4x1000xi32>
    %dtc_sort3_ke = tensor.empty() : tensor<4x1000xi64>
    %dtc_sort3_keys = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<4x1000xf32>) outs(%dtc_sort3_ke : tensor<4x1000xi64>) {
    ^bb0(%dtc_sort3_kx: f32, %dtc_sort3_ko: i64):
      %dtc_sort3_k15 = arith.cmpf oeq, %dtc_sort3_kx, %cst_0 : f32
      %dtc_sort3_k16 = arith.select %dtc_sort3_k15, %cst_0, %dtc_sort3_kx : f32
      %dtc_sort3_k17 = arith.cmpf une, %dtc_sort3_kx, %dtc_sort3_kx : f32
      %dtc_sort3_k18 = arith.select %dtc_sort3_k17, %cst_1, %dtc_sort3_k16 : f32
      %dtc_sort3_k23 = arith.bitcast %dtc_sort3_k18 : f32 to i32
      %dtc_sort3_k24 = arith.cmpi slt, %dtc_sort3_k23, %c0_i32 : i32
      %dtc_sort3_k25 = arith.subi %c2147483647_i32, %dtc_sort3_k23 : i32
      %dtc_sort3_k26 = arith.select %dtc_sort3_k24, %dtc_sort3_k25, %dtc_sort3_k23 : i32
      %dtc_sort3_kw = arith.extsi %dtc_sort3_k26 : i32 to i64
      %dtc_sort3_k32 = arith.constant 32 : i64
      %dtc_sort3_khi = arith.shli %dtc_sort3_kw, %dtc_sort3_k32 : i64
      %dtc_sort3_kat = linalg.index 1 : index
      %dtc_sort3_kati = arith.index_cast %dtc_sort3_kat : index to i64
      %dtc_sort3_kpacked = arith.ori %dtc_sort3_khi, %dtc_sort3_kati : i64
      linalg.yield %dtc_sort3_kpacked : i64
    } -> tensor<4x1000xi64>
    %dtc_sort3_largest = arith.constant 9223372036854775807 : i64
    %dtc_sort3_start = tensor.pad %dtc_sort3_keys low[0, 0] high[0, 24] {
    ^bb0(%dtc_sort3_pi0: index, %dtc_sort3_pi1: index):
      tensor.yield %dtc_sort3_largest : i64
    } : tensor<4x1000xi64> to tensor<4x1024xi64>
    %dtc_sort3_c0 = arith.constant 0 : index
    %dtc_sort3_c1 = arith.constant 1 : index
    %dtc_sort3_first = arith.constant 1 : index
    %dtc_sort3_last = arith.constant 11 : index
    %dtc_sort3_one = arith.constant 1 : i64
    %dtc_sort3_outer = scf.for %dtc_sort3_pp = %dtc_sort3_first to %dtc_sort3_last step %dtc_sort3_c1 iter_args(%dtc_sort3_a = %dtc_sort3_start) -> (tensor<4x1024xi64>) {
      %dtc_sort3_inner = scf.for %dtc_sort3_qq = %dtc_sort3_c0 to %dtc_sort3_pp step %dtc_sort3_c1 iter_args(%dtc_sort3_b = %dtc_sort3_a) -> (tensor<4x1024xi64>) {
        %dtc_sort3_ppi = arith.index_cast %dtc_sort3_pp : index to i64
        %dtc_sort3_qqi = arith.index_cast %dtc_sort3_qq : index to i64
        %dtc_sort3_blk = arith.shli %dtc_sort3_one, %dtc_sort3_ppi : i64
        %dtc_sort3_sh0 = arith.subi %dtc_sort3_ppi, %dtc_sort3_one : i64
        %dtc_sort3_sh = arith.subi %dtc_sort3_sh0, %dtc_sort3_qqi : i64
        %dtc_sort3_j = arith.shli %dtc_sort3_one, %dtc_sort3_sh : i64
        %dtc_sort3_e = tensor.empty() : tensor<4x1024xi64>
        %dtc_sort3_pass = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_sort3_b : tensor<4x1024xi64>) outs(%dtc_sort3_e : tensor<4x1024xi64>) {
        ^bb0(%dtc_sort3_x: i64, %dtc_sort3_o: i64):
          %dtc_sort3_at = linalg.index 1 : index
          %dtc_sort3_ati = arith.index_cast %dtc_sort3_at : index to i64
          %dtc_sort3_pti = arith.xori %dtc_sort3_ati, %dtc_sort3_j : i64
          %dtc_sort3_pt = arith.index_cast %dtc_sort3_pti : i64 to index
          %dtc_sort3_lower = arith.cmpi slt, %dtc_sort3_ati, %dtc_sort3_pti : i64
          %dtc_sort3_kb = arith.andi %dtc_sort3_ati, %dtc_sort3_blk : i64
          %dtc_sort3_z64 = arith.constant 0 : i64
          %dtc_sort3_asc = arith.cmpi eq, %dtc_sort3_kb, %dtc_sort3_z64 : i64
          %dtc_sort3_differ = arith.xori %dtc_sort3_lower, %dtc_sort3_asc : i1
          %dtc_sort3_w0 = linalg.index 0 : index
          %dtc_sort3_y = tensor.extract %dtc_sort3_b[%dtc_sort3_w0, %dtc_sort3_pt] : tensor<4x1024xi64>
          %dtc_sort3_xlt = arith.cmpi slt, %dtc_sort3_x, %dtc_sort3_y : i64
          %dtc_sort3_xgt = arith.cmpi sgt, %dtc_sort3_x, %dtc_sort3_y : i64
          %dtc_sort3_take = arith.select %dtc_sort3_differ, %dtc_sort3_xlt, %dtc_sort3_xgt : i1
          %dtc_sort3_r = arith.select %dtc_sort3_take, %dtc_sort3_y, %dtc_sort3_x : i64
          linalg.yield %dtc_sort3_r : i64
        } -> tensor<4x1024xi64>
        scf.yield %dtc_sort3_pass : tensor<4x1024xi64>
      }
      scf.yield %dtc_sort3_inner : tensor<4x1024xi64>
    }
    %dtc_sort3_sorted = tensor.extract_slice %dtc_sort3_outer[0, 0] [4, 1000] [1, 1] : tensor<4x1024xi64> to tensor<4x1000xi64>
    %dtc_sort3_g0oe = tensor.empty() : tensor<4x1000xf32>
    %dtc_sort3_g0out = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_sort3_sorted : tensor<4x1000xi64>) outs(%dtc_sort3_g0oe : tensor<4x1000xf32>) {
    ^bb0(%dtc_sort3_g0s: i64, %dtc_sort3_g0unused: f32):
      %dtc_sort3_g0low = arith.constant 4294967295 : i64
      %dtc_sort3_g0pos = arith.andi %dtc_sort3_g0s, %dtc_sort3_g0low : i64
      %dtc_sort3_g0at = arith.index_cast %dtc_sort3_g0pos : i64 to index
      %dtc_sort3_g0w0 = linalg.index 0 : index
      %dtc_sort3_g0v = tensor.extract %9[%dtc_sort3_g0w0, %dtc_sort3_g0at] : tensor<4x1000xf32>
      linalg.yield %dtc_sort3_g0v : f32
    } -> tensor<4x1000xf32>
    %dtc_sort3_g1oe = tensor.empty() : tensor<4x1000xi32>
    %dtc_sort3_g1out = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_sort3_sorted : tensor<4x1000xi64>) outs(%dtc_sort3_g1oe : tensor<4x1000xi32>) {
    ^bb0(%dtc_sort3_g1s: i64, %dtc_sort3_g1unused: i32):
      %dtc_sort3_g1low = arith.constant 4294967295 : i64
      %dtc_sort3_g1pos = arith.andi %dtc_sort3_g1s, %dtc_sort3_g1low : i64
      %dtc_sort3_g1at = arith.index_cast %dtc_sort3_g1pos : i64 to index
      %dtc_sort3_g1w0 = linalg.index 0 : index
      %dtc_sort3_g1v = tensor.extract %11[%dtc_sort3_g1w0, %dtc_sort3_g1at] : tensor<4x1000xi32>
      linalg.yield %dtc_sort3_g1v : i32
    } -> tensor<4x1000xi32>
    %13 = tensor.empty() : tensor<4x1000xi32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%13 : tensor<4x1000xi32>) {
    ^bb0(%out: i32):
      %15 = linalg.index 0 : index
      %16 = linalg.index 1 : index
      %17 = arith.subi %c999, %16 : index
      %extracted = tensor.extract %dtc_sort3_g1out[%15, %17] : tensor<4x1000xi32>
      linalg.yield %extracted : i32
    } -> tensor<4x1000xi32>
    func.return %dtc_sort2_g0out, %14, %dtc_topk1_vout, %dtc_topk1_iout : tensor<4x1000xf32>, tensor<4x1000xi32>, tensor<4x20xf32>, tensor<4x20xi32>
  }
}