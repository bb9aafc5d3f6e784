// IREE's input conversion's ops that tools/jax-import/dtc_jax.py lowers to
// upstream MLIR (read by jax-import-lowerings.test, not a dtc program).
module @iree_ops {
  // A helper before @main whose scan's results have @main's names (%s):
  // lowering it renames its own uses only, not @main's.
  util.func private @cumsum_rows(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %init = arith.constant dense<0.0> : tensor<4xf32>
    %e = tensor.empty() : tensor<4x6xf32>
    %s:2 = iree_linalg_ext.scan dimension(1) inclusive(true) ins(%x : tensor<4x6xf32>) outs(%e, %init : tensor<4x6xf32>, tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32):
      %t = arith.addf %a, %b : f32
      iree_linalg_ext.yield %t : f32
    } -> tensor<4x6xf32>, tensor<4xf32>
    util.return %s#0 : tensor<4x6xf32>
  }
  util.func public @main(%x: tensor<4x6xf32>, %u: tensor<5xf32>, %idx: tensor<5x2xi32>,
                         %w: tensor<3x3xf32>, %cols: tensor<3x1xi32>, %keys: tensor<2x7xi32>,
                         %lkeys: tensor<3x300xi32>, %col: tensor<100x3xf32>, %ukeys: tensor<2x200xi32>,
                         %wide: tensor<3x3000xf32>, %ints: tensor<700x2xi32>)
      -> (tensor<4x6xf32>, tensor<6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<6xf32>,
          tensor<2x7xi32>, tensor<2x7xf32>, tensor<4x2xf32>, tensor<4x2xi32>,
          tensor<3x300xi32>, tensor<3x300xf32>, tensor<100x3xf32>, tensor<2x200xi32>,
          tensor<3x20xf32>, tensor<3x20xi32>, tensor<5x2xi32>, tensor<5x2xi32>, tensor<4x6xf32>) {
    %init = arith.constant dense<1.0> : tensor<6xf32>
    %e = tensor.empty() : tensor<4x6xf32>
    %s:2 = iree_linalg_ext.scan dimension(0) inclusive(false) ins(%x : tensor<4x6xf32>) outs(%e, %init : tensor<4x6xf32>, tensor<6xf32>) {
    ^bb0(%a: f32, %b: f32):
      %t = arith.addf %a, %b : f32
      iree_linalg_ext.yield %t : f32
    } -> tensor<4x6xf32>, tensor<6xf32>
    %m = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%u, %idx : tensor<5xf32>, tensor<5x2xi32>) outs(%x : tensor<4x6xf32>) {
    ^bb0(%c: f32, %d: f32):
      %mx = arith.maximumf %d, %c : f32
      iree_linalg_ext.yield %mx : f32
    } -> tensor<4x6xf32>
    %r = iree_linalg_ext.scatter dimension_map = [1] unique_indices(true) ins(%w, %cols : tensor<3x3xf32>, tensor<3x1xi32>) outs(%x : tensor<4x6xf32>) {
    ^bb0(%f: f32, %g: f32):
      iree_linalg_ext.yield %f : f32
    } -> tensor<4x6xf32>
    %e1 = tensor.empty() : tensor<6xf32>
    %x0 = tensor.extract_slice %x[0, 0] [1, 6] [1, 1] : tensor<4x6xf32> to tensor<6xf32>
    %z = arith.constant dense<0.0> : tensor<f32>
    %p:2 = iree_linalg_ext.scan dimension(0) inclusive(true) ins(%x0 : tensor<6xf32>) outs(%e1, %z : tensor<6xf32>, tensor<f32>) {
    ^bb0(%h: f32, %k: f32):
      %q = arith.mulf %h, %k : f32
      iree_linalg_ext.yield %q : f32
    } -> tensor<6xf32>, tensor<f32>
    // Descending by key, a payload carried along, ties stable.
    %pay = arith.sitofp %keys : tensor<2x7xi32> to tensor<2x7xf32>
    %pl = tensor.empty() : tensor<2x7xf32>
    %payload = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%pay : tensor<2x7xf32>) outs(%pl : tensor<2x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %ix = linalg.index 1 : index
      %ii = arith.index_cast %ix : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      %tag = arith.addf %in, %fi : f32
      linalg.yield %tag : f32
    } -> tensor<2x7xf32>
    %o:2 = iree_linalg_ext.sort dimension(1) outs(%keys, %payload : tensor<2x7xi32>, tensor<2x7xf32>) {
    ^bb0(%k1: i32, %k2: i32, %v1: f32, %v2: f32):
      %gt = arith.cmpi sgt, %k1, %k2 : i32
      iree_linalg_ext.yield %gt : i1
    } -> tensor<2x7xi32>, tensor<2x7xf32>
    // Top 2 of each row of x, as IREE converts chlo.top_k (ogt; XLA's
    // total order where NaNs are).
    %ninf = arith.constant 0xFF800000 : f32
    %big = arith.constant 2147483647 : i32
    %tv0 = tensor.empty() : tensor<4x2xf32>
    %ti0 = tensor.empty() : tensor<4x2xi32>
    %tv = linalg.fill ins(%ninf : f32) outs(%tv0 : tensor<4x2xf32>) -> tensor<4x2xf32>
    %ti = linalg.fill ins(%big : i32) outs(%ti0 : tensor<4x2xi32>) -> tensor<4x2xi32>
    %t:2 = iree_linalg_ext.topk dimension(1) ins(%m : tensor<4x6xf32>) outs(%tv, %ti : tensor<4x2xf32>, tensor<4x2xi32>) {
    ^bb0(%ta: f32, %tb: f32):
      %tg = arith.cmpf ogt, %ta, %tb : f32
      iree_linalg_ext.yield %tg : i1
    } -> tensor<4x2xf32>, tensor<4x2xi32>
    // The same sort of long rows (a bitonic network over packed keys and
    // positions: 300 padded to 512), an ascending sort along the first
    // dimension by a float comparison (the network over every operand:
    // 100 -> 128), and a descending unsigned sort written with its
    // operands swapped (ult of rhs and lhs: packed keys, 200 -> 256).
    %le = tensor.empty() : tensor<3x300xf32>
    %lpayload = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lkeys : tensor<3x300xi32>) outs(%le : tensor<3x300xf32>) {
    ^bb0(%lin: i32, %lout: f32):
      %lix = linalg.index 1 : index
      %lii = arith.index_cast %lix : index to i32
      %lsum = arith.addi %lii, %lin : i32
      %lf = arith.sitofp %lsum : i32 to f32
      linalg.yield %lf : f32
    } -> tensor<3x300xf32>
    %lo:2 = iree_linalg_ext.sort dimension(1) outs(%lkeys, %lpayload : tensor<3x300xi32>, tensor<3x300xf32>) {
    ^bb0(%lk1: i32, %lk2: i32, %lv1: f32, %lv2: f32):
      %lgt = arith.cmpi sgt, %lk1, %lk2 : i32
      iree_linalg_ext.yield %lgt : i1
    } -> tensor<3x300xi32>, tensor<3x300xf32>
    %lc = iree_linalg_ext.sort dimension(0) outs(%col : tensor<100x3xf32>) {
    ^bb0(%ca: f32, %cb: f32):
      %clt = arith.cmpf olt, %ca, %cb : f32
      iree_linalg_ext.yield %clt : i1
    } -> tensor<100x3xf32>
    %uc = iree_linalg_ext.sort dimension(1) outs(%ukeys : tensor<2x200xi32>) {
    ^bb0(%ua: i32, %ub: i32):
      %ult = arith.cmpi ult, %ub, %ua : i32
      iree_linalg_ext.yield %ult : i1
    } -> tensor<2x200xi32>
    // Top 20 of rows of 3000 (a bitonic selection network over packed
    // keys: blocks of 32, rounds halving 4096 places down to one block)
    // and the 5 smallest of 700 along the first dimension (ints, slt).
    %btv0 = tensor.empty() : tensor<3x20xf32>
    %bti0 = tensor.empty() : tensor<3x20xi32>
    %btv = linalg.fill ins(%ninf : f32) outs(%btv0 : tensor<3x20xf32>) -> tensor<3x20xf32>
    %bti = linalg.fill ins(%big : i32) outs(%bti0 : tensor<3x20xi32>) -> tensor<3x20xi32>
    %bt:2 = iree_linalg_ext.topk dimension(1) ins(%wide : tensor<3x3000xf32>) outs(%btv, %bti : tensor<3x20xf32>, tensor<3x20xi32>) {
    ^bb0(%ba: f32, %bb: f32):
      %bg = arith.cmpf ogt, %ba, %bb : f32
      iree_linalg_ext.yield %bg : i1
    } -> tensor<3x20xf32>, tensor<3x20xi32>
    %izero = arith.constant 0 : i32
    %iv0 = tensor.empty() : tensor<5x2xi32>
    %iv = linalg.fill ins(%izero : i32) outs(%iv0 : tensor<5x2xi32>) -> tensor<5x2xi32>
    %it:2 = iree_linalg_ext.topk dimension(0) ins(%ints : tensor<700x2xi32>) outs(%iv, %iv : tensor<5x2xi32>, tensor<5x2xi32>) {
    ^bb0(%ia: i32, %ib: i32):
      %il = arith.cmpi slt, %ia, %ib : i32
      iree_linalg_ext.yield %il : i1
    } -> tensor<5x2xi32>, tensor<5x2xi32>
    %hs = util.call @cumsum_rows(%x) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    util.return %s#0, %s#1, %m, %r, %p#0, %o#0, %o#1, %t#0, %t#1, %lo#0, %lo#1, %lc, %uc, %bt#0, %bt#1, %it#0, %it#1, %hs : tensor<4x6xf32>, tensor<6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<6xf32>, tensor<2x7xi32>, tensor<2x7xf32>, tensor<4x2xf32>, tensor<4x2xi32>, tensor<3x300xi32>, tensor<3x300xf32>, tensor<100x3xf32>, tensor<2x200xi32>, tensor<3x20xf32>, tensor<3x20xi32>, tensor<5x2xi32>, tensor<5x2xi32>, tensor<4x6xf32>
  }
}
