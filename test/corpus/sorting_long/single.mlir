module @jit_sorting_long {
  func.func @main(%arg0: tensor<4x1000xf32>) -> (tensor<4x1000xf32>, tensor<4x1000xi32>) {
    %c999 = arith.constant 999 : index
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant 0x7FC00000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %dtc_sort1_c0 = arith.constant 0 : index
    %dtc_sort1_c1 = arith.constant 1 : index
    %dtc_sort1_steps = arith.constant 11 : index
    %dtc_sort1_one = arith.constant 1 : i64
    %dtc_sort1_n = arith.constant 1000 : i64
    %dtc_sort1_pz0 = arith.constant 0.000000e+00 : f32
    %dtc_sort1_pad0 = tensor.pad %arg0 low[0, 0] high[0, 24] {
    ^bb0(%dtc_sort1_pi0_0: index, %dtc_sort1_pi0_1: index):
      tensor.yield %dtc_sort1_pz0 : f32
    } : tensor<4x1000xf32> to tensor<4x1024xf32>
    %dtc_sort1_ie = tensor.empty() : tensor<4x1024xi64>
    %dtc_sort1_i0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%dtc_sort1_ie : tensor<4x1024xi64>) {
    ^bb0(%dtc_sort1_iu: i64):
      %dtc_sort1_ip = linalg.index 1 : index
      %dtc_sort1_ipi = arith.index_cast %dtc_sort1_ip : index to i64
      linalg.yield %dtc_sort1_ipi : i64
    } -> tensor<4x1024xi64>
    %dtc_sort1_outer:2 = scf.for %dtc_sort1_pp = %dtc_sort1_c1 to %dtc_sort1_steps step %dtc_sort1_c1 iter_args(%dtc_sort1_a0 = %dtc_sort1_pad0, %dtc_sort1_a1 = %dtc_sort1_i0) -> (tensor<4x1024xf32>, tensor<4x1024xi64>) {
      %dtc_sort1_inner:2 = scf.for %dtc_sort1_qq = %dtc_sort1_c0 to %dtc_sort1_pp step %dtc_sort1_c1 iter_args(%dtc_sort1_b0 = %dtc_sort1_a0, %dtc_sort1_b1 = %dtc_sort1_a1) -> (tensor<4x1024xf32>, tensor<4x1024xi64>) {
        %dtc_sort1_ppi = arith.index_cast %dtc_sort1_pp : index to i64
        %dtc_sort1_qqi = arith.index_cast %dtc_sort1_qq : index to i64
        %dtc_sort1_blk = arith.shli %dtc_sort1_one, %dtc_sort1_ppi : i64
        %dtc_sort1_sh0 = arith.subi %dtc_sort1_ppi, %dtc_sort1_one : i64
        %dtc_sort1_sh = arith.subi %dtc_sort1_sh0, %dtc_sort1_qqi : i64
        %dtc_sort1_j = arith.shli %dtc_sort1_one, %dtc_sort1_sh : i64
        %dtc_sort1_e0 = tensor.empty() : tensor<4x1024xf32>
        %dtc_sort1_e1 = tensor.empty() : tensor<4x1024xi64>
        %dtc_sort1_pass:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_sort1_b0, %dtc_sort1_b1 : tensor<4x1024xf32>, tensor<4x1024xi64>) outs(%dtc_sort1_e0, %dtc_sort1_e1 : tensor<4x1024xf32>, tensor<4x1024xi64>) {
        ^bb0(%dtc_sort1_x0: f32, %dtc_sort1_x1: i64, %dtc_sort1_o0: f32, %dtc_sort1_o1: i64):
          %dtc_sort1_at = linalg.index 1 : index
          %dtc_sort1_ati = arith.index_cast %dtc_sort1_at : index to i64
          %dtc_sort1_pti = arith.xori %dtc_sort1_ati, %dtc_sort1_j : i64
          %dtc_sort1_pt = arith.index_cast %dtc_sort1_pti : i64 to index
          %dtc_sort1_w0 = linalg.index 0 : index
          %dtc_sort1_y0 = tensor.extract %dtc_sort1_b0[%dtc_sort1_w0, %dtc_sort1_pt] : tensor<4x1024xf32>
          %dtc_sort1_y1 = tensor.extract %dtc_sort1_b1[%dtc_sort1_w0, %dtc_sort1_pt] : tensor<4x1024xi64>
          %dtc_sort1_xy10 = arith.cmpf oeq, %dtc_sort1_x0, %cst_0 : f32
          %dtc_sort1_xy11 = arith.select %dtc_sort1_xy10, %cst_0, %dtc_sort1_x0 : f32
          %dtc_sort1_xy12 = arith.cmpf une, %dtc_sort1_x0, %dtc_sort1_x0 : f32
          %dtc_sort1_xy13 = arith.select %dtc_sort1_xy12, %cst, %dtc_sort1_xy11 : f32
          %dtc_sort1_xy14 = arith.cmpf oeq, %dtc_sort1_y0, %cst_0 : f32
          %dtc_sort1_xy15 = arith.select %dtc_sort1_xy14, %cst_0, %dtc_sort1_y0 : f32
          %dtc_sort1_xy16 = arith.cmpf une, %dtc_sort1_y0, %dtc_sort1_y0 : f32
          %dtc_sort1_xy17 = arith.select %dtc_sort1_xy16, %cst, %dtc_sort1_xy15 : f32
          %dtc_sort1_xy18 = arith.bitcast %dtc_sort1_xy13 : f32 to i32
          %dtc_sort1_xy19 = arith.cmpi slt, %dtc_sort1_xy18, %c0_i32 : i32
          %dtc_sort1_xy20 = arith.subi %c2147483647_i32, %dtc_sort1_xy18 : i32
          %dtc_sort1_xy21 = arith.select %dtc_sort1_xy19, %dtc_sort1_xy20, %dtc_sort1_xy18 : i32
          %dtc_sort1_xy22 = arith.bitcast %dtc_sort1_xy17 : f32 to i32
          %dtc_sort1_xy23 = arith.cmpi slt, %dtc_sort1_xy22, %c0_i32 : i32
          %dtc_sort1_xy24 = arith.subi %c2147483647_i32, %dtc_sort1_xy22 : i32
          %dtc_sort1_xy25 = arith.select %dtc_sort1_xy23, %dtc_sort1_xy24, %dtc_sort1_xy22 : i32
          %dtc_sort1_xy26 = arith.cmpi slt, %dtc_sort1_xy21, %dtc_sort1_xy25 : i32
          %dtc_sort1_yx10 = arith.cmpf oeq, %dtc_sort1_y0, %cst_0 : f32
          %dtc_sort1_yx11 = arith.select %dtc_sort1_yx10, %cst_0, %dtc_sort1_y0 : f32
          %dtc_sort1_yx12 = arith.cmpf une, %dtc_sort1_y0, %dtc_sort1_y0 : f32
          %dtc_sort1_yx13 = arith.select %dtc_sort1_yx12, %cst, %dtc_sort1_yx11 : f32
          %dtc_sort1_yx14 = arith.cmpf oeq, %dtc_sort1_x0, %cst_0 : f32
          %dtc_sort1_yx15 = arith.select %dtc_sort1_yx14, %cst_0, %dtc_sort1_x0 : f32
          %dtc_sort1_yx16 = arith.cmpf une, %dtc_sort1_x0, %dtc_sort1_x0 : f32
          %dtc_sort1_yx17 = arith.select %dtc_sort1_yx16, %cst, %dtc_sort1_yx15 : f32
          %dtc_sort1_yx18 = arith.bitcast %dtc_sort1_yx13 : f32 to i32
          %dtc_sort1_yx19 = arith.cmpi slt, %dtc_sort1_yx18, %c0_i32 : i32
          %dtc_sort1_yx20 = arith.subi %c2147483647_i32, %dtc_sort1_yx18 : i32
          %dtc_sort1_yx21 = arith.select %dtc_sort1_yx19, %dtc_sort1_yx20, %dtc_sort1_yx18 : i32
          %dtc_sort1_yx22 = arith.bitcast %dtc_sort1_yx17 : f32 to i32
          %dtc_sort1_yx23 = arith.cmpi slt, %dtc_sort1_yx22, %c0_i32 : i32
          %dtc_sort1_yx24 = arith.subi %c2147483647_i32, %dtc_sort1_yx22 : i32
          %dtc_sort1_yx25 = arith.select %dtc_sort1_yx23, %dtc_sort1_yx24, %dtc_sort1_yx22 : i32
          %dtc_sort1_yx26 = arith.cmpi slt, %dtc_sort1_yx21, %dtc_sort1_yx25 : i32
          %dtc_sort1_true = arith.constant true
          %dtc_sort1_xreal = arith.cmpi slt, %dtc_sort1_x1, %dtc_sort1_n : i64
          %dtc_sort1_yreal = arith.cmpi slt, %dtc_sort1_y1, %dtc_sort1_n : i64
          %dtc_sort1_real = arith.andi %dtc_sort1_xreal, %dtc_sort1_yreal : i1
          %dtc_sort1_ilt = arith.cmpi slt, %dtc_sort1_x1, %dtc_sort1_y1 : i64
          %dtc_sort1_igt = arith.cmpi sgt, %dtc_sort1_x1, %dtc_sort1_y1 : i64
          %dtc_sort1_nyx = arith.xori %dtc_sort1_yx26, %dtc_sort1_true : i1
          %dtc_sort1_tiexy = arith.andi %dtc_sort1_nyx, %dtc_sort1_ilt : i1
          %dtc_sort1_cxy = arith.ori %dtc_sort1_xy26, %dtc_sort1_tiexy : i1
          %dtc_sort1_lxy = arith.select %dtc_sort1_real, %dtc_sort1_cxy, %dtc_sort1_ilt : i1
          %dtc_sort1_nxy = arith.xori %dtc_sort1_xy26, %dtc_sort1_true : i1
          %dtc_sort1_tieyx = arith.andi %dtc_sort1_nxy, %dtc_sort1_igt : i1
          %dtc_sort1_cyx = arith.ori %dtc_sort1_yx26, %dtc_sort1_tieyx : i1
          %dtc_sort1_lyx = arith.select %dtc_sort1_real, %dtc_sort1_cyx, %dtc_sort1_igt : i1
          %dtc_sort1_lower = arith.cmpi slt, %dtc_sort1_ati, %dtc_sort1_pti : i64
          %dtc_sort1_kb = arith.andi %dtc_sort1_ati, %dtc_sort1_blk : i64
          %dtc_sort1_z64 = arith.constant 0 : i64
          %dtc_sort1_asc = arith.cmpi eq, %dtc_sort1_kb, %dtc_sort1_z64 : i64
          %dtc_sort1_differ = arith.xori %dtc_sort1_lower, %dtc_sort1_asc : i1
          %dtc_sort1_take = arith.select %dtc_sort1_differ, %dtc_sort1_lxy, %dtc_sort1_lyx : i1
          %dtc_sort1_r0 = arith.select %dtc_sort1_take, %dtc_sort1_y0, %dtc_sort1_x0 : f32
          %dtc_sort1_r1 = arith.select %dtc_sort1_take, %dtc_sort1_y1, %dtc_sort1_x1 : i64
          linalg.yield %dtc_sort1_r0, %dtc_sort1_r1 : f32, i64
        } -> (tensor<4x1024xf32>, tensor<4x1024xi64>)
        scf.yield %dtc_sort1_pass#0, %dtc_sort1_pass#1 : tensor<4x1024xf32>, tensor<4x1024xi64>
      }
      scf.yield %dtc_sort1_inner#0, %dtc_sort1_inner#1 : tensor<4x1024xf32>, tensor<4x1024xi64>
    }
    %dtc_sort1_out0 = tensor.extract_slice %dtc_sort1_outer#0[0, 0] [4, 1000] [1, 1] : tensor<4x1024xf32> to tensor<4x1000xf32>
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
    %dtc_sort2_c0 = arith.constant 0 : index
    %dtc_sort2_c1 = arith.constant 1 : index
    %dtc_sort2_steps = arith.constant 11 : index
    %dtc_sort2_one = arith.constant 1 : i64
    %dtc_sort2_n = arith.constant 1000 : i64
    %dtc_sort2_pz0 = arith.constant 0.000000e+00 : f32
    %dtc_sort2_pad0 = tensor.pad %4 low[0, 0] high[0, 24] {
    ^bb0(%dtc_sort2_pi0_0: index, %dtc_sort2_pi0_1: index):
      tensor.yield %dtc_sort2_pz0 : f32
    } : tensor<4x1000xf32> to tensor<4x1024xf32>
    %dtc_sort2_pz1 = arith.constant 0 : i32
    %dtc_sort2_pad1 = tensor.pad %6 low[0, 0] high[0, 24] {
    ^bb0(%dtc_sort2_pi1_0: index, %dtc_sort2_pi1_1: index):
      tensor.yield %dtc_sort2_pz1 : i32
    } : tensor<4x1000xi32> to tensor<4x1024xi32>
    %dtc_sort2_ie = tensor.empty() : tensor<4x1024xi64>
    %dtc_sort2_i0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%dtc_sort2_ie : tensor<4x1024xi64>) {
    ^bb0(%dtc_sort2_iu: i64):
      %dtc_sort2_ip = linalg.index 1 : index
      %dtc_sort2_ipi = arith.index_cast %dtc_sort2_ip : index to i64
      linalg.yield %dtc_sort2_ipi : i64
    } -> tensor<4x1024xi64>
    %dtc_sort2_outer:3 = scf.for %dtc_sort2_pp = %dtc_sort2_c1 to %dtc_sort2_steps step %dtc_sort2_c1 iter_args(%dtc_sort2_a0 = %dtc_sort2_pad0, %dtc_sort2_a1 = %dtc_sort2_pad1, %dtc_sort2_a2 = %dtc_sort2_i0) -> (tensor<4x1024xf32>, tensor<4x1024xi32>, tensor<4x1024xi64>) {
      %dtc_sort2_inner:3 = scf.for %dtc_sort2_qq = %dtc_sort2_c0 to %dtc_sort2_pp step %dtc_sort2_c1 iter_args(%dtc_sort2_b0 = %dtc_sort2_a0, %dtc_sort2_b1 = %dtc_sort2_a1, %dtc_sort2_b2 = %dtc_sort2_a2) -> (tensor<4x1024xf32>, tensor<4x1024xi32>, tensor<4x1024xi64>) {
        %dtc_sort2_ppi = arith.index_cast %dtc_sort2_pp : index to i64
        %dtc_sort2_qqi = arith.index_cast %dtc_sort2_qq : index to i64
        %dtc_sort2_blk = arith.shli %dtc_sort2_one, %dtc_sort2_ppi : i64
        %dtc_sort2_sh0 = arith.subi %dtc_sort2_ppi, %dtc_sort2_one : i64
        %dtc_sort2_sh = arith.subi %dtc_sort2_sh0, %dtc_sort2_qqi : i64
        %dtc_sort2_j = arith.shli %dtc_sort2_one, %dtc_sort2_sh : i64
        %dtc_sort2_e0 = tensor.empty() : tensor<4x1024xf32>
        %dtc_sort2_e1 = tensor.empty() : tensor<4x1024xi32>
        %dtc_sort2_e2 = tensor.empty() : tensor<4x1024xi64>
        %dtc_sort2_pass:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%dtc_sort2_b0, %dtc_sort2_b1, %dtc_sort2_b2 : tensor<4x1024xf32>, tensor<4x1024xi32>, tensor<4x1024xi64>) outs(%dtc_sort2_e0, %dtc_sort2_e1, %dtc_sort2_e2 : tensor<4x1024xf32>, tensor<4x1024xi32>, tensor<4x1024xi64>) {
        ^bb0(%dtc_sort2_x0: f32, %dtc_sort2_x1: i32, %dtc_sort2_x2: i64, %dtc_sort2_o0: f32, %dtc_sort2_o1: i32, %dtc_sort2_o2: i64):
          %dtc_sort2_at = linalg.index 1 : index
          %dtc_sort2_ati = arith.index_cast %dtc_sort2_at : index to i64
          %dtc_sort2_pti = arith.xori %dtc_sort2_ati, %dtc_sort2_j : i64
          %dtc_sort2_pt = arith.index_cast %dtc_sort2_pti : i64 to index
          %dtc_sort2_w0 = linalg.index 0 : index
          %dtc_sort2_y0 = tensor.extract %dtc_sort2_b0[%dtc_sort2_w0, %dtc_sort2_pt] : tensor<4x1024xf32>
          %dtc_sort2_y1 = tensor.extract %dtc_sort2_b1[%dtc_sort2_w0, %dtc_sort2_pt] : tensor<4x1024xi32>
          %dtc_sort2_y2 = tensor.extract %dtc_sort2_b2[%dtc_sort2_w0, %dtc_sort2_pt] : tensor<4x1024xi64>
          %dtc_sort2_xy10 = arith.cmpf oeq, %dtc_sort2_x0, %cst_0 : f32
          %dtc_sort2_xy11 = arith.select %dtc_sort2_xy10, %cst_0, %dtc_sort2_x0 : f32
          %dtc_sort2_xy12 = arith.cmpf une, %dtc_sort2_x0, %dtc_sort2_x0 : f32
          %dtc_sort2_xy13 = arith.select %dtc_sort2_xy12, %cst, %dtc_sort2_xy11 : f32
          %dtc_sort2_xy14 = arith.cmpf oeq, %dtc_sort2_y0, %cst_0 : f32
          %dtc_sort2_xy15 = arith.select %dtc_sort2_xy14, %cst_0, %dtc_sort2_y0 : f32
          %dtc_sort2_xy16 = arith.cmpf une, %dtc_sort2_y0, %dtc_sort2_y0 : f32
          %dtc_sort2_xy17 = arith.select %dtc_sort2_xy16, %cst, %dtc_sort2_xy15 : f32
          %dtc_sort2_xy18 = arith.bitcast %dtc_sort2_xy13 : f32 to i32
          %dtc_sort2_xy19 = arith.cmpi slt, %dtc_sort2_xy18, %c0_i32 : i32
          %dtc_sort2_xy20 = arith.subi %c2147483647_i32, %dtc_sort2_xy18 : i32
          %dtc_sort2_xy21 = arith.select %dtc_sort2_xy19, %dtc_sort2_xy20, %dtc_sort2_xy18 : i32
          %dtc_sort2_xy22 = arith.bitcast %dtc_sort2_xy17 : f32 to i32
          %dtc_sort2_xy23 = arith.cmpi slt, %dtc_sort2_xy22, %c0_i32 : i32
          %dtc_sort2_xy24 = arith.subi %c2147483647_i32, %dtc_sort2_xy22 : i32
          %dtc_sort2_xy25 = arith.select %dtc_sort2_xy23, %dtc_sort2_xy24, %dtc_sort2_xy22 : i32
          %dtc_sort2_xy26 = arith.cmpi slt, %dtc_sort2_xy21, %dtc_sort2_xy25 : i32
          %dtc_sort2_yx10 = arith.cmpf oeq, %dtc_sort2_y0, %cst_0 : f32
          %dtc_sort2_yx11 = arith.select %dtc_sort2_yx10, %cst_0, %dtc_sort2_y0 : f32
          %dtc_sort2_yx12 = arith.cmpf une, %dtc_sort2_y0, %dtc_sort2_y0 : f32
          %dtc_sort2_yx13 = arith.select %dtc_sort2_yx12, %cst, %dtc_sort2_yx11 : f32
          %dtc_sort2_yx14 = arith.cmpf oeq, %dtc_sort2_x0, %cst_0 : f32
          %dtc_sort2_yx15 = arith.select %dtc_sort2_yx14, %cst_0, %dtc_sort2_x0 : f32
          %dtc_sort2_yx16 = arith.cmpf une, %dtc_sort2_x0, %dtc_sort2_x0 : f32
          %dtc_sort2_yx17 = arith.select %dtc_sort2_yx16, %cst, %dtc_sort2_yx15 : f32
          %dtc_sort2_yx18 = arith.bitcast %dtc_sort2_yx13 : f32 to i32
          %dtc_sort2_yx19 = arith.cmpi slt, %dtc_sort2_yx18, %c0_i32 : i32
          %dtc_sort2_yx20 = arith.subi %c2147483647_i32, %dtc_sort2_yx18 : i32
          %dtc_sort2_yx21 = arith.select %dtc_sort2_yx19, %dtc_sort2_yx20, %dtc_sort2_yx18 : i32
          %dtc_sort2_yx22 = arith.bitcast %dtc_sort2_yx17 : f32 to i32
          %dtc_sort2_yx23 = arith.cmpi slt, %dtc_sort2_yx22, %c0_i32 : i32
          %dtc_sort2_yx24 = arith.subi %c2147483647_i32, %dtc_sort2_yx22 : i32
          %dtc_sort2_yx25 = arith.select %dtc_sort2_yx23, %dtc_sort2_yx24, %dtc_sort2_yx22 : i32
          %dtc_sort2_yx26 = arith.cmpi slt, %dtc_sort2_yx21, %dtc_sort2_yx25 : i32
          %dtc_sort2_true = arith.constant true
          %dtc_sort2_xreal = arith.cmpi slt, %dtc_sort2_x2, %dtc_sort2_n : i64
          %dtc_sort2_yreal = arith.cmpi slt, %dtc_sort2_y2, %dtc_sort2_n : i64
          %dtc_sort2_real = arith.andi %dtc_sort2_xreal, %dtc_sort2_yreal : i1
          %dtc_sort2_ilt = arith.cmpi slt, %dtc_sort2_x2, %dtc_sort2_y2 : i64
          %dtc_sort2_igt = arith.cmpi sgt, %dtc_sort2_x2, %dtc_sort2_y2 : i64
          %dtc_sort2_nyx = arith.xori %dtc_sort2_yx26, %dtc_sort2_true : i1
          %dtc_sort2_tiexy = arith.andi %dtc_sort2_nyx, %dtc_sort2_ilt : i1
          %dtc_sort2_cxy = arith.ori %dtc_sort2_xy26, %dtc_sort2_tiexy : i1
          %dtc_sort2_lxy = arith.select %dtc_sort2_real, %dtc_sort2_cxy, %dtc_sort2_ilt : i1
          %dtc_sort2_nxy = arith.xori %dtc_sort2_xy26, %dtc_sort2_true : i1
          %dtc_sort2_tieyx = arith.andi %dtc_sort2_nxy, %dtc_sort2_igt : i1
          %dtc_sort2_cyx = arith.ori %dtc_sort2_yx26, %dtc_sort2_tieyx : i1
          %dtc_sort2_lyx = arith.select %dtc_sort2_real, %dtc_sort2_cyx, %dtc_sort2_igt : i1
          %dtc_sort2_lower = arith.cmpi slt, %dtc_sort2_ati, %dtc_sort2_pti : i64
          %dtc_sort2_kb = arith.andi %dtc_sort2_ati, %dtc_sort2_blk : i64
          %dtc_sort2_z64 = arith.constant 0 : i64
          %dtc_sort2_asc = arith.cmpi eq, %dtc_sort2_kb, %dtc_sort2_z64 : i64
          %dtc_sort2_differ = arith.xori %dtc_sort2_lower, %dtc_sort2_asc : i1
          %dtc_sort2_take = arith.select %dtc_sort2_differ, %dtc_sort2_lxy, %dtc_sort2_lyx : i1
          %dtc_sort2_r0 = arith.select %dtc_sort2_take, %dtc_sort2_y0, %dtc_sort2_x0 : f32
          %dtc_sort2_r1 = arith.select %dtc_sort2_take, %dtc_sort2_y1, %dtc_sort2_x1 : i32
          %dtc_sort2_r2 = arith.select %dtc_sort2_take, %dtc_sort2_y2, %dtc_sort2_x2 : i64
          linalg.yield %dtc_sort2_r0, %dtc_sort2_r1, %dtc_sort2_r2 : f32, i32, i64
        } -> (tensor<4x1024xf32>, tensor<4x1024xi32>, tensor<4x1024xi64>)
        scf.yield %dtc_sort2_pass#0, %dtc_sort2_pass#1, %dtc_sort2_pass#2 : tensor<4x1024xf32>, tensor<4x1024xi32>, tensor<4x1024xi64>
      }
      scf.yield %dtc_sort2_inner#0, %dtc_sort2_inner#1, %dtc_sort2_inner#2 : tensor<4x1024xf32>, tensor<4x1024xi32>, tensor<4x1024xi64>
    }
    %dtc_sort2_out0 = tensor.extract_slice %dtc_sort2_outer#0[0, 0] [4, 1000] [1, 1] : tensor<4x1024xf32> to tensor<4x1000xf32>
    %dtc_sort2_out1 = tensor.extract_slice %dtc_sort2_outer#1[0, 0] [4, 1000] [1, 1] : tensor<4x1024xi32> to tensor<4x1000xi32>
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